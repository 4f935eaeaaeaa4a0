/* Offs that a move search need not apply.  Listing moves applies each off before exploring
 * what follows it and undoes it afterwards, because the rest of the move may look at the board.
 * When everything from the off to the move's switch is shifts, on-tests that never look at the
 * off's own cell, other offs, patterns made of shifts and assignments of constants, with no
 * other pattern or modifier and no visited check,
 * nothing can see the off: the search only records it in the partial move, which the chosen
 * move applies later.
 * Breakthrough's `[empty] up ({empty} + (left + right) {empty, enemy}) ->>` is such a move, and
 * so is the hound's `[empty] down (left + right) {empty} [hound] ->>`. */
#include <stdlib.h>

#include "emit_internal.h"

enum { WALK_LIMIT = 20000 }; /* pairs explored per off before giving up */

typedef struct {
    const rbg_program *p;
    uint8_t *const *static_patterns; /* per pattern automaton, NULL unless made of shifts */
    int32_t *stack;
    uint32_t *seen, stamp;
    size_t row;
} walk;

/* Whether, from (state, cell) on and up to a switch, the move never tests `off_cell` and meets
 * nothing else that could see the off. */
static bool unseen_from(walk *w, int32_t state, int32_t cell, int32_t off_cell)
{
    const rbg_program *p = w->p;
    size_t top = 0, explored = 0;
    w->stamp++;
    w->stack[top++] = state;
    w->stack[top++] = cell;
    w->seen[(size_t)state * w->row + (size_t)cell] = w->stamp;
    while (top > 0) {
        int32_t c = w->stack[--top], s = w->stack[--top];
        const rbg_state *st = &p->states[s];
        /* the end of the rules ends no move: a player's move ends at a switch */
        if (st->check >= 0 || ++explored > WALK_LIMIT)
            return false;
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            int32_t d = c;
            switch (e->op) {
            case RBG_OP_SWITCH:
            case RBG_OP_KEEPER:
                continue; /* the move ends: what follows runs on the applied move */
            case RBG_OP_SHIFT:
                d = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e->arg];
                if (d == 0)
                    continue;
                break;
            case RBG_OP_ON:
                if (c == off_cell)
                    return false;
                break;
            case RBG_OP_NOOP:
            case RBG_OP_OFF:
                /* another off reads nothing; one on this very cell is met as an on-test would be:
                 * the walk stops at any test of the cell, before or after it */
                break;
            case RBG_OP_PATTERN: /* one made of shifts reads no piece */
                if (w->static_patterns[e->arg] == NULL)
                    return false;
                break;
            case RBG_OP_ASSIGN: /* a constant reads no piece count */
                if (p->exprs[e->expr].op != RBG_EXPR_CONST)
                    return false;
                break;
            default: /* other patterns, comparisons (piece counts), other modifiers */
                return false;
            }
            uint32_t *mark = &w->seen[(size_t)e->target * w->row + (size_t)d];
            if (*mark == w->stamp)
                continue;
            *mark = w->stamp;
            w->stack[top++] = e->target;
            w->stack[top++] = d;
        }
    }
    return true;
}

void rbgc_find_unseen_offs(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    em->unseen_off = calloc((size_t)p->n_edges_total + 1, sizeof(bool));
    size_t pairs = (size_t)p->n_states * ((size_t)p->n_cells + 1) + 1;
    walk w = {.p = p, .static_patterns = em->an.static_patterns, .stack = malloc(sizeof(int32_t) * 2 * pairs), .seen = calloc(pairs, sizeof(uint32_t)),
              .row = (size_t)p->n_cells + 1};
    const rbg_automaton *rules = &p->automata[0];
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++) {
        const rbg_state *st = &p->states[s];
        for (int32_t k = 0; k < st->n_edges; k++) {
            int32_t index = st->first_edge + k;
            const rbg_edge *e = &p->edges[index];
            if (e->op != RBG_OP_OFF || em->an.lazy_switch[e->target] != 0)
                continue;
            bool unseen = true;
            for (int32_t c = 1; c <= p->n_cells && unseen; c++)
                unseen = unseen_from(&w, e->target, c, c);
            em->unseen_off[index] = unseen;
        }
    }
    free(w.stack);
    free(w.seen);
}

bool rbgc_pattern_blind_to_start(const rbgc_emitter *em, int32_t automaton)
{
    const rbg_program *p = em->p;
    size_t pairs = (size_t)p->n_states * ((size_t)p->n_cells + 1) + 1;
    walk w = {.p = p, .static_patterns = em->an.static_patterns, .stack = malloc(sizeof(int32_t) * 2 * pairs), .seen = calloc(pairs, sizeof(uint32_t)),
              .row = (size_t)p->n_cells + 1};
    bool blind = true;
    for (int32_t c = 1; c <= p->n_cells && blind; c++)
        blind = unseen_from(&w, p->automata[automaton].start, c, c);
    free(w.stack);
    free(w.seen);
    return blind;
}
