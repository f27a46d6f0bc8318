module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<96xf32>, %arg1: tensor<96x96xf32>, %arg2: tensor<96x96xf32>, %arg3: tensor<96x96xf32>, %arg4: tensor<96xf32>, %arg5: tensor<32x96xf32>, %arg6: tensor<96xf32>, %arg7: tensor<32x96xf32>, %arg8: tensor<96xf32>, %arg9: tensor<32x96xf32>, %arg10: tensor<1x48x32xf32>) -> (tensor<1x48x96xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %c, %c_0 : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %c, %c_1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %8 = stablehlo.transpose %arg10, dims = [1, 0, 2] : (tensor<1x48x32xf32>) -> tensor<48x1x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<48x1x96xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10:14 = stablehlo.while(%iterArg = %8, %iterArg_4 = %arg7, %iterArg_5 = %arg6, %iterArg_6 = %arg2, %iterArg_7 = %arg9, %iterArg_8 = %arg8, %iterArg_9 = %arg3, %iterArg_10 = %arg5, %iterArg_11 = %arg4, %iterArg_12 = %arg1, %iterArg_13 = %arg0, %iterArg_14 = %c_3, %iterArg_15 = %7, %iterArg_16 = %9) : tensor<48x1x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<i32>, tensor<1x96xf32>, tensor<48x1x96xf32>
    cond {
      %c_17 = stablehlo.constant dense<48> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_14) : (tensor<48x1x32xf32>, tensor<i32>) -> tensor<1x32xf32>
      %13 = stablehlo.dot_general %12, %iterArg_4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x96xf32>) -> tensor<1x96xf32>
      %14 = stablehlo.reshape %iterArg_5 : (tensor<96xf32>) -> tensor<1x96xf32>
      %15 = stablehlo.add %13, %14 : tensor<1x96xf32>
      %16 = stablehlo.dot_general %iterArg_15, %iterArg_6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x96xf32>, tensor<96x96xf32>) -> tensor<1x96xf32>
      %17 = stablehlo.add %15, %16 : tensor<1x96xf32>
      %18 = stablehlo.negate %17 : tensor<1x96xf32>
      %19 = stablehlo.exponential %18 : tensor<1x96xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
      %21 = stablehlo.add %20, %19 : tensor<1x96xf32>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
      %23 = stablehlo.divide %22, %21 : tensor<1x96xf32>
      %24 = stablehlo.dot_general %12, %iterArg_7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x96xf32>) -> tensor<1x96xf32>
      %25 = stablehlo.reshape %iterArg_8 : (tensor<96xf32>) -> tensor<1x96xf32>
      %26 = stablehlo.add %24, %25 : tensor<1x96xf32>
      %27 = stablehlo.dot_general %iterArg_15, %iterArg_9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x96xf32>, tensor<96x96xf32>) -> tensor<1x96xf32>
      %28 = stablehlo.add %26, %27 : tensor<1x96xf32>
      %29 = stablehlo.negate %28 : tensor<1x96xf32>
      %30 = stablehlo.exponential %29 : tensor<1x96xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
      %32 = stablehlo.add %31, %30 : tensor<1x96xf32>
      %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
      %34 = stablehlo.divide %33, %32 : tensor<1x96xf32>
      %35 = stablehlo.dot_general %12, %iterArg_10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x96xf32>) -> tensor<1x96xf32>
      %36 = stablehlo.reshape %iterArg_11 : (tensor<96xf32>) -> tensor<1x96xf32>
      %37 = stablehlo.add %35, %36 : tensor<1x96xf32>
      %38 = stablehlo.dot_general %iterArg_15, %iterArg_12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x96xf32>, tensor<96x96xf32>) -> tensor<1x96xf32>
      %39 = stablehlo.reshape %iterArg_13 : (tensor<96xf32>) -> tensor<1x96xf32>
      %40 = stablehlo.add %38, %39 : tensor<1x96xf32>
      %41 = stablehlo.multiply %23, %40 : tensor<1x96xf32>
      %42 = stablehlo.add %37, %41 : tensor<1x96xf32>
      %43 = stablehlo.tanh %42 : tensor<1x96xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
      %45 = stablehlo.subtract %44, %34 : tensor<1x96xf32>
      %46 = stablehlo.multiply %45, %43 : tensor<1x96xf32>
      %47 = stablehlo.multiply %34, %iterArg_15 : tensor<1x96xf32>
      %48 = stablehlo.add %46, %47 : tensor<1x96xf32>
      %49 = func.call @dynamic_update_index_in_dim(%iterArg_16, %48, %iterArg_14) : (tensor<48x1x96xf32>, tensor<1x96xf32>, tensor<i32>) -> tensor<48x1x96xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_14, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %50, %48, %49 : tensor<48x1x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<i32>, tensor<1x96xf32>, tensor<48x1x96xf32>
    }
    %11 = stablehlo.transpose %10#13, dims = [1, 0, 2] : (tensor<48x1x96xf32>) -> tensor<1x48x96xf32>
    return %11 : tensor<1x48x96xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<48x1x32xf32>, %arg1: tensor<i32>) -> tensor<1x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 32] : (tensor<48x1x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    return %1 : tensor<1x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<48x1x96xf32>, %arg1: tensor<1x96xf32>, %arg2: tensor<i32>) -> tensor<48x1x96xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<48x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<48x1x96xf32>
    return %1 : tensor<48x1x96xf32>
  }
}
