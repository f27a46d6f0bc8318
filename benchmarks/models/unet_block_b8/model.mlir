module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<2x2x64x32xf32>, %arg2: tensor<3xf32>, %arg3: tensor<1x1x32x3xf32>, %arg4: tensor<32xf32>, %arg5: tensor<3x3x16x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<3x3x32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<3x3x32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<3x3x64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<32xf32>, %arg21: tensor<3x3x64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<3x3x32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<8x32x32x16xf32>) -> (tensor<8x64x64x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg28, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x32xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x32x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x8x4xf32>
    %5 = chlo.square %4 : tensor<8x32x32x8x4xf32> -> tensor<8x32x32x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x8xf32>
    %12 = chlo.square %8 : tensor<8x8xf32> -> tensor<8x8xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8x8xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %23 = stablehlo.subtract %3, %22 : tensor<8x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %25 = stablehlo.add %21, %24 : tensor<8x1x1x32xf32>
    %26 = stablehlo.rsqrt %25 : tensor<8x1x1x32xf32>
    %27 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x1x1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<8x32x32x32xf32>
    %32 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x32x32x32xf32>
    %35 = call @relu(%34) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %36 = stablehlo.convolution(%35, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x32x32x32xf32>
    %37 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x32x32x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x8x4xf32>
    %41 = chlo.square %40 : tensor<8x32x32x8x4xf32> -> tensor<8x32x32x8x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %44 = stablehlo.divide %42, %43 : tensor<8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_8 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8x8xf32>
    %48 = chlo.square %44 : tensor<8x8xf32> -> tensor<8x8xf32>
    %49 = stablehlo.subtract %47, %48 : tensor<8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %51 = stablehlo.maximum %50, %49 : tensor<8x8xf32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %59 = stablehlo.subtract %39, %58 : tensor<8x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %61 = stablehlo.add %57, %60 : tensor<8x1x1x32xf32>
    %62 = stablehlo.rsqrt %61 : tensor<8x1x1x32xf32>
    %63 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<8x1x1x32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %67 = stablehlo.multiply %59, %66 : tensor<8x32x32x32xf32>
    %68 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %70 = stablehlo.add %67, %69 : tensor<8x32x32x32xf32>
    %71 = call @relu(%70) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.reduce_window"(%71, %72) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %228 = stablehlo.maximum %arg29, %arg30 : tensor<f32>
      stablehlo.return %228 : tensor<f32>
    }) : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %74 = stablehlo.convolution(%73, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x16x16x64xf32>
    %75 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %77 = stablehlo.add %74, %76 : tensor<8x16x16x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x8x8xf32>
    %79 = chlo.square %78 : tensor<8x16x16x8x8xf32> -> tensor<8x16x16x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%78 init: %cst_12) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_13 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%79 init: %cst_14) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_15 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x8xf32>
    %86 = chlo.square %82 : tensor<8x8xf32> -> tensor<8x8xf32>
    %87 = stablehlo.subtract %85, %86 : tensor<8x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<8x8xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x8x8xf32>) -> tensor<8x64xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<8x8x8xf32>) -> tensor<8x64xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %97 = stablehlo.subtract %77, %96 : tensor<8x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %99 = stablehlo.add %95, %98 : tensor<8x1x1x64xf32>
    %100 = stablehlo.rsqrt %99 : tensor<8x1x1x64xf32>
    %101 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<8x1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %105 = stablehlo.multiply %97, %104 : tensor<8x16x16x64xf32>
    %106 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %108 = stablehlo.add %105, %107 : tensor<8x16x16x64xf32>
    %109 = call @relu_0(%108) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %110 = stablehlo.convolution(%109, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %111 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x16x16x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x8x8xf32>
    %115 = chlo.square %114 : tensor<8x16x16x8x8xf32> -> tensor<8x16x16x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%114 init: %cst_18) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_19 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%115 init: %cst_20) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_21 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %121 = stablehlo.divide %119, %120 : tensor<8x8xf32>
    %122 = chlo.square %118 : tensor<8x8xf32> -> tensor<8x8xf32>
    %123 = stablehlo.subtract %121, %122 : tensor<8x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<8x8xf32>
    %126 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x8x8xf32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x8x8xf32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %133 = stablehlo.subtract %113, %132 : tensor<8x16x16x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %135 = stablehlo.add %131, %134 : tensor<8x1x1x64xf32>
    %136 = stablehlo.rsqrt %135 : tensor<8x1x1x64xf32>
    %137 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<8x1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %141 = stablehlo.multiply %133, %140 : tensor<8x16x16x64xf32>
    %142 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %144 = stablehlo.add %141, %143 : tensor<8x16x16x64xf32>
    %145 = call @relu_0(%144) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %146 = stablehlo.convolution(%145, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<2x2x64x32xf32>) -> tensor<8x32x32x32xf32>
    %147 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %149 = stablehlo.add %146, %148 : tensor<8x32x32x32xf32>
    %150 = stablehlo.concatenate %149, %71, dim = 3 : (tensor<8x32x32x32xf32>, tensor<8x32x32x32xf32>) -> tensor<8x32x32x64xf32>
    %151 = stablehlo.convolution(%150, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x32xf32>) -> tensor<8x32x32x32xf32>
    %152 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %154 = stablehlo.add %151, %153 : tensor<8x32x32x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x8x4xf32>
    %156 = chlo.square %155 : tensor<8x32x32x8x4xf32> -> tensor<8x32x32x8x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%155 init: %cst_24) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_25 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %159 = stablehlo.divide %157, %158 : tensor<8x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%156 init: %cst_26) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_27 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8x8xf32>
    %163 = chlo.square %159 : tensor<8x8xf32> -> tensor<8x8xf32>
    %164 = stablehlo.subtract %162, %163 : tensor<8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<8x8xf32>
    %167 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %169 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %171 = stablehlo.broadcast_in_dim %168, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %174 = stablehlo.subtract %154, %173 : tensor<8x32x32x32xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %176 = stablehlo.add %172, %175 : tensor<8x1x1x32xf32>
    %177 = stablehlo.rsqrt %176 : tensor<8x1x1x32xf32>
    %178 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<8x1x1x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %182 = stablehlo.multiply %174, %181 : tensor<8x32x32x32xf32>
    %183 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<8x32x32x32xf32>
    %186 = call @relu(%185) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %187 = stablehlo.convolution(%186, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x32x32x32xf32>
    %188 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %190 = stablehlo.add %187, %189 : tensor<8x32x32x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x8x4xf32>
    %192 = chlo.square %191 : tensor<8x32x32x8x4xf32> -> tensor<8x32x32x8x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%191 init: %cst_30) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_31 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %195 = stablehlo.divide %193, %194 : tensor<8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%192 init: %cst_32) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x32x32x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_33 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %198 = stablehlo.divide %196, %197 : tensor<8x8xf32>
    %199 = chlo.square %195 : tensor<8x8xf32> -> tensor<8x8xf32>
    %200 = stablehlo.subtract %198, %199 : tensor<8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<8x8xf32>
    %203 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %207 = stablehlo.broadcast_in_dim %204, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %210 = stablehlo.subtract %190, %209 : tensor<8x32x32x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %212 = stablehlo.add %208, %211 : tensor<8x1x1x32xf32>
    %213 = stablehlo.rsqrt %212 : tensor<8x1x1x32xf32>
    %214 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<8x1x1x32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %218 = stablehlo.multiply %210, %217 : tensor<8x32x32x32xf32>
    %219 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %221 = stablehlo.add %218, %220 : tensor<8x32x32x32xf32>
    %222 = call @relu(%221) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %223 = call @_resize(%222) : (tensor<8x32x32x32xf32>) -> tensor<8x64x64x32xf32>
    %224 = stablehlo.convolution(%223, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x32xf32>, tensor<1x1x32x3xf32>) -> tensor<8x64x64x3xf32>
    %225 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x64x64x3xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x64x64x3xf32>
    return %227 : tensor<8x64x64x3xf32>
  }
  func.func private @relu(%arg0: tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x32xf32>
    return %1 : tensor<8x32x32x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x64xf32>
    return %1 : tensor<8x16x16x64xf32>
  }
  func.func private @_resize(%arg0: tensor<8x32x32x32xf32>) -> tensor<8x64x64x32xf32> {
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
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x64xf32>, tensor<8x32x32x32xf32>) -> tensor<64x8x32x32xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x8x32x32xf32>, tensor<32x64xf32>) -> tensor<64x8x32x64xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<64x8x32x64xf32>) -> tensor<8x64x64x32xf32>
    return %88 : tensor<8x64x64x32xf32>
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
