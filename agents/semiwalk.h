/* Building one move semimove by semimove: a depth-first search in random order that backs out of
 * dead ends ([SPLIT]), with an optional MAST
 * choice at every level.
 *
 * One state copy and one candidate list per level; they grow as deeper levels are needed and are
 * then reused, so a steady search does not allocate.  After a successful walk, level i holds the
 * candidates still alive at the i-th state of the path with the chosen one at index `untried`,
 * the ones not tried before it, and `ctx` the context of that state. */
#ifndef RBG_MCTS_SEMIWALK_H
#define RBG_MCTS_SEMIWALK_H

#include <stdbool.h>
#include <stdint.h>

#include "mast.h"
#include "rbg.h"

typedef struct {
    rbg_moves moves;   /* one action per candidate */
    uint32_t untried;  /* candidates [0, untried) were not tried yet */
    void *child;       /* the state after the candidate being tried */
    uint64_t ctx;      /* context of the level's state */
    bool greedy;       /* MAST: this level picks among the best scores */
    double *scores;    /* MAST scores of the candidates, when greedy */
    uint32_t scores_cap;
} mcts_level;

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    mcts_level *levels;
    int n_levels;
    int depth;          /* levels used by the last successful walk */
    int player;         /* its mover */
    const mcts_mast *mast; /* NULL: uniform choices */
} mcts_walker;

void mcts_walker_init(mcts_walker *w, const rbg_reasoner *r, rbg_context *ctx);
void mcts_walker_free(mcts_walker *w);

/* Walks from `state` (context `ctx`) to the next nodal state and leaves `state` there.
 * `from_start`: `state` is nodal and a whole move is wanted (otherwise a nodal state is already
 * the end).  False when no path exists; `state` is then unchanged.  `states` (may be NULL) counts
 * the semimoves applied. */
bool mcts_walk(mcts_walker *w, void *state, uint64_t ctx, bool from_start, rbg_rng *rng,
               uint64_t *states);

/* The semimove chosen at level i of the last walk. */
static inline rbg_action mcts_walk_action(const mcts_walker *w, int i)
{
    const mcts_level *l = &w->levels[i];
    return l->moves.actions[l->untried];
}

#endif
