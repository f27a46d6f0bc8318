"""A C caller hands a library its own thread pool (`shlo_parallel_set_executor`, docs/c-abi.md
"Threads"): the library's parallel loops run as tasks of that pool, results stay exact."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import stablehlo_cc

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs the system cc")

N = 1 << 20  # far above the parallel threshold

PROGRAM = f"""
func.func @main(%x: tensor<{N}xf32>, %y: tensor<{N}xf32>) -> tensor<{N}xf32> {{
  %p = stablehlo.multiply %x, %y : tensor<{N}xf32>
  %s = stablehlo.add %p, %x : tensor<{N}xf32>
  return %s : tensor<{N}xf32>
}}
"""

# A pool of its own: parallel_for runs the tasks on fresh pthreads (all but the first) and
# counts calls and tasks; the program checks the results against x*y+x computed in C.
C_MAIN = r"""
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "prog.h"

typedef void (*shlo_parallel_task)(void *task_arg, int32_t index);
typedef struct shlo_parallel_executor {
    void (*parallel_for)(void *context, int32_t n, shlo_parallel_task task, void *task_arg);
    void *context;
    int32_t concurrency;
} shlo_parallel_executor;
void shlo_parallel_set_executor(const shlo_parallel_executor *executor);

struct counts { int calls, tasks; pthread_mutex_t lock; };
struct job { shlo_parallel_task task; void *arg; int32_t index; struct counts *c; };

static void *run_job(void *p) {
    struct job *j = p;
    j->task(j->arg, j->index);
    pthread_mutex_lock(&j->c->lock);
    j->c->tasks++;
    pthread_mutex_unlock(&j->c->lock);
    return NULL;
}

static void my_parallel_for(void *context, int32_t n, shlo_parallel_task task, void *arg) {
    struct counts *c = context;
    pthread_t threads[64];
    struct job jobs[64];
    c->calls++;
    for (int32_t i = 0; i < n; i++) jobs[i] = (struct job){task, arg, i, c};
    for (int32_t i = 1; i < n; i++) pthread_create(&threads[i], NULL, run_job, &jobs[i]);
    run_job(&jobs[0]);
    for (int32_t i = 1; i < n; i++) pthread_join(threads[i], NULL);
}

int main(void) {
    size_t n = prog_main_ARG0_ELEMENTS;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *r = malloc(n * sizeof *r);
    for (size_t i = 0; i < n; i++) { x[i] = (float)(i % 1000) * 0.5f; y[i] = (float)(i % 7) - 3.0f; }
    struct counts c = {0, 0, PTHREAD_MUTEX_INITIALIZER};
    shlo_parallel_executor pool = {my_parallel_for, &c, 5};
    shlo_parallel_set_executor(&pool);
    if (prog_main(x, y, r) != 0) return 2;
    for (size_t i = 0; i < n; i++)
        if (r[i] != x[i] * y[i] + x[i]) { fprintf(stderr, "wrong at %zu\n", i); return 3; }
    shlo_parallel_set_executor(NULL);  /* back to the built-in pool */
    for (size_t i = 0; i < n; i++) r[i] = -1.0f;
    if (prog_main(x, y, r) != 0) return 4;
    for (size_t i = 0; i < n; i++)
        if (r[i] != x[i] * y[i] + x[i]) { fprintf(stderr, "wrong (built-in) at %zu\n", i); return 5; }
    printf("calls %d tasks %d\n", c.calls, c.tasks);
    return 0;
}
"""


def test_c_caller_supplies_its_own_thread_pool(tmp_path):
    src = tmp_path / "prog.mlir"
    src.write_text(PROGRAM)
    stablehlo_cc.build_library(str(src), str(tmp_path / "libprog.so"),
                               header=str(tmp_path / "prog.h"))
    (tmp_path / "main.c").write_text(C_MAIN)
    proc = subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", "main.c", "-o", "main", "-L.",
                           "-lprog", f"-Wl,-rpath,{tmp_path}", "-pthread"], cwd=tmp_path,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    run = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, timeout=60,
                         env={"STABLEHLO_CC_NUM_THREADS": "2"})
    assert run.returncode == 0, run.stderr
    calls, tasks = (int(w) for w in run.stdout.split()[1::2])
    # the pool ran the program's parallel loop(s): 5 tasks each (its `concurrency`)
    assert calls >= 1 and tasks == 5 * calls
    # the oracle in C used float arithmetic; check numpy agrees on a sample too
    x = (np.arange(N) % 1000).astype(np.float32) * np.float32(0.5)
    y = (np.arange(N) % 7).astype(np.float32) - np.float32(3)
    assert np.array_equal(stablehlo_cc.load(str(tmp_path / "libprog.so"))(x, y), x * y + x)
