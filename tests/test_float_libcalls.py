"""The float conversions LLVM's code generation calls without the IR declaring them
(contract/native/float_conversions.c): correct rounding, and bound when code is loaded.

On a CPU without AVX512-BF16, LLVM rounds f32 -> bf16 by calling `__truncsfbf2`, which
neither this process nor GCC 12's libgcc defines; MCJIT bound it to address 0 and a bf16
matmul segfaulted. The oracle for the rounding is exact rational arithmetic."""

import ctypes
import struct
from fractions import Fraction

import llvmlite.binding as llvm
import numpy as np
import pytest

from stablehlo_cc.contract import elf, native


def _bf16_value(bits: int) -> Fraction:
    """The value of a bf16 bit pattern; infinity as 2^128, where IEEE rounding (with an
    unbounded exponent, then overflow) puts it."""
    if bits & 0x7FFF == 0x7F80:
        return Fraction(2) ** 128 * (-1 if bits & 0x8000 else 1)
    return Fraction(struct.unpack("<f", struct.pack("<I", bits << 16))[0])


def _nearest_bf16(x: float) -> int:
    """Round to nearest, ties to even, exactly (x finite)."""
    f32 = struct.unpack("<I", struct.pack("<f", np.float32(x)))[0]
    candidates = {(f32 >> 16) + d for d in (-1, 0, 1)} | {0x7F80 | (f32 >> 16 & 0x8000)}
    exact = Fraction(x)
    finite = [b & 0xFFFF for b in candidates if (b & 0x7F80) != 0x7F80 or (b & 0x7F) == 0]
    return min(finite, key=lambda b: (abs(_bf16_value(b) - exact), b & 1))


def _call_bits(name: str, argtype, value) -> int:
    fn = ctypes.CFUNCTYPE(ctypes.c_float, argtype)(native.symbols()[name])
    return struct.unpack("<I", struct.pack("<f", fn(value)))[0] & 0xFFFF


@pytest.mark.skipif(not native.available(), reason="needs a C compiler for the native runtime")
def test_rounding_to_bf16_is_to_nearest_even():
    rng = np.random.default_rng(0)
    f32 = rng.standard_normal(3000).astype(np.float32) * np.float32(1e3)
    bits = f32.view(np.uint32)
    ties = ((bits >> 16) << 16) | 0x8000  # exactly halfway between two bf16 values
    samples = np.concatenate([f32, ties.view(np.float32),
                              np.array([0.0, -0.0, 1e-45, 3.3e38, 3.4e38, -3.4e38],
                                       np.float32)])
    for x in samples:
        assert _call_bits("__truncsfbf2", ctypes.c_float, float(x)) == _nearest_bf16(float(x))
    nan = _call_bits("__truncsfbf2", ctypes.c_float, float("nan"))
    assert nan & 0x7F80 == 0x7F80 and nan & 0x7F
    assert _call_bits("__truncsfbf2", ctypes.c_float, float("inf")) == 0x7F80


@pytest.mark.skipif(not native.available(), reason="needs a C compiler for the native runtime")
def test_rounding_f64_to_bf16_rounds_once():
    rng = np.random.default_rng(1)
    values = list(rng.standard_normal(2000) * 50)
    # just above a bf16 midpoint by less than f32's precision: via f32 these become ties
    for b in rng.integers(0x3F00, 0x4700, 300):
        mid = (_bf16_value(int(b)) + _bf16_value(int(b) + 1)) / 2
        values += [float(mid) * (1 + 2.0 ** -40), float(mid) * (1 - 2.0 ** -40), float(mid)]
    for x in values:
        got = _call_bits("__truncdfbf2", ctypes.c_double, x)
        assert got == _nearest_bf16(x), (x, hex(got), hex(_nearest_bf16(x)))


@pytest.mark.skipif(not native.available(), reason="needs a C compiler for the native runtime")
def test_loaded_code_gets_the_conversion_its_ir_never_declared():
    from stablehlo_cc.compile_cache import ObjectCode

    ir = """
    define void @round_all(ptr %src, ptr %dst, i64 %n) {
    entry:
      br label %loop
    loop:
      %i = phi i64 [0, %entry], [%next, %loop]
      %p = getelementptr float, ptr %src, i64 %i
      %x = load float, ptr %p
      %y = fptrunc float %x to bfloat
      %q = getelementptr bfloat, ptr %dst, i64 %i
      store bfloat %y, ptr %q
      %next = add i64 %i, 1
      %done = icmp eq i64 %next, %n
      br i1 %done, label %exit, label %loop
    exit:
      ret void
    }
    """
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine(
        cpu="x86-64-v3", features="", opt=2, reloc="pic", codemodel="jitdefault")
    module = llvm.parse_assembly(ir)
    obj = tm.emit_object(module)
    assert "__truncsfbf2" in elf.undefined_symbols(obj)  # the IR declares no such function
    code = ObjectCode(obj, [])
    fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(
        code.address("round_all"))
    src = np.random.default_rng(2).standard_normal(4096).astype(np.float32)
    dst = np.zeros(4096, np.uint16)
    fn(src.ctypes.data, dst.ctypes.data, src.size)
    import ml_dtypes
    np.testing.assert_array_equal(dst, src.astype(ml_dtypes.bfloat16).view(np.uint16))
