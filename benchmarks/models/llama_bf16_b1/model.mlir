module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x256xbf16>, %arg1: tensor<256x1000xbf16>, %arg2: tensor<256x8x32xbf16>, %arg3: tensor<256x2x32xbf16>, %arg4: tensor<256x2x32xbf16>, %arg5: tensor<8x32x256xbf16>, %arg6: tensor<256xbf16>, %arg7: tensor<256x688xbf16>, %arg8: tensor<256x688xbf16>, %arg9: tensor<688x256xbf16>, %arg10: tensor<256xbf16>, %arg11: tensor<256x8x32xbf16>, %arg12: tensor<256x2x32xbf16>, %arg13: tensor<256x2x32xbf16>, %arg14: tensor<8x32x256xbf16>, %arg15: tensor<256xbf16>, %arg16: tensor<256x688xbf16>, %arg17: tensor<256x688xbf16>, %arg18: tensor<688x256xbf16>, %arg19: tensor<256xbf16>, %arg20: tensor<256x8x32xbf16>, %arg21: tensor<256x2x32xbf16>, %arg22: tensor<256x2x32xbf16>, %arg23: tensor<8x32x256xbf16>, %arg24: tensor<256xbf16>, %arg25: tensor<256x688xbf16>, %arg26: tensor<256x688xbf16>, %arg27: tensor<688x256xbf16>, %arg28: tensor<256xbf16>, %arg29: tensor<256x8x32xbf16>, %arg30: tensor<256x2x32xbf16>, %arg31: tensor<256x2x32xbf16>, %arg32: tensor<8x32x256xbf16>, %arg33: tensor<256xbf16>, %arg34: tensor<256x688xbf16>, %arg35: tensor<256x688xbf16>, %arg36: tensor<688x256xbf16>, %arg37: tensor<256xbf16>, %arg38: tensor<256xbf16>, %arg39: tensor<1x64xi32>, %arg40: tensor<1x64xi32>) -> (tensor<1x64x256xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg39) : (tensor<1000x256xbf16>, tensor<1x64xi32>) -> tensor<1x64x256xbf16>
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
    %15 = stablehlo.convert %0 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %18 = stablehlo.power %15, %17 : tensor<1x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<1x64x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<1x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %27 = stablehlo.multiply %15, %26 : tensor<1x64x256xf32>
    %28 = stablehlo.convert %arg6 : (tensor<256xbf16>) -> tensor<256xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<1x64x256xf32>
    %32 = stablehlo.convert %31 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %33 = stablehlo.dot_general %32, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<1x64x8x32xbf16>
    %34 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.add %37, %36 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.divide %38, %39 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.power %41, %40 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.divide %43, %42 : tensor<16xf32>
    %45 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.add %45, %46 : tensor<64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %49 = stablehlo.dot_general %48, %44, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %52 = stablehlo.concatenate %50, %51, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %55 = stablehlo.cosine %54 : tensor<1x64x1x32xf32>
    %56 = stablehlo.convert %55 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %57 = stablehlo.sine %54 : tensor<1x64x1x32xf32>
    %58 = stablehlo.convert %57 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %59 = stablehlo.slice %33 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %60 = stablehlo.slice %33 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %61 = stablehlo.negate %60 : tensor<1x64x8x16xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %64 = stablehlo.concatenate %62, %63, dim = 3 : (tensor<1x64x8x1x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x64x8x2x16xbf16>
    %65 = stablehlo.reshape %64 : (tensor<1x64x8x2x16xbf16>) -> tensor<1x64x8x32xbf16>
    %66 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %67 = stablehlo.multiply %33, %66 : tensor<1x64x8x32xbf16>
    %68 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %69 = stablehlo.multiply %65, %68 : tensor<1x64x8x32xbf16>
    %70 = stablehlo.add %67, %69 : tensor<1x64x8x32xbf16>
    %71 = stablehlo.dot_general %32, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %72 = stablehlo.dot_general %32, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %73 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.add %76, %75 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.divide %77, %78 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.power %80, %79 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.divide %82, %81 : tensor<16xf32>
    %84 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %86 = stablehlo.add %84, %85 : tensor<64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %88 = stablehlo.dot_general %87, %83, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %91 = stablehlo.concatenate %89, %90, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %94 = stablehlo.cosine %93 : tensor<1x64x1x32xf32>
    %95 = stablehlo.convert %94 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %96 = stablehlo.sine %93 : tensor<1x64x1x32xf32>
    %97 = stablehlo.convert %96 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %98 = stablehlo.slice %71 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %99 = stablehlo.slice %71 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %100 = stablehlo.negate %99 : tensor<1x64x2x16xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %103 = stablehlo.concatenate %101, %102, dim = 3 : (tensor<1x64x2x1x16xbf16>, tensor<1x64x2x1x16xbf16>) -> tensor<1x64x2x2x16xbf16>
    %104 = stablehlo.reshape %103 : (tensor<1x64x2x2x16xbf16>) -> tensor<1x64x2x32xbf16>
    %105 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %106 = stablehlo.multiply %71, %105 : tensor<1x64x2x32xbf16>
    %107 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %108 = stablehlo.multiply %104, %107 : tensor<1x64x2x32xbf16>
    %109 = stablehlo.add %106, %108 : tensor<1x64x2x32xbf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %111 = stablehlo.reshape %110 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %112 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %113 = stablehlo.reshape %112 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %114 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %116 = stablehlo.compare NE, %114, %115, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %117 = stablehlo.convert %116 : tensor<1x1x64x64xi1>
    %118 = stablehlo.reshape %70 : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %120 = stablehlo.dot_general %118, %111, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<1x64x8x1x32xbf16>, tensor<1x64x8x32xbf16>) -> tensor<1x8x64x1x64xf32>
    %cst_16 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<1x8x64x1x64xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %123 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %125 = stablehlo.transpose %119, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %127 = stablehlo.and %124, %126 : tensor<1x1x8x64x64xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %128 = call @_where_0(%127, %122, %cst_18) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %131 = stablehlo.maximum %130, %129 : tensor<1x1x8x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %134 = stablehlo.subtract %128, %133 : tensor<1x1x8x64x64xf32>
    %135 = stablehlo.exponential %134 : tensor<1x1x8x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %139 = stablehlo.divide %135, %138 : tensor<1x1x8x64x64xf32>
    %140 = stablehlo.convert %139 : (tensor<1x1x8x64x64xf32>) -> tensor<1x1x8x64x64xbf16>
    %141 = stablehlo.dot_general %113, %140, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<1x1x8x64x64xbf16>) -> tensor<1x8x32x1x64xbf16>
    %142 = stablehlo.transpose %141, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xbf16>) -> tensor<1x1x64x8x32xbf16>
    %143 = stablehlo.transpose %142, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %144 = stablehlo.reshape %143 : (tensor<1x64x8x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %145 = stablehlo.dot_general %144, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<1x64x256xbf16>
    %146 = stablehlo.add %145, %0 : tensor<1x64x256xbf16>
    %147 = stablehlo.convert %146 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %148 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %150 = stablehlo.power %147, %149 : tensor<1x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<1x64x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<1x64x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<1x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %159 = stablehlo.multiply %147, %158 : tensor<1x64x256xf32>
    %160 = stablehlo.convert %arg10 : (tensor<256xbf16>) -> tensor<256xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %163 = stablehlo.multiply %159, %162 : tensor<1x64x256xf32>
    %164 = stablehlo.convert %163 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %165 = stablehlo.dot_general %164, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %166 = stablehlo.convert %165 : (tensor<1x64x688xbf16>) -> tensor<1x64x688xf32>
    %167 = call @silu(%166) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %168 = stablehlo.convert %167 : (tensor<1x64x688xf32>) -> tensor<1x64x688xbf16>
    %169 = stablehlo.dot_general %164, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %170 = stablehlo.multiply %169, %168 : tensor<1x64x688xbf16>
    %171 = stablehlo.dot_general %170, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xbf16>, tensor<688x256xbf16>) -> tensor<1x64x256xbf16>
    %172 = stablehlo.add %171, %146 : tensor<1x64x256xbf16>
    %173 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %174 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.add %174, %175 : tensor<64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %178 = stablehlo.iota dim = 0 : tensor<64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %182 = stablehlo.compare GE, %180, %181, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %184 = stablehlo.convert %183 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %185 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %186 = stablehlo.minimum %185, %184 : tensor<1x64x64xi32>
    %187 = stablehlo.convert %172 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %188 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %190 = stablehlo.power %187, %189 : tensor<1x64x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<1x64x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %196 = stablehlo.add %194, %195 : tensor<1x64x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<1x64x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %199 = stablehlo.multiply %187, %198 : tensor<1x64x256xf32>
    %200 = stablehlo.convert %arg15 : (tensor<256xbf16>) -> tensor<256xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<1x64x256xf32>
    %204 = stablehlo.convert %203 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %205 = stablehlo.dot_general %204, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<1x64x8x32xbf16>
    %206 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.add %209, %208 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.divide %210, %211 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.power %213, %212 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.divide %215, %214 : tensor<16xf32>
    %217 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.add %217, %218 : tensor<64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %221 = stablehlo.dot_general %220, %216, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %224 = stablehlo.concatenate %222, %223, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %227 = stablehlo.cosine %226 : tensor<1x64x1x32xf32>
    %228 = stablehlo.convert %227 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %229 = stablehlo.sine %226 : tensor<1x64x1x32xf32>
    %230 = stablehlo.convert %229 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %231 = stablehlo.slice %205 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %232 = stablehlo.slice %205 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %233 = stablehlo.negate %232 : tensor<1x64x8x16xbf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %235 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %236 = stablehlo.concatenate %234, %235, dim = 3 : (tensor<1x64x8x1x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x64x8x2x16xbf16>
    %237 = stablehlo.reshape %236 : (tensor<1x64x8x2x16xbf16>) -> tensor<1x64x8x32xbf16>
    %238 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %239 = stablehlo.multiply %205, %238 : tensor<1x64x8x32xbf16>
    %240 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %241 = stablehlo.multiply %237, %240 : tensor<1x64x8x32xbf16>
    %242 = stablehlo.add %239, %241 : tensor<1x64x8x32xbf16>
    %243 = stablehlo.dot_general %204, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %244 = stablehlo.dot_general %204, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %245 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.add %248, %247 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.divide %249, %250 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %253 = stablehlo.power %252, %251 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %255 = stablehlo.divide %254, %253 : tensor<16xf32>
    %256 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %258 = stablehlo.add %256, %257 : tensor<64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %260 = stablehlo.dot_general %259, %255, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %263 = stablehlo.concatenate %261, %262, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %266 = stablehlo.cosine %265 : tensor<1x64x1x32xf32>
    %267 = stablehlo.convert %266 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %268 = stablehlo.sine %265 : tensor<1x64x1x32xf32>
    %269 = stablehlo.convert %268 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %270 = stablehlo.slice %243 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %271 = stablehlo.slice %243 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %272 = stablehlo.negate %271 : tensor<1x64x2x16xbf16>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %274 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %275 = stablehlo.concatenate %273, %274, dim = 3 : (tensor<1x64x2x1x16xbf16>, tensor<1x64x2x1x16xbf16>) -> tensor<1x64x2x2x16xbf16>
    %276 = stablehlo.reshape %275 : (tensor<1x64x2x2x16xbf16>) -> tensor<1x64x2x32xbf16>
    %277 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %278 = stablehlo.multiply %243, %277 : tensor<1x64x2x32xbf16>
    %279 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %280 = stablehlo.multiply %276, %279 : tensor<1x64x2x32xbf16>
    %281 = stablehlo.add %278, %280 : tensor<1x64x2x32xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %283 = stablehlo.reshape %282 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %284 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %285 = stablehlo.reshape %284 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %286 = stablehlo.broadcast_in_dim %186, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %287 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %288 = stablehlo.compare NE, %286, %287, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %289 = stablehlo.convert %288 : tensor<1x1x64x64xi1>
    %290 = stablehlo.reshape %242 : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %292 = stablehlo.dot_general %290, %283, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<1x64x8x1x32xbf16>, tensor<1x64x8x32xbf16>) -> tensor<1x8x64x1x64xf32>
    %cst_44 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<1x8x64x1x64xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %295 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %297 = stablehlo.transpose %291, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %299 = stablehlo.and %296, %298 : tensor<1x1x8x64x64xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %300 = call @_where_0(%299, %294, %cst_46) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %303 = stablehlo.maximum %302, %301 : tensor<1x1x8x64xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %306 = stablehlo.subtract %300, %305 : tensor<1x1x8x64x64xf32>
    %307 = stablehlo.exponential %306 : tensor<1x1x8x64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %311 = stablehlo.divide %307, %310 : tensor<1x1x8x64x64xf32>
    %312 = stablehlo.convert %311 : (tensor<1x1x8x64x64xf32>) -> tensor<1x1x8x64x64xbf16>
    %313 = stablehlo.dot_general %285, %312, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<1x1x8x64x64xbf16>) -> tensor<1x8x32x1x64xbf16>
    %314 = stablehlo.transpose %313, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xbf16>) -> tensor<1x1x64x8x32xbf16>
    %315 = stablehlo.transpose %314, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %316 = stablehlo.reshape %315 : (tensor<1x64x8x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %317 = stablehlo.dot_general %316, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<1x64x256xbf16>
    %318 = stablehlo.add %317, %172 : tensor<1x64x256xbf16>
    %319 = stablehlo.convert %318 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %320 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %322 = stablehlo.power %319, %321 : tensor<1x64x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %326 = stablehlo.divide %324, %325 : tensor<1x64x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %328 = stablehlo.add %326, %327 : tensor<1x64x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<1x64x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %331 = stablehlo.multiply %319, %330 : tensor<1x64x256xf32>
    %332 = stablehlo.convert %arg19 : (tensor<256xbf16>) -> tensor<256xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %335 = stablehlo.multiply %331, %334 : tensor<1x64x256xf32>
    %336 = stablehlo.convert %335 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %337 = stablehlo.dot_general %336, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %338 = stablehlo.convert %337 : (tensor<1x64x688xbf16>) -> tensor<1x64x688xf32>
    %339 = call @silu(%338) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %340 = stablehlo.convert %339 : (tensor<1x64x688xf32>) -> tensor<1x64x688xbf16>
    %341 = stablehlo.dot_general %336, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %342 = stablehlo.multiply %341, %340 : tensor<1x64x688xbf16>
    %343 = stablehlo.dot_general %342, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xbf16>, tensor<688x256xbf16>) -> tensor<1x64x256xbf16>
    %344 = stablehlo.add %343, %318 : tensor<1x64x256xbf16>
    %345 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %346 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %348 = stablehlo.add %346, %347 : tensor<64xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %350 = stablehlo.iota dim = 0 : tensor<64xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %353 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %354 = stablehlo.compare GE, %352, %353, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %355 = stablehlo.broadcast_in_dim %354, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %356 = stablehlo.convert %355 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %357 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %358 = stablehlo.minimum %357, %356 : tensor<1x64x64xi32>
    %359 = stablehlo.convert %344 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_55 = stablehlo.constant dense<2> : tensor<i32>
    %360 = stablehlo.convert %c_55 : (tensor<i32>) -> tensor<f32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %362 = stablehlo.power %359, %361 : tensor<1x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %366 = stablehlo.divide %364, %365 : tensor<1x64x1xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %368 = stablehlo.add %366, %367 : tensor<1x64x1xf32>
    %369 = stablehlo.rsqrt %368 : tensor<1x64x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %371 = stablehlo.multiply %359, %370 : tensor<1x64x256xf32>
    %372 = stablehlo.convert %arg24 : (tensor<256xbf16>) -> tensor<256xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %375 = stablehlo.multiply %371, %374 : tensor<1x64x256xf32>
    %376 = stablehlo.convert %375 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %377 = stablehlo.dot_general %376, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<1x64x8x32xbf16>
    %378 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %382 = stablehlo.add %381, %380 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %384 = stablehlo.divide %382, %383 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %386 = stablehlo.power %385, %384 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %388 = stablehlo.divide %387, %386 : tensor<16xf32>
    %389 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.add %389, %390 : tensor<64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %393 = stablehlo.dot_general %392, %388, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %395 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %396 = stablehlo.concatenate %394, %395, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %399 = stablehlo.cosine %398 : tensor<1x64x1x32xf32>
    %400 = stablehlo.convert %399 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %401 = stablehlo.sine %398 : tensor<1x64x1x32xf32>
    %402 = stablehlo.convert %401 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %403 = stablehlo.slice %377 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %404 = stablehlo.slice %377 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %405 = stablehlo.negate %404 : tensor<1x64x8x16xbf16>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %407 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %408 = stablehlo.concatenate %406, %407, dim = 3 : (tensor<1x64x8x1x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x64x8x2x16xbf16>
    %409 = stablehlo.reshape %408 : (tensor<1x64x8x2x16xbf16>) -> tensor<1x64x8x32xbf16>
    %410 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %411 = stablehlo.multiply %377, %410 : tensor<1x64x8x32xbf16>
    %412 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %413 = stablehlo.multiply %409, %412 : tensor<1x64x8x32xbf16>
    %414 = stablehlo.add %411, %413 : tensor<1x64x8x32xbf16>
    %415 = stablehlo.dot_general %376, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %416 = stablehlo.dot_general %376, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %417 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %421 = stablehlo.add %420, %419 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %423 = stablehlo.divide %421, %422 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %425 = stablehlo.power %424, %423 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %427 = stablehlo.divide %426, %425 : tensor<16xf32>
    %428 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %430 = stablehlo.add %428, %429 : tensor<64xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %432 = stablehlo.dot_general %431, %427, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %434 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %435 = stablehlo.concatenate %433, %434, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %436 = stablehlo.reshape %435 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %438 = stablehlo.cosine %437 : tensor<1x64x1x32xf32>
    %439 = stablehlo.convert %438 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %440 = stablehlo.sine %437 : tensor<1x64x1x32xf32>
    %441 = stablehlo.convert %440 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %442 = stablehlo.slice %415 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %443 = stablehlo.slice %415 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %444 = stablehlo.negate %443 : tensor<1x64x2x16xbf16>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %446 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %447 = stablehlo.concatenate %445, %446, dim = 3 : (tensor<1x64x2x1x16xbf16>, tensor<1x64x2x1x16xbf16>) -> tensor<1x64x2x2x16xbf16>
    %448 = stablehlo.reshape %447 : (tensor<1x64x2x2x16xbf16>) -> tensor<1x64x2x32xbf16>
    %449 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %450 = stablehlo.multiply %415, %449 : tensor<1x64x2x32xbf16>
    %451 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %452 = stablehlo.multiply %448, %451 : tensor<1x64x2x32xbf16>
    %453 = stablehlo.add %450, %452 : tensor<1x64x2x32xbf16>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %455 = stablehlo.reshape %454 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %456 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %457 = stablehlo.reshape %456 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %458 = stablehlo.broadcast_in_dim %358, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %459 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %460 = stablehlo.compare NE, %458, %459, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %461 = stablehlo.convert %460 : tensor<1x1x64x64xi1>
    %462 = stablehlo.reshape %414 : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %464 = stablehlo.dot_general %462, %455, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<1x64x8x1x32xbf16>, tensor<1x64x8x32xbf16>) -> tensor<1x8x64x1x64xf32>
    %cst_72 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<1x8x64x1x64xf32>
    %c_73 = stablehlo.constant dense<true> : tensor<i1>
    %467 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %468 = stablehlo.broadcast_in_dim %467, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %469 = stablehlo.transpose %463, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %471 = stablehlo.and %468, %470 : tensor<1x1x8x64x64xi1>
    %cst_74 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %472 = call @_where_0(%471, %466, %cst_74) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %473 = stablehlo.reduce(%472 init: %cst_75) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %475 = stablehlo.maximum %474, %473 : tensor<1x1x8x64xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %478 = stablehlo.subtract %472, %477 : tensor<1x1x8x64x64xf32>
    %479 = stablehlo.exponential %478 : tensor<1x1x8x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_77) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %483 = stablehlo.divide %479, %482 : tensor<1x1x8x64x64xf32>
    %484 = stablehlo.convert %483 : (tensor<1x1x8x64x64xf32>) -> tensor<1x1x8x64x64xbf16>
    %485 = stablehlo.dot_general %457, %484, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<1x1x8x64x64xbf16>) -> tensor<1x8x32x1x64xbf16>
    %486 = stablehlo.transpose %485, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xbf16>) -> tensor<1x1x64x8x32xbf16>
    %487 = stablehlo.transpose %486, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %488 = stablehlo.reshape %487 : (tensor<1x64x8x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %489 = stablehlo.dot_general %488, %arg23, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<1x64x256xbf16>
    %490 = stablehlo.add %489, %344 : tensor<1x64x256xbf16>
    %491 = stablehlo.convert %490 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %492 = stablehlo.convert %c_78 : (tensor<i32>) -> tensor<f32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %494 = stablehlo.power %491, %493 : tensor<1x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %498 = stablehlo.divide %496, %497 : tensor<1x64x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %500 = stablehlo.add %498, %499 : tensor<1x64x1xf32>
    %501 = stablehlo.rsqrt %500 : tensor<1x64x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %503 = stablehlo.multiply %491, %502 : tensor<1x64x256xf32>
    %504 = stablehlo.convert %arg28 : (tensor<256xbf16>) -> tensor<256xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %507 = stablehlo.multiply %503, %506 : tensor<1x64x256xf32>
    %508 = stablehlo.convert %507 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %509 = stablehlo.dot_general %508, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %510 = stablehlo.convert %509 : (tensor<1x64x688xbf16>) -> tensor<1x64x688xf32>
    %511 = call @silu(%510) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %512 = stablehlo.convert %511 : (tensor<1x64x688xf32>) -> tensor<1x64x688xbf16>
    %513 = stablehlo.dot_general %508, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %514 = stablehlo.multiply %513, %512 : tensor<1x64x688xbf16>
    %515 = stablehlo.dot_general %514, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xbf16>, tensor<688x256xbf16>) -> tensor<1x64x256xbf16>
    %516 = stablehlo.add %515, %490 : tensor<1x64x256xbf16>
    %517 = stablehlo.broadcast_in_dim %arg40, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %518 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %520 = stablehlo.add %518, %519 : tensor<64xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %522 = stablehlo.iota dim = 0 : tensor<64xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %524 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %525 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %526 = stablehlo.compare GE, %524, %525, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %527 = stablehlo.broadcast_in_dim %526, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %528 = stablehlo.convert %527 : (tensor<1x64x64xi1>) -> tensor<1x64x64xi32>
    %529 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %530 = stablehlo.minimum %529, %528 : tensor<1x64x64xi32>
    %531 = stablehlo.convert %516 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_83 = stablehlo.constant dense<2> : tensor<i32>
    %532 = stablehlo.convert %c_83 : (tensor<i32>) -> tensor<f32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %534 = stablehlo.power %531, %533 : tensor<1x64x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %538 = stablehlo.divide %536, %537 : tensor<1x64x1xf32>
    %cst_86 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %540 = stablehlo.add %538, %539 : tensor<1x64x1xf32>
    %541 = stablehlo.rsqrt %540 : tensor<1x64x1xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %543 = stablehlo.multiply %531, %542 : tensor<1x64x256xf32>
    %544 = stablehlo.convert %arg33 : (tensor<256xbf16>) -> tensor<256xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %547 = stablehlo.multiply %543, %546 : tensor<1x64x256xf32>
    %548 = stablehlo.convert %547 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %549 = stablehlo.dot_general %548, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x8x32xbf16>) -> tensor<1x64x8x32xbf16>
    %550 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %552 = stablehlo.multiply %551, %550 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %554 = stablehlo.add %553, %552 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %556 = stablehlo.divide %554, %555 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %558 = stablehlo.power %557, %556 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.divide %559, %558 : tensor<16xf32>
    %561 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %563 = stablehlo.add %561, %562 : tensor<64xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %565 = stablehlo.dot_general %564, %560, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %567 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %568 = stablehlo.concatenate %566, %567, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %571 = stablehlo.cosine %570 : tensor<1x64x1x32xf32>
    %572 = stablehlo.convert %571 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %573 = stablehlo.sine %570 : tensor<1x64x1x32xf32>
    %574 = stablehlo.convert %573 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %575 = stablehlo.slice %549 [0:1, 0:64, 0:8, 0:16] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %576 = stablehlo.slice %549 [0:1, 0:64, 0:8, 16:32] : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x16xbf16>
    %577 = stablehlo.negate %576 : tensor<1x64x8x16xbf16>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %579 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2, 4] : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %580 = stablehlo.concatenate %578, %579, dim = 3 : (tensor<1x64x8x1x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x64x8x2x16xbf16>
    %581 = stablehlo.reshape %580 : (tensor<1x64x8x2x16xbf16>) -> tensor<1x64x8x32xbf16>
    %582 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %583 = stablehlo.multiply %549, %582 : tensor<1x64x8x32xbf16>
    %584 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %585 = stablehlo.multiply %581, %584 : tensor<1x64x8x32xbf16>
    %586 = stablehlo.add %583, %585 : tensor<1x64x8x32xbf16>
    %587 = stablehlo.dot_general %548, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %588 = stablehlo.dot_general %548, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x2x32xbf16>) -> tensor<1x64x2x32xbf16>
    %589 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %591 = stablehlo.multiply %590, %589 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %593 = stablehlo.add %592, %591 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %595 = stablehlo.divide %593, %594 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %597 = stablehlo.power %596, %595 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %599 = stablehlo.divide %598, %597 : tensor<16xf32>
    %600 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %602 = stablehlo.add %600, %601 : tensor<64xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %604 = stablehlo.dot_general %603, %599, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %606 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %607 = stablehlo.concatenate %605, %606, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %608 = stablehlo.reshape %607 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %610 = stablehlo.cosine %609 : tensor<1x64x1x32xf32>
    %611 = stablehlo.convert %610 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %612 = stablehlo.sine %609 : tensor<1x64x1x32xf32>
    %613 = stablehlo.convert %612 : (tensor<1x64x1x32xf32>) -> tensor<1x64x1x32xbf16>
    %614 = stablehlo.slice %587 [0:1, 0:64, 0:2, 0:16] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %615 = stablehlo.slice %587 [0:1, 0:64, 0:2, 16:32] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x16xbf16>
    %616 = stablehlo.negate %615 : tensor<1x64x2x16xbf16>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %618 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2, 4] : (tensor<1x64x2x16xbf16>) -> tensor<1x64x2x1x16xbf16>
    %619 = stablehlo.concatenate %617, %618, dim = 3 : (tensor<1x64x2x1x16xbf16>, tensor<1x64x2x1x16xbf16>) -> tensor<1x64x2x2x16xbf16>
    %620 = stablehlo.reshape %619 : (tensor<1x64x2x2x16xbf16>) -> tensor<1x64x2x32xbf16>
    %621 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %622 = stablehlo.multiply %587, %621 : tensor<1x64x2x32xbf16>
    %623 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xbf16>) -> tensor<1x64x2x32xbf16>
    %624 = stablehlo.multiply %620, %623 : tensor<1x64x2x32xbf16>
    %625 = stablehlo.add %622, %624 : tensor<1x64x2x32xbf16>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %627 = stablehlo.reshape %626 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %628 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 4] : (tensor<1x64x2x32xbf16>) -> tensor<1x64x2x4x32xbf16>
    %629 = stablehlo.reshape %628 : (tensor<1x64x2x4x32xbf16>) -> tensor<1x64x8x32xbf16>
    %630 = stablehlo.broadcast_in_dim %530, dims = [0, 2, 3] : (tensor<1x64x64xi32>) -> tensor<1x1x64x64xi32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %631 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %632 = stablehlo.compare NE, %630, %631, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %633 = stablehlo.convert %632 : tensor<1x1x64x64xi1>
    %634 = stablehlo.reshape %586 : (tensor<1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %635 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %636 = stablehlo.dot_general %634, %627, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<1x64x8x1x32xbf16>, tensor<1x64x8x32xbf16>) -> tensor<1x8x64x1x64xf32>
    %cst_100 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x8x64x1x64xf32>
    %638 = stablehlo.multiply %636, %637 : tensor<1x8x64x1x64xf32>
    %c_101 = stablehlo.constant dense<true> : tensor<i1>
    %639 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i1>) -> tensor<1x8x64x64xi1>
    %640 = stablehlo.broadcast_in_dim %639, dims = [1, 2, 3, 4] : (tensor<1x8x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %641 = stablehlo.transpose %635, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x8x64x64xi1>
    %643 = stablehlo.and %640, %642 : tensor<1x1x8x64x64xi1>
    %cst_102 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %644 = call @_where_0(%643, %638, %cst_102) : (tensor<1x1x8x64x64xi1>, tensor<1x8x64x1x64xf32>, tensor<f32>) -> tensor<1x1x8x64x64xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_103) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x8x64xf32>
    %647 = stablehlo.maximum %646, %645 : tensor<1x1x8x64xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %650 = stablehlo.subtract %644, %649 : tensor<1x1x8x64x64xf32>
    %651 = stablehlo.exponential %650 : tensor<1x1x8x64x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_105) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x64x64xf32>, tensor<f32>) -> tensor<1x1x8x64xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x64x1xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x64x1xf32>) -> tensor<1x1x8x64x64xf32>
    %655 = stablehlo.divide %651, %654 : tensor<1x1x8x64x64xf32>
    %656 = stablehlo.convert %655 : (tensor<1x1x8x64x64xf32>) -> tensor<1x1x8x64x64xbf16>
    %657 = stablehlo.dot_general %629, %656, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<1x1x8x64x64xbf16>) -> tensor<1x8x32x1x64xbf16>
    %658 = stablehlo.transpose %657, dims = [3, 0, 4, 1, 2] : (tensor<1x8x32x1x64xbf16>) -> tensor<1x1x64x8x32xbf16>
    %659 = stablehlo.transpose %658, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x8x32xbf16>) -> tensor<1x64x8x1x32xbf16>
    %660 = stablehlo.reshape %659 : (tensor<1x64x8x1x32xbf16>) -> tensor<1x64x8x32xbf16>
    %661 = stablehlo.dot_general %660, %arg32, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<1x64x256xbf16>
    %662 = stablehlo.add %661, %516 : tensor<1x64x256xbf16>
    %663 = stablehlo.convert %662 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_106 = stablehlo.constant dense<2> : tensor<i32>
    %664 = stablehlo.convert %c_106 : (tensor<i32>) -> tensor<f32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %666 = stablehlo.power %663, %665 : tensor<1x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %670 = stablehlo.divide %668, %669 : tensor<1x64x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %672 = stablehlo.add %670, %671 : tensor<1x64x1xf32>
    %673 = stablehlo.rsqrt %672 : tensor<1x64x1xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %675 = stablehlo.multiply %663, %674 : tensor<1x64x256xf32>
    %676 = stablehlo.convert %arg37 : (tensor<256xbf16>) -> tensor<256xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %679 = stablehlo.multiply %675, %678 : tensor<1x64x256xf32>
    %680 = stablehlo.convert %679 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    %681 = stablehlo.dot_general %680, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %682 = stablehlo.convert %681 : (tensor<1x64x688xbf16>) -> tensor<1x64x688xf32>
    %683 = call @silu(%682) : (tensor<1x64x688xf32>) -> tensor<1x64x688xf32>
    %684 = stablehlo.convert %683 : (tensor<1x64x688xf32>) -> tensor<1x64x688xbf16>
    %685 = stablehlo.dot_general %680, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x688xbf16>) -> tensor<1x64x688xbf16>
    %686 = stablehlo.multiply %685, %684 : tensor<1x64x688xbf16>
    %687 = stablehlo.dot_general %686, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x688xbf16>, tensor<688x256xbf16>) -> tensor<1x64x256xbf16>
    %688 = stablehlo.add %687, %662 : tensor<1x64x256xbf16>
    %689 = stablehlo.convert %688 : (tensor<1x64x256xbf16>) -> tensor<1x64x256xf32>
    %c_110 = stablehlo.constant dense<2> : tensor<i32>
    %690 = stablehlo.convert %c_110 : (tensor<i32>) -> tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<1x64x256xf32>
    %692 = stablehlo.power %689, %691 : tensor<1x64x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<1x64xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %696 = stablehlo.divide %694, %695 : tensor<1x64x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %698 = stablehlo.add %696, %697 : tensor<1x64x1xf32>
    %699 = stablehlo.rsqrt %698 : tensor<1x64x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x256xf32>
    %701 = stablehlo.multiply %689, %700 : tensor<1x64x256xf32>
    %702 = stablehlo.convert %arg38 : (tensor<256xbf16>) -> tensor<256xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
    %705 = stablehlo.multiply %701, %704 : tensor<1x64x256xf32>
    %706 = stablehlo.convert %705 : (tensor<1x64x256xf32>) -> tensor<1x64x256xbf16>
    return %706 : tensor<1x64x256xbf16>
  }
  func.func private @_take(%arg0: tensor<1000x256xbf16>, %arg1: tensor<1x64xi32>) -> tensor<1x64x256xbf16> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xbf16>, tensor<1x64x1xi32>) -> tensor<1x64x256xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x256xi1>, tensor<1x64x256xbf16>
    return %16 : tensor<1x64x256xbf16>
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
