module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<4x4x3x128xf32>, %arg2: tensor<10xf32>, %arg3: tensor<128x10xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<256xf32>, %arg15: tensor<128x256xf32>, %arg16: tensor<128xf32>, %arg17: tensor<256x128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<256xf32>, %arg27: tensor<128x256xf32>, %arg28: tensor<128xf32>, %arg29: tensor<256x128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<256xf32>, %arg39: tensor<128x256xf32>, %arg40: tensor<128xf32>, %arg41: tensor<256x128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64x64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x64xf32>, %arg50: tensor<256xf32>, %arg51: tensor<128x256xf32>, %arg52: tensor<128xf32>, %arg53: tensor<256x128xf32>, %arg54: tensor<1x32x32x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg54, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x3xf32>, tensor<4x4x3x128xf32>) -> tensor<1x8x8x128xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x8x8x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x128xf32>) -> tensor<1x64x128xf32>
    %5 = chlo.square %4 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x64xf32>
    %12 = chlo.square %8 : tensor<1x64xf32> -> tensor<1x64xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<1x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<1x64xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %19 = stablehlo.subtract %4, %18 : tensor<1x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<1x64x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<1x64x1xf32>
    %23 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x64x128xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<1x64x128xf32>
    %28 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %30 = stablehlo.add %27, %29 : tensor<1x64x128xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1] : (tensor<1x64x128xf32>) -> tensor<1x128x64xf32>
    %32 = stablehlo.dot_general %31, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %33 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<1x128x64xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<1x128x64xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<1x128x64xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<1x128x64xf32>
    %40 = stablehlo.add %35, %39 : tensor<1x128x64xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<1x128x64xf32>
    %43 = stablehlo.tanh %42 : tensor<1x128x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %45 = stablehlo.add %44, %43 : tensor<1x128x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<1x128x64xf32>
    %48 = stablehlo.multiply %35, %47 : tensor<1x128x64xf32>
    %49 = stablehlo.dot_general %48, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %50 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<1x128x64xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1] : (tensor<1x128x64xf32>) -> tensor<1x64x128xf32>
    %54 = stablehlo.add %4, %53 : tensor<1x64x128xf32>
    %55 = chlo.square %54 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %58 = stablehlo.divide %56, %57 : tensor<1x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %61 = stablehlo.divide %59, %60 : tensor<1x64xf32>
    %62 = chlo.square %58 : tensor<1x64xf32> -> tensor<1x64xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<1x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<1x64xf32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %69 = stablehlo.subtract %54, %68 : tensor<1x64x128xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %71 = stablehlo.add %67, %70 : tensor<1x64x1xf32>
    %72 = stablehlo.rsqrt %71 : tensor<1x64x1xf32>
    %73 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<1x64x128xf32>
    %77 = stablehlo.multiply %69, %76 : tensor<1x64x128xf32>
    %78 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %80 = stablehlo.add %77, %79 : tensor<1x64x128xf32>
    %81 = stablehlo.dot_general %80, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x256xf32>) -> tensor<1x64x256xf32>
    %82 = stablehlo.reshape %arg14 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<1x64x256xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<1x64x256xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<1x64x256xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<1x64x256xf32>
    %89 = stablehlo.add %84, %88 : tensor<1x64x256xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<1x64x256xf32>
    %92 = stablehlo.tanh %91 : tensor<1x64x256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %94 = stablehlo.add %93, %92 : tensor<1x64x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<1x64x256xf32>
    %97 = stablehlo.multiply %84, %96 : tensor<1x64x256xf32>
    %98 = stablehlo.dot_general %97, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x128xf32>) -> tensor<1x64x128xf32>
    %99 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %101 = stablehlo.add %98, %100 : tensor<1x64x128xf32>
    %102 = stablehlo.add %54, %101 : tensor<1x64x128xf32>
    %103 = chlo.square %102 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %106 = stablehlo.divide %104, %105 : tensor<1x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%103 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %109 = stablehlo.divide %107, %108 : tensor<1x64xf32>
    %110 = chlo.square %106 : tensor<1x64xf32> -> tensor<1x64xf32>
    %111 = stablehlo.subtract %109, %110 : tensor<1x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %113 = stablehlo.maximum %112, %111 : tensor<1x64xf32>
    %114 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %117 = stablehlo.subtract %102, %116 : tensor<1x64x128xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %119 = stablehlo.add %115, %118 : tensor<1x64x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<1x64x1xf32>
    %121 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<1x64x128xf32>
    %125 = stablehlo.multiply %117, %124 : tensor<1x64x128xf32>
    %126 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %128 = stablehlo.add %125, %127 : tensor<1x64x128xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1] : (tensor<1x64x128xf32>) -> tensor<1x128x64xf32>
    %130 = stablehlo.dot_general %129, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %131 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<1x128x64xf32>
    %134 = stablehlo.multiply %133, %133 : tensor<1x128x64xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<1x128x64xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<1x128x64xf32>
    %138 = stablehlo.add %133, %137 : tensor<1x128x64xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<1x128x64xf32>
    %141 = stablehlo.tanh %140 : tensor<1x128x64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %143 = stablehlo.add %142, %141 : tensor<1x128x64xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<1x128x64xf32>
    %146 = stablehlo.multiply %133, %145 : tensor<1x128x64xf32>
    %147 = stablehlo.dot_general %146, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %148 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %150 = stablehlo.add %147, %149 : tensor<1x128x64xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1] : (tensor<1x128x64xf32>) -> tensor<1x64x128xf32>
    %152 = stablehlo.add %102, %151 : tensor<1x64x128xf32>
    %153 = chlo.square %152 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%152 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %156 = stablehlo.divide %154, %155 : tensor<1x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%153 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %159 = stablehlo.divide %157, %158 : tensor<1x64xf32>
    %160 = chlo.square %156 : tensor<1x64xf32> -> tensor<1x64xf32>
    %161 = stablehlo.subtract %159, %160 : tensor<1x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %163 = stablehlo.maximum %162, %161 : tensor<1x64xf32>
    %164 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %167 = stablehlo.subtract %152, %166 : tensor<1x64x128xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %169 = stablehlo.add %165, %168 : tensor<1x64x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<1x64x1xf32>
    %171 = stablehlo.reshape %arg21 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<1x64x128xf32>
    %175 = stablehlo.multiply %167, %174 : tensor<1x64x128xf32>
    %176 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %178 = stablehlo.add %175, %177 : tensor<1x64x128xf32>
    %179 = stablehlo.dot_general %178, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x256xf32>) -> tensor<1x64x256xf32>
    %180 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %182 = stablehlo.add %179, %181 : tensor<1x64x256xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<1x64x256xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<1x64x256xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<1x64x256xf32>
    %187 = stablehlo.add %182, %186 : tensor<1x64x256xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<1x64x256xf32>
    %190 = stablehlo.tanh %189 : tensor<1x64x256xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %192 = stablehlo.add %191, %190 : tensor<1x64x256xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<1x64x256xf32>
    %195 = stablehlo.multiply %182, %194 : tensor<1x64x256xf32>
    %196 = stablehlo.dot_general %195, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x128xf32>) -> tensor<1x64x128xf32>
    %197 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %199 = stablehlo.add %196, %198 : tensor<1x64x128xf32>
    %200 = stablehlo.add %152, %199 : tensor<1x64x128xf32>
    %201 = chlo.square %200 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%200 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %204 = stablehlo.divide %202, %203 : tensor<1x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%201 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %207 = stablehlo.divide %205, %206 : tensor<1x64xf32>
    %208 = chlo.square %204 : tensor<1x64xf32> -> tensor<1x64xf32>
    %209 = stablehlo.subtract %207, %208 : tensor<1x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %211 = stablehlo.maximum %210, %209 : tensor<1x64xf32>
    %212 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %215 = stablehlo.subtract %200, %214 : tensor<1x64x128xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %217 = stablehlo.add %213, %216 : tensor<1x64x1xf32>
    %218 = stablehlo.rsqrt %217 : tensor<1x64x1xf32>
    %219 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<1x64x128xf32>
    %223 = stablehlo.multiply %215, %222 : tensor<1x64x128xf32>
    %224 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %226 = stablehlo.add %223, %225 : tensor<1x64x128xf32>
    %227 = stablehlo.transpose %226, dims = [0, 2, 1] : (tensor<1x64x128xf32>) -> tensor<1x128x64xf32>
    %228 = stablehlo.dot_general %227, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %229 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x128x64xf32>
    %232 = stablehlo.multiply %231, %231 : tensor<1x128x64xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<1x128x64xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<1x128x64xf32>
    %236 = stablehlo.add %231, %235 : tensor<1x128x64xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<1x128x64xf32>
    %239 = stablehlo.tanh %238 : tensor<1x128x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %241 = stablehlo.add %240, %239 : tensor<1x128x64xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<1x128x64xf32>
    %244 = stablehlo.multiply %231, %243 : tensor<1x128x64xf32>
    %245 = stablehlo.dot_general %244, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %246 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %248 = stablehlo.add %245, %247 : tensor<1x128x64xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1] : (tensor<1x128x64xf32>) -> tensor<1x64x128xf32>
    %250 = stablehlo.add %200, %249 : tensor<1x64x128xf32>
    %251 = chlo.square %250 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%250 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %254 = stablehlo.divide %252, %253 : tensor<1x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%251 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %257 = stablehlo.divide %255, %256 : tensor<1x64xf32>
    %258 = chlo.square %254 : tensor<1x64xf32> -> tensor<1x64xf32>
    %259 = stablehlo.subtract %257, %258 : tensor<1x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %261 = stablehlo.maximum %260, %259 : tensor<1x64xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %265 = stablehlo.subtract %250, %264 : tensor<1x64x128xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %267 = stablehlo.add %263, %266 : tensor<1x64x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<1x64x1xf32>
    %269 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<1x64x128xf32>
    %273 = stablehlo.multiply %265, %272 : tensor<1x64x128xf32>
    %274 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<1x64x128xf32>
    %277 = stablehlo.dot_general %276, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x256xf32>) -> tensor<1x64x256xf32>
    %278 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %280 = stablehlo.add %277, %279 : tensor<1x64x256xf32>
    %281 = stablehlo.multiply %280, %280 : tensor<1x64x256xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<1x64x256xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<1x64x256xf32>
    %285 = stablehlo.add %280, %284 : tensor<1x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<1x64x256xf32>
    %288 = stablehlo.tanh %287 : tensor<1x64x256xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %290 = stablehlo.add %289, %288 : tensor<1x64x256xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<1x64x256xf32>
    %293 = stablehlo.multiply %280, %292 : tensor<1x64x256xf32>
    %294 = stablehlo.dot_general %293, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x128xf32>) -> tensor<1x64x128xf32>
    %295 = stablehlo.reshape %arg40 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %297 = stablehlo.add %294, %296 : tensor<1x64x128xf32>
    %298 = stablehlo.add %250, %297 : tensor<1x64x128xf32>
    %299 = chlo.square %298 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%298 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_60 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %302 = stablehlo.divide %300, %301 : tensor<1x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%299 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_62 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %305 = stablehlo.divide %303, %304 : tensor<1x64xf32>
    %306 = chlo.square %302 : tensor<1x64xf32> -> tensor<1x64xf32>
    %307 = stablehlo.subtract %305, %306 : tensor<1x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %309 = stablehlo.maximum %308, %307 : tensor<1x64xf32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %311 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %312 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %313 = stablehlo.subtract %298, %312 : tensor<1x64x128xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %315 = stablehlo.add %311, %314 : tensor<1x64x1xf32>
    %316 = stablehlo.rsqrt %315 : tensor<1x64x1xf32>
    %317 = stablehlo.reshape %arg43 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %318 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<1x64x128xf32>
    %321 = stablehlo.multiply %313, %320 : tensor<1x64x128xf32>
    %322 = stablehlo.reshape %arg42 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %324 = stablehlo.add %321, %323 : tensor<1x64x128xf32>
    %325 = stablehlo.transpose %324, dims = [0, 2, 1] : (tensor<1x64x128xf32>) -> tensor<1x128x64xf32>
    %326 = stablehlo.dot_general %325, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %327 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %329 = stablehlo.add %326, %328 : tensor<1x128x64xf32>
    %330 = stablehlo.multiply %329, %329 : tensor<1x128x64xf32>
    %331 = stablehlo.multiply %330, %329 : tensor<1x128x64xf32>
    %cst_65 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %333 = stablehlo.multiply %332, %331 : tensor<1x128x64xf32>
    %334 = stablehlo.add %329, %333 : tensor<1x128x64xf32>
    %cst_66 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<1x128x64xf32>
    %337 = stablehlo.tanh %336 : tensor<1x128x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %339 = stablehlo.add %338, %337 : tensor<1x128x64xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<1x128x64xf32>
    %342 = stablehlo.multiply %329, %341 : tensor<1x128x64xf32>
    %343 = stablehlo.dot_general %342, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x64xf32>, tensor<64x64xf32>) -> tensor<1x128x64xf32>
    %344 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x128x64xf32>
    %346 = stablehlo.add %343, %345 : tensor<1x128x64xf32>
    %347 = stablehlo.transpose %346, dims = [0, 2, 1] : (tensor<1x128x64xf32>) -> tensor<1x64x128xf32>
    %348 = stablehlo.add %298, %347 : tensor<1x64x128xf32>
    %349 = chlo.square %348 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%348 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_70 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %352 = stablehlo.divide %350, %351 : tensor<1x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%349 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_72 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %355 = stablehlo.divide %353, %354 : tensor<1x64xf32>
    %356 = chlo.square %352 : tensor<1x64xf32> -> tensor<1x64xf32>
    %357 = stablehlo.subtract %355, %356 : tensor<1x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %359 = stablehlo.maximum %358, %357 : tensor<1x64xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %361 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %363 = stablehlo.subtract %348, %362 : tensor<1x64x128xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %365 = stablehlo.add %361, %364 : tensor<1x64x1xf32>
    %366 = stablehlo.rsqrt %365 : tensor<1x64x1xf32>
    %367 = stablehlo.reshape %arg45 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %369 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<1x64x128xf32>
    %371 = stablehlo.multiply %363, %370 : tensor<1x64x128xf32>
    %372 = stablehlo.reshape %arg44 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %374 = stablehlo.add %371, %373 : tensor<1x64x128xf32>
    %375 = stablehlo.dot_general %374, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x256xf32>) -> tensor<1x64x256xf32>
    %376 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %378 = stablehlo.add %375, %377 : tensor<1x64x256xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<1x64x256xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<1x64x256xf32>
    %cst_75 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<1x64x256xf32>
    %383 = stablehlo.add %378, %382 : tensor<1x64x256xf32>
    %cst_76 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<1x64x256xf32>
    %386 = stablehlo.tanh %385 : tensor<1x64x256xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %388 = stablehlo.add %387, %386 : tensor<1x64x256xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<1x64x256xf32>
    %391 = stablehlo.multiply %378, %390 : tensor<1x64x256xf32>
    %392 = stablehlo.dot_general %391, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x128xf32>) -> tensor<1x64x128xf32>
    %393 = stablehlo.reshape %arg52 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %395 = stablehlo.add %392, %394 : tensor<1x64x128xf32>
    %396 = stablehlo.add %348, %395 : tensor<1x64x128xf32>
    %397 = chlo.square %396 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%396 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_80 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %400 = stablehlo.divide %398, %399 : tensor<1x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%397 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_82 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %403 = stablehlo.divide %401, %402 : tensor<1x64xf32>
    %404 = chlo.square %400 : tensor<1x64xf32> -> tensor<1x64xf32>
    %405 = stablehlo.subtract %403, %404 : tensor<1x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %407 = stablehlo.maximum %406, %405 : tensor<1x64xf32>
    %408 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %411 = stablehlo.subtract %396, %410 : tensor<1x64x128xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %413 = stablehlo.add %409, %412 : tensor<1x64x1xf32>
    %414 = stablehlo.rsqrt %413 : tensor<1x64x1xf32>
    %415 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %416 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %417 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<1x64x128xf32>
    %419 = stablehlo.multiply %411, %418 : tensor<1x64x128xf32>
    %420 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %422 = stablehlo.add %419, %421 : tensor<1x64x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_85) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %425 = stablehlo.divide %423, %424 : tensor<1x128xf32>
    %426 = stablehlo.dot_general %425, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x10xf32>) -> tensor<1x10xf32>
    %427 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %428 = stablehlo.add %426, %427 : tensor<1x10xf32>
    return %428 : tensor<1x10xf32>
  }
}
