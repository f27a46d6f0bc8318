module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<256x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<32x128xf32>, %arg36: tensor<8x32xi32>) -> (tensor<8x32x256xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg32, %arg36) : (tensor<256x128xf32>, tensor<8x32xi32>) -> tensor<8x32x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x32x128xf32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x128xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %12 = stablehlo.convert %11 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %13 = chlo.square %3 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x32xf32>
    %20 = chlo.square %16 : tensor<8x32xf32> -> tensor<8x32xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<8x32xf32>
    %24 = stablehlo.reshape %16 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %25 = stablehlo.reshape %23 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %27 = stablehlo.subtract %3, %26 : tensor<8x32x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<8x32x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<8x32x1xf32>
    %31 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<8x32x128xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<8x32x128xf32>
    %36 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x32x128xf32>
    %39 = stablehlo.dot_general %38, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %40 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x32x4x32xf32>
    %43 = stablehlo.dot_general %38, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %44 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x32x4x32xf32>
    %47 = stablehlo.dot_general %38, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %48 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x32x4x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %52 = stablehlo.compare NE, %12, %51, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %53 = stablehlo.convert %52 : tensor<8x1x32x32xi1>
    %54 = stablehlo.reshape %42 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %56 = stablehlo.dot_general %54, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_6 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %61 = stablehlo.transpose %55, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %63 = stablehlo.and %60, %62 : tensor<1x8x4x32x32xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %64 = call @_where_0(%63, %58, %cst_7) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<1x8x4x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<1x8x4x32x32xf32>
    %71 = stablehlo.exponential %70 : tensor<1x8x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %75 = stablehlo.divide %71, %74 : tensor<1x8x4x32x32xf32>
    %76 = stablehlo.dot_general %50, %75, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %77 = stablehlo.transpose %76, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %78 = stablehlo.transpose %77, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %80 = stablehlo.dot_general %79, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x32x128xf32>
    %81 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %83 = stablehlo.add %80, %82 : tensor<8x32x128xf32>
    %84 = stablehlo.add %3, %83 : tensor<8x32x128xf32>
    %85 = chlo.square %84 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%84 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %88 = stablehlo.divide %86, %87 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%85 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x32xf32>
    %92 = chlo.square %88 : tensor<8x32xf32> -> tensor<8x32xf32>
    %93 = stablehlo.subtract %91, %92 : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<8x32xf32>
    %96 = stablehlo.reshape %88 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %97 = stablehlo.reshape %95 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %99 = stablehlo.subtract %84, %98 : tensor<8x32x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<8x32x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<8x32x1xf32>
    %103 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<8x32x128xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<8x32x128xf32>
    %108 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x32x128xf32>
    %111 = stablehlo.dot_general %110, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x512xf32>) -> tensor<8x32x512xf32>
    %112 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x32x512xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<8x32x512xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8x32x512xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x32x512xf32>
    %119 = stablehlo.add %114, %118 : tensor<8x32x512xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x32x512xf32>
    %122 = stablehlo.tanh %121 : tensor<8x32x512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %124 = stablehlo.add %123, %122 : tensor<8x32x512xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x32x512xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<8x32x512xf32>
    %128 = stablehlo.dot_general %127, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x128xf32>) -> tensor<8x32x128xf32>
    %129 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x32x128xf32>
    %132 = stablehlo.add %84, %131 : tensor<8x32x128xf32>
    %133 = chlo.square %132 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%132 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %136 = stablehlo.divide %134, %135 : tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%133 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %139 = stablehlo.divide %137, %138 : tensor<8x32xf32>
    %140 = chlo.square %136 : tensor<8x32xf32> -> tensor<8x32xf32>
    %141 = stablehlo.subtract %139, %140 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<8x32xf32>
    %144 = stablehlo.reshape %136 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %145 = stablehlo.reshape %143 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %147 = stablehlo.subtract %132, %146 : tensor<8x32x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %149 = stablehlo.add %145, %148 : tensor<8x32x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<8x32x1xf32>
    %151 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<8x32x128xf32>
    %155 = stablehlo.multiply %147, %154 : tensor<8x32x128xf32>
    %156 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %158 = stablehlo.add %155, %157 : tensor<8x32x128xf32>
    %159 = stablehlo.dot_general %158, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %160 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %162 = stablehlo.add %159, %161 : tensor<8x32x4x32xf32>
    %163 = stablehlo.dot_general %158, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %164 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x32x4x32xf32>
    %167 = stablehlo.dot_general %158, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %168 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %170 = stablehlo.add %167, %169 : tensor<8x32x4x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %172 = stablehlo.compare NE, %12, %171, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %173 = stablehlo.convert %172 : tensor<8x1x32x32xi1>
    %174 = stablehlo.reshape %162 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %176 = stablehlo.dot_general %174, %166, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8x4x32x1x32xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %179 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %181 = stablehlo.transpose %175, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %183 = stablehlo.and %180, %182 : tensor<1x8x4x32x32xi1>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %184 = call @_where_0(%183, %178, %cst_30) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<1x8x4x32xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %190 = stablehlo.subtract %184, %189 : tensor<1x8x4x32x32xf32>
    %191 = stablehlo.exponential %190 : tensor<1x8x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %195 = stablehlo.divide %191, %194 : tensor<1x8x4x32x32xf32>
    %196 = stablehlo.dot_general %170, %195, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %197 = stablehlo.transpose %196, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %198 = stablehlo.transpose %197, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %200 = stablehlo.dot_general %199, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x32x128xf32>
    %201 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %203 = stablehlo.add %200, %202 : tensor<8x32x128xf32>
    %204 = stablehlo.add %132, %203 : tensor<8x32x128xf32>
    %205 = chlo.square %204 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%204 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %208 = stablehlo.divide %206, %207 : tensor<8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%205 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %211 = stablehlo.divide %209, %210 : tensor<8x32xf32>
    %212 = chlo.square %208 : tensor<8x32xf32> -> tensor<8x32xf32>
    %213 = stablehlo.subtract %211, %212 : tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %215 = stablehlo.maximum %214, %213 : tensor<8x32xf32>
    %216 = stablehlo.reshape %208 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %217 = stablehlo.reshape %215 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %219 = stablehlo.subtract %204, %218 : tensor<8x32x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %221 = stablehlo.add %217, %220 : tensor<8x32x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<8x32x1xf32>
    %223 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x32x128xf32>
    %227 = stablehlo.multiply %219, %226 : tensor<8x32x128xf32>
    %228 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %230 = stablehlo.add %227, %229 : tensor<8x32x128xf32>
    %231 = stablehlo.dot_general %230, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x512xf32>) -> tensor<8x32x512xf32>
    %232 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x32x512xf32>
    %235 = stablehlo.multiply %234, %234 : tensor<8x32x512xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<8x32x512xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<8x32x512xf32>
    %239 = stablehlo.add %234, %238 : tensor<8x32x512xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<8x32x512xf32>
    %242 = stablehlo.tanh %241 : tensor<8x32x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %244 = stablehlo.add %243, %242 : tensor<8x32x512xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<8x32x512xf32>
    %247 = stablehlo.multiply %234, %246 : tensor<8x32x512xf32>
    %248 = stablehlo.dot_general %247, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x128xf32>) -> tensor<8x32x128xf32>
    %249 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %251 = stablehlo.add %248, %250 : tensor<8x32x128xf32>
    %252 = stablehlo.add %204, %251 : tensor<8x32x128xf32>
    %253 = chlo.square %252 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%252 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%253 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %259 = stablehlo.divide %257, %258 : tensor<8x32xf32>
    %260 = chlo.square %256 : tensor<8x32xf32> -> tensor<8x32xf32>
    %261 = stablehlo.subtract %259, %260 : tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %263 = stablehlo.maximum %262, %261 : tensor<8x32xf32>
    %264 = stablehlo.reshape %256 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %265 = stablehlo.reshape %263 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %267 = stablehlo.subtract %252, %266 : tensor<8x32x128xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %269 = stablehlo.add %265, %268 : tensor<8x32x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<8x32x1xf32>
    %271 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<8x32x128xf32>
    %275 = stablehlo.multiply %267, %274 : tensor<8x32x128xf32>
    %276 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %278 = stablehlo.add %275, %277 : tensor<8x32x128xf32>
    %279 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %280 = stablehlo.dot_general %278, %279, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x256xf32>) -> tensor<8x32x256xf32>
    return %280 : tensor<8x32x256xf32>
  }
  func.func private @_take(%arg0: tensor<256x128xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<256x128xf32>, tensor<8x32x1xi32>) -> tensor<8x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x128xi1>, tensor<8x32x128xf32>
    return %16 : tensor<8x32x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
}
