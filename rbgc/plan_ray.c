/* Rays of an automaton (see plan_ray.h). */
#include <stdlib.h>

#include "analysis.h"
#include "checked_alloc.h"
#include "plan_ray.h"
#include "plan_shape.h"

bool rbgc_same_edges(const rbg_program *p, int32_t a, int32_t b)
{
    if (a == b)
        return true;
    const rbg_state *x = &p->states[a], *y = &p->states[b];
    if (x->accepting != y->accepting || x->n_edges != y->n_edges)
        return false;
    for (int32_t k = 0; k < x->n_edges; k++) {
        const rbg_edge *e = &p->edges[x->first_edge + k], *f = &p->edges[y->first_edge + k];
        bool same_arg = e->arg == f->arg || (e->op == RBG_OP_ON && f->op == RBG_OP_ON && rbg_analysis_same_on_set(p, e->arg, f->arg));
        if (e->op != f->op || e->negated != f->negated || !same_arg || e->modifier != f->modifier ||
            e->expr != f->expr || e->expr2 != f->expr2 || e->target != f->target)
            return false;
    }
    return true;
}

/* Whether the step, repeated from any cell, leaves the board: a ray's loop stops there at the
 * latest.  A step that comes back to a cell (`left right`, or round a cylinder) would loop for
 * ever where the test keeps passing. */
static bool step_leaves_board(const rbg_program *p, const rbgc_ray_step *r)
{
    int32_t *walk_of = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(int32_t)); /* 0: no walk yet */
    bool leaves = true;
    for (int32_t c = 1; c <= p->n_cells && leaves; c++)
        for (int32_t d = c; d != 0 && walk_of[d] != c;) {
            if (walk_of[d] != 0) /* joins an earlier walk, which left the board */
                break;
            walk_of[d] = c;
            d = rbgc_follow_shifts(p, r->shifts, r->n_shifts, d);
            leaves = d == 0 || walk_of[d] != c;
        }
    free(walk_of);
    return leaves;
}

int32_t rbgc_ray_edge(const rbg_program *p, int32_t state, rbgc_ray_step *ray)
{
    const rbg_state *st = &p->states[state];
    int32_t found = -1;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        rbgc_ray_step r = {.n_shifts = 0};
        int32_t at = state;
        while (e->op == RBG_OP_SHIFT && r.n_shifts < RBGC_RAY_MAX_SHIFTS) {
            r.shifts[r.n_shifts++] = e->arg;
            at = e->target;
            const rbg_state *next = &p->states[at];
            if (next->accepting || next->n_edges != 1)
                break;
            e = &p->edges[next->first_edge];
        }
        if (r.n_shifts == 0 || e->op != RBG_OP_ON || !rbgc_same_edges(p, e->target, state) ||
            !step_leaves_board(p, &r))
            continue;
        if (found >= 0)
            return -2;
        r.on_state = at;
        r.on_set = e->arg;
        r.next = e->target;
        *ray = r;
        found = k;
    }
    return found;
}
