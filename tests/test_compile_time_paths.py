"""The shortcuts the compile takes for time (issue 11) keep results and errors.

- A module with an op the LLVM lowering missed is refused with a clear error by the
  translation itself (no abort), and `check_llvm_only` names the op; the compile runs that
  check only when the translation fails (compiler/linalg/stage.py).
- The parallel-loop selection reads each loop bound's constant once per compile
  (compiler/linalg/parallel_loops.py `_Trips`): two programs that differ only in their
  shapes, compiled one after the other in one process, both match numpy.
- The contraction cleanup runs only on functions with a body (contraction_codegen.py): a
  program with offloaded (bodiless placeholder) and tiled products matches numpy.
- The bufferization pipeline without the deallocation pipeline's canonicalizations
  (pipeline.BUFFERIZE) still frees what it allocates in loops and branches.
- Conversions of dialects a module does not use are left out (pipeline.CONVERSION_DIALECTS),
  and kept where it does: complex arithmetic, programs with and without parallel regions,
  and with and without constant inputs folded after fusion (the second fusion run), match
  numpy.
- The linalg stage verifies the module at its first pass-manager run only, and before
  every run when STABLEHLO_CC_VERIFY=each (the tests' setting): a rewrite that makes invalid
  IR is then refused with the verifier's message (timing.verify_each_run).
- `eliminate-empty-tensors` runs only when the program inserts into tensor subsets
  (pipeline.SUBSET_INSERTIONS): programs with and without a concatenate match jax; and
  only when such an insertion's source may come from a `tensor.empty`
  (linalg/empty_tensor_sources.py): checked against the pass itself on small modules, and
  padded convolutions (whose inserted inputs come from none) leave it out and match jax.
- The loop-invariant load hoisting finds the buffers an outer loop writes through its inner
  loops (invariant_loads.py keeps what each inner loop writes): a load from a buffer an
  inner loop writes stays in the loop.
- Calls are searched for only when a function could be inlined or is declared without a
  body (stablehlo/inline_calls.py): calls of calls are inlined (matching numpy), and a call
  of a declaration is refused at its position.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import mlir.ir as uir
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler import backend, bridge, pipeline
from stablehlo_cc.compiler.linalg import stage as linalg_stage
from stablehlo_cc.errors import CompileError

RNG = np.random.default_rng(11)

LEFTOVERS = {
    "arith in a function": """
llvm.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}""",
    "cast of a small float": """
llvm.func @f(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to f8E4M3FN
  %1 = builtin.unrealized_conversion_cast %0 : f8E4M3FN to i8
  llvm.return %1 : i8
}""",
    "arith in a parallel region": """
