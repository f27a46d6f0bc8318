module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x512xf32>, %arg8: tensor<256x512xf32>, %arg9: tensor<512x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x256xf32>, %arg12: tensor<256x256xf32>, %arg13: tensor<256x256xf32>, %arg14: tensor<256x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x512xf32>, %arg17: tensor<256x512xf32>, %arg18: tensor<512x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<32x4xf32>, %arg22: tensor<256x256xf32>, %arg23: tensor<256x256xf32>, %arg24: tensor<256x256xf32>, %arg25: tensor<256x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x256xf32>, %arg28: tensor<256x256xf32>, %arg29: tensor<256x256xf32>, %arg30: tensor<256x256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256x512xf32>, %arg33: tensor<256x512xf32>, %arg34: tensor<512x256xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256x256xf32>, %arg37: tensor<256x256xf32>, %arg38: tensor<256x256xf32>, %arg39: tensor<256x256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256x256xf32>, %arg42: tensor<256x256xf32>, %arg43: tensor<256x256xf32>, %arg44: tensor<256x256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256x512xf32>, %arg47: tensor<256x512xf32>, %arg48: tensor<512x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<8x48xi32>, %arg52: tensor<8x48xi32>, %arg53: tensor<8x32xi32>, %arg54: tensor<8x32xi32>) -> (tensor<8x32x256xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<8x48x256xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg51) : (tensor<1000x256xf32>, tensor<8x48xi32>) -> tensor<8x48x256xf32>
    %1 = call @_take_0(%arg0, %arg53) : (tensor<1000x256xf32>, tensor<8x32xi32>) -> tensor<8x32x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg52, dims = [0, 2] : (tensor<8x48xi32>) -> tensor<8x1x48xi32>
    %3 = chlo.square %0 : tensor<8x48x256xf32> -> tensor<8x48x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x48x256xf32>, tensor<f32>) -> tensor<8x48xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x48x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x48x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x48x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x256xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<8x48x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x48x256xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<8x48x256xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %18 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %20 = stablehlo.dot_general %15, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %22 = stablehlo.dot_general %17, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x48x4x64xf32>) -> tensor<8x4x48x48xf32>
    %23 = stablehlo.iota dim = 0 : tensor<48xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<48xi32>) -> tensor<48x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<48x1xi32>
    %26 = stablehlo.add %24, %25 : tensor<48x1xi32>
    %27 = stablehlo.iota dim = 0 : tensor<48xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<48xi32>) -> tensor<1x48xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x48xi32>) -> tensor<48x48xi32>
    %30 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<48x1xi32>) -> tensor<48x48xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<48x48xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %33 = stablehlo.compare GT, %31, %32, SIGNED : (tensor<48x48xi32>, tensor<48x48xi32>) -> tensor<48x48xi1>
    %34 = stablehlo.convert %33 : (tensor<48x48xi1>) -> tensor<48x48xi32>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %36 = stablehlo.multiply %34, %35 : tensor<48x48xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %38 = stablehlo.add %37, %36 : tensor<48x48xi32>
    %39 = stablehlo.abs %31 : tensor<48x48xi32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<48x48xi32>, tensor<48x48xi32>) -> tensor<48x48xi1>
    %42 = stablehlo.convert %39 : (tensor<48x48xi32>) -> tensor<48x48xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %44 = stablehlo.divide %42, %43 : tensor<48x48xf32>
    %45 = stablehlo.log %44 : tensor<48x48xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %46 = stablehlo.log %cst_7 : tensor<f32>
    %47 = stablehlo.convert %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %49 = stablehlo.divide %45, %48 : tensor<48x48xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<48x48xf32>
    %52 = stablehlo.convert %51 : (tensor<48x48xf32>) -> tensor<48x48xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %54 = stablehlo.add %53, %52 : tensor<48x48xi32>
    %c_10 = stablehlo.constant dense<15> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %56 = stablehlo.minimum %54, %55 : tensor<48x48xi32>
    %57 = call @_where_2(%41, %39, %56) : (tensor<48x48xi1>, tensor<48x48xi32>, tensor<48x48xi32>) -> tensor<48x48xi32>
    %58 = stablehlo.add %38, %57 : tensor<48x48xi32>
    %59 = call @_take_3(%arg1, %58) : (tensor<32x4xf32>, tensor<48x48xi32>) -> tensor<48x48x4xf32>
    %60 = stablehlo.transpose %59, dims = [2, 0, 1] : (tensor<48x48x4xf32>) -> tensor<4x48x48xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3] : (tensor<4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %62 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<8x1x48xi32>) -> tensor<8x1x1x48xi32>
    %63 = stablehlo.convert %62 : (tensor<8x1x1x48xi32>) -> tensor<8x1x1x48xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<8x1x1x48xf32>
    %cst_12 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8x1x1x48xf32>
    %68 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x4x48x48xf32>) -> tensor<8x4x48x48xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x1x1x48xf32>) -> tensor<8x4x48x48xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x4x48x48xf32>
    %71 = stablehlo.add %22, %70 : tensor<8x4x48x48xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x48x48xf32>, tensor<f32>) -> tensor<8x4x48xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x48xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x4x48xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x4x48xf32>) -> tensor<8x4x48x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x4x48x1xf32>) -> tensor<8x4x48x48xf32>
    %77 = stablehlo.subtract %71, %76 : tensor<8x4x48x48xf32>
    %78 = stablehlo.exponential %77 : tensor<8x4x48x48xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x4x48x48xf32>, tensor<f32>) -> tensor<8x4x48xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x4x48xf32>) -> tensor<8x4x48x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x4x48x1xf32>) -> tensor<8x4x48x48xf32>
    %82 = stablehlo.divide %78, %81 : tensor<8x4x48x48xf32>
    %83 = stablehlo.dot_general %21, %82, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x4x48x48xf32>) -> tensor<8x4x64x48xf32>
    %84 = stablehlo.transpose %83, dims = [0, 3, 1, 2] : (tensor<8x4x64x48xf32>) -> tensor<8x48x4x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x48x4x64xf32>) -> tensor<8x48x256xf32>
    %86 = stablehlo.dot_general %85, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %87 = stablehlo.add %86, %0 : tensor<8x48x256xf32>
    %88 = chlo.square %87 : tensor<8x48x256xf32> -> tensor<8x48x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x48x256xf32>, tensor<f32>) -> tensor<8x48xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x48x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<8x48x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<8x48x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x256xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x48x256xf32>
    %98 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x48x256xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<8x48x256xf32>
    %101 = stablehlo.dot_general %100, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x512xf32>) -> tensor<8x48x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x48x512xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x48x512xf32>
    %104 = stablehlo.negate %101 : tensor<8x48x512xf32>
    %cst_20 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x48x512xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<8x48x512xf32>
    %107 = chlo.erfc %106 : tensor<8x48x512xf32> -> tensor<8x48x512xf32>
    %108 = stablehlo.multiply %103, %107 : tensor<8x48x512xf32>
    %109 = stablehlo.dot_general %100, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x512xf32>) -> tensor<8x48x512xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8x48x512xf32>
    %111 = stablehlo.dot_general %110, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x512xf32>, tensor<512x256xf32>) -> tensor<8x48x256xf32>
    %112 = stablehlo.add %111, %87 : tensor<8x48x256xf32>
    %113 = chlo.square %112 : tensor<8x48x256xf32> -> tensor<8x48x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x48x256xf32>, tensor<f32>) -> tensor<8x48xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x48x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x48x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<8x48x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x256xf32>
    %122 = stablehlo.multiply %112, %121 : tensor<8x48x256xf32>
    %123 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x48x256xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<8x48x256xf32>
    %126 = stablehlo.dot_general %125, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %128 = stablehlo.dot_general %125, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %130 = stablehlo.dot_general %125, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %132 = stablehlo.dot_general %127, %129, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x48x4x64xf32>) -> tensor<8x4x48x48xf32>
    %133 = stablehlo.add %132, %70 : tensor<8x4x48x48xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x48x48xf32>, tensor<f32>) -> tensor<8x4x48xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x48xf32>
    %136 = stablehlo.maximum %135, %134 : tensor<8x4x48xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<8x4x48xf32>) -> tensor<8x4x48x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x4x48x1xf32>) -> tensor<8x4x48x48xf32>
    %139 = stablehlo.subtract %133, %138 : tensor<8x4x48x48xf32>
    %140 = stablehlo.exponential %139 : tensor<8x4x48x48xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x4x48x48xf32>, tensor<f32>) -> tensor<8x4x48xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x4x48xf32>) -> tensor<8x4x48x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<8x4x48x1xf32>) -> tensor<8x4x48x48xf32>
    %144 = stablehlo.divide %140, %143 : tensor<8x4x48x48xf32>
    %145 = stablehlo.dot_general %131, %144, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x4x48x48xf32>) -> tensor<8x4x64x48xf32>
    %146 = stablehlo.transpose %145, dims = [0, 3, 1, 2] : (tensor<8x4x64x48xf32>) -> tensor<8x48x4x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x48x4x64xf32>) -> tensor<8x48x256xf32>
    %148 = stablehlo.dot_general %147, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %149 = stablehlo.add %148, %112 : tensor<8x48x256xf32>
    %150 = chlo.square %149 : tensor<8x48x256xf32> -> tensor<8x48x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x48x256xf32>, tensor<f32>) -> tensor<8x48xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<8x48x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<8x48x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<8x48x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x256xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<8x48x256xf32>
    %160 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x48x256xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<8x48x256xf32>
    %163 = stablehlo.dot_general %162, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x512xf32>) -> tensor<8x48x512xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x48x512xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<8x48x512xf32>
    %166 = stablehlo.negate %163 : tensor<8x48x512xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x48x512xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<8x48x512xf32>
    %169 = chlo.erfc %168 : tensor<8x48x512xf32> -> tensor<8x48x512xf32>
    %170 = stablehlo.multiply %165, %169 : tensor<8x48x512xf32>
    %171 = stablehlo.dot_general %162, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x512xf32>) -> tensor<8x48x512xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<8x48x512xf32>
    %173 = stablehlo.dot_general %172, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x512xf32>, tensor<512x256xf32>) -> tensor<8x48x256xf32>
    %174 = stablehlo.add %173, %149 : tensor<8x48x256xf32>
    %175 = chlo.square %174 : tensor<8x48x256xf32> -> tensor<8x48x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x48x256xf32>, tensor<f32>) -> tensor<8x48xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_33 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %179 = stablehlo.divide %177, %178 : tensor<8x48x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %181 = stablehlo.add %179, %180 : tensor<8x48x1xf32>
    %182 = stablehlo.rsqrt %181 : tensor<8x48x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x256xf32>
    %184 = stablehlo.multiply %174, %183 : tensor<8x48x256xf32>
    %185 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x48x256xf32>
    %187 = stablehlo.multiply %186, %184 : tensor<8x48x256xf32>
    %188 = stablehlo.broadcast_in_dim %arg54, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %189 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %191 = stablehlo.add %189, %190 : tensor<32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %193 = stablehlo.iota dim = 0 : tensor<32xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %195 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.compare GE, %195, %196, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %198 = stablehlo.broadcast_in_dim %197, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %200 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %201 = stablehlo.compare NE, %188, %200, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %202 = stablehlo.convert %201 : tensor<8x1x32xi1>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x1x32xi1>) -> tensor<8x32x32xi1>
    %204 = stablehlo.and %199, %203 : tensor<8x32x32xi1>
    %205 = chlo.square %1 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %209 = stablehlo.divide %207, %208 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %211 = stablehlo.add %209, %210 : tensor<8x32x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<8x32x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %214 = stablehlo.multiply %1, %213 : tensor<8x32x256xf32>
    %215 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %217 = stablehlo.multiply %216, %214 : tensor<8x32x256xf32>
    %218 = stablehlo.dot_general %217, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %220 = stablehlo.dot_general %217, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %222 = stablehlo.dot_general %217, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %224 = stablehlo.dot_general %219, %221, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x32x4x64xf32>) -> tensor<8x4x32x32xf32>
    %225 = stablehlo.iota dim = 0 : tensor<32xi32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %228 = stablehlo.add %226, %227 : tensor<32x1xi32>
    %229 = stablehlo.iota dim = 0 : tensor<32xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %232 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %233 = stablehlo.subtract %231, %232 : tensor<32x32xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %235 = stablehlo.minimum %233, %234 : tensor<32x32xi32>
    %236 = stablehlo.negate %235 : tensor<32x32xi32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %237 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %238 = stablehlo.compare LT, %236, %237, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %239 = stablehlo.convert %236 : (tensor<32x32xi32>) -> tensor<32x32xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %241 = stablehlo.divide %239, %240 : tensor<32x32xf32>
    %242 = stablehlo.log %241 : tensor<32x32xf32>
    %cst_44 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %243 = stablehlo.log %cst_44 : tensor<f32>
    %244 = stablehlo.convert %243 : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %246 = stablehlo.divide %242, %245 : tensor<32x32xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<32x32xf32>
    %249 = stablehlo.convert %248 : (tensor<32x32xf32>) -> tensor<32x32xi32>
    %c_46 = stablehlo.constant dense<16> : tensor<i32>
    %250 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %251 = stablehlo.add %250, %249 : tensor<32x32xi32>
    %c_47 = stablehlo.constant dense<31> : tensor<i32>
    %252 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %253 = stablehlo.minimum %251, %252 : tensor<32x32xi32>
    %254 = call @_where_4(%238, %236, %253) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %256 = stablehlo.add %255, %254 : tensor<32x32xi32>
    %257 = call @_take_5(%arg21, %256) : (tensor<32x4xf32>, tensor<32x32xi32>) -> tensor<32x32x4xf32>
    %258 = stablehlo.transpose %257, dims = [2, 0, 1] : (tensor<32x32x4xf32>) -> tensor<4x32x32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1, 2, 3] : (tensor<4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %260 = stablehlo.broadcast_in_dim %204, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %261 = stablehlo.convert %260 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %263 = stablehlo.subtract %262, %261 : tensor<8x1x32x32xf32>
    %cst_50 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<8x1x32x32xf32>
    %266 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<1x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %268 = stablehlo.add %266, %267 : tensor<8x4x32x32xf32>
    %269 = stablehlo.add %224, %268 : tensor<8x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_51) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %272 = stablehlo.maximum %271, %270 : tensor<8x4x32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %275 = stablehlo.subtract %269, %274 : tensor<8x4x32x32xf32>
    %276 = stablehlo.exponential %275 : tensor<8x4x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %280 = stablehlo.divide %276, %279 : tensor<8x4x32x32xf32>
    %281 = stablehlo.dot_general %223, %280, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x64x32xf32>
    %282 = stablehlo.transpose %281, dims = [0, 3, 1, 2] : (tensor<8x4x64x32xf32>) -> tensor<8x32x4x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x32x4x64xf32>) -> tensor<8x32x256xf32>
    %284 = stablehlo.dot_general %283, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %285 = stablehlo.add %284, %1 : tensor<8x32x256xf32>
    %286 = chlo.square %285 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_55 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %292 = stablehlo.add %290, %291 : tensor<8x32x1xf32>
    %293 = stablehlo.rsqrt %292 : tensor<8x32x1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %295 = stablehlo.multiply %285, %294 : tensor<8x32x256xf32>
    %296 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %298 = stablehlo.multiply %297, %295 : tensor<8x32x256xf32>
    %299 = stablehlo.dot_general %298, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %301 = stablehlo.dot_general %187, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %303 = stablehlo.dot_general %187, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %305 = stablehlo.dot_general %300, %302, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x48x4x64xf32>) -> tensor<8x4x32x48xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x4x32x48xf32>
    %307 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<8x1x48xi32>) -> tensor<8x1x1x48xi32>
    %308 = stablehlo.convert %307 : (tensor<8x1x1x48xi32>) -> tensor<8x1x1x48xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %310 = stablehlo.subtract %309, %308 : tensor<8x1x1x48xf32>
    %cst_59 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<8x1x1x48xf32>
    %313 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x4x32x48xf32>) -> tensor<8x4x32x48xf32>
    %314 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x1x1x48xf32>) -> tensor<8x4x32x48xf32>
    %315 = stablehlo.add %313, %314 : tensor<8x4x32x48xf32>
    %316 = stablehlo.add %305, %315 : tensor<8x4x32x48xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x48xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %319 = stablehlo.maximum %318, %317 : tensor<8x4x32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x48xf32>
    %322 = stablehlo.subtract %316, %321 : tensor<8x4x32x48xf32>
    %323 = stablehlo.exponential %322 : tensor<8x4x32x48xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x48xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x48xf32>
    %327 = stablehlo.divide %323, %326 : tensor<8x4x32x48xf32>
    %328 = stablehlo.dot_general %304, %327, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x4x32x48xf32>) -> tensor<8x4x64x32xf32>
    %329 = stablehlo.transpose %328, dims = [0, 3, 1, 2] : (tensor<8x4x64x32xf32>) -> tensor<8x32x4x64xf32>
    %330 = stablehlo.reshape %329 : (tensor<8x32x4x64xf32>) -> tensor<8x32x256xf32>
    %331 = stablehlo.dot_general %330, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %332 = stablehlo.add %331, %285 : tensor<8x32x256xf32>
    %333 = chlo.square %332 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %337 = stablehlo.divide %335, %336 : tensor<8x32x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %339 = stablehlo.add %337, %338 : tensor<8x32x1xf32>
    %340 = stablehlo.rsqrt %339 : tensor<8x32x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %342 = stablehlo.multiply %332, %341 : tensor<8x32x256xf32>
    %343 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %345 = stablehlo.multiply %344, %342 : tensor<8x32x256xf32>
    %346 = stablehlo.dot_general %345, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %348 = stablehlo.multiply %347, %346 : tensor<8x32x512xf32>
    %349 = stablehlo.negate %346 : tensor<8x32x512xf32>
    %cst_67 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<8x32x512xf32>
    %352 = chlo.erfc %351 : tensor<8x32x512xf32> -> tensor<8x32x512xf32>
    %353 = stablehlo.multiply %348, %352 : tensor<8x32x512xf32>
    %354 = stablehlo.dot_general %345, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<8x32x512xf32>
    %356 = stablehlo.dot_general %355, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x256xf32>) -> tensor<8x32x256xf32>
    %357 = stablehlo.add %356, %332 : tensor<8x32x256xf32>
    %358 = chlo.square %357 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_69 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %362 = stablehlo.divide %360, %361 : tensor<8x32x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %364 = stablehlo.add %362, %363 : tensor<8x32x1xf32>
    %365 = stablehlo.rsqrt %364 : tensor<8x32x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %367 = stablehlo.multiply %357, %366 : tensor<8x32x256xf32>
    %368 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %370 = stablehlo.multiply %369, %367 : tensor<8x32x256xf32>
    %371 = stablehlo.dot_general %370, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %372 = stablehlo.reshape %371 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %373 = stablehlo.dot_general %370, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %375 = stablehlo.dot_general %370, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %377 = stablehlo.dot_general %372, %374, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x32x4x64xf32>) -> tensor<8x4x32x32xf32>
    %378 = stablehlo.add %377, %268 : tensor<8x4x32x32xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_71) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %381 = stablehlo.maximum %380, %379 : tensor<8x4x32xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %384 = stablehlo.subtract %378, %383 : tensor<8x4x32x32xf32>
    %385 = stablehlo.exponential %384 : tensor<8x4x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %389 = stablehlo.divide %385, %388 : tensor<8x4x32x32xf32>
    %390 = stablehlo.dot_general %376, %389, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x64x32xf32>
    %391 = stablehlo.transpose %390, dims = [0, 3, 1, 2] : (tensor<8x4x64x32xf32>) -> tensor<8x32x4x64xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x32x4x64xf32>) -> tensor<8x32x256xf32>
    %393 = stablehlo.dot_general %392, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %394 = stablehlo.add %393, %357 : tensor<8x32x256xf32>
    %395 = chlo.square %394 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_75 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %399 = stablehlo.divide %397, %398 : tensor<8x32x1xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %401 = stablehlo.add %399, %400 : tensor<8x32x1xf32>
    %402 = stablehlo.rsqrt %401 : tensor<8x32x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %404 = stablehlo.multiply %394, %403 : tensor<8x32x256xf32>
    %405 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %407 = stablehlo.multiply %406, %404 : tensor<8x32x256xf32>
    %408 = stablehlo.dot_general %407, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x32x256xf32>) -> tensor<8x32x4x64xf32>
    %410 = stablehlo.dot_general %187, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %412 = stablehlo.dot_general %187, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x256xf32>, tensor<256x256xf32>) -> tensor<8x48x256xf32>
    %413 = stablehlo.reshape %412 : (tensor<8x48x256xf32>) -> tensor<8x48x4x64xf32>
    %414 = stablehlo.dot_general %409, %411, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x64xf32>, tensor<8x48x4x64xf32>) -> tensor<8x4x32x48xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x4x32x48xf32>
    %416 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<8x1x48xi32>) -> tensor<8x1x1x48xi32>
    %417 = stablehlo.convert %416 : (tensor<8x1x1x48xi32>) -> tensor<8x1x1x48xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %419 = stablehlo.subtract %418, %417 : tensor<8x1x1x48xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<8x1x1x48xf32>
    %422 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x4x32x48xf32>) -> tensor<8x4x32x48xf32>
    %423 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3] : (tensor<8x1x1x48xf32>) -> tensor<8x4x32x48xf32>
    %424 = stablehlo.add %422, %423 : tensor<8x4x32x48xf32>
    %425 = stablehlo.add %414, %424 : tensor<8x4x32x48xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_80) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x48xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %428 = stablehlo.maximum %427, %426 : tensor<8x4x32xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x48xf32>
    %431 = stablehlo.subtract %425, %430 : tensor<8x4x32x48xf32>
    %432 = stablehlo.exponential %431 : tensor<8x4x32x48xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x48xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x48xf32>
    %436 = stablehlo.divide %432, %435 : tensor<8x4x32x48xf32>
    %437 = stablehlo.dot_general %413, %436, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x64xf32>, tensor<8x4x32x48xf32>) -> tensor<8x4x64x32xf32>
    %438 = stablehlo.transpose %437, dims = [0, 3, 1, 2] : (tensor<8x4x64x32xf32>) -> tensor<8x32x4x64xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x32x4x64xf32>) -> tensor<8x32x256xf32>
    %440 = stablehlo.dot_general %439, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x256xf32>) -> tensor<8x32x256xf32>
    %441 = stablehlo.add %440, %394 : tensor<8x32x256xf32>
    %442 = chlo.square %441 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_84 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %446 = stablehlo.divide %444, %445 : tensor<8x32x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %448 = stablehlo.add %446, %447 : tensor<8x32x1xf32>
    %449 = stablehlo.rsqrt %448 : tensor<8x32x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %451 = stablehlo.multiply %441, %450 : tensor<8x32x256xf32>
    %452 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %454 = stablehlo.multiply %453, %451 : tensor<8x32x256xf32>
    %455 = stablehlo.dot_general %454, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %457 = stablehlo.multiply %456, %455 : tensor<8x32x512xf32>
    %458 = stablehlo.negate %455 : tensor<8x32x512xf32>
    %cst_87 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %460 = stablehlo.multiply %458, %459 : tensor<8x32x512xf32>
    %461 = chlo.erfc %460 : tensor<8x32x512xf32> -> tensor<8x32x512xf32>
    %462 = stablehlo.multiply %457, %461 : tensor<8x32x512xf32>
    %463 = stablehlo.dot_general %454, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x512xf32>) -> tensor<8x32x512xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<8x32x512xf32>
    %465 = stablehlo.dot_general %464, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x256xf32>) -> tensor<8x32x256xf32>
    %466 = stablehlo.add %465, %441 : tensor<8x32x256xf32>
    %467 = chlo.square %466 : tensor<8x32x256xf32> -> tensor<8x32x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_89 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %471 = stablehlo.divide %469, %470 : tensor<8x32x1xf32>
    %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %473 = stablehlo.add %471, %472 : tensor<8x32x1xf32>
    %474 = stablehlo.rsqrt %473 : tensor<8x32x1xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %476 = stablehlo.multiply %466, %475 : tensor<8x32x256xf32>
    %477 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %479 = stablehlo.multiply %478, %476 : tensor<8x32x256xf32>
    return %479, %187 : tensor<8x32x256xf32>, tensor<8x48x256xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<8x48xi32>) -> tensor<8x48x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x48xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x48xi32>, tensor<8x48xi32>) -> tensor<8x48xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x48xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x48xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x48xi1>, tensor<8x48xi32>, tensor<8x48xi32>) -> tensor<8x48xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x48xi32>) -> tensor<8x48x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x48x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x48x1xi32>, tensor<8x48x1xi32>) -> tensor<8x48x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x48x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x48x1xi32>, tensor<8x48x1xi32>) -> tensor<8x48x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x48x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x48x1xi1>, tensor<i1>) -> tensor<8x48xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<8x48x1xi32>) -> tensor<8x48x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x48xi1>) -> tensor<8x48x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x48x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x48x256xi1>, tensor<8x48x256xf32>
    return %16 : tensor<8x48x256xf32>
  }
  func.func private @_where(%arg0: tensor<8x48xi1>, %arg1: tensor<8x48xi32>, %arg2: tensor<8x48xi32>) -> tensor<8x48xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x48xi1>, tensor<8x48xi32>
    return %0 : tensor<8x48xi32>
  }
  func.func private @_take_0(%arg0: tensor<1000x256xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<8x32x1xi32>) -> tensor<8x32x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x256xi1>, tensor<8x32x256xf32>
    return %16 : tensor<8x32x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_2(%arg0: tensor<48x48xi1>, %arg1: tensor<48x48xi32>, %arg2: tensor<48x48xi32>) -> tensor<48x48xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<48x48xi1>, tensor<48x48xi32>
    return %0 : tensor<48x48xi32>
  }
  func.func private @_take_3(%arg0: tensor<32x4xf32>, %arg1: tensor<48x48xi32>) -> tensor<48x48x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<48x48xi32>, tensor<48x48xi32>) -> tensor<48x48xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<48x48xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<48x48xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<48x48xi1>, tensor<48x48xi32>, tensor<48x48xi32>) -> tensor<48x48xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<48x48xi32>) -> tensor<48x48x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<48x48x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<48x48x1xi32>, tensor<48x48x1xi32>) -> tensor<48x48x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<48x48x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<48x48x1xi32>, tensor<48x48x1xi32>) -> tensor<48x48x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<48x48x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<48x48x1xi1>, tensor<i1>) -> tensor<48x48xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<48x48x1xi32>) -> tensor<48x48x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<48x48xi1>) -> tensor<48x48x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x48x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<48x48x4xi1>, tensor<48x48x4xf32>
    return %16 : tensor<48x48x4xf32>
  }
  func.func private @_where_4(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xi32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x32xi1>, tensor<32x32xi32>
    return %0 : tensor<32x32xi32>
  }
  func.func private @_take_5(%arg0: tensor<32x4xf32>, %arg1: tensor<32x32xi32>) -> tensor<32x32x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x32xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x32xi32>) -> tensor<32x32x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<32x32x1xi32>) -> tensor<32x32x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x32xi1>) -> tensor<32x32x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x32x4xi1>, tensor<32x32x4xf32>
    return %16 : tensor<32x32x4xf32>
  }
}
