module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<2xui32>, %arg3: tensor<256x4x64xf32>, %arg4: tensor<4x64xf32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<2xui32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<2xui32>, %arg15: tensor<256x1024xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<1024x256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<2xui32>, %arg22: tensor<256x4x64xf32>, %arg23: tensor<4x64xf32>, %arg24: tensor<256x4x64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<256x4x64xf32>, %arg27: tensor<4x64xf32>, %arg28: tensor<2xui32>, %arg29: tensor<4x64x256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<2xui32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024xf32>, %arg36: tensor<1024x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<2xui32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<4x64xf32>, %arg43: tensor<256x4x64xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<2xui32>, %arg48: tensor<4x64x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<2xui32>, %arg53: tensor<256x1024xf32>, %arg54: tensor<1024xf32>, %arg55: tensor<1024x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256xf32>, %arg59: tensor<2xui32>, %arg60: tensor<256x4x64xf32>, %arg61: tensor<4x64xf32>, %arg62: tensor<256x4x64xf32>, %arg63: tensor<4x64xf32>, %arg64: tensor<256x4x64xf32>, %arg65: tensor<4x64xf32>, %arg66: tensor<2xui32>, %arg67: tensor<4x64x256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256xf32>, %arg70: tensor<256xf32>, %arg71: tensor<2xui32>, %arg72: tensor<256x1024xf32>, %arg73: tensor<1024xf32>, %arg74: tensor<1024x256xf32>, %arg75: tensor<256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<2xui32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<1x1xi32>, %arg82: tensor<1x4x2x128x4x64xf32>, %arg83: tensor<i32>) -> (tensor<1x1x1000xf32> {jax.result_info = "result[0]"}, tensor<1x1x256xf32> {jax.result_info = "result[1]"}, tensor<1x4x2x128x4x64xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_take(%arg0, %arg81) : (tensor<1000x256xf32>, tensor<1x1xi32>) -> tensor<1x1x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg83, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.add %arg83, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg83 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, %c_1, sizes = [1, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %6 = stablehlo.add %0, %5 : tensor<1x1x256xf32>
    %7 = stablehlo.slice %arg82 [0:1, 0:1, 0:2, 0:128, 0:4, 0:64] : (tensor<1x4x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x2x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
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
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<1x1x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @_var(%6, %c_3) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %24 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %25 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<1x1x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<1x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %30 = stablehlo.multiply %29, %24 : tensor<1x1x256xf32>
    %31 = stablehlo.negate %22 : tensor<1x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<1x1x256xf32>
    %34 = stablehlo.add %33, %25 : tensor<1x1x256xf32>
    %35 = stablehlo.multiply %6, %30 : tensor<1x1x256xf32>
    %36 = stablehlo.add %35, %34 : tensor<1x1x256xf32>
    %37 = stablehlo.dot_general %36, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<1x1x4x64xf32>
    %40 = stablehlo.slice %8 [0:1, 0:1, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %42 = stablehlo.slice %8 [0:1, 1:2, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %44 = stablehlo.dot_general %36, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %45 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %46 = stablehlo.add %44, %45 : tensor<1x1x4x64xf32>
    %47 = stablehlo.dot_general %36, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x1x4x64xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.compare LT, %arg83, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<128> : tensor<i32>
    %51 = stablehlo.add %arg83, %c_6 : tensor<i32>
    %52 = stablehlo.select %50, %51, %arg83 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.dynamic_update_slice %41, %46, %c_7, %52, %c_8, %c_9 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.compare LT, %arg83, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<128> : tensor<i32>
    %55 = stablehlo.add %arg83, %c_11 : tensor<i32>
    %56 = stablehlo.select %54, %55, %arg83 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.dynamic_update_slice %43, %49, %c_12, %56, %c_13, %c_14 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %58 = stablehlo.broadcast_in_dim %53, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 1 : (tensor<1x1x128x4x64xf32>, tensor<1x1x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %cst_15 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %62 = stablehlo.multiply %39, %61 : tensor<1x1x4x64xf32>
    %63 = stablehlo.dot_general %62, %53, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<1x128x4x64xf32>) -> tensor<1x4x1x128xf32>
    %64 = stablehlo.broadcast_in_dim %18, dims = [0, 2, 3] : (tensor<1x1x128xi1>) -> tensor<1x1x1x128xi1>
    %cst_16 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %65 = call @_where_1(%64, %63, %cst_16) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<1x4x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<1x4x1x128xf32>
    %72 = stablehlo.exponential %71 : tensor<1x4x1x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %76 = stablehlo.divide %72, %75 : tensor<1x4x1x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = call @_where_1(%64, %76, %cst_20) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %78 = stablehlo.dot_general %57, %77, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x4x64xf32>, tensor<1x4x1x128xf32>) -> tensor<1x4x64x1xf32>
    %79 = stablehlo.transpose %78, dims = [0, 3, 1, 2] : (tensor<1x4x64x1xf32>) -> tensor<1x1x4x64xf32>
    %80 = stablehlo.dot_general %79, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x1x256xf32>
    %81 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %82 = stablehlo.add %80, %81 : tensor<1x1x256xf32>
    %83 = stablehlo.add %82, %6 : tensor<1x1x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<1x1x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %88 = call @_var(%83, %c_23) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %89 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %90 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %92 = stablehlo.add %88, %91 : tensor<1x1x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<1x1x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %95 = stablehlo.multiply %94, %89 : tensor<1x1x256xf32>
    %96 = stablehlo.negate %87 : tensor<1x1x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<1x1x256xf32>
    %99 = stablehlo.add %98, %90 : tensor<1x1x256xf32>
    %100 = stablehlo.multiply %83, %95 : tensor<1x1x256xf32>
    %101 = stablehlo.add %100, %99 : tensor<1x1x256xf32>
    %102 = stablehlo.dot_general %101, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x1024xf32>) -> tensor<1x1x1024xf32>
    %103 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %104 = stablehlo.add %102, %103 : tensor<1x1x1024xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<1x1x1024xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<1x1x1024xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<1x1x1024xf32>
    %109 = stablehlo.add %104, %108 : tensor<1x1x1024xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<1x1x1024xf32>
    %112 = stablehlo.tanh %111 : tensor<1x1x1024xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %114 = stablehlo.add %113, %112 : tensor<1x1x1024xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<1x1x1024xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<1x1x1024xf32>
    %118 = stablehlo.dot_general %117, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1024xf32>, tensor<1024x256xf32>) -> tensor<1x1x256xf32>
    %119 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %120 = stablehlo.add %118, %119 : tensor<1x1x256xf32>
    %121 = stablehlo.add %120, %83 : tensor<1x1x256xf32>
    %122 = stablehlo.slice %arg82 [0:1, 1:2, 0:2, 0:128, 0:4, 0:64] : (tensor<1x4x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x1x2x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %124 = stablehlo.iota dim = 0 : tensor<1xf32>
    %125 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %127 = stablehlo.add %124, %126 : tensor<1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %129 = stablehlo.iota dim = 0 : tensor<128xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %131 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %132 = stablehlo.compare GE, %131, %130, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %133 = stablehlo.broadcast_in_dim %132, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%121 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<1x1x1xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %138 = call @_var(%121, %c_31) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %139 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %140 = stablehlo.reshape %arg32 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %142 = stablehlo.add %138, %141 : tensor<1x1x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<1x1x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %145 = stablehlo.multiply %144, %139 : tensor<1x1x256xf32>
    %146 = stablehlo.negate %137 : tensor<1x1x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %148 = stablehlo.multiply %147, %145 : tensor<1x1x256xf32>
    %149 = stablehlo.add %148, %140 : tensor<1x1x256xf32>
    %150 = stablehlo.multiply %121, %145 : tensor<1x1x256xf32>
    %151 = stablehlo.add %150, %149 : tensor<1x1x256xf32>
    %152 = stablehlo.dot_general %151, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %154 = stablehlo.add %152, %153 : tensor<1x1x4x64xf32>
    %155 = stablehlo.slice %123 [0:1, 0:1, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %157 = stablehlo.slice %123 [0:1, 1:2, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %159 = stablehlo.dot_general %151, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %160 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %161 = stablehlo.add %159, %160 : tensor<1x1x4x64xf32>
    %162 = stablehlo.dot_general %151, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %163 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %164 = stablehlo.add %162, %163 : tensor<1x1x4x64xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %165 = stablehlo.compare LT, %arg83, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<128> : tensor<i32>
    %166 = stablehlo.add %arg83, %c_34 : tensor<i32>
    %167 = stablehlo.select %165, %166, %arg83 : tensor<i1>, tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %168 = stablehlo.dynamic_update_slice %156, %161, %c_35, %167, %c_36, %c_37 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %169 = stablehlo.compare LT, %arg83, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<128> : tensor<i32>
    %170 = stablehlo.add %arg83, %c_39 : tensor<i32>
    %171 = stablehlo.select %169, %170, %arg83 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.dynamic_update_slice %158, %164, %c_40, %171, %c_41, %c_42 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %173 = stablehlo.broadcast_in_dim %168, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %175 = stablehlo.concatenate %173, %174, dim = 1 : (tensor<1x1x128x4x64xf32>, tensor<1x1x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %cst_43 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %177 = stablehlo.multiply %154, %176 : tensor<1x1x4x64xf32>
    %178 = stablehlo.dot_general %177, %168, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<1x128x4x64xf32>) -> tensor<1x4x1x128xf32>
    %179 = stablehlo.broadcast_in_dim %133, dims = [0, 2, 3] : (tensor<1x1x128xi1>) -> tensor<1x1x1x128xi1>
    %cst_44 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %180 = call @_where_1(%179, %178, %cst_44) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
    %183 = stablehlo.maximum %182, %181 : tensor<1x4x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<1x4x1x128xf32>
    %187 = stablehlo.exponential %186 : tensor<1x4x1x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %191 = stablehlo.divide %187, %190 : tensor<1x4x1x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = call @_where_1(%179, %191, %cst_48) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %193 = stablehlo.dot_general %172, %192, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x4x64xf32>, tensor<1x4x1x128xf32>) -> tensor<1x4x64x1xf32>
    %194 = stablehlo.transpose %193, dims = [0, 3, 1, 2] : (tensor<1x4x64x1xf32>) -> tensor<1x1x4x64xf32>
    %195 = stablehlo.dot_general %194, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x1x256xf32>
    %196 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %197 = stablehlo.add %195, %196 : tensor<1x1x256xf32>
    %198 = stablehlo.add %197, %121 : tensor<1x1x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %202 = stablehlo.divide %200, %201 : tensor<1x1x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %203 = call @_var(%198, %c_51) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %204 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %205 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %207 = stablehlo.add %203, %206 : tensor<1x1x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<1x1x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %210 = stablehlo.multiply %209, %204 : tensor<1x1x256xf32>
    %211 = stablehlo.negate %202 : tensor<1x1x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %213 = stablehlo.multiply %212, %210 : tensor<1x1x256xf32>
    %214 = stablehlo.add %213, %205 : tensor<1x1x256xf32>
    %215 = stablehlo.multiply %198, %210 : tensor<1x1x256xf32>
    %216 = stablehlo.add %215, %214 : tensor<1x1x256xf32>
    %217 = stablehlo.dot_general %216, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x1024xf32>) -> tensor<1x1x1024xf32>
    %218 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %219 = stablehlo.add %217, %218 : tensor<1x1x1024xf32>
    %220 = stablehlo.multiply %219, %219 : tensor<1x1x1024xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<1x1x1024xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<1x1x1024xf32>
    %224 = stablehlo.add %219, %223 : tensor<1x1x1024xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<1x1x1024xf32>
    %227 = stablehlo.tanh %226 : tensor<1x1x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %229 = stablehlo.add %228, %227 : tensor<1x1x1024xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<1x1x1024xf32>
    %232 = stablehlo.multiply %219, %231 : tensor<1x1x1024xf32>
    %233 = stablehlo.dot_general %232, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1024xf32>, tensor<1024x256xf32>) -> tensor<1x1x256xf32>
    %234 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %235 = stablehlo.add %233, %234 : tensor<1x1x256xf32>
    %236 = stablehlo.add %235, %198 : tensor<1x1x256xf32>
    %237 = stablehlo.slice %arg82 [0:1, 2:3, 0:2, 0:128, 0:4, 0:64] : (tensor<1x4x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x1x2x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %239 = stablehlo.iota dim = 0 : tensor<1xf32>
    %240 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %242 = stablehlo.add %239, %241 : tensor<1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %244 = stablehlo.iota dim = 0 : tensor<128xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %246 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %247 = stablehlo.compare GE, %246, %245, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %248 = stablehlo.broadcast_in_dim %247, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%236 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<1x1x1xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %253 = call @_var(%236, %c_59) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %254 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %255 = stablehlo.reshape %arg51 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %257 = stablehlo.add %253, %256 : tensor<1x1x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<1x1x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %260 = stablehlo.multiply %259, %254 : tensor<1x1x256xf32>
    %261 = stablehlo.negate %252 : tensor<1x1x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %263 = stablehlo.multiply %262, %260 : tensor<1x1x256xf32>
    %264 = stablehlo.add %263, %255 : tensor<1x1x256xf32>
    %265 = stablehlo.multiply %236, %260 : tensor<1x1x256xf32>
    %266 = stablehlo.add %265, %264 : tensor<1x1x256xf32>
    %267 = stablehlo.dot_general %266, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %268 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %269 = stablehlo.add %267, %268 : tensor<1x1x4x64xf32>
    %270 = stablehlo.slice %238 [0:1, 0:1, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %272 = stablehlo.slice %238 [0:1, 1:2, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %274 = stablehlo.dot_general %266, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %275 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %276 = stablehlo.add %274, %275 : tensor<1x1x4x64xf32>
    %277 = stablehlo.dot_general %266, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %278 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %279 = stablehlo.add %277, %278 : tensor<1x1x4x64xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %280 = stablehlo.compare LT, %arg83, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_62 = stablehlo.constant dense<128> : tensor<i32>
    %281 = stablehlo.add %arg83, %c_62 : tensor<i32>
    %282 = stablehlo.select %280, %281, %arg83 : tensor<i1>, tensor<i32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %283 = stablehlo.dynamic_update_slice %271, %276, %c_63, %282, %c_64, %c_65 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.compare LT, %arg83, %c_66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_67 = stablehlo.constant dense<128> : tensor<i32>
    %285 = stablehlo.add %arg83, %c_67 : tensor<i32>
    %286 = stablehlo.select %284, %285, %arg83 : tensor<i1>, tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %287 = stablehlo.dynamic_update_slice %273, %279, %c_68, %286, %c_69, %c_70 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %288 = stablehlo.broadcast_in_dim %283, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %290 = stablehlo.concatenate %288, %289, dim = 1 : (tensor<1x1x128x4x64xf32>, tensor<1x1x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %cst_71 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %292 = stablehlo.multiply %269, %291 : tensor<1x1x4x64xf32>
    %293 = stablehlo.dot_general %292, %283, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<1x128x4x64xf32>) -> tensor<1x4x1x128xf32>
    %294 = stablehlo.broadcast_in_dim %248, dims = [0, 2, 3] : (tensor<1x1x128xi1>) -> tensor<1x1x1x128xi1>
    %cst_72 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %295 = call @_where_1(%294, %293, %cst_72) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = stablehlo.reduce(%295 init: %cst_73) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
    %298 = stablehlo.maximum %297, %296 : tensor<1x4x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %301 = stablehlo.subtract %295, %300 : tensor<1x4x1x128xf32>
    %302 = stablehlo.exponential %301 : tensor<1x4x1x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_75) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %306 = stablehlo.divide %302, %305 : tensor<1x4x1x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = call @_where_1(%294, %306, %cst_76) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %308 = stablehlo.dot_general %287, %307, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x4x64xf32>, tensor<1x4x1x128xf32>) -> tensor<1x4x64x1xf32>
    %309 = stablehlo.transpose %308, dims = [0, 3, 1, 2] : (tensor<1x4x64x1xf32>) -> tensor<1x1x4x64xf32>
    %310 = stablehlo.dot_general %309, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x1x256xf32>
    %311 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %312 = stablehlo.add %310, %311 : tensor<1x1x256xf32>
    %313 = stablehlo.add %312, %236 : tensor<1x1x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_78 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %317 = stablehlo.divide %315, %316 : tensor<1x1x1xf32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %318 = call @_var(%313, %c_79) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %319 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %320 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %322 = stablehlo.add %318, %321 : tensor<1x1x1xf32>
    %323 = stablehlo.rsqrt %322 : tensor<1x1x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %325 = stablehlo.multiply %324, %319 : tensor<1x1x256xf32>
    %326 = stablehlo.negate %317 : tensor<1x1x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %328 = stablehlo.multiply %327, %325 : tensor<1x1x256xf32>
    %329 = stablehlo.add %328, %320 : tensor<1x1x256xf32>
    %330 = stablehlo.multiply %313, %325 : tensor<1x1x256xf32>
    %331 = stablehlo.add %330, %329 : tensor<1x1x256xf32>
    %332 = stablehlo.dot_general %331, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x1024xf32>) -> tensor<1x1x1024xf32>
    %333 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %334 = stablehlo.add %332, %333 : tensor<1x1x1024xf32>
    %335 = stablehlo.multiply %334, %334 : tensor<1x1x1024xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<1x1x1024xf32>
    %cst_81 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<1x1x1024xf32>
    %339 = stablehlo.add %334, %338 : tensor<1x1x1024xf32>
    %cst_82 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<1x1x1024xf32>
    %342 = stablehlo.tanh %341 : tensor<1x1x1024xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %344 = stablehlo.add %343, %342 : tensor<1x1x1024xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<1x1x1024xf32>
    %347 = stablehlo.multiply %334, %346 : tensor<1x1x1024xf32>
    %348 = stablehlo.dot_general %347, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1024xf32>, tensor<1024x256xf32>) -> tensor<1x1x256xf32>
    %349 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %350 = stablehlo.add %348, %349 : tensor<1x1x256xf32>
    %351 = stablehlo.add %350, %313 : tensor<1x1x256xf32>
    %352 = stablehlo.slice %arg82 [0:1, 3:4, 0:2, 0:128, 0:4, 0:64] : (tensor<1x4x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x1x2x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %354 = stablehlo.iota dim = 0 : tensor<1xf32>
    %355 = stablehlo.convert %arg83 : (tensor<i32>) -> tensor<f32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %357 = stablehlo.add %354, %356 : tensor<1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %359 = stablehlo.iota dim = 0 : tensor<128xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %361 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x128xf32>
    %362 = stablehlo.compare GE, %361, %360, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %363 = stablehlo.broadcast_in_dim %362, dims = [1, 2] : (tensor<1x128xi1>) -> tensor<1x1x128xi1>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%351 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_86 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %367 = stablehlo.divide %365, %366 : tensor<1x1x1xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %368 = call @_var(%351, %c_87) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %369 = stablehlo.reshape %arg69 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %370 = stablehlo.reshape %arg70 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_88 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %372 = stablehlo.add %368, %371 : tensor<1x1x1xf32>
    %373 = stablehlo.rsqrt %372 : tensor<1x1x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %375 = stablehlo.multiply %374, %369 : tensor<1x1x256xf32>
    %376 = stablehlo.negate %367 : tensor<1x1x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %378 = stablehlo.multiply %377, %375 : tensor<1x1x256xf32>
    %379 = stablehlo.add %378, %370 : tensor<1x1x256xf32>
    %380 = stablehlo.multiply %351, %375 : tensor<1x1x256xf32>
    %381 = stablehlo.add %380, %379 : tensor<1x1x256xf32>
    %382 = stablehlo.dot_general %381, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %383 = stablehlo.broadcast_in_dim %arg61, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %384 = stablehlo.add %382, %383 : tensor<1x1x4x64xf32>
    %385 = stablehlo.slice %353 [0:1, 0:1, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %386 = stablehlo.reshape %385 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %387 = stablehlo.slice %353 [0:1, 1:2, 0:128, 0:4, 0:64] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x1x128x4x64xf32>) -> tensor<1x128x4x64xf32>
    %389 = stablehlo.dot_general %381, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %390 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %391 = stablehlo.add %389, %390 : tensor<1x1x4x64xf32>
    %392 = stablehlo.dot_general %381, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x4x64xf32>) -> tensor<1x1x4x64xf32>
    %393 = stablehlo.broadcast_in_dim %arg65, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %394 = stablehlo.add %392, %393 : tensor<1x1x4x64xf32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %395 = stablehlo.compare LT, %arg83, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_90 = stablehlo.constant dense<128> : tensor<i32>
    %396 = stablehlo.add %arg83, %c_90 : tensor<i32>
    %397 = stablehlo.select %395, %396, %arg83 : tensor<i1>, tensor<i32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %398 = stablehlo.dynamic_update_slice %386, %391, %c_91, %397, %c_92, %c_93 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %399 = stablehlo.compare LT, %arg83, %c_94, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_95 = stablehlo.constant dense<128> : tensor<i32>
    %400 = stablehlo.add %arg83, %c_95 : tensor<i32>
    %401 = stablehlo.select %399, %400, %arg83 : tensor<i1>, tensor<i32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %402 = stablehlo.dynamic_update_slice %388, %394, %c_96, %401, %c_97, %c_98 : (tensor<1x128x4x64xf32>, tensor<1x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4x64xf32>
    %403 = stablehlo.broadcast_in_dim %398, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %404 = stablehlo.broadcast_in_dim %402, dims = [0, 2, 3, 4] : (tensor<1x128x4x64xf32>) -> tensor<1x1x128x4x64xf32>
    %405 = stablehlo.concatenate %403, %404, dim = 1 : (tensor<1x1x128x4x64xf32>, tensor<1x1x128x4x64xf32>) -> tensor<1x2x128x4x64xf32>
    %cst_99 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %407 = stablehlo.multiply %384, %406 : tensor<1x1x4x64xf32>
    %408 = stablehlo.dot_general %407, %398, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<1x128x4x64xf32>) -> tensor<1x4x1x128xf32>
    %409 = stablehlo.broadcast_in_dim %363, dims = [0, 2, 3] : (tensor<1x1x128xi1>) -> tensor<1x1x1x128xi1>
    %cst_100 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %410 = call @_where_1(%409, %408, %cst_100) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_101) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
    %413 = stablehlo.maximum %412, %411 : tensor<1x4x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %416 = stablehlo.subtract %410, %415 : tensor<1x4x1x128xf32>
    %417 = stablehlo.exponential %416 : tensor<1x4x1x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_103) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x128xf32>
    %421 = stablehlo.divide %417, %420 : tensor<1x4x1x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = call @_where_1(%409, %421, %cst_104) : (tensor<1x1x1x128xi1>, tensor<1x4x1x128xf32>, tensor<f32>) -> tensor<1x4x1x128xf32>
    %423 = stablehlo.dot_general %402, %422, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x4x64xf32>, tensor<1x4x1x128xf32>) -> tensor<1x4x64x1xf32>
    %424 = stablehlo.transpose %423, dims = [0, 3, 1, 2] : (tensor<1x4x64x1xf32>) -> tensor<1x1x4x64xf32>
    %425 = stablehlo.dot_general %424, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x1x256xf32>
    %426 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %427 = stablehlo.add %425, %426 : tensor<1x1x256xf32>
    %428 = stablehlo.add %427, %351 : tensor<1x1x256xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_106 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %432 = stablehlo.divide %430, %431 : tensor<1x1x1xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %433 = call @_var(%428, %c_107) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %434 = stablehlo.reshape %arg76 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %435 = stablehlo.reshape %arg77 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_108 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %437 = stablehlo.add %433, %436 : tensor<1x1x1xf32>
    %438 = stablehlo.rsqrt %437 : tensor<1x1x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %440 = stablehlo.multiply %439, %434 : tensor<1x1x256xf32>
    %441 = stablehlo.negate %432 : tensor<1x1x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %443 = stablehlo.multiply %442, %440 : tensor<1x1x256xf32>
    %444 = stablehlo.add %443, %435 : tensor<1x1x256xf32>
    %445 = stablehlo.multiply %428, %440 : tensor<1x1x256xf32>
    %446 = stablehlo.add %445, %444 : tensor<1x1x256xf32>
    %447 = stablehlo.dot_general %446, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x1024xf32>) -> tensor<1x1x1024xf32>
    %448 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %449 = stablehlo.add %447, %448 : tensor<1x1x1024xf32>
    %450 = stablehlo.multiply %449, %449 : tensor<1x1x1024xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<1x1x1024xf32>
    %cst_109 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %453 = stablehlo.multiply %452, %451 : tensor<1x1x1024xf32>
    %454 = stablehlo.add %449, %453 : tensor<1x1x1024xf32>
    %cst_110 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<1x1x1024xf32>
    %457 = stablehlo.tanh %456 : tensor<1x1x1024xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %459 = stablehlo.add %458, %457 : tensor<1x1x1024xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x1x1024xf32>
    %461 = stablehlo.multiply %460, %459 : tensor<1x1x1024xf32>
    %462 = stablehlo.multiply %449, %461 : tensor<1x1x1024xf32>
    %463 = stablehlo.dot_general %462, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1024xf32>, tensor<1024x256xf32>) -> tensor<1x1x256xf32>
    %464 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %465 = stablehlo.add %463, %464 : tensor<1x1x256xf32>
    %466 = stablehlo.add %465, %428 : tensor<1x1x256xf32>
    %467 = stablehlo.broadcast_in_dim %60, dims = [0, 2, 3, 4, 5] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %468 = stablehlo.broadcast_in_dim %175, dims = [0, 2, 3, 4, 5] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %469 = stablehlo.broadcast_in_dim %290, dims = [0, 2, 3, 4, 5] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %470 = stablehlo.broadcast_in_dim %405, dims = [0, 2, 3, 4, 5] : (tensor<1x2x128x4x64xf32>) -> tensor<1x1x2x128x4x64xf32>
    %471 = stablehlo.concatenate %467, %468, %469, %470, dim = 1 : (tensor<1x1x2x128x4x64xf32>, tensor<1x1x2x128x4x64xf32>, tensor<1x1x2x128x4x64xf32>, tensor<1x1x2x128x4x64xf32>) -> tensor<1x4x2x128x4x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%466 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<1x1x1xf32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %476 = call @_var(%466, %c_115) : (tensor<1x1x256xf32>, tensor<i32>) -> tensor<1x1x1xf32>
    %477 = stablehlo.reshape %arg79 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %478 = stablehlo.reshape %arg80 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_116 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %480 = stablehlo.add %476, %479 : tensor<1x1x1xf32>
    %481 = stablehlo.rsqrt %480 : tensor<1x1x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %483 = stablehlo.multiply %482, %477 : tensor<1x1x256xf32>
    %484 = stablehlo.negate %475 : tensor<1x1x1xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %486 = stablehlo.multiply %485, %483 : tensor<1x1x256xf32>
    %487 = stablehlo.add %486, %478 : tensor<1x1x256xf32>
    %488 = stablehlo.multiply %466, %483 : tensor<1x1x256xf32>
    %489 = stablehlo.add %488, %487 : tensor<1x1x256xf32>
    %490 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1000x256xf32>) -> tensor<256x1000xf32>
    %491 = stablehlo.dot_general %489, %490, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x256xf32>, tensor<256x1000xf32>) -> tensor<1x1x1000xf32>
    return %491, %489, %471 : tensor<1x1x1000xf32>, tensor<1x1x256xf32>, tensor<1x4x2x128x4x64xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x1x1xi1>, tensor<i1>) -> tensor<1x1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x1x1xi32>) -> tensor<1x1x256xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x1x256xi1>, tensor<1x1x256xf32>
    return %15 : tensor<1x1x256xf32>
  }
  func.func private @_where(%arg0: tensor<1x1xi1>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1xi1>, tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @_var(%arg0: tensor<1x1x256xf32>, %arg1: tensor<i32>) -> tensor<1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x1x256xf32>
    %6 = chlo.square %5 : tensor<1x1x256xf32> -> tensor<1x1x256xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    return %14 : tensor<1x1x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1xf32>
    return %2 : tensor<1x1x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x1x128xi1>, %arg1: tensor<1x4x1x128xf32>, %arg2: tensor<f32>) -> tensor<1x4x1x128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xi1>) -> tensor<1x4x1x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x1x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x1x128xi1>, tensor<1x4x1x128xf32>
    return %3 : tensor<1x4x1x128xf32>
  }
}
