module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<2x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<2xui32>, %arg6: tensor<256x4x64xf32>, %arg7: tensor<4x64xf32>, %arg8: tensor<256x4x64xf32>, %arg9: tensor<4x64xf32>, %arg10: tensor<256x4x64xf32>, %arg11: tensor<4x64xf32>, %arg12: tensor<2xui32>, %arg13: tensor<4x64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<2xui32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x1024xf32>, %arg21: tensor<1024xf32>, %arg22: tensor<1024x256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<2xui32>, %arg25: tensor<256x4x64xf32>, %arg26: tensor<4x64xf32>, %arg27: tensor<256x4x64xf32>, %arg28: tensor<4x64xf32>, %arg29: tensor<256x4x64xf32>, %arg30: tensor<4x64xf32>, %arg31: tensor<2xui32>, %arg32: tensor<4x64x256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256xf32>, %arg35: tensor<256xf32>, %arg36: tensor<2xui32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256x1024xf32>, %arg40: tensor<1024xf32>, %arg41: tensor<1024x256xf32>, %arg42: tensor<256xf32>, %arg43: tensor<2xui32>, %arg44: tensor<256x4x64xf32>, %arg45: tensor<4x64xf32>, %arg46: tensor<256x4x64xf32>, %arg47: tensor<4x64xf32>, %arg48: tensor<256x4x64xf32>, %arg49: tensor<4x64xf32>, %arg50: tensor<2xui32>, %arg51: tensor<4x64x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<2xui32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256x1024xf32>, %arg59: tensor<1024xf32>, %arg60: tensor<1024x256xf32>, %arg61: tensor<256xf32>, %arg62: tensor<2xui32>, %arg63: tensor<256x4x64xf32>, %arg64: tensor<4x64xf32>, %arg65: tensor<256x4x64xf32>, %arg66: tensor<4x64xf32>, %arg67: tensor<256x4x64xf32>, %arg68: tensor<4x64xf32>, %arg69: tensor<2xui32>, %arg70: tensor<4x64x256xf32>, %arg71: tensor<256xf32>, %arg72: tensor<256xf32>, %arg73: tensor<256xf32>, %arg74: tensor<2xui32>, %arg75: tensor<256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256x1024xf32>, %arg78: tensor<1024xf32>, %arg79: tensor<1024x256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<2xui32>, %arg82: tensor<256x256xf32>, %arg83: tensor<256xf32>, %arg84: tensor<8x64xi32>, %arg85: tensor<8x64xi32>, %arg86: tensor<8x64xi32>) -> (tensor<8x256xf32> {jax.result_info = "result['pooled_output']"}, tensor<8x64x256xf32> {jax.result_info = "result['sequence_output']"}) {
    %0 = call @_take(%arg0, %arg84) : (tensor<1000x256xf32>, tensor<8x64xi32>) -> tensor<8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [64, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<8x64x256xf32>
    %3 = call @_take_0(%arg2, %arg85) : (tensor<2x256xf32>, tensor<8x64xi32>) -> tensor<8x64x256xf32>
    %4 = stablehlo.add %0, %2 : tensor<8x64x256xf32>
    %5 = stablehlo.add %4, %3 : tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x64x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_var(%5, %c_2) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_3 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x64x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<8x64x256xf32>
    %19 = stablehlo.negate %9 : tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<8x64x256xf32>
    %22 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x64x256xf32>
    %24 = stablehlo.multiply %5, %18 : tensor<8x64x256xf32>
    %25 = stablehlo.add %24, %23 : tensor<8x64x256xf32>
    %26 = stablehlo.broadcast_in_dim %arg86, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %28 = stablehlo.compare NE, %26, %27, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %29 = stablehlo.convert %28 : tensor<8x1x64xi1>
    %30 = stablehlo.dot_general %25, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x64x4x64xf32>
    %34 = stablehlo.dot_general %25, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x64x4x64xf32>
    %38 = stablehlo.dot_general %25, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x4x64xf32>
    %cst_5 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %43 = stablehlo.multiply %33, %42 : tensor<8x64x4x64xf32>
    %44 = stablehlo.dot_general %43, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %45 = stablehlo.broadcast_in_dim %29, dims = [0, 2, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %46 = call @_where_2(%45, %44, %cst_6) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<8x4x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<8x4x64x64xf32>
    %53 = stablehlo.exponential %52 : tensor<8x4x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %57 = stablehlo.divide %53, %56 : tensor<8x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = call @_where_2(%45, %57, %cst_10) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %59 = stablehlo.dot_general %41, %58, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %61 = stablehlo.dot_general %60, %arg13, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %62 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x64x256xf32>
    %65 = stablehlo.add %64, %25 : tensor<8x64x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x64x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %70 = call @_var(%65, %c_13) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %71 = stablehlo.reshape %arg15 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %72 = stablehlo.reshape %arg16 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %74 = stablehlo.add %70, %73 : tensor<8x64x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<8x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<8x64x256xf32>
    %79 = stablehlo.negate %69 : tensor<8x64x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<8x64x256xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x64x256xf32>
    %84 = stablehlo.multiply %65, %78 : tensor<8x64x256xf32>
    %85 = stablehlo.add %84, %83 : tensor<8x64x256xf32>
    %86 = stablehlo.dot_general %85, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %87 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %89 = stablehlo.add %86, %88 : tensor<8x64x1024xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<8x64x1024xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x64x1024xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x64x1024xf32>
    %94 = stablehlo.add %89, %93 : tensor<8x64x1024xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<8x64x1024xf32>
    %97 = stablehlo.tanh %96 : tensor<8x64x1024xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %99 = stablehlo.add %98, %97 : tensor<8x64x1024xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<8x64x1024xf32>
    %102 = stablehlo.multiply %89, %101 : tensor<8x64x1024xf32>
    %103 = stablehlo.dot_general %102, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %104 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x64x256xf32>
    %107 = stablehlo.add %106, %85 : tensor<8x64x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x64x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %112 = call @_var(%107, %c_21) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %113 = stablehlo.reshape %arg18 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %114 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x64x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<8x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x64x256xf32>
    %121 = stablehlo.negate %111 : tensor<8x64x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<8x64x256xf32>
    %124 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x64x256xf32>
    %126 = stablehlo.multiply %107, %120 : tensor<8x64x256xf32>
    %127 = stablehlo.add %126, %125 : tensor<8x64x256xf32>
    %128 = stablehlo.broadcast_in_dim %arg86, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %130 = stablehlo.compare NE, %128, %129, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %131 = stablehlo.convert %130 : tensor<8x1x64xi1>
    %132 = stablehlo.dot_general %127, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %135 = stablehlo.add %132, %134 : tensor<8x64x4x64xf32>
    %136 = stablehlo.dot_general %127, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %137 = stablehlo.broadcast_in_dim %arg28, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x64x4x64xf32>
    %140 = stablehlo.dot_general %127, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %141 = stablehlo.broadcast_in_dim %arg30, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<8x64x4x64xf32>
    %cst_24 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %145 = stablehlo.multiply %135, %144 : tensor<8x64x4x64xf32>
    %146 = stablehlo.dot_general %145, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %147 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %148 = call @_where_2(%147, %146, %cst_25) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %151 = stablehlo.maximum %150, %149 : tensor<8x4x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %154 = stablehlo.subtract %148, %153 : tensor<8x4x64x64xf32>
    %155 = stablehlo.exponential %154 : tensor<8x4x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %159 = stablehlo.divide %155, %158 : tensor<8x4x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = call @_where_2(%147, %159, %cst_29) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %161 = stablehlo.dot_general %143, %160, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %162 = stablehlo.transpose %161, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %163 = stablehlo.dot_general %162, %arg32, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %164 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x64x256xf32>
    %167 = stablehlo.add %166, %127 : tensor<8x64x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<8x64x1xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%167, %c_32) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.reshape %arg34 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %174 = stablehlo.reshape %arg35 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_33 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<8x64x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<8x64x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x64x256xf32>
    %181 = stablehlo.negate %171 : tensor<8x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<8x64x256xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x64x256xf32>
    %186 = stablehlo.multiply %167, %180 : tensor<8x64x256xf32>
    %187 = stablehlo.add %186, %185 : tensor<8x64x256xf32>
    %188 = stablehlo.dot_general %187, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %189 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %191 = stablehlo.add %188, %190 : tensor<8x64x1024xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<8x64x1024xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<8x64x1024xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<8x64x1024xf32>
    %196 = stablehlo.add %191, %195 : tensor<8x64x1024xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<8x64x1024xf32>
    %199 = stablehlo.tanh %198 : tensor<8x64x1024xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %201 = stablehlo.add %200, %199 : tensor<8x64x1024xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x64x1024xf32>
    %204 = stablehlo.multiply %191, %203 : tensor<8x64x1024xf32>
    %205 = stablehlo.dot_general %204, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %206 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x64x256xf32>
    %209 = stablehlo.add %208, %187 : tensor<8x64x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %213 = stablehlo.divide %211, %212 : tensor<8x64x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %214 = call @_var(%209, %c_40) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %215 = stablehlo.reshape %arg37 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %216 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_41 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %218 = stablehlo.add %214, %217 : tensor<8x64x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<8x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %221 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x64x256xf32>
    %223 = stablehlo.negate %213 : tensor<8x64x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %225 = stablehlo.multiply %224, %222 : tensor<8x64x256xf32>
    %226 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x64x256xf32>
    %228 = stablehlo.multiply %209, %222 : tensor<8x64x256xf32>
    %229 = stablehlo.add %228, %227 : tensor<8x64x256xf32>
    %230 = stablehlo.broadcast_in_dim %arg86, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %231 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %232 = stablehlo.compare NE, %230, %231, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %233 = stablehlo.convert %232 : tensor<8x1x64xi1>
    %234 = stablehlo.dot_general %229, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %235 = stablehlo.broadcast_in_dim %arg45, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x64x4x64xf32>
    %238 = stablehlo.dot_general %229, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %239 = stablehlo.broadcast_in_dim %arg47, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %241 = stablehlo.add %238, %240 : tensor<8x64x4x64xf32>
    %242 = stablehlo.dot_general %229, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %243 = stablehlo.broadcast_in_dim %arg49, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %245 = stablehlo.add %242, %244 : tensor<8x64x4x64xf32>
    %cst_43 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %247 = stablehlo.multiply %237, %246 : tensor<8x64x4x64xf32>
    %248 = stablehlo.dot_general %247, %241, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %249 = stablehlo.broadcast_in_dim %233, dims = [0, 2, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_44 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %250 = call @_where_2(%249, %248, %cst_44) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<8x4x64xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %256 = stablehlo.subtract %250, %255 : tensor<8x4x64x64xf32>
    %257 = stablehlo.exponential %256 : tensor<8x4x64x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %261 = stablehlo.divide %257, %260 : tensor<8x4x64x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = call @_where_2(%249, %261, %cst_48) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %263 = stablehlo.dot_general %245, %262, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %264 = stablehlo.transpose %263, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %265 = stablehlo.dot_general %264, %arg51, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %266 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %268 = stablehlo.add %265, %267 : tensor<8x64x256xf32>
    %269 = stablehlo.add %268, %229 : tensor<8x64x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %273 = stablehlo.divide %271, %272 : tensor<8x64x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %274 = call @_var(%269, %c_51) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %275 = stablehlo.reshape %arg53 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %276 = stablehlo.reshape %arg54 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %278 = stablehlo.add %274, %277 : tensor<8x64x1xf32>
    %279 = stablehlo.rsqrt %278 : tensor<8x64x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %281 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<8x64x256xf32>
    %283 = stablehlo.negate %273 : tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %285 = stablehlo.multiply %284, %282 : tensor<8x64x256xf32>
    %286 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %287 = stablehlo.add %285, %286 : tensor<8x64x256xf32>
    %288 = stablehlo.multiply %269, %282 : tensor<8x64x256xf32>
    %289 = stablehlo.add %288, %287 : tensor<8x64x256xf32>
    %290 = stablehlo.dot_general %289, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %291 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %293 = stablehlo.add %290, %292 : tensor<8x64x1024xf32>
    %294 = stablehlo.multiply %293, %293 : tensor<8x64x1024xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<8x64x1024xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<8x64x1024xf32>
    %298 = stablehlo.add %293, %297 : tensor<8x64x1024xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<8x64x1024xf32>
    %301 = stablehlo.tanh %300 : tensor<8x64x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %303 = stablehlo.add %302, %301 : tensor<8x64x1024xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<8x64x1024xf32>
    %306 = stablehlo.multiply %293, %305 : tensor<8x64x1024xf32>
    %307 = stablehlo.dot_general %306, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %308 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %310 = stablehlo.add %307, %309 : tensor<8x64x256xf32>
    %311 = stablehlo.add %310, %289 : tensor<8x64x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %315 = stablehlo.divide %313, %314 : tensor<8x64x1xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %316 = call @_var(%311, %c_59) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %317 = stablehlo.reshape %arg56 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %318 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_60 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %320 = stablehlo.add %316, %319 : tensor<8x64x1xf32>
    %321 = stablehlo.rsqrt %320 : tensor<8x64x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %323 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %324 = stablehlo.multiply %322, %323 : tensor<8x64x256xf32>
    %325 = stablehlo.negate %315 : tensor<8x64x1xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %327 = stablehlo.multiply %326, %324 : tensor<8x64x256xf32>
    %328 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %329 = stablehlo.add %327, %328 : tensor<8x64x256xf32>
    %330 = stablehlo.multiply %311, %324 : tensor<8x64x256xf32>
    %331 = stablehlo.add %330, %329 : tensor<8x64x256xf32>
    %332 = stablehlo.broadcast_in_dim %arg86, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %333 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %334 = stablehlo.compare NE, %332, %333, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %335 = stablehlo.convert %334 : tensor<8x1x64xi1>
    %336 = stablehlo.dot_general %331, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %337 = stablehlo.broadcast_in_dim %arg64, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %339 = stablehlo.add %336, %338 : tensor<8x64x4x64xf32>
    %340 = stablehlo.dot_general %331, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %341 = stablehlo.broadcast_in_dim %arg66, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %343 = stablehlo.add %340, %342 : tensor<8x64x4x64xf32>
    %344 = stablehlo.dot_general %331, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %345 = stablehlo.broadcast_in_dim %arg68, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %347 = stablehlo.add %344, %346 : tensor<8x64x4x64xf32>
    %cst_62 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %349 = stablehlo.multiply %339, %348 : tensor<8x64x4x64xf32>
    %350 = stablehlo.dot_general %349, %343, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %351 = stablehlo.broadcast_in_dim %335, dims = [0, 2, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_63 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %352 = call @_where_2(%351, %350, %cst_63) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<8x4x64xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %358 = stablehlo.subtract %352, %357 : tensor<8x4x64x64xf32>
    %359 = stablehlo.exponential %358 : tensor<8x4x64x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %363 = stablehlo.divide %359, %362 : tensor<8x4x64x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = call @_where_2(%351, %363, %cst_67) : (tensor<8x1x1x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %365 = stablehlo.dot_general %347, %364, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %366 = stablehlo.transpose %365, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %367 = stablehlo.dot_general %366, %arg70, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %368 = stablehlo.broadcast_in_dim %arg71, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %370 = stablehlo.add %367, %369 : tensor<8x64x256xf32>
    %371 = stablehlo.add %370, %331 : tensor<8x64x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_69 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %375 = stablehlo.divide %373, %374 : tensor<8x64x1xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %376 = call @_var(%371, %c_70) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %377 = stablehlo.reshape %arg72 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %378 = stablehlo.reshape %arg73 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_71 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %380 = stablehlo.add %376, %379 : tensor<8x64x1xf32>
    %381 = stablehlo.rsqrt %380 : tensor<8x64x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %383 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<8x64x256xf32>
    %385 = stablehlo.negate %375 : tensor<8x64x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %387 = stablehlo.multiply %386, %384 : tensor<8x64x256xf32>
    %388 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %389 = stablehlo.add %387, %388 : tensor<8x64x256xf32>
    %390 = stablehlo.multiply %371, %384 : tensor<8x64x256xf32>
    %391 = stablehlo.add %390, %389 : tensor<8x64x256xf32>
    %392 = stablehlo.dot_general %391, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %393 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %395 = stablehlo.add %392, %394 : tensor<8x64x1024xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<8x64x1024xf32>
    %397 = stablehlo.multiply %396, %395 : tensor<8x64x1024xf32>
    %cst_72 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<8x64x1024xf32>
    %400 = stablehlo.add %395, %399 : tensor<8x64x1024xf32>
    %cst_73 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %402 = stablehlo.multiply %401, %400 : tensor<8x64x1024xf32>
    %403 = stablehlo.tanh %402 : tensor<8x64x1024xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %405 = stablehlo.add %404, %403 : tensor<8x64x1024xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %407 = stablehlo.multiply %406, %405 : tensor<8x64x1024xf32>
    %408 = stablehlo.multiply %395, %407 : tensor<8x64x1024xf32>
    %409 = stablehlo.dot_general %408, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %410 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %412 = stablehlo.add %409, %411 : tensor<8x64x256xf32>
    %413 = stablehlo.add %412, %391 : tensor<8x64x256xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_77 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %417 = stablehlo.divide %415, %416 : tensor<8x64x1xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %418 = call @_var(%413, %c_78) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %419 = stablehlo.reshape %arg75 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %420 = stablehlo.reshape %arg76 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_79 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %422 = stablehlo.add %418, %421 : tensor<8x64x1xf32>
    %423 = stablehlo.rsqrt %422 : tensor<8x64x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %425 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<8x64x256xf32>
    %427 = stablehlo.negate %417 : tensor<8x64x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %429 = stablehlo.multiply %428, %426 : tensor<8x64x256xf32>
    %430 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %431 = stablehlo.add %429, %430 : tensor<8x64x256xf32>
    %432 = stablehlo.multiply %413, %426 : tensor<8x64x256xf32>
    %433 = stablehlo.add %432, %431 : tensor<8x64x256xf32>
    %434 = stablehlo.slice %433 [0:8, 0:1, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x1x256xf32>
    %435 = stablehlo.reshape %434 : (tensor<8x1x256xf32>) -> tensor<8x256xf32>
    %436 = stablehlo.dot_general %435, %arg82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %437 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %439 = stablehlo.add %436, %438 : tensor<8x256xf32>
    %440 = stablehlo.tanh %439 : tensor<8x256xf32>
    return %440, %433 : tensor<8x256xf32>, tensor<8x64x256xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16 : tensor<8x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_take_0(%arg0: tensor<2x256xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<2x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16 : tensor<8x64x256xf32>
  }
  func.func private @_var(%arg0: tensor<8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x256xf32>
    %6 = chlo.square %5 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %14 : tensor<8x64x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x64x1xf32>
    return %2 : tensor<8x64x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x1x1x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3 : tensor<8x4x64x64xf32>
  }
}
