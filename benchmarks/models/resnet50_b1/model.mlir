module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x7x3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<1x1x64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<3x3x64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<1x1x64x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<1x1x64x256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<1x1x256x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<3x3x64x64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<1x1x64x256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<1x1x256x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<3x3x64x64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64xf32>, %arg60: tensor<1x1x64x256xf32>, %arg61: tensor<256xf32>, %arg62: tensor<256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256xf32>, %arg65: tensor<256xf32>, %arg66: tensor<1x1x256x128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128xf32>, %arg72: tensor<3x3x128x128xf32>, %arg73: tensor<128xf32>, %arg74: tensor<128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<1x1x256x512xf32>, %arg79: tensor<512xf32>, %arg80: tensor<1x1x128x512xf32>, %arg81: tensor<512xf32>, %arg82: tensor<512xf32>, %arg83: tensor<512xf32>, %arg84: tensor<512xf32>, %arg85: tensor<512xf32>, %arg86: tensor<512xf32>, %arg87: tensor<512xf32>, %arg88: tensor<512xf32>, %arg89: tensor<512xf32>, %arg90: tensor<1x1x512x128xf32>, %arg91: tensor<128xf32>, %arg92: tensor<128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<128xf32>, %arg96: tensor<3x3x128x128xf32>, %arg97: tensor<128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<128xf32>, %arg102: tensor<1x1x128x512xf32>, %arg103: tensor<512xf32>, %arg104: tensor<512xf32>, %arg105: tensor<512xf32>, %arg106: tensor<512xf32>, %arg107: tensor<512xf32>, %arg108: tensor<1x1x512x128xf32>, %arg109: tensor<128xf32>, %arg110: tensor<128xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<128xf32>, %arg114: tensor<3x3x128x128xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128xf32>, %arg117: tensor<128xf32>, %arg118: tensor<128xf32>, %arg119: tensor<128xf32>, %arg120: tensor<1x1x128x512xf32>, %arg121: tensor<512xf32>, %arg122: tensor<512xf32>, %arg123: tensor<512xf32>, %arg124: tensor<512xf32>, %arg125: tensor<512xf32>, %arg126: tensor<1x1x512x128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128xf32>, %arg129: tensor<128xf32>, %arg130: tensor<128xf32>, %arg131: tensor<128xf32>, %arg132: tensor<3x3x128x128xf32>, %arg133: tensor<128xf32>, %arg134: tensor<128xf32>, %arg135: tensor<128xf32>, %arg136: tensor<128xf32>, %arg137: tensor<128xf32>, %arg138: tensor<1x1x128x512xf32>, %arg139: tensor<512xf32>, %arg140: tensor<512xf32>, %arg141: tensor<512xf32>, %arg142: tensor<512xf32>, %arg143: tensor<512xf32>, %arg144: tensor<1x1x512x256xf32>, %arg145: tensor<256xf32>, %arg146: tensor<256xf32>, %arg147: tensor<256xf32>, %arg148: tensor<256xf32>, %arg149: tensor<256xf32>, %arg150: tensor<3x3x256x256xf32>, %arg151: tensor<256xf32>, %arg152: tensor<256xf32>, %arg153: tensor<256xf32>, %arg154: tensor<256xf32>, %arg155: tensor<256xf32>, %arg156: tensor<1x1x512x1024xf32>, %arg157: tensor<1024xf32>, %arg158: tensor<1x1x256x1024xf32>, %arg159: tensor<1024xf32>, %arg160: tensor<1024xf32>, %arg161: tensor<1024xf32>, %arg162: tensor<1024xf32>, %arg163: tensor<1024xf32>, %arg164: tensor<1024xf32>, %arg165: tensor<1024xf32>, %arg166: tensor<1024xf32>, %arg167: tensor<1024xf32>, %arg168: tensor<1x1x1024x256xf32>, %arg169: tensor<256xf32>, %arg170: tensor<256xf32>, %arg171: tensor<256xf32>, %arg172: tensor<256xf32>, %arg173: tensor<256xf32>, %arg174: tensor<3x3x256x256xf32>, %arg175: tensor<256xf32>, %arg176: tensor<256xf32>, %arg177: tensor<256xf32>, %arg178: tensor<256xf32>, %arg179: tensor<256xf32>, %arg180: tensor<1x1x256x1024xf32>, %arg181: tensor<1024xf32>, %arg182: tensor<1024xf32>, %arg183: tensor<1024xf32>, %arg184: tensor<1024xf32>, %arg185: tensor<1024xf32>, %arg186: tensor<1x1x1024x256xf32>, %arg187: tensor<256xf32>, %arg188: tensor<256xf32>, %arg189: tensor<256xf32>, %arg190: tensor<256xf32>, %arg191: tensor<256xf32>, %arg192: tensor<3x3x256x256xf32>, %arg193: tensor<256xf32>, %arg194: tensor<256xf32>, %arg195: tensor<256xf32>, %arg196: tensor<256xf32>, %arg197: tensor<256xf32>, %arg198: tensor<1x1x256x1024xf32>, %arg199: tensor<1024xf32>, %arg200: tensor<1024xf32>, %arg201: tensor<1024xf32>, %arg202: tensor<1024xf32>, %arg203: tensor<1024xf32>, %arg204: tensor<1x1x1024x256xf32>, %arg205: tensor<256xf32>, %arg206: tensor<256xf32>, %arg207: tensor<256xf32>, %arg208: tensor<256xf32>, %arg209: tensor<256xf32>, %arg210: tensor<3x3x256x256xf32>, %arg211: tensor<256xf32>, %arg212: tensor<256xf32>, %arg213: tensor<256xf32>, %arg214: tensor<256xf32>, %arg215: tensor<256xf32>, %arg216: tensor<1x1x256x1024xf32>, %arg217: tensor<1024xf32>, %arg218: tensor<1024xf32>, %arg219: tensor<1024xf32>, %arg220: tensor<1024xf32>, %arg221: tensor<1024xf32>, %arg222: tensor<1x1x1024x256xf32>, %arg223: tensor<256xf32>, %arg224: tensor<256xf32>, %arg225: tensor<256xf32>, %arg226: tensor<256xf32>, %arg227: tensor<256xf32>, %arg228: tensor<3x3x256x256xf32>, %arg229: tensor<256xf32>, %arg230: tensor<256xf32>, %arg231: tensor<256xf32>, %arg232: tensor<256xf32>, %arg233: tensor<256xf32>, %arg234: tensor<1x1x256x1024xf32>, %arg235: tensor<1024xf32>, %arg236: tensor<1024xf32>, %arg237: tensor<1024xf32>, %arg238: tensor<1024xf32>, %arg239: tensor<1024xf32>, %arg240: tensor<1x1x1024x256xf32>, %arg241: tensor<256xf32>, %arg242: tensor<256xf32>, %arg243: tensor<256xf32>, %arg244: tensor<256xf32>, %arg245: tensor<256xf32>, %arg246: tensor<3x3x256x256xf32>, %arg247: tensor<256xf32>, %arg248: tensor<256xf32>, %arg249: tensor<256xf32>, %arg250: tensor<256xf32>, %arg251: tensor<256xf32>, %arg252: tensor<1x1x256x1024xf32>, %arg253: tensor<1024xf32>, %arg254: tensor<1024xf32>, %arg255: tensor<1024xf32>, %arg256: tensor<1024xf32>, %arg257: tensor<1024xf32>, %arg258: tensor<1x1x1024x512xf32>, %arg259: tensor<512xf32>, %arg260: tensor<512xf32>, %arg261: tensor<512xf32>, %arg262: tensor<512xf32>, %arg263: tensor<512xf32>, %arg264: tensor<3x3x512x512xf32>, %arg265: tensor<512xf32>, %arg266: tensor<512xf32>, %arg267: tensor<512xf32>, %arg268: tensor<512xf32>, %arg269: tensor<512xf32>, %arg270: tensor<1x1x1024x2048xf32>, %arg271: tensor<2048xf32>, %arg272: tensor<1x1x512x2048xf32>, %arg273: tensor<2048xf32>, %arg274: tensor<2048xf32>, %arg275: tensor<2048xf32>, %arg276: tensor<2048xf32>, %arg277: tensor<2048xf32>, %arg278: tensor<2048xf32>, %arg279: tensor<2048xf32>, %arg280: tensor<2048xf32>, %arg281: tensor<2048xf32>, %arg282: tensor<1x1x2048x512xf32>, %arg283: tensor<512xf32>, %arg284: tensor<512xf32>, %arg285: tensor<512xf32>, %arg286: tensor<512xf32>, %arg287: tensor<512xf32>, %arg288: tensor<3x3x512x512xf32>, %arg289: tensor<512xf32>, %arg290: tensor<512xf32>, %arg291: tensor<512xf32>, %arg292: tensor<512xf32>, %arg293: tensor<512xf32>, %arg294: tensor<1x1x512x2048xf32>, %arg295: tensor<2048xf32>, %arg296: tensor<2048xf32>, %arg297: tensor<2048xf32>, %arg298: tensor<2048xf32>, %arg299: tensor<2048xf32>, %arg300: tensor<1x1x2048x512xf32>, %arg301: tensor<512xf32>, %arg302: tensor<512xf32>, %arg303: tensor<512xf32>, %arg304: tensor<512xf32>, %arg305: tensor<512xf32>, %arg306: tensor<3x3x512x512xf32>, %arg307: tensor<512xf32>, %arg308: tensor<512xf32>, %arg309: tensor<512xf32>, %arg310: tensor<512xf32>, %arg311: tensor<512xf32>, %arg312: tensor<1x1x512x2048xf32>, %arg313: tensor<2048xf32>, %arg314: tensor<2048xf32>, %arg315: tensor<2048xf32>, %arg316: tensor<2048xf32>, %arg317: tensor<2048xf32>, %arg318: tensor<2048x1000xf32>, %arg319: tensor<1000xf32>, %arg320: tensor<1x64x64x3xf32>) -> (tensor<1x1000xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg320, %c) : (tensor<1x64x64x3xf32>, tensor<i32>) -> tensor<1x70x70x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x70x70x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x32x32x64xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x32x32x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<1x32x32x64xf32>
    %5 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %6 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x1x1x64xf32>
    %9 = stablehlo.rsqrt %8 : tensor<1x1x1x64xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<1x1x1x64xf32>
    %12 = stablehlo.negate %5 : tensor<1x1x1x64xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x1x1x64xf32>
    %14 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x32x32x64xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<1x32x32x64xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x32x32x64xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x32x32x64xf32>
    %20 = call @relu(%19) : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %21 = call @_pad_0(%20, %c_0) : (tensor<1x32x32x64xf32>, tensor<i32>) -> tensor<1x34x34x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.reduce_window"(%21, %22) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg321: tensor<f32>, %arg322: tensor<f32>):
      %1093 = stablehlo.maximum %arg321, %arg322 : tensor<f32>
      stablehlo.return %1093 : tensor<f32>
    }) : (tensor<1x34x34x64xf32>, tensor<f32>) -> tensor<1x16x16x64xf32>
    %24 = stablehlo.convolution(%23, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x16x16x64xf32>
    %25 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<1x16x16x64xf32>
    %28 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x1x1x64xf32>
    %32 = stablehlo.rsqrt %31 : tensor<1x1x1x64xf32>
    %33 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x1x1x64xf32>
    %35 = stablehlo.negate %28 : tensor<1x1x1x64xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<1x1x1x64xf32>
    %37 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<1x16x16x64xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x16x16x64xf32>
    %43 = call @relu_1(%42) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %44 = stablehlo.convolution(%43, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x16x16x64xf32>
    %45 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<1x16x16x64xf32>
    %48 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %49 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_3 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %51 = stablehlo.add %49, %50 : tensor<1x1x1x64xf32>
    %52 = stablehlo.rsqrt %51 : tensor<1x1x1x64xf32>
    %53 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<1x1x1x64xf32>
    %55 = stablehlo.negate %48 : tensor<1x1x1x64xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<1x1x1x64xf32>
    %57 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<1x1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %60 = stablehlo.multiply %47, %59 : tensor<1x16x16x64xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %62 = stablehlo.add %60, %61 : tensor<1x16x16x64xf32>
    %63 = call @relu_1(%62) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %64 = stablehlo.convolution(%63, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<1x1x64x256xf32>) -> tensor<1x16x16x256xf32>
    %65 = stablehlo.reshape %arg21 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %67 = stablehlo.add %64, %66 : tensor<1x16x16x256xf32>
    %68 = stablehlo.convolution(%23, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<1x1x64x256xf32>) -> tensor<1x16x16x256xf32>
    %69 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %71 = stablehlo.add %68, %70 : tensor<1x16x16x256xf32>
    %72 = stablehlo.reshape %arg24 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %73 = stablehlo.reshape %arg25 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_4 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %75 = stablehlo.add %73, %74 : tensor<1x1x1x256xf32>
    %76 = stablehlo.rsqrt %75 : tensor<1x1x1x256xf32>
    %77 = stablehlo.reshape %arg22 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<1x1x1x256xf32>
    %79 = stablehlo.negate %72 : tensor<1x1x1x256xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<1x1x1x256xf32>
    %81 = stablehlo.reshape %arg23 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %82 = stablehlo.add %80, %81 : tensor<1x1x1x256xf32>
    %83 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %84 = stablehlo.multiply %71, %83 : tensor<1x16x16x256xf32>
    %85 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x16x16x256xf32>
    %87 = stablehlo.reshape %arg28 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %88 = stablehlo.reshape %arg29 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_5 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %90 = stablehlo.add %88, %89 : tensor<1x1x1x256xf32>
    %91 = stablehlo.rsqrt %90 : tensor<1x1x1x256xf32>
    %92 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x1x1x256xf32>
    %94 = stablehlo.negate %87 : tensor<1x1x1x256xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<1x1x1x256xf32>
    %96 = stablehlo.reshape %arg27 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %97 = stablehlo.add %95, %96 : tensor<1x1x1x256xf32>
    %98 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %99 = stablehlo.multiply %67, %98 : tensor<1x16x16x256xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %101 = stablehlo.add %99, %100 : tensor<1x16x16x256xf32>
    %102 = stablehlo.add %86, %101 : tensor<1x16x16x256xf32>
    %103 = call @relu_2(%102) : (tensor<1x16x16x256xf32>) -> tensor<1x16x16x256xf32>
    %104 = stablehlo.convolution(%103, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x256xf32>, tensor<1x1x256x64xf32>) -> tensor<1x16x16x64xf32>
    %105 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %107 = stablehlo.add %104, %106 : tensor<1x16x16x64xf32>
    %108 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %109 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_6 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %111 = stablehlo.add %109, %110 : tensor<1x1x1x64xf32>
    %112 = stablehlo.rsqrt %111 : tensor<1x1x1x64xf32>
    %113 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<1x1x1x64xf32>
    %115 = stablehlo.negate %108 : tensor<1x1x1x64xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<1x1x1x64xf32>
    %117 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %120 = stablehlo.multiply %107, %119 : tensor<1x16x16x64xf32>
    %121 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x16x16x64xf32>
    %123 = call @relu_1(%122) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %124 = stablehlo.convolution(%123, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x16x16x64xf32>
    %125 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %127 = stablehlo.add %124, %126 : tensor<1x16x16x64xf32>
    %128 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %129 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_7 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %131 = stablehlo.add %129, %130 : tensor<1x1x1x64xf32>
    %132 = stablehlo.rsqrt %131 : tensor<1x1x1x64xf32>
    %133 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<1x1x1x64xf32>
    %135 = stablehlo.negate %128 : tensor<1x1x1x64xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<1x1x1x64xf32>
    %137 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<1x16x16x64xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %142 = stablehlo.add %140, %141 : tensor<1x16x16x64xf32>
    %143 = call @relu_1(%142) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %144 = stablehlo.convolution(%143, %arg42) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<1x1x64x256xf32>) -> tensor<1x16x16x256xf32>
    %145 = stablehlo.reshape %arg43 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %147 = stablehlo.add %144, %146 : tensor<1x16x16x256xf32>
    %148 = stablehlo.reshape %arg46 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %149 = stablehlo.reshape %arg47 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_8 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %151 = stablehlo.add %149, %150 : tensor<1x1x1x256xf32>
    %152 = stablehlo.rsqrt %151 : tensor<1x1x1x256xf32>
    %153 = stablehlo.reshape %arg44 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<1x1x1x256xf32>
    %155 = stablehlo.negate %148 : tensor<1x1x1x256xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<1x1x1x256xf32>
    %157 = stablehlo.reshape %arg45 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %158 = stablehlo.add %156, %157 : tensor<1x1x1x256xf32>
    %159 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %160 = stablehlo.multiply %147, %159 : tensor<1x16x16x256xf32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %162 = stablehlo.add %160, %161 : tensor<1x16x16x256xf32>
    %163 = stablehlo.add %103, %162 : tensor<1x16x16x256xf32>
    %164 = call @relu_2(%163) : (tensor<1x16x16x256xf32>) -> tensor<1x16x16x256xf32>
    %165 = stablehlo.convolution(%164, %arg48) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x256xf32>, tensor<1x1x256x64xf32>) -> tensor<1x16x16x64xf32>
    %166 = stablehlo.reshape %arg49 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<1x16x16x64xf32>
    %169 = stablehlo.reshape %arg52 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %170 = stablehlo.reshape %arg53 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_9 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %172 = stablehlo.add %170, %171 : tensor<1x1x1x64xf32>
    %173 = stablehlo.rsqrt %172 : tensor<1x1x1x64xf32>
    %174 = stablehlo.reshape %arg50 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<1x1x1x64xf32>
    %176 = stablehlo.negate %169 : tensor<1x1x1x64xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<1x1x1x64xf32>
    %178 = stablehlo.reshape %arg51 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %179 = stablehlo.add %177, %178 : tensor<1x1x1x64xf32>
    %180 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %181 = stablehlo.multiply %168, %180 : tensor<1x16x16x64xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<1x16x16x64xf32>
    %184 = call @relu_1(%183) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %185 = stablehlo.convolution(%184, %arg54) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x16x16x64xf32>
    %186 = stablehlo.reshape %arg55 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %188 = stablehlo.add %185, %187 : tensor<1x16x16x64xf32>
    %189 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %190 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_10 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %192 = stablehlo.add %190, %191 : tensor<1x1x1x64xf32>
    %193 = stablehlo.rsqrt %192 : tensor<1x1x1x64xf32>
    %194 = stablehlo.reshape %arg56 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<1x1x1x64xf32>
    %196 = stablehlo.negate %189 : tensor<1x1x1x64xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<1x1x1x64xf32>
    %198 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %199 = stablehlo.add %197, %198 : tensor<1x1x1x64xf32>
    %200 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %201 = stablehlo.multiply %188, %200 : tensor<1x16x16x64xf32>
    %202 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %203 = stablehlo.add %201, %202 : tensor<1x16x16x64xf32>
    %204 = call @relu_1(%203) : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %205 = stablehlo.convolution(%204, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<1x1x64x256xf32>) -> tensor<1x16x16x256xf32>
    %206 = stablehlo.reshape %arg61 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %208 = stablehlo.add %205, %207 : tensor<1x16x16x256xf32>
    %209 = stablehlo.reshape %arg64 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %210 = stablehlo.reshape %arg65 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_11 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %212 = stablehlo.add %210, %211 : tensor<1x1x1x256xf32>
    %213 = stablehlo.rsqrt %212 : tensor<1x1x1x256xf32>
    %214 = stablehlo.reshape %arg62 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<1x1x1x256xf32>
    %216 = stablehlo.negate %209 : tensor<1x1x1x256xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<1x1x1x256xf32>
    %218 = stablehlo.reshape %arg63 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %219 = stablehlo.add %217, %218 : tensor<1x1x1x256xf32>
    %220 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %221 = stablehlo.multiply %208, %220 : tensor<1x16x16x256xf32>
    %222 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x16x16x256xf32>
    %223 = stablehlo.add %221, %222 : tensor<1x16x16x256xf32>
    %224 = stablehlo.add %164, %223 : tensor<1x16x16x256xf32>
    %225 = call @relu_2(%224) : (tensor<1x16x16x256xf32>) -> tensor<1x16x16x256xf32>
    %226 = stablehlo.convolution(%225, %arg66) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x256xf32>, tensor<1x1x256x128xf32>) -> tensor<1x8x8x128xf32>
    %227 = stablehlo.reshape %arg67 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1x8x8x128xf32>
    %230 = stablehlo.reshape %arg70 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %231 = stablehlo.reshape %arg71 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_12 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %233 = stablehlo.add %231, %232 : tensor<1x1x1x128xf32>
    %234 = stablehlo.rsqrt %233 : tensor<1x1x1x128xf32>
    %235 = stablehlo.reshape %arg68 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<1x1x1x128xf32>
    %237 = stablehlo.negate %230 : tensor<1x1x1x128xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<1x1x1x128xf32>
    %239 = stablehlo.reshape %arg69 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %240 = stablehlo.add %238, %239 : tensor<1x1x1x128xf32>
    %241 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %242 = stablehlo.multiply %229, %241 : tensor<1x8x8x128xf32>
    %243 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %244 = stablehlo.add %242, %243 : tensor<1x8x8x128xf32>
    %245 = call @relu_3(%244) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %246 = stablehlo.convolution(%245, %arg72) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x8x8x128xf32>
    %247 = stablehlo.reshape %arg73 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %249 = stablehlo.add %246, %248 : tensor<1x8x8x128xf32>
    %250 = stablehlo.reshape %arg76 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %251 = stablehlo.reshape %arg77 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_13 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %253 = stablehlo.add %251, %252 : tensor<1x1x1x128xf32>
    %254 = stablehlo.rsqrt %253 : tensor<1x1x1x128xf32>
    %255 = stablehlo.reshape %arg74 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<1x1x1x128xf32>
    %257 = stablehlo.negate %250 : tensor<1x1x1x128xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<1x1x1x128xf32>
    %259 = stablehlo.reshape %arg75 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %260 = stablehlo.add %258, %259 : tensor<1x1x1x128xf32>
    %261 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %262 = stablehlo.multiply %249, %261 : tensor<1x8x8x128xf32>
    %263 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %264 = stablehlo.add %262, %263 : tensor<1x8x8x128xf32>
    %265 = call @relu_3(%264) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %266 = stablehlo.convolution(%265, %arg80) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<1x1x128x512xf32>) -> tensor<1x8x8x512xf32>
    %267 = stablehlo.reshape %arg81 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %269 = stablehlo.add %266, %268 : tensor<1x8x8x512xf32>
    %270 = stablehlo.convolution(%225, %arg78) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x256xf32>, tensor<1x1x256x512xf32>) -> tensor<1x8x8x512xf32>
    %271 = stablehlo.reshape %arg79 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %273 = stablehlo.add %270, %272 : tensor<1x8x8x512xf32>
    %274 = stablehlo.reshape %arg84 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %275 = stablehlo.reshape %arg85 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_14 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %277 = stablehlo.add %275, %276 : tensor<1x1x1x512xf32>
    %278 = stablehlo.rsqrt %277 : tensor<1x1x1x512xf32>
    %279 = stablehlo.reshape %arg82 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<1x1x1x512xf32>
    %281 = stablehlo.negate %274 : tensor<1x1x1x512xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<1x1x1x512xf32>
    %283 = stablehlo.reshape %arg83 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %284 = stablehlo.add %282, %283 : tensor<1x1x1x512xf32>
    %285 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %286 = stablehlo.multiply %273, %285 : tensor<1x8x8x512xf32>
    %287 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %288 = stablehlo.add %286, %287 : tensor<1x8x8x512xf32>
    %289 = stablehlo.reshape %arg88 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %290 = stablehlo.reshape %arg89 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_15 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %292 = stablehlo.add %290, %291 : tensor<1x1x1x512xf32>
    %293 = stablehlo.rsqrt %292 : tensor<1x1x1x512xf32>
    %294 = stablehlo.reshape %arg86 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<1x1x1x512xf32>
    %296 = stablehlo.negate %289 : tensor<1x1x1x512xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<1x1x1x512xf32>
    %298 = stablehlo.reshape %arg87 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %299 = stablehlo.add %297, %298 : tensor<1x1x1x512xf32>
    %300 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %301 = stablehlo.multiply %269, %300 : tensor<1x8x8x512xf32>
    %302 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %303 = stablehlo.add %301, %302 : tensor<1x8x8x512xf32>
    %304 = stablehlo.add %288, %303 : tensor<1x8x8x512xf32>
    %305 = call @relu_4(%304) : (tensor<1x8x8x512xf32>) -> tensor<1x8x8x512xf32>
    %306 = stablehlo.convolution(%305, %arg90) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x512xf32>, tensor<1x1x512x128xf32>) -> tensor<1x8x8x128xf32>
    %307 = stablehlo.reshape %arg91 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %309 = stablehlo.add %306, %308 : tensor<1x8x8x128xf32>
    %310 = stablehlo.reshape %arg94 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %311 = stablehlo.reshape %arg95 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_16 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %313 = stablehlo.add %311, %312 : tensor<1x1x1x128xf32>
    %314 = stablehlo.rsqrt %313 : tensor<1x1x1x128xf32>
    %315 = stablehlo.reshape %arg92 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<1x1x1x128xf32>
    %317 = stablehlo.negate %310 : tensor<1x1x1x128xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<1x1x1x128xf32>
    %319 = stablehlo.reshape %arg93 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %320 = stablehlo.add %318, %319 : tensor<1x1x1x128xf32>
    %321 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %322 = stablehlo.multiply %309, %321 : tensor<1x8x8x128xf32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %324 = stablehlo.add %322, %323 : tensor<1x8x8x128xf32>
    %325 = call @relu_3(%324) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %326 = stablehlo.convolution(%325, %arg96) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x8x8x128xf32>
    %327 = stablehlo.reshape %arg97 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %329 = stablehlo.add %326, %328 : tensor<1x8x8x128xf32>
    %330 = stablehlo.reshape %arg100 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %331 = stablehlo.reshape %arg101 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_17 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %333 = stablehlo.add %331, %332 : tensor<1x1x1x128xf32>
    %334 = stablehlo.rsqrt %333 : tensor<1x1x1x128xf32>
    %335 = stablehlo.reshape %arg98 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<1x1x1x128xf32>
    %337 = stablehlo.negate %330 : tensor<1x1x1x128xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<1x1x1x128xf32>
    %339 = stablehlo.reshape %arg99 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %340 = stablehlo.add %338, %339 : tensor<1x1x1x128xf32>
    %341 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %342 = stablehlo.multiply %329, %341 : tensor<1x8x8x128xf32>
    %343 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %344 = stablehlo.add %342, %343 : tensor<1x8x8x128xf32>
    %345 = call @relu_3(%344) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %346 = stablehlo.convolution(%345, %arg102) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<1x1x128x512xf32>) -> tensor<1x8x8x512xf32>
    %347 = stablehlo.reshape %arg103 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %349 = stablehlo.add %346, %348 : tensor<1x8x8x512xf32>
    %350 = stablehlo.reshape %arg106 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %351 = stablehlo.reshape %arg107 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_18 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %353 = stablehlo.add %351, %352 : tensor<1x1x1x512xf32>
    %354 = stablehlo.rsqrt %353 : tensor<1x1x1x512xf32>
    %355 = stablehlo.reshape %arg104 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<1x1x1x512xf32>
    %357 = stablehlo.negate %350 : tensor<1x1x1x512xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<1x1x1x512xf32>
    %359 = stablehlo.reshape %arg105 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %360 = stablehlo.add %358, %359 : tensor<1x1x1x512xf32>
    %361 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %362 = stablehlo.multiply %349, %361 : tensor<1x8x8x512xf32>
    %363 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %364 = stablehlo.add %362, %363 : tensor<1x8x8x512xf32>
    %365 = stablehlo.add %305, %364 : tensor<1x8x8x512xf32>
    %366 = call @relu_4(%365) : (tensor<1x8x8x512xf32>) -> tensor<1x8x8x512xf32>
    %367 = stablehlo.convolution(%366, %arg108) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x512xf32>, tensor<1x1x512x128xf32>) -> tensor<1x8x8x128xf32>
    %368 = stablehlo.reshape %arg109 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %370 = stablehlo.add %367, %369 : tensor<1x8x8x128xf32>
    %371 = stablehlo.reshape %arg112 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %372 = stablehlo.reshape %arg113 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_19 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %374 = stablehlo.add %372, %373 : tensor<1x1x1x128xf32>
    %375 = stablehlo.rsqrt %374 : tensor<1x1x1x128xf32>
    %376 = stablehlo.reshape %arg110 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<1x1x1x128xf32>
    %378 = stablehlo.negate %371 : tensor<1x1x1x128xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<1x1x1x128xf32>
    %380 = stablehlo.reshape %arg111 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %381 = stablehlo.add %379, %380 : tensor<1x1x1x128xf32>
    %382 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %383 = stablehlo.multiply %370, %382 : tensor<1x8x8x128xf32>
    %384 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %385 = stablehlo.add %383, %384 : tensor<1x8x8x128xf32>
    %386 = call @relu_3(%385) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %387 = stablehlo.convolution(%386, %arg114) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x8x8x128xf32>
    %388 = stablehlo.reshape %arg115 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %390 = stablehlo.add %387, %389 : tensor<1x8x8x128xf32>
    %391 = stablehlo.reshape %arg118 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %392 = stablehlo.reshape %arg119 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_20 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %394 = stablehlo.add %392, %393 : tensor<1x1x1x128xf32>
    %395 = stablehlo.rsqrt %394 : tensor<1x1x1x128xf32>
    %396 = stablehlo.reshape %arg116 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<1x1x1x128xf32>
    %398 = stablehlo.negate %391 : tensor<1x1x1x128xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<1x1x1x128xf32>
    %400 = stablehlo.reshape %arg117 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %401 = stablehlo.add %399, %400 : tensor<1x1x1x128xf32>
    %402 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %403 = stablehlo.multiply %390, %402 : tensor<1x8x8x128xf32>
    %404 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %405 = stablehlo.add %403, %404 : tensor<1x8x8x128xf32>
    %406 = call @relu_3(%405) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %407 = stablehlo.convolution(%406, %arg120) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<1x1x128x512xf32>) -> tensor<1x8x8x512xf32>
    %408 = stablehlo.reshape %arg121 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %410 = stablehlo.add %407, %409 : tensor<1x8x8x512xf32>
    %411 = stablehlo.reshape %arg124 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %412 = stablehlo.reshape %arg125 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_21 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %414 = stablehlo.add %412, %413 : tensor<1x1x1x512xf32>
    %415 = stablehlo.rsqrt %414 : tensor<1x1x1x512xf32>
    %416 = stablehlo.reshape %arg122 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<1x1x1x512xf32>
    %418 = stablehlo.negate %411 : tensor<1x1x1x512xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<1x1x1x512xf32>
    %420 = stablehlo.reshape %arg123 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %421 = stablehlo.add %419, %420 : tensor<1x1x1x512xf32>
    %422 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %423 = stablehlo.multiply %410, %422 : tensor<1x8x8x512xf32>
    %424 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %425 = stablehlo.add %423, %424 : tensor<1x8x8x512xf32>
    %426 = stablehlo.add %366, %425 : tensor<1x8x8x512xf32>
    %427 = call @relu_4(%426) : (tensor<1x8x8x512xf32>) -> tensor<1x8x8x512xf32>
    %428 = stablehlo.convolution(%427, %arg126) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x512xf32>, tensor<1x1x512x128xf32>) -> tensor<1x8x8x128xf32>
    %429 = stablehlo.reshape %arg127 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %431 = stablehlo.add %428, %430 : tensor<1x8x8x128xf32>
    %432 = stablehlo.reshape %arg130 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %433 = stablehlo.reshape %arg131 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_22 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %435 = stablehlo.add %433, %434 : tensor<1x1x1x128xf32>
    %436 = stablehlo.rsqrt %435 : tensor<1x1x1x128xf32>
    %437 = stablehlo.reshape %arg128 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<1x1x1x128xf32>
    %439 = stablehlo.negate %432 : tensor<1x1x1x128xf32>
    %440 = stablehlo.multiply %439, %438 : tensor<1x1x1x128xf32>
    %441 = stablehlo.reshape %arg129 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %442 = stablehlo.add %440, %441 : tensor<1x1x1x128xf32>
    %443 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %444 = stablehlo.multiply %431, %443 : tensor<1x8x8x128xf32>
    %445 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %446 = stablehlo.add %444, %445 : tensor<1x8x8x128xf32>
    %447 = call @relu_3(%446) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %448 = stablehlo.convolution(%447, %arg132) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x8x8x128xf32>
    %449 = stablehlo.reshape %arg133 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %451 = stablehlo.add %448, %450 : tensor<1x8x8x128xf32>
    %452 = stablehlo.reshape %arg136 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %453 = stablehlo.reshape %arg137 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_23 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %455 = stablehlo.add %453, %454 : tensor<1x1x1x128xf32>
    %456 = stablehlo.rsqrt %455 : tensor<1x1x1x128xf32>
    %457 = stablehlo.reshape %arg134 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %458 = stablehlo.multiply %456, %457 : tensor<1x1x1x128xf32>
    %459 = stablehlo.negate %452 : tensor<1x1x1x128xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<1x1x1x128xf32>
    %461 = stablehlo.reshape %arg135 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %462 = stablehlo.add %460, %461 : tensor<1x1x1x128xf32>
    %463 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %464 = stablehlo.multiply %451, %463 : tensor<1x8x8x128xf32>
    %465 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %466 = stablehlo.add %464, %465 : tensor<1x8x8x128xf32>
    %467 = call @relu_3(%466) : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %468 = stablehlo.convolution(%467, %arg138) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<1x1x128x512xf32>) -> tensor<1x8x8x512xf32>
    %469 = stablehlo.reshape %arg139 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %471 = stablehlo.add %468, %470 : tensor<1x8x8x512xf32>
    %472 = stablehlo.reshape %arg142 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %473 = stablehlo.reshape %arg143 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_24 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %475 = stablehlo.add %473, %474 : tensor<1x1x1x512xf32>
    %476 = stablehlo.rsqrt %475 : tensor<1x1x1x512xf32>
    %477 = stablehlo.reshape %arg140 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %478 = stablehlo.multiply %476, %477 : tensor<1x1x1x512xf32>
    %479 = stablehlo.negate %472 : tensor<1x1x1x512xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<1x1x1x512xf32>
    %481 = stablehlo.reshape %arg141 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %482 = stablehlo.add %480, %481 : tensor<1x1x1x512xf32>
    %483 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %484 = stablehlo.multiply %471, %483 : tensor<1x8x8x512xf32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x8x8x512xf32>
    %486 = stablehlo.add %484, %485 : tensor<1x8x8x512xf32>
    %487 = stablehlo.add %427, %486 : tensor<1x8x8x512xf32>
    %488 = call @relu_4(%487) : (tensor<1x8x8x512xf32>) -> tensor<1x8x8x512xf32>
    %489 = stablehlo.convolution(%488, %arg144) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x512xf32>, tensor<1x1x512x256xf32>) -> tensor<1x4x4x256xf32>
    %490 = stablehlo.reshape %arg145 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %492 = stablehlo.add %489, %491 : tensor<1x4x4x256xf32>
    %493 = stablehlo.reshape %arg148 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %494 = stablehlo.reshape %arg149 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_25 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %496 = stablehlo.add %494, %495 : tensor<1x1x1x256xf32>
    %497 = stablehlo.rsqrt %496 : tensor<1x1x1x256xf32>
    %498 = stablehlo.reshape %arg146 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %499 = stablehlo.multiply %497, %498 : tensor<1x1x1x256xf32>
    %500 = stablehlo.negate %493 : tensor<1x1x1x256xf32>
    %501 = stablehlo.multiply %500, %499 : tensor<1x1x1x256xf32>
    %502 = stablehlo.reshape %arg147 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %503 = stablehlo.add %501, %502 : tensor<1x1x1x256xf32>
    %504 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %505 = stablehlo.multiply %492, %504 : tensor<1x4x4x256xf32>
    %506 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %507 = stablehlo.add %505, %506 : tensor<1x4x4x256xf32>
    %508 = call @relu_5(%507) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %509 = stablehlo.convolution(%508, %arg150) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %510 = stablehlo.reshape %arg151 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %512 = stablehlo.add %509, %511 : tensor<1x4x4x256xf32>
    %513 = stablehlo.reshape %arg154 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %514 = stablehlo.reshape %arg155 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_26 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %516 = stablehlo.add %514, %515 : tensor<1x1x1x256xf32>
    %517 = stablehlo.rsqrt %516 : tensor<1x1x1x256xf32>
    %518 = stablehlo.reshape %arg152 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<1x1x1x256xf32>
    %520 = stablehlo.negate %513 : tensor<1x1x1x256xf32>
    %521 = stablehlo.multiply %520, %519 : tensor<1x1x1x256xf32>
    %522 = stablehlo.reshape %arg153 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %523 = stablehlo.add %521, %522 : tensor<1x1x1x256xf32>
    %524 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %525 = stablehlo.multiply %512, %524 : tensor<1x4x4x256xf32>
    %526 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %527 = stablehlo.add %525, %526 : tensor<1x4x4x256xf32>
    %528 = call @relu_5(%527) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %529 = stablehlo.convolution(%528, %arg158) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %530 = stablehlo.reshape %arg159 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %532 = stablehlo.add %529, %531 : tensor<1x4x4x1024xf32>
    %533 = stablehlo.convolution(%488, %arg156) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x512xf32>, tensor<1x1x512x1024xf32>) -> tensor<1x4x4x1024xf32>
    %534 = stablehlo.reshape %arg157 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %536 = stablehlo.add %533, %535 : tensor<1x4x4x1024xf32>
    %537 = stablehlo.reshape %arg162 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %538 = stablehlo.reshape %arg163 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_27 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %540 = stablehlo.add %538, %539 : tensor<1x1x1x1024xf32>
    %541 = stablehlo.rsqrt %540 : tensor<1x1x1x1024xf32>
    %542 = stablehlo.reshape %arg160 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %543 = stablehlo.multiply %541, %542 : tensor<1x1x1x1024xf32>
    %544 = stablehlo.negate %537 : tensor<1x1x1x1024xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<1x1x1x1024xf32>
    %546 = stablehlo.reshape %arg161 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %547 = stablehlo.add %545, %546 : tensor<1x1x1x1024xf32>
    %548 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %549 = stablehlo.multiply %536, %548 : tensor<1x4x4x1024xf32>
    %550 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %551 = stablehlo.add %549, %550 : tensor<1x4x4x1024xf32>
    %552 = stablehlo.reshape %arg166 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %553 = stablehlo.reshape %arg167 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_28 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %555 = stablehlo.add %553, %554 : tensor<1x1x1x1024xf32>
    %556 = stablehlo.rsqrt %555 : tensor<1x1x1x1024xf32>
    %557 = stablehlo.reshape %arg164 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %558 = stablehlo.multiply %556, %557 : tensor<1x1x1x1024xf32>
    %559 = stablehlo.negate %552 : tensor<1x1x1x1024xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<1x1x1x1024xf32>
    %561 = stablehlo.reshape %arg165 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %562 = stablehlo.add %560, %561 : tensor<1x1x1x1024xf32>
    %563 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %564 = stablehlo.multiply %532, %563 : tensor<1x4x4x1024xf32>
    %565 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %566 = stablehlo.add %564, %565 : tensor<1x4x4x1024xf32>
    %567 = stablehlo.add %551, %566 : tensor<1x4x4x1024xf32>
    %568 = call @relu_6(%567) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %569 = stablehlo.convolution(%568, %arg168) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x4x4x256xf32>
    %570 = stablehlo.reshape %arg169 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %572 = stablehlo.add %569, %571 : tensor<1x4x4x256xf32>
    %573 = stablehlo.reshape %arg172 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %574 = stablehlo.reshape %arg173 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_29 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %576 = stablehlo.add %574, %575 : tensor<1x1x1x256xf32>
    %577 = stablehlo.rsqrt %576 : tensor<1x1x1x256xf32>
    %578 = stablehlo.reshape %arg170 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<1x1x1x256xf32>
    %580 = stablehlo.negate %573 : tensor<1x1x1x256xf32>
    %581 = stablehlo.multiply %580, %579 : tensor<1x1x1x256xf32>
    %582 = stablehlo.reshape %arg171 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %583 = stablehlo.add %581, %582 : tensor<1x1x1x256xf32>
    %584 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %585 = stablehlo.multiply %572, %584 : tensor<1x4x4x256xf32>
    %586 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %587 = stablehlo.add %585, %586 : tensor<1x4x4x256xf32>
    %588 = call @relu_5(%587) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %589 = stablehlo.convolution(%588, %arg174) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %590 = stablehlo.reshape %arg175 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %592 = stablehlo.add %589, %591 : tensor<1x4x4x256xf32>
    %593 = stablehlo.reshape %arg178 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %594 = stablehlo.reshape %arg179 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_30 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %596 = stablehlo.add %594, %595 : tensor<1x1x1x256xf32>
    %597 = stablehlo.rsqrt %596 : tensor<1x1x1x256xf32>
    %598 = stablehlo.reshape %arg176 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<1x1x1x256xf32>
    %600 = stablehlo.negate %593 : tensor<1x1x1x256xf32>
    %601 = stablehlo.multiply %600, %599 : tensor<1x1x1x256xf32>
    %602 = stablehlo.reshape %arg177 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %603 = stablehlo.add %601, %602 : tensor<1x1x1x256xf32>
    %604 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %605 = stablehlo.multiply %592, %604 : tensor<1x4x4x256xf32>
    %606 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %607 = stablehlo.add %605, %606 : tensor<1x4x4x256xf32>
    %608 = call @relu_5(%607) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %609 = stablehlo.convolution(%608, %arg180) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %610 = stablehlo.reshape %arg181 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %612 = stablehlo.add %609, %611 : tensor<1x4x4x1024xf32>
    %613 = stablehlo.reshape %arg184 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %614 = stablehlo.reshape %arg185 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_31 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %616 = stablehlo.add %614, %615 : tensor<1x1x1x1024xf32>
    %617 = stablehlo.rsqrt %616 : tensor<1x1x1x1024xf32>
    %618 = stablehlo.reshape %arg182 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %619 = stablehlo.multiply %617, %618 : tensor<1x1x1x1024xf32>
    %620 = stablehlo.negate %613 : tensor<1x1x1x1024xf32>
    %621 = stablehlo.multiply %620, %619 : tensor<1x1x1x1024xf32>
    %622 = stablehlo.reshape %arg183 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %623 = stablehlo.add %621, %622 : tensor<1x1x1x1024xf32>
    %624 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %625 = stablehlo.multiply %612, %624 : tensor<1x4x4x1024xf32>
    %626 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %627 = stablehlo.add %625, %626 : tensor<1x4x4x1024xf32>
    %628 = stablehlo.add %568, %627 : tensor<1x4x4x1024xf32>
    %629 = call @relu_6(%628) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %630 = stablehlo.convolution(%629, %arg186) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x4x4x256xf32>
    %631 = stablehlo.reshape %arg187 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %633 = stablehlo.add %630, %632 : tensor<1x4x4x256xf32>
    %634 = stablehlo.reshape %arg190 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %635 = stablehlo.reshape %arg191 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_32 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %637 = stablehlo.add %635, %636 : tensor<1x1x1x256xf32>
    %638 = stablehlo.rsqrt %637 : tensor<1x1x1x256xf32>
    %639 = stablehlo.reshape %arg188 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %640 = stablehlo.multiply %638, %639 : tensor<1x1x1x256xf32>
    %641 = stablehlo.negate %634 : tensor<1x1x1x256xf32>
    %642 = stablehlo.multiply %641, %640 : tensor<1x1x1x256xf32>
    %643 = stablehlo.reshape %arg189 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %644 = stablehlo.add %642, %643 : tensor<1x1x1x256xf32>
    %645 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %646 = stablehlo.multiply %633, %645 : tensor<1x4x4x256xf32>
    %647 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %648 = stablehlo.add %646, %647 : tensor<1x4x4x256xf32>
    %649 = call @relu_5(%648) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %650 = stablehlo.convolution(%649, %arg192) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %651 = stablehlo.reshape %arg193 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %653 = stablehlo.add %650, %652 : tensor<1x4x4x256xf32>
    %654 = stablehlo.reshape %arg196 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %655 = stablehlo.reshape %arg197 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_33 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %657 = stablehlo.add %655, %656 : tensor<1x1x1x256xf32>
    %658 = stablehlo.rsqrt %657 : tensor<1x1x1x256xf32>
    %659 = stablehlo.reshape %arg194 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %660 = stablehlo.multiply %658, %659 : tensor<1x1x1x256xf32>
    %661 = stablehlo.negate %654 : tensor<1x1x1x256xf32>
    %662 = stablehlo.multiply %661, %660 : tensor<1x1x1x256xf32>
    %663 = stablehlo.reshape %arg195 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %664 = stablehlo.add %662, %663 : tensor<1x1x1x256xf32>
    %665 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %666 = stablehlo.multiply %653, %665 : tensor<1x4x4x256xf32>
    %667 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %668 = stablehlo.add %666, %667 : tensor<1x4x4x256xf32>
    %669 = call @relu_5(%668) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %670 = stablehlo.convolution(%669, %arg198) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %671 = stablehlo.reshape %arg199 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %673 = stablehlo.add %670, %672 : tensor<1x4x4x1024xf32>
    %674 = stablehlo.reshape %arg202 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %675 = stablehlo.reshape %arg203 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_34 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %677 = stablehlo.add %675, %676 : tensor<1x1x1x1024xf32>
    %678 = stablehlo.rsqrt %677 : tensor<1x1x1x1024xf32>
    %679 = stablehlo.reshape %arg200 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %680 = stablehlo.multiply %678, %679 : tensor<1x1x1x1024xf32>
    %681 = stablehlo.negate %674 : tensor<1x1x1x1024xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<1x1x1x1024xf32>
    %683 = stablehlo.reshape %arg201 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %684 = stablehlo.add %682, %683 : tensor<1x1x1x1024xf32>
    %685 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %686 = stablehlo.multiply %673, %685 : tensor<1x4x4x1024xf32>
    %687 = stablehlo.broadcast_in_dim %684, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %688 = stablehlo.add %686, %687 : tensor<1x4x4x1024xf32>
    %689 = stablehlo.add %629, %688 : tensor<1x4x4x1024xf32>
    %690 = call @relu_6(%689) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %691 = stablehlo.convolution(%690, %arg204) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x4x4x256xf32>
    %692 = stablehlo.reshape %arg205 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %694 = stablehlo.add %691, %693 : tensor<1x4x4x256xf32>
    %695 = stablehlo.reshape %arg208 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %696 = stablehlo.reshape %arg209 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_35 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %698 = stablehlo.add %696, %697 : tensor<1x1x1x256xf32>
    %699 = stablehlo.rsqrt %698 : tensor<1x1x1x256xf32>
    %700 = stablehlo.reshape %arg206 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<1x1x1x256xf32>
    %702 = stablehlo.negate %695 : tensor<1x1x1x256xf32>
    %703 = stablehlo.multiply %702, %701 : tensor<1x1x1x256xf32>
    %704 = stablehlo.reshape %arg207 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %705 = stablehlo.add %703, %704 : tensor<1x1x1x256xf32>
    %706 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %707 = stablehlo.multiply %694, %706 : tensor<1x4x4x256xf32>
    %708 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %709 = stablehlo.add %707, %708 : tensor<1x4x4x256xf32>
    %710 = call @relu_5(%709) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %711 = stablehlo.convolution(%710, %arg210) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %712 = stablehlo.reshape %arg211 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %714 = stablehlo.add %711, %713 : tensor<1x4x4x256xf32>
    %715 = stablehlo.reshape %arg214 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %716 = stablehlo.reshape %arg215 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_36 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %718 = stablehlo.add %716, %717 : tensor<1x1x1x256xf32>
    %719 = stablehlo.rsqrt %718 : tensor<1x1x1x256xf32>
    %720 = stablehlo.reshape %arg212 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<1x1x1x256xf32>
    %722 = stablehlo.negate %715 : tensor<1x1x1x256xf32>
    %723 = stablehlo.multiply %722, %721 : tensor<1x1x1x256xf32>
    %724 = stablehlo.reshape %arg213 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %725 = stablehlo.add %723, %724 : tensor<1x1x1x256xf32>
    %726 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %727 = stablehlo.multiply %714, %726 : tensor<1x4x4x256xf32>
    %728 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %729 = stablehlo.add %727, %728 : tensor<1x4x4x256xf32>
    %730 = call @relu_5(%729) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %731 = stablehlo.convolution(%730, %arg216) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %732 = stablehlo.reshape %arg217 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %734 = stablehlo.add %731, %733 : tensor<1x4x4x1024xf32>
    %735 = stablehlo.reshape %arg220 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %736 = stablehlo.reshape %arg221 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_37 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %738 = stablehlo.add %736, %737 : tensor<1x1x1x1024xf32>
    %739 = stablehlo.rsqrt %738 : tensor<1x1x1x1024xf32>
    %740 = stablehlo.reshape %arg218 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %741 = stablehlo.multiply %739, %740 : tensor<1x1x1x1024xf32>
    %742 = stablehlo.negate %735 : tensor<1x1x1x1024xf32>
    %743 = stablehlo.multiply %742, %741 : tensor<1x1x1x1024xf32>
    %744 = stablehlo.reshape %arg219 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %745 = stablehlo.add %743, %744 : tensor<1x1x1x1024xf32>
    %746 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %747 = stablehlo.multiply %734, %746 : tensor<1x4x4x1024xf32>
    %748 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %749 = stablehlo.add %747, %748 : tensor<1x4x4x1024xf32>
    %750 = stablehlo.add %690, %749 : tensor<1x4x4x1024xf32>
    %751 = call @relu_6(%750) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %752 = stablehlo.convolution(%751, %arg222) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x4x4x256xf32>
    %753 = stablehlo.reshape %arg223 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %755 = stablehlo.add %752, %754 : tensor<1x4x4x256xf32>
    %756 = stablehlo.reshape %arg226 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %757 = stablehlo.reshape %arg227 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_38 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %759 = stablehlo.add %757, %758 : tensor<1x1x1x256xf32>
    %760 = stablehlo.rsqrt %759 : tensor<1x1x1x256xf32>
    %761 = stablehlo.reshape %arg224 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %762 = stablehlo.multiply %760, %761 : tensor<1x1x1x256xf32>
    %763 = stablehlo.negate %756 : tensor<1x1x1x256xf32>
    %764 = stablehlo.multiply %763, %762 : tensor<1x1x1x256xf32>
    %765 = stablehlo.reshape %arg225 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %766 = stablehlo.add %764, %765 : tensor<1x1x1x256xf32>
    %767 = stablehlo.broadcast_in_dim %762, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %768 = stablehlo.multiply %755, %767 : tensor<1x4x4x256xf32>
    %769 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %770 = stablehlo.add %768, %769 : tensor<1x4x4x256xf32>
    %771 = call @relu_5(%770) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %772 = stablehlo.convolution(%771, %arg228) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %773 = stablehlo.reshape %arg229 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %775 = stablehlo.add %772, %774 : tensor<1x4x4x256xf32>
    %776 = stablehlo.reshape %arg232 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %777 = stablehlo.reshape %arg233 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_39 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %779 = stablehlo.add %777, %778 : tensor<1x1x1x256xf32>
    %780 = stablehlo.rsqrt %779 : tensor<1x1x1x256xf32>
    %781 = stablehlo.reshape %arg230 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %782 = stablehlo.multiply %780, %781 : tensor<1x1x1x256xf32>
    %783 = stablehlo.negate %776 : tensor<1x1x1x256xf32>
    %784 = stablehlo.multiply %783, %782 : tensor<1x1x1x256xf32>
    %785 = stablehlo.reshape %arg231 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %786 = stablehlo.add %784, %785 : tensor<1x1x1x256xf32>
    %787 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %788 = stablehlo.multiply %775, %787 : tensor<1x4x4x256xf32>
    %789 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %790 = stablehlo.add %788, %789 : tensor<1x4x4x256xf32>
    %791 = call @relu_5(%790) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %792 = stablehlo.convolution(%791, %arg234) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %793 = stablehlo.reshape %arg235 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %795 = stablehlo.add %792, %794 : tensor<1x4x4x1024xf32>
    %796 = stablehlo.reshape %arg238 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %797 = stablehlo.reshape %arg239 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_40 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %799 = stablehlo.add %797, %798 : tensor<1x1x1x1024xf32>
    %800 = stablehlo.rsqrt %799 : tensor<1x1x1x1024xf32>
    %801 = stablehlo.reshape %arg236 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %802 = stablehlo.multiply %800, %801 : tensor<1x1x1x1024xf32>
    %803 = stablehlo.negate %796 : tensor<1x1x1x1024xf32>
    %804 = stablehlo.multiply %803, %802 : tensor<1x1x1x1024xf32>
    %805 = stablehlo.reshape %arg237 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %806 = stablehlo.add %804, %805 : tensor<1x1x1x1024xf32>
    %807 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %808 = stablehlo.multiply %795, %807 : tensor<1x4x4x1024xf32>
    %809 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %810 = stablehlo.add %808, %809 : tensor<1x4x4x1024xf32>
    %811 = stablehlo.add %751, %810 : tensor<1x4x4x1024xf32>
    %812 = call @relu_6(%811) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %813 = stablehlo.convolution(%812, %arg240) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x4x4x256xf32>
    %814 = stablehlo.reshape %arg241 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %816 = stablehlo.add %813, %815 : tensor<1x4x4x256xf32>
    %817 = stablehlo.reshape %arg244 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %818 = stablehlo.reshape %arg245 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_41 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %820 = stablehlo.add %818, %819 : tensor<1x1x1x256xf32>
    %821 = stablehlo.rsqrt %820 : tensor<1x1x1x256xf32>
    %822 = stablehlo.reshape %arg242 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %823 = stablehlo.multiply %821, %822 : tensor<1x1x1x256xf32>
    %824 = stablehlo.negate %817 : tensor<1x1x1x256xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<1x1x1x256xf32>
    %826 = stablehlo.reshape %arg243 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %827 = stablehlo.add %825, %826 : tensor<1x1x1x256xf32>
    %828 = stablehlo.broadcast_in_dim %823, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %829 = stablehlo.multiply %816, %828 : tensor<1x4x4x256xf32>
    %830 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %831 = stablehlo.add %829, %830 : tensor<1x4x4x256xf32>
    %832 = call @relu_5(%831) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %833 = stablehlo.convolution(%832, %arg246) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x4x4x256xf32>
    %834 = stablehlo.reshape %arg247 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %836 = stablehlo.add %833, %835 : tensor<1x4x4x256xf32>
    %837 = stablehlo.reshape %arg250 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %838 = stablehlo.reshape %arg251 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_42 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %840 = stablehlo.add %838, %839 : tensor<1x1x1x256xf32>
    %841 = stablehlo.rsqrt %840 : tensor<1x1x1x256xf32>
    %842 = stablehlo.reshape %arg248 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<1x1x1x256xf32>
    %844 = stablehlo.negate %837 : tensor<1x1x1x256xf32>
    %845 = stablehlo.multiply %844, %843 : tensor<1x1x1x256xf32>
    %846 = stablehlo.reshape %arg249 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %847 = stablehlo.add %845, %846 : tensor<1x1x1x256xf32>
    %848 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %849 = stablehlo.multiply %836, %848 : tensor<1x4x4x256xf32>
    %850 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %851 = stablehlo.add %849, %850 : tensor<1x4x4x256xf32>
    %852 = call @relu_5(%851) : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %853 = stablehlo.convolution(%852, %arg252) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x4x4x1024xf32>
    %854 = stablehlo.reshape %arg253 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %856 = stablehlo.add %853, %855 : tensor<1x4x4x1024xf32>
    %857 = stablehlo.reshape %arg256 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %858 = stablehlo.reshape %arg257 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_43 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %860 = stablehlo.add %858, %859 : tensor<1x1x1x1024xf32>
    %861 = stablehlo.rsqrt %860 : tensor<1x1x1x1024xf32>
    %862 = stablehlo.reshape %arg254 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<1x1x1x1024xf32>
    %864 = stablehlo.negate %857 : tensor<1x1x1x1024xf32>
    %865 = stablehlo.multiply %864, %863 : tensor<1x1x1x1024xf32>
    %866 = stablehlo.reshape %arg255 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %867 = stablehlo.add %865, %866 : tensor<1x1x1x1024xf32>
    %868 = stablehlo.broadcast_in_dim %863, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %869 = stablehlo.multiply %856, %868 : tensor<1x4x4x1024xf32>
    %870 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x4x4x1024xf32>
    %871 = stablehlo.add %869, %870 : tensor<1x4x4x1024xf32>
    %872 = stablehlo.add %812, %871 : tensor<1x4x4x1024xf32>
    %873 = call @relu_6(%872) : (tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32>
    %874 = stablehlo.convolution(%873, %arg258) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x2x2x512xf32>
    %875 = stablehlo.reshape %arg259 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %877 = stablehlo.add %874, %876 : tensor<1x2x2x512xf32>
    %878 = stablehlo.reshape %arg262 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %879 = stablehlo.reshape %arg263 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_44 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %881 = stablehlo.add %879, %880 : tensor<1x1x1x512xf32>
    %882 = stablehlo.rsqrt %881 : tensor<1x1x1x512xf32>
    %883 = stablehlo.reshape %arg260 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %884 = stablehlo.multiply %882, %883 : tensor<1x1x1x512xf32>
    %885 = stablehlo.negate %878 : tensor<1x1x1x512xf32>
    %886 = stablehlo.multiply %885, %884 : tensor<1x1x1x512xf32>
    %887 = stablehlo.reshape %arg261 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %888 = stablehlo.add %886, %887 : tensor<1x1x1x512xf32>
    %889 = stablehlo.broadcast_in_dim %884, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %890 = stablehlo.multiply %877, %889 : tensor<1x2x2x512xf32>
    %891 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %892 = stablehlo.add %890, %891 : tensor<1x2x2x512xf32>
    %893 = call @relu_7(%892) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %894 = stablehlo.convolution(%893, %arg264) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %895 = stablehlo.reshape %arg265 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %897 = stablehlo.add %894, %896 : tensor<1x2x2x512xf32>
    %898 = stablehlo.reshape %arg268 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %899 = stablehlo.reshape %arg269 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_45 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %901 = stablehlo.add %899, %900 : tensor<1x1x1x512xf32>
    %902 = stablehlo.rsqrt %901 : tensor<1x1x1x512xf32>
    %903 = stablehlo.reshape %arg266 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %904 = stablehlo.multiply %902, %903 : tensor<1x1x1x512xf32>
    %905 = stablehlo.negate %898 : tensor<1x1x1x512xf32>
    %906 = stablehlo.multiply %905, %904 : tensor<1x1x1x512xf32>
    %907 = stablehlo.reshape %arg267 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %908 = stablehlo.add %906, %907 : tensor<1x1x1x512xf32>
    %909 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %910 = stablehlo.multiply %897, %909 : tensor<1x2x2x512xf32>
    %911 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %912 = stablehlo.add %910, %911 : tensor<1x2x2x512xf32>
    %913 = call @relu_7(%912) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %914 = stablehlo.convolution(%913, %arg272) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x2x2x2048xf32>
    %915 = stablehlo.reshape %arg273 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %917 = stablehlo.add %914, %916 : tensor<1x2x2x2048xf32>
    %918 = stablehlo.convolution(%873, %arg270) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1024xf32>, tensor<1x1x1024x2048xf32>) -> tensor<1x2x2x2048xf32>
    %919 = stablehlo.reshape %arg271 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %920 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %921 = stablehlo.add %918, %920 : tensor<1x2x2x2048xf32>
    %922 = stablehlo.reshape %arg276 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %923 = stablehlo.reshape %arg277 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %cst_46 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x1x2048xf32>
    %925 = stablehlo.add %923, %924 : tensor<1x1x1x2048xf32>
    %926 = stablehlo.rsqrt %925 : tensor<1x1x1x2048xf32>
    %927 = stablehlo.reshape %arg274 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<1x1x1x2048xf32>
    %929 = stablehlo.negate %922 : tensor<1x1x1x2048xf32>
    %930 = stablehlo.multiply %929, %928 : tensor<1x1x1x2048xf32>
    %931 = stablehlo.reshape %arg275 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %932 = stablehlo.add %930, %931 : tensor<1x1x1x2048xf32>
    %933 = stablehlo.broadcast_in_dim %928, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %934 = stablehlo.multiply %921, %933 : tensor<1x2x2x2048xf32>
    %935 = stablehlo.broadcast_in_dim %932, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %936 = stablehlo.add %934, %935 : tensor<1x2x2x2048xf32>
    %937 = stablehlo.reshape %arg280 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %938 = stablehlo.reshape %arg281 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %cst_47 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x1x2048xf32>
    %940 = stablehlo.add %938, %939 : tensor<1x1x1x2048xf32>
    %941 = stablehlo.rsqrt %940 : tensor<1x1x1x2048xf32>
    %942 = stablehlo.reshape %arg278 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %943 = stablehlo.multiply %941, %942 : tensor<1x1x1x2048xf32>
    %944 = stablehlo.negate %937 : tensor<1x1x1x2048xf32>
    %945 = stablehlo.multiply %944, %943 : tensor<1x1x1x2048xf32>
    %946 = stablehlo.reshape %arg279 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %947 = stablehlo.add %945, %946 : tensor<1x1x1x2048xf32>
    %948 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %949 = stablehlo.multiply %917, %948 : tensor<1x2x2x2048xf32>
    %950 = stablehlo.broadcast_in_dim %947, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %951 = stablehlo.add %949, %950 : tensor<1x2x2x2048xf32>
    %952 = stablehlo.add %936, %951 : tensor<1x2x2x2048xf32>
    %953 = call @relu_8(%952) : (tensor<1x2x2x2048xf32>) -> tensor<1x2x2x2048xf32>
    %954 = stablehlo.convolution(%953, %arg282) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x2x2x512xf32>
    %955 = stablehlo.reshape %arg283 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %957 = stablehlo.add %954, %956 : tensor<1x2x2x512xf32>
    %958 = stablehlo.reshape %arg286 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %959 = stablehlo.reshape %arg287 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_48 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %961 = stablehlo.add %959, %960 : tensor<1x1x1x512xf32>
    %962 = stablehlo.rsqrt %961 : tensor<1x1x1x512xf32>
    %963 = stablehlo.reshape %arg284 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<1x1x1x512xf32>
    %965 = stablehlo.negate %958 : tensor<1x1x1x512xf32>
    %966 = stablehlo.multiply %965, %964 : tensor<1x1x1x512xf32>
    %967 = stablehlo.reshape %arg285 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %968 = stablehlo.add %966, %967 : tensor<1x1x1x512xf32>
    %969 = stablehlo.broadcast_in_dim %964, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %970 = stablehlo.multiply %957, %969 : tensor<1x2x2x512xf32>
    %971 = stablehlo.broadcast_in_dim %968, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %972 = stablehlo.add %970, %971 : tensor<1x2x2x512xf32>
    %973 = call @relu_7(%972) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %974 = stablehlo.convolution(%973, %arg288) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %975 = stablehlo.reshape %arg289 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %977 = stablehlo.add %974, %976 : tensor<1x2x2x512xf32>
    %978 = stablehlo.reshape %arg292 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %979 = stablehlo.reshape %arg293 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_49 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %981 = stablehlo.add %979, %980 : tensor<1x1x1x512xf32>
    %982 = stablehlo.rsqrt %981 : tensor<1x1x1x512xf32>
    %983 = stablehlo.reshape %arg290 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %984 = stablehlo.multiply %982, %983 : tensor<1x1x1x512xf32>
    %985 = stablehlo.negate %978 : tensor<1x1x1x512xf32>
    %986 = stablehlo.multiply %985, %984 : tensor<1x1x1x512xf32>
    %987 = stablehlo.reshape %arg291 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %988 = stablehlo.add %986, %987 : tensor<1x1x1x512xf32>
    %989 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %990 = stablehlo.multiply %977, %989 : tensor<1x2x2x512xf32>
    %991 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %992 = stablehlo.add %990, %991 : tensor<1x2x2x512xf32>
    %993 = call @relu_7(%992) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %994 = stablehlo.convolution(%993, %arg294) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x2x2x2048xf32>
    %995 = stablehlo.reshape %arg295 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %996 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %997 = stablehlo.add %994, %996 : tensor<1x2x2x2048xf32>
    %998 = stablehlo.reshape %arg298 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %999 = stablehlo.reshape %arg299 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %cst_50 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x2048xf32>
    %1001 = stablehlo.add %999, %1000 : tensor<1x1x1x2048xf32>
    %1002 = stablehlo.rsqrt %1001 : tensor<1x1x1x2048xf32>
    %1003 = stablehlo.reshape %arg296 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1004 = stablehlo.multiply %1002, %1003 : tensor<1x1x1x2048xf32>
    %1005 = stablehlo.negate %998 : tensor<1x1x1x2048xf32>
    %1006 = stablehlo.multiply %1005, %1004 : tensor<1x1x1x2048xf32>
    %1007 = stablehlo.reshape %arg297 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<1x1x1x2048xf32>
    %1009 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1010 = stablehlo.multiply %997, %1009 : tensor<1x2x2x2048xf32>
    %1011 = stablehlo.broadcast_in_dim %1008, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1012 = stablehlo.add %1010, %1011 : tensor<1x2x2x2048xf32>
    %1013 = stablehlo.add %953, %1012 : tensor<1x2x2x2048xf32>
    %1014 = call @relu_8(%1013) : (tensor<1x2x2x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1015 = stablehlo.convolution(%1014, %arg300) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x2x2x512xf32>
    %1016 = stablehlo.reshape %arg301 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1018 = stablehlo.add %1015, %1017 : tensor<1x2x2x512xf32>
    %1019 = stablehlo.reshape %arg304 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1020 = stablehlo.reshape %arg305 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_51 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<1x1x1x512xf32>
    %1023 = stablehlo.rsqrt %1022 : tensor<1x1x1x512xf32>
    %1024 = stablehlo.reshape %arg302 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1025 = stablehlo.multiply %1023, %1024 : tensor<1x1x1x512xf32>
    %1026 = stablehlo.negate %1019 : tensor<1x1x1x512xf32>
    %1027 = stablehlo.multiply %1026, %1025 : tensor<1x1x1x512xf32>
    %1028 = stablehlo.reshape %arg303 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<1x1x1x512xf32>
    %1030 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1031 = stablehlo.multiply %1018, %1030 : tensor<1x2x2x512xf32>
    %1032 = stablehlo.broadcast_in_dim %1029, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<1x2x2x512xf32>
    %1034 = call @relu_7(%1033) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %1035 = stablehlo.convolution(%1034, %arg306) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %1036 = stablehlo.reshape %arg307 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<1x2x2x512xf32>
    %1039 = stablehlo.reshape %arg310 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1040 = stablehlo.reshape %arg311 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_52 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1042 = stablehlo.add %1040, %1041 : tensor<1x1x1x512xf32>
    %1043 = stablehlo.rsqrt %1042 : tensor<1x1x1x512xf32>
    %1044 = stablehlo.reshape %arg308 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1045 = stablehlo.multiply %1043, %1044 : tensor<1x1x1x512xf32>
    %1046 = stablehlo.negate %1039 : tensor<1x1x1x512xf32>
    %1047 = stablehlo.multiply %1046, %1045 : tensor<1x1x1x512xf32>
    %1048 = stablehlo.reshape %arg309 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<1x1x1x512xf32>
    %1050 = stablehlo.broadcast_in_dim %1045, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1051 = stablehlo.multiply %1038, %1050 : tensor<1x2x2x512xf32>
    %1052 = stablehlo.broadcast_in_dim %1049, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<1x2x2x512xf32>
    %1054 = call @relu_7(%1053) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %1055 = stablehlo.convolution(%1054, %arg312) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1056 = stablehlo.reshape %arg313 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<1x2x2x2048xf32>
    %1059 = stablehlo.reshape %arg316 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1060 = stablehlo.reshape %arg317 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %cst_53 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x2048xf32>
    %1062 = stablehlo.add %1060, %1061 : tensor<1x1x1x2048xf32>
    %1063 = stablehlo.rsqrt %1062 : tensor<1x1x1x2048xf32>
    %1064 = stablehlo.reshape %arg314 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1065 = stablehlo.multiply %1063, %1064 : tensor<1x1x1x2048xf32>
    %1066 = stablehlo.negate %1059 : tensor<1x1x1x2048xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<1x1x1x2048xf32>
    %1068 = stablehlo.reshape %arg315 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<1x1x1x2048xf32>
    %1070 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1071 = stablehlo.multiply %1058, %1070 : tensor<1x2x2x2048xf32>
    %1072 = stablehlo.broadcast_in_dim %1069, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x2x2x2048xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<1x2x2x2048xf32>
    %1074 = stablehlo.add %1014, %1073 : tensor<1x2x2x2048xf32>
    %1075 = call @relu_8(%1074) : (tensor<1x2x2x2048xf32>) -> tensor<1x2x2x2048xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1076 = stablehlo.reduce(%1075 init: %cst_54) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %cst_55 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %1078 = stablehlo.divide %1076, %1077 : tensor<1x2048xf32>
    %1079 = stablehlo.dot_general %1078, %arg318, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2048xf32>, tensor<2048x1000xf32>) -> tensor<1x1000xf32>
    %1080 = stablehlo.broadcast_in_dim %arg319, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<1x1000xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1082 = stablehlo.reduce(%1081 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<1x1000xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1084 = stablehlo.maximum %1083, %1082 : tensor<1xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1000xf32>
    %1087 = stablehlo.subtract %1081, %1086 : tensor<1x1000xf32>
    %1088 = stablehlo.exponential %1087 : tensor<1x1000xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.reduce(%1088 init: %cst_58) applies stablehlo.add across dimensions = [1] : (tensor<1x1000xf32>, tensor<f32>) -> tensor<1xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1000xf32>
    %1092 = stablehlo.divide %1088, %1091 : tensor<1x1000xf32>
    return %1092 : tensor<1x1000xf32>
  }
  func.func private @_pad(%arg0: tensor<1x64x64x3xf32>, %arg1: tensor<i32>) -> tensor<1x70x70x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<1x64x64x3xf32>, tensor<f32>) -> tensor<1x70x70x3xf32>
    return %1 : tensor<1x70x70x3xf32>
  }
  func.func private @relu(%arg0: tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x32x32x64xf32>
    return %1 : tensor<1x32x32x64xf32>
  }
  func.func private @_pad_0(%arg0: tensor<1x32x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x34x34x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x32x32x64xf32>, tensor<f32>) -> tensor<1x34x34x64xf32>
    return %1 : tensor<1x34x34x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x16x16x64xf32>
    return %1 : tensor<1x16x16x64xf32>
  }
  func.func private @relu_2(%arg0: tensor<1x16x16x256xf32>) -> tensor<1x16x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x16x16x256xf32>
    return %1 : tensor<1x16x16x256xf32>
  }
  func.func private @relu_3(%arg0: tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x128xf32>
    return %1 : tensor<1x8x8x128xf32>
  }
  func.func private @relu_4(%arg0: tensor<1x8x8x512xf32>) -> tensor<1x8x8x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x512xf32>
    return %1 : tensor<1x8x8x512xf32>
  }
  func.func private @relu_5(%arg0: tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x256xf32>
    return %1 : tensor<1x4x4x256xf32>
  }
  func.func private @relu_6(%arg0: tensor<1x4x4x1024xf32>) -> tensor<1x4x4x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x1024xf32>
    return %1 : tensor<1x4x4x1024xf32>
  }
  func.func private @relu_7(%arg0: tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x512xf32>
    return %1 : tensor<1x2x2x512xf32>
  }
  func.func private @relu_8(%arg0: tensor<1x2x2x2048xf32>) -> tensor<1x2x2x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x2048xf32>
    return %1 : tensor<1x2x2x2048xf32>
  }
}
