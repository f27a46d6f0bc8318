"""The `Executable` object: argument checking and conversion, results, introspection, memory,
threads and the GIL. Expected values come from numpy (or are the inputs themselves)."""

import sys
import threading

import ml_dtypes
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc import STAGES

AFFINE = """
func.func @main(%x: tensor<2x3xf32>, %s: tensor<f64>, %n: tensor<3xi32>)
    -> (tensor<2x3xf32>, tensor<f64>, tensor<3xi32>) {
  %c = stablehlo.convert %s : (tensor<f64>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %y = stablehlo.multiply %x, %b : tensor<2x3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f64>
  %s2 = stablehlo.multiply %s, %two : tensor<f64>
  %n2 = stablehlo.add %n, %n : tensor<3xi32>
  return %y, %s2, %n2 : tensor<2x3xf32>, tensor<f64>, tensor<3xi32>
}
func.func @negate(%x: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.negate %x : tensor<3xi32>
  return %0 : tensor<3xi32>
}
"""

MATMUL_T = """
func.func @main(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
       : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
"""

DUS = """
func.func @main(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  %r = stablehlo.dynamic_update_slice %a, %u, %i, %i
       : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
"""

# Results that bufferization could be tempted to write over an argument.
IN_PLACE_CANDIDATES = """
func.func @main(%a: tensor<8xf32>, %b: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %0 = stablehlo.add %a, %a : tensor<8xf32>
  %1 = stablehlo.exponential %0 : tensor<8xf32>
  %2 = stablehlo.reverse %b, dims = [0] : tensor<8xi32>
  return %1, %2 : tensor<8xf32>, tensor<8xi32>
}
"""

EMPTY_AND_SCALAR = """
func.func @main(%e: tensor<0x3xf32>, %s: tensor<f32>)
    -> (tensor<1x3xf32>, tensor<0x3xf32>, tensor<f32>) {
  %one = stablehlo.constant dense<1.0> : tensor<1x3xf32>
  %r = stablehlo.concatenate %e, %one, dim = 0
       : (tensor<0x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %n = stablehlo.negate %e : tensor<0x3xf32>
  %sq = stablehlo.multiply %s, %s : tensor<f32>
  return %r, %n, %sq : tensor<1x3xf32>, tensor<0x3xf32>, tensor<f32>
}
"""

BF16 = """
func.func @main(%h: tensor<5xbf16>) -> tensor<5xbf16> {
  %c = stablehlo.constant dense<0.5> : tensor<5xbf16>
  %r = stablehlo.multiply %h, %c : tensor<5xbf16>
  return %r : tensor<5xbf16>
}
"""

