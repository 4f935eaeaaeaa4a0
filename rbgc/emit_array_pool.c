/* Constant arrays written once (emit_array_pool.h). */
#include "emit_array_pool.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"

struct rbgc_pooled_array {
    uint64_t hash;
    const char *type, *prefix; /* static strings of the callers */
    int32_t id, n;
    int32_t *values;
};

static uint64_t hash_values(const int32_t *values, int32_t n)
{
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a over the elements */
    for (int32_t i = 0; i < n; i++) {
        h ^= (uint32_t)values[i];
        h *= 0x100000001b3ull;
    }
    return h ^ (uint64_t)n;
}

static bool same_array(const rbgc_pooled_array *a, uint64_t hash, const char *type, const char *prefix,
                       const int32_t *values, int32_t n)
{
    return a->hash == hash && a->n == n && strcmp(a->type, type) == 0 && strcmp(a->prefix, prefix) == 0 &&
           memcmp(a->values, values, sizeof(int32_t) * (size_t)n) == 0;
}

/* The slot of the index (open addressing, a power of two slots) where `hash` is or belongs. */
static int32_t *slot_of(const rbgc_array_pool *pool, uint64_t hash, const char *type,
                        const char *prefix, const int32_t *values, int32_t n)
{
    uint64_t mask = (uint64_t)pool->n_slots - 1;
    for (uint64_t s = hash & mask;; s = (s + 1) & mask) {
        int32_t *slot = &pool->index[s];
        if (*slot < 0 || same_array(&pool->arrays[*slot], hash, type, prefix, values, n))
            return slot;
    }
}

static void grow(rbgc_array_pool *pool)
{
    pool->capacity = pool->capacity ? 2 * pool->capacity : 64;
    pool->arrays = rbg_checked_realloc(pool->arrays, (size_t)pool->capacity, sizeof *pool->arrays);
    free(pool->index);
    pool->n_slots = 2 * pool->capacity;
    pool->index = rbg_checked_realloc(NULL, (size_t)pool->n_slots, sizeof(int32_t));
    memset(pool->index, 0xff, sizeof(int32_t) * (size_t)pool->n_slots);
    for (int32_t i = 0; i < pool->n; i++) {
        const rbgc_pooled_array *a = &pool->arrays[i];
        *slot_of(pool, a->hash, a->type, a->prefix, a->values, a->n) = i;
    }
}

int32_t rbgc_array_pool_put(rbgc_array_pool *pool, FILE *out, const char *type, const char *prefix,
                            int32_t id, const int32_t *values, int32_t n)
{
    uint64_t hash = hash_values(values, n);
    if (pool->n == pool->capacity)
        grow(pool);
    int32_t *slot = slot_of(pool, hash, type, prefix, values, n);
    if (*slot >= 0)
        return pool->arrays[*slot].id;
    int32_t *copy = rbg_checked_realloc(NULL, (size_t)n, sizeof(int32_t));
    memcpy(copy, values, sizeof(int32_t) * (size_t)n);
    *slot = pool->n;
    pool->arrays[pool->n++] = (rbgc_pooled_array){hash, type, prefix, id, n, copy};
    fprintf(out, "static const %s %s%d[] = {", type, prefix, (int)id);
    for (int32_t i = 0; i < n; i++)
        fprintf(out, "%s%d", i == 0 ? "\n    " : i % 16 ? ", " : ",\n    ", (int)values[i]);
    fputs("};\n", out);
    return id;
}

void rbgc_array_pool_free(rbgc_array_pool *pool)
{
    for (int32_t i = 0; i < pool->n; i++)
        free(pool->arrays[i].values);
    free(pool->arrays);
    free(pool->index);
    *pool = (rbgc_array_pool){0};
}
