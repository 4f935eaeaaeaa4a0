/* Pattern branches made of shifts and one final on-test (see plan_leaves.h). */
#include "analysis.h"
#include "plan_leaves.h"

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

/* The ways from `state` after the steps in `way`, appended to `ways` after the `n` already
 * there: the new count, or -1. */
static int ways_from(const rbg_program *p, int32_t state, rbgc_way *way, rbgc_way *ways, int n)
{
    const rbg_state *st = &p->states[state];
    if (st->accepting) {
        if (n == RBGC_WAYS_MAX)
            return -1;
        ways[n] = *way;
        return n + 1;
    }
    for (int32_t k = 0; k < st->n_edges && n >= 0; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (way->n_steps == RBGC_WAY_MAX_STEPS)
            return -1; /* too long, or a cycle */
        if (e->op == RBG_OP_SHIFT) {
            way->sets[way->n_steps] = -1;
            way->steps[way->n_steps++] = e->arg;
        } else if (e->op == RBG_OP_ON) {
            way->sets[way->n_steps] = e->arg;
            way->steps[way->n_steps++] = RBGC_WAY_TEST;
        } else {
            return -1;
        }
        n = ways_from(p, e->target, way, ways, n);
        way->n_steps--;
    }
    return n;
}

int rbgc_pattern_paths(const rbg_program *p, int32_t state, rbgc_way *ways)
{
    rbgc_way way = {.n_steps = 0};
    return ways_from(p, state, &way, ways, 0);
}

int rbgc_pattern_ways(const rbg_program *p, int32_t state, rbgc_way *ways, int32_t *on_set)
{
    *on_set = -1;
    int n = rbgc_pattern_paths(p, state, ways);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < ways[i].n_steps; k++) {
            int32_t set = ways[i].sets[k];
            if (set < 0)
                continue;
            if (*on_set >= 0 && !rbg_analysis_same_on_set(p, *on_set, set))
                return -1;
            *on_set = set;
        }
    return *on_set < 0 ? -1 : n;
}
