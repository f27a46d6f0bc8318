module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<2xui32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<256x4x64xf32>, %arg10: tensor<4x64xf32>, %arg11: tensor<2xui32>, %arg12: tensor<4x64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<2xui32>, %arg17: tensor<256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256x1024xf32>, %arg20: tensor<1024xf32>, %arg21: tensor<1024x256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<2xui32>, %arg24: tensor<256x4x64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<256x4x64xf32>, %arg27: tensor<4x64xf32>, %arg28: tensor<256x4x64xf32>, %arg29: tensor<4x64xf32>, %arg30: tensor<2xui32>, %arg31: tensor<4x64x256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256xf32>, %arg35: tensor<2xui32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256x1024xf32>, %arg39: tensor<1024xf32>, %arg40: tensor<1024x256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<2xui32>, %arg43: tensor<256x4x64xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<256x4x64xf32>, %arg48: tensor<4x64xf32>, %arg49: tensor<2xui32>, %arg50: tensor<4x64x256xf32>, %arg51: tensor<256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<2xui32>, %arg55: tensor<256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256x1024xf32>, %arg58: tensor<1024xf32>, %arg59: tensor<1024x256xf32>, %arg60: tensor<256xf32>, %arg61: tensor<2xui32>, %arg62: tensor<1x64xi32>, %arg63: tensor<1x64xi32>) -> (tensor<1x64x256xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg62) : (tensor<1000x256xf32>, tensor<1x64xi32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [64, 256] : (tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<1x64x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_var(%3, %c_2) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %10 = stablehlo.reshape %arg3 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_3 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %12 = stablehlo.add %8, %11 : tensor<1x64x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<1x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<1x64x256xf32>
    %17 = stablehlo.negate %7 : tensor<1x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<1x64x256xf32>
    %20 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x64x256xf32>
    %22 = stablehlo.multiply %3, %16 : tensor<1x64x256xf32>
    %23 = stablehlo.add %22, %21 : tensor<1x64x256xf32>
    %24 = stablehlo.broadcast_in_dim %arg63, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1x64xi32>
    %26 = stablehlo.compare NE, %24, %25, SIGNED : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %27 = stablehlo.convert %26 : tensor<1x1x64xi1>
    %28 = stablehlo.dot_general %23, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<1x64x4x64xf32>
    %32 = stablehlo.dot_general %23, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<1x64x4x64xf32>
    %36 = stablehlo.dot_general %23, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<1x64x4x64xf32>
    %cst_5 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<1x64x4x64xf32>
    %42 = stablehlo.dot_general %41, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %43 = stablehlo.broadcast_in_dim %27, dims = [0, 2, 3] : (tensor<1x1x64xi1>) -> tensor<1x1x1x64xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %44 = call @_where_1(%43, %42, %cst_6) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %47 = stablehlo.maximum %46, %45 : tensor<1x4x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<1x4x64x64xf32>
    %51 = stablehlo.exponential %50 : tensor<1x4x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %55 = stablehlo.divide %51, %54 : tensor<1x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = call @_where_1(%43, %55, %cst_10) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %57 = stablehlo.dot_general %39, %56, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %58 = stablehlo.transpose %57, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %59 = stablehlo.dot_general %58, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %60 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %62 = stablehlo.add %59, %61 : tensor<1x64x256xf32>
    %63 = stablehlo.add %62, %23 : tensor<1x64x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_12 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<1x64x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %68 = call @_var(%63, %c_13) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %69 = stablehlo.reshape %arg14 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %70 = stablehlo.reshape %arg15 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %72 = stablehlo.add %68, %71 : tensor<1x64x1xf32>
    %73 = stablehlo.rsqrt %72 : tensor<1x64x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<1x64x256xf32>
    %77 = stablehlo.negate %67 : tensor<1x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<1x64x256xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %81 = stablehlo.add %79, %80 : tensor<1x64x256xf32>
    %82 = stablehlo.multiply %63, %76 : tensor<1x64x256xf32>
    %83 = stablehlo.add %82, %81 : tensor<1x64x256xf32>
    %84 = stablehlo.dot_general %83, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %85 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %87 = stablehlo.add %84, %86 : tensor<1x64x1024xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<1x64x1024xf32>
    %90 = stablehlo.negate %87 : tensor<1x64x1024xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<1x64x1024xf32>
    %93 = chlo.erfc %92 : tensor<1x64x1024xf32> -> tensor<1x64x1024xf32>
    %94 = stablehlo.multiply %89, %93 : tensor<1x64x1024xf32>
    %95 = stablehlo.dot_general %94, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %96 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %98 = stablehlo.add %95, %97 : tensor<1x64x256xf32>
    %99 = stablehlo.add %98, %83 : tensor<1x64x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_18 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %103 = stablehlo.divide %101, %102 : tensor<1x64x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %104 = call @_var(%99, %c_19) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %105 = stablehlo.reshape %arg17 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %106 = stablehlo.reshape %arg18 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_20 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %108 = stablehlo.add %104, %107 : tensor<1x64x1xf32>
    %109 = stablehlo.rsqrt %108 : tensor<1x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %111 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<1x64x256xf32>
    %113 = stablehlo.negate %103 : tensor<1x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %115 = stablehlo.multiply %114, %112 : tensor<1x64x256xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %117 = stablehlo.add %115, %116 : tensor<1x64x256xf32>
    %118 = stablehlo.multiply %99, %112 : tensor<1x64x256xf32>
    %119 = stablehlo.add %118, %117 : tensor<1x64x256xf32>
    %120 = stablehlo.broadcast_in_dim %arg63, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1x1x64xi32>
    %122 = stablehlo.compare NE, %120, %121, SIGNED : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %123 = stablehlo.convert %122 : tensor<1x1x64xi1>
    %124 = stablehlo.dot_general %119, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %125 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %127 = stablehlo.add %124, %126 : tensor<1x64x4x64xf32>
    %128 = stablehlo.dot_general %119, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<1x64x4x64xf32>
    %132 = stablehlo.dot_general %119, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg29, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %135 = stablehlo.add %132, %134 : tensor<1x64x4x64xf32>
    %cst_22 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<1x64x4x64xf32>
    %138 = stablehlo.dot_general %137, %131, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %139 = stablehlo.broadcast_in_dim %123, dims = [0, 2, 3] : (tensor<1x1x64xi1>) -> tensor<1x1x1x64xi1>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %140 = call @_where_1(%139, %138, %cst_23) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<1x4x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<1x4x64x64xf32>
    %147 = stablehlo.exponential %146 : tensor<1x4x64x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %151 = stablehlo.divide %147, %150 : tensor<1x4x64x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = call @_where_1(%139, %151, %cst_27) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %153 = stablehlo.dot_general %135, %152, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %154 = stablehlo.transpose %153, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %155 = stablehlo.dot_general %154, %arg31, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %156 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %158 = stablehlo.add %155, %157 : tensor<1x64x256xf32>
    %159 = stablehlo.add %158, %119 : tensor<1x64x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<1x64x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %164 = call @_var(%159, %c_30) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %165 = stablehlo.reshape %arg33 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %166 = stablehlo.reshape %arg34 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_31 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %168 = stablehlo.add %164, %167 : tensor<1x64x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<1x64x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %171 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<1x64x256xf32>
    %173 = stablehlo.negate %163 : tensor<1x64x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<1x64x256xf32>
    %176 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %177 = stablehlo.add %175, %176 : tensor<1x64x256xf32>
    %178 = stablehlo.multiply %159, %172 : tensor<1x64x256xf32>
    %179 = stablehlo.add %178, %177 : tensor<1x64x256xf32>
    %180 = stablehlo.dot_general %179, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %181 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %183 = stablehlo.add %180, %182 : tensor<1x64x1024xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<1x64x1024xf32>
    %186 = stablehlo.negate %183 : tensor<1x64x1024xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<1x64x1024xf32>
    %189 = chlo.erfc %188 : tensor<1x64x1024xf32> -> tensor<1x64x1024xf32>
    %190 = stablehlo.multiply %185, %189 : tensor<1x64x1024xf32>
    %191 = stablehlo.dot_general %190, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %192 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %194 = stablehlo.add %191, %193 : tensor<1x64x256xf32>
    %195 = stablehlo.add %194, %179 : tensor<1x64x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_35 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<1x64x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %200 = call @_var(%195, %c_36) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %201 = stablehlo.reshape %arg36 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %202 = stablehlo.reshape %arg37 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_37 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<1x64x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<1x64x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %207 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<1x64x256xf32>
    %209 = stablehlo.negate %199 : tensor<1x64x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %211 = stablehlo.multiply %210, %208 : tensor<1x64x256xf32>
    %212 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %213 = stablehlo.add %211, %212 : tensor<1x64x256xf32>
    %214 = stablehlo.multiply %195, %208 : tensor<1x64x256xf32>
    %215 = stablehlo.add %214, %213 : tensor<1x64x256xf32>
    %216 = stablehlo.broadcast_in_dim %arg63, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1x1x64xi32>
    %218 = stablehlo.compare NE, %216, %217, SIGNED : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %219 = stablehlo.convert %218 : tensor<1x1x64xi1>
    %220 = stablehlo.dot_general %215, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %221 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<1x64x4x64xf32>
    %224 = stablehlo.dot_general %215, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %225 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<1x64x4x64xf32>
    %228 = stablehlo.dot_general %215, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x4x64xf32>) -> tensor<1x64x4x64xf32>
    %229 = stablehlo.broadcast_in_dim %arg48, dims = [2, 3] : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x64x4x64xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x64x4x64xf32>
    %cst_39 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x64x4x64xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<1x64x4x64xf32>
    %234 = stablehlo.dot_general %233, %227, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x4x64x64xf32>
    %235 = stablehlo.broadcast_in_dim %219, dims = [0, 2, 3] : (tensor<1x1x64xi1>) -> tensor<1x1x1x64xi1>
    %cst_40 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %236 = call @_where_1(%235, %234, %cst_40) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<1x4x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %242 = stablehlo.subtract %236, %241 : tensor<1x4x64x64xf32>
    %243 = stablehlo.exponential %242 : tensor<1x4x64x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %247 = stablehlo.divide %243, %246 : tensor<1x4x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = call @_where_1(%235, %247, %cst_44) : (tensor<1x1x1x64xi1>, tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64x64xf32>
    %249 = stablehlo.dot_general %231, %248, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %250 = stablehlo.transpose %249, dims = [0, 3, 1, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xf32>
    %251 = stablehlo.dot_general %250, %arg50, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<1x64x256xf32>
    %252 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %254 = stablehlo.add %251, %253 : tensor<1x64x256xf32>
    %255 = stablehlo.add %254, %215 : tensor<1x64x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_46 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %259 = stablehlo.divide %257, %258 : tensor<1x64x1xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %260 = call @_var(%255, %c_47) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %261 = stablehlo.reshape %arg52 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %262 = stablehlo.reshape %arg53 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_48 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %264 = stablehlo.add %260, %263 : tensor<1x64x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<1x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %267 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<1x64x256xf32>
    %269 = stablehlo.negate %259 : tensor<1x64x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<1x64x256xf32>
    %272 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %273 = stablehlo.add %271, %272 : tensor<1x64x256xf32>
    %274 = stablehlo.multiply %255, %268 : tensor<1x64x256xf32>
    %275 = stablehlo.add %274, %273 : tensor<1x64x256xf32>
    %276 = stablehlo.dot_general %275, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x1024xf32>) -> tensor<1x64x1024xf32>
    %277 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x64x1024xf32>
    %279 = stablehlo.add %276, %278 : tensor<1x64x1024xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<1x64x1024xf32>
    %282 = stablehlo.negate %279 : tensor<1x64x1024xf32>
    %cst_50 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<1x64x1024xf32>
    %285 = chlo.erfc %284 : tensor<1x64x1024xf32> -> tensor<1x64x1024xf32>
    %286 = stablehlo.multiply %281, %285 : tensor<1x64x1024xf32>
    %287 = stablehlo.dot_general %286, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x1024xf32>, tensor<1024x256xf32>) -> tensor<1x64x256xf32>
    %288 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %290 = stablehlo.add %287, %289 : tensor<1x64x256xf32>
    %291 = stablehlo.add %290, %275 : tensor<1x64x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<1x64x1xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %296 = call @_var(%291, %c_53) : (tensor<1x64x256xf32>, tensor<i32>) -> tensor<1x64x1xf32>
    %297 = stablehlo.reshape %arg55 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %298 = stablehlo.reshape %arg56 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_54 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %300 = stablehlo.add %296, %299 : tensor<1x64x1xf32>
    %301 = stablehlo.rsqrt %300 : tensor<1x64x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %303 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<1x64x256xf32>
    %305 = stablehlo.negate %295 : tensor<1x64x1xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %307 = stablehlo.multiply %306, %304 : tensor<1x64x256xf32>
    %308 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %309 = stablehlo.add %307, %308 : tensor<1x64x256xf32>
    %310 = stablehlo.multiply %291, %304 : tensor<1x64x256xf32>
    %311 = stablehlo.add %310, %309 : tensor<1x64x256xf32>
    return %311 : tensor<1x64x256xf32>
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
  func.func private @_where_1(%arg0: tensor<1x1x1x64xi1>, %arg1: tensor<1x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<1x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi1>) -> tensor<1x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x64x64xi1>, tensor<1x4x64x64xf32>
    return %3 : tensor<1x4x64x64xf32>
  }
}
