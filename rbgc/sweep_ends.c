/* How a swept move (emit_sweep.c) ends on its landing cell: the switch, perhaps after offs and
 * assignments of constants, which nothing looks at before the switch and which are therefore
 * recorded unapplied; or, before that, a fork of static pattern tests of the landing cell, each
 * followed by such a chain.  Another author's breakthrough puts the pawn down and tests the far
 * row within the player's move, `[wp] ({? north} + {! north} [$ white = 100] ->> {})`: the
 * landing cell alone decides which ends hold, so a count takes them from one mask per end. */
#include "emit_internal.h"

enum { CHAIN_MAX_STATES = 16 };

/* An off, or an assignment of a constant within its variable's bounds: it always applies. */
static bool always_applies(const rbg_program *p, const rbg_edge *e)
{
    if (e->op == RBG_OP_OFF)
        return true;
    if (e->op != RBG_OP_ASSIGN)
        return false;
    const rbg_expr *x = &p->exprs[e->expr];
    return x->op == RBG_EXPR_CONST && x->value >= 0 && x->value <= p->bounds[e->arg];
}

/* A static test of the landing cell: the cells where it fails leave the end's cells. */
static void add_test(const rbg_program *p, const uint8_t *results, bool negated, rbgc_sweep_end *end)
{
    end->tested = true;
    for (int32_t c = 1; c <= p->n_cells; c++)
        if ((results[c] != 0) == negated)
            end->cells &= ~((uint64_t)1 << (c - 1));
}

/* Follows single modifier edges from `state` into `end` (after what it holds) up to the switch.
 * Returns the state where a fork stops it (several edges), -1 at the switch, -2 when the move
 * goes on otherwise. */
static int32_t follow_chain(const rbgc_emitter *em, int32_t state, rbgc_sweep_end *end)
{
    const rbg_program *p = em->p;
    for (int steps = 0; steps < CHAIN_MAX_STATES; steps++) {
        /* the end of the rules (a state of the rules only) ends no move: only a switch does */
        const rbg_state *st = &p->states[state];
        if (st->check >= 0 || em->an.table_begin[state] != NULL || st->n_edges == 0)
            return -2;
        if (st->n_edges > 1)
            return state;
        const rbg_edge *e = &p->edges[st->first_edge];
        state = e->target;
        if (e->op == RBG_OP_PATTERN && em->an.static_patterns[e->arg] != NULL) {
            add_test(p, em->an.static_patterns[e->arg], e->negated, end);
            continue;
        }
        if (end->n_mods == RBGC_SWEEP_MAX_CHAIN)
            return -2;
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER) {
            end->mods[end->n_mods++] = e->modifier;
            return p->states[e->target].check < 0 ? -1 : -2;
        }
        if (!always_applies(p, e))
            return -2;
        end->mods[end->n_mods++] = e->modifier;
    }
    return -2; /* a cycle of tests, or a chain too long to write out */
}

bool rbgc_sweep_ends(const rbgc_emitter *em, int32_t state, rbgc_sweep_end *ends, int *n)
{
    const rbg_program *p = em->p;
    rbgc_sweep_end common = {.tested = false, .cells = ~(uint64_t)0};
    int32_t fork = follow_chain(em, state, &common);
    *n = 0;
    if (fork == -1) {
        ends[(*n)++] = common;
        return true;
    }
    if (fork < 0 || p->states[fork].n_edges > RBGC_SWEEP_MAX_ENDS)
        return false;
    /* each edge a static test of the landing cell, then a chain of its own to the switch */
    for (int32_t k = 0; k < p->states[fork].n_edges; k++) {
        const rbg_edge *e = &p->edges[p->states[fork].first_edge + k];
        if (e->op != RBG_OP_PATTERN || em->an.static_patterns[e->arg] == NULL)
            return false;
        rbgc_sweep_end end = common;
        add_test(p, em->an.static_patterns[e->arg], e->negated, &end);
        if (follow_chain(em, e->target, &end) != -1)
            return false;
        ends[(*n)++] = end;
    }
    return true;
}

int rbgc_sweep_ends_by_cell(const rbgc_move_sweep *sweep)
{
    int n = 0;
    for (int j = 0; j < sweep->n_steps; j++)
        for (int i = 0; i < sweep->n_ends[j]; i++)
            n += sweep->ends[j][i].tested;
    return n;
}
