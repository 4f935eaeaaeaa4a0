/* The plan of one search function (rbgc_state_plan): how the function of a state explores the
 * state's edges in a flavour of search, and how a pattern is decided.  The printers of
 * emit_search.c write what is chosen here; `rbgc plan` prints it (plan_print.c). */
#include <stdlib.h>
#include <string.h>

#include "emit_internal.h"

/* Where a function of `state` stops following single steps inline (the interpreter's dfs():
 * single shifts, tests and patterns), in flavour f: the state whose edges it branches on, or
 * -1 when the steps come back to a state already followed (the function then calls it). */
int32_t rbgc_plan_chain_end(const rbgc_emitter *em, int32_t state, int f)
{
    const rbg_program *p = em->p;
    bool *in_chain = calloc((size_t)p->n_states, sizeof(bool));
    for (;;) {
        const rbg_state *st = &p->states[state];
        const rbg_edge *e = &p->edges[st->first_edge];
        if (em->an.table_begin[state] != NULL || st->n_edges != 1 || (st->accepting && f == EMIT_P) ||
            (e->op != RBG_OP_SHIFT && e->op != RBG_OP_ON && e->op != RBG_OP_PATTERN))
            break;
        if (in_chain[state]) {
            state = -1;
            break;
        }
        in_chain[state] = true;
        state = e->target;
    }
    free(in_chain);
    return state;
}

/* An any-square table at `state` through `common` (em->any_square). */
static void plan_any_square(const rbgc_emitter *em, int32_t state, int32_t common, int f, rbgc_state_plan *plan)
{
    int32_t set = em->an.only_on_set[common];
    bool occupancy = em->uses_occ && (set >= 0 || em->any_pieces[common] != NULL);
    plan->common = common;
    plan->start_differs = em->any_start_differs[state];
    if (f == EMIT_C && !plan->start_differs && occupancy && rbgc_find_move_sweep(em, common, &plan->sweep))
        plan->kind = RBGC_PLAN_MOVE_SWEEP;
    else if (occupancy && (f == EMIT_C || f == EMIT_S) &&
             rbgc_find_direct(em, state, common, f == EMIT_S, &plan->direct))
        plan->kind = RBGC_PLAN_ANY_DIRECT;
    else if (!occupancy && !plan->start_differs && rbgc_any_static_cells(em, common, NULL))
        plan->kind = RBGC_PLAN_ANY_STATIC;
    else
        plan->kind = occupancy ? RBGC_PLAN_ANY_BITS : RBGC_PLAN_ANY_EVERY;
    /* plan_any_legal.c; a placement's cells have their own bits, and its draws resume after the on-test */
    plan->legal_cells =
        plan->kind == RBGC_PLAN_ANY_BITS && em->any_legal_test[common] >= 0 && em->an.placements[state] == NULL;
}

/* Whether the any-square of several branches at `state` can go by the occupancy bits: no
 * branch has a visited check. */
static bool branches_by_bits(const rbgc_emitter *em, int32_t state)
{
    const int32_t *branches = em->any_branches[state];
    if (branches == NULL)
        return false;
    for (int32_t j = 0; branches[j] >= 0; j++)
        if (rbgc_has_check(em->p, branches[j]))
            return false;
    return true;
}

/* The table at `state` (em->an.table_begin[state] != NULL), in flavour f. */
static void plan_table(const rbgc_emitter *em, int32_t state, int f, rbgc_state_plan *plan)
{
    if (rbgc_find_ray_loop(em, state, &plan->ray)) {
        plan->kind = (f == EMIT_C || f == EMIT_S) && rbgc_counted_ray_record(em, state, &plan->ray, f == EMIT_S) != NULL
                         ? RBGC_PLAN_COUNTED_RAY
                         : RBGC_PLAN_RAY_LOOP;
        return;
    }
    if (em->any_square[state] >= 0) {
        plan_any_square(em, state, em->any_square[state], f, plan);
        return;
    }
    if (branches_by_bits(em, state)) {
        plan->kind = RBGC_PLAN_ANY_BRANCHES;
        return;
    }
    rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
    if (rbgc_plan_table_shape(em, state, entries) > 0) {
        plan->kind = RBGC_PLAN_SHAPED;
        return;
    }
    if (f == EMIT_S && rbgc_count_table_at(em, state) && rbgc_find_count_table(em, state, true, &plan->count_table))
        plan->kind = RBGC_PLAN_COUNT_TABLE;
    else if (rbgc_find_table_bits(em, state, &plan->table_bits))
        plan->kind = RBGC_PLAN_TABLE_BITS;
    else
        plan->kind = RBGC_PLAN_TABLE;
}

