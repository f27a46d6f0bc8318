"""The thread pool's hand-off cost (stablehlo_cc/contract/native/parallel.c), measured alone.

    .venv/bin/python -m benchmarks.pool_handoff [--threads 2] [--regions 3000]

Builds a small C program against the pool's source and times back-to-back parallel regions
whose blocks each busy-wait a given time: an empty region (the pure hand-off), eight 2 us
blocks (a 16 us region, the size of most compiled loops of the batch-1 models), eight 20 us
blocks, two 20 us blocks of a native kernel's region (one block a thread), and the same
with a pause between regions (a worker that has parked). It prints the median, the 90th
percentile and how many blocks a region the worker ran; with all CPUs idle the ideal is the
work divided by the threads. The pool's numbers in parallel.c's header come from here. Run it
when the host is quiet: on a busy one the worker rightly stays out of the way.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile

from stablehlo_cc.contract import native

PROGRAM = r"""
#define SHLO_PARALLEL_SHARED
#include "parallel.c"
#include <stdio.h>
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}
static __thread int is_caller;
static long helped, work_ns;
static void task(int32_t *g, int32_t *b, void *arg) {
    (void)g; (void)b; (void)arg;
    if (!is_caller) __atomic_fetch_add(&helped, 1, __ATOMIC_RELAXED);
    double t0 = now();
    while ((now() - t0) * 1e9 < work_ns) {}
}
static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
int main(int argc, char **argv) {
    int threads = atoi(argv[1]), gap_us = atoi(argv[3]), n = atoi(argv[4]);
    int compiled = atoi(argv[5]);
    work_ns = atol(argv[2]);
    shlo_parallel_set_thread_limit(threads);
    is_caller = 1;
    double *t = malloc(sizeof(double) * n);
    for (int i = 0; i < 200; i++)
        if (compiled) __shlo_kmpc_fork_call((void *)1, 0, task);
        else __shlo_parallel_run(task, NULL, 1e9);
    helped = 0;
    for (int i = 0; i < n; i++) {
        double g0 = now();
        while (gap_us && (now() - g0) * 1e6 < gap_us) {}
        double a = now();
        if (compiled) __shlo_kmpc_fork_call((void *)1, 0, task);
        else __shlo_parallel_run(task, NULL, 1e9);
        t[i] = now() - a;
    }
    qsort(t, n, sizeof(double), cmp);
    printf("%8.2f %8.2f %6.2f\n", t[n / 2] * 1e6, t[n * 9 / 10] * 1e6, (double)helped / n);
    return 0;
}
"""

# (label, work a block in ns, pause before each region in us, compiled loop?)
CASES = [
    ("empty region", 0, 0, 1),
    ("8 blocks x 2 us", 2000, 0, 1),
    ("8 blocks x 2 us, 1 ms apart", 2000, 1000, 1),
    ("8 blocks x 20 us", 20000, 0, 1),
    ("native, 2 blocks x 20 us", 20000, 0, 0),
]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pool_handoff")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--regions", type=int, default=3000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        source, exe = os.path.join(tmp, "handoff.c"), os.path.join(tmp, "handoff")
        with open(source, "w") as f:
            f.write(PROGRAM)
        subprocess.run([native.c_compiler() or "cc", "-O2", "-pthread", "-I",
                        os.path.dirname(native.__file__), source, "-o", exe], check=True)
        print(f"{'region':32s} {'median us':>9s} {'p90 us':>8s} {'worker blocks':>13s}")
        for label, work, gap, compiled in CASES:
            regions = args.regions if gap == 0 else max(1, args.regions // 6)
            out = subprocess.run([exe, str(args.threads), str(work), str(gap), str(regions),
                                  str(compiled)], capture_output=True, text=True, check=True)
            median, p90, helped = out.stdout.split()
            print(f"{label:32s} {median:>9s} {p90:>8s} {helped:>13s}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
