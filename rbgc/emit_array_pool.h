/* Constant arrays of the generated C, each written once: an array equal to one written before
 * (same C type, same prefix, same elements) is not written again, and its writer gets the name
 * of the first.  Shift tables of states whose runs have the same shape are equal (every "any
 * cell" of a game gives the same table), and written once they can make a big part of a module. */
#ifndef RBGC_EMIT_ARRAY_POOL_H
#define RBGC_EMIT_ARRAY_POOL_H

#include <stdint.h>
#include <stdio.h>

typedef struct rbgc_pooled_array rbgc_pooled_array;

typedef struct {
    rbgc_pooled_array *arrays;
    int32_t n, capacity;
    int32_t *index; /* n_slots slots: an index into arrays, or -1 */
    int32_t n_slots;
} rbgc_array_pool;

/* Writes `static const TYPE PREFIX<id>[] = {...};` to `out` unless an equal array was written,
 * and returns the id whose array holds `values` (n >= 1). */
int32_t rbgc_array_pool_put(rbgc_array_pool *pool, FILE *out, const char *type, const char *prefix,
                            int32_t id, const int32_t *values, int32_t n);

void rbgc_array_pool_free(rbgc_array_pool *pool);

#endif
