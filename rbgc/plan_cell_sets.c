/* Any cell of a set that the start cell fixes, in a pattern: a loop of shifts without tests,
 * then one on-test.
 *
 * Other authors test a whole row with `n* {! n} (w* + e*) {empty}`: once the walk to the edge
 * is one shift (normalize_edge_walks.c), `(w* + e*) {empty}` reaches the cells of the row, a
 * set known for every cell before the game starts, each followed by the same test.  A tree
 * asks it as "some cell of the set holds a piece of the test's set": the occupancy bits of
 * those pieces under a constant mask per cell, where the pattern was a search over the loops.
 * A pattern's answer does not depend on the order it tries its cells in, so nothing but the
 * set matters.  Only where shifts alone go round a loop, which no other shape of a tree takes:
 * a finite choice of steps stays a tree's ways or leaf masks. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* Whether shifts alone lead from `state` round a loop (colour: 0 new, 1 open, 2 done). */
static bool shift_cycle(const rbg_program *p, int32_t state, uint8_t *colour)
{
    if (colour[state] != 0)
        return colour[state] == 1;
    colour[state] = 1;
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT && shift_cycle(p, e->target, colour))
            return true;
    }
    colour[state] = 2;
    return false;
}

int32_t rbgc_shift_loop_continuation(const rbgc_emitter *em, int32_t state)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state];
    if (begin == NULL || em->automaton_of[state] == 0 || !em->uses_occ || p->states[state].accepting)
        return -1;
    uint8_t *colour = rbg_checked_calloc((size_t)p->n_states + 1, 1);
    bool loop = shift_cycle(p, state, colour);
    free(colour);
    if (!loop)
        return -1;
    int32_t common = -1;
    for (int32_t i = begin[1]; i < begin[p->n_cells + 1]; i += 2) {
        int32_t t = em->an.table_pairs[i];
        if (!rbg_analysis_has_other_edges(p, t))
            continue;
        if (p->states[t].accepting)
            return -1;
        if (common < 0)
            common = t;
        else if (t != common && !rbg_analysis_same_continuation(p, t, common))
            return -1;
    }
    return common;
}

int32_t rbgc_cell_set_target(const rbgc_emitter *em, int32_t state)
{
    /* states with the same continuation have the same one on-test, if any */
    int32_t common = rbgc_shift_loop_continuation(em, state);
    return common >= 0 && em->an.only_on_set[common] >= 0 ? common : -1;
}

uint64_t *rbgc_cell_set_masks(const rbgc_emitter *em, int32_t state, const bool *passes)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state];
    size_t words = ((size_t)p->n_cells + 63) / 64;
    uint64_t *masks = rbg_checked_calloc(((size_t)p->n_cells + 1) * words, sizeof(uint64_t));
    for (int32_t c = 1; c <= p->n_cells; c++)
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            if (!rbg_analysis_has_other_edges(p, em->an.table_pairs[i]))
                continue;
            int32_t d = em->an.table_pairs[i + 1] - 1;
            if (passes == NULL || passes[d + 1])
                masks[(size_t)c * words + (size_t)(d >> 6)] |= (uint64_t)1 << (d & 63);
        }
    return masks;
}
