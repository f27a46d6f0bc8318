"""The pool's hand-off (stablehlo_cc/contract/native/parallel.c, "Hand-off"): every block of
every region runs exactly once when callers race, thread limits change and workers park
between bursts; results stay bit-identical for 1, 2 and 3 threads on regions just above and
far above the cost rule (parallel_cost.inc) and match numpy / jax.jit; an idle process does
not keep polling; and the compiler and the native kernels use one threshold."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import stablehlo_cc
from stablehlo_cc.compiler.linalg import parallel_loops
from stablehlo_cc.contract import native

RNG = np.random.default_rng(11)
NATIVE = os.path.dirname(native.__file__)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


# A C program that includes the pool and races it: 3 callers, 20000 regions each, thread
# limits 1-4, compiled-loop regions (ident set: OVERSPLIT blocks a thread) and native ones
# (__shlo_parallel_run, one block a thread, teams sized by the estimate), pauses that let the
# workers park. Each region counts how often each block ran: every block must run once.
STRESS = r"""
#define SHLO_PARALLEL_SHARED
#include "parallel.c"
#include <stdio.h>
#include <string.h>

struct job { int team; int counts[4 * MAX_THREADS]; int work; };

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct job *j = arg;
    if (*gtid != __shlo_kmpc_global_thread_num(NULL)) abort();
    __atomic_store_n(&j->team, __shlo_parallel_team_size(), __ATOMIC_RELAXED);
    __atomic_fetch_add(&j->counts[*gtid], 1, __ATOMIC_RELAXED);
    volatile int x = 0;
    for (int i = 0; i < j->work; i++) x += i;
    struct job inner;  /* a region inside a parallel region runs inline, as a team of one */
    memset(&inner, 0, sizeof inner);
    if (j->work > 0 && j->work % 7 == 0) {
        int outer = __shlo_parallel_team_size();
        __shlo_parallel_run(task, &inner, 1e9);
        if ((outer > 1 && inner.team != 1) || inner.team < 1) abort();
        for (int m = 0; m < 4 * MAX_THREADS; m++)
            if (inner.counts[m] != (m < inner.team)) abort();
    }
}

static void *caller(void *p) {
    unsigned seed = (unsigned)(long)p * 7919u + 1;
    for (int it = 0; it < 20000; it++) {
        seed = seed * 1103515245u + 12345u;
        int limit = 1 + (int)((seed >> 16) % 4), kind = (int)((seed >> 20) % 3);
        shlo_parallel_set_thread_limit(limit);
        struct job j;
        memset(&j, 0, sizeof j);
        j.work = (int)((seed >> 8) % 3000) + 1;
        if (j.work % 7 == 0) j.work++;  /* (tasks of 7k work open a nested region) */
        if (it % 5 == 0) j.work = 7 * (it % 300 + 1);
        double estimate = kind == 2 ? 4e4 : 1.2e4;  /* a team of 2..limit / up to 2 */
        if (kind == 0) __shlo_kmpc_fork_call((void *)1, 1, task, &j);
        else __shlo_parallel_run(task, &j, estimate);
        int team = j.team, cap = kind == 2 ? 8 : 2;
        if (kind == 0 ? !(team == 1 || team == limit * OVERSPLIT)
                      : !(team == 1 || team == (limit < cap ? limit : cap))) {
            fprintf(stderr, "kind %d limit %d: team %d\n", kind, limit, team);
            abort();
        }
        for (int m = 0; m < 4 * MAX_THREADS; m++)
            if (j.counts[m] != (m < team)) {
                fprintf(stderr, "kind %d limit %d team %d: block %d ran %d times\n", kind,
                        limit, team, m, j.counts[m]);
                abort();
            }
        if (it % 2000 == 0) {  /* let the workers park */
            struct timespec t = {0, 400000 + (seed % 3) * 200000};
            nanosleep(&t, NULL);
        }
    }
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, caller, (void *)i);
    for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
    puts("ok");
    return 0;
}
"""


def _run_c(tmp_path, name, text, **env):
    """Build the C program `text` against the pool's sources and run it (300 s at most)."""
    source = tmp_path / f"{name}.c"
    source.write_text(text)
    exe = tmp_path / name
    subprocess.run(["cc", "-O2", "-pthread", "-I", NATIVE, str(source), "-o", str(exe)],
                   check=True, capture_output=True)
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, **env))


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs the system cc")
def test_every_block_runs_once_when_callers_race_and_workers_park(tmp_path):
    proc = _run_c(tmp_path, "stress", STRESS)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


