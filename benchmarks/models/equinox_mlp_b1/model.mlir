module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x784xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x512xf32>, %arg5: tensor<512xf32>, %arg6: tensor<10x512xf32>, %arg7: tensor<10xf32>, %arg8: tensor<1x784xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x784xf32>, tensor<1x784xf32>) -> tensor<512x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x1xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x512xf32>
    %4 = call @relu(%3) : (tensor<1x512xf32>) -> tensor<1x512xf32>
    %5 = stablehlo.dot_general %arg2, %4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1x512xf32>) -> tensor<512x1xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<512x1xf32>) -> tensor<1x512xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x512xf32>
    %9 = call @relu(%8) : (tensor<1x512xf32>) -> tensor<1x512xf32>
    %10 = stablehlo.dot_general %arg4, %9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1x512xf32>) -> tensor<512x1xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<512x1xf32>) -> tensor<1x512xf32>
    %12 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x512xf32>
    %14 = call @relu(%13) : (tensor<1x512xf32>) -> tensor<1x512xf32>
    %15 = stablehlo.dot_general %arg6, %14, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x512xf32>, tensor<1x512xf32>) -> tensor<10x1xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<10x1xf32>) -> tensor<1x10xf32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %18 = stablehlo.add %16, %17 : tensor<1x10xf32>
    return %18 : tensor<1x10xf32>
  }
  func.func private @relu(%arg0: tensor<1x512xf32>) -> tensor<1x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x512xf32>
    return %1 : tensor<1x512xf32>
  }
}
