"""The StableHLO interpreter tests of one op, as programs whose results we can compare.

Each test function of `<op>.mlir` (split at `// -----`) checks values with
`check.expect_(almost_)eq_const %v, dense<...> : type`. We rewrite it into a `@main` without
checks that returns every checked value and then every expected constant (complex values as
their real and imaginary parts), compile that with stablehlo_cc, and take the expected arrays
from the StableHLO reference interpreter run on the same program: the literal is decoded by
MLIR, never by the compiler under test. The files are read in place, never copied.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

import numpy as np

ROOT = "/work/shared/conformance/stablehlo-interpret"

_CHECK = re.compile(
    r"check\.expect_(?P<kind>almost_eq|eq)_const\s+(?P<value>%[\w.$-]+)\s*,\s*"
    r"(?P<literal>dense<.*?>)\s*:\s*(?P<type>tensor<(?:[^<>]|<[^<>]*>)*>)", re.S)
_FUNC = re.compile(r"func\.func\s+(?:public\s+)?@(?P<name>[\w.$]+)\(\)\s*\{")


@dataclass
class Case:
    name: str
    program: str          # @main() -> (checked values..., expected constants...)
    kinds: list           # "eq" or "almost_eq", one a returned pair
    n: int                # how many checked values (after splitting complex ones)


def available(op: str) -> bool:
    return os.path.exists(os.path.join(ROOT, f"{op}.mlir"))


def cases(op: str) -> list[Case]:
    with open(os.path.join(ROOT, f"{op}.mlir")) as f:
        text = f.read()
    out = []
    for chunk in re.split(r"^// -----\s*$", text, flags=re.M):
        found = list(_FUNC.finditer(chunk))  # a chunk may hold several (`// // -----`)
        for m, nxt in zip(found, found[1:] + [None]):
            out.append(_rewrite(m.group("name"), chunk[m.start():nxt.start() if nxt else None]))
    return out


def _split_complex(value: str, ty: str, lines: list, tag: str):
    """Values to return for `value`: itself, or its real and imaginary parts."""
    m = re.fullmatch(r"tensor<(.*?)x?complex<(f32|f64)>>", ty)
    if not m:
        return [(value, ty)]
    shape, part = m.group(1), m.group(2)
    part_ty = f"tensor<{shape}x{part}>" if shape else f"tensor<{part}>"
    re_v, im_v = f"%re_{tag}", f"%im_{tag}"
    lines.append(f"  {re_v} = stablehlo.real {value} : ({ty}) -> {part_ty}")
    lines.append(f"  {im_v} = stablehlo.imag {value} : ({ty}) -> {part_ty}")
    return [(re_v, part_ty), (im_v, part_ty)]


def _rewrite(name: str, func_text: str) -> Case:
    checks = list(_CHECK.finditer(func_text))
    body = _CHECK.sub("", func_text)
    body = body[body.index("{") + 1:]
    body = body[:body.rindex("func.return")]
    extra, got, want, kinds = [], [], [], []
    for i, c in enumerate(checks):
        ty = c.group("type")
        extra.append(f"  %expected_{i} = stablehlo.constant {c.group('literal')} : {ty}")
        parts_got = _split_complex(c.group("value"), ty, extra, f"got{i}")
        parts_want = _split_complex(f"%expected_{i}", ty, extra, f"want{i}")
        got += parts_got
        want += parts_want
        kinds += [c.group("kind")] * len(parts_got)
    results = got + want
    values = ", ".join(v for v, _ in results)
    types = ", ".join(t for _, t in results)
    program = (f"func.func @main() -> ({types}) {{\n{body}\n" + "\n".join(extra)
               + f"\n  func.return {values} : {types}\n}}\n")
    return Case(name, program, kinds, len(got))


def reference(program: str) -> list[np.ndarray]:
    """Every result of `program` per the StableHLO reference interpreter."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_cc.compiler import frontend

    ctx = frontend.new_context()
    with ctx:
        module = ir.Module.parse(program)
        return [np.array(r) for r in _stablehlo.eval_module(module, [])]


def check_case(case: Case, compile_fn) -> None:
    """Compile and run `case`; compare its checked values with the interpreter's constants."""
    got = compile_fn(case.program)()
    got = got if isinstance(got, tuple) else (got,)
    expected = reference(case.program)
    for i, kind in enumerate(case.kinds):
        ours, want = np.asarray(got[i]), expected[case.n + i]
        assert ours.shape == want.shape, (case.name, i, ours.shape, want.shape)
        if kind == "eq" or not np.issubdtype(want.dtype, np.floating):
            np.testing.assert_array_equal(ours, want.astype(ours.dtype), err_msg=case.name)
        else:
            np.testing.assert_allclose(ours, want, rtol=1e-4, atol=1e-4, equal_nan=True,
                                       err_msg=case.name)


def reference_with_args(program: str, args) -> list[np.ndarray]:
    """`program`'s results per the reference interpreter, for numpy arguments."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_cc.compiler import frontend

    ctx = frontend.new_context()
    with ctx:
        module = ir.Module.parse(program)
        attrs = [ir.DenseElementsAttr.get(np.ascontiguousarray(a)) for a in args]
        return [np.array(r) for r in _stablehlo.eval_module(module, attrs)]