# A worker that loses its CPU while it holds a block (here: sleeps 50 ms in it) stalls its
# caller's join; the pool then backs off (parallel.c, "Contention"): for BACKOFF_FIRST_NS,
# compiled loops and short native regions run on the caller alone, long native regions still
# use the pool; afterwards compiled loops use it again. Stalls that recur within a second
# double the back-off, up to CONTENDED_NS. Every block still runs once. (The lengths are
# set here: 30 ms at first, at most 400 ms, so that a check made right after a stall is
# not late on a loaded host.)
BACK_OFF = r"""
#define SHLO_PARALLEL_SHARED
#define BACKOFF_FIRST_NS 30000000ull
#define CONTENDED_NS 400000000ull
#include "parallel.c"
#include <stdio.h>
#include <string.h>

static pthread_t main_thread;
struct job { int team, stall, worker_started; int counts[4 * MAX_THREADS]; };

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct job *j = arg;
    __atomic_store_n(&j->team, __shlo_parallel_team_size(), __ATOMIC_RELAXED);
    __atomic_fetch_add(&j->counts[*gtid], 1, __ATOMIC_RELAXED);
    if (!j->stall) return;
    if (!pthread_equal(pthread_self(), main_thread)) {  /* the worker "loses its CPU" */
        __atomic_store_n(&j->worker_started, 1, __ATOMIC_RELEASE);
        struct timespec t = {0, 50000000};
        nanosleep(&t, NULL);
    } else {  /* the caller computes (spins) up to 1 s while a worker takes the other block */
        uint64_t end = now_ns() + 1000000000u;
        while (!__atomic_load_n(&j->worker_started, __ATOMIC_ACQUIRE) && now_ns() < end)
            cpu_relax();
    }
}

static int run(int kind, double estimate, int stall) {
    struct job j;
    memset(&j, 0, sizeof j);
    j.stall = stall;
    if (kind == 0) __shlo_kmpc_fork_call((void *)1, 1, task, &j);
    else __shlo_parallel_run(task, &j, estimate);
    for (int m = 0; m < 4 * MAX_THREADS; m++)
        if (j.counts[m] != (m < j.team)) {
            fprintf(stderr, "block %d ran %d times (team %d)\n", m, j.counts[m], j.team);
            abort();
        }
    if (stall && !j.worker_started) return -1;
    return j.team;
}

int main(void) {
    main_thread = pthread_self();
    shlo_parallel_set_thread_limit(2);
    int stalled = 0;
    for (int attempt = 0; attempt < 5 && !stalled; attempt++)
        stalled = run(1, 1e8, 1) == 2;
    if (!stalled) { puts("no worker joined"); return 0; }
    int compiled = run(0, 0, 0), short_native = run(1, 4e4, 0), long_native = run(1, 1e8, 0);
    struct timespec t = {0, 150000000};  /* past BACKOFF_FIRST_NS */
    nanosleep(&t, NULL);
    int after = run(0, 0, 0);
    int doubled = 0;  /* more stalls: each back-off as the rule says */
    for (int i = 0; i < 3; i++) {
        uint64_t before = pool.backoff_ns, last = pool.last_stall;
        run(1, 1e8, 1);
        if (pool.last_stall == last) continue;  /* (no worker joined: no stall) */
        uint64_t want = before && pool.last_stall - last < STALLS_RECENT_NS
                      ? (2 * before < CONTENDED_NS ? 2 * before : CONTENDED_NS) : BACKOFF_FIRST_NS;
        if (pool.backoff_ns != want) {
            fprintf(stderr, "back-off %llu ns, want %llu\n",
                    (unsigned long long)pool.backoff_ns, (unsigned long long)want);
            abort();
        }
        doubled += want > before;
    }
    printf("%d %d %d %d %d\n", compiled, short_native, long_native, after, doubled);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs the system cc")
def test_a_stalled_join_backs_off_then_the_pool_returns(tmp_path):
    proc = _run_c(tmp_path, "back_off", BACK_OFF, STABLEHLO_CC_POOL_TRACE="1")
    assert proc.returncode == 0, proc.stderr
    if proc.stdout.strip() == "no worker joined":
        pytest.skip("no worker got a CPU within the attempts (a fully loaded host)")
    compiled, short_native, long_native, after, doubled = map(int, proc.stdout.split())
    assert (compiled, short_native, long_native) == (1, 1, 2)
    assert after == 2 * 4  # the pool's OVERSPLIT blocks a thread again
    # STABLEHLO_CC_POOL_TRACE=1: the totals at exit, the stall and the back-off among them
    summary = re.search(r"stablehlo-cc pool: (\d+) regions.*\((\d+) stalled, back-off up to "
                        r"(\d+) ms\); (\d+) regions inline while backing off", proc.stderr)
    assert summary, proc.stderr
    stalls, longest = int(summary.group(2)), int(summary.group(3))
    assert longest in (30, 60, 120, 240, 400) and (doubled == 0 or longest >= 60), proc.stderr
    assert stalls >= 1 and int(summary.group(4)) == 2


# A compiled region whose last run on the pool took long wakes parked workers at once
# (parallel.c, "Early wake"): its first run wakes them only after the caller's first block
# (that block sees no wake yet); its later runs, with the workers parked again, before the
# caller's first block. Blocks of 300 us (a region of 2.4 ms on two threads' 8 blocks: above
# BUSY_WAKE_WORTH_NS, so futile wakes on a loaded host change nothing). Every block runs once.
EARLY_WAKE = r"""
#define SHLO_PARALLEL_SHARED
#include "parallel.c"
#include <stdio.h>
#include <string.h>

