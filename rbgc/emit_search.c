/* The generated search: one C function per automaton state and flavour, the interpreter's
 * depth-first search (runtime/interp.c) specialised to the game.  Each function explores the
 * edges of its state at `cell`; chains of single-edge states are followed inline, shift tables
 * become loops over constant arrays, and the any-square table over a piece test becomes a loop
 * over the occupancy bitsets of those pieces.  The order in which moves are found is the
 * interpreter's, so both backends play the same game for the same seed.
 *
 * This is the driver: it plans the searches (plan_search.c), prints the patterns and every
 * function asked for, each by the printer of its plan (search_writer.h), then the dispatchers,
 * and puts the constant arrays, the prototypes and the bodies together. */
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"
#include "search_writer.h"

static void describe_state(const rbgc_emitter *em, int32_t state, FILE *out)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    fprintf(out, "/* state %d%s%s:", (int)state, st->nodal ? " (a turn starts here)" : "",
            st->accepting ? " (end)" : "");
    for (int32_t k = 0; k < st->n_edges && k < 12; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        fputs(k ? "," : "", out);
        fputc(' ', out);
        rbgc_describe_edge(p, e, out);
        if (e->modifier > 0)
            fprintf(out, "#%d", (int)e->modifier);
        fprintf(out, " -> %d", (int)e->target);
    }
    fputs(st->n_edges > 12 ? ", ... */\n" : " */\n", out);
}

static const char *const flavour_comment[EMIT_FLAVOURS] = {
    "lists moves", "applies the keeper's first move", "decides a pattern", "counts moves or finds the picked one",
    "counts semimoves or finds the picked one"};

/* The single steps from `state` up to `end` (or, for a cycle, up to the state they come back
 * to, which is returned): each step and the visit of the state it reaches. */
static int32_t put_chain(rbgc_search_writer *w, int32_t state, int32_t end)
{
    const rbg_program *p = w->em->p;
    bool *in_chain = calloc((size_t)p->n_states, sizeof(bool));
    while (state != end && !in_chain[state]) {
        in_chain[state] = true;
        const rbg_edge *e = &p->edges[p->states[state].first_edge];
        fputs("    /* ", w->out);
        rbgc_describe_edge(p, e, w->out);
        fprintf(w->out, " -> state %d */\n", (int)e->target);
        rbgc_put_step(w, e, "cell", "    ", "return false;");
        state = e->target;
        if (has_check(w, state)) {
            fputs("    if (!", w->out);
            rbgc_put_visit(w, state, "cell");
            fputs(")\n        return false;\n", w->out);
        }
    }
    free(in_chain);
    return state;
}

/* The interpreter's dfs(), as planned (rbgc_plan_state): the single shifts and tests inline,
 * then the edges or the table of the state they reach. */
static void put_function_body(rbgc_search_writer *w, int32_t state, const rbgc_state_plan *plan)
{
    switch (plan->kind) {
    case RBGC_PLAN_FLOOD_WALK:
        rbgc_emit_flood_walk(w->em, w->out, state, &plan->walk);
        return;
    case RBGC_PLAN_CYCLE:
        fputs("    return ", w->out);
        rbgc_put_call(w, put_chain(w, state, -1), "cell");
        fputs(";\n}\n\n", w->out);
        return;
    case RBGC_PLAN_EDGES:
        put_chain(w, state, plan->at);
        rbgc_put_edges(w, plan->at, "cell", false, "    ");
        break;
    case RBGC_PLAN_COUNTED_RAY:
        put_chain(w, state, plan->at);
        rbgc_put_counted_ray(w, plan->at, &plan->ray);
        break;
    case RBGC_PLAN_RAY_LOOP:
        put_chain(w, state, plan->at);
        rbgc_put_ray_loop(w, plan->at, &plan->ray);
        break;
    default:
        put_chain(w, state, plan->at);
        rbgc_put_table(w, plan, "    ");
        break;
    }
    fputs("    return false;\n}\n\n", w->out);
}

static void put_function(rbgc_search_writer *w, int32_t state, const rbgc_state_plan *plan)
{
    rbgc_aside aside;
    rbgc_aside_begin(&aside, &w->out);
    put_function_body(w, state, plan);
    char *body = rbgc_aside_end(&aside, &w->out);
    describe_state(w->em, state, w->out);
    fprintf(w->out, "/* (%s) */\nstatic bool %s(gsearch *x, int cell)\n{\n    gstate *S = x->s;\n    (void)S;\n%s",
            flavour_comment[w->f], rbgc_search_name(w->f, state).s,
            rbgc_c_mentions(body, "cell") ? "" : "    (void)cell; /* the function starts elsewhere */\n");
    if (w->f == EMIT_C)
        rbgc_put_constant_count(w->em, state, w->out);
    fputs(body, w->out);
    free(body);
}

