/* Pattern branches made of shifts and one final on-test (see emit_leaves.h). */
#include "emit_leaves.h"

/* The leaves from `state`, reached by the shifts in `path`: every edge there must be a shift
 * (followed) or an on-test into the end of the pattern (a leaf). */
static int leaves_from(const rbg_program *p, int32_t state, rbgc_leaf *path, rbgc_leaf *leaves, int n)
{
    const rbg_state *st = &p->states[state];
    if (st->accepting || st->n_edges == 0)
        return -1;
    for (int32_t k = 0; k < st->n_edges && n >= 0; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT) {
            if (path->n_shifts == RBGC_LEAF_MAX_SHIFTS)
                return -1;
            path->shifts[path->n_shifts++] = e->arg;
            n = leaves_from(p, e->target, path, leaves, n);
            path->n_shifts--;
        } else if (e->op == RBG_OP_ON && p->states[e->target].accepting && n < RBGC_LEAVES_MAX) {
            leaves[n] = *path;
            leaves[n++].on_set = e->arg;
        } else {
            return -1;
        }
    }
    return n;
}

int rbgc_edge_leaves(const rbg_program *p, const rbg_edge *edge, rbgc_leaf *leaves, int n)
{
    if (edge->op != RBG_OP_SHIFT)
        return -1;
    rbgc_leaf path = {.shifts = {edge->arg}, .n_shifts = 1};
    return leaves_from(p, edge->target, &path, leaves, n);
}
