module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<160x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<1024x64xf32>, %arg9: tensor<4096x32xf32>, %arg10: tensor<4096xi32>, %arg11: tensor<4096xi32>) -> (tensor<1024x64xf32> {jax.result_info = "result[0]"}, tensor<4096x32xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %1 = stablehlo.compare LT, %arg10, %0, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %3 = stablehlo.add %arg10, %2 : tensor<4096xi32>
    %4 = stablehlo.select %1, %3, %arg10 : tensor<4096xi1>, tensor<4096xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %6 = "stablehlo.gather"(%arg8, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xf32>, tensor<4096x1xi32>) -> tensor<4096x64xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %8 = stablehlo.compare LT, %arg11, %7, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_2 = stablehlo.constant dense<1024> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %10 = stablehlo.add %arg11, %9 : tensor<4096xi32>
    %11 = stablehlo.select %8, %10, %arg11 : tensor<4096xi1>, tensor<4096xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %13 = "stablehlo.gather"(%arg8, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xf32>, tensor<4096x1xi32>) -> tensor<4096x64xf32>
    %14 = stablehlo.concatenate %6, %13, %arg9, dim = 1 : (tensor<4096x64xf32>, tensor<4096x64xf32>, tensor<4096x32xf32>) -> tensor<4096x160xf32>
    %15 = stablehlo.dot_general %14, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x160xf32>, tensor<160x128xf32>) -> tensor<4096x128xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<4096x128xf32>
    %18 = stablehlo.add %15, %17 : tensor<4096x128xf32>
    %19 = call @relu(%18) : (tensor<4096x128xf32>) -> tensor<4096x128xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x128xf32>, tensor<128x32xf32>) -> tensor<4096x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4096x32xf32>
    %23 = stablehlo.add %20, %22 : tensor<4096x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %26 = "stablehlo.scatter"(%24, %25, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %40 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<1024x32xf32>, tensor<4096x1xi32>, tensor<4096x32xf32>) -> tensor<1024x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg10, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %40 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<1024x32xf32>, tensor<4096x1xi32>, tensor<4096x32xf32>) -> tensor<1024x32xf32>
    %30 = stablehlo.concatenate %arg8, %26, %29, dim = 1 : (tensor<1024x64xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>) -> tensor<1024x128xf32>
    %31 = stablehlo.dot_general %30, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %32 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1024x128xf32>
    %34 = stablehlo.add %31, %33 : tensor<1024x128xf32>
    %35 = call @relu_0(%34) : (tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %36 = stablehlo.dot_general %35, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x64xf32>) -> tensor<1024x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1024x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<1024x64xf32>
    return %39, %23 : tensor<1024x64xf32>, tensor<4096x32xf32>
  }
  func.func private @relu(%arg0: tensor<4096x128xf32>) -> tensor<4096x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x128xf32>
    return %1 : tensor<4096x128xf32>
  }
  func.func private @relu_0(%arg0: tensor<1024x128xf32>) -> tensor<1024x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x128xf32>
    return %1 : tensor<1024x128xf32>
  }
}
