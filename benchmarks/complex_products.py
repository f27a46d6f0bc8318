"""Complex products that reuse their operands little (matrix-vector, a few rows or columns,
batched matrix-vector) and complex x real products against XLA:CPU, one core each.

    .venv/bin/python -m benchmarks.complex_products [--only NAME ...] [--budget SECONDS]

Prints per product the median time of stablehlo-cc and of `jax.jit` (arguments placed on the
device first), their ratio (above 1: we are faster) and the bytes of the operands over our
time. See stablehlo/rules/_complex_view_dot.py and _complex_real_dot.py.
"""

from __future__ import annotations

import argparse

from benchmarks.run import _configure, median_time


def _cases():
    import numpy as np

    rng = np.random.default_rng(0)

    def c(shape, dtype=np.complex64):
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)

    def r(shape, dtype=np.float32):
        return rng.standard_normal(shape).astype(dtype)

    return {
        "mv_c64_1024": lambda: (c((1024, 1024)), c((1024,))),
        "mv_c64_4096": lambda: (c((4096, 4096)), c((4096,))),
        "vm_c64_1024": lambda: (c((1024,)), c((1024, 1024))),
        "vm_c64_4096": lambda: (c((4096,)), c((4096, 4096))),
        "bmv_c64_16x256": lambda: (c((16, 256, 256)), c((16, 256, 1))),
        "bmv_c64_64x256": lambda: (c((64, 256, 256)), c((64, 256, 1))),
        "m4_c64_1024": lambda: (c((4, 1024)), c((1024, 1024))),
        "m4_c64_4096": lambda: (c((4, 4096)), c((4096, 4096))),
        "n4_c64_4096": lambda: (c((4096, 4096)), c((4096, 4))),
        "mv_c128_2048": lambda: (c((2048, 2048), np.complex128), c((2048,), np.complex128)),
        "cxr_mv_c64_1024": lambda: (c((1024, 1024)), r((1024,))),
        "rxc_mv_c64_1024": lambda: (r((1024, 1024)), c((1024,))),
        "cxr_n4_c64_1024": lambda: (c((1024, 1024)), r((1024, 4))),
        "cxr_c64_512": lambda: (c((512, 1024)), r((1024, 512))),
        "rxc_c64_512": lambda: (r((512, 1024)), c((1024, 512))),
        "real_mv_f32_1024x2048": lambda: (r((1024, 2048)), r((2048,))),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--budget", type=float, default=1.5, help="seconds a measurement")
    options = parser.parse_args()
    _configure("1")

    import jax

    import stablehlo_cc

    jax.config.update("jax_enable_x64", True)  # (complex128 stays complex128)
    cases = _cases()
    names = options.only or list(cases)

    def matmul(x, y):
        return x @ y

    # All of ours first, then XLA (its worker threads spin on the pinned CPU after a call).
    runs = []
    for name in names:
        args = cases[name]()
        exe = stablehlo_cc.compile(jax.jit(matmul).lower(*args))
        ours = median_time(lambda: exe(*args), min_runs=15, budget_s=options.budget)
        runs.append((name, args, ours))
    print(f"{'product':24} {'ours ms':>9} {'XLA ms':>9} {'XLA/ours':>9} {'GB/s':>6}")
    jitted = jax.jit(matmul)
    for name, args, ours in runs:
        placed = [jax.device_put(a) for a in args]
        xla = median_time(lambda: jitted(*placed).block_until_ready(), min_runs=15,
                          budget_s=options.budget)
        nbytes = sum(a.nbytes for a in args)
        print(f"{name:24} {ours * 1e3:9.3f} {xla * 1e3:9.3f} {xla / ours:9.2f} "
              f"{nbytes / ours / 1e9:6.1f}", flush=True)


if __name__ == "__main__":
    main()
