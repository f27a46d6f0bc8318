module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<256x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<32x128xf32>, %arg36: tensor<4x32xf32>, %arg37: tensor<128x4x32xf32>, %arg38: tensor<128xf32>, %arg39: tensor<4x32x128xf32>, %arg40: tensor<4x32xf32>, %arg41: tensor<128x4x32xf32>, %arg42: tensor<4x32xf32>, %arg43: tensor<128x4x32xf32>, %arg44: tensor<128xf32>, %arg45: tensor<512x128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128xf32>, %arg50: tensor<512xf32>, %arg51: tensor<128x512xf32>, %arg52: tensor<4x32xf32>, %arg53: tensor<128x4x32xf32>, %arg54: tensor<128xf32>, %arg55: tensor<4x32x128xf32>, %arg56: tensor<4x32xf32>, %arg57: tensor<128x4x32xf32>, %arg58: tensor<4x32xf32>, %arg59: tensor<128x4x32xf32>, %arg60: tensor<128xf32>, %arg61: tensor<512x128xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<128xf32>, %arg66: tensor<512xf32>, %arg67: tensor<128x512xf32>, %arg68: tensor<256x128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<32x128xf32>, %arg72: tensor<4x32xf32>, %arg73: tensor<128x4x32xf32>, %arg74: tensor<128xf32>, %arg75: tensor<4x32x128xf32>, %arg76: tensor<4x32xf32>, %arg77: tensor<128x4x32xf32>, %arg78: tensor<4x32xf32>, %arg79: tensor<128x4x32xf32>, %arg80: tensor<128xf32>, %arg81: tensor<512x128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>, %arg84: tensor<128xf32>, %arg85: tensor<128xf32>, %arg86: tensor<512xf32>, %arg87: tensor<128x512xf32>, %arg88: tensor<4x32xf32>, %arg89: tensor<128x4x32xf32>, %arg90: tensor<128xf32>, %arg91: tensor<4x32x128xf32>, %arg92: tensor<4x32xf32>, %arg93: tensor<128x4x32xf32>, %arg94: tensor<4x32xf32>, %arg95: tensor<128x4x32xf32>, %arg96: tensor<128xf32>, %arg97: tensor<512x128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<128xf32>, %arg102: tensor<512xf32>, %arg103: tensor<128x512xf32>, %arg104: tensor<256x128xf32>, %arg105: tensor<128xf32>, %arg106: tensor<128xf32>, %arg107: tensor<32x128xf32>, %arg108: tensor<i32>, %arg109: tensor<8x33xi32>) -> (tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[0]['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[0]['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[0]['pos'].value"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][0].mu['pos'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][0].nu['pos'].value"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg109 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %1:2 = call @_take(%arg32, %0) : (tensor<256x128xf32>, tensor<8x32xi32>) -> (tensor<8x32x128xf32>, tensor<8x32x1xi32>)
    %2 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x32x128xf32>) -> tensor<8x32x128xf32>
    %4 = stablehlo.add %1#0, %3 : tensor<8x32x128xf32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %13 = stablehlo.convert %12 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %14 = chlo.square %4 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %16 = stablehlo.multiply %15, %4 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32xf32>
    %23 = chlo.square %19 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %25 = stablehlo.multiply %24, %19 : tensor<8x32xf32>
    %26 = stablehlo.subtract %22, %23 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %30 = stablehlo.compare GT, %26, %29, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %32 = stablehlo.compare EQ, %26, %31, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %36 = stablehlo.select %32, %35, %34 : tensor<8x32xi1>, tensor<8x32xf32>
    %37 = stablehlo.select %30, %33, %36 : tensor<8x32xi1>, tensor<8x32xf32>
    %38 = stablehlo.reshape %19 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %39 = stablehlo.reshape %28 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %41 = stablehlo.subtract %4, %40 : tensor<8x32x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<8x32x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<8x32x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<8x32x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<8x32x1xf32>
    %48 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<8x32x128xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<8x32x128xf32>
    %53 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x32x128xf32>
    %56 = stablehlo.dot_general %55, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %57 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x32x4x32xf32>
    %60 = stablehlo.dot_general %55, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %61 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x32x4x32xf32>
    %64 = stablehlo.dot_general %55, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %65 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %67 = stablehlo.add %64, %66 : tensor<8x32x4x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %69 = stablehlo.compare NE, %13, %68, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %70 = stablehlo.convert %69 : tensor<8x1x32x32xi1>
    %71 = stablehlo.reshape %59 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %73 = stablehlo.dot_general %71, %63, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_14 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<8x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %76 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %78 = stablehlo.transpose %72, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %80 = stablehlo.and %77, %79 : tensor<1x8x4x32x32xi1>
    %cst_15 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %81:2 = call @_where_0(%80, %75, %cst_15) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> (tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>)
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %82 = stablehlo.reduce(%81#0 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %85 = stablehlo.compare EQ, %81#0, %84, FLOAT : (tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<1x8x4x32x32xi1>
    %86 = stablehlo.convert %85 : (tensor<1x8x4x32x32xi1>) -> tensor<1x8x4x32x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %89 = stablehlo.maximum %88, %82 : tensor<1x8x4x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %91 = stablehlo.compare GT, %82, %90, FLOAT : (tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xi1>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %93 = stablehlo.compare EQ, %82, %92, FLOAT : (tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %97 = stablehlo.select %93, %96, %95 : tensor<1x8x4x32xi1>, tensor<1x8x4x32xf32>
    %98 = stablehlo.select %91, %94, %97 : tensor<1x8x4x32xi1>, tensor<1x8x4x32xf32>
    %99 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %101 = stablehlo.subtract %81#0, %100 : tensor<1x8x4x32x32xf32>
    %102 = stablehlo.exponential %101 : tensor<1x8x4x32x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_24) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %106 = stablehlo.divide %102, %105 : tensor<1x8x4x32x32xf32>
    %107 = stablehlo.multiply %104, %104 : tensor<1x8x4x32x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %109 = stablehlo.divide %108, %107 : tensor<1x8x4x32x1xf32>
    %110 = stablehlo.dot_general %67, %106, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %111 = stablehlo.transpose %110, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %112 = stablehlo.transpose %111, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %114 = stablehlo.dot_general %113, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x32x128xf32>
    %115 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x32x128xf32>
    %118 = stablehlo.add %4, %117 : tensor<8x32x128xf32>
    %119 = chlo.square %118 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<8x32x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%118 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %124 = stablehlo.divide %122, %123 : tensor<8x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%119 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x32xf32>
    %128 = chlo.square %124 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %130 = stablehlo.multiply %129, %124 : tensor<8x32xf32>
    %131 = stablehlo.subtract %127, %128 : tensor<8x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %133 = stablehlo.maximum %132, %131 : tensor<8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %135 = stablehlo.compare GT, %131, %134, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %137 = stablehlo.compare EQ, %131, %136, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.select %137, %140, %139 : tensor<8x32xi1>, tensor<8x32xf32>
    %142 = stablehlo.select %135, %138, %141 : tensor<8x32xi1>, tensor<8x32xf32>
    %143 = stablehlo.reshape %124 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %144 = stablehlo.reshape %133 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %146 = stablehlo.subtract %118, %145 : tensor<8x32x128xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<8x32x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x32x1xf32>
    %150 = stablehlo.divide %149, %148 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<8x32x1xf32>
    %153 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %154 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<8x32x128xf32>
    %157 = stablehlo.multiply %146, %156 : tensor<8x32x128xf32>
    %158 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x32x128xf32>
    %161 = stablehlo.dot_general %160, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x512xf32>) -> tensor<8x32x512xf32>
    %162 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x32x512xf32>
    %165 = stablehlo.multiply %164, %164 : tensor<8x32x512xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<8x32x512xf32>
    %167 = stablehlo.multiply %164, %164 : tensor<8x32x512xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<8x32x512xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %171 = stablehlo.multiply %170, %166 : tensor<8x32x512xf32>
    %172 = stablehlo.add %164, %171 : tensor<8x32x512xf32>
    %cst_42 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<8x32x512xf32>
    %175 = stablehlo.tanh %174 : tensor<8x32x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %177 = stablehlo.add %176, %175 : tensor<8x32x512xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %179 = stablehlo.subtract %178, %175 : tensor<8x32x512xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<8x32x512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %182 = stablehlo.add %181, %175 : tensor<8x32x512xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<8x32x512xf32>
    %185 = stablehlo.multiply %164, %184 : tensor<8x32x512xf32>
    %186 = stablehlo.dot_general %185, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x128xf32>) -> tensor<8x32x128xf32>
    %187 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<8x32x128xf32>
    %190 = stablehlo.add %118, %189 : tensor<8x32x128xf32>
    %191 = chlo.square %190 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %193 = stablehlo.multiply %192, %190 : tensor<8x32x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%190 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_49 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%191 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_51 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %199 = stablehlo.divide %197, %198 : tensor<8x32xf32>
    %200 = chlo.square %196 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %202 = stablehlo.multiply %201, %196 : tensor<8x32xf32>
    %203 = stablehlo.subtract %199, %200 : tensor<8x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %205 = stablehlo.maximum %204, %203 : tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %207 = stablehlo.compare GT, %203, %206, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %209 = stablehlo.compare EQ, %203, %208, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %213 = stablehlo.select %209, %212, %211 : tensor<8x32xi1>, tensor<8x32xf32>
    %214 = stablehlo.select %207, %210, %213 : tensor<8x32xi1>, tensor<8x32xf32>
    %215 = stablehlo.reshape %196 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %216 = stablehlo.reshape %205 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %218 = stablehlo.subtract %190, %217 : tensor<8x32x128xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<8x32x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x32x1xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x32x1xf32>
    %225 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %226 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x32x128xf32>
    %229 = stablehlo.multiply %218, %228 : tensor<8x32x128xf32>
    %230 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x32x128xf32>
    %233 = stablehlo.dot_general %232, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %234 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x32x4x32xf32>
    %237 = stablehlo.dot_general %232, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %238 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x32x4x32xf32>
    %241 = stablehlo.dot_general %232, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x4x32xf32>) -> tensor<8x32x4x32xf32>
    %242 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x32x4x32xf32>
    %244 = stablehlo.add %241, %243 : tensor<8x32x4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %246 = stablehlo.compare NE, %13, %245, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %247 = stablehlo.convert %246 : tensor<8x1x32x32xi1>
    %248 = stablehlo.reshape %236 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %250 = stablehlo.dot_general %248, %240, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_62 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<8x4x32x1x32xf32>
    %c_63 = stablehlo.constant dense<true> : tensor<i1>
    %253 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %254 = stablehlo.broadcast_in_dim %253, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %255 = stablehlo.transpose %249, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %257 = stablehlo.and %254, %256 : tensor<1x8x4x32x32xi1>
    %cst_64 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %258:2 = call @_where_0(%257, %252, %cst_64) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> (tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>)
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %259 = stablehlo.reduce(%258#0 init: %cst_65) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %262 = stablehlo.compare EQ, %258#0, %261, FLOAT : (tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<1x8x4x32x32xi1>
    %263 = stablehlo.convert %262 : (tensor<1x8x4x32x32xi1>) -> tensor<1x8x4x32x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_66) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %266 = stablehlo.maximum %265, %259 : tensor<1x8x4x32xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %268 = stablehlo.compare GT, %259, %267, FLOAT : (tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xi1>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %270 = stablehlo.compare EQ, %259, %269, FLOAT : (tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xi1>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %274 = stablehlo.select %270, %273, %272 : tensor<1x8x4x32xi1>, tensor<1x8x4x32xf32>
    %275 = stablehlo.select %268, %271, %274 : tensor<1x8x4x32xi1>, tensor<1x8x4x32xf32>
    %276 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %278 = stablehlo.subtract %258#0, %277 : tensor<1x8x4x32x32xf32>
    %279 = stablehlo.exponential %278 : tensor<1x8x4x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_73) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %283 = stablehlo.divide %279, %282 : tensor<1x8x4x32x32xf32>
    %284 = stablehlo.multiply %281, %281 : tensor<1x8x4x32x1xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %286 = stablehlo.divide %285, %284 : tensor<1x8x4x32x1xf32>
    %287 = stablehlo.dot_general %244, %283, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %288 = stablehlo.transpose %287, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %289 = stablehlo.transpose %288, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %291 = stablehlo.dot_general %290, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x32x128xf32>
    %292 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x32x128xf32>
    %295 = stablehlo.add %190, %294 : tensor<8x32x128xf32>
    %296 = chlo.square %295 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %298 = stablehlo.multiply %297, %295 : tensor<8x32x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%295 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %301 = stablehlo.divide %299, %300 : tensor<8x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%296 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_79 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x32xf32>
    %305 = chlo.square %301 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %307 = stablehlo.multiply %306, %301 : tensor<8x32xf32>
    %308 = stablehlo.subtract %304, %305 : tensor<8x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %310 = stablehlo.maximum %309, %308 : tensor<8x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %312 = stablehlo.compare GT, %308, %311, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %314 = stablehlo.compare EQ, %308, %313, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %318 = stablehlo.select %314, %317, %316 : tensor<8x32xi1>, tensor<8x32xf32>
    %319 = stablehlo.select %312, %315, %318 : tensor<8x32xi1>, tensor<8x32xf32>
    %320 = stablehlo.reshape %301 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %321 = stablehlo.reshape %310 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %322 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %323 = stablehlo.subtract %295, %322 : tensor<8x32x128xf32>
    %cst_87 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %325 = stablehlo.add %321, %324 : tensor<8x32x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<8x32x1xf32>
    %327 = stablehlo.divide %326, %325 : tensor<8x32x1xf32>
    %cst_88 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<8x32x1xf32>
    %330 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %331 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<8x32x128xf32>
    %334 = stablehlo.multiply %323, %333 : tensor<8x32x128xf32>
    %335 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x32x128xf32>
    %338 = stablehlo.dot_general %337, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x512xf32>) -> tensor<8x32x512xf32>
    %339 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %341 = stablehlo.add %338, %340 : tensor<8x32x512xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<8x32x512xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<8x32x512xf32>
    %344 = stablehlo.multiply %341, %341 : tensor<8x32x512xf32>
    %cst_89 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<8x32x512xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %348 = stablehlo.multiply %347, %343 : tensor<8x32x512xf32>
    %349 = stablehlo.add %341, %348 : tensor<8x32x512xf32>
    %cst_91 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<8x32x512xf32>
    %352 = stablehlo.tanh %351 : tensor<8x32x512xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %354 = stablehlo.add %353, %352 : tensor<8x32x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %356 = stablehlo.subtract %355, %352 : tensor<8x32x512xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<8x32x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %359 = stablehlo.add %358, %352 : tensor<8x32x512xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %361 = stablehlo.multiply %360, %359 : tensor<8x32x512xf32>
    %362 = stablehlo.multiply %341, %361 : tensor<8x32x512xf32>
    %363 = stablehlo.dot_general %362, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<512x128xf32>) -> tensor<8x32x128xf32>
    %364 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %366 = stablehlo.add %363, %365 : tensor<8x32x128xf32>
    %367 = stablehlo.add %295, %366 : tensor<8x32x128xf32>
    %368 = chlo.square %367 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %370 = stablehlo.multiply %369, %367 : tensor<8x32x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%367 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_98 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %373 = stablehlo.divide %371, %372 : tensor<8x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%368 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_100 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %376 = stablehlo.divide %374, %375 : tensor<8x32xf32>
    %377 = chlo.square %373 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %379 = stablehlo.multiply %378, %373 : tensor<8x32xf32>
    %380 = stablehlo.subtract %376, %377 : tensor<8x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %382 = stablehlo.maximum %381, %380 : tensor<8x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %384 = stablehlo.compare GT, %380, %383, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %386 = stablehlo.compare EQ, %380, %385, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %390 = stablehlo.select %386, %389, %388 : tensor<8x32xi1>, tensor<8x32xf32>
    %391 = stablehlo.select %384, %387, %390 : tensor<8x32xi1>, tensor<8x32xf32>
    %392 = stablehlo.reshape %373 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %393 = stablehlo.reshape %382 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %394 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %395 = stablehlo.subtract %367, %394 : tensor<8x32x128xf32>
    %cst_108 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %397 = stablehlo.add %393, %396 : tensor<8x32x1xf32>
    %398 = stablehlo.rsqrt %397 : tensor<8x32x1xf32>
    %399 = stablehlo.divide %398, %397 : tensor<8x32x1xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<8x32x1xf32>
    %402 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %403 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %404 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<8x32x128xf32>
    %406 = stablehlo.multiply %395, %405 : tensor<8x32x128xf32>
    %407 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %409 = stablehlo.add %406, %408 : tensor<8x32x128xf32>
    %410 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %411 = stablehlo.dot_general %409, %410, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x256xf32>) -> tensor<8x32x256xf32>
    %412 = stablehlo.slice %arg109 [0:8, 1:33] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %414:2 = call @take_along_axis(%411, %413) : (tensor<8x32x256xf32>, tensor<8x32x1xi32>) -> (tensor<8x32x1xf32>, tensor<8x32x1x1xi32>)
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %415:2 = call @_take_1(%414#0, %c_110) : (tensor<8x32x1xf32>, tensor<i32>) -> (tensor<8x32xf32>, tensor<1xi32>)
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %416 = stablehlo.reduce(%411 init: %cst_111) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %419 = stablehlo.compare EQ, %411, %418, FLOAT : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xi1>
    %420 = stablehlo.convert %419 : (tensor<8x32x256xi1>) -> tensor<8x32x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %423 = stablehlo.maximum %422, %416 : tensor<8x32xf32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %425 = stablehlo.compare GT, %416, %424, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %427 = stablehlo.compare EQ, %416, %426, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %431 = stablehlo.select %427, %430, %429 : tensor<8x32xi1>, tensor<8x32xf32>
    %432 = stablehlo.select %425, %428, %431 : tensor<8x32xi1>, tensor<8x32xf32>
    %433 = stablehlo.is_finite %423 : (tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %435 = stablehlo.select %433, %423, %434 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %437 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %439 = stablehlo.subtract %411, %438 : tensor<8x32x256xf32>
    %440 = stablehlo.exponential %439 : tensor<8x32x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %442 = stablehlo.sign %441 : tensor<8x32xf32>
    %443 = stablehlo.abs %441 : tensor<8x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %445 = stablehlo.compare GE, %441, %444, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %446 = stablehlo.log %443 : tensor<8x32xf32>
    %447 = stablehlo.add %446, %435 : tensor<8x32xf32>
    %448 = stablehlo.subtract %447, %415#0 : tensor<8x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %450 = stablehlo.divide %449, %cst_124 : tensor<f32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_126 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %451 = stablehlo.divide %cst_125, %cst_126 : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %453 = stablehlo.negate %452 : tensor<8x32xf32>
    %454 = stablehlo.divide %452, %443 : tensor<8x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %456 = stablehlo.select %445, %455, %454 : tensor<8x32xi1>, tensor<8x32xf32>
    %457 = stablehlo.select %445, %454, %455 : tensor<8x32xi1>, tensor<8x32xf32>
    %458 = stablehlo.negate %456 : tensor<8x32xf32>
    %459 = stablehlo.add %457, %458 : tensor<8x32xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x256xf32>
    %461 = stablehlo.multiply %460, %440 : tensor<8x32x256xf32>
    %462 = call @_take_3(%415#1, %453) : (tensor<1xi32>, tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %463 = call @take_along_axis_4(%414#1, %462) : (tensor<8x32x1x1xi32>, tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %464 = stablehlo.add %461, %463 : tensor<8x32x256xf32>
    %465 = stablehlo.dot_general %464, %409, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %466 = stablehlo.transpose %465, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %467 = stablehlo.dot_general %464, %410, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<128x256xf32>) -> tensor<8x32x128xf32>
    %468 = stablehlo.transpose %466, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%467 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %470 = stablehlo.reshape %469 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %472 = stablehlo.multiply %395, %467 : tensor<8x32x128xf32>
    %473 = stablehlo.multiply %467, %405 : tensor<8x32x128xf32>
    %474 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %475 = stablehlo.multiply %474, %472 : tensor<8x32x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %477 = stablehlo.reshape %476 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %478 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %479 = stablehlo.multiply %472, %478 : tensor<8x32x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %482 = stablehlo.reshape %477 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %483 = stablehlo.multiply %481, %401 : tensor<8x32x1xf32>
    %484 = stablehlo.negate %473 : tensor<8x32x128xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %487 = stablehlo.reshape %483 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %488 = stablehlo.reshape %486 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %489 = stablehlo.multiply %487, %391 : tensor<8x32xf32>
    %490 = stablehlo.negate %489 : tensor<8x32xf32>
    %491 = stablehlo.multiply %490, %379 : tensor<8x32xf32>
    %492 = stablehlo.add %488, %491 : tensor<8x32xf32>
    %cst_132 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %494 = stablehlo.divide %489, %493 : tensor<8x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_133 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %497 = stablehlo.divide %492, %496 : tensor<8x32xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %499 = stablehlo.add %473, %498 : tensor<8x32x128xf32>
    %500 = stablehlo.multiply %495, %370 : tensor<8x32x128xf32>
    %501 = stablehlo.add %499, %500 : tensor<8x32x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %503 = stablehlo.reshape %502 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %504 = stablehlo.reshape %503 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %505 = stablehlo.dot_general %501, %362, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x512xf32>) -> tensor<128x512xf32>
    %506 = stablehlo.transpose %505, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %507 = stablehlo.dot_general %501, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<512x128xf32>) -> tensor<8x32x512xf32>
    %508 = stablehlo.multiply %341, %507 : tensor<8x32x512xf32>
    %509 = stablehlo.multiply %507, %361 : tensor<8x32x512xf32>
    %cst_135 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %511 = stablehlo.multiply %510, %508 : tensor<8x32x512xf32>
    %512 = stablehlo.multiply %511, %357 : tensor<8x32x512xf32>
    %cst_136 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<8x32x512xf32>
    %515 = stablehlo.add %509, %514 : tensor<8x32x512xf32>
    %cst_137 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %517 = stablehlo.multiply %516, %514 : tensor<8x32x512xf32>
    %518 = stablehlo.multiply %517, %346 : tensor<8x32x512xf32>
    %519 = stablehlo.add %515, %518 : tensor<8x32x512xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %521 = stablehlo.reshape %520 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %522 = stablehlo.reshape %521 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %523 = stablehlo.dot_general %519, %337, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<8x32x128xf32>) -> tensor<512x128xf32>
    %524 = stablehlo.transpose %523, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %525 = stablehlo.dot_general %519, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<128x512xf32>) -> tensor<8x32x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%525 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %527 = stablehlo.reshape %526 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %528 = stablehlo.reshape %527 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %529 = stablehlo.multiply %323, %525 : tensor<8x32x128xf32>
    %530 = stablehlo.multiply %525, %333 : tensor<8x32x128xf32>
    %531 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %532 = stablehlo.multiply %531, %529 : tensor<8x32x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %534 = stablehlo.reshape %533 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %535 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %536 = stablehlo.multiply %529, %535 : tensor<8x32x128xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %539 = stablehlo.reshape %534 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %540 = stablehlo.multiply %538, %329 : tensor<8x32x1xf32>
    %541 = stablehlo.negate %530 : tensor<8x32x128xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %544 = stablehlo.add %501, %530 : tensor<8x32x128xf32>
    %545 = stablehlo.reshape %540 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %546 = stablehlo.reshape %543 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %547 = stablehlo.multiply %545, %319 : tensor<8x32xf32>
    %548 = stablehlo.negate %547 : tensor<8x32xf32>
    %549 = stablehlo.multiply %548, %307 : tensor<8x32xf32>
    %550 = stablehlo.add %546, %549 : tensor<8x32xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %552 = stablehlo.divide %547, %551 : tensor<8x32xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %555 = stablehlo.divide %550, %554 : tensor<8x32xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %557 = stablehlo.add %544, %556 : tensor<8x32x128xf32>
    %558 = stablehlo.multiply %553, %298 : tensor<8x32x128xf32>
    %559 = stablehlo.add %557, %558 : tensor<8x32x128xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %561 = stablehlo.reshape %560 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %562 = stablehlo.reshape %561 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %563 = stablehlo.dot_general %559, %290, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x4x32xf32>) -> tensor<128x4x32xf32>
    %564 = stablehlo.transpose %563, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %565 = stablehlo.dot_general %559, %arg19, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<4x32x128xf32>) -> tensor<8x32x4x32xf32>
    %566 = stablehlo.reshape %565 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %567 = stablehlo.transpose %566, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %568 = stablehlo.transpose %567, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %569 = stablehlo.dot_general %568, %244, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x1x32x32xf32>
    %570 = stablehlo.transpose %569, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %571 = stablehlo.dot_general %568, %283, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %572 = stablehlo.transpose %571, dims = [0, 3, 1, 2] : (tensor<8x4x32x32xf32>) -> tensor<8x32x4x32xf32>
    %573 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %574 = stablehlo.multiply %570, %573 : tensor<1x8x4x32x32xf32>
    %575 = stablehlo.multiply %574, %279 : tensor<1x8x4x32x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_146) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %578 = stablehlo.negate %577 : tensor<1x8x4x32x1xf32>
    %579 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %580 = stablehlo.divide %570, %579 : tensor<1x8x4x32x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%578 init: %cst_147) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %584 = stablehlo.add %580, %583 : tensor<1x8x4x32x32xf32>
    %585 = stablehlo.multiply %584, %279 : tensor<1x8x4x32x32xf32>
    %586 = call @_where_5(%257, %258#1, %585) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_148 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %588 = stablehlo.multiply %586, %587 : tensor<8x4x32x1x32xf32>
    %589 = stablehlo.dot_general %588, %248, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x32xf32>) -> tensor<8x4x32x32xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] : (tensor<8x4x32x32xf32>) -> tensor<8x32x4x32xf32>
    %591 = stablehlo.dot_general %588, %240, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %592 = stablehlo.transpose %591, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<8x32x4x1x32xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%572 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %595 = stablehlo.reshape %594 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %596 = stablehlo.reshape %595 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %597 = stablehlo.dot_general %572, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %598 = stablehlo.transpose %597, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %599 = stablehlo.dot_general %572, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%590 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %602 = stablehlo.reshape %601 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %603 = stablehlo.dot_general %590, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %604 = stablehlo.transpose %603, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %605 = stablehlo.dot_general %590, %arg17, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %606 = stablehlo.add %599, %605 : tensor<8x32x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%593 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %608 = stablehlo.reshape %607 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %609 = stablehlo.reshape %608 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %610 = stablehlo.dot_general %593, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %611 = stablehlo.transpose %610, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %612 = stablehlo.dot_general %593, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %613 = stablehlo.add %606, %612 : tensor<8x32x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %615 = stablehlo.reshape %614 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %616 = stablehlo.reshape %615 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %617 = stablehlo.multiply %218, %613 : tensor<8x32x128xf32>
    %618 = stablehlo.multiply %613, %228 : tensor<8x32x128xf32>
    %619 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %620 = stablehlo.multiply %619, %617 : tensor<8x32x128xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %622 = stablehlo.reshape %621 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %623 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %624 = stablehlo.multiply %617, %623 : tensor<8x32x128xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %626 = stablehlo.reshape %625 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %627 = stablehlo.reshape %622 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %628 = stablehlo.multiply %626, %224 : tensor<8x32x1xf32>
    %629 = stablehlo.negate %618 : tensor<8x32x128xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %631 = stablehlo.reshape %630 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %632 = stablehlo.add %559, %618 : tensor<8x32x128xf32>
    %633 = stablehlo.reshape %628 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %634 = stablehlo.reshape %631 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %635 = stablehlo.multiply %633, %214 : tensor<8x32xf32>
    %636 = stablehlo.negate %635 : tensor<8x32xf32>
    %637 = stablehlo.multiply %636, %202 : tensor<8x32xf32>
    %638 = stablehlo.add %634, %637 : tensor<8x32xf32>
    %cst_156 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %640 = stablehlo.divide %635, %639 : tensor<8x32xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_157 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %643 = stablehlo.divide %638, %642 : tensor<8x32xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %645 = stablehlo.add %632, %644 : tensor<8x32x128xf32>
    %646 = stablehlo.multiply %641, %193 : tensor<8x32x128xf32>
    %647 = stablehlo.add %645, %646 : tensor<8x32x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %649 = stablehlo.reshape %648 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %650 = stablehlo.reshape %649 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %651 = stablehlo.dot_general %647, %185, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x512xf32>) -> tensor<128x512xf32>
    %652 = stablehlo.transpose %651, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %653 = stablehlo.dot_general %647, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<512x128xf32>) -> tensor<8x32x512xf32>
    %654 = stablehlo.multiply %164, %653 : tensor<8x32x512xf32>
    %655 = stablehlo.multiply %653, %184 : tensor<8x32x512xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %657 = stablehlo.multiply %656, %654 : tensor<8x32x512xf32>
    %658 = stablehlo.multiply %657, %180 : tensor<8x32x512xf32>
    %cst_160 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<8x32x512xf32>
    %661 = stablehlo.add %655, %660 : tensor<8x32x512xf32>
    %cst_161 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %663 = stablehlo.multiply %662, %660 : tensor<8x32x512xf32>
    %664 = stablehlo.multiply %663, %169 : tensor<8x32x512xf32>
    %665 = stablehlo.add %661, %664 : tensor<8x32x512xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %667 = stablehlo.reshape %666 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %668 = stablehlo.reshape %667 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %669 = stablehlo.dot_general %665, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<8x32x128xf32>) -> tensor<512x128xf32>
    %670 = stablehlo.transpose %669, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %671 = stablehlo.dot_general %665, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<128x512xf32>) -> tensor<8x32x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%671 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %673 = stablehlo.reshape %672 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %674 = stablehlo.reshape %673 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %675 = stablehlo.multiply %146, %671 : tensor<8x32x128xf32>
    %676 = stablehlo.multiply %671, %156 : tensor<8x32x128xf32>
    %677 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %678 = stablehlo.multiply %677, %675 : tensor<8x32x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%678 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %680 = stablehlo.reshape %679 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %681 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %682 = stablehlo.multiply %675, %681 : tensor<8x32x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %684 = stablehlo.reshape %683 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %685 = stablehlo.reshape %680 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %686 = stablehlo.multiply %684, %152 : tensor<8x32x1xf32>
    %687 = stablehlo.negate %676 : tensor<8x32x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %689 = stablehlo.reshape %688 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %690 = stablehlo.add %647, %676 : tensor<8x32x128xf32>
    %691 = stablehlo.reshape %686 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %692 = stablehlo.reshape %689 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %693 = stablehlo.multiply %691, %142 : tensor<8x32xf32>
    %694 = stablehlo.negate %693 : tensor<8x32xf32>
    %695 = stablehlo.multiply %694, %130 : tensor<8x32xf32>
    %696 = stablehlo.add %692, %695 : tensor<8x32xf32>
    %cst_167 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %698 = stablehlo.divide %693, %697 : tensor<8x32xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_168 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %701 = stablehlo.divide %696, %700 : tensor<8x32xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %703 = stablehlo.add %690, %702 : tensor<8x32x128xf32>
    %704 = stablehlo.multiply %699, %121 : tensor<8x32x128xf32>
    %705 = stablehlo.add %703, %704 : tensor<8x32x128xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %707 = stablehlo.reshape %706 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %708 = stablehlo.reshape %707 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %709 = stablehlo.dot_general %705, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x4x32xf32>) -> tensor<128x4x32xf32>
    %710 = stablehlo.transpose %709, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %711 = stablehlo.dot_general %705, %arg3, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<4x32x128xf32>) -> tensor<8x32x4x32xf32>
    %712 = stablehlo.reshape %711 : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x1x32xf32>
    %713 = stablehlo.transpose %712, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x32xf32>) -> tensor<1x8x32x4x32xf32>
    %714 = stablehlo.transpose %713, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %715 = stablehlo.dot_general %714, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x1x32x32xf32>
    %716 = stablehlo.transpose %715, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %717 = stablehlo.dot_general %714, %106, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %718 = stablehlo.transpose %717, dims = [0, 3, 1, 2] : (tensor<8x4x32x32xf32>) -> tensor<8x32x4x32xf32>
    %719 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %720 = stablehlo.multiply %716, %719 : tensor<1x8x4x32x32xf32>
    %721 = stablehlo.multiply %720, %102 : tensor<1x8x4x32x32xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.reduce(%721 init: %cst_170) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %723 = stablehlo.reshape %722 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %724 = stablehlo.negate %723 : tensor<1x8x4x32x1xf32>
    %725 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %726 = stablehlo.divide %716, %725 : tensor<1x8x4x32x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%724 init: %cst_171) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %730 = stablehlo.add %726, %729 : tensor<1x8x4x32x32xf32>
    %731 = stablehlo.multiply %730, %102 : tensor<1x8x4x32x32xf32>
    %732 = call @_where_5(%80, %81#1, %731) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_172 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<8x4x32x1x32xf32>
    %735 = stablehlo.dot_general %734, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x32xf32>) -> tensor<8x4x32x32xf32>
    %736 = stablehlo.transpose %735, dims = [0, 2, 1, 3] : (tensor<8x4x32x32xf32>) -> tensor<8x32x4x32xf32>
    %737 = stablehlo.dot_general %734, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x32x1x32xf32>
    %738 = stablehlo.transpose %737, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<8x32x4x1x32xf32>
    %739 = stablehlo.reshape %738 : (tensor<8x32x4x1x32xf32>) -> tensor<8x32x4x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.reduce(%718 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %741 = stablehlo.reshape %740 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %742 = stablehlo.reshape %741 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %743 = stablehlo.dot_general %718, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %744 = stablehlo.transpose %743, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %745 = stablehlo.dot_general %718, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%736 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %747 = stablehlo.reshape %746 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %748 = stablehlo.reshape %747 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %749 = stablehlo.dot_general %736, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %750 = stablehlo.transpose %749, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %751 = stablehlo.dot_general %736, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %752 = stablehlo.add %745, %751 : tensor<8x32x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%739 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %754 = stablehlo.reshape %753 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %755 = stablehlo.reshape %754 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %756 = stablehlo.dot_general %739, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<8x32x128xf32>) -> tensor<4x32x128xf32>
    %757 = stablehlo.transpose %756, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %758 = stablehlo.dot_general %739, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<8x32x128xf32>
    %759 = stablehlo.add %752, %758 : tensor<8x32x128xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %760 = stablehlo.reduce(%759 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %761 = stablehlo.reshape %760 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %762 = stablehlo.reshape %761 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %763 = stablehlo.multiply %41, %759 : tensor<8x32x128xf32>
    %764 = stablehlo.multiply %759, %51 : tensor<8x32x128xf32>
    %765 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %766 = stablehlo.multiply %765, %763 : tensor<8x32x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %768 = stablehlo.reshape %767 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %769 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %770 = stablehlo.multiply %763, %769 : tensor<8x32x128xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%770 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %772 = stablehlo.reshape %771 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %773 = stablehlo.reshape %768 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %774 = stablehlo.multiply %772, %47 : tensor<8x32x1xf32>
    %775 = stablehlo.negate %764 : tensor<8x32x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %777 = stablehlo.reshape %776 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %778 = stablehlo.add %705, %764 : tensor<8x32x128xf32>
    %779 = stablehlo.reshape %774 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %780 = stablehlo.reshape %777 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %781 = stablehlo.multiply %779, %37 : tensor<8x32xf32>
    %782 = stablehlo.negate %781 : tensor<8x32xf32>
    %783 = stablehlo.multiply %782, %25 : tensor<8x32xf32>
    %784 = stablehlo.add %780, %783 : tensor<8x32xf32>
    %cst_180 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %786 = stablehlo.divide %781, %785 : tensor<8x32xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_181 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %789 = stablehlo.divide %784, %788 : tensor<8x32xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %791 = stablehlo.add %778, %790 : tensor<8x32x128xf32>
    %792 = stablehlo.multiply %787, %16 : tensor<8x32x128xf32>
    %793 = stablehlo.add %791, %792 : tensor<8x32x128xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.reduce(%793 init: %cst_182) applies stablehlo.add across dimensions = [0] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %795 = stablehlo.reshape %794 : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_183) applies stablehlo.add across dimensions = [0] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %797 = call @_take_6(%1#1, %793) : (tensor<8x32x1xi32>, tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %798 = stablehlo.add %468, %797 : tensor<256x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %800 = stablehlo.multiply %799, %748 : tensor<4x32xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %802 = stablehlo.multiply %801, %arg36 : tensor<4x32xf32>
    %803 = stablehlo.add %800, %802 : tensor<4x32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %805 = stablehlo.multiply %804, %750 : tensor<128x4x32xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %807 = stablehlo.multiply %806, %arg37 : tensor<128x4x32xf32>
    %808 = stablehlo.add %805, %807 : tensor<128x4x32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %810 = stablehlo.multiply %809, %708 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %812 = stablehlo.multiply %811, %arg38 : tensor<128xf32>
    %813 = stablehlo.add %810, %812 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %815 = stablehlo.multiply %814, %710 : tensor<4x32x128xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %817 = stablehlo.multiply %816, %arg39 : tensor<4x32x128xf32>
    %818 = stablehlo.add %815, %817 : tensor<4x32x128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %820 = stablehlo.multiply %819, %755 : tensor<4x32xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %822 = stablehlo.multiply %821, %arg40 : tensor<4x32xf32>
    %823 = stablehlo.add %820, %822 : tensor<4x32xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %825 = stablehlo.multiply %824, %757 : tensor<128x4x32xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %827 = stablehlo.multiply %826, %arg41 : tensor<128x4x32xf32>
    %828 = stablehlo.add %825, %827 : tensor<128x4x32xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %830 = stablehlo.multiply %829, %742 : tensor<4x32xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %832 = stablehlo.multiply %831, %arg42 : tensor<4x32xf32>
    %833 = stablehlo.add %830, %832 : tensor<4x32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %835 = stablehlo.multiply %834, %744 : tensor<128x4x32xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %837 = stablehlo.multiply %836, %arg43 : tensor<128x4x32xf32>
    %838 = stablehlo.add %835, %837 : tensor<128x4x32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %840 = stablehlo.multiply %839, %650 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %842 = stablehlo.multiply %841, %arg44 : tensor<128xf32>
    %843 = stablehlo.add %840, %842 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %845 = stablehlo.multiply %844, %652 : tensor<512x128xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %847 = stablehlo.multiply %846, %arg45 : tensor<512x128xf32>
    %848 = stablehlo.add %845, %847 : tensor<512x128xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %850 = stablehlo.multiply %849, %762 : tensor<128xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %852 = stablehlo.multiply %851, %arg46 : tensor<128xf32>
    %853 = stablehlo.add %850, %852 : tensor<128xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %855 = stablehlo.multiply %854, %773 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %857 = stablehlo.multiply %856, %arg47 : tensor<128xf32>
    %858 = stablehlo.add %855, %857 : tensor<128xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %860 = stablehlo.multiply %859, %674 : tensor<128xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %862 = stablehlo.multiply %861, %arg48 : tensor<128xf32>
    %863 = stablehlo.add %860, %862 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %865 = stablehlo.multiply %864, %685 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %867 = stablehlo.multiply %866, %arg49 : tensor<128xf32>
    %868 = stablehlo.add %865, %867 : tensor<128xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %870 = stablehlo.multiply %869, %668 : tensor<512xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %872 = stablehlo.multiply %871, %arg50 : tensor<512xf32>
    %873 = stablehlo.add %870, %872 : tensor<512xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %875 = stablehlo.multiply %874, %670 : tensor<128x512xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %877 = stablehlo.multiply %876, %arg51 : tensor<128x512xf32>
    %878 = stablehlo.add %875, %877 : tensor<128x512xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %880 = stablehlo.multiply %879, %602 : tensor<4x32xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %882 = stablehlo.multiply %881, %arg52 : tensor<4x32xf32>
    %883 = stablehlo.add %880, %882 : tensor<4x32xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %885 = stablehlo.multiply %884, %604 : tensor<128x4x32xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %887 = stablehlo.multiply %886, %arg53 : tensor<128x4x32xf32>
    %888 = stablehlo.add %885, %887 : tensor<128x4x32xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %890 = stablehlo.multiply %889, %562 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %892 = stablehlo.multiply %891, %arg54 : tensor<128xf32>
    %893 = stablehlo.add %890, %892 : tensor<128xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %895 = stablehlo.multiply %894, %564 : tensor<4x32x128xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %897 = stablehlo.multiply %896, %arg55 : tensor<4x32x128xf32>
    %898 = stablehlo.add %895, %897 : tensor<4x32x128xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %900 = stablehlo.multiply %899, %609 : tensor<4x32xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %902 = stablehlo.multiply %901, %arg56 : tensor<4x32xf32>
    %903 = stablehlo.add %900, %902 : tensor<4x32xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %905 = stablehlo.multiply %904, %611 : tensor<128x4x32xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %907 = stablehlo.multiply %906, %arg57 : tensor<128x4x32xf32>
    %908 = stablehlo.add %905, %907 : tensor<128x4x32xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %910 = stablehlo.multiply %909, %596 : tensor<4x32xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %912 = stablehlo.multiply %911, %arg58 : tensor<4x32xf32>
    %913 = stablehlo.add %910, %912 : tensor<4x32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %915 = stablehlo.multiply %914, %598 : tensor<128x4x32xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %917 = stablehlo.multiply %916, %arg59 : tensor<128x4x32xf32>
    %918 = stablehlo.add %915, %917 : tensor<128x4x32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %920 = stablehlo.multiply %919, %504 : tensor<128xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %922 = stablehlo.multiply %921, %arg60 : tensor<128xf32>
    %923 = stablehlo.add %920, %922 : tensor<128xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %925 = stablehlo.multiply %924, %506 : tensor<512x128xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %927 = stablehlo.multiply %926, %arg61 : tensor<512x128xf32>
    %928 = stablehlo.add %925, %927 : tensor<512x128xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %930 = stablehlo.multiply %929, %616 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %932 = stablehlo.multiply %931, %arg62 : tensor<128xf32>
    %933 = stablehlo.add %930, %932 : tensor<128xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %935 = stablehlo.multiply %934, %627 : tensor<128xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %937 = stablehlo.multiply %936, %arg63 : tensor<128xf32>
    %938 = stablehlo.add %935, %937 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %940 = stablehlo.multiply %939, %528 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %942 = stablehlo.multiply %941, %arg64 : tensor<128xf32>
    %943 = stablehlo.add %940, %942 : tensor<128xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %945 = stablehlo.multiply %944, %539 : tensor<128xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %947 = stablehlo.multiply %946, %arg65 : tensor<128xf32>
    %948 = stablehlo.add %945, %947 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %950 = stablehlo.multiply %949, %522 : tensor<512xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %952 = stablehlo.multiply %951, %arg66 : tensor<512xf32>
    %953 = stablehlo.add %950, %952 : tensor<512xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %955 = stablehlo.multiply %954, %524 : tensor<128x512xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %957 = stablehlo.multiply %956, %arg67 : tensor<128x512xf32>
    %958 = stablehlo.add %955, %957 : tensor<128x512xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %960 = stablehlo.multiply %959, %798 : tensor<256x128xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %962 = stablehlo.multiply %961, %arg68 : tensor<256x128xf32>
    %963 = stablehlo.add %960, %962 : tensor<256x128xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %965 = stablehlo.multiply %964, %471 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %967 = stablehlo.multiply %966, %arg69 : tensor<128xf32>
    %968 = stablehlo.add %965, %967 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %970 = stablehlo.multiply %969, %482 : tensor<128xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %972 = stablehlo.multiply %971, %arg70 : tensor<128xf32>
    %973 = stablehlo.add %970, %972 : tensor<128xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %975 = stablehlo.multiply %974, %796 : tensor<32x128xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %977 = stablehlo.multiply %976, %arg71 : tensor<32x128xf32>
    %978 = stablehlo.add %975, %977 : tensor<32x128xf32>
    %979 = stablehlo.multiply %748, %748 : tensor<4x32xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %981 = stablehlo.multiply %980, %979 : tensor<4x32xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %983 = stablehlo.multiply %982, %arg72 : tensor<4x32xf32>
    %984 = stablehlo.add %981, %983 : tensor<4x32xf32>
    %985 = stablehlo.multiply %750, %750 : tensor<128x4x32xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %987 = stablehlo.multiply %986, %985 : tensor<128x4x32xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %989 = stablehlo.multiply %988, %arg73 : tensor<128x4x32xf32>
    %990 = stablehlo.add %987, %989 : tensor<128x4x32xf32>
    %991 = stablehlo.multiply %708, %708 : tensor<128xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %993 = stablehlo.multiply %992, %991 : tensor<128xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %995 = stablehlo.multiply %994, %arg74 : tensor<128xf32>
    %996 = stablehlo.add %993, %995 : tensor<128xf32>
    %997 = stablehlo.multiply %710, %710 : tensor<4x32x128xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<4x32x128xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1001 = stablehlo.multiply %1000, %arg75 : tensor<4x32x128xf32>
    %1002 = stablehlo.add %999, %1001 : tensor<4x32x128xf32>
    %1003 = stablehlo.multiply %755, %755 : tensor<4x32xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1005 = stablehlo.multiply %1004, %1003 : tensor<4x32xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1007 = stablehlo.multiply %1006, %arg76 : tensor<4x32xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<4x32xf32>
    %1009 = stablehlo.multiply %757, %757 : tensor<128x4x32xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1011 = stablehlo.multiply %1010, %1009 : tensor<128x4x32xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1013 = stablehlo.multiply %1012, %arg77 : tensor<128x4x32xf32>
    %1014 = stablehlo.add %1011, %1013 : tensor<128x4x32xf32>
    %1015 = stablehlo.multiply %742, %742 : tensor<4x32xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1017 = stablehlo.multiply %1016, %1015 : tensor<4x32xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1019 = stablehlo.multiply %1018, %arg78 : tensor<4x32xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<4x32xf32>
    %1021 = stablehlo.multiply %744, %744 : tensor<128x4x32xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1023 = stablehlo.multiply %1022, %1021 : tensor<128x4x32xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1025 = stablehlo.multiply %1024, %arg79 : tensor<128x4x32xf32>
    %1026 = stablehlo.add %1023, %1025 : tensor<128x4x32xf32>
    %1027 = stablehlo.multiply %650, %650 : tensor<128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1029 = stablehlo.multiply %1028, %1027 : tensor<128xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1031 = stablehlo.multiply %1030, %arg80 : tensor<128xf32>
    %1032 = stablehlo.add %1029, %1031 : tensor<128xf32>
    %1033 = stablehlo.multiply %652, %652 : tensor<512x128xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1035 = stablehlo.multiply %1034, %1033 : tensor<512x128xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1037 = stablehlo.multiply %1036, %arg81 : tensor<512x128xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<512x128xf32>
    %1039 = stablehlo.multiply %762, %762 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1041 = stablehlo.multiply %1040, %1039 : tensor<128xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1043 = stablehlo.multiply %1042, %arg82 : tensor<128xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<128xf32>
    %1045 = stablehlo.multiply %773, %773 : tensor<128xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1047 = stablehlo.multiply %1046, %1045 : tensor<128xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1049 = stablehlo.multiply %1048, %arg83 : tensor<128xf32>
    %1050 = stablehlo.add %1047, %1049 : tensor<128xf32>
    %1051 = stablehlo.multiply %674, %674 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1053 = stablehlo.multiply %1052, %1051 : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1055 = stablehlo.multiply %1054, %arg84 : tensor<128xf32>
    %1056 = stablehlo.add %1053, %1055 : tensor<128xf32>
    %1057 = stablehlo.multiply %685, %685 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1059 = stablehlo.multiply %1058, %1057 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1061 = stablehlo.multiply %1060, %arg85 : tensor<128xf32>
    %1062 = stablehlo.add %1059, %1061 : tensor<128xf32>
    %1063 = stablehlo.multiply %668, %668 : tensor<512xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1065 = stablehlo.multiply %1064, %1063 : tensor<512xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1067 = stablehlo.multiply %1066, %arg86 : tensor<512xf32>
    %1068 = stablehlo.add %1065, %1067 : tensor<512xf32>
    %1069 = stablehlo.multiply %670, %670 : tensor<128x512xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1071 = stablehlo.multiply %1070, %1069 : tensor<128x512xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1073 = stablehlo.multiply %1072, %arg87 : tensor<128x512xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<128x512xf32>
    %1075 = stablehlo.multiply %602, %602 : tensor<4x32xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1077 = stablehlo.multiply %1076, %1075 : tensor<4x32xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1079 = stablehlo.multiply %1078, %arg88 : tensor<4x32xf32>
    %1080 = stablehlo.add %1077, %1079 : tensor<4x32xf32>
    %1081 = stablehlo.multiply %604, %604 : tensor<128x4x32xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1083 = stablehlo.multiply %1082, %1081 : tensor<128x4x32xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1085 = stablehlo.multiply %1084, %arg89 : tensor<128x4x32xf32>
    %1086 = stablehlo.add %1083, %1085 : tensor<128x4x32xf32>
    %1087 = stablehlo.multiply %562, %562 : tensor<128xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1089 = stablehlo.multiply %1088, %1087 : tensor<128xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1091 = stablehlo.multiply %1090, %arg90 : tensor<128xf32>
    %1092 = stablehlo.add %1089, %1091 : tensor<128xf32>
    %1093 = stablehlo.multiply %564, %564 : tensor<4x32x128xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1095 = stablehlo.multiply %1094, %1093 : tensor<4x32x128xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1097 = stablehlo.multiply %1096, %arg91 : tensor<4x32x128xf32>
    %1098 = stablehlo.add %1095, %1097 : tensor<4x32x128xf32>
    %1099 = stablehlo.multiply %609, %609 : tensor<4x32xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1101 = stablehlo.multiply %1100, %1099 : tensor<4x32xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1103 = stablehlo.multiply %1102, %arg92 : tensor<4x32xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<4x32xf32>
    %1105 = stablehlo.multiply %611, %611 : tensor<128x4x32xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1107 = stablehlo.multiply %1106, %1105 : tensor<128x4x32xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1109 = stablehlo.multiply %1108, %arg93 : tensor<128x4x32xf32>
    %1110 = stablehlo.add %1107, %1109 : tensor<128x4x32xf32>
    %1111 = stablehlo.multiply %596, %596 : tensor<4x32xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1113 = stablehlo.multiply %1112, %1111 : tensor<4x32xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1115 = stablehlo.multiply %1114, %arg94 : tensor<4x32xf32>
    %1116 = stablehlo.add %1113, %1115 : tensor<4x32xf32>
    %1117 = stablehlo.multiply %598, %598 : tensor<128x4x32xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1119 = stablehlo.multiply %1118, %1117 : tensor<128x4x32xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1121 = stablehlo.multiply %1120, %arg95 : tensor<128x4x32xf32>
    %1122 = stablehlo.add %1119, %1121 : tensor<128x4x32xf32>
    %1123 = stablehlo.multiply %504, %504 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1125 = stablehlo.multiply %1124, %1123 : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1127 = stablehlo.multiply %1126, %arg96 : tensor<128xf32>
    %1128 = stablehlo.add %1125, %1127 : tensor<128xf32>
    %1129 = stablehlo.multiply %506, %506 : tensor<512x128xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<512x128xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1133 = stablehlo.multiply %1132, %arg97 : tensor<512x128xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<512x128xf32>
    %1135 = stablehlo.multiply %616, %616 : tensor<128xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1137 = stablehlo.multiply %1136, %1135 : tensor<128xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1139 = stablehlo.multiply %1138, %arg98 : tensor<128xf32>
    %1140 = stablehlo.add %1137, %1139 : tensor<128xf32>
    %1141 = stablehlo.multiply %627, %627 : tensor<128xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1143 = stablehlo.multiply %1142, %1141 : tensor<128xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1145 = stablehlo.multiply %1144, %arg99 : tensor<128xf32>
    %1146 = stablehlo.add %1143, %1145 : tensor<128xf32>
    %1147 = stablehlo.multiply %528, %528 : tensor<128xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1149 = stablehlo.multiply %1148, %1147 : tensor<128xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1151 = stablehlo.multiply %1150, %arg100 : tensor<128xf32>
    %1152 = stablehlo.add %1149, %1151 : tensor<128xf32>
    %1153 = stablehlo.multiply %539, %539 : tensor<128xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1155 = stablehlo.multiply %1154, %1153 : tensor<128xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1157 = stablehlo.multiply %1156, %arg101 : tensor<128xf32>
    %1158 = stablehlo.add %1155, %1157 : tensor<128xf32>
    %1159 = stablehlo.multiply %522, %522 : tensor<512xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1161 = stablehlo.multiply %1160, %1159 : tensor<512xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1163 = stablehlo.multiply %1162, %arg102 : tensor<512xf32>
    %1164 = stablehlo.add %1161, %1163 : tensor<512xf32>
    %1165 = stablehlo.multiply %524, %524 : tensor<128x512xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1167 = stablehlo.multiply %1166, %1165 : tensor<128x512xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1169 = stablehlo.multiply %1168, %arg103 : tensor<128x512xf32>
    %1170 = stablehlo.add %1167, %1169 : tensor<128x512xf32>
    %1171 = stablehlo.multiply %798, %798 : tensor<256x128xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1173 = stablehlo.multiply %1172, %1171 : tensor<256x128xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1175 = stablehlo.multiply %1174, %arg104 : tensor<256x128xf32>
    %1176 = stablehlo.add %1173, %1175 : tensor<256x128xf32>
    %1177 = stablehlo.multiply %471, %471 : tensor<128xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1179 = stablehlo.multiply %1178, %1177 : tensor<128xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1181 = stablehlo.multiply %1180, %arg105 : tensor<128xf32>
    %1182 = stablehlo.add %1179, %1181 : tensor<128xf32>
    %1183 = stablehlo.multiply %482, %482 : tensor<128xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1185 = stablehlo.multiply %1184, %1183 : tensor<128xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1187 = stablehlo.multiply %1186, %arg106 : tensor<128xf32>
    %1188 = stablehlo.add %1185, %1187 : tensor<128xf32>
    %1189 = stablehlo.multiply %796, %796 : tensor<32x128xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<32x128xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1193 = stablehlo.multiply %1192, %arg107 : tensor<32x128xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<32x128xf32>
    %c_328 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1195 = stablehlo.compare LT, %arg108, %c_328, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_329 = stablehlo.constant dense<1> : tensor<i32>
    %1196 = stablehlo.add %arg108, %c_329 : tensor<i32>
    %c_330 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1197 = call @_where_7(%1195, %1196, %c_330) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_331 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1198 = stablehlo.convert %1197 : (tensor<i32>) -> tensor<f32>
    %1199 = stablehlo.convert %1197 : (tensor<i32>) -> tensor<f32>
    %1200 = stablehlo.power %cst_331, %1199 : tensor<f32>
    %cst_332 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1201 = stablehlo.subtract %cst_332, %1200 : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1203 = stablehlo.divide %803, %1202 : tensor<4x32xf32>
    %1204 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1205 = stablehlo.divide %808, %1204 : tensor<128x4x32xf32>
    %1206 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1207 = stablehlo.divide %813, %1206 : tensor<128xf32>
    %1208 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1209 = stablehlo.divide %818, %1208 : tensor<4x32x128xf32>
    %1210 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1211 = stablehlo.divide %823, %1210 : tensor<4x32xf32>
    %1212 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1213 = stablehlo.divide %828, %1212 : tensor<128x4x32xf32>
    %1214 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1215 = stablehlo.divide %833, %1214 : tensor<4x32xf32>
    %1216 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1217 = stablehlo.divide %838, %1216 : tensor<128x4x32xf32>
    %1218 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1219 = stablehlo.divide %843, %1218 : tensor<128xf32>
    %1220 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1221 = stablehlo.divide %848, %1220 : tensor<512x128xf32>
    %1222 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1223 = stablehlo.divide %853, %1222 : tensor<128xf32>
    %1224 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1225 = stablehlo.divide %858, %1224 : tensor<128xf32>
    %1226 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1227 = stablehlo.divide %863, %1226 : tensor<128xf32>
    %1228 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1229 = stablehlo.divide %868, %1228 : tensor<128xf32>
    %1230 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1231 = stablehlo.divide %873, %1230 : tensor<512xf32>
    %1232 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1233 = stablehlo.divide %878, %1232 : tensor<128x512xf32>
    %1234 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1235 = stablehlo.divide %883, %1234 : tensor<4x32xf32>
    %1236 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1237 = stablehlo.divide %888, %1236 : tensor<128x4x32xf32>
    %1238 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1239 = stablehlo.divide %893, %1238 : tensor<128xf32>
    %1240 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1241 = stablehlo.divide %898, %1240 : tensor<4x32x128xf32>
    %1242 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1243 = stablehlo.divide %903, %1242 : tensor<4x32xf32>
    %1244 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1245 = stablehlo.divide %908, %1244 : tensor<128x4x32xf32>
    %1246 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1247 = stablehlo.divide %913, %1246 : tensor<4x32xf32>
    %1248 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1249 = stablehlo.divide %918, %1248 : tensor<128x4x32xf32>
    %1250 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1251 = stablehlo.divide %923, %1250 : tensor<128xf32>
    %1252 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1253 = stablehlo.divide %928, %1252 : tensor<512x128xf32>
    %1254 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1255 = stablehlo.divide %933, %1254 : tensor<128xf32>
    %1256 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1257 = stablehlo.divide %938, %1256 : tensor<128xf32>
    %1258 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1259 = stablehlo.divide %943, %1258 : tensor<128xf32>
    %1260 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1261 = stablehlo.divide %948, %1260 : tensor<128xf32>
    %1262 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1263 = stablehlo.divide %953, %1262 : tensor<512xf32>
    %1264 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1265 = stablehlo.divide %958, %1264 : tensor<128x512xf32>
    %1266 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1267 = stablehlo.divide %963, %1266 : tensor<256x128xf32>
    %1268 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1269 = stablehlo.divide %968, %1268 : tensor<128xf32>
    %1270 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1271 = stablehlo.divide %973, %1270 : tensor<128xf32>
    %1272 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1273 = stablehlo.divide %978, %1272 : tensor<32x128xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1274 = stablehlo.convert %1197 : (tensor<i32>) -> tensor<f32>
    %1275 = stablehlo.convert %1197 : (tensor<i32>) -> tensor<f32>
    %1276 = stablehlo.power %cst_333, %1275 : tensor<f32>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1277 = stablehlo.subtract %cst_334, %1276 : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1279 = stablehlo.divide %984, %1278 : tensor<4x32xf32>
    %1280 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1281 = stablehlo.divide %990, %1280 : tensor<128x4x32xf32>
    %1282 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1283 = stablehlo.divide %996, %1282 : tensor<128xf32>
    %1284 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1285 = stablehlo.divide %1002, %1284 : tensor<4x32x128xf32>
    %1286 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1287 = stablehlo.divide %1008, %1286 : tensor<4x32xf32>
    %1288 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1289 = stablehlo.divide %1014, %1288 : tensor<128x4x32xf32>
    %1290 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1291 = stablehlo.divide %1020, %1290 : tensor<4x32xf32>
    %1292 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1293 = stablehlo.divide %1026, %1292 : tensor<128x4x32xf32>
    %1294 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1295 = stablehlo.divide %1032, %1294 : tensor<128xf32>
    %1296 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1297 = stablehlo.divide %1038, %1296 : tensor<512x128xf32>
    %1298 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1299 = stablehlo.divide %1044, %1298 : tensor<128xf32>
    %1300 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1301 = stablehlo.divide %1050, %1300 : tensor<128xf32>
    %1302 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1303 = stablehlo.divide %1056, %1302 : tensor<128xf32>
    %1304 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1305 = stablehlo.divide %1062, %1304 : tensor<128xf32>
    %1306 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1307 = stablehlo.divide %1068, %1306 : tensor<512xf32>
    %1308 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1309 = stablehlo.divide %1074, %1308 : tensor<128x512xf32>
    %1310 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1311 = stablehlo.divide %1080, %1310 : tensor<4x32xf32>
    %1312 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1313 = stablehlo.divide %1086, %1312 : tensor<128x4x32xf32>
    %1314 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1315 = stablehlo.divide %1092, %1314 : tensor<128xf32>
    %1316 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1317 = stablehlo.divide %1098, %1316 : tensor<4x32x128xf32>
    %1318 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1319 = stablehlo.divide %1104, %1318 : tensor<4x32xf32>
    %1320 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1321 = stablehlo.divide %1110, %1320 : tensor<128x4x32xf32>
    %1322 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1323 = stablehlo.divide %1116, %1322 : tensor<4x32xf32>
    %1324 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1325 = stablehlo.divide %1122, %1324 : tensor<128x4x32xf32>
    %1326 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1327 = stablehlo.divide %1128, %1326 : tensor<128xf32>
    %1328 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1329 = stablehlo.divide %1134, %1328 : tensor<512x128xf32>
    %1330 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1331 = stablehlo.divide %1140, %1330 : tensor<128xf32>
    %1332 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1333 = stablehlo.divide %1146, %1332 : tensor<128xf32>
    %1334 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1335 = stablehlo.divide %1152, %1334 : tensor<128xf32>
    %1336 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1337 = stablehlo.divide %1158, %1336 : tensor<128xf32>
    %1338 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1339 = stablehlo.divide %1164, %1338 : tensor<512xf32>
    %1340 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1341 = stablehlo.divide %1170, %1340 : tensor<128x512xf32>
    %1342 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1343 = stablehlo.divide %1176, %1342 : tensor<256x128xf32>
    %1344 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1345 = stablehlo.divide %1182, %1344 : tensor<128xf32>
    %1346 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1347 = stablehlo.divide %1188, %1346 : tensor<128xf32>
    %1348 = stablehlo.broadcast_in_dim %1277, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1349 = stablehlo.divide %1194, %1348 : tensor<32x128xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1351 = stablehlo.add %1279, %1350 : tensor<4x32xf32>
    %1352 = stablehlo.sqrt %1351 : tensor<4x32xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1354 = stablehlo.add %1352, %1353 : tensor<4x32xf32>
    %1355 = stablehlo.divide %1203, %1354 : tensor<4x32xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1357 = stablehlo.add %1281, %1356 : tensor<128x4x32xf32>
    %1358 = stablehlo.sqrt %1357 : tensor<128x4x32xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1360 = stablehlo.add %1358, %1359 : tensor<128x4x32xf32>
    %1361 = stablehlo.divide %1205, %1360 : tensor<128x4x32xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1363 = stablehlo.add %1283, %1362 : tensor<128xf32>
    %1364 = stablehlo.sqrt %1363 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1366 = stablehlo.add %1364, %1365 : tensor<128xf32>
    %1367 = stablehlo.divide %1207, %1366 : tensor<128xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1369 = stablehlo.add %1285, %1368 : tensor<4x32x128xf32>
    %1370 = stablehlo.sqrt %1369 : tensor<4x32x128xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1372 = stablehlo.add %1370, %1371 : tensor<4x32x128xf32>
    %1373 = stablehlo.divide %1209, %1372 : tensor<4x32x128xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1375 = stablehlo.add %1287, %1374 : tensor<4x32xf32>
    %1376 = stablehlo.sqrt %1375 : tensor<4x32xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<4x32xf32>
    %1379 = stablehlo.divide %1211, %1378 : tensor<4x32xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1381 = stablehlo.add %1289, %1380 : tensor<128x4x32xf32>
    %1382 = stablehlo.sqrt %1381 : tensor<128x4x32xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1384 = stablehlo.add %1382, %1383 : tensor<128x4x32xf32>
    %1385 = stablehlo.divide %1213, %1384 : tensor<128x4x32xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1387 = stablehlo.add %1291, %1386 : tensor<4x32xf32>
    %1388 = stablehlo.sqrt %1387 : tensor<4x32xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1390 = stablehlo.add %1388, %1389 : tensor<4x32xf32>
    %1391 = stablehlo.divide %1215, %1390 : tensor<4x32xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1393 = stablehlo.add %1293, %1392 : tensor<128x4x32xf32>
    %1394 = stablehlo.sqrt %1393 : tensor<128x4x32xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1396 = stablehlo.add %1394, %1395 : tensor<128x4x32xf32>
    %1397 = stablehlo.divide %1217, %1396 : tensor<128x4x32xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1399 = stablehlo.add %1295, %1398 : tensor<128xf32>
    %1400 = stablehlo.sqrt %1399 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1402 = stablehlo.add %1400, %1401 : tensor<128xf32>
    %1403 = stablehlo.divide %1219, %1402 : tensor<128xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1405 = stablehlo.add %1297, %1404 : tensor<512x128xf32>
    %1406 = stablehlo.sqrt %1405 : tensor<512x128xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1408 = stablehlo.add %1406, %1407 : tensor<512x128xf32>
    %1409 = stablehlo.divide %1221, %1408 : tensor<512x128xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1411 = stablehlo.add %1299, %1410 : tensor<128xf32>
    %1412 = stablehlo.sqrt %1411 : tensor<128xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1414 = stablehlo.add %1412, %1413 : tensor<128xf32>
    %1415 = stablehlo.divide %1223, %1414 : tensor<128xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1417 = stablehlo.add %1301, %1416 : tensor<128xf32>
    %1418 = stablehlo.sqrt %1417 : tensor<128xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1420 = stablehlo.add %1418, %1419 : tensor<128xf32>
    %1421 = stablehlo.divide %1225, %1420 : tensor<128xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1423 = stablehlo.add %1303, %1422 : tensor<128xf32>
    %1424 = stablehlo.sqrt %1423 : tensor<128xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1426 = stablehlo.add %1424, %1425 : tensor<128xf32>
    %1427 = stablehlo.divide %1227, %1426 : tensor<128xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1429 = stablehlo.add %1305, %1428 : tensor<128xf32>
    %1430 = stablehlo.sqrt %1429 : tensor<128xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1432 = stablehlo.add %1430, %1431 : tensor<128xf32>
    %1433 = stablehlo.divide %1229, %1432 : tensor<128xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1435 = stablehlo.add %1307, %1434 : tensor<512xf32>
    %1436 = stablehlo.sqrt %1435 : tensor<512xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<512xf32>
    %1439 = stablehlo.divide %1231, %1438 : tensor<512xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1441 = stablehlo.add %1309, %1440 : tensor<128x512xf32>
    %1442 = stablehlo.sqrt %1441 : tensor<128x512xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1444 = stablehlo.add %1442, %1443 : tensor<128x512xf32>
    %1445 = stablehlo.divide %1233, %1444 : tensor<128x512xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1447 = stablehlo.add %1311, %1446 : tensor<4x32xf32>
    %1448 = stablehlo.sqrt %1447 : tensor<4x32xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1450 = stablehlo.add %1448, %1449 : tensor<4x32xf32>
    %1451 = stablehlo.divide %1235, %1450 : tensor<4x32xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1453 = stablehlo.add %1313, %1452 : tensor<128x4x32xf32>
    %1454 = stablehlo.sqrt %1453 : tensor<128x4x32xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1456 = stablehlo.add %1454, %1455 : tensor<128x4x32xf32>
    %1457 = stablehlo.divide %1237, %1456 : tensor<128x4x32xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1459 = stablehlo.add %1315, %1458 : tensor<128xf32>
    %1460 = stablehlo.sqrt %1459 : tensor<128xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1462 = stablehlo.add %1460, %1461 : tensor<128xf32>
    %1463 = stablehlo.divide %1239, %1462 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1465 = stablehlo.add %1317, %1464 : tensor<4x32x128xf32>
    %1466 = stablehlo.sqrt %1465 : tensor<4x32x128xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1468 = stablehlo.add %1466, %1467 : tensor<4x32x128xf32>
    %1469 = stablehlo.divide %1241, %1468 : tensor<4x32x128xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1471 = stablehlo.add %1319, %1470 : tensor<4x32xf32>
    %1472 = stablehlo.sqrt %1471 : tensor<4x32xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1474 = stablehlo.add %1472, %1473 : tensor<4x32xf32>
    %1475 = stablehlo.divide %1243, %1474 : tensor<4x32xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1477 = stablehlo.add %1321, %1476 : tensor<128x4x32xf32>
    %1478 = stablehlo.sqrt %1477 : tensor<128x4x32xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1480 = stablehlo.add %1478, %1479 : tensor<128x4x32xf32>
    %1481 = stablehlo.divide %1245, %1480 : tensor<128x4x32xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1483 = stablehlo.add %1323, %1482 : tensor<4x32xf32>
    %1484 = stablehlo.sqrt %1483 : tensor<4x32xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1486 = stablehlo.add %1484, %1485 : tensor<4x32xf32>
    %1487 = stablehlo.divide %1247, %1486 : tensor<4x32xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1489 = stablehlo.add %1325, %1488 : tensor<128x4x32xf32>
    %1490 = stablehlo.sqrt %1489 : tensor<128x4x32xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1492 = stablehlo.add %1490, %1491 : tensor<128x4x32xf32>
    %1493 = stablehlo.divide %1249, %1492 : tensor<128x4x32xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1495 = stablehlo.add %1327, %1494 : tensor<128xf32>
    %1496 = stablehlo.sqrt %1495 : tensor<128xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1498 = stablehlo.add %1496, %1497 : tensor<128xf32>
    %1499 = stablehlo.divide %1251, %1498 : tensor<128xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1501 = stablehlo.add %1329, %1500 : tensor<512x128xf32>
    %1502 = stablehlo.sqrt %1501 : tensor<512x128xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1504 = stablehlo.add %1502, %1503 : tensor<512x128xf32>
    %1505 = stablehlo.divide %1253, %1504 : tensor<512x128xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1507 = stablehlo.add %1331, %1506 : tensor<128xf32>
    %1508 = stablehlo.sqrt %1507 : tensor<128xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1510 = stablehlo.add %1508, %1509 : tensor<128xf32>
    %1511 = stablehlo.divide %1255, %1510 : tensor<128xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1513 = stablehlo.add %1333, %1512 : tensor<128xf32>
    %1514 = stablehlo.sqrt %1513 : tensor<128xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1516 = stablehlo.add %1514, %1515 : tensor<128xf32>
    %1517 = stablehlo.divide %1257, %1516 : tensor<128xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1519 = stablehlo.add %1335, %1518 : tensor<128xf32>
    %1520 = stablehlo.sqrt %1519 : tensor<128xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1522 = stablehlo.add %1520, %1521 : tensor<128xf32>
    %1523 = stablehlo.divide %1259, %1522 : tensor<128xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1525 = stablehlo.add %1337, %1524 : tensor<128xf32>
    %1526 = stablehlo.sqrt %1525 : tensor<128xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1528 = stablehlo.add %1526, %1527 : tensor<128xf32>
    %1529 = stablehlo.divide %1261, %1528 : tensor<128xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1531 = stablehlo.add %1339, %1530 : tensor<512xf32>
    %1532 = stablehlo.sqrt %1531 : tensor<512xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<512xf32>
    %1535 = stablehlo.divide %1263, %1534 : tensor<512xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1537 = stablehlo.add %1341, %1536 : tensor<128x512xf32>
    %1538 = stablehlo.sqrt %1537 : tensor<128x512xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1540 = stablehlo.add %1538, %1539 : tensor<128x512xf32>
    %1541 = stablehlo.divide %1265, %1540 : tensor<128x512xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1543 = stablehlo.add %1343, %1542 : tensor<256x128xf32>
    %1544 = stablehlo.sqrt %1543 : tensor<256x128xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1546 = stablehlo.add %1544, %1545 : tensor<256x128xf32>
    %1547 = stablehlo.divide %1267, %1546 : tensor<256x128xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1549 = stablehlo.add %1345, %1548 : tensor<128xf32>
    %1550 = stablehlo.sqrt %1549 : tensor<128xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1552 = stablehlo.add %1550, %1551 : tensor<128xf32>
    %1553 = stablehlo.divide %1269, %1552 : tensor<128xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1555 = stablehlo.add %1347, %1554 : tensor<128xf32>
    %1556 = stablehlo.sqrt %1555 : tensor<128xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1558 = stablehlo.add %1556, %1557 : tensor<128xf32>
    %1559 = stablehlo.divide %1271, %1558 : tensor<128xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1561 = stablehlo.add %1349, %1560 : tensor<32x128xf32>
    %1562 = stablehlo.sqrt %1561 : tensor<32x128xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1564 = stablehlo.add %1562, %1563 : tensor<32x128xf32>
    %1565 = stablehlo.divide %1273, %1564 : tensor<32x128xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1567 = stablehlo.multiply %1566, %1355 : tensor<4x32xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1569 = stablehlo.multiply %1568, %1361 : tensor<128x4x32xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1571 = stablehlo.multiply %1570, %1367 : tensor<128xf32>
    %cst_410 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1573 = stablehlo.multiply %1572, %1373 : tensor<4x32x128xf32>
    %cst_411 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1575 = stablehlo.multiply %1574, %1379 : tensor<4x32xf32>
    %cst_412 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1577 = stablehlo.multiply %1576, %1385 : tensor<128x4x32xf32>
    %cst_413 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1579 = stablehlo.multiply %1578, %1391 : tensor<4x32xf32>
    %cst_414 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1581 = stablehlo.multiply %1580, %1397 : tensor<128x4x32xf32>
    %cst_415 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1583 = stablehlo.multiply %1582, %1403 : tensor<128xf32>
    %cst_416 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1585 = stablehlo.multiply %1584, %1409 : tensor<512x128xf32>
    %cst_417 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1587 = stablehlo.multiply %1586, %1415 : tensor<128xf32>
    %cst_418 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1589 = stablehlo.multiply %1588, %1421 : tensor<128xf32>
    %cst_419 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1591 = stablehlo.multiply %1590, %1427 : tensor<128xf32>
    %cst_420 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1593 = stablehlo.multiply %1592, %1433 : tensor<128xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1595 = stablehlo.multiply %1594, %1439 : tensor<512xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1597 = stablehlo.multiply %1596, %1445 : tensor<128x512xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1599 = stablehlo.multiply %1598, %1451 : tensor<4x32xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1601 = stablehlo.multiply %1600, %1457 : tensor<128x4x32xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1603 = stablehlo.multiply %1602, %1463 : tensor<128xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1605 = stablehlo.multiply %1604, %1469 : tensor<4x32x128xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1607 = stablehlo.multiply %1606, %1475 : tensor<4x32xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1609 = stablehlo.multiply %1608, %1481 : tensor<128x4x32xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1611 = stablehlo.multiply %1610, %1487 : tensor<4x32xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1613 = stablehlo.multiply %1612, %1493 : tensor<128x4x32xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1615 = stablehlo.multiply %1614, %1499 : tensor<128xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1617 = stablehlo.multiply %1616, %1505 : tensor<512x128xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1619 = stablehlo.multiply %1618, %1511 : tensor<128xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1620 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1621 = stablehlo.multiply %1620, %1517 : tensor<128xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1623 = stablehlo.multiply %1622, %1523 : tensor<128xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1625 = stablehlo.multiply %1624, %1529 : tensor<128xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1627 = stablehlo.multiply %1626, %1535 : tensor<512xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1629 = stablehlo.multiply %1628, %1541 : tensor<128x512xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1631 = stablehlo.multiply %1630, %1547 : tensor<256x128xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1633 = stablehlo.multiply %1632, %1553 : tensor<128xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1635 = stablehlo.multiply %1634, %1559 : tensor<128xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1637 = stablehlo.multiply %1636, %1565 : tensor<32x128xf32>
    %1638 = stablehlo.add %arg0, %1567 : tensor<4x32xf32>
    %1639 = stablehlo.add %arg1, %1569 : tensor<128x4x32xf32>
    %1640 = stablehlo.add %arg2, %1571 : tensor<128xf32>
    %1641 = stablehlo.add %arg3, %1573 : tensor<4x32x128xf32>
    %1642 = stablehlo.add %arg4, %1575 : tensor<4x32xf32>
    %1643 = stablehlo.add %arg5, %1577 : tensor<128x4x32xf32>
    %1644 = stablehlo.add %arg6, %1579 : tensor<4x32xf32>
    %1645 = stablehlo.add %arg7, %1581 : tensor<128x4x32xf32>
    %1646 = stablehlo.add %arg8, %1583 : tensor<128xf32>
    %1647 = stablehlo.add %arg9, %1585 : tensor<512x128xf32>
    %1648 = stablehlo.add %arg10, %1587 : tensor<128xf32>
    %1649 = stablehlo.add %arg11, %1589 : tensor<128xf32>
    %1650 = stablehlo.add %arg12, %1591 : tensor<128xf32>
    %1651 = stablehlo.add %arg13, %1593 : tensor<128xf32>
    %1652 = stablehlo.add %arg14, %1595 : tensor<512xf32>
    %1653 = stablehlo.add %arg15, %1597 : tensor<128x512xf32>
    %1654 = stablehlo.add %arg16, %1599 : tensor<4x32xf32>
    %1655 = stablehlo.add %arg17, %1601 : tensor<128x4x32xf32>
    %1656 = stablehlo.add %arg18, %1603 : tensor<128xf32>
    %1657 = stablehlo.add %arg19, %1605 : tensor<4x32x128xf32>
    %1658 = stablehlo.add %arg20, %1607 : tensor<4x32xf32>
    %1659 = stablehlo.add %arg21, %1609 : tensor<128x4x32xf32>
    %1660 = stablehlo.add %arg22, %1611 : tensor<4x32xf32>
    %1661 = stablehlo.add %arg23, %1613 : tensor<128x4x32xf32>
    %1662 = stablehlo.add %arg24, %1615 : tensor<128xf32>
    %1663 = stablehlo.add %arg25, %1617 : tensor<512x128xf32>
    %1664 = stablehlo.add %arg26, %1619 : tensor<128xf32>
    %1665 = stablehlo.add %arg27, %1621 : tensor<128xf32>
    %1666 = stablehlo.add %arg28, %1623 : tensor<128xf32>
    %1667 = stablehlo.add %arg29, %1625 : tensor<128xf32>
    %1668 = stablehlo.add %arg30, %1627 : tensor<512xf32>
    %1669 = stablehlo.add %arg31, %1629 : tensor<128x512xf32>
    %1670 = stablehlo.add %arg32, %1631 : tensor<256x128xf32>
    %1671 = stablehlo.add %arg33, %1633 : tensor<128xf32>
    %1672 = stablehlo.add %arg34, %1635 : tensor<128xf32>
    %1673 = stablehlo.add %arg35, %1637 : tensor<32x128xf32>
    return %1638, %1639, %1640, %1641, %1642, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655, %1656, %1657, %1658, %1659, %1660, %1661, %1662, %1663, %1664, %1665, %1666, %1667, %1668, %1669, %1670, %1671, %1672, %1673, %1197, %803, %808, %813, %818, %823, %828, %833, %838, %843, %848, %853, %858, %863, %868, %873, %878, %883, %888, %893, %898, %903, %908, %913, %918, %923, %928, %933, %938, %943, %948, %953, %958, %963, %968, %973, %978, %984, %990, %996, %1002, %1008, %1014, %1020, %1026, %1032, %1038, %1044, %1050, %1056, %1062, %1068, %1074, %1080, %1086, %1092, %1098, %1104, %1110, %1116, %1122, %1128, %1134, %1140, %1146, %1152, %1158, %1164, %1170, %1176, %1182, %1188, %1194, %450 : tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x128xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x128xf32>, tensor<8x32x1xi32>) {
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
    return %16, %5 : tensor<8x32x128xf32>, tensor<8x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> (tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x32xf32>
    return %3, %4 : tensor<1x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x32x256xf32>, %arg1: tensor<8x32x1xi32>) -> (tensor<8x32x1xf32>, tensor<8x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x32x1xi1>, tensor<8x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x32x1xi32>) -> tensor<8x32x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1x1xi32>, tensor<8x32x1x1xi32>) -> tensor<8x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1x1xi32>, tensor<8x32x1x1xi32>) -> tensor<8x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x32x1x1xi1>, tensor<i1>) -> tensor<8x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x32x256xf32>, tensor<8x32x1x1xi32>) -> tensor<8x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x32x1xi1>, tensor<8x32x1xf32>
    return %15, %5 : tensor<8x32x1xf32>, tensor<8x32x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x32x1xf32>, %arg1: tensor<i32>) -> (tensor<8x32xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 32, 1>}> : (tensor<8x32x1xf32>, tensor<1xi32>) -> tensor<8x32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x32xi1>, tensor<8x32xf32>
    return %13, %3 : tensor<8x32xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x32xf32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x32x1xf32>, tensor<1xi32>, tensor<8x32xf32>) -> tensor<8x32x1xf32>
    return %1 : tensor<8x32x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x32x1x1xi32>, %arg1: tensor<8x32x1xf32>) -> tensor<8x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x32x256xf32>, tensor<8x32x1x1xi32>, tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    return %1 : tensor<8x32x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<1x8x4x32x32xf32>, %arg2: tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    return %2 : tensor<8x4x32x1x32xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x128xf32>) -> tensor<256x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x128xf32>, tensor<8x32x1xi32>, tensor<8x32x128xf32>) -> tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
