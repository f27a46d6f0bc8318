"""The model zoo: real architectures exported to StableHLO, with their framework's outputs.

Each model lives in `benchmarks/models/<name>/`:
  model.mlir     the StableHLO program (weights are arguments, so the text stays small),
  meta.json      per argument: shape, dtype and how to regenerate it from a seed; per result:
                 shape and dtype; the framework, the batch size, and whether it is `slow`,
  expected.npz   the framework's results for those arguments: whole when small, else a strided
                 sample of the flattened result plus its largest magnitude and its mean.

Nothing here needs a framework: `inputs(name)` rebuilds the arguments with numpy alone and
`compare(name, results)` checks results against the stored ones. The export script
(`export.py`, which needs the `zoo` extra) writes the three files.

Run one model: `python -m benchmarks.models.zoo check NAME` prints a JSON line with compile and
run seconds and the largest error relative to each result's scale.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np

ROOT = Path(__file__).resolve().parent

# Results with more elements than this are stored as a strided sample; a model with many
# results (a training step) stores fewer elements of each.
SAMPLE_LIMIT = 4096
SAMPLE_TOTAL = 32768

# f32 results must agree to this fraction of the result's largest magnitude.
RELATIVE_TOLERANCE = 1e-4
# bf16 results (a model run in bf16): 4 units in the last place of the result's largest
# magnitude. Each op rounds to 8 bits of precision, and the framework's own result is no
# closer than that to exact arithmetic: XLA:CPU keeps some intermediates in f32 and computes
# others with less precision than f32 (a reduce of bf16 squares in f32: 7e-4 relative error,
# ours 9e-8), so llama_bf16's result differs from ours by up to ~7e-3 of its scale.
BF16_RELATIVE_TOLERANCE = 4 * 2.0 ** -8
_TOLERANCES = {"bfloat16": BF16_RELATIVE_TOLERANCE, "float16": 4 * 2.0 ** -11}


def is_float(dtype) -> bool:
    """numpy floats and complex numbers, and ml_dtypes' narrow floats (numpy kind "V")."""
    dtype = np.dtype(dtype)
    return dtype.kind in "fc" or dtype in (np.dtype(ml_dtypes.bfloat16),)


def tolerance(dtype) -> float:
    """How far a result of this element type may be from the framework's, as a fraction of
    the result's largest magnitude."""
    return _TOLERANCES.get(str(np.dtype(dtype)), RELATIVE_TOLERANCE)


def names() -> list[str]:
    """Every exported model, in a stable order."""
    return sorted(p.parent.name for p in ROOT.glob("*/meta.json"))


def meta(name: str) -> dict:
    return json.loads((ROOT / name / "meta.json").read_text())


def mlir_path(name: str) -> Path:
    return ROOT / name / "model.mlir"


def make_argument(spec: dict, seed: int) -> np.ndarray:
    """One argument from its recorded distribution (numpy's PCG64 with the given seed)."""
    shape = tuple(spec["shape"])
    dtype = np.dtype(spec["dtype"])
    rng = np.random.default_rng(seed)
    dist = spec["dist"]
    if dist == "normal":
        x = rng.standard_normal(shape) * spec["std"] + spec["mean"]
    elif dist == "abs_normal":
        x = np.abs(rng.standard_normal(shape)) * spec["std"] + spec["mean"]
    elif dist == "uniform":
        x = rng.uniform(spec["low"], spec["high"], shape)
    elif dist == "randint":
        x = rng.integers(spec["low"], spec["high"], shape)
    elif dist == "values":
        x = np.array(spec["values"]).reshape(shape)
    elif dist == "const":
        x = np.full(shape, spec["value"])
    else:
        raise ValueError(f"unknown distribution {dist!r}")
    return np.asarray(x).astype(dtype)


def inputs(name_or_meta) -> list[np.ndarray]:
    """The arguments of a model's `main`, in order, regenerated from their seeds."""
    m = meta(name_or_meta) if isinstance(name_or_meta, str) else name_or_meta
    return [make_argument(spec, m["seed"] * 100003 + i) for i, spec in enumerate(m["args"])]


