#include "dfpn_table.h"

#include <stdlib.h>

#include "agent_alloc.h"

/* Key 0 marks an empty entry, so a state whose hash is 0 is stored under another key. */
static uint64_t stored_key(uint64_t key)
{
    return key ? key : 1;
}

void dfpn_table_init(dfpn_table *t, uint64_t bytes)
{
    uint64_t buckets = bytes / (DFPN_BUCKET * sizeof(dfpn_entry));
    if (buckets == 0)
        buckets = 1;
    *t = (dfpn_table){.buckets = buckets};
    t->entries = agent_checked(calloc(buckets * DFPN_BUCKET, sizeof *t->entries));
}

void dfpn_table_free(dfpn_table *t)
{
    free(t->entries);
    t->entries = NULL;
}

size_t dfpn_table_bytes(const dfpn_table *t)
{
    return (size_t)t->buckets * DFPN_BUCKET * sizeof(dfpn_entry);
}

static dfpn_entry *bucket(const dfpn_table *t, uint64_t key)
{
    return t->entries + (key % t->buckets) * DFPN_BUCKET;
}

const dfpn_entry *dfpn_table_find(dfpn_table *t, uint64_t key)
{
    key = stored_key(key);
    dfpn_entry *b = bucket(t, key);
    t->lookups++;
    for (int i = 0; i < DFPN_BUCKET; i++)
        if (b[i].key == key) {
            t->hits++;
            return &b[i];
        }
    return NULL;
}

void dfpn_table_store(dfpn_table *t, uint64_t key, uint32_t pn, uint32_t dn, uint64_t work)
{
    key = stored_key(key);
    dfpn_entry *b = bucket(t, key), *slot = NULL;
    for (int i = 0; i < DFPN_BUCKET && slot == NULL; i++)
        if (b[i].key == key)
            slot = &b[i];
    for (int i = 0; i < DFPN_BUCKET && slot == NULL; i++)
        if (b[i].key == 0)
            slot = &b[i];
    if (slot == NULL) {
        slot = &b[0];
        for (int i = 1; i < DFPN_BUCKET; i++)
            if (b[i].work < slot->work)
                slot = &b[i];
        t->replaced++;
    }
    t->stores++;
    *slot = (dfpn_entry){.key = key, .work = work, .pn = pn, .dn = dn};
}