struct job { int counts[4 * MAX_THREADS]; uint64_t wakes_at_first; };

static void task(int32_t *gtid, int32_t *btid, void *arg) {
    (void)btid;
    struct job *j = arg;
    if (*gtid == 0) j->wakes_at_first = stats.wakes;  /* (the caller's first block) */
    __atomic_fetch_add(&j->counts[*gtid], 1, __ATOMIC_RELAXED);
    uint64_t end = now_ns() + 300000;
    while (now_ns() < end) cpu_relax();
}

/* One region once every worker has parked: 1 if it woke them before its first block. */
static int run(void) {
    for (int i = 0; i < 2000 && __atomic_load_n(&pool.sleepers, __ATOMIC_SEQ_CST) < pool.started;
         i++) {
        struct timespec t = {0, 1000000};
        nanosleep(&t, NULL);
    }
    /* (a join stalled by another process on a busy host backs off to running regions inline,
     * "Contention": not what this test is about) */
    __atomic_store_n(&pool.contended_until, 0, __ATOMIC_RELAXED);
    pool.backoff_ns = 0;
    struct job j;
    memset(&j, 0, sizeof j);
    uint64_t before = stats.wakes;
    __shlo_kmpc_fork_call((void *)1, 1, task, &j);
    for (int m = 0; m < 4 * MAX_THREADS; m++)
        if (j.counts[m] != (m < 2 * OVERSPLIT)) abort();
    return j.wakes_at_first > before;
}

