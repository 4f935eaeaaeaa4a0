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
 * two or more) flags many states whose pairs can only be reached once, as in `anySquare {own}`.
 *
 * A shift table (runtime/analysis.c) walks through a *passing* state, one with shift edges only
 * (the middle of a step of several shifts, as after `down` in `(down right)`), to the states
 * with other edges it lists: the search checks a passing state only where a test or another
 * action enters it, never where a shift does.  One table walks each pair once, but when two
 * paths of a segment from different table starts meet at a passing pair, the states with other
 * edges that the shifts from that pair reach are reached twice too, and those are the ones
 * flagged (even with a single incoming edge). */
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

/* A passing state flagged at one cell flags other states at other cells: never all done. */
static bool all_flagged(const bool *needed, const bool *passing, const int32_t *candidates, int32_t n)
{
    for (int32_t i = 0; i < n; i++)
        if (!needed[candidates[i]] || passing[candidates[i]])
            return false;
    return true;
}

/* The passing states of automaton `a` (see above), into `passing`. */
static void find_passing(const rbg_program *p, const rbg_automaton *a, bool *passing)
{
    int32_t n = a->n_states, first = a->first_state;
    for (int32_t s = 0; s < n; s++) {
        const rbg_state *st = &p->states[first + s];
        passing[s] = !st->accepting;
        for (int32_t k = 0; k < st->n_edges; k++)
            if (p->edges[st->first_edge + k].op != RBG_OP_SHIFT)
                passing[s] = false;
    }
}

/* Flags the states with other edges that shifts through passing states reach from the passing
 * pair (s0, c0), which a segment reaches twice.  `seen` and `stack` are this walk's own. */
static void flag_after_passing(const rbg_program *p, const rbg_automaton *a, const bool *passing, int32_t s0,
                               int32_t c0, bool *flagged, uint32_t *seen, uint32_t *stamp, int32_t *stack)
{
    int32_t cells = p->n_cells, first = a->first_state;
    size_t top = 0;
    (*stamp)++;
    stack[top++] = s0;
    stack[top++] = c0;
    seen[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = *stamp;
    while (top > 0) {
        int32_t c = stack[--top], s = stack[--top];
        const rbg_state *st = &p->states[first + s];
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            int32_t t = e->target - first;
            int32_t d = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e->arg];
            if (d == 0)
                continue;
            if (!passing[t]) {
                flagged[t] = true;
                continue;
            }
            uint32_t *mark = &seen[(size_t)t * (size_t)(cells + 1) + (size_t)d];
            if (*mark == *stamp)
                continue;
            *mark = *stamp;
            stack[top++] = t;
            stack[top++] = d;
        }
    }
}

static void prune_automaton(rbg_program *p, rbg_automaton *a, bool *needed, uint32_t *seen,
                            int32_t *stack, uint32_t *seen2, int32_t *stack2, size_t *root)
{
    int32_t n = a->n_states, cells = p->n_cells, first = a->first_state;
    bool *passing = calloc((size_t)n, sizeof(bool));
    bool *after_passing = calloc((size_t)n, sizeof(bool)); /* flagged by flag_after_passing */
    uint32_t stamp2 = 0;
    find_passing(p, a, passing);
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
        for (int32_t c0 = 1; c0 <= cells && !all_flagged(needed, passing, candidates, n_candidates); c0++) {
            stamp++;
            size_t top = 0;
            stack[top++] = s0;
            stack[top++] = c0;
            seen[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = stamp;
            root[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = (size_t)s0 * (size_t)(cells + 1) + (size_t)c0;
            while (top > 0) {
                int32_t c = stack[--top], s = stack[--top];
                const rbg_state *st = &p->states[first + s];
                size_t from_root = root[(size_t)s * (size_t)(cells + 1) + (size_t)c];
                for (int32_t k = 0; k < st->n_edges; k++) {
                    const rbg_edge *e = &p->edges[st->first_edge + k];
                    int32_t t = e->target - first, d = c;
                    if (e->op == RBG_OP_SHIFT)
                        d = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e->arg];
                    if (d == 0)
                        continue;
                    size_t pair = (size_t)t * (size_t)(cells + 1) + (size_t)d;
                    /* The pair a shift table is walked from: the last one entered other than
                     * by a shift (runtime/analysis.c). */
                    size_t pair_root = e->op == RBG_OP_SHIFT ? from_root : pair;
                    uint32_t *mark = &seen[pair];
                    if (*mark == stamp) {
                        needed[t] = true; /* reached twice in one segment */
                        /* Twice from one table's start, the table walks it once; twice entered
                         * otherwise than by a shift, its own check stops the second. */
                        if (passing[t] && root[pair] != pair_root)
                            flag_after_passing(p, a, passing, t, d, after_passing, seen2, &stamp2, stack2);
                        continue;
                    }
                    *mark = stamp;
                    root[pair] = pair_root;
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
        st->check = (st->check >= 0 && needed[s]) || after_passing[s] ? a->n_checks++ : -1;
    }
    free(passing);
    free(after_passing);
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
    uint32_t *seen2 = calloc(pairs + 1, sizeof(uint32_t));
    int32_t *stack2 = malloc(sizeof(int32_t) * 2 * (pairs + 1));
    size_t *root = malloc(sizeof(size_t) * (pairs + 1));
    for (int32_t i = 0; i < p->n_automata; i++) {
        for (int32_t s = 0; s < largest; s++)
            needed[s] = false;
        for (size_t k = 0; k <= pairs; k++)
            seen[k] = seen2[k] = 0;
        prune_automaton(p, &p->automata[i], needed, seen, stack, seen2, stack2, root);
    }
    free(needed);
    free(seen);
    free(stack);
    free(seen2);
    free(stack2);
    free(root);
}
