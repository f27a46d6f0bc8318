module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<256x1000xf32>, %arg2: tensor<256x8x32xf32>, %arg3: tensor<256x2x32xf32>, %arg4: tensor<256x2x32xf32>, %arg5: tensor<8x32x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x688xf32>, %arg8: tensor<256x688xf32>, %arg9: tensor<688x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<256x2x32xf32>, %arg13: tensor<256x2x32xf32>, %arg14: tensor<8x32x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x688xf32>, %arg17: tensor<256x688xf32>, %arg18: tensor<688x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x8x32xf32>, %arg21: tensor<256x2x32xf32>, %arg22: tensor<256x2x32xf32>, %arg23: tensor<8x32x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x688xf32>, %arg26: tensor<256x688xf32>, %arg27: tensor<688x256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256x8x32xf32>, %arg30: tensor<256x2x32xf32>, %arg31: tensor<256x2x32xf32>, %arg32: tensor<8x32x256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256x688xf32>, %arg35: tensor<256x688xf32>, %arg36: tensor<688x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<1x64xi32>, %arg40: tensor<1x64xi32>) -> (tensor<1x64x256xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg39) : (tensor<1000x256xf32>, tensor<1x64xi32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
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
    %12 = stablehlo.convert %11 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %14 = stablehlo.minimum %13, %12 : tensor<1x64x64xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %17 = stablehlo.power %0, %16 : tensor<1x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<1x64x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x64x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x64x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %26 = stablehlo.multiply %0, %25 : tensor<1x64x256xf32>
    %27 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<1x64x256xf32>
    %30 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x8x32xf32>) -> tensor<1x64x8x32xf32>
    %31 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.add %34, %33 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.power %38, %37 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.divide %40, %39 : tensor<16xf32>
    %42 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.add %42, %43 : tensor<64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %46 = stablehlo.dot_general %45, %41, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %52 = stablehlo.cosine %51 : tensor<1x64x1x32xf32>
    %53 = stablehlo.sine %51 : tensor<1x64x1x32xf32>
    %54 = stablehlo.slice %30 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %55 = stablehlo.slice %30 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %56 = stablehlo.negate %55 : tensor<1x64x8x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<1x64x8x1x16xf32>, tensor<1x64x8x1x16xf32>) -> tensor<1x64x8x2x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x64x8x2x16xf32>) -> tensor<1x64x8x32xf32>
    %61 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %62 = stablehlo.multiply %30, %61 : tensor<1x64x8x32xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<1x64x8x32xf32>
    %65 = stablehlo.add %62, %64 : tensor<1x64x8x32xf32>
    %66 = stablehlo.dot_general %29, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %67 = stablehlo.dot_general %29, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %68 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.add %71, %70 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.divide %72, %73 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.power %75, %74 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.divide %77, %76 : tensor<16xf32>
    %79 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.add %79, %80 : tensor<64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %83 = stablehlo.dot_general %82, %78, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %89 = stablehlo.cosine %88 : tensor<1x64x1x32xf32>
    %90 = stablehlo.sine %88 : tensor<1x64x1x32xf32>
    %91 = stablehlo.slice %66 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %92 = stablehlo.slice %66 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %93 = stablehlo.negate %92 : tensor<1x64x2x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %96 = stablehlo.concatenate %94, %95, dim = 3 : (tensor<1x64x2x1x16xf32>, tensor<1x64x2x1x16xf32>) -> tensor<1x64x2x2x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x64x2x2x16xf32>) -> tensor<1x64x2x32xf32>
    %98 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %99 = stablehlo.multiply %66, %98 : tensor<1x64x2x32xf32>
    %100 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<1x64x2x32xf32>
    %102 = stablehlo.add %99, %101 : tensor<1x64x2x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %105 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %107 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %109 = stablehlo.compare NE, %107, %108, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %110 = stablehlo.convert %109 : tensor<1x1x64x64xi1>
    %111 = stablehlo.reshape %65 : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %113 = stablehlo.dot_general %111, %104, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x1x32xf32>, tensor<1x64x8x32xf32>) -> tensor<1x8x64x1x64xf32>
    %cst_16 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<1x8x64x1x64xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %116 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %118 = stablehlo.transpose %112, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %120 = stablehlo.and %117, %119 : tensor<1x1x8x64x64xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %121 = call @_where_0(%120, %115, %cst_18) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<1x1x8x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %127 = stablehlo.subtract %121, %126 : tensor<1x1x8x64x64xf32>
    %128 = stablehlo.exponential %127 : tensor<1x1x8x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %132 = stablehlo.divide %128, %131 : tensor<1x1x8x64x64xf32>
    %133 = stablehlo.dot_general %106, %132, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<1x1x8x64x64xf32>) -> tensor<1x8x32x1x64xf32>
    %134 = stablehlo.transpose %133, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xf32>) -> tensor<1x1x64x8x32xf32>
    %135 = stablehlo.transpose %134, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x64x8x1x32xf32>) -> tensor<1x64x8x32xf32>
    %137 = stablehlo.dot_general %136, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<1x64x256xf32>
    %138 = stablehlo.add %137, %0 : tensor<1x64x256xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %139 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %141 = stablehlo.power %138, %140 : tensor<1x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %145 = stablehlo.divide %143, %144 : tensor<1x64x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %147 = stablehlo.add %145, %146 : tensor<1x64x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<1x64x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %150 = stablehlo.multiply %138, %149 : tensor<1x64x256xf32>
    %151 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %153 = stablehlo.multiply %150, %152 : tensor<1x64x256xf32>
    %154 = stablehlo.dot_general %153, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %155 = call @silu(%154) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %156 = stablehlo.dot_general %153, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<1x64x688xf32>
    %158 = stablehlo.dot_general %157, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xf32>, tensor<688x256xf32>) -> tensor<1x64x256xf32>
    %159 = stablehlo.add %158, %138 : tensor<1x64x256xf32>
    %160 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %161 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.add %161, %162 : tensor<64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %165 = stablehlo.iota dim = 0 : tensor<64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %169 = stablehlo.compare GE, %167, %168, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %171 = stablehlo.convert %170 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %172 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %173 = stablehlo.minimum %172, %171 : tensor<1x64x64xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %174 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %176 = stablehlo.power %159, %175 : tensor<1x64x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %180 = stablehlo.divide %178, %179 : tensor<1x64x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %182 = stablehlo.add %180, %181 : tensor<1x64x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<1x64x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %185 = stablehlo.multiply %159, %184 : tensor<1x64x256xf32>
    %186 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<1x64x256xf32>
    %189 = stablehlo.dot_general %188, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x8x32xf32>) -> tensor<1x64x8x32xf32>
    %190 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %194 = stablehlo.add %193, %192 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.divide %194, %195 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %198 = stablehlo.power %197, %196 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.divide %199, %198 : tensor<16xf32>
    %201 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %203 = stablehlo.add %201, %202 : tensor<64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %205 = stablehlo.dot_general %204, %200, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %208 = stablehlo.concatenate %206, %207, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %211 = stablehlo.cosine %210 : tensor<1x64x1x32xf32>
    %212 = stablehlo.sine %210 : tensor<1x64x1x32xf32>
    %213 = stablehlo.slice %189 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %214 = stablehlo.slice %189 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %215 = stablehlo.negate %214 : tensor<1x64x8x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %217 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<1x64x8x1x16xf32>, tensor<1x64x8x1x16xf32>) -> tensor<1x64x8x2x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x64x8x2x16xf32>) -> tensor<1x64x8x32xf32>
    %220 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %221 = stablehlo.multiply %189, %220 : tensor<1x64x8x32xf32>
    %222 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<1x64x8x32xf32>
    %224 = stablehlo.add %221, %223 : tensor<1x64x8x32xf32>
    %225 = stablehlo.dot_general %188, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %226 = stablehlo.dot_general %188, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %227 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %231 = stablehlo.add %230, %229 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %233 = stablehlo.divide %231, %232 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.power %234, %233 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %237 = stablehlo.divide %236, %235 : tensor<16xf32>
    %238 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %240 = stablehlo.add %238, %239 : tensor<64xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %242 = stablehlo.dot_general %241, %237, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %245 = stablehlo.concatenate %243, %244, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %248 = stablehlo.cosine %247 : tensor<1x64x1x32xf32>
    %249 = stablehlo.sine %247 : tensor<1x64x1x32xf32>
    %250 = stablehlo.slice %225 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %251 = stablehlo.slice %225 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %252 = stablehlo.negate %251 : tensor<1x64x2x16xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %254 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %255 = stablehlo.concatenate %253, %254, dim = 3 : (tensor<1x64x2x1x16xf32>, tensor<1x64x2x1x16xf32>) -> tensor<1x64x2x2x16xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x64x2x2x16xf32>) -> tensor<1x64x2x32xf32>
    %257 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %258 = stablehlo.multiply %225, %257 : tensor<1x64x2x32xf32>
    %259 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %260 = stablehlo.multiply %256, %259 : tensor<1x64x2x32xf32>
    %261 = stablehlo.add %258, %260 : tensor<1x64x2x32xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %264 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %266 = stablehlo.broadcast_in_dim %173, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %267 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %268 = stablehlo.compare NE, %266, %267, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %269 = stablehlo.convert %268 : tensor<1x1x64x64xi1>
    %270 = stablehlo.reshape %224 : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %272 = stablehlo.dot_general %270, %263, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x1x32xf32>, tensor<1x64x8x32xf32>) -> tensor<1x8x64x1x64xf32>
    %cst_44 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<1x8x64x1x64xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %275 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %277 = stablehlo.transpose %271, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %279 = stablehlo.and %276, %278 : tensor<1x1x8x64x64xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %280 = call @_where_0(%279, %274, %cst_46) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %283 = stablehlo.maximum %282, %281 : tensor<1x1x8x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %286 = stablehlo.subtract %280, %285 : tensor<1x1x8x64x64xf32>
    %287 = stablehlo.exponential %286 : tensor<1x1x8x64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %291 = stablehlo.divide %287, %290 : tensor<1x1x8x64x64xf32>
    %292 = stablehlo.dot_general %265, %291, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<1x1x8x64x64xf32>) -> tensor<1x8x32x1x64xf32>
    %293 = stablehlo.transpose %292, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xf32>) -> tensor<1x1x64x8x32xf32>
    %294 = stablehlo.transpose %293, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x64x8x1x32xf32>) -> tensor<1x64x8x32xf32>
    %296 = stablehlo.dot_general %295, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<1x64x256xf32>
    %297 = stablehlo.add %296, %159 : tensor<1x64x256xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %298 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %300 = stablehlo.power %297, %299 : tensor<1x64x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<1x64x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %306 = stablehlo.add %304, %305 : tensor<1x64x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<1x64x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %309 = stablehlo.multiply %297, %308 : tensor<1x64x256xf32>
    %310 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<1x64x256xf32>
    %313 = stablehlo.dot_general %312, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %314 = call @silu(%313) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %315 = stablehlo.dot_general %312, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<1x64x688xf32>
    %317 = stablehlo.dot_general %316, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xf32>, tensor<688x256xf32>) -> tensor<1x64x256xf32>
    %318 = stablehlo.add %317, %297 : tensor<1x64x256xf32>
    %319 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %320 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %322 = stablehlo.add %320, %321 : tensor<64xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %324 = stablehlo.iota dim = 0 : tensor<64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %326 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %328 = stablehlo.compare GE, %326, %327, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %330 = stablehlo.convert %329 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %331 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %332 = stablehlo.minimum %331, %330 : tensor<1x64x64xi32>
    %c_55 = stablehlo.constant dense<2> : tensor<i32>
    %333 = stablehlo.convert %c_55 : (tensor<i32>) -> tensor<f32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %335 = stablehlo.power %318, %334 : tensor<1x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %339 = stablehlo.divide %337, %338 : tensor<1x64x1xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %341 = stablehlo.add %339, %340 : tensor<1x64x1xf32>
    %342 = stablehlo.rsqrt %341 : tensor<1x64x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %344 = stablehlo.multiply %318, %343 : tensor<1x64x256xf32>
    %345 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<1x64x256xf32>
    %348 = stablehlo.dot_general %347, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x8x32xf32>) -> tensor<1x64x8x32xf32>
    %349 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %353 = stablehlo.add %352, %351 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %355 = stablehlo.divide %353, %354 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %357 = stablehlo.power %356, %355 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %359 = stablehlo.divide %358, %357 : tensor<16xf32>
    %360 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %362 = stablehlo.add %360, %361 : tensor<64xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %364 = stablehlo.dot_general %363, %359, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %367 = stablehlo.concatenate %365, %366, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %370 = stablehlo.cosine %369 : tensor<1x64x1x32xf32>
    %371 = stablehlo.sine %369 : tensor<1x64x1x32xf32>
    %372 = stablehlo.slice %348 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %373 = stablehlo.slice %348 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %374 = stablehlo.negate %373 : tensor<1x64x8x16xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %376 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %377 = stablehlo.concatenate %375, %376, dim = 3 : (tensor<1x64x8x1x16xf32>, tensor<1x64x8x1x16xf32>) -> tensor<1x64x8x2x16xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x64x8x2x16xf32>) -> tensor<1x64x8x32xf32>
    %379 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %380 = stablehlo.multiply %348, %379 : tensor<1x64x8x32xf32>
    %381 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %382 = stablehlo.multiply %378, %381 : tensor<1x64x8x32xf32>
    %383 = stablehlo.add %380, %382 : tensor<1x64x8x32xf32>
    %384 = stablehlo.dot_general %347, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %385 = stablehlo.dot_general %347, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %386 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %390 = stablehlo.add %389, %388 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %392 = stablehlo.divide %390, %391 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %394 = stablehlo.power %393, %392 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %396 = stablehlo.divide %395, %394 : tensor<16xf32>
    %397 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %399 = stablehlo.add %397, %398 : tensor<64xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %401 = stablehlo.dot_general %400, %396, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %403 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %404 = stablehlo.concatenate %402, %403, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %405 = stablehlo.reshape %404 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %407 = stablehlo.cosine %406 : tensor<1x64x1x32xf32>
    %408 = stablehlo.sine %406 : tensor<1x64x1x32xf32>
    %409 = stablehlo.slice %384 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %410 = stablehlo.slice %384 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %411 = stablehlo.negate %410 : tensor<1x64x2x16xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %413 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %414 = stablehlo.concatenate %412, %413, dim = 3 : (tensor<1x64x2x1x16xf32>, tensor<1x64x2x1x16xf32>) -> tensor<1x64x2x2x16xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x64x2x2x16xf32>) -> tensor<1x64x2x32xf32>
    %416 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %417 = stablehlo.multiply %384, %416 : tensor<1x64x2x32xf32>
    %418 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<1x64x2x32xf32>
    %420 = stablehlo.add %417, %419 : tensor<1x64x2x32xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %423 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %425 = stablehlo.broadcast_in_dim %332, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %426 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %427 = stablehlo.compare NE, %425, %426, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %428 = stablehlo.convert %427 : tensor<1x1x64x64xi1>
    %429 = stablehlo.reshape %383 : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %431 = stablehlo.dot_general %429, %422, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x1x32xf32>, tensor<1x64x8x32xf32>) -> tensor<1x8x64x1x64xf32>
    %cst_72 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<1x8x64x1x64xf32>
    %c_73 = stablehlo.constant dense<true> : tensor<i1>
    %434 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %435 = stablehlo.broadcast_in_dim %434, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %436 = stablehlo.transpose %430, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %438 = stablehlo.and %435, %437 : tensor<1x1x8x64x64xi1>
    %cst_74 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %439 = call @_where_0(%438, %433, %cst_74) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_75) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %442 = stablehlo.maximum %441, %440 : tensor<1x1x8x64xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %445 = stablehlo.subtract %439, %444 : tensor<1x1x8x64x64xf32>
    %446 = stablehlo.exponential %445 : tensor<1x1x8x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_77) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %450 = stablehlo.divide %446, %449 : tensor<1x1x8x64x64xf32>
    %451 = stablehlo.dot_general %424, %450, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<1x1x8x64x64xf32>) -> tensor<1x8x32x1x64xf32>
    %452 = stablehlo.transpose %451, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xf32>) -> tensor<1x1x64x8x32xf32>
    %453 = stablehlo.transpose %452, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %454 = stablehlo.reshape %453 : (tensor<1x64x8x1x32xf32>) -> tensor<1x64x8x32xf32>
    %455 = stablehlo.dot_general %454, %arg23, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<1x64x256xf32>
    %456 = stablehlo.add %455, %318 : tensor<1x64x256xf32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %457 = stablehlo.convert %c_78 : (tensor<i32>) -> tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %459 = stablehlo.power %456, %458 : tensor<1x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %463 = stablehlo.divide %461, %462 : tensor<1x64x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %465 = stablehlo.add %463, %464 : tensor<1x64x1xf32>
    %466 = stablehlo.rsqrt %465 : tensor<1x64x1xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %468 = stablehlo.multiply %456, %467 : tensor<1x64x256xf32>
    %469 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %471 = stablehlo.multiply %468, %470 : tensor<1x64x256xf32>
    %472 = stablehlo.dot_general %471, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %473 = call @silu(%472) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %474 = stablehlo.dot_general %471, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<1x64x688xf32>
    %476 = stablehlo.dot_general %475, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xf32>, tensor<688x256xf32>) -> tensor<1x64x256xf32>
    %477 = stablehlo.add %476, %456 : tensor<1x64x256xf32>
    %478 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %479 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %481 = stablehlo.add %479, %480 : tensor<64xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %483 = stablehlo.iota dim = 0 : tensor<64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %486 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %487 = stablehlo.compare GE, %485, %486, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %488 = stablehlo.broadcast_in_dim %487, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %489 = stablehlo.convert %488 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %490 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %491 = stablehlo.minimum %490, %489 : tensor<1x64x64xi32>
    %c_83 = stablehlo.constant dense<2> : tensor<i32>
    %492 = stablehlo.convert %c_83 : (tensor<i32>) -> tensor<f32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %494 = stablehlo.power %477, %493 : tensor<1x64x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %498 = stablehlo.divide %496, %497 : tensor<1x64x1xf32>
    %cst_86 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %500 = stablehlo.add %498, %499 : tensor<1x64x1xf32>
    %501 = stablehlo.rsqrt %500 : tensor<1x64x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %503 = stablehlo.multiply %477, %502 : tensor<1x64x256xf32>
    %504 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %506 = stablehlo.multiply %503, %505 : tensor<1x64x256xf32>
    %507 = stablehlo.dot_general %506, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x8x32xf32>) -> tensor<1x64x8x32xf32>
    %508 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %510 = stablehlo.multiply %509, %508 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %512 = stablehlo.add %511, %510 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %514 = stablehlo.divide %512, %513 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %516 = stablehlo.power %515, %514 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %518 = stablehlo.divide %517, %516 : tensor<16xf32>
    %519 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %521 = stablehlo.add %519, %520 : tensor<64xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %523 = stablehlo.dot_general %522, %518, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %525 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %526 = stablehlo.concatenate %524, %525, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %527 = stablehlo.reshape %526 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %529 = stablehlo.cosine %528 : tensor<1x64x1x32xf32>
    %530 = stablehlo.sine %528 : tensor<1x64x1x32xf32>
    %531 = stablehlo.slice %507 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %532 = stablehlo.slice %507 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x16xf32>
    %533 = stablehlo.negate %532 : tensor<1x64x8x16xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %535 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x1x16xf32>
    %536 = stablehlo.concatenate %534, %535, dim = 3 : (tensor<1x64x8x1x16xf32>, tensor<1x64x8x1x16xf32>) -> tensor<1x64x8x2x16xf32>
    %537 = stablehlo.reshape %536 : (tensor<1x64x8x2x16xf32>) -> tensor<1x64x8x32xf32>
    %538 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %539 = stablehlo.multiply %507, %538 : tensor<1x64x8x32xf32>
    %540 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x8x32xf32>
    %541 = stablehlo.multiply %537, %540 : tensor<1x64x8x32xf32>
    %542 = stablehlo.add %539, %541 : tensor<1x64x8x32xf32>
    %543 = stablehlo.dot_general %506, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %544 = stablehlo.dot_general %506, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x2x32xf32>) -> tensor<1x64x2x32xf32>
    %545 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %547 = stablehlo.multiply %546, %545 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %549 = stablehlo.add %548, %547 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %551 = stablehlo.divide %549, %550 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %553 = stablehlo.power %552, %551 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %555 = stablehlo.divide %554, %553 : tensor<16xf32>
    %556 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %558 = stablehlo.add %556, %557 : tensor<64xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %560 = stablehlo.dot_general %559, %555, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %562 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %563 = stablehlo.concatenate %561, %562, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %564 = stablehlo.reshape %563 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %566 = stablehlo.cosine %565 : tensor<1x64x1x32xf32>
    %567 = stablehlo.sine %565 : tensor<1x64x1x32xf32>
    %568 = stablehlo.slice %543 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %569 = stablehlo.slice %543 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x16xf32>
    %570 = stablehlo.negate %569 : tensor<1x64x2x16xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %572 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xf32>) -> tensor<1x64x2x1x16xf32>
    %573 = stablehlo.concatenate %571, %572, dim = 3 : (tensor<1x64x2x1x16xf32>, tensor<1x64x2x1x16xf32>) -> tensor<1x64x2x2x16xf32>
    %574 = stablehlo.reshape %573 : (tensor<1x64x2x2x16xf32>) -> tensor<1x64x2x32xf32>
    %575 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %576 = stablehlo.multiply %543, %575 : tensor<1x64x2x32xf32>
    %577 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<1x64x2x32xf32>
    %578 = stablehlo.multiply %574, %577 : tensor<1x64x2x32xf32>
    %579 = stablehlo.add %576, %578 : tensor<1x64x2x32xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %582 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xf32>) -> tensor<1x64x2x4x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<1x64x2x4x32xf32>) -> tensor<1x64x8x32xf32>
    %584 = stablehlo.broadcast_in_dim %491, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %585 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %586 = stablehlo.compare NE, %584, %585, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %587 = stablehlo.convert %586 : tensor<1x1x64x64xi1>
    %588 = stablehlo.reshape %542 : (tensor<1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %589 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %590 = stablehlo.dot_general %588, %581, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x1x32xf32>, tensor<1x64x8x32xf32>) -> tensor<1x8x64x1x64xf32>
    %cst_100 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<1x8x64x1x64xf32>
    %c_101 = stablehlo.constant dense<true> : tensor<i1>
    %593 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %594 = stablehlo.broadcast_in_dim %593, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %595 = stablehlo.transpose %589, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %597 = stablehlo.and %594, %596 : tensor<1x1x8x64x64xi1>
    %cst_102 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %598 = call @_where_0(%597, %592, %cst_102) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_103) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %601 = stablehlo.maximum %600, %599 : tensor<1x1x8x64xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %604 = stablehlo.subtract %598, %603 : tensor<1x1x8x64x64xf32>
    %605 = stablehlo.exponential %604 : tensor<1x1x8x64x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_105) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %609 = stablehlo.divide %605, %608 : tensor<1x1x8x64x64xf32>
    %610 = stablehlo.dot_general %583, %609, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<1x1x8x64x64xf32>) -> tensor<1x8x32x1x64xf32>
    %611 = stablehlo.transpose %610, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xf32>) -> tensor<1x1x64x8x32xf32>
    %612 = stablehlo.transpose %611, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xf32>) -> tensor<1x64x8x1x32xf32>
    %613 = stablehlo.reshape %612 : (tensor<1x64x8x1x32xf32>) -> tensor<1x64x8x32xf32>
    %614 = stablehlo.dot_general %613, %arg32, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<1x64x256xf32>
    %615 = stablehlo.add %614, %477 : tensor<1x64x256xf32>
    %c_106 = stablehlo.constant dense<2> : tensor<i32>
    %616 = stablehlo.convert %c_106 : (tensor<i32>) -> tensor<f32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %618 = stablehlo.power %615, %617 : tensor<1x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %622 = stablehlo.divide %620, %621 : tensor<1x64x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %624 = stablehlo.add %622, %623 : tensor<1x64x1xf32>
    %625 = stablehlo.rsqrt %624 : tensor<1x64x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %627 = stablehlo.multiply %615, %626 : tensor<1x64x256xf32>
    %628 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %630 = stablehlo.multiply %627, %629 : tensor<1x64x256xf32>
    %631 = stablehlo.dot_general %630, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %632 = call @silu(%631) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %633 = stablehlo.dot_general %630, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xf32>, tensor<256x688xf32>) -> tensor<1x64x688xf32>
    %634 = stablehlo.multiply %633, %632 : tensor<1x64x688xf32>
    %635 = stablehlo.dot_general %634, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xf32>, tensor<688x256xf32>) -> tensor<1x64x256xf32>
    %636 = stablehlo.add %635, %615 : tensor<1x64x256xf32>
    %c_110 = stablehlo.constant dense<2> : tensor<i32>
    %637 = stablehlo.convert %c_110 : (tensor<i32>) -> tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %639 = stablehlo.power %636, %638 : tensor<1x64x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %643 = stablehlo.divide %641, %642 : tensor<1x64x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %645 = stablehlo.add %643, %644 : tensor<1x64x1xf32>
    %646 = stablehlo.rsqrt %645 : tensor<1x64x1xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %648 = stablehlo.multiply %636, %647 : tensor<1x64x256xf32>
    %649 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %651 = stablehlo.multiply %648, %650 : tensor<1x64x256xf32>
    return %651 : tensor<1x64x256xf32>
  }
  func.func private @_take(%arg0: tensor<1000x256xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x64x1xi32>) -> tensor<1x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x256xi1>, tensor<1x64x256xf32>
    return %16 : tensor<1x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x8x64x64xi1>, %arg1: tensor<1x8x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x1x8x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x8x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xf32>) -> tensor<1x1x8x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x8x64x1x64xf32>) -> tensor<1x1x8x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x8x64x64xi1>, tensor<1x1x8x64x64xf32>
    return %3 : tensor<1x1x8x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<1x64x688xf32>) -> tensor<1x64x688xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x64x688xf32>
    %1 = stablehlo.exponential %0 : tensor<1x64x688xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x688xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x64x688xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x688xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x64x688xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x64x688xf32>
    return %6 : tensor<1x64x688xf32>
  }
}