ADD4 = """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

BIG_MATMUL = """
func.func @main(%a: tensor<1536x1536xf32>, %b: tensor<1536x1536xf32>) -> tensor<1536x1536xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
       : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
  %1 = stablehlo.dot_general %0, %b, contracting_dims = [1] x [0]
       : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
  return %1 : tensor<1536x1536xf32>
}
"""


@pytest.fixture(scope="module")
def affine():
    return stablehlo_cc.compile(AFFINE)


def _affine_args():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    return x, np.float64(1.5), np.array([1, -2, 7], np.int32)


def test_results_and_signature(affine):
    x, s, n = _affine_args()
    y, s2, n2 = affine(x, s, n)
    np.testing.assert_array_equal(y, x * np.float32(1.5))
    assert s2.shape == () and s2.dtype == np.float64 and s2 == 3.0
    np.testing.assert_array_equal(n2, n * 2)
    assert n2.dtype == np.int32
    text = str(affine.signature)
    assert text == ("main(arg0: tensor<2x3xf32>, arg1: tensor<f64>, arg2: tensor<3xi32>) -> "
                    "(tensor<2x3xf32>, tensor<f64>, tensor<3xi32>)")
    assert "main" in repr(affine)


def test_wrong_argument_count(affine):
    with pytest.raises(TypeError, match="takes 3 arguments, got 2"):
        affine(*_affine_args()[:2])
    with pytest.raises(TypeError, match="takes 3 arguments, got 4"):
        affine(*_affine_args(), 1)


def test_wrong_dtype_names_index_and_type(affine):
    x, s, n = _affine_args()
    with pytest.raises(TypeError, match=r"argument 0 must be a tensor<2x3xf32>.*float64"):
        affine(x.astype(np.float64), s, n)
    with pytest.raises(TypeError, match=r"argument 2 must be a tensor<3xi32>.*int64"):
        affine(x, s, n.astype(np.int64))
    with pytest.raises(TypeError, match=r"argument 1 must be a tensor<f64>"):
        affine(x, "1.5", n)
    with pytest.raises(TypeError, match=r"argument 1 must be a tensor<f64>.*NoneType"):
        affine(x, None, n)
    with pytest.raises(TypeError, match=r"argument 2 must be a tensor<3xi32>.*float"):
        affine(x, s, [1.5, 2.0, 3.0])  # floats are not silently truncated to ints


def test_wrong_shape_names_index_and_type(affine):
    x, s, n = _affine_args()
    with pytest.raises(ValueError, match=r"argument 0 must be a tensor<2x3xf32>.*\(3, 2\)"):
        affine(x.reshape(3, 2), s, n)
    with pytest.raises(ValueError, match=r"argument 1 must be a tensor<f64>.*\(1,\)"):
        affine(x, np.array([1.5]), n)
    with pytest.raises(ValueError, match=r"argument 2 must be a tensor<3xi32>"):
        affine(x, s, [[1, 2], [3]])  # ragged
    with pytest.raises(ValueError, match=r"argument 2 .*out of its range"):
        affine(x, s, [1, 2, 2**40])


def test_lists_and_python_scalars_take_the_expected_dtype(affine):
    y, s2, n2 = affine([[0, 1, 2], [3, 4, 5]], 2, (1, 2, 3))
    np.testing.assert_array_equal(y, np.arange(6, dtype=np.float32).reshape(2, 3) * 2)
    assert s2 == 4.0
    np.testing.assert_array_equal(n2, [2, 4, 6])
    assert affine(np.zeros((2, 3), np.float32), 0.25, np.zeros(3, np.int32))[1] == 0.5


def test_non_contiguous_transposed_and_fortran_inputs():
    exe = stablehlo_cc.compile(MATMUL_T)
    rng = np.random.default_rng(0)
    base = rng.standard_normal((8, 10), dtype=np.float32)
    a = base[:6:2, ::3][:, :4]  # a strided 3x4 view
    b = rng.standard_normal((5, 4), dtype=np.float32).T  # transposed view
    assert not a.flags.c_contiguous and not b.flags.c_contiguous
    expected = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(exe(a, b), expected, rtol=1e-5, atol=1e-5)
    af, bf = np.asfortranarray(a), np.asfortranarray(b)
    assert af.flags.f_contiguous and not af.flags.c_contiguous
    np.testing.assert_allclose(exe(af, bf), expected, rtol=1e-5, atol=1e-5)


def test_unaligned_input():
    exe = stablehlo_cc.compile(ADD4)
    raw = np.zeros(17, np.uint8)
    a = raw[1:].view(np.float32)  # a float32 view that starts at an odd address
    a[:] = [1, 2, 3, 4]
    assert not a.flags.aligned
    np.testing.assert_array_equal(exe(a, a), [2, 4, 6, 8])


class _ArrayLike:
    def __init__(self, data):
        self._data = data

    def __array__(self, dtype=None, copy=None):
        return self._data if dtype is None else self._data.astype(dtype)


class _DLPackOnly:
    """A producer that offers nothing but the DLPack protocol."""

    def __init__(self, data):
        self._data = data

    def __dlpack__(self, **kwargs):
        return self._data.__dlpack__(**kwargs)

    def __dlpack_device__(self):
        return self._data.__dlpack_device__()


def test_array_protocols():
    exe = stablehlo_cc.compile(ADD4)
    a = np.array([1, 2, 3, 4], np.float32)
    np.testing.assert_array_equal(exe(_ArrayLike(a), _DLPackOnly(a)), a + a)
    np.testing.assert_array_equal(exe(np.float32(2) * a, a), 3 * a)
    np.testing.assert_array_equal(exe(a.astype(">f4"), a), a + a)  # big-endian values


def test_jax_arrays_as_inputs():
    jnp = pytest.importorskip("jax.numpy")
    exe = stablehlo_cc.compile(ADD4)
    a = jnp.arange(4, dtype=jnp.float32)
    np.testing.assert_array_equal(exe(a, a), np.arange(4, dtype=np.float32) * 2)
    half = stablehlo_cc.compile(BF16)
    h = jnp.arange(5, dtype=jnp.bfloat16)
    out = half(h)
    assert out.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(out.astype(np.float32), np.arange(5) * 0.5)
    with pytest.raises(TypeError, match="argument 0 .*float32"):
        half(jnp.arange(5, dtype=jnp.float32))


def test_inputs_are_never_written():
    exe = stablehlo_cc.compile(DUS)
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    before = a.copy()
    u = np.full((2, 2), -1, np.float32)
    out = exe(a, u, 1)
    expected = before.copy()
    expected[1:3, 1:3] = -1
    np.testing.assert_array_equal(out, expected)
    np.testing.assert_array_equal(a, before)

    exe = stablehlo_cc.compile(IN_PLACE_CANDIDATES)
    x = np.linspace(-1, 1, 8, dtype=np.float32)
    k = np.arange(8, dtype=np.int32)
    x0, k0 = x.copy(), k.copy()
    for _ in range(2):
        y, r = exe(x, k)
        np.testing.assert_allclose(y, np.exp(2 * x0), rtol=1e-6)
        np.testing.assert_array_equal(r, k0[::-1])
    np.testing.assert_array_equal(x, x0)
    np.testing.assert_array_equal(k, k0)


def test_read_only_inputs_are_accepted():
    exe = stablehlo_cc.compile(ADD4)
    a = np.arange(4, dtype=np.float32)
    a.flags.writeable = False
    np.testing.assert_array_equal(exe(a, a), 2 * a)


def test_rank0_and_zero_sized_tensors():
    exe = stablehlo_cc.compile(EMPTY_AND_SCALAR)
    r, n, sq = exe(np.zeros((0, 3), np.float32), np.float32(3))
    np.testing.assert_array_equal(r, np.ones((1, 3), np.float32))
    assert n.shape == (0, 3) and n.dtype == np.float32
    assert sq.shape == () and sq == 9.0
    r, n, sq = exe(np.empty((0, 3), np.float32), -2.0)
    assert sq == 4.0 and sq.dtype == np.float32


def test_ir_of_every_stage():
    exe = stablehlo_cc.compile(ADD4)
    markers = {
        "stablehlo": "stablehlo.add", "linalg": "linalg.", "bufferized": "memref<4xf32>",
        "llvm-dialect": "llvm.func", "llvm-ir": "define", "asm": "shlo_main:",
    }
    for stage in STAGES:
        text = exe.ir(stage)
        if stage == "obj":
            assert isinstance(text, bytes) and text.startswith(b"\x7fELF")
        else:
            assert isinstance(text, str) and markers[stage] in text, stage
    with pytest.raises(ValueError, match="unknown stage"):
        exe.ir("mlir")


def test_functions_and_function():
    exe = stablehlo_cc.compile(AFFINE)
    assert sorted(exe.functions) == ["main", "negate"]
    neg = exe.function("negate")
    np.testing.assert_array_equal(neg(np.array([1, -2, 3], np.int32)), [-1, 2, -3])
    assert exe.function("main").signature == exe.signature
    with pytest.raises(KeyError, match="no compiled function 'nope'"):
        exe.function("nope")
    only = stablehlo_cc.compile(AFFINE, entry="negate")
    np.testing.assert_array_equal(only([5, 6, 7]), [-5, -6, -7])


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def test_many_calls_do_not_grow_memory():
    exe = stablehlo_cc.compile(AFFINE)
    x, s, n = _affine_args()
    for _ in range(2000):  # warm up allocator pools
        exe(x, s, n)
    before = _rss_mb()
    for _ in range(100_000):
        exe(x, s, n)
    assert _rss_mb() - before < 20


def test_concurrent_calls_from_threads():
    exe = stablehlo_cc.compile(MATMUL_T)
    rng = np.random.default_rng(3)
    cases = [(rng.standard_normal((3, 4), dtype=np.float32),
              rng.standard_normal((4, 5), dtype=np.float32)) for _ in range(8)]
    expected = [a.astype(np.float64) @ b.astype(np.float64) for a, b in cases]
    errors = []

    def work(k):
        try:
            for _ in range(300):
                np.testing.assert_allclose(exe(*cases[k]), expected[k], rtol=1e-5, atol=1e-5)
        except Exception as e:  # reported in the main thread
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


def test_call_releases_the_gil():
    """With a huge switch interval the interpreter never takes the GIL from a thread: the main
    thread (a few microseconds of work) can only run while the worker is inside compiled code
    (two 1536³ matmuls, milliseconds even at peak FLOP rate) if the call released it."""
    exe = stablehlo_cc.compile(BIG_MATMUL)
    a = np.full((1536, 1536), 1 / 1536, np.float32)
    started, done = threading.Event(), threading.Event()
    result = {}

    def worker():
        started.set()
        result["out"] = exe(a, a)
        done.set()

    old = sys.getswitchinterval()
    sys.setswitchinterval(100.0)
    try:
        t = threading.Thread(target=worker)
        t.start()
        started.wait()
        progress = sum(range(10_000))  # Python work while the worker computes
        finished_first = done.is_set()
        t.join()
    finally:
        sys.setswitchinterval(old)
    assert progress == 49_995_000
    assert not finished_first, "the main thread could not run during the compiled call"
    np.testing.assert_allclose(result["out"], np.full((1536, 1536), 1 / 1536), rtol=1e-4)


def test_results_are_fresh_buffers():
    """Results that are an argument, a repeated value or a constant are copies the caller owns:
    writing into one changes neither the inputs nor later results."""
    exe = stablehlo_cc.compile("""
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %n = stablehlo.negate %a : tensor<2xf32>
  return %a, %a, %n, %c : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}""")
    a = np.array([3, 4], np.float32)
    first = exe(a)
    for r in first:
        assert not np.shares_memory(r, a)
        r[...] = 99
    np.testing.assert_array_equal(a, [3, 4])
    same, again, negated, constant = exe(a)
    np.testing.assert_array_equal(same, a)
    np.testing.assert_array_equal(again, a)
    np.testing.assert_array_equal(negated, -a)
    np.testing.assert_array_equal(constant, [1, 2])
    with pytest.raises(TypeError, match="takes 1 argument, got 0"):
        exe()


# --- programs from JAX: their names and pytrees (issue 9, item 14) ---------------------------

def _jax_model():
    import jax

    def model(params, x, scale=1.0):
        h = jax.numpy.tanh(x["token_ids"] @ params["w"] + params["b"])
        return {"logits": h * scale, "stats": (x["mask"].sum(), h.mean(axis=-1))}

    rng = np.random.default_rng(11)
    params = {"w": rng.standard_normal((64, 128), dtype=np.float32) / 8,
              "b": rng.standard_normal(128, dtype=np.float32)}
    x = {"token_ids": rng.standard_normal((2, 64), dtype=np.float32),
         "mask": rng.integers(0, 2, 64).astype(np.int32)}
    return jax, model, params, x


def _assert_same_tree(got, want):
    import jax
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(want)
    for g, w in zip(jax.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(want)):
        np.testing.assert_allclose(g, np.asarray(w), rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("form", ["lowered", "exported", "traced"])
def test_jax_programs_take_and_return_pytrees(form):
    jax, model, params, x = _jax_model()
    jitted = jax.jit(model)
    source = {"lowered": lambda: jitted.lower(params, x, 0.5),
              "exported": lambda: jax.export.export(jitted)(params, x, 0.5),
              "traced": lambda: jitted.trace(params, x, 0.5)}[form]()
    exe = stablehlo_cc.compile(source)
    want = jitted(params, x, 0.5)
    _assert_same_tree(exe(params, x, 0.5), want)
    # the arrays of main in order still work, and the results keep the JAX tree
    flat = [params["b"], params["w"], x["mask"], x["token_ids"], np.float32(0.5)]
    _assert_same_tree(exe(*flat), want)
    with pytest.raises(TypeError, match=r"structured as .*'token_ids'.* or its 5 arrays in order"):
        exe(params, x)


def test_jax_keyword_arguments():
    jax, model, params, x = _jax_model()
    jitted = jax.jit(model)
    want = jitted(params, x, scale=0.25)
    for source in (jitted.lower(params, x, scale=0.25),
                   jax.export.export(jitted)(params, x, scale=0.25)):
        exe = stablehlo_cc.compile(source)
        _assert_same_tree(exe(params, x, scale=0.25), want)


def test_jax_unused_arguments_are_left_out_of_the_call():
    jax, model, params, x = _jax_model()
    extra = np.ones(7, np.float32)  # unused: JAX drops it from main

    def with_unused(params, x, unused):
        return model(params, x)

    exe = stablehlo_cc.compile(jax.jit(with_unused).lower(params, x, extra))
    assert len(exe.signature.args) == 4
    _assert_same_tree(exe(params, x, extra), jax.jit(with_unused)(params, x, extra))


def test_jax_names_in_the_signature_and_in_errors():
    jax, model, params, x = _jax_model()
    exe = stablehlo_cc.compile(jax.jit(model).lower(params, x, 0.5))
    assert exe.signature.describe() == (
        "main(params['b']: tensor<128xf32>, params['w']: tensor<64x128xf32>, "
        "x['mask']: tensor<64xi32>, x['token_ids']: tensor<2x64xf32>, scale: tensor<f32>) -> "
        "(result['logits']: tensor<2x128xf32>, result['stats'][0]: tensor<i32>, "
        "result['stats'][1]: tensor<2xf32>)")
    bad = dict(x, token_ids=x["token_ids"][:, :32])
    with pytest.raises(ValueError, match=r"argument 3 \(x\['token_ids'\]\) must be a "
                                         r"tensor<2x64xf32>"):
        exe(params, bad, 0.5)


def test_jax_names_survive_a_library(tmp_path):
    jax, model, params, x = _jax_model()
    lowered = jax.jit(model).lower(params, x, 0.5)
    stablehlo_cc.build_library(lowered, str(tmp_path / "libm.so"))
    exe = stablehlo_cc.load(tmp_path / "libm.so")
    assert exe.signature == stablehlo_cc.compile(lowered).signature
    assert exe.signature.arg_names[3] == "x['token_ids']"
    flat = exe(params["b"], params["w"], x["mask"], x["token_ids"], np.float32(0.5))
    want = jax.jit(model)(params, x, 0.5)
    np.testing.assert_allclose(flat[0], want["logits"], rtol=2e-5, atol=2e-6)


def test_programs_without_names_keep_positions():
    exe = stablehlo_cc.compile(AFFINE)
    assert exe.signature.describe().startswith("main(arg0: tensor<2x3xf32>, arg1: tensor<f64>")
    assert exe.pytrees is None
    with pytest.raises(TypeError, match="by position"):
        exe(x=np.zeros((2, 3), np.float32))


def test_jax_names_and_pytrees_with_symbolic_shapes():
    """`jax.export` with symbolic shapes names the arguments of a function that `main` calls
    after checking the shapes: the names still reach the signature, also once specialized."""
    import jax

    def f(d):
        return {"s": d["a"] * 2 + d["b"]}

    b, = jax.export.symbolic_shape("b")
    spec = {k: jax.ShapeDtypeStruct((b, 128), np.float32) for k in "ab"}
    exported = jax.export.export(jax.jit(f))(spec)
    rng = np.random.default_rng(12)
    d = {k: rng.standard_normal((64, 128), dtype=np.float32) for k in "ab"}
    exe = stablehlo_cc.compile(exported)
    assert exe.signature.describe() == ("main(d['a']: tensor<?x128xf32>, d['b']: "
                                        "tensor<?x128xf32>) -> (result['s']: tensor<?x128xf32>)")
    _assert_same_tree(exe(d), jax.jit(f)(d))
    fixed = stablehlo_cc.compile(exported, arg_shapes=[(64, 128), (64, 128)])
    assert fixed.signature.arg_names == ("d['a']", "d['b']")
    _assert_same_tree(fixed(d), jax.jit(f)(d))


def test_names_from_jax_arg_info_attributes():
    """Older JAX spells the names as `jax.arg_info` attributes; text with them is named too
    (and without a JAX object there is no tree: calls take main's arrays)."""
    exe = stablehlo_cc.compile("""
func.func public @main(%a: tensor<4xf32> {jax.arg_info = "inputs['a']"},
                       %b: tensor<4xf32> {jax.arg_info = "inputs['b']"})
    -> (tensor<4xf32> {jax.result_info = "[0]"}) {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}""")
    assert exe.signature.describe() == ("main(inputs['a']: tensor<4xf32>, inputs['b']: "
                                        "tensor<4xf32>) -> ([0]: tensor<4xf32>)")
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(exe(x, x), x + x)
