/* RAVE: all-moves-as-first statistics per slot that bias UCT selection ([SPLIT], docs/agents.md).
 *
 * After an iteration, the keys played by each player below a node (in the tree below it and in
 * the simulation) form a set; every slot of the node whose key is in its mover's set gets the
 * iteration's reward.  Keys: join (complete move; orthodox tree), split (semimove pair;
 * semisplit tree), context (semimove in its context; any tree), mix (context and split, one AMAF
 * pair each; semisplit tree).  The set is a hash set cleared in O(1) by a stamp. */
#ifndef RBG_MCTS_RAVE_H
#define RBG_MCTS_RAVE_H

#include <math.h>
#include <stdint.h>

#include "mast.h"
#include "mcts_keys.h"
#include "node_pool.h"

typedef struct {
    uint64_t key;
    uint32_t stamp;
} mcts_key_set_entry;

typedef struct {
    mcts_heuristic variant;
    double k;             /* equivalence parameter */
    double mix_threshold; /* RAVE-mix: context AMAF once its count reaches this */
    mcts_key_set_entry *set;
    uint32_t cap, count, stamp;
} mcts_rave;

void mcts_rave_init(mcts_rave *r, mcts_heuristic variant, double k, double mix_threshold);
void mcts_rave_free(mcts_rave *r);

/* AMAF pairs per slot for the variant (node_pool's rave_width). */
int mcts_rave_width(mcts_heuristic variant);

/* The keys of a slot labelled a[0..n) at a node whose state has context ctx. */
void mcts_rave_slot_keys(const mcts_rave *r, uint64_t ctx, const rbg_action *a, uint32_t n,
                         uint64_t *keys);

/* Starts the sets of an iteration, then adds steps (simulation and raw tail first, then the tree
 * edges bottom-up, each before its node is updated). */
void mcts_rave_clear(mcts_rave *r);
void mcts_rave_add_steps(mcts_rave *r, const mcts_step *steps, uint32_t n);
/* Updates the AMAF pairs of every slot of `node` whose key its mover `player` played. */
void mcts_rave_update_node(mcts_rave *r, mcts_tree *t, uint32_t node, int player, double reward);

/* The exploitation value of a visited slot: the mean mixed with its AMAF mean. */
static inline double mcts_rave_value(const mcts_rave *r, const mcts_tree *t, uint32_t slot,
                                     double mean, double beta)
{
    const mcts_amaf *a = &t->amaf[(size_t)slot * (size_t)t->rave_width];
    if (r->variant == MCTS_H_MIX && a[0].n < r->mix_threshold)
        a = &a[1]; /* the context pair is not trusted yet: the split one */
    if (a->n == 0)
        return mean;
    return (1 - beta) * mean + beta * a->W / a->n;
}

static inline double mcts_rave_beta(const mcts_rave *r, double parent_visits)
{
    return sqrt(r->k / (3 * parent_visits + r->k));
}

#endif
