module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<256x1000xf32>, %arg2: tensor<256x8x32xf32>, %arg3: tensor<256x2x32xf32>, %arg4: tensor<256x2x32xf32>, %arg5: tensor<8x32x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x688xf32>, %arg8: tensor<256x688xf32>, %arg9: tensor<688x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<256x2x32xf32>, %arg13: tensor<256x2x32xf32>, %arg14: tensor<8x32x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x688xf32>, %arg17: tensor<256x688xf32>, %arg18: tensor<688x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x8x32xf32>, %arg21: tensor<256x2x32xf32>, %arg22: tensor<256x2x32xf32>, %arg23: tensor<8x32x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x688xf32>, %arg26: tensor<256x688xf32>, %arg27: tensor<688x256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256x8x32xf32>, %arg30: tensor<256x2x32xf32>, %arg31: tensor<256x2x32xf32>, %arg32: tensor<8x32x256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256x688xf32>, %arg35: tensor<256x688xf32>, %arg36: tensor<688x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<8x64xi32>, %arg40: tensor<8x64xi32>) -> (tensor<8x64x256xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg39) : (tensor<1000x256xf32>, tensor<8x64xi32>) -> tensor<8x64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %2 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.add %2, %3 : tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %13 = stablehlo.convert %12 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<8x64x64xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %18 = stablehlo.power %0, %17 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %27 = stablehlo.multiply %0, %26 : tensor<8x64x256xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x256xf32>
    %31 = stablehlo.dot_general %30, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %32 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.add %35, %34 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.divide %36, %37 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.power %39, %38 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.divide %41, %40 : tensor<16xf32>
    %43 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %45 = stablehlo.add %43, %44 : tensor<64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %47 = stablehlo.dot_general %46, %42, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %53 = stablehlo.cosine %52 : tensor<1x64x1x32xf32>
    %54 = stablehlo.sine %52 : tensor<1x64x1x32xf32>
    %55 = stablehlo.slice %31 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %56 = stablehlo.slice %31 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %57 = stablehlo.negate %56 : tensor<8x64x8x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %62 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %63 = stablehlo.multiply %31, %62 : tensor<8x64x8x32xf32>
    %64 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %65 = stablehlo.multiply %61, %64 : tensor<8x64x8x32xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x64x8x32xf32>
    %67 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %68 = stablehlo.dot_general %30, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %69 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.add %72, %71 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.divide %73, %74 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.power %76, %75 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.divide %78, %77 : tensor<16xf32>
    %80 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.add %80, %81 : tensor<64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %84 = stablehlo.dot_general %83, %79, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %87 = stablehlo.concatenate %85, %86, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %90 = stablehlo.cosine %89 : tensor<1x64x1x32xf32>
    %91 = stablehlo.sine %89 : tensor<1x64x1x32xf32>
    %92 = stablehlo.slice %67 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %93 = stablehlo.slice %67 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %94 = stablehlo.negate %93 : tensor<8x64x2x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %97 = stablehlo.concatenate %95, %96, dim = 3 : (tensor<8x64x2x1x16xf32>, tensor<8x64x2x1x16xf32>) -> tensor<8x64x2x2x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x64x2x2x16xf32>) -> tensor<8x64x2x32xf32>
    %99 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %100 = stablehlo.multiply %67, %99 : tensor<8x64x2x32xf32>
    %101 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %102 = stablehlo.multiply %98, %101 : tensor<8x64x2x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x64x2x32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %106 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %108 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %110 = stablehlo.compare NE, %108, %109, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %111 = stablehlo.convert %110 : tensor<8x1x64x64xi1>
    %112 = stablehlo.reshape %66 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %114 = stablehlo.dot_general %112, %105, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_16 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<8x8x64x1x64xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %117 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %118 = stablehlo.broadcast_in_dim %117, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %119 = stablehlo.transpose %113, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %121 = stablehlo.and %118, %120 : tensor<1x8x8x64x64xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %122 = call @_where_0(%121, %116, %cst_18) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<1x8x8x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<1x8x8x64x64xf32>
    %129 = stablehlo.exponential %128 : tensor<1x8x8x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %133 = stablehlo.divide %129, %132 : tensor<1x8x8x64x64xf32>
    %134 = stablehlo.dot_general %107, %133, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %135 = stablehlo.transpose %134, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %136 = stablehlo.transpose %135, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %138 = stablehlo.dot_general %137, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %139 = stablehlo.add %138, %0 : tensor<8x64x256xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %140 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %142 = stablehlo.power %139, %141 : tensor<8x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<8x64x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<8x64x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x64x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %151 = stablehlo.multiply %139, %150 : tensor<8x64x256xf32>
    %152 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %154 = stablehlo.multiply %151, %153 : tensor<8x64x256xf32>
    %155 = stablehlo.dot_general %154, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %156 = call @silu(%155) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %157 = stablehlo.dot_general %154, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<8x64x688xf32>
    %159 = stablehlo.dot_general %158, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xf32>, tensor<688x256xf32>) -> tensor<8x64x256xf32>
    %160 = stablehlo.add %159, %139 : tensor<8x64x256xf32>
    %161 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %162 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.add %162, %163 : tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %166 = stablehlo.iota dim = 0 : tensor<64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %168 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %170 = stablehlo.compare GE, %168, %169, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %173 = stablehlo.convert %172 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %174 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %175 = stablehlo.minimum %174, %173 : tensor<8x64x64xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %176 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %178 = stablehlo.power %160, %177 : tensor<8x64x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %184 = stablehlo.add %182, %183 : tensor<8x64x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<8x64x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %187 = stablehlo.multiply %160, %186 : tensor<8x64x256xf32>
    %188 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<8x64x256xf32>
    %191 = stablehlo.dot_general %190, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %192 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.add %195, %194 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %198 = stablehlo.divide %196, %197 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.power %199, %198 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %202 = stablehlo.divide %201, %200 : tensor<16xf32>
    %203 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %205 = stablehlo.add %203, %204 : tensor<64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %207 = stablehlo.dot_general %206, %202, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %210 = stablehlo.concatenate %208, %209, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %213 = stablehlo.cosine %212 : tensor<1x64x1x32xf32>
    %214 = stablehlo.sine %212 : tensor<1x64x1x32xf32>
    %215 = stablehlo.slice %191 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %216 = stablehlo.slice %191 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %217 = stablehlo.negate %216 : tensor<8x64x8x16xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %220 = stablehlo.concatenate %218, %219, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %222 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %223 = stablehlo.multiply %191, %222 : tensor<8x64x8x32xf32>
    %224 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %225 = stablehlo.multiply %221, %224 : tensor<8x64x8x32xf32>
    %226 = stablehlo.add %223, %225 : tensor<8x64x8x32xf32>
    %227 = stablehlo.dot_general %190, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %228 = stablehlo.dot_general %190, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %229 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %233 = stablehlo.add %232, %231 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.divide %233, %234 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %237 = stablehlo.power %236, %235 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %239 = stablehlo.divide %238, %237 : tensor<16xf32>
    %240 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %242 = stablehlo.add %240, %241 : tensor<64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %244 = stablehlo.dot_general %243, %239, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %247 = stablehlo.concatenate %245, %246, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %250 = stablehlo.cosine %249 : tensor<1x64x1x32xf32>
    %251 = stablehlo.sine %249 : tensor<1x64x1x32xf32>
    %252 = stablehlo.slice %227 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %253 = stablehlo.slice %227 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %254 = stablehlo.negate %253 : tensor<8x64x2x16xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %256 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %257 = stablehlo.concatenate %255, %256, dim = 3 : (tensor<8x64x2x1x16xf32>, tensor<8x64x2x1x16xf32>) -> tensor<8x64x2x2x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x64x2x2x16xf32>) -> tensor<8x64x2x32xf32>
    %259 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %260 = stablehlo.multiply %227, %259 : tensor<8x64x2x32xf32>
    %261 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %262 = stablehlo.multiply %258, %261 : tensor<8x64x2x32xf32>
    %263 = stablehlo.add %260, %262 : tensor<8x64x2x32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %266 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %268 = stablehlo.broadcast_in_dim %175, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %270 = stablehlo.compare NE, %268, %269, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %271 = stablehlo.convert %270 : tensor<8x1x64x64xi1>
    %272 = stablehlo.reshape %226 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %274 = stablehlo.dot_general %272, %265, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_44 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<8x8x64x1x64xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %277 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %279 = stablehlo.transpose %273, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %281 = stablehlo.and %278, %280 : tensor<1x8x8x64x64xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %282 = call @_where_0(%281, %276, %cst_46) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %285 = stablehlo.maximum %284, %283 : tensor<1x8x8x64xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<1x8x8x64x64xf32>
    %289 = stablehlo.exponential %288 : tensor<1x8x8x64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %293 = stablehlo.divide %289, %292 : tensor<1x8x8x64x64xf32>
    %294 = stablehlo.dot_general %267, %293, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %295 = stablehlo.transpose %294, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %296 = stablehlo.transpose %295, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %298 = stablehlo.dot_general %297, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %299 = stablehlo.add %298, %160 : tensor<8x64x256xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %300 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %302 = stablehlo.power %299, %301 : tensor<8x64x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<8x64x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %308 = stablehlo.add %306, %307 : tensor<8x64x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<8x64x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %311 = stablehlo.multiply %299, %310 : tensor<8x64x256xf32>
    %312 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<8x64x256xf32>
    %315 = stablehlo.dot_general %314, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %316 = call @silu(%315) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %317 = stablehlo.dot_general %314, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x64x688xf32>
    %319 = stablehlo.dot_general %318, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xf32>, tensor<688x256xf32>) -> tensor<8x64x256xf32>
    %320 = stablehlo.add %319, %299 : tensor<8x64x256xf32>
    %321 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %322 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %324 = stablehlo.add %322, %323 : tensor<64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %326 = stablehlo.iota dim = 0 : tensor<64xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %328 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %330 = stablehlo.compare GE, %328, %329, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %331 = stablehlo.broadcast_in_dim %330, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %333 = stablehlo.convert %332 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %334 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %335 = stablehlo.minimum %334, %333 : tensor<8x64x64xi32>
    %c_55 = stablehlo.constant dense<2> : tensor<i32>
    %336 = stablehlo.convert %c_55 : (tensor<i32>) -> tensor<f32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %338 = stablehlo.power %320, %337 : tensor<8x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %342 = stablehlo.divide %340, %341 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %344 = stablehlo.add %342, %343 : tensor<8x64x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<8x64x1xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %347 = stablehlo.multiply %320, %346 : tensor<8x64x256xf32>
    %348 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<8x64x256xf32>
    %351 = stablehlo.dot_general %350, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %352 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %356 = stablehlo.add %355, %354 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %358 = stablehlo.divide %356, %357 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %360 = stablehlo.power %359, %358 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %362 = stablehlo.divide %361, %360 : tensor<16xf32>
    %363 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %365 = stablehlo.add %363, %364 : tensor<64xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %367 = stablehlo.dot_general %366, %362, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %369 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %370 = stablehlo.concatenate %368, %369, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %371 = stablehlo.reshape %370 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %373 = stablehlo.cosine %372 : tensor<1x64x1x32xf32>
    %374 = stablehlo.sine %372 : tensor<1x64x1x32xf32>
    %375 = stablehlo.slice %351 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %376 = stablehlo.slice %351 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %377 = stablehlo.negate %376 : tensor<8x64x8x16xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %379 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %380 = stablehlo.concatenate %378, %379, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %382 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %383 = stablehlo.multiply %351, %382 : tensor<8x64x8x32xf32>
    %384 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %385 = stablehlo.multiply %381, %384 : tensor<8x64x8x32xf32>
    %386 = stablehlo.add %383, %385 : tensor<8x64x8x32xf32>
    %387 = stablehlo.dot_general %350, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %388 = stablehlo.dot_general %350, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %389 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %391 = stablehlo.multiply %390, %389 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %393 = stablehlo.add %392, %391 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %395 = stablehlo.divide %393, %394 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %397 = stablehlo.power %396, %395 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %399 = stablehlo.divide %398, %397 : tensor<16xf32>
    %400 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.add %400, %401 : tensor<64xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %404 = stablehlo.dot_general %403, %399, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %406 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %407 = stablehlo.concatenate %405, %406, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %410 = stablehlo.cosine %409 : tensor<1x64x1x32xf32>
    %411 = stablehlo.sine %409 : tensor<1x64x1x32xf32>
    %412 = stablehlo.slice %387 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %413 = stablehlo.slice %387 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %414 = stablehlo.negate %413 : tensor<8x64x2x16xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %416 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %417 = stablehlo.concatenate %415, %416, dim = 3 : (tensor<8x64x2x1x16xf32>, tensor<8x64x2x1x16xf32>) -> tensor<8x64x2x2x16xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x64x2x2x16xf32>) -> tensor<8x64x2x32xf32>
    %419 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %420 = stablehlo.multiply %387, %419 : tensor<8x64x2x32xf32>
    %421 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %422 = stablehlo.multiply %418, %421 : tensor<8x64x2x32xf32>
    %423 = stablehlo.add %420, %422 : tensor<8x64x2x32xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %426 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %428 = stablehlo.broadcast_in_dim %335, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %430 = stablehlo.compare NE, %428, %429, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %431 = stablehlo.convert %430 : tensor<8x1x64x64xi1>
    %432 = stablehlo.reshape %386 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %433 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %434 = stablehlo.dot_general %432, %425, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_72 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<8x8x64x1x64xf32>
    %c_73 = stablehlo.constant dense<true> : tensor<i1>
    %437 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %438 = stablehlo.broadcast_in_dim %437, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %439 = stablehlo.transpose %433, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %441 = stablehlo.and %438, %440 : tensor<1x8x8x64x64xi1>
    %cst_74 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %442 = call @_where_0(%441, %436, %cst_74) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_75) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %445 = stablehlo.maximum %444, %443 : tensor<1x8x8x64xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %448 = stablehlo.subtract %442, %447 : tensor<1x8x8x64x64xf32>
    %449 = stablehlo.exponential %448 : tensor<1x8x8x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_77) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %453 = stablehlo.divide %449, %452 : tensor<1x8x8x64x64xf32>
    %454 = stablehlo.dot_general %427, %453, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %455 = stablehlo.transpose %454, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %456 = stablehlo.transpose %455, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %457 = stablehlo.reshape %456 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %458 = stablehlo.dot_general %457, %arg23, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %459 = stablehlo.add %458, %320 : tensor<8x64x256xf32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %460 = stablehlo.convert %c_78 : (tensor<i32>) -> tensor<f32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %462 = stablehlo.power %459, %461 : tensor<8x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %466 = stablehlo.divide %464, %465 : tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %468 = stablehlo.add %466, %467 : tensor<8x64x1xf32>
    %469 = stablehlo.rsqrt %468 : tensor<8x64x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %471 = stablehlo.multiply %459, %470 : tensor<8x64x256xf32>
    %472 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<8x64x256xf32>
    %475 = stablehlo.dot_general %474, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %476 = call @silu(%475) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %477 = stablehlo.dot_general %474, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<8x64x688xf32>
    %479 = stablehlo.dot_general %478, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xf32>, tensor<688x256xf32>) -> tensor<8x64x256xf32>
    %480 = stablehlo.add %479, %459 : tensor<8x64x256xf32>
    %481 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %482 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %484 = stablehlo.add %482, %483 : tensor<64xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %486 = stablehlo.iota dim = 0 : tensor<64xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %488 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %489 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %490 = stablehlo.compare GE, %488, %489, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %491 = stablehlo.broadcast_in_dim %490, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %493 = stablehlo.convert %492 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %494 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %495 = stablehlo.minimum %494, %493 : tensor<8x64x64xi32>
    %c_83 = stablehlo.constant dense<2> : tensor<i32>
    %496 = stablehlo.convert %c_83 : (tensor<i32>) -> tensor<f32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %498 = stablehlo.power %480, %497 : tensor<8x64x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %502 = stablehlo.divide %500, %501 : tensor<8x64x1xf32>
    %cst_86 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %504 = stablehlo.add %502, %503 : tensor<8x64x1xf32>
    %505 = stablehlo.rsqrt %504 : tensor<8x64x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %507 = stablehlo.multiply %480, %506 : tensor<8x64x256xf32>
    %508 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %510 = stablehlo.multiply %507, %509 : tensor<8x64x256xf32>
    %511 = stablehlo.dot_general %510, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %512 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %516 = stablehlo.add %515, %514 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %518 = stablehlo.divide %516, %517 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %520 = stablehlo.power %519, %518 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %522 = stablehlo.divide %521, %520 : tensor<16xf32>
    %523 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %525 = stablehlo.add %523, %524 : tensor<64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %527 = stablehlo.dot_general %526, %522, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %529 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %530 = stablehlo.concatenate %528, %529, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %531 = stablehlo.reshape %530 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %533 = stablehlo.cosine %532 : tensor<1x64x1x32xf32>
    %534 = stablehlo.sine %532 : tensor<1x64x1x32xf32>
    %535 = stablehlo.slice %511 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %536 = stablehlo.slice %511 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %537 = stablehlo.negate %536 : tensor<8x64x8x16xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %539 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %540 = stablehlo.concatenate %538, %539, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %541 = stablehlo.reshape %540 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %542 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %543 = stablehlo.multiply %511, %542 : tensor<8x64x8x32xf32>
    %544 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %545 = stablehlo.multiply %541, %544 : tensor<8x64x8x32xf32>
    %546 = stablehlo.add %543, %545 : tensor<8x64x8x32xf32>
    %547 = stablehlo.dot_general %510, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %548 = stablehlo.dot_general %510, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x2x32xf32>) -> tensor<8x64x2x32xf32>
    %549 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %551 = stablehlo.multiply %550, %549 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %553 = stablehlo.add %552, %551 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %555 = stablehlo.divide %553, %554 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %557 = stablehlo.power %556, %555 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %559 = stablehlo.divide %558, %557 : tensor<16xf32>
    %560 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %562 = stablehlo.add %560, %561 : tensor<64xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %564 = stablehlo.dot_general %563, %559, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %566 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %567 = stablehlo.concatenate %565, %566, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %568 = stablehlo.reshape %567 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %570 = stablehlo.cosine %569 : tensor<1x64x1x32xf32>
    %571 = stablehlo.sine %569 : tensor<1x64x1x32xf32>
    %572 = stablehlo.slice %547 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %573 = stablehlo.slice %547 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %574 = stablehlo.negate %573 : tensor<8x64x2x16xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %576 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x1x16xf32>
    %577 = stablehlo.concatenate %575, %576, dim = 3 : (tensor<8x64x2x1x16xf32>, tensor<8x64x2x1x16xf32>) -> tensor<8x64x2x2x16xf32>
    %578 = stablehlo.reshape %577 : (tensor<8x64x2x2x16xf32>) -> tensor<8x64x2x32xf32>
    %579 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %580 = stablehlo.multiply %547, %579 : tensor<8x64x2x32xf32>
    %581 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x2x32xf32>
    %582 = stablehlo.multiply %578, %581 : tensor<8x64x2x32xf32>
    %583 = stablehlo.add %580, %582 : tensor<8x64x2x32xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %585 = stablehlo.reshape %584 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %586 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x4x32xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x64x2x4x32xf32>) -> tensor<8x64x8x32xf32>
    %588 = stablehlo.broadcast_in_dim %495, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %589 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %590 = stablehlo.compare NE, %588, %589, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %591 = stablehlo.convert %590 : tensor<8x1x64x64xi1>
    %592 = stablehlo.reshape %546 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %593 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %594 = stablehlo.dot_general %592, %585, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_100 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<8x8x64x1x64xf32>
    %c_101 = stablehlo.constant dense<true> : tensor<i1>
    %597 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %598 = stablehlo.broadcast_in_dim %597, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %599 = stablehlo.transpose %593, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %601 = stablehlo.and %598, %600 : tensor<1x8x8x64x64xi1>
    %cst_102 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %602 = call @_where_0(%601, %596, %cst_102) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_103) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %605 = stablehlo.maximum %604, %603 : tensor<1x8x8x64xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %608 = stablehlo.subtract %602, %607 : tensor<1x8x8x64x64xf32>
    %609 = stablehlo.exponential %608 : tensor<1x8x8x64x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%609 init: %cst_105) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %613 = stablehlo.divide %609, %612 : tensor<1x8x8x64x64xf32>
    %614 = stablehlo.dot_general %587, %613, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %615 = stablehlo.transpose %614, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %616 = stablehlo.transpose %615, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %617 = stablehlo.reshape %616 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %618 = stablehlo.dot_general %617, %arg32, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %619 = stablehlo.add %618, %480 : tensor<8x64x256xf32>
    %c_106 = stablehlo.constant dense<2> : tensor<i32>
    %620 = stablehlo.convert %c_106 : (tensor<i32>) -> tensor<f32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %622 = stablehlo.power %619, %621 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %626 = stablehlo.divide %624, %625 : tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %628 = stablehlo.add %626, %627 : tensor<8x64x1xf32>
    %629 = stablehlo.rsqrt %628 : tensor<8x64x1xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %631 = stablehlo.multiply %619, %630 : tensor<8x64x256xf32>
    %632 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %634 = stablehlo.multiply %631, %633 : tensor<8x64x256xf32>
    %635 = stablehlo.dot_general %634, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %636 = call @silu(%635) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %637 = stablehlo.dot_general %634, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x688xf32>) -> tensor<8x64x688xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<8x64x688xf32>
    %639 = stablehlo.dot_general %638, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xf32>, tensor<688x256xf32>) -> tensor<8x64x256xf32>
    %640 = stablehlo.add %639, %619 : tensor<8x64x256xf32>
    %c_110 = stablehlo.constant dense<2> : tensor<i32>
    %641 = stablehlo.convert %c_110 : (tensor<i32>) -> tensor<f32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %643 = stablehlo.power %640, %642 : tensor<8x64x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %647 = stablehlo.divide %645, %646 : tensor<8x64x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %649 = stablehlo.add %647, %648 : tensor<8x64x1xf32>
    %650 = stablehlo.rsqrt %649 : tensor<8x64x1xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %652 = stablehlo.multiply %640, %651 : tensor<8x64x256xf32>
    %653 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %655 = stablehlo.multiply %652, %654 : tensor<8x64x256xf32>
    return %655 : tensor<8x64x256xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16 : tensor<8x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x8x64x64xi1>, %arg1: tensor<8x8x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x64x1x64xf32>) -> tensor<1x8x8x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>
    return %3 : tensor<1x8x8x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x688xf32>) -> tensor<8x64x688xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x688xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x688xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x688xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x688xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x688xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x688xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x688xf32>
    return %6 : tensor<8x64x688xf32>
  }
}
