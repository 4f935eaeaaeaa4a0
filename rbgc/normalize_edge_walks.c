/* Walks to the board's edge become one shift.
 *
 * Other authors reach the end of a line with `(d)* {! d}`: as many steps d as the board has,
 * then the test that no step d is left.  From every cell exactly one cell passes, the last one
 * in direction d, known before the game starts; yet the planner saw a loop and a pattern, and
 * wrote a search where ours has a fixed step (connect four's `n* {! n} (w* + e*)`, tic-tac-toe's
 * `(n w)* {! n w} {m} ...`: several times slower).  Here a state whose only edges are such a
 * loop of shifts and a negated pattern that means "the step exists" (whatever its spelling: a
 * pattern of shifts alone that holds exactly at the cells where the step leads somewhere) gets
 * one shift instead, along a new edge label whose target at each cell is that last cell (none
 * where the walk goes round for ever, as on a cylinder, where the test never passed).  The
 * new labels come after the board's (rbgc_game.n_jump_edges): the game's description still
 * shows the board's alone.  Moves and their order are unchanged: the state had one way on. */
#include <stdlib.h>
#include <string.h>

#include "normalize.h"

enum { WALK_MAX_SHIFTS = 8 };

typedef struct {
    int edges[WALK_MAX_SHIFTS]; /* the loop's shifts, in order */
    int n;
    const rbgc_rule *first;     /* the loop's first shift (its location names the jump) */
} walk_step;

/* The cell after the step from `cell` (0-based), or -1. */
static int step_from(const rbgc_game *game, const walk_step *w, int cell)
{
    for (int i = 0; i < w->n && cell >= 0; i++)
        cell = game->cells[cell].next[w->edges[i]];
    return cell;
}

static bool is_shift(const rbgc_nfa_edge *e)
{
    return e->action->kind == RBGC_RULE_SHIFT;
}

/* Whether edge k of state s starts a loop of shifts alone back to s (states with one edge each,
 * neither accepting nor nodal): its shifts in `w`. */
static bool shift_loop(const rbgc_nfa *nfa, int s, int k, walk_step *w)
{
    const rbgc_nfa_edge *e = &nfa->states[s].edges[k];
    w->n = 0;
    w->first = e->action;
    while (is_shift(e) && w->n < WALK_MAX_SHIFTS) {
        w->edges[w->n++] = e->action->edge;
        if (e->target == s)
            return true;
        const rbgc_nfa_state *at = &nfa->states[e->target];
        if (at->n_edges != 1 || at->accepting || at->nodal)
            return false;
        e = &at->edges[0];
    }
    return false;
}

/* Whether the pattern automaton (shifts alone) holds at `cell`. */
static bool holds_at(const rbgc_game *game, const rbgc_nfa *pattern, int cell, bool *seen, int *stack)
{
    int cells = game->n_cells, n = 0;
    memset(seen, 0, sizeof *seen * (size_t)pattern->n_states * (size_t)cells);
    seen[(size_t)pattern->start * (size_t)cells + (size_t)cell] = true;
    stack[n++] = pattern->start * cells + cell;
    while (n > 0) {
        int top = stack[--n], st = top / cells, c = top % cells;
        if (pattern->states[st].accepting)
            return true;
        for (int k = 0; k < pattern->states[st].n_edges; k++) {
            const rbgc_nfa_edge *e = &pattern->states[st].edges[k];
            int d = game->cells[c].next[e->action->edge];
            if (d < 0 || seen[(size_t)e->target * (size_t)cells + (size_t)d])
                continue;
            seen[(size_t)e->target * (size_t)cells + (size_t)d] = true;
            stack[n++] = e->target * cells + d;
        }
    }
    return false;
}

/* Whether the pattern, made of shifts alone, holds exactly at the cells where step w exists. */
static bool means_step_exists(const rbgc_game *game, const rbgc_nfa *pattern, const walk_step *w)
{
    for (int s = 0; s < pattern->n_states; s++)
        for (int k = 0; k < pattern->states[s].n_edges; k++)
            if (!is_shift(&pattern->states[s].edges[k]))
                return false;
    size_t size = (size_t)pattern->n_states * (size_t)game->n_cells;
    bool *seen = malloc(sizeof *seen * size + 1);
    int *stack = malloc(sizeof *stack * size + 1);
    if (seen == NULL || stack == NULL)
        abort();
    bool same = true;
    for (int c = 0; c < game->n_cells && same; c++)
        same = holds_at(game, pattern, c, seen, stack) == (step_from(game, w, c) >= 0);
    free(seen);
    free(stack);
    return same;
}

/* The label of the jump along w, added to the game unless an earlier walk added it. */
static int jump_edge(rbgc_game *game, const walk_step *w)
{
    char *name = rbgc_arena_strdup(game->arena, "(");
    for (int i = 0; i < w->n; i++)
        name = rbgc_arena_printf(game->arena, "%s%s%s", name, i > 0 ? " " : "", game->edges[w->edges[i]]);
    name = rbgc_arena_printf(game->arena, "%s)* {! %s}", name, name + 1);
    for (int e = game->n_edges - game->n_jump_edges; e < game->n_edges; e++)
        if (strcmp(game->edges[e], name) == 0)
            return e;
    int label = game->n_edges;
    const char **edges = RBGC_NEW_ARRAY(game->arena, const char *, label + 1);
    memcpy(edges, game->edges, sizeof *edges * (size_t)label);
    edges[label] = name;
    game->edges = edges;
    for (int c = 0; c < game->n_cells; c++) {
        int *next = RBGC_NEW_ARRAY(game->arena, int, label + 1);
        memcpy(next, game->cells[c].next, sizeof *next * (size_t)label);
        /* the last cell of the walk; a walk longer than the board goes round for ever */
        next[label] = -1;
        for (int at = c, steps = 0; steps <= game->n_cells; steps++) {
            int after = step_from(game, w, at);
            if (after < 0) {
                next[label] = at;
                break;
            }
            at = after;
        }
        game->cells[c].next = next;
    }
    game->n_edges++;
    game->n_jump_edges++;
    return label;
}