llvm.func @f(%a: i32, %p: !llvm.ptr) {
  omp.parallel {
    %0 = arith.addi %a, %a : i32
    llvm.store %0, %p : i32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}""",
    "memref global": """
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
llvm.func @f() {
  llvm.return
}""",
}


def _llvm_ir(module) -> str:
    translated = backend.translate_to_llvm_module(module, "prog.mlir")
    try:
        return translated.text()
    finally:
        translated.dispose()


@pytest.mark.parametrize("case", sorted(LEFTOVERS))
def test_leftover_ops_are_refused_without_abort(case):
    ctx = bridge.new_upstream_context()
    with ctx:
        module = uir.Module.parse(LEFTOVERS[case], ctx)
        with pytest.raises(CompileError, match="(?i)LLVM (IR|Translation)"):
            _llvm_ir(module)
        with pytest.raises(CompileError, match="did not lower to the LLVM dialect"):
            linalg_stage.check_llvm_only(module, "prog.mlir")


def test_llvm_only_module_passes_the_check():
    ctx = bridge.new_upstream_context()
    with ctx:
        module = uir.Module.parse("llvm.func @f(%a: i32) -> i32 {\n"
                                  "  %0 = llvm.add %a, %a : i32\n  llvm.return %0 : i32\n}", ctx)
        linalg_stage.check_llvm_only(module, "prog.mlir")
        assert "add i32" in _llvm_ir(module)


def _scaled_rows(x, w):
    # large elementwise work (parallel loops with constant bounds), a row reduction, a
    # broadcast back: every loop kind `select` measures
    y = jnp.tanh(x * 1.5 + 0.25) * w
    return y - jnp.max(y, axis=1, keepdims=True)


@pytest.mark.parametrize("shapes", [((1024, 1024), (1024, 1024)), ((512, 2048), (512, 2048))])
def test_programs_differing_in_shape_in_one_process(shapes):
    # (both shapes are compiled in each case: the second compile is the one that could see
    # a stale memo of the first)
    results = []
    for shape in (shapes[0], (shapes[0][1] // 2, shapes[0][0] * 2)):
        x = RNG.standard_normal(shape).astype(np.float32)
        w = RNG.standard_normal(shape[1:]).astype(np.float32)
        text = jax.jit(_scaled_rows).lower(x, w).as_text()
        exe = stablehlo_cc.compile(text, cache=False)
        got = np.asarray(exe(x, w))
        y = np.tanh(x.astype(np.float64) * 1.5 + 0.25) * w
        want = y - y.max(axis=1, keepdims=True)
        np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5)
        results.append(got.shape)
    assert results[0] != results[1]


def _offloaded_and_tiled(a, b, c, d):
    # 512^3 goes to the native GEMM (a bodiless placeholder function), 24x40x16 is tiled and
    # vectorized in place (the cleanup script then runs)
    return jnp.tanh(a @ b), (c @ d) * 2.0


def test_cleanup_with_placeholders_and_tiled_products():
    a, b = (RNG.standard_normal((512, 512)).astype(np.float32) for _ in range(2))
    c = RNG.standard_normal((24, 16)).astype(np.float32)
    d = RNG.standard_normal((16, 40)).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(_offloaded_and_tiled).lower(a, b, c, d).as_text(),
                               cache=False)
    big, small = exe(a, b, c, d)
    np.testing.assert_allclose(np.asarray(big), np.tanh(a.astype(np.float64) @ b),
                               rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(np.asarray(small), (c.astype(np.float64) @ d) * 2.0,
                               rtol=1e-5, atol=1e-5)


def _loop_with_temporaries(x):
    # buffers allocated in a loop body and in both branches of a conditional: the
    # deallocation passes must free each (a leak grows the process; a double free crashes)
    # (scaled so that rounding differences do not grow from step to step)
    def body(i, h):
        t = (jnp.tanh(h) @ h) * (1.0 / h.shape[0]) + h
        return jax.lax.cond(i % 2 == 0, lambda v: v * 0.5, lambda v: jnp.cos(v) * 0.5, t)
    return jax.lax.fori_loop(0, 6, body, x)


def test_deallocation_in_loops_and_branches():
    x = (RNG.standard_normal((64, 64)) * 0.1).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(_loop_with_temporaries).lower(x).as_text(), cache=False)
    want = np.asarray(jax.jit(_loop_with_temporaries)(x))
    for _ in range(3):
        np.testing.assert_allclose(np.asarray(exe(x)), want, rtol=1e-4, atol=1e-5)


def test_compile_names_an_op_the_lowering_missed(monkeypatch):
    # a lowering gap, made on purpose: without math's conversions, `math.sin` reaches the
    # translation, which fails; the compile then names the op (and so does emit=llvm-dialect)
    from stablehlo_cc.compiler import pipeline
    monkeypatch.setattr(pipeline, "TO_LLVM",
                        [p for p in pipeline.TO_LLVM if "math" not in p])
    x = RNG.standard_normal((64, 128)).astype(np.float32)
    text = jax.jit(lambda v: jnp.sin(v) * 2.0 + 1.0).lower(x).as_text()
    for emit in (None, "llvm-dialect"):
        with pytest.raises(CompileError, match=r"'math\.sin' at .* did not lower to the LLVM"):
            stablehlo_cc.compile(text, cache=False, emit=emit)


def test_conversions_left_out_only_for_absent_dialects():
    from stablehlo_cc.compiler import pipeline
    passes = pipeline.TO_REAL_MATH + pipeline.TO_LLVM
    none = pipeline.without_absent_dialects(passes, set())
    assert not any(p in pipeline.CONVERSION_DIALECTS for p in none)
    assert "convert-to-llvm{filter-dialects=ub,arith,cf,memref}" in none
    assert pipeline.without_absent_dialects(
        passes, {"complex", "index", "omp", "math", "libm"}) == passes
    kept = pipeline.without_absent_dialects(passes, {"complex"})
    assert "convert-complex-to-standard" in kept
    assert "convert-to-llvm{filter-dialects=ub,arith,cf,memref,complex}" in kept
    math = pipeline.without_absent_dialects(passes, {"math"})
    assert "convert-math-to-llvm" in math and "convert-math-to-libm" not in math
    assert [p for p in passes if p not in pipeline.CONVERSION_DIALECTS
            and p != pipeline.CONVERT_TO_LLVM] == \
        [p for p in none if not p.startswith("convert-to-llvm")]  # the others, in their order


_MATH_TYPES = ("f16", "f32", "f64", "vector<8xf32>", "vector<2x8xf64>")


@pytest.mark.parametrize("name", sorted(pipeline.MATH_TO_LLVM_OPS))
def test_math_to_llvm_lowers_every_op_said_to_need_no_libm(name):
    # pipeline.MATH_TO_LLVM_OPS: `convert-math-to-libm` is left out when a module's math ops
    # are all of these, so `convert-math-to-llvm` (MLIR's own pass, the oracle here) must
    # lower each of them for every float type the compiler makes
    ctx = bridge.new_upstream_context()
    arity = {"atan2": 2, "copysign": 2, "powf": 2, "fma": 3}.get(name, 1)
    for t in _MATH_TYPES:
        args = ", ".join(["%a"] * arity)
        text = (f"func.func @f(%a: {t}) -> {t} {{\n  %r = math.{name} {args} : {t}\n"
                f"  return %r : {t}\n}}")
        module = uir.Module.parse(text, ctx)
        linalg_stage.run_passes(module, ["convert-math-to-llvm"], "<test>", "math")
        assert "math." not in str(module), (name, t)
    assert "cbrt" not in pipeline.MATH_TO_LLVM_OPS and "erf" not in pipeline.MATH_TO_LLVM_OPS


def _to_llvm_lists(monkeypatch) -> list:
    from stablehlo_cc.compiler import pipeline
    seen = []
    run = linalg_stage.run_passes

    def record(module, passes, *args, **kwargs):
        if passes and passes[-1] == pipeline.TO_LLVM[-1]:
            seen.append(list(passes))
        return run(module, passes, *args, **kwargs)
    monkeypatch.setattr(linalg_stage, "run_passes", record)
    return seen


@pytest.mark.parametrize("case", ["no math", "llvm math", "libm math"])
def test_math_conversions_only_with_their_ops(monkeypatch, case):
    # cbrt and asinh have no LLVM intrinsic (convert-math-to-libm calls libm for them);
    # rsqrt has (a layer norm's); a ReLU layer has no math op at all
    seen = _to_llvm_lists(monkeypatch)
    x = RNG.standard_normal((32, 64)).astype(np.float32)
    fn = {"no math": lambda a: jnp.maximum(a * 2.0, 0.0) + 1.0,
          "llvm math": lambda a: jax.lax.rsqrt(jnp.abs(a) + 1.0) * a,
          "libm math": lambda a: jnp.cbrt(a) + jnp.arcsinh(a * 3.0)}[case]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x).as_text(), cache=False)
    np.testing.assert_allclose(np.asarray(exe(x)), np.asarray(jax.jit(fn)(x)),
                               rtol=2e-5, atol=2e-5)
    [passes] = seen
    assert ("convert-math-to-llvm" in passes) == (case != "no math")
    assert ("convert-math-to-libm" in passes) == (case == "libm math")


_PRINTED = b"""module {
  memref.global "private" constant @c : memref<2xi4> = dense<1>
  func.func private @a(%x: memref<4xi4>) {
    return
  }
  func.func @b(%x: memref<4xf32>) {
    %0 = arith.maximumf %1, %1 : f32
    return
  }
  func.func private @"q d"(%x: memref<4xi1>) {
    return
  }
}
"""


def test_functions_matching_places_each_hit_in_its_function():
    # (linalg/stage.py: the functions a rewrite visits, from one print of the module)
    import re
    text = _PRINTED.replace(b'  memref.global "private" constant @c : memref<2xi4> = '
                            b'dense<1>\n', b"")
    starts = linalg_stage._function_starts(text)
    assert starts[1] == ["a", "b", '"q d"']
    assert linalg_stage._functions_matching(text, re.compile(rb"arith\.maximumf"),
                                            starts) == {"b"}
    assert linalg_stage._functions_matching(text, re.compile(rb"i4>"), starts) == {"a"}
    assert linalg_stage._functions_matching(text, re.compile(rb"absent"), starts) == set()
    # a hit in a quoted name's function or before the first function: look everywhere
    assert linalg_stage._functions_matching(text, re.compile(rb"i1>"), starts) is True
    assert linalg_stage._functions_matching(
        _PRINTED, re.compile(rb"i4>"), linalg_stage._function_starts(_PRINTED)) is True


def test_many_arguments_get_an_entry_block_of_their_own():
    # 40 weights: the public function's arguments get an entry block of their own before
    # the conversions to LLVM (linalg/argument_block.py); the result is unchanged
    ws = [RNG.standard_normal((64, 64)).astype(np.float32) * 0.1 for _ in range(40)]
    x = RNG.standard_normal((8, 64)).astype(np.float32)

    def f(x, *ws):
        for i, w in enumerate(ws):
            x = jnp.tanh(x @ w) if i % 2 else jax.nn.relu(x @ w) + 0.5
        return x

    text = jax.jit(f).lower(x, *ws).as_text()
    exe = stablehlo_cc.compile(text, cache=False)
    np.testing.assert_allclose(np.asarray(exe(x, *ws)), np.asarray(jax.jit(f)(x, *ws)),
                               rtol=1e-4, atol=1e-5)


def test_argument_block_keeps_allocations_at_entry():
    from stablehlo_cc.compiler.linalg.argument_block import give_arguments_a_block
    n = 20
    args = ", ".join(f"%a{i}: memref<4xf32>" for i in range(n))
    adds = "\n".join(f"    %v{i} = memref.load %a{i}[%c0] : memref<4xf32>\n"
                     f"    memref.store %v{i}, %s[%c0] : memref<4xf32>" for i in range(n))
    text = (f"func.func @f({args}) {{\n    %s = memref.alloca() : memref<4xf32>\n"
            f"    %c0 = arith.constant 0 : index\n{adds}\n    return\n  }}")
    module = uir.Module.parse(text, bridge.new_upstream_context())
    give_arguments_a_block(module)
    module.operation.verify()
    blocks = list(module.body.operations[0].regions[0].blocks)
    assert len(blocks) == 2 and len(blocks[0].arguments) == n and not len(blocks[1].arguments)
    assert [op.operation.name for op in blocks[0].operations] == ["memref.alloca", "cf.br"]


def _complex_math(re, im, w):
    z = jax.lax.complex(re, im)
    y = z * z + jnp.exp(z) / (z + 2.0)
    return jnp.abs(y) * w, jnp.angle(y)


@pytest.mark.parametrize("shape", [(8, 16), (256, 1024)])  # no parallel region, and some
def test_complex_program_with_and_without_parallel_regions(shape):
    re, im = (RNG.standard_normal(shape).astype(np.float32) for _ in range(2))
    w = RNG.standard_normal(shape[1:]).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(_complex_math).lower(re, im, w).as_text(), cache=False)
    got_abs, got_angle = exe(re, im, w)
    z = re.astype(np.float64) + 1j * im.astype(np.float64)
    y = z * z + np.exp(z) / (z + 2.0)
    np.testing.assert_allclose(np.asarray(got_abs), np.abs(y) * w, rtol=2e-4, atol=2e-4)
    np.testing.assert_allclose(np.asarray(got_angle), np.angle(y), rtol=2e-4, atol=2e-4)


def _relu6_layers(x, w):
    # ReLU6's max/min against broadcast constants fold to constant-filled inputs after
    # fusion (constant_inputs.py: the second fusion run); the plain tanh layer folds none
    h = jnp.minimum(jnp.maximum(x @ w, 0.0), 6.0)
    return jnp.tanh(h @ w.T) + 1.0


@pytest.mark.parametrize("relu6", [True, False])
def test_with_and_without_constant_inputs_folded(relu6):
    x = RNG.standard_normal((64, 128)).astype(np.float32)
    w = (RNG.standard_normal((128, 128)) * 0.2).astype(np.float32)
    fn = _relu6_layers if relu6 else (lambda a, b: jnp.tanh(a @ b) * 2.0)
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x, w).as_text(), cache=False)
    np.testing.assert_allclose(np.asarray(exe(x, w)), np.asarray(jax.jit(fn)(x, w)),
                               rtol=1e-4, atol=1e-4)


def test_load_from_a_buffer_an_inner_loop_writes_stays():
    # the outer loop loads buf[0] and a[0] at its top level; its inner loop stores into buf:
    # a[0] moves out of the outer loop, buf[0] must stay (moved, it would read the value
    # from before the loop)
    text = """
func.func @f(%a: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<16xf32>
  linalg.fill ins(%z : f32) outs(%buf : memref<16xf32>)
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %buf[%c0] : memref<16xf32>
    %w = memref.load %a[%c0] : memref<16xf32>
    scf.for %j = %c0 to %c8 step %c1 {
      %s = arith.addf %v, %w : f32
      memref.store %s, %buf[%i] : memref<16xf32>
    }
  }
  memref.copy %buf, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %buf : memref<16xf32>
  return
}"""
    from stablehlo_cc.compiler.linalg.invariant_loads import hoist_invariant_loads
    ctx = bridge.new_upstream_context()
    with ctx:
        module = uir.Module.parse(text, ctx)
        assert hoist_invariant_loads(module) == 1
        module.operation.verify()
        body = str(module)
        outer = body.index("scf.for")
        assert body.index("memref.load %arg0") < outer  # a[0]: hoisted
        assert body.index("memref.load %alloc") > outer  # buf[0]: stays


def _gelu_concat(x, w):
    h = jax.nn.gelu(x @ w)
    return jnp.concatenate([h, jnp.tanh(x)], axis=1)


def _bufferize_pipelines(monkeypatch) -> list:
    from stablehlo_cc.compiler import pipeline
    seen = []
    run = linalg_stage.run_passes

    def record(module, passes, *args, **kwargs):
        # (the list runs in two parts, cut at the inliner: contraction_kernels.keep_calls)
        for full in (pipeline.BUFFERIZE, pipeline.BUFFERIZE_WITHOUT_SUBSET_INSERTIONS):
            if passes == full[:full.index(pipeline.INLINE)]:
                seen.append(full)
        return run(module, passes, *args, **kwargs)
    monkeypatch.setattr(linalg_stage, "run_passes", record)
    return seen


@pytest.mark.parametrize("concat", [True, False])
def test_empty_tensor_elimination_only_with_subset_insertions(monkeypatch, concat):
    from stablehlo_cc.compiler import pipeline
    assert pipeline.BUFFERIZE_WITHOUT_SUBSET_INSERTIONS == \
        [p for p in pipeline.BUFFERIZE if p != "eliminate-empty-tensors"]
    seen = _bufferize_pipelines(monkeypatch)
    x = RNG.standard_normal((64, 256)).astype(np.float32)
    w = (RNG.standard_normal((256, 256)) * 0.1).astype(np.float32)
    # (not a product: on an AVX-512 host, products of this size are tiled on tensors, into
    # subset insertions of their own)
    fn = _gelu_concat if concat else (lambda a, b: jax.nn.gelu(a * 2.0) + b[:64])
    exe = stablehlo_cc.compile(jax.jit(fn).lower(x, w).as_text(), cache=False)
    np.testing.assert_allclose(np.asarray(exe(x, w)), np.asarray(jax.jit(fn)(x, w)),
                               rtol=1e-4, atol=1e-4)
    assert seen == [pipeline.BUFFERIZE if concat else
                    pipeline.BUFFERIZE_WITHOUT_SUBSET_INSERTIONS]


def _linalg_stage_verifies(monkeypatch) -> list:
    """Whether each pass-manager run of the linalg stage verified the module first."""
    from stablehlo_cc.compiler import timing
    verified, inside = [], []
    run, run_passes = timing.run_pass_manager, linalg_stage.run_passes

    def record(make_pm, operation, verify_after=False, verify_before=True):
        if inside:
            verified.append(verify_before)
        return run(make_pm, operation, verify_after, verify_before)

    def stage_run(*args, **kwargs):
        inside.append(True)
        try:
            return run_passes(*args, **kwargs)
        finally:
            inside.pop()
    monkeypatch.setattr(timing, "run_pass_manager", record)
    monkeypatch.setattr(linalg_stage, "run_passes", stage_run)
    return verified


@pytest.mark.parametrize("setting", ["", "each"])
def test_linalg_stage_verifies_first_run_or_each(monkeypatch, setting):
    monkeypatch.setenv("STABLEHLO_CC_VERIFY", setting)
    x = RNG.standard_normal((64, 128)).astype(np.float32)
    fn = lambda v: jax.nn.softmax(jnp.tanh(v) * 3.0, axis=-1)  # noqa: E731
    text = jax.jit(fn).lower(x).as_text()
    verified = _linalg_stage_verifies(monkeypatch)
    exe = stablehlo_cc.compile(text, cache=False)
    np.testing.assert_allclose(np.asarray(exe(x)), np.asarray(jax.jit(fn)(x)),
                               rtol=1e-5, atol=1e-6)
    assert len(verified) >= 6 and verified[0]
    # (the run after the first never verifies when nothing was folded between them)
    if setting == "each":
        assert verified[1:].count(False) <= 1 and all(verified[2:])
    else:
        assert not any(verified[1:])


def test_invalid_ir_from_a_rewrite_is_refused_when_verifying_each_run(monkeypatch):
    monkeypatch.setenv("STABLEHLO_CC_VERIFY", "each")
    place = linalg_stage.place_stack_allocations

    def broken(module, *args):  # a rewrite bug, made on purpose: a constant without its value
        place(module, *args)
        func = next(op for op in module.body.operations
                    if op.operation.name == "func.func" and op.operation.regions[0].blocks)
        block = func.operation.regions[0].blocks[0]
        with uir.InsertionPoint.at_block_begin(block), uir.Location.unknown(module.context):
            uir.Operation.create("arith.constant", results=[uir.IndexType.get()])
    monkeypatch.setattr(linalg_stage, "place_stack_allocations", broken)
    x = RNG.standard_normal((64, 128)).astype(np.float32)
    with pytest.raises(CompileError, match="value"):
        stablehlo_cc.compile(jax.jit(lambda v: jnp.tanh(v) + 1.0).lower(x).as_text(),
                             cache=False)


_HELPER = """func.func private @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.add %a, %a : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func private @four_times(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = func.call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %d = func.call @twice(%c) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
"""


def test_calls_of_calls_are_inlined_and_declarations_refused():
    x = RNG.standard_normal(4).astype(np.float32)
    program = _HELPER + """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = func.call @four_times(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %d = stablehlo.subtract %c, %a : tensor<4xf32>
  return %d : tensor<4xf32>
}"""
    np.testing.assert_allclose(np.asarray(stablehlo_cc.compile(program, cache=False)(x)), 3 * x,
                               rtol=1e-6)
    declared = """func.func private @outside(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = func.call @outside(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}"""
    with pytest.raises(CompileError, match=r":3:8: .*calls @outside, which is declared without"):
        stablehlo_cc.compile(declared, cache=False)


# Subset insertions at the linalg level, and whether MLIR's `eliminate-empty-tensors` has
# work in each (the oracle: the pass itself, run alone).
_INSERT_HEAD = """
#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<8xf32>, %big: tensor<16xf32> {bufferization.writable = true})
    -> tensor<16xf32> {
"""
_INSERT_TAIL = """
  %r = tensor.insert_slice %src into %big[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}"""
_NEG = """linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%INIT : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.negf %a : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>"""
INSERTIONS = {
    "from an empty tensor": ("%e = tensor.empty() : tensor<8xf32>\n  %src = " +
                             _NEG.replace("%INIT", "%e"), True),
    "of an argument": ("%src = tensor.cast %x : tensor<8xf32> to tensor<8xf32>", False),
    "into its own slice": ("%s = tensor.extract_slice %big[0] [8] [1] : tensor<16xf32> to "
                           "tensor<8xf32>\n  %src = " + _NEG.replace("%INIT", "%s"), False),
    "in place of the argument": ("%src = " + _NEG.replace("%INIT", "%x"), False),
    "reshaped from an empty tensor": (
        "%e = tensor.empty() : tensor<2x4xf32>\n  %x2 = tensor.expand_shape %x [[0, 1]] "
        "output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>\n  %n = " +
        _NEG.replace("%INIT", "%e").replace("#id", "#id2").replace(
            '["parallel"]', '["parallel", "parallel"]').replace("tensor<8xf32>", "tensor<2x4xf32>")
        .replace("ins(%x ", "ins(%x2 ") +
        "\n  %src = tensor.collapse_shape %n [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>",
        False),
}


@pytest.mark.parametrize("case", sorted(INSERTIONS))
def test_empty_tensor_sources_against_the_pass(case):
    """`may_eliminate` is False only where the pass changes nothing (and says so for the
    insertions whose source provably comes from no `tensor.empty`)."""
    import mlir.passmanager as upm
    from stablehlo_cc.compiler.linalg import empty_tensor_sources
    body, expected = INSERTIONS[case]
    ctx = bridge.new_upstream_context()
    with ctx:
        module = uir.Module.parse(_INSERT_HEAD + "  " + body + _INSERT_TAIL, ctx)
        may = empty_tensor_sources.may_eliminate(module, pipeline.SUBSET_INSERTIONS,
                                                 ("scf.for", "scf.forall"))
        before = str(module)
        upm.PassManager.parse("builtin.module(eliminate-empty-tensors)", ctx).run(
            module.operation)
        changed = str(module) != before
    assert may == expected
    assert may or not changed


def _padded_convolutions(x, k1, k2):
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
    return jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=dn)


def test_padded_convolutions_leave_out_empty_tensor_elimination(monkeypatch):
    """The padded inputs of convolutions are subset insertions (made before bufferization,
    linalg/padded_destinations.py) whose sources come from no `tensor.empty`: the
    bufferization runs without `eliminate-empty-tensors`, and the result matches jax."""
    from stablehlo_cc.compiler.linalg import empty_tensor_sources
    seen = _bufferize_pipelines(monkeypatch)
    found, insertions = [], empty_tensor_sources.insertions

    def record(*args):  # (names only: the ops do not outlive the compile)
        ops = insertions(*args)
        found.extend(op.name for op in ops)
        return ops
    monkeypatch.setattr(empty_tensor_sources, "insertions", record)
    x = RNG.standard_normal((2, 16, 16, 8)).astype(np.float32)
    k1 = (RNG.standard_normal((3, 3, 8, 16)) * 0.2).astype(np.float32)
    k2 = (RNG.standard_normal((3, 3, 16, 16)) * 0.1).astype(np.float32)
    text = jax.jit(_padded_convolutions).lower(x, k1, k2).as_text()
    exe = stablehlo_cc.compile(text, cache=False)
    assert "tensor.insert_slice" in found
    np.testing.assert_allclose(np.asarray(exe(x, k1, k2)),
                               np.asarray(jax.jit(_padded_convolutions)(x, k1, k2)),
                               rtol=1e-4, atol=1e-4)
    assert seen == [pipeline.BUFFERIZE_WITHOUT_SUBSET_INSERTIONS]