static void put_dispatch(rbgc_search_writer *w, int f)
{
    const rbg_program *p = w->em->p;
    bool keeper = f == EMIT_K;
    fprintf(w->out, "/* Starts the search at the state's position in the rules. */\nstatic %s search_%s(gsearch *x)\n{\n"
                    "    int cell = x->s->cell;\n    switch (x->s->nfa_state) {\n",
            keeper ? "bool" : "void", keeper ? "keeper" : f == EMIT_C ? "count" : f == EMIT_S ? "semi_count" : "all");
    w->f = f;
    for (int32_t st = 0; st < p->n_states; st++) {
        if (!w->em->wanted[f][st])
            continue;
        fprintf(w->out, "    case %d:\n        %s", (int)st, keeper ? "return " : "(void)(");
        rbgc_put_go(w, st, "cell");
        fputs(keeper ? ";\n" : ");\n        break;\n", w->out);
    }
    fprintf(w->out, "    default:\n        break;\n    }\n%s}\n\n", keeper ? "    return false;\n" : "");
}

void rbgc_emit_search(rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    char *body = NULL, *data = NULL;
    size_t body_size = 0, data_size = 0;
    rbgc_search_writer w = {.em = em, .out = open_memstream(&body, &body_size), .data = open_memstream(&data, &data_size),
                .table_written = calloc((size_t)p->n_states, sizeof(bool)),
                .table_ids = calloc((size_t)p->n_states, sizeof(int32_t[3])),
                .tree = calloc((size_t)p->n_automata + 1, sizeof(bool)),
                .flood = calloc((size_t)p->n_automata + 1, sizeof(bool)),
                .ray_masks = calloc((size_t)p->n_edges + 1, sizeof(bool))};
    rbgc_plan_searches(em);
    rbgc_plan_functions(em);
    rbgc_plan_levels(em);
    for (int32_t a = 1; a < p->n_automata; a++)
        if (em->an.static_patterns[a] == NULL)
            rbgc_put_pattern(&w, a);
    for (int32_t i = 0; i < em->n_functions; i++) {
        w.f = em->functions[i] / p->n_states;
        put_function(&w, em->functions[i] % p->n_states, &em->function_plans[i]);
    }
    put_dispatch(&w, EMIT_A);
    put_dispatch(&w, EMIT_K);
    rbgc_put_direct_placements(&w);
    if (em->counted)
        put_dispatch(&w, EMIT_C);
    if (em->semi_counted)
        put_dispatch(&w, EMIT_S);
    fclose(w.out);
    fclose(w.data);
    fputs("/* ---- shift tables ---- */\n", out);
    fputs(data, out);
    fprintf(out, "\n/* ---- the search ---- */\n#define G_COUNTED %d\n#define G_SEMI_COUNTED %d\n", em->counted ? 1 : 0,
            em->semi_counted ? 1 : 0);
    if (em->semi_counted) {
        fputs("/* per state, whether a semimove search from it is counted (search_semi_count) */\n"
              "static const uint8_t G_SEMI_COUNT_AT[] = {", out);
        for (int32_t st = 0; st < p->n_states; st++)
            fprintf(out, "%s%d", st == 0 ? "" : st % 32 ? ", " : ",\n    ", em->semi_count_at[st] ? 1 : 0);
        fputs("};\n", out);
    }
    for (int32_t a = 1; a < p->n_automata; a++)
        if (em->an.static_patterns[a] == NULL) {
            fprintf(out, "static bool %s(gsearch *x, int cell);\n", rbgc_c_name(RBGC_NAME_PATTERN, a, NULL).s);
            if (w.tree[a])
                fprintf(out, "static inline bool %s(gsearch *x, int c0);\n", rbgc_c_name(RBGC_NAME_PATTERN_TREE, a, NULL).s);
            if (w.flood[a])
                fprintf(out, "static bool %s(gsearch *x, int cell);\n", rbgc_c_name(RBGC_NAME_PATTERN_FLOOD, a, NULL).s);
        }
    for (int f = 0; f < EMIT_FLAVOURS; f++)
        for (int32_t st = 0; st < p->n_states; st++)
            if (em->planned[f][st])
                fprintf(out, "static bool %s(gsearch *x, int cell);\n", rbgc_search_name(f, st).s);
    fputc('\n', out);
    rbgc_put_any_legal_fills(em, out);
    rbgc_c_put_folded(out, body);
    free(body);
    free(data);
    free(w.table_written);
    free(w.table_ids);
    rbgc_array_pool_free(&w.arrays);
    free(w.paths);
    for (int i = 0; i < w.n_leaf_masks; i++)
        free(w.leaf_masks[i]);
    free(w.leaf_masks);
    free(w.ray_masks);
    free(w.path_rays);
    free(w.tree);
    free(w.flood);
}
