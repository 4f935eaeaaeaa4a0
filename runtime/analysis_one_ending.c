/* Tests that always let exactly one ending through (analysis.h, rbg_analysis_one_ending).
 *
 * Another author's gomoku puts the stone and then chooses its ending by tests:
 * `{? five} [$ me = 100] ->> + {! five} {! anyEmpty} [$ me = 50] ->> + {! five} {? anyEmpty} ->opp`.
 * Whatever the board, exactly one of these branches passes, so every cell is exactly one move:
 * a placement turn (analysis.c) can count the cells by their bits and run the tests on the
 * drawn cell alone, as it does for final tests before one switch.  Each distinct test is taken
 * as a free truth value (`{? P}` and `{! P}` as one value and its negation), and every
 * combination must let exactly one path through: tests that are in fact related only make
 * fewer combinations possible, so the answer stays right. */
#include "analysis.h"

#include "checked_alloc.h"

#include <stdlib.h>

/* Bounds that keep the check small: states of the tests and endings, distinct tests. */
enum { ONE_MAX_STATES = 64, ONE_MAX_TESTS = 12 };

typedef struct {
    const rbg_program *p;
    int32_t states[ONE_MAX_STATES]; /* the states of the tests and endings, by region index */
    int32_t n_states;
    int32_t *index_of;              /* [n_states of the program]: region index + 1, or 0 */
    /* distinct tests: (op, arg) pairs */
    uint8_t test_op[ONE_MAX_TESTS];
    int32_t test_arg[ONE_MAX_TESTS];
    int32_t n_tests;
    uint8_t colour[ONE_MAX_STATES]; /* depth-first search: 0 new, 1 open, 2 done */
    uint8_t modified[ONE_MAX_STATES]; /* first reached after a modifier */
} one_ending;

static bool is_test(const rbg_edge *e)
{
    return e->op == RBG_OP_PATTERN || e->op == RBG_OP_ON || e->op == RBG_OP_COMPARE;
}

/* A modifier that cannot fail: an off, or a constant assignment within the variable's bounds
 * (another value would end the path, a move fewer). */
static bool is_sure_modifier(const rbg_program *p, const rbg_edge *e)
{
    if (e->op == RBG_OP_OFF)
        return true;
    if (e->op != RBG_OP_ASSIGN || p->exprs[e->expr].op != RBG_EXPR_CONST)
        return false;
    int64_t value = p->exprs[e->expr].value;
    return value >= 0 && value <= p->bounds[e->arg];
}

/* What tells tests apart: the pattern or piece set; compares stand for themselves (each edge
 * its own value). */
static int32_t test_arg(const one_ending *o, const rbg_edge *e)
{
    return e->op == RBG_OP_COMPARE ? (int32_t)(e - o->p->edges) : e->arg;
}

/* The test's value number, or -1. */
static int32_t test_number(const one_ending *o, const rbg_edge *e)
{
    for (int32_t i = 0; i < o->n_tests; i++)
        if (o->test_op[i] == e->op && o->test_arg[i] == test_arg(o, e))
            return i;
    return -1;
}

/* Gives the test a value number unless it has one: false when there are too many. */
static bool add_test(one_ending *o, const rbg_edge *e)
{
    if (test_number(o, e) >= 0)
        return true;
    if (o->n_tests == ONE_MAX_TESTS)
        return false;
    o->test_op[o->n_tests] = e->op;
    o->test_arg[o->n_tests++] = test_arg(o, e);
    return true;
}

/* Collects the states from `state` up to the switches (false when the shape is other: a cycle,
 * an edge neither a test, a sure modifier nor a switch, a test after a modifier, where the
 * board or the variables it reads may have changed, too many states or tests). */
static bool collect(one_ending *o, int32_t state, bool modified)
{
    if (o->index_of[state] != 0) {
        /* back to an open state: a cycle; after a modifier to tests seen before it: a changed board */
        int32_t i = o->index_of[state] - 1;
        return o->colour[i] == 2 && (o->modified[i] || !modified);
    }
    if (o->n_states == ONE_MAX_STATES)
        return false;
    int32_t i = o->n_states++;
    o->states[i] = state;
    o->index_of[state] = i + 1;
    o->colour[i] = 1;
    o->modified[i] = modified;
    const rbg_state *st = &o->p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &o->p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER)
            continue;
        bool test = is_test(e);
        if (test ? modified || !add_test(o, e) : !is_sure_modifier(o->p, e))
            return false;
        if (!collect(o, e->target, modified || !test))
            return false;
    }
    o->colour[i] = 2;
    return true;
}

/* The endings reached from region state i that the tests' values let through (capped at 2).
 * The states of the tests are the rules' (placements are), where accepting changes nothing:
 * only patterns end there. */
static int32_t paths(const one_ending *o, int32_t i, uint32_t values, int8_t *memo)
{
    if (memo[i] >= 0)
        return memo[i];
    int32_t n = 0;
    const rbg_state *st = &o->p->states[o->states[i]];
    for (int32_t k = 0; k < st->n_edges && n < 2; k++) {
        const rbg_edge *e = &o->p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER) {
            n++;
            continue;
        }
        if (is_test(e)) {
            int32_t t = test_number(o, e);
            if ((values >> t & 1) == (e->op == RBG_OP_PATTERN && e->negated))
                continue; /* the test fails */
        }
        n += paths(o, o->index_of[e->target] - 1, values, memo);
    }
    memo[i] = (int8_t)(n < 2 ? n : 2);
    return memo[i];
}

bool rbg_analysis_one_ending(const rbg_program *p, int32_t state)
{
    one_ending o = {.p = p};
    o.index_of = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
    bool ok = collect(&o, state, false) && o.n_tests > 0; /* a plain ending needs no tests */
    for (uint32_t values = 0; ok && values < (uint32_t)1 << o.n_tests; values++) {
        int8_t memo[ONE_MAX_STATES];
        for (int32_t i = 0; i < o.n_states; i++)
            memo[i] = -1;
        ok = paths(&o, 0, values, memo) == 1;
    }
    free(o.index_of);
    return ok;
}
