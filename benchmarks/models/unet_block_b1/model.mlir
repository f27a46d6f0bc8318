module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<2x2x64x32xf32>, %arg2: tensor<3xf32>, %arg3: tensor<1x1x32x3xf32>, %arg4: tensor<32xf32>, %arg5: tensor<3x3x16x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<3x3x32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<3x3x32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<3x3x64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<32xf32>, %arg21: tensor<3x3x64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<3x3x32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<1x32x32x16xf32>) -> (tensor<1x64x64x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg28, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<1x32x32x32xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x32x32x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x8x4xf32>
    %5 = chlo.square %4 : tensor<1x32x32x8x4xf32> -> tensor<1x32x32x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x8xf32>
    %12 = chlo.square %8 : tensor<1x8xf32> -> tensor<1x8xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<1x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<1x8xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %23 = stablehlo.subtract %3, %22 : tensor<1x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %25 = stablehlo.add %21, %24 : tensor<1x1x1x32xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x1x1x32xf32>
    %27 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %30 = stablehlo.multiply %23, %29 : tensor<1x32x32x32xf32>
    %31 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<1x32x32x32xf32>
    %34 = call @relu(%33) : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %35 = stablehlo.convolution(%34, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x32x32x32xf32>
    %36 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x32x32x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x8x4xf32>
    %40 = chlo.square %39 : tensor<1x32x32x8x4xf32> -> tensor<1x32x32x8x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %43 = stablehlo.divide %41, %42 : tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %46 = stablehlo.divide %44, %45 : tensor<1x8xf32>
    %47 = chlo.square %43 : tensor<1x8xf32> -> tensor<1x8xf32>
    %48 = stablehlo.subtract %46, %47 : tensor<1x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<1x8xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %58 = stablehlo.subtract %38, %57 : tensor<1x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.add %56, %59 : tensor<1x1x1x32xf32>
    %61 = stablehlo.rsqrt %60 : tensor<1x1x1x32xf32>
    %62 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x1x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %65 = stablehlo.multiply %58, %64 : tensor<1x32x32x32xf32>
    %66 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<1x32x32x32xf32>
    %69 = call @relu(%68) : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.reduce_window"(%69, %70) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %222 = stablehlo.maximum %arg29, %arg30 : tensor<f32>
      stablehlo.return %222 : tensor<f32>
    }) : (tensor<1x32x32x32xf32>, tensor<f32>) -> tensor<1x16x16x32xf32>
    %72 = stablehlo.convolution(%71, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x16x16x64xf32>
    %73 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<1x16x16x64xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x8x8xf32>
    %77 = chlo.square %76 : tensor<1x16x16x8x8xf32> -> tensor<1x16x16x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_13 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %80 = stablehlo.divide %78, %79 : tensor<1x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_14) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_15 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %83 = stablehlo.divide %81, %82 : tensor<1x8xf32>
    %84 = chlo.square %80 : tensor<1x8xf32> -> tensor<1x8xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<1x8xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %95 = stablehlo.subtract %75, %94 : tensor<1x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %97 = stablehlo.add %93, %96 : tensor<1x1x1x64xf32>
    %98 = stablehlo.rsqrt %97 : tensor<1x1x1x64xf32>
    %99 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<1x1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %102 = stablehlo.multiply %95, %101 : tensor<1x16x16x64xf32>
    %103 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %105 = stablehlo.add %102, %104 : tensor<1x16x16x64xf32>
    %106 = call @relu_0(%105) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %107 = stablehlo.convolution(%106, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x16x16x64xf32>
    %108 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<1x16x16x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x8x8xf32>
    %112 = chlo.square %111 : tensor<1x16x16x8x8xf32> -> tensor<1x16x16x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%111 init: %cst_18) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_19 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<1x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%112 init: %cst_20) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_21 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %118 = stablehlo.divide %116, %117 : tensor<1x8xf32>
    %119 = chlo.square %115 : tensor<1x8xf32> -> tensor<1x8xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<1x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %122 = stablehlo.maximum %121, %120 : tensor<1x8xf32>
    %123 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %130 = stablehlo.subtract %110, %129 : tensor<1x16x16x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %132 = stablehlo.add %128, %131 : tensor<1x1x1x64xf32>
    %133 = stablehlo.rsqrt %132 : tensor<1x1x1x64xf32>
    %134 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<1x1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %137 = stablehlo.multiply %130, %136 : tensor<1x16x16x64xf32>
    %138 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %140 = stablehlo.add %137, %139 : tensor<1x16x16x64xf32>
    %141 = call @relu_0(%140) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %142 = stablehlo.convolution(%141, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<2x2x64x32xf32>) -> tensor<1x32x32x32xf32>
    %143 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %145 = stablehlo.add %142, %144 : tensor<1x32x32x32xf32>
    %146 = stablehlo.concatenate %145, %69, dim = 3 : (tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) -> tensor<1x32x32x64xf32>
    %147 = stablehlo.convolution(%146, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x64xf32>, tensor<3x3x64x32xf32>) -> tensor<1x32x32x32xf32>
    %148 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %150 = stablehlo.add %147, %149 : tensor<1x32x32x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x8x4xf32>
    %152 = chlo.square %151 : tensor<1x32x32x8x4xf32> -> tensor<1x32x32x8x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%151 init: %cst_24) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_25 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %155 = stablehlo.divide %153, %154 : tensor<1x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%152 init: %cst_26) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_27 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %158 = stablehlo.divide %156, %157 : tensor<1x8xf32>
    %159 = chlo.square %155 : tensor<1x8xf32> -> tensor<1x8xf32>
    %160 = stablehlo.subtract %158, %159 : tensor<1x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %162 = stablehlo.maximum %161, %160 : tensor<1x8xf32>
    %163 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %164 = stablehlo.reshape %163 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %165 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %166 = stablehlo.reshape %165 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %170 = stablehlo.subtract %150, %169 : tensor<1x32x32x32xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %172 = stablehlo.add %168, %171 : tensor<1x1x1x32xf32>
    %173 = stablehlo.rsqrt %172 : tensor<1x1x1x32xf32>
    %174 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<1x1x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %177 = stablehlo.multiply %170, %176 : tensor<1x32x32x32xf32>
    %178 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %180 = stablehlo.add %177, %179 : tensor<1x32x32x32xf32>
    %181 = call @relu(%180) : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %182 = stablehlo.convolution(%181, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x32x32x32xf32>
    %183 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<1x32x32x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x8x4xf32>
    %187 = chlo.square %186 : tensor<1x32x32x8x4xf32> -> tensor<1x32x32x8x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_30) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_31 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %190 = stablehlo.divide %188, %189 : tensor<1x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_32) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_33 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %193 = stablehlo.divide %191, %192 : tensor<1x8xf32>
    %194 = chlo.square %190 : tensor<1x8xf32> -> tensor<1x8xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<1x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<1x8xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %200 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %202 = stablehlo.broadcast_in_dim %199, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %205 = stablehlo.subtract %185, %204 : tensor<1x32x32x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %207 = stablehlo.add %203, %206 : tensor<1x1x1x32xf32>
    %208 = stablehlo.rsqrt %207 : tensor<1x1x1x32xf32>
    %209 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<1x1x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %212 = stablehlo.multiply %205, %211 : tensor<1x32x32x32xf32>
    %213 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x32x32x32xf32>
    %215 = stablehlo.add %212, %214 : tensor<1x32x32x32xf32>
    %216 = call @relu(%215) : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %217 = call @_resize(%216) : (tensor<1x32x32x32xf32>) -> tensor<1x64x64x32xf32>
    %218 = stablehlo.convolution(%217, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x32xf32>, tensor<1x1x32x3xf32>) -> tensor<1x64x64x3xf32>
    %219 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x64x64x3xf32>
    %221 = stablehlo.add %218, %220 : tensor<1x64x64x3xf32>
    return %221 : tensor<1x64x64x3xf32>
  }
  func.func private @relu(%arg0: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x32x32x32xf32>
    return %1 : tensor<1x32x32x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x16x16x64xf32>
    return %1 : tensor<1x16x16x64xf32>
  }
  func.func private @_resize(%arg0: tensor<1x32x32x32xf32>) -> tensor<1x64x64x32xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<64xf32>
    %10 = stablehlo.iota dim = 0 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<32x64xf32>
    %16 = stablehlo.abs %15 : tensor<32x64xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %19 = stablehlo.divide %16, %18 : tensor<32x64xf32>
    %20 = stablehlo.abs %19 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %27 = stablehlo.abs %26 : tensor<1x64xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x64xi1>, tensor<1x64xf32>, tensor<i32>) -> tensor<1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.divide %24, %33 : tensor<32x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_1(%29, %34, %c_10) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_12 = stablehlo.constant dense<3.150000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %40 = stablehlo.and %37, %39 : tensor<64xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_1(%41, %35, %c_13) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %46 = stablehlo.add %44, %45 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<64xf32>
    %53 = stablehlo.iota dim = 0 : tensor<32xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<32x64xf32>
    %59 = stablehlo.abs %58 : tensor<32x64xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %62 = stablehlo.divide %59, %61 : tensor<32x64xf32>
    %63 = stablehlo.abs %62 : tensor<32x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %70 = stablehlo.abs %69 : tensor<1x64xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where(%74, %69, %c_25) : (tensor<1x64xi1>, tensor<1x64xf32>, tensor<i32>) -> tensor<1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %77 = stablehlo.divide %67, %76 : tensor<32x64xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_1(%72, %77, %c_26) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_28 = stablehlo.constant dense<3.150000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %83 = stablehlo.and %80, %82 : tensor<64xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_1(%84, %78, %c_29) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x64xf32>, tensor<1x32x32x32xf32>) -> tensor<64x1x32x32xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x1x32x32xf32>, tensor<32x64xf32>) -> tensor<64x1x32x64xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<64x1x32x64xf32>) -> tensor<1x64x64x32xf32>
    return %88 : tensor<1x64x64x32xf32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xf32>, %arg2: tensor<i32>) -> tensor<1x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x64xi1>, tensor<1x64xf32>
    return %2 : tensor<1x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x64xi1>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<32x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<32x64xi1>, tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
}
