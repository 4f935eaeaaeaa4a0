/* `rbgc plan`: what the emitter decided for a game, as text: the game-wide choices, one line
 * per pattern, one line per state with a search function (each flavour's strategy), one line
 * per off recorded without being applied.  The tests assert on these lines rather than on the
 * generated C. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

static const char *const KIND_NAMES[RBGC_PLAN_KINDS] = {
    [RBGC_PLAN_EDGES] = "edges",           [RBGC_PLAN_CYCLE] = "cycle",
    [RBGC_PLAN_FLOOD_WALK] = "flood-walk", [RBGC_PLAN_RAY_LOOP] = "ray-loop",
    [RBGC_PLAN_COUNTED_RAY] = "counted-ray", [RBGC_PLAN_ANY_EVERY] = "any-every",
    [RBGC_PLAN_ANY_STATIC] = "any-static",
    [RBGC_PLAN_ANY_BITS] = "any-bits",     [RBGC_PLAN_ANY_DIRECT] = "any-direct",
    [RBGC_PLAN_MOVE_SWEEP] = "move-sweep", [RBGC_PLAN_ANY_BRANCHES] = "any-branches",
    [RBGC_PLAN_SHAPED] = "shaped",         [RBGC_PLAN_COUNT_TABLE] = "count-table",
    [RBGC_PLAN_TABLE_BITS] = "table-bits", [RBGC_PLAN_TABLE] = "table",
};

static const char *const PATTERN_NAMES[] = {
    [RBGC_PATTERN_STATIC] = "static", [RBGC_PATTERN_CHAIN] = "chain", [RBGC_PATTERN_WAYS] = "ways",
    [RBGC_PATTERN_TREE] = "tree",     [RBGC_PATTERN_FLOOD] = "flood", [RBGC_PATTERN_SEARCH] = "search",
};

/* The flavours by the words of their functions' names (moves_from_12, count_from_12, ...). */
static const char *const FLAVOUR_WORDS[EMIT_FLAVOURS] = {"moves", "keeper", "pattern", "count", "semimoves"};

static const char *yes_no(bool b)
{
    return b ? "yes" : "no";
}

/* `/constant-8`: a count that passes over the same 8 moves at every cell, whatever the board
 * (`/constant-by-cell` when their number depends on the cell). */
static void print_constant_count(const rbgc_emitter *em, int32_t state, FILE *out)
{
    int32_t *counts = rbg_checked_calloc((size_t)em->p->n_cells + 1, sizeof(int32_t));
    bool same;
    if (rbgc_constant_counts(em, state, counts, &same)) {
        if (same)
            fprintf(out, "/constant-%d", (int)counts[1]);
        else
            fputs("/constant-by-cell", out);
    }
    free(counts);
}

/* `moves=any-bits@12+start/5:checked`: the flavour, the strategy, the state explored when the
 * function first follows single steps, the start cell apart, the number of direct tests (or of
 * a counted table's groups), whether an any-square's cells go on through a visited check. */
