module @IrToHlo.415 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<384xf32>, %arg9: tensor<384x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x512xf32>, %arg13: tensor<512xf32>, %arg14: tensor<512x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x128xf32>, %arg18: tensor<384xf32>, %arg19: tensor<384x128xf32>, %arg20: tensor<8x32x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128xf32>) -> tensor<8x32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<8x32x512xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<8x32x512xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<8x32x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<256xf32>
    %cst_4 = stablehlo.constant dense<0.420448214> : tensor<8x4x32x32xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg20, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,8,128]{2,0,1}"} : (tensor<8x32x128xf32>) -> tensor<32x8x128xf32>
    %1 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<128x384xf32>) -> tensor<32x128x384xf32>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x128x384xf32>) -> tensor<32x8x384xf32>
    %4 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<384xf32>) -> tensor<32x8x384xf32>
    %5 = stablehlo.add %3, %4 : tensor<32x8x384xf32>
    %6 = stablehlo.reshape %5 : (tensor<32x8x384xf32>) -> tensor<1x32x8x3x128xf32>
    %7 = stablehlo.transpose %6, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,32,8,1,128]{4,0,2,1,3}"} : (tensor<1x32x8x3x128xf32>) -> tensor<3x32x8x1x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<3x32x8x1x128xf32>) -> tensor<3x32x8x128xf32>
    %9 = stablehlo.slice %8 [0:1, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %13 = stablehlo.multiply %12, %cst_4 : tensor<8x4x32x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %15 = stablehlo.slice %8 [1:2, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,32,32]{2,3,1,0}"} : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %20 = stablehlo.multiply %19, %cst_4 : tensor<8x4x32x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %22 = stablehlo.dot_general %14, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<8x4x32x32xf32>
    %27 = stablehlo.exponential %26 : tensor<8x4x32x32xf32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %30 = stablehlo.divide %27, %29 : tensor<8x4x32x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %32 = stablehlo.slice %8 [2:3, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %35 = stablehlo.dot_general %31, %34, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %37 = stablehlo.transpose %36, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[32,8,4,32]{3,0,2,1}"} : (tensor<8x4x32x32xf32>) -> tensor<32x8x4x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<32x8x4x32xf32>) -> tensor<256x128xf32>
    %39 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
    %41 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<128xf32>) -> tensor<256x128xf32>
    %42 = stablehlo.add %40, %41 : tensor<256x128xf32>
    %43 = stablehlo.reshape %42 : (tensor<256x128xf32>) -> tensor<32x8x128xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,32,128]{2,0,1}"} : (tensor<32x8x128xf32>) -> tensor<8x32x128xf32>
    %45 = stablehlo.add %arg20, %44 : tensor<8x32x128xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x32x128xf32>) -> tensor<1x256x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%46, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>)
    %47 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %48 = stablehlo.reshape %output : (tensor<1x256x128xf32>) -> tensor<8x32x128xf32>
    %49 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<8x32x128xf32>
    %51 = stablehlo.add %47, %50 : tensor<8x32x128xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %53 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %54 = stablehlo.dot_general %52, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %55 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %56 = stablehlo.add %54, %55 : tensor<256x512xf32>
    %57 = stablehlo.reshape %56 : (tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %58 = stablehlo.multiply %57, %cst_1 : tensor<8x32x512xf32>
    %59 = stablehlo.multiply %57, %cst_0 : tensor<8x32x512xf32>
    %60 = stablehlo.custom_call @mhlo.erf(%59) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x32x512xf32>) -> tensor<8x32x512xf32>
    %61 = stablehlo.add %60, %cst : tensor<8x32x512xf32>
    %62 = stablehlo.multiply %58, %61 : tensor<8x32x512xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x32x512xf32>) -> tensor<256x512xf32>
    %64 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %65 = stablehlo.dot_general %63, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    %66 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<128xf32>) -> tensor<256x128xf32>
    %67 = stablehlo.add %65, %66 : tensor<256x128xf32>
    %68 = stablehlo.reshape %67 : (tensor<256x128xf32>) -> tensor<8x32x128xf32>
    %69 = stablehlo.add %51, %68 : tensor<8x32x128xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x32x128xf32>) -> tensor<1x256x128xf32>
    %output_7, %batch_mean_8, %batch_var_9 = "stablehlo.batch_norm_training"(%70, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>)
    %71 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %72 = stablehlo.reshape %output_7 : (tensor<1x256x128xf32>) -> tensor<8x32x128xf32>
    %73 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<8x32x128xf32>
    %75 = stablehlo.add %71, %74 : tensor<8x32x128xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,8,128]{2,0,1}"} : (tensor<8x32x128xf32>) -> tensor<32x8x128xf32>
    %77 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2] : (tensor<128x384xf32>) -> tensor<32x128x384xf32>
    %79 = stablehlo.dot_general %76, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x128x384xf32>) -> tensor<32x8x384xf32>
    %80 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<384xf32>) -> tensor<32x8x384xf32>
    %81 = stablehlo.add %79, %80 : tensor<32x8x384xf32>
    %82 = stablehlo.reshape %81 : (tensor<32x8x384xf32>) -> tensor<1x32x8x3x128xf32>
    %83 = stablehlo.transpose %82, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,32,8,1,128]{4,0,2,1,3}"} : (tensor<1x32x8x3x128xf32>) -> tensor<3x32x8x1x128xf32>
    %84 = stablehlo.reshape %83 : (tensor<3x32x8x1x128xf32>) -> tensor<3x32x8x128xf32>
    %85 = stablehlo.slice %84 [0:1, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %87 = stablehlo.transpose %86, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %89 = stablehlo.multiply %88, %cst_4 : tensor<8x4x32x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %91 = stablehlo.slice %84 [1:2, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %95 = stablehlo.transpose %94, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,32,32]{2,3,1,0}"} : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %96 = stablehlo.multiply %95, %cst_4 : tensor<8x4x32x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %98 = stablehlo.dot_general %90, %97, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %100 = stablehlo.reduce(%99 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<8x4x32x32xf32>
    %103 = stablehlo.exponential %102 : tensor<8x4x32x32xf32>
    %104 = stablehlo.reduce(%103 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %106 = stablehlo.divide %103, %105 : tensor<8x4x32x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x4x32x32xf32>) -> tensor<32x32x32xf32>
    %108 = stablehlo.slice %84 [2:3, 0:32, 0:8, 0:128] : (tensor<3x32x8x128xf32>) -> tensor<1x32x8x128xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x32x8x128xf32>) -> tensor<32x32x32xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{2,0,1}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %111 = stablehlo.dot_general %107, %110, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<32x32x32xf32>) -> tensor<8x4x32x32xf32>
    %113 = stablehlo.transpose %112, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[32,8,4,32]{3,0,2,1}"} : (tensor<8x4x32x32xf32>) -> tensor<32x8x4x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<32x8x4x32xf32>) -> tensor<256x128xf32>
    %115 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<128xf32>) -> tensor<256x128xf32>
    %118 = stablehlo.add %116, %117 : tensor<256x128xf32>
    %119 = stablehlo.reshape %118 : (tensor<256x128xf32>) -> tensor<32x8x128xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,32,128]{2,0,1}"} : (tensor<32x8x128xf32>) -> tensor<8x32x128xf32>
    %121 = stablehlo.add %75, %120 : tensor<8x32x128xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x32x128xf32>) -> tensor<1x256x128xf32>
    %output_10, %batch_mean_11, %batch_var_12 = "stablehlo.batch_norm_training"(%122, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>)
    %123 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.reshape %output_10 : (tensor<1x256x128xf32>) -> tensor<8x32x128xf32>
    %125 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<8x32x128xf32>
    %127 = stablehlo.add %123, %126 : tensor<8x32x128xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %129 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %131 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %132 = stablehlo.add %130, %131 : tensor<256x512xf32>
    %133 = stablehlo.reshape %132 : (tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %134 = stablehlo.multiply %133, %cst_1 : tensor<8x32x512xf32>
    %135 = stablehlo.multiply %133, %cst_0 : tensor<8x32x512xf32>
    %136 = stablehlo.custom_call @mhlo.erf(%135) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x32x512xf32>) -> tensor<8x32x512xf32>
    %137 = stablehlo.add %136, %cst : tensor<8x32x512xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<8x32x512xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x32x512xf32>) -> tensor<256x512xf32>
    %140 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    %142 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<256x128xf32>
    %143 = stablehlo.add %141, %142 : tensor<256x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<256x128xf32>) -> tensor<8x32x128xf32>
    %145 = stablehlo.add %127, %144 : tensor<8x32x128xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x32x128xf32>) -> tensor<1x256x128xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%146, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x128xf32>, tensor<256xf32>, tensor<256xf32>)
    %147 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %148 = stablehlo.reshape %output_13 : (tensor<1x256x128xf32>) -> tensor<8x32x128xf32>
    %149 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<8x32x128xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<8x32x128xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x32x128xf32>
    return %151 : tensor<8x32x128xf32>
  }
}
