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

/* The marks of one kind of walk: a pair is marked by the walk whose stamp it holds.  Stamps grow
 * over all automata, so that a new walk need not clear the marks (for gess, clearing them per
 * automaton was an eighth of loading the game); they are cleared only when the stamps wrap. */
typedef struct {
    uint32_t *seen; /* per pair (state, cell) */
    size_t n_pairs;
    uint32_t stamp;
} prune_marks;

/* The stamp of a new walk. */
static uint32_t next_stamp(prune_marks *m)
{
    if (++m->stamp == UINT32_MAX) {
        for (size_t k = 0; k < m->n_pairs; k++)
            m->seen[k] = 0;
        m->stamp = 1;
    }
    return m->stamp;
}

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
                               int32_t c0, bool *flagged, prune_marks *marks, int32_t *stack)
{
    uint32_t *seen = marks->seen, stamp = next_stamp(marks);
    int32_t cells = p->n_cells, first = a->first_state;
    size_t top = 0;
    stack[top++] = s0;
    stack[top++] = c0;
    seen[(size_t)s0 * (size_t)(cells + 1) + (size_t)c0] = stamp;
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
            if (*mark == stamp)
                continue;
            *mark = stamp;
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

/* The automaton's edges as the walk reads them, one run per state: the target's local index,
 * the board edge of a shift (-1 for any other), and whether the edge ends the segment.  Kept
 * apart from the program's edges so that the walk's hot loop reads little memory. */
typedef struct {
    int32_t target, shift;
    bool ends;
} segment_edge;

typedef struct {
    int32_t *first; /* [n_states + 1]: the run of state s is first[s] .. first[s + 1] - 1 */
    segment_edge *edges;
} segment_graph;

static segment_graph segment_graph_new(const rbg_program *p, const rbg_automaton *a)
{
    int32_t n = a->n_states, first = a->first_state, total = 0;
    for (int32_t s = 0; s < n; s++)
        total += p->states[first + s].n_edges;
    segment_graph g = {rbg_checked_malloc((size_t)n + 1, sizeof(int32_t)),
                       rbg_checked_malloc((size_t)total + 1, sizeof(segment_edge))};
    int32_t k = 0;
    for (int32_t s = 0; s < n; s++) {
        const rbg_state *st = &p->states[first + s];
        g.first[s] = k;
        for (int32_t i = 0; i < st->n_edges; i++) {
            const rbg_edge *e = &p->edges[st->first_edge + i];
            g.edges[k++] = (segment_edge){e->target - first, e->op == RBG_OP_SHIFT ? e->arg : -1, ends_segment(e)};
        }
    }
    g.first[n] = k;
    return g;
}

static void segment_graph_free(segment_graph *g)
{
    free(g->first);
    free(g->edges);
}

/* What every walk of an automaton shares: the program and the automaton with its edges as
 * the walk reads them, the marks and stack, those of flag_after_passing, what they flag and the
 * steps taken so far (of PRUNE_MAX_STEPS). */
typedef struct {
    const rbg_program *p;
    const rbg_automaton *a;
    segment_graph g;
    int32_t row; /* cells + 1, the pairs of one state */
    prune_marks *marks, *marks2;
    size_t *root;
    int32_t *stack, *stack2;
    bool *needed, *after_passing;
    const bool *passing;
    size_t steps;
} walk;

/* Walks the segment from the pair (s0, c0), flagging in w->needed the states whose pairs it
 * reaches twice (and, through flag_after_passing, in w->after_passing); false when the budget
 * of steps ran out. */
static bool walk_segment(walk *w, int32_t s0, int32_t c0)
{
    const segment_graph *g = &w->g;
    uint32_t stamp = next_stamp(w->marks);
    const int32_t *neighbours = w->p->neighbours;
    size_t row = (size_t)w->row, n_board_edges = (size_t)w->p->n_edges, steps = w->steps;
    uint32_t *seen = w->marks->seen;
    size_t *root = w->root;
    int32_t *stack = w->stack;
    size_t top = 0;
    stack[top++] = s0;
    stack[top++] = c0;
    size_t start = (size_t)s0 * row + (size_t)c0;
    seen[start] = stamp;
    root[start] = start;
    bool over = false;
    while (top > 0 && !over) {
        over = ++steps > PRUNE_MAX_STEPS;
        int32_t c = stack[--top], s = stack[--top];
        size_t from_root = root[(size_t)s * row + (size_t)c];
        for (int32_t k = g->first[s], end = g->first[s + 1]; k < end; k++) {
            segment_edge e = g->edges[k];
            int32_t t = e.target, d = c;
            if (e.shift >= 0)
                d = neighbours[(size_t)c * n_board_edges + (size_t)e.shift];
            if (d == 0)
                continue;
            size_t pair = (size_t)t * row + (size_t)d;
            /* The pair a shift table is walked from: the last one entered other than by a shift
             * (runtime/analysis.c). */
            size_t pair_root = e.shift >= 0 ? from_root : pair;
            if (seen[pair] == stamp) {
                w->needed[t] = true; /* reached twice in one segment */
                /* Twice from one table's start, the table walks it once; twice entered otherwise
                 * than by a shift, its own check stops the second. */
                if (w->passing[t] && root[pair] != pair_root)
                    flag_after_passing(w->p, w->a, w->passing, t, d, w->after_passing, w->marks2, w->stack2);
                continue;
            }
            seen[pair] = stamp;
            root[pair] = pair_root;
            /* A modifier's target is checked at this level before the modifier is applied, and
             * starts a segment of its own after it. */
            if (e.ends)
                continue;
            stack[top++] = t;
            stack[top++] = d;
        }
    }
    w->steps = steps;
    return !over;
}

/* False, changing nothing, when the walk would pass the budget of steps. */
static bool prune_automaton(rbg_program *p, rbg_automaton *a, bool *needed, prune_marks *marks,
                            int32_t *stack, prune_marks *marks2, int32_t *stack2, size_t *root, size_t *steps)
{
    int32_t n = a->n_states, cells = p->n_cells, first = a->first_state;
    bool *passing = rbg_checked_calloc((size_t)n, sizeof(bool));
    bool *after_passing = rbg_checked_calloc((size_t)n, sizeof(bool)); /* flagged by flag_after_passing */
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
    bool over = false; /* the budget of steps */
    walk w = {.p = p, .a = a, .g = segment_graph_new(p, a), .row = cells + 1, .marks = marks,
              .marks2 = marks2, .root = root, .stack = stack, .stack2 = stack2, .needed = needed,
              .after_passing = after_passing, .passing = passing, .steps = *steps};
    for (int32_t s0 = 0; s0 < n && !over; s0++) {
        if (!starter[s0])
            continue;
        int32_t n_candidates = segment_candidates(p, a, s0, open, candidates, stack);
        for (int32_t c0 = 1; c0 <= cells && !over && !all_flagged(needed, passing, candidates, n_candidates); c0++) {
            size_t before = w.steps;
            over = !walk_segment(&w, s0, c0);
            /* The first cell's walk foretells the others' (the whole board each for anyCell). */
            if (c0 == 1 && w.steps + (w.steps - before) * (size_t)(cells - 1) > PRUNE_MAX_STEPS)
                over = true;
        }
    }
    *steps = w.steps;
    segment_graph_free(&w.g);
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
    prune_marks marks = {rbg_checked_calloc(pairs + 1, sizeof(uint32_t)), pairs + 1, 0};
    prune_marks marks2 = {rbg_checked_calloc(pairs + 1, sizeof(uint32_t)), pairs + 1, 0};
    int32_t *stack2 = rbg_checked_malloc(2 * (pairs + 1), sizeof(int32_t));
    size_t *root = rbg_checked_malloc(pairs + 1, sizeof(size_t));
    size_t steps = 0;
    for (int32_t i = 0; i < p->n_automata; i++) {
        for (int32_t s = 0; s < largest; s++)
            needed[s] = false;
        if (!prune_automaton(p, &p->automata[i], needed, &marks, stack, &marks2, stack2, root, &steps))
            keep_structural_checks(p, &p->automata[i], stack);
    }
    free(needed);
    free(marks.seen);
    free(stack);
    free(marks2.seen);
    free(stack2);
    free(root);
}
