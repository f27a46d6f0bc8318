module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x512xf32>, %arg8: tensor<256x512xf32>, %arg9: tensor<512x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x256xf32>, %arg12: tensor<256x256xf32>, %arg13: tensor<256x256xf32>, %arg14: tensor<256x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x512xf32>, %arg17: tensor<256x512xf32>, %arg18: tensor<512x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<32x4xf32>, %arg22: tensor<256x256xf32>, %arg23: tensor<256x256xf32>, %arg24: tensor<256x256xf32>, %arg25: tensor<256x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x256xf32>, %arg28: tensor<256x256xf32>, %arg29: tensor<256x256xf32>, %arg30: tensor<256x256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256x512xf32>, %arg33: tensor<256x512xf32>, %arg34: tensor<512x256xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256x256xf32>, %arg37: tensor<256x256xf32>, %arg38: tensor<256x256xf32>, %arg39: tensor<256x256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256x256xf32>, %arg42: tensor<256x256xf32>, %arg43: tensor<256x256xf32>, %arg44: tensor<256x256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256x512xf32>, %arg47: tensor<256x512xf32>, %arg48: tensor<512x256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<1x48xi32>, %arg52: tensor<1x48xi32>, %arg53: tensor<1x32xi32>, %arg54: tensor<1x32xi32>) -> (tensor<1x32x256xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<1x48x256xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg51) : (tensor<1000x256xf32>, tensor<1x48xi32>) -> tensor<1x48x256xf32>
    %1 = call @_take_0(%arg0, %arg53) : (tensor<1000x256xf32>, tensor<1x32xi32>) -> tensor<1x32x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg52, dims = [0, 2] : (tensor<1x48xi32>) -> tensor<1x1x48xi32>
    %3 = chlo.square %0 : tensor<1x48x256xf32> -> tensor<1x48x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x48x256xf32>, tensor<f32>) -> tensor<1x48xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<1x48x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<1x48x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<1x48x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x48x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x48x1xf32>) -> tensor<1x48x256xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<1x48x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x48x256xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<1x48x256xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %18 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %20 = stablehlo.dot_general %15, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %22 = stablehlo.dot_general %17, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x48x4x64xf32>) -> tensor<1x4x48x48xf32>
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
    %62 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<1x1x48xi32>) -> tensor<1x1x1x48xi32>
    %63 = stablehlo.convert %62 : (tensor<1x1x1x48xi32>) -> tensor<1x1x1x48xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<1x1x1x48xf32>
    %cst_12 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1x1x1x48xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<1x4x48x48xf32>
    %69 = stablehlo.add %61, %68 : tensor<1x4x48x48xf32>
    %70 = stablehlo.add %22, %69 : tensor<1x4x48x48xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x48x48xf32>, tensor<f32>) -> tensor<1x4x48xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x4x48xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<1x4x48xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x4x48xf32>) -> tensor<1x4x48x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x4x48x1xf32>) -> tensor<1x4x48x48xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<1x4x48x48xf32>
    %77 = stablehlo.exponential %76 : tensor<1x4x48x48xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<1x4x48x48xf32>, tensor<f32>) -> tensor<1x4x48xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x4x48xf32>) -> tensor<1x4x48x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x4x48x1xf32>) -> tensor<1x4x48x48xf32>
    %81 = stablehlo.divide %77, %80 : tensor<1x4x48x48xf32>
    %82 = stablehlo.dot_general %21, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x64x48xf32>
    %83 = stablehlo.transpose %82, dims = [0, 3, 1, 2] : (tensor<1x4x64x48xf32>) -> tensor<1x48x4x64xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x48x4x64xf32>) -> tensor<1x48x256xf32>
    %85 = stablehlo.dot_general %84, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %86 = stablehlo.add %85, %0 : tensor<1x48x256xf32>
    %87 = chlo.square %86 : tensor<1x48x256xf32> -> tensor<1x48x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<1x48x256xf32>, tensor<f32>) -> tensor<1x48xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<1x48x1xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<1x48x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %93 = stablehlo.add %91, %92 : tensor<1x48x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<1x48x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x48x1xf32>) -> tensor<1x48x256xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<1x48x256xf32>
    %97 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x48x256xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<1x48x256xf32>
    %100 = stablehlo.dot_general %99, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x512xf32>) -> tensor<1x48x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x48x512xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<1x48x512xf32>
    %103 = stablehlo.negate %100 : tensor<1x48x512xf32>
    %cst_20 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x48x512xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<1x48x512xf32>
    %106 = chlo.erfc %105 : tensor<1x48x512xf32> -> tensor<1x48x512xf32>
    %107 = stablehlo.multiply %102, %106 : tensor<1x48x512xf32>
    %108 = stablehlo.dot_general %99, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x512xf32>) -> tensor<1x48x512xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<1x48x512xf32>
    %110 = stablehlo.dot_general %109, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x512xf32>, tensor<512x256xf32>) -> tensor<1x48x256xf32>
    %111 = stablehlo.add %110, %86 : tensor<1x48x256xf32>
    %112 = chlo.square %111 : tensor<1x48x256xf32> -> tensor<1x48x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x48x256xf32>, tensor<f32>) -> tensor<1x48xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<1x48x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %116 = stablehlo.divide %114, %115 : tensor<1x48x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x48x1xf32>
    %119 = stablehlo.rsqrt %118 : tensor<1x48x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x48x1xf32>) -> tensor<1x48x256xf32>
    %121 = stablehlo.multiply %111, %120 : tensor<1x48x256xf32>
    %122 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x48x256xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<1x48x256xf32>
    %125 = stablehlo.dot_general %124, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %127 = stablehlo.dot_general %124, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %128 = stablehlo.reshape %127 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %129 = stablehlo.dot_general %124, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %131 = stablehlo.dot_general %126, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x48x4x64xf32>) -> tensor<1x4x48x48xf32>
    %132 = stablehlo.add %131, %69 : tensor<1x4x48x48xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x48x48xf32>, tensor<f32>) -> tensor<1x4x48xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x4x48xf32>
    %135 = stablehlo.maximum %134, %133 : tensor<1x4x48xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x4x48xf32>) -> tensor<1x4x48x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x4x48x1xf32>) -> tensor<1x4x48x48xf32>
    %138 = stablehlo.subtract %132, %137 : tensor<1x4x48x48xf32>
    %139 = stablehlo.exponential %138 : tensor<1x4x48x48xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<1x4x48x48xf32>, tensor<f32>) -> tensor<1x4x48xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x4x48xf32>) -> tensor<1x4x48x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x4x48x1xf32>) -> tensor<1x4x48x48xf32>
    %143 = stablehlo.divide %139, %142 : tensor<1x4x48x48xf32>
    %144 = stablehlo.dot_general %130, %143, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x64x48xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 2] : (tensor<1x4x64x48xf32>) -> tensor<1x48x4x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x48x4x64xf32>) -> tensor<1x48x256xf32>
    %147 = stablehlo.dot_general %146, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %148 = stablehlo.add %147, %111 : tensor<1x48x256xf32>
    %149 = chlo.square %148 : tensor<1x48x256xf32> -> tensor<1x48x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x48x256xf32>, tensor<f32>) -> tensor<1x48xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<1x48x1xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<1x48x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %155 = stablehlo.add %153, %154 : tensor<1x48x1xf32>
    %156 = stablehlo.rsqrt %155 : tensor<1x48x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x48x1xf32>) -> tensor<1x48x256xf32>
    %158 = stablehlo.multiply %148, %157 : tensor<1x48x256xf32>
    %159 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x48x256xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<1x48x256xf32>
    %162 = stablehlo.dot_general %161, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x512xf32>) -> tensor<1x48x512xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x48x512xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<1x48x512xf32>
    %165 = stablehlo.negate %162 : tensor<1x48x512xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x48x512xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<1x48x512xf32>
    %168 = chlo.erfc %167 : tensor<1x48x512xf32> -> tensor<1x48x512xf32>
    %169 = stablehlo.multiply %164, %168 : tensor<1x48x512xf32>
    %170 = stablehlo.dot_general %161, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x512xf32>) -> tensor<1x48x512xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<1x48x512xf32>
    %172 = stablehlo.dot_general %171, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x512xf32>, tensor<512x256xf32>) -> tensor<1x48x256xf32>
    %173 = stablehlo.add %172, %148 : tensor<1x48x256xf32>
    %174 = chlo.square %173 : tensor<1x48x256xf32> -> tensor<1x48x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<1x48x256xf32>, tensor<f32>) -> tensor<1x48xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<1x48x1xf32>
    %cst_33 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<1x48x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x48x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<1x48x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<1x48x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x48x1xf32>) -> tensor<1x48x256xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<1x48x256xf32>
    %184 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x48x256xf32>
    %186 = stablehlo.multiply %185, %183 : tensor<1x48x256xf32>
    %187 = stablehlo.broadcast_in_dim %arg54, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %188 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %190 = stablehlo.add %188, %189 : tensor<32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %192 = stablehlo.iota dim = 0 : tensor<32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %194 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.compare GE, %194, %195, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %198 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<1x1x32xi32>
    %199 = stablehlo.compare NE, %187, %198, SIGNED : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %200 = stablehlo.convert %199 : tensor<1x1x32xi1>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<1x32x32xi1>
    %202 = stablehlo.and %197, %201 : tensor<1x32x32xi1>
    %203 = chlo.square %1 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<1x32x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %209 = stablehlo.add %207, %208 : tensor<1x32x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<1x32x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %212 = stablehlo.multiply %1, %211 : tensor<1x32x256xf32>
    %213 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<1x32x256xf32>
    %216 = stablehlo.dot_general %215, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %218 = stablehlo.dot_general %215, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %220 = stablehlo.dot_general %215, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %222 = stablehlo.dot_general %217, %219, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x32x4x64xf32>) -> tensor<1x4x32x32xf32>
    %223 = stablehlo.iota dim = 0 : tensor<32xi32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %225 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %226 = stablehlo.add %224, %225 : tensor<32x1xi32>
    %227 = stablehlo.iota dim = 0 : tensor<32xi32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %230 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %231 = stablehlo.subtract %229, %230 : tensor<32x32xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %233 = stablehlo.minimum %231, %232 : tensor<32x32xi32>
    %234 = stablehlo.negate %233 : tensor<32x32xi32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %235 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %236 = stablehlo.compare LT, %234, %235, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %237 = stablehlo.convert %234 : (tensor<32x32xi32>) -> tensor<32x32xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %239 = stablehlo.divide %237, %238 : tensor<32x32xf32>
    %240 = stablehlo.log %239 : tensor<32x32xf32>
    %cst_44 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %241 = stablehlo.log %cst_44 : tensor<f32>
    %242 = stablehlo.convert %241 : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %244 = stablehlo.divide %240, %243 : tensor<32x32xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<32x32xf32>
    %247 = stablehlo.convert %246 : (tensor<32x32xf32>) -> tensor<32x32xi32>
    %c_46 = stablehlo.constant dense<16> : tensor<i32>
    %248 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %249 = stablehlo.add %248, %247 : tensor<32x32xi32>
    %c_47 = stablehlo.constant dense<31> : tensor<i32>
    %250 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %251 = stablehlo.minimum %249, %250 : tensor<32x32xi32>
    %252 = call @_where_4(%236, %234, %251) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %254 = stablehlo.add %253, %252 : tensor<32x32xi32>
    %255 = call @_take_5(%arg21, %254) : (tensor<32x4xf32>, tensor<32x32xi32>) -> tensor<32x32x4xf32>
    %256 = stablehlo.transpose %255, dims = [2, 0, 1] : (tensor<32x32x4xf32>) -> tensor<4x32x32xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [1, 2, 3] : (tensor<4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %258 = stablehlo.broadcast_in_dim %202, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %259 = stablehlo.convert %258 : (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %261 = stablehlo.subtract %260, %259 : tensor<1x1x32x32xf32>
    %cst_50 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<1x1x32x32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xf32>) -> tensor<1x4x32x32xf32>
    %265 = stablehlo.add %257, %264 : tensor<1x4x32x32xf32>
    %266 = stablehlo.add %222, %265 : tensor<1x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_51) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x32x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %269 = stablehlo.maximum %268, %267 : tensor<1x4x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x32xf32>
    %272 = stablehlo.subtract %266, %271 : tensor<1x4x32x32xf32>
    %273 = stablehlo.exponential %272 : tensor<1x4x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<1x4x32x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x32xf32>
    %277 = stablehlo.divide %273, %276 : tensor<1x4x32x32xf32>
    %278 = stablehlo.dot_general %221, %277, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x4x32x32xf32>) -> tensor<1x4x64x32xf32>
    %279 = stablehlo.transpose %278, dims = [0, 3, 1, 2] : (tensor<1x4x64x32xf32>) -> tensor<1x32x4x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x32x4x64xf32>) -> tensor<1x32x256xf32>
    %281 = stablehlo.dot_general %280, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %282 = stablehlo.add %281, %1 : tensor<1x32x256xf32>
    %283 = chlo.square %282 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_55 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %287 = stablehlo.divide %285, %286 : tensor<1x32x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %289 = stablehlo.add %287, %288 : tensor<1x32x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<1x32x1xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %292 = stablehlo.multiply %282, %291 : tensor<1x32x256xf32>
    %293 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %295 = stablehlo.multiply %294, %292 : tensor<1x32x256xf32>
    %296 = stablehlo.dot_general %295, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %297 = stablehlo.reshape %296 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %298 = stablehlo.dot_general %186, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %300 = stablehlo.dot_general %186, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %302 = stablehlo.dot_general %297, %299, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x48x4x64xf32>) -> tensor<1x4x32x48xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x4x32x48xf32>
    %304 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<1x1x48xi32>) -> tensor<1x1x1x48xi32>
    %305 = stablehlo.convert %304 : (tensor<1x1x1x48xi32>) -> tensor<1x1x1x48xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %307 = stablehlo.subtract %306, %305 : tensor<1x1x1x48xf32>
    %cst_59 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %309 = stablehlo.multiply %307, %308 : tensor<1x1x1x48xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<1x4x32x48xf32>
    %311 = stablehlo.add %303, %310 : tensor<1x4x32x48xf32>
    %312 = stablehlo.add %302, %311 : tensor<1x4x32x48xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x32x48xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %315 = stablehlo.maximum %314, %313 : tensor<1x4x32xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x48xf32>
    %318 = stablehlo.subtract %312, %317 : tensor<1x4x32x48xf32>
    %319 = stablehlo.exponential %318 : tensor<1x4x32x48xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<1x4x32x48xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x48xf32>
    %323 = stablehlo.divide %319, %322 : tensor<1x4x32x48xf32>
    %324 = stablehlo.dot_general %301, %323, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x4x32x48xf32>) -> tensor<1x4x64x32xf32>
    %325 = stablehlo.transpose %324, dims = [0, 3, 1, 2] : (tensor<1x4x64x32xf32>) -> tensor<1x32x4x64xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x32x4x64xf32>) -> tensor<1x32x256xf32>
    %327 = stablehlo.dot_general %326, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %328 = stablehlo.add %327, %282 : tensor<1x32x256xf32>
    %329 = chlo.square %328 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %333 = stablehlo.divide %331, %332 : tensor<1x32x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %335 = stablehlo.add %333, %334 : tensor<1x32x1xf32>
    %336 = stablehlo.rsqrt %335 : tensor<1x32x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %338 = stablehlo.multiply %328, %337 : tensor<1x32x256xf32>
    %339 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %341 = stablehlo.multiply %340, %338 : tensor<1x32x256xf32>
    %342 = stablehlo.dot_general %341, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x512xf32>) -> tensor<1x32x512xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<1x32x512xf32>
    %345 = stablehlo.negate %342 : tensor<1x32x512xf32>
    %cst_67 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<1x32x512xf32>
    %348 = chlo.erfc %347 : tensor<1x32x512xf32> -> tensor<1x32x512xf32>
    %349 = stablehlo.multiply %344, %348 : tensor<1x32x512xf32>
    %350 = stablehlo.dot_general %341, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x512xf32>) -> tensor<1x32x512xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<1x32x512xf32>
    %352 = stablehlo.dot_general %351, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x256xf32>) -> tensor<1x32x256xf32>
    %353 = stablehlo.add %352, %328 : tensor<1x32x256xf32>
    %354 = chlo.square %353 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_69 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %358 = stablehlo.divide %356, %357 : tensor<1x32x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %360 = stablehlo.add %358, %359 : tensor<1x32x1xf32>
    %361 = stablehlo.rsqrt %360 : tensor<1x32x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %363 = stablehlo.multiply %353, %362 : tensor<1x32x256xf32>
    %364 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<1x32x256xf32>
    %367 = stablehlo.dot_general %366, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %369 = stablehlo.dot_general %366, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %370 = stablehlo.reshape %369 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %371 = stablehlo.dot_general %366, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %372 = stablehlo.reshape %371 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %373 = stablehlo.dot_general %368, %370, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x32x4x64xf32>) -> tensor<1x4x32x32xf32>
    %374 = stablehlo.add %373, %265 : tensor<1x4x32x32xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_71) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x32x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %377 = stablehlo.maximum %376, %375 : tensor<1x4x32xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x32xf32>
    %380 = stablehlo.subtract %374, %379 : tensor<1x4x32x32xf32>
    %381 = stablehlo.exponential %380 : tensor<1x4x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<1x4x32x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x32xf32>
    %385 = stablehlo.divide %381, %384 : tensor<1x4x32x32xf32>
    %386 = stablehlo.dot_general %372, %385, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x4x32x32xf32>) -> tensor<1x4x64x32xf32>
    %387 = stablehlo.transpose %386, dims = [0, 3, 1, 2] : (tensor<1x4x64x32xf32>) -> tensor<1x32x4x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x32x4x64xf32>) -> tensor<1x32x256xf32>
    %389 = stablehlo.dot_general %388, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %390 = stablehlo.add %389, %353 : tensor<1x32x256xf32>
    %391 = chlo.square %390 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_75 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %395 = stablehlo.divide %393, %394 : tensor<1x32x1xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %397 = stablehlo.add %395, %396 : tensor<1x32x1xf32>
    %398 = stablehlo.rsqrt %397 : tensor<1x32x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %400 = stablehlo.multiply %390, %399 : tensor<1x32x256xf32>
    %401 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<1x32x256xf32>
    %404 = stablehlo.dot_general %403, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %405 = stablehlo.reshape %404 : (tensor<1x32x256xf32>) -> tensor<1x32x4x64xf32>
    %406 = stablehlo.dot_general %186, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %408 = stablehlo.dot_general %186, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x48x256xf32>, tensor<256x256xf32>) -> tensor<1x48x256xf32>
    %409 = stablehlo.reshape %408 : (tensor<1x48x256xf32>) -> tensor<1x48x4x64xf32>
    %410 = stablehlo.dot_general %405, %407, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x64xf32>, tensor<1x48x4x64xf32>) -> tensor<1x4x32x48xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x4x32x48xf32>
    %412 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<1x1x48xi32>) -> tensor<1x1x1x48xi32>
    %413 = stablehlo.convert %412 : (tensor<1x1x1x48xi32>) -> tensor<1x1x1x48xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %415 = stablehlo.subtract %414, %413 : tensor<1x1x1x48xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<1x1x1x48xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<1x4x32x48xf32>
    %419 = stablehlo.add %411, %418 : tensor<1x4x32x48xf32>
    %420 = stablehlo.add %410, %419 : tensor<1x4x32x48xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_80) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x32x48xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %423 = stablehlo.maximum %422, %421 : tensor<1x4x32xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x48xf32>
    %426 = stablehlo.subtract %420, %425 : tensor<1x4x32x48xf32>
    %427 = stablehlo.exponential %426 : tensor<1x4x32x48xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<1x4x32x48xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<1x4x32x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x4x32x1xf32>) -> tensor<1x4x32x48xf32>
    %431 = stablehlo.divide %427, %430 : tensor<1x4x32x48xf32>
    %432 = stablehlo.dot_general %409, %431, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x48x4x64xf32>, tensor<1x4x32x48xf32>) -> tensor<1x4x64x32xf32>
    %433 = stablehlo.transpose %432, dims = [0, 3, 1, 2] : (tensor<1x4x64x32xf32>) -> tensor<1x32x4x64xf32>
    %434 = stablehlo.reshape %433 : (tensor<1x32x4x64xf32>) -> tensor<1x32x256xf32>
    %435 = stablehlo.dot_general %434, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x256xf32>) -> tensor<1x32x256xf32>
    %436 = stablehlo.add %435, %390 : tensor<1x32x256xf32>
    %437 = chlo.square %436 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_84 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %441 = stablehlo.divide %439, %440 : tensor<1x32x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %443 = stablehlo.add %441, %442 : tensor<1x32x1xf32>
    %444 = stablehlo.rsqrt %443 : tensor<1x32x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %446 = stablehlo.multiply %436, %445 : tensor<1x32x256xf32>
    %447 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %449 = stablehlo.multiply %448, %446 : tensor<1x32x256xf32>
    %450 = stablehlo.dot_general %449, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x512xf32>) -> tensor<1x32x512xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<1x32x512xf32>
    %453 = stablehlo.negate %450 : tensor<1x32x512xf32>
    %cst_87 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<1x32x512xf32>
    %456 = chlo.erfc %455 : tensor<1x32x512xf32> -> tensor<1x32x512xf32>
    %457 = stablehlo.multiply %452, %456 : tensor<1x32x512xf32>
    %458 = stablehlo.dot_general %449, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<256x512xf32>) -> tensor<1x32x512xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<1x32x512xf32>
    %460 = stablehlo.dot_general %459, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x256xf32>) -> tensor<1x32x256xf32>
    %461 = stablehlo.add %460, %436 : tensor<1x32x256xf32>
    %462 = chlo.square %461 : tensor<1x32x256xf32> -> tensor<1x32x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_89 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %466 = stablehlo.divide %464, %465 : tensor<1x32x1xf32>
    %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %468 = stablehlo.add %466, %467 : tensor<1x32x1xf32>
    %469 = stablehlo.rsqrt %468 : tensor<1x32x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %471 = stablehlo.multiply %461, %470 : tensor<1x32x256xf32>
    %472 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %474 = stablehlo.multiply %473, %471 : tensor<1x32x256xf32>
    return %474, %186 : tensor<1x32x256xf32>, tensor<1x48x256xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<1x48xi32>) -> tensor<1x48x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x48xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x48xi32>, tensor<1x48xi32>) -> tensor<1x48xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x48xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x48xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x48xi1>, tensor<1x48xi32>, tensor<1x48xi32>) -> tensor<1x48xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x48xi32>) -> tensor<1x48x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x48x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x48x1xi32>, tensor<1x48x1xi32>) -> tensor<1x48x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x48x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x48x1xi32>, tensor<1x48x1xi32>) -> tensor<1x48x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x48x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x48x1xi1>, tensor<i1>) -> tensor<1x48xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x48x1xi32>) -> tensor<1x48x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x48xi1>) -> tensor<1x48x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x48x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x48x256xi1>, tensor<1x48x256xf32>
    return %16 : tensor<1x48x256xf32>
  }
  func.func private @_where(%arg0: tensor<1x48xi1>, %arg1: tensor<1x48xi32>, %arg2: tensor<1x48xi32>) -> tensor<1x48xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x48xi1>, tensor<1x48xi32>
    return %0 : tensor<1x48xi32>
  }
  func.func private @_take_0(%arg0: tensor<1000x256xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<1x32xi1>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x32x1xi32>) -> tensor<1x32x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x256xi1>, tensor<1x32x256xf32>
    return %16 : tensor<1x32x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xi32>, %arg2: tensor<1x32xi32>) -> tensor<1x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    return %0 : tensor<1x32xi32>
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