void rbgc_plan_state(const rbgc_emitter *em, int32_t state, int f, rbgc_state_plan *plan)
{
    memset(plan, 0, sizeof *plan);
    plan->common = -1;
    if (f == EMIT_P && rbgc_find_flood_walk(em->p, state, &plan->walk)) {
        plan->kind = RBGC_PLAN_FLOOD_WALK;
        plan->at = state;
        return;
    }
    plan->at = rbgc_plan_chain_end(em, state, f);
    if (plan->at < 0)
        plan->kind = RBGC_PLAN_CYCLE;
    else if (em->an.table_begin[plan->at] != NULL)
        plan_table(em, plan->at, f, plan);
    else
        plan->kind = RBGC_PLAN_EDGES;
}

void rbgc_plan_table_at(const rbgc_emitter *em, int32_t state, int f, rbgc_state_plan *plan)
{
    memset(plan, 0, sizeof *plan);
    plan->common = -1;
    plan->at = state;
    plan_table(em, state, f, plan);
}

int32_t rbgc_plan_counted_entry(const rbgc_emitter *em, int f, const rbgc_shape_entry *e)
{
    int32_t t = e->state, set = em->an.only_on_set[t];
    if ((f != EMIT_C && f != EMIT_S) || e->n_shifts == 0 || set < 0 || rbgc_has_check(em->p, t))
        return -1;
    int32_t ray_state = em->an.only_on_target[t];
    rbgc_ray_loop loop;
    if (em->an.table_begin[ray_state] == NULL || rbgc_has_check(em->p, ray_state) ||
        !rbgc_find_ray_loop(em, ray_state, &loop) || rbgc_counted_ray_record(em, ray_state, &loop, f == EMIT_S) == NULL ||
        loop.step.n_shifts != e->n_shifts ||
        memcmp(loop.step.shifts, e->shifts, sizeof(int32_t) * (size_t)e->n_shifts) != 0 ||
        !rbg_analysis_same_on_set(em->p, set, loop.step.on_set))
        return -1;
    return ray_state;
}

rbgc_pattern_asked rbgc_plan_pattern_asked(const rbgc_emitter *em, int32_t state, int32_t k)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    const rbg_edge *e = &p->edges[st->first_edge + k];
    if (e->op != RBG_OP_PATTERN || em->an.static_patterns[e->arg] != NULL)
        return RBGC_ASKED_ALONE;
    bool earlier = false, later = false;
    for (int32_t j = 0; j < st->n_edges; j++) {
        const rbg_edge *f = &p->edges[st->first_edge + j];
        bool same = f->op == RBG_OP_PATTERN && f->arg == e->arg;
        earlier |= same && j < k;
        later |= same && j > k;
    }
    return earlier ? RBGC_ASKED_AGAIN : later ? RBGC_ASKED_FIRST : RBGC_ASKED_ALONE;
}

/* Patterns made of tests and shifts whose only cycles are rays, `((d) {P})*`, and whose only
 * choice of cells is an any-cell loop over one on-test (tic-tac-toe's "a line of three", connect
 * four's "four in a row", chess's "the king is attacked", reversi's "closes a line") are written
 * out as nested conditions on the neighbour arrays, with a loop per ray and per any-cell:
 * shared states are duplicated, as long as the unfolded tree stays small.  No call and no table
 * loop per step. */
enum { PATTERN_TREE_MAX = 256 };

rbgc_pattern_strategy rbgc_plan_pattern(const rbgc_emitter *em, int32_t a, rbgc_flood *flood)
{
    const rbg_program *p = em->p;
    if (em->an.static_patterns[a] != NULL)
        return RBGC_PATTERN_STATIC;
    if (em->an.chains[a] != NULL)
        return RBGC_PATTERN_CHAIN;
    if (rbgc_pattern_by_ways(em, a))
        return RBGC_PATTERN_WAYS;
    bool *on_path = calloc((size_t)p->n_states + 1, sizeof(bool));
    bool tree = rbgc_tree_size(em, p->automata[a].start, on_path, PATTERN_TREE_MAX) > 0;
    free(on_path);
    if (tree)
        return RBGC_PATTERN_TREE;
    return rbgc_find_flood(p, a, flood) ? RBGC_PATTERN_FLOOD : RBGC_PATTERN_SEARCH;
}
