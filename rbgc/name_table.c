#include "name_table.h"

#include <stdint.h>
#include <string.h>

/* FNV-1a: short, and good enough for identifiers. */
static uint32_t hash_name(const char *name)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h;
}

static int slot_of(const rbgc_name_table *table, const char *name)
{
    int mask = table->capacity - 1;
    for (int i = (int)(hash_name(name) & (uint32_t)mask);; i = (i + 1) & mask)
        if (table->keys[i] == NULL || strcmp(table->keys[i], name) == 0)
            return i;
}

void *rbgc_name_table_get(const rbgc_name_table *table, const char *name)
{
    if (table->capacity == 0)
        return NULL;
    int slot = slot_of(table, name);
    return table->keys[slot] != NULL ? table->values[slot] : NULL;
}

static void grow(rbgc_arena *arena, rbgc_name_table *table)
{
    rbgc_name_table bigger = {
        .capacity = table->capacity ? table->capacity * 2 : 16,
    };
    bigger.keys = RBGC_NEW_ARRAY(arena, const char *, bigger.capacity);
    bigger.values = RBGC_NEW_ARRAY(arena, void *, bigger.capacity);
    for (int i = 0; i < table->capacity; i++)
        if (table->keys[i] != NULL) {
            int slot = slot_of(&bigger, table->keys[i]);
            bigger.keys[slot] = table->keys[i];
            bigger.values[slot] = table->values[i];
            bigger.count++;
        }
    *table = bigger;
}

void rbgc_name_table_put(rbgc_arena *arena, rbgc_name_table *table, const char *name, void *value)
{
    /* At most half full, so probes stay short and a free slot always exists. */
    if (2 * (table->count + 1) > table->capacity)
        grow(arena, table);
    int slot = slot_of(table, name);
    if (table->keys[slot] == NULL) {
        table->keys[slot] = name;
        table->count++;
    }
    table->values[slot] = value;
}
