module @IrToHlo.1400 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1000xf32>, %arg1: tensor<1000x440xf32>, %arg2: tensor<440xf32>, %arg3: tensor<440xf32>, %arg4: tensor<440xf32>, %arg5: tensor<440xf32>, %arg6: tensor<440x440x1x1xf32>, %arg7: tensor<440xf32>, %arg8: tensor<440xf32>, %arg9: tensor<440xf32>, %arg10: tensor<440xf32>, %arg11: tensor<440x8x3x3xf32>, %arg12: tensor<440xf32>, %arg13: tensor<440xf32>, %arg14: tensor<440xf32>, %arg15: tensor<440xf32>, %arg16: tensor<440x440x1x1xf32>, %arg17: tensor<440xf32>, %arg18: tensor<440xf32>, %arg19: tensor<440xf32>, %arg20: tensor<440xf32>, %arg21: tensor<440x440x1x1xf32>, %arg22: tensor<440xf32>, %arg23: tensor<440xf32>, %arg24: tensor<440xf32>, %arg25: tensor<440xf32>, %arg26: tensor<440x8x3x3xf32>, %arg27: tensor<440xf32>, %arg28: tensor<440xf32>, %arg29: tensor<440xf32>, %arg30: tensor<440xf32>, %arg31: tensor<440x440x1x1xf32>, %arg32: tensor<440xf32>, %arg33: tensor<440xf32>, %arg34: tensor<440xf32>, %arg35: tensor<440xf32>, %arg36: tensor<440x440x1x1xf32>, %arg37: tensor<440xf32>, %arg38: tensor<440xf32>, %arg39: tensor<440xf32>, %arg40: tensor<440xf32>, %arg41: tensor<440x8x3x3xf32>, %arg42: tensor<440xf32>, %arg43: tensor<440xf32>, %arg44: tensor<440xf32>, %arg45: tensor<440xf32>, %arg46: tensor<440x440x1x1xf32>, %arg47: tensor<440xf32>, %arg48: tensor<440xf32>, %arg49: tensor<440xf32>, %arg50: tensor<440xf32>, %arg51: tensor<440x440x1x1xf32>, %arg52: tensor<440xf32>, %arg53: tensor<440xf32>, %arg54: tensor<440xf32>, %arg55: tensor<440xf32>, %arg56: tensor<440x8x3x3xf32>, %arg57: tensor<440xf32>, %arg58: tensor<440xf32>, %arg59: tensor<440xf32>, %arg60: tensor<440xf32>, %arg61: tensor<440x440x1x1xf32>, %arg62: tensor<440xf32>, %arg63: tensor<440xf32>, %arg64: tensor<440xf32>, %arg65: tensor<440xf32>, %arg66: tensor<440x440x1x1xf32>, %arg67: tensor<440xf32>, %arg68: tensor<440xf32>, %arg69: tensor<440xf32>, %arg70: tensor<440xf32>, %arg71: tensor<440x8x3x3xf32>, %arg72: tensor<440xf32>, %arg73: tensor<440xf32>, %arg74: tensor<440xf32>, %arg75: tensor<440xf32>, %arg76: tensor<440x440x1x1xf32>, %arg77: tensor<440xf32>, %arg78: tensor<440xf32>, %arg79: tensor<440xf32>, %arg80: tensor<440xf32>, %arg81: tensor<440x440x1x1xf32>, %arg82: tensor<440xf32>, %arg83: tensor<440xf32>, %arg84: tensor<440xf32>, %arg85: tensor<440xf32>, %arg86: tensor<440x8x3x3xf32>, %arg87: tensor<440xf32>, %arg88: tensor<440xf32>, %arg89: tensor<440xf32>, %arg90: tensor<440xf32>, %arg91: tensor<440x208x1x1xf32>, %arg92: tensor<208xf32>, %arg93: tensor<208xf32>, %arg94: tensor<208xf32>, %arg95: tensor<208xf32>, %arg96: tensor<208x208x1x1xf32>, %arg97: tensor<208xf32>, %arg98: tensor<208xf32>, %arg99: tensor<208xf32>, %arg100: tensor<208xf32>, %arg101: tensor<208x8x3x3xf32>, %arg102: tensor<208xf32>, %arg103: tensor<208xf32>, %arg104: tensor<208xf32>, %arg105: tensor<208xf32>, %arg106: tensor<208x208x1x1xf32>, %arg107: tensor<208xf32>, %arg108: tensor<208xf32>, %arg109: tensor<208xf32>, %arg110: tensor<208xf32>, %arg111: tensor<208x208x1x1xf32>, %arg112: tensor<208xf32>, %arg113: tensor<208xf32>, %arg114: tensor<208xf32>, %arg115: tensor<208xf32>, %arg116: tensor<208x8x3x3xf32>, %arg117: tensor<208xf32>, %arg118: tensor<208xf32>, %arg119: tensor<208xf32>, %arg120: tensor<208xf32>, %arg121: tensor<208x208x1x1xf32>, %arg122: tensor<208xf32>, %arg123: tensor<208xf32>, %arg124: tensor<208xf32>, %arg125: tensor<208xf32>, %arg126: tensor<208x208x1x1xf32>, %arg127: tensor<208xf32>, %arg128: tensor<208xf32>, %arg129: tensor<208xf32>, %arg130: tensor<208xf32>, %arg131: tensor<208x8x3x3xf32>, %arg132: tensor<208xf32>, %arg133: tensor<208xf32>, %arg134: tensor<208xf32>, %arg135: tensor<208xf32>, %arg136: tensor<208x208x1x1xf32>, %arg137: tensor<208xf32>, %arg138: tensor<208xf32>, %arg139: tensor<208xf32>, %arg140: tensor<208xf32>, %arg141: tensor<208x208x1x1xf32>, %arg142: tensor<208xf32>, %arg143: tensor<208xf32>, %arg144: tensor<208xf32>, %arg145: tensor<208xf32>, %arg146: tensor<208x8x3x3xf32>, %arg147: tensor<208xf32>, %arg148: tensor<208xf32>, %arg149: tensor<208xf32>, %arg150: tensor<208xf32>, %arg151: tensor<208x208x1x1xf32>, %arg152: tensor<208xf32>, %arg153: tensor<208xf32>, %arg154: tensor<208xf32>, %arg155: tensor<208xf32>, %arg156: tensor<208x208x1x1xf32>, %arg157: tensor<208xf32>, %arg158: tensor<208xf32>, %arg159: tensor<208xf32>, %arg160: tensor<208xf32>, %arg161: tensor<208x8x3x3xf32>, %arg162: tensor<208xf32>, %arg163: tensor<208xf32>, %arg164: tensor<208xf32>, %arg165: tensor<208xf32>, %arg166: tensor<208x208x1x1xf32>, %arg167: tensor<208xf32>, %arg168: tensor<208xf32>, %arg169: tensor<208xf32>, %arg170: tensor<208xf32>, %arg171: tensor<208x208x1x1xf32>, %arg172: tensor<208xf32>, %arg173: tensor<208xf32>, %arg174: tensor<208xf32>, %arg175: tensor<208xf32>, %arg176: tensor<208x8x3x3xf32>, %arg177: tensor<208xf32>, %arg178: tensor<208xf32>, %arg179: tensor<208xf32>, %arg180: tensor<208xf32>, %arg181: tensor<208x104x1x1xf32>, %arg182: tensor<104xf32>, %arg183: tensor<104xf32>, %arg184: tensor<104xf32>, %arg185: tensor<104xf32>, %arg186: tensor<104x104x1x1xf32>, %arg187: tensor<104xf32>, %arg188: tensor<104xf32>, %arg189: tensor<104xf32>, %arg190: tensor<104xf32>, %arg191: tensor<104x8x3x3xf32>, %arg192: tensor<104xf32>, %arg193: tensor<104xf32>, %arg194: tensor<104xf32>, %arg195: tensor<104xf32>, %arg196: tensor<104x104x1x1xf32>, %arg197: tensor<104xf32>, %arg198: tensor<104xf32>, %arg199: tensor<104xf32>, %arg200: tensor<104xf32>, %arg201: tensor<104x104x1x1xf32>, %arg202: tensor<104xf32>, %arg203: tensor<104xf32>, %arg204: tensor<104xf32>, %arg205: tensor<104xf32>, %arg206: tensor<104x8x3x3xf32>, %arg207: tensor<104xf32>, %arg208: tensor<104xf32>, %arg209: tensor<104xf32>, %arg210: tensor<104xf32>, %arg211: tensor<104x104x1x1xf32>, %arg212: tensor<104xf32>, %arg213: tensor<104xf32>, %arg214: tensor<104xf32>, %arg215: tensor<104xf32>, %arg216: tensor<104x104x1x1xf32>, %arg217: tensor<104xf32>, %arg218: tensor<104xf32>, %arg219: tensor<104xf32>, %arg220: tensor<104xf32>, %arg221: tensor<104x8x3x3xf32>, %arg222: tensor<104xf32>, %arg223: tensor<104xf32>, %arg224: tensor<104xf32>, %arg225: tensor<104xf32>, %arg226: tensor<104x48x1x1xf32>, %arg227: tensor<48xf32>, %arg228: tensor<48xf32>, %arg229: tensor<48xf32>, %arg230: tensor<48xf32>, %arg231: tensor<48x48x1x1xf32>, %arg232: tensor<48xf32>, %arg233: tensor<48xf32>, %arg234: tensor<48xf32>, %arg235: tensor<48xf32>, %arg236: tensor<48x8x3x3xf32>, %arg237: tensor<48xf32>, %arg238: tensor<48xf32>, %arg239: tensor<48xf32>, %arg240: tensor<48xf32>, %arg241: tensor<48x32x1x1xf32>, %arg242: tensor<32xf32>, %arg243: tensor<32xf32>, %arg244: tensor<32xf32>, %arg245: tensor<32xf32>, %arg246: tensor<32x3x3x3xf32>, %arg247: tensor<8x3x224x224xf32>, %arg248: tensor<48xf32>, %arg249: tensor<48x8x1x1xf32>, %arg250: tensor<8xf32>, %arg251: tensor<8x48x1x1xf32>, %arg252: tensor<48xf32>, %arg253: tensor<48xf32>, %arg254: tensor<48xf32>, %arg255: tensor<48xf32>, %arg256: tensor<48x32x1x1xf32>, %arg257: tensor<104xf32>, %arg258: tensor<104x12x1x1xf32>, %arg259: tensor<12xf32>, %arg260: tensor<12x104x1x1xf32>, %arg261: tensor<104xf32>, %arg262: tensor<104xf32>, %arg263: tensor<104xf32>, %arg264: tensor<104xf32>, %arg265: tensor<104x48x1x1xf32>, %arg266: tensor<104xf32>, %arg267: tensor<104x26x1x1xf32>, %arg268: tensor<26xf32>, %arg269: tensor<26x104x1x1xf32>, %arg270: tensor<104xf32>, %arg271: tensor<104x26x1x1xf32>, %arg272: tensor<26xf32>, %arg273: tensor<26x104x1x1xf32>, %arg274: tensor<208xf32>, %arg275: tensor<208x26x1x1xf32>, %arg276: tensor<26xf32>, %arg277: tensor<26x208x1x1xf32>, %arg278: tensor<208xf32>, %arg279: tensor<208xf32>, %arg280: tensor<208xf32>, %arg281: tensor<208xf32>, %arg282: tensor<208x104x1x1xf32>, %arg283: tensor<208xf32>, %arg284: tensor<208x52x1x1xf32>, %arg285: tensor<52xf32>, %arg286: tensor<52x208x1x1xf32>, %arg287: tensor<208xf32>, %arg288: tensor<208x52x1x1xf32>, %arg289: tensor<52xf32>, %arg290: tensor<52x208x1x1xf32>, %arg291: tensor<208xf32>, %arg292: tensor<208x52x1x1xf32>, %arg293: tensor<52xf32>, %arg294: tensor<52x208x1x1xf32>, %arg295: tensor<208xf32>, %arg296: tensor<208x52x1x1xf32>, %arg297: tensor<52xf32>, %arg298: tensor<52x208x1x1xf32>, %arg299: tensor<208xf32>, %arg300: tensor<208x52x1x1xf32>, %arg301: tensor<52xf32>, %arg302: tensor<52x208x1x1xf32>, %arg303: tensor<440xf32>, %arg304: tensor<440x52x1x1xf32>, %arg305: tensor<52xf32>, %arg306: tensor<52x440x1x1xf32>, %arg307: tensor<440xf32>, %arg308: tensor<440xf32>, %arg309: tensor<440xf32>, %arg310: tensor<440xf32>, %arg311: tensor<440x208x1x1xf32>, %arg312: tensor<440xf32>, %arg313: tensor<440x110x1x1xf32>, %arg314: tensor<110xf32>, %arg315: tensor<110x440x1x1xf32>, %arg316: tensor<440xf32>, %arg317: tensor<440x110x1x1xf32>, %arg318: tensor<110xf32>, %arg319: tensor<110x440x1x1xf32>, %arg320: tensor<440xf32>, %arg321: tensor<440x110x1x1xf32>, %arg322: tensor<110xf32>, %arg323: tensor<110x440x1x1xf32>, %arg324: tensor<440xf32>, %arg325: tensor<440x110x1x1xf32>, %arg326: tensor<110xf32>, %arg327: tensor<110x440x1x1xf32>, %arg328: tensor<440xf32>, %arg329: tensor<440x110x1x1xf32>, %arg330: tensor<110xf32>, %arg331: tensor<110x440x1x1xf32>) -> tensor<8x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x110x1x1xf32>
    %cst_0 = stablehlo.constant dense<0.0204081628> : tensor<8x440xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<8x440x7x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<8x440x14x14xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x52x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.00510204071> : tensor<8x208xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<8x208x14x14xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<8x208x28x28xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8x26x1x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<8x12x1x1xf32>
    %cst_9 = stablehlo.constant dense<0.00127551018> : tensor<8x104xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<8x104x28x28xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<8x104x56x56xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x1x1xf32>
    %cst_13 = stablehlo.constant dense<3.18877544E-4> : tensor<8x48xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<8x48x56x56xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<8x48x112x112xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<8x32x112x112xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg247, %arg246) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x224x224xf32>, tensor<32x3x3x3xf32>) -> tensor<8x32x112x112xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg245, %arg244, %arg243, %arg242) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<8x32x112x112xf32>
    %2 = stablehlo.maximum %1, %cst_16 : tensor<8x32x112x112xf32>
    %3 = stablehlo.convolution(%2, %arg256) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x112x112xf32>, tensor<48x32x1x1xf32>) -> tensor<8x48x56x56xf32>
    %4 = "stablehlo.batch_norm_inference"(%3, %arg255, %arg254, %arg253, %arg252) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x48x56x56xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<8x48x56x56xf32>
    %5 = stablehlo.convolution(%2, %arg241) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x112x112xf32>, tensor<48x32x1x1xf32>) -> tensor<8x48x112x112xf32>
    %6 = "stablehlo.batch_norm_inference"(%5, %arg240, %arg239, %arg238, %arg237) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x48x112x112xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<8x48x112x112xf32>
    %7 = stablehlo.maximum %6, %cst_15 : tensor<8x48x112x112xf32>
    %8 = stablehlo.convolution(%7, %arg236) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x112x112xf32>, tensor<48x8x3x3xf32>) -> tensor<8x48x56x56xf32>
    %9 = "stablehlo.batch_norm_inference"(%8, %arg235, %arg234, %arg233, %arg232) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x48x56x56xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<8x48x56x56xf32>
    %10 = stablehlo.maximum %9, %cst_14 : tensor<8x48x56x56xf32>
    %11 = stablehlo.reduce(%10 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x48x56x56xf32>, tensor<f32>) -> tensor<8x48xf32>
    %12 = stablehlo.multiply %11, %cst_13 : tensor<8x48xf32>
    %13 = stablehlo.reshape %12 : (tensor<8x48xf32>) -> tensor<8x48x1x1xf32>
    %14 = stablehlo.convolution(%13, %arg251) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x1x1xf32>, tensor<8x48x1x1xf32>) -> tensor<8x8x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %arg250, dims = [1] : (tensor<8xf32>) -> tensor<8x8x1x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x8x1x1xf32>
    %17 = stablehlo.maximum %16, %cst_12 : tensor<8x8x1x1xf32>
    %18 = stablehlo.convolution(%17, %arg249) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x1x1xf32>, tensor<48x8x1x1xf32>) -> tensor<8x48x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %arg248, dims = [1] : (tensor<48xf32>) -> tensor<8x48x1x1xf32>
    %20 = stablehlo.add %18, %19 : tensor<8x48x1x1xf32>
    %21 = stablehlo.logistic %20 : tensor<8x48x1x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x48x1x1xf32>) -> tensor<8x48xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x56x56xf32>
    %24 = stablehlo.multiply %23, %10 : tensor<8x48x56x56xf32>
    %25 = stablehlo.convolution(%24, %arg231) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x56x56xf32>, tensor<48x48x1x1xf32>) -> tensor<8x48x56x56xf32>
    %26 = "stablehlo.batch_norm_inference"(%25, %arg230, %arg229, %arg228, %arg227) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x48x56x56xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<8x48x56x56xf32>
    %27 = stablehlo.add %4, %26 : tensor<8x48x56x56xf32>
    %28 = stablehlo.maximum %27, %cst_14 : tensor<8x48x56x56xf32>
    %29 = stablehlo.convolution(%28, %arg265) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x56x56xf32>, tensor<104x48x1x1xf32>) -> tensor<8x104x28x28xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg264, %arg263, %arg262, %arg261) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %31 = stablehlo.convolution(%28, %arg226) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x56x56xf32>, tensor<104x48x1x1xf32>) -> tensor<8x104x56x56xf32>
    %32 = "stablehlo.batch_norm_inference"(%31, %arg225, %arg224, %arg223, %arg222) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x56x56xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x56x56xf32>
    %33 = stablehlo.maximum %32, %cst_11 : tensor<8x104x56x56xf32>
    %34 = stablehlo.convolution(%33, %arg221) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 13 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x56x56xf32>, tensor<104x8x3x3xf32>) -> tensor<8x104x28x28xf32>
    %35 = "stablehlo.batch_norm_inference"(%34, %arg220, %arg219, %arg218, %arg217) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %36 = stablehlo.maximum %35, %cst_10 : tensor<8x104x28x28xf32>
    %37 = stablehlo.reduce(%36 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x104x28x28xf32>, tensor<f32>) -> tensor<8x104xf32>
    %38 = stablehlo.multiply %37, %cst_9 : tensor<8x104xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x104xf32>) -> tensor<8x104x1x1xf32>
    %40 = stablehlo.convolution(%39, %arg260) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x1x1xf32>, tensor<12x104x1x1xf32>) -> tensor<8x12x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %arg259, dims = [1] : (tensor<12xf32>) -> tensor<8x12x1x1xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x12x1x1xf32>
    %43 = stablehlo.maximum %42, %cst_8 : tensor<8x12x1x1xf32>
    %44 = stablehlo.convolution(%43, %arg258) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x1x1xf32>, tensor<104x12x1x1xf32>) -> tensor<8x104x1x1xf32>
    %45 = stablehlo.broadcast_in_dim %arg257, dims = [1] : (tensor<104xf32>) -> tensor<8x104x1x1xf32>
    %46 = stablehlo.add %44, %45 : tensor<8x104x1x1xf32>
    %47 = stablehlo.logistic %46 : tensor<8x104x1x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x104x1x1xf32>) -> tensor<8x104xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x104xf32>) -> tensor<8x104x28x28xf32>
    %50 = stablehlo.multiply %49, %36 : tensor<8x104x28x28xf32>
    %51 = stablehlo.convolution(%50, %arg216) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x104x1x1xf32>) -> tensor<8x104x28x28xf32>
    %52 = "stablehlo.batch_norm_inference"(%51, %arg215, %arg214, %arg213, %arg212) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %53 = stablehlo.add %30, %52 : tensor<8x104x28x28xf32>
    %54 = stablehlo.maximum %53, %cst_10 : tensor<8x104x28x28xf32>
    %55 = stablehlo.convolution(%54, %arg211) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x104x1x1xf32>) -> tensor<8x104x28x28xf32>
    %56 = "stablehlo.batch_norm_inference"(%55, %arg210, %arg209, %arg208, %arg207) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %57 = stablehlo.maximum %56, %cst_10 : tensor<8x104x28x28xf32>
    %58 = stablehlo.convolution(%57, %arg206) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 13 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x8x3x3xf32>) -> tensor<8x104x28x28xf32>
    %59 = "stablehlo.batch_norm_inference"(%58, %arg205, %arg204, %arg203, %arg202) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %60 = stablehlo.maximum %59, %cst_10 : tensor<8x104x28x28xf32>
    %61 = stablehlo.reduce(%60 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x104x28x28xf32>, tensor<f32>) -> tensor<8x104xf32>
    %62 = stablehlo.multiply %61, %cst_9 : tensor<8x104xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x104xf32>) -> tensor<8x104x1x1xf32>
    %64 = stablehlo.convolution(%63, %arg269) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x1x1xf32>, tensor<26x104x1x1xf32>) -> tensor<8x26x1x1xf32>
    %65 = stablehlo.broadcast_in_dim %arg268, dims = [1] : (tensor<26xf32>) -> tensor<8x26x1x1xf32>
    %66 = stablehlo.add %64, %65 : tensor<8x26x1x1xf32>
    %67 = stablehlo.maximum %66, %cst_7 : tensor<8x26x1x1xf32>
    %68 = stablehlo.convolution(%67, %arg267) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x26x1x1xf32>, tensor<104x26x1x1xf32>) -> tensor<8x104x1x1xf32>
    %69 = stablehlo.broadcast_in_dim %arg266, dims = [1] : (tensor<104xf32>) -> tensor<8x104x1x1xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x104x1x1xf32>
    %71 = stablehlo.logistic %70 : tensor<8x104x1x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x104x1x1xf32>) -> tensor<8x104xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x104xf32>) -> tensor<8x104x28x28xf32>
    %74 = stablehlo.multiply %73, %60 : tensor<8x104x28x28xf32>
    %75 = stablehlo.convolution(%74, %arg201) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x104x1x1xf32>) -> tensor<8x104x28x28xf32>
    %76 = "stablehlo.batch_norm_inference"(%75, %arg200, %arg199, %arg198, %arg197) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %77 = stablehlo.add %54, %76 : tensor<8x104x28x28xf32>
    %78 = stablehlo.maximum %77, %cst_10 : tensor<8x104x28x28xf32>
    %79 = stablehlo.convolution(%78, %arg196) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x104x1x1xf32>) -> tensor<8x104x28x28xf32>
    %80 = "stablehlo.batch_norm_inference"(%79, %arg195, %arg194, %arg193, %arg192) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %81 = stablehlo.maximum %80, %cst_10 : tensor<8x104x28x28xf32>
    %82 = stablehlo.convolution(%81, %arg191) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 13 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x8x3x3xf32>) -> tensor<8x104x28x28xf32>
    %83 = "stablehlo.batch_norm_inference"(%82, %arg190, %arg189, %arg188, %arg187) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %84 = stablehlo.maximum %83, %cst_10 : tensor<8x104x28x28xf32>
    %85 = stablehlo.reduce(%84 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x104x28x28xf32>, tensor<f32>) -> tensor<8x104xf32>
    %86 = stablehlo.multiply %85, %cst_9 : tensor<8x104xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x104xf32>) -> tensor<8x104x1x1xf32>
    %88 = stablehlo.convolution(%87, %arg273) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x1x1xf32>, tensor<26x104x1x1xf32>) -> tensor<8x26x1x1xf32>
    %89 = stablehlo.broadcast_in_dim %arg272, dims = [1] : (tensor<26xf32>) -> tensor<8x26x1x1xf32>
    %90 = stablehlo.add %88, %89 : tensor<8x26x1x1xf32>
    %91 = stablehlo.maximum %90, %cst_7 : tensor<8x26x1x1xf32>
    %92 = stablehlo.convolution(%91, %arg271) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x26x1x1xf32>, tensor<104x26x1x1xf32>) -> tensor<8x104x1x1xf32>
    %93 = stablehlo.broadcast_in_dim %arg270, dims = [1] : (tensor<104xf32>) -> tensor<8x104x1x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<8x104x1x1xf32>
    %95 = stablehlo.logistic %94 : tensor<8x104x1x1xf32>
    %96 = stablehlo.reshape %95 : (tensor<8x104x1x1xf32>) -> tensor<8x104xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<8x104xf32>) -> tensor<8x104x28x28xf32>
    %98 = stablehlo.multiply %97, %84 : tensor<8x104x28x28xf32>
    %99 = stablehlo.convolution(%98, %arg186) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<104x104x1x1xf32>) -> tensor<8x104x28x28xf32>
    %100 = "stablehlo.batch_norm_inference"(%99, %arg185, %arg184, %arg183, %arg182) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x104x28x28xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>, tensor<104xf32>) -> tensor<8x104x28x28xf32>
    %101 = stablehlo.add %78, %100 : tensor<8x104x28x28xf32>
    %102 = stablehlo.maximum %101, %cst_10 : tensor<8x104x28x28xf32>
    %103 = stablehlo.convolution(%102, %arg282) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<208x104x1x1xf32>) -> tensor<8x208x14x14xf32>
    %104 = "stablehlo.batch_norm_inference"(%103, %arg281, %arg280, %arg279, %arg278) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %105 = stablehlo.convolution(%102, %arg181) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x104x28x28xf32>, tensor<208x104x1x1xf32>) -> tensor<8x208x28x28xf32>
    %106 = "stablehlo.batch_norm_inference"(%105, %arg180, %arg179, %arg178, %arg177) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x28x28xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x28x28xf32>
    %107 = stablehlo.maximum %106, %cst_6 : tensor<8x208x28x28xf32>
    %108 = stablehlo.convolution(%107, %arg176) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x28x28xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %109 = "stablehlo.batch_norm_inference"(%108, %arg175, %arg174, %arg173, %arg172) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %110 = stablehlo.maximum %109, %cst_5 : tensor<8x208x14x14xf32>
    %111 = stablehlo.reduce(%110 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %112 = stablehlo.multiply %111, %cst_4 : tensor<8x208xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %114 = stablehlo.convolution(%113, %arg277) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<26x208x1x1xf32>) -> tensor<8x26x1x1xf32>
    %115 = stablehlo.broadcast_in_dim %arg276, dims = [1] : (tensor<26xf32>) -> tensor<8x26x1x1xf32>
    %116 = stablehlo.add %114, %115 : tensor<8x26x1x1xf32>
    %117 = stablehlo.maximum %116, %cst_7 : tensor<8x26x1x1xf32>
    %118 = stablehlo.convolution(%117, %arg275) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x26x1x1xf32>, tensor<208x26x1x1xf32>) -> tensor<8x208x1x1xf32>
    %119 = stablehlo.broadcast_in_dim %arg274, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %120 = stablehlo.add %118, %119 : tensor<8x208x1x1xf32>
    %121 = stablehlo.logistic %120 : tensor<8x208x1x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %124 = stablehlo.multiply %123, %110 : tensor<8x208x14x14xf32>
    %125 = stablehlo.convolution(%124, %arg171) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %126 = "stablehlo.batch_norm_inference"(%125, %arg170, %arg169, %arg168, %arg167) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %127 = stablehlo.add %104, %126 : tensor<8x208x14x14xf32>
    %128 = stablehlo.maximum %127, %cst_5 : tensor<8x208x14x14xf32>
    %129 = stablehlo.convolution(%128, %arg166) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %130 = "stablehlo.batch_norm_inference"(%129, %arg165, %arg164, %arg163, %arg162) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %131 = stablehlo.maximum %130, %cst_5 : tensor<8x208x14x14xf32>
    %132 = stablehlo.convolution(%131, %arg161) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %133 = "stablehlo.batch_norm_inference"(%132, %arg160, %arg159, %arg158, %arg157) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %134 = stablehlo.maximum %133, %cst_5 : tensor<8x208x14x14xf32>
    %135 = stablehlo.reduce(%134 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %136 = stablehlo.multiply %135, %cst_4 : tensor<8x208xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %138 = stablehlo.convolution(%137, %arg286) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<52x208x1x1xf32>) -> tensor<8x52x1x1xf32>
    %139 = stablehlo.broadcast_in_dim %arg285, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x52x1x1xf32>
    %141 = stablehlo.maximum %140, %cst_3 : tensor<8x52x1x1xf32>
    %142 = stablehlo.convolution(%141, %arg284) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<208x52x1x1xf32>) -> tensor<8x208x1x1xf32>
    %143 = stablehlo.broadcast_in_dim %arg283, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %144 = stablehlo.add %142, %143 : tensor<8x208x1x1xf32>
    %145 = stablehlo.logistic %144 : tensor<8x208x1x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %148 = stablehlo.multiply %147, %134 : tensor<8x208x14x14xf32>
    %149 = stablehlo.convolution(%148, %arg156) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %150 = "stablehlo.batch_norm_inference"(%149, %arg155, %arg154, %arg153, %arg152) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %151 = stablehlo.add %128, %150 : tensor<8x208x14x14xf32>
    %152 = stablehlo.maximum %151, %cst_5 : tensor<8x208x14x14xf32>
    %153 = stablehlo.convolution(%152, %arg151) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %154 = "stablehlo.batch_norm_inference"(%153, %arg150, %arg149, %arg148, %arg147) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %155 = stablehlo.maximum %154, %cst_5 : tensor<8x208x14x14xf32>
    %156 = stablehlo.convolution(%155, %arg146) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %157 = "stablehlo.batch_norm_inference"(%156, %arg145, %arg144, %arg143, %arg142) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %158 = stablehlo.maximum %157, %cst_5 : tensor<8x208x14x14xf32>
    %159 = stablehlo.reduce(%158 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %160 = stablehlo.multiply %159, %cst_4 : tensor<8x208xf32>
    %161 = stablehlo.reshape %160 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %162 = stablehlo.convolution(%161, %arg290) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<52x208x1x1xf32>) -> tensor<8x52x1x1xf32>
    %163 = stablehlo.broadcast_in_dim %arg289, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %164 = stablehlo.add %162, %163 : tensor<8x52x1x1xf32>
    %165 = stablehlo.maximum %164, %cst_3 : tensor<8x52x1x1xf32>
    %166 = stablehlo.convolution(%165, %arg288) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<208x52x1x1xf32>) -> tensor<8x208x1x1xf32>
    %167 = stablehlo.broadcast_in_dim %arg287, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %168 = stablehlo.add %166, %167 : tensor<8x208x1x1xf32>
    %169 = stablehlo.logistic %168 : tensor<8x208x1x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %172 = stablehlo.multiply %171, %158 : tensor<8x208x14x14xf32>
    %173 = stablehlo.convolution(%172, %arg141) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %174 = "stablehlo.batch_norm_inference"(%173, %arg140, %arg139, %arg138, %arg137) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %175 = stablehlo.add %152, %174 : tensor<8x208x14x14xf32>
    %176 = stablehlo.maximum %175, %cst_5 : tensor<8x208x14x14xf32>
    %177 = stablehlo.convolution(%176, %arg136) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %178 = "stablehlo.batch_norm_inference"(%177, %arg135, %arg134, %arg133, %arg132) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %179 = stablehlo.maximum %178, %cst_5 : tensor<8x208x14x14xf32>
    %180 = stablehlo.convolution(%179, %arg131) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %181 = "stablehlo.batch_norm_inference"(%180, %arg130, %arg129, %arg128, %arg127) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %182 = stablehlo.maximum %181, %cst_5 : tensor<8x208x14x14xf32>
    %183 = stablehlo.reduce(%182 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %184 = stablehlo.multiply %183, %cst_4 : tensor<8x208xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %186 = stablehlo.convolution(%185, %arg294) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<52x208x1x1xf32>) -> tensor<8x52x1x1xf32>
    %187 = stablehlo.broadcast_in_dim %arg293, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x52x1x1xf32>
    %189 = stablehlo.maximum %188, %cst_3 : tensor<8x52x1x1xf32>
    %190 = stablehlo.convolution(%189, %arg292) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<208x52x1x1xf32>) -> tensor<8x208x1x1xf32>
    %191 = stablehlo.broadcast_in_dim %arg291, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %192 = stablehlo.add %190, %191 : tensor<8x208x1x1xf32>
    %193 = stablehlo.logistic %192 : tensor<8x208x1x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %196 = stablehlo.multiply %195, %182 : tensor<8x208x14x14xf32>
    %197 = stablehlo.convolution(%196, %arg126) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %198 = "stablehlo.batch_norm_inference"(%197, %arg125, %arg124, %arg123, %arg122) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %199 = stablehlo.add %176, %198 : tensor<8x208x14x14xf32>
    %200 = stablehlo.maximum %199, %cst_5 : tensor<8x208x14x14xf32>
    %201 = stablehlo.convolution(%200, %arg121) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %202 = "stablehlo.batch_norm_inference"(%201, %arg120, %arg119, %arg118, %arg117) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %203 = stablehlo.maximum %202, %cst_5 : tensor<8x208x14x14xf32>
    %204 = stablehlo.convolution(%203, %arg116) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %205 = "stablehlo.batch_norm_inference"(%204, %arg115, %arg114, %arg113, %arg112) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %206 = stablehlo.maximum %205, %cst_5 : tensor<8x208x14x14xf32>
    %207 = stablehlo.reduce(%206 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %208 = stablehlo.multiply %207, %cst_4 : tensor<8x208xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %210 = stablehlo.convolution(%209, %arg298) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<52x208x1x1xf32>) -> tensor<8x52x1x1xf32>
    %211 = stablehlo.broadcast_in_dim %arg297, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %212 = stablehlo.add %210, %211 : tensor<8x52x1x1xf32>
    %213 = stablehlo.maximum %212, %cst_3 : tensor<8x52x1x1xf32>
    %214 = stablehlo.convolution(%213, %arg296) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<208x52x1x1xf32>) -> tensor<8x208x1x1xf32>
    %215 = stablehlo.broadcast_in_dim %arg295, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %216 = stablehlo.add %214, %215 : tensor<8x208x1x1xf32>
    %217 = stablehlo.logistic %216 : tensor<8x208x1x1xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %220 = stablehlo.multiply %219, %206 : tensor<8x208x14x14xf32>
    %221 = stablehlo.convolution(%220, %arg111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %222 = "stablehlo.batch_norm_inference"(%221, %arg110, %arg109, %arg108, %arg107) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %223 = stablehlo.add %200, %222 : tensor<8x208x14x14xf32>
    %224 = stablehlo.maximum %223, %cst_5 : tensor<8x208x14x14xf32>
    %225 = stablehlo.convolution(%224, %arg106) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %226 = "stablehlo.batch_norm_inference"(%225, %arg105, %arg104, %arg103, %arg102) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %227 = stablehlo.maximum %226, %cst_5 : tensor<8x208x14x14xf32>
    %228 = stablehlo.convolution(%227, %arg101) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 26 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x8x3x3xf32>) -> tensor<8x208x14x14xf32>
    %229 = "stablehlo.batch_norm_inference"(%228, %arg100, %arg99, %arg98, %arg97) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %230 = stablehlo.maximum %229, %cst_5 : tensor<8x208x14x14xf32>
    %231 = stablehlo.reduce(%230 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x208x14x14xf32>, tensor<f32>) -> tensor<8x208xf32>
    %232 = stablehlo.multiply %231, %cst_4 : tensor<8x208xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x208xf32>) -> tensor<8x208x1x1xf32>
    %234 = stablehlo.convolution(%233, %arg302) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x1x1xf32>, tensor<52x208x1x1xf32>) -> tensor<8x52x1x1xf32>
    %235 = stablehlo.broadcast_in_dim %arg301, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %236 = stablehlo.add %234, %235 : tensor<8x52x1x1xf32>
    %237 = stablehlo.maximum %236, %cst_3 : tensor<8x52x1x1xf32>
    %238 = stablehlo.convolution(%237, %arg300) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<208x52x1x1xf32>) -> tensor<8x208x1x1xf32>
    %239 = stablehlo.broadcast_in_dim %arg299, dims = [1] : (tensor<208xf32>) -> tensor<8x208x1x1xf32>
    %240 = stablehlo.add %238, %239 : tensor<8x208x1x1xf32>
    %241 = stablehlo.logistic %240 : tensor<8x208x1x1xf32>
    %242 = stablehlo.reshape %241 : (tensor<8x208x1x1xf32>) -> tensor<8x208xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x208xf32>) -> tensor<8x208x14x14xf32>
    %244 = stablehlo.multiply %243, %230 : tensor<8x208x14x14xf32>
    %245 = stablehlo.convolution(%244, %arg96) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<208x208x1x1xf32>) -> tensor<8x208x14x14xf32>
    %246 = "stablehlo.batch_norm_inference"(%245, %arg95, %arg94, %arg93, %arg92) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x208x14x14xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>, tensor<208xf32>) -> tensor<8x208x14x14xf32>
    %247 = stablehlo.add %224, %246 : tensor<8x208x14x14xf32>
    %248 = stablehlo.maximum %247, %cst_5 : tensor<8x208x14x14xf32>
    %249 = stablehlo.convolution(%248, %arg311) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<440x208x1x1xf32>) -> tensor<8x440x7x7xf32>
    %250 = "stablehlo.batch_norm_inference"(%249, %arg310, %arg309, %arg308, %arg307) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %251 = stablehlo.convolution(%248, %arg91) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x208x14x14xf32>, tensor<440x208x1x1xf32>) -> tensor<8x440x14x14xf32>
    %252 = "stablehlo.batch_norm_inference"(%251, %arg90, %arg89, %arg88, %arg87) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x14x14xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x14x14xf32>
    %253 = stablehlo.maximum %252, %cst_2 : tensor<8x440x14x14xf32>
    %254 = stablehlo.convolution(%253, %arg86) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x14x14xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %255 = "stablehlo.batch_norm_inference"(%254, %arg85, %arg84, %arg83, %arg82) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %256 = stablehlo.maximum %255, %cst_1 : tensor<8x440x7x7xf32>
    %257 = stablehlo.reduce(%256 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %258 = stablehlo.multiply %257, %cst_0 : tensor<8x440xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %260 = stablehlo.convolution(%259, %arg306) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<52x440x1x1xf32>) -> tensor<8x52x1x1xf32>
    %261 = stablehlo.broadcast_in_dim %arg305, dims = [1] : (tensor<52xf32>) -> tensor<8x52x1x1xf32>
    %262 = stablehlo.add %260, %261 : tensor<8x52x1x1xf32>
    %263 = stablehlo.maximum %262, %cst_3 : tensor<8x52x1x1xf32>
    %264 = stablehlo.convolution(%263, %arg304) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x52x1x1xf32>, tensor<440x52x1x1xf32>) -> tensor<8x440x1x1xf32>
    %265 = stablehlo.broadcast_in_dim %arg303, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %266 = stablehlo.add %264, %265 : tensor<8x440x1x1xf32>
    %267 = stablehlo.logistic %266 : tensor<8x440x1x1xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %270 = stablehlo.multiply %269, %256 : tensor<8x440x7x7xf32>
    %271 = stablehlo.convolution(%270, %arg81) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %272 = "stablehlo.batch_norm_inference"(%271, %arg80, %arg79, %arg78, %arg77) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %273 = stablehlo.add %250, %272 : tensor<8x440x7x7xf32>
    %274 = stablehlo.maximum %273, %cst_1 : tensor<8x440x7x7xf32>
    %275 = stablehlo.convolution(%274, %arg76) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %276 = "stablehlo.batch_norm_inference"(%275, %arg75, %arg74, %arg73, %arg72) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %277 = stablehlo.maximum %276, %cst_1 : tensor<8x440x7x7xf32>
    %278 = stablehlo.convolution(%277, %arg71) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %279 = "stablehlo.batch_norm_inference"(%278, %arg70, %arg69, %arg68, %arg67) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %280 = stablehlo.maximum %279, %cst_1 : tensor<8x440x7x7xf32>
    %281 = stablehlo.reduce(%280 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %282 = stablehlo.multiply %281, %cst_0 : tensor<8x440xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %284 = stablehlo.convolution(%283, %arg315) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<110x440x1x1xf32>) -> tensor<8x110x1x1xf32>
    %285 = stablehlo.broadcast_in_dim %arg314, dims = [1] : (tensor<110xf32>) -> tensor<8x110x1x1xf32>
    %286 = stablehlo.add %284, %285 : tensor<8x110x1x1xf32>
    %287 = stablehlo.maximum %286, %cst : tensor<8x110x1x1xf32>
    %288 = stablehlo.convolution(%287, %arg313) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x110x1x1xf32>, tensor<440x110x1x1xf32>) -> tensor<8x440x1x1xf32>
    %289 = stablehlo.broadcast_in_dim %arg312, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %290 = stablehlo.add %288, %289 : tensor<8x440x1x1xf32>
    %291 = stablehlo.logistic %290 : tensor<8x440x1x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %294 = stablehlo.multiply %293, %280 : tensor<8x440x7x7xf32>
    %295 = stablehlo.convolution(%294, %arg66) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %296 = "stablehlo.batch_norm_inference"(%295, %arg65, %arg64, %arg63, %arg62) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %297 = stablehlo.add %274, %296 : tensor<8x440x7x7xf32>
    %298 = stablehlo.maximum %297, %cst_1 : tensor<8x440x7x7xf32>
    %299 = stablehlo.convolution(%298, %arg61) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %300 = "stablehlo.batch_norm_inference"(%299, %arg60, %arg59, %arg58, %arg57) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %301 = stablehlo.maximum %300, %cst_1 : tensor<8x440x7x7xf32>
    %302 = stablehlo.convolution(%301, %arg56) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %303 = "stablehlo.batch_norm_inference"(%302, %arg55, %arg54, %arg53, %arg52) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %304 = stablehlo.maximum %303, %cst_1 : tensor<8x440x7x7xf32>
    %305 = stablehlo.reduce(%304 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %306 = stablehlo.multiply %305, %cst_0 : tensor<8x440xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %308 = stablehlo.convolution(%307, %arg319) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<110x440x1x1xf32>) -> tensor<8x110x1x1xf32>
    %309 = stablehlo.broadcast_in_dim %arg318, dims = [1] : (tensor<110xf32>) -> tensor<8x110x1x1xf32>
    %310 = stablehlo.add %308, %309 : tensor<8x110x1x1xf32>
    %311 = stablehlo.maximum %310, %cst : tensor<8x110x1x1xf32>
    %312 = stablehlo.convolution(%311, %arg317) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x110x1x1xf32>, tensor<440x110x1x1xf32>) -> tensor<8x440x1x1xf32>
    %313 = stablehlo.broadcast_in_dim %arg316, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %314 = stablehlo.add %312, %313 : tensor<8x440x1x1xf32>
    %315 = stablehlo.logistic %314 : tensor<8x440x1x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %318 = stablehlo.multiply %317, %304 : tensor<8x440x7x7xf32>
    %319 = stablehlo.convolution(%318, %arg51) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %320 = "stablehlo.batch_norm_inference"(%319, %arg50, %arg49, %arg48, %arg47) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %321 = stablehlo.add %298, %320 : tensor<8x440x7x7xf32>
    %322 = stablehlo.maximum %321, %cst_1 : tensor<8x440x7x7xf32>
    %323 = stablehlo.convolution(%322, %arg46) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %324 = "stablehlo.batch_norm_inference"(%323, %arg45, %arg44, %arg43, %arg42) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %325 = stablehlo.maximum %324, %cst_1 : tensor<8x440x7x7xf32>
    %326 = stablehlo.convolution(%325, %arg41) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %327 = "stablehlo.batch_norm_inference"(%326, %arg40, %arg39, %arg38, %arg37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %328 = stablehlo.maximum %327, %cst_1 : tensor<8x440x7x7xf32>
    %329 = stablehlo.reduce(%328 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %330 = stablehlo.multiply %329, %cst_0 : tensor<8x440xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %332 = stablehlo.convolution(%331, %arg323) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<110x440x1x1xf32>) -> tensor<8x110x1x1xf32>
    %333 = stablehlo.broadcast_in_dim %arg322, dims = [1] : (tensor<110xf32>) -> tensor<8x110x1x1xf32>
    %334 = stablehlo.add %332, %333 : tensor<8x110x1x1xf32>
    %335 = stablehlo.maximum %334, %cst : tensor<8x110x1x1xf32>
    %336 = stablehlo.convolution(%335, %arg321) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x110x1x1xf32>, tensor<440x110x1x1xf32>) -> tensor<8x440x1x1xf32>
    %337 = stablehlo.broadcast_in_dim %arg320, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %338 = stablehlo.add %336, %337 : tensor<8x440x1x1xf32>
    %339 = stablehlo.logistic %338 : tensor<8x440x1x1xf32>
    %340 = stablehlo.reshape %339 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %342 = stablehlo.multiply %341, %328 : tensor<8x440x7x7xf32>
    %343 = stablehlo.convolution(%342, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %344 = "stablehlo.batch_norm_inference"(%343, %arg35, %arg34, %arg33, %arg32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %345 = stablehlo.add %322, %344 : tensor<8x440x7x7xf32>
    %346 = stablehlo.maximum %345, %cst_1 : tensor<8x440x7x7xf32>
    %347 = stablehlo.convolution(%346, %arg31) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %348 = "stablehlo.batch_norm_inference"(%347, %arg30, %arg29, %arg28, %arg27) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %349 = stablehlo.maximum %348, %cst_1 : tensor<8x440x7x7xf32>
    %350 = stablehlo.convolution(%349, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %351 = "stablehlo.batch_norm_inference"(%350, %arg25, %arg24, %arg23, %arg22) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %352 = stablehlo.maximum %351, %cst_1 : tensor<8x440x7x7xf32>
    %353 = stablehlo.reduce(%352 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %354 = stablehlo.multiply %353, %cst_0 : tensor<8x440xf32>
    %355 = stablehlo.reshape %354 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %356 = stablehlo.convolution(%355, %arg327) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<110x440x1x1xf32>) -> tensor<8x110x1x1xf32>
    %357 = stablehlo.broadcast_in_dim %arg326, dims = [1] : (tensor<110xf32>) -> tensor<8x110x1x1xf32>
    %358 = stablehlo.add %356, %357 : tensor<8x110x1x1xf32>
    %359 = stablehlo.maximum %358, %cst : tensor<8x110x1x1xf32>
    %360 = stablehlo.convolution(%359, %arg325) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x110x1x1xf32>, tensor<440x110x1x1xf32>) -> tensor<8x440x1x1xf32>
    %361 = stablehlo.broadcast_in_dim %arg324, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %362 = stablehlo.add %360, %361 : tensor<8x440x1x1xf32>
    %363 = stablehlo.logistic %362 : tensor<8x440x1x1xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %366 = stablehlo.multiply %365, %352 : tensor<8x440x7x7xf32>
    %367 = stablehlo.convolution(%366, %arg21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %368 = "stablehlo.batch_norm_inference"(%367, %arg20, %arg19, %arg18, %arg17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %369 = stablehlo.add %346, %368 : tensor<8x440x7x7xf32>
    %370 = stablehlo.maximum %369, %cst_1 : tensor<8x440x7x7xf32>
    %371 = stablehlo.convolution(%370, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %372 = "stablehlo.batch_norm_inference"(%371, %arg15, %arg14, %arg13, %arg12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %373 = stablehlo.maximum %372, %cst_1 : tensor<8x440x7x7xf32>
    %374 = stablehlo.convolution(%373, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 55 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x8x3x3xf32>) -> tensor<8x440x7x7xf32>
    %375 = "stablehlo.batch_norm_inference"(%374, %arg10, %arg9, %arg8, %arg7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %376 = stablehlo.maximum %375, %cst_1 : tensor<8x440x7x7xf32>
    %377 = stablehlo.reduce(%376 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %378 = stablehlo.multiply %377, %cst_0 : tensor<8x440xf32>
    %379 = stablehlo.reshape %378 : (tensor<8x440xf32>) -> tensor<8x440x1x1xf32>
    %380 = stablehlo.convolution(%379, %arg331) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x1x1xf32>, tensor<110x440x1x1xf32>) -> tensor<8x110x1x1xf32>
    %381 = stablehlo.broadcast_in_dim %arg330, dims = [1] : (tensor<110xf32>) -> tensor<8x110x1x1xf32>
    %382 = stablehlo.add %380, %381 : tensor<8x110x1x1xf32>
    %383 = stablehlo.maximum %382, %cst : tensor<8x110x1x1xf32>
    %384 = stablehlo.convolution(%383, %arg329) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x110x1x1xf32>, tensor<440x110x1x1xf32>) -> tensor<8x440x1x1xf32>
    %385 = stablehlo.broadcast_in_dim %arg328, dims = [1] : (tensor<440xf32>) -> tensor<8x440x1x1xf32>
    %386 = stablehlo.add %384, %385 : tensor<8x440x1x1xf32>
    %387 = stablehlo.logistic %386 : tensor<8x440x1x1xf32>
    %388 = stablehlo.reshape %387 : (tensor<8x440x1x1xf32>) -> tensor<8x440xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x440xf32>) -> tensor<8x440x7x7xf32>
    %390 = stablehlo.multiply %389, %376 : tensor<8x440x7x7xf32>
    %391 = stablehlo.convolution(%390, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x440x7x7xf32>, tensor<440x440x1x1xf32>) -> tensor<8x440x7x7xf32>
    %392 = "stablehlo.batch_norm_inference"(%391, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x440x7x7xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>, tensor<440xf32>) -> tensor<8x440x7x7xf32>
    %393 = stablehlo.add %370, %392 : tensor<8x440x7x7xf32>
    %394 = stablehlo.maximum %393, %cst_1 : tensor<8x440x7x7xf32>
    %395 = stablehlo.reduce(%394 init: %cst_17) applies stablehlo.add across dimensions = [3, 2] : (tensor<8x440x7x7xf32>, tensor<f32>) -> tensor<8x440xf32>
    %396 = stablehlo.multiply %395, %cst_0 : tensor<8x440xf32>
    %397 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[440,1000]{0,1}"} : (tensor<1000x440xf32>) -> tensor<440x1000xf32>
    %398 = stablehlo.dot_general %396, %397, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x440xf32>, tensor<440x1000xf32>) -> tensor<8x1000xf32>
    %399 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1000xf32>) -> tensor<8x1000xf32>
    %400 = stablehlo.add %398, %399 : tensor<8x1000xf32>
    return %400 : tensor<8x1000xf32>
  }
}