int main(void) {
    shlo_parallel_set_thread_limit(2);
    struct job warm;  /* (starts the worker) */
    memset(&warm, 0, sizeof warm);
    __shlo_kmpc_fork_call((void *)1, 1, task, &warm);
    for (int s = 0; s < RECALLED; s++) pool.recalled[s].task = NULL;  /* forget the warm-up */
    int a = run(), b = run(), c = run();
    printf("%d %d %d\n", a, b, c);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs the system cc")
def test_a_long_compiled_region_wakes_parked_workers_at_once_next_time(tmp_path):
    proc = _run_c(tmp_path, "early_wake", EARLY_WAKE)
    assert proc.returncode == 0, proc.stderr
    first, second, third = map(int, proc.stdout.split())
    assert (first, second, third) == (0, 1, 1), proc.stdout


# A worker woken on its caller's CPU steps aside (parallel.c, step_aside): it leaves that CPU
# at once (the kernel migrates a thread whose CPU leaves its mask before the call returns)
# and its affinity mask is the one it had before, so it may come back later; with no other
# CPU in its mask it stays where it is.
STEP_ASIDE = r"""
#define SHLO_PARALLEL_SHARED
#include "parallel.c"
#include <stdio.h>

int main(void) {
    cpu_set_t before, after, one;
    if (pthread_getaffinity_np(pthread_self(), sizeof before, &before) != 0) abort();
    if (CPU_COUNT(&before) < 2) { puts("one cpu"); return 0; }
    int moved = 0;
    for (int i = 0; i < 20; i++) {
        int cpu = sched_getcpu();
        step_aside(cpu);
        moved += sched_getcpu() != cpu;
        if (pthread_getaffinity_np(pthread_self(), sizeof after, &after) != 0) abort();
        if (!CPU_EQUAL(&before, &after)) { puts("mask changed"); return 1; }
    }
    int cpu = sched_getcpu();  /* a mask of one CPU: nowhere to go */
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (pthread_setaffinity_np(pthread_self(), sizeof one, &one) != 0) abort();
    step_aside(cpu);
    if (pthread_getaffinity_np(pthread_self(), sizeof after, &after) != 0) abort();
    printf("%d %d %d\n", moved, sched_getcpu() == cpu, CPU_EQUAL(&one, &after));
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs the system cc")
def test_a_worker_on_its_callers_cpu_steps_aside_and_keeps_its_mask(tmp_path):
    proc = _run_c(tmp_path, "step_aside", STEP_ASIDE)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    if proc.stdout.strip() == "one cpu":
        pytest.skip("the process may use one CPU only: there is nowhere to step aside to")
    assert proc.stdout.split() == ["20", "1", "1"], proc.stdout


def _matvec(x, w):
    return x @ w


def _small_matmul(a, b):
    return jnp.tanh(a @ b)


def _depthwise(x, k):
    return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", feature_group_count=x.shape[-1],
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))


# Regions around and far above the threshold: a decode-step matrix-vector product (streams
# its weights: parallel by its bytes), products just above and below 10 us of estimated work,
# depthwise layers of MobileNet's late (small) and early (large) blocks, elementwise chains
# of 48K (below) and 1M elements.
CASES = {
    "matvec_768x3072": (_matvec, [_f32(1, 768), _f32(768, 3072)]),
    "matmul_64x96x64": (_small_matmul, [_f32(64, 96), _f32(96, 64)]),
    "matmul_96x128x128": (_small_matmul, [_f32(96, 128), _f32(128, 128)]),
    "matmul_256": (_small_matmul, [_f32(256, 256), _f32(256, 256)]),
    "depthwise_7x7x160": (_depthwise, [_f32(1, 7, 7, 160), _f32(3, 3, 1, 160)]),
    "depthwise_112x112x32": (_depthwise, [_f32(1, 112, 112, 32), _f32(3, 3, 1, 32)]),
    "gelu_48k": (jax.nn.gelu, [_f32(48 * 1024)]),
    "gelu_1m": (jax.nn.gelu, [_f32(1 << 20)]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bit_identical_for_1_2_3_threads_around_the_threshold(name):
    fn, args = CASES[name]
    exe = stablehlo_cc.compile(jax.jit(fn).lower(*args))
    expected = np.asarray(jax.jit(fn)(*args))
    results = []
    for _ in range(2):  # the second round finds the workers polling, the first maybe parked
        for threads in (1, 2, 3):
            exe.num_threads = threads
            results.append(np.asarray(exe(*args)))
    for r in results[1:]:
        assert r.tobytes() == results[0].tobytes()
    np.testing.assert_allclose(results[0], expected, rtol=3e-5, atol=3e-5)


IDLE = textwrap.dedent("""
    import time
    import jax, numpy as np
    import stablehlo_cc
    x = np.random.default_rng(0).standard_normal(1 << 20).astype(np.float32)
    exe = stablehlo_cc.compile(jax.jit(lambda v: jax.numpy.tanh(v) * 2.0).lower(x),
                               num_threads=2)
    for _ in range(50):
        exe(x)
    time.sleep(0.2)  # the workers' bounded poll ends
    c0, w0 = time.process_time(), time.perf_counter()
    time.sleep(1.0)
    print(time.process_time() - c0, time.perf_counter() - w0)
""")


def test_an_idle_process_does_not_keep_polling():
    """After its calls, the workers poll for a bounded time (WORKER_POLL_NS) and park: an
    idle second costs the process (nearly) no CPU time."""
    proc = subprocess.run([sys.executable, "-c", IDLE], capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, STABLEHLO_CC_CACHE="0"))
    assert proc.returncode == 0, proc.stderr
    cpu, wall = map(float, proc.stdout.split())
    assert wall >= 1.0
    assert cpu < 0.1  # polling forever would take a whole CPU second


def test_compiler_and_native_kernels_share_the_threshold():
    text = open(os.path.join(NATIVE, "parallel_cost.inc")).read()
    ns = float(re.search(r"#define SHLO_MIN_PARALLEL_NS ([0-9.]+)", text).group(1))
    assert ns == parallel_loops.MIN_PARALLEL_NS
    assert parallel_loops.MIN_PARALLEL_WORK == parallel_loops.MIN_PARALLEL_NS * \
        parallel_loops.WORK_PER_NS
