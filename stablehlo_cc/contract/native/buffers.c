/* The allocator behind compiled code's heap temporaries: large blocks are kept for the next
 * call instead of going back to the kernel.
 *
 * Compiled code allocates its heap temporaries (buffers too large for the stack) with
 * malloc/free per call. glibc serves blocks above its mmap threshold (128 KiB, raised
 * dynamically up to 32 MiB) with a fresh mmap and unmaps them on free, so a program with a
 * 64 MiB temporary faults in 16,384 fresh pages on every call and the kernel zeroes each one:
 * at typical rates that costs about as much as the program's own arithmetic. The backend
 * (compiler/buffer_allocation.py) points the compiled code's malloc/free at the two functions
 * here instead. Small blocks go straight to malloc; blocks from BIG bytes (64 KiB) on are
 * kept, when freed, in a small process-wide (per library) cache and handed out again to a
 * request of the same size class, so a program called again reuses the pages it touched last
 * time. 64 KiB, not 1 MiB: glibc gives back mid-size blocks too (its heap top is trimmed past
 * M_TRIM_THRESHOLD, and blocks above the mmap threshold are unmapped), and a CNN training step
 * at batch 8, whose temporaries are 100-800 KiB, faulted in 1,300 pages a call: 5.7 ms of CPU
 * time where its arithmetic needs 2.3.
 *
 * Choice (after XLA:CPU and IREE): XLA:CPU allocates an executable's temporaries per run
 * through its client's allocator, and IREE's HAL puts a caching allocator
 * (iree/hal/utils/caching_allocator: per-heap free lists of 64 entries, byte limits, blocks
 * kept instead of returned to the underlying allocator) in front of the device allocator.
 * Here the same kind of caching allocator sits behind malloc so that the compiler's
 * buffer placement is untouched and libraries used from C get it too. The cache is one
 * mutex-protected table (a lock per large allocation is noise next to touching a megabyte),
 * so concurrent calls from any number of threads each get distinct blocks. Best fit within a
 * size class of 1/8: a block of s bytes serves requests from 7s/8 up. Capped at
 * STABLEHLO_CC_BUFFER_CACHE_MB (default 1024) cached bytes and SLOTS blocks; beyond the cap
 * blocks are freed as before. `shlo_buffers_release` frees every cached block. A new block
 * from 4 MiB on is advised to use transparent huge pages (as numpy does for its arrays), so
 * even its first use faults in 2 MiB at a time rather than 4 KiB.
 */

#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#ifdef SHLO_PARALLEL_SHARED
#define SHLO_EXPORT __attribute__((visibility("default")))
#define SHLO_CONTROL __attribute__((visibility("default")))
#else
#define SHLO_EXPORT __attribute__((visibility("hidden"), weak))
#define SHLO_CONTROL __attribute__((visibility("default"), weak))
#endif

#define HEADER 16            /* keeps malloc's 16-byte alignment */
#define BIG (1u << 16)       /* blocks from 64 KiB on are cached */
#define HUGE_FROM (4u << 20) /* blocks from 4 MiB on are advised to use huge pages */
#define SLOTS 256
#define MAGIC 0x5348454C4F425546ull

static struct {
    pthread_mutex_t lock;
    pthread_once_t once;
    size_t cap, cached;
    void *block[SLOTS];      /* the headers of cached blocks */
    size_t size[SLOTS];
    int count;
} cache = {.lock = PTHREAD_MUTEX_INITIALIZER, .once = PTHREAD_ONCE_INIT};

static void read_cap(void) {
    const char *env = getenv("STABLEHLO_CC_BUFFER_CACHE_MB");
    long mb = env && *env ? strtol(env, NULL, 10) : 1024;
    cache.cap = mb > 0 ? (size_t)mb << 20 : 0;
}

SHLO_EXPORT void *__shlo_native_malloc(uint64_t size) {
    if (size >= BIG) {
        pthread_once(&cache.once, read_cap);
        pthread_mutex_lock(&cache.lock);
        int best = -1;
        for (int i = 0; i < cache.count; i++)
            if (cache.size[i] >= size && cache.size[i] - cache.size[i] / 8 <= size &&
                (best < 0 || cache.size[i] < cache.size[best]))
                best = i;
        if (best >= 0) {
            uint64_t *h = cache.block[best];
            cache.cached -= cache.size[best];
            cache.count--;
            cache.block[best] = cache.block[cache.count];
            cache.size[best] = cache.size[cache.count];
            pthread_mutex_unlock(&cache.lock);
            h[1] = MAGIC;
            return (char *)h + HEADER;
        }
        pthread_mutex_unlock(&cache.lock);
    }
    uint64_t *h = malloc(size + HEADER);
    if (!h) return NULL;
#ifdef MADV_HUGEPAGE
    if (size >= HUGE_FROM) {  /* the whole 2 MiB pages inside the block */
        uintptr_t huge = (uintptr_t)2 << 20, start = ((uintptr_t)h + huge - 1) & ~(huge - 1);
        uintptr_t end = ((uintptr_t)h + HEADER + size) & ~(huge - 1);
        if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
#endif
    h[0] = size;
    h[1] = MAGIC;
    return (char *)h + HEADER;
}

SHLO_EXPORT void __shlo_native_free(void *p) {
    if (!p) return;
    uint64_t *h = (uint64_t *)((char *)p - HEADER);
    if (h[1] != MAGIC) {  /* not one of ours (a pointer from libc's malloc): libc frees it */
        free(p);
        return;
    }
    size_t size = h[0];
    h[1] = 0;  /* a double free finds no magic */
    if (size >= BIG) {
        pthread_mutex_lock(&cache.lock);
        if (cache.count < SLOTS && cache.cached + size <= cache.cap) {
            cache.block[cache.count] = h;
            cache.size[cache.count] = size;
            cache.count++;
            cache.cached += size;
            pthread_mutex_unlock(&cache.lock);
            return;
        }
        pthread_mutex_unlock(&cache.lock);
    }
    free(h);
}

/* Free every cached block (the memory a library keeps between calls); returns the bytes. */
SHLO_CONTROL uint64_t shlo_buffers_release(void) {
    pthread_mutex_lock(&cache.lock);
    size_t bytes = cache.cached;
    for (int i = 0; i < cache.count; i++) free(cache.block[i]);
    cache.count = 0;
    cache.cached = 0;
    pthread_mutex_unlock(&cache.lock);
    return bytes;
}

/* Bytes held in the cache now. */
SHLO_CONTROL uint64_t shlo_buffers_cached(void) {
    pthread_mutex_lock(&cache.lock);
    size_t bytes = cache.cached;
    pthread_mutex_unlock(&cache.lock);
    return bytes;
}
