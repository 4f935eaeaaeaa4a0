/* Proof numbers inside an MCTS tree: Generalized Proof-Number MCTS ([GPN] in docs/references.md).
 *
 * Every node keeps one proof number per player (mcts_tree.pn): 0 when the player is proven to
 * win from it, infinity when proven not to, otherwise an estimate of the effort of a proof.  A
 * node is an OR node for its mover and an AND node for everybody else (a paranoid proof); a slot
 * that was never visited counts as a child of proof number 1.  Proven values are final.  After an
 * iteration the numbers are updated from the new leaf's parent upwards until a node does not
 * change (early stop); every node on the way is flagged `recalc` because a child's numbers may
 * have changed, and its bias terms are recomputed (PNRank, PNMax or PNSum) the next time the
 * selection visits it.
 *
 * Everything works on a tree and a path, so that tests can build both by hand. */
#ifndef RBG_MCTS_GPN_H
#define RBG_MCTS_GPN_H

#include <stdbool.h>
#include <stdint.h>

#include "node_pool.h"

typedef enum { MCTS_PN_RANK, MCTS_PN_MAX, MCTS_PN_SUM } mcts_pn_bias;

static inline double *mcts_pn_of(const mcts_tree *t, uint32_t v)
{
    return t->pn + (size_t)v * (size_t)t->pn_width; /* [p - 1] */
}

/* Scratch of the bias computation (grows, never shrinks). */
typedef struct {
    double *x;
    uint32_t *order;
    uint32_t cap;
} mcts_pn_scratch;

void mcts_pn_scratch_free(mcts_pn_scratch *s);

/* A terminal node: 0 for the winner, infinity for everybody else (wins[p], p in 1..players). */
void mcts_pn_set_terminal(mcts_tree *t, uint32_t v, const bool *wins);

/* UPDATE_PN of every player at expanded node v with mover q; `mobility` false: a node without a
 * visited child keeps 1 for everybody.  True when a number changed. */
bool mcts_pn_update(mcts_tree *t, uint32_t v, int q, bool mobility);

/* BACKUP over path[0, n) from the last entry's node upwards, with the early stop; returns the
 * nodes updated. */
uint32_t mcts_pn_backup(mcts_tree *t, const mcts_path_entry *path, uint32_t n, bool mobility);

/* The bias terms of candidates with proof numbers x[0, n) ([GPN], docs/agents.md). */
void mcts_pn_bias_values(mcts_pn_bias kind, const double *x, uint32_t n, float *bias,
                         mcts_pn_scratch *scratch);

/* COMPUTE_BIAS of node v for its mover q into the tree's bias array; clears v's recalc flag. */
void mcts_pn_compute_bias(mcts_tree *t, uint32_t v, int q, mcts_pn_bias kind, mcts_pn_scratch *scratch);

#endif