/* A walk replaced by its jump: the step, the jump's label and where it leads. */
typedef struct {
    bool replaced;
    walk_step step;
    int label, target;
} walk_done;

static void put_jump(rbgc_game *game, rbgc_nfa_state *st, const walk_step *w, int label, int target)
{
    rbgc_rule *jump = RBGC_NEW(game->arena, rbgc_rule);
    *jump = (rbgc_rule){.kind = RBGC_RULE_SHIFT, .loc = w->first->loc, .edge = label};
    rbgc_nfa_edge *edges = RBGC_NEW_ARRAY(game->arena, rbgc_nfa_edge, 1);
    edges[0] = (rbgc_nfa_edge){.action = jump, .target = target, .pattern = -1};
    st->edges = edges;
    st->n_edges = 1;
}

/* The negated test of state s (two edges) other than edge k, when it means that step w exists. */
static const rbgc_nfa_edge *edge_test(const rbgc_game *game, const rbgc_automata *automata, const rbgc_nfa_state *st,
                                      int k, const walk_step *w)
{
    const rbgc_nfa_edge *test = &st->edges[1 - k];
    if (test->action->kind != RBGC_RULE_PATTERN || !test->action->negated ||
        !means_step_exists(game, &automata->patterns[test->pattern], w))
        return NULL;
    return test;
}

/* Replaces a walk to the edge at state s, a loop back to s, by one jump; false when s is no
 * such walk. */
static bool replace_walk(rbgc_game *game, const rbgc_automata *automata, rbgc_nfa *nfa, int s, walk_done *done)
{
    rbgc_nfa_state *st = &nfa->states[s];
    if (st->n_edges != 2 || st->accepting)
        return false;
    for (int k = 0; k < 2; k++) {
        walk_step w;
        const rbgc_nfa_edge *test = shift_loop(nfa, s, k, &w) ? edge_test(game, automata, st, k, &w) : NULL;
        if (test == NULL)
            continue;
        done[s] = (walk_done){.replaced = true, .step = w, .label = jump_edge(game, &w), .target = test->target};
        put_jump(game, st, &w, done[s].label, done[s].target);
        return true;
    }
    return false;
}

/* The ε-free automaton also starts a walk in the state before its loop, `s: d -> L, {! d} ->
 * T` where L is the walk: that state is the same walk, whose first step leads into the loop.
 * Replaces it by L's jump; false when s is no such state. */
static bool replace_walk_entry(rbgc_game *game, const rbgc_automata *automata, rbgc_nfa *nfa, int s,
                               const walk_done *done)
{
    rbgc_nfa_state *st = &nfa->states[s];
    if (st->n_edges != 2 || st->accepting || done[s].replaced)
        return false;
    for (int k = 0; k < 2; k++) {
        const rbgc_nfa_edge *e = &st->edges[k];
        walk_step w = {.n = 0, .first = e->action};
        while (is_shift(e) && w.n < WALK_MAX_SHIFTS) {
            w.edges[w.n++] = e->action->edge;
            const rbgc_nfa_state *at = &nfa->states[e->target];
            if (done[e->target].replaced || at->n_edges != 1 || at->accepting || at->nodal)
                break;
            e = &at->edges[0];
        }
        const walk_done *loop = &done[e->target];
        if (!is_shift(e) || !loop->replaced || loop->step.n != w.n ||
            memcmp(loop->step.edges, w.edges, sizeof *w.edges * (size_t)w.n) != 0)
            continue;
        const rbgc_nfa_edge *test = edge_test(game, automata, st, k, &w);
        if (test == NULL || test->target != loop->target)
            continue;
        put_jump(game, st, &w, loop->label, loop->target);
        return true;
    }
    return false;
}

static void normalize_nfa(rbgc_game *game, const rbgc_automata *automata, rbgc_nfa *nfa)
{
    walk_done *done = calloc((size_t)nfa->n_states + 1, sizeof *done);
    if (done == NULL)
        abort();
    bool replaced = false;
    for (int s = 0; s < nfa->n_states; s++)
        replaced |= replace_walk(game, automata, nfa, s, done);
    for (int s = 0; replaced && s < nfa->n_states; s++)
        replace_walk_entry(game, automata, nfa, s, done);
    if (replaced)
        rbgc_normalize_drop_unreached(nfa);
    free(done);
}

void rbgc_normalize_edge_walks(rbgc_game *game, rbgc_automata *automata)
{
    normalize_nfa(game, automata, &automata->rules);
    for (int i = 0; i < automata->n_patterns; i++)
        normalize_nfa(game, automata, &automata->patterns[i]);
}
