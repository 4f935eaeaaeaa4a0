/* The piece an off replaces, when the rules say which.
 *
 * A move search applies an off as "read the cell, clear the old piece's occupancy bit, set the
 * new one's, write the cell", and undoes it the same way; the mill lifts and puts back a man
 * for every man whose moves it lists.  Often the rules have just said what the cell holds: an
 * any-cell loop over one kind of piece, `{whitePiece} [empty]`, or a destination tested empty,
 * `{empty} [whitePiece]`.  Then the off needs no read, and both bits are constants' words.
 *
 * A forward analysis over the rules automaton finds, per state, the pieces the current cell
 * may hold on arriving there: an on-test keeps those of its set, an off leaves its own piece,
 * a shift forgets everything (another cell), as does a switch (a new search starts there);
 * tests of patterns, comparisons, assignments and dots change nothing.  An off that a search
 * records without applying (plan_defer.c, plan_off_tests.c) leaves the cell as it was or as
 * the off says, so both stay possible.  Boards of more than 64 kinds of piece are left out. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* What the cell may hold after edge `e`, from `in` before it. */
static uint64_t after_edge(const rbgc_emitter *em, const rbg_edge *e, uint64_t in, uint64_t all)
{
    const rbg_program *p = em->p;
    switch (e->op) {
    case RBG_OP_ON:
        return in & p->on_sets[(size_t)e->arg * (size_t)p->on_set_words];
    case RBG_OP_OFF: {
        uint64_t put = (uint64_t)1 << e->arg;
        size_t i = (size_t)(e - p->edges);
        bool unapplied = em->unseen_off[i] || em->off_ending_test[i] >= 0;
        return unapplied ? in | put : put;
    }
    case RBG_OP_SHIFT:
    case RBG_OP_SWITCH:
    case RBG_OP_KEEPER:
        return all;
    default:
        return in;
    }
}

void rbgc_plan_cell_pieces(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    em->off_replaces = rbg_checked_malloc((size_t)p->n_edges_total + 1, sizeof(int32_t));
    for (int32_t i = 0; i < p->n_edges_total; i++)
        em->off_replaces[i] = -1;
    if (p->n_pieces > 64 || p->on_set_words != 1)
        return;
    const rbg_automaton *rules = &p->automata[0];
    uint64_t all = p->n_pieces == 64 ? ~(uint64_t)0 : ((uint64_t)1 << p->n_pieces) - 1;
    /* may[s]: the pieces the cell may hold at s (0: s not reached yet); a worklist of states */
    uint64_t *may = rbg_checked_calloc((size_t)p->n_states, sizeof(uint64_t));
    int32_t *work = rbg_checked_malloc((size_t)p->n_states + 1, sizeof(int32_t));
    bool *queued = rbg_checked_calloc((size_t)p->n_states, sizeof(bool));
    int32_t n = 0;
    may[rules->start] = all;
    work[n++] = rules->start;
    queued[rules->start] = true;
    while (n > 0) {
        int32_t s = work[--n];
        queued[s] = false;
        const rbg_state *st = &p->states[s];
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            uint64_t out = after_edge(em, e, may[s], all);
            if ((out & ~may[e->target]) == 0)
                continue;
            may[e->target] |= out;
            if (!queued[e->target]) {
                queued[e->target] = true;
                work[n++] = e->target;
            }
        }
    }
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++) {
        const rbg_state *st = &p->states[s];
        if (may[s] == 0 || (may[s] & (may[s] - 1)) != 0) /* unreached, or not one piece */
            continue;
        for (int32_t k = 0; k < st->n_edges; k++)
            if (p->edges[st->first_edge + k].op == RBG_OP_OFF)
                em->off_replaces[st->first_edge + k] = __builtin_ctzll(may[s]);
    }
    free(may);
    free(work);
    free(queued);
}
