/* Counts that the board does not change: from a state whose way to the end of the move is only
 * shifts, patterns of shifts alone (a constant per cell) and the switch, the number of moves a
 * count finds depends on the cell alone, and is known before the game starts.
 *
 * Another author's pentago puts a stone, then chooses one of the four middle squares of the
 * quadrants, `anySquare {? onAMiddleSquare}`, and one of two rotations, `->> rotate...`: eight
 * moves after every stone that does not win, which the count found by walking the four squares
 * and picking each rotation once per empty cell.  The count function of such a state passes
 * over its K moves with one subtraction instead (`if (x->skip >= K)`), and walks them only in
 * the pick that draws one of them.  A move from there is its switch and the switch's cell (no
 * modifier comes before it), so K is the number of distinct such pairs the shifts and static
 * tests reach, however the walk to them is spelled.  Only where no state on the way marks
 * visited pairs (passing over the walk must leave the level as the walk leaves it) and nothing
 * on the way reads the board or the variables. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* Pairs walked from one cell at most: a larger walk is left as it is. */
#define WALK_BUDGET 512

typedef struct {
    int32_t a, b;
} pair;

static bool pair_seen(const pair *pairs, int32_t n, int32_t a, int32_t b)
{
    for (int32_t i = 0; i < n; i++)
        if (pairs[i].a == a && pairs[i].b == b)
            return true;
    return false;
}

/* The moves from `state` at `cell` (distinct switches and cells), or -1 when the walk there
 * reads the board, marks visited pairs or is too long.  `*walked` tells whether the count
 * passes over anything but switches at the start. */
static int32_t count_at(const rbgc_emitter *em, int32_t state, int32_t cell, pair *stack, pair *seen, pair *ends,
                        bool *walked)
{
    const rbg_program *p = em->p;
    int32_t n_stack = 0, n_seen = 0, n_ends = 0;
    stack[n_stack++] = (pair){state, cell};
    seen[n_seen++] = (pair){state, cell};
    while (n_stack > 0) {
        pair at = stack[--n_stack];
        const rbg_state *st = &p->states[at.a];
        if (st->accepting)
            return -1;
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            int32_t next = at.b;
            switch (e->op) {
            case RBG_OP_SWITCH:
            case RBG_OP_KEEPER:
                if (rbgc_has_check(p, e->target))
                    return -1;
                if (!pair_seen(ends, n_ends, st->first_edge + k, at.b)) {
                    if (n_ends == WALK_BUDGET)
                        return -1;
                    ends[n_ends++] = (pair){st->first_edge + k, at.b};
                }
                continue;
            case RBG_OP_SHIFT:
                next = p->neighbours[(size_t)at.b * (size_t)p->n_edges + (size_t)e->arg];
                break;
            case RBG_OP_PATTERN:
                if (em->an.static_patterns[e->arg] == NULL)
                    return -1;
                if ((em->an.static_patterns[e->arg][at.b] != 0) == e->negated)
                    next = 0;
                break;
            case RBG_OP_NOOP:
                if (e->modifier != 0)
                    return -1;
                break;
            default:
                return -1;
            }
            if (next == 0)
                continue;
            if (rbgc_has_check(p, e->target))
                return -1;
            *walked = true;
            if (pair_seen(seen, n_seen, e->target, next))
                continue;
            if (n_seen == WALK_BUDGET)
                return -1;
            seen[n_seen++] = (pair){e->target, next};
            stack[n_stack++] = (pair){e->target, next};
        }
    }
    return n_ends;
}

bool rbgc_constant_counts(const rbgc_emitter *em, int32_t state, int32_t *counts, bool *same_everywhere)
{
    const rbg_program *p = em->p;
    pair *stack = rbg_checked_calloc(3 * WALK_BUDGET, sizeof(pair));
    bool walked = false, ok = true;
    int32_t most = 0;
    counts[0] = 0;
    for (int32_t c = 1; ok && c <= p->n_cells; c++) {
        counts[c] = count_at(em, state, c, stack, stack + WALK_BUDGET, stack + 2 * WALK_BUDGET, &walked);
        ok = counts[c] >= 0;
        most = ok && counts[c] > most ? counts[c] : most;
    }
    free(stack);
    *same_everywhere = true;
    for (int32_t c = 2; ok && c <= p->n_cells; c++)
        *same_everywhere &= counts[c] == counts[1];
    /* one switch at the start is one pick: nothing to pass over */
    return ok && (walked || most > 1);
}
