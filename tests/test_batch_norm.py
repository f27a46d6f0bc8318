"""stablehlo.batch_norm_*: the spec's examples, and random programs vs numpy."""

import numpy as np
import pytest

import stablehlo_cc

SPEC_OPERAND = [[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]


def _program(op: str, shape, fi: int, elem: str = "f32", eps: float = 0.0):
    ty = f"tensor<{'x'.join(map(str, shape))}x{elem}>"
    vec = f"tensor<{shape[fi]}x{elem}>"
    attrs = f"{{epsilon = {eps!r} : f32, feature_index = {fi} : i64}}"
    if op == "inference":
        return f"""func.func @main(%x: {ty}, %s: {vec}, %o: {vec}, %m: {vec}, %v: {vec}) -> {ty} {{
  %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {attrs}
       : ({ty}, {vec}, {vec}, {vec}, {vec}) -> {ty}
  return %r : {ty}
}}""", [shape] + [[shape[fi]]] * 4
    if op == "training":
        return f"""func.func @main(%x: {ty}, %s: {vec}, %o: {vec}) -> ({ty}, {vec}, {vec}) {{
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {attrs}
       : ({ty}, {vec}, {vec}) -> ({ty}, {vec}, {vec})
  return %r#0, %r#1, %r#2 : {ty}, {vec}, {vec}
}}""", [shape] + [[shape[fi]]] * 2
    return f"""func.func @main(%x: {ty}, %s: {vec}, %m: {vec}, %v: {vec}, %g: {ty})
    -> ({ty}, {vec}, {vec}) {{
  %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {attrs}
       : ({ty}, {vec}, {vec}, {vec}, {ty}) -> ({ty}, {vec}, {vec})
  return %r#0, %r#1, %r#2 : {ty}, {vec}, {vec}
}}""", [shape] + [[shape[fi]]] * 3 + [shape]


def test_spec_example_inference():
    text, _ = _program("inference", (2, 2, 2), 2)
    out = stablehlo_cc.compile(text)(np.array(SPEC_OPERAND, np.float32),
                                     *[np.array(v, np.float32) for v in
                                       ([1.0, 1.0], [1.0, 1.0], [2.0, 3.0], [1.0, 1.0])])
    np.testing.assert_allclose(out, [[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]])


def test_spec_example_training():
    text, _ = _program("training", (2, 2, 2), 2)
    out, mean, var = stablehlo_cc.compile(text)(np.array(SPEC_OPERAND, np.float32),
                                                np.ones(2, np.float32), np.ones(2, np.float32))
    np.testing.assert_allclose(out, [[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]])
    np.testing.assert_allclose(mean, [2.0, 3.0])
    np.testing.assert_allclose(var, [1.0, 1.0])


def test_spec_example_grad():
    text, _ = _program("grad", (2, 2, 2), 2)
    g = np.array([[[0.1, 0.1], [0.1, 0.1]], [[0.1, 0.1], [0.1, 0.1]]], np.float32)
    dx, ds, do = stablehlo_cc.compile(text)(
        np.array(SPEC_OPERAND, np.float32), np.ones(2, np.float32),
        np.array([2.0, 3.0], np.float32), np.ones(2, np.float32), g)
    np.testing.assert_allclose(dx, np.zeros((2, 2, 2)), atol=1e-7)
    np.testing.assert_allclose(ds, [0.0, 0.0], atol=1e-7)
    np.testing.assert_allclose(do, [0.4, 0.4], rtol=1e-6)


def _numpy_reference(op, args, fi, eps):
    """The batch norm math in float64 numpy (the reference interpreter has no batch_norm)."""
    x = args[0].astype(np.float64)
    axes = tuple(d for d in range(x.ndim) if d != fi)
    shape = [1] * x.ndim
    shape[fi] = x.shape[fi]
    b = lambda v: np.asarray(v, np.float64).reshape(shape)  # noqa: E731
    if op == "inference":
        _, s, o, m, v = args
        return [b(s) * (x - b(m)) / np.sqrt(b(v) + eps) + b(o)]
    if op == "training":
        _, s, o = args
        m, v = x.mean(axis=axes), x.var(axis=axes)
        return [b(s) * (x - b(m)) / np.sqrt(b(v) + eps) + b(o), m, v]
    _, s, m, v, g = args
    g = g.astype(np.float64)
    n = x.size // x.shape[fi]
    xhat = (x - b(m)) / np.sqrt(b(v) + eps)
    dscale = (g * xhat).sum(axis=axes)
    doffset = g.sum(axis=axes)
    dx = b(s) / np.sqrt(b(v) + eps) / n * (
        n * g - b(doffset) - (x - b(m)) * b((g * (x - b(m))).sum(axis=axes)) / (b(v) + eps))
    return [dx, dscale, doffset]


@pytest.mark.parametrize("op", ["inference", "training", "grad"])
@pytest.mark.parametrize("shape,fi,elem", [((4, 3, 5), 1, "f32"), ((2, 6), 0, "f64"),
                                           ((3, 2, 2, 4), 3, "f32"),
                                           # size-1 dimensions dropped (a torch LayerNorm's
                                           # 1 x rows x features view), or all but one
                                           ((1, 6, 64), 1, "f32"), ((1, 3, 1, 4), 3, "f32"),
                                           ((1, 5, 1), 1, "f32"), ((2, 1, 3), 1, "f64")])
def test_matches_numpy(op, shape, fi, elem):
    eps = 1e-3
    text, arg_shapes = _program(op, shape, fi, elem, eps=eps)
    rng = np.random.default_rng(7)
    dtype = np.float32 if elem == "f32" else np.float64
    args = [rng.standard_normal(s).astype(dtype) for s in arg_shapes]
    if op in ("inference", "grad"):  # variances must be positive
        k = 4 if op == "inference" else 3
        args[k] = np.abs(args[k]) + 0.5
    ours = stablehlo_cc.compile(text)(*args)
    ours = ours if isinstance(ours, tuple) else (ours,)
    want = _numpy_reference(op, args, fi, np.float32(eps).astype(np.float64))
    tol = 2e-5 if elem == "f32" else 1e-12
    for o, w in zip(ours, want):
        np.testing.assert_allclose(o, w, rtol=tol, atol=tol)


@pytest.mark.parametrize("op", ["inference", "training", "grad"])
@pytest.mark.parametrize("elem", ["f8E4M3FN", "f8E5M2", "f4E2M1FN"])
def test_small_floats_round_once(op, elem):
    """f8/f6/f4 batch norm is computed in f32 and each result rounded once to the type: it
    equals the f64 math rounded once (per-op rounding in the type would not)."""
    from stablehlo_cc.types import numpy_dtype

    dt = numpy_dtype(elem)
    fi, shape, eps = 1, (4, 3, 5), 1e-3
    text, arg_shapes = _program(op, shape, fi, elem, eps=eps)
    rng = np.random.default_rng(11)
    args = [rng.standard_normal(s).astype(dt) for s in arg_shapes]
    if op in ("inference", "grad"):
        k = 4 if op == "inference" else 3
        args[k] = (np.abs(args[k].astype(np.float32)) + 0.5).astype(dt)
    ours = stablehlo_cc.compile(text)(*args)
    ours = ours if isinstance(ours, tuple) else (ours,)
    want = _numpy_reference(op, args, fi, np.float32(eps).astype(np.float64))
    for o, w in zip(ours, want):
        assert o.dtype == dt
        np.testing.assert_array_equal(o.astype(np.float64), np.asarray(w).astype(dt)
                                      .astype(np.float64))
