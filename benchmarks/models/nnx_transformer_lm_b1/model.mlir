module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<256x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<32x128xf32>, %arg36: tensor<1x32xi32>) -> (tensor<1x32x256xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg32, %arg36) : (tensor<256x128xf32>, tensor<1x32xi32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.add %0, %1 : tensor<1x32x128xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %11 = stablehlo.convert %10 : (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xf32>
    %12 = chlo.square %2 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %15 = stablehlo.divide %13, %14 : tensor<1x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %18 = stablehlo.divide %16, %17 : tensor<1x32xf32>
    %19 = chlo.square %15 : tensor<1x32xf32> -> tensor<1x32xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<1x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<1x32xf32>
    %23 = stablehlo.reshape %15 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %24 = stablehlo.reshape %22 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %26 = stablehlo.subtract %2, %25 : tensor<1x32x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<1x32x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<1x32x1xf32>
    %30 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<1x32x128xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<1x32x128xf32>
    %35 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %37 = stablehlo.add %34, %36 : tensor<1x32x128xf32>
    %38 = stablehlo.dot_general %37, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %39 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %41 = stablehlo.add %38, %40 : tensor<1x32x4x32xf32>
    %42 = stablehlo.dot_general %37, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %43 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %45 = stablehlo.add %42, %44 : tensor<1x32x4x32xf32>
    %46 = stablehlo.dot_general %37, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %47 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %49 = stablehlo.add %46, %48 : tensor<1x32x4x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %51 = stablehlo.compare NE, %11, %50, FLOAT : (tensor<1x1x32x32xf32>, tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xi1>
    %52 = stablehlo.convert %51 : tensor<1x1x32x32xi1>
    %53 = stablehlo.reshape %41 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %55 = stablehlo.dot_general %53, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_6 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<1x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x4x32x32xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %60 = stablehlo.transpose %54, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %62 = stablehlo.and %59, %61 : tensor<1x1x4x32x32xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %63 = call @_where_0(%62, %57, %cst_7) : (tensor<1x1x4x32x32xi1>, tensor<1x4x32x1x32xf32>, tensor<f32>) -> tensor<1x1x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %66 = stablehlo.maximum %65, %64 : tensor<1x1x4x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %69 = stablehlo.subtract %63, %68 : tensor<1x1x4x32x32xf32>
    %70 = stablehlo.exponential %69 : tensor<1x1x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %74 = stablehlo.divide %70, %73 : tensor<1x1x4x32x32xf32>
    %75 = stablehlo.dot_general %49, %74, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %76 = stablehlo.transpose %75, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %77 = stablehlo.transpose %76, dims = [1, 2, 3, 0, 4] : (tensor<1x1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %79 = stablehlo.dot_general %78, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x32x128xf32>
    %80 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %82 = stablehlo.add %79, %81 : tensor<1x32x128xf32>
    %83 = stablehlo.add %2, %82 : tensor<1x32x128xf32>
    %84 = chlo.square %83 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%83 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %87 = stablehlo.divide %85, %86 : tensor<1x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%84 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %90 = stablehlo.divide %88, %89 : tensor<1x32xf32>
    %91 = chlo.square %87 : tensor<1x32xf32> -> tensor<1x32xf32>
    %92 = stablehlo.subtract %90, %91 : tensor<1x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<1x32xf32>
    %95 = stablehlo.reshape %87 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %96 = stablehlo.reshape %94 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %98 = stablehlo.subtract %83, %97 : tensor<1x32x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %100 = stablehlo.add %96, %99 : tensor<1x32x1xf32>
    %101 = stablehlo.rsqrt %100 : tensor<1x32x1xf32>
    %102 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<1x32x128xf32>
    %106 = stablehlo.multiply %98, %105 : tensor<1x32x128xf32>
    %107 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %109 = stablehlo.add %106, %108 : tensor<1x32x128xf32>
    %110 = stablehlo.dot_general %109, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x512xf32>) -> tensor<1x32x512xf32>
    %111 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x32x512xf32>
    %113 = stablehlo.add %110, %112 : tensor<1x32x512xf32>
    %114 = stablehlo.multiply %113, %113 : tensor<1x32x512xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<1x32x512xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<1x32x512xf32>
    %118 = stablehlo.add %113, %117 : tensor<1x32x512xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<1x32x512xf32>
    %121 = stablehlo.tanh %120 : tensor<1x32x512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %123 = stablehlo.add %122, %121 : tensor<1x32x512xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<1x32x512xf32>
    %126 = stablehlo.multiply %113, %125 : tensor<1x32x512xf32>
    %127 = stablehlo.dot_general %126, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x128xf32>) -> tensor<1x32x128xf32>
    %128 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %130 = stablehlo.add %127, %129 : tensor<1x32x128xf32>
    %131 = stablehlo.add %83, %130 : tensor<1x32x128xf32>
    %132 = chlo.square %131 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %135 = stablehlo.divide %133, %134 : tensor<1x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %138 = stablehlo.divide %136, %137 : tensor<1x32xf32>
    %139 = chlo.square %135 : tensor<1x32xf32> -> tensor<1x32xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<1x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<1x32xf32>
    %143 = stablehlo.reshape %135 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %144 = stablehlo.reshape %142 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %146 = stablehlo.subtract %131, %145 : tensor<1x32x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<1x32x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<1x32x1xf32>
    %150 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<1x32x128xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<1x32x128xf32>
    %155 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %157 = stablehlo.add %154, %156 : tensor<1x32x128xf32>
    %158 = stablehlo.dot_general %157, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %159 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %161 = stablehlo.add %158, %160 : tensor<1x32x4x32xf32>
    %162 = stablehlo.dot_general %157, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %163 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %165 = stablehlo.add %162, %164 : tensor<1x32x4x32xf32>
    %166 = stablehlo.dot_general %157, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %167 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %169 = stablehlo.add %166, %168 : tensor<1x32x4x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %171 = stablehlo.compare NE, %11, %170, FLOAT : (tensor<1x1x32x32xf32>, tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xi1>
    %172 = stablehlo.convert %171 : tensor<1x1x32x32xi1>
    %173 = stablehlo.reshape %161 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 3, 4] : (tensor<1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %175 = stablehlo.dot_general %173, %165, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<1x4x32x1x32xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %178 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<1x4x32x32xi1>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %180 = stablehlo.transpose %174, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %182 = stablehlo.and %179, %181 : tensor<1x1x4x32x32xi1>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %183 = call @_where_0(%182, %177, %cst_30) : (tensor<1x1x4x32x32xi1>, tensor<1x4x32x1x32xf32>, tensor<f32>) -> tensor<1x1x4x32x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %186 = stablehlo.maximum %185, %184 : tensor<1x1x4x32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %189 = stablehlo.subtract %183, %188 : tensor<1x1x4x32x32xf32>
    %190 = stablehlo.exponential %189 : tensor<1x1x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %194 = stablehlo.divide %190, %193 : tensor<1x1x4x32x32xf32>
    %195 = stablehlo.dot_general %169, %194, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %196 = stablehlo.transpose %195, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %197 = stablehlo.transpose %196, dims = [1, 2, 3, 0, 4] : (tensor<1x1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %199 = stablehlo.dot_general %198, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x32x128xf32>
    %200 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %202 = stablehlo.add %199, %201 : tensor<1x32x128xf32>
    %203 = stablehlo.add %131, %202 : tensor<1x32x128xf32>
    %204 = chlo.square %203 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%203 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %207 = stablehlo.divide %205, %206 : tensor<1x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%204 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %210 = stablehlo.divide %208, %209 : tensor<1x32xf32>
    %211 = chlo.square %207 : tensor<1x32xf32> -> tensor<1x32xf32>
    %212 = stablehlo.subtract %210, %211 : tensor<1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %214 = stablehlo.maximum %213, %212 : tensor<1x32xf32>
    %215 = stablehlo.reshape %207 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %216 = stablehlo.reshape %214 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %218 = stablehlo.subtract %203, %217 : tensor<1x32x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<1x32x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<1x32x1xf32>
    %222 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<1x32x128xf32>
    %226 = stablehlo.multiply %218, %225 : tensor<1x32x128xf32>
    %227 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1x32x128xf32>
    %230 = stablehlo.dot_general %229, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x512xf32>) -> tensor<1x32x512xf32>
    %231 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x32x512xf32>
    %233 = stablehlo.add %230, %232 : tensor<1x32x512xf32>
    %234 = stablehlo.multiply %233, %233 : tensor<1x32x512xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<1x32x512xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<1x32x512xf32>
    %238 = stablehlo.add %233, %237 : tensor<1x32x512xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<1x32x512xf32>
    %241 = stablehlo.tanh %240 : tensor<1x32x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %243 = stablehlo.add %242, %241 : tensor<1x32x512xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<1x32x512xf32>
    %246 = stablehlo.multiply %233, %245 : tensor<1x32x512xf32>
    %247 = stablehlo.dot_general %246, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x128xf32>) -> tensor<1x32x128xf32>
    %248 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %250 = stablehlo.add %247, %249 : tensor<1x32x128xf32>
    %251 = stablehlo.add %203, %250 : tensor<1x32x128xf32>
    %252 = chlo.square %251 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%251 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %255 = stablehlo.divide %253, %254 : tensor<1x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%252 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %258 = stablehlo.divide %256, %257 : tensor<1x32xf32>
    %259 = chlo.square %255 : tensor<1x32xf32> -> tensor<1x32xf32>
    %260 = stablehlo.subtract %258, %259 : tensor<1x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %262 = stablehlo.maximum %261, %260 : tensor<1x32xf32>
    %263 = stablehlo.reshape %255 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %264 = stablehlo.reshape %262 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %266 = stablehlo.subtract %251, %265 : tensor<1x32x128xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %268 = stablehlo.add %264, %267 : tensor<1x32x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<1x32x1xf32>
    %270 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %273 = stablehlo.multiply %271, %272 : tensor<1x32x128xf32>
    %274 = stablehlo.multiply %266, %273 : tensor<1x32x128xf32>
    %275 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %277 = stablehlo.add %274, %276 : tensor<1x32x128xf32>
    %278 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x256xf32>) -> tensor<1x32x256xf32>
    return %279 : tensor<1x32x256xf32>
  }
  func.func private @_take(%arg0: tensor<256x128xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x32xi1>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<256x128xf32>, tensor<1x32x1xi32>) -> tensor<1x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x128xi1>, tensor<1x32x128xf32>
    return %16 : tensor<1x32x128xf32>
  }
  func.func private @_where(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xi32>, %arg2: tensor<1x32xi32>) -> tensor<1x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    return %0 : tensor<1x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x4x32x32xi1>, %arg1: tensor<1x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x1x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xf32>) -> tensor<1x1x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x4x32x32xi1>, tensor<1x1x4x32x32xf32>
    return %3 : tensor<1x1x4x32x32xf32>
  }
}
