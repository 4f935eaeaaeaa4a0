/* Simulations from a nodal state to the end of the game (docs/split-moves.md): orthodox (a random
 * legal move at a time; the reasoner's own playout loop when nothing needs to see the moves) or
 * semisplit (moves built from semimoves), both with an optional MAST choice, both able to record
 * the moves they make for MAST and RAVE.  By time they check the clock every few moves and give
 * up when it is past the deadline. */
#ifndef RBG_MCTS_PLAYOUT_H
#define RBG_MCTS_PLAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "budget.h"
#include "mast.h"
#include "mcts_keys.h"
#include "minimax_rollout.h"
#include "nmcs.h"
#include "semiwalk.h"

/* The steps of an iteration, in order. */
typedef struct {
    mcts_step *steps;
    uint32_t n, cap;
} mcts_trace;

void mcts_trace_grow(mcts_trace *t);
static inline void mcts_trace_push(mcts_trace *t, rbg_action a, uint64_t ctx, int player, bool ends)
{
    if (t->n == t->cap)
        mcts_trace_grow(t);
    t->steps[t->n++] = (mcts_step){.a = a, .ctx = ctx, .player = player, .ends_move = ends};
}
/* Records a complete move of `player` (pairs of one move, no dots, from a nodal state). */
void mcts_trace_move(mcts_trace *t, const rbg_action *a, uint32_t n, int player);

/* How simulations choose their moves. */
typedef enum { MCTS_SIM_RANDOM, MCTS_SIM_NMCS, MCTS_SIM_MR } mcts_sim_policy;

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    bool semisplit;
    mcts_nmcs *nmcs;       /* non-NULL: nested Monte-Carlo playouts */
    mcts_mr *mr;           /* non-NULL: minimax rollouts */
    mcts_walker walker;
    rbg_moves moves;
    double *scores;
    uint64_t *keys;        /* MAST keys of the moves, computed before their scores */
    uint32_t scores_cap;
    uint64_t *folds;       /* scratch of mcts_mast_move_keys */
    uint32_t folds_cap;
    const mcts_mast *mast; /* NULL: uniform */
    mcts_trace *trace;     /* NULL: moves are not recorded */
    double *scale;         /* [n_players + 1]: 1 / the declared score bound */
    int n_players;
    uint64_t max_moves;    /* random simulations stop after this many moves (0: never) */
    bool cut;              /* the last simulation stopped there, the game unfinished */
} mcts_sim;

void mcts_sim_init(mcts_sim *s, const rbg_reasoner *r, rbg_context *ctx, bool semisplit);
void mcts_sim_free(mcts_sim *s);

/* Plays to the end from nodal `state` (random simulations: at most max_moves, then s->cut);
 * returns the moves made, or -1 when the budget's time ran out first (the result is then
 * meaningless). */
int64_t mcts_sim_run(mcts_sim *s, void *state, rbg_rng *rng, const rbg_budget *budget);

/* Normalised rewards of `state` (docs/agents.md, "Rewards"):
 * rewards[p] = score_p / bound_p in [0, 1]. */
void mcts_sim_rewards(const mcts_sim *s, const void *state, double *rewards);

#endif
