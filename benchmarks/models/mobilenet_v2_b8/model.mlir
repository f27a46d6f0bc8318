module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<3x3x32x1xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<1x1x32x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<1x1x16x96xf32>, %arg16: tensor<96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<96xf32>, %arg19: tensor<96xf32>, %arg20: tensor<3x3x96x1xf32>, %arg21: tensor<96xf32>, %arg22: tensor<96xf32>, %arg23: tensor<96xf32>, %arg24: tensor<96xf32>, %arg25: tensor<1x1x96x24xf32>, %arg26: tensor<24xf32>, %arg27: tensor<24xf32>, %arg28: tensor<24xf32>, %arg29: tensor<24xf32>, %arg30: tensor<1x1x24x144xf32>, %arg31: tensor<144xf32>, %arg32: tensor<144xf32>, %arg33: tensor<144xf32>, %arg34: tensor<144xf32>, %arg35: tensor<3x3x144x1xf32>, %arg36: tensor<144xf32>, %arg37: tensor<144xf32>, %arg38: tensor<144xf32>, %arg39: tensor<144xf32>, %arg40: tensor<1x1x144x24xf32>, %arg41: tensor<24xf32>, %arg42: tensor<24xf32>, %arg43: tensor<24xf32>, %arg44: tensor<24xf32>, %arg45: tensor<1x1x24x144xf32>, %arg46: tensor<144xf32>, %arg47: tensor<144xf32>, %arg48: tensor<144xf32>, %arg49: tensor<144xf32>, %arg50: tensor<3x3x144x1xf32>, %arg51: tensor<144xf32>, %arg52: tensor<144xf32>, %arg53: tensor<144xf32>, %arg54: tensor<144xf32>, %arg55: tensor<1x1x144x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<1x1x32x192xf32>, %arg61: tensor<192xf32>, %arg62: tensor<192xf32>, %arg63: tensor<192xf32>, %arg64: tensor<192xf32>, %arg65: tensor<3x3x192x1xf32>, %arg66: tensor<192xf32>, %arg67: tensor<192xf32>, %arg68: tensor<192xf32>, %arg69: tensor<192xf32>, %arg70: tensor<1x1x192x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<1x1x32x192xf32>, %arg76: tensor<192xf32>, %arg77: tensor<192xf32>, %arg78: tensor<192xf32>, %arg79: tensor<192xf32>, %arg80: tensor<3x3x192x1xf32>, %arg81: tensor<192xf32>, %arg82: tensor<192xf32>, %arg83: tensor<192xf32>, %arg84: tensor<192xf32>, %arg85: tensor<1x1x192x32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<1x1x32x192xf32>, %arg91: tensor<192xf32>, %arg92: tensor<192xf32>, %arg93: tensor<192xf32>, %arg94: tensor<192xf32>, %arg95: tensor<3x3x192x1xf32>, %arg96: tensor<192xf32>, %arg97: tensor<192xf32>, %arg98: tensor<192xf32>, %arg99: tensor<192xf32>, %arg100: tensor<1x1x192x64xf32>, %arg101: tensor<64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64xf32>, %arg104: tensor<64xf32>, %arg105: tensor<1x1x64x384xf32>, %arg106: tensor<384xf32>, %arg107: tensor<384xf32>, %arg108: tensor<384xf32>, %arg109: tensor<384xf32>, %arg110: tensor<3x3x384x1xf32>, %arg111: tensor<384xf32>, %arg112: tensor<384xf32>, %arg113: tensor<384xf32>, %arg114: tensor<384xf32>, %arg115: tensor<1x1x384x64xf32>, %arg116: tensor<64xf32>, %arg117: tensor<64xf32>, %arg118: tensor<64xf32>, %arg119: tensor<64xf32>, %arg120: tensor<1x1x64x384xf32>, %arg121: tensor<384xf32>, %arg122: tensor<384xf32>, %arg123: tensor<384xf32>, %arg124: tensor<384xf32>, %arg125: tensor<3x3x384x1xf32>, %arg126: tensor<384xf32>, %arg127: tensor<384xf32>, %arg128: tensor<384xf32>, %arg129: tensor<384xf32>, %arg130: tensor<1x1x384x64xf32>, %arg131: tensor<64xf32>, %arg132: tensor<64xf32>, %arg133: tensor<64xf32>, %arg134: tensor<64xf32>, %arg135: tensor<1x1x64x384xf32>, %arg136: tensor<384xf32>, %arg137: tensor<384xf32>, %arg138: tensor<384xf32>, %arg139: tensor<384xf32>, %arg140: tensor<3x3x384x1xf32>, %arg141: tensor<384xf32>, %arg142: tensor<384xf32>, %arg143: tensor<384xf32>, %arg144: tensor<384xf32>, %arg145: tensor<1x1x384x64xf32>, %arg146: tensor<64xf32>, %arg147: tensor<64xf32>, %arg148: tensor<64xf32>, %arg149: tensor<64xf32>, %arg150: tensor<1x1x64x384xf32>, %arg151: tensor<384xf32>, %arg152: tensor<384xf32>, %arg153: tensor<384xf32>, %arg154: tensor<384xf32>, %arg155: tensor<3x3x384x1xf32>, %arg156: tensor<384xf32>, %arg157: tensor<384xf32>, %arg158: tensor<384xf32>, %arg159: tensor<384xf32>, %arg160: tensor<1x1x384x96xf32>, %arg161: tensor<96xf32>, %arg162: tensor<96xf32>, %arg163: tensor<96xf32>, %arg164: tensor<96xf32>, %arg165: tensor<1x1x96x576xf32>, %arg166: tensor<576xf32>, %arg167: tensor<576xf32>, %arg168: tensor<576xf32>, %arg169: tensor<576xf32>, %arg170: tensor<3x3x576x1xf32>, %arg171: tensor<576xf32>, %arg172: tensor<576xf32>, %arg173: tensor<576xf32>, %arg174: tensor<576xf32>, %arg175: tensor<1x1x576x96xf32>, %arg176: tensor<96xf32>, %arg177: tensor<96xf32>, %arg178: tensor<96xf32>, %arg179: tensor<96xf32>, %arg180: tensor<1x1x96x576xf32>, %arg181: tensor<576xf32>, %arg182: tensor<576xf32>, %arg183: tensor<576xf32>, %arg184: tensor<576xf32>, %arg185: tensor<3x3x576x1xf32>, %arg186: tensor<576xf32>, %arg187: tensor<576xf32>, %arg188: tensor<576xf32>, %arg189: tensor<576xf32>, %arg190: tensor<1x1x576x96xf32>, %arg191: tensor<96xf32>, %arg192: tensor<96xf32>, %arg193: tensor<96xf32>, %arg194: tensor<96xf32>, %arg195: tensor<1x1x96x576xf32>, %arg196: tensor<576xf32>, %arg197: tensor<576xf32>, %arg198: tensor<576xf32>, %arg199: tensor<576xf32>, %arg200: tensor<3x3x576x1xf32>, %arg201: tensor<576xf32>, %arg202: tensor<576xf32>, %arg203: tensor<576xf32>, %arg204: tensor<576xf32>, %arg205: tensor<1x1x576x160xf32>, %arg206: tensor<160xf32>, %arg207: tensor<160xf32>, %arg208: tensor<160xf32>, %arg209: tensor<160xf32>, %arg210: tensor<1x1x160x960xf32>, %arg211: tensor<960xf32>, %arg212: tensor<960xf32>, %arg213: tensor<960xf32>, %arg214: tensor<960xf32>, %arg215: tensor<3x3x960x1xf32>, %arg216: tensor<960xf32>, %arg217: tensor<960xf32>, %arg218: tensor<960xf32>, %arg219: tensor<960xf32>, %arg220: tensor<1x1x960x160xf32>, %arg221: tensor<160xf32>, %arg222: tensor<160xf32>, %arg223: tensor<160xf32>, %arg224: tensor<160xf32>, %arg225: tensor<1x1x160x960xf32>, %arg226: tensor<960xf32>, %arg227: tensor<960xf32>, %arg228: tensor<960xf32>, %arg229: tensor<960xf32>, %arg230: tensor<3x3x960x1xf32>, %arg231: tensor<960xf32>, %arg232: tensor<960xf32>, %arg233: tensor<960xf32>, %arg234: tensor<960xf32>, %arg235: tensor<1x1x960x160xf32>, %arg236: tensor<160xf32>, %arg237: tensor<160xf32>, %arg238: tensor<160xf32>, %arg239: tensor<160xf32>, %arg240: tensor<1x1x160x960xf32>, %arg241: tensor<960xf32>, %arg242: tensor<960xf32>, %arg243: tensor<960xf32>, %arg244: tensor<960xf32>, %arg245: tensor<3x3x960x1xf32>, %arg246: tensor<960xf32>, %arg247: tensor<960xf32>, %arg248: tensor<960xf32>, %arg249: tensor<960xf32>, %arg250: tensor<1x1x960x320xf32>, %arg251: tensor<320xf32>, %arg252: tensor<320xf32>, %arg253: tensor<320xf32>, %arg254: tensor<320xf32>, %arg255: tensor<1x1x320x1280xf32>, %arg256: tensor<1280xf32>, %arg257: tensor<1280xf32>, %arg258: tensor<1280xf32>, %arg259: tensor<1280xf32>, %arg260: tensor<1280x1000xf32>, %arg261: tensor<1000xf32>, %arg262: tensor<8x96x96x3xf32>) -> (tensor<8x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg262, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x96x96x3xf32>, tensor<3x3x3x32xf32>) -> tensor<8x48x48x32xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x1x1x32xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x1x1x32xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x1x32xf32>
    %8 = stablehlo.negate %1 : tensor<1x1x1x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x1x32xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x48x48x32xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<8x48x48x32xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x48x48x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x48x48x32xf32>
    %16 = call @relu6(%15) : (tensor<8x48x48x32xf32>) -> tensor<8x48x48x32xf32>
    %17 = stablehlo.reshape %arg5 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %18 = stablehlo.convolution(%16, %17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x48x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x48x48x32xf32>
    %19 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %20 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %22 = stablehlo.add %20, %21 : tensor<1x1x1x32xf32>
    %23 = stablehlo.rsqrt %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x1x1x32xf32>
    %26 = stablehlo.negate %19 : tensor<1x1x1x32xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<1x1x1x32xf32>
    %28 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %29 = stablehlo.add %27, %28 : tensor<1x1x1x32xf32>
    %30 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x48x48x32xf32>
    %31 = stablehlo.multiply %18, %30 : tensor<8x48x48x32xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x48x48x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x48x48x32xf32>
    %34 = call @relu6(%33) : (tensor<8x48x48x32xf32>) -> tensor<8x48x48x32xf32>
    %35 = stablehlo.convolution(%34, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x48x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x48x48x16xf32>
    %36 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %37 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<1x1x1x16xf32>
    %40 = stablehlo.rsqrt %39 : tensor<1x1x1x16xf32>
    %41 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x1x1x16xf32>
    %43 = stablehlo.negate %36 : tensor<1x1x1x16xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<1x1x1x16xf32>
    %45 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %46 = stablehlo.add %44, %45 : tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x48x48x16xf32>
    %48 = stablehlo.multiply %35, %47 : tensor<8x48x48x16xf32>
    %49 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x48x48x16xf32>
    %50 = stablehlo.add %48, %49 : tensor<8x48x48x16xf32>
    %51 = stablehlo.convolution(%50, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x48x48x16xf32>, tensor<1x1x16x96xf32>) -> tensor<8x48x48x96xf32>
    %52 = stablehlo.reshape %arg18 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %53 = stablehlo.reshape %arg19 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %55 = stablehlo.add %53, %54 : tensor<1x1x1x96xf32>
    %56 = stablehlo.rsqrt %55 : tensor<1x1x1x96xf32>
    %57 = stablehlo.reshape %arg16 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<1x1x1x96xf32>
    %59 = stablehlo.negate %52 : tensor<1x1x1x96xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<1x1x1x96xf32>
    %61 = stablehlo.reshape %arg17 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %62 = stablehlo.add %60, %61 : tensor<1x1x1x96xf32>
    %63 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x48x48x96xf32>
    %64 = stablehlo.multiply %51, %63 : tensor<8x48x48x96xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x48x48x96xf32>
    %66 = stablehlo.add %64, %65 : tensor<8x48x48x96xf32>
    %67 = call @relu6_0(%66) : (tensor<8x48x48x96xf32>) -> tensor<8x48x48x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %68 = call @_pad(%67, %c) : (tensor<8x48x48x96xf32>, tensor<i32>) -> tensor<8x49x49x96xf32>
    %69 = stablehlo.reshape %arg20 : (tensor<3x3x96x1xf32>) -> tensor<3x3x1x96xf32>
    %70 = stablehlo.convolution(%68, %69) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x49x49x96xf32>, tensor<3x3x1x96xf32>) -> tensor<8x24x24x96xf32>
    %71 = stablehlo.reshape %arg23 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %72 = stablehlo.reshape %arg24 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %74 = stablehlo.add %72, %73 : tensor<1x1x1x96xf32>
    %75 = stablehlo.rsqrt %74 : tensor<1x1x1x96xf32>
    %76 = stablehlo.reshape %arg21 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<1x1x1x96xf32>
    %78 = stablehlo.negate %71 : tensor<1x1x1x96xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<1x1x1x96xf32>
    %80 = stablehlo.reshape %arg22 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %81 = stablehlo.add %79, %80 : tensor<1x1x1x96xf32>
    %82 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x24x24x96xf32>
    %83 = stablehlo.multiply %70, %82 : tensor<8x24x24x96xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x24x24x96xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x24x24x96xf32>
    %86 = call @relu6_1(%85) : (tensor<8x24x24x96xf32>) -> tensor<8x24x24x96xf32>
    %87 = stablehlo.convolution(%86, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x24x96xf32>, tensor<1x1x96x24xf32>) -> tensor<8x24x24x24xf32>
    %88 = stablehlo.reshape %arg28 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %89 = stablehlo.reshape %arg29 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %91 = stablehlo.add %89, %90 : tensor<1x1x1x24xf32>
    %92 = stablehlo.rsqrt %91 : tensor<1x1x1x24xf32>
    %93 = stablehlo.reshape %arg26 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x1x1x24xf32>
    %95 = stablehlo.negate %88 : tensor<1x1x1x24xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<1x1x1x24xf32>
    %97 = stablehlo.reshape %arg27 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x1x1x24xf32>
    %99 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x24x24x24xf32>
    %100 = stablehlo.multiply %87, %99 : tensor<8x24x24x24xf32>
    %101 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x24x24x24xf32>
    %102 = stablehlo.add %100, %101 : tensor<8x24x24x24xf32>
    %103 = stablehlo.convolution(%102, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x24x24xf32>, tensor<1x1x24x144xf32>) -> tensor<8x24x24x144xf32>
    %104 = stablehlo.reshape %arg33 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %105 = stablehlo.reshape %arg34 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %107 = stablehlo.add %105, %106 : tensor<1x1x1x144xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x1x1x144xf32>
    %109 = stablehlo.reshape %arg31 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<1x1x1x144xf32>
    %111 = stablehlo.negate %104 : tensor<1x1x1x144xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<1x1x1x144xf32>
    %113 = stablehlo.reshape %arg32 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %114 = stablehlo.add %112, %113 : tensor<1x1x1x144xf32>
    %115 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %116 = stablehlo.multiply %103, %115 : tensor<8x24x24x144xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %118 = stablehlo.add %116, %117 : tensor<8x24x24x144xf32>
    %119 = call @relu6_2(%118) : (tensor<8x24x24x144xf32>) -> tensor<8x24x24x144xf32>
    %120 = stablehlo.reshape %arg35 : (tensor<3x3x144x1xf32>) -> tensor<3x3x1x144xf32>
    %121 = stablehlo.convolution(%119, %120) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x24x144xf32>, tensor<3x3x1x144xf32>) -> tensor<8x24x24x144xf32>
    %122 = stablehlo.reshape %arg38 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %123 = stablehlo.reshape %arg39 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %125 = stablehlo.add %123, %124 : tensor<1x1x1x144xf32>
    %126 = stablehlo.rsqrt %125 : tensor<1x1x1x144xf32>
    %127 = stablehlo.reshape %arg36 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<1x1x1x144xf32>
    %129 = stablehlo.negate %122 : tensor<1x1x1x144xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<1x1x1x144xf32>
    %131 = stablehlo.reshape %arg37 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %132 = stablehlo.add %130, %131 : tensor<1x1x1x144xf32>
    %133 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %134 = stablehlo.multiply %121, %133 : tensor<8x24x24x144xf32>
    %135 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %136 = stablehlo.add %134, %135 : tensor<8x24x24x144xf32>
    %137 = call @relu6_2(%136) : (tensor<8x24x24x144xf32>) -> tensor<8x24x24x144xf32>
    %138 = stablehlo.convolution(%137, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x24x144xf32>, tensor<1x1x144x24xf32>) -> tensor<8x24x24x24xf32>
    %139 = stablehlo.reshape %arg43 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %140 = stablehlo.reshape %arg44 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %142 = stablehlo.add %140, %141 : tensor<1x1x1x24xf32>
    %143 = stablehlo.rsqrt %142 : tensor<1x1x1x24xf32>
    %144 = stablehlo.reshape %arg41 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<1x1x1x24xf32>
    %146 = stablehlo.negate %139 : tensor<1x1x1x24xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<1x1x1x24xf32>
    %148 = stablehlo.reshape %arg42 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %149 = stablehlo.add %147, %148 : tensor<1x1x1x24xf32>
    %150 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x24x24x24xf32>
    %151 = stablehlo.multiply %138, %150 : tensor<8x24x24x24xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x24x24x24xf32>
    %153 = stablehlo.add %151, %152 : tensor<8x24x24x24xf32>
    %154 = stablehlo.add %102, %153 : tensor<8x24x24x24xf32>
    %155 = stablehlo.convolution(%154, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x24x24xf32>, tensor<1x1x24x144xf32>) -> tensor<8x24x24x144xf32>
    %156 = stablehlo.reshape %arg48 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %157 = stablehlo.reshape %arg49 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %159 = stablehlo.add %157, %158 : tensor<1x1x1x144xf32>
    %160 = stablehlo.rsqrt %159 : tensor<1x1x1x144xf32>
    %161 = stablehlo.reshape %arg46 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<1x1x1x144xf32>
    %163 = stablehlo.negate %156 : tensor<1x1x1x144xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<1x1x1x144xf32>
    %165 = stablehlo.reshape %arg47 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %166 = stablehlo.add %164, %165 : tensor<1x1x1x144xf32>
    %167 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %168 = stablehlo.multiply %155, %167 : tensor<8x24x24x144xf32>
    %169 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x24x24x144xf32>
    %170 = stablehlo.add %168, %169 : tensor<8x24x24x144xf32>
    %171 = call @relu6_2(%170) : (tensor<8x24x24x144xf32>) -> tensor<8x24x24x144xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_pad_3(%171, %c_9) : (tensor<8x24x24x144xf32>, tensor<i32>) -> tensor<8x25x25x144xf32>
    %173 = stablehlo.reshape %arg50 : (tensor<3x3x144x1xf32>) -> tensor<3x3x1x144xf32>
    %174 = stablehlo.convolution(%172, %173) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x25x25x144xf32>, tensor<3x3x1x144xf32>) -> tensor<8x12x12x144xf32>
    %175 = stablehlo.reshape %arg53 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %176 = stablehlo.reshape %arg54 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %178 = stablehlo.add %176, %177 : tensor<1x1x1x144xf32>
    %179 = stablehlo.rsqrt %178 : tensor<1x1x1x144xf32>
    %180 = stablehlo.reshape %arg51 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<1x1x1x144xf32>
    %182 = stablehlo.negate %175 : tensor<1x1x1x144xf32>
    %183 = stablehlo.multiply %182, %181 : tensor<1x1x1x144xf32>
    %184 = stablehlo.reshape %arg52 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %185 = stablehlo.add %183, %184 : tensor<1x1x1x144xf32>
    %186 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x12x12x144xf32>
    %187 = stablehlo.multiply %174, %186 : tensor<8x12x12x144xf32>
    %188 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x12x12x144xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x12x12x144xf32>
    %190 = call @relu6_4(%189) : (tensor<8x12x12x144xf32>) -> tensor<8x12x12x144xf32>
    %191 = stablehlo.convolution(%190, %arg55) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x144xf32>, tensor<1x1x144x32xf32>) -> tensor<8x12x12x32xf32>
    %192 = stablehlo.reshape %arg58 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %193 = stablehlo.reshape %arg59 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %195 = stablehlo.add %193, %194 : tensor<1x1x1x32xf32>
    %196 = stablehlo.rsqrt %195 : tensor<1x1x1x32xf32>
    %197 = stablehlo.reshape %arg56 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<1x1x1x32xf32>
    %199 = stablehlo.negate %192 : tensor<1x1x1x32xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<1x1x1x32xf32>
    %201 = stablehlo.reshape %arg57 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %202 = stablehlo.add %200, %201 : tensor<1x1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %204 = stablehlo.multiply %191, %203 : tensor<8x12x12x32xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %206 = stablehlo.add %204, %205 : tensor<8x12x12x32xf32>
    %207 = stablehlo.convolution(%206, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x32xf32>, tensor<1x1x32x192xf32>) -> tensor<8x12x12x192xf32>
    %208 = stablehlo.reshape %arg63 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %209 = stablehlo.reshape %arg64 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<1x1x1x192xf32>
    %212 = stablehlo.rsqrt %211 : tensor<1x1x1x192xf32>
    %213 = stablehlo.reshape %arg61 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<1x1x1x192xf32>
    %215 = stablehlo.negate %208 : tensor<1x1x1x192xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<1x1x1x192xf32>
    %217 = stablehlo.reshape %arg62 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %218 = stablehlo.add %216, %217 : tensor<1x1x1x192xf32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %220 = stablehlo.multiply %207, %219 : tensor<8x12x12x192xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %222 = stablehlo.add %220, %221 : tensor<8x12x12x192xf32>
    %223 = call @relu6_5(%222) : (tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32>
    %224 = stablehlo.reshape %arg65 : (tensor<3x3x192x1xf32>) -> tensor<3x3x1x192xf32>
    %225 = stablehlo.convolution(%223, %224) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x192xf32>, tensor<3x3x1x192xf32>) -> tensor<8x12x12x192xf32>
    %226 = stablehlo.reshape %arg68 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %227 = stablehlo.reshape %arg69 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %229 = stablehlo.add %227, %228 : tensor<1x1x1x192xf32>
    %230 = stablehlo.rsqrt %229 : tensor<1x1x1x192xf32>
    %231 = stablehlo.reshape %arg66 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<1x1x1x192xf32>
    %233 = stablehlo.negate %226 : tensor<1x1x1x192xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<1x1x1x192xf32>
    %235 = stablehlo.reshape %arg67 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %236 = stablehlo.add %234, %235 : tensor<1x1x1x192xf32>
    %237 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %238 = stablehlo.multiply %225, %237 : tensor<8x12x12x192xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<8x12x12x192xf32>
    %241 = call @relu6_5(%240) : (tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32>
    %242 = stablehlo.convolution(%241, %arg70) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x192xf32>, tensor<1x1x192x32xf32>) -> tensor<8x12x12x32xf32>
    %243 = stablehlo.reshape %arg73 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %244 = stablehlo.reshape %arg74 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %246 = stablehlo.add %244, %245 : tensor<1x1x1x32xf32>
    %247 = stablehlo.rsqrt %246 : tensor<1x1x1x32xf32>
    %248 = stablehlo.reshape %arg71 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<1x1x1x32xf32>
    %250 = stablehlo.negate %243 : tensor<1x1x1x32xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<1x1x1x32xf32>
    %252 = stablehlo.reshape %arg72 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %253 = stablehlo.add %251, %252 : tensor<1x1x1x32xf32>
    %254 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %255 = stablehlo.multiply %242, %254 : tensor<8x12x12x32xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %257 = stablehlo.add %255, %256 : tensor<8x12x12x32xf32>
    %258 = stablehlo.add %206, %257 : tensor<8x12x12x32xf32>
    %259 = stablehlo.convolution(%258, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x32xf32>, tensor<1x1x32x192xf32>) -> tensor<8x12x12x192xf32>
    %260 = stablehlo.reshape %arg78 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %261 = stablehlo.reshape %arg79 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %263 = stablehlo.add %261, %262 : tensor<1x1x1x192xf32>
    %264 = stablehlo.rsqrt %263 : tensor<1x1x1x192xf32>
    %265 = stablehlo.reshape %arg76 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<1x1x1x192xf32>
    %267 = stablehlo.negate %260 : tensor<1x1x1x192xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<1x1x1x192xf32>
    %269 = stablehlo.reshape %arg77 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %270 = stablehlo.add %268, %269 : tensor<1x1x1x192xf32>
    %271 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %272 = stablehlo.multiply %259, %271 : tensor<8x12x12x192xf32>
    %273 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %274 = stablehlo.add %272, %273 : tensor<8x12x12x192xf32>
    %275 = call @relu6_5(%274) : (tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32>
    %276 = stablehlo.reshape %arg80 : (tensor<3x3x192x1xf32>) -> tensor<3x3x1x192xf32>
    %277 = stablehlo.convolution(%275, %276) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x192xf32>, tensor<3x3x1x192xf32>) -> tensor<8x12x12x192xf32>
    %278 = stablehlo.reshape %arg83 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %279 = stablehlo.reshape %arg84 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %281 = stablehlo.add %279, %280 : tensor<1x1x1x192xf32>
    %282 = stablehlo.rsqrt %281 : tensor<1x1x1x192xf32>
    %283 = stablehlo.reshape %arg81 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<1x1x1x192xf32>
    %285 = stablehlo.negate %278 : tensor<1x1x1x192xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<1x1x1x192xf32>
    %287 = stablehlo.reshape %arg82 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %288 = stablehlo.add %286, %287 : tensor<1x1x1x192xf32>
    %289 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %290 = stablehlo.multiply %277, %289 : tensor<8x12x12x192xf32>
    %291 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %292 = stablehlo.add %290, %291 : tensor<8x12x12x192xf32>
    %293 = call @relu6_5(%292) : (tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32>
    %294 = stablehlo.convolution(%293, %arg85) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x192xf32>, tensor<1x1x192x32xf32>) -> tensor<8x12x12x32xf32>
    %295 = stablehlo.reshape %arg88 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %296 = stablehlo.reshape %arg89 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %298 = stablehlo.add %296, %297 : tensor<1x1x1x32xf32>
    %299 = stablehlo.rsqrt %298 : tensor<1x1x1x32xf32>
    %300 = stablehlo.reshape %arg86 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<1x1x1x32xf32>
    %302 = stablehlo.negate %295 : tensor<1x1x1x32xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<1x1x1x32xf32>
    %304 = stablehlo.reshape %arg87 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %305 = stablehlo.add %303, %304 : tensor<1x1x1x32xf32>
    %306 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %307 = stablehlo.multiply %294, %306 : tensor<8x12x12x32xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x12x12x32xf32>
    %309 = stablehlo.add %307, %308 : tensor<8x12x12x32xf32>
    %310 = stablehlo.add %258, %309 : tensor<8x12x12x32xf32>
    %311 = stablehlo.convolution(%310, %arg90) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x12x12x32xf32>, tensor<1x1x32x192xf32>) -> tensor<8x12x12x192xf32>
    %312 = stablehlo.reshape %arg93 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %313 = stablehlo.reshape %arg94 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %315 = stablehlo.add %313, %314 : tensor<1x1x1x192xf32>
    %316 = stablehlo.rsqrt %315 : tensor<1x1x1x192xf32>
    %317 = stablehlo.reshape %arg91 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<1x1x1x192xf32>
    %319 = stablehlo.negate %312 : tensor<1x1x1x192xf32>
    %320 = stablehlo.multiply %319, %318 : tensor<1x1x1x192xf32>
    %321 = stablehlo.reshape %arg92 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %322 = stablehlo.add %320, %321 : tensor<1x1x1x192xf32>
    %323 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %324 = stablehlo.multiply %311, %323 : tensor<8x12x12x192xf32>
    %325 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x12x12x192xf32>
    %326 = stablehlo.add %324, %325 : tensor<8x12x12x192xf32>
    %327 = call @relu6_5(%326) : (tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %328 = call @_pad_6(%327, %c_19) : (tensor<8x12x12x192xf32>, tensor<i32>) -> tensor<8x13x13x192xf32>
    %329 = stablehlo.reshape %arg95 : (tensor<3x3x192x1xf32>) -> tensor<3x3x1x192xf32>
    %330 = stablehlo.convolution(%328, %329) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x13x13x192xf32>, tensor<3x3x1x192xf32>) -> tensor<8x6x6x192xf32>
    %331 = stablehlo.reshape %arg98 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %332 = stablehlo.reshape %arg99 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %334 = stablehlo.add %332, %333 : tensor<1x1x1x192xf32>
    %335 = stablehlo.rsqrt %334 : tensor<1x1x1x192xf32>
    %336 = stablehlo.reshape %arg96 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<1x1x1x192xf32>
    %338 = stablehlo.negate %331 : tensor<1x1x1x192xf32>
    %339 = stablehlo.multiply %338, %337 : tensor<1x1x1x192xf32>
    %340 = stablehlo.reshape %arg97 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %341 = stablehlo.add %339, %340 : tensor<1x1x1x192xf32>
    %342 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x6x6x192xf32>
    %343 = stablehlo.multiply %330, %342 : tensor<8x6x6x192xf32>
    %344 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x6x6x192xf32>
    %345 = stablehlo.add %343, %344 : tensor<8x6x6x192xf32>
    %346 = call @relu6_7(%345) : (tensor<8x6x6x192xf32>) -> tensor<8x6x6x192xf32>
    %347 = stablehlo.convolution(%346, %arg100) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x192xf32>, tensor<1x1x192x64xf32>) -> tensor<8x6x6x64xf32>
    %348 = stablehlo.reshape %arg103 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %349 = stablehlo.reshape %arg104 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %351 = stablehlo.add %349, %350 : tensor<1x1x1x64xf32>
    %352 = stablehlo.rsqrt %351 : tensor<1x1x1x64xf32>
    %353 = stablehlo.reshape %arg101 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<1x1x1x64xf32>
    %355 = stablehlo.negate %348 : tensor<1x1x1x64xf32>
    %356 = stablehlo.multiply %355, %354 : tensor<1x1x1x64xf32>
    %357 = stablehlo.reshape %arg102 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %358 = stablehlo.add %356, %357 : tensor<1x1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %360 = stablehlo.multiply %347, %359 : tensor<8x6x6x64xf32>
    %361 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %362 = stablehlo.add %360, %361 : tensor<8x6x6x64xf32>
    %363 = stablehlo.convolution(%362, %arg105) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x64xf32>, tensor<1x1x64x384xf32>) -> tensor<8x6x6x384xf32>
    %364 = stablehlo.reshape %arg108 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %365 = stablehlo.reshape %arg109 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %367 = stablehlo.add %365, %366 : tensor<1x1x1x384xf32>
    %368 = stablehlo.rsqrt %367 : tensor<1x1x1x384xf32>
    %369 = stablehlo.reshape %arg106 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<1x1x1x384xf32>
    %371 = stablehlo.negate %364 : tensor<1x1x1x384xf32>
    %372 = stablehlo.multiply %371, %370 : tensor<1x1x1x384xf32>
    %373 = stablehlo.reshape %arg107 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %374 = stablehlo.add %372, %373 : tensor<1x1x1x384xf32>
    %375 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %376 = stablehlo.multiply %363, %375 : tensor<8x6x6x384xf32>
    %377 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %378 = stablehlo.add %376, %377 : tensor<8x6x6x384xf32>
    %379 = call @relu6_8(%378) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %380 = stablehlo.reshape %arg110 : (tensor<3x3x384x1xf32>) -> tensor<3x3x1x384xf32>
    %381 = stablehlo.convolution(%379, %380) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<3x3x1x384xf32>) -> tensor<8x6x6x384xf32>
    %382 = stablehlo.reshape %arg113 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %383 = stablehlo.reshape %arg114 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %385 = stablehlo.add %383, %384 : tensor<1x1x1x384xf32>
    %386 = stablehlo.rsqrt %385 : tensor<1x1x1x384xf32>
    %387 = stablehlo.reshape %arg111 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<1x1x1x384xf32>
    %389 = stablehlo.negate %382 : tensor<1x1x1x384xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<1x1x1x384xf32>
    %391 = stablehlo.reshape %arg112 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %392 = stablehlo.add %390, %391 : tensor<1x1x1x384xf32>
    %393 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %394 = stablehlo.multiply %381, %393 : tensor<8x6x6x384xf32>
    %395 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %396 = stablehlo.add %394, %395 : tensor<8x6x6x384xf32>
    %397 = call @relu6_8(%396) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %398 = stablehlo.convolution(%397, %arg115) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<1x1x384x64xf32>) -> tensor<8x6x6x64xf32>
    %399 = stablehlo.reshape %arg118 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %400 = stablehlo.reshape %arg119 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %402 = stablehlo.add %400, %401 : tensor<1x1x1x64xf32>
    %403 = stablehlo.rsqrt %402 : tensor<1x1x1x64xf32>
    %404 = stablehlo.reshape %arg116 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<1x1x1x64xf32>
    %406 = stablehlo.negate %399 : tensor<1x1x1x64xf32>
    %407 = stablehlo.multiply %406, %405 : tensor<1x1x1x64xf32>
    %408 = stablehlo.reshape %arg117 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %409 = stablehlo.add %407, %408 : tensor<1x1x1x64xf32>
    %410 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %411 = stablehlo.multiply %398, %410 : tensor<8x6x6x64xf32>
    %412 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %413 = stablehlo.add %411, %412 : tensor<8x6x6x64xf32>
    %414 = stablehlo.add %362, %413 : tensor<8x6x6x64xf32>
    %415 = stablehlo.convolution(%414, %arg120) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x64xf32>, tensor<1x1x64x384xf32>) -> tensor<8x6x6x384xf32>
    %416 = stablehlo.reshape %arg123 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %417 = stablehlo.reshape %arg124 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %419 = stablehlo.add %417, %418 : tensor<1x1x1x384xf32>
    %420 = stablehlo.rsqrt %419 : tensor<1x1x1x384xf32>
    %421 = stablehlo.reshape %arg121 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<1x1x1x384xf32>
    %423 = stablehlo.negate %416 : tensor<1x1x1x384xf32>
    %424 = stablehlo.multiply %423, %422 : tensor<1x1x1x384xf32>
    %425 = stablehlo.reshape %arg122 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %426 = stablehlo.add %424, %425 : tensor<1x1x1x384xf32>
    %427 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %428 = stablehlo.multiply %415, %427 : tensor<8x6x6x384xf32>
    %429 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %430 = stablehlo.add %428, %429 : tensor<8x6x6x384xf32>
    %431 = call @relu6_8(%430) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %432 = stablehlo.reshape %arg125 : (tensor<3x3x384x1xf32>) -> tensor<3x3x1x384xf32>
    %433 = stablehlo.convolution(%431, %432) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<3x3x1x384xf32>) -> tensor<8x6x6x384xf32>
    %434 = stablehlo.reshape %arg128 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %435 = stablehlo.reshape %arg129 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %437 = stablehlo.add %435, %436 : tensor<1x1x1x384xf32>
    %438 = stablehlo.rsqrt %437 : tensor<1x1x1x384xf32>
    %439 = stablehlo.reshape %arg126 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<1x1x1x384xf32>
    %441 = stablehlo.negate %434 : tensor<1x1x1x384xf32>
    %442 = stablehlo.multiply %441, %440 : tensor<1x1x1x384xf32>
    %443 = stablehlo.reshape %arg127 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %444 = stablehlo.add %442, %443 : tensor<1x1x1x384xf32>
    %445 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %446 = stablehlo.multiply %433, %445 : tensor<8x6x6x384xf32>
    %447 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %448 = stablehlo.add %446, %447 : tensor<8x6x6x384xf32>
    %449 = call @relu6_8(%448) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %450 = stablehlo.convolution(%449, %arg130) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<1x1x384x64xf32>) -> tensor<8x6x6x64xf32>
    %451 = stablehlo.reshape %arg133 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %452 = stablehlo.reshape %arg134 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %454 = stablehlo.add %452, %453 : tensor<1x1x1x64xf32>
    %455 = stablehlo.rsqrt %454 : tensor<1x1x1x64xf32>
    %456 = stablehlo.reshape %arg131 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<1x1x1x64xf32>
    %458 = stablehlo.negate %451 : tensor<1x1x1x64xf32>
    %459 = stablehlo.multiply %458, %457 : tensor<1x1x1x64xf32>
    %460 = stablehlo.reshape %arg132 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %461 = stablehlo.add %459, %460 : tensor<1x1x1x64xf32>
    %462 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %463 = stablehlo.multiply %450, %462 : tensor<8x6x6x64xf32>
    %464 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %465 = stablehlo.add %463, %464 : tensor<8x6x6x64xf32>
    %466 = stablehlo.add %414, %465 : tensor<8x6x6x64xf32>
    %467 = stablehlo.convolution(%466, %arg135) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x64xf32>, tensor<1x1x64x384xf32>) -> tensor<8x6x6x384xf32>
    %468 = stablehlo.reshape %arg138 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %469 = stablehlo.reshape %arg139 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %471 = stablehlo.add %469, %470 : tensor<1x1x1x384xf32>
    %472 = stablehlo.rsqrt %471 : tensor<1x1x1x384xf32>
    %473 = stablehlo.reshape %arg136 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<1x1x1x384xf32>
    %475 = stablehlo.negate %468 : tensor<1x1x1x384xf32>
    %476 = stablehlo.multiply %475, %474 : tensor<1x1x1x384xf32>
    %477 = stablehlo.reshape %arg137 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<1x1x1x384xf32>
    %479 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %480 = stablehlo.multiply %467, %479 : tensor<8x6x6x384xf32>
    %481 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %482 = stablehlo.add %480, %481 : tensor<8x6x6x384xf32>
    %483 = call @relu6_8(%482) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %484 = stablehlo.reshape %arg140 : (tensor<3x3x384x1xf32>) -> tensor<3x3x1x384xf32>
    %485 = stablehlo.convolution(%483, %484) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<3x3x1x384xf32>) -> tensor<8x6x6x384xf32>
    %486 = stablehlo.reshape %arg143 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %487 = stablehlo.reshape %arg144 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %489 = stablehlo.add %487, %488 : tensor<1x1x1x384xf32>
    %490 = stablehlo.rsqrt %489 : tensor<1x1x1x384xf32>
    %491 = stablehlo.reshape %arg141 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %492 = stablehlo.multiply %490, %491 : tensor<1x1x1x384xf32>
    %493 = stablehlo.negate %486 : tensor<1x1x1x384xf32>
    %494 = stablehlo.multiply %493, %492 : tensor<1x1x1x384xf32>
    %495 = stablehlo.reshape %arg142 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %496 = stablehlo.add %494, %495 : tensor<1x1x1x384xf32>
    %497 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %498 = stablehlo.multiply %485, %497 : tensor<8x6x6x384xf32>
    %499 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %500 = stablehlo.add %498, %499 : tensor<8x6x6x384xf32>
    %501 = call @relu6_8(%500) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %502 = stablehlo.convolution(%501, %arg145) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<1x1x384x64xf32>) -> tensor<8x6x6x64xf32>
    %503 = stablehlo.reshape %arg148 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %504 = stablehlo.reshape %arg149 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %506 = stablehlo.add %504, %505 : tensor<1x1x1x64xf32>
    %507 = stablehlo.rsqrt %506 : tensor<1x1x1x64xf32>
    %508 = stablehlo.reshape %arg146 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<1x1x1x64xf32>
    %510 = stablehlo.negate %503 : tensor<1x1x1x64xf32>
    %511 = stablehlo.multiply %510, %509 : tensor<1x1x1x64xf32>
    %512 = stablehlo.reshape %arg147 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %513 = stablehlo.add %511, %512 : tensor<1x1x1x64xf32>
    %514 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %515 = stablehlo.multiply %502, %514 : tensor<8x6x6x64xf32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x6x6x64xf32>
    %517 = stablehlo.add %515, %516 : tensor<8x6x6x64xf32>
    %518 = stablehlo.add %466, %517 : tensor<8x6x6x64xf32>
    %519 = stablehlo.convolution(%518, %arg150) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x64xf32>, tensor<1x1x64x384xf32>) -> tensor<8x6x6x384xf32>
    %520 = stablehlo.reshape %arg153 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %521 = stablehlo.reshape %arg154 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %523 = stablehlo.add %521, %522 : tensor<1x1x1x384xf32>
    %524 = stablehlo.rsqrt %523 : tensor<1x1x1x384xf32>
    %525 = stablehlo.reshape %arg151 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<1x1x1x384xf32>
    %527 = stablehlo.negate %520 : tensor<1x1x1x384xf32>
    %528 = stablehlo.multiply %527, %526 : tensor<1x1x1x384xf32>
    %529 = stablehlo.reshape %arg152 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %530 = stablehlo.add %528, %529 : tensor<1x1x1x384xf32>
    %531 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %532 = stablehlo.multiply %519, %531 : tensor<8x6x6x384xf32>
    %533 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %534 = stablehlo.add %532, %533 : tensor<8x6x6x384xf32>
    %535 = call @relu6_8(%534) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %536 = stablehlo.reshape %arg155 : (tensor<3x3x384x1xf32>) -> tensor<3x3x1x384xf32>
    %537 = stablehlo.convolution(%535, %536) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<3x3x1x384xf32>) -> tensor<8x6x6x384xf32>
    %538 = stablehlo.reshape %arg158 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %539 = stablehlo.reshape %arg159 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x384xf32>
    %541 = stablehlo.add %539, %540 : tensor<1x1x1x384xf32>
    %542 = stablehlo.rsqrt %541 : tensor<1x1x1x384xf32>
    %543 = stablehlo.reshape %arg156 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<1x1x1x384xf32>
    %545 = stablehlo.negate %538 : tensor<1x1x1x384xf32>
    %546 = stablehlo.multiply %545, %544 : tensor<1x1x1x384xf32>
    %547 = stablehlo.reshape %arg157 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %548 = stablehlo.add %546, %547 : tensor<1x1x1x384xf32>
    %549 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %550 = stablehlo.multiply %537, %549 : tensor<8x6x6x384xf32>
    %551 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<8x6x6x384xf32>
    %552 = stablehlo.add %550, %551 : tensor<8x6x6x384xf32>
    %553 = call @relu6_8(%552) : (tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32>
    %554 = stablehlo.convolution(%553, %arg160) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x384xf32>, tensor<1x1x384x96xf32>) -> tensor<8x6x6x96xf32>
    %555 = stablehlo.reshape %arg163 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %556 = stablehlo.reshape %arg164 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %558 = stablehlo.add %556, %557 : tensor<1x1x1x96xf32>
    %559 = stablehlo.rsqrt %558 : tensor<1x1x1x96xf32>
    %560 = stablehlo.reshape %arg161 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<1x1x1x96xf32>
    %562 = stablehlo.negate %555 : tensor<1x1x1x96xf32>
    %563 = stablehlo.multiply %562, %561 : tensor<1x1x1x96xf32>
    %564 = stablehlo.reshape %arg162 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %565 = stablehlo.add %563, %564 : tensor<1x1x1x96xf32>
    %566 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %567 = stablehlo.multiply %554, %566 : tensor<8x6x6x96xf32>
    %568 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %569 = stablehlo.add %567, %568 : tensor<8x6x6x96xf32>
    %570 = stablehlo.convolution(%569, %arg165) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x96xf32>, tensor<1x1x96x576xf32>) -> tensor<8x6x6x576xf32>
    %571 = stablehlo.reshape %arg168 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %572 = stablehlo.reshape %arg169 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %574 = stablehlo.add %572, %573 : tensor<1x1x1x576xf32>
    %575 = stablehlo.rsqrt %574 : tensor<1x1x1x576xf32>
    %576 = stablehlo.reshape %arg166 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<1x1x1x576xf32>
    %578 = stablehlo.negate %571 : tensor<1x1x1x576xf32>
    %579 = stablehlo.multiply %578, %577 : tensor<1x1x1x576xf32>
    %580 = stablehlo.reshape %arg167 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %581 = stablehlo.add %579, %580 : tensor<1x1x1x576xf32>
    %582 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %583 = stablehlo.multiply %570, %582 : tensor<8x6x6x576xf32>
    %584 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %585 = stablehlo.add %583, %584 : tensor<8x6x6x576xf32>
    %586 = call @relu6_9(%585) : (tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32>
    %587 = stablehlo.reshape %arg170 : (tensor<3x3x576x1xf32>) -> tensor<3x3x1x576xf32>
    %588 = stablehlo.convolution(%586, %587) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x576xf32>, tensor<3x3x1x576xf32>) -> tensor<8x6x6x576xf32>
    %589 = stablehlo.reshape %arg173 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %590 = stablehlo.reshape %arg174 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %592 = stablehlo.add %590, %591 : tensor<1x1x1x576xf32>
    %593 = stablehlo.rsqrt %592 : tensor<1x1x1x576xf32>
    %594 = stablehlo.reshape %arg171 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<1x1x1x576xf32>
    %596 = stablehlo.negate %589 : tensor<1x1x1x576xf32>
    %597 = stablehlo.multiply %596, %595 : tensor<1x1x1x576xf32>
    %598 = stablehlo.reshape %arg172 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %599 = stablehlo.add %597, %598 : tensor<1x1x1x576xf32>
    %600 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %601 = stablehlo.multiply %588, %600 : tensor<8x6x6x576xf32>
    %602 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %603 = stablehlo.add %601, %602 : tensor<8x6x6x576xf32>
    %604 = call @relu6_9(%603) : (tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32>
    %605 = stablehlo.convolution(%604, %arg175) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x576xf32>, tensor<1x1x576x96xf32>) -> tensor<8x6x6x96xf32>
    %606 = stablehlo.reshape %arg178 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %607 = stablehlo.reshape %arg179 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %609 = stablehlo.add %607, %608 : tensor<1x1x1x96xf32>
    %610 = stablehlo.rsqrt %609 : tensor<1x1x1x96xf32>
    %611 = stablehlo.reshape %arg176 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<1x1x1x96xf32>
    %613 = stablehlo.negate %606 : tensor<1x1x1x96xf32>
    %614 = stablehlo.multiply %613, %612 : tensor<1x1x1x96xf32>
    %615 = stablehlo.reshape %arg177 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %616 = stablehlo.add %614, %615 : tensor<1x1x1x96xf32>
    %617 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %618 = stablehlo.multiply %605, %617 : tensor<8x6x6x96xf32>
    %619 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %620 = stablehlo.add %618, %619 : tensor<8x6x6x96xf32>
    %621 = stablehlo.add %569, %620 : tensor<8x6x6x96xf32>
    %622 = stablehlo.convolution(%621, %arg180) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x96xf32>, tensor<1x1x96x576xf32>) -> tensor<8x6x6x576xf32>
    %623 = stablehlo.reshape %arg183 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %624 = stablehlo.reshape %arg184 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %626 = stablehlo.add %624, %625 : tensor<1x1x1x576xf32>
    %627 = stablehlo.rsqrt %626 : tensor<1x1x1x576xf32>
    %628 = stablehlo.reshape %arg181 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<1x1x1x576xf32>
    %630 = stablehlo.negate %623 : tensor<1x1x1x576xf32>
    %631 = stablehlo.multiply %630, %629 : tensor<1x1x1x576xf32>
    %632 = stablehlo.reshape %arg182 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %633 = stablehlo.add %631, %632 : tensor<1x1x1x576xf32>
    %634 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %635 = stablehlo.multiply %622, %634 : tensor<8x6x6x576xf32>
    %636 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %637 = stablehlo.add %635, %636 : tensor<8x6x6x576xf32>
    %638 = call @relu6_9(%637) : (tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32>
    %639 = stablehlo.reshape %arg185 : (tensor<3x3x576x1xf32>) -> tensor<3x3x1x576xf32>
    %640 = stablehlo.convolution(%638, %639) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x576xf32>, tensor<3x3x1x576xf32>) -> tensor<8x6x6x576xf32>
    %641 = stablehlo.reshape %arg188 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %642 = stablehlo.reshape %arg189 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %644 = stablehlo.add %642, %643 : tensor<1x1x1x576xf32>
    %645 = stablehlo.rsqrt %644 : tensor<1x1x1x576xf32>
    %646 = stablehlo.reshape %arg186 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<1x1x1x576xf32>
    %648 = stablehlo.negate %641 : tensor<1x1x1x576xf32>
    %649 = stablehlo.multiply %648, %647 : tensor<1x1x1x576xf32>
    %650 = stablehlo.reshape %arg187 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %651 = stablehlo.add %649, %650 : tensor<1x1x1x576xf32>
    %652 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %653 = stablehlo.multiply %640, %652 : tensor<8x6x6x576xf32>
    %654 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %655 = stablehlo.add %653, %654 : tensor<8x6x6x576xf32>
    %656 = call @relu6_9(%655) : (tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32>
    %657 = stablehlo.convolution(%656, %arg190) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x576xf32>, tensor<1x1x576x96xf32>) -> tensor<8x6x6x96xf32>
    %658 = stablehlo.reshape %arg193 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %659 = stablehlo.reshape %arg194 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %661 = stablehlo.add %659, %660 : tensor<1x1x1x96xf32>
    %662 = stablehlo.rsqrt %661 : tensor<1x1x1x96xf32>
    %663 = stablehlo.reshape %arg191 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<1x1x1x96xf32>
    %665 = stablehlo.negate %658 : tensor<1x1x1x96xf32>
    %666 = stablehlo.multiply %665, %664 : tensor<1x1x1x96xf32>
    %667 = stablehlo.reshape %arg192 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %668 = stablehlo.add %666, %667 : tensor<1x1x1x96xf32>
    %669 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %670 = stablehlo.multiply %657, %669 : tensor<8x6x6x96xf32>
    %671 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x6x6x96xf32>
    %672 = stablehlo.add %670, %671 : tensor<8x6x6x96xf32>
    %673 = stablehlo.add %621, %672 : tensor<8x6x6x96xf32>
    %674 = stablehlo.convolution(%673, %arg195) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x96xf32>, tensor<1x1x96x576xf32>) -> tensor<8x6x6x576xf32>
    %675 = stablehlo.reshape %arg198 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %676 = stablehlo.reshape %arg199 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %678 = stablehlo.add %676, %677 : tensor<1x1x1x576xf32>
    %679 = stablehlo.rsqrt %678 : tensor<1x1x1x576xf32>
    %680 = stablehlo.reshape %arg196 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %681 = stablehlo.multiply %679, %680 : tensor<1x1x1x576xf32>
    %682 = stablehlo.negate %675 : tensor<1x1x1x576xf32>
    %683 = stablehlo.multiply %682, %681 : tensor<1x1x1x576xf32>
    %684 = stablehlo.reshape %arg197 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %685 = stablehlo.add %683, %684 : tensor<1x1x1x576xf32>
    %686 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %687 = stablehlo.multiply %674, %686 : tensor<8x6x6x576xf32>
    %688 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x6x6x576xf32>
    %689 = stablehlo.add %687, %688 : tensor<8x6x6x576xf32>
    %690 = call @relu6_9(%689) : (tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %691 = call @_pad_10(%690, %c_41) : (tensor<8x6x6x576xf32>, tensor<i32>) -> tensor<8x7x7x576xf32>
    %692 = stablehlo.reshape %arg200 : (tensor<3x3x576x1xf32>) -> tensor<3x3x1x576xf32>
    %693 = stablehlo.convolution(%691, %692) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x576xf32>, tensor<3x3x1x576xf32>) -> tensor<8x3x3x576xf32>
    %694 = stablehlo.reshape %arg203 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %695 = stablehlo.reshape %arg204 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x1x576xf32>
    %697 = stablehlo.add %695, %696 : tensor<1x1x1x576xf32>
    %698 = stablehlo.rsqrt %697 : tensor<1x1x1x576xf32>
    %699 = stablehlo.reshape %arg201 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %700 = stablehlo.multiply %698, %699 : tensor<1x1x1x576xf32>
    %701 = stablehlo.negate %694 : tensor<1x1x1x576xf32>
    %702 = stablehlo.multiply %701, %700 : tensor<1x1x1x576xf32>
    %703 = stablehlo.reshape %arg202 : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %704 = stablehlo.add %702, %703 : tensor<1x1x1x576xf32>
    %705 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x3x3x576xf32>
    %706 = stablehlo.multiply %693, %705 : tensor<8x3x3x576xf32>
    %707 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<8x3x3x576xf32>
    %708 = stablehlo.add %706, %707 : tensor<8x3x3x576xf32>
    %709 = call @relu6_11(%708) : (tensor<8x3x3x576xf32>) -> tensor<8x3x3x576xf32>
    %710 = stablehlo.convolution(%709, %arg205) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x576xf32>, tensor<1x1x576x160xf32>) -> tensor<8x3x3x160xf32>
    %711 = stablehlo.reshape %arg208 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %712 = stablehlo.reshape %arg209 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x1x160xf32>
    %714 = stablehlo.add %712, %713 : tensor<1x1x1x160xf32>
    %715 = stablehlo.rsqrt %714 : tensor<1x1x1x160xf32>
    %716 = stablehlo.reshape %arg206 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<1x1x1x160xf32>
    %718 = stablehlo.negate %711 : tensor<1x1x1x160xf32>
    %719 = stablehlo.multiply %718, %717 : tensor<1x1x1x160xf32>
    %720 = stablehlo.reshape %arg207 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %721 = stablehlo.add %719, %720 : tensor<1x1x1x160xf32>
    %722 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %723 = stablehlo.multiply %710, %722 : tensor<8x3x3x160xf32>
    %724 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %725 = stablehlo.add %723, %724 : tensor<8x3x3x160xf32>
    %726 = stablehlo.convolution(%725, %arg210) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x160xf32>, tensor<1x1x160x960xf32>) -> tensor<8x3x3x960xf32>
    %727 = stablehlo.reshape %arg213 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %728 = stablehlo.reshape %arg214 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %730 = stablehlo.add %728, %729 : tensor<1x1x1x960xf32>
    %731 = stablehlo.rsqrt %730 : tensor<1x1x1x960xf32>
    %732 = stablehlo.reshape %arg211 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %733 = stablehlo.multiply %731, %732 : tensor<1x1x1x960xf32>
    %734 = stablehlo.negate %727 : tensor<1x1x1x960xf32>
    %735 = stablehlo.multiply %734, %733 : tensor<1x1x1x960xf32>
    %736 = stablehlo.reshape %arg212 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %737 = stablehlo.add %735, %736 : tensor<1x1x1x960xf32>
    %738 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %739 = stablehlo.multiply %726, %738 : tensor<8x3x3x960xf32>
    %740 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %741 = stablehlo.add %739, %740 : tensor<8x3x3x960xf32>
    %742 = call @relu6_12(%741) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %743 = stablehlo.reshape %arg215 : (tensor<3x3x960x1xf32>) -> tensor<3x3x1x960xf32>
    %744 = stablehlo.convolution(%742, %743) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 960 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<3x3x1x960xf32>) -> tensor<8x3x3x960xf32>
    %745 = stablehlo.reshape %arg218 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %746 = stablehlo.reshape %arg219 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %748 = stablehlo.add %746, %747 : tensor<1x1x1x960xf32>
    %749 = stablehlo.rsqrt %748 : tensor<1x1x1x960xf32>
    %750 = stablehlo.reshape %arg216 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<1x1x1x960xf32>
    %752 = stablehlo.negate %745 : tensor<1x1x1x960xf32>
    %753 = stablehlo.multiply %752, %751 : tensor<1x1x1x960xf32>
    %754 = stablehlo.reshape %arg217 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %755 = stablehlo.add %753, %754 : tensor<1x1x1x960xf32>
    %756 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %757 = stablehlo.multiply %744, %756 : tensor<8x3x3x960xf32>
    %758 = stablehlo.broadcast_in_dim %755, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %759 = stablehlo.add %757, %758 : tensor<8x3x3x960xf32>
    %760 = call @relu6_12(%759) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %761 = stablehlo.convolution(%760, %arg220) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<1x1x960x160xf32>) -> tensor<8x3x3x160xf32>
    %762 = stablehlo.reshape %arg223 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %763 = stablehlo.reshape %arg224 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x1x160xf32>
    %765 = stablehlo.add %763, %764 : tensor<1x1x1x160xf32>
    %766 = stablehlo.rsqrt %765 : tensor<1x1x1x160xf32>
    %767 = stablehlo.reshape %arg221 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %768 = stablehlo.multiply %766, %767 : tensor<1x1x1x160xf32>
    %769 = stablehlo.negate %762 : tensor<1x1x1x160xf32>
    %770 = stablehlo.multiply %769, %768 : tensor<1x1x1x160xf32>
    %771 = stablehlo.reshape %arg222 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %772 = stablehlo.add %770, %771 : tensor<1x1x1x160xf32>
    %773 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %774 = stablehlo.multiply %761, %773 : tensor<8x3x3x160xf32>
    %775 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %776 = stablehlo.add %774, %775 : tensor<8x3x3x160xf32>
    %777 = stablehlo.add %725, %776 : tensor<8x3x3x160xf32>
    %778 = stablehlo.convolution(%777, %arg225) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x160xf32>, tensor<1x1x160x960xf32>) -> tensor<8x3x3x960xf32>
    %779 = stablehlo.reshape %arg228 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %780 = stablehlo.reshape %arg229 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %782 = stablehlo.add %780, %781 : tensor<1x1x1x960xf32>
    %783 = stablehlo.rsqrt %782 : tensor<1x1x1x960xf32>
    %784 = stablehlo.reshape %arg226 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %785 = stablehlo.multiply %783, %784 : tensor<1x1x1x960xf32>
    %786 = stablehlo.negate %779 : tensor<1x1x1x960xf32>
    %787 = stablehlo.multiply %786, %785 : tensor<1x1x1x960xf32>
    %788 = stablehlo.reshape %arg227 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %789 = stablehlo.add %787, %788 : tensor<1x1x1x960xf32>
    %790 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %791 = stablehlo.multiply %778, %790 : tensor<8x3x3x960xf32>
    %792 = stablehlo.broadcast_in_dim %789, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %793 = stablehlo.add %791, %792 : tensor<8x3x3x960xf32>
    %794 = call @relu6_12(%793) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %795 = stablehlo.reshape %arg230 : (tensor<3x3x960x1xf32>) -> tensor<3x3x1x960xf32>
    %796 = stablehlo.convolution(%794, %795) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 960 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<3x3x1x960xf32>) -> tensor<8x3x3x960xf32>
    %797 = stablehlo.reshape %arg233 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %798 = stablehlo.reshape %arg234 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %800 = stablehlo.add %798, %799 : tensor<1x1x1x960xf32>
    %801 = stablehlo.rsqrt %800 : tensor<1x1x1x960xf32>
    %802 = stablehlo.reshape %arg231 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %803 = stablehlo.multiply %801, %802 : tensor<1x1x1x960xf32>
    %804 = stablehlo.negate %797 : tensor<1x1x1x960xf32>
    %805 = stablehlo.multiply %804, %803 : tensor<1x1x1x960xf32>
    %806 = stablehlo.reshape %arg232 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %807 = stablehlo.add %805, %806 : tensor<1x1x1x960xf32>
    %808 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %809 = stablehlo.multiply %796, %808 : tensor<8x3x3x960xf32>
    %810 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %811 = stablehlo.add %809, %810 : tensor<8x3x3x960xf32>
    %812 = call @relu6_12(%811) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %813 = stablehlo.convolution(%812, %arg235) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<1x1x960x160xf32>) -> tensor<8x3x3x160xf32>
    %814 = stablehlo.reshape %arg238 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %815 = stablehlo.reshape %arg239 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x160xf32>
    %817 = stablehlo.add %815, %816 : tensor<1x1x1x160xf32>
    %818 = stablehlo.rsqrt %817 : tensor<1x1x1x160xf32>
    %819 = stablehlo.reshape %arg236 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %820 = stablehlo.multiply %818, %819 : tensor<1x1x1x160xf32>
    %821 = stablehlo.negate %814 : tensor<1x1x1x160xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<1x1x1x160xf32>
    %823 = stablehlo.reshape %arg237 : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %824 = stablehlo.add %822, %823 : tensor<1x1x1x160xf32>
    %825 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %826 = stablehlo.multiply %813, %825 : tensor<8x3x3x160xf32>
    %827 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<8x3x3x160xf32>
    %828 = stablehlo.add %826, %827 : tensor<8x3x3x160xf32>
    %829 = stablehlo.add %777, %828 : tensor<8x3x3x160xf32>
    %830 = stablehlo.convolution(%829, %arg240) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x160xf32>, tensor<1x1x160x960xf32>) -> tensor<8x3x3x960xf32>
    %831 = stablehlo.reshape %arg243 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %832 = stablehlo.reshape %arg244 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %834 = stablehlo.add %832, %833 : tensor<1x1x1x960xf32>
    %835 = stablehlo.rsqrt %834 : tensor<1x1x1x960xf32>
    %836 = stablehlo.reshape %arg241 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %837 = stablehlo.multiply %835, %836 : tensor<1x1x1x960xf32>
    %838 = stablehlo.negate %831 : tensor<1x1x1x960xf32>
    %839 = stablehlo.multiply %838, %837 : tensor<1x1x1x960xf32>
    %840 = stablehlo.reshape %arg242 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %841 = stablehlo.add %839, %840 : tensor<1x1x1x960xf32>
    %842 = stablehlo.broadcast_in_dim %837, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %843 = stablehlo.multiply %830, %842 : tensor<8x3x3x960xf32>
    %844 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %845 = stablehlo.add %843, %844 : tensor<8x3x3x960xf32>
    %846 = call @relu6_12(%845) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %847 = stablehlo.reshape %arg245 : (tensor<3x3x960x1xf32>) -> tensor<3x3x1x960xf32>
    %848 = stablehlo.convolution(%846, %847) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 960 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<3x3x1x960xf32>) -> tensor<8x3x3x960xf32>
    %849 = stablehlo.reshape %arg248 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %850 = stablehlo.reshape %arg249 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x1x960xf32>
    %852 = stablehlo.add %850, %851 : tensor<1x1x1x960xf32>
    %853 = stablehlo.rsqrt %852 : tensor<1x1x1x960xf32>
    %854 = stablehlo.reshape %arg246 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %855 = stablehlo.multiply %853, %854 : tensor<1x1x1x960xf32>
    %856 = stablehlo.negate %849 : tensor<1x1x1x960xf32>
    %857 = stablehlo.multiply %856, %855 : tensor<1x1x1x960xf32>
    %858 = stablehlo.reshape %arg247 : (tensor<960xf32>) -> tensor<1x1x1x960xf32>
    %859 = stablehlo.add %857, %858 : tensor<1x1x1x960xf32>
    %860 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %861 = stablehlo.multiply %848, %860 : tensor<8x3x3x960xf32>
    %862 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2, 3] : (tensor<1x1x1x960xf32>) -> tensor<8x3x3x960xf32>
    %863 = stablehlo.add %861, %862 : tensor<8x3x3x960xf32>
    %864 = call @relu6_12(%863) : (tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32>
    %865 = stablehlo.convolution(%864, %arg250) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x960xf32>, tensor<1x1x960x320xf32>) -> tensor<8x3x3x320xf32>
    %866 = stablehlo.reshape %arg253 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %867 = stablehlo.reshape %arg254 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1x320xf32>
    %869 = stablehlo.add %867, %868 : tensor<1x1x1x320xf32>
    %870 = stablehlo.rsqrt %869 : tensor<1x1x1x320xf32>
    %871 = stablehlo.reshape %arg251 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %872 = stablehlo.multiply %870, %871 : tensor<1x1x1x320xf32>
    %873 = stablehlo.negate %866 : tensor<1x1x1x320xf32>
    %874 = stablehlo.multiply %873, %872 : tensor<1x1x1x320xf32>
    %875 = stablehlo.reshape %arg252 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %876 = stablehlo.add %874, %875 : tensor<1x1x1x320xf32>
    %877 = stablehlo.broadcast_in_dim %872, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<8x3x3x320xf32>
    %878 = stablehlo.multiply %865, %877 : tensor<8x3x3x320xf32>
    %879 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<8x3x3x320xf32>
    %880 = stablehlo.add %878, %879 : tensor<8x3x3x320xf32>
    %881 = stablehlo.convolution(%880, %arg255) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x3x3x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<8x3x3x1280xf32>
    %882 = stablehlo.reshape %arg258 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %883 = stablehlo.reshape %arg259 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x1280xf32>
    %885 = stablehlo.add %883, %884 : tensor<1x1x1x1280xf32>
    %886 = stablehlo.rsqrt %885 : tensor<1x1x1x1280xf32>
    %887 = stablehlo.reshape %arg256 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %888 = stablehlo.multiply %886, %887 : tensor<1x1x1x1280xf32>
    %889 = stablehlo.negate %882 : tensor<1x1x1x1280xf32>
    %890 = stablehlo.multiply %889, %888 : tensor<1x1x1x1280xf32>
    %891 = stablehlo.reshape %arg257 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %892 = stablehlo.add %890, %891 : tensor<1x1x1x1280xf32>
    %893 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2, 3] : (tensor<1x1x1x1280xf32>) -> tensor<8x3x3x1280xf32>
    %894 = stablehlo.multiply %881, %893 : tensor<8x3x3x1280xf32>
    %895 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2, 3] : (tensor<1x1x1x1280xf32>) -> tensor<8x3x3x1280xf32>
    %896 = stablehlo.add %894, %895 : tensor<8x3x3x1280xf32>
    %897 = call @relu6_13(%896) : (tensor<8x3x3x1280xf32>) -> tensor<8x3x3x1280xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %898 = stablehlo.reduce(%897 init: %cst_54) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x3x3x1280xf32>, tensor<f32>) -> tensor<8x1280xf32>
    %cst_55 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1280xf32>
    %900 = stablehlo.divide %898, %899 : tensor<8x1280xf32>
    %901 = stablehlo.dot_general %900, %arg260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1280xf32>, tensor<1280x1000xf32>) -> tensor<8x1000xf32>
    %902 = stablehlo.broadcast_in_dim %arg261, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<8x1000xf32>
    %904 = stablehlo.add %901, %903 : tensor<8x1000xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %905 = stablehlo.reduce(%904 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %907 = stablehlo.maximum %906, %905 : tensor<8xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1000xf32>
    %910 = stablehlo.subtract %904, %909 : tensor<8x1000xf32>
    %911 = stablehlo.exponential %910 : tensor<8x1000xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %912 = stablehlo.reduce(%911 init: %cst_58) applies stablehlo.add across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1000xf32>
    %915 = stablehlo.divide %911, %914 : tensor<8x1000xf32>
    return %915 : tensor<8x1000xf32>
  }
  func.func private @relu6(%arg0: tensor<8x48x48x32xf32>) -> tensor<8x48x48x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x48x48x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x48x48x32xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x48x48x32xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x48x48x32xf32>
    return %3 : tensor<8x48x48x32xf32>
  }
  func.func private @relu6_0(%arg0: tensor<8x48x48x96xf32>) -> tensor<8x48x48x96xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x48x48x96xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x48x48x96xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x48x48x96xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x48x48x96xf32>
    return %3 : tensor<8x48x48x96xf32>
  }
  func.func private @_pad(%arg0: tensor<8x48x48x96xf32>, %arg1: tensor<i32>) -> tensor<8x49x49x96xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x48x48x96xf32>, tensor<f32>) -> tensor<8x49x49x96xf32>
    return %1 : tensor<8x49x49x96xf32>
  }
  func.func private @relu6_1(%arg0: tensor<8x24x24x96xf32>) -> tensor<8x24x24x96xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x24x24x96xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x24x24x96xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x24x24x96xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x24x24x96xf32>
    return %3 : tensor<8x24x24x96xf32>
  }
  func.func private @relu6_2(%arg0: tensor<8x24x24x144xf32>) -> tensor<8x24x24x144xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x24x24x144xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x24x24x144xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x24x24x144xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x24x24x144xf32>
    return %3 : tensor<8x24x24x144xf32>
  }
  func.func private @_pad_3(%arg0: tensor<8x24x24x144xf32>, %arg1: tensor<i32>) -> tensor<8x25x25x144xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x24x24x144xf32>, tensor<f32>) -> tensor<8x25x25x144xf32>
    return %1 : tensor<8x25x25x144xf32>
  }
  func.func private @relu6_4(%arg0: tensor<8x12x12x144xf32>) -> tensor<8x12x12x144xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x12x12x144xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x12x12x144xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x12x12x144xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x12x12x144xf32>
    return %3 : tensor<8x12x12x144xf32>
  }
  func.func private @relu6_5(%arg0: tensor<8x12x12x192xf32>) -> tensor<8x12x12x192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x12x12x192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x12x12x192xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x12x12x192xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x12x12x192xf32>
    return %3 : tensor<8x12x12x192xf32>
  }
  func.func private @_pad_6(%arg0: tensor<8x12x12x192xf32>, %arg1: tensor<i32>) -> tensor<8x13x13x192xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x12x12x192xf32>, tensor<f32>) -> tensor<8x13x13x192xf32>
    return %1 : tensor<8x13x13x192xf32>
  }
  func.func private @relu6_7(%arg0: tensor<8x6x6x192xf32>) -> tensor<8x6x6x192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6x6x192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x6x6x192xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x6x6x192xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x6x6x192xf32>
    return %3 : tensor<8x6x6x192xf32>
  }
  func.func private @relu6_8(%arg0: tensor<8x6x6x384xf32>) -> tensor<8x6x6x384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6x6x384xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x6x6x384xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x6x6x384xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x6x6x384xf32>
    return %3 : tensor<8x6x6x384xf32>
  }
  func.func private @relu6_9(%arg0: tensor<8x6x6x576xf32>) -> tensor<8x6x6x576xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6x6x576xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x6x6x576xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x6x6x576xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x6x6x576xf32>
    return %3 : tensor<8x6x6x576xf32>
  }
  func.func private @_pad_10(%arg0: tensor<8x6x6x576xf32>, %arg1: tensor<i32>) -> tensor<8x7x7x576xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x6x6x576xf32>, tensor<f32>) -> tensor<8x7x7x576xf32>
    return %1 : tensor<8x7x7x576xf32>
  }
  func.func private @relu6_11(%arg0: tensor<8x3x3x576xf32>) -> tensor<8x3x3x576xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3x3x576xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x3x3x576xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3x3x576xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x3x3x576xf32>
    return %3 : tensor<8x3x3x576xf32>
  }
  func.func private @relu6_12(%arg0: tensor<8x3x3x960xf32>) -> tensor<8x3x3x960xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3x3x960xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x3x3x960xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3x3x960xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x3x3x960xf32>
    return %3 : tensor<8x3x3x960xf32>
  }
  func.func private @relu6_13(%arg0: tensor<8x3x3x1280xf32>) -> tensor<8x3x3x1280xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3x3x1280xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x3x3x1280xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3x3x1280xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x3x3x1280xf32>
    return %3 : tensor<8x3x3x1280xf32>
  }
}
