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
#include "reach.h"

#include <stdlib.h>

/* Modifiers start a new level (rbgc_is_modifier); a dot does not (moves run through it), but a
 * semimove search can start right after it. */
static bool ends_segment(const rbg_edge *e)
{
    return rbgc_is_modifier(e);
}

/* The states a segment from local state s0 can reach that may need a check (by the structural
 * rule), into `candidates`; their number.  `reached` is all false before and after. */
static int32_t segment_candidates(const rbg_program *p, const rbg_automaton *a, int32_t s0, bool *reached,
                                  int32_t *candidates, int32_t *stack)
{
    int32_t first = a->first_state, top = 0, n_candidates = 0, n_reached = 0;
    stack[top++] = s0;
    reached[s0] = true;
    while (top > 0) {
        int32_t s = stack[--top];
        /* the stack's upper part keeps every reached state, to clear them after */
        stack[a->n_states + n_reached++] = s;
        const rbg_state *st = &p->states[first + s];
        if (st->check >= 0)
            candidates[n_candidates++] = s;
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            int32_t t = e->target - first;
            if (reached[t])
                continue;
            if (ends_segment(e)) { /* checked before the modifier, not followed */
                if (p->states[e->target].check >= 0)
                    candidates[n_candidates++] = t;
                reached[t] = true;
                stack[a->n_states + n_reached++] = t;
                continue;
            }
            reached[t] = true;
            stack[top++] = t;
        }
    }
    for (int32_t i = 0; i < n_reached; i++)
        reached[stack[a->n_states + i]] = false;
    return n_candidates;
}

static bool all_flagged(const bool *needed, const int32_t *candidates, int32_t n)
{
    for (int32_t i = 0; i < n; i++)
        if (!needed[candidates[i]])
            return false;
    return true;
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
    /* The states that may need a check, per segment start, without the board: once every one
     * of them is flagged, the start's other cells cannot flag more. */
    bool *open = calloc((size_t)n, sizeof(bool));
    int32_t *candidates = malloc(sizeof(int32_t) * ((size_t)n + 1));
    uint32_t stamp = 0;
    for (int32_t s0 = 0; s0 < n; s0++) {
        if (!starter[s0])
            continue;
        int32_t n_candidates = segment_candidates(p, a, s0, open, candidates, stack);
        for (int32_t c0 = 1; c0 <= cells && !all_flagged(needed, candidates, n_candidates); c0++) {
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
    free(open);
    free(candidates);
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
