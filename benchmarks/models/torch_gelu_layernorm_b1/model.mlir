module @IrToHlo.78 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256xf32>, %arg1: tensor<256x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024x256xf32>, %arg5: tensor<1x16x256xf32>, %arg6: tensor<1024xf32>) -> tensor<1x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x1024xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<1x16x1024xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x1024xf32>
    %0 = stablehlo.reshape %arg5 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    %1 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,1024]{0,1}"} : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x1024xf32>) -> tensor<16x1024xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<16x1024xf32>
    %4 = stablehlo.add %2, %3 : tensor<16x1024xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x1024xf32>) -> tensor<1x16x1024xf32>
    %6 = stablehlo.multiply %5, %cst_3 : tensor<1x16x1024xf32>
    %7 = stablehlo.multiply %5, %cst_2 : tensor<1x16x1024xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x1024xf32>) -> tensor<1x16x1024xf32>
    %9 = stablehlo.add %8, %cst_1 : tensor<1x16x1024xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<1x16x1024xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x1024xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x1024xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x16x1024xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x16x1024xf32>
    %13 = stablehlo.multiply %output, %12 : tensor<1x16x1024xf32>
    %14 = stablehlo.add %11, %13 : tensor<1x16x1024xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x1024xf32>) -> tensor<16x1024xf32>
    %16 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,256]{0,1}"} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1024xf32>, tensor<1024x256xf32>) -> tensor<16x256xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x256xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
    %21 = stablehlo.add %arg5, %20 : tensor<1x16x256xf32>
    return %21 : tensor<1x16x256xf32>
  }
}
