/* Planning which search functions the game has: from where each flavour of search starts
 * (rbgc_plan_searches), every function that a planned function calls, in the order the
 * printers write them.  Each step below follows the printer it stands for (write_edges.c,
 * write_tables.c, write_rays.c, write_patterns.c), without writing anything: what a printer
 * calls is what its plan names. */
#include <stdlib.h>

#include "emit_internal.h"

typedef struct {
    rbgc_emitter *em;
    int f; /* the flavour of the function planned */
} planner;

static void want(planner *pl, int32_t state)
{
    pl->em->wanted[pl->f][state] = true;
}

/* rbgc_put_go: nothing where a pattern holds. */
static void go(planner *pl, int32_t state)
{
    const rbgc_emitter *em = pl->em;
    if (em->automaton_of[state] > 0 && em->p->states[state].accepting)
        return;
    want(pl, state);
}

const rbg_edge *rbgc_final_switch(const rbgc_emitter *em, int32_t state)
{
    const rbg_state *st = &em->p->states[state];
    if (st->n_edges != 1 || st->check >= 0 || em->an.table_begin[state] != NULL)
        return NULL;
    const rbg_edge *e = &em->p->edges[st->first_edge];
    return e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER ? e : NULL;
}

/* A modifier's continuation (write_edges.c, put_modifier): a semimove count stops at it, and
 * a modifier followed by its switch alone records both at once. */
static void modifier(planner *pl, const rbg_edge *e)
{
    if (pl->f == EMIT_S || ((pl->f == EMIT_A || pl->f == EMIT_C) && rbgc_final_switch(pl->em, e->target) != NULL))
        return;
    want(pl, e->target);
}

/* rbgc_put_edges. */
static void edges(planner *pl, int32_t state, bool skip_shifts)
{
    const rbg_program *p = pl->em->p;
    const rbg_state *st = &p->states[state];
    if (st->accepting && pl->f == EMIT_P)
        return;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        switch (e->op) {
        case RBG_OP_SHIFT:
            if (!skip_shifts)
                go(pl, e->target);
            break;
        case RBG_OP_ON:
            if (!rbgc_on_set_empty(p, e->arg))
                go(pl, e->target);
            break;
        case RBG_OP_COMPARE:
        case RBG_OP_PATTERN:
            go(pl, e->target);
            break;
        case RBG_OP_NOOP:
            if (pl->f != EMIT_S || e->modifier != 0) /* a dot ends a semimove count */
                go(pl, e->target);
            break;
        case RBG_OP_OFF:
        case RBG_OP_ASSIGN:
            modifier(pl, e);
            break;
        default: /* a switch records or picks */
            break;
        }
    }
}

/* rbgc_put_table_target. */
static void table_target(planner *pl, int32_t t)
{
    const rbgc_emitter *em = pl->em;
    int32_t set = em->an.only_on_set[t];
    if (set < 0)
        edges(pl, t, true);
    else if (!rbgc_on_set_empty(em->p, set))
        go(pl, em->an.only_on_target[t]);
}

/* The any-square of write_tables.c (put_any_square). */
static void any_square(planner *pl, const rbgc_state_plan *plan)
{
    const rbgc_emitter *em = pl->em;
    int32_t common = plan->common;
    if (plan->kind == RBGC_PLAN_MOVE_SWEEP)
        return;
    if (plan->start_differs)
        edges(pl, plan->at, true);
    bool occupancy = plan->kind != RBGC_PLAN_ANY_EVERY && plan->kind != RBGC_PLAN_ANY_STATIC;
    if (occupancy && em->an.only_on_set[common] >= 0) {
        bool once;
        int32_t next = rbgc_any_bits_next(em, plan, &once);
        if (once)
            want(pl, next);
        else
            go(pl, next);
    } else {
        edges(pl, common, true);
    }
}

