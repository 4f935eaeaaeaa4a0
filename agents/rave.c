#include "rave.h"
#include "agent_alloc.h"

#include <stdio.h>
#include <stdlib.h>

void mcts_rave_init(mcts_rave *r, mcts_heuristic variant, double k, double mix_threshold)
{
    *r = (mcts_rave){.variant = variant, .k = k, .mix_threshold = mix_threshold, .stamp = 1};
}

void mcts_rave_free(mcts_rave *r)
{
    free(r->set);
    r->set = NULL;
}

int mcts_rave_width(mcts_heuristic variant)
{
    return variant == MCTS_H_NONE ? 0 : variant == MCTS_H_MIX ? 2 : 1;
}

/* The key kind of pair j of a slot. */
static int kind_of(const mcts_rave *r, int j)
{
    if (r->variant == MCTS_H_SPLIT || (r->variant == MCTS_H_MIX && j == 1))
        return MCTS_KEY_SPLIT;
    return MCTS_KEY_CONTEXT;
}

void mcts_rave_slot_keys(const mcts_rave *r, uint64_t ctx, const rbg_action *a, uint32_t n,
                         uint64_t *keys)
{
    for (int j = 0; j < mcts_rave_width(r->variant); j++)
        keys[j] = kind_of(r, j) == MCTS_KEY_SPLIT ? mcts_action_key(a[n - 1])
                                                   : mcts_submove_key(ctx, a, n);
}

static bool contains(const mcts_rave *r, uint64_t key)
{
    if (r->cap == 0)
        return false;
    uint32_t mask = r->cap - 1;
    for (uint32_t i = (uint32_t)key & mask;; i = (i + 1) & mask) {
        if (r->set[i].stamp != r->stamp)
            return false;
        if (r->set[i].key == key)
            return true;
    }
}

static void insert(mcts_rave *r, uint64_t key)
{
    if (2 * (r->count + 1) > r->cap) {
        /* Grow and re-insert the current stamp's keys. */
        uint32_t old_cap = r->cap;
        mcts_key_set_entry *old = r->set;
        r->cap = old_cap ? old_cap * 2 : 1024;
        r->set = agent_checked(calloc(r->cap, sizeof *r->set));
        r->count = 0;
        uint32_t stamp = r->stamp;
        r->stamp = 1;
        for (uint32_t j = 0; j < old_cap; j++)
            if (old[j].stamp == stamp)
                insert(r, old[j].key);
        free(old);
    }
    uint32_t mask = r->cap - 1;
    uint32_t i = (uint32_t)key & mask;
    while (r->set[i].stamp == r->stamp) {
        if (r->set[i].key == key)
            return;
        i = (i + 1) & mask;
    }
    r->set[i] = (mcts_key_set_entry){.key = key, .stamp = r->stamp};
    r->count++;
}

void mcts_rave_clear(mcts_rave *r)
{
    r->count = 0;
    if (++r->stamp == 0) { /* wrapped: clear for real */
        for (uint32_t i = 0; i < r->cap; i++)
            r->set[i].stamp = 0;
        r->stamp = 1;
    }
}

void mcts_rave_add_steps(mcts_rave *r, const mcts_step *steps, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const mcts_step *s = &steps[i];
        switch (r->variant) {
        case MCTS_H_SPLIT:
            insert(r, mcts_table_key(MCTS_KEY_SPLIT, s->player, mcts_action_key(s->a)));
            break;
        case MCTS_H_JOIN:
            if (s->ends_move)
                insert(r, mcts_table_key(MCTS_KEY_CONTEXT, s->player, mcts_entry_key(s->ctx, s->a)));
            break;
        case MCTS_H_CONTEXT:
            insert(r, mcts_table_key(MCTS_KEY_CONTEXT, s->player, mcts_entry_key(s->ctx, s->a)));
            break;
        case MCTS_H_MIX:
            insert(r, mcts_table_key(MCTS_KEY_SPLIT, s->player, mcts_action_key(s->a)));
            insert(r, mcts_table_key(MCTS_KEY_CONTEXT, s->player, mcts_entry_key(s->ctx, s->a)));
            break;
        case MCTS_H_NONE:
            break;
        }
    }
}

void mcts_rave_update_node(mcts_rave *r, mcts_tree *t, uint32_t node, int player, double reward)
{
    const mcts_node *v = &t->nodes[node];
    int w = t->rave_width;
    for (uint32_t i = 0; i < v->n_slots; i++) {
        size_t base = (size_t)(v->first + i) * (size_t)w;
        for (int j = 0; j < w; j++) {
            if (contains(r, mcts_table_key(kind_of(r, j), player, t->keys[base + (size_t)j]))) {
                t->amaf[base + (size_t)j].n++;
                t->amaf[base + (size_t)j].W += reward;
            }
        }
    }
}
