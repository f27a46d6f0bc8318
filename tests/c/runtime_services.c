/* A C caller of a stablehlo-cc library that uses runtime services: it provides
   replica_id, partition_id, one custom call and an all_reduce (whose other process it plays
   itself, with the library's compiled reduction region), and checks the results against
   values computed here from the inputs (not by the library). Exit status 0: all good. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prog.h"

typedef struct {
    uint32_t replica, partition;
    int calls;
    int32_t fail_with;
    const float *other;  /* the all_reduce operand of the other process of the group */
} place;

static int failures = 0;
#define CHECK(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } \
} while (0)

static int32_t replica_id(void *context, const shlo_op *op, const void *const *operands,
                          void *const *results) {
    (void)operands;
    CHECK(op->service == SHLO_SERVICE_REPLICA_ID);
    CHECK(strcmp(op->name, "stablehlo.replica_id") == 0);
    CHECK(op->num_operands == 0 && op->num_results == 1);
    CHECK(strcmp(op->results[0].element, "ui32") == 0 && op->results[0].rank == 0);
    *(uint32_t *)results[0] = ((place *)context)->replica;
    return 0;
}

static int32_t partition_id(void *context, const shlo_op *op, const void *const *operands,
                            void *const *results) {
    (void)operands;
    CHECK(op->service == SHLO_SERVICE_PARTITION_ID);
    CHECK(strstr(op->location, "prog.mlir:6:") != NULL);  /* the file, line 6 */
    *(uint32_t *)results[0] = ((place *)context)->partition;
    return 0;
}

/* "axpy_and_shift": result0 = 2 * x + 1 (f32, any shape); result1 = y + 10 (i32). */
static int32_t custom_call(void *context, const shlo_op *op, const void *const *operands,
                           void *const *results) {
    place *where = context;
    where->calls++;
    if (where->fail_with) return where->fail_with;
    if (strcmp(op->target, "axpy_and_shift") != 0) return 50;
    CHECK(op->service == SHLO_SERVICE_CUSTOM_CALL);
    CHECK(op->num_operands == 2 && op->num_results == 2);
    CHECK(strcmp(op->operands[0].element, "f32") == 0 && op->operands[0].element_size == 4);
    CHECK(op->operands[0].rank == 2 && op->operands[0].shape[0] == 2 &&
          op->operands[0].shape[1] == 3 && op->operands[0].elements == 6);
    CHECK(strcmp(op->results[1].element, "i32") == 0 && op->results[1].elements == 3);
    CHECK(strstr(op->attributes, "\"target\":\"axpy_and_shift\"") != NULL);
    const float *x = operands[0];
    const int32_t *y = operands[1];
    float *out0 = results[0];
    int32_t *out1 = results[1];
    for (int64_t i = 0; i < op->results[0].elements; i++) out0[i] = 2.0f * x[i] + 1.0f;
    for (int64_t i = 0; i < op->results[1].elements; i++) out1[i] = y[i] + 10;
    return 0;
}

/* A group of two: this process and one whose operand is where->other. The region is
   |a - b|, which only the library knows: it gives it compiled, as op->combiners[0]. */
static int32_t all_reduce(void *context, const shlo_op *op, const void *const *operands,
                          void *const *results) {
    place *where = context;
    CHECK(op->service == SHLO_SERVICE_ALL_REDUCE && op->reduction == SHLO_REDUCE_REGION);
    CHECK(op->num_groups == 1 && op->group_size == 2);
    CHECK(op->replica_groups[0] == 0 && op->replica_groups[1] == 1);
    CHECK(op->channel_id == 0 && op->use_global_device_ids == 0);
    CHECK(strstr(op->attributes, "\"region\"") != NULL);
    CHECK(op->combiners != NULL && op->combiners[0] != NULL);
    if (op->combiners == NULL || op->combiners[0] == NULL) return 60;
    if (where->replica == 0)  /* combine in group order */
        op->combiners[0](operands[0], where->other, results[0]);
    else
        op->combiners[0](where->other, operands[0], results[0]);
    return 0;
}

static shlo_runtime make_runtime(place *where) {
    shlo_runtime rt;
    memset(&rt, 0, sizeof rt);
    rt.version = SHLO_RUNTIME_VERSION;
    rt.size = sizeof rt;
    rt.context = where;
    rt.replica_id = replica_id;
    rt.partition_id = partition_id;
    rt.custom_call = custom_call;
    rt.all_reduce = all_reduce;
    return rt;
}

int main(void) {
    float x[prog_main_ARG0_ELEMENTS] = {0.5f, -1.0f, 2.0f, 3.25f, 0.0f, -7.5f};
    int32_t y[prog_main_ARG1_ELEMENTS] = {1, -20, 300};
    const float other[6] = {1.5f, 1.0f, -2.0f, 3.25f, 8.0f, 0.5f};
    float out0[prog_main_RESULT0_ELEMENTS], out4[prog_main_RESULT4_ELEMENTS];
    int32_t out1[prog_main_RESULT1_ELEMENTS];
    uint32_t r, p;

    /* Every process of a 2 x 3 grid: this library needs no collective, so each is one call. */
    for (uint32_t replica = 0; replica < 2; replica++) {
        for (uint32_t partition = 0; partition < 3; partition++) {
            place where = {replica, partition, 0, 0, other};
            shlo_runtime rt = make_runtime(&where);
            int32_t status = prog_main(&rt, x, y, out0, out1, &r, &p, out4);
            CHECK(status == 0);
            CHECK(r == replica && p == partition && where.calls == 1);
            for (int i = 0; i < 6; i++)
                CHECK(out0[i] == (2.0f * x[i] + 1.0f) + (float)partition);
            for (int i = 0; i < 3; i++)
                CHECK(out1[i] == (y[i] + 10) * (int32_t)(replica + 1));
            for (int i = 0; i < 6; i++)
                CHECK(out4[i] == (x[i] > other[i] ? x[i] - other[i] : other[i] - x[i]));
        }
    }

    /* The runtime's failures, detected before any service runs. */
    place where = {0, 0, 0, 0, other};
    shlo_runtime rt = make_runtime(&where);
    CHECK(prog_main(NULL, x, y, out0, out1, &r, &p, out4) == SHLO_STATUS_NO_RUNTIME);
    rt.version = 99;
    CHECK(prog_main(&rt, x, y, out0, out1, &r, &p, out4) == SHLO_STATUS_BAD_VERSION);
    rt = make_runtime(&where);
    rt.all_reduce = NULL;
    CHECK(prog_main(&rt, x, y, out0, out1, &r, &p, out4) == SHLO_STATUS_MISSING_SERVICE);
    rt = make_runtime(&where);
    rt.custom_call = NULL;
    CHECK(prog_main(&rt, x, y, out0, out1, &r, &p, out4) == SHLO_STATUS_MISSING_SERVICE);
    rt = make_runtime(&where);
    rt.size = (uint32_t)offsetof(shlo_runtime, custom_call);  /* an older, shorter struct */
    CHECK(prog_main(&rt, x, y, out0, out1, &r, &p, out4) == SHLO_STATUS_MISSING_SERVICE);
    CHECK(where.calls == 0);

    /* A service's own error code comes back from the call. */
    rt = make_runtime(&where);
    where.fail_with = 7;
    CHECK(prog_main(&rt, x, y, out0, out1, &r, &p, out4) == 7);
    CHECK(where.calls == 1);

    /* Several libraries' headers can be included together: the interface is guarded. */
    if (failures) return 1;
    printf("ok\n");
    return 0;
}
