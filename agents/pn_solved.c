#include "pn_solved.h"

#include <stdlib.h>
#include <string.h>

#include "agent_alloc.h"

/* A slot: this header, then the state's bytes. */
typedef struct {
    uint64_t key;
    uint64_t work;  /* 0: an empty slot (a stored entry has work >= 1) */
    uint8_t proved;
} slot_header;

static size_t header_size(void)
{
    return (sizeof(slot_header) + 7) & ~(size_t)7;
}

void pn_solved_init(pn_solved *t, const rbg_reasoner *r, uint64_t bytes)
{
    size_t slot_size = header_size() + ((r->state_size + 7) & ~(size_t)7);
    uint64_t buckets = bytes / (PN_SOLVED_BUCKET * slot_size);
    if (buckets == 0)
        buckets = 1;
    *t = (pn_solved){.r = r, .slot_size = slot_size, .buckets = buckets};
    t->slots = agent_checked(calloc(buckets * PN_SOLVED_BUCKET, slot_size));
}

void pn_solved_free(pn_solved *t)
{
    free(t->slots);
    t->slots = NULL;
}

size_t pn_solved_bytes(const pn_solved *t)
{
    return (size_t)t->buckets * PN_SOLVED_BUCKET * t->slot_size;
}

static slot_header *slot(const pn_solved *t, uint64_t key, int i)
{
    size_t index = (size_t)(key % t->buckets) * PN_SOLVED_BUCKET + (size_t)i;
    return (slot_header *)(t->slots + index * t->slot_size);
}

static const void *slot_state(const slot_header *h)
{
    return (const unsigned char *)h + header_size();
}

static bool holds(pn_solved *t, const slot_header *h, uint64_t key, const void *state)
{
    if (h->work == 0 || h->key != key)
        return false;
    if (t->r->same_position(t->r, slot_state(h), state))
        return true;
    t->collisions++;
    return false;
}

bool pn_solved_find(pn_solved *t, uint64_t key, const void *state, bool *proved)
{
    t->lookups++;
    for (int i = 0; i < PN_SOLVED_BUCKET; i++) {
        const slot_header *h = slot(t, key, i);
        if (holds(t, h, key, state)) {
            t->hits++;
            *proved = h->proved;
            return true;
        }
    }
    return false;
}

void pn_solved_store(pn_solved *t, uint64_t key, const void *state, bool proved, uint64_t work)
{
    slot_header *target = NULL;
    for (int i = 0; i < PN_SOLVED_BUCKET && target == NULL; i++)
        if (holds(t, slot(t, key, i), key, state))
            return; /* solved once, solved the same way */
    for (int i = 0; i < PN_SOLVED_BUCKET && target == NULL; i++)
        if (slot(t, key, i)->work == 0)
            target = slot(t, key, i);
    if (target == NULL) {
        target = slot(t, key, 0);
        for (int i = 1; i < PN_SOLVED_BUCKET; i++)
            if (slot(t, key, i)->work < target->work)
                target = slot(t, key, i);
    }
    target->key = key;
    target->work = work ? work : 1;
    target->proved = proved;
    memcpy((unsigned char *)target + header_size(), state, t->r->state_size);
}
