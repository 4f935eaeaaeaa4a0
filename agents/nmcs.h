/* Two-player Nested Monte-Carlo Search ([NMCS2] in docs/references.md): a level-n playout chooses
 * each move by evaluating every successor, in random order, with a level-(n-1) playout; level 0
 * is a uniformly random playout.  Values are from the first player's side (MAX): +1 when it wins,
 * -1 when the other player wins, 0 for a draw; with discounting a value is divided by the depth
 * of the end of the game (short wins, long losses).  Cut On Win stops a level at the first
 * winning successor; Prune On Depth abandons a playout that can no longer beat the caller's best
 * value.  Depth counts the states along the whole nested search, from 1.
 *
 * One state copy, move list and order per level, reused between calls: no allocation once warm. */
#ifndef RBG_MCTS_NMCS_H
#define RBG_MCTS_NMCS_H

#include <stdbool.h>
#include <stdint.h>

#include "budget.h"
#include "rbg.h"

typedef struct {
    int level;     /* nesting level n >= 0 */
    bool discount;
    int cow, pod;  /* active in calls of nesting level <= this; -1: off */
} mcts_nmcs_config;

typedef struct {
    rbg_moves moves;
    uint32_t *order;
    uint32_t order_cap;
    void *child;
} mcts_nmcs_level;

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    mcts_nmcs_config cfg;
    mcts_nmcs_level *levels; /* [level + 2]: the move policy runs one level above */
    void *root;              /* the move policy's copy of its state */
    rbg_rng *rng;
    const rbg_budget *budget;
    bool expired;
    uint64_t states;         /* moves applied (nodal states computed) */
} mcts_nmcs;

void mcts_nmcs_init(mcts_nmcs *x, const rbg_reasoner *r, rbg_context *ctx, const mcts_nmcs_config *cfg);
void mcts_nmcs_free(mcts_nmcs *x);

/* NESTED(level, state, 1, NONE): plays `state` to the end of the game.  Returns the nodal states
 * computed, or -1 when the budget's time ran out (the state is then meaningless). */
int64_t mcts_nmcs_playout(mcts_nmcs *x, void *state, rbg_rng *rng, const rbg_budget *budget);

/* The move policy: the index among r->legal_moves(state) of the move that the first step of a
 * level-(level + 1) search plays (each successor evaluated by one level-`level` playout), or -1
 * when there is no move. */
int64_t mcts_nmcs_choose(mcts_nmcs *x, const void *state, rbg_rng *rng);

#endif
