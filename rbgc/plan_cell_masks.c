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
 * shifts alone go round a loop (rbgc_shift_loop_continuation), and only where some test
 * fixed per cell follows the walk: the other loops keep their shapes. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"
#include "reach.h"

/* Whether edge e tests a pattern that each cell fixes (a pattern of shifts alone). */
static bool static_test(const rbgc_emitter *em, const rbg_edge *e)
{
    return e->op == RBG_OP_PATTERN && em->an.static_patterns[e->arg] != NULL;
}

/* The one edge of `state` other than its shifts, or NULL (none, several, or it accepts). */
static const rbg_edge *only_test(const rbg_program *p, int32_t state)
{
    return p->states[state].accepting ? NULL : rbgc_only_edge_but_shifts(p, state);
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
    int32_t common = rbgc_shift_loop_continuation(em, state);
    return common >= 0 && test_line(em, common, loop, NULL);
}

uint64_t *rbgc_cell_mask_loop_masks(const rbgc_emitter *em, int32_t state, bool *same_everywhere)
{
    const rbg_program *p = em->p;
    size_t words = ((size_t)p->n_cells + 63) / 64;
    bool *passes = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(bool));
    for (int32_t c = 1; c <= p->n_cells; c++)
        passes[c] = true;
    rbgc_cell_mask_loop loop;
    test_line(em, rbgc_shift_loop_continuation(em, state), &loop, passes);
    uint64_t *masks = rbgc_cell_set_masks(em, state, passes);
    free(passes);
    *same_everywhere = true;
    for (int32_t c = 2; c <= p->n_cells; c++)
        for (size_t k = 0; k < words; k++)
            *same_everywhere &= masks[(size_t)c * words + k] == masks[words + k];
    return masks;
}
