module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xbf16>, %arg1: tensor<256x1000xbf16>, %arg2: tensor<256x8x32xbf16>, %arg3: tensor<256x2x32xbf16>, %arg4: tensor<256x2x32xbf16>, %arg5: tensor<8x32x256xbf16>, %arg6: tensor<256xbf16>, %arg7: tensor<256x688xbf16>, %arg8: tensor<256x688xbf16>, %arg9: tensor<688x256xbf16>, %arg10: tensor<256xbf16>, %arg11: tensor<256x8x32xbf16>, %arg12: tensor<256x2x32xbf16>, %arg13: tensor<256x2x32xbf16>, %arg14: tensor<8x32x256xbf16>, %arg15: tensor<256xbf16>, %arg16: tensor<256x688xbf16>, %arg17: tensor<256x688xbf16>, %arg18: tensor<688x256xbf16>, %arg19: tensor<256xbf16>, %arg20: tensor<256x8x32xbf16>, %arg21: tensor<256x2x32xbf16>, %arg22: tensor<256x2x32xbf16>, %arg23: tensor<8x32x256xbf16>, %arg24: tensor<256xbf16>, %arg25: tensor<256x688xbf16>, %arg26: tensor<256x688xbf16>, %arg27: tensor<688x256xbf16>, %arg28: tensor<256xbf16>, %arg29: tensor<256x8x32xbf16>, %arg30: tensor<256x2x32xbf16>, %arg31: tensor<256x2x32xbf16>, %arg32: tensor<8x32x256xbf16>, %arg33: tensor<256xbf16>, %arg34: tensor<256x688xbf16>, %arg35: tensor<256x688xbf16>, %arg36: tensor<688x256xbf16>, %arg37: tensor<256xbf16>, %arg38: tensor<256xbf16>, %arg39: tensor<8x64xi32>, %arg40: tensor<8x64xi32>) -> (tensor<8x64x256xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg39) : (tensor<1000x256xbf16>, tensor<8x64xi32>) -> tensor<8x64x256xbf16>
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
    %16 = stablehlo.convert %0 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %19 = stablehlo.power %16, %18 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x64x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<8x64x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %28 = stablehlo.multiply %16, %27 : tensor<8x64x256xf32>
    %29 = stablehlo.convert %arg6 : (tensor<256xbf16>) -> tensor<256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<8x64x256xf32>
    %33 = stablehlo.convert %32 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %34 = stablehlo.dot_general %33, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %35 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.add %38, %37 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.power %42, %41 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.divide %44, %43 : tensor<16xf32>
    %46 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.add %46, %47 : tensor<64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %50 = stablehlo.dot_general %49, %45, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %56 = stablehlo.cosine %55 : tensor<1x64x1x32xf32>
    %57 = stablehlo.convert %56 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %58 = stablehlo.sine %55 : tensor<1x64x1x32xf32>
    %59 = stablehlo.convert %58 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %60 = stablehlo.slice %34 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %61 = stablehlo.slice %34 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %62 = stablehlo.negate %61 : tensor<8x64x8x16xbf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %65 = stablehlo.concatenate %63, %64, dim = 3 : (tensor<8x64x8x1x16xbf16>, tensor<8x64x8x1x16xbf16>) -> tensor<8x64x8x2x16xbf16>
    %66 = stablehlo.reshape %65 : (tensor<8x64x8x2x16xbf16>) -> tensor<8x64x8x32xbf16>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %68 = stablehlo.multiply %34, %67 : tensor<8x64x8x32xbf16>
    %69 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %70 = stablehlo.multiply %66, %69 : tensor<8x64x8x32xbf16>
    %71 = stablehlo.add %68, %70 : tensor<8x64x8x32xbf16>
    %72 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %73 = stablehlo.dot_general %33, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %74 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.add %77, %76 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.divide %78, %79 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.power %81, %80 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %84 = stablehlo.divide %83, %82 : tensor<16xf32>
    %85 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %87 = stablehlo.add %85, %86 : tensor<64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %89 = stablehlo.dot_general %88, %84, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %92 = stablehlo.concatenate %90, %91, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %95 = stablehlo.cosine %94 : tensor<1x64x1x32xf32>
    %96 = stablehlo.convert %95 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %97 = stablehlo.sine %94 : tensor<1x64x1x32xf32>
    %98 = stablehlo.convert %97 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %99 = stablehlo.slice %72 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %100 = stablehlo.slice %72 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %101 = stablehlo.negate %100 : tensor<8x64x2x16xbf16>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %104 = stablehlo.concatenate %102, %103, dim = 3 : (tensor<8x64x2x1x16xbf16>, tensor<8x64x2x1x16xbf16>) -> tensor<8x64x2x2x16xbf16>
    %105 = stablehlo.reshape %104 : (tensor<8x64x2x2x16xbf16>) -> tensor<8x64x2x32xbf16>
    %106 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %107 = stablehlo.multiply %72, %106 : tensor<8x64x2x32xbf16>
    %108 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %109 = stablehlo.multiply %105, %108 : tensor<8x64x2x32xbf16>
    %110 = stablehlo.add %107, %109 : tensor<8x64x2x32xbf16>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %112 = stablehlo.reshape %111 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %113 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %114 = stablehlo.reshape %113 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %115 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %117 = stablehlo.compare NE, %115, %116, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %118 = stablehlo.convert %117 : tensor<8x1x64x64xi1>
    %119 = stablehlo.reshape %71 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %121 = stablehlo.dot_general %119, %112, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x64x8x1x32xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x8x64x1x64xf32>
    %cst_16 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<8x8x64x1x64xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %124 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %126 = stablehlo.transpose %120, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %128 = stablehlo.and %125, %127 : tensor<1x8x8x64x64xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %129 = call @_where_0(%128, %123, %cst_18) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %132 = stablehlo.maximum %131, %130 : tensor<1x8x8x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %135 = stablehlo.subtract %129, %134 : tensor<1x8x8x64x64xf32>
    %136 = stablehlo.exponential %135 : tensor<1x8x8x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %140 = stablehlo.divide %136, %139 : tensor<1x8x8x64x64xf32>
    %141 = stablehlo.convert %140 : (tensor<1x8x8x64x64xf32>) -> tensor<1x8x8x64x64xbf16>
    %142 = stablehlo.dot_general %114, %141, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<1x8x8x64x64xbf16>) -> tensor<8x8x32x1x64xbf16>
    %143 = stablehlo.transpose %142, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xbf16>) -> tensor<1x8x64x8x32xbf16>
    %144 = stablehlo.transpose %143, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %145 = stablehlo.reshape %144 : (tensor<8x64x8x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %146 = stablehlo.dot_general %145, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %147 = stablehlo.add %146, %0 : tensor<8x64x256xbf16>
    %148 = stablehlo.convert %147 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %149 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %151 = stablehlo.power %148, %150 : tensor<8x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %155 = stablehlo.divide %153, %154 : tensor<8x64x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x64x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<8x64x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %160 = stablehlo.multiply %148, %159 : tensor<8x64x256xf32>
    %161 = stablehlo.convert %arg10 : (tensor<256xbf16>) -> tensor<256xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %164 = stablehlo.multiply %160, %163 : tensor<8x64x256xf32>
    %165 = stablehlo.convert %164 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %166 = stablehlo.dot_general %165, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %167 = stablehlo.convert %166 : (tensor<8x64x688xbf16>) -> tensor<8x64x688xf32>
    %168 = call @silu(%167) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %169 = stablehlo.convert %168 : (tensor<8x64x688xf32>) -> tensor<8x64x688xbf16>
    %170 = stablehlo.dot_general %165, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %171 = stablehlo.multiply %170, %169 : tensor<8x64x688xbf16>
    %172 = stablehlo.dot_general %171, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xbf16>, tensor<688x256xbf16>) -> tensor<8x64x256xbf16>
    %173 = stablehlo.add %172, %147 : tensor<8x64x256xbf16>
    %174 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %175 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %177 = stablehlo.add %175, %176 : tensor<64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %179 = stablehlo.iota dim = 0 : tensor<64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %181 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %183 = stablehlo.compare GE, %181, %182, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %186 = stablehlo.convert %185 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %187 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %188 = stablehlo.minimum %187, %186 : tensor<8x64x64xi32>
    %189 = stablehlo.convert %173 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %190 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %192 = stablehlo.power %189, %191 : tensor<8x64x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %198 = stablehlo.add %196, %197 : tensor<8x64x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<8x64x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %201 = stablehlo.multiply %189, %200 : tensor<8x64x256xf32>
    %202 = stablehlo.convert %arg15 : (tensor<256xbf16>) -> tensor<256xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %205 = stablehlo.multiply %201, %204 : tensor<8x64x256xf32>
    %206 = stablehlo.convert %205 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %207 = stablehlo.dot_general %206, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %208 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.add %211, %210 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.divide %212, %213 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.power %215, %214 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.divide %217, %216 : tensor<16xf32>
    %219 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.add %219, %220 : tensor<64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %223 = stablehlo.dot_general %222, %218, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %226 = stablehlo.concatenate %224, %225, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %229 = stablehlo.cosine %228 : tensor<1x64x1x32xf32>
    %230 = stablehlo.convert %229 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %231 = stablehlo.sine %228 : tensor<1x64x1x32xf32>
    %232 = stablehlo.convert %231 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %233 = stablehlo.slice %207 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %234 = stablehlo.slice %207 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %235 = stablehlo.negate %234 : tensor<8x64x8x16xbf16>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %238 = stablehlo.concatenate %236, %237, dim = 3 : (tensor<8x64x8x1x16xbf16>, tensor<8x64x8x1x16xbf16>) -> tensor<8x64x8x2x16xbf16>
    %239 = stablehlo.reshape %238 : (tensor<8x64x8x2x16xbf16>) -> tensor<8x64x8x32xbf16>
    %240 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %241 = stablehlo.multiply %207, %240 : tensor<8x64x8x32xbf16>
    %242 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %243 = stablehlo.multiply %239, %242 : tensor<8x64x8x32xbf16>
    %244 = stablehlo.add %241, %243 : tensor<8x64x8x32xbf16>
    %245 = stablehlo.dot_general %206, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %246 = stablehlo.dot_general %206, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %247 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.add %250, %249 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %253 = stablehlo.divide %251, %252 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %255 = stablehlo.power %254, %253 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.divide %256, %255 : tensor<16xf32>
    %258 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.add %258, %259 : tensor<64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %262 = stablehlo.dot_general %261, %257, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %265 = stablehlo.concatenate %263, %264, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %268 = stablehlo.cosine %267 : tensor<1x64x1x32xf32>
    %269 = stablehlo.convert %268 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %270 = stablehlo.sine %267 : tensor<1x64x1x32xf32>
    %271 = stablehlo.convert %270 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %272 = stablehlo.slice %245 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %273 = stablehlo.slice %245 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %274 = stablehlo.negate %273 : tensor<8x64x2x16xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %276 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %277 = stablehlo.concatenate %275, %276, dim = 3 : (tensor<8x64x2x1x16xbf16>, tensor<8x64x2x1x16xbf16>) -> tensor<8x64x2x2x16xbf16>
    %278 = stablehlo.reshape %277 : (tensor<8x64x2x2x16xbf16>) -> tensor<8x64x2x32xbf16>
    %279 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %280 = stablehlo.multiply %245, %279 : tensor<8x64x2x32xbf16>
    %281 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %282 = stablehlo.multiply %278, %281 : tensor<8x64x2x32xbf16>
    %283 = stablehlo.add %280, %282 : tensor<8x64x2x32xbf16>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %285 = stablehlo.reshape %284 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %286 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %287 = stablehlo.reshape %286 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %288 = stablehlo.broadcast_in_dim %188, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %289 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %290 = stablehlo.compare NE, %288, %289, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %291 = stablehlo.convert %290 : tensor<8x1x64x64xi1>
    %292 = stablehlo.reshape %244 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %294 = stablehlo.dot_general %292, %285, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x64x8x1x32xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x8x64x1x64xf32>
    %cst_44 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<8x8x64x1x64xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %297 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %298 = stablehlo.broadcast_in_dim %297, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %299 = stablehlo.transpose %293, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %301 = stablehlo.and %298, %300 : tensor<1x8x8x64x64xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %302 = call @_where_0(%301, %296, %cst_46) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %305 = stablehlo.maximum %304, %303 : tensor<1x8x8x64xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %308 = stablehlo.subtract %302, %307 : tensor<1x8x8x64x64xf32>
    %309 = stablehlo.exponential %308 : tensor<1x8x8x64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %313 = stablehlo.divide %309, %312 : tensor<1x8x8x64x64xf32>
    %314 = stablehlo.convert %313 : (tensor<1x8x8x64x64xf32>) -> tensor<1x8x8x64x64xbf16>
    %315 = stablehlo.dot_general %287, %314, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<1x8x8x64x64xbf16>) -> tensor<8x8x32x1x64xbf16>
    %316 = stablehlo.transpose %315, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xbf16>) -> tensor<1x8x64x8x32xbf16>
    %317 = stablehlo.transpose %316, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %318 = stablehlo.reshape %317 : (tensor<8x64x8x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %319 = stablehlo.dot_general %318, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %320 = stablehlo.add %319, %173 : tensor<8x64x256xbf16>
    %321 = stablehlo.convert %320 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %322 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %324 = stablehlo.power %321, %323 : tensor<8x64x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8x64x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %330 = stablehlo.add %328, %329 : tensor<8x64x1xf32>
    %331 = stablehlo.rsqrt %330 : tensor<8x64x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %333 = stablehlo.multiply %321, %332 : tensor<8x64x256xf32>
    %334 = stablehlo.convert %arg19 : (tensor<256xbf16>) -> tensor<256xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %337 = stablehlo.multiply %333, %336 : tensor<8x64x256xf32>
    %338 = stablehlo.convert %337 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %339 = stablehlo.dot_general %338, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %340 = stablehlo.convert %339 : (tensor<8x64x688xbf16>) -> tensor<8x64x688xf32>
    %341 = call @silu(%340) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %342 = stablehlo.convert %341 : (tensor<8x64x688xf32>) -> tensor<8x64x688xbf16>
    %343 = stablehlo.dot_general %338, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %344 = stablehlo.multiply %343, %342 : tensor<8x64x688xbf16>
    %345 = stablehlo.dot_general %344, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xbf16>, tensor<688x256xbf16>) -> tensor<8x64x256xbf16>
    %346 = stablehlo.add %345, %320 : tensor<8x64x256xbf16>
    %347 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %348 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %350 = stablehlo.add %348, %349 : tensor<64xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %352 = stablehlo.iota dim = 0 : tensor<64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %354 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %355 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %356 = stablehlo.compare GE, %354, %355, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %357 = stablehlo.broadcast_in_dim %356, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %359 = stablehlo.convert %358 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %360 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %361 = stablehlo.minimum %360, %359 : tensor<8x64x64xi32>
    %362 = stablehlo.convert %346 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_55 = stablehlo.constant dense<2> : tensor<i32>
    %363 = stablehlo.convert %c_55 : (tensor<i32>) -> tensor<f32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %365 = stablehlo.power %362, %364 : tensor<8x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %369 = stablehlo.divide %367, %368 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %371 = stablehlo.add %369, %370 : tensor<8x64x1xf32>
    %372 = stablehlo.rsqrt %371 : tensor<8x64x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %374 = stablehlo.multiply %362, %373 : tensor<8x64x256xf32>
    %375 = stablehlo.convert %arg24 : (tensor<256xbf16>) -> tensor<256xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<8x64x256xf32>
    %379 = stablehlo.convert %378 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %380 = stablehlo.dot_general %379, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %381 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %383 = stablehlo.multiply %382, %381 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %385 = stablehlo.add %384, %383 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %387 = stablehlo.divide %385, %386 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %389 = stablehlo.power %388, %387 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %391 = stablehlo.divide %390, %389 : tensor<16xf32>
    %392 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %394 = stablehlo.add %392, %393 : tensor<64xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %396 = stablehlo.dot_general %395, %391, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %398 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %399 = stablehlo.concatenate %397, %398, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %402 = stablehlo.cosine %401 : tensor<1x64x1x32xf32>
    %403 = stablehlo.convert %402 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %404 = stablehlo.sine %401 : tensor<1x64x1x32xf32>
    %405 = stablehlo.convert %404 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %406 = stablehlo.slice %380 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %407 = stablehlo.slice %380 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %408 = stablehlo.negate %407 : tensor<8x64x8x16xbf16>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %410 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %411 = stablehlo.concatenate %409, %410, dim = 3 : (tensor<8x64x8x1x16xbf16>, tensor<8x64x8x1x16xbf16>) -> tensor<8x64x8x2x16xbf16>
    %412 = stablehlo.reshape %411 : (tensor<8x64x8x2x16xbf16>) -> tensor<8x64x8x32xbf16>
    %413 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %414 = stablehlo.multiply %380, %413 : tensor<8x64x8x32xbf16>
    %415 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %416 = stablehlo.multiply %412, %415 : tensor<8x64x8x32xbf16>
    %417 = stablehlo.add %414, %416 : tensor<8x64x8x32xbf16>
    %418 = stablehlo.dot_general %379, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %419 = stablehlo.dot_general %379, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %420 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %424 = stablehlo.add %423, %422 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %426 = stablehlo.divide %424, %425 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %428 = stablehlo.power %427, %426 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %430 = stablehlo.divide %429, %428 : tensor<16xf32>
    %431 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %433 = stablehlo.add %431, %432 : tensor<64xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %435 = stablehlo.dot_general %434, %430, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %437 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %438 = stablehlo.concatenate %436, %437, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %439 = stablehlo.reshape %438 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %441 = stablehlo.cosine %440 : tensor<1x64x1x32xf32>
    %442 = stablehlo.convert %441 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %443 = stablehlo.sine %440 : tensor<1x64x1x32xf32>
    %444 = stablehlo.convert %443 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %445 = stablehlo.slice %418 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %446 = stablehlo.slice %418 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %447 = stablehlo.negate %446 : tensor<8x64x2x16xbf16>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %449 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %450 = stablehlo.concatenate %448, %449, dim = 3 : (tensor<8x64x2x1x16xbf16>, tensor<8x64x2x1x16xbf16>) -> tensor<8x64x2x2x16xbf16>
    %451 = stablehlo.reshape %450 : (tensor<8x64x2x2x16xbf16>) -> tensor<8x64x2x32xbf16>
    %452 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %453 = stablehlo.multiply %418, %452 : tensor<8x64x2x32xbf16>
    %454 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %455 = stablehlo.multiply %451, %454 : tensor<8x64x2x32xbf16>
    %456 = stablehlo.add %453, %455 : tensor<8x64x2x32xbf16>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %458 = stablehlo.reshape %457 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %459 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %460 = stablehlo.reshape %459 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %461 = stablehlo.broadcast_in_dim %361, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %463 = stablehlo.compare NE, %461, %462, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %464 = stablehlo.convert %463 : tensor<8x1x64x64xi1>
    %465 = stablehlo.reshape %417 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %466 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %467 = stablehlo.dot_general %465, %458, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x64x8x1x32xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x8x64x1x64xf32>
    %cst_72 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %469 = stablehlo.multiply %467, %468 : tensor<8x8x64x1x64xf32>
    %c_73 = stablehlo.constant dense<true> : tensor<i1>
    %470 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %471 = stablehlo.broadcast_in_dim %470, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %472 = stablehlo.transpose %466, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %474 = stablehlo.and %471, %473 : tensor<1x8x8x64x64xi1>
    %cst_74 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %475 = call @_where_0(%474, %469, %cst_74) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_75) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %478 = stablehlo.maximum %477, %476 : tensor<1x8x8x64xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %481 = stablehlo.subtract %475, %480 : tensor<1x8x8x64x64xf32>
    %482 = stablehlo.exponential %481 : tensor<1x8x8x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_77) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %486 = stablehlo.divide %482, %485 : tensor<1x8x8x64x64xf32>
    %487 = stablehlo.convert %486 : (tensor<1x8x8x64x64xf32>) -> tensor<1x8x8x64x64xbf16>
    %488 = stablehlo.dot_general %460, %487, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<1x8x8x64x64xbf16>) -> tensor<8x8x32x1x64xbf16>
    %489 = stablehlo.transpose %488, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xbf16>) -> tensor<1x8x64x8x32xbf16>
    %490 = stablehlo.transpose %489, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %491 = stablehlo.reshape %490 : (tensor<8x64x8x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %492 = stablehlo.dot_general %491, %arg23, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %493 = stablehlo.add %492, %346 : tensor<8x64x256xbf16>
    %494 = stablehlo.convert %493 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %495 = stablehlo.convert %c_78 : (tensor<i32>) -> tensor<f32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %497 = stablehlo.power %494, %496 : tensor<8x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %501 = stablehlo.divide %499, %500 : tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %503 = stablehlo.add %501, %502 : tensor<8x64x1xf32>
    %504 = stablehlo.rsqrt %503 : tensor<8x64x1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %506 = stablehlo.multiply %494, %505 : tensor<8x64x256xf32>
    %507 = stablehlo.convert %arg28 : (tensor<256xbf16>) -> tensor<256xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %510 = stablehlo.multiply %506, %509 : tensor<8x64x256xf32>
    %511 = stablehlo.convert %510 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %512 = stablehlo.dot_general %511, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %513 = stablehlo.convert %512 : (tensor<8x64x688xbf16>) -> tensor<8x64x688xf32>
    %514 = call @silu(%513) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %515 = stablehlo.convert %514 : (tensor<8x64x688xf32>) -> tensor<8x64x688xbf16>
    %516 = stablehlo.dot_general %511, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %517 = stablehlo.multiply %516, %515 : tensor<8x64x688xbf16>
    %518 = stablehlo.dot_general %517, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xbf16>, tensor<688x256xbf16>) -> tensor<8x64x256xbf16>
    %519 = stablehlo.add %518, %493 : tensor<8x64x256xbf16>
    %520 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %521 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %523 = stablehlo.add %521, %522 : tensor<64xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %525 = stablehlo.iota dim = 0 : tensor<64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %527 = stablehlo.broadcast_in_dim %524, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %528 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %529 = stablehlo.compare GE, %527, %528, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %530 = stablehlo.broadcast_in_dim %529, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %532 = stablehlo.convert %531 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %533 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %534 = stablehlo.minimum %533, %532 : tensor<8x64x64xi32>
    %535 = stablehlo.convert %519 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_83 = stablehlo.constant dense<2> : tensor<i32>
    %536 = stablehlo.convert %c_83 : (tensor<i32>) -> tensor<f32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %538 = stablehlo.power %535, %537 : tensor<8x64x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %542 = stablehlo.divide %540, %541 : tensor<8x64x1xf32>
    %cst_86 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %544 = stablehlo.add %542, %543 : tensor<8x64x1xf32>
    %545 = stablehlo.rsqrt %544 : tensor<8x64x1xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %547 = stablehlo.multiply %535, %546 : tensor<8x64x256xf32>
    %548 = stablehlo.convert %arg33 : (tensor<256xbf16>) -> tensor<256xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %551 = stablehlo.multiply %547, %550 : tensor<8x64x256xf32>
    %552 = stablehlo.convert %551 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %553 = stablehlo.dot_general %552, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %554 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %556 = stablehlo.multiply %555, %554 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %558 = stablehlo.add %557, %556 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.divide %558, %559 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %562 = stablehlo.power %561, %560 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %564 = stablehlo.divide %563, %562 : tensor<16xf32>
    %565 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %567 = stablehlo.add %565, %566 : tensor<64xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %569 = stablehlo.dot_general %568, %564, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %572 = stablehlo.concatenate %570, %571, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %575 = stablehlo.cosine %574 : tensor<1x64x1x32xf32>
    %576 = stablehlo.convert %575 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %577 = stablehlo.sine %574 : tensor<1x64x1x32xf32>
    %578 = stablehlo.convert %577 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %579 = stablehlo.slice %553 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %580 = stablehlo.slice %553 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %581 = stablehlo.negate %580 : tensor<8x64x8x16xbf16>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %583 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x1x16xbf16>
    %584 = stablehlo.concatenate %582, %583, dim = 3 : (tensor<8x64x8x1x16xbf16>, tensor<8x64x8x1x16xbf16>) -> tensor<8x64x8x2x16xbf16>
    %585 = stablehlo.reshape %584 : (tensor<8x64x8x2x16xbf16>) -> tensor<8x64x8x32xbf16>
    %586 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %587 = stablehlo.multiply %553, %586 : tensor<8x64x8x32xbf16>
    %588 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %589 = stablehlo.multiply %585, %588 : tensor<8x64x8x32xbf16>
    %590 = stablehlo.add %587, %589 : tensor<8x64x8x32xbf16>
    %591 = stablehlo.dot_general %552, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %592 = stablehlo.dot_general %552, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<8x64x2x32xbf16>
    %593 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %595 = stablehlo.multiply %594, %593 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %597 = stablehlo.add %596, %595 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %599 = stablehlo.divide %597, %598 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %601 = stablehlo.power %600, %599 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %603 = stablehlo.divide %602, %601 : tensor<16xf32>
    %604 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %606 = stablehlo.add %604, %605 : tensor<64xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %608 = stablehlo.dot_general %607, %603, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %611 = stablehlo.concatenate %609, %610, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %612 = stablehlo.reshape %611 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %614 = stablehlo.cosine %613 : tensor<1x64x1x32xf32>
    %615 = stablehlo.convert %614 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %616 = stablehlo.sine %613 : tensor<1x64x1x32xf32>
    %617 = stablehlo.convert %616 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %618 = stablehlo.slice %591 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %619 = stablehlo.slice %591 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x16xbf16>
    %620 = stablehlo.negate %619 : tensor<8x64x2x16xbf16>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %622 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2, 4] : (tensor<8x64x2x16xbf16>) -> tensor<8x64x2x1x16xbf16>
    %623 = stablehlo.concatenate %621, %622, dim = 3 : (tensor<8x64x2x1x16xbf16>, tensor<8x64x2x1x16xbf16>) -> tensor<8x64x2x2x16xbf16>
    %624 = stablehlo.reshape %623 : (tensor<8x64x2x2x16xbf16>) -> tensor<8x64x2x32xbf16>
    %625 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %626 = stablehlo.multiply %591, %625 : tensor<8x64x2x32xbf16>
    %627 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<8x64x2x32xbf16>
    %628 = stablehlo.multiply %624, %627 : tensor<8x64x2x32xbf16>
    %629 = stablehlo.add %626, %628 : tensor<8x64x2x32xbf16>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %631 = stablehlo.reshape %630 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %632 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2, 4] : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x4x32xbf16>
    %633 = stablehlo.reshape %632 : (tensor<8x64x2x4x32xbf16>) -> tensor<8x64x8x32xbf16>
    %634 = stablehlo.broadcast_in_dim %534, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %635 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %636 = stablehlo.compare NE, %634, %635, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %637 = stablehlo.convert %636 : tensor<8x1x64x64xi1>
    %638 = stablehlo.reshape %590 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %639 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %640 = stablehlo.dot_general %638, %631, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x64x8x1x32xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x8x64x1x64xf32>
    %cst_100 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<8x8x64x1x64xf32>
    %c_101 = stablehlo.constant dense<true> : tensor<i1>
    %643 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %644 = stablehlo.broadcast_in_dim %643, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %645 = stablehlo.transpose %639, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %647 = stablehlo.and %644, %646 : tensor<1x8x8x64x64xi1>
    %cst_102 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %648 = call @_where_0(%647, %642, %cst_102) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %649 = stablehlo.reduce(%648 init: %cst_103) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %651 = stablehlo.maximum %650, %649 : tensor<1x8x8x64xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %654 = stablehlo.subtract %648, %653 : tensor<1x8x8x64x64xf32>
    %655 = stablehlo.exponential %654 : tensor<1x8x8x64x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%655 init: %cst_105) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %659 = stablehlo.divide %655, %658 : tensor<1x8x8x64x64xf32>
    %660 = stablehlo.convert %659 : (tensor<1x8x8x64x64xf32>) -> tensor<1x8x8x64x64xbf16>
    %661 = stablehlo.dot_general %633, %660, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<1x8x8x64x64xbf16>) -> tensor<8x8x32x1x64xbf16>
    %662 = stablehlo.transpose %661, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xbf16>) -> tensor<1x8x64x8x32xbf16>
    %663 = stablehlo.transpose %662, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xbf16>) -> tensor<8x64x8x1x32xbf16>
    %664 = stablehlo.reshape %663 : (tensor<8x64x8x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %665 = stablehlo.dot_general %664, %arg32, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %666 = stablehlo.add %665, %519 : tensor<8x64x256xbf16>
    %667 = stablehlo.convert %666 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_106 = stablehlo.constant dense<2> : tensor<i32>
    %668 = stablehlo.convert %c_106 : (tensor<i32>) -> tensor<f32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %670 = stablehlo.power %667, %669 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%670 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %674 = stablehlo.divide %672, %673 : tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %676 = stablehlo.add %674, %675 : tensor<8x64x1xf32>
    %677 = stablehlo.rsqrt %676 : tensor<8x64x1xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %679 = stablehlo.multiply %667, %678 : tensor<8x64x256xf32>
    %680 = stablehlo.convert %arg37 : (tensor<256xbf16>) -> tensor<256xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %683 = stablehlo.multiply %679, %682 : tensor<8x64x256xf32>
    %684 = stablehlo.convert %683 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %685 = stablehlo.dot_general %684, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %686 = stablehlo.convert %685 : (tensor<8x64x688xbf16>) -> tensor<8x64x688xf32>
    %687 = call @silu(%686) : (tensor<8x64x688xf32>) -> tensor<8x64x688xf32>
    %688 = stablehlo.convert %687 : (tensor<8x64x688xf32>) -> tensor<8x64x688xbf16>
    %689 = stablehlo.dot_general %684, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x688xbf16>) -> tensor<8x64x688xbf16>
    %690 = stablehlo.multiply %689, %688 : tensor<8x64x688xbf16>
    %691 = stablehlo.dot_general %690, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x688xbf16>, tensor<688x256xbf16>) -> tensor<8x64x256xbf16>
    %692 = stablehlo.add %691, %666 : tensor<8x64x256xbf16>
    %693 = stablehlo.convert %692 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %c_110 = stablehlo.constant dense<2> : tensor<i32>
    %694 = stablehlo.convert %c_110 : (tensor<i32>) -> tensor<f32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %696 = stablehlo.power %693, %695 : tensor<8x64x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%696 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %700 = stablehlo.divide %698, %699 : tensor<8x64x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %702 = stablehlo.add %700, %701 : tensor<8x64x1xf32>
    %703 = stablehlo.rsqrt %702 : tensor<8x64x1xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %705 = stablehlo.multiply %693, %704 : tensor<8x64x256xf32>
    %706 = stablehlo.convert %arg38 : (tensor<256xbf16>) -> tensor<256xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %709 = stablehlo.multiply %705, %708 : tensor<8x64x256xf32>
    %710 = stablehlo.convert %709 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    return %710 : tensor<8x64x256xbf16>
  }
  func.func private @_take(%arg0: tensor<1000x256xbf16>, %arg1: tensor<8x64xi32>) -> tensor<8x64x256xbf16> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x256xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xbf16>
    return %16 : tensor<8x64x256xbf16>
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
