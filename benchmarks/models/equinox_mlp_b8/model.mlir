module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x784xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x512xf32>, %arg5: tensor<512xf32>, %arg6: tensor<10x512xf32>, %arg7: tensor<10xf32>, %arg8: tensor<8x784xf32>) -> (tensor<8x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x784xf32>, tensor<8x784xf32>) -> tensor<512x8xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x8xf32>) -> tensor<8x512xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<8x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x512xf32>
    %5 = call @relu(%4) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    %6 = stablehlo.dot_general %arg2, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<8x512xf32>) -> tensor<512x8xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<512x8xf32>) -> tensor<8x512xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<8x512xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x512xf32>
    %11 = call @relu(%10) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    %12 = stablehlo.dot_general %arg4, %11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<8x512xf32>) -> tensor<512x8xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<512x8xf32>) -> tensor<8x512xf32>
    %14 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<8x512xf32>
    %16 = stablehlo.add %13, %15 : tensor<8x512xf32>
    %17 = call @relu(%16) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    %18 = stablehlo.dot_general %arg6, %17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x512xf32>, tensor<8x512xf32>) -> tensor<10x8xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %20 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x10xf32>
    return %22 : tensor<8x10xf32>
  }
  func.func private @relu(%arg0: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
}
