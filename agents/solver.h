/* Score bounds in an MCTS tree: Score-Bounded MCTS generalised to every player, and MCTS-Solver
 * as its win/not-win special case (docs/agents.md, "Solving inside the tree").
 *
 * Every node keeps, per player p, a pessimistic and an optimistic bound pess_p <= opt_p on the
 * normalised reward p gets from the node's state with best play by its mover (the tree's
 * mcts_tree.bounds).  A slot that was never visited counts as a child with bounds [0, 1]; a slot
 * removed as a dead end does not count.  Bounds only tighten, and a node whose bounds change
 * makes its parent recompute, up the iteration's path until nothing changes.  An edge whose
 * child cannot raise its mover's pessimistic bound any more is marked pruned.
 *
 * Everything works on a tree and a path, so that tests can build both by hand. */
#ifndef RBG_MCTS_SOLVER_H
#define RBG_MCTS_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "node_pool.h"

typedef enum { MCTS_SOLVER_NONE, MCTS_SOLVER_WINLOSS, MCTS_SOLVER_SCOREBOUNDED } mcts_solver_kind;

/* The exploitation value of a pruned edge (docs/agents.md). */
#define MCTS_PRUNED_VALUE (-10000.0)

static inline double mcts_pess(const mcts_tree *t, uint32_t v, int p)
{
    return t->bounds[(size_t)v * (size_t)t->bound_width + 2 * (size_t)(p - 1)];
}
static inline double mcts_opt(const mcts_tree *t, uint32_t v, int p)
{
    return t->bounds[(size_t)v * (size_t)t->bound_width + 2 * (size_t)(p - 1) + 1];
}
static inline bool mcts_solved_for(const mcts_tree *t, uint32_t v, int p)
{
    return mcts_pess(t, v, p) == mcts_opt(t, v, p);
}

/* A terminal node: exact bounds, value[p] for p in 1..players. */
void mcts_bounds_set_exact(mcts_tree *t, uint32_t v, const double *value);

/* What else the bounds of one player say about the others': nothing (the per-player rule alone),
 * win/not-win values (a proven winner means nobody else wins: MCTS-Solver), or two players'
 * rewards summing to 1 (pess_1 = 1 - opt_2, ...: a constant-sum game). */
typedef enum { MCTS_BOUNDS_PER_PLAYER, MCTS_BOUNDS_EXCLUSIVE, MCTS_BOUNDS_COMPLEMENT } mcts_bounds_rule;

/* The bound rule at node v with mover q, from its children; marks pruned children.  Children
 * the mover never chooses (proven strictly worse for it than a sibling) do not count for the
 * other players' bounds.  True when a bound of v changed. */
bool mcts_bounds_update(mcts_tree *t, uint32_t v, int q, mcts_bounds_rule rule);

/* Forgets every bound that was derived, keeping the exact bounds of finished games: every other
 * node goes back to [0, 1] for everybody and no edge stays pruned.  For a search that learns that
 * a rule it used (the constant-sum complement) does not hold; later iterations tighten again. */
void mcts_bounds_retract(mcts_tree *t);

/* Propagation after an iteration over path[0, n): entries at index >= forced_from are always
 * recomputed (their children changed), the others while something changed below them;
 * `leaf_changed` says the node reached by the last entry got new bounds.  Returns the nodes
 * recomputed. */
uint32_t mcts_bounds_backup(mcts_tree *t, const mcts_path_entry *path, uint32_t n, bool leaf_changed,
                            uint32_t forced_from, mcts_bounds_rule rule);

/* The exploitation value X of child c of v for v's mover q whose mean reward is `mean`: exact
 * when solved for q, else the mean clamped to the bounds; MCTS_PRUNED_VALUE for a pruned edge
 * that cannot matter any more (Score-Bounded MCTS selection). */
double mcts_bounds_value(const mcts_tree *t, uint32_t v, uint32_t c, int q, double mean);

/* Final choice among v's children (docs/agents.md, "Solving inside the tree"): false when c is
 * proven worse for q than a sibling (opt_q(c) < pess_q(v)); otherwise *value is the clamped
 * value and *proven says whether it is exact. */
bool mcts_bounds_final_value(const mcts_tree *t, uint32_t v, uint32_t c, int q, double mean,
                             double *value, bool *proven);

#endif
