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
 * Design (after XLA:CPU's and IREE's pools): one process-wide pool of workers that sleep on a
 * condition variable; the calling thread is member 0 of every team, so a region costs one
 * wake-up and one join. Regions never nest and never queue: a region entered from inside a
 * region, or while another caller's region is running (concurrent calls from several
 * threads), runs inline on its caller as a team of one. Iterations are split into equal
 * contiguous blocks; loops carry no reductions across iterations (the compiler only marks
 * loops whose iterations write disjoint elements), so results are bit-identical for any
 * number of threads.
 *
 * Load balance: a compiled loop is cut into OVERSPLIT blocks a thread, not one, and the
 * threads claim blocks from a shared counter until none is left (each thread starts with its
 * own first block, so an idle machine keeps the plain static split's locality). On a shared
 * host a thread that loses its CPU for a while then takes fewer blocks, instead of making
 * the whole region wait for its one big share. Measured on 2 CPUs, the second one busy half
 * the time with another process (4 ms on, 4 ms off): GELU on 16M f32 15.3 -> 10.9 ms and
 * the ResNet 3x3 convolution 18.8 -> 13.4 ms (medians); on an idle host unchanged within
 * noise (GELU 8.97/8.96 ms, the convolution 10.5/10.8 ms).
 * XLA:CPU's Eigen pool and IREE's task system get the same effect from work stealing over
 * many small tasks. The blocks are still a fixed cut of the iterations with disjoint writes,
 * so which thread runs which block never changes a result, and the members never wait for
 * each other (as with a caller's executor below, the end-of-loop barrier is a no-op).
 * Regions that native code of this runtime starts (gemm.c, sort.c: `ident` NULL) plan their
 * own cut for the team and get exactly one member a thread.
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
#include <stdlib.h>

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

typedef void (*shlo_microtask)(int32_t *gtid, int32_t *btid, void *arg);

static __thread int32_t tls_member = 0;   /* this thread's index in its team */
static __thread int32_t tls_team = 1;     /* its team's size; 1 outside any region */
static __thread int32_t tls_limit = 0;    /* threads this caller may use; 0: the default */
static __thread int32_t tls_independent = 0; /* 1 in a task of a caller's executor */

/* A caller's pool (docs/c-abi.md, "Threads"). */
typedef void (*shlo_parallel_task)(void *task_arg, int32_t index);
typedef struct shlo_parallel_executor {
    void (*parallel_for)(void *context, int32_t n, shlo_parallel_task task, void *task_arg);
    void *context;
    int32_t concurrency;  /* tasks a loop is split into; <= 0: the thread limit / default */
} shlo_parallel_executor;
static const shlo_parallel_executor *executor = NULL;

static struct {
    pthread_mutex_t lock;
    pthread_cond_t wake, done;
    pthread_mutex_t region;   /* held by the one caller whose region runs on the pool */
    pthread_once_t once;
    int default_threads, started;
    uint64_t generation;      /* bumped for every region */
    shlo_microtask task;
    void *arg;
    int team, pending;
    int members;              /* blocks of the region: team, or team * OVERSPLIT */
    int next_member;          /* the next block to claim (atomic) */
    /* the team's barrier */
    pthread_mutex_t bar_lock;
    pthread_cond_t bar_cond;
    int bar_waiting;
    uint64_t bar_generation;
} pool = {
    .lock = PTHREAD_MUTEX_INITIALIZER, .wake = PTHREAD_COND_INITIALIZER,
    .done = PTHREAD_COND_INITIALIZER, .region = PTHREAD_MUTEX_INITIALIZER,
    .once = PTHREAD_ONCE_INIT, .bar_lock = PTHREAD_MUTEX_INITIALIZER,
    .bar_cond = PTHREAD_COND_INITIALIZER,
};

static void read_default(void) {
    int n = 0;
    const char *env = getenv("STABLEHLO_CC_NUM_THREADS");
    if (env && *env) n = atoi(env);
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

struct region { shlo_microtask task; void *arg; int32_t team; };

static void run_member(void *p, int32_t index) {
    const struct region *r = p;
    int32_t member = tls_member, team = tls_team, independent = tls_independent;
    int32_t gtid = index, zero = 0;
    tls_member = index;
    tls_team = r->team;
    tls_independent = 1;
    r->task(&gtid, &zero, r->arg);
    tls_member = member;
    tls_team = team;
    tls_independent = independent;
}

/* Run team member `first` of the current region, then, when the region is cut into more
 * blocks than threads, claim further blocks until none is left. */
static void run_members(shlo_microtask task, void *arg, int first, int members, int team) {
    int32_t zero = 0, independent = tls_independent;
    tls_team = members;
    tls_independent = members > team;  /* blocks never wait for each other */
    for (int member = first; member < members;
         member = __atomic_fetch_add(&pool.next_member, 1, __ATOMIC_RELAXED)) {
        int32_t gtid = member;
        tls_member = member;
        task(&gtid, &zero, arg);
        if (members == team) break;  /* one member a thread: nothing to claim */
    }
    tls_member = 0;
    tls_team = 1;
    tls_independent = independent;
}

static void *worker(void *p) {
    int member = (int)(intptr_t)p;
    uint64_t seen = 0;
    pthread_mutex_lock(&pool.lock);
    for (;;) {
        while (pool.generation == seen) pthread_cond_wait(&pool.wake, &pool.lock);
        seen = pool.generation;
        if (member >= pool.team) continue;
        shlo_microtask task = pool.task;
        void *arg = pool.arg;
        int members = pool.members, team = pool.team;
        pthread_mutex_unlock(&pool.lock);
        run_members(task, arg, member, members, team);
        pthread_mutex_lock(&pool.lock);
        if (--pool.pending == 0) pthread_cond_signal(&pool.done);
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

static void run_inline(shlo_microtask task, void *arg) {
    int32_t member = tls_member, team = tls_team, zero = 0, gtid = 0;
    tls_member = 0;
    tls_team = 1;
    task(&gtid, &zero, arg);
    tls_member = member;
    tls_team = team;
}

SHLO_EXPORT void __shlo_kmpc_fork_call(void *ident, int32_t argc, shlo_microtask task, ...) {
    void *arg = NULL;
    if (argc > 0) {  /* the compiler aggregates captured values into one argument */
        va_list ap;
        va_start(ap, task);
        arg = va_arg(ap, void *);
        va_end(ap);
    }
    const shlo_parallel_executor *e = __atomic_load_n(&executor, __ATOMIC_ACQUIRE);
    int want = tls_limit > 0 ? tls_limit
             : e && e->concurrency > 0 ? e->concurrency : shlo_parallel_default_threads();
    if (want > MAX_THREADS) want = MAX_THREADS;
    if (e && want > 1 && tls_team <= 1) {
        struct region r = {task, arg, want};
        e->parallel_for(e->context, want, run_member, &r);
        return;
    }
    if (want <= 1 || tls_team > 1 || pthread_mutex_trylock(&pool.region) != 0) {
        run_inline(task, arg);
        return;
    }
    pthread_mutex_lock(&pool.lock);
    int team = ensure_workers(want);
    if (team > want) team = want;
    int members = ident != NULL && team > 1 ? team * OVERSPLIT : team;
    pool.task = task;
    pool.arg = arg;
    pool.team = team;
    pool.members = members;
    __atomic_store_n(&pool.next_member, team, __ATOMIC_RELAXED);
    pool.pending = team - 1;
    pool.generation++;
    pthread_cond_broadcast(&pool.wake);
    pthread_mutex_unlock(&pool.lock);

    run_members(task, arg, 0, members, team);

    pthread_mutex_lock(&pool.lock);
    while (pool.pending > 0) pthread_cond_wait(&pool.done, &pool.lock);
    pthread_mutex_unlock(&pool.lock);
    pthread_mutex_unlock(&pool.region);
}

SHLO_EXPORT int32_t __shlo_kmpc_global_thread_num(void *ident) {
    (void)ident;
    return tls_member;
}

/* The size of the calling thread's team (1 outside a region): native library code that
 * cuts its work inside a region (gemm.c) cuts it for exactly this many members. */
SHLO_EXPORT int32_t __shlo_parallel_team_size(void) { return tls_team; }

SHLO_EXPORT void __shlo_kmpc_barrier(void *ident, int32_t gtid) {
    (void)ident;
    (void)gtid;
    if (tls_team <= 1 || tls_independent) return;
    pthread_mutex_lock(&pool.bar_lock);
    uint64_t generation = pool.bar_generation;
    if (++pool.bar_waiting == tls_team) {
        pool.bar_waiting = 0;
        pool.bar_generation++;
        pthread_cond_broadcast(&pool.bar_cond);
    } else {
        while (generation == pool.bar_generation)
            pthread_cond_wait(&pool.bar_cond, &pool.bar_lock);
    }
    pthread_mutex_unlock(&pool.bar_lock);
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
