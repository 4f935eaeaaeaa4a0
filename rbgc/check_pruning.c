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
 * flagged (even with a single incoming edge).
 *
 * The walk costs the square of the board when a segment reaches every cell (`anyCell`): past a
 * budget of steps, or of memory, an automaton keeps the structural checks, with the states
 * after its checked passing states flagged as above but without the board (see
 * flag_after_checked_passing): more checks than needed, never too few. */
#include "check_pruning.h"
#include "reach.h"

#include <stdlib.h>

#include "checked_alloc.h"

/* The most pairs (states of an automaton times cells) the walk keeps marks for, and the most
 * steps it takes over all automata (about a second; go19 takes 124 million). */
enum { PRUNE_MAX_PAIRS = 1 << 22 };
#define PRUNE_MAX_STEPS ((size_t)1 << 27)

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

/* Flags, without the board, the states with other edges that shifts through passing states
 * reach from a checked passing state: the walk of a table never checks it. */
static void flag_after_checked_passing(const rbg_program *p, const rbg_automaton *a, const bool *passing,
                                       bool *flagged, int32_t *stack)
{
    int32_t n = a->n_states, first = a->first_state;
    bool *reached = rbg_checked_calloc((size_t)n, sizeof(bool));
    int32_t top = 0;
    for (int32_t s = 0; s < n; s++)
        if (passing[s] && p->states[first + s].check >= 0 && !reached[s]) {
            reached[s] = true;
            stack[top++] = s;
        }
    while (top > 0) {
        const rbg_state *st = &p->states[first + stack[--top]];
        for (int32_t k = 0; k < st->n_edges; k++) {
            int32_t t = p->edges[st->first_edge + k].target - first;
            if (!passing[t])
                flagged[t] = true;
            else if (!reached[t]) {
                reached[t] = true;
                stack[top++] = t;
            }
        }
    }
    free(reached);
}

/* Keeps the structural checks of the automaton, and adds those a table needs. */
static void keep_structural_checks(rbg_program *p, rbg_automaton *a, int32_t *stack)
{
    int32_t n = a->n_states, first = a->first_state;
    bool *passing = rbg_checked_calloc((size_t)n, sizeof(bool));
    bool *flagged = rbg_checked_calloc((size_t)n, sizeof(bool));
    find_passing(p, a, passing);
    flag_after_checked_passing(p, a, passing, flagged, stack);
    a->n_checks = 0;
    for (int32_t s = 0; s < n; s++) {
        rbg_state *st = &p->states[first + s];
        st->check = st->check >= 0 || flagged[s] ? a->n_checks++ : -1;
    }
    free(passing);
    free(flagged);
}

/* False, changing nothing, when the walk would pass the budget of steps. */
static bool prune_automaton(rbg_program *p, rbg_automaton *a, bool *needed, uint32_t *seen,
                            int32_t *stack, uint32_t *seen2, int32_t *stack2, size_t *root, size_t *steps)
{
    int32_t n = a->n_states, cells = p->n_cells, first = a->first_state;
    bool *passing = rbg_checked_calloc((size_t)n, sizeof(bool));
    bool *after_passing = rbg_checked_calloc((size_t)n, sizeof(bool)); /* flagged by flag_after_passing */
    uint32_t stamp2 = 0;
    find_passing(p, a, passing);
    bool *starter = rbg_checked_calloc((size_t)n, sizeof(bool));
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
    bool *open = rbg_checked_calloc((size_t)n, sizeof(bool));
    int32_t *candidates = rbg_checked_malloc((size_t)n + 1, sizeof(int32_t));
    uint32_t stamp = 0;
    bool over = false; /* the budget of steps */
    for (int32_t s0 = 0; s0 < n && !over; s0++) {
        if (!starter[s0])
            continue;
        int32_t n_candidates = segment_candidates(p, a, s0, open, candidates, stack);
        for (int32_t c0 = 1; c0 <= cells && !over && !all_flagged(needed, passing, candidates, n_candidates); c0++) {
            size_t before = *steps;
            stamp++;
            size_t top = 0;
            stack[top++] = s0;
            stack[top++] = c0;
            seen[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = stamp;
            root[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = (size_t)s0 * (size_t)(cells + 1) + (size_t)c0;
            while (top > 0 && !over) {
                over = ++*steps > PRUNE_MAX_STEPS;
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
            /* The first cell's walk foretells the others' (the whole board each for anyCell). */
            if (c0 == 1 && *steps + (*steps - before) * (size_t)(cells - 1) > PRUNE_MAX_STEPS)
                over = true;
        }
    }
    free(starter);
    free(open);
    free(candidates);
    if (over) {
        free(passing);
        free(after_passing);
        return false;
    }
    a->n_checks = 0;
    for (int32_t s = 0; s < n; s++) {
        rbg_state *st = &p->states[first + s];
        st->check = (st->check >= 0 && needed[s]) || after_passing[s] ? a->n_checks++ : -1;
    }
    free(passing);
    free(after_passing);
    return true;
}

void rbgc_prune_checks(rbg_program *p)
{
    int32_t largest = 0;
    for (int32_t i = 0; i < p->n_automata; i++)
        if (p->automata[i].n_states > largest)
            largest = p->automata[i].n_states;
    size_t pairs = (size_t)largest * (size_t)(p->n_cells + 1);
    if (pairs > PRUNE_MAX_PAIRS) {
        int32_t *states = rbg_checked_malloc((size_t)largest + 1, sizeof(int32_t));
        for (int32_t i = 0; i < p->n_automata; i++)
            keep_structural_checks(p, &p->automata[i], states);
        free(states);
        return;
    }
    int32_t *stack = rbg_checked_malloc(2 * (pairs + 1), sizeof(int32_t));
    bool *needed = rbg_checked_malloc((size_t)largest + 1, sizeof(bool));
    uint32_t *seen = rbg_checked_calloc(pairs + 1, sizeof(uint32_t));
    uint32_t *seen2 = rbg_checked_calloc(pairs + 1, sizeof(uint32_t));
    int32_t *stack2 = rbg_checked_malloc(2 * (pairs + 1), sizeof(int32_t));
    size_t *root = rbg_checked_malloc(pairs + 1, sizeof(size_t));
    size_t steps = 0;
    for (int32_t i = 0; i < p->n_automata; i++) {
        for (int32_t s = 0; s < largest; s++)
            needed[s] = false;
        for (size_t k = 0; k <= pairs; k++)
            seen[k] = seen2[k] = 0;
        if (!prune_automaton(p, &p->automata[i], needed, seen, stack, seen2, stack2, root, &steps))
            keep_structural_checks(p, &p->automata[i], stack);
    }
    free(needed);
    free(seen);
    free(stack);
    free(seen2);
    free(stack2);
    free(root);
}
