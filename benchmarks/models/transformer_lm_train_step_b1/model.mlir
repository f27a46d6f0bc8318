module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<256x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<32x128xf32>, %arg36: tensor<4x32xf32>, %arg37: tensor<128x4x32xf32>, %arg38: tensor<128xf32>, %arg39: tensor<4x32x128xf32>, %arg40: tensor<4x32xf32>, %arg41: tensor<128x4x32xf32>, %arg42: tensor<4x32xf32>, %arg43: tensor<128x4x32xf32>, %arg44: tensor<128xf32>, %arg45: tensor<512x128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128xf32>, %arg50: tensor<512xf32>, %arg51: tensor<128x512xf32>, %arg52: tensor<4x32xf32>, %arg53: tensor<128x4x32xf32>, %arg54: tensor<128xf32>, %arg55: tensor<4x32x128xf32>, %arg56: tensor<4x32xf32>, %arg57: tensor<128x4x32xf32>, %arg58: tensor<4x32xf32>, %arg59: tensor<128x4x32xf32>, %arg60: tensor<128xf32>, %arg61: tensor<512x128xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<128xf32>, %arg66: tensor<512xf32>, %arg67: tensor<128x512xf32>, %arg68: tensor<256x128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<32x128xf32>, %arg72: tensor<4x32xf32>, %arg73: tensor<128x4x32xf32>, %arg74: tensor<128xf32>, %arg75: tensor<4x32x128xf32>, %arg76: tensor<4x32xf32>, %arg77: tensor<128x4x32xf32>, %arg78: tensor<4x32xf32>, %arg79: tensor<128x4x32xf32>, %arg80: tensor<128xf32>, %arg81: tensor<512x128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>, %arg84: tensor<128xf32>, %arg85: tensor<128xf32>, %arg86: tensor<512xf32>, %arg87: tensor<128x512xf32>, %arg88: tensor<4x32xf32>, %arg89: tensor<128x4x32xf32>, %arg90: tensor<128xf32>, %arg91: tensor<4x32x128xf32>, %arg92: tensor<4x32xf32>, %arg93: tensor<128x4x32xf32>, %arg94: tensor<4x32xf32>, %arg95: tensor<128x4x32xf32>, %arg96: tensor<128xf32>, %arg97: tensor<512x128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<128xf32>, %arg102: tensor<512xf32>, %arg103: tensor<128x512xf32>, %arg104: tensor<256x128xf32>, %arg105: tensor<128xf32>, %arg106: tensor<128xf32>, %arg107: tensor<32x128xf32>, %arg108: tensor<i32>, %arg109: tensor<1x33xi32>) -> (tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[0]['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[0]['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[0]['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[0]['pos'].value"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][0].mu['pos'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['blocks'][0]['up']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['key']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['key']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['out']['bias'].value"}, tensor<4x32x128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['out']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['query']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['query']['kernel'].value"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['value']['bias'].value"}, tensor<128x4x32xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['attn']['value']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['down']['bias'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['down']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln1']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln1']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln2']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['ln2']['scale'].value"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['up']['bias'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['blocks'][1]['up']['kernel'].value"}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['embed']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['ln']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['ln']['scale'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][0].nu['pos'].value"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg109 [0:1, 0:32] : (tensor<1x33xi32>) -> tensor<1x32xi32>
    %1:2 = call @_take(%arg32, %0) : (tensor<256x128xf32>, tensor<1x32xi32>) -> (tensor<1x32x128xf32>, tensor<1x32x1xi32>)
    %2 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %3 = stablehlo.add %1#0, %2 : tensor<1x32x128xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %12 = stablehlo.convert %11 : (tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xf32>
    %13 = chlo.square %3 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %15 = stablehlo.multiply %14, %3 : tensor<1x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %18 = stablehlo.divide %16, %17 : tensor<1x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %21 = stablehlo.divide %19, %20 : tensor<1x32xf32>
    %22 = chlo.square %18 : tensor<1x32xf32> -> tensor<1x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<1x32xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<1x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<1x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %29 = stablehlo.compare GT, %25, %28, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %31 = stablehlo.compare EQ, %25, %30, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %35 = stablehlo.select %31, %34, %33 : tensor<1x32xi1>, tensor<1x32xf32>
    %36 = stablehlo.select %29, %32, %35 : tensor<1x32xi1>, tensor<1x32xf32>
    %37 = stablehlo.reshape %18 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %38 = stablehlo.reshape %27 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %40 = stablehlo.subtract %3, %39 : tensor<1x32x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %42 = stablehlo.add %38, %41 : tensor<1x32x1xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x32x1xf32>
    %44 = stablehlo.divide %43, %42 : tensor<1x32x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<1x32x1xf32>
    %47 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<1x32x128xf32>
    %51 = stablehlo.multiply %40, %50 : tensor<1x32x128xf32>
    %52 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %54 = stablehlo.add %51, %53 : tensor<1x32x128xf32>
    %55 = stablehlo.dot_general %54, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %56 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %58 = stablehlo.add %55, %57 : tensor<1x32x4x32xf32>
    %59 = stablehlo.dot_general %54, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %60 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %62 = stablehlo.add %59, %61 : tensor<1x32x4x32xf32>
    %63 = stablehlo.dot_general %54, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %64 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %66 = stablehlo.add %63, %65 : tensor<1x32x4x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %68 = stablehlo.compare NE, %12, %67, FLOAT : (tensor<1x1x32x32xf32>, tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xi1>
    %69 = stablehlo.convert %68 : tensor<1x1x32x32xi1>
    %70 = stablehlo.reshape %58 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3, 4] : (tensor<1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %72 = stablehlo.dot_general %70, %62, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_14 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<1x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %75 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x4x32x32xi1>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %77 = stablehlo.transpose %71, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %79 = stablehlo.and %76, %78 : tensor<1x1x4x32x32xi1>
    %cst_15 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %80:2 = call @_where_0(%79, %74, %cst_15) : (tensor<1x1x4x32x32xi1>, tensor<1x4x32x1x32xf32>, tensor<f32>) -> (tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>)
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.reduce(%80#0 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %84 = stablehlo.compare EQ, %80#0, %83, FLOAT : (tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x1x4x32x32xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x4x32x32xi1>) -> tensor<1x1x4x32x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %88 = stablehlo.maximum %87, %81 : tensor<1x1x4x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %90 = stablehlo.compare GT, %81, %89, FLOAT : (tensor<1x1x4x32xf32>, tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xi1>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %92 = stablehlo.compare EQ, %81, %91, FLOAT : (tensor<1x1x4x32xf32>, tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %96 = stablehlo.select %92, %95, %94 : tensor<1x1x4x32xi1>, tensor<1x1x4x32xf32>
    %97 = stablehlo.select %90, %93, %96 : tensor<1x1x4x32xi1>, tensor<1x1x4x32xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %100 = stablehlo.subtract %80#0, %99 : tensor<1x1x4x32x32xf32>
    %101 = stablehlo.exponential %100 : tensor<1x1x4x32x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_24) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %105 = stablehlo.divide %101, %104 : tensor<1x1x4x32x32xf32>
    %106 = stablehlo.multiply %103, %103 : tensor<1x1x4x32x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x4x32x1xf32>
    %108 = stablehlo.divide %107, %106 : tensor<1x1x4x32x1xf32>
    %109 = stablehlo.dot_general %66, %105, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %110 = stablehlo.transpose %109, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %111 = stablehlo.transpose %110, dims = [1, 2, 3, 0, 4] : (tensor<1x1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %113 = stablehlo.dot_general %112, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x32x128xf32>
    %114 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %116 = stablehlo.add %113, %115 : tensor<1x32x128xf32>
    %117 = stablehlo.add %3, %116 : tensor<1x32x128xf32>
    %118 = chlo.square %117 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<1x32x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%117 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %123 = stablehlo.divide %121, %122 : tensor<1x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%118 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %126 = stablehlo.divide %124, %125 : tensor<1x32xf32>
    %127 = chlo.square %123 : tensor<1x32xf32> -> tensor<1x32xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %129 = stablehlo.multiply %128, %123 : tensor<1x32xf32>
    %130 = stablehlo.subtract %126, %127 : tensor<1x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %132 = stablehlo.maximum %131, %130 : tensor<1x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %134 = stablehlo.compare GT, %130, %133, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %136 = stablehlo.compare EQ, %130, %135, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %140 = stablehlo.select %136, %139, %138 : tensor<1x32xi1>, tensor<1x32xf32>
    %141 = stablehlo.select %134, %137, %140 : tensor<1x32xi1>, tensor<1x32xf32>
    %142 = stablehlo.reshape %123 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %143 = stablehlo.reshape %132 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %145 = stablehlo.subtract %117, %144 : tensor<1x32x128xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<1x32x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<1x32x1xf32>
    %149 = stablehlo.divide %148, %147 : tensor<1x32x1xf32>
    %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<1x32x1xf32>
    %152 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %153 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x32x128xf32>
    %156 = stablehlo.multiply %145, %155 : tensor<1x32x128xf32>
    %157 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %159 = stablehlo.add %156, %158 : tensor<1x32x128xf32>
    %160 = stablehlo.dot_general %159, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x512xf32>) -> tensor<1x32x512xf32>
    %161 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x32x512xf32>
    %163 = stablehlo.add %160, %162 : tensor<1x32x512xf32>
    %164 = stablehlo.multiply %163, %163 : tensor<1x32x512xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<1x32x512xf32>
    %166 = stablehlo.multiply %163, %163 : tensor<1x32x512xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<1x32x512xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %170 = stablehlo.multiply %169, %165 : tensor<1x32x512xf32>
    %171 = stablehlo.add %163, %170 : tensor<1x32x512xf32>
    %cst_42 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %173 = stablehlo.multiply %172, %171 : tensor<1x32x512xf32>
    %174 = stablehlo.tanh %173 : tensor<1x32x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %176 = stablehlo.add %175, %174 : tensor<1x32x512xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %178 = stablehlo.subtract %177, %174 : tensor<1x32x512xf32>
    %179 = stablehlo.multiply %176, %178 : tensor<1x32x512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %181 = stablehlo.add %180, %174 : tensor<1x32x512xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %183 = stablehlo.multiply %182, %181 : tensor<1x32x512xf32>
    %184 = stablehlo.multiply %163, %183 : tensor<1x32x512xf32>
    %185 = stablehlo.dot_general %184, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x128xf32>) -> tensor<1x32x128xf32>
    %186 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %188 = stablehlo.add %185, %187 : tensor<1x32x128xf32>
    %189 = stablehlo.add %117, %188 : tensor<1x32x128xf32>
    %190 = chlo.square %189 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %192 = stablehlo.multiply %191, %189 : tensor<1x32x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%189 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_49 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %195 = stablehlo.divide %193, %194 : tensor<1x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%190 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_51 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %198 = stablehlo.divide %196, %197 : tensor<1x32xf32>
    %199 = chlo.square %195 : tensor<1x32xf32> -> tensor<1x32xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %201 = stablehlo.multiply %200, %195 : tensor<1x32xf32>
    %202 = stablehlo.subtract %198, %199 : tensor<1x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<1x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %206 = stablehlo.compare GT, %202, %205, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %208 = stablehlo.compare EQ, %202, %207, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %212 = stablehlo.select %208, %211, %210 : tensor<1x32xi1>, tensor<1x32xf32>
    %213 = stablehlo.select %206, %209, %212 : tensor<1x32xi1>, tensor<1x32xf32>
    %214 = stablehlo.reshape %195 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %215 = stablehlo.reshape %204 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %217 = stablehlo.subtract %189, %216 : tensor<1x32x128xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %219 = stablehlo.add %215, %218 : tensor<1x32x1xf32>
    %220 = stablehlo.rsqrt %219 : tensor<1x32x1xf32>
    %221 = stablehlo.divide %220, %219 : tensor<1x32x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<1x32x1xf32>
    %224 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %225 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<1x32x128xf32>
    %228 = stablehlo.multiply %217, %227 : tensor<1x32x128xf32>
    %229 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x32x128xf32>
    %232 = stablehlo.dot_general %231, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %233 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %235 = stablehlo.add %232, %234 : tensor<1x32x4x32xf32>
    %236 = stablehlo.dot_general %231, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %237 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %239 = stablehlo.add %236, %238 : tensor<1x32x4x32xf32>
    %240 = stablehlo.dot_general %231, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x4x32xf32>) -> tensor<1x32x4x32xf32>
    %241 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x32x4x32xf32>
    %243 = stablehlo.add %240, %242 : tensor<1x32x4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %245 = stablehlo.compare NE, %12, %244, FLOAT : (tensor<1x1x32x32xf32>, tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xi1>
    %246 = stablehlo.convert %245 : tensor<1x1x32x32xi1>
    %247 = stablehlo.reshape %235 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 3, 4] : (tensor<1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %249 = stablehlo.dot_general %247, %239, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_62 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<1x4x32x1x32xf32>
    %c_63 = stablehlo.constant dense<true> : tensor<i1>
    %252 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i1>) -> tensor<1x4x32x32xi1>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %254 = stablehlo.transpose %248, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x1x32x32xi1>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x32x32xi1>) -> tensor<1x1x4x32x32xi1>
    %256 = stablehlo.and %253, %255 : tensor<1x1x4x32x32xi1>
    %cst_64 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %257:2 = call @_where_0(%256, %251, %cst_64) : (tensor<1x1x4x32x32xi1>, tensor<1x4x32x1x32xf32>, tensor<f32>) -> (tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>)
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.reduce(%257#0 init: %cst_65) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %261 = stablehlo.compare EQ, %257#0, %260, FLOAT : (tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x1x4x32x32xi1>
    %262 = stablehlo.convert %261 : (tensor<1x1x4x32x32xi1>) -> tensor<1x1x4x32x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_66) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %265 = stablehlo.maximum %264, %258 : tensor<1x1x4x32xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %267 = stablehlo.compare GT, %258, %266, FLOAT : (tensor<1x1x4x32xf32>, tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xi1>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %269 = stablehlo.compare EQ, %258, %268, FLOAT : (tensor<1x1x4x32xf32>, tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xi1>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %273 = stablehlo.select %269, %272, %271 : tensor<1x1x4x32xi1>, tensor<1x1x4x32xf32>
    %274 = stablehlo.select %267, %270, %273 : tensor<1x1x4x32xi1>, tensor<1x1x4x32xf32>
    %275 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %277 = stablehlo.subtract %257#0, %276 : tensor<1x1x4x32x32xf32>
    %278 = stablehlo.exponential %277 : tensor<1x1x4x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_73) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %282 = stablehlo.divide %278, %281 : tensor<1x1x4x32x32xf32>
    %283 = stablehlo.multiply %280, %280 : tensor<1x1x4x32x1xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x4x32x1xf32>
    %285 = stablehlo.divide %284, %283 : tensor<1x1x4x32x1xf32>
    %286 = stablehlo.dot_general %243, %282, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %287 = stablehlo.transpose %286, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %288 = stablehlo.transpose %287, dims = [1, 2, 3, 0, 4] : (tensor<1x1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %290 = stablehlo.dot_general %289, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x32x128xf32>
    %291 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %293 = stablehlo.add %290, %292 : tensor<1x32x128xf32>
    %294 = stablehlo.add %189, %293 : tensor<1x32x128xf32>
    %295 = chlo.square %294 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %297 = stablehlo.multiply %296, %294 : tensor<1x32x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%294 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %300 = stablehlo.divide %298, %299 : tensor<1x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%295 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_79 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %303 = stablehlo.divide %301, %302 : tensor<1x32xf32>
    %304 = chlo.square %300 : tensor<1x32xf32> -> tensor<1x32xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %306 = stablehlo.multiply %305, %300 : tensor<1x32xf32>
    %307 = stablehlo.subtract %303, %304 : tensor<1x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %309 = stablehlo.maximum %308, %307 : tensor<1x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %311 = stablehlo.compare GT, %307, %310, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %313 = stablehlo.compare EQ, %307, %312, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %317 = stablehlo.select %313, %316, %315 : tensor<1x32xi1>, tensor<1x32xf32>
    %318 = stablehlo.select %311, %314, %317 : tensor<1x32xi1>, tensor<1x32xf32>
    %319 = stablehlo.reshape %300 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %320 = stablehlo.reshape %309 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %322 = stablehlo.subtract %294, %321 : tensor<1x32x128xf32>
    %cst_87 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %324 = stablehlo.add %320, %323 : tensor<1x32x1xf32>
    %325 = stablehlo.rsqrt %324 : tensor<1x32x1xf32>
    %326 = stablehlo.divide %325, %324 : tensor<1x32x1xf32>
    %cst_88 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<1x32x1xf32>
    %329 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %330 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<1x32x128xf32>
    %333 = stablehlo.multiply %322, %332 : tensor<1x32x128xf32>
    %334 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %336 = stablehlo.add %333, %335 : tensor<1x32x128xf32>
    %337 = stablehlo.dot_general %336, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x512xf32>) -> tensor<1x32x512xf32>
    %338 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x32x512xf32>
    %340 = stablehlo.add %337, %339 : tensor<1x32x512xf32>
    %341 = stablehlo.multiply %340, %340 : tensor<1x32x512xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<1x32x512xf32>
    %343 = stablehlo.multiply %340, %340 : tensor<1x32x512xf32>
    %cst_89 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<1x32x512xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %347 = stablehlo.multiply %346, %342 : tensor<1x32x512xf32>
    %348 = stablehlo.add %340, %347 : tensor<1x32x512xf32>
    %cst_91 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %350 = stablehlo.multiply %349, %348 : tensor<1x32x512xf32>
    %351 = stablehlo.tanh %350 : tensor<1x32x512xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %353 = stablehlo.add %352, %351 : tensor<1x32x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %355 = stablehlo.subtract %354, %351 : tensor<1x32x512xf32>
    %356 = stablehlo.multiply %353, %355 : tensor<1x32x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %358 = stablehlo.add %357, %351 : tensor<1x32x512xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %360 = stablehlo.multiply %359, %358 : tensor<1x32x512xf32>
    %361 = stablehlo.multiply %340, %360 : tensor<1x32x512xf32>
    %362 = stablehlo.dot_general %361, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<512x128xf32>) -> tensor<1x32x128xf32>
    %363 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %365 = stablehlo.add %362, %364 : tensor<1x32x128xf32>
    %366 = stablehlo.add %294, %365 : tensor<1x32x128xf32>
    %367 = chlo.square %366 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<1x32x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%366 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_98 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %372 = stablehlo.divide %370, %371 : tensor<1x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%367 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_100 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %375 = stablehlo.divide %373, %374 : tensor<1x32xf32>
    %376 = chlo.square %372 : tensor<1x32xf32> -> tensor<1x32xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %378 = stablehlo.multiply %377, %372 : tensor<1x32xf32>
    %379 = stablehlo.subtract %375, %376 : tensor<1x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %381 = stablehlo.maximum %380, %379 : tensor<1x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %383 = stablehlo.compare GT, %379, %382, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %385 = stablehlo.compare EQ, %379, %384, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %389 = stablehlo.select %385, %388, %387 : tensor<1x32xi1>, tensor<1x32xf32>
    %390 = stablehlo.select %383, %386, %389 : tensor<1x32xi1>, tensor<1x32xf32>
    %391 = stablehlo.reshape %372 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %392 = stablehlo.reshape %381 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %393 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %394 = stablehlo.subtract %366, %393 : tensor<1x32x128xf32>
    %cst_108 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %396 = stablehlo.add %392, %395 : tensor<1x32x1xf32>
    %397 = stablehlo.rsqrt %396 : tensor<1x32x1xf32>
    %398 = stablehlo.divide %397, %396 : tensor<1x32x1xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<1x32x1xf32>
    %401 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %402 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %403 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %404 = stablehlo.multiply %402, %403 : tensor<1x32x128xf32>
    %405 = stablehlo.multiply %394, %404 : tensor<1x32x128xf32>
    %406 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %408 = stablehlo.add %405, %407 : tensor<1x32x128xf32>
    %409 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %410 = stablehlo.dot_general %408, %409, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x256xf32>) -> tensor<1x32x256xf32>
    %411 = stablehlo.slice %arg109 [0:1, 1:33] : (tensor<1x33xi32>) -> tensor<1x32xi32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %413:2 = call @take_along_axis(%410, %412) : (tensor<1x32x256xf32>, tensor<1x32x1xi32>) -> (tensor<1x32x1xf32>, tensor<32x1x1xi32>)
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %414:2 = call @_take_1(%413#0, %c_110) : (tensor<1x32x1xf32>, tensor<i32>) -> (tensor<1x32xf32>, tensor<1xi32>)
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %415 = stablehlo.reduce(%410 init: %cst_111) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %418 = stablehlo.compare EQ, %410, %417, FLOAT : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xi1>
    %419 = stablehlo.convert %418 : (tensor<1x32x256xi1>) -> tensor<1x32x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %422 = stablehlo.maximum %421, %415 : tensor<1x32xf32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %424 = stablehlo.compare GT, %415, %423, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %426 = stablehlo.compare EQ, %415, %425, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %430 = stablehlo.select %426, %429, %428 : tensor<1x32xi1>, tensor<1x32xf32>
    %431 = stablehlo.select %424, %427, %430 : tensor<1x32xi1>, tensor<1x32xf32>
    %432 = stablehlo.is_finite %422 : (tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %434 = stablehlo.select %432, %422, %433 : tensor<1x32xi1>, tensor<1x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %438 = stablehlo.subtract %410, %437 : tensor<1x32x256xf32>
    %439 = stablehlo.exponential %438 : tensor<1x32x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %441 = stablehlo.sign %440 : tensor<1x32xf32>
    %442 = stablehlo.abs %440 : tensor<1x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %444 = stablehlo.compare GE, %440, %443, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %445 = stablehlo.log %442 : tensor<1x32xf32>
    %446 = stablehlo.add %445, %434 : tensor<1x32xf32>
    %447 = stablehlo.subtract %446, %414#0 : tensor<1x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %449 = stablehlo.divide %448, %cst_124 : tensor<f32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_126 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %450 = stablehlo.divide %cst_125, %cst_126 : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %452 = stablehlo.negate %451 : tensor<1x32xf32>
    %453 = stablehlo.divide %451, %442 : tensor<1x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %455 = stablehlo.select %444, %454, %453 : tensor<1x32xi1>, tensor<1x32xf32>
    %456 = stablehlo.select %444, %453, %454 : tensor<1x32xi1>, tensor<1x32xf32>
    %457 = stablehlo.negate %455 : tensor<1x32xf32>
    %458 = stablehlo.add %456, %457 : tensor<1x32xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x256xf32>
    %460 = stablehlo.multiply %459, %439 : tensor<1x32x256xf32>
    %461 = call @_take_3(%414#1, %452) : (tensor<1xi32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %462 = call @take_along_axis_4(%413#1, %461) : (tensor<32x1x1xi32>, tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %463 = stablehlo.add %460, %462 : tensor<1x32x256xf32>
    %464 = stablehlo.dot_general %463, %408, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<1x32x128xf32>) -> tensor<256x128xf32>
    %465 = stablehlo.transpose %464, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %466 = stablehlo.dot_general %463, %409, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xf32>, tensor<128x256xf32>) -> tensor<1x32x128xf32>
    %467 = stablehlo.transpose %465, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%466 init: %cst_128) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %469 = stablehlo.reshape %468 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %471 = stablehlo.multiply %394, %466 : tensor<1x32x128xf32>
    %472 = stablehlo.multiply %466, %404 : tensor<1x32x128xf32>
    %473 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %474 = stablehlo.multiply %473, %471 : tensor<1x32x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_129) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %476 = stablehlo.reshape %475 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %477 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %478 = stablehlo.multiply %471, %477 : tensor<1x32x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %480 = stablehlo.reshape %479 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %481 = stablehlo.reshape %476 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %482 = stablehlo.multiply %480, %400 : tensor<1x32x1xf32>
    %483 = stablehlo.negate %472 : tensor<1x32x128xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %485 = stablehlo.reshape %484 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %486 = stablehlo.reshape %482 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %487 = stablehlo.reshape %485 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %488 = stablehlo.multiply %486, %390 : tensor<1x32xf32>
    %489 = stablehlo.negate %488 : tensor<1x32xf32>
    %490 = stablehlo.multiply %489, %378 : tensor<1x32xf32>
    %491 = stablehlo.add %487, %490 : tensor<1x32xf32>
    %cst_132 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %493 = stablehlo.divide %488, %492 : tensor<1x32xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %cst_133 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %496 = stablehlo.divide %491, %495 : tensor<1x32xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %498 = stablehlo.add %472, %497 : tensor<1x32x128xf32>
    %499 = stablehlo.multiply %494, %369 : tensor<1x32x128xf32>
    %500 = stablehlo.add %498, %499 : tensor<1x32x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_134) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %502 = stablehlo.reshape %501 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %504 = stablehlo.dot_general %500, %361, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<1x32x512xf32>) -> tensor<128x512xf32>
    %505 = stablehlo.transpose %504, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %506 = stablehlo.dot_general %500, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<512x128xf32>) -> tensor<1x32x512xf32>
    %507 = stablehlo.multiply %340, %506 : tensor<1x32x512xf32>
    %508 = stablehlo.multiply %506, %360 : tensor<1x32x512xf32>
    %cst_135 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %510 = stablehlo.multiply %509, %507 : tensor<1x32x512xf32>
    %511 = stablehlo.multiply %510, %356 : tensor<1x32x512xf32>
    %cst_136 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<1x32x512xf32>
    %514 = stablehlo.add %508, %513 : tensor<1x32x512xf32>
    %cst_137 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %516 = stablehlo.multiply %515, %513 : tensor<1x32x512xf32>
    %517 = stablehlo.multiply %516, %345 : tensor<1x32x512xf32>
    %518 = stablehlo.add %514, %517 : tensor<1x32x512xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%518 init: %cst_138) applies stablehlo.add across dimensions = [1] : (tensor<1x32x512xf32>, tensor<f32>) -> tensor<1x512xf32>
    %520 = stablehlo.reshape %519 : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %522 = stablehlo.dot_general %518, %336, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<1x32x128xf32>) -> tensor<512x128xf32>
    %523 = stablehlo.transpose %522, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %524 = stablehlo.dot_general %518, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<128x512xf32>) -> tensor<1x32x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_139) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %526 = stablehlo.reshape %525 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %527 = stablehlo.reshape %526 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %528 = stablehlo.multiply %322, %524 : tensor<1x32x128xf32>
    %529 = stablehlo.multiply %524, %332 : tensor<1x32x128xf32>
    %530 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %531 = stablehlo.multiply %530, %528 : tensor<1x32x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %533 = stablehlo.reshape %532 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %534 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %535 = stablehlo.multiply %528, %534 : tensor<1x32x128xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %537 = stablehlo.reshape %536 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %538 = stablehlo.reshape %533 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %539 = stablehlo.multiply %537, %328 : tensor<1x32x1xf32>
    %540 = stablehlo.negate %529 : tensor<1x32x128xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %543 = stablehlo.add %500, %529 : tensor<1x32x128xf32>
    %544 = stablehlo.reshape %539 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %545 = stablehlo.reshape %542 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %546 = stablehlo.multiply %544, %318 : tensor<1x32xf32>
    %547 = stablehlo.negate %546 : tensor<1x32xf32>
    %548 = stablehlo.multiply %547, %306 : tensor<1x32xf32>
    %549 = stablehlo.add %545, %548 : tensor<1x32xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %551 = stablehlo.divide %546, %550 : tensor<1x32xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %554 = stablehlo.divide %549, %553 : tensor<1x32xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %556 = stablehlo.add %543, %555 : tensor<1x32x128xf32>
    %557 = stablehlo.multiply %552, %297 : tensor<1x32x128xf32>
    %558 = stablehlo.add %556, %557 : tensor<1x32x128xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_145) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %560 = stablehlo.reshape %559 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %561 = stablehlo.reshape %560 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %562 = stablehlo.dot_general %558, %289, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<1x32x4x32xf32>) -> tensor<128x4x32xf32>
    %563 = stablehlo.transpose %562, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %564 = stablehlo.dot_general %558, %arg19, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<4x32x128xf32>) -> tensor<1x32x4x32xf32>
    %565 = stablehlo.reshape %564 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %566 = stablehlo.transpose %565, dims = [3, 0, 1, 2, 4] : (tensor<1x32x4x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %567 = stablehlo.transpose %566, dims = [1, 3, 4, 0, 2] : (tensor<1x1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %568 = stablehlo.dot_general %567, %243, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32x32xf32>
    %569 = stablehlo.transpose %568, dims = [2, 0, 1, 3, 4] : (tensor<1x4x1x32x32xf32>) -> tensor<1x1x4x32x32xf32>
    %570 = stablehlo.dot_general %567, %282, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %571 = stablehlo.transpose %570, dims = [0, 3, 1, 2] : (tensor<1x4x32x32xf32>) -> tensor<1x32x4x32xf32>
    %572 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %573 = stablehlo.multiply %569, %572 : tensor<1x1x4x32x32xf32>
    %574 = stablehlo.multiply %573, %278 : tensor<1x1x4x32x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_146) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %576 = stablehlo.reshape %575 : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %577 = stablehlo.negate %576 : tensor<1x1x4x32x1xf32>
    %578 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %579 = stablehlo.divide %569, %578 : tensor<1x1x4x32x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%577 init: %cst_147) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x32xf32>
    %583 = stablehlo.add %579, %582 : tensor<1x1x4x32x32xf32>
    %584 = stablehlo.multiply %583, %278 : tensor<1x1x4x32x32xf32>
    %585 = call @_where_5(%256, %257#1, %584) : (tensor<1x1x4x32x32xi1>, tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_148 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<1x4x32x1x32xf32>
    %588 = stablehlo.dot_general %587, %247, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x1x32xf32>) -> tensor<1x4x32x32xf32>
    %589 = stablehlo.transpose %588, dims = [0, 2, 1, 3] : (tensor<1x4x32x32xf32>) -> tensor<1x32x4x32xf32>
    %590 = stablehlo.dot_general %587, %239, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3, 4] : (tensor<1x4x32x1x32xf32>) -> tensor<1x32x4x1x32xf32>
    %592 = stablehlo.reshape %591 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%571 init: %cst_149) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %595 = stablehlo.reshape %594 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %596 = stablehlo.dot_general %571, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %597 = stablehlo.transpose %596, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %598 = stablehlo.dot_general %571, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%589 init: %cst_150) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %600 = stablehlo.reshape %599 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %602 = stablehlo.dot_general %589, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %603 = stablehlo.transpose %602, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %604 = stablehlo.dot_general %589, %arg17, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %605 = stablehlo.add %598, %604 : tensor<1x32x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%592 init: %cst_151) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %608 = stablehlo.reshape %607 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %609 = stablehlo.dot_general %592, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %610 = stablehlo.transpose %609, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %611 = stablehlo.dot_general %592, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %612 = stablehlo.add %605, %611 : tensor<1x32x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_152) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %614 = stablehlo.reshape %613 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %615 = stablehlo.reshape %614 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %616 = stablehlo.multiply %217, %612 : tensor<1x32x128xf32>
    %617 = stablehlo.multiply %612, %227 : tensor<1x32x128xf32>
    %618 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %619 = stablehlo.multiply %618, %616 : tensor<1x32x128xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%619 init: %cst_153) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %621 = stablehlo.reshape %620 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %622 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %623 = stablehlo.multiply %616, %622 : tensor<1x32x128xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %625 = stablehlo.reshape %624 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %626 = stablehlo.reshape %621 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %627 = stablehlo.multiply %625, %223 : tensor<1x32x1xf32>
    %628 = stablehlo.negate %617 : tensor<1x32x128xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%628 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %630 = stablehlo.reshape %629 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %631 = stablehlo.add %558, %617 : tensor<1x32x128xf32>
    %632 = stablehlo.reshape %627 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %633 = stablehlo.reshape %630 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %634 = stablehlo.multiply %632, %213 : tensor<1x32xf32>
    %635 = stablehlo.negate %634 : tensor<1x32xf32>
    %636 = stablehlo.multiply %635, %201 : tensor<1x32xf32>
    %637 = stablehlo.add %633, %636 : tensor<1x32xf32>
    %cst_156 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %639 = stablehlo.divide %634, %638 : tensor<1x32xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %cst_157 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %642 = stablehlo.divide %637, %641 : tensor<1x32xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %644 = stablehlo.add %631, %643 : tensor<1x32x128xf32>
    %645 = stablehlo.multiply %640, %192 : tensor<1x32x128xf32>
    %646 = stablehlo.add %644, %645 : tensor<1x32x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %648 = stablehlo.reshape %647 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %649 = stablehlo.reshape %648 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %650 = stablehlo.dot_general %646, %184, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<1x32x512xf32>) -> tensor<128x512xf32>
    %651 = stablehlo.transpose %650, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %652 = stablehlo.dot_general %646, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<512x128xf32>) -> tensor<1x32x512xf32>
    %653 = stablehlo.multiply %163, %652 : tensor<1x32x512xf32>
    %654 = stablehlo.multiply %652, %183 : tensor<1x32x512xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %656 = stablehlo.multiply %655, %653 : tensor<1x32x512xf32>
    %657 = stablehlo.multiply %656, %179 : tensor<1x32x512xf32>
    %cst_160 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %659 = stablehlo.multiply %658, %657 : tensor<1x32x512xf32>
    %660 = stablehlo.add %654, %659 : tensor<1x32x512xf32>
    %cst_161 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<1x32x512xf32>
    %662 = stablehlo.multiply %661, %659 : tensor<1x32x512xf32>
    %663 = stablehlo.multiply %662, %168 : tensor<1x32x512xf32>
    %664 = stablehlo.add %660, %663 : tensor<1x32x512xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_162) applies stablehlo.add across dimensions = [1] : (tensor<1x32x512xf32>, tensor<f32>) -> tensor<1x512xf32>
    %666 = stablehlo.reshape %665 : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %667 = stablehlo.reshape %666 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %668 = stablehlo.dot_general %664, %159, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<1x32x128xf32>) -> tensor<512x128xf32>
    %669 = stablehlo.transpose %668, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %670 = stablehlo.dot_general %664, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x512xf32>, tensor<128x512xf32>) -> tensor<1x32x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%670 init: %cst_163) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %672 = stablehlo.reshape %671 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %673 = stablehlo.reshape %672 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %674 = stablehlo.multiply %145, %670 : tensor<1x32x128xf32>
    %675 = stablehlo.multiply %670, %155 : tensor<1x32x128xf32>
    %676 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %677 = stablehlo.multiply %676, %674 : tensor<1x32x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%677 init: %cst_164) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %680 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %681 = stablehlo.multiply %674, %680 : tensor<1x32x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %683 = stablehlo.reshape %682 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %684 = stablehlo.reshape %679 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %685 = stablehlo.multiply %683, %151 : tensor<1x32x1xf32>
    %686 = stablehlo.negate %675 : tensor<1x32x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %688 = stablehlo.reshape %687 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %689 = stablehlo.add %646, %675 : tensor<1x32x128xf32>
    %690 = stablehlo.reshape %685 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %691 = stablehlo.reshape %688 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %692 = stablehlo.multiply %690, %141 : tensor<1x32xf32>
    %693 = stablehlo.negate %692 : tensor<1x32xf32>
    %694 = stablehlo.multiply %693, %129 : tensor<1x32xf32>
    %695 = stablehlo.add %691, %694 : tensor<1x32xf32>
    %cst_167 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %697 = stablehlo.divide %692, %696 : tensor<1x32xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %cst_168 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %700 = stablehlo.divide %695, %699 : tensor<1x32xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %702 = stablehlo.add %689, %701 : tensor<1x32x128xf32>
    %703 = stablehlo.multiply %698, %120 : tensor<1x32x128xf32>
    %704 = stablehlo.add %702, %703 : tensor<1x32x128xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_169) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %706 = stablehlo.reshape %705 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %708 = stablehlo.dot_general %704, %112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<1x32x4x32xf32>) -> tensor<128x4x32xf32>
    %709 = stablehlo.transpose %708, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %710 = stablehlo.dot_general %704, %arg3, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<4x32x128xf32>) -> tensor<1x32x4x32xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x32x4x32xf32>) -> tensor<1x32x4x1x32xf32>
    %712 = stablehlo.transpose %711, dims = [3, 0, 1, 2, 4] : (tensor<1x32x4x1x32xf32>) -> tensor<1x1x32x4x32xf32>
    %713 = stablehlo.transpose %712, dims = [1, 3, 4, 0, 2] : (tensor<1x1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %714 = stablehlo.dot_general %713, %66, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32x32xf32>
    %715 = stablehlo.transpose %714, dims = [2, 0, 1, 3, 4] : (tensor<1x4x1x32x32xf32>) -> tensor<1x1x4x32x32xf32>
    %716 = stablehlo.dot_general %713, %105, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %717 = stablehlo.transpose %716, dims = [0, 3, 1, 2] : (tensor<1x4x32x32xf32>) -> tensor<1x32x4x32xf32>
    %718 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %719 = stablehlo.multiply %715, %718 : tensor<1x1x4x32x32xf32>
    %720 = stablehlo.multiply %719, %101 : tensor<1x1x4x32x32xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_170) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %722 = stablehlo.reshape %721 : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %723 = stablehlo.negate %722 : tensor<1x1x4x32x1xf32>
    %724 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %725 = stablehlo.divide %715, %724 : tensor<1x1x4x32x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%723 init: %cst_171) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x32xf32>
    %729 = stablehlo.add %725, %728 : tensor<1x1x4x32x32xf32>
    %730 = stablehlo.multiply %729, %101 : tensor<1x1x4x32x32xf32>
    %731 = call @_where_5(%79, %80#1, %730) : (tensor<1x1x4x32x32xi1>, tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_172 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %733 = stablehlo.multiply %731, %732 : tensor<1x4x32x1x32xf32>
    %734 = stablehlo.dot_general %733, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x1x32xf32>) -> tensor<1x4x32x32xf32>
    %735 = stablehlo.transpose %734, dims = [0, 2, 1, 3] : (tensor<1x4x32x32xf32>) -> tensor<1x32x4x32xf32>
    %736 = stablehlo.dot_general %733, %62, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x32x1x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x32x1x32xf32>
    %737 = stablehlo.transpose %736, dims = [0, 2, 1, 3, 4] : (tensor<1x4x32x1x32xf32>) -> tensor<1x32x4x1x32xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x32x4x1x32xf32>) -> tensor<1x32x4x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.reduce(%717 init: %cst_173) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %740 = stablehlo.reshape %739 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %741 = stablehlo.reshape %740 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %742 = stablehlo.dot_general %717, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %743 = stablehlo.transpose %742, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %744 = stablehlo.dot_general %717, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%735 init: %cst_174) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %746 = stablehlo.reshape %745 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %747 = stablehlo.reshape %746 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %748 = stablehlo.dot_general %735, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %749 = stablehlo.transpose %748, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %750 = stablehlo.dot_general %735, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %751 = stablehlo.add %744, %750 : tensor<1x32x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%738 init: %cst_175) applies stablehlo.add across dimensions = [1] : (tensor<1x32x4x32xf32>, tensor<f32>) -> tensor<1x4x32xf32>
    %753 = stablehlo.reshape %752 : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %754 = stablehlo.reshape %753 : (tensor<1x1x4x32xf32>) -> tensor<4x32xf32>
    %755 = stablehlo.dot_general %738, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %756 = stablehlo.transpose %755, dims = [2, 0, 1] : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %757 = stablehlo.dot_general %738, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x32xf32>, tensor<128x4x32xf32>) -> tensor<1x32x128xf32>
    %758 = stablehlo.add %751, %757 : tensor<1x32x128xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_176) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %760 = stablehlo.reshape %759 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %761 = stablehlo.reshape %760 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %762 = stablehlo.multiply %40, %758 : tensor<1x32x128xf32>
    %763 = stablehlo.multiply %758, %50 : tensor<1x32x128xf32>
    %764 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %765 = stablehlo.multiply %764, %762 : tensor<1x32x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.reduce(%765 init: %cst_177) applies stablehlo.add across dimensions = [1] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %767 = stablehlo.reshape %766 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %768 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %769 = stablehlo.multiply %762, %768 : tensor<1x32x128xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %772 = stablehlo.reshape %767 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %773 = stablehlo.multiply %771, %46 : tensor<1x32x1xf32>
    %774 = stablehlo.negate %763 : tensor<1x32x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %776 = stablehlo.reshape %775 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %777 = stablehlo.add %704, %763 : tensor<1x32x128xf32>
    %778 = stablehlo.reshape %773 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %779 = stablehlo.reshape %776 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %780 = stablehlo.multiply %778, %36 : tensor<1x32xf32>
    %781 = stablehlo.negate %780 : tensor<1x32xf32>
    %782 = stablehlo.multiply %781, %24 : tensor<1x32xf32>
    %783 = stablehlo.add %779, %782 : tensor<1x32xf32>
    %cst_180 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %785 = stablehlo.divide %780, %784 : tensor<1x32xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %cst_181 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %788 = stablehlo.divide %783, %787 : tensor<1x32xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %790 = stablehlo.add %777, %789 : tensor<1x32x128xf32>
    %791 = stablehlo.multiply %786, %15 : tensor<1x32x128xf32>
    %792 = stablehlo.add %790, %791 : tensor<1x32x128xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%792 init: %cst_182) applies stablehlo.add across dimensions = [0] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %794 = call @_take_6(%1#1, %792) : (tensor<1x32x1xi32>, tensor<1x32x128xf32>) -> tensor<256x128xf32>
    %795 = stablehlo.add %467, %794 : tensor<256x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %797 = stablehlo.multiply %796, %747 : tensor<4x32xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %799 = stablehlo.multiply %798, %arg36 : tensor<4x32xf32>
    %800 = stablehlo.add %797, %799 : tensor<4x32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %802 = stablehlo.multiply %801, %749 : tensor<128x4x32xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %804 = stablehlo.multiply %803, %arg37 : tensor<128x4x32xf32>
    %805 = stablehlo.add %802, %804 : tensor<128x4x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %807 = stablehlo.multiply %806, %707 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %809 = stablehlo.multiply %808, %arg38 : tensor<128xf32>
    %810 = stablehlo.add %807, %809 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %812 = stablehlo.multiply %811, %709 : tensor<4x32x128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %814 = stablehlo.multiply %813, %arg39 : tensor<4x32x128xf32>
    %815 = stablehlo.add %812, %814 : tensor<4x32x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %817 = stablehlo.multiply %816, %754 : tensor<4x32xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %819 = stablehlo.multiply %818, %arg40 : tensor<4x32xf32>
    %820 = stablehlo.add %817, %819 : tensor<4x32xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %822 = stablehlo.multiply %821, %756 : tensor<128x4x32xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %824 = stablehlo.multiply %823, %arg41 : tensor<128x4x32xf32>
    %825 = stablehlo.add %822, %824 : tensor<128x4x32xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %827 = stablehlo.multiply %826, %741 : tensor<4x32xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %829 = stablehlo.multiply %828, %arg42 : tensor<4x32xf32>
    %830 = stablehlo.add %827, %829 : tensor<4x32xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %832 = stablehlo.multiply %831, %743 : tensor<128x4x32xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %834 = stablehlo.multiply %833, %arg43 : tensor<128x4x32xf32>
    %835 = stablehlo.add %832, %834 : tensor<128x4x32xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %837 = stablehlo.multiply %836, %649 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %839 = stablehlo.multiply %838, %arg44 : tensor<128xf32>
    %840 = stablehlo.add %837, %839 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %842 = stablehlo.multiply %841, %651 : tensor<512x128xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %844 = stablehlo.multiply %843, %arg45 : tensor<512x128xf32>
    %845 = stablehlo.add %842, %844 : tensor<512x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %847 = stablehlo.multiply %846, %761 : tensor<128xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %849 = stablehlo.multiply %848, %arg46 : tensor<128xf32>
    %850 = stablehlo.add %847, %849 : tensor<128xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %852 = stablehlo.multiply %851, %772 : tensor<128xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %854 = stablehlo.multiply %853, %arg47 : tensor<128xf32>
    %855 = stablehlo.add %852, %854 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %857 = stablehlo.multiply %856, %673 : tensor<128xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %859 = stablehlo.multiply %858, %arg48 : tensor<128xf32>
    %860 = stablehlo.add %857, %859 : tensor<128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %862 = stablehlo.multiply %861, %684 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %864 = stablehlo.multiply %863, %arg49 : tensor<128xf32>
    %865 = stablehlo.add %862, %864 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %867 = stablehlo.multiply %866, %667 : tensor<512xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %869 = stablehlo.multiply %868, %arg50 : tensor<512xf32>
    %870 = stablehlo.add %867, %869 : tensor<512xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %872 = stablehlo.multiply %871, %669 : tensor<128x512xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %874 = stablehlo.multiply %873, %arg51 : tensor<128x512xf32>
    %875 = stablehlo.add %872, %874 : tensor<128x512xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %877 = stablehlo.multiply %876, %601 : tensor<4x32xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %879 = stablehlo.multiply %878, %arg52 : tensor<4x32xf32>
    %880 = stablehlo.add %877, %879 : tensor<4x32xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %882 = stablehlo.multiply %881, %603 : tensor<128x4x32xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %884 = stablehlo.multiply %883, %arg53 : tensor<128x4x32xf32>
    %885 = stablehlo.add %882, %884 : tensor<128x4x32xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %887 = stablehlo.multiply %886, %561 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %889 = stablehlo.multiply %888, %arg54 : tensor<128xf32>
    %890 = stablehlo.add %887, %889 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %892 = stablehlo.multiply %891, %563 : tensor<4x32x128xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %894 = stablehlo.multiply %893, %arg55 : tensor<4x32x128xf32>
    %895 = stablehlo.add %892, %894 : tensor<4x32x128xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %897 = stablehlo.multiply %896, %608 : tensor<4x32xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %899 = stablehlo.multiply %898, %arg56 : tensor<4x32xf32>
    %900 = stablehlo.add %897, %899 : tensor<4x32xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %902 = stablehlo.multiply %901, %610 : tensor<128x4x32xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %904 = stablehlo.multiply %903, %arg57 : tensor<128x4x32xf32>
    %905 = stablehlo.add %902, %904 : tensor<128x4x32xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %907 = stablehlo.multiply %906, %595 : tensor<4x32xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %909 = stablehlo.multiply %908, %arg58 : tensor<4x32xf32>
    %910 = stablehlo.add %907, %909 : tensor<4x32xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %912 = stablehlo.multiply %911, %597 : tensor<128x4x32xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %914 = stablehlo.multiply %913, %arg59 : tensor<128x4x32xf32>
    %915 = stablehlo.add %912, %914 : tensor<128x4x32xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %917 = stablehlo.multiply %916, %503 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %919 = stablehlo.multiply %918, %arg60 : tensor<128xf32>
    %920 = stablehlo.add %917, %919 : tensor<128xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %922 = stablehlo.multiply %921, %505 : tensor<512x128xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %924 = stablehlo.multiply %923, %arg61 : tensor<512x128xf32>
    %925 = stablehlo.add %922, %924 : tensor<512x128xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %927 = stablehlo.multiply %926, %615 : tensor<128xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %929 = stablehlo.multiply %928, %arg62 : tensor<128xf32>
    %930 = stablehlo.add %927, %929 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %932 = stablehlo.multiply %931, %626 : tensor<128xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %934 = stablehlo.multiply %933, %arg63 : tensor<128xf32>
    %935 = stablehlo.add %932, %934 : tensor<128xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %937 = stablehlo.multiply %936, %527 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %939 = stablehlo.multiply %938, %arg64 : tensor<128xf32>
    %940 = stablehlo.add %937, %939 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %942 = stablehlo.multiply %941, %538 : tensor<128xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %944 = stablehlo.multiply %943, %arg65 : tensor<128xf32>
    %945 = stablehlo.add %942, %944 : tensor<128xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %947 = stablehlo.multiply %946, %521 : tensor<512xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %949 = stablehlo.multiply %948, %arg66 : tensor<512xf32>
    %950 = stablehlo.add %947, %949 : tensor<512xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %952 = stablehlo.multiply %951, %523 : tensor<128x512xf32>
    %cst_246 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %954 = stablehlo.multiply %953, %arg67 : tensor<128x512xf32>
    %955 = stablehlo.add %952, %954 : tensor<128x512xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %957 = stablehlo.multiply %956, %795 : tensor<256x128xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %959 = stablehlo.multiply %958, %arg68 : tensor<256x128xf32>
    %960 = stablehlo.add %957, %959 : tensor<256x128xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %962 = stablehlo.multiply %961, %470 : tensor<128xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %964 = stablehlo.multiply %963, %arg69 : tensor<128xf32>
    %965 = stablehlo.add %962, %964 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %967 = stablehlo.multiply %966, %481 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %969 = stablehlo.multiply %968, %arg70 : tensor<128xf32>
    %970 = stablehlo.add %967, %969 : tensor<128xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %972 = stablehlo.multiply %971, %793 : tensor<32x128xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %974 = stablehlo.multiply %973, %arg71 : tensor<32x128xf32>
    %975 = stablehlo.add %972, %974 : tensor<32x128xf32>
    %976 = stablehlo.multiply %747, %747 : tensor<4x32xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<4x32xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %980 = stablehlo.multiply %979, %arg72 : tensor<4x32xf32>
    %981 = stablehlo.add %978, %980 : tensor<4x32xf32>
    %982 = stablehlo.multiply %749, %749 : tensor<128x4x32xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %984 = stablehlo.multiply %983, %982 : tensor<128x4x32xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %986 = stablehlo.multiply %985, %arg73 : tensor<128x4x32xf32>
    %987 = stablehlo.add %984, %986 : tensor<128x4x32xf32>
    %988 = stablehlo.multiply %707, %707 : tensor<128xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %990 = stablehlo.multiply %989, %988 : tensor<128xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %992 = stablehlo.multiply %991, %arg74 : tensor<128xf32>
    %993 = stablehlo.add %990, %992 : tensor<128xf32>
    %994 = stablehlo.multiply %709, %709 : tensor<4x32x128xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<4x32x128xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %998 = stablehlo.multiply %997, %arg75 : tensor<4x32x128xf32>
    %999 = stablehlo.add %996, %998 : tensor<4x32x128xf32>
    %1000 = stablehlo.multiply %754, %754 : tensor<4x32xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1002 = stablehlo.multiply %1001, %1000 : tensor<4x32xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1004 = stablehlo.multiply %1003, %arg76 : tensor<4x32xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<4x32xf32>
    %1006 = stablehlo.multiply %756, %756 : tensor<128x4x32xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1008 = stablehlo.multiply %1007, %1006 : tensor<128x4x32xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1010 = stablehlo.multiply %1009, %arg77 : tensor<128x4x32xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<128x4x32xf32>
    %1012 = stablehlo.multiply %741, %741 : tensor<4x32xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1014 = stablehlo.multiply %1013, %1012 : tensor<4x32xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1016 = stablehlo.multiply %1015, %arg78 : tensor<4x32xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<4x32xf32>
    %1018 = stablehlo.multiply %743, %743 : tensor<128x4x32xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<128x4x32xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1022 = stablehlo.multiply %1021, %arg79 : tensor<128x4x32xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<128x4x32xf32>
    %1024 = stablehlo.multiply %649, %649 : tensor<128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<128xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1028 = stablehlo.multiply %1027, %arg80 : tensor<128xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<128xf32>
    %1030 = stablehlo.multiply %651, %651 : tensor<512x128xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<512x128xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1034 = stablehlo.multiply %1033, %arg81 : tensor<512x128xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<512x128xf32>
    %1036 = stablehlo.multiply %761, %761 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1038 = stablehlo.multiply %1037, %1036 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1040 = stablehlo.multiply %1039, %arg82 : tensor<128xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<128xf32>
    %1042 = stablehlo.multiply %772, %772 : tensor<128xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1044 = stablehlo.multiply %1043, %1042 : tensor<128xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1046 = stablehlo.multiply %1045, %arg83 : tensor<128xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<128xf32>
    %1048 = stablehlo.multiply %673, %673 : tensor<128xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1050 = stablehlo.multiply %1049, %1048 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1052 = stablehlo.multiply %1051, %arg84 : tensor<128xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<128xf32>
    %1054 = stablehlo.multiply %684, %684 : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1056 = stablehlo.multiply %1055, %1054 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1058 = stablehlo.multiply %1057, %arg85 : tensor<128xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<128xf32>
    %1060 = stablehlo.multiply %667, %667 : tensor<512xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1062 = stablehlo.multiply %1061, %1060 : tensor<512xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1064 = stablehlo.multiply %1063, %arg86 : tensor<512xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<512xf32>
    %1066 = stablehlo.multiply %669, %669 : tensor<128x512xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1068 = stablehlo.multiply %1067, %1066 : tensor<128x512xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1070 = stablehlo.multiply %1069, %arg87 : tensor<128x512xf32>
    %1071 = stablehlo.add %1068, %1070 : tensor<128x512xf32>
    %1072 = stablehlo.multiply %601, %601 : tensor<4x32xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<4x32xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1076 = stablehlo.multiply %1075, %arg88 : tensor<4x32xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<4x32xf32>
    %1078 = stablehlo.multiply %603, %603 : tensor<128x4x32xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1080 = stablehlo.multiply %1079, %1078 : tensor<128x4x32xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1082 = stablehlo.multiply %1081, %arg89 : tensor<128x4x32xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<128x4x32xf32>
    %1084 = stablehlo.multiply %561, %561 : tensor<128xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<128xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1088 = stablehlo.multiply %1087, %arg90 : tensor<128xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<128xf32>
    %1090 = stablehlo.multiply %563, %563 : tensor<4x32x128xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1092 = stablehlo.multiply %1091, %1090 : tensor<4x32x128xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1094 = stablehlo.multiply %1093, %arg91 : tensor<4x32x128xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<4x32x128xf32>
    %1096 = stablehlo.multiply %608, %608 : tensor<4x32xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1098 = stablehlo.multiply %1097, %1096 : tensor<4x32xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1100 = stablehlo.multiply %1099, %arg92 : tensor<4x32xf32>
    %1101 = stablehlo.add %1098, %1100 : tensor<4x32xf32>
    %1102 = stablehlo.multiply %610, %610 : tensor<128x4x32xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1104 = stablehlo.multiply %1103, %1102 : tensor<128x4x32xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1106 = stablehlo.multiply %1105, %arg93 : tensor<128x4x32xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<128x4x32xf32>
    %1108 = stablehlo.multiply %595, %595 : tensor<4x32xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1110 = stablehlo.multiply %1109, %1108 : tensor<4x32xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1112 = stablehlo.multiply %1111, %arg94 : tensor<4x32xf32>
    %1113 = stablehlo.add %1110, %1112 : tensor<4x32xf32>
    %1114 = stablehlo.multiply %597, %597 : tensor<128x4x32xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1116 = stablehlo.multiply %1115, %1114 : tensor<128x4x32xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1118 = stablehlo.multiply %1117, %arg95 : tensor<128x4x32xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<128x4x32xf32>
    %1120 = stablehlo.multiply %503, %503 : tensor<128xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1122 = stablehlo.multiply %1121, %1120 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1124 = stablehlo.multiply %1123, %arg96 : tensor<128xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<128xf32>
    %1126 = stablehlo.multiply %505, %505 : tensor<512x128xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1128 = stablehlo.multiply %1127, %1126 : tensor<512x128xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1130 = stablehlo.multiply %1129, %arg97 : tensor<512x128xf32>
    %1131 = stablehlo.add %1128, %1130 : tensor<512x128xf32>
    %1132 = stablehlo.multiply %615, %615 : tensor<128xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1134 = stablehlo.multiply %1133, %1132 : tensor<128xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1136 = stablehlo.multiply %1135, %arg98 : tensor<128xf32>
    %1137 = stablehlo.add %1134, %1136 : tensor<128xf32>
    %1138 = stablehlo.multiply %626, %626 : tensor<128xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1140 = stablehlo.multiply %1139, %1138 : tensor<128xf32>
    %cst_310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1142 = stablehlo.multiply %1141, %arg99 : tensor<128xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<128xf32>
    %1144 = stablehlo.multiply %527, %527 : tensor<128xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1146 = stablehlo.multiply %1145, %1144 : tensor<128xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1148 = stablehlo.multiply %1147, %arg100 : tensor<128xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<128xf32>
    %1150 = stablehlo.multiply %538, %538 : tensor<128xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<128xf32>
    %cst_314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1154 = stablehlo.multiply %1153, %arg101 : tensor<128xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<128xf32>
    %1156 = stablehlo.multiply %521, %521 : tensor<512xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<512xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1160 = stablehlo.multiply %1159, %arg102 : tensor<512xf32>
    %1161 = stablehlo.add %1158, %1160 : tensor<512xf32>
    %1162 = stablehlo.multiply %523, %523 : tensor<128x512xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<128x512xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1166 = stablehlo.multiply %1165, %arg103 : tensor<128x512xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<128x512xf32>
    %1168 = stablehlo.multiply %795, %795 : tensor<256x128xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<256x128xf32>
    %cst_320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1172 = stablehlo.multiply %1171, %arg104 : tensor<256x128xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<256x128xf32>
    %1174 = stablehlo.multiply %470, %470 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1176 = stablehlo.multiply %1175, %1174 : tensor<128xf32>
    %cst_322 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1178 = stablehlo.multiply %1177, %arg105 : tensor<128xf32>
    %1179 = stablehlo.add %1176, %1178 : tensor<128xf32>
    %1180 = stablehlo.multiply %481, %481 : tensor<128xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1182 = stablehlo.multiply %1181, %1180 : tensor<128xf32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.multiply %1183, %arg106 : tensor<128xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<128xf32>
    %1186 = stablehlo.multiply %793, %793 : tensor<32x128xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<32x128xf32>
    %cst_326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1190 = stablehlo.multiply %1189, %arg107 : tensor<32x128xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<32x128xf32>
    %c_327 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1192 = stablehlo.compare LT, %arg108, %c_327, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_328 = stablehlo.constant dense<1> : tensor<i32>
    %1193 = stablehlo.add %arg108, %c_328 : tensor<i32>
    %c_329 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1194 = call @_where_7(%1192, %1193, %c_329) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1195 = stablehlo.convert %1194 : (tensor<i32>) -> tensor<f32>
    %1196 = stablehlo.convert %1194 : (tensor<i32>) -> tensor<f32>
    %1197 = stablehlo.power %cst_330, %1196 : tensor<f32>
    %cst_331 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1198 = stablehlo.subtract %cst_331, %1197 : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1200 = stablehlo.divide %800, %1199 : tensor<4x32xf32>
    %1201 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1202 = stablehlo.divide %805, %1201 : tensor<128x4x32xf32>
    %1203 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1204 = stablehlo.divide %810, %1203 : tensor<128xf32>
    %1205 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1206 = stablehlo.divide %815, %1205 : tensor<4x32x128xf32>
    %1207 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1208 = stablehlo.divide %820, %1207 : tensor<4x32xf32>
    %1209 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1210 = stablehlo.divide %825, %1209 : tensor<128x4x32xf32>
    %1211 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1212 = stablehlo.divide %830, %1211 : tensor<4x32xf32>
    %1213 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1214 = stablehlo.divide %835, %1213 : tensor<128x4x32xf32>
    %1215 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1216 = stablehlo.divide %840, %1215 : tensor<128xf32>
    %1217 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1218 = stablehlo.divide %845, %1217 : tensor<512x128xf32>
    %1219 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1220 = stablehlo.divide %850, %1219 : tensor<128xf32>
    %1221 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1222 = stablehlo.divide %855, %1221 : tensor<128xf32>
    %1223 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1224 = stablehlo.divide %860, %1223 : tensor<128xf32>
    %1225 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1226 = stablehlo.divide %865, %1225 : tensor<128xf32>
    %1227 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1228 = stablehlo.divide %870, %1227 : tensor<512xf32>
    %1229 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1230 = stablehlo.divide %875, %1229 : tensor<128x512xf32>
    %1231 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1232 = stablehlo.divide %880, %1231 : tensor<4x32xf32>
    %1233 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1234 = stablehlo.divide %885, %1233 : tensor<128x4x32xf32>
    %1235 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1236 = stablehlo.divide %890, %1235 : tensor<128xf32>
    %1237 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1238 = stablehlo.divide %895, %1237 : tensor<4x32x128xf32>
    %1239 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1240 = stablehlo.divide %900, %1239 : tensor<4x32xf32>
    %1241 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1242 = stablehlo.divide %905, %1241 : tensor<128x4x32xf32>
    %1243 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1244 = stablehlo.divide %910, %1243 : tensor<4x32xf32>
    %1245 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1246 = stablehlo.divide %915, %1245 : tensor<128x4x32xf32>
    %1247 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1248 = stablehlo.divide %920, %1247 : tensor<128xf32>
    %1249 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1250 = stablehlo.divide %925, %1249 : tensor<512x128xf32>
    %1251 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1252 = stablehlo.divide %930, %1251 : tensor<128xf32>
    %1253 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1254 = stablehlo.divide %935, %1253 : tensor<128xf32>
    %1255 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1256 = stablehlo.divide %940, %1255 : tensor<128xf32>
    %1257 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1258 = stablehlo.divide %945, %1257 : tensor<128xf32>
    %1259 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1260 = stablehlo.divide %950, %1259 : tensor<512xf32>
    %1261 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1262 = stablehlo.divide %955, %1261 : tensor<128x512xf32>
    %1263 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1264 = stablehlo.divide %960, %1263 : tensor<256x128xf32>
    %1265 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1266 = stablehlo.divide %965, %1265 : tensor<128xf32>
    %1267 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1268 = stablehlo.divide %970, %1267 : tensor<128xf32>
    %1269 = stablehlo.broadcast_in_dim %1198, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1270 = stablehlo.divide %975, %1269 : tensor<32x128xf32>
    %cst_332 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1271 = stablehlo.convert %1194 : (tensor<i32>) -> tensor<f32>
    %1272 = stablehlo.convert %1194 : (tensor<i32>) -> tensor<f32>
    %1273 = stablehlo.power %cst_332, %1272 : tensor<f32>
    %cst_333 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1274 = stablehlo.subtract %cst_333, %1273 : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1276 = stablehlo.divide %981, %1275 : tensor<4x32xf32>
    %1277 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1278 = stablehlo.divide %987, %1277 : tensor<128x4x32xf32>
    %1279 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1280 = stablehlo.divide %993, %1279 : tensor<128xf32>
    %1281 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1282 = stablehlo.divide %999, %1281 : tensor<4x32x128xf32>
    %1283 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1284 = stablehlo.divide %1005, %1283 : tensor<4x32xf32>
    %1285 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1286 = stablehlo.divide %1011, %1285 : tensor<128x4x32xf32>
    %1287 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1288 = stablehlo.divide %1017, %1287 : tensor<4x32xf32>
    %1289 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1290 = stablehlo.divide %1023, %1289 : tensor<128x4x32xf32>
    %1291 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1292 = stablehlo.divide %1029, %1291 : tensor<128xf32>
    %1293 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1294 = stablehlo.divide %1035, %1293 : tensor<512x128xf32>
    %1295 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1296 = stablehlo.divide %1041, %1295 : tensor<128xf32>
    %1297 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1298 = stablehlo.divide %1047, %1297 : tensor<128xf32>
    %1299 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1300 = stablehlo.divide %1053, %1299 : tensor<128xf32>
    %1301 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1302 = stablehlo.divide %1059, %1301 : tensor<128xf32>
    %1303 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1304 = stablehlo.divide %1065, %1303 : tensor<512xf32>
    %1305 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1306 = stablehlo.divide %1071, %1305 : tensor<128x512xf32>
    %1307 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1308 = stablehlo.divide %1077, %1307 : tensor<4x32xf32>
    %1309 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1310 = stablehlo.divide %1083, %1309 : tensor<128x4x32xf32>
    %1311 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1312 = stablehlo.divide %1089, %1311 : tensor<128xf32>
    %1313 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1314 = stablehlo.divide %1095, %1313 : tensor<4x32x128xf32>
    %1315 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1316 = stablehlo.divide %1101, %1315 : tensor<4x32xf32>
    %1317 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1318 = stablehlo.divide %1107, %1317 : tensor<128x4x32xf32>
    %1319 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1320 = stablehlo.divide %1113, %1319 : tensor<4x32xf32>
    %1321 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1322 = stablehlo.divide %1119, %1321 : tensor<128x4x32xf32>
    %1323 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1324 = stablehlo.divide %1125, %1323 : tensor<128xf32>
    %1325 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1326 = stablehlo.divide %1131, %1325 : tensor<512x128xf32>
    %1327 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1328 = stablehlo.divide %1137, %1327 : tensor<128xf32>
    %1329 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1330 = stablehlo.divide %1143, %1329 : tensor<128xf32>
    %1331 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1332 = stablehlo.divide %1149, %1331 : tensor<128xf32>
    %1333 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1334 = stablehlo.divide %1155, %1333 : tensor<128xf32>
    %1335 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1336 = stablehlo.divide %1161, %1335 : tensor<512xf32>
    %1337 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1338 = stablehlo.divide %1167, %1337 : tensor<128x512xf32>
    %1339 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1340 = stablehlo.divide %1173, %1339 : tensor<256x128xf32>
    %1341 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1342 = stablehlo.divide %1179, %1341 : tensor<128xf32>
    %1343 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1344 = stablehlo.divide %1185, %1343 : tensor<128xf32>
    %1345 = stablehlo.broadcast_in_dim %1274, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1346 = stablehlo.divide %1191, %1345 : tensor<32x128xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1348 = stablehlo.add %1276, %1347 : tensor<4x32xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<4x32xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<4x32xf32>
    %1352 = stablehlo.divide %1200, %1351 : tensor<4x32xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1354 = stablehlo.add %1278, %1353 : tensor<128x4x32xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<128x4x32xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<128x4x32xf32>
    %1358 = stablehlo.divide %1202, %1357 : tensor<128x4x32xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1360 = stablehlo.add %1280, %1359 : tensor<128xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<128xf32>
    %1364 = stablehlo.divide %1204, %1363 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1366 = stablehlo.add %1282, %1365 : tensor<4x32x128xf32>
    %1367 = stablehlo.sqrt %1366 : tensor<4x32x128xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<4x32x128xf32>
    %1370 = stablehlo.divide %1206, %1369 : tensor<4x32x128xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1372 = stablehlo.add %1284, %1371 : tensor<4x32xf32>
    %1373 = stablehlo.sqrt %1372 : tensor<4x32xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<4x32xf32>
    %1376 = stablehlo.divide %1208, %1375 : tensor<4x32xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1378 = stablehlo.add %1286, %1377 : tensor<128x4x32xf32>
    %1379 = stablehlo.sqrt %1378 : tensor<128x4x32xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<128x4x32xf32>
    %1382 = stablehlo.divide %1210, %1381 : tensor<128x4x32xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1384 = stablehlo.add %1288, %1383 : tensor<4x32xf32>
    %1385 = stablehlo.sqrt %1384 : tensor<4x32xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<4x32xf32>
    %1388 = stablehlo.divide %1212, %1387 : tensor<4x32xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1390 = stablehlo.add %1290, %1389 : tensor<128x4x32xf32>
    %1391 = stablehlo.sqrt %1390 : tensor<128x4x32xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<128x4x32xf32>
    %1394 = stablehlo.divide %1214, %1393 : tensor<128x4x32xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1396 = stablehlo.add %1292, %1395 : tensor<128xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<128xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<128xf32>
    %1400 = stablehlo.divide %1216, %1399 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1402 = stablehlo.add %1294, %1401 : tensor<512x128xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<512x128xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<512x128xf32>
    %1406 = stablehlo.divide %1218, %1405 : tensor<512x128xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1408 = stablehlo.add %1296, %1407 : tensor<128xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<128xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<128xf32>
    %1412 = stablehlo.divide %1220, %1411 : tensor<128xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1414 = stablehlo.add %1298, %1413 : tensor<128xf32>
    %1415 = stablehlo.sqrt %1414 : tensor<128xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1417 = stablehlo.add %1415, %1416 : tensor<128xf32>
    %1418 = stablehlo.divide %1222, %1417 : tensor<128xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1420 = stablehlo.add %1300, %1419 : tensor<128xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<128xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<128xf32>
    %1424 = stablehlo.divide %1224, %1423 : tensor<128xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1426 = stablehlo.add %1302, %1425 : tensor<128xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<128xf32>
    %cst_361 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<128xf32>
    %1430 = stablehlo.divide %1226, %1429 : tensor<128xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1432 = stablehlo.add %1304, %1431 : tensor<512xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<512xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<512xf32>
    %1436 = stablehlo.divide %1228, %1435 : tensor<512xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1438 = stablehlo.add %1306, %1437 : tensor<128x512xf32>
    %1439 = stablehlo.sqrt %1438 : tensor<128x512xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<128x512xf32>
    %1442 = stablehlo.divide %1230, %1441 : tensor<128x512xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1444 = stablehlo.add %1308, %1443 : tensor<4x32xf32>
    %1445 = stablehlo.sqrt %1444 : tensor<4x32xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<4x32xf32>
    %1448 = stablehlo.divide %1232, %1447 : tensor<4x32xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1450 = stablehlo.add %1310, %1449 : tensor<128x4x32xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<128x4x32xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<128x4x32xf32>
    %1454 = stablehlo.divide %1234, %1453 : tensor<128x4x32xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1456 = stablehlo.add %1312, %1455 : tensor<128xf32>
    %1457 = stablehlo.sqrt %1456 : tensor<128xf32>
    %cst_371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<128xf32>
    %1460 = stablehlo.divide %1236, %1459 : tensor<128xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1462 = stablehlo.add %1314, %1461 : tensor<4x32x128xf32>
    %1463 = stablehlo.sqrt %1462 : tensor<4x32x128xf32>
    %cst_373 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1465 = stablehlo.add %1463, %1464 : tensor<4x32x128xf32>
    %1466 = stablehlo.divide %1238, %1465 : tensor<4x32x128xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1468 = stablehlo.add %1316, %1467 : tensor<4x32xf32>
    %1469 = stablehlo.sqrt %1468 : tensor<4x32xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1471 = stablehlo.add %1469, %1470 : tensor<4x32xf32>
    %1472 = stablehlo.divide %1240, %1471 : tensor<4x32xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1474 = stablehlo.add %1318, %1473 : tensor<128x4x32xf32>
    %1475 = stablehlo.sqrt %1474 : tensor<128x4x32xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<128x4x32xf32>
    %1478 = stablehlo.divide %1242, %1477 : tensor<128x4x32xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1480 = stablehlo.add %1320, %1479 : tensor<4x32xf32>
    %1481 = stablehlo.sqrt %1480 : tensor<4x32xf32>
    %cst_379 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1483 = stablehlo.add %1481, %1482 : tensor<4x32xf32>
    %1484 = stablehlo.divide %1244, %1483 : tensor<4x32xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1486 = stablehlo.add %1322, %1485 : tensor<128x4x32xf32>
    %1487 = stablehlo.sqrt %1486 : tensor<128x4x32xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<128x4x32xf32>
    %1490 = stablehlo.divide %1246, %1489 : tensor<128x4x32xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1492 = stablehlo.add %1324, %1491 : tensor<128xf32>
    %1493 = stablehlo.sqrt %1492 : tensor<128xf32>
    %cst_383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1495 = stablehlo.add %1493, %1494 : tensor<128xf32>
    %1496 = stablehlo.divide %1248, %1495 : tensor<128xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1498 = stablehlo.add %1326, %1497 : tensor<512x128xf32>
    %1499 = stablehlo.sqrt %1498 : tensor<512x128xf32>
    %cst_385 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<512x128xf32>
    %1502 = stablehlo.divide %1250, %1501 : tensor<512x128xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1504 = stablehlo.add %1328, %1503 : tensor<128xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<128xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<128xf32>
    %1508 = stablehlo.divide %1252, %1507 : tensor<128xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1510 = stablehlo.add %1330, %1509 : tensor<128xf32>
    %1511 = stablehlo.sqrt %1510 : tensor<128xf32>
    %cst_389 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<128xf32>
    %1514 = stablehlo.divide %1254, %1513 : tensor<128xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1516 = stablehlo.add %1332, %1515 : tensor<128xf32>
    %1517 = stablehlo.sqrt %1516 : tensor<128xf32>
    %cst_391 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1519 = stablehlo.add %1517, %1518 : tensor<128xf32>
    %1520 = stablehlo.divide %1256, %1519 : tensor<128xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1522 = stablehlo.add %1334, %1521 : tensor<128xf32>
    %1523 = stablehlo.sqrt %1522 : tensor<128xf32>
    %cst_393 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1525 = stablehlo.add %1523, %1524 : tensor<128xf32>
    %1526 = stablehlo.divide %1258, %1525 : tensor<128xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1528 = stablehlo.add %1336, %1527 : tensor<512xf32>
    %1529 = stablehlo.sqrt %1528 : tensor<512xf32>
    %cst_395 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1531 = stablehlo.add %1529, %1530 : tensor<512xf32>
    %1532 = stablehlo.divide %1260, %1531 : tensor<512xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1534 = stablehlo.add %1338, %1533 : tensor<128x512xf32>
    %1535 = stablehlo.sqrt %1534 : tensor<128x512xf32>
    %cst_397 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1537 = stablehlo.add %1535, %1536 : tensor<128x512xf32>
    %1538 = stablehlo.divide %1262, %1537 : tensor<128x512xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1540 = stablehlo.add %1340, %1539 : tensor<256x128xf32>
    %1541 = stablehlo.sqrt %1540 : tensor<256x128xf32>
    %cst_399 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1543 = stablehlo.add %1541, %1542 : tensor<256x128xf32>
    %1544 = stablehlo.divide %1264, %1543 : tensor<256x128xf32>
    %cst_400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1546 = stablehlo.add %1342, %1545 : tensor<128xf32>
    %1547 = stablehlo.sqrt %1546 : tensor<128xf32>
    %cst_401 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1549 = stablehlo.add %1547, %1548 : tensor<128xf32>
    %1550 = stablehlo.divide %1266, %1549 : tensor<128xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1552 = stablehlo.add %1344, %1551 : tensor<128xf32>
    %1553 = stablehlo.sqrt %1552 : tensor<128xf32>
    %cst_403 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1555 = stablehlo.add %1553, %1554 : tensor<128xf32>
    %1556 = stablehlo.divide %1268, %1555 : tensor<128xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1558 = stablehlo.add %1346, %1557 : tensor<32x128xf32>
    %1559 = stablehlo.sqrt %1558 : tensor<32x128xf32>
    %cst_405 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1561 = stablehlo.add %1559, %1560 : tensor<32x128xf32>
    %1562 = stablehlo.divide %1270, %1561 : tensor<32x128xf32>
    %cst_406 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1564 = stablehlo.multiply %1563, %1352 : tensor<4x32xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1566 = stablehlo.multiply %1565, %1358 : tensor<128x4x32xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1568 = stablehlo.multiply %1567, %1364 : tensor<128xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1570 = stablehlo.multiply %1569, %1370 : tensor<4x32x128xf32>
    %cst_410 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1572 = stablehlo.multiply %1571, %1376 : tensor<4x32xf32>
    %cst_411 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1574 = stablehlo.multiply %1573, %1382 : tensor<128x4x32xf32>
    %cst_412 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1576 = stablehlo.multiply %1575, %1388 : tensor<4x32xf32>
    %cst_413 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1578 = stablehlo.multiply %1577, %1394 : tensor<128x4x32xf32>
    %cst_414 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1580 = stablehlo.multiply %1579, %1400 : tensor<128xf32>
    %cst_415 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1582 = stablehlo.multiply %1581, %1406 : tensor<512x128xf32>
    %cst_416 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1584 = stablehlo.multiply %1583, %1412 : tensor<128xf32>
    %cst_417 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1586 = stablehlo.multiply %1585, %1418 : tensor<128xf32>
    %cst_418 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1588 = stablehlo.multiply %1587, %1424 : tensor<128xf32>
    %cst_419 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1590 = stablehlo.multiply %1589, %1430 : tensor<128xf32>
    %cst_420 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1592 = stablehlo.multiply %1591, %1436 : tensor<512xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1594 = stablehlo.multiply %1593, %1442 : tensor<128x512xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1596 = stablehlo.multiply %1595, %1448 : tensor<4x32xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1598 = stablehlo.multiply %1597, %1454 : tensor<128x4x32xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1599 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1600 = stablehlo.multiply %1599, %1460 : tensor<128xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1602 = stablehlo.multiply %1601, %1466 : tensor<4x32x128xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1604 = stablehlo.multiply %1603, %1472 : tensor<4x32xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1605 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1606 = stablehlo.multiply %1605, %1478 : tensor<128x4x32xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1608 = stablehlo.multiply %1607, %1484 : tensor<4x32xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<128x4x32xf32>
    %1610 = stablehlo.multiply %1609, %1490 : tensor<128x4x32xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1611 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1612 = stablehlo.multiply %1611, %1496 : tensor<128xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1614 = stablehlo.multiply %1613, %1502 : tensor<512x128xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1616 = stablehlo.multiply %1615, %1508 : tensor<128xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1618 = stablehlo.multiply %1617, %1514 : tensor<128xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1620 = stablehlo.multiply %1619, %1520 : tensor<128xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1622 = stablehlo.multiply %1621, %1526 : tensor<128xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1624 = stablehlo.multiply %1623, %1532 : tensor<512xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1626 = stablehlo.multiply %1625, %1538 : tensor<128x512xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1628 = stablehlo.multiply %1627, %1544 : tensor<256x128xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1630 = stablehlo.multiply %1629, %1550 : tensor<128xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1632 = stablehlo.multiply %1631, %1556 : tensor<128xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1634 = stablehlo.multiply %1633, %1562 : tensor<32x128xf32>
    %1635 = stablehlo.add %arg0, %1564 : tensor<4x32xf32>
    %1636 = stablehlo.add %arg1, %1566 : tensor<128x4x32xf32>
    %1637 = stablehlo.add %arg2, %1568 : tensor<128xf32>
    %1638 = stablehlo.add %arg3, %1570 : tensor<4x32x128xf32>
    %1639 = stablehlo.add %arg4, %1572 : tensor<4x32xf32>
    %1640 = stablehlo.add %arg5, %1574 : tensor<128x4x32xf32>
    %1641 = stablehlo.add %arg6, %1576 : tensor<4x32xf32>
    %1642 = stablehlo.add %arg7, %1578 : tensor<128x4x32xf32>
    %1643 = stablehlo.add %arg8, %1580 : tensor<128xf32>
    %1644 = stablehlo.add %arg9, %1582 : tensor<512x128xf32>
    %1645 = stablehlo.add %arg10, %1584 : tensor<128xf32>
    %1646 = stablehlo.add %arg11, %1586 : tensor<128xf32>
    %1647 = stablehlo.add %arg12, %1588 : tensor<128xf32>
    %1648 = stablehlo.add %arg13, %1590 : tensor<128xf32>
    %1649 = stablehlo.add %arg14, %1592 : tensor<512xf32>
    %1650 = stablehlo.add %arg15, %1594 : tensor<128x512xf32>
    %1651 = stablehlo.add %arg16, %1596 : tensor<4x32xf32>
    %1652 = stablehlo.add %arg17, %1598 : tensor<128x4x32xf32>
    %1653 = stablehlo.add %arg18, %1600 : tensor<128xf32>
    %1654 = stablehlo.add %arg19, %1602 : tensor<4x32x128xf32>
    %1655 = stablehlo.add %arg20, %1604 : tensor<4x32xf32>
    %1656 = stablehlo.add %arg21, %1606 : tensor<128x4x32xf32>
    %1657 = stablehlo.add %arg22, %1608 : tensor<4x32xf32>
    %1658 = stablehlo.add %arg23, %1610 : tensor<128x4x32xf32>
    %1659 = stablehlo.add %arg24, %1612 : tensor<128xf32>
    %1660 = stablehlo.add %arg25, %1614 : tensor<512x128xf32>
    %1661 = stablehlo.add %arg26, %1616 : tensor<128xf32>
    %1662 = stablehlo.add %arg27, %1618 : tensor<128xf32>
    %1663 = stablehlo.add %arg28, %1620 : tensor<128xf32>
    %1664 = stablehlo.add %arg29, %1622 : tensor<128xf32>
    %1665 = stablehlo.add %arg30, %1624 : tensor<512xf32>
    %1666 = stablehlo.add %arg31, %1626 : tensor<128x512xf32>
    %1667 = stablehlo.add %arg32, %1628 : tensor<256x128xf32>
    %1668 = stablehlo.add %arg33, %1630 : tensor<128xf32>
    %1669 = stablehlo.add %arg34, %1632 : tensor<128xf32>
    %1670 = stablehlo.add %arg35, %1634 : tensor<32x128xf32>
    return %1635, %1636, %1637, %1638, %1639, %1640, %1641, %1642, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655, %1656, %1657, %1658, %1659, %1660, %1661, %1662, %1663, %1664, %1665, %1666, %1667, %1668, %1669, %1670, %1194, %800, %805, %810, %815, %820, %825, %830, %835, %840, %845, %850, %855, %860, %865, %870, %875, %880, %885, %890, %895, %900, %905, %910, %915, %920, %925, %930, %935, %940, %945, %950, %955, %960, %965, %970, %975, %981, %987, %993, %999, %1005, %1011, %1017, %1023, %1029, %1035, %1041, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %1101, %1107, %1113, %1119, %1125, %1131, %1137, %1143, %1149, %1155, %1161, %1167, %1173, %1179, %1185, %1191, %449 : tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<4x32xf32>, tensor<128x4x32xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x128xf32>, %arg1: tensor<1x32xi32>) -> (tensor<1x32x128xf32>, tensor<1x32x1xi32>) {
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
    return %16, %5 : tensor<1x32x128xf32>, tensor<1x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xi32>, %arg2: tensor<1x32xi32>) -> tensor<1x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    return %0 : tensor<1x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x4x32x32xi1>, %arg1: tensor<1x4x32x1x32xf32>, %arg2: tensor<f32>) -> (tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x4x32x32xf32>) -> tensor<1x1x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x4x32x32xi1>, tensor<1x1x4x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x32x32xf32>
    return %3, %4 : tensor<1x1x4x32x32xf32>, tensor<1x1x4x32x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<1x32x256xf32>, %arg1: tensor<1x32x1xi32>) -> (tensor<1x32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x256xf32>, tensor<32x1x1xi32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x1xi1>) -> tensor<1x32x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    return %16, %5 : tensor<1x32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<1x32x1xf32>, %arg1: tensor<i32>) -> (tensor<1x32xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1>}> : (tensor<1x32x1xf32>, tensor<1xi32>) -> tensor<1x32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<1x32xi1>, tensor<1x32xf32>
    return %13, %3 : tensor<1x32xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x32x1xf32>, tensor<1xi32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    return %1 : tensor<1x32x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<32x1x1xi32>, %arg1: tensor<1x32x1xf32>) -> tensor<1x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x32x256xf32>, tensor<32x1x1xi32>, tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    return %1 : tensor<1x32x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x1x4x32x32xi1>, %arg1: tensor<1x1x4x32x32xf32>, %arg2: tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<1x1x4x32x32xi1>, tensor<1x1x4x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x32x32xf32>) -> tensor<1x4x32x1x32xf32>
    return %2 : tensor<1x4x32x1x32xf32>
  }
  func.func private @_take_6(%arg0: tensor<1x32x1xi32>, %arg1: tensor<1x32x128xf32>) -> tensor<256x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x128xf32>, tensor<1x32x1xi32>, tensor<1x32x128xf32>) -> tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
