"""Register transposes of the generated loops (transpose_tiles.py, avx_transposes.py) against
numpy: 8x8 f32 tiles in AVX's shuffles with no inline assembly left, power-of-two tiles for
dimensions with odd factors, other element widths."""

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import avx_transposes
from stablehlo_cc.compiler.linalg.transpose_tiles import _register_tile


def _type(shape, dtype):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dtype + ">"


def _program(shape, perm, dtype):
    out = tuple(shape[p] for p in perm)
    return f"""
func.func @main(%a: {_type(shape, dtype)}) -> {_type(out, dtype)} {{
  %0 = stablehlo.transpose %a, dims = {list(perm)} : ({_type(shape, dtype)}) -> {_type(out, dtype)}
  return %0 : {_type(out, dtype)}
}}"""


# Thin transposes (an inner dimension under 16: not transpose.c's, native_transpose_calls.py)
# with 8x8 tiles, 4x8 tiles, and dimensions of odd factors (10, 12, 6, 5, 7, 3).
_CASES = [((512, 8), (1, 0)), ((8, 512), (1, 0)), ((64, 8), (1, 0)), ((3, 8, 40), (0, 2, 1)),
          ((4, 64), (1, 0)), ((512, 10), (1, 0)), ((10, 256), (1, 0)), ((12, 96), (1, 0)),
          ((6, 40), (1, 0)), ((5, 7, 24), (2, 1, 0)), ((3, 200), (1, 0)), ((14, 8, 6), (2, 0, 1))]


@pytest.mark.parametrize("shape,perm", _CASES)
def test_f32_transposes_match_numpy(shape, perm):
    x = np.random.default_rng(7).standard_normal(shape).astype(np.float32)
    got = stablehlo_cc.compile(_program(shape, perm, "f32"), cache=False)(x)
    np.testing.assert_array_equal(got, x.transpose(perm))


@pytest.mark.parametrize("dtype,name", [(np.int32, "i32"), (np.int16, "i16"),
                                        (ml_dtypes.bfloat16, "bf16"), (np.float64, "f64")])
def test_other_element_types_match_numpy(dtype, name):
    x = (np.random.default_rng(8).standard_normal((96, 8)) * 100).astype(dtype)
    got = stablehlo_cc.compile(_program((96, 8), (1, 0), name), cache=False)(x)
    np.testing.assert_array_equal(got, x.T)


def test_no_inline_assembly_and_no_flat_shuffle_is_left():
    ir = stablehlo_cc.compile(_program((512, 8), (1, 0), "f32"), emit="llvm-ir", cache=False)
    assert " asm " not in ir and "vblendps" not in ir
    if avx_transposes.host_has_avx():  # (8 lanes: an 8x8 tile; the 64-lane shuffle is gone)
        assert "shufflevector <64 x float>" not in ir


def test_register_tiles_are_powers_of_two_dividing_the_dimension():
    assert [_register_tile(n, 8) for n in (8, 16, 10, 12, 6, 5, 7, 3, 24, 40)] == \
        [8, 8, 2, 4, 2, 5, 7, 3, 8, 8]
    assert [_register_tile(n, 16) for n in (48, 10, 32)] == [16, 2, 16]
