module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x192xf32>, %arg1: tensor<4x4x3x192xf32>, %arg2: tensor<192xf32>, %arg3: tensor<65x192xf32>, %arg4: tensor<192xf32>, %arg5: tensor<192xf32>, %arg6: tensor<192x3x64xf32>, %arg7: tensor<3x64xf32>, %arg8: tensor<192x3x64xf32>, %arg9: tensor<3x64xf32>, %arg10: tensor<192x3x64xf32>, %arg11: tensor<3x64xf32>, %arg12: tensor<3x64x192xf32>, %arg13: tensor<192xf32>, %arg14: tensor<192xf32>, %arg15: tensor<192xf32>, %arg16: tensor<192x768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768x192xf32>, %arg19: tensor<192xf32>, %arg20: tensor<192xf32>, %arg21: tensor<192xf32>, %arg22: tensor<192x3x64xf32>, %arg23: tensor<3x64xf32>, %arg24: tensor<192x3x64xf32>, %arg25: tensor<3x64xf32>, %arg26: tensor<192x3x64xf32>, %arg27: tensor<3x64xf32>, %arg28: tensor<3x64x192xf32>, %arg29: tensor<192xf32>, %arg30: tensor<192xf32>, %arg31: tensor<192xf32>, %arg32: tensor<192x768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x192xf32>, %arg35: tensor<192xf32>, %arg36: tensor<192xf32>, %arg37: tensor<192xf32>, %arg38: tensor<192x3x64xf32>, %arg39: tensor<3x64xf32>, %arg40: tensor<192x3x64xf32>, %arg41: tensor<3x64xf32>, %arg42: tensor<192x3x64xf32>, %arg43: tensor<3x64xf32>, %arg44: tensor<3x64x192xf32>, %arg45: tensor<192xf32>, %arg46: tensor<192xf32>, %arg47: tensor<192xf32>, %arg48: tensor<192x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768x192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<192xf32>, %arg53: tensor<192xf32>, %arg54: tensor<192x3x64xf32>, %arg55: tensor<3x64xf32>, %arg56: tensor<192x3x64xf32>, %arg57: tensor<3x64xf32>, %arg58: tensor<192x3x64xf32>, %arg59: tensor<3x64xf32>, %arg60: tensor<3x64x192xf32>, %arg61: tensor<192xf32>, %arg62: tensor<192xf32>, %arg63: tensor<192xf32>, %arg64: tensor<192x768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768x192xf32>, %arg67: tensor<192xf32>, %arg68: tensor<192xf32>, %arg69: tensor<192xf32>, %arg70: tensor<1x32x32x3xf32>) -> (tensor<1x65x192xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]]> : tensor<1x65xi32>
    %0 = stablehlo.convolution(%arg70, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x3xf32>, tensor<4x4x3x192xf32>) -> tensor<1x8x8x192xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x8x8x192xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x8x8x192xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x192xf32>) -> tensor<1x64x192xf32>
    %5 = call @_take(%arg3, %c) : (tensor<65x192xf32>, tensor<1x65xi32>) -> tensor<1x65x192xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<1x1x192xf32>) -> tensor<1x1x1x1x1x192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x192xf32>) -> tensor<1x1x1x1x1x192xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x1x1x1x192xf32>) -> tensor<1x1x192xf32>
    %9 = stablehlo.concatenate %8, %4, dim = 1 : (tensor<1x1x192xf32>, tensor<1x64x192xf32>) -> tensor<1x65x192xf32>
    %10 = stablehlo.add %9, %5 : tensor<1x65x192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x65x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_var(%10, %c_1) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %16 = stablehlo.reshape %arg4 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %17 = stablehlo.reshape %arg5 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<1x65x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<1x65x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x65x192xf32>
    %24 = stablehlo.negate %14 : tensor<1x65x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<1x65x192xf32>
    %27 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x65x192xf32>
    %29 = stablehlo.multiply %10, %23 : tensor<1x65x192xf32>
    %30 = stablehlo.add %29, %28 : tensor<1x65x192xf32>
    %31 = stablehlo.dot_general %30, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<1x65x3x64xf32>
    %35 = stablehlo.dot_general %30, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x65x3x64xf32>
    %39 = stablehlo.dot_general %30, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<1x65x3x64xf32>
    %43 = stablehlo.reshape %34 : (tensor<1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %44 = stablehlo.dot_general %43, %38, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x1x64xf32>, tensor<1x65x3x64xf32>) -> tensor<1x3x65x1x65xf32>
    %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x3x65x1x65xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<1x3x65x1x65xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<1x3x65x1x65xf32>, tensor<f32>) -> tensor<1x3x65x1xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x3x65x1xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<1x3x65x1xf32>
    %50 = stablehlo.transpose %49, dims = [3, 0, 1, 2] : (tensor<1x3x65x1xf32>) -> tensor<1x1x3x65xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %52 = stablehlo.transpose %46, dims = [3, 0, 1, 2, 4] : (tensor<1x3x65x1x65xf32>) -> tensor<1x1x3x65x65xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %54 = stablehlo.subtract %52, %53 : tensor<1x1x3x65x65xf32>
    %55 = stablehlo.exponential %54 : tensor<1x1x3x65x65xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x1x3x65x65xf32>, tensor<f32>) -> tensor<1x1x3x65xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %59 = stablehlo.divide %55, %58 : tensor<1x1x3x65x65xf32>
    %60 = stablehlo.dot_general %42, %59, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<1x1x3x65x65xf32>) -> tensor<1x3x64x1x65xf32>
    %61 = stablehlo.transpose %60, dims = [3, 0, 4, 1, 2] : (tensor<1x3x64x1x65xf32>) -> tensor<1x1x65x3x64xf32>
    %62 = stablehlo.transpose %61, dims = [1, 2, 3, 0, 4] : (tensor<1x1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x65x3x1x64xf32>) -> tensor<1x65x3x64xf32>
    %64 = stablehlo.dot_general %63, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x65x192xf32>
    %65 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %67 = stablehlo.add %64, %66 : tensor<1x65x192xf32>
    %68 = stablehlo.add %67, %10 : tensor<1x65x192xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_8 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<1x65x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %73 = call @_var(%68, %c_9) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %74 = stablehlo.reshape %arg14 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %75 = stablehlo.reshape %arg15 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %77 = stablehlo.add %73, %76 : tensor<1x65x1xf32>
    %78 = stablehlo.rsqrt %77 : tensor<1x65x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %80 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<1x65x192xf32>
    %82 = stablehlo.negate %72 : tensor<1x65x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %84 = stablehlo.multiply %83, %81 : tensor<1x65x192xf32>
    %85 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x65x192xf32>
    %87 = stablehlo.multiply %68, %81 : tensor<1x65x192xf32>
    %88 = stablehlo.add %87, %86 : tensor<1x65x192xf32>
    %89 = stablehlo.dot_general %88, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x768xf32>) -> tensor<1x65x768xf32>
    %90 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x65x768xf32>
    %92 = stablehlo.add %89, %91 : tensor<1x65x768xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<1x65x768xf32>
    %95 = stablehlo.negate %92 : tensor<1x65x768xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1x65x768xf32>
    %98 = chlo.erfc %97 : tensor<1x65x768xf32> -> tensor<1x65x768xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<1x65x768xf32>
    %100 = stablehlo.dot_general %99, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x768xf32>, tensor<768x192xf32>) -> tensor<1x65x192xf32>
    %101 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %103 = stablehlo.add %100, %102 : tensor<1x65x192xf32>
    %104 = stablehlo.add %68, %103 : tensor<1x65x192xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_14 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<1x65x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %109 = call @_var(%104, %c_15) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %110 = stablehlo.reshape %arg20 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %111 = stablehlo.reshape %arg21 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %113 = stablehlo.add %109, %112 : tensor<1x65x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<1x65x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %116 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<1x65x192xf32>
    %118 = stablehlo.negate %108 : tensor<1x65x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<1x65x192xf32>
    %121 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x65x192xf32>
    %123 = stablehlo.multiply %104, %117 : tensor<1x65x192xf32>
    %124 = stablehlo.add %123, %122 : tensor<1x65x192xf32>
    %125 = stablehlo.dot_general %124, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<1x65x3x64xf32>
    %129 = stablehlo.dot_general %124, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %130 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %132 = stablehlo.add %129, %131 : tensor<1x65x3x64xf32>
    %133 = stablehlo.dot_general %124, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %134 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %136 = stablehlo.add %133, %135 : tensor<1x65x3x64xf32>
    %137 = stablehlo.reshape %128 : (tensor<1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %138 = stablehlo.dot_general %137, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x1x64xf32>, tensor<1x65x3x64xf32>) -> tensor<1x3x65x1x65xf32>
    %cst_17 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x3x65x1x65xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<1x3x65x1x65xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<1x3x65x1x65xf32>, tensor<f32>) -> tensor<1x3x65x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x3x65x1xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<1x3x65x1xf32>
    %144 = stablehlo.transpose %143, dims = [3, 0, 1, 2] : (tensor<1x3x65x1xf32>) -> tensor<1x1x3x65xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %146 = stablehlo.transpose %140, dims = [3, 0, 1, 2, 4] : (tensor<1x3x65x1x65xf32>) -> tensor<1x1x3x65x65xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %148 = stablehlo.subtract %146, %147 : tensor<1x1x3x65x65xf32>
    %149 = stablehlo.exponential %148 : tensor<1x1x3x65x65xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<1x1x3x65x65xf32>, tensor<f32>) -> tensor<1x1x3x65xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %153 = stablehlo.divide %149, %152 : tensor<1x1x3x65x65xf32>
    %154 = stablehlo.dot_general %136, %153, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<1x1x3x65x65xf32>) -> tensor<1x3x64x1x65xf32>
    %155 = stablehlo.transpose %154, dims = [3, 0, 4, 1, 2] : (tensor<1x3x64x1x65xf32>) -> tensor<1x1x65x3x64xf32>
    %156 = stablehlo.transpose %155, dims = [1, 2, 3, 0, 4] : (tensor<1x1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x65x3x1x64xf32>) -> tensor<1x65x3x64xf32>
    %158 = stablehlo.dot_general %157, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x65x192xf32>
    %159 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %161 = stablehlo.add %158, %160 : tensor<1x65x192xf32>
    %162 = stablehlo.add %161, %104 : tensor<1x65x192xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_22 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %166 = stablehlo.divide %164, %165 : tensor<1x65x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %167 = call @_var(%162, %c_23) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %168 = stablehlo.reshape %arg30 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %169 = stablehlo.reshape %arg31 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %171 = stablehlo.add %167, %170 : tensor<1x65x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<1x65x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %174 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<1x65x192xf32>
    %176 = stablehlo.negate %166 : tensor<1x65x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %178 = stablehlo.multiply %177, %175 : tensor<1x65x192xf32>
    %179 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %180 = stablehlo.add %178, %179 : tensor<1x65x192xf32>
    %181 = stablehlo.multiply %162, %175 : tensor<1x65x192xf32>
    %182 = stablehlo.add %181, %180 : tensor<1x65x192xf32>
    %183 = stablehlo.dot_general %182, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x768xf32>) -> tensor<1x65x768xf32>
    %184 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x65x768xf32>
    %186 = stablehlo.add %183, %185 : tensor<1x65x768xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<1x65x768xf32>
    %189 = stablehlo.negate %186 : tensor<1x65x768xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %191 = stablehlo.multiply %189, %190 : tensor<1x65x768xf32>
    %192 = chlo.erfc %191 : tensor<1x65x768xf32> -> tensor<1x65x768xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<1x65x768xf32>
    %194 = stablehlo.dot_general %193, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x768xf32>, tensor<768x192xf32>) -> tensor<1x65x192xf32>
    %195 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %197 = stablehlo.add %194, %196 : tensor<1x65x192xf32>
    %198 = stablehlo.add %162, %197 : tensor<1x65x192xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_28 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %202 = stablehlo.divide %200, %201 : tensor<1x65x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %203 = call @_var(%198, %c_29) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %204 = stablehlo.reshape %arg36 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %205 = stablehlo.reshape %arg37 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %207 = stablehlo.add %203, %206 : tensor<1x65x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<1x65x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %210 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<1x65x192xf32>
    %212 = stablehlo.negate %202 : tensor<1x65x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %214 = stablehlo.multiply %213, %211 : tensor<1x65x192xf32>
    %215 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %216 = stablehlo.add %214, %215 : tensor<1x65x192xf32>
    %217 = stablehlo.multiply %198, %211 : tensor<1x65x192xf32>
    %218 = stablehlo.add %217, %216 : tensor<1x65x192xf32>
    %219 = stablehlo.dot_general %218, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %220 = stablehlo.broadcast_in_dim %arg39, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %222 = stablehlo.add %219, %221 : tensor<1x65x3x64xf32>
    %223 = stablehlo.dot_general %218, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %224 = stablehlo.broadcast_in_dim %arg41, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %226 = stablehlo.add %223, %225 : tensor<1x65x3x64xf32>
    %227 = stablehlo.dot_general %218, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %228 = stablehlo.broadcast_in_dim %arg43, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x65x3x64xf32>
    %231 = stablehlo.reshape %222 : (tensor<1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %232 = stablehlo.dot_general %231, %226, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x1x64xf32>, tensor<1x65x3x64xf32>) -> tensor<1x3x65x1x65xf32>
    %cst_31 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x3x65x1x65xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<1x3x65x1x65xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_32) applies stablehlo.maximum across dimensions = [4] : (tensor<1x3x65x1x65xf32>, tensor<f32>) -> tensor<1x3x65x1xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x3x65x1xf32>
    %237 = stablehlo.maximum %236, %235 : tensor<1x3x65x1xf32>
    %238 = stablehlo.transpose %237, dims = [3, 0, 1, 2] : (tensor<1x3x65x1xf32>) -> tensor<1x1x3x65xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %240 = stablehlo.transpose %234, dims = [3, 0, 1, 2, 4] : (tensor<1x3x65x1x65xf32>) -> tensor<1x1x3x65x65xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %242 = stablehlo.subtract %240, %241 : tensor<1x1x3x65x65xf32>
    %243 = stablehlo.exponential %242 : tensor<1x1x3x65x65xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<1x1x3x65x65xf32>, tensor<f32>) -> tensor<1x1x3x65xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %247 = stablehlo.divide %243, %246 : tensor<1x1x3x65x65xf32>
    %248 = stablehlo.dot_general %230, %247, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<1x1x3x65x65xf32>) -> tensor<1x3x64x1x65xf32>
    %249 = stablehlo.transpose %248, dims = [3, 0, 4, 1, 2] : (tensor<1x3x64x1x65xf32>) -> tensor<1x1x65x3x64xf32>
    %250 = stablehlo.transpose %249, dims = [1, 2, 3, 0, 4] : (tensor<1x1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x65x3x1x64xf32>) -> tensor<1x65x3x64xf32>
    %252 = stablehlo.dot_general %251, %arg44, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x65x192xf32>
    %253 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %255 = stablehlo.add %252, %254 : tensor<1x65x192xf32>
    %256 = stablehlo.add %255, %198 : tensor<1x65x192xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_36 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %260 = stablehlo.divide %258, %259 : tensor<1x65x1xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %261 = call @_var(%256, %c_37) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %262 = stablehlo.reshape %arg46 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %263 = stablehlo.reshape %arg47 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %265 = stablehlo.add %261, %264 : tensor<1x65x1xf32>
    %266 = stablehlo.rsqrt %265 : tensor<1x65x1xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %268 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<1x65x192xf32>
    %270 = stablehlo.negate %260 : tensor<1x65x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %272 = stablehlo.multiply %271, %269 : tensor<1x65x192xf32>
    %273 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %274 = stablehlo.add %272, %273 : tensor<1x65x192xf32>
    %275 = stablehlo.multiply %256, %269 : tensor<1x65x192xf32>
    %276 = stablehlo.add %275, %274 : tensor<1x65x192xf32>
    %277 = stablehlo.dot_general %276, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x768xf32>) -> tensor<1x65x768xf32>
    %278 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x65x768xf32>
    %280 = stablehlo.add %277, %279 : tensor<1x65x768xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<1x65x768xf32>
    %283 = stablehlo.negate %280 : tensor<1x65x768xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<1x65x768xf32>
    %286 = chlo.erfc %285 : tensor<1x65x768xf32> -> tensor<1x65x768xf32>
    %287 = stablehlo.multiply %282, %286 : tensor<1x65x768xf32>
    %288 = stablehlo.dot_general %287, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x768xf32>, tensor<768x192xf32>) -> tensor<1x65x192xf32>
    %289 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %291 = stablehlo.add %288, %290 : tensor<1x65x192xf32>
    %292 = stablehlo.add %256, %291 : tensor<1x65x192xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_42 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %296 = stablehlo.divide %294, %295 : tensor<1x65x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %297 = call @_var(%292, %c_43) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %298 = stablehlo.reshape %arg52 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %299 = stablehlo.reshape %arg53 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %301 = stablehlo.add %297, %300 : tensor<1x65x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<1x65x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %304 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<1x65x192xf32>
    %306 = stablehlo.negate %296 : tensor<1x65x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %308 = stablehlo.multiply %307, %305 : tensor<1x65x192xf32>
    %309 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %310 = stablehlo.add %308, %309 : tensor<1x65x192xf32>
    %311 = stablehlo.multiply %292, %305 : tensor<1x65x192xf32>
    %312 = stablehlo.add %311, %310 : tensor<1x65x192xf32>
    %313 = stablehlo.dot_general %312, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %314 = stablehlo.broadcast_in_dim %arg55, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %316 = stablehlo.add %313, %315 : tensor<1x65x3x64xf32>
    %317 = stablehlo.dot_general %312, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %318 = stablehlo.broadcast_in_dim %arg57, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %320 = stablehlo.add %317, %319 : tensor<1x65x3x64xf32>
    %321 = stablehlo.dot_general %312, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x3x64xf32>) -> tensor<1x65x3x64xf32>
    %322 = stablehlo.broadcast_in_dim %arg59, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x65x3x64xf32>
    %324 = stablehlo.add %321, %323 : tensor<1x65x3x64xf32>
    %325 = stablehlo.reshape %316 : (tensor<1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %326 = stablehlo.dot_general %325, %320, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x1x64xf32>, tensor<1x65x3x64xf32>) -> tensor<1x3x65x1x65xf32>
    %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x3x65x1x65xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<1x3x65x1x65xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_46) applies stablehlo.maximum across dimensions = [4] : (tensor<1x3x65x1x65xf32>, tensor<f32>) -> tensor<1x3x65x1xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x3x65x1xf32>
    %331 = stablehlo.maximum %330, %329 : tensor<1x3x65x1xf32>
    %332 = stablehlo.transpose %331, dims = [3, 0, 1, 2] : (tensor<1x3x65x1xf32>) -> tensor<1x1x3x65xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %334 = stablehlo.transpose %328, dims = [3, 0, 1, 2, 4] : (tensor<1x3x65x1x65xf32>) -> tensor<1x1x3x65x65xf32>
    %335 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %336 = stablehlo.subtract %334, %335 : tensor<1x1x3x65x65xf32>
    %337 = stablehlo.exponential %336 : tensor<1x1x3x65x65xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_48) applies stablehlo.add across dimensions = [4] : (tensor<1x1x3x65x65xf32>, tensor<f32>) -> tensor<1x1x3x65xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<1x1x3x65xf32>) -> tensor<1x1x3x65x1xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x65x1xf32>) -> tensor<1x1x3x65x65xf32>
    %341 = stablehlo.divide %337, %340 : tensor<1x1x3x65x65xf32>
    %342 = stablehlo.dot_general %324, %341, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<1x1x3x65x65xf32>) -> tensor<1x3x64x1x65xf32>
    %343 = stablehlo.transpose %342, dims = [3, 0, 4, 1, 2] : (tensor<1x3x64x1x65xf32>) -> tensor<1x1x65x3x64xf32>
    %344 = stablehlo.transpose %343, dims = [1, 2, 3, 0, 4] : (tensor<1x1x65x3x64xf32>) -> tensor<1x65x3x1x64xf32>
    %345 = stablehlo.reshape %344 : (tensor<1x65x3x1x64xf32>) -> tensor<1x65x3x64xf32>
    %346 = stablehlo.dot_general %345, %arg60, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x65x192xf32>
    %347 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %349 = stablehlo.add %346, %348 : tensor<1x65x192xf32>
    %350 = stablehlo.add %349, %292 : tensor<1x65x192xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_50 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<1x65x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %355 = call @_var(%350, %c_51) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %356 = stablehlo.reshape %arg62 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %357 = stablehlo.reshape %arg63 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %359 = stablehlo.add %355, %358 : tensor<1x65x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<1x65x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %362 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<1x65x192xf32>
    %364 = stablehlo.negate %354 : tensor<1x65x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<1x65x192xf32>
    %367 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %368 = stablehlo.add %366, %367 : tensor<1x65x192xf32>
    %369 = stablehlo.multiply %350, %363 : tensor<1x65x192xf32>
    %370 = stablehlo.add %369, %368 : tensor<1x65x192xf32>
    %371 = stablehlo.dot_general %370, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x192xf32>, tensor<192x768xf32>) -> tensor<1x65x768xf32>
    %372 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x65x768xf32>
    %374 = stablehlo.add %371, %373 : tensor<1x65x768xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<1x65x768xf32>
    %377 = stablehlo.negate %374 : tensor<1x65x768xf32>
    %cst_54 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x65x768xf32>
    %379 = stablehlo.multiply %377, %378 : tensor<1x65x768xf32>
    %380 = chlo.erfc %379 : tensor<1x65x768xf32> -> tensor<1x65x768xf32>
    %381 = stablehlo.multiply %376, %380 : tensor<1x65x768xf32>
    %382 = stablehlo.dot_general %381, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x768xf32>, tensor<768x192xf32>) -> tensor<1x65x192xf32>
    %383 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %385 = stablehlo.add %382, %384 : tensor<1x65x192xf32>
    %386 = stablehlo.add %350, %385 : tensor<1x65x192xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_56 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %390 = stablehlo.divide %388, %389 : tensor<1x65x1xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %391 = call @_var(%386, %c_57) : (tensor<1x65x192xf32>, tensor<i32>) -> tensor<1x65x1xf32>
    %392 = stablehlo.reshape %arg68 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %393 = stablehlo.reshape %arg69 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %395 = stablehlo.add %391, %394 : tensor<1x65x1xf32>
    %396 = stablehlo.rsqrt %395 : tensor<1x65x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %398 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %399 = stablehlo.multiply %397, %398 : tensor<1x65x192xf32>
    %400 = stablehlo.negate %390 : tensor<1x65x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %402 = stablehlo.multiply %401, %399 : tensor<1x65x192xf32>
    %403 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x65x192xf32>
    %404 = stablehlo.add %402, %403 : tensor<1x65x192xf32>
    %405 = stablehlo.multiply %386, %399 : tensor<1x65x192xf32>
    %406 = stablehlo.add %405, %404 : tensor<1x65x192xf32>
    return %406 : tensor<1x65x192xf32>
  }
  func.func private @_take(%arg0: tensor<65x192xf32>, %arg1: tensor<1x65xi32>) -> tensor<1x65x192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x65xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x65xi32>, tensor<1x65xi32>) -> tensor<1x65xi1>
    %c_0 = stablehlo.constant dense<65> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x65xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x65xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x65xi1>, tensor<1x65xi32>, tensor<1x65xi32>) -> tensor<1x65xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<1x65x1xi32>
    %c_1 = stablehlo.constant dense<64> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x65x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x65x1xi32>, tensor<1x65x1xi32>) -> tensor<1x65x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x65x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x65x1xi32>, tensor<1x65x1xi32>) -> tensor<1x65x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x65x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x65x1xi1>, tensor<i1>) -> tensor<1x65xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 192>}> : (tensor<65x192xf32>, tensor<1x65x1xi32>) -> tensor<1x65x192xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x65xi1>) -> tensor<1x65x192xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x65x192xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x65x192xi1>, tensor<1x65x192xf32>
    return %16 : tensor<1x65x192xf32>
  }
  func.func private @_where(%arg0: tensor<1x65xi1>, %arg1: tensor<1x65xi32>, %arg2: tensor<1x65xi32>) -> tensor<1x65xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x65xi1>, tensor<1x65xi32>
    return %0 : tensor<1x65xi32>
  }
  func.func private @_var(%arg0: tensor<1x65x192xf32>, %arg1: tensor<i32>) -> tensor<1x65x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x65x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x192xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x65x192xf32>
    %6 = chlo.square %5 : tensor<1x65x192xf32> -> tensor<1x65x192xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x65x192xf32>, tensor<f32>) -> tensor<1x65xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x65x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<1x65x1xf32>, tensor<f32>) -> tensor<1x65x1xf32>
    return %14 : tensor<1x65x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<1x65x1xf32>, %arg2: tensor<f32>) -> tensor<1x65x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x65x1xf32>
    return %2 : tensor<1x65x1xf32>
  }
}
