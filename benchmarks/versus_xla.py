"""One StableHLO file or more against XLA:CPU, one thread each: median wall milliseconds of a
call, arguments drawn from each program's signature (standard normal, f32 unless the
signature says otherwise), both sides' arguments placed once (`stablehlo_cc.aligned`,
`jax.device_put`, as models_run.py does). For A/B work on single ops (a convolution form, a
fused chain); pin it to one CPU (`taskset -c 1`) as the tables are.

    python -m benchmarks.versus_xla FILE.mlir [...]   (N=runs, default 7)
"""

from __future__ import annotations

import os
import sys


def main(argv=None) -> int:
    import numpy as np

    import stablehlo_cc
    from .models_run import _xla
    from .run import median_time

    runs = int(os.environ.get("N", "7"))
    for path in (argv if argv is not None else sys.argv[1:]):
        text = open(path).read()
        exe = stablehlo_cc.compile(text, cache=False, num_threads=1)
        rng = np.random.default_rng(0)
        args = [rng.standard_normal(a.shape).astype(a.dtype if a.dtype.kind == "f" else
                                                    np.float32)
                for a in exe.signature.args]
        placed = [stablehlo_cc.aligned(a) for a in args]
        ours = median_time(lambda: exe(*placed), min_runs=runs, budget_s=0.0) * 1e3
        xla = median_time(_xla(text, args), min_runs=runs, budget_s=0.0) * 1e3
        print(f"{os.path.basename(path)}: ours {ours:.3f} ms  XLA:CPU {xla:.3f} ms  "
              f"ratio {ours / xla:.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
