#include "mcts_rollup.h"

#include <string.h>

/* Only the edges of the path can have become eligible in this iteration: every condition is on
 * the edge's child, which only an iteration through it changes. */
static void dissolve(mcts *m, uint32_t u, uint32_t i)
{
    mcts_tree *t = &m->tree;
    uint32_t w = t->slots[t->nodes[u].first + i].child;
    const mcts_node *W = &t->nodes[w];
    if (W->nodal || !W->expanded || W->n_slots == 0 || W->n_visited < W->n_slots ||
        W->n < W->n_slots)
        return;
    mcts_node U = t->nodes[u];
    uint32_t wn = W->n_slots, wfirst = W->first;
    mcts_slot e = t->slots[U.first + i];
    uint32_t prefix = e.len;
    if (prefix > 0 && t->actions[e.label + prefix - 1].index <= 0)
        prefix--; /* a trailing dot is not part of the submove */
    uint32_t total = 0;
    for (uint32_t k = 0; k < wn; k++)
        total += prefix + t->slots[wfirst + k].len;
    uint32_t n = U.n_slots - 1 + wn;
    uint32_t first = mcts_tree_new_slots(t, n);
    if (first == UINT32_MAX)
        return;
    uint32_t label = mcts_tree_new_actions(t, total);
    if (label == UINT32_MAX) {
        t->n_slots -= n;
        return;
    }
    /* u's other visited slots, w's slots, then u's unvisited ones: visited ones stay first. */
    uint32_t to = first;
    for (uint32_t k = 0; k < U.n_visited; k++)
        if (k != i)
            mcts_tree_copy_slot(t, to++, U.first + k);
    for (uint32_t k = 0; k < wn; k++) {
        mcts_tree_copy_slot(t, to, wfirst + k);
        mcts_slot *s = &t->slots[to++];
        memcpy(t->actions + label, t->actions + e.label, sizeof *t->actions * prefix);
        memcpy(t->actions + label + prefix, t->actions + s->label, sizeof *t->actions * s->len);
        s->label = label;
        s->len += prefix;
        label += s->len;
    }
    for (uint32_t k = U.n_visited; k < U.n_slots; k++)
        mcts_tree_copy_slot(t, to++, U.first + k);
    mcts_node *node = &t->nodes[u];
    node->first = first;
    node->n_slots = n;
    node->n_visited = U.n_visited - 1 + wn;
    /* Proof numbers and bounds stay: w had u's mover and was fully visited, so u's min, max and
     * sum over children are the same.  The per-slot bias was copied from two nodes: recompute. */
    node->recalc = 1;
}

void mcts_rollup_pass(mcts *m)
{
    for (uint32_t k = m->n_path; k-- > 0;)
        dissolve(m, m->path[k].node, m->path[k].slot);
}
