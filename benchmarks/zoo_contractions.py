"""Every contraction and convolution of the model zoo, alone, on stablehlo-cc and XLA:CPU.

    .venv/bin/python -m benchmarks.zoo_contractions [--only MODEL ...] [--budget S] [--limit N]

Whole-model times hide which op is slow; this lists each distinct `stablehlo.dot_general` and
`stablehlo.convolution` of the zoo's `model.mlir` files (nested regions included: `while`
bodies of the recurrent models), each compiled as a program of its own with random operands,
with the median time of stablehlo-cc and of XLA:CPU, our result's largest difference from
XLA's relative to its largest magnitude, (`compile_and_load` of the same text), both
pinned to one CPU, and the GFLOP/s each reaches against the machine's measured FMA peak.
Ops that differ only in their SSA names are one row; the `uses` column counts them over the
models. FLOPs are 2 per multiply-add: for a dot, 2 x result elements x contracted size; for a
convolution, 2 x result elements x (kernel elements / output features), padded borders
included (XLA's cost analysis leaves them out). The table goes to
benchmarks/results/zoo_contractions.md, slowest ratio first.
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import re
import sys
from dataclasses import dataclass, field

from .run import _configure, _cpu_model, median_time, publish

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results", "zoo_contractions.md")
_OPS = ("stablehlo.dot_general", "stablehlo.convolution")


@dataclass
class Contraction:
    text: str  # a whole module: `main(%a, %b)` runs the op once
    kind: str
    operand_types: list
    result_type: str
    flops: float
    uses: dict = field(default_factory=dict)  # model -> count


def _dims(type_text: str) -> list[int]:
    body = type_text[type_text.index("<") + 1:type_text.rindex(">")]
    return [int(d) for d in body.split("x")[:-1]]


def _flops(op, kind: str, operand_types: list, result_type: str) -> float:
    out = math.prod(_dims(result_type))
    asm = op.get_asm(print_generic_op_form=True)
    if kind == "dot":
        lhs = _dims(operand_types[0])
        found = re.search(r"lhs_contracting_dimensions = \[([0-9, ]*)\]", asm)
        contracted = [int(d) for d in found.group(1).split(",") if d.strip()] if found else []
        return 2.0 * out * math.prod(lhs[d] for d in contracted)
    kernel = _dims(operand_types[1])
    layout = re.search(r"#stablehlo\.conv<\[[^\]]*\]x\[([^\]]*)\]", asm)
    letters = [c.strip() for c in layout.group(1).split(",")] if layout else []
    out_features = kernel[letters.index("o")] if "o" in letters else kernel[-1]
    return 2.0 * out * math.prod(kernel) / out_features


def collect(models: list[str]) -> list[Contraction]:
    """The distinct contractions of `models`, in first-seen order."""
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir

    from .models import zoo

    found: dict[str, Contraction] = {}
    context = jmlir.make_ir_context()
    for model in models:
        with context:
            module = ir.Module.parse(zoo.mlir_path(model).read_text())
            ops = []

            def visit(op):
                if op.name in _OPS:
                    ops.append(op)
                return ir.WalkResult.ADVANCE

            module.operation.walk(visit)
            for op in ops:
                operand_types = [str(v.type) for v in op.operands]
                result_type = str(op.results[0].type)
                generic = op.get_asm(print_generic_op_form=True)
                body = generic[generic.index('"stablehlo.'):]
                body = re.sub(r'^("stablehlo\.\w+")\([^)]*\)', r"\1(%a, %b)", body)
                text = (f"func.func public @main(%a: {operand_types[0]}, %b: "
                        f"{operand_types[1]}) -> {result_type} {{\n  %r = {body}\n"
                        f"  return %r : {result_type}\n}}\n")
                kind = "dot" if op.name.endswith("dot_general") else "conv"
                entry = found.get(text)
                if entry is None:
                    entry = found[text] = Contraction(
                        text, kind, operand_types, result_type,
                        _flops(op, kind, operand_types, result_type))
                entry.uses[model] = entry.uses.get(model, 0) + 1
    return list(found.values())


def _operand(type_text: str, rng):
    import ml_dtypes  # noqa: F401 (registers bf16 and friends with numpy)
    import numpy as np

    element = type_text[type_text.rindex("x") + 1:type_text.rindex(">")]
    shape = _dims(type_text)
    if element.startswith("i") or element.startswith("ui"):
        return rng.integers(-8, 8, shape).astype(np.dtype(element.replace("ui", "uint")
                                                          .replace("i", "int")))
    dtype = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
             "bf16": ml_dtypes.bfloat16}[element]
    return rng.standard_normal(shape).astype(dtype)


def measure(items: list[Contraction], budget: float) -> list[dict]:
    import jax
    import numpy as np
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    import stablehlo_cc

    rng = np.random.default_rng(0)
    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    rows = []
    for n, item in enumerate(items):
        args = [_operand(t, rng) for t in item.operand_types]
        row = {"item": item, "ours": None, "xla": None, "error": "", "diff": None}
        mine = None
        try:
            exe = stablehlo_cc.compile(item.text, cache=False)
            mine = np.asarray(exe(*args), dtype=np.float64)
            row["ours"] = median_time(lambda: exe(*args), min_runs=5, budget_s=budget)
        except Exception as e:  # a row, not the end of the run
            row["error"] = f"ours: {type(e).__name__}: {str(e).splitlines()[0][:80]}"
        try:
            compiled = backend.compile_and_load(item.text, devices, xla_client.CompileOptions())
            device_args = [jax.device_put(a) for a in args]
            theirs = np.asarray(compiled.execute(device_args)[0], dtype=np.float64)
            if mine is not None:
                scale = float(np.max(np.abs(theirs), initial=0.0)) or 1.0
                row["diff"] = float(np.max(np.abs(mine - theirs), initial=0.0)) / scale
            row["xla"] = median_time(
                lambda: jax.block_until_ready(compiled.execute(device_args)), min_runs=5,
                budget_s=budget)
        except Exception as e:
            row["error"] += f" XLA: {type(e).__name__}: {str(e).splitlines()[0][:80]}"
        print(f"[{n + 1}/{len(items)}] {item.kind} {' x '.join(item.operand_types)} "
              f"ours {_ms(row['ours'])} ms, XLA {_ms(row['xla'])} ms {row['error']}",
              file=sys.stderr, flush=True)
        rows.append(row)
    return rows


def _ms(seconds):
    return "—" if seconds is None else f"{seconds * 1e3:.3f}"


def _gflops(flops, seconds):
    return "—" if not seconds else f"{flops / seconds / 1e9:.1f}"


def table(rows: list[dict], peak: float | None) -> str:
    def ratio(r):
        return r["ours"] / r["xla"] if r["ours"] and r["xla"] else float("inf")

    lines = ["| op | operands -> result | uses (models) | MFLOP | ours ms | XLA ms | "
             "ours / XLA | ours GFLOP/s | XLA GFLOP/s | max rel. diff |"
             + (" ours % peak |" if peak else ""),
             "|---|---|---|---|---|---|---|---|---|---|" + ("---|" if peak else "")]
    for r in sorted(rows, key=ratio, reverse=True):
        item = r["item"]
        uses = ", ".join(f"{m} ×{c}" if c > 1 else m for m, c in item.uses.items())
        cells = [item.kind, f"{', '.join(item.operand_types)} -> {item.result_type}", uses,
                 f"{item.flops / 1e6:.1f}", _ms(r["ours"]), _ms(r["xla"]),
                 "—" if ratio(r) == float("inf") else f"{ratio(r):.2f}x",
                 _gflops(item.flops, r["ours"]), _gflops(item.flops, r["xla"]),
                 "—" if r["diff"] is None else f"{r['diff']:.1e}"]
        if peak:
            cells.append("—" if not r["ours"] else
                         f"{100 * item.flops / r['ours'] / 1e9 / peak:.0f} %")
        lines.append("| " + " | ".join(cells) + " |")
    both = [r for r in rows if r["ours"] and r["xla"]]
    if both:
        geomean = math.exp(sum(math.log(ratio(r)) for r in both) / len(both))
        weighted_ours = sum(r["ours"] * sum(r["item"].uses.values()) for r in both)
        weighted_xla = sum(r["xla"] * sum(r["item"].uses.values()) for r in both)
        lines += ["", f"{len(both)} distinct ops: geometric mean of ours / XLA "
                  f"**{geomean:.2f}x**; {sum(ratio(r) <= 1.0 for r in both)} at or below 1.0x; "
                  f"weighted by uses, ours {weighted_ours * 1e3:.1f} ms against XLA's "
                  f"{weighted_xla * 1e3:.1f} ms ({weighted_ours / weighted_xla:.2f}x)."]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.zoo_contractions",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="+", metavar="MODEL", help="these zoo models only")
    parser.add_argument("--budget", type=float, default=0.3, help="seconds a measurement")
    parser.add_argument("--limit", type=int, help="measure at most N distinct ops")
    parser.add_argument("--no-peak", action="store_true", help="skip measuring the FMA peak")
    parser.add_argument("--output", default=RESULTS)
    args = parser.parse_args(argv)
    _configure("1")
    from .models import zoo

    models = args.only or zoo.names()
    items = collect(models)[:args.limit]
    peak = None
    if not args.no_peak:
        from . import machine
        peak = machine.measure(1).peak_gflops
    rows = measure(items, args.budget)
    report = "\n".join([
        "# Contractions and convolutions of the model zoo, one CPU", "",
        f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on "
        f"{_cpu_model()} by `python -m benchmarks.zoo_contractions`"
        + (f" (models: {', '.join(args.only)})" if args.only else "") + ". Each op alone, "
        "random operands, median of repeated calls; XLA:CPU without its thread pool."
        + (f" Measured FMA peak: {peak:.0f} GFLOP/s." if peak else ""), "",
        table(rows, peak), ""])
    publish(report, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
