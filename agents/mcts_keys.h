/* Keys of the action-based statistics ([SPLIT]), as 64-bit hashes.
 *
 * A semimove is the pair (cell, index).  A context is the run of non-dot semimoves applied since
 * the last nodal state, identified by folding them into a hash from 0 (the empty context); the
 * entry (ctx, a) is identified by fold(ctx, a), which is also the next context when `a` is neither
 * a dot nor the end of the move.  The join key of a complete move is the entry key of its last
 * pair in the context of its other pairs, so "join" and "context" statistics share one table.
 * Hashes stand for the trie of the reference implementation: two keys collide with probability
 * about 2^-64 per pair, which no statistic can notice. */
#ifndef RBG_MCTS_KEYS_H
#define RBG_MCTS_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

static inline uint64_t mcts_mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static inline uint64_t mcts_action_key(rbg_action a)
{
    return ((uint64_t)(uint32_t)a.cell << 32) | (uint32_t)a.index;
}

/* The key of the entry (ctx, a). */
static inline uint64_t mcts_entry_key(uint64_t ctx, rbg_action a)
{
    return mcts_mix64(ctx * 0x9e3779b97f4a7c15ULL + mcts_action_key(a) + 0x632be59bd9b4e019ULL);
}

/* The context after applying `a` in `ctx`; `nodal_after`: the move ended with it. */
static inline uint64_t mcts_next_context(uint64_t ctx, rbg_action a, bool nodal_after)
{
    if (nodal_after)
        return 0;
    return a.index <= 0 ? ctx : mcts_entry_key(ctx, a);
}

/* The entry key of the last pair of a (sub)move applied in `ctx`: its dots do not extend the
 * context, its other pairs do. */
static inline uint64_t mcts_submove_key(uint64_t ctx, const rbg_action *a, uint32_t n)
{
    for (uint32_t i = 0; i + 1 < n; i++)
        if (a[i].index > 0)
            ctx = mcts_entry_key(ctx, a[i]);
    return mcts_entry_key(ctx, a[n - 1]);
}

/* Statistics tables and sets hold the key together with its kind and player. */
enum { MCTS_KEY_SPLIT = 1, MCTS_KEY_CONTEXT = 2 };

static inline uint64_t mcts_table_key(int kind, int player, uint64_t key)
{
    /* A context key is a hash already: xoring in an odd multiple of a small number that names
     * the kind and the player tells them apart in the low bits too (those that pick a table
     * slot), and saves a mixing round per move scored.  A split key is a (cell, index) pair:
     * mixed. */
    uint64_t h = kind == MCTS_KEY_CONTEXT
                     ? key ^ (((uint64_t)(uint32_t)player * 4 + (uint64_t)kind) * 0x9e3779b97f4a7c15ULL)
                     : mcts_mix64(key ^ ((uint64_t)kind << 56) ^ ((uint64_t)(uint32_t)player << 40) ^
                                  0x2545f4914f6cdd1dULL);
    return h != 0 ? h : 1; /* 0 marks an empty table entry */
}

/* One semimove (or one pair of a complete move) applied in an iteration, in order: what MAST
 * and RAVE learn from. */
typedef struct {
    rbg_action a;
    uint64_t ctx;     /* the context it was applied in */
    int32_t player;
    int32_t ends_move; /* the last pair of a move */
} mcts_step;

#endif
