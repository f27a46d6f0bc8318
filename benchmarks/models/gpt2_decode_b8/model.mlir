module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<2xui32>, %arg3: tensor<256x4x64xf32>, %arg4: tensor<4x64xf32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<2xui32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<2xui32>, %arg15: tensor<256x1024xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<1024x256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<2xui32>, %arg22: tensor<256x4x64xf32>, %arg23: tensor<4x64xf32>, %arg24: tensor<256x4x64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<256x4x64xf32>, %arg27: tensor<4x64xf32>, %arg28: tensor<2xui32>, %arg29: tensor<4x64x256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<2xui32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024xf32>, %arg36: tensor<1024x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<2xui32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<4x64xf32>, %arg43: tensor<256x4x64xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<2xui32>, %arg48: tensor<4x64x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<2xui32>, %arg53: tensor<256x1024xf32>, %arg54: tensor<1024xf32>, %arg55: tensor<1024x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256xf32>, %arg59: tensor<2xui32>, %arg60: tensor<256x4x64xf32>, %arg61: tensor<4x64xf32>, %arg62: tensor<256x4x64xf32>, %arg63: tensor<4x64xf32>, %arg64: tensor<256x4x64xf32>, %arg65: tensor<4x64xf32>, %arg66: tensor<2xui32>, %arg67: tensor<4x64x256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256xf32>, %arg70: tensor<256xf32>, %arg71: tensor<2xui32>, %arg72: tensor<256x1024xf32>, %arg73: tensor<1024xf32>, %arg74: tensor<1024x256xf32>, %arg75: tensor<256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<2xui32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<8x1xi32>, %arg82: tensor<8x4x2x128x4x64xf32>, %arg83: tensor<i32>) -> (tensor<8x1x1000xf32> {jax.result_info = "result[0]"}, tensor<8x1x256xf32> {jax.result_info = "result[1]"}, tensor<8x4x2x128x4x64xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_take(%arg0, %arg81) : (tensor<1000x256xf32>, tensor<8x1xi32>) -> tensor<8x1x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg83, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.add %arg83, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg83 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, %c_1, sizes = [1, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<8x1x256xf32>
    %6 = stablehlo.add %0, %5 : tensor<8x1x256xf32>
    %7 = stablehlo.slice %arg82 [0:8, 0:1, 0:2, 0:128, 0:4, 0:64] : (tensor<8x4x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x1x2x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %9 = stablehlo.iota dim = 0 : tensor<1xf32>
    %10 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.add %9, %11 : tensor<1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.iota dim = 0 : tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %17 = stablehlo.compare GE, %16, %15, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x128xi1>) -> tensor<8x1x128xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x1x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = call @_var(%6, %c_3) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %25 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %26 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<8x1x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x1x256xf32>
    %33 = stablehlo.negate %23 : tensor<8x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x1x256xf32>
    %36 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x1x256xf32>
    %38 = stablehlo.multiply %6, %32 : tensor<8x1x256xf32>
    %39 = stablehlo.add %38, %37 : tensor<8x1x256xf32>
    %40 = stablehlo.dot_general %39, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %41 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x1x4x64xf32>
    %44 = stablehlo.slice %8 [0:8, 0:1, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %46 = stablehlo.slice %8 [0:8, 1:2, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %48 = stablehlo.dot_general %39, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %49 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x1x4x64xf32>
    %52 = stablehlo.dot_general %39, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %53 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x1x4x64xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %arg83, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<128> : tensor<i32>
    %57 = stablehlo.add %arg83, %c_6 : tensor<i32>
    %58 = stablehlo.select %56, %57, %arg83 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.dynamic_update_slice %45, %51, %c_7, %58, %c_8, %c_9 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.compare LT, %arg83, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<128> : tensor<i32>
    %61 = stablehlo.add %arg83, %c_11 : tensor<i32>
    %62 = stablehlo.select %60, %61, %arg83 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.dynamic_update_slice %47, %55, %c_12, %62, %c_13, %c_14 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %64 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 1 : (tensor<8x1x128x4x64xf32>, tensor<8x1x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %cst_15 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1x4x64xf32>
    %68 = stablehlo.multiply %43, %67 : tensor<8x1x4x64xf32>
    %69 = stablehlo.dot_general %68, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128xf32>
    %70 = stablehlo.broadcast_in_dim %19, dims = [0, 2, 3] : (tensor<8x1x128xi1>) -> tensor<8x1x1x128xi1>
    %cst_16 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %71 = call @_where_1(%70, %69, %cst_16) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x4x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %77 = stablehlo.subtract %71, %76 : tensor<8x4x1x128xf32>
    %78 = stablehlo.exponential %77 : tensor<8x4x1x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %82 = stablehlo.divide %78, %81 : tensor<8x4x1x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = call @_where_1(%70, %82, %cst_20) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %84 = stablehlo.dot_general %63, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128xf32>) -> tensor<8x4x64x1xf32>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %86 = stablehlo.dot_general %85, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x1x256xf32>
    %87 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %89 = stablehlo.add %86, %88 : tensor<8x1x256xf32>
    %90 = stablehlo.add %89, %6 : tensor<8x1x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x1x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %95 = call @_var(%90, %c_23) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %96 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %97 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %99 = stablehlo.add %95, %98 : tensor<8x1x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<8x1x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %102 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x1x256xf32>
    %104 = stablehlo.negate %94 : tensor<8x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x1x256xf32>
    %107 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x1x256xf32>
    %109 = stablehlo.multiply %90, %103 : tensor<8x1x256xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x1x256xf32>
    %111 = stablehlo.dot_general %110, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    %112 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1x1024xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x1x1024xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<8x1x1024xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8x1x1024xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x1x1024xf32>
    %119 = stablehlo.add %114, %118 : tensor<8x1x1024xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x1x1024xf32>
    %122 = stablehlo.tanh %121 : tensor<8x1x1024xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %124 = stablehlo.add %123, %122 : tensor<8x1x1024xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x1x1024xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<8x1x1024xf32>
    %128 = stablehlo.dot_general %127, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1024xf32>, tensor<1024x256xf32>) -> tensor<8x1x256xf32>
    %129 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x1x256xf32>
    %132 = stablehlo.add %131, %90 : tensor<8x1x256xf32>
    %133 = stablehlo.slice %arg82 [0:8, 1:2, 0:2, 0:128, 0:4, 0:64] : (tensor<8x4x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x1x2x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %135 = stablehlo.iota dim = 0 : tensor<1xf32>
    %136 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %138 = stablehlo.add %135, %137 : tensor<1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %140 = stablehlo.iota dim = 0 : tensor<128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %142 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %143 = stablehlo.compare GE, %142, %141, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x128xi1>) -> tensor<8x1x128xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%132 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x1x1xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %150 = call @_var(%132, %c_31) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %151 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %152 = stablehlo.reshape %arg32 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<8x1x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<8x1x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %157 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<8x1x256xf32>
    %159 = stablehlo.negate %149 : tensor<8x1x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<8x1x256xf32>
    %162 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x1x256xf32>
    %164 = stablehlo.multiply %132, %158 : tensor<8x1x256xf32>
    %165 = stablehlo.add %164, %163 : tensor<8x1x256xf32>
    %166 = stablehlo.dot_general %165, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %167 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x1x4x64xf32>
    %170 = stablehlo.slice %134 [0:8, 0:1, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %172 = stablehlo.slice %134 [0:8, 1:2, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %174 = stablehlo.dot_general %165, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %175 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %177 = stablehlo.add %174, %176 : tensor<8x1x4x64xf32>
    %178 = stablehlo.dot_general %165, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %179 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<8x1x4x64xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.compare LT, %arg83, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<128> : tensor<i32>
    %183 = stablehlo.add %arg83, %c_34 : tensor<i32>
    %184 = stablehlo.select %182, %183, %arg83 : tensor<i1>, tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.dynamic_update_slice %171, %177, %c_35, %184, %c_36, %c_37 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %186 = stablehlo.compare LT, %arg83, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<128> : tensor<i32>
    %187 = stablehlo.add %arg83, %c_39 : tensor<i32>
    %188 = stablehlo.select %186, %187, %arg83 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.dynamic_update_slice %173, %181, %c_40, %188, %c_41, %c_42 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %192 = stablehlo.concatenate %190, %191, dim = 1 : (tensor<8x1x128x4x64xf32>, tensor<8x1x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %cst_43 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x4x64xf32>
    %194 = stablehlo.multiply %169, %193 : tensor<8x1x4x64xf32>
    %195 = stablehlo.dot_general %194, %185, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128xf32>
    %196 = stablehlo.broadcast_in_dim %145, dims = [0, 2, 3] : (tensor<8x1x128xi1>) -> tensor<8x1x1x128xi1>
    %cst_44 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %197 = call @_where_1(%196, %195, %cst_44) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %200 = stablehlo.maximum %199, %198 : tensor<8x4x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %203 = stablehlo.subtract %197, %202 : tensor<8x4x1x128xf32>
    %204 = stablehlo.exponential %203 : tensor<8x4x1x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %208 = stablehlo.divide %204, %207 : tensor<8x4x1x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = call @_where_1(%196, %208, %cst_48) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %210 = stablehlo.dot_general %189, %209, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128xf32>) -> tensor<8x4x64x1xf32>
    %211 = stablehlo.transpose %210, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %212 = stablehlo.dot_general %211, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x1x256xf32>
    %213 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x1x256xf32>
    %216 = stablehlo.add %215, %132 : tensor<8x1x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %220 = stablehlo.divide %218, %219 : tensor<8x1x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %221 = call @_var(%216, %c_51) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %222 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %223 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %225 = stablehlo.add %221, %224 : tensor<8x1x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<8x1x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %228 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<8x1x256xf32>
    %230 = stablehlo.negate %220 : tensor<8x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %232 = stablehlo.multiply %231, %229 : tensor<8x1x256xf32>
    %233 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %234 = stablehlo.add %232, %233 : tensor<8x1x256xf32>
    %235 = stablehlo.multiply %216, %229 : tensor<8x1x256xf32>
    %236 = stablehlo.add %235, %234 : tensor<8x1x256xf32>
    %237 = stablehlo.dot_general %236, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    %238 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1x1024xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x1x1024xf32>
    %241 = stablehlo.multiply %240, %240 : tensor<8x1x1024xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x1x1024xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<8x1x1024xf32>
    %245 = stablehlo.add %240, %244 : tensor<8x1x1024xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<8x1x1024xf32>
    %248 = stablehlo.tanh %247 : tensor<8x1x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %250 = stablehlo.add %249, %248 : tensor<8x1x1024xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<8x1x1024xf32>
    %253 = stablehlo.multiply %240, %252 : tensor<8x1x1024xf32>
    %254 = stablehlo.dot_general %253, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1024xf32>, tensor<1024x256xf32>) -> tensor<8x1x256xf32>
    %255 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %257 = stablehlo.add %254, %256 : tensor<8x1x256xf32>
    %258 = stablehlo.add %257, %216 : tensor<8x1x256xf32>
    %259 = stablehlo.slice %arg82 [0:8, 2:3, 0:2, 0:128, 0:4, 0:64] : (tensor<8x4x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x1x2x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %261 = stablehlo.iota dim = 0 : tensor<1xf32>
    %262 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %264 = stablehlo.add %261, %263 : tensor<1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %266 = stablehlo.iota dim = 0 : tensor<128xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %269 = stablehlo.compare GE, %268, %267, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %270 = stablehlo.broadcast_in_dim %269, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x128xi1>) -> tensor<8x1x128xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%258 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<8x1x1xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %276 = call @_var(%258, %c_59) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %277 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %278 = stablehlo.reshape %arg51 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %280 = stablehlo.add %276, %279 : tensor<8x1x1xf32>
    %281 = stablehlo.rsqrt %280 : tensor<8x1x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %283 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<8x1x256xf32>
    %285 = stablehlo.negate %275 : tensor<8x1x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %287 = stablehlo.multiply %286, %284 : tensor<8x1x256xf32>
    %288 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %289 = stablehlo.add %287, %288 : tensor<8x1x256xf32>
    %290 = stablehlo.multiply %258, %284 : tensor<8x1x256xf32>
    %291 = stablehlo.add %290, %289 : tensor<8x1x256xf32>
    %292 = stablehlo.dot_general %291, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %293 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %295 = stablehlo.add %292, %294 : tensor<8x1x4x64xf32>
    %296 = stablehlo.slice %260 [0:8, 0:1, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %298 = stablehlo.slice %260 [0:8, 1:2, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %299 = stablehlo.reshape %298 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %300 = stablehlo.dot_general %291, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %301 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %303 = stablehlo.add %300, %302 : tensor<8x1x4x64xf32>
    %304 = stablehlo.dot_general %291, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %305 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %307 = stablehlo.add %304, %306 : tensor<8x1x4x64xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %308 = stablehlo.compare LT, %arg83, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_62 = stablehlo.constant dense<128> : tensor<i32>
    %309 = stablehlo.add %arg83, %c_62 : tensor<i32>
    %310 = stablehlo.select %308, %309, %arg83 : tensor<i1>, tensor<i32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %311 = stablehlo.dynamic_update_slice %297, %303, %c_63, %310, %c_64, %c_65 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %312 = stablehlo.compare LT, %arg83, %c_66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_67 = stablehlo.constant dense<128> : tensor<i32>
    %313 = stablehlo.add %arg83, %c_67 : tensor<i32>
    %314 = stablehlo.select %312, %313, %arg83 : tensor<i1>, tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %315 = stablehlo.dynamic_update_slice %299, %307, %c_68, %314, %c_69, %c_70 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %316 = stablehlo.broadcast_in_dim %311, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %318 = stablehlo.concatenate %316, %317, dim = 1 : (tensor<8x1x128x4x64xf32>, tensor<8x1x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %cst_71 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x1x4x64xf32>
    %320 = stablehlo.multiply %295, %319 : tensor<8x1x4x64xf32>
    %321 = stablehlo.dot_general %320, %311, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128xf32>
    %322 = stablehlo.broadcast_in_dim %271, dims = [0, 2, 3] : (tensor<8x1x128xi1>) -> tensor<8x1x1x128xi1>
    %cst_72 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %323 = call @_where_1(%322, %321, %cst_72) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_73) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %326 = stablehlo.maximum %325, %324 : tensor<8x4x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %329 = stablehlo.subtract %323, %328 : tensor<8x4x1x128xf32>
    %330 = stablehlo.exponential %329 : tensor<8x4x1x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_75) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %334 = stablehlo.divide %330, %333 : tensor<8x4x1x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = call @_where_1(%322, %334, %cst_76) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %336 = stablehlo.dot_general %315, %335, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128xf32>) -> tensor<8x4x64x1xf32>
    %337 = stablehlo.transpose %336, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %338 = stablehlo.dot_general %337, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x1x256xf32>
    %339 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %341 = stablehlo.add %338, %340 : tensor<8x1x256xf32>
    %342 = stablehlo.add %341, %258 : tensor<8x1x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_78 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %346 = stablehlo.divide %344, %345 : tensor<8x1x1xf32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %347 = call @_var(%342, %c_79) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %348 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %349 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %351 = stablehlo.add %347, %350 : tensor<8x1x1xf32>
    %352 = stablehlo.rsqrt %351 : tensor<8x1x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %354 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<8x1x256xf32>
    %356 = stablehlo.negate %346 : tensor<8x1x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %358 = stablehlo.multiply %357, %355 : tensor<8x1x256xf32>
    %359 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %360 = stablehlo.add %358, %359 : tensor<8x1x256xf32>
    %361 = stablehlo.multiply %342, %355 : tensor<8x1x256xf32>
    %362 = stablehlo.add %361, %360 : tensor<8x1x256xf32>
    %363 = stablehlo.dot_general %362, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    %364 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1x1024xf32>
    %366 = stablehlo.add %363, %365 : tensor<8x1x1024xf32>
    %367 = stablehlo.multiply %366, %366 : tensor<8x1x1024xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<8x1x1024xf32>
    %cst_81 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<8x1x1024xf32>
    %371 = stablehlo.add %366, %370 : tensor<8x1x1024xf32>
    %cst_82 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<8x1x1024xf32>
    %374 = stablehlo.tanh %373 : tensor<8x1x1024xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %376 = stablehlo.add %375, %374 : tensor<8x1x1024xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<8x1x1024xf32>
    %379 = stablehlo.multiply %366, %378 : tensor<8x1x1024xf32>
    %380 = stablehlo.dot_general %379, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1024xf32>, tensor<1024x256xf32>) -> tensor<8x1x256xf32>
    %381 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x1x256xf32>
    %384 = stablehlo.add %383, %342 : tensor<8x1x256xf32>
    %385 = stablehlo.slice %arg82 [0:8, 3:4, 0:2, 0:128, 0:4, 0:64] : (tensor<8x4x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x1x2x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %387 = stablehlo.iota dim = 0 : tensor<1xf32>
    %388 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %390 = stablehlo.add %387, %389 : tensor<1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %392 = stablehlo.iota dim = 0 : tensor<128xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %394 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %395 = stablehlo.compare GE, %394, %393, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %396 = stablehlo.broadcast_in_dim %395, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x1x128xi1>) -> tensor<8x1x128xi1>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%384 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_86 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %401 = stablehlo.divide %399, %400 : tensor<8x1x1xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %402 = call @_var(%384, %c_87) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %403 = stablehlo.reshape %arg69 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %404 = stablehlo.reshape %arg70 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_88 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %406 = stablehlo.add %402, %405 : tensor<8x1x1xf32>
    %407 = stablehlo.rsqrt %406 : tensor<8x1x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %409 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<8x1x256xf32>
    %411 = stablehlo.negate %401 : tensor<8x1x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %413 = stablehlo.multiply %412, %410 : tensor<8x1x256xf32>
    %414 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %415 = stablehlo.add %413, %414 : tensor<8x1x256xf32>
    %416 = stablehlo.multiply %384, %410 : tensor<8x1x256xf32>
    %417 = stablehlo.add %416, %415 : tensor<8x1x256xf32>
    %418 = stablehlo.dot_general %417, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %419 = stablehlo.broadcast_in_dim %arg61, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %421 = stablehlo.add %418, %420 : tensor<8x1x4x64xf32>
    %422 = stablehlo.slice %386 [0:8, 0:1, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %424 = stablehlo.slice %386 [0:8, 1:2, 0:128, 0:4, 0:64] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x1x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %426 = stablehlo.dot_general %417, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %427 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %429 = stablehlo.add %426, %428 : tensor<8x1x4x64xf32>
    %430 = stablehlo.dot_general %417, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x64xf32>) -> tensor<8x1x4x64xf32>
    %431 = stablehlo.broadcast_in_dim %arg65, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x1x4x64xf32>
    %433 = stablehlo.add %430, %432 : tensor<8x1x4x64xf32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %434 = stablehlo.compare LT, %arg83, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_90 = stablehlo.constant dense<128> : tensor<i32>
    %435 = stablehlo.add %arg83, %c_90 : tensor<i32>
    %436 = stablehlo.select %434, %435, %arg83 : tensor<i1>, tensor<i32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %437 = stablehlo.dynamic_update_slice %423, %429, %c_91, %436, %c_92, %c_93 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %438 = stablehlo.compare LT, %arg83, %c_94, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_95 = stablehlo.constant dense<128> : tensor<i32>
    %439 = stablehlo.add %arg83, %c_95 : tensor<i32>
    %440 = stablehlo.select %438, %439, %arg83 : tensor<i1>, tensor<i32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %441 = stablehlo.dynamic_update_slice %425, %433, %c_96, %440, %c_97, %c_98 : (tensor<8x128x4x64xf32>, tensor<8x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x4x64xf32>
    %442 = stablehlo.broadcast_in_dim %437, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %443 = stablehlo.broadcast_in_dim %441, dims = [0, 2, 3, 4] : (tensor<8x128x4x64xf32>) -> tensor<8x1x128x4x64xf32>
    %444 = stablehlo.concatenate %442, %443, dim = 1 : (tensor<8x1x128x4x64xf32>, tensor<8x1x128x4x64xf32>) -> tensor<8x2x128x4x64xf32>
    %cst_99 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1x4x64xf32>
    %446 = stablehlo.multiply %421, %445 : tensor<8x1x4x64xf32>
    %447 = stablehlo.dot_general %446, %437, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128xf32>
    %448 = stablehlo.broadcast_in_dim %397, dims = [0, 2, 3] : (tensor<8x1x128xi1>) -> tensor<8x1x1x128xi1>
    %cst_100 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %449 = call @_where_1(%448, %447, %cst_100) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_101) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %452 = stablehlo.maximum %451, %450 : tensor<8x4x1xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %455 = stablehlo.subtract %449, %454 : tensor<8x4x1x128xf32>
    %456 = stablehlo.exponential %455 : tensor<8x4x1x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_103) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x128xf32>
    %460 = stablehlo.divide %456, %459 : tensor<8x4x1x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = call @_where_1(%448, %460, %cst_104) : (tensor<8x1x1x128xi1>, tensor<8x4x1x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %462 = stablehlo.dot_general %441, %461, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128xf32>) -> tensor<8x4x64x1xf32>
    %463 = stablehlo.transpose %462, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %464 = stablehlo.dot_general %463, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x1x256xf32>
    %465 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %467 = stablehlo.add %464, %466 : tensor<8x1x256xf32>
    %468 = stablehlo.add %467, %384 : tensor<8x1x256xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_106 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %472 = stablehlo.divide %470, %471 : tensor<8x1x1xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %473 = call @_var(%468, %c_107) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %474 = stablehlo.reshape %arg76 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %475 = stablehlo.reshape %arg77 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_108 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %477 = stablehlo.add %473, %476 : tensor<8x1x1xf32>
    %478 = stablehlo.rsqrt %477 : tensor<8x1x1xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %480 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %481 = stablehlo.multiply %479, %480 : tensor<8x1x256xf32>
    %482 = stablehlo.negate %472 : tensor<8x1x1xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %484 = stablehlo.multiply %483, %481 : tensor<8x1x256xf32>
    %485 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %486 = stablehlo.add %484, %485 : tensor<8x1x256xf32>
    %487 = stablehlo.multiply %468, %481 : tensor<8x1x256xf32>
    %488 = stablehlo.add %487, %486 : tensor<8x1x256xf32>
    %489 = stablehlo.dot_general %488, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    %490 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1x1024xf32>
    %492 = stablehlo.add %489, %491 : tensor<8x1x1024xf32>
    %493 = stablehlo.multiply %492, %492 : tensor<8x1x1024xf32>
    %494 = stablehlo.multiply %493, %492 : tensor<8x1x1024xf32>
    %cst_109 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %496 = stablehlo.multiply %495, %494 : tensor<8x1x1024xf32>
    %497 = stablehlo.add %492, %496 : tensor<8x1x1024xf32>
    %cst_110 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<8x1x1024xf32>
    %500 = stablehlo.tanh %499 : tensor<8x1x1024xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %502 = stablehlo.add %501, %500 : tensor<8x1x1024xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x1x1024xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<8x1x1024xf32>
    %505 = stablehlo.multiply %492, %504 : tensor<8x1x1024xf32>
    %506 = stablehlo.dot_general %505, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1024xf32>, tensor<1024x256xf32>) -> tensor<8x1x256xf32>
    %507 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %509 = stablehlo.add %506, %508 : tensor<8x1x256xf32>
    %510 = stablehlo.add %509, %468 : tensor<8x1x256xf32>
    %511 = stablehlo.broadcast_in_dim %66, dims = [0, 2, 3, 4, 5] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %512 = stablehlo.broadcast_in_dim %192, dims = [0, 2, 3, 4, 5] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %513 = stablehlo.broadcast_in_dim %318, dims = [0, 2, 3, 4, 5] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %514 = stablehlo.broadcast_in_dim %444, dims = [0, 2, 3, 4, 5] : (tensor<8x2x128x4x64xf32>) -> tensor<8x1x2x128x4x64xf32>
    %515 = stablehlo.concatenate %511, %512, %513, %514, dim = 1 : (tensor<8x1x2x128x4x64xf32>, tensor<8x1x2x128x4x64xf32>, tensor<8x1x2x128x4x64xf32>, tensor<8x1x2x128x4x64xf32>) -> tensor<8x4x2x128x4x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%510 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %519 = stablehlo.divide %517, %518 : tensor<8x1x1xf32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %520 = call @_var(%510, %c_115) : (tensor<8x1x256xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %521 = stablehlo.reshape %arg79 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %522 = stablehlo.reshape %arg80 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_116 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %524 = stablehlo.add %520, %523 : tensor<8x1x1xf32>
    %525 = stablehlo.rsqrt %524 : tensor<8x1x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %527 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<8x1x256xf32>
    %529 = stablehlo.negate %519 : tensor<8x1x1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %531 = stablehlo.multiply %530, %528 : tensor<8x1x256xf32>
    %532 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %533 = stablehlo.add %531, %532 : tensor<8x1x256xf32>
    %534 = stablehlo.multiply %510, %528 : tensor<8x1x256xf32>
    %535 = stablehlo.add %534, %533 : tensor<8x1x256xf32>
    %536 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1000x256xf32>) -> tensor<256x1000xf32>
    %537 = stablehlo.dot_general %535, %536, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1000xf32>) -> tensor<8x1x1000xf32>
    return %537, %535, %515 : tensor<8x1x1000xf32>, tensor<8x1x256xf32>, tensor<8x4x2x128x4x64xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<8x1x1xi32>) -> tensor<8x1x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x256xi1>, tensor<8x1x256xf32>
    return %16 : tensor<8x1x256xf32>
  }
  func.func private @_where(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_var(%arg0: tensor<8x1x256xf32>, %arg1: tensor<i32>) -> tensor<8x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1x256xf32>
    %6 = chlo.square %5 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x1x1xf32>, tensor<f32>) -> tensor<8x1x1xf32>
    return %14 : tensor<8x1x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<f32>) -> tensor<8x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1x1xf32>
    return %2 : tensor<8x1x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x1x128xi1>, %arg1: tensor<8x4x1x128xf32>, %arg2: tensor<f32>) -> tensor<8x4x1x128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x128xi1>) -> tensor<8x4x1x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x128xi1>, tensor<8x4x1x128xf32>
    return %3 : tensor<8x4x1x128xf32>
  }
}