def sample_limit(n_results: int) -> int:
    return max(256, min(SAMPLE_LIMIT, SAMPLE_TOTAL // max(n_results, 1)))


def summarize(result: np.ndarray, limit: int = SAMPLE_LIMIT,
              stride: int | None = None) -> dict[str, np.ndarray]:
    """What is stored of one result: a strided sample of it (at most `limit` elements, or every
    `stride`-th), its largest magnitude and its mean."""
    flat = np.asarray(result).reshape(-1)
    if is_float(flat.dtype) and flat.dtype.kind not in "fc":
        flat = flat.astype(np.float32)  # exact; npz files would keep bf16 as raw bytes
    if stride is None:
        stride = max(1, -(-flat.size // limit))
    wide = flat.astype(np.float64) if flat.dtype.kind in "fc" else flat
    finite = wide[np.isfinite(wide)] if flat.dtype.kind in "fc" else wide
    return {
        "sample": flat[::stride],
        "stride": np.array(stride),
        "absmax": np.array(float(np.max(np.abs(finite), initial=0.0))),
        "mean": np.array(float(np.mean(wide)) if flat.size else 0.0),
    }


def expected(name: str) -> list[dict[str, np.ndarray]]:
    with np.load(ROOT / name / "expected.npz") as z:
        n = len(meta(name)["results"])
        return [{k: z[f"r{i}_{k}"] for k in ("sample", "stride", "absmax", "mean")}
                for i in range(n)]


def compare(name: str, results: list[np.ndarray]) -> list[float]:
    """Per result, the largest error over the stored sample (and the mean) as a fraction of the
    result's scale. Raises AssertionError naming the result on a shape/dtype mismatch."""
    m = meta(name)
    want_all = expected(name)
    assert len(results) == len(want_all), f"{len(results)} results, expected {len(want_all)}"
    errors = []
    for i, (got, want, spec) in enumerate(zip(results, want_all, m["results"])):
        got = np.asarray(got)
        assert list(got.shape) == spec["shape"], f"result {i}: shape {got.shape} != {spec['shape']}"
        assert got.dtype == np.dtype(spec["dtype"]), f"result {i}: dtype {got.dtype}"
        s = summarize(got, stride=int(want["stride"]))
        if not is_float(got.dtype):
            errors.append(0.0 if np.array_equal(s["sample"], want["sample"]) else float("inf"))
            continue
        scale = max(float(want["absmax"]), 1e-30)
        g = s["sample"].astype(np.float64)
        w = want["sample"].astype(np.float64)
        same_nan = np.isnan(g) == np.isnan(w)
        if not same_nan.all():
            errors.append(float("inf"))
            continue
        ok = ~np.isnan(w)
        err = float(np.max(np.abs(g[ok] - w[ok]), initial=0.0))
        err = max(err, abs(float(s["mean"]) - float(want["mean"])))
        errors.append(err / scale)
    return errors


def verdict(name: str, errors: list[float]) -> dict:
    """`compare`'s errors judged: the largest, and whether each is within its tolerance."""
    return {"max_error": max(errors, default=0.0),
            "ok": all(e <= tolerance(r["dtype"]) for e, r in zip(errors, meta(name)["results"]))}


# The call runs on a thread with this stack (the smallest threads users run code on): code
# whose stack use grows with the problem size crashes here rather than only in production.
CALL_STACK_BYTES = 256 * 1024


def run_on_small_stack(fn, *args):
    """fn(*args) on a new thread with a CALL_STACK_BYTES stack; its result, or its error
    raised here."""
    import threading

    box = {}

    def body():
        try:
            box["value"] = fn(*args)
        except BaseException as e:  # noqa: BLE001 - re-raised on the caller's thread
            box["error"] = e

    previous = threading.stack_size(CALL_STACK_BYTES)
    try:
        thread = threading.Thread(target=body)
        thread.start()
    finally:
        threading.stack_size(previous)
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


def check(name: str, opt_level: int = 3) -> dict:
    """Compile the model with stablehlo_cc, run it once on its inputs (on a thread with a
    256 KiB stack), compare."""
    import stablehlo_cc

    args = inputs(name)
    t0 = time.perf_counter()
    exe = stablehlo_cc.compile(str(mlir_path(name)), opt_level=opt_level)
    t1 = time.perf_counter()
    out = run_on_small_stack(exe, *args)
    t2 = time.perf_counter()
    out = list(out) if isinstance(out, (tuple, list)) else [out]
    errors = compare(name, out)
    return {"name": name, "compile_s": round(t1 - t0, 3), "run_s": round(t2 - t1, 4),
            **verdict(name, errors)}


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "check":
        opt = int(argv[2]) if len(argv) > 2 else 3
        print(json.dumps(check(argv[1], opt)), flush=True)
        return 0
    if argv == ["list"]:
        for n in names():
            m = meta(n)
            print(f"{n:28s} {m['framework']:10s} batch {m['batch']}"
                  f"{'  slow' if m.get('slow') else ''}")
        return 0
    print("usage: python -m benchmarks.models.zoo (list | check NAME [OPT_LEVEL])",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
