module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<2xui32>, %arg3: tensor<256x4x64xf32>, %arg4: tensor<4x64xf32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<2xui32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<2xui32>, %arg15: tensor<256x1024xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<1024x256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<2xui32>, %arg22: tensor<256x4x64xf32>, %arg23: tensor<4x64xf32>, %arg24: tensor<256x4x64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<256x4x64xf32>, %arg27: tensor<4x64xf32>, %arg28: tensor<2xui32>, %arg29: tensor<4x64x256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<2xui32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024xf32>, %arg36: tensor<1024x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<2xui32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<4x64xf32>, %arg43: tensor<256x4x64xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<2xui32>, %arg48: tensor<4x64x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<2xui32>, %arg53: tensor<256x1024xf32>, %arg54: tensor<1024xf32>, %arg55: tensor<1024x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256xf32>, %arg59: tensor<2xui32>, %arg60: tensor<256x4x64xf32>, %arg61: tensor<4x64xf32>, %arg62: tensor<256x4x64xf32>, %arg63: tensor<4x64xf32>, %arg64: tensor<256x4x64xf32>, %arg65: tensor<4x64xf32>, %arg66: tensor<2xui32>, %arg67: tensor<4x64x256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256xf32>, %arg70: tensor<256xf32>, %arg71: tensor<2xui32>, %arg72: tensor<256x1024xf32>, %arg73: tensor<1024xf32>, %arg74: tensor<1024x256xf32>, %arg75: tensor<256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<2xui32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<8x64xi32>, %arg82: tensor<8x64xi32>) -> (tensor<8x64x1000xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg81) : (tensor<1000x256xf32>, tensor<8x64xi32>) -> tensor<8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [64, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<8x64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x64x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
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
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %16 = stablehlo.convert %15 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %17 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %18 = stablehlo.minimum %17, %16 : tensor<8x64x64xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x64x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @_var(%3, %c_3) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %25 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<8x64x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<8x64x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x64x256xf32>
    %32 = stablehlo.negate %22 : tensor<8x64x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<8x64x256xf32>
    %35 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x64x256xf32>
    %37 = stablehlo.multiply %3, %31 : tensor<8x64x256xf32>
    %38 = stablehlo.add %37, %36 : tensor<8x64x256xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x64x4x64xf32>
    %43 = stablehlo.dot_general %38, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %44 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x64x4x64xf32>
    %47 = stablehlo.dot_general %38, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x64x4x64xf32>
    %cst_5 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<8x64x4x64xf32>
    %53 = stablehlo.dot_general %52, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %54 = stablehlo.broadcast_in_dim %18, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %56 = stablehlo.compare GT, %54, %55, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %57 = call @_where_1(%56, %53, %cst_7) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<8x4x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<8x4x64x64xf32>
    %64 = stablehlo.exponential %63 : tensor<8x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %68 = stablehlo.divide %64, %67 : tensor<8x4x64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = call @_where_1(%56, %68, %cst_11) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %70 = stablehlo.dot_general %50, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %72 = stablehlo.dot_general %71, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %73 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x64x256xf32>
    %76 = stablehlo.add %75, %3 : tensor<8x64x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x64x1xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_var(%76, %c_14) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %82 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %83 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %85 = stablehlo.add %81, %84 : tensor<8x64x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<8x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<8x64x256xf32>
    %90 = stablehlo.negate %80 : tensor<8x64x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<8x64x256xf32>
    %93 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %94 = stablehlo.add %92, %93 : tensor<8x64x256xf32>
    %95 = stablehlo.multiply %76, %89 : tensor<8x64x256xf32>
    %96 = stablehlo.add %95, %94 : tensor<8x64x256xf32>
    %97 = stablehlo.dot_general %96, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x64x1024xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<8x64x1024xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<8x64x1024xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<8x64x1024xf32>
    %105 = stablehlo.add %100, %104 : tensor<8x64x1024xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x64x1024xf32>
    %108 = stablehlo.tanh %107 : tensor<8x64x1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x64x1024xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<8x64x1024xf32>
    %113 = stablehlo.multiply %100, %112 : tensor<8x64x1024xf32>
    %114 = stablehlo.dot_general %113, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %115 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x64x256xf32>
    %118 = stablehlo.add %117, %76 : tensor<8x64x256xf32>
    %119 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %120 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.add %120, %121 : tensor<64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %124 = stablehlo.iota dim = 0 : tensor<64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %128 = stablehlo.compare GE, %126, %127, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %129 = stablehlo.broadcast_in_dim %128, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %131 = stablehlo.convert %130 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %132 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %133 = stablehlo.minimum %132, %131 : tensor<8x64x64xi32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x64x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %138 = call @_var(%118, %c_23) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %139 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %140 = stablehlo.reshape %arg32 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %142 = stablehlo.add %138, %141 : tensor<8x64x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<8x64x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %145 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<8x64x256xf32>
    %147 = stablehlo.negate %137 : tensor<8x64x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<8x64x256xf32>
    %150 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %151 = stablehlo.add %149, %150 : tensor<8x64x256xf32>
    %152 = stablehlo.multiply %118, %146 : tensor<8x64x256xf32>
    %153 = stablehlo.add %152, %151 : tensor<8x64x256xf32>
    %154 = stablehlo.dot_general %153, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x64x4x64xf32>
    %158 = stablehlo.dot_general %153, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %159 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x64x4x64xf32>
    %162 = stablehlo.dot_general %153, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %163 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<8x64x4x64xf32>
    %cst_25 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<8x64x4x64xf32>
    %168 = stablehlo.dot_general %167, %161, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %169 = stablehlo.broadcast_in_dim %133, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %171 = stablehlo.compare GT, %169, %170, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %172 = call @_where_1(%171, %168, %cst_27) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %175 = stablehlo.maximum %174, %173 : tensor<8x4x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<8x4x64x64xf32>
    %179 = stablehlo.exponential %178 : tensor<8x4x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %183 = stablehlo.divide %179, %182 : tensor<8x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = call @_where_1(%171, %183, %cst_31) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %185 = stablehlo.dot_general %165, %184, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %186 = stablehlo.transpose %185, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %187 = stablehlo.dot_general %186, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %188 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %190 = stablehlo.add %187, %189 : tensor<8x64x256xf32>
    %191 = stablehlo.add %190, %118 : tensor<8x64x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<8x64x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %196 = call @_var(%191, %c_34) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %197 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %198 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %200 = stablehlo.add %196, %199 : tensor<8x64x1xf32>
    %201 = stablehlo.rsqrt %200 : tensor<8x64x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<8x64x256xf32>
    %205 = stablehlo.negate %195 : tensor<8x64x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %207 = stablehlo.multiply %206, %204 : tensor<8x64x256xf32>
    %208 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %209 = stablehlo.add %207, %208 : tensor<8x64x256xf32>
    %210 = stablehlo.multiply %191, %204 : tensor<8x64x256xf32>
    %211 = stablehlo.add %210, %209 : tensor<8x64x256xf32>
    %212 = stablehlo.dot_general %211, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %213 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x64x1024xf32>
    %216 = stablehlo.multiply %215, %215 : tensor<8x64x1024xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<8x64x1024xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8x64x1024xf32>
    %220 = stablehlo.add %215, %219 : tensor<8x64x1024xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<8x64x1024xf32>
    %223 = stablehlo.tanh %222 : tensor<8x64x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %225 = stablehlo.add %224, %223 : tensor<8x64x1024xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<8x64x1024xf32>
    %228 = stablehlo.multiply %215, %227 : tensor<8x64x1024xf32>
    %229 = stablehlo.dot_general %228, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %230 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x256xf32>
    %233 = stablehlo.add %232, %191 : tensor<8x64x256xf32>
    %234 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %235 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %237 = stablehlo.add %235, %236 : tensor<64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %239 = stablehlo.iota dim = 0 : tensor<64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %243 = stablehlo.compare GE, %241, %242, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %244 = stablehlo.broadcast_in_dim %243, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %246 = stablehlo.convert %245 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %247 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %248 = stablehlo.minimum %247, %246 : tensor<8x64x64xi32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%233 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<8x64x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %253 = call @_var(%233, %c_43) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %254 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %255 = stablehlo.reshape %arg51 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %257 = stablehlo.add %253, %256 : tensor<8x64x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<8x64x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %260 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<8x64x256xf32>
    %262 = stablehlo.negate %252 : tensor<8x64x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %264 = stablehlo.multiply %263, %261 : tensor<8x64x256xf32>
    %265 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %266 = stablehlo.add %264, %265 : tensor<8x64x256xf32>
    %267 = stablehlo.multiply %233, %261 : tensor<8x64x256xf32>
    %268 = stablehlo.add %267, %266 : tensor<8x64x256xf32>
    %269 = stablehlo.dot_general %268, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %270 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %272 = stablehlo.add %269, %271 : tensor<8x64x4x64xf32>
    %273 = stablehlo.dot_general %268, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %274 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %276 = stablehlo.add %273, %275 : tensor<8x64x4x64xf32>
    %277 = stablehlo.dot_general %268, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %278 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %280 = stablehlo.add %277, %279 : tensor<8x64x4x64xf32>
    %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %282 = stablehlo.multiply %272, %281 : tensor<8x64x4x64xf32>
    %283 = stablehlo.dot_general %282, %276, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %284 = stablehlo.broadcast_in_dim %248, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %285 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %286 = stablehlo.compare GT, %284, %285, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %cst_47 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %287 = call @_where_1(%286, %283, %cst_47) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %290 = stablehlo.maximum %289, %288 : tensor<8x4x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %293 = stablehlo.subtract %287, %292 : tensor<8x4x64x64xf32>
    %294 = stablehlo.exponential %293 : tensor<8x4x64x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %298 = stablehlo.divide %294, %297 : tensor<8x4x64x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = call @_where_1(%286, %298, %cst_51) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %300 = stablehlo.dot_general %280, %299, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %301 = stablehlo.transpose %300, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %302 = stablehlo.dot_general %301, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %303 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %305 = stablehlo.add %302, %304 : tensor<8x64x256xf32>
    %306 = stablehlo.add %305, %233 : tensor<8x64x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_53 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %310 = stablehlo.divide %308, %309 : tensor<8x64x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %311 = call @_var(%306, %c_54) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %312 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %313 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %315 = stablehlo.add %311, %314 : tensor<8x64x1xf32>
    %316 = stablehlo.rsqrt %315 : tensor<8x64x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %318 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<8x64x256xf32>
    %320 = stablehlo.negate %310 : tensor<8x64x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %322 = stablehlo.multiply %321, %319 : tensor<8x64x256xf32>
    %323 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %324 = stablehlo.add %322, %323 : tensor<8x64x256xf32>
    %325 = stablehlo.multiply %306, %319 : tensor<8x64x256xf32>
    %326 = stablehlo.add %325, %324 : tensor<8x64x256xf32>
    %327 = stablehlo.dot_general %326, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %328 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %330 = stablehlo.add %327, %329 : tensor<8x64x1024xf32>
    %331 = stablehlo.multiply %330, %330 : tensor<8x64x1024xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<8x64x1024xf32>
    %cst_56 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<8x64x1024xf32>
    %335 = stablehlo.add %330, %334 : tensor<8x64x1024xf32>
    %cst_57 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<8x64x1024xf32>
    %338 = stablehlo.tanh %337 : tensor<8x64x1024xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %340 = stablehlo.add %339, %338 : tensor<8x64x1024xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<8x64x1024xf32>
    %343 = stablehlo.multiply %330, %342 : tensor<8x64x1024xf32>
    %344 = stablehlo.dot_general %343, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %345 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %347 = stablehlo.add %344, %346 : tensor<8x64x256xf32>
    %348 = stablehlo.add %347, %306 : tensor<8x64x256xf32>
    %349 = stablehlo.broadcast_in_dim %arg82, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %350 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %352 = stablehlo.add %350, %351 : tensor<64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %354 = stablehlo.iota dim = 0 : tensor<64xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %358 = stablehlo.compare GE, %356, %357, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %359 = stablehlo.broadcast_in_dim %358, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %361 = stablehlo.convert %360 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %362 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %363 = stablehlo.minimum %362, %361 : tensor<8x64x64xi32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%348 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %367 = stablehlo.divide %365, %366 : tensor<8x64x1xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %368 = call @_var(%348, %c_63) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %369 = stablehlo.reshape %arg69 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %370 = stablehlo.reshape %arg70 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %372 = stablehlo.add %368, %371 : tensor<8x64x1xf32>
    %373 = stablehlo.rsqrt %372 : tensor<8x64x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %375 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<8x64x256xf32>
    %377 = stablehlo.negate %367 : tensor<8x64x1xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %379 = stablehlo.multiply %378, %376 : tensor<8x64x256xf32>
    %380 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %381 = stablehlo.add %379, %380 : tensor<8x64x256xf32>
    %382 = stablehlo.multiply %348, %376 : tensor<8x64x256xf32>
    %383 = stablehlo.add %382, %381 : tensor<8x64x256xf32>
    %384 = stablehlo.dot_general %383, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg61, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<8x64x4x64xf32>
    %388 = stablehlo.dot_general %383, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %389 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %391 = stablehlo.add %388, %390 : tensor<8x64x4x64xf32>
    %392 = stablehlo.dot_general %383, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %393 = stablehlo.broadcast_in_dim %arg65, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x64x4x64xf32>
    %395 = stablehlo.add %392, %394 : tensor<8x64x4x64xf32>
    %cst_65 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %397 = stablehlo.multiply %387, %396 : tensor<8x64x4x64xf32>
    %398 = stablehlo.dot_general %397, %391, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %399 = stablehlo.broadcast_in_dim %363, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %400 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %401 = stablehlo.compare GT, %399, %400, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %cst_67 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %402 = call @_where_1(%401, %398, %cst_67) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %405 = stablehlo.maximum %404, %403 : tensor<8x4x64xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %408 = stablehlo.subtract %402, %407 : tensor<8x4x64x64xf32>
    %409 = stablehlo.exponential %408 : tensor<8x4x64x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %413 = stablehlo.divide %409, %412 : tensor<8x4x64x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = call @_where_1(%401, %413, %cst_71) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %415 = stablehlo.dot_general %395, %414, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %416 = stablehlo.transpose %415, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %417 = stablehlo.dot_general %416, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %418 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %420 = stablehlo.add %417, %419 : tensor<8x64x256xf32>
    %421 = stablehlo.add %420, %348 : tensor<8x64x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %425 = stablehlo.divide %423, %424 : tensor<8x64x1xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %426 = call @_var(%421, %c_74) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %427 = stablehlo.reshape %arg76 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %428 = stablehlo.reshape %arg77 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_75 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %430 = stablehlo.add %426, %429 : tensor<8x64x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<8x64x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %433 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<8x64x256xf32>
    %435 = stablehlo.negate %425 : tensor<8x64x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %437 = stablehlo.multiply %436, %434 : tensor<8x64x256xf32>
    %438 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %439 = stablehlo.add %437, %438 : tensor<8x64x256xf32>
    %440 = stablehlo.multiply %421, %434 : tensor<8x64x256xf32>
    %441 = stablehlo.add %440, %439 : tensor<8x64x256xf32>
    %442 = stablehlo.dot_general %441, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %443 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x64x1024xf32>
    %445 = stablehlo.add %442, %444 : tensor<8x64x1024xf32>
    %446 = stablehlo.multiply %445, %445 : tensor<8x64x1024xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<8x64x1024xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<8x64x1024xf32>
    %450 = stablehlo.add %445, %449 : tensor<8x64x1024xf32>
    %cst_77 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<8x64x1024xf32>
    %453 = stablehlo.tanh %452 : tensor<8x64x1024xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %455 = stablehlo.add %454, %453 : tensor<8x64x1024xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %457 = stablehlo.multiply %456, %455 : tensor<8x64x1024xf32>
    %458 = stablehlo.multiply %445, %457 : tensor<8x64x1024xf32>
    %459 = stablehlo.dot_general %458, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %460 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %462 = stablehlo.add %459, %461 : tensor<8x64x256xf32>
    %463 = stablehlo.add %462, %421 : tensor<8x64x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %467 = stablehlo.divide %465, %466 : tensor<8x64x1xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %468 = call @_var(%463, %c_82) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %469 = stablehlo.reshape %arg79 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %470 = stablehlo.reshape %arg80 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_83 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %472 = stablehlo.add %468, %471 : tensor<8x64x1xf32>
    %473 = stablehlo.rsqrt %472 : tensor<8x64x1xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %475 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<8x64x256xf32>
    %477 = stablehlo.negate %467 : tensor<8x64x1xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %479 = stablehlo.multiply %478, %476 : tensor<8x64x256xf32>
    %480 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %481 = stablehlo.add %479, %480 : tensor<8x64x256xf32>
    %482 = stablehlo.multiply %463, %476 : tensor<8x64x256xf32>
    %483 = stablehlo.add %482, %481 : tensor<8x64x256xf32>
    %484 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1000x256xf32>) -> tensor<256x1000xf32>
    %485 = stablehlo.dot_general %483, %484, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1000xf32>) -> tensor<8x64x1000xf32>
    return %485 : tensor<8x64x1000xf32>
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
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %14 : tensor<8x64x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x64x1xf32>
    return %2 : tensor<8x64x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3 : tensor<8x4x64x64xf32>
  }
}
