/* MAST: global per-player averages of (semi)moves that bias choices in simulations and in
 * expansion, epsilon-greedily ([SPLIT]).
 *
 * Variants: split (one statistic per semimove pair), join (per complete move), context (per
 * semimove in the context of the move built so far), mix (context — join for an orthodox tree
 * with orthodox simulations — when its weight reaches `mix_threshold`, split otherwise).  An
 * unseen key scores 1.0, the best reward, so untried moves come first.  Decay multiplies every
 * statistic after each move of the game. */
#ifndef RBG_MCTS_MAST_H
#define RBG_MCTS_MAST_H

#include <stdbool.h>
#include <stdint.h>

#include "mcts_keys.h"
#include "rng.h"

typedef enum { MCTS_H_NONE, MCTS_H_SPLIT, MCTS_H_JOIN, MCTS_H_CONTEXT, MCTS_H_MIX } mcts_heuristic;

typedef struct {
    uint64_t key; /* 0: empty */
    double sum, weight;
} mcts_mast_entry;

typedef struct {
    mcts_heuristic variant;
    bool mix_join;      /* mix uses join, not context (orthodox tree and simulations) */
    double epsilon, decay, mix_threshold;
    mcts_mast_entry *table;
    uint32_t cap, count;
    /* A bit per 8 table bits, set for every key stored: most moves scored in a game with
     * thousands of moves per position were never played, and a clear bit says so from a table
     * a 24th of the size (in the cache where the table is not). */
    uint64_t *seen;
} mcts_mast;

void mcts_mast_init(mcts_mast *m, mcts_heuristic variant, bool mix_join, double epsilon,
                    double decay, double mix_threshold);
void mcts_mast_free(mcts_mast *m);

/* The score of a (sub)move `a[0..n)` of `player` applied in context `ctx`. */
double mcts_mast_score(const mcts_mast *m, int player, uint64_t ctx, const rbg_action *a, uint32_t n);

/* The same in two steps: the key, then its score (a caller scoring a whole move list takes the
 * keys from mcts_mast_move_keys and fetches ahead with mcts_mast_prefetch). */
uint64_t mcts_mast_key(const mcts_mast *m, int player, uint64_t ctx, const rbg_action *a, uint32_t n);
double mcts_mast_score_keyed(const mcts_mast *m, uint64_t key, int player, const rbg_action *a,
                             uint32_t n);

/* The keys of every move of `moves` (complete moves from a nodal state, context 0) into
 * keys[0..moves->n_moves), as mcts_mast_key gives them.  A generator lists moves depth first, so moves
 * listed one after another share their first pairs: the context of the shared part is folded
 * once (a Breakthru turn of two piece moves lists about 12,000).  `folds` is scratch that grows
 * to the longest move's length + 1. */
void mcts_mast_move_keys(const mcts_mast *m, int player, const rbg_moves *moves, uint64_t *keys,
                         uint64_t **folds, uint32_t *folds_cap);

/* The bit of `key` in m->seen: taken from the key's high half, which picks no table slot. */
static inline uint32_t mcts_mast_seen_bit(const mcts_mast *m, uint64_t key)
{
    return (uint32_t)(key >> 32) & (8 * m->cap - 1);
}

/* False when `key` was never stored; true when it may have been. */
static inline bool mcts_mast_may_hold(const mcts_mast *m, uint64_t key)
{
    if (m->cap == 0)
        return false;
    uint32_t bit = mcts_mast_seen_bit(m, key);
    return (m->seen[bit >> 6] >> (bit & 63)) & 1;
}

/* Fetches the table slot of a key that may be stored into the cache ahead of its score (the
 * bits are small enough to stay in the cache). */
static inline void mcts_mast_prefetch(const mcts_mast *m, uint64_t key)
{
    if (mcts_mast_may_hold(m, key))
        __builtin_prefetch(&m->table[(uint32_t)key & (m->cap - 1)]);
}

/* Learns one iteration: every step with the reward of its player (rewards[player]). */
void mcts_mast_update(mcts_mast *m, const mcts_step *steps, uint32_t n, const double *rewards);

/* After a move of the game. */
void mcts_mast_decay(mcts_mast *m);

/* Epsilon-greedy: true for "pick among the best scores" (probability 1 - epsilon). */
static inline bool mcts_mast_greedy(const mcts_mast *m, rbg_rng *rng)
{
    return rbg_rng_unit(rng) >= m->epsilon;
}

/* The statistic of one key (for tests): false when unseen. */
bool mcts_mast_lookup(const mcts_mast *m, int kind, int player, uint64_t key, double *sum,
                      double *weight);

#endif
