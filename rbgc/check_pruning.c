/* Which automaton states need a visited check, decided on the product of the automaton with the
 * board (the reference compiler's "cache" analysis).
 *
 * A search explores pairs (state, cell).  Between two modifiers the game state is fixed, so a
 * pair reached a second time would repeat work (and loops of stars would never end); the check
 * prevents that.  A state needs one only if some search segment can reach one of its pairs
 * twice.  A segment starts at the start of an automaton, after a modifier or after a dot, and
 * follows every edge but modifiers; tests are assumed to pass (so this over-approximates), shifts are followed
 * exactly on the board.  From every such start and every cell we walk the segment and flag the
 * states whose pairs are reached twice.  The structural rule used before this pass (in-degree of
 * two or more) flags many states whose pairs can only be reached once, as in `anySquare {own}`. */
#include "check_pruning.h"

#include <stdlib.h>

/* Modifiers start a new level; a dot does not (moves run through it), but a semimove search
 * can start right after it. */
static bool ends_segment(const rbg_edge *e)
{
    return e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN || e->op == RBG_OP_SWITCH ||
           e->op == RBG_OP_KEEPER;
}

static void prune_automaton(rbg_program *p, rbg_automaton *a, bool *needed, uint32_t *seen,
                            int32_t *stack)
{
    int32_t n = a->n_states, cells = p->n_cells, first = a->first_state;
    bool *starter = calloc((size_t)n, sizeof(bool));
    starter[a->start - first] = true;
    for (int32_t s = 0; s < n; s++) {
        const rbg_state *st = &p->states[first + s];
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (ends_segment(e) || e->op == RBG_OP_NOOP)
                starter[e->target - first] = true;
        }
    }
    uint32_t stamp = 0;
    for (int32_t s0 = 0; s0 < n; s0++) {
        if (!starter[s0])
            continue;
        for (int32_t c0 = 1; c0 <= cells; c0++) {
            stamp++;
            size_t top = 0;
            stack[top++] = s0;
            stack[top++] = c0;
            seen[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = stamp;
            while (top > 0) {
                int32_t c = stack[--top], s = stack[--top];
                const rbg_state *st = &p->states[first + s];
                for (int32_t k = 0; k < st->n_edges; k++) {
                    const rbg_edge *e = &p->edges[st->first_edge + k];
                    int32_t t = e->target - first, d = c;
                    if (e->op == RBG_OP_SHIFT)
                        d = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e->arg];
                    if (d == 0)
                        continue;
                    uint32_t *mark = &seen[(size_t)t * (size_t)(cells + 1) + (size_t)d];
                    if (*mark == stamp) {
                        needed[t] = true; /* reached twice in one segment */
                        continue;
                    }
                    *mark = stamp;
                    /* A modifier's target is checked at this level before the modifier is
                     * applied, and starts a segment of its own after it. */
                    if (ends_segment(e))
                        continue;
                    stack[top++] = t;
                    stack[top++] = d;
                }
            }
        }
    }
    free(starter);
    a->n_checks = 0;
    for (int32_t s = 0; s < n; s++) {
        rbg_state *st = &p->states[first + s];
        st->check = st->check >= 0 && needed[s] ? a->n_checks++ : -1;
    }
}

void rbgc_prune_checks(rbg_program *p)
{
    int32_t largest = 0;
    for (int32_t i = 0; i < p->n_automata; i++)
        if (p->automata[i].n_states > largest)
            largest = p->automata[i].n_states;
    size_t pairs = (size_t)largest * (size_t)(p->n_cells + 1);
    bool *needed = malloc(sizeof(bool) * ((size_t)largest + 1));
    uint32_t *seen = calloc(pairs + 1, sizeof(uint32_t));
    int32_t *stack = malloc(sizeof(int32_t) * 2 * (pairs + 1));
    for (int32_t i = 0; i < p->n_automata; i++) {
        for (int32_t s = 0; s < largest; s++)
            needed[s] = false;
        for (size_t k = 0; k <= pairs; k++)
            seen[k] = 0;
        prune_automaton(p, &p->automata[i], needed, seen, stack);
    }
    free(needed);
    free(seen);
    free(stack);
}
