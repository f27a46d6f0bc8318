/* The thread pool that compiled code runs its parallel loops on: libc (pthreads) only.
 *
 * The compiler lowers large parallel loops with MLIR's OpenMP dialect; LLVM's OpenMP IR
 * builder outlines each loop body into a function and calls five entry points of the OpenMP
 * runtime ABI, renamed `__shlo_kmpc_*` so they never bind to an OpenMP runtime that another
 * library brought into the process. This file implements exactly those five, for the one
 * shape the compiler emits: a parallel region holding one statically scheduled loop, its
 * captured values aggregated into one pointer argument. It is linked into every shared
 * library `stablehlo-cc` builds and, for code compiled in a Python process, built once into
 * a small shared library (stablehlo_cc/contract/native/__init__.py).
 *
 * Design: one process-wide pool of workers; the calling thread is member 0 of every team.
 * Regions never nest and never queue: a region entered from inside a region, or while another
 * caller's region is running (concurrent calls from several threads), runs inline on its
 * caller as a team of one. Iterations are split into equal contiguous blocks; loops carry no
 * reductions across iterations (the compiler only marks loops whose iterations write disjoint
 * elements), so results are bit-identical for any number of threads.
 *
 * Hand-off. The first pool slept on a condition variable, so every region paid a futex wake
 * and a join. Measured on the project's 2-CPU VM (firecracker, AMD EPYC): an empty region cost
 * 9-10 us when the other CPU was busy and 50-70 us when it was idle (waking a halted vCPU goes
 * through the hypervisor), while the batch-1 models run 20-70 regions a call, most of them
 * 2-16 us of work on one thread (mobilenet_v2_b1: 41 regions, 23 of them compiled loops of
 * 12 us on average; bert_b1: 68), so two threads ran slower than one (mobilenet_v2_b1 2.8 ->
 * 5.7 ms). Now, as in XLA:CPU's Eigen pool (workers spin over the queues a few thousand
 * times before they park on an EventCount) and Intel's OpenMP (KMP_BLOCKTIME), a worker
 * polls after each region, with `pause`, for WORKER_POLL_NS, and only then parks on the
 * condition variable (IREE's task workers may spin too, `--task_worker_spin_us`, off by
 * default: IREE's dispatches are coarser). The caller publishes a region with one atomic store
 * of the region word (generation, open flag, threads inside); a polling worker sees it within
 * a cache-line transfer and enters with one compare-and-swap, and the caller waits for the
 * workers inside by polling too. Measured in the quiet moments of that VM (both CPUs idle,
 * medians of thousands of regions, benchmarks/pool_handoff.py): an empty region
 * 0.3-0.4 us (was 9.7-12 us); eight 2 us blocks on two threads 8.6 us (ideal 8; was 23-35
 * us); eight 20 us blocks 80.7 us (ideal 80; was 135-171 us); two 20 us native blocks 20.3
 * us (was 50-67 us); mlp_mixer_b1 on two threads 0.51 ms (one thread 0.73 ms; was 1.44 ms
 * on two). The poll is bounded three ways, so it never burns a CPU that somebody else
 * could use: it stops after its budget (an idle process parks within WORKER_POLL_NS: a test
 * checks that an idle second costs no CPU time), when the poller finds itself on its
 * caller's CPU a second time (it would only delay the caller; the first time it steps aside
 * to another CPU, see step_aside), and when the poller finds time missing
 * between two of its checks (it was descheduled: its CPU is shared with another process,
 * where polling takes that process's time; then the worker parks and a wake, which the
 * kernel's scheduler favours, brings it back). The pool never waits for a worker that has not
 * started: see "Load balance". Waking a parked worker costs the caller a system call and the
 * worker 10-70 us before it runs, so a compiled region wakes parked workers only once its
 * first blocks show that the blocks left are worth WAKE_WORTH_NS; native kernels pass their
 * estimate (__shlo_parallel_run), and every FUTILE_PROBE-th region wakes them whatever its
 * size (so a worker that parked for a moment rejoins a burst of small regions); and after
 * FUTILE_WAKES wakes in a row that found nothing to do (the worker woke on its caller's CPU,
 * or after the caller had run every block), parked workers are woken only for regions of
 * BUSY_WAKE_WORTH_NS or more (a worker that gets a share of a busy CPU still helps there) and
 * for one probe every FUTILE_PROBE_NS. On a host whose other CPU is busy the pool thus
 * degrades to about the one-thread time instead of paying a wake-up a region (8 x 2 us
 * blocks: 16.9 us, was 76 us). The probe was one region in 16 at first; schedstat showed
 * what that cost when both CPUs were busy with other processes: mobilenet_v2_b1 (50 regions
 * a call) woke its worker about 1100 times a second, the worker ran 6 us a wake after
 * waiting 0.2-0.5 ms for a CPU, and each wake could preempt the caller (the kernel favours a
 * woken thread): 7.8 ms a call on two threads, 3.2 ms on one. BUSY_WAKE_WORTH_NS was 300 us,
 * but resnet50_b1's 250-700 us products woke a worker that then never ran a block.
 *
 * Which regions exist at all follows one cost rule (parallel_cost.inc): a region must be
 * estimated at SHLO_MIN_PARALLEL_NS or more on one thread, by the compiler for its loops
 * (compiler/linalg/parallel_loops.py, from the loop nest's work) and by the native kernels
 * (gemm.c and depthwise.c from their arithmetic and bytes, through __shlo_parallel_run,
 * which also caps the team so each member gets half of that at least; sort.c's regions are
 * far above it by its own threshold).
 *
 * Early wake: a compiled loop carries no estimate, so parked workers are woken only once the
 * caller's first block (an eighth of the loop on two threads) has shown the rest is worth it,
 * and until then the caller runs alone. A worker parks WORKER_POLL_NS after its last region,
 * so every call that follows other work (the kernel benchmark's cache flush before each
 * call; a step whose Python side took a millisecond) started that way: a memory-bound
 * softmax of 4096x1024 f32 with its data in memory ran its first 0.45 ms on one thread. The
 * pool therefore remembers each compiled loop's one-thread time from its last run on the
 * pool (the caller's time a block, times the blocks; RECALLED loops by their outlined
 * function, direct-mapped), and a loop remembered at EARLY_WAKE_NS or more (and at the
 * current `wake_worth`, so the futile-wake rules still hold) wakes parked workers before its
 * first block. Which blocks run where never changes a result. (Not yet timed on two free
 * CPUs: on 2026-11-27 13:10-14:05 the host's second CPU stayed busy with other sessions, the
 * worker woke on its caller's CPU every time, and two-thread runs took one-thread times
 * for old and new code alike. Unchanged on one thread: it only moves a wake earlier.)
 *
 * Load balance: a compiled loop is cut into OVERSPLIT blocks a thread, not one; each thread
 * owns a contiguous range of blocks (so an idle machine keeps the plain static split's
 * locality: thread t touches the same part of the data in consecutive regions), takes its own
 * from the front and, when they are done, steals other threads' from the back. A thread that
 * loses its CPU for a while, or a worker that was parked and has not woken yet, then takes
 * fewer blocks, instead of making the whole region wait: the caller alone can run every
 * block. Measured with the first, counter-based version of this on 2 CPUs, the second one
 * busy half the time with another process (4 ms on, 4 ms off): GELU on 16M f32 15.3 -> 10.9
 * ms and the ResNet 3x3 convolution 18.8 -> 13.4 ms. XLA:CPU's Eigen pool and IREE's task
 * system get the same effect from work stealing over many small tasks. The blocks are still
 * a fixed cut of the iterations with disjoint writes, so which thread runs which block never
 * changes a result, and the blocks never wait for each other (the end-of-loop barrier is a
 * no-op). Regions that native code of this runtime starts (gemm.c, depthwise.c, sort.c) plan
 * their own cut for the team and get one block a thread (any thread may run it).
 *
 * Contention. When the CPUs are shared with other processes (the project's 2-CPU host runs
 * four sessions), a worker may lose its CPU for a scheduler time slice (3-8 ms) while it holds
 * a block; no other thread may run that block (blocks write in place, some add into their
 * output), so the caller waits at the join for the whole slice. Traced with
 * STABLEHLO_CC_POOL_TRACE on small_cnn while the other CPU was busy: joins of 4-8 ms in one
 * region in five, as much time waiting as computing. So a join that waited STALL_NS or more
 * (and twice the caller's own part) starts a back-off: compiled loops run on their caller
 * alone, and native regions use the pool only when they are long enough (CONTENDED_MIN_NS)
 * for a lost slice not to outweigh the second thread; the pool probes again afterwards. The
 * back-off is BACKOFF_FIRST_NS after a stall with none in the STALLS_RECENT_NS before it,
 * and twice the last one (up to CONTENDED_NS) after a recent one: a host whose other CPU
 * stays busy stalls again at every probe and soon backs off for CONTENDED_NS at a time,
 * while a quiet host, whose joins wait at most for one block, loses 10 ms of the second
 * thread to a rare stall (an interrupt, a short-lived process) instead of 100 ms (the
 * kernel benchmark's two-thread pass showed such single stalls). Likewise a native region that no worker would join (all parked, the
 * region too short to wake one: see "Hand-off") runs as a team of one, uncut. XLA:CPU's Eigen
 * pool and IREE's task executor have no such rules (a preempted worker's task delays their
 * join the same way, and with the other CPU busy both ran 3-9x slower on two threads than we
 * did: resnet50_b1 XLA:CPU 81-143 ms); we add them because two threads must never cost more
 * than one. With the other CPU busy, resnet50_b1 on two threads went 16.5-17.1 -> 14.6-14.9 ms
 * (one thread: 14.1-15.0), mobilenet_v2_b1 3.16-3.26 -> 2.75-3.10 (one: 2.86-3.02).
 *
 * The team size is the calling thread's limit (`shlo_parallel_set_thread_limit`, which the
 * Python runtime sets per call from `num_threads=` and for the processes of a grid), else the
 * process default: STABLEHLO_CC_NUM_THREADS, else the number of CPUs in the affinity mask.
 *
 * A C caller may hand the library its own pool instead (`shlo_parallel_set_executor`, like
 * Eigen's ThreadPoolDevice::parallelFor or an IREE task executor): a "parallel for" that runs
 * n tasks and returns when all are done. A region then becomes n independent tasks, one a
 * team member; the executor may run them in any order, on any threads, even one after
 * another, because the compiled regions hold one loop of disjoint writes and nothing after
 * it, so the members never wait for each other (the end-of-loop barrier is a no-op there;
 * the executor's own join is the barrier).
 */