static void print_flavour(const rbgc_emitter *em, int32_t state, int f, FILE *out)
{
    rbgc_state_plan plan;
    rbgc_plan_state(em, state, f, &plan);
    fprintf(out, " %s=%s", FLAVOUR_WORDS[f], KIND_NAMES[plan.kind]);
    if (plan.at >= 0 && plan.at != state)
        fprintf(out, "@%d", (int)plan.at);
    if (plan.start_differs)
        fputs("+start", out);
    if (plan.kind == RBGC_PLAN_ANY_DIRECT)
        fprintf(out, "/%d", plan.direct.n);
    if (plan.kind == RBGC_PLAN_MOVE_SWEEP) {
        int lands = 0;
        for (int j = 0; j < plan.sweep.n_steps; j++)
            lands += plan.sweep.lands[j] >= 0;
        fprintf(out, "/%d-steps", plan.sweep.n_steps);
        if (lands > 0)
            fprintf(out, "/%d-put-down", lands);
        int by_cell = rbgc_sweep_ends_by_cell(&plan.sweep);
        if (by_cell > 0)
            fprintf(out, "/%d-ends-by-cell", by_cell);
    }
    if (plan.kind == RBGC_PLAN_COUNT_TABLE)
        fprintf(out, "/%d-groups", plan.count_table.n_groups);
    if (plan.kind == RBGC_PLAN_TABLE_BITS && plan.table_bits.filter != NULL)
        fprintf(out, "/%s-pattern-%d", plan.table_bits.filter->negated ? "fails" : "holds", (int)plan.table_bits.filter->arg);
    if (plan.common >= 0 && rbgc_has_check(em->p, plan.common))
        fputs(":checked", out); /* an any-square's cells go on through a visited check */
    if (plan.kind == RBGC_PLAN_SHAPED) {
        rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
        int n = rbgc_plan_table_shape(em, plan.at, entries), counted = 0;
        for (int j = 0; j < n; j++)
            counted += rbgc_plan_counted_entry(em, f, &entries[j]) >= 0;
        if (counted > 0)
            fprintf(out, "/%d-counted-rays", counted);
    }
    if (f == EMIT_C)
        print_constant_count(em, state, out);
}

/* ` (rays 2, leaf-masks 1)`: what a pattern written out as a tree is made of, the counts that
 * are not 0. */
static void print_tree(const rbgc_emitter *em, int32_t a, FILE *out)
{
    rbgc_tree_plan t;
    rbgc_plan_tree(em, a, &t);
    const struct {
        const char *name;
        int n;
    } parts[] = {{"ways", t.ways},
                 {"walked-ways", t.walked_ways},
                 {"any-cells", t.any_cells},
                 {"cell-sets", t.cell_sets},
                 {"cell-masks", t.cell_masks},
                 {"sweeps", t.sweeps},
                 {"sweep-ways", t.sweep_ways},
                 {"rays", t.rays},
                 {"blocker-rays", t.blocker_rays},
                 {"step-blocker-rays", t.step_blocker_rays},
                 {"leaf-masks", t.leaf_masks}};
    const char *sep = " (";
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (parts[i].n > 0) {
            fprintf(out, "%s%s %d", sep, parts[i].name, parts[i].n);
            sep = ", ";
        }
    if (sep[0] == ',')
        fputc(')', out);
}

