/* Planning the patterns written out as trees: whether a pattern is only ways of shifts and
 * tests of one set (decided by masks), and where a ray of a pattern tree ends in a blocker the
 * occupancy bits find.  Nothing here writes C. */
#include <stdlib.h>

#include "emit_internal.h"
#include "emit_leaves.h"

/* Where the n shifts lead from `state` through states that do nothing else, one shift each:
 * the state after the last, or -1. */
static int32_t shift_chain_end(const rbg_program *p, int32_t state, const int32_t *shifts, int n)
{
    for (int i = 0; i < n; i++) {
        const rbg_state *s = &p->states[state];
        if (s->accepting || s->n_edges != 1)
            return -1;
        const rbg_edge *e = &p->edges[s->first_edge];
        if (e->op != RBG_OP_SHIFT || e->arg != shifts[i])
            return -1;
        state = e->target;
    }
    return state;
}

/* A ray of a written-out pattern that walks cells of one kind and then tests the first other
 * cell, as chess's `((up) {empty})* (up) {rook, queen}` does: the exit of the ray is the same
 * shift and an on-test that no cell of the walk can pass.  Only the first cell off the walk
 * along the ray (its blocker) can lead on, and the occupancy bits find it at once: a mask of the
 * ray from the cell, the cells holding other pieces, the nearest bit.  Needs a direction in
 * which cell numbers only grow or only shrink.  False when the ray has another shape. */
/* The exit test of a blocker ray at `state` (see put_blocker_ray), or NULL when the state is no
 * such ray; `off_walk` ([n_pieces + 1]) gets the pieces that stop the walk. */
const rbg_edge *rbgc_blocker_ray_test(const rbgc_emitter *em, int32_t state, int32_t ray, const rbgc_ray_step *step,
                                      bool *off_walk)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (!em->uses_occ || st->n_edges != 2 || st->accepting)
        return NULL;
    const rbg_edge *exit = &p->edges[st->first_edge + (ray == 0 ? 1 : 0)];
    if (exit->op != RBG_OP_SHIFT || exit->arg != step->shifts[0])
        return NULL;
    int32_t after = shift_chain_end(p, exit->target, step->shifts + 1, step->n_shifts - 1);
    if (after < 0)
        return NULL;
    const rbg_state *u = &p->states[after];
    if (u->accepting || u->n_edges != 1)
        return NULL;
    const rbg_edge *test = &p->edges[u->first_edge];
    if (test->op != RBG_OP_ON)
        return NULL;
    bool disjoint = true;
    for (int32_t piece = 0; piece < p->n_pieces; piece++) {
        off_walk[piece] = !rbgc_on_set_has(p, step->on_set, piece);
        disjoint &= off_walk[piece] || !rbgc_on_set_has(p, test->arg, piece);
    }
    return disjoint && rbgc_step_direction(p, step->shifts, step->n_shifts) != 0 ? test : NULL;
}

/* rbgc_pattern_ways where the board allows ways (below): their number, or 0. */
int rbgc_plan_pattern_ways(const rbgc_emitter *em, int32_t state, rbgc_way *ways, int32_t *set)
{
    if (!em->uses_occ || em->p->n_cells % 64 == 0)
        return 0;
    return rbgc_pattern_ways(em->p, state, ways, set);
}

bool rbgc_pattern_by_ways(const rbgc_emitter *em, int32_t a)
{
    rbgc_way ways[RBGC_WAYS_MAX];
    int32_t set;
    int32_t start = em->p->automata[a].start;
    return !em->p->states[start].accepting && rbgc_plan_pattern_ways(em, start, ways, &set) > 0;
}