#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "parallel_cost.inc"

/* Exported from the shared library that Python loads; hidden (and weak, so that objects of
 * several programs link together) inside the libraries and objects stablehlo-cc builds. */
#ifdef SHLO_PARALLEL_SHARED
#define SHLO_EXPORT __attribute__((visibility("default")))
#define SHLO_CONTROL __attribute__((visibility("default")))
#else
#define SHLO_EXPORT __attribute__((visibility("hidden"), weak))
#define SHLO_CONTROL __attribute__((visibility("default"), weak))
#endif
/* The control functions are exported by libraries too: `stablehlo_cc.load` finds a library's
 * own pool through them (each library carries its own pool). */
#define MAX_THREADS 256
#define OVERSPLIT 4  /* blocks a thread in a compiled loop (see "Load balance" above) */
/* Polling (see "Hand-off" above): how long an idle worker polls for the next region before
 * it parks; how long a caller polls for the last blocks of its region before it parks; a
 * poller that finds this much time missing between two of its checks was descheduled (its
 * CPU runs somebody else too) and parks at once. */
#define WORKER_POLL_NS 300000
#define JOIN_POLL_NS 50000
#define DESCHEDULED_NS 20000
/* A parked worker is woken for a compiled region only when the blocks left look this long
 * (the first blocks the caller ran tell): waking one costs the caller a system call and
 * the worker tens of microseconds before it runs. */
