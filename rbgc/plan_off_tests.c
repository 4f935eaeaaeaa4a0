/* Offs whose following test can be asked before them.
 *
 * Another author's mill puts the man down, then asks whether he stands in a mill:
 * `[whitePiece] ({! isPartOfMill} ->> + {? isPartOfMill} capture)`, where ours asks first and
 * puts him down after.  A move search applies the off, opens a pattern version, asks the pattern
 * and, in most moves, only records the keeper's switch: applying and undoing the off was most
 * of the cost.  When the off's target does nothing but ask one pattern both ways (so exactly
 * one way passes), one of the ways ends the move at once, and the pattern never looks at the
 * cell it starts from nor at piece counts, its answer is the same before the off: the search
 * asks it first and, when the ending way passes, records the off and the switch unapplied.  The
 * other way runs as before.  The moves, their order and the semimoves are unchanged. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* The edge index of the test of `state` that ends the move, when the state only asks one
 * pattern both ways; else -1. */
static int32_t ending_test(const rbgc_emitter *em, int32_t state)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (st->n_edges != 2 || st->accepting || st->nodal || st->check >= 0 || em->an.table_begin[state] != NULL)
        return -1;
    const rbg_edge *a = &p->edges[st->first_edge], *b = a + 1;
    if (a->op != RBG_OP_PATTERN || b->op != RBG_OP_PATTERN || a->arg != b->arg || a->negated == b->negated)
        return -1;
    for (int k = 0; k < 2; k++)
        if (rbgc_final_switch(em, a[k].target) != NULL)
            return st->first_edge + k;
    return -1;
}

void rbgc_find_off_tests(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    em->off_ending_test = rbg_checked_malloc((size_t)p->n_edges_total + 1, sizeof(int32_t));
    int8_t *blind = rbg_checked_calloc((size_t)p->n_automata + 1, 1); /* 0 unknown, 1 blind, 2 not */
    for (int32_t i = 0; i < p->n_edges_total; i++)
        em->off_ending_test[i] = -1;
    const rbg_automaton *rules = &p->automata[0];
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++) {
        const rbg_state *st = &p->states[s];
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (e->op != RBG_OP_OFF)
                continue;
            int32_t test = ending_test(em, e->target);
            if (test < 0)
                continue;
            int32_t a = p->edges[test].arg;
            if (blind[a] == 0)
                blind[a] = rbgc_pattern_blind_to_start(em, a) ? 1 : 2;
            if (blind[a] == 1)
                em->off_ending_test[st->first_edge + k] = test;
        }
    }
    free(blind);
}
