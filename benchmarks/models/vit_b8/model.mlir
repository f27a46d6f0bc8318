module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x192xf32>, %arg1: tensor<4x4x3x192xf32>, %arg2: tensor<192xf32>, %arg3: tensor<65x192xf32>, %arg4: tensor<192xf32>, %arg5: tensor<192xf32>, %arg6: tensor<192x3x64xf32>, %arg7: tensor<3x64xf32>, %arg8: tensor<192x3x64xf32>, %arg9: tensor<3x64xf32>, %arg10: tensor<192x3x64xf32>, %arg11: tensor<3x64xf32>, %arg12: tensor<3x64x192xf32>, %arg13: tensor<192xf32>, %arg14: tensor<192xf32>, %arg15: tensor<192xf32>, %arg16: tensor<192x768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768x192xf32>, %arg19: tensor<192xf32>, %arg20: tensor<192xf32>, %arg21: tensor<192xf32>, %arg22: tensor<192x3x64xf32>, %arg23: tensor<3x64xf32>, %arg24: tensor<192x3x64xf32>, %arg25: tensor<3x64xf32>, %arg26: tensor<192x3x64xf32>, %arg27: tensor<3x64xf32>, %arg28: tensor<3x64x192xf32>, %arg29: tensor<192xf32>, %arg30: tensor<192xf32>, %arg31: tensor<192xf32>, %arg32: tensor<192x768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x192xf32>, %arg35: tensor<192xf32>, %arg36: tensor<192xf32>, %arg37: tensor<192xf32>, %arg38: tensor<192x3x64xf32>, %arg39: tensor<3x64xf32>, %arg40: tensor<192x3x64xf32>, %arg41: tensor<3x64xf32>, %arg42: tensor<192x3x64xf32>, %arg43: tensor<3x64xf32>, %arg44: tensor<3x64x192xf32>, %arg45: tensor<192xf32>, %arg46: tensor<192xf32>, %arg47: tensor<192xf32>, %arg48: tensor<192x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768x192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<192xf32>, %arg53: tensor<192xf32>, %arg54: tensor<192x3x64xf32>, %arg55: tensor<3x64xf32>, %arg56: tensor<192x3x64xf32>, %arg57: tensor<3x64xf32>, %arg58: tensor<192x3x64xf32>, %arg59: tensor<3x64xf32>, %arg60: tensor<3x64x192xf32>, %arg61: tensor<192xf32>, %arg62: tensor<192xf32>, %arg63: tensor<192xf32>, %arg64: tensor<192x768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768x192xf32>, %arg67: tensor<192xf32>, %arg68: tensor<192xf32>, %arg69: tensor<192xf32>, %arg70: tensor<8x32x32x3xf32>) -> (tensor<8x65x192xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]]> : tensor<1x65xi32>
    %0 = stablehlo.convolution(%arg70, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<4x4x3x192xf32>) -> tensor<8x8x8x192xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x8x8x192xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x8x192xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x8x8x192xf32>) -> tensor<8x64x192xf32>
    %5 = call @_take(%arg3, %c) : (tensor<65x192xf32>, tensor<1x65xi32>) -> tensor<1x65x192xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<1x1x192xf32>) -> tensor<1x1x1x1x1x192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x192xf32>) -> tensor<8x1x1x1x1x192xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x1x1x1x1x192xf32>) -> tensor<8x1x192xf32>
    %9 = stablehlo.concatenate %8, %4, dim = 1 : (tensor<8x1x192xf32>, tensor<8x64x192xf32>) -> tensor<8x65x192xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x65x192xf32>) -> tensor<8x65x192xf32>
    %11 = stablehlo.add %9, %10 : tensor<8x65x192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x65x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_var(%11, %c_1) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %18 = stablehlo.reshape %arg5 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<8x65x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<8x65x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x65x192xf32>
    %25 = stablehlo.negate %15 : tensor<8x65x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<8x65x192xf32>
    %28 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %29 = stablehlo.add %27, %28 : tensor<8x65x192xf32>
    %30 = stablehlo.multiply %11, %24 : tensor<8x65x192xf32>
    %31 = stablehlo.add %30, %29 : tensor<8x65x192xf32>
    %32 = stablehlo.dot_general %31, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x65x3x64xf32>
    %36 = stablehlo.dot_general %31, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x65x3x64xf32>
    %40 = stablehlo.dot_general %31, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %41 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x65x3x64xf32>
    %44 = stablehlo.reshape %35 : (tensor<8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %45 = stablehlo.dot_general %44, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x1x64xf32>, tensor<8x65x3x64xf32>) -> tensor<8x3x65x1x65xf32>
    %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x3x65x1x65xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<8x3x65x1x65xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<8x3x65x1x65xf32>, tensor<f32>) -> tensor<8x3x65x1xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x3x65x1xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<8x3x65x1xf32>
    %51 = stablehlo.transpose %50, dims = [3, 0, 1, 2] : (tensor<8x3x65x1xf32>) -> tensor<1x8x3x65xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %53 = stablehlo.transpose %47, dims = [3, 0, 1, 2, 4] : (tensor<8x3x65x1x65xf32>) -> tensor<1x8x3x65x65xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<1x8x3x65x65xf32>
    %56 = stablehlo.exponential %55 : tensor<1x8x3x65x65xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x8x3x65x65xf32>, tensor<f32>) -> tensor<1x8x3x65xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %60 = stablehlo.divide %56, %59 : tensor<1x8x3x65x65xf32>
    %61 = stablehlo.dot_general %43, %60, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<1x8x3x65x65xf32>) -> tensor<8x3x64x1x65xf32>
    %62 = stablehlo.transpose %61, dims = [3, 0, 4, 1, 2] : (tensor<8x3x64x1x65xf32>) -> tensor<1x8x65x3x64xf32>
    %63 = stablehlo.transpose %62, dims = [1, 2, 3, 0, 4] : (tensor<1x8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x65x3x1x64xf32>) -> tensor<8x65x3x64xf32>
    %65 = stablehlo.dot_general %64, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<8x65x192xf32>
    %66 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x65x192xf32>
    %69 = stablehlo.add %68, %11 : tensor<8x65x192xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_8 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8x65x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %74 = call @_var(%69, %c_9) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %75 = stablehlo.reshape %arg14 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %76 = stablehlo.reshape %arg15 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %78 = stablehlo.add %74, %77 : tensor<8x65x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<8x65x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<8x65x192xf32>
    %83 = stablehlo.negate %73 : tensor<8x65x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %85 = stablehlo.multiply %84, %82 : tensor<8x65x192xf32>
    %86 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x65x192xf32>
    %88 = stablehlo.multiply %69, %82 : tensor<8x65x192xf32>
    %89 = stablehlo.add %88, %87 : tensor<8x65x192xf32>
    %90 = stablehlo.dot_general %89, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x768xf32>) -> tensor<8x65x768xf32>
    %91 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x65x768xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x65x768xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x65x768xf32>
    %96 = stablehlo.negate %93 : tensor<8x65x768xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<8x65x768xf32>
    %99 = chlo.erfc %98 : tensor<8x65x768xf32> -> tensor<8x65x768xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<8x65x768xf32>
    %101 = stablehlo.dot_general %100, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x768xf32>, tensor<768x192xf32>) -> tensor<8x65x192xf32>
    %102 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x65x192xf32>
    %105 = stablehlo.add %69, %104 : tensor<8x65x192xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_14 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %109 = stablehlo.divide %107, %108 : tensor<8x65x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %110 = call @_var(%105, %c_15) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %111 = stablehlo.reshape %arg20 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %112 = stablehlo.reshape %arg21 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %114 = stablehlo.add %110, %113 : tensor<8x65x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<8x65x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %117 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<8x65x192xf32>
    %119 = stablehlo.negate %109 : tensor<8x65x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<8x65x192xf32>
    %122 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x65x192xf32>
    %124 = stablehlo.multiply %105, %118 : tensor<8x65x192xf32>
    %125 = stablehlo.add %124, %123 : tensor<8x65x192xf32>
    %126 = stablehlo.dot_general %125, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %127 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x65x3x64xf32>
    %130 = stablehlo.dot_general %125, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x65x3x64xf32>
    %134 = stablehlo.dot_general %125, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %135 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %137 = stablehlo.add %134, %136 : tensor<8x65x3x64xf32>
    %138 = stablehlo.reshape %129 : (tensor<8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %139 = stablehlo.dot_general %138, %133, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x1x64xf32>, tensor<8x65x3x64xf32>) -> tensor<8x3x65x1x65xf32>
    %cst_17 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x3x65x1x65xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x3x65x1x65xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<8x3x65x1x65xf32>, tensor<f32>) -> tensor<8x3x65x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x3x65x1xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<8x3x65x1xf32>
    %145 = stablehlo.transpose %144, dims = [3, 0, 1, 2] : (tensor<8x3x65x1xf32>) -> tensor<1x8x3x65xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %147 = stablehlo.transpose %141, dims = [3, 0, 1, 2, 4] : (tensor<8x3x65x1x65xf32>) -> tensor<1x8x3x65x65xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %149 = stablehlo.subtract %147, %148 : tensor<1x8x3x65x65xf32>
    %150 = stablehlo.exponential %149 : tensor<1x8x3x65x65xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<1x8x3x65x65xf32>, tensor<f32>) -> tensor<1x8x3x65xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %154 = stablehlo.divide %150, %153 : tensor<1x8x3x65x65xf32>
    %155 = stablehlo.dot_general %137, %154, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<1x8x3x65x65xf32>) -> tensor<8x3x64x1x65xf32>
    %156 = stablehlo.transpose %155, dims = [3, 0, 4, 1, 2] : (tensor<8x3x64x1x65xf32>) -> tensor<1x8x65x3x64xf32>
    %157 = stablehlo.transpose %156, dims = [1, 2, 3, 0, 4] : (tensor<1x8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x65x3x1x64xf32>) -> tensor<8x65x3x64xf32>
    %159 = stablehlo.dot_general %158, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<8x65x192xf32>
    %160 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %162 = stablehlo.add %159, %161 : tensor<8x65x192xf32>
    %163 = stablehlo.add %162, %105 : tensor<8x65x192xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_22 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<8x65x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %168 = call @_var(%163, %c_23) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %169 = stablehlo.reshape %arg30 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %170 = stablehlo.reshape %arg31 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %172 = stablehlo.add %168, %171 : tensor<8x65x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<8x65x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %175 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<8x65x192xf32>
    %177 = stablehlo.negate %167 : tensor<8x65x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<8x65x192xf32>
    %180 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %181 = stablehlo.add %179, %180 : tensor<8x65x192xf32>
    %182 = stablehlo.multiply %163, %176 : tensor<8x65x192xf32>
    %183 = stablehlo.add %182, %181 : tensor<8x65x192xf32>
    %184 = stablehlo.dot_general %183, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x768xf32>) -> tensor<8x65x768xf32>
    %185 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x65x768xf32>
    %187 = stablehlo.add %184, %186 : tensor<8x65x768xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<8x65x768xf32>
    %190 = stablehlo.negate %187 : tensor<8x65x768xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<8x65x768xf32>
    %193 = chlo.erfc %192 : tensor<8x65x768xf32> -> tensor<8x65x768xf32>
    %194 = stablehlo.multiply %189, %193 : tensor<8x65x768xf32>
    %195 = stablehlo.dot_general %194, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x768xf32>, tensor<768x192xf32>) -> tensor<8x65x192xf32>
    %196 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %198 = stablehlo.add %195, %197 : tensor<8x65x192xf32>
    %199 = stablehlo.add %163, %198 : tensor<8x65x192xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_28 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %203 = stablehlo.divide %201, %202 : tensor<8x65x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %204 = call @_var(%199, %c_29) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %205 = stablehlo.reshape %arg36 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %206 = stablehlo.reshape %arg37 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %208 = stablehlo.add %204, %207 : tensor<8x65x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<8x65x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8x65x192xf32>
    %213 = stablehlo.negate %203 : tensor<8x65x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<8x65x192xf32>
    %216 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %217 = stablehlo.add %215, %216 : tensor<8x65x192xf32>
    %218 = stablehlo.multiply %199, %212 : tensor<8x65x192xf32>
    %219 = stablehlo.add %218, %217 : tensor<8x65x192xf32>
    %220 = stablehlo.dot_general %219, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %221 = stablehlo.broadcast_in_dim %arg39, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x65x3x64xf32>
    %224 = stablehlo.dot_general %219, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %225 = stablehlo.broadcast_in_dim %arg41, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x65x3x64xf32>
    %228 = stablehlo.dot_general %219, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %229 = stablehlo.broadcast_in_dim %arg43, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %231 = stablehlo.add %228, %230 : tensor<8x65x3x64xf32>
    %232 = stablehlo.reshape %223 : (tensor<8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %233 = stablehlo.dot_general %232, %227, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x1x64xf32>, tensor<8x65x3x64xf32>) -> tensor<8x3x65x1x65xf32>
    %cst_31 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x3x65x1x65xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<8x3x65x1x65xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_32) applies stablehlo.maximum across dimensions = [4] : (tensor<8x3x65x1x65xf32>, tensor<f32>) -> tensor<8x3x65x1xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x3x65x1xf32>
    %238 = stablehlo.maximum %237, %236 : tensor<8x3x65x1xf32>
    %239 = stablehlo.transpose %238, dims = [3, 0, 1, 2] : (tensor<8x3x65x1xf32>) -> tensor<1x8x3x65xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %241 = stablehlo.transpose %235, dims = [3, 0, 1, 2, 4] : (tensor<8x3x65x1x65xf32>) -> tensor<1x8x3x65x65xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %243 = stablehlo.subtract %241, %242 : tensor<1x8x3x65x65xf32>
    %244 = stablehlo.exponential %243 : tensor<1x8x3x65x65xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<1x8x3x65x65xf32>, tensor<f32>) -> tensor<1x8x3x65xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %248 = stablehlo.divide %244, %247 : tensor<1x8x3x65x65xf32>
    %249 = stablehlo.dot_general %231, %248, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<1x8x3x65x65xf32>) -> tensor<8x3x64x1x65xf32>
    %250 = stablehlo.transpose %249, dims = [3, 0, 4, 1, 2] : (tensor<8x3x64x1x65xf32>) -> tensor<1x8x65x3x64xf32>
    %251 = stablehlo.transpose %250, dims = [1, 2, 3, 0, 4] : (tensor<1x8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %252 = stablehlo.reshape %251 : (tensor<8x65x3x1x64xf32>) -> tensor<8x65x3x64xf32>
    %253 = stablehlo.dot_general %252, %arg44, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<8x65x192xf32>
    %254 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x65x192xf32>
    %257 = stablehlo.add %256, %199 : tensor<8x65x192xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_36 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<8x65x1xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %262 = call @_var(%257, %c_37) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %263 = stablehlo.reshape %arg46 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %264 = stablehlo.reshape %arg47 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %266 = stablehlo.add %262, %265 : tensor<8x65x1xf32>
    %267 = stablehlo.rsqrt %266 : tensor<8x65x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %269 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<8x65x192xf32>
    %271 = stablehlo.negate %261 : tensor<8x65x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %273 = stablehlo.multiply %272, %270 : tensor<8x65x192xf32>
    %274 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %275 = stablehlo.add %273, %274 : tensor<8x65x192xf32>
    %276 = stablehlo.multiply %257, %270 : tensor<8x65x192xf32>
    %277 = stablehlo.add %276, %275 : tensor<8x65x192xf32>
    %278 = stablehlo.dot_general %277, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x768xf32>) -> tensor<8x65x768xf32>
    %279 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x65x768xf32>
    %281 = stablehlo.add %278, %280 : tensor<8x65x768xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<8x65x768xf32>
    %284 = stablehlo.negate %281 : tensor<8x65x768xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<8x65x768xf32>
    %287 = chlo.erfc %286 : tensor<8x65x768xf32> -> tensor<8x65x768xf32>
    %288 = stablehlo.multiply %283, %287 : tensor<8x65x768xf32>
    %289 = stablehlo.dot_general %288, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x768xf32>, tensor<768x192xf32>) -> tensor<8x65x192xf32>
    %290 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %292 = stablehlo.add %289, %291 : tensor<8x65x192xf32>
    %293 = stablehlo.add %257, %292 : tensor<8x65x192xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_42 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %297 = stablehlo.divide %295, %296 : tensor<8x65x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %298 = call @_var(%293, %c_43) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %299 = stablehlo.reshape %arg52 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %300 = stablehlo.reshape %arg53 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %302 = stablehlo.add %298, %301 : tensor<8x65x1xf32>
    %303 = stablehlo.rsqrt %302 : tensor<8x65x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %305 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<8x65x192xf32>
    %307 = stablehlo.negate %297 : tensor<8x65x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %309 = stablehlo.multiply %308, %306 : tensor<8x65x192xf32>
    %310 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %311 = stablehlo.add %309, %310 : tensor<8x65x192xf32>
    %312 = stablehlo.multiply %293, %306 : tensor<8x65x192xf32>
    %313 = stablehlo.add %312, %311 : tensor<8x65x192xf32>
    %314 = stablehlo.dot_general %313, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %315 = stablehlo.broadcast_in_dim %arg55, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %317 = stablehlo.add %314, %316 : tensor<8x65x3x64xf32>
    %318 = stablehlo.dot_general %313, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %319 = stablehlo.broadcast_in_dim %arg57, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %321 = stablehlo.add %318, %320 : tensor<8x65x3x64xf32>
    %322 = stablehlo.dot_general %313, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x3x64xf32>) -> tensor<8x65x3x64xf32>
    %323 = stablehlo.broadcast_in_dim %arg59, dims = [2, 3] : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<8x65x3x64xf32>
    %325 = stablehlo.add %322, %324 : tensor<8x65x3x64xf32>
    %326 = stablehlo.reshape %317 : (tensor<8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %327 = stablehlo.dot_general %326, %321, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x1x64xf32>, tensor<8x65x3x64xf32>) -> tensor<8x3x65x1x65xf32>
    %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x3x65x1x65xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8x3x65x1x65xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_46) applies stablehlo.maximum across dimensions = [4] : (tensor<8x3x65x1x65xf32>, tensor<f32>) -> tensor<8x3x65x1xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x3x65x1xf32>
    %332 = stablehlo.maximum %331, %330 : tensor<8x3x65x1xf32>
    %333 = stablehlo.transpose %332, dims = [3, 0, 1, 2] : (tensor<8x3x65x1xf32>) -> tensor<1x8x3x65xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %335 = stablehlo.transpose %329, dims = [3, 0, 1, 2, 4] : (tensor<8x3x65x1x65xf32>) -> tensor<1x8x3x65x65xf32>
    %336 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %337 = stablehlo.subtract %335, %336 : tensor<1x8x3x65x65xf32>
    %338 = stablehlo.exponential %337 : tensor<1x8x3x65x65xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_48) applies stablehlo.add across dimensions = [4] : (tensor<1x8x3x65x65xf32>, tensor<f32>) -> tensor<1x8x3x65xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<1x8x3x65xf32>) -> tensor<1x8x3x65x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3, 4] : (tensor<1x8x3x65x1xf32>) -> tensor<1x8x3x65x65xf32>
    %342 = stablehlo.divide %338, %341 : tensor<1x8x3x65x65xf32>
    %343 = stablehlo.dot_general %325, %342, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<1x8x3x65x65xf32>) -> tensor<8x3x64x1x65xf32>
    %344 = stablehlo.transpose %343, dims = [3, 0, 4, 1, 2] : (tensor<8x3x64x1x65xf32>) -> tensor<1x8x65x3x64xf32>
    %345 = stablehlo.transpose %344, dims = [1, 2, 3, 0, 4] : (tensor<1x8x65x3x64xf32>) -> tensor<8x65x3x1x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<8x65x3x1x64xf32>) -> tensor<8x65x3x64xf32>
    %347 = stablehlo.dot_general %346, %arg60, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x3x64xf32>, tensor<3x64x192xf32>) -> tensor<8x65x192xf32>
    %348 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x65x192xf32>
    %351 = stablehlo.add %350, %293 : tensor<8x65x192xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_50 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %355 = stablehlo.divide %353, %354 : tensor<8x65x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %356 = call @_var(%351, %c_51) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %357 = stablehlo.reshape %arg62 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %358 = stablehlo.reshape %arg63 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %360 = stablehlo.add %356, %359 : tensor<8x65x1xf32>
    %361 = stablehlo.rsqrt %360 : tensor<8x65x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %363 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<8x65x192xf32>
    %365 = stablehlo.negate %355 : tensor<8x65x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %367 = stablehlo.multiply %366, %364 : tensor<8x65x192xf32>
    %368 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %369 = stablehlo.add %367, %368 : tensor<8x65x192xf32>
    %370 = stablehlo.multiply %351, %364 : tensor<8x65x192xf32>
    %371 = stablehlo.add %370, %369 : tensor<8x65x192xf32>
    %372 = stablehlo.dot_general %371, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x192xf32>, tensor<192x768xf32>) -> tensor<8x65x768xf32>
    %373 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x65x768xf32>
    %375 = stablehlo.add %372, %374 : tensor<8x65x768xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %377 = stablehlo.multiply %376, %375 : tensor<8x65x768xf32>
    %378 = stablehlo.negate %375 : tensor<8x65x768xf32>
    %cst_54 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x65x768xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<8x65x768xf32>
    %381 = chlo.erfc %380 : tensor<8x65x768xf32> -> tensor<8x65x768xf32>
    %382 = stablehlo.multiply %377, %381 : tensor<8x65x768xf32>
    %383 = stablehlo.dot_general %382, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x768xf32>, tensor<768x192xf32>) -> tensor<8x65x192xf32>
    %384 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %386 = stablehlo.add %383, %385 : tensor<8x65x192xf32>
    %387 = stablehlo.add %351, %386 : tensor<8x65x192xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_56 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %391 = stablehlo.divide %389, %390 : tensor<8x65x1xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %392 = call @_var(%387, %c_57) : (tensor<8x65x192xf32>, tensor<i32>) -> tensor<8x65x1xf32>
    %393 = stablehlo.reshape %arg68 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %394 = stablehlo.reshape %arg69 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %396 = stablehlo.add %392, %395 : tensor<8x65x1xf32>
    %397 = stablehlo.rsqrt %396 : tensor<8x65x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %399 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<8x65x192xf32>
    %401 = stablehlo.negate %391 : tensor<8x65x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<8x65x192xf32>
    %404 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x65x192xf32>
    %405 = stablehlo.add %403, %404 : tensor<8x65x192xf32>
    %406 = stablehlo.multiply %387, %400 : tensor<8x65x192xf32>
    %407 = stablehlo.add %406, %405 : tensor<8x65x192xf32>
    return %407 : tensor<8x65x192xf32>
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
  func.func private @_var(%arg0: tensor<8x65x192xf32>, %arg1: tensor<i32>) -> tensor<8x65x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x65x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x192xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x65x192xf32>
    %6 = chlo.square %5 : tensor<8x65x192xf32> -> tensor<8x65x192xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x65x192xf32>, tensor<f32>) -> tensor<8x65xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x65x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x65x1xf32>, tensor<f32>) -> tensor<8x65x1xf32>
    return %14 : tensor<8x65x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x65x1xf32>, %arg2: tensor<f32>) -> tensor<8x65x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x65x1xf32>
    return %2 : tensor<8x65x1xf32>
  }
}
