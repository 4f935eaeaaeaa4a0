/* Minimax rollouts (MCTS-MR, Baier and Winands 2013): a simulation whose every move is first
 * checked by a minimax search of `depth` plies that only knows the ends of the game.  The mover
 * plays a move proven to win within the horizon if there is one, else a move not proven to lose,
 * else any move, uniformly at random among them.  Depth 1 sees immediate wins; depth 2 also avoids
 * moves after which the opponent wins at once.  A `decisive` search sees only the ends won by the
 * player whose move ended the game (Baier and Winands' decisive and anti-decisive moves): a move
 * that ends the game in its mover's loss, as in misère games, looks like any other.
 *
 * One state copy and move list per ply of the search, reused: no allocation once warm. */
#ifndef RBG_MCTS_MINIMAX_ROLLOUT_H
#define RBG_MCTS_MINIMAX_ROLLOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "budget.h"
#include "rbg.h"

typedef struct {
    rbg_moves moves;
    void *child;
} mcts_mr_level;

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    int depth;
    bool decisive;         /* see only ends won by their last mover */
    mcts_mr_level *levels; /* [depth + 1] */
    uint32_t *win, *safe;  /* candidate indices of the current move */
    uint32_t cap;
    uint64_t states;       /* moves applied, the searches' included */
} mcts_mr;

void mcts_mr_init(mcts_mr *x, const rbg_reasoner *r, rbg_context *ctx, int depth, bool decisive);
void mcts_mr_free(mcts_mr *x);

/* The move to play at `state` (left unchanged): its index among r->legal_moves(state), -1 at
 * the end of the game.  The moves stay in x->levels[0].moves. */
int64_t mcts_mr_choose(mcts_mr *x, void *state, rbg_rng *rng);

/* Plays `state` to the end; returns the nodal states computed, or -1 when the budget's time ran
 * out. */
int64_t mcts_mr_playout(mcts_mr *x, void *state, rbg_rng *rng, const rbg_budget *budget);

#endif
