module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<3x3x1x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<256xf32>, %arg5: tensor<3136x256xf32>, %arg6: tensor<10xf32>, %arg7: tensor<256x10xf32>, %arg8: tensor<1x28x28x1xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg8, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x28x1xf32>, tensor<3x3x1x32xf32>) -> tensor<1x28x28x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x28x28x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x28x28x32xf32>
    %4 = call @relu(%3) : (tensor<1x28x28x32xf32>) -> tensor<1x28x28x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%4, %5) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %26 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<1x28x28x32xf32>, tensor<f32>) -> tensor<1x14x14x32xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x14x14x32xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x14x14x32xf32>
    %9 = stablehlo.convolution(%8, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x14x14x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x14x14x64xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x14x14x64xf32>
    %12 = stablehlo.add %9, %11 : tensor<1x14x14x64xf32>
    %13 = call @relu_0(%12) : (tensor<1x14x14x64xf32>) -> tensor<1x14x14x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.reduce_window"(%13, %14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %26 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<1x14x14x64xf32>, tensor<f32>) -> tensor<1x7x7x64xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x7x7x64xf32>
    %17 = stablehlo.divide %15, %16 : tensor<1x7x7x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x7x7x64xf32>) -> tensor<1x3136xf32>
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x3136xf32>, tensor<3136x256xf32>) -> tensor<1x256xf32>
    %20 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x256xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x256xf32>
    %22 = call @relu_1(%21) : (tensor<1x256xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.dot_general %22, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xf32>, tensor<256x10xf32>) -> tensor<1x10xf32>
    %24 = stablehlo.reshape %arg6 : (tensor<10xf32>) -> tensor<1x10xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x10xf32>
    return %25 : tensor<1x10xf32>
  }
  func.func private @relu(%arg0: tensor<1x28x28x32xf32>) -> tensor<1x28x28x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x28x28x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x28x28x32xf32>
    return %1 : tensor<1x28x28x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<1x14x14x64xf32>) -> tensor<1x14x14x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x14x14x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x14x14x64xf32>
    return %1 : tensor<1x14x14x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x256xf32>) -> tensor<1x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x256xf32>
    return %1 : tensor<1x256xf32>
  }
}