#define WAKE_WORTH_NS 30000
/* A compiled region whose last run on the pool took this long (one-thread time, see "Early
 * wake") wakes parked workers at once; RECALLED regions are remembered, direct-mapped. */
#define EARLY_WAKE_NS 200000.0
#define RECALLED 64
/* After this many wakes in a row that found nothing to do (the worker woke on its caller's
 * CPU, or after the caller had taken every block: the other CPUs are busy with other
 * processes), parked workers are woken only for regions of BUSY_WAKE_WORTH_NS (a worker that
 * gets a share of a busy CPU still helps there) and for one probe every FUTILE_PROBE_NS;
 * before that, one region in FUTILE_PROBE is a probe. */
#define FUTILE_WAKES 3
#define FUTILE_PROBE 16
#define FUTILE_PROBE_NS 5000000
#define BUSY_WAKE_WORTH_NS 1000000
/* A join that waits STALL_NS or more, and twice as long as the caller's own part of the
 * region, waited for a worker that lost its CPU while it held a block (on a host whose CPUs other
 * processes share, the scheduler takes a CPU away for a time slice, 3-8 ms); for a back-off
 * after one (BACKOFF_FIRST_NS, doubling up to CONTENDED_NS while stalls recur within
 * STALLS_RECENT_NS), compiled loops run on their caller alone, and native regions only when
 * their estimate is CONTENDED_MIN_NS or more (see "Contention" above). */
#define STALL_NS 1000000
#ifndef BACKOFF_FIRST_NS /* (a test sets its own lengths) */
#define BACKOFF_FIRST_NS 10000000ull
#define CONTENDED_NS 100000000ull
#endif
#define STALLS_RECENT_NS 1000000000ull
#define CONTENDED_MIN_NS 2000000.0

typedef void (*shlo_microtask)(int32_t *gtid, int32_t *btid, void *arg);

static __thread int32_t tls_member = 0;   /* this thread's index in its team */
static __thread int32_t tls_team = 1;     /* its team's size; 1 outside any region */
static __thread int32_t tls_limit = 0;    /* threads this caller may use; 0: the default */

/* A caller's pool (docs/c-abi.md, "Threads"). */
typedef void (*shlo_parallel_task)(void *task_arg, int32_t index);
typedef struct shlo_parallel_executor {
    void (*parallel_for)(void *context, int32_t n, shlo_parallel_task task, void *task_arg);
    void *context;
    int32_t concurrency;  /* tasks a loop is split into; <= 0: the thread limit / default */
} shlo_parallel_executor;
static const shlo_parallel_executor *executor = NULL;

/* The region word: generation << 32 | OPEN | threads inside. A worker enters the open region
 * of the generation it saw with one compare-and-swap, so it never enters a later one by
 * mistake; the caller closes it and waits until nobody is inside. */
#define OPEN ((uint64_t)1 << 31)
#define INSIDE ((uint64_t)0x7fffffff)
#define GENERATION(s) ((uint32_t)((s) >> 32))

/* A thread's blocks of the current region, [first, end) packed as end << 32 | first: its
 * owner takes them from the front, the others steal from the back. One cache line each. */
struct blocks {
    uint64_t range;
    int32_t cpu;  /* where the worker ran when it entered the region (atomic) */
    char pad[64 - sizeof(uint64_t) - sizeof(int32_t)];
};

static struct {
    uint64_t state __attribute__((aligned(64)));  /* the region word (atomic) */
    /* the current region, written by its caller while nobody is inside */
    shlo_microtask task __attribute__((aligned(64)));
    void *arg;
    int team, members;
    int busy;                 /* 1 while a caller's region runs on the pool (atomic) */
    int sleepers;             /* parked workers (atomic) */
    int caller_parked;        /* the caller sleeps on `done` (atomic) */
    int caller_cpu;           /* the CPU the caller published the region from (atomic) */
    int futile;               /* wakes in a row that found nothing to do (atomic) */
    int worker_blocks;        /* blocks the workers ran in the current region (atomic) */
    uint64_t contended_until; /* time (ns) the last stalled join's back-off ends (atomic) */
    uint64_t backoff_ns, last_stall; /* that back-off's length, the stall's time (ns; written
                                      * by the caller that holds `busy`) */
    uint64_t probe_at;        /* when parked futile workers may be woken next (ns) */
    uint32_t count;           /* regions callers brought to the pool */
    int default_threads, started, trace;
    pthread_mutex_t lock;
    pthread_cond_t wake, done;
    pthread_once_t once;
    struct blocks blocks[MAX_THREADS] __attribute__((aligned(64)));
    /* compiled regions' one-thread times (ns) by outlined function (see "Early wake"),
     * read and written by the caller that holds `busy` */
    struct { shlo_microtask task; double ns; } recalled[RECALLED];
} pool = {
    .lock = PTHREAD_MUTEX_INITIALIZER, .wake = PTHREAD_COND_INITIALIZER,
    .done = PTHREAD_COND_INITIALIZER, .once = PTHREAD_ONCE_INIT,
};

