"""Contractions of real models (rank 3 and up, batch and contracting dimensions anywhere,
elementwise ops between two contractions) against XLA:CPU, one core each.

    .venv/bin/python -m benchmarks.contractions [--only NAME ...] [--budget SECONDS]

Prints, per program of benchmarks/real_size_programs.py, the median time of stablehlo-cc and
of `jax.jit`, their ratio (above 1: we are faster) and our GFLOP/s (the FLOP count is XLA's
cost analysis of the same program).
"""

from __future__ import annotations

import argparse

from benchmarks.run import _configure, median_time

PROGRAMS = ["einsum_abc_cde", "attention_scores", "attention", "tanh_mlp_rank3", "tanh_mlp_2d",
            "mlp_bias_gelu_rank3", "encoder_block"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=PROGRAMS)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds a measurement")
    options = parser.parse_args()
    _configure("1")

    import jax

    import stablehlo_cc
    from benchmarks.real_size_programs import make

    # All of ours first, then XLA: after a call, XLA's worker threads spin for a while on
    # the one CPU this process is pinned to, which would slow down whatever runs next.
    runs = []
    for name in options.only:
        fn, args = make(name)
        jitted = jax.jit(fn)
        lowered = jitted.lower(*args)
        exe = stablehlo_cc.compile(lowered)
        ours = median_time(lambda: exe(*args), min_runs=5, budget_s=options.budget)
        runs.append((name, jitted, lowered, args, ours))
    print(f"{'program':22} {'ours ms':>9} {'XLA ms':>9} {'XLA/ours':>9} {'GFLOP/s':>8}")
    for name, jitted, lowered, args, ours in runs:
        flops = (lowered.compile().cost_analysis() or {}).get("flops", 0.0)
        xla = median_time(lambda: jitted(*args).block_until_ready(), min_runs=5,
                          budget_s=options.budget)
        print(f"{name:22} {ours * 1e3:9.3f} {xla * 1e3:9.3f} {xla / ours:9.2f} "
              f"{flops / ours / 1e9:8.1f}", flush=True)

if __name__ == "__main__":
    main()
