/* Calls one function of a stablehlo-cc library on a pthread whose stack is 256 KiB, as a C
   program with small threads would. The function takes only pointers (the C ABI).

   usage: small_stack_caller LIB SYMBOL N_ARGS N_RESULTS ARG_FILE... RESULT_FILE:BYTES...
   Arguments are read from raw files; results are written to raw files of BYTES bytes.
   Exit status: 0 on success, 1 if the function returned nonzero, 2 on a usage error. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BUFFERS 16
#define STACK_BYTES (256 * 1024)

typedef void *p;
static void *(buffers[MAX_BUFFERS]);
static int count;
static void *function;
static int32_t status = -1;

static void *call(void *unused) {
    (void)unused;
    switch (count) {  /* one pointer a buffer, as the header declares it */
    case 2: status = ((int32_t (*)(p, p))function)(buffers[0], buffers[1]); break;
    case 3: status = ((int32_t (*)(p, p, p))function)(buffers[0], buffers[1], buffers[2]); break;
    case 4: status = ((int32_t (*)(p, p, p, p))function)(buffers[0], buffers[1], buffers[2],
                                                          buffers[3]); break;
    case 5: status = ((int32_t (*)(p, p, p, p, p))function)(buffers[0], buffers[1], buffers[2],
                                                             buffers[3], buffers[4]); break;
    default: status = -2;
    }
    return NULL;
}

static void *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    long size;
    void *data;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fseek(f, 0, SEEK_SET);
    data = malloc(size > 0 ? (size_t)size : 1);
    if (data && fread(data, 1, (size_t)size, f) != (size_t)size) { free(data); data = NULL; }
    fclose(f);
    return data;
}

int main(int argc, char **argv) {
    int n_args, n_results, i;
    void *lib;
    pthread_t thread;
    pthread_attr_t attr;
    if (argc < 5) return 2;
    n_args = atoi(argv[3]);
    n_results = atoi(argv[4]);
    count = n_args + n_results;
    if (count > MAX_BUFFERS || argc != 5 + count) return 2;
    lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) { fprintf(stderr, "%s\n", dlerror()); return 2; }
    function = dlsym(lib, argv[2]);
    if (!function) { fprintf(stderr, "%s\n", dlerror()); return 2; }
    for (i = 0; i < n_args; i++)
        if (!(buffers[i] = read_file(argv[5 + i]))) return 2;
    for (i = 0; i < n_results; i++) {
        const char *spec = argv[5 + n_args + i], *colon = strrchr(spec, ':');
        if (!colon) return 2;
        buffers[n_args + i] = calloc(1, (size_t)atol(colon + 1));
    }
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, STACK_BYTES);
    if (pthread_create(&thread, &attr, call, NULL) != 0) return 2;
    pthread_join(thread, NULL);
    if (status != 0) { fprintf(stderr, "status %d\n", (int)status); return 1; }
    for (i = 0; i < n_results; i++) {
        const char *spec = argv[5 + n_args + i], *colon = strrchr(spec, ':');
        char path[4096];
        FILE *f;
        size_t bytes = (size_t)atol(colon + 1);
        snprintf(path, sizeof path, "%.*s", (int)(colon - spec), spec);
        if (!(f = fopen(path, "wb")) || fwrite(buffers[n_args + i], 1, bytes, f) != bytes)
            return 2;
        fclose(f);
    }
    return 0;
}
