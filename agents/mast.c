#include "mast.h"

#include "agent_alloc.h"

#include <stdio.h>
#include <stdlib.h>

static void mark_seen(mcts_mast *m, uint64_t key)
{
    uint32_t bit = mcts_mast_seen_bit(m, key);
    m->seen[bit >> 6] |= (uint64_t)1 << (bit & 63);
}

static const mcts_mast_entry *find(const mcts_mast *m, uint64_t key)
{
    if (!mcts_mast_may_hold(m, key))
        return NULL;
    uint32_t mask = m->cap - 1;
    for (uint32_t i = (uint32_t)key & mask;; i = (i + 1) & mask) {
        if (m->table[i].key == key)
            return &m->table[i];
        if (m->table[i].key == 0)
            return NULL;
    }
}

static void grow(mcts_mast *m)
{
    uint32_t old_cap = m->cap;
    mcts_mast_entry *old = m->table;
    m->cap = old_cap ? old_cap * 2 : 4096;
    m->table = agent_checked(calloc(m->cap, sizeof *m->table));
    free(m->seen);
    m->seen = agent_checked(calloc(m->cap / 8, sizeof *m->seen));
    uint32_t mask = m->cap - 1;
    for (uint32_t j = 0; j < old_cap; j++) {
        if (old[j].key == 0)
            continue;
        mark_seen(m, old[j].key);
        uint32_t i = (uint32_t)old[j].key & mask;
        while (m->table[i].key != 0)
            i = (i + 1) & mask;
        m->table[i] = old[j];
    }
    free(old);
}

static void add(mcts_mast *m, uint64_t key, double reward)
{
    if (2 * (m->count + 1) > m->cap)
        grow(m);
    uint32_t mask = m->cap - 1;
    uint32_t i = (uint32_t)key & mask;
    while (m->table[i].key != key && m->table[i].key != 0)
        i = (i + 1) & mask;
    if (m->table[i].key == 0) {
        m->table[i].key = key;
        m->count++;
        mark_seen(m, key);
    }
    m->table[i].sum += reward;
    m->table[i].weight += 1;
}

void mcts_mast_init(mcts_mast *m, mcts_heuristic variant, bool mix_join, double epsilon,
                    double decay, double mix_threshold)
{
    *m = (mcts_mast){.variant = variant, .mix_join = mix_join, .epsilon = epsilon, .decay = decay,
                     .mix_threshold = mix_threshold};
}

void mcts_mast_free(mcts_mast *m)
{
    free(m->table);
    free(m->seen);
    m->table = NULL;
    m->seen = NULL;
    m->cap = m->count = 0;
}

bool mcts_mast_lookup(const mcts_mast *m, int kind, int player, uint64_t key, double *sum,
                      double *weight)
{
    const mcts_mast_entry *e = find(m, mcts_table_key(kind, player, key));
    if (e == NULL || e->weight <= 0)
        return false;
    *sum = e->sum;
    *weight = e->weight;
    return true;
}

/* Mean of the pairs' scores; the default 1.0 as soon as one pair is unseen. */
static double split_score(const mcts_mast *m, int player, const rbg_action *a, uint32_t n)
{
    double total = 0;
    for (uint32_t i = 0; i < n; i++) {
        const mcts_mast_entry *e = find(m, mcts_table_key(MCTS_KEY_SPLIT, player, mcts_action_key(a[i])));
        if (e == NULL || e->weight <= 0)
            return 1.0;
        total += e->sum / e->weight;
    }
    return n ? total / n : 1.0;
}

uint64_t mcts_mast_key(const mcts_mast *m, int player, uint64_t ctx, const rbg_action *a, uint32_t n)
{
    if (m->variant == MCTS_H_SPLIT)
        return 0;
    return mcts_table_key(MCTS_KEY_CONTEXT, player, mcts_submove_key(ctx, a, n));
}

static bool same_action(rbg_action a, rbg_action b)
{
    return a.cell == b.cell && a.index == b.index;
}

void mcts_mast_move_keys(const mcts_mast *m, int player, const rbg_moves *moves, uint64_t *keys,
                         uint64_t **folds, uint32_t *folds_cap)
{
    uint32_t n = moves->n_moves;
    if (m->variant == MCTS_H_SPLIT) {
        for (uint32_t i = 0; i < n; i++)
            keys[i] = 0;
        return;
    }
    /* (*folds)[j]: the context after the first j pairs of the previous move; `valid` of them
     * are known. */
    const rbg_action *previous = NULL;
    uint32_t valid = 0;
    for (uint32_t i = 0; i < n; i++) {
        const rbg_action *a = rbg_move_actions(moves, i);
        uint32_t len = rbg_move_length(moves, i);
        if (len > *folds_cap) {
            *folds_cap = len * 2;
            *folds = agent_checked(realloc(*folds, sizeof **folds * (*folds_cap + 1)));
        }
        uint64_t *f = *folds;
        uint32_t shared = 0;
        while (shared < valid && shared + 1 < len && same_action(a[shared], previous[shared]))
            shared++;
        f[0] = 0;
        for (uint32_t j = shared; j + 1 < len; j++)
            f[j + 1] = mcts_next_context(f[j], a[j], false);
        keys[i] = mcts_table_key(MCTS_KEY_CONTEXT, player, mcts_entry_key(f[len - 1], a[len - 1]));
        previous = a;
        valid = len - 1;
    }
}

double mcts_mast_score(const mcts_mast *m, int player, uint64_t ctx, const rbg_action *a, uint32_t n)
{
    return mcts_mast_score_keyed(m, mcts_mast_key(m, player, ctx, a, n), player, a, n);
}

double mcts_mast_score_keyed(const mcts_mast *m, uint64_t key, int player, const rbg_action *a,
                             uint32_t n)
{
    if (m->variant == MCTS_H_SPLIT)
        return split_score(m, player, a, n);
    const mcts_mast_entry *e = find(m, key);
    if (m->variant == MCTS_H_MIX) {
        if (e != NULL && e->weight >= m->mix_threshold)
            return e->sum / e->weight;
        return split_score(m, player, a, n);
    }
    return e != NULL && e->weight > 0 ? e->sum / e->weight : 1.0;
}

void mcts_mast_update(mcts_mast *m, const mcts_step *steps, uint32_t n, const double *rewards)
{
    bool split = m->variant == MCTS_H_SPLIT || m->variant == MCTS_H_MIX;
    bool context = m->variant == MCTS_H_CONTEXT || (m->variant == MCTS_H_MIX && !m->mix_join);
    bool join = m->variant == MCTS_H_JOIN || (m->variant == MCTS_H_MIX && m->mix_join);
    for (uint32_t i = 0; i < n; i++) {
        const mcts_step *s = &steps[i];
        double r = rewards[s->player];
        if (split)
            add(m, mcts_table_key(MCTS_KEY_SPLIT, s->player, mcts_action_key(s->a)), r);
        if (context || (join && s->ends_move))
            add(m, mcts_table_key(MCTS_KEY_CONTEXT, s->player, mcts_entry_key(s->ctx, s->a)), r);
    }
}

void mcts_mast_decay(mcts_mast *m)
{
    for (uint32_t i = 0; i < m->cap; i++) {
        m->table[i].sum *= m->decay;
        m->table[i].weight *= m->decay;
    }
}
