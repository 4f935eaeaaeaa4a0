/* Direct moves of an any-square loop: cells whose piece alone decides that they end one move.
 *
 * Go's turn is `anyCell {empty, eye} ({empty} + {eye} {? legal}) ->>`: every cell holding
 * `empty` ends exactly one move, with nothing to check, so a counting search can count those
 * cells by their occupancy bits instead of walking them (emit_search.c, put_any_square).  The
 * move's switch has a visited check, because two ways lead to it; the count skips that check on
 * the direct cells, which is right only when no other way can reach the switch's pair at such a
 * cell.  This file decides when that holds. */
#include <stdlib.h>

#include "emit_internal.h"
#include "reach.h"

/* Whether on-sets a and b share a piece. */
static bool sets_meet(const rbg_program *p, int32_t a, int32_t b)
{
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        if (rbgc_on_set_has(p, a, piece) && rbgc_on_set_has(p, b, piece))
            return true;
    return false;
}

static bool is_test(const rbg_edge *e)
{
    return e->op == RBG_OP_ON || e->op == RBG_OP_COMPARE || e->op == RBG_OP_PATTERN;
}

static bool is_shift(const rbg_edge *e)
{
    return e->op == RBG_OP_SHIFT;
}

/* Whether the pair (switch target, cell) can be reached only through tests at that same cell
 * from the shift run of `state`: the states the run's tests lead to are entered only through
 * tests from the run or from one another, and the switch's target only by switches from them. */
static bool reached_only_here(const rbg_program *p, int32_t state, int32_t target)
{
    bool *run = calloc((size_t)p->n_states + 1, sizeof(bool));
    bool *tests = calloc((size_t)p->n_states + 1, sizeof(bool));
    rbgc_mark_reached(p, state, is_shift, run);
    for (int32_t r = 0; r < p->n_states; r++)
        for (int32_t k = 0; run[r] && k < p->states[r].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[r].first_edge + k];
            if (is_test(e))
                rbgc_mark_reached(p, e->target, is_test, tests);
        }
    bool only = !tests[target];
    for (int32_t from = 0; from < p->n_states && only; from++)
        for (int32_t k = 0; k < p->states[from].n_edges && only; k++) {
            const rbg_edge *e = &p->edges[p->states[from].first_edge + k];
            if (tests[e->target])
                only = (run[from] || tests[from]) && is_test(e);
            else if (e->target == target)
                only = tests[from] && rbgc_ends_move(e, true);
        }
    free(run);
    free(tests);
    return only;
}

/* The on-edge of `from` that follows to `target`, or NULL. */
static const rbg_edge *on_edge_to(const rbg_program *p, int32_t from, int32_t target)
{
    const rbg_state *st = &p->states[from];
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_ON && e->target == target)
            return e;
    }
    return NULL;
}

const rbg_edge *rbgc_only_edge(const rbgc_emitter *em, int32_t state)
{
    const rbg_state *st = &em->p->states[state];
    if (st->n_edges != 1 || st->accepting || st->check >= 0 || em->an.table_begin[state] != NULL)
        return NULL;
    return &em->p->edges[st->first_edge];
}

/* Whether state t, entered by an on-test, has nothing but one edge ending the move (or the
 * semimove) right there: that edge, or NULL. */
static const rbg_edge *direct_end(const rbgc_emitter *em, int32_t t, bool semi)
{
    const rbg_edge *r = rbgc_only_edge(em, t);
    return r != NULL && rbgc_ends_move(r, semi) ? r : NULL;
}

/* Adds (test, record) to `d` unless the record's switch has a visited check that other ways
 * than this loop's tests could meet. */
static void add_direct(const rbg_program *p, int32_t state, const rbg_edge *test, const rbg_edge *record,
                       rbgc_direct *d)
{
    if (d->n == RBGC_DIRECT_MAX || (p->states[record->target].check >= 0 && !reached_only_here(p, state, record->target)))
        return;
    d->tests[d->n] = test;
    d->records[d->n++] = record;
}

bool rbgc_find_direct(const rbgc_emitter *em, int32_t state, int32_t common, bool semi, rbgc_direct *direct)
{
    const rbg_program *p = em->p;
    direct->n = 0;
    if (p->states[common].check >= 0 || !em->uses_occ)
        return false;
    /* The state whose on-tests sort the cells: `common`, or the one after its only test. */
    int32_t x = common;
    if (em->an.only_on_set[common] >= 0) {
        x = em->an.only_on_target[common];
        /* Nothing after the one test: every cell passing it ends a move at once (connect6's
         * second stone, `anyCell {e} ->>`). */
        const rbg_edge *record = direct_end(em, x, semi);
        if (record != NULL) {
            add_direct(p, state, on_edge_to(p, common, x), record, direct);
            return direct->n > 0;
        }
    }
    /* Several tests sort the cells (go's `{empty}` and `{eye}` after `{empty, eye}`, chess's one
     * test per kind of piece): the cells of those that end a move at once are direct, if no
     * other test takes their pieces. */
    const rbg_state *xs = &p->states[x];
    if (xs->accepting || xs->check >= 0)
        return false;
    for (int32_t k = 0; k < xs->n_edges; k++) {
        const rbg_edge *e = &p->edges[xs->first_edge + k];
        if (e->op == RBG_OP_SHIFT && x == common) /* the any-square's own run */
            continue;
        if (e->op != RBG_OP_ON)
            return false;
    }
    for (int32_t k = 0; k < xs->n_edges; k++) {
        const rbg_edge *e = &p->edges[xs->first_edge + k];
        const rbg_edge *record = e->op == RBG_OP_ON ? direct_end(em, e->target, semi) : NULL;
        bool alone = record != NULL;
        for (int32_t j = 0; j < xs->n_edges && alone; j++) {
            const rbg_edge *other = &p->edges[xs->first_edge + j];
            alone = j == k || other->op != RBG_OP_ON || !sets_meet(p, other->arg, e->arg);
        }
        if (alone)
            add_direct(p, state, e, record, direct);
    }
    return direct->n > 0;
}

bool rbgc_any_square_visits_once(const rbgc_emitter *em, int32_t state, int32_t common)
{
    const rbg_program *p = em->p;
    int32_t target = em->an.only_on_set[common] >= 0 ? em->an.only_on_target[common] : -1;
    if (target < 0 || em->automaton_of[state] != 0 || em->any_start_differs[state])
        return false;
    bool *run = calloc((size_t)p->n_states + 1, sizeof(bool));
    rbgc_mark_reached(p, state, is_shift, run);
    bool once = !run[target] && run[common];
    for (int32_t from = 0; from < p->n_states && once; from++)
        for (int32_t k = 0; k < p->states[from].n_edges && once; k++) {
            const rbg_edge *e = &p->edges[p->states[from].first_edge + k];
            if (e->target == target)
                once = run[from] && e->op == RBG_OP_ON; /* the run's states share their tests */
            else if (run[e->target] && !run[from])
                once = rbgc_is_modifier(e);
        }
    free(run);
    return once;
}
