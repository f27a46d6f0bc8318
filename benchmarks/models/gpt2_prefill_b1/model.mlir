module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<2xui32>, %arg3: tensor<256x4x64xf32>, %arg4: tensor<4x64xf32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<2xui32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<2xui32>, %arg15: tensor<256x1024xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<1024x256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<2xui32>, %arg22: tensor<256x4x64xf32>, %arg23: tensor<4x64xf32>, %arg24: tensor<256x4x64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<256x4x64xf32>, %arg27: tensor<4x64xf32>, %arg28: tensor<2xui32>, %arg29: tensor<4x64x256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<2xui32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024xf32>, %arg36: tensor<1024x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<2xui32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<4x64xf32>, %arg43: tensor<256x4x64xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<2xui32>, %arg48: tensor<4x64x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<2xui32>, %arg53: tensor<256x1024xf32>, %arg54: tensor<1024xf32>, %arg55: tensor<1024x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256xf32>, %arg59: tensor<2xui32>, %arg60: tensor<256x4x64xf32>, %arg61: tensor<4x64xf32>, %arg62: tensor<256x4x64xf32>, %arg63: tensor<4x64xf32>, %arg64: tensor<256x4x64xf32>, %arg65: tensor<4x64xf32>, %arg66: tensor<2xui32>, %arg67: tensor<4x64x256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256xf32>, %arg70: tensor<256xf32>, %arg71: tensor<2xui32>, %arg72: tensor<256x1024xf32>, %arg73: tensor<1024xf32>, %arg74: tensor<1024x256xf32>, %arg75: tensor<256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<2xui32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<1x64xi32>, %arg82: tensor<1x64xi32>) -> (tensor<1x64x1000xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg81) : (tensor<1000x256xf32>, tensor<1x64xi32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [64, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x64x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %5 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.add %5, %6 : tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.iota dim = 0 : tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %13 = stablehlo.compare GE, %11, %12, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %15 = stablehlo.convert %14 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %17 = stablehlo.minimum %16, %15 : tensor<1x64x64xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<1x64x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_var(%3, %c_3) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %23 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %24 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<1x64x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<1x64x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %29 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x64x256xf32>
    %31 = stablehlo.negate %21 : tensor<1x64x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<1x64x256xf32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %35 = stablehlo.add %33, %34 : tensor<1x64x256xf32>
    %36 = stablehlo.multiply %3, %30 : tensor<1x64x256xf32>
    %37 = stablehlo.add %36, %35 : tensor<1x64x256xf32>
    %38 = stablehlo.dot_general %37, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<1x64x4x64xf32>
    %42 = stablehlo.dot_general %37, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %45 = stablehlo.add %42, %44 : tensor<1x64x4x64xf32>
    %46 = stablehlo.dot_general %37, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %47 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %49 = stablehlo.add %46, %48 : tensor<1x64x4x64xf32>
    %cst_5 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %51 = stablehlo.multiply %41, %50 : tensor<1x64x4x64xf32>
    %52 = stablehlo.dot_general %51, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %53 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %55 = stablehlo.compare GT, %53, %54, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %56 = call @_where_1(%55, %52, %cst_7) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<1x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<1x4x64x64xf32>
    %63 = stablehlo.exponential %62 : tensor<1x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %67 = stablehlo.divide %63, %66 : tensor<1x4x64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = call @_where_1(%55, %67, %cst_11) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %69 = stablehlo.dot_general %49, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %71 = stablehlo.dot_general %70, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %72 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %74 = stablehlo.add %71, %73 : tensor<1x64x256xf32>
    %75 = stablehlo.add %74, %3 : tensor<1x64x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<1x64x1xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %80 = call @_var(%75, %c_14) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %81 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %82 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %84 = stablehlo.add %80, %83 : tensor<1x64x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<1x64x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %87 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<1x64x256xf32>
    %89 = stablehlo.negate %79 : tensor<1x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<1x64x256xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %93 = stablehlo.add %91, %92 : tensor<1x64x256xf32>
    %94 = stablehlo.multiply %75, %88 : tensor<1x64x256xf32>
    %95 = stablehlo.add %94, %93 : tensor<1x64x256xf32>
    %96 = stablehlo.dot_general %95, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %97 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %99 = stablehlo.add %96, %98 : tensor<1x64x1024xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<1x64x1024xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x64x1024xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x64x1024xf32>
    %104 = stablehlo.add %99, %103 : tensor<1x64x1024xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<1x64x1024xf32>
    %107 = stablehlo.tanh %106 : tensor<1x64x1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %109 = stablehlo.add %108, %107 : tensor<1x64x1024xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<1x64x1024xf32>
    %112 = stablehlo.multiply %99, %111 : tensor<1x64x1024xf32>
    %113 = stablehlo.dot_general %112, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %114 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %116 = stablehlo.add %113, %115 : tensor<1x64x256xf32>
    %117 = stablehlo.add %116, %75 : tensor<1x64x256xf32>
    %118 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %119 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %121 = stablehlo.add %119, %120 : tensor<64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %123 = stablehlo.iota dim = 0 : tensor<64xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %127 = stablehlo.compare GE, %125, %126, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %129 = stablehlo.convert %128 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %130 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %131 = stablehlo.minimum %130, %129 : tensor<1x64x64xi32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%117 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<1x64x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %136 = call @_var(%117, %c_23) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %137 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %138 = stablehlo.reshape %arg32 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %140 = stablehlo.add %136, %139 : tensor<1x64x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<1x64x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<1x64x256xf32>
    %145 = stablehlo.negate %135 : tensor<1x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<1x64x256xf32>
    %148 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %149 = stablehlo.add %147, %148 : tensor<1x64x256xf32>
    %150 = stablehlo.multiply %117, %144 : tensor<1x64x256xf32>
    %151 = stablehlo.add %150, %149 : tensor<1x64x256xf32>
    %152 = stablehlo.dot_general %151, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %155 = stablehlo.add %152, %154 : tensor<1x64x4x64xf32>
    %156 = stablehlo.dot_general %151, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<1x64x4x64xf32>
    %160 = stablehlo.dot_general %151, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %161 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %163 = stablehlo.add %160, %162 : tensor<1x64x4x64xf32>
    %cst_25 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<1x64x4x64xf32>
    %166 = stablehlo.dot_general %165, %159, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %167 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %168 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %169 = stablehlo.compare GT, %167, %168, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %170 = call @_where_1(%169, %166, %cst_27) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %173 = stablehlo.maximum %172, %171 : tensor<1x4x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %176 = stablehlo.subtract %170, %175 : tensor<1x4x64x64xf32>
    %177 = stablehlo.exponential %176 : tensor<1x4x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %181 = stablehlo.divide %177, %180 : tensor<1x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = call @_where_1(%169, %181, %cst_31) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %183 = stablehlo.dot_general %163, %182, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %184 = stablehlo.transpose %183, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %185 = stablehlo.dot_general %184, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %186 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %188 = stablehlo.add %185, %187 : tensor<1x64x256xf32>
    %189 = stablehlo.add %188, %117 : tensor<1x64x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_33 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<1x64x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %194 = call @_var(%189, %c_34) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %195 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %196 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<1x64x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<1x64x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %201 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<1x64x256xf32>
    %203 = stablehlo.negate %193 : tensor<1x64x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %205 = stablehlo.multiply %204, %202 : tensor<1x64x256xf32>
    %206 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %207 = stablehlo.add %205, %206 : tensor<1x64x256xf32>
    %208 = stablehlo.multiply %189, %202 : tensor<1x64x256xf32>
    %209 = stablehlo.add %208, %207 : tensor<1x64x256xf32>
    %210 = stablehlo.dot_general %209, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %211 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %213 = stablehlo.add %210, %212 : tensor<1x64x1024xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<1x64x1024xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<1x64x1024xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<1x64x1024xf32>
    %218 = stablehlo.add %213, %217 : tensor<1x64x1024xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<1x64x1024xf32>
    %221 = stablehlo.tanh %220 : tensor<1x64x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %223 = stablehlo.add %222, %221 : tensor<1x64x1024xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<1x64x1024xf32>
    %226 = stablehlo.multiply %213, %225 : tensor<1x64x1024xf32>
    %227 = stablehlo.dot_general %226, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %228 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x64x256xf32>
    %231 = stablehlo.add %230, %189 : tensor<1x64x256xf32>
    %232 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %233 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.add %233, %234 : tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %237 = stablehlo.iota dim = 0 : tensor<64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %241 = stablehlo.compare GE, %239, %240, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %243 = stablehlo.convert %242 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %244 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %245 = stablehlo.minimum %244, %243 : tensor<1x64x64xi32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%231 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<1x64x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %250 = call @_var(%231, %c_43) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %251 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %252 = stablehlo.reshape %arg51 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %254 = stablehlo.add %250, %253 : tensor<1x64x1xf32>
    %255 = stablehlo.rsqrt %254 : tensor<1x64x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %257 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<1x64x256xf32>
    %259 = stablehlo.negate %249 : tensor<1x64x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %261 = stablehlo.multiply %260, %258 : tensor<1x64x256xf32>
    %262 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %263 = stablehlo.add %261, %262 : tensor<1x64x256xf32>
    %264 = stablehlo.multiply %231, %258 : tensor<1x64x256xf32>
    %265 = stablehlo.add %264, %263 : tensor<1x64x256xf32>
    %266 = stablehlo.dot_general %265, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %267 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %269 = stablehlo.add %266, %268 : tensor<1x64x4x64xf32>
    %270 = stablehlo.dot_general %265, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %271 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %273 = stablehlo.add %270, %272 : tensor<1x64x4x64xf32>
    %274 = stablehlo.dot_general %265, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %275 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %277 = stablehlo.add %274, %276 : tensor<1x64x4x64xf32>
    %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<1x64x4x64xf32>
    %280 = stablehlo.dot_general %279, %273, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %281 = stablehlo.broadcast_in_dim %245, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %282 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %283 = stablehlo.compare GT, %281, %282, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %cst_47 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %284 = call @_where_1(%283, %280, %cst_47) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %287 = stablehlo.maximum %286, %285 : tensor<1x4x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %290 = stablehlo.subtract %284, %289 : tensor<1x4x64x64xf32>
    %291 = stablehlo.exponential %290 : tensor<1x4x64x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %295 = stablehlo.divide %291, %294 : tensor<1x4x64x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = call @_where_1(%283, %295, %cst_51) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %297 = stablehlo.dot_general %277, %296, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %298 = stablehlo.transpose %297, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %299 = stablehlo.dot_general %298, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %300 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %302 = stablehlo.add %299, %301 : tensor<1x64x256xf32>
    %303 = stablehlo.add %302, %231 : tensor<1x64x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%303 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_53 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %307 = stablehlo.divide %305, %306 : tensor<1x64x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %308 = call @_var(%303, %c_54) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %309 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %310 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %312 = stablehlo.add %308, %311 : tensor<1x64x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<1x64x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %315 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<1x64x256xf32>
    %317 = stablehlo.negate %307 : tensor<1x64x1xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %319 = stablehlo.multiply %318, %316 : tensor<1x64x256xf32>
    %320 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %321 = stablehlo.add %319, %320 : tensor<1x64x256xf32>
    %322 = stablehlo.multiply %303, %316 : tensor<1x64x256xf32>
    %323 = stablehlo.add %322, %321 : tensor<1x64x256xf32>
    %324 = stablehlo.dot_general %323, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %325 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %327 = stablehlo.add %324, %326 : tensor<1x64x1024xf32>
    %328 = stablehlo.multiply %327, %327 : tensor<1x64x1024xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<1x64x1024xf32>
    %cst_56 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %331 = stablehlo.multiply %330, %329 : tensor<1x64x1024xf32>
    %332 = stablehlo.add %327, %331 : tensor<1x64x1024xf32>
    %cst_57 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<1x64x1024xf32>
    %335 = stablehlo.tanh %334 : tensor<1x64x1024xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %337 = stablehlo.add %336, %335 : tensor<1x64x1024xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %339 = stablehlo.multiply %338, %337 : tensor<1x64x1024xf32>
    %340 = stablehlo.multiply %327, %339 : tensor<1x64x1024xf32>
    %341 = stablehlo.dot_general %340, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %342 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %344 = stablehlo.add %341, %343 : tensor<1x64x256xf32>
    %345 = stablehlo.add %344, %303 : tensor<1x64x256xf32>
    %346 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %347 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %349 = stablehlo.add %347, %348 : tensor<64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %351 = stablehlo.iota dim = 0 : tensor<64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %353 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %354 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %355 = stablehlo.compare GE, %353, %354, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %356 = stablehlo.broadcast_in_dim %355, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %357 = stablehlo.convert %356 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %358 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %359 = stablehlo.minimum %358, %357 : tensor<1x64x64xi32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%345 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %363 = stablehlo.divide %361, %362 : tensor<1x64x1xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %364 = call @_var(%345, %c_63) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %365 = stablehlo.reshape %arg69 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %366 = stablehlo.reshape %arg70 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %368 = stablehlo.add %364, %367 : tensor<1x64x1xf32>
    %369 = stablehlo.rsqrt %368 : tensor<1x64x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %371 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<1x64x256xf32>
    %373 = stablehlo.negate %363 : tensor<1x64x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %375 = stablehlo.multiply %374, %372 : tensor<1x64x256xf32>
    %376 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %377 = stablehlo.add %375, %376 : tensor<1x64x256xf32>
    %378 = stablehlo.multiply %345, %372 : tensor<1x64x256xf32>
    %379 = stablehlo.add %378, %377 : tensor<1x64x256xf32>
    %380 = stablehlo.dot_general %379, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %381 = stablehlo.broadcast_in_dim %arg61, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %383 = stablehlo.add %380, %382 : tensor<1x64x4x64xf32>
    %384 = stablehlo.dot_general %379, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<1x64x4x64xf32>
    %388 = stablehlo.dot_general %379, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %389 = stablehlo.broadcast_in_dim %arg65, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %391 = stablehlo.add %388, %390 : tensor<1x64x4x64xf32>
    %cst_65 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %393 = stablehlo.multiply %383, %392 : tensor<1x64x4x64xf32>
    %394 = stablehlo.dot_general %393, %387, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %395 = stablehlo.broadcast_in_dim %359, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %396 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %397 = stablehlo.compare GT, %395, %396, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %cst_67 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %398 = call @_where_1(%397, %394, %cst_67) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %401 = stablehlo.maximum %400, %399 : tensor<1x4x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %404 = stablehlo.subtract %398, %403 : tensor<1x4x64x64xf32>
    %405 = stablehlo.exponential %404 : tensor<1x4x64x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %409 = stablehlo.divide %405, %408 : tensor<1x4x64x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = call @_where_1(%397, %409, %cst_71) : (tensor<1x1x64x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %411 = stablehlo.dot_general %391, %410, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %412 = stablehlo.transpose %411, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %413 = stablehlo.dot_general %412, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %414 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %416 = stablehlo.add %413, %415 : tensor<1x64x256xf32>
    %417 = stablehlo.add %416, %345 : tensor<1x64x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %421 = stablehlo.divide %419, %420 : tensor<1x64x1xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %422 = call @_var(%417, %c_74) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %423 = stablehlo.reshape %arg76 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %424 = stablehlo.reshape %arg77 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_75 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %426 = stablehlo.add %422, %425 : tensor<1x64x1xf32>
    %427 = stablehlo.rsqrt %426 : tensor<1x64x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %429 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %430 = stablehlo.multiply %428, %429 : tensor<1x64x256xf32>
    %431 = stablehlo.negate %421 : tensor<1x64x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %433 = stablehlo.multiply %432, %430 : tensor<1x64x256xf32>
    %434 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %435 = stablehlo.add %433, %434 : tensor<1x64x256xf32>
    %436 = stablehlo.multiply %417, %430 : tensor<1x64x256xf32>
    %437 = stablehlo.add %436, %435 : tensor<1x64x256xf32>
    %438 = stablehlo.dot_general %437, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %439 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %441 = stablehlo.add %438, %440 : tensor<1x64x1024xf32>
    %442 = stablehlo.multiply %441, %441 : tensor<1x64x1024xf32>
    %443 = stablehlo.multiply %442, %441 : tensor<1x64x1024xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<1x64x1024xf32>
    %446 = stablehlo.add %441, %445 : tensor<1x64x1024xf32>
    %cst_77 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<1x64x1024xf32>
    %449 = stablehlo.tanh %448 : tensor<1x64x1024xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %451 = stablehlo.add %450, %449 : tensor<1x64x1024xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %453 = stablehlo.multiply %452, %451 : tensor<1x64x1024xf32>
    %454 = stablehlo.multiply %441, %453 : tensor<1x64x1024xf32>
    %455 = stablehlo.dot_general %454, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %456 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %458 = stablehlo.add %455, %457 : tensor<1x64x256xf32>
    %459 = stablehlo.add %458, %417 : tensor<1x64x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_81 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %463 = stablehlo.divide %461, %462 : tensor<1x64x1xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %464 = call @_var(%459, %c_82) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %465 = stablehlo.reshape %arg79 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %466 = stablehlo.reshape %arg80 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_83 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %468 = stablehlo.add %464, %467 : tensor<1x64x1xf32>
    %469 = stablehlo.rsqrt %468 : tensor<1x64x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %471 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %472 = stablehlo.multiply %470, %471 : tensor<1x64x256xf32>
    %473 = stablehlo.negate %463 : tensor<1x64x1xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %475 = stablehlo.multiply %474, %472 : tensor<1x64x256xf32>
    %476 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %477 = stablehlo.add %475, %476 : tensor<1x64x256xf32>
    %478 = stablehlo.multiply %459, %472 : tensor<1x64x256xf32>
    %479 = stablehlo.add %478, %477 : tensor<1x64x256xf32>
    %480 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1000x256xf32>) -> tensor<256x1000xf32>
    %481 = stablehlo.dot_general %479, %480, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1000xf32>) -> tensor<1x64x1000xf32>
    return %481 : tensor<1x64x1000xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x64x1xi32>) -> tensor<1x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x256xi1>, tensor<1x64x256xf32>
    return %16 : tensor<1x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
  }
  func.func private @_var(%arg0: tensor<1x64x256xf32>, %arg1: tensor<i32>) -> tensor<1x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x64x256xf32>
    %6 = chlo.square %5 : tensor<1x64x256xf32> -> tensor<1x64x256xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<1x64x1xf32>, tensor<f32>) -> tensor<1x64x1xf32>
    return %14 : tensor<1x64x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<1x64x1xf32>, %arg2: tensor<f32>) -> tensor<1x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x64x1xf32>
    return %2 : tensor<1x64x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x64x64xi1>, %arg1: tensor<1x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<1x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<1x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x64x64xi1>, tensor<1x4x64x64xf32>
    return %3 : tensor<1x4x64x64xf32>
  }
}