/* STABLEHLO_CC_POOL_TRACE=1 (a debugging aid, off by default: one predictable branch a
 * region) counts, per process, the regions on the pool and who ran their blocks, how often
 * parked workers were woken, and how long callers waited for workers at the join; the
 * totals go to stderr at exit. STABLEHLO_CC_POOL_TRACE=2 also prints one line a region:
 * generation, kind (c: compiled loop, n: native with its estimate in us), team, blocks the
 * caller / the workers ran, the caller's own time and its wait at the join (us), the time
 * since the caller's previous region ended (us: serial code in between), whether it woke
 * parked workers. It showed the stalled joins of "Contention" and the wakes that found
 * nothing to do (see FUTILE_PROBE_NS). STABLEHLO_CC_POOL_TRACE=3 also prints the regions a
 * caller limited to one thread runs inline (team 1), so that the regions of one program on
 * one and on two threads can be compared one by one: that showed depthwise.c's regions
 * gaining nothing on two threads in efficientnet_b0_b1 (its "Threads"). */
static struct {
    uint64_t regions, caller_blocks, worker_blocks, wakes, idle_regions, run_ns, join_ns;
    uint64_t stalls, backed_off, on_caller_cpu, late, alone, longest_backoff_ns;
    uint64_t last_end;  /* (STABLEHLO_CC_POOL_TRACE=2: when the caller's last region ended) */
} stats;

static void print_trace(void) {
    fprintf(stderr, "stablehlo-cc pool: %llu regions, blocks %llu by callers / %llu by workers, "
            "%llu wakes, %llu regions no worker joined, callers ran %.3f ms and waited "
            "%.3f ms at joins (%llu stalled, back-off up to %.0f ms); %llu regions inline "
            "while backing off; workers "
            "entered %llu times on their caller's CPU, %llu times too late; %llu native regions "
            "alone (every worker parked)\n",
            (unsigned long long)stats.regions,
            (unsigned long long)stats.caller_blocks, (unsigned long long)stats.worker_blocks,
            (unsigned long long)stats.wakes, (unsigned long long)stats.idle_regions,
            stats.run_ns / 1e6, stats.join_ns / 1e6, (unsigned long long)stats.stalls,
            stats.longest_backoff_ns / 1e6,
            (unsigned long long)stats.backed_off, (unsigned long long)stats.on_caller_cpu,
            (unsigned long long)stats.late, (unsigned long long)stats.alone);
}

static void read_default(void) {
    int n = 0;
    const char *env = getenv("STABLEHLO_CC_NUM_THREADS");
    if (env && *env) n = atoi(env);
    const char *trace = getenv("STABLEHLO_CC_POOL_TRACE");
    pool.trace = trace && *trace ? atoi(trace) : 0;
    if (pool.trace) atexit(print_trace);
    if (n <= 0) {
        cpu_set_t set;
        n = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
    }
    pool.default_threads = n < 1 ? 1 : (n > MAX_THREADS ? MAX_THREADS : n);
}

SHLO_CONTROL int32_t shlo_parallel_default_threads(void) {
    pthread_once(&pool.once, read_default);
    return pool.default_threads;
}

/* The team size for regions this thread starts from now on (0: the process default). */
SHLO_CONTROL void shlo_parallel_set_thread_limit(int32_t n) { tls_limit = n < 0 ? 0 : n; }

/* Parallel regions of this library run on `e` from now on (NULL: the built-in pool). The
 * struct must stay valid until it is replaced; setting it while calls run is allowed (each
 * region reads it once). */
SHLO_CONTROL void shlo_parallel_set_executor(const shlo_parallel_executor *e) {
    __atomic_store_n(&executor, e, __ATOMIC_RELEASE);
}

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* A bounded poll: `poll_over` is called about every microsecond (every 64 `pause`s) and says
 * when to stop polling and park: the budget is spent, or this thread was descheduled between
 * two checks (its CPU is shared: polling there only takes time from whoever else runs). */
struct poll { uint64_t deadline, last; };

static int poll_over(struct poll *p, uint64_t budget) {
    uint64_t t = now_ns();
    if (p->deadline == 0) p->deadline = t + budget;
    else if (t > p->deadline || t - p->last > DESCHEDULED_NS) return 1;
    p->last = t;
    return 0;
}

/* Run one block of a region (member `index` of `members`) on this thread. */
static void run_block(shlo_microtask task, void *arg, int32_t index, int32_t members) {
    int32_t gtid = index, zero = 0;
    tls_member = index;
    tls_team = members;
    task(&gtid, &zero, arg);
}

/* Claim a block: this thread's own first, then the others' last ones; -1 when none is left.
 * `*victim` remembers where the last steal succeeded. */
