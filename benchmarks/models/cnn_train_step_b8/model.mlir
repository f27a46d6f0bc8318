module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x1x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1568x64xf32>, %arg6: tensor<10xf32>, %arg7: tensor<64x10xf32>, %arg8: tensor<16xf32>, %arg9: tensor<3x3x1x16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x16x32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<1568x64xf32>, %arg14: tensor<10xf32>, %arg15: tensor<64x10xf32>, %arg16: tensor<16xf32>, %arg17: tensor<3x3x1x16xf32>, %arg18: tensor<32xf32>, %arg19: tensor<3x3x16x32xf32>, %arg20: tensor<64xf32>, %arg21: tensor<1568x64xf32>, %arg22: tensor<10xf32>, %arg23: tensor<64x10xf32>, %arg24: tensor<i32>, %arg25: tensor<8x28x28x1xf32>, %arg26: tensor<8xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg25, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<3x3x1x16xf32>) -> tensor<8x28x28x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x28x28x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x28x28x16xf32>
    %4 = call @relu(%3) : (tensor<8x28x28x16xf32>) -> tensor<8x28x28x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x28x28x16xf32>, tensor<8x28x28x16xf32>) -> tensor<8x28x28x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x28x28x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%4, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %323 : tensor<f32>
    }) : (tensor<8x28x28x16xf32>, tensor<f32>) -> tensor<8x14x14x16xf32>
    %10 = stablehlo.convolution(%9, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x14x14x32xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x14x14x32xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x14x14x32xf32>
    %14 = call @relu_0(%13) : (tensor<8x14x14x32xf32>) -> tensor<8x14x14x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %16 = stablehlo.compare GT, %13, %15, FLOAT : (tensor<8x14x14x32xf32>, tensor<8x14x14x32xf32>) -> tensor<8x14x14x32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%14, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %323 : tensor<f32>
    }) : (tensor<8x14x14x32xf32>, tensor<f32>) -> tensor<8x7x7x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x7x7x32xf32>) -> tensor<8x1568xf32>
    %21 = stablehlo.dot_general %20, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1568xf32>, tensor<1568x64xf32>) -> tensor<8x64xf32>
    %22 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x64xf32>
    %25 = call @relu_1(%24) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %29 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %30 = stablehlo.reshape %arg6 : (tensor<10xf32>) -> tensor<1x10xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x10xf32>
    %33 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %34:2 = call @take_along_axis(%32, %33) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %35:2 = call @_take(%34#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.reshape %36 : (tensor<8xf32>) -> tensor<8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %39 = stablehlo.compare EQ, %32, %38, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %40 = stablehlo.convert %39 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.maximum %42, %36 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.compare GT, %36, %44, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.compare EQ, %36, %46, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.select %47, %50, %49 : tensor<8xi1>, tensor<8xf32>
    %52 = stablehlo.select %45, %48, %51 : tensor<8xi1>, tensor<8xf32>
    %53 = stablehlo.is_finite %43 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.select %53, %43, %54 : tensor<8xi1>, tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %59 = stablehlo.subtract %32, %58 : tensor<8x10xf32>
    %60 = stablehlo.exponential %59 : tensor<8x10xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.sign %61 : tensor<8xf32>
    %63 = stablehlo.abs %61 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.compare GE, %61, %64, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %66 = stablehlo.log %63 : tensor<8xf32>
    %67 = stablehlo.add %66, %55 : tensor<8xf32>
    %68 = stablehlo.subtract %67, %35#0 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %71 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.negate %72 : tensor<8xf32>
    %74 = stablehlo.divide %72, %63 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.select %65, %75, %74 : tensor<8xi1>, tensor<8xf32>
    %77 = stablehlo.select %65, %74, %75 : tensor<8xi1>, tensor<8xf32>
    %78 = stablehlo.negate %76 : tensor<8xf32>
    %79 = stablehlo.add %77, %78 : tensor<8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %81 = stablehlo.multiply %80, %60 : tensor<8x10xf32>
    %82 = call @_take_2(%35#1, %73) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %83 = call @take_along_axis_3(%34#1, %82) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %86 = stablehlo.reshape %85 : (tensor<10xf32>) -> tensor<1x10xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x10xf32>) -> tensor<10xf32>
    %88 = stablehlo.dot_general %84, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x64xf32>) -> tensor<10x64xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %90 = stablehlo.dot_general %84, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<64x10xf32>) -> tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %92 = stablehlo.select %27, %90, %91 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.reshape %93 : (tensor<64xf32>) -> tensor<1x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x64xf32>) -> tensor<64xf32>
    %96 = stablehlo.dot_general %92, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x1568xf32>) -> tensor<64x1568xf32>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<64x1568xf32>) -> tensor<1568x64xf32>
    %98 = stablehlo.dot_general %92, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<1568x64xf32>) -> tensor<8x1568xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x1568xf32>) -> tensor<8x7x7x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.pad %14, %cst_27, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x14x14x32xf32>, tensor<f32>) -> tensor<8x14x14x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = "stablehlo.select_and_scatter"(%100, %99, %cst_28) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %323 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %323 : tensor<f32>
    }) : (tensor<8x14x14x32xf32>, tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<8x14x14x32xf32>
    %102 = stablehlo.slice %101 [0:8, 0:14, 0:14, 0:32] : (tensor<8x14x14x32xf32>) -> tensor<8x14x14x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %104 = stablehlo.select %16, %102, %103 : tensor<8x14x14x32xi1>, tensor<8x14x14x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x14x14x32xf32>, tensor<f32>) -> tensor<32xf32>
    %106 = stablehlo.reshape %105 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %108 = stablehlo.convolution(%9, %104) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x16xf32>, tensor<8x14x14x32xf32>) -> tensor<3x3x16x32xf32>
    %109 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x32xf32>
    %110 = stablehlo.convolution(%104, %109) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x14x14x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.pad %4, %cst_31, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x28x28x16xf32>, tensor<f32>) -> tensor<8x28x28x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = "stablehlo.select_and_scatter"(%111, %110, %cst_32) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %323 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %323 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %323 : tensor<f32>
    }) : (tensor<8x28x28x16xf32>, tensor<8x14x14x16xf32>, tensor<f32>) -> tensor<8x28x28x16xf32>
    %113 = stablehlo.slice %112 [0:8, 0:28, 0:28, 0:16] : (tensor<8x28x28x16xf32>) -> tensor<8x28x28x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x28x28x16xf32>
    %115 = stablehlo.select %6, %113, %114 : tensor<8x28x28x16xi1>, tensor<8x28x28x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x28x28x16xf32>, tensor<f32>) -> tensor<16xf32>
    %117 = stablehlo.reshape %116 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %119 = stablehlo.convolution(%arg25, %115) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<8x28x28x16xf32>) -> tensor<3x3x1x16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %123 = stablehlo.multiply %122, %arg8 : tensor<16xf32>
    %124 = stablehlo.add %121, %123 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %126 = stablehlo.multiply %125, %119 : tensor<3x3x1x16xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %128 = stablehlo.multiply %127, %arg9 : tensor<3x3x1x16xf32>
    %129 = stablehlo.add %126, %128 : tensor<3x3x1x16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %131 = stablehlo.multiply %130, %107 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.multiply %132, %arg10 : tensor<32xf32>
    %134 = stablehlo.add %131, %133 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %136 = stablehlo.multiply %135, %108 : tensor<3x3x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %138 = stablehlo.multiply %137, %arg11 : tensor<3x3x16x32xf32>
    %139 = stablehlo.add %136, %138 : tensor<3x3x16x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %141 = stablehlo.multiply %140, %95 : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %143 = stablehlo.multiply %142, %arg12 : tensor<64xf32>
    %144 = stablehlo.add %141, %143 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %146 = stablehlo.multiply %145, %97 : tensor<1568x64xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %148 = stablehlo.multiply %147, %arg13 : tensor<1568x64xf32>
    %149 = stablehlo.add %146, %148 : tensor<1568x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %151 = stablehlo.multiply %150, %87 : tensor<10xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %153 = stablehlo.multiply %152, %arg14 : tensor<10xf32>
    %154 = stablehlo.add %151, %153 : tensor<10xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %156 = stablehlo.multiply %155, %89 : tensor<64x10xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %158 = stablehlo.multiply %157, %arg15 : tensor<64x10xf32>
    %159 = stablehlo.add %156, %158 : tensor<64x10xf32>
    %160 = stablehlo.multiply %118, %118 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %164 = stablehlo.multiply %163, %arg16 : tensor<16xf32>
    %165 = stablehlo.add %162, %164 : tensor<16xf32>
    %166 = stablehlo.multiply %119, %119 : tensor<3x3x1x16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<3x3x1x16xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %170 = stablehlo.multiply %169, %arg17 : tensor<3x3x1x16xf32>
    %171 = stablehlo.add %168, %170 : tensor<3x3x1x16xf32>
    %172 = stablehlo.multiply %107, %107 : tensor<32xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<32xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %176 = stablehlo.multiply %175, %arg18 : tensor<32xf32>
    %177 = stablehlo.add %174, %176 : tensor<32xf32>
    %178 = stablehlo.multiply %108, %108 : tensor<3x3x16x32xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<3x3x16x32xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %182 = stablehlo.multiply %181, %arg19 : tensor<3x3x16x32xf32>
    %183 = stablehlo.add %180, %182 : tensor<3x3x16x32xf32>
    %184 = stablehlo.multiply %95, %95 : tensor<64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %188 = stablehlo.multiply %187, %arg20 : tensor<64xf32>
    %189 = stablehlo.add %186, %188 : tensor<64xf32>
    %190 = stablehlo.multiply %97, %97 : tensor<1568x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<1568x64xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %194 = stablehlo.multiply %193, %arg21 : tensor<1568x64xf32>
    %195 = stablehlo.add %192, %194 : tensor<1568x64xf32>
    %196 = stablehlo.multiply %87, %87 : tensor<10xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<10xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %200 = stablehlo.multiply %199, %arg22 : tensor<10xf32>
    %201 = stablehlo.add %198, %200 : tensor<10xf32>
    %202 = stablehlo.multiply %89, %89 : tensor<64x10xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<64x10xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %206 = stablehlo.multiply %205, %arg23 : tensor<64x10xf32>
    %207 = stablehlo.add %204, %206 : tensor<64x10xf32>
    %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
    %208 = stablehlo.compare LT, %arg24, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_68 = stablehlo.constant dense<1> : tensor<i32>
    %209 = stablehlo.add %arg24, %c_68 : tensor<i32>
    %c_69 = stablehlo.constant dense<2147483647> : tensor<i32>
    %210 = call @_where_4(%208, %209, %c_69) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.convert %210 : (tensor<i32>) -> tensor<f32>
    %212 = stablehlo.convert %210 : (tensor<i32>) -> tensor<f32>
    %213 = stablehlo.power %cst_70, %212 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.subtract %cst_71, %213 : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.divide %124, %215 : tensor<16xf32>
    %217 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %218 = stablehlo.divide %129, %217 : tensor<3x3x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.divide %134, %219 : tensor<32xf32>
    %221 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %222 = stablehlo.divide %139, %221 : tensor<3x3x16x32xf32>
    %223 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.divide %144, %223 : tensor<64xf32>
    %225 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %226 = stablehlo.divide %149, %225 : tensor<1568x64xf32>
    %227 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %228 = stablehlo.divide %154, %227 : tensor<10xf32>
    %229 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %230 = stablehlo.divide %159, %229 : tensor<64x10xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.convert %210 : (tensor<i32>) -> tensor<f32>
    %232 = stablehlo.convert %210 : (tensor<i32>) -> tensor<f32>
    %233 = stablehlo.power %cst_72, %232 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.subtract %cst_73, %233 : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %236 = stablehlo.divide %165, %235 : tensor<16xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %238 = stablehlo.divide %171, %237 : tensor<3x3x1x16xf32>
    %239 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %240 = stablehlo.divide %177, %239 : tensor<32xf32>
    %241 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %242 = stablehlo.divide %183, %241 : tensor<3x3x16x32xf32>
    %243 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %244 = stablehlo.divide %189, %243 : tensor<64xf32>
    %245 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %246 = stablehlo.divide %195, %245 : tensor<1568x64xf32>
    %247 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %248 = stablehlo.divide %201, %247 : tensor<10xf32>
    %249 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %250 = stablehlo.divide %207, %249 : tensor<64x10xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.add %236, %251 : tensor<16xf32>
    %253 = stablehlo.sqrt %252 : tensor<16xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %255 = stablehlo.add %253, %254 : tensor<16xf32>
    %256 = stablehlo.divide %216, %255 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %258 = stablehlo.add %238, %257 : tensor<3x3x1x16xf32>
    %259 = stablehlo.sqrt %258 : tensor<3x3x1x16xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %261 = stablehlo.add %259, %260 : tensor<3x3x1x16xf32>
    %262 = stablehlo.divide %218, %261 : tensor<3x3x1x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %264 = stablehlo.add %240, %263 : tensor<32xf32>
    %265 = stablehlo.sqrt %264 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %267 = stablehlo.add %265, %266 : tensor<32xf32>
    %268 = stablehlo.divide %220, %267 : tensor<32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %270 = stablehlo.add %242, %269 : tensor<3x3x16x32xf32>
    %271 = stablehlo.sqrt %270 : tensor<3x3x16x32xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %273 = stablehlo.add %271, %272 : tensor<3x3x16x32xf32>
    %274 = stablehlo.divide %222, %273 : tensor<3x3x16x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %276 = stablehlo.add %244, %275 : tensor<64xf32>
    %277 = stablehlo.sqrt %276 : tensor<64xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %279 = stablehlo.add %277, %278 : tensor<64xf32>
    %280 = stablehlo.divide %224, %279 : tensor<64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %282 = stablehlo.add %246, %281 : tensor<1568x64xf32>
    %283 = stablehlo.sqrt %282 : tensor<1568x64xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %285 = stablehlo.add %283, %284 : tensor<1568x64xf32>
    %286 = stablehlo.divide %226, %285 : tensor<1568x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %288 = stablehlo.add %248, %287 : tensor<10xf32>
    %289 = stablehlo.sqrt %288 : tensor<10xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %291 = stablehlo.add %289, %290 : tensor<10xf32>
    %292 = stablehlo.divide %228, %291 : tensor<10xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %294 = stablehlo.add %250, %293 : tensor<64x10xf32>
    %295 = stablehlo.sqrt %294 : tensor<64x10xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %297 = stablehlo.add %295, %296 : tensor<64x10xf32>
    %298 = stablehlo.divide %230, %297 : tensor<64x10xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %300 = stablehlo.multiply %299, %256 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %302 = stablehlo.multiply %301, %262 : tensor<3x3x1x16xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.multiply %303, %268 : tensor<32xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %306 = stablehlo.multiply %305, %274 : tensor<3x3x16x32xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %308 = stablehlo.multiply %307, %280 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %310 = stablehlo.multiply %309, %286 : tensor<1568x64xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %312 = stablehlo.multiply %311, %292 : tensor<10xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %314 = stablehlo.multiply %313, %298 : tensor<64x10xf32>
    %315 = stablehlo.add %arg0, %300 : tensor<16xf32>
    %316 = stablehlo.add %arg1, %302 : tensor<3x3x1x16xf32>
    %317 = stablehlo.add %arg2, %304 : tensor<32xf32>
    %318 = stablehlo.add %arg3, %306 : tensor<3x3x16x32xf32>
    %319 = stablehlo.add %arg4, %308 : tensor<64xf32>
    %320 = stablehlo.add %arg5, %310 : tensor<1568x64xf32>
    %321 = stablehlo.add %arg6, %312 : tensor<10xf32>
    %322 = stablehlo.add %arg7, %314 : tensor<64x10xf32>
    return %315, %316, %317, %318, %319, %320, %321, %322, %210, %124, %129, %134, %139, %144, %149, %154, %159, %165, %171, %177, %183, %189, %195, %201, %207, %70 : tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<i32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x28x28x16xf32>) -> tensor<8x28x28x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x28x28x16xf32>
    return %1 : tensor<8x28x28x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x14x14x32xf32>) -> tensor<8x14x14x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x14x14x32xf32>
    return %1 : tensor<8x14x14x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
