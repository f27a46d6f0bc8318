"""One cell of the sweep: build the op's program for an element type, compile it with
stablehlo_cc, run it, and compare with the reference interpreter (or, where the interpreter
cannot run the op, with values computed per the spec's semantics by the template)."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass

import ml_dtypes
import numpy as np

from . import dialect

PASS, FAIL, UNSUPPORTED, ERROR = "pass", "fail", "unsupported", "error"
CRASH, TIMEOUT = "crash", "timeout"
FORBIDDEN = "forbidden"      # the spec does not allow the element type for the op
REJECTED = "rejected"        # the dialect's verifier rejects the op on that element type
NO_TEMPLATE = "no template"  # nothing generated for the cell (see the template's reason)
UNDEFINED = "undefined"      # the spec gives no meaning (TBD) and we refuse it (gaps.py)


@dataclass
class Outcome:
    op: str
    element: str
    status: str
    detail: str = ""
    seconds: float = 0.0


def _templates() -> dict:
    from . import templates
    return templates.all_templates()


def _verify(source: str) -> str:
    """The dialect verifier's complaint about `source`, or ''."""
    from jaxlib.mlir import ir

    from stablehlo_cc.compiler import frontend

    ctx = frontend.new_context()
    if "!quant." in source:
        frontend.load_quant_dialect(ctx)
    try:
        with ctx, ir.Location.unknown():
            module = ir.Module.parse(source)
            if not module.operation.verify():
                return "verification failed"
    except Exception as e:
        lines = [ln.strip() for ln in str(e).strip().splitlines() if ln.strip()]
        return " ".join(lines[:3])[:400] if lines else type(e).__name__
    return ""


def _implementation_defined(element: str, g: np.ndarray, w: np.ndarray):
    """Take the reference's value where the spec leaves the result to the implementation and
    we follow ml_dtypes (see docs/element-types.md):
    - an out-of-range value in a type without inf (f6, f4): the interpreter makes 0, we
      saturate to the largest value;
    - a result of f8E8M0FNU (no zero, no sign) that it cannot hold (0, a negative number):
      the interpreter drops the sign or makes the smallest value 2^-127, we make NaN;
    - quantizing NaN (a log of a negative number, say): the spec does not say; the
      interpreter's f32 emulation keeps NaN, we store some integer."""
    if g.shape != w.shape or g.dtype != w.dtype or g.dtype.kind in "biuc":
        return g, w
    from stablehlo_cc.types import numpy_dtype

    own = element != dialect.QUANT and g.dtype == numpy_dtype(element)
    g64, w64 = g.astype(np.float64), w.astype(np.float64)
    if element in ("f6E2M3FN", "f6E3M2FN", "f4E2M1FN") and own:
        tbd = (w64 == 0) & (np.abs(g64) == float(ml_dtypes.finfo(g.dtype).max))
    elif element == "f8E8M0FNU" and own:
        tbd = np.isnan(g64) & np.isfinite(w64)
    elif element == dialect.QUANT:
        tbd = np.isnan(w64)
    else:
        return g, w
    return np.where(tbd, w, g), w


def _compare(got, want, program, op: str) -> str:
    from tolerances import assert_close, assert_exact, loose

    got = got if isinstance(got, tuple) else (got,)
    if len(got) != len(want):
        return f"{len(got)} results, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g, w = np.asarray(g), np.asarray(w)
        g, w = _implementation_defined(program.element, g, w)
        try:
            if program.element == dialect.QUANT and g.dtype.kind == "f":
                # within one quantization step: the float result may round either way
                assert_close(g, w, "f32", f"result {i}", tolerance=(0.0, dialect.QUANT_SCALE))
            elif program.exact:
                assert_exact(g, w, f"result {i}")
            else:
                element = program.element if program.element != dialect.QUANT else "f32"
                rtol, atol = loose(program.tolerance_op, element)
                assert_close(g, w, element, f"result {i}",
                             tolerance=(rtol, max(atol, program.atol)))
        except AssertionError as e:
            return str(e)
    return ""


def _spec_undefined(op: str, element: str) -> bool:
    from .gaps import SPEC_UNDEFINED
    return (op, dialect.label(element)) in SPEC_UNDEFINED


def run_cell(op: str, element: str, seed: int = 0) -> Outcome:
    """Run one cell in this process."""
    import stablehlo_cc

    start = time.perf_counter()

    def out(status, detail=""):
        return Outcome(op, element, status, detail, round(time.perf_counter() - start, 3))

    if element not in dialect.allowed(op):
        return out(FORBIDDEN, "the spec does not allow this element type")
    template = _templates().get(op)
    if template is None:
        return out(NO_TEMPLATE, "no template for this op")
    try:
        program = template(element, seed)
    except NotImplementedError as e:
        return out(NO_TEMPLATE, str(e))
    source = program.source()
    complaint = _verify(source)
    if complaint:
        return out(REJECTED, complaint)
    try:
        grid = program.num_replicas * program.num_partitions > 1
        if grid and program.run is None:
            return out(*_run_grid(program, source))
        exe = stablehlo_cc.compile(source, num_replicas=program.num_replicas,
                                   num_partitions=program.num_partitions,
                                   **program.compile_options)
    except stablehlo_cc.CompileError as e:
        message = str(e)
        status = UNSUPPORTED if "not supported yet" in message else ERROR
        if status == UNSUPPORTED and "TBD" in message and _spec_undefined(op, element):
            status = UNDEFINED
        return out(status, "CompileError: " + message.strip().splitlines()[0])
    except Exception as e:
        return out(ERROR, f"{type(e).__name__} while compiling: {e}\n"
                   + traceback.format_exc(limit=-3))
    try:
        got = program.run(exe) if program.run is not None else exe(*program.args)
    except Exception as e:
        return out(ERROR, f"{type(e).__name__} while running: {e}")
    if program.check is not None:  # no oracle computes these values: the spec's properties
        problem = program.check(got)
        return out(FAIL if problem else PASS, problem)
    if program.expected is not None:
        want = program.expected
    else:
        import reference
        import xla_oracle
        run = xla_oracle.run if program.oracle == "xla" else reference.run
        try:
            want = run(program.source(oracle=True), *program.args)
            if program.oracle == "xla":  # jaxlib hands back some integers as unsigned
                want = [np.asarray(w).view(np.asarray(g).dtype)
                        if np.asarray(w).dtype.itemsize == np.asarray(g).dtype.itemsize else w
                        for w, g in zip(want, got if isinstance(got, tuple) else (got,))]
        except Exception as e:
            return out(ERROR, f"the reference interpreter failed: {type(e).__name__}: {e}")
    problem = _compare(got, want, program, op)
    return out(FAIL if problem else PASS, problem)


def _run_grid(program, source: str) -> tuple[str, str]:
    import stablehlo_cc

    exe = stablehlo_cc.compile(source, num_replicas=program.num_replicas,
                               num_partitions=program.num_partitions)
    results = exe.run_grid(program.args, timeout=60)
    problems = []
    for i, (got, want) in enumerate(zip(results, program.expected)):
        problem = _compare(tuple(got) if isinstance(got, (tuple, list)) else got,
                           want, program, "")
        if problem:
            problems.append(f"process {i}: {problem}")
    return (FAIL, "\n".join(problems)) if problems else (PASS, "")
