module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<128x16xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x128xf32>, %arg22: tensor<128x128xf32>, %arg23: tensor<128x128xf32>, %arg24: tensor<128x128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<1x32x64xf32>) -> (tensor<1x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %c, %c_0 : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %c, %c_1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.slice %7 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
    %10 = stablehlo.slice %7 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %14 = stablehlo.transpose %arg26, dims = [1, 0, 2] : (tensor<1x32x64xf32>) -> tensor<32x1x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x1x128xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16:17 = stablehlo.while(%iterArg = %14, %iterArg_12 = %arg12, %iterArg_13 = %arg7, %iterArg_14 = %arg6, %iterArg_15 = %arg10, %iterArg_16 = %arg3, %iterArg_17 = %arg2, %iterArg_18 = %arg11, %iterArg_19 = %arg5, %iterArg_20 = %arg4, %iterArg_21 = %arg13, %iterArg_22 = %arg9, %iterArg_23 = %arg8, %iterArg_24 = %c_4, %iterArg_25 = %12, %iterArg_26 = %13, %iterArg_27 = %15) : tensor<32x1x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<i32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<32x1x128xf32>
    cond {
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_24, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_24) : (tensor<32x1x64xf32>, tensor<i32>) -> tensor<1x64xf32>
      %42 = stablehlo.dot_general %41, %iterArg_12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x128xf32>) -> tensor<1x128xf32>
      %43 = stablehlo.dot_general %iterArg_26, %iterArg_13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %44 = stablehlo.reshape %iterArg_14 : (tensor<128xf32>) -> tensor<1x128xf32>
      %45 = stablehlo.add %43, %44 : tensor<1x128xf32>
      %46 = stablehlo.add %42, %45 : tensor<1x128xf32>
      %47 = stablehlo.negate %46 : tensor<1x128xf32>
      %48 = stablehlo.exponential %47 : tensor<1x128xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %50 = stablehlo.add %49, %48 : tensor<1x128xf32>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %52 = stablehlo.divide %51, %50 : tensor<1x128xf32>
      %53 = stablehlo.dot_general %41, %iterArg_15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x128xf32>) -> tensor<1x128xf32>
      %54 = stablehlo.dot_general %iterArg_26, %iterArg_16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %55 = stablehlo.reshape %iterArg_17 : (tensor<128xf32>) -> tensor<1x128xf32>
      %56 = stablehlo.add %54, %55 : tensor<1x128xf32>
      %57 = stablehlo.add %53, %56 : tensor<1x128xf32>
      %58 = stablehlo.negate %57 : tensor<1x128xf32>
      %59 = stablehlo.exponential %58 : tensor<1x128xf32>
      %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %61 = stablehlo.add %60, %59 : tensor<1x128xf32>
      %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %63 = stablehlo.divide %62, %61 : tensor<1x128xf32>
      %64 = stablehlo.dot_general %41, %iterArg_18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x128xf32>) -> tensor<1x128xf32>
      %65 = stablehlo.dot_general %iterArg_26, %iterArg_19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %66 = stablehlo.reshape %iterArg_20 : (tensor<128xf32>) -> tensor<1x128xf32>
      %67 = stablehlo.add %65, %66 : tensor<1x128xf32>
      %68 = stablehlo.add %64, %67 : tensor<1x128xf32>
      %69 = stablehlo.tanh %68 : tensor<1x128xf32>
      %70 = stablehlo.dot_general %41, %iterArg_21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x128xf32>) -> tensor<1x128xf32>
      %71 = stablehlo.dot_general %iterArg_26, %iterArg_22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %72 = stablehlo.reshape %iterArg_23 : (tensor<128xf32>) -> tensor<1x128xf32>
      %73 = stablehlo.add %71, %72 : tensor<1x128xf32>
      %74 = stablehlo.add %70, %73 : tensor<1x128xf32>
      %75 = stablehlo.negate %74 : tensor<1x128xf32>
      %76 = stablehlo.exponential %75 : tensor<1x128xf32>
      %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %78 = stablehlo.add %77, %76 : tensor<1x128xf32>
      %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %80 = stablehlo.divide %79, %78 : tensor<1x128xf32>
      %81 = stablehlo.multiply %63, %iterArg_25 : tensor<1x128xf32>
      %82 = stablehlo.multiply %52, %69 : tensor<1x128xf32>
      %83 = stablehlo.add %81, %82 : tensor<1x128xf32>
      %84 = stablehlo.tanh %83 : tensor<1x128xf32>
      %85 = stablehlo.multiply %80, %84 : tensor<1x128xf32>
      %86 = func.call @dynamic_update_index_in_dim(%iterArg_27, %85, %iterArg_24) : (tensor<32x1x128xf32>, tensor<1x128xf32>, tensor<i32>) -> tensor<32x1x128xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %87 = stablehlo.add %iterArg_24, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %87, %83, %85, %86 : tensor<32x1x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<i32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<32x1x128xf32>
    }
    %17 = stablehlo.transpose %16#16, dims = [1, 0, 2] : (tensor<32x1x128xf32>) -> tensor<1x32x128xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<32> : tensor<i32>
    %18 = stablehlo.shift_right_logical %c_5, %c_6 : tensor<i32>
    %19 = stablehlo.convert %18 : (tensor<i32>) -> tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_7 = stablehlo.constant dense<-1> : tensor<i32>
    %21 = stablehlo.and %c_5, %c_7 : tensor<i32>
    %22 = stablehlo.convert %21 : (tensor<i32>) -> tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %24 = stablehlo.concatenate %20, %23, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %25 = call @_threefry_split(%24) : (tensor<2xui32>) -> tensor<2x2xui32>
    %26 = stablehlo.slice %25 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %27 = stablehlo.reshape %26 : (tensor<1x2xui32>) -> tensor<2xui32>
    %28 = stablehlo.slice %25 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %29 = stablehlo.reshape %28 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %32 = stablehlo.transpose %17, dims = [1, 0, 2] : (tensor<1x32x128xf32>) -> tensor<32x1x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x1x128xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %34:17 = stablehlo.while(%iterArg = %32, %iterArg_12 = %arg24, %iterArg_13 = %arg19, %iterArg_14 = %arg18, %iterArg_15 = %arg22, %iterArg_16 = %arg15, %iterArg_17 = %arg14, %iterArg_18 = %arg23, %iterArg_19 = %arg17, %iterArg_20 = %arg16, %iterArg_21 = %arg25, %iterArg_22 = %arg21, %iterArg_23 = %arg20, %iterArg_24 = %c_11, %iterArg_25 = %30, %iterArg_26 = %31, %iterArg_27 = %33) : tensor<32x1x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<i32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<32x1x128xf32>
    cond {
      %c_28 = stablehlo.constant dense<32> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_24, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_24) : (tensor<32x1x128xf32>, tensor<i32>) -> tensor<1x128xf32>
      %42 = stablehlo.dot_general %41, %iterArg_12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %43 = stablehlo.dot_general %iterArg_26, %iterArg_13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %44 = stablehlo.reshape %iterArg_14 : (tensor<128xf32>) -> tensor<1x128xf32>
      %45 = stablehlo.add %43, %44 : tensor<1x128xf32>
      %46 = stablehlo.add %42, %45 : tensor<1x128xf32>
      %47 = stablehlo.negate %46 : tensor<1x128xf32>
      %48 = stablehlo.exponential %47 : tensor<1x128xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %50 = stablehlo.add %49, %48 : tensor<1x128xf32>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %52 = stablehlo.divide %51, %50 : tensor<1x128xf32>
      %53 = stablehlo.dot_general %41, %iterArg_15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %54 = stablehlo.dot_general %iterArg_26, %iterArg_16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %55 = stablehlo.reshape %iterArg_17 : (tensor<128xf32>) -> tensor<1x128xf32>
      %56 = stablehlo.add %54, %55 : tensor<1x128xf32>
      %57 = stablehlo.add %53, %56 : tensor<1x128xf32>
      %58 = stablehlo.negate %57 : tensor<1x128xf32>
      %59 = stablehlo.exponential %58 : tensor<1x128xf32>
      %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %61 = stablehlo.add %60, %59 : tensor<1x128xf32>
      %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %63 = stablehlo.divide %62, %61 : tensor<1x128xf32>
      %64 = stablehlo.dot_general %41, %iterArg_18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %65 = stablehlo.dot_general %iterArg_26, %iterArg_19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %66 = stablehlo.reshape %iterArg_20 : (tensor<128xf32>) -> tensor<1x128xf32>
      %67 = stablehlo.add %65, %66 : tensor<1x128xf32>
      %68 = stablehlo.add %64, %67 : tensor<1x128xf32>
      %69 = stablehlo.tanh %68 : tensor<1x128xf32>
      %70 = stablehlo.dot_general %41, %iterArg_21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %71 = stablehlo.dot_general %iterArg_26, %iterArg_22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
      %72 = stablehlo.reshape %iterArg_23 : (tensor<128xf32>) -> tensor<1x128xf32>
      %73 = stablehlo.add %71, %72 : tensor<1x128xf32>
      %74 = stablehlo.add %70, %73 : tensor<1x128xf32>
      %75 = stablehlo.negate %74 : tensor<1x128xf32>
      %76 = stablehlo.exponential %75 : tensor<1x128xf32>
      %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %78 = stablehlo.add %77, %76 : tensor<1x128xf32>
      %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
      %80 = stablehlo.divide %79, %78 : tensor<1x128xf32>
      %81 = stablehlo.multiply %63, %iterArg_25 : tensor<1x128xf32>
      %82 = stablehlo.multiply %52, %69 : tensor<1x128xf32>
      %83 = stablehlo.add %81, %82 : tensor<1x128xf32>
      %84 = stablehlo.tanh %83 : tensor<1x128xf32>
      %85 = stablehlo.multiply %80, %84 : tensor<1x128xf32>
      %86 = func.call @dynamic_update_index_in_dim(%iterArg_27, %85, %iterArg_24) : (tensor<32x1x128xf32>, tensor<1x128xf32>, tensor<i32>) -> tensor<32x1x128xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %87 = stablehlo.add %iterArg_24, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %87, %83, %85, %86 : tensor<32x1x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<i32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<32x1x128xf32>
    }
    %35 = stablehlo.transpose %34#16, dims = [1, 0, 2] : (tensor<32x1x128xf32>) -> tensor<1x32x128xf32>
    %36 = stablehlo.slice %35 [0:1, 31:32, 0:128] : (tensor<1x32x128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %38 = stablehlo.dot_general %37, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x16xf32>) -> tensor<1x16xf32>
    %39 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x16xf32>
    return %40 : tensor<1x16xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<2xui32>
      %22 = stablehlo.or %18, %21 : tensor<2xui32>
      %23 = stablehlo.xor %16, %22 : tensor<2xui32>
      %24 = stablehlo.add %16, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<2xui32>
      %30 = stablehlo.or %26, %29 : tensor<2xui32>
      %31 = stablehlo.xor %24, %30 : tensor<2xui32>
      %32 = stablehlo.add %24, %31 : tensor<2xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<2xui32>
      %38 = stablehlo.or %34, %37 : tensor<2xui32>
      %39 = stablehlo.xor %32, %38 : tensor<2xui32>
      %40 = stablehlo.add %32, %39 : tensor<2xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<2xui32>
      %46 = stablehlo.or %42, %45 : tensor<2xui32>
      %47 = stablehlo.xor %40, %46 : tensor<2xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %49 = stablehlo.add %40, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.add %47, %50 : tensor<2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %55 = stablehlo.add %51, %54 : tensor<2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x1x64xf32>, %arg1: tensor<i32>) -> tensor<1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 64] : (tensor<32x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    return %1 : tensor<1x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x1x128xf32>, %arg1: tensor<1x128xf32>, %arg2: tensor<i32>) -> tensor<32x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x1x128xf32>
    return %1 : tensor<32x1x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<32x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 128] : (tensor<32x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    return %1 : tensor<1x128xf32>
  }
}
