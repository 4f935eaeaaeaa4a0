/* A map from names to pointers, in an arena: the compiler's lookups by name that must stay fast
 * however many names a game declares (macros, already reported warnings). */
#ifndef RBGC_NAME_TABLE_H
#define RBGC_NAME_TABLE_H

#include "arena.h"

typedef struct {
    const char **keys; /* open addressing; NULL marks a free slot */
    void **values;
    int capacity;      /* 0 or a power of two */
    int count;
} rbgc_name_table;

/* The value stored under `name`, or NULL. */
void *rbgc_name_table_get(const rbgc_name_table *table, const char *name);

/* Stores `value` under `name` (replacing what was there); `name` must outlive the table. */
void rbgc_name_table_put(rbgc_arena *arena, rbgc_name_table *table, const char *name, void *value);

#endif
