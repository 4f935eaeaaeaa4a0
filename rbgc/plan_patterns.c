/* Planning the patterns written out as trees: whether a pattern is only ways of shifts and
 * tests of one set (decided by masks), and where a ray of a pattern tree ends in a blocker the
 * occupancy bits find.  Nothing here writes C. */
#include <stdlib.h>
#include <string.h>

#include "emit_internal.h"
#include "plan_leaves.h"

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

const rbg_edge *rbgc_plan_step_blocker_ray(const rbgc_emitter *em, const rbg_edge *e, int32_t *shifts, int *n_shifts,
                                           bool *off_walk)
{
    const rbg_program *p = em->p;
    /* the step's shifts: e's, then those of single-shift states up to the walk's test */
    int32_t y = e->target;
    int n = 1;
    shifts[0] = e->arg;
    for (; n < RBGC_RAY_MAX_SHIFTS; n++) {
        const rbg_state *s = &p->states[y];
        if (s->accepting || s->n_edges != 1 || p->edges[s->first_edge].op != RBG_OP_SHIFT)
            break;
        shifts[n] = p->edges[s->first_edge].arg;
        y = p->edges[s->first_edge].target;
    }
    *n_shifts = n;
    const rbg_state *ys = &p->states[y];
    if (em->occ_words != 1 || ys->accepting || ys->n_edges != 1)
        return NULL;
    const rbg_edge *walk = &p->edges[ys->first_edge];
    rbgc_ray_step step;
    int32_t ray = walk->op == RBG_OP_ON ? rbgc_ray_edge(p, walk->target, &step) : -1;
    if (ray < 0 || step.n_shifts != n || memcmp(step.shifts, shifts, sizeof(int32_t) * (size_t)n) != 0 ||
        !rbg_analysis_same_on_set(p, step.on_set, walk->arg))
        return NULL;
    const rbg_edge *test = rbgc_blocker_ray_test(em, walk->target, ray, &step, off_walk);
    return test != NULL && p->states[test->target].accepting ? test : NULL;
}

int rbgc_plan_leaf_masks(const rbgc_emitter *em, int32_t state, int32_t skip, rbgc_leaf *leaves, int32_t *edge_of,
                         bool *masked)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++)
        masked[k] = false;
    if (!em->uses_occ)
        return 0;
    int n = 0;
    for (int32_t k = 0; k < st->n_edges; k++) {
        if (k == skip)
            continue;
        int more = rbgc_edge_leaves(p, &p->edges[st->first_edge + k], leaves, n);
        for (int i = n; i < more; i++)
            edge_of[i] = k;
        if (more > n)
            n = more;
    }
    /* an edge is masked when each of its leaves shares its test with another leaf */
    for (int i = 0; i < n; i++)
        masked[edge_of[i]] = true;
    for (int i = 0; i < n; i++) {
        int sharing = 0;
        for (int j = 0; j < n; j++)
            sharing += rbg_analysis_same_on_set(p, leaves[i].on_set, leaves[j].on_set);
        if (sharing < 2)
            masked[edge_of[i]] = false;
    }
    return n;
}

bool rbgc_pattern_by_ways(const rbgc_emitter *em, int32_t a)
{
    int32_t start = em->p->automata[a].start;
    if (em->p->states[start].accepting)
        return false;
    return rbgc_plan_way_masks(em, start) != NULL;
}