void rbgc_plan_print(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    fprintf(out, "game: counted moves %s, counted semimoves %s, occupancy bits %s, memoised patterns %s\n",
            yes_no(em->counted), yes_no(em->semi_counted), yes_no(em->uses_occ), yes_no(em->uses_memo));
    for (int32_t a = 1; a < p->n_automata; a++) {
        rbgc_flood flood;
        rbgc_pattern_strategy strategy = rbgc_plan_pattern(em, a, &flood);
        fprintf(out, "pattern %d: %s", (int)a, PATTERN_NAMES[strategy]);
        if (strategy == RBGC_PATTERN_TREE || strategy == RBGC_PATTERN_WAYS)
            print_tree(em, a, out);
        if (strategy >= RBGC_PATTERN_TREE && em->asked_once[a]) /* plan_asked_once.c */
            fputs(", asked once per version: not memoised", out);
        fputc('\n', out);
    }
    for (int32_t st = 0; st < p->n_states; st++) {
        bool any = false;
        for (int f = 0; f < EMIT_FLAVOURS; f++)
            any |= em->planned[f][st];
        if (!any)
            continue;
        fprintf(out, "state %d:", (int)st);
        for (int f = 0; f < EMIT_FLAVOURS; f++)
            if (em->planned[f][st])
                print_flavour(em, st, f, out);
        fputc('\n', out);
    }
    /* the modifiers that open a visited level or a pattern version for what follows them */
    for (int32_t st = 0; st < p->n_states; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            bool modifier = e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN;
            bool level = modifier && rbgc_fresh_level(em, st, e->target);
            bool version = modifier && rbgc_fresh_version(em, e->target);
            if (level || version)
                fprintf(out, "modifier #%d at state %d to state %d:%s%s\n", (int)e->modifier, (int)st, (int)e->target,
                        level ? " fresh visited level" : "", version ? (level ? ", fresh pattern version" : " fresh pattern version") : "");
        }
    /* the patterns two edges of a state ask, decided once */
    for (int32_t st = 0; st < p->n_states; st++) {
        for (int32_t k = 0; k < p->states[st].n_edges; k++)
            if (rbgc_plan_pattern_asked(em, st, k) == RBGC_ASKED_FIRST)
                fprintf(out, "pattern %d asked twice at state %d: decided once\n",
                        (int)p->edges[p->states[st].first_edge + k].arg, (int)st);
    }
    /* the walks to the board's edge taken as one shift (normalize_edge_walks.c) */
    for (int32_t e = rbg_program_board_edges(p); e < p->n_edges; e++)
        fprintf(out, "jump %s: one shift to the walk's last cell\n", p->edge_names[e]);
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        if (pl == NULL)
            continue;
        fprintf(out, "placement at state %d: cells by %s", (int)st, em->uses_occ ? "occupancy bits" : "tests");
        uint64_t has;
        if (pl->filter >= 0)
            fprintf(out, " where pattern %d %s%s", (int)pl->filter, pl->filter_negated ? "fails" : "holds",
                    rbgc_placement_filter_offset(em, pl, &has) != 0 ? " (shifted bits)" : "");
        fprintf(out, "%s", pl->one_ending ? ", the ending's tests on the drawn cell"
                           : pl->lazy_state >= 0 ? ", final tests on the drawn cell" : "");
        bool negated;
        int32_t fill = rbgc_legal_cells_pattern(em, pl, &negated);
        if (fill >= 0) /* emit_legal_cells.c */
            fprintf(out, " (cells where pattern %d %s, all at once as bits)", (int)fill, negated ? "fails" : "holds");
        if (rbgc_plan_placed_directly(em, st)) /* emit_apply.c */
            fputs("; applied directly", out);
        fputc('\n', out);
    }
    /* any-squares whose cells pass their pattern test as bits (plan_any_legal.c) */
    for (int32_t i = 0; i < em->n_functions; i++) {
        const rbgc_state_plan *plan = &em->function_plans[i];
        bool first = plan->legal_cells;
        for (int32_t j = 0; j < i && first; j++)
            first = !em->function_plans[j].legal_cells || em->function_plans[j].at != plan->at;
        if (first) {
            const rbg_edge *test = &p->edges[em->any_legal_test[plan->common]];
            fprintf(out, "any-square at state %d: cells where pattern %d %s, all at once as bits\n", (int)plan->at,
                    (int)test->arg, test->negated ? "fails" : "holds");
        }
    }
    for (int32_t i = 0; em->unseen_off != NULL && i < p->n_edges_total; i++)
        if (em->unseen_off[i])
            fprintf(out, "off [%s] to state %d: recorded, not applied\n", p->piece_names[p->edges[i].arg],
                    (int)p->edges[i].target);
    for (int32_t i = 0; em->off_ending_test != NULL && i < p->n_edges_total; i++)
        if (em->off_ending_test[i] >= 0)
            fprintf(out, "off [%s] to state %d: pattern %d asked before it\n", p->piece_names[p->edges[i].arg],
                    (int)p->edges[i].target, (int)p->edges[em->off_ending_test[i]].arg);
    for (int32_t i = 0; em->off_replaces != NULL && i < p->n_edges_total; i++)
        if (em->off_replaces[i] >= 0)
            fprintf(out, "off [%s] to state %d: replaces %s\n", p->piece_names[p->edges[i].arg],
                    (int)p->edges[i].target, p->piece_names[em->off_replaces[i]]);
}
