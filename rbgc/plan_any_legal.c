/* Any-squares whose cells must first pass a pattern that bits answer for every cell at once.
 *
 * Another author's reversi chooses its move as "any empty square where a line closes",
 * `anySquare {e} {? movePossible(me; opp)} ->>`, and puts the disc in the keeper's move: the
 * player's move is a cell passing a test, not a placement.  The listing walked every empty
 * cell and asked the pattern (eight lines) of each.  Where the test right after the any-square's
 * on-test is one pattern that fills as bits (emit_legal_cells.c: shifts of one offset and
 * on-tests), the loop goes over the occupancy bits of the tested pieces and-ed with the cells
 * where the pattern holds (fails, for `{! }`), computed once from the same state, and goes on
 * past the test: the same cells in the same order, so the moves and their order are those of
 * the walk.  Nothing has changed the board between the fill and the cells' tests, so a test
 * of the start cell itself is allowed here, unlike after a placement's disc.  Placements keep
 * their own bits (a filter, or the legal cells after the disc): their draws resume the search
 * right after the on-test. */
#include <stdio.h>
#include <stdlib.h>

#include "emit_internal.h"

/* The pattern edge that alone follows `common`'s on-test, when it fills as bits; else -1. */
static int32_t legal_test_of(const rbgc_emitter *em, int32_t common)
{
    const rbg_program *p = em->p;
    if (!em->uses_occ || p->n_cells > 64 || em->an.only_on_set[common] < 0)
        return -1;
    int32_t tested = em->an.only_on_target[common];
    const rbg_state *st = &p->states[tested];
    if (st->accepting || st->n_edges != 1 || rbgc_has_check(p, tested))
        return -1;
    int32_t edge = st->first_edge;
    const rbg_edge *test = &p->edges[edge];
    /* a static pattern is already a constant per cell */
    if (test->op != RBG_OP_PATTERN || em->an.static_patterns[test->arg] != NULL ||
        !rbgc_pattern_fills_as_bits(p, test->arg, true))
        return -1;
    return edge;
}

void rbgc_find_any_legal_tests(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    em->any_legal_test = malloc(sizeof(int32_t) * ((size_t)p->n_states + 1));
    for (int32_t s = 0; s < p->n_states; s++)
        em->any_legal_test[s] = -1;
    for (int32_t s = 0; s < p->n_states; s++) {
        int32_t common = em->any_square[s];
        if (common >= 0 && em->any_legal_test[common] < 0 && em->an.placements[s] == NULL)
            em->any_legal_test[common] = legal_test_of(em, common);
    }
}

/* Only the fills some planned function calls are written (the search may plan an any-square
 * otherwise, or a pattern's any-square may be a tree with no function). */
bool rbgc_any_legal_fills(const rbgc_emitter *em, int32_t a)
{
    for (int32_t i = 0; i < em->n_functions; i++) {
        const rbgc_state_plan *plan = &em->function_plans[i];
        if (plan->legal_cells && em->p->edges[em->any_legal_test[plan->common]].arg == a)
            return true;
    }
    return false;
}

void rbgc_put_any_legal_fills(const rbgc_emitter *em, FILE *out)
{
    for (int32_t a = 1; a < em->p->n_automata; a++)
        if (rbgc_any_legal_fills(em, a))
            rbgc_put_legal_cells_fill(em->p, a, out);
}

/* The edges into `state` in the whole program. */
static int32_t edges_into(const rbg_program *p, int32_t state)
{
    int32_t n = 0;
    for (int32_t i = 0; i < p->n_edges_total; i++)
        n += p->edges[i].target == state;
    return n;
}

int32_t rbgc_any_bits_next(const rbgc_emitter *em, const rbgc_state_plan *plan, bool *once)
{
    int32_t common = plan->common, after_on = em->an.only_on_target[common];
    *once = rbgc_any_square_visits_once(em, plan->at, common);
    if (!plan->legal_cells)
        return after_on;
    /* past the test: reached once per cell only when nothing else enters the states between */
    int32_t next = em->p->edges[em->any_legal_test[common]].target;
    *once = *once && edges_into(em->p, after_on) == 1 && edges_into(em->p, next) == 1;
    return next;
}
