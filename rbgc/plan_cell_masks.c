/* A loop of shifts over a set of cells, then a piece test and tests fixed per cell: one mask.
 *
 * Another author's knightthrough asks after every move whether a knight of the mover stands
 * on the far row: `{? (w* + e*) (n* + s*) {wn} {! n}}`.  The walk reaches, from each cell, a
 * set of cells known before the game starts (here every cell); `{! n}` is a pattern of shifts
 * alone, whose answer each cell fixes.  So the question is whether the cells of the set that
 * pass those tests hold a piece of the test's set: the occupancy bits under a constant mask per
 * start cell, with no loop at all when nothing follows the tests.  The tests may come in any
 * order around the piece test (`{! n} {wn}` means the same).  A pattern's answer does not
 * depend on the order it tries its cells in, so nothing but the set matters.  Only where
 * shifts alone go round a loop (rbgc_cell_set_target's condition), and only where some test
 * fixed per cell follows the walk: the other loops keep their shapes. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* Whether edge e tests a pattern that each cell fixes (a pattern of shifts alone). */
static bool static_test(const rbgc_emitter *em, const rbg_edge *e)
{
    return e->op == RBG_OP_PATTERN && em->an.static_patterns[e->arg] != NULL;
}

/* The one edge of `state` other than its shifts, or NULL (none, several, or it accepts). */
static const rbg_edge *only_test(const rbg_program *p, int32_t state)
{
    const rbg_state *st = &p->states[state];
    const rbg_edge *found = NULL;
    if (st->accepting)
        return NULL;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT)
            continue;
        if (found != NULL)
            return NULL;
        found = e;
    }
    return found;
}

/* Follows the tests in a line from `common` (its shifts belong to the walk; each later state
 * has its test as its only edge): static tests and exactly one on-test, ending at the first
 * state that is none of these.  Fills `loop` (its cells: where the static tests pass); false
 * when the line has no on-test or no static test. */
static bool test_line(const rbgc_emitter *em, int32_t common, rbgc_cell_mask_loop *loop, bool *passes)
{
    const rbg_program *p = em->p;
    int statics = 0;
    loop->on_set = -1;
    int32_t state = common;
    for (const rbg_edge *e = only_test(p, common); e != NULL;) {
        if (static_test(em, e)) {
            statics++;
            for (int32_t c = 1; passes != NULL && c <= p->n_cells; c++)
                passes[c] &= (em->an.static_patterns[e->arg][c] != 0) != e->negated;
        } else if (e->op == RBG_OP_ON && loop->on_set < 0) {
            loop->on_set = e->arg;
        } else {
            break;
        }
        state = e->target;
        e = p->states[state].n_edges == 1 ? only_test(p, state) : NULL;
    }
    loop->after = state;
    return loop->on_set >= 0 && statics > 0;
}

bool rbgc_cell_mask_loop_at(const rbgc_emitter *em, int32_t state, rbgc_cell_mask_loop *loop)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state];
    if (begin == NULL || em->automaton_of[state] == 0 || !em->uses_occ || p->states[state].accepting ||
        !rbgc_shift_cycle_from(p, state))
        return false;
    int32_t common = -1;
    for (int32_t i = begin[1]; i < begin[p->n_cells + 1]; i += 2) {
        int32_t t = em->an.table_pairs[i];
        if (!rbg_analysis_has_other_edges(p, t))
            continue;
        if (p->states[t].accepting)
            return false;
        if (common < 0)
            common = t;
        else if (t != common && !rbg_analysis_same_continuation(p, t, common))
            return false;
    }
    return common >= 0 && test_line(em, common, loop, NULL);
}

uint64_t *rbgc_cell_mask_loop_masks(const rbgc_emitter *em, int32_t state, bool *same_everywhere)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state];
    size_t words = ((size_t)p->n_cells + 63) / 64;
    uint64_t *masks = rbg_checked_calloc(((size_t)p->n_cells + 1) * words, sizeof(uint64_t));
    bool *passes = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(bool));
    for (int32_t c = 1; c <= p->n_cells; c++)
        passes[c] = true;
    rbgc_cell_mask_loop loop;
    for (int32_t i = begin[1]; i < begin[p->n_cells + 1]; i += 2)
        if (rbg_analysis_has_other_edges(p, em->an.table_pairs[i])) {
            test_line(em, em->an.table_pairs[i], &loop, passes);
            break;
        }
    *same_everywhere = true;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t d = em->an.table_pairs[i + 1];
            if (rbg_analysis_has_other_edges(p, em->an.table_pairs[i]) && passes[d])
                masks[(size_t)c * words + (size_t)((d - 1) >> 6)] |= (uint64_t)1 << ((d - 1) & 63);
        }
        for (size_t k = 0; k < words && c > 1; k++)
            *same_everywhere &= masks[(size_t)c * words + k] == masks[words + k];
    }
    free(passes);
    return masks;
}
