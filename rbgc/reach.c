#include "reach.h"

#include <stdlib.h>

bool rbgc_ends_move(const rbg_edge *e, bool semi)
{
    if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER)
        return true;
    return semi && (e->op == RBG_OP_OFF || (e->op == RBG_OP_NOOP && e->modifier == 0));
}

bool rbgc_ends_move_unchecked(const rbg_program *p, const rbg_edge *e, bool semi)
{
    return rbgc_ends_move(e, semi) && p->states[e->target].check < 0;
}

const rbg_edge *rbgc_only_edge_but_shifts(const rbg_program *p, int32_t state)
{
    const rbg_state *st = &p->states[state];
    const rbg_edge *only = NULL;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT)
            continue;
        if (only != NULL)
            return NULL;
        only = e;
    }
    return only;
}

void rbgc_mark_reached(const rbg_program *p, int32_t from, bool (*follow)(const rbg_edge *), bool *in)
{
    if (in[from])
        return;
    int32_t *stack = malloc(sizeof(int32_t) * ((size_t)p->n_states + 1));
    int32_t n = 0;
    stack[n++] = from;
    in[from] = true;
    while (n > 0) {
        const rbg_state *st = &p->states[stack[--n]];
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (follow(e) && !in[e->target]) {
                in[e->target] = true;
                stack[n++] = e->target;
            }
        }
    }
    free(stack);
}
