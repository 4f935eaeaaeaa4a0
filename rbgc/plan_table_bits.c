/* Shift tables whose cells are found by occupancy bits (`table-bits` in `rbgc plan`): a table
 * whose every pair goes on by one on-test of the same pieces into one state, each cell at most
 * once, with no visited check (`down* {empty}`: the empty cells of a column below the start;
 * `(up + down + left + right) {empty}`: the empty neighbours, the start pair passing through).
 * The cells passing the test are then the table's cells of the start cell, a constant mask,
 * under those pieces' occupancy bits, taken in the table's ascending cell order as the loop
 * over the table's arrays would take them.  When the state they go on to asks nothing but a
 * pattern that is one step moving every cell by the same offset and one test (`{! down
 * {empty}}`), the cells where that test would stop the move are left out as well, by the
 * occupancy bits shifted: a fall to the lowest empty cell of a line, however it is spelt,
 * is one AND. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* The pattern edge of `target` that the mask can answer: its only edge, a chain pattern of a
 * step of one offset and an on-test, on a board of one word; else NULL. */
static const rbg_edge *filter_edge(const rbgc_emitter *em, int32_t target, int32_t *offset, uint64_t *has)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[target];
    if (em->occ_words != 1 || st->n_edges != 1 || st->accepting || rbgc_has_check(p, target) ||
        em->an.table_begin[target] != NULL)
        return NULL;
    const rbg_edge *e = &p->edges[st->first_edge];
    if (e->op != RBG_OP_PATTERN || em->an.chains[e->arg] == NULL || em->an.chain_length[e->arg] != 2)
        return NULL;
    const rbg_edge *step = em->an.chains[e->arg][0], *test = em->an.chains[e->arg][1];
    if (step->op != RBG_OP_SHIFT || test->op != RBG_OP_ON)
        return NULL;
    *offset = rbgc_uniform_shift_offset(p, step->arg, has);
    return *offset != 0 ? e : NULL;
}

/* Whether something happens at pair state s, which a run of shifts may else pass through. */
static bool acts_at(const rbg_program *p, int32_t s)
{
    return rbg_analysis_has_other_edges(p, s) || rbgc_has_check(p, s);
}

/* Whether pair state s goes on only by an on-test of `set`'s pieces into `target`. */
static bool pair_passes(const rbgc_emitter *em, int32_t s, int32_t set, int32_t target)
{
    const rbg_program *p = em->p;
    int32_t own = em->an.only_on_set[s];
    return own >= 0 && !rbgc_on_set_empty(p, own) && rbg_analysis_same_on_set(p, own, set) &&
           em->an.only_on_target[s] == target && !p->states[s].accepting && !rbgc_has_check(p, s);
}

bool rbgc_find_table_bits(const rbgc_emitter *em, int32_t state, rbgc_table_bits *tb)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    if (!em->uses_occ || begin == NULL)
        return false;
    /* The test: that of the first pair that does something, the start state itself in
     * `down* {empty}`, the state after the step in `(up + down + left + right) {empty}`. */
    int32_t from = -1;
    for (int32_t i = begin[0]; i < begin[p->n_cells + 1] && from < 0; i += 2)
        if (acts_at(p, pairs[i]))
            from = pairs[i];
    if (from < 0 || em->an.only_on_set[from] < 0)
        return false;
    int32_t set = em->an.only_on_set[from], target = em->an.only_on_target[from];
    if (rbgc_has_check(p, target) || (em->automaton_of[target] > 0 && p->states[target].accepting))
        return false;
    for (int32_t c = 0; c <= p->n_cells; c++) {
        int32_t last = -1;
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            if (!acts_at(p, pairs[i]))
                continue; /* the run passes through */
            if (!pair_passes(em, pairs[i], set, target) || pairs[i + 1] <= last)
                return false;
            last = pairs[i + 1];
        }
    }
    tb->on_set = set;
    tb->filter = filter_edge(em, target, &tb->offset, &tb->has);
    tb->next = tb->filter != NULL ? tb->filter->target : target; /* past what the bits answer */
    return true;
}

uint64_t *rbgc_table_bits_masks(const rbgc_emitter *em, int32_t state)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    uint64_t *mask = rbg_checked_calloc(((size_t)p->n_cells + 1) * (size_t)em->occ_words, sizeof(uint64_t));
    for (int32_t c = 0; c <= p->n_cells; c++)
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t d = pairs[i + 1] - 1;
            if (d >= 0 && acts_at(p, pairs[i]))
                mask[(size_t)c * (size_t)em->occ_words + (size_t)(d >> 6)] |= (uint64_t)1 << (d & 63);
        }
    return mask;
}
