/* Score bounds: the bound rule, its propagation, pruning and the values used by selection and by
 * the final choice (docs/agents.md, "Solving inside the tree"). */
#include "solver.h"

#include <math.h>

void mcts_bounds_set_exact(mcts_tree *t, uint32_t v, const double *value)
{
    double *b = t->bounds + (size_t)v * (size_t)t->bound_width;
    for (int p = 1; 2 * p <= t->bound_width; p++)
        b[2 * (p - 1)] = b[2 * (p - 1) + 1] = value[p];
}

/* A child the mover never chooses: it has a sibling proven strictly better for the mover. */
static bool dominated(const mcts_tree *t, uint32_t v, uint32_t c, int q)
{
    return mcts_opt(t, c, q) < mcts_pess(t, v, q);
}

bool mcts_bounds_update(mcts_tree *t, uint32_t v, int q, mcts_bounds_rule rule)
{
    const mcts_node *node = &t->nodes[v];
    if (node->status == MCTS_TERMINAL || !node->expanded || node->n_slots == 0)
        return false; /* exact already, or nothing known below */
    int players = t->bound_width / 2;
    bool open = node->n_visited < node->n_slots; /* unvisited slots count as [0, 1] */
    bool changed = false;
    double *b = t->bounds + (size_t)v * (size_t)t->bound_width;
    /* The mover first: its pessimistic bound decides which children it may still choose. */
    for (int k = 0; k < players; k++) {
        int p = k == 0 ? q : k <= q - 1 ? k : k + 1;
        double pess = open || p == q ? 0 : 1, opt = open ? 1 : 0;
        for (uint32_t i = 0; i < node->n_visited; i++) {
            uint32_t c = t->slots[node->first + i].child;
            if (p != q && dominated(t, v, c, q))
                continue;
            double cp = mcts_pess(t, c, p), co = mcts_opt(t, c, p);
            pess = p == q ? fmax(pess, cp) : fmin(pess, cp);
            opt = fmax(opt, co);
        }
        /* Bounds only tighten (a kept subtree may know more than its children say). */
        double *bp = &b[2 * (p - 1)], *bo = &b[2 * (p - 1) + 1];
        if (pess > *bp) {
            *bp = pess;
            changed = true;
        }
        if (opt < *bo) {
            *bo = opt;
            changed = true;
        }
    }
    if (rule == MCTS_BOUNDS_COMPLEMENT && players == 2) /* r_1 + r_2 = 1 */
        for (int p = 1; p <= 2; p++) {
            double *bp = &b[2 * (2 - p)], *bo = &b[2 * (2 - p) + 1];
            if (1 - b[2 * (p - 1) + 1] > *bp) {
                *bp = 1 - b[2 * (p - 1) + 1];
                changed = true;
            }
            if (1 - b[2 * (p - 1)] < *bo) {
                *bo = 1 - b[2 * (p - 1)];
                changed = true;
            }
        }
    if (rule == MCTS_BOUNDS_EXCLUSIVE) /* win/not-win values: one winner at most */
        for (int p = 1; p <= players; p++)
            if (b[2 * (p - 1)] == 1)
                for (int o = 1; o <= players; o++)
                    if (o != p && b[2 * (o - 1) + 1] > 0) {
                        b[2 * (o - 1) + 1] = 0;
                        changed = true;
                    }
    double floor = b[2 * (q - 1)];
    for (uint32_t i = 0; i < node->n_visited; i++) {
        uint32_t c = t->slots[node->first + i].child;
        if (mcts_opt(t, c, q) <= floor)
            t->nodes[c].pruned = 1;
    }
    return changed;
}

void mcts_bounds_retract(mcts_tree *t)
{
    for (uint32_t v = 1; v < t->n_nodes; v++) {
        t->nodes[v].pruned = 0;
        if (t->nodes[v].status == MCTS_TERMINAL && t->nodes[v].nodal)
            continue;
        double *b = t->bounds + (size_t)v * (size_t)t->bound_width;
        for (int k = 0; k < t->bound_width; k += 2) {
            b[k] = 0;
            b[k + 1] = 1;
        }
    }
}

uint32_t mcts_bounds_backup(mcts_tree *t, const mcts_path_entry *path, uint32_t n, bool leaf_changed,
                            uint32_t forced_from, mcts_bounds_rule rule)
{
    uint32_t recomputed = 0;
    bool changed = leaf_changed;
    for (uint32_t k = n; k-- > 0;) {
        if (!changed && k < forced_from)
            break;
        changed = mcts_bounds_update(t, path[k].node, path[k].player, rule);
        recomputed++;
    }
    return recomputed;
}

double mcts_bounds_value(const mcts_tree *t, uint32_t v, uint32_t c, int q, double mean)
{
    double pess = mcts_pess(t, c, q), opt = mcts_opt(t, c, q);
    /* A pruned child cannot raise v's value; it is still worth visits while it is merely tied
     * (not dominated) and not exact, since the other players' bounds of v depend on it. */
    if (t->nodes[c].pruned && mcts_opt(t, v, q) > pess && (pess == opt || dominated(t, v, c, q)))
        return MCTS_PRUNED_VALUE;
    if (pess == opt)
        return pess;
    return mean < pess ? pess : mean > opt ? opt : mean;
}

bool mcts_bounds_final_value(const mcts_tree *t, uint32_t v, uint32_t c, int q, double mean,
                             double *value, bool *proven)
{
    double pess = mcts_pess(t, c, q), opt = mcts_opt(t, c, q);
    if (dominated(t, v, c, q))
        return false;
    *proven = pess == opt;
    *value = *proven ? pess : mean < pess ? pess : mean > opt ? opt : mean;
    return true;
}