static int32_t claim(int self, int team, int *victim) {
    uint64_t *own = &pool.blocks[self].range;
    uint64_t r = __atomic_load_n(own, __ATOMIC_RELAXED);
    while ((uint32_t)r < (uint32_t)(r >> 32))
        if (__atomic_compare_exchange_n(own, &r, r + 1, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
            return (int32_t)(uint32_t)r;
    for (int k = 0; k < team; k++) {
        int v = *victim + k;
        if (v >= team) v -= team;
        if (v == self) continue;
        uint64_t *range = &pool.blocks[v].range;
        r = __atomic_load_n(range, __ATOMIC_RELAXED);
        while ((uint32_t)r < (uint32_t)(r >> 32))
            if (__atomic_compare_exchange_n(range, &r, r - ((uint64_t)1 << 32), 1,
                                            __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
                *victim = v;
                return (int32_t)(r >> 32) - 1;
            }
    }
    return -1;
}

static void wake_workers(void) {
    stats.wakes++;  /* (only a region's caller wakes workers) */
    pthread_mutex_lock(&pool.lock);
    pthread_cond_broadcast(&pool.wake);
    pthread_mutex_unlock(&pool.lock);
}

/* How long (ns) the rest of this region must be for parked workers to be woken for it:
 * 0 for a probe (see FUTILE_PROBE), -1 when none is parked. */
static double wake_worth(void) {
    pool.count++;  /* (only the caller of the running region writes it) */
    if (__atomic_load_n(&pool.sleepers, __ATOMIC_SEQ_CST) == 0) return -1;
    if (__atomic_load_n(&pool.futile, __ATOMIC_RELAXED) < FUTILE_WAKES)
        /* a probe, so that a worker parked during a burst of small regions joins the rest */
        return pool.count % FUTILE_PROBE == 0 ? 0 : WAKE_WORTH_NS;
    uint64_t t = now_ns();  /* (only the caller of the running region writes probe_at) */
    if (t < pool.probe_at) return BUSY_WAKE_WORTH_NS;
    pool.probe_at = t + FUTILE_PROBE_NS;
    return 0;
}

/* Run blocks of the current region until none is left; returns how many this thread ran.
 * The caller (`self` 0) also decides when parked workers are worth waking: at once for a
 * region of native code long enough by its `estimate` (ns), else (`estimate` 0: a compiled
 * loop) when its first blocks show that the ones left are (see wake_worth). */
static int run_blocks(int self, double estimate, double worth, double recalled) {
    shlo_microtask task = pool.task;
    void *arg = pool.arg;
    int team = pool.team, members = pool.members, victim = self + 1 < team ? self + 1 : 0;
    int32_t member = tls_member, size = tls_team, done = 0;
    int wake = worth >= 0;
    if (wake && (worth == 0 || (estimate > 0 && estimate >= worth) ||
                 (recalled >= EARLY_WAKE_NS && recalled >= worth))) {
        wake_workers();
        wake = 0;
    }
    if (estimate > 0) wake = 0;  /* a native region: decided at once */
    uint64_t start = wake ? now_ns() : 0;
    for (int32_t b = claim(self, team, &victim); b >= 0; b = claim(self, team, &victim)) {
        run_block(task, arg, b, members);
        done++;
        if (wake && done < members) {
            uint64_t spent = now_ns() - start;
            if ((double)spent / done * (members - done) >= worth) {
                wake_workers();
                wake = 0;
            }
        }
    }
    tls_member = member;
    tls_team = size;
    return done;
}

/* A worker woken onto its caller's CPU leaves the blocks to the caller (above), and then
 * moves to another CPU of its affinity mask for the next region: the mask narrowed to the
 * other CPUs for one call, which migrates the thread, and restored at once, so nothing stays
 * pinned. Why: the kernel wakes a thread on the CPU it last ran on or on its waker's, so a
 * worker that once landed on its caller's CPU (the other CPU was busy for a moment) was
 * woken there again for every region and never ran a block, for the rest of the process:
 * conv3x3 (8 x 56 x 56 x 64 -> 64) on two CPUs ran either 6.3 ms or, in about half of
 * the processes, 12.9 ms (its one-thread time), with every wake on the caller's CPU
 * (STABLEHLO_CC_POOL_TRACE). Moved, it polls on the other CPU and wakes there: 15 processes
 * each, alternated, the host's other sessions held back (an autogroup of nice -20), 8 of
 * 15 at 12.6-13.2 ms before, none after (6.1-6.5 ms). If that CPU is busy with another
 * process, the stall back-off ("Contention") still applies, and gemm.c's row cells balance
 * the slower member. */
static void step_aside(int cpu) {
    cpu_set_t all, others;
    if (pthread_getaffinity_np(pthread_self(), sizeof all, &all) != 0) return;
    others = all;
    CPU_CLR(cpu, &others);
    if (CPU_COUNT(&others) == 0) return;
    if (pthread_setaffinity_np(pthread_self(), sizeof others, &others) == 0)
        pthread_setaffinity_np(pthread_self(), sizeof all, &all);
}

/* Wait for a region of another generation than `seen`: poll, then park (`*parked` says
 * which). A worker that finds itself on its caller's CPU (it would only delay the caller)
 * steps aside to another CPU and polls on there, once; the second time it parks. */
static uint64_t next_region(uint32_t seen, int *parked) {
    *parked = 0;
    uint64_t s;
    struct poll p = {0, 0};
    int moved = 0;
    for (unsigned i = 0;; i++) {
        s = __atomic_load_n(&pool.state, __ATOMIC_ACQUIRE);
        if (GENERATION(s) != seen) return s;
        cpu_relax();
        if ((i & 63) != 63) continue;
        if (poll_over(&p, WORKER_POLL_NS)) break;
        int cpu = sched_getcpu();
        if (cpu == __atomic_load_n(&pool.caller_cpu, __ATOMIC_RELAXED)) {
            if (moved) break;
            step_aside(cpu);
            moved = 1;
            p.last = now_ns();  /* (the move is not a deschedule) */
        }
    }
    *parked = 1;
    pthread_mutex_lock(&pool.lock);
    __atomic_fetch_add(&pool.sleepers, 1, __ATOMIC_SEQ_CST);
    while (GENERATION(s = __atomic_load_n(&pool.state, __ATOMIC_SEQ_CST)) == seen)
        pthread_cond_wait(&pool.wake, &pool.lock);
    __atomic_fetch_sub(&pool.sleepers, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&pool.lock);
    return s;
}

static void leave_region(void) {
    uint64_t old = __atomic_fetch_sub(&pool.state, 1, __ATOMIC_SEQ_CST);
    if ((old & INSIDE) == 1 && !(old & OPEN) &&
        __atomic_load_n(&pool.caller_parked, __ATOMIC_SEQ_CST)) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_signal(&pool.done);
        pthread_mutex_unlock(&pool.lock);
    }
}

static void *worker(void *p) {
    int self = (int)(intptr_t)p;
    uint64_t s = __atomic_load_n(&pool.state, __ATOMIC_ACQUIRE);
    /* started by a caller that is about to publish a region: enter it */
    uint32_t seen = GENERATION(s) - 1;
    for (;;) {
        int parked, entered = 0, done = 0, in_team = 0;
        s = next_region(seen, &parked);
        seen = GENERATION(s);
        while ((s & OPEN) && GENERATION(s) == seen)
            if (__atomic_compare_exchange_n(&pool.state, &s, s + 1, 1, __ATOMIC_ACQUIRE,
                                            __ATOMIC_RELAXED)) {
                entered = 1;
                break;
            }
        if (!entered && pool.trace && parked)
            __atomic_fetch_add(&stats.late, 1, __ATOMIC_RELAXED);
        if (entered) {
            int cpu = sched_getcpu();
            in_team = self < pool.team;
            /* On the caller's CPU the caller is not running: leave it the blocks, then step
             * aside for the next region (step_aside). (Moving to another CPU and running
             * blocks there at once, pinned with sched_setaffinity, was tried: on a CPU that
             * another process keeps busy the worker was then preempted holding a block, and
             * joins waited 50-90 ms; see "Contention".) */
            int mine = cpu == __atomic_load_n(&pool.caller_cpu, __ATOMIC_RELAXED);
            if (pool.trace && in_team && mine)
                __atomic_fetch_add(&stats.on_caller_cpu, 1, __ATOMIC_RELAXED);
            if (in_team && !mine) {
                __atomic_store_n(&pool.blocks[self].cpu, cpu, __ATOMIC_RELAXED);
                done = run_blocks(self, 0, -1, 0);
                if (pool.trace) __atomic_fetch_add(&pool.worker_blocks, done, __ATOMIC_RELAXED);
            }
            leave_region();
            if (in_team && mine) step_aside(cpu);
        }
        if (done) __atomic_store_n(&pool.futile, 0, __ATOMIC_RELAXED);
        else if (parked && (in_team || !entered) &&
                 __atomic_load_n(&pool.futile, __ATOMIC_RELAXED) < FUTILE_WAKES)
            __atomic_fetch_add(&pool.futile, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

/* Start workers up to `n` team members (the caller is member 0); returns how many exist. */
static int ensure_workers(int n) {
    while (pool.started + 1 < n) {
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setstacksize(&attr, 8u << 20);
        pthread_t t;
        int failed = pthread_create(&t, &attr, worker, (void *)(intptr_t)(pool.started + 1));
        pthread_attr_destroy(&attr);
        if (failed) break;
        pthread_detach(t);
        pool.started++;
    }
    return pool.started + 1;
}

/* Whether a worker inside the region last ran on the caller's CPU: polling would keep it
 * from running. */
static int worker_on_my_cpu(int team, int cpu) {
    for (int t = 1; t < team; t++)
        if (__atomic_load_n(&pool.blocks[t].cpu, __ATOMIC_RELAXED) == cpu) return 1;
    return 0;
}

/* Wait until every worker that entered the region has left it: poll, then park. Returns
 * whether it had to wait at all. */
static int join(int team, int cpu) {
    if (!(__atomic_and_fetch(&pool.state, ~OPEN, __ATOMIC_ACQUIRE) & INSIDE)) return 0;
    struct poll p = {0, 0};
    for (unsigned i = 0; __atomic_load_n(&pool.state, __ATOMIC_ACQUIRE) & INSIDE; i++) {
        cpu_relax();
        if ((i & 63) == 63 && (poll_over(&p, JOIN_POLL_NS) || worker_on_my_cpu(team, cpu)))
            break;
    }
    if (!(__atomic_load_n(&pool.state, __ATOMIC_ACQUIRE) & INSIDE)) return 1;
    pthread_mutex_lock(&pool.lock);
    __atomic_store_n(&pool.caller_parked, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&pool.state, __ATOMIC_SEQ_CST) & INSIDE)
        pthread_cond_wait(&pool.done, &pool.lock);
    __atomic_store_n(&pool.caller_parked, 0, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&pool.lock);
    return 1;
}

/* Whether a region of this estimate (ns; 0: a compiled loop) runs on its caller alone
 * because a join stalled lately (see STALL_NS). */
static int backing_off(double estimate) {
    uint64_t until = __atomic_load_n(&pool.contended_until, __ATOMIC_RELAXED);
    if (until == 0 || estimate >= CONTENDED_MIN_NS) return 0;
    if (now_ns() < until) return 1;
    __atomic_store_n(&pool.contended_until, 0, __ATOMIC_RELAXED);
    return 0;
}

/* Run a region on the pool: publish it with one atomic store, take blocks along with the
 * workers, wait for the ones that entered. Returns 0, publishing nothing, for a region of
 * native code that no worker would join (every worker is parked and the region is too short
 * to wake one): it runs as a team of one instead, so that it is not cut for a team whose
 * cells its caller would then run one after another (in resnet50_b1 with the other CPU busy,
 * its products took 19 % longer cut in cells than whole). */
/* One line of STABLEHLO_CC_POOL_TRACE=2 (see above): region `generation` (0: run inline by a
 * one-thread caller), started at t0, the caller's share done at t1, joined at t2. */
static void trace_region(unsigned generation, int oversplit, double estimate, int team,
                         int mine, int theirs, uint64_t t0, uint64_t t1, uint64_t t2,
                         int woke) {
    char kind[32] = "c";
    if (!oversplit) snprintf(kind, sizeof kind, "n%.0f", estimate / 1e3);
    fprintf(stderr, "region %u %s team %d blocks %d/%d run %.1f join %.1f after %.1f%s\n",
            generation, kind, team, mine, theirs, (t1 - t0) / 1e3, (t2 - t1) / 1e3,
            stats.last_end ? (t0 - stats.last_end) / 1e3 : 0.0, woke ? " woke" : "");
    stats.last_end = now_ns();
}

/* The remembered one-thread time of the compiled region `task` (0: none), and storing it. */
static double *recalled_slot(shlo_microtask task, int claim) {
    uintptr_t p = (uintptr_t)task;
    unsigned slot = (unsigned)((p >> 4) ^ (p >> 12)) % RECALLED;
    if (pool.recalled[slot].task != task) {
        if (!claim) return NULL;
        pool.recalled[slot].task = task;
    }
    return &pool.recalled[slot].ns;
}

static int run_on_pool(shlo_microtask task, void *arg, int want, int oversplit,
                       double estimate) {
    pthread_once(&pool.once, read_default);  /* (STABLEHLO_CC_POOL_TRACE) */
    int team = ensure_workers(want);
    if (team > want) team = want;
    double worth = wake_worth();
    if (estimate > 0 && worth > 0 && estimate < worth &&
        __atomic_load_n(&pool.sleepers, __ATOMIC_SEQ_CST) >= pool.started) {
        if (pool.trace) stats.alone++;
        return 0;
    }
    int per = oversplit ? OVERSPLIT : 1, cpu = sched_getcpu();
    pool.task = task;
    pool.arg = arg;
    pool.team = team;
    pool.members = team * per;
    for (int t = 0; t < team; t++) {
        __atomic_store_n(&pool.blocks[t].range,
                         (uint64_t)((t + 1) * per) << 32 | (uint64_t)(t * per),
                         __ATOMIC_RELAXED);
        __atomic_store_n(&pool.blocks[t].cpu, -1, __ATOMIC_RELAXED);
    }
    __atomic_store_n(&pool.caller_cpu, cpu, __ATOMIC_RELAXED);
    __atomic_store_n(&pool.worker_blocks, 0, __ATOMIC_RELAXED);
    uint64_t s = __atomic_load_n(&pool.state, __ATOMIC_RELAXED), wakes = stats.wakes;
    uint64_t t0 = now_ns();
    __atomic_store_n(&pool.state, ((uint64_t)(GENERATION(s) + 1) << 32) | OPEN,
                     __ATOMIC_SEQ_CST);
    double *recalled = oversplit ? recalled_slot(task, 0) : NULL;
    int mine = run_blocks(0, estimate, worth, recalled ? *recalled : 0);
    uint64_t t1 = now_ns(), t2 = join(team, cpu) ? now_ns() : t1;
    if (oversplit && mine > 0)  /* (the caller's blocks, as if it had run them all) */
        *recalled_slot(task, 1) = (double)(t1 - t0) / mine * pool.members;
    int stalled = t2 - t1 >= STALL_NS && t2 - t1 > 2 * (t1 - t0);
    if (stalled) {
        uint64_t backoff = pool.backoff_ns && t2 - pool.last_stall < STALLS_RECENT_NS
                         ? 2 * pool.backoff_ns : BACKOFF_FIRST_NS;
        pool.backoff_ns = backoff < CONTENDED_NS ? backoff : CONTENDED_NS;
        pool.last_stall = t2;
        __atomic_store_n(&pool.contended_until, t2 + pool.backoff_ns, __ATOMIC_RELAXED);
        if (pool.backoff_ns > stats.longest_backoff_ns) stats.longest_backoff_ns = pool.backoff_ns;
    }
    if (!pool.trace) return 1;
    int theirs = __atomic_load_n(&pool.worker_blocks, __ATOMIC_RELAXED);
    stats.regions++;
    stats.stalls += (uint64_t)stalled;
    stats.caller_blocks += (uint64_t)mine;
    stats.worker_blocks += (uint64_t)theirs;
    stats.idle_regions += theirs == 0;
    stats.run_ns += t1 - t0;
    stats.join_ns += t2 - t1;
    if (pool.trace >= 2)
        trace_region(GENERATION(s) + 1, oversplit, estimate, team, mine, theirs, t0, t1, t2,
                     stats.wakes != wakes);
    return 1;
}

static void run_inline(shlo_microtask task, void *arg) {
    int32_t member = tls_member, team = tls_team;
    run_block(task, arg, 0, 1);
    tls_member = member;
    tls_team = team;
}

struct region { shlo_microtask task; void *arg; int32_t team; };

static void run_member(void *p, int32_t index) {
    const struct region *r = p;
    int32_t member = tls_member, team = tls_team;
    run_block(r->task, r->arg, index, r->team);
    tls_member = member;
    tls_team = team;
}

/* Run a region with at most `cap` threads; `estimate`: its one-thread time in ns, 0 when
 * unknown (a compiled loop). */
static void fork_region(shlo_microtask task, void *arg, int cap, int oversplit,
                        double estimate) {
    const shlo_parallel_executor *e = __atomic_load_n(&executor, __ATOMIC_ACQUIRE);
    int want = tls_limit > 0 ? tls_limit
             : e && e->concurrency > 0 ? e->concurrency : shlo_parallel_default_threads();
    if (want > cap) want = cap;
    if (want > MAX_THREADS) want = MAX_THREADS;
    if (want <= 1 || tls_team > 1) {  /* one thread, or nested in a region */
        pthread_once(&pool.once, read_default);
        if (pool.trace >= 3 && tls_team == 1) {  /* (see print_trace) */
            uint64_t t0 = now_ns();
            run_inline(task, arg);
            uint64_t t1 = now_ns();
            trace_region(0, oversplit, estimate, 1, 1, 0, t0, t1, t1, 0);
            return;
        }
        run_inline(task, arg);
        return;
    }
    if (e) {
        struct region r = {task, arg, want};
        e->parallel_for(e->context, want, run_member, &r);
        return;
    }
    if (backing_off(estimate)) {
        if (pool.trace) __atomic_fetch_add(&stats.backed_off, 1, __ATOMIC_RELAXED);
        run_inline(task, arg);
        return;
    }
    if (__atomic_exchange_n(&pool.busy, 1, __ATOMIC_ACQUIRE) != 0) {  /* another caller's */
        run_inline(task, arg);
        return;
    }
    int32_t member = tls_member, size = tls_team;
    int pooled = run_on_pool(task, arg, want, oversplit, estimate);
    tls_member = member;
    tls_team = size;
    __atomic_store_n(&pool.busy, 0, __ATOMIC_RELEASE);
    if (!pooled) run_inline(task, arg);
}

/* A compiled loop (`ident` set by LLVM's OpenMP IR builder) or a region of native code
 * (`ident` NULL, sort.c): the compiler kept only loops worth a region (parallel_loops.py). */
SHLO_EXPORT void __shlo_kmpc_fork_call(void *ident, int32_t argc, shlo_microtask task, ...) {
    void *arg = NULL;
    if (argc > 0) {  /* the compiler aggregates captured values into one argument */
        va_list ap;
        va_start(ap, task);
        arg = va_arg(ap, void *);
        va_end(ap);
    }
    fork_region(task, arg, MAX_THREADS, ident != NULL, ident != NULL ? 0 : 1e9);
}

/* A region of a native kernel (gemm.c, depthwise.c) with its estimated one-thread time: the
 * rule of parallel_cost.inc decides whether it runs inline and how many threads it gets,
 * and parked workers are woken for it only when it is long enough to wait for them. Each
 * thread runs exactly one member (the kernels share out their own work). */
SHLO_EXPORT void __shlo_parallel_run(shlo_microtask task, void *arg, double estimated_ns) {
    double cap = estimated_ns / (SHLO_MIN_PARALLEL_NS / 2);
    fork_region(task, arg, cap >= MAX_THREADS ? MAX_THREADS : cap < 1 ? 1 : (int)cap, 0,
                estimated_ns > 0 ? estimated_ns : 1);
}

SHLO_EXPORT int32_t __shlo_kmpc_global_thread_num(void *ident) {
    (void)ident;
    return tls_member;
}

/* The size of the calling thread's team (1 outside a region): native library code that
 * cuts its work inside a region (gemm.c) cuts it for exactly this many members. */
SHLO_EXPORT int32_t __shlo_parallel_team_size(void) { return tls_team; }

/* Blocks never wait for each other: every region holds one loop of disjoint writes and
 * nothing after it, so the loop's closing barrier has nothing to order (the region's join is
 * the barrier). */
SHLO_EXPORT void __shlo_kmpc_barrier(void *ident, int32_t gtid) {
    (void)ident;
    (void)gtid;
}

SHLO_EXPORT void __shlo_kmpc_for_static_fini(void *ident, int32_t gtid) {
    (void)ident;
    (void)gtid;
}

/* This member's contiguous block of the inclusive range [*lower, *upper] with step `incr`:
 * the first `trip % team` members take one iteration more. A member with nothing to do gets
 * the empty range lower = 1, upper = 0 (the outlined loop runs upper - lower + 1 times). */
#define STATIC_INIT(NAME, T, U)                                                          \
    SHLO_EXPORT void NAME(void *ident, int32_t gtid, int32_t schedule, int32_t *last,    \
                          T *lower, T *upper, T *stride, T incr, T chunk) {              \
        (void)ident; (void)gtid; (void)schedule; (void)chunk;                            \
        U trip = incr > 0 ? (U)(*upper - *lower) / (U)incr + 1                           \
                          : (U)(*lower - *upper) / (U)(-incr) + 1;                       \
        if ((incr > 0 && *upper < *lower) || (incr < 0 && *upper > *lower)) trip = 0;    \
        U team = (U)tls_team, member = (U)tls_member;                                    \
        U small = trip / team, extra = trip % team;                                      \
        U first = member * small + (member < extra ? member : extra);                    \
        U count = small + (member < extra ? 1 : 0);                                      \
        *stride = (T)(trip * (U)incr);                                                   \
        if (last) *last = trip > 0 && first + count == trip;                             \
        if (count == 0) {                                                                \
            *lower = 1;                                                                  \
            *upper = 0;                                                                  \
            return;                                                                      \
        }                                                                                \
        T start = *lower + (T)(first * (U)incr);                                         \
        *lower = start;                                                                  \
        *upper = start + (T)((count - 1) * (U)incr);                                     \
    }

STATIC_INIT(__shlo_kmpc_for_static_init_8u, uint64_t, uint64_t)
STATIC_INIT(__shlo_kmpc_for_static_init_8, int64_t, uint64_t)
STATIC_INIT(__shlo_kmpc_for_static_init_4u, uint32_t, uint32_t)
STATIC_INIT(__shlo_kmpc_for_static_init_4, int32_t, uint32_t)
