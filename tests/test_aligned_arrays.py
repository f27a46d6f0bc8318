"""stablehlo_cc.aligned: copies that start on a cache line (a page from 64 KiB), equal to
their source, and compiled code that gives the same results on them as on numpy's arrays."""

import numpy as np
import pytest

import stablehlo_cc

_MATMUL = """
func.func @main(%a: tensor<64x256xf32>, %b: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
       : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
"""


@pytest.mark.parametrize("shape,dtype,boundary", [
    ((256, 256), np.float32, 4096), ((3, 5), np.float64, 64), ((), np.int8, 64),
    ((0, 7), np.float32, 64), ((64, 1024), np.bool_, 4096)])
def test_copies_are_equal_and_aligned(shape, dtype, boundary):
    source = (np.arange(int(np.prod(shape))) % 7).astype(dtype).reshape(shape)
    source = np.asfortranarray(source) if source.ndim == 2 else source
    copy = stablehlo_cc.aligned(source)
    assert copy.flags.c_contiguous and copy.dtype == source.dtype and copy.shape == shape
    np.testing.assert_array_equal(copy, source)
    assert copy.size == 0 or copy.ctypes.data % boundary == 0


def test_dtype_conversion_and_lists():
    copy = stablehlo_cc.aligned([[1, 2], [3, 4]], dtype=np.float32)
    assert copy.dtype == np.float32 and copy.ctypes.data % 64 == 0
    np.testing.assert_array_equal(copy, [[1, 2], [3, 4]])


def test_compiled_code_reads_aligned_and_misaligned_arguments_alike():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((64, 256), np.float32)
    b = rng.standard_normal((256, 256), np.float32)
    # b 16 bytes past a cache line, as numpy's large arrays usually start
    raw = np.empty(b.nbytes + 128, np.uint8)
    skip = (-raw.ctypes.data % 64) + 16
    shifted = raw[skip:skip + b.nbytes].view(np.float32).reshape(b.shape)
    shifted[...] = b
    exe = stablehlo_cc.compile(_MATMUL)
    want = a.astype(np.float64) @ b.astype(np.float64)
    for args in ((a, shifted), (stablehlo_cc.aligned(a), stablehlo_cc.aligned(b))):
        got = exe(*args)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    np.testing.assert_array_equal(exe(a, shifted), exe(stablehlo_cc.aligned(a),
                                                       stablehlo_cc.aligned(b)))