/* The table at plan->at, as write_tables.c and write_rays.c print it. */
static void table(planner *pl, const rbgc_state_plan *plan)
{
    const rbgc_emitter *em = pl->em;
    const rbg_program *p = em->p;
    int32_t state = plan->at;
    switch (plan->kind) {
    case RBGC_PLAN_COUNTED_RAY:
        return;
    case RBGC_PLAN_RAY_LOOP:
        for (int i = 0; i < plan->ray.n_exits; i++) {
            const rbgc_ray_exit *x = &plan->ray.exits[i];
            if (!x->at_next && x->state == state)
                edges(pl, state, true);
            else
                table_target(pl, x->state);
        }
        return;
    case RBGC_PLAN_ANY_EVERY:
    case RBGC_PLAN_ANY_STATIC:
    case RBGC_PLAN_ANY_BITS:
    case RBGC_PLAN_ANY_DIRECT:
    case RBGC_PLAN_MOVE_SWEEP:
        any_square(pl, plan);
        return;
    case RBGC_PLAN_ANY_BRANCHES:
        edges(pl, state, true);
        for (const int32_t *b = em->any_branches[state]; *b >= 0; b++)
            edges(pl, *b, true);
        return;
    case RBGC_PLAN_SHAPED: {
        rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
        int n = rbgc_plan_table_shape(em, state, entries);
        for (int j = 0; j < n; j++) {
            int32_t ray_state = rbgc_plan_counted_entry(em, pl->f, &entries[j]);
            if (entries[j].n_shifts == 0) {
                if (rbg_analysis_has_other_edges(p, state))
                    edges(pl, state, true);
            } else if (ray_state >= 0) {
                want(pl, ray_state);
            } else {
                table_target(pl, entries[j].state);
            }
        }
        return;
    }
    case RBGC_PLAN_TABLE_BITS:
        go(pl, plan->table_bits.next);
        return;
    default: /* a loop over the table's arrays: the start pair, then every other target */
        edges(pl, state, true);
        const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
        for (int32_t c = 0; c <= p->n_cells; c++)
            for (int32_t i = begin[c]; i < begin[c + 1]; i += 2)
                if (pairs[i] != state || pairs[i + 1] != c)
                    table_target(pl, pairs[i]);
        return;
    }
}

/* The calls of the function of `state` (emit_search.c, put_function_body), as planned. */
static void function(planner *pl, int32_t state, const rbgc_state_plan *plan)
{
    const rbgc_emitter *em = pl->em;
    if (plan->kind == RBGC_PLAN_FLOOD_WALK)
        return;
    if (plan->kind == RBGC_PLAN_CYCLE) { /* the chain calls the state it comes back to */
        const rbg_program *p = em->p;
        bool *in_chain = calloc((size_t)p->n_states, sizeof(bool));
        while (!in_chain[state]) {
            in_chain[state] = true;
            state = p->edges[p->states[state].first_edge].target;
        }
        free(in_chain);
        want(pl, state);
        return;
    }
    if (plan->kind == RBGC_PLAN_EDGES)
        edges(pl, plan->at, false);
    else
        table(pl, plan);
}

void rbgc_plan_functions(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    planner pl = {.em = em, .f = EMIT_P};
    /* patterns decided by the search start it at their start state */
    for (int32_t a = 1; a < p->n_automata; a++) {
        rbgc_flood flood;
        if (em->an.static_patterns[a] == NULL && rbgc_plan_pattern(em, a, &flood) == RBGC_PATTERN_SEARCH)
            go(&pl, p->automata[a].start);
    }
    em->n_functions = 0;
    size_t most = (size_t)EMIT_FLAVOURS * ((size_t)p->n_states + 1);
    em->functions = malloc(sizeof(int32_t) * most);
    em->function_plans = malloc(sizeof(rbgc_state_plan) * most);
    if (em->functions == NULL || em->function_plans == NULL)
        abort();
    for (bool progress = true; progress;) {
        progress = false;
        for (int f = 0; f < EMIT_FLAVOURS; f++)
            for (int32_t st = 0; st < p->n_states; st++)
                if (em->wanted[f][st] && !em->planned[f][st]) {
                    em->planned[f][st] = true;
                    rbgc_state_plan *plan = &em->function_plans[em->n_functions];
                    em->functions[em->n_functions++] = f * p->n_states + st;
                    rbgc_plan_state(em, st, f, plan);
                    pl.f = f;
                    function(&pl, st, plan);
                    progress = true;
                }
    }
    /* The semimove count starts only where it pays; the functions it calls are planned. */
    for (int32_t st = 0; st < p->n_states; st++)
        em->wanted[EMIT_S][st] = em->semi_count_at[st];
}
