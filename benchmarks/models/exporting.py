"""What every exporter of the zoo shares (numpy only, so that exporters whose frameworks bundle
their own LLVM, jax and torch_xla, never share a process): argument distributions, the exported
model, writing its files."""

from __future__ import annotations

import json
import time
import zlib

import numpy as np

from benchmarks.models import zoo


def weight_spec(x, *, spread: bool = True) -> dict:
    """The distribution a weight array is redrawn from: its initializer's mean and spread."""
    x = np.asarray(x)
    spec = {"shape": list(x.shape), "dtype": str(x.dtype)}
    if zoo.is_float(x.dtype):
        x = x.astype(np.float64)  # bf16/f16 statistics too (ml_dtypes' kind is "V")
    else:
        if x.size > 64:
            raise ValueError(f"integer state of {x.size} elements: give it a distribution")
        return spec | {"dist": "values", "values": x.reshape(-1).tolist()}
    mean = float(np.mean(x)) if x.size else 0.0
    std = float(np.std(x)) if x.size else 0.0
    if std < 1e-8:
        if not spread:
            return spec | {"dist": "const", "value": mean}
        std = 0.02 if abs(mean) < 1e-8 else 0.05 * abs(mean)
    return spec | {"dist": "normal", "mean": round(mean, 6), "std": round(std, 6)}


def normal(shape, std=1.0, mean=0.0, dtype="float32") -> dict:
    return {"shape": list(shape), "dtype": dtype, "dist": "normal", "mean": mean, "std": std}


def randint(shape, low, high, dtype="int32") -> dict:
    return {"shape": list(shape), "dtype": dtype, "dist": "randint", "low": low, "high": high}


def const(shape, value, dtype) -> dict:
    return {"shape": list(shape), "dtype": dtype, "dist": "const", "value": value}


def abs_normal(shape, std, mean=0.0) -> dict:
    return {"shape": list(shape), "dtype": "float32", "dist": "abs_normal", "mean": mean,
            "std": std}



class Exported:
    """A model exported by something other than jax: its MLIR text, argument specs, and a
    function of the numpy arguments giving the framework's results."""

    def __init__(self, mlir: str, specs: list[dict], run, framework: str):
        self.mlir, self.specs, self.run, self.framework = mlir, specs, run, framework


def export(name: str, build, batch: int, seed: int, slow: bool = False) -> dict:
    """Export one model at one batch size into `<name>_b<batch>/`."""
    built = build(batch)
    specs, framework = built.specs, built.framework
    full = f"{name}_b{batch}"
    m = {"name": full, "model": name, "framework": framework, "batch": batch, "seed": seed,
         "slow": slow,
         "description": " ".join((build.__doc__ or "").split()), "args": specs}
    args = zoo.inputs(m)
    t0 = time.perf_counter()
    out = built.run(args)
    seconds = time.perf_counter() - t0
    m["results"] = [{"shape": list(x.shape), "dtype": str(x.dtype)} for x in out]
    d = zoo.ROOT / full
    d.mkdir(exist_ok=True)
    (d / "model.mlir").write_text(built.mlir)
    stored = {}
    for i, x in enumerate(out):
        for k, v in zoo.summarize(x, zoo.sample_limit(len(out))).items():
            stored[f"r{i}_{k}"] = v
    np.savez_compressed(d / "expected.npz", **stored)
    (d / "meta.json").write_text(json.dumps(m, indent=1) + "\n")
    return {"name": full, "args": len(specs), "results": len(out),
            "mlir_kb": round((d / "model.mlir").stat().st_size / 1024, 1),
            "seconds": round(seconds, 1)}



def main(models: dict, argv: list[str], *, batches: dict | None = None,
         slow: frozenset = frozenset()) -> int:
    """Export the models whose names start with one of `argv` (all without), each at batch 1
    and 8 unless `batches` says otherwise; one JSON line per export."""
    for name, build in models.items():
        if argv and not any(name.startswith(p) for p in argv):
            continue
        for batch in (batches or {}).get(name, (1, 8)):
            try:
                report = export(name, build, batch, seed=zlib.crc32(name.encode()) % 10000,
                                slow=name in slow)
            except Exception as e:  # report and go on with the others
                report = {"name": f"{name}_b{batch}", "error": repr(e)[:500]}
            print(json.dumps(report), flush=True)
    return 0
