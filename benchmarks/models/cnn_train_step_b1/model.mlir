module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x1x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1568x64xf32>, %arg6: tensor<10xf32>, %arg7: tensor<64x10xf32>, %arg8: tensor<16xf32>, %arg9: tensor<3x3x1x16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x16x32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<1568x64xf32>, %arg14: tensor<10xf32>, %arg15: tensor<64x10xf32>, %arg16: tensor<16xf32>, %arg17: tensor<3x3x1x16xf32>, %arg18: tensor<32xf32>, %arg19: tensor<3x3x16x32xf32>, %arg20: tensor<64xf32>, %arg21: tensor<1568x64xf32>, %arg22: tensor<10xf32>, %arg23: tensor<64x10xf32>, %arg24: tensor<i32>, %arg25: tensor<1x28x28x1xf32>, %arg26: tensor<1xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<3x3x1x16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<1568x64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg25, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x28x1xf32>, tensor<3x3x1x16xf32>) -> tensor<1x28x28x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x28x28x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x28x28x16xf32>
    %4 = call @relu(%3) : (tensor<1x28x28x16xf32>) -> tensor<1x28x28x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x28x28x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<1x28x28x16xf32>, tensor<1x28x28x16xf32>) -> tensor<1x28x28x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x28x28x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%4, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %317 : tensor<f32>
    }) : (tensor<1x28x28x16xf32>, tensor<f32>) -> tensor<1x14x14x16xf32>
    %10 = stablehlo.convolution(%9, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x14x14x16xf32>, tensor<3x3x16x32xf32>) -> tensor<1x14x14x32xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x14x14x32xf32>
    %13 = stablehlo.add %10, %12 : tensor<1x14x14x32xf32>
    %14 = call @relu_0(%13) : (tensor<1x14x14x32xf32>) -> tensor<1x14x14x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x14x14x32xf32>
    %16 = stablehlo.compare GT, %13, %15, FLOAT : (tensor<1x14x14x32xf32>, tensor<1x14x14x32xf32>) -> tensor<1x14x14x32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x14x14x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%14, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %317 : tensor<f32>
    }) : (tensor<1x14x14x32xf32>, tensor<f32>) -> tensor<1x7x7x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x7x7x32xf32>) -> tensor<1x1568xf32>
    %21 = stablehlo.dot_general %20, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1568xf32>, tensor<1568x64xf32>) -> tensor<1x64xf32>
    %22 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x64xf32>
    %24 = call @relu_1(%23) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %26 = stablehlo.compare GT, %23, %25, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %28 = stablehlo.dot_general %24, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x10xf32>) -> tensor<1x10xf32>
    %29 = stablehlo.reshape %arg6 : (tensor<10xf32>) -> tensor<1x10xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x10xf32>
    %31 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %32:2 = call @take_along_axis(%30, %31) : (tensor<1x10xf32>, tensor<1x1xi32>) -> (tensor<1x1xf32>, tensor<1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %33:2 = call @_take(%32#0, %c) : (tensor<1x1xf32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %37 = stablehlo.compare EQ, %30, %36, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %38 = stablehlo.convert %37 : (tensor<1x10xi1>) -> tensor<1x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %41 = stablehlo.maximum %40, %34 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %43 = stablehlo.compare GT, %34, %42, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %45 = stablehlo.compare EQ, %34, %44, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %49 = stablehlo.select %45, %48, %47 : tensor<1xi1>, tensor<1xf32>
    %50 = stablehlo.select %43, %46, %49 : tensor<1xi1>, tensor<1xf32>
    %51 = stablehlo.is_finite %41 : (tensor<1xf32>) -> tensor<1xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %53 = stablehlo.select %51, %41, %52 : tensor<1xi1>, tensor<1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %57 = stablehlo.subtract %30, %56 : tensor<1x10xf32>
    %58 = stablehlo.exponential %57 : tensor<1x10xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.sign %59 : tensor<1xf32>
    %61 = stablehlo.abs %59 : tensor<1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %63 = stablehlo.compare GE, %59, %62, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %64 = stablehlo.log %61 : tensor<1xf32>
    %65 = stablehlo.add %64, %53 : tensor<1xf32>
    %66 = stablehlo.subtract %65, %33#0 : tensor<1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %71 = stablehlo.negate %70 : tensor<1xf32>
    %72 = stablehlo.divide %70, %61 : tensor<1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %74 = stablehlo.select %63, %73, %72 : tensor<1xi1>, tensor<1xf32>
    %75 = stablehlo.select %63, %72, %73 : tensor<1xi1>, tensor<1xf32>
    %76 = stablehlo.negate %74 : tensor<1xf32>
    %77 = stablehlo.add %75, %76 : tensor<1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<1xf32>) -> tensor<1x10xf32>
    %79 = stablehlo.multiply %78, %58 : tensor<1x10xf32>
    %80 = call @_take_2(%33#1, %71) : (tensor<1xi32>, tensor<1xf32>) -> tensor<1x1xf32>
    %81 = call @take_along_axis_3(%32#1, %80) : (tensor<1x1xi32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    %82 = stablehlo.add %79, %81 : tensor<1x10xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x10xf32>) -> tensor<10xf32>
    %84 = stablehlo.dot_general %82, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x10xf32>, tensor<1x64xf32>) -> tensor<10x64xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %86 = stablehlo.dot_general %82, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x10xf32>, tensor<64x10xf32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %88 = stablehlo.select %26, %86, %87 : tensor<1x64xi1>, tensor<1x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x64xf32>) -> tensor<64xf32>
    %90 = stablehlo.dot_general %88, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<1x1568xf32>) -> tensor<64x1568xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<64x1568xf32>) -> tensor<1568x64xf32>
    %92 = stablehlo.dot_general %88, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<1568x64xf32>) -> tensor<1x1568xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x1568xf32>) -> tensor<1x7x7x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.pad %14, %cst_25, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x14x14x32xf32>, tensor<f32>) -> tensor<1x14x14x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = "stablehlo.select_and_scatter"(%94, %93, %cst_26) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %317 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %317 : tensor<f32>
    }) : (tensor<1x14x14x32xf32>, tensor<1x7x7x32xf32>, tensor<f32>) -> tensor<1x14x14x32xf32>
    %96 = stablehlo.slice %95 [0:1, 0:14, 0:14, 0:32] : (tensor<1x14x14x32xf32>) -> tensor<1x14x14x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x14x14x32xf32>
    %98 = stablehlo.select %16, %96, %97 : tensor<1x14x14x32xi1>, tensor<1x14x14x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_28) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x14x14x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %102 = stablehlo.convolution(%9, %98) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x14x14x16xf32>, tensor<1x14x14x32xf32>) -> tensor<3x3x16x32xf32>
    %103 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x32xf32>
    %104 = stablehlo.convolution(%98, %103) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x14x14x32xf32>, tensor<3x3x16x32xf32>) -> tensor<1x14x14x16xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.pad %4, %cst_29, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x28x28x16xf32>, tensor<f32>) -> tensor<1x28x28x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = "stablehlo.select_and_scatter"(%105, %104, %cst_30) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %317 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %317 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %317 : tensor<f32>
    }) : (tensor<1x28x28x16xf32>, tensor<1x14x14x16xf32>, tensor<f32>) -> tensor<1x28x28x16xf32>
    %107 = stablehlo.slice %106 [0:1, 0:28, 0:28, 0:16] : (tensor<1x28x28x16xf32>) -> tensor<1x28x28x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x28x28x16xf32>
    %109 = stablehlo.select %6, %107, %108 : tensor<1x28x28x16xi1>, tensor<1x28x28x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_32) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x28x28x16xf32>, tensor<f32>) -> tensor<1x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %113 = stablehlo.convolution(%arg25, %109) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x28x1xf32>, tensor<1x28x28x16xf32>) -> tensor<3x3x1x16xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.multiply %114, %112 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %117 = stablehlo.multiply %116, %arg8 : tensor<16xf32>
    %118 = stablehlo.add %115, %117 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %120 = stablehlo.multiply %119, %113 : tensor<3x3x1x16xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %122 = stablehlo.multiply %121, %arg9 : tensor<3x3x1x16xf32>
    %123 = stablehlo.add %120, %122 : tensor<3x3x1x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %125 = stablehlo.multiply %124, %101 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %127 = stablehlo.multiply %126, %arg10 : tensor<32xf32>
    %128 = stablehlo.add %125, %127 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %130 = stablehlo.multiply %129, %102 : tensor<3x3x16x32xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %132 = stablehlo.multiply %131, %arg11 : tensor<3x3x16x32xf32>
    %133 = stablehlo.add %130, %132 : tensor<3x3x16x32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.multiply %134, %89 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %137 = stablehlo.multiply %136, %arg12 : tensor<64xf32>
    %138 = stablehlo.add %135, %137 : tensor<64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %140 = stablehlo.multiply %139, %91 : tensor<1568x64xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %142 = stablehlo.multiply %141, %arg13 : tensor<1568x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<1568x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %145 = stablehlo.multiply %144, %83 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.multiply %146, %arg14 : tensor<10xf32>
    %148 = stablehlo.add %145, %147 : tensor<10xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %150 = stablehlo.multiply %149, %85 : tensor<64x10xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %152 = stablehlo.multiply %151, %arg15 : tensor<64x10xf32>
    %153 = stablehlo.add %150, %152 : tensor<64x10xf32>
    %154 = stablehlo.multiply %112, %112 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.multiply %157, %arg16 : tensor<16xf32>
    %159 = stablehlo.add %156, %158 : tensor<16xf32>
    %160 = stablehlo.multiply %113, %113 : tensor<3x3x1x16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<3x3x1x16xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %164 = stablehlo.multiply %163, %arg17 : tensor<3x3x1x16xf32>
    %165 = stablehlo.add %162, %164 : tensor<3x3x1x16xf32>
    %166 = stablehlo.multiply %101, %101 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<32xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %170 = stablehlo.multiply %169, %arg18 : tensor<32xf32>
    %171 = stablehlo.add %168, %170 : tensor<32xf32>
    %172 = stablehlo.multiply %102, %102 : tensor<3x3x16x32xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<3x3x16x32xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %176 = stablehlo.multiply %175, %arg19 : tensor<3x3x16x32xf32>
    %177 = stablehlo.add %174, %176 : tensor<3x3x16x32xf32>
    %178 = stablehlo.multiply %89, %89 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<64xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.multiply %181, %arg20 : tensor<64xf32>
    %183 = stablehlo.add %180, %182 : tensor<64xf32>
    %184 = stablehlo.multiply %91, %91 : tensor<1568x64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<1568x64xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %188 = stablehlo.multiply %187, %arg21 : tensor<1568x64xf32>
    %189 = stablehlo.add %186, %188 : tensor<1568x64xf32>
    %190 = stablehlo.multiply %83, %83 : tensor<10xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<10xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %194 = stablehlo.multiply %193, %arg22 : tensor<10xf32>
    %195 = stablehlo.add %192, %194 : tensor<10xf32>
    %196 = stablehlo.multiply %85, %85 : tensor<64x10xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<64x10xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %200 = stablehlo.multiply %199, %arg23 : tensor<64x10xf32>
    %201 = stablehlo.add %198, %200 : tensor<64x10xf32>
    %c_65 = stablehlo.constant dense<2147483647> : tensor<i32>
    %202 = stablehlo.compare LT, %arg24, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %203 = stablehlo.add %arg24, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
    %204 = call @_where_4(%202, %203, %c_67) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %205 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %206 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %207 = stablehlo.power %cst_68, %206 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.subtract %cst_69, %207 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.divide %118, %209 : tensor<16xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %212 = stablehlo.divide %123, %211 : tensor<3x3x1x16xf32>
    %213 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %214 = stablehlo.divide %128, %213 : tensor<32xf32>
    %215 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %216 = stablehlo.divide %133, %215 : tensor<3x3x16x32xf32>
    %217 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.divide %138, %217 : tensor<64xf32>
    %219 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %220 = stablehlo.divide %143, %219 : tensor<1568x64xf32>
    %221 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %222 = stablehlo.divide %148, %221 : tensor<10xf32>
    %223 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %224 = stablehlo.divide %153, %223 : tensor<64x10xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %225 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %226 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %227 = stablehlo.power %cst_70, %226 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.subtract %cst_71, %227 : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %230 = stablehlo.divide %159, %229 : tensor<16xf32>
    %231 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %232 = stablehlo.divide %165, %231 : tensor<3x3x1x16xf32>
    %233 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %234 = stablehlo.divide %171, %233 : tensor<32xf32>
    %235 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %236 = stablehlo.divide %177, %235 : tensor<3x3x16x32xf32>
    %237 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.divide %183, %237 : tensor<64xf32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %240 = stablehlo.divide %189, %239 : tensor<1568x64xf32>
    %241 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %242 = stablehlo.divide %195, %241 : tensor<10xf32>
    %243 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %244 = stablehlo.divide %201, %243 : tensor<64x10xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %246 = stablehlo.add %230, %245 : tensor<16xf32>
    %247 = stablehlo.sqrt %246 : tensor<16xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.add %247, %248 : tensor<16xf32>
    %250 = stablehlo.divide %210, %249 : tensor<16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %252 = stablehlo.add %232, %251 : tensor<3x3x1x16xf32>
    %253 = stablehlo.sqrt %252 : tensor<3x3x1x16xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %255 = stablehlo.add %253, %254 : tensor<3x3x1x16xf32>
    %256 = stablehlo.divide %212, %255 : tensor<3x3x1x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %258 = stablehlo.add %234, %257 : tensor<32xf32>
    %259 = stablehlo.sqrt %258 : tensor<32xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.add %259, %260 : tensor<32xf32>
    %262 = stablehlo.divide %214, %261 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %264 = stablehlo.add %236, %263 : tensor<3x3x16x32xf32>
    %265 = stablehlo.sqrt %264 : tensor<3x3x16x32xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %267 = stablehlo.add %265, %266 : tensor<3x3x16x32xf32>
    %268 = stablehlo.divide %216, %267 : tensor<3x3x16x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %270 = stablehlo.add %238, %269 : tensor<64xf32>
    %271 = stablehlo.sqrt %270 : tensor<64xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %273 = stablehlo.add %271, %272 : tensor<64xf32>
    %274 = stablehlo.divide %218, %273 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %276 = stablehlo.add %240, %275 : tensor<1568x64xf32>
    %277 = stablehlo.sqrt %276 : tensor<1568x64xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %279 = stablehlo.add %277, %278 : tensor<1568x64xf32>
    %280 = stablehlo.divide %220, %279 : tensor<1568x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %282 = stablehlo.add %242, %281 : tensor<10xf32>
    %283 = stablehlo.sqrt %282 : tensor<10xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %285 = stablehlo.add %283, %284 : tensor<10xf32>
    %286 = stablehlo.divide %222, %285 : tensor<10xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %288 = stablehlo.add %244, %287 : tensor<64x10xf32>
    %289 = stablehlo.sqrt %288 : tensor<64x10xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %291 = stablehlo.add %289, %290 : tensor<64x10xf32>
    %292 = stablehlo.divide %224, %291 : tensor<64x10xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %294 = stablehlo.multiply %293, %250 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %296 = stablehlo.multiply %295, %256 : tensor<3x3x1x16xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %298 = stablehlo.multiply %297, %262 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %300 = stablehlo.multiply %299, %268 : tensor<3x3x16x32xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %302 = stablehlo.multiply %301, %274 : tensor<64xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1568x64xf32>
    %304 = stablehlo.multiply %303, %280 : tensor<1568x64xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %306 = stablehlo.multiply %305, %286 : tensor<10xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %308 = stablehlo.multiply %307, %292 : tensor<64x10xf32>
    %309 = stablehlo.add %arg0, %294 : tensor<16xf32>
    %310 = stablehlo.add %arg1, %296 : tensor<3x3x1x16xf32>
    %311 = stablehlo.add %arg2, %298 : tensor<32xf32>
    %312 = stablehlo.add %arg3, %300 : tensor<3x3x16x32xf32>
    %313 = stablehlo.add %arg4, %302 : tensor<64xf32>
    %314 = stablehlo.add %arg5, %304 : tensor<1568x64xf32>
    %315 = stablehlo.add %arg6, %306 : tensor<10xf32>
    %316 = stablehlo.add %arg7, %308 : tensor<64x10xf32>
    return %309, %310, %311, %312, %313, %314, %315, %316, %204, %118, %123, %128, %133, %138, %143, %148, %153, %159, %165, %171, %177, %183, %189, %195, %201, %68 : tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<i32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<1568x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<1x28x28x16xf32>) -> tensor<1x28x28x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x28x28x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x28x28x16xf32>
    return %1 : tensor<1x28x28x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<1x14x14x32xf32>) -> tensor<1x14x14x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x14x14x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x14x14x32xf32>
    return %1 : tensor<1x14x14x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x64xf32>) -> tensor<1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x64xf32>
    return %1 : tensor<1x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<1x10xf32>, %arg1: tensor<1x1xi32>) -> (tensor<1x1xf32>, tensor<1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x1xi1>, tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.compare LE, %4, %7, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %9 = stablehlo.and %6, %8 : tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.reduce(%9 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %11 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x10xf32>, tensor<1x1xi32>) -> tensor<1x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xi1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %14 = stablehlo.select %12, %11, %13 : tensor<1x1xi1>, tensor<1x1xf32>
    return %14, %4 : tensor<1x1xf32>, tensor<1x1xi32>
  }
  func.func private @_take(%arg0: tensor<1x1xf32>, %arg1: tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<1xi32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<1xi1>, tensor<1xf32>
    return %13, %3 : tensor<1xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<1xf32>) -> tensor<1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x1xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xf32>) -> tensor<1x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x10xf32>, tensor<1x1xi32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    return %1 : tensor<1x10xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
