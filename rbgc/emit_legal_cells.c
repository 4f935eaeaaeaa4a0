/* The legal cells of a placement turn whose final test is one pattern of the drawn cell, all at
 * once, by bit operations over the occupancy words.
 *
 * Reversi puts the disc and then asks `{? closesSomeLine}`; a playout drew an empty cell, tried
 * it (put the disc, asked the pattern, undid it on failure) and drew again.  Where the pattern
 * is only shifts and on-tests on a board of one word, and each shift adds the same offset to
 * every cell that has it, the set of start cells from which it reaches its end is a least
 * fixpoint over its states: an accepting state holds at every cell; a shift holds where the
 * shifted cell's state holds (that state's bits moved by the offset, under the mask of the
 * cells that have the shift); an on-test holds where the test's pieces stand and the next state
 * holds.  The states are solved in the order of their strongly connected components, a cyclic
 * component by repeating its equations until they stop changing: a line of enemy discs closed
 * by one's own, `d {theirs} (d {theirs})* d {mine}`, is a fill along d as bitboard Othello
 * programs compute legal moves, however it is spelled.  The set is computed before the move;
 * it is the pattern's answer after the move as long as no on-test of the pattern looks at the
 * start cell (the only cell the move changes), which the compiler checks by the offsets a path
 * adds up to.  The playout then replays the same draws with "is the cell in the set" in place
 * of a try (hot_loops.h), so the moves drawn do not change. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

/* Whether every edge of automaton `a` is a shift with one offset, an on-test or a no-op, and,
 * unless `start_tests`, no on-test is reached at the start cell: a BFS over (state, offset from
 * the start). */
bool rbgc_pattern_fills_as_bits(const rbg_program *p, int32_t a, bool start_tests)
{
    const rbg_automaton *au = &p->automata[a];
    int32_t n = p->n_cells, span = 2 * n - 1;
    for (int32_t s = au->first_state; s < au->first_state + au->n_states; s++)
        for (int32_t k = 0; k < p->states[s].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
            uint64_t has;
            if (e->op == RBG_OP_SHIFT ? rbgc_uniform_shift_offset(p, e->arg, &has) == 0 && has != 0
                                      : e->op != RBG_OP_ON && e->op != RBG_OP_NOOP)
                return false;
        }
    /* seen[(s - first_state) * span + offset + n - 1] */
    bool *seen = rbg_checked_calloc((size_t)au->n_states * (size_t)span, sizeof(bool));
    int32_t *queue = rbg_checked_calloc((size_t)au->n_states * (size_t)span, sizeof(int32_t));
    int32_t head = 0, tail = 0;
    bool ok = true;
    seen[(au->start - au->first_state) * span + n - 1] = true;
    queue[tail++] = (au->start - au->first_state) * span + n - 1;
    while (ok && head < tail) {
        int32_t s = queue[head] / span + au->first_state, offset = queue[head] % span - (n - 1);
        head++;
        for (int32_t k = 0; k < p->states[s].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
            int32_t next = offset;
            uint64_t has;
            if (e->op == RBG_OP_ON && offset == 0 && !start_tests)
                ok = false;
            if (e->op == RBG_OP_SHIFT) {
                int32_t step = rbgc_uniform_shift_offset(p, e->arg, &has);
                next += step;
                if (has == 0 || next <= -n || next >= n)
                    continue;
            }
            int32_t key = (e->target - au->first_state) * span + next + n - 1;
            if (!seen[key]) {
                seen[key] = true;
                queue[tail++] = key;
            }
        }
    }
    free(seen);
    free(queue);
    return ok;
}

int32_t rbgc_legal_cells_pattern(const rbgc_emitter *em, const rbg_placement *pl, bool *negated)
{
    const rbg_program *p = em->p;
    if (pl->lazy_state < 0 || pl->one_ending || pl->filter >= 0 || !em->uses_occ || pl->words != 1 ||
        p->n_cells > 64)
        return -1;
    const rbg_state *st = &p->states[pl->lazy_state];
    if (st->n_edges != 1 || st->accepting)
        return -1;
    const rbg_edge *test = &p->edges[st->first_edge];
    if (test->op != RBG_OP_PATTERN)
        return -1;
    const rbg_state *after = &p->states[test->target];
    if (after->n_edges != 1 || after->accepting ||
        p->edges[after->first_edge].modifier != pl->modifiers[pl->n_modifiers - 1])
        return -1;
    *negated = test->negated;
    return rbgc_pattern_fills_as_bits(p, test->arg, false) ? test->arg : -1;
}

/* Tarjan's strongly connected components of automaton `a`, each written out as it completes
 * (a component after every one it leads to). */
typedef struct {
    const rbg_program *p;
    FILE *out;
    int32_t first, n_states, counter, depth;
    int32_t *index, *low, *stack;
    bool *on_stack;
    uint64_t all;
} fill_writer;

static bool in_component(const fill_writer *w, int32_t bottom, int32_t s)
{
    for (int32_t i = bottom; i < w->depth; i++)
        if (w->stack[i] == s)
            return true;
    return false;
}

/* The cells of shift `edge` from `x` (a C expression): `x` moved by the offset, under the cells
 * that have the shift. */
static void put_shifted(fill_writer *w, const char *x, int32_t edge)
{
    uint64_t has;
    int32_t offset = rbgc_uniform_shift_offset(w->p, edge, &has);
    fprintf(w->out, "((%s %s %d) & UINT64_C(0x%" PRIx64 "))", x, offset > 0 ? ">>" : "<<",
            (int)(offset > 0 ? offset : -offset), has);
}

/* T(y) of edge e, one step of an equation: y's cells moved by a shift, or kept where an on-test
 * passes. */
static void put_step(fill_writer *w, const rbg_edge *e, const char *y)
{
    if (e->op == RBG_OP_SHIFT) {
        put_shifted(w, y, e->arg);
    } else if (e->op == RBG_OP_ON) {
        fputs("(", w->out);
        rbgc_emit_occupancy_set_word(w->out, w->p, e->arg, "0");
        fprintf(w->out, " & %s)", y);
    } else {
        fputs(y, w->out);
    }
}

/* State s's equation, its edges into the component from `bottom` left out when `outside`. */
static void put_terms(fill_writer *w, int32_t s, int32_t bottom, bool outside)
{
    const rbg_program *p = w->p;
    fprintf(w->out, "UINT64_C(0x%" PRIx64 ")", p->states[s].accepting ? w->all : 0);
    for (int32_t k = 0; k < p->states[s].n_edges; k++) {
        const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
        if (outside && in_component(w, bottom, e->target))
            continue;
        uint64_t has = 1;
        if (e->op == RBG_OP_SHIFT)
            rbgc_uniform_shift_offset(p, e->arg, &has);
        if (has == 0)
            continue; /* a shift that leads nowhere adds no cell */
        char t[16];
        snprintf(t, sizeof t, "x%d", (int)(e->target - w->first));
        fputs(" | ", w->out);
        put_step(w, e, t);
    }
}

static void put_state_bits(fill_writer *w, int32_t s, const char *indent)
{
    fprintf(w->out, "%sx%d = ", indent, (int)(s - w->first));
    put_terms(w, s, 0, false);
    fputs(";\n", w->out);
}

/* The one edge of `s` into the component, or NULL when it has several. */
static const rbg_edge *inner_edge(const fill_writer *w, int32_t s, int32_t bottom)
{
    const rbg_edge *inner = NULL;
    for (int32_t k = 0; k < w->p->states[s].n_edges; k++) {
        const rbg_edge *e = &w->p->edges[w->p->states[s].first_edge + k];
        if (in_component(w, bottom, e->target)) {
            if (inner != NULL)
                return NULL;
            inner = e;
        }
    }
    return inner;
}

/* Whether an edge from outside the component from `bottom` leads to `s`. */
static bool read_outside(const fill_writer *w, int32_t bottom, int32_t s)
{
    const rbg_program *p = w->p;
    for (int32_t r = w->first; r < w->first + w->n_states; r++)
        for (int32_t k = 0; !in_component(w, bottom, r) && k < p->states[r].n_edges; k++)
            if (p->edges[p->states[r].first_edge + k].target == s)
                return true;
    return false;
}

/* A component that is one cycle of shifts and tests moving the cell by a constant offset O in
 * all, `((up left) {P})*`: at its first state x = G | Q & moved(x, O), with G what leads out of
 * the cycle taken round it and Q the cells from which one round passes, solved by doubling
 * (rounds of 1, 2, 4... at once) as far as the most rounds a path can make, where repeating the
 * equations would take a turn per round.  False when the component has another shape. */
static bool put_doubling(fill_writer *w, int32_t bottom)
{
    const rbg_program *p = w->p;
    int32_t m = w->depth - bottom, offset = 0;
    int32_t *cycle = rbg_checked_calloc((size_t)m + 1, sizeof(int32_t));
    const rbg_edge **edge = rbg_checked_calloc((size_t)m + 1, sizeof(rbg_edge *));
    cycle[0] = w->stack[bottom];
    bool ok = true;
    for (int32_t i = 0; ok && i < m; i++) {
        edge[i] = inner_edge(w, cycle[i], bottom);
        uint64_t has;
        ok = edge[i] != NULL && (i + 1 < m) == (edge[i]->target != cycle[0]) &&
             (edge[i]->op != RBG_OP_SHIFT || rbgc_uniform_shift_offset(p, edge[i]->arg, &has) != 0);
        if (ok && edge[i]->op == RBG_OP_SHIFT)
            offset += rbgc_uniform_shift_offset(p, edge[i]->arg, &has);
        cycle[i + 1] = ok ? edge[i]->target : -1;
    }
    if (!ok || offset == 0) {
        free(cycle);
        free(edge);
        return false;
    }
    int32_t rounds = 0; /* the most rounds from any cell */
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t n = 0;
        for (int32_t d = c; d != 0 && n < p->n_cells; n++)
            for (int32_t i = 0; d != 0 && i < m; i++)
                if (edge[i]->op == RBG_OP_SHIFT)
                    d = p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)edge[i]->arg];
        rounds = n - 1 > rounds ? n - 1 : rounds;
    }
    fputs("    { /* a loop of the pattern, one offset round: filled by doubling */\n", w->out);
    for (int32_t i = 0; i < m; i++) {
        fprintf(w->out, "        uint64_t out%d_ = ", (int)i);
        put_terms(w, cycle[i], bottom, true);
        fputs(";\n", w->out);
    }
    fprintf(w->out, "        uint64_t g_ = out%d_, q_ = UINT64_C(0x%" PRIx64 ");\n", (int)(m - 1), w->all);
    for (int32_t i = m - 1; i >= 0; i--) {
        if (i < m - 1) {
            fprintf(w->out, "        g_ = out%d_ | ", (int)i);
            put_step(w, edge[i], "g_");
            fputs(";\n", w->out);
        }
        fputs("        q_ = ", w->out);
        put_step(w, edge[i], "q_");
        fputs(";\n", w->out);
    }
    for (int32_t round = 1; round - 1 < rounds; round *= 2) {
        fprintf(w->out, "        g_ |= q_ & (g_ %s %d);\n", offset > 0 ? ">>" : "<<",
                (int)(round * (offset > 0 ? offset : -offset)));
        if (2 * round - 1 < rounds)
            fprintf(w->out, "        q_ &= q_ %s %d;\n", offset > 0 ? ">>" : "<<",
                    (int)(round * (offset > 0 ? offset : -offset)));
    }
    fprintf(w->out, "        x%d = g_;\n", (int)(cycle[0] - w->first));
    for (int32_t i = m - 1; i >= 1; i--) {
        fprintf(w->out, "        x%d = out%d_ | ", (int)(cycle[i] - w->first), (int)i);
        char y[16];
        snprintf(y, sizeof y, "x%d", (int)(cycle[(i + 1) % m] - w->first));
        put_step(w, edge[i], y);
        fprintf(w->out, ";%s\n", read_outside(w, bottom, cycle[i]) ? "" : " /* not asked after the loop */");
        if (!read_outside(w, bottom, cycle[i]))
            fprintf(w->out, "        (void)x%d;\n", (int)(cycle[i] - w->first));
    }
    fputs("    }\n", w->out);
    free(cycle);
    free(edge);
    return true;
}

static void put_component(fill_writer *w, int32_t root)
{
    const rbg_program *p = w->p;
    int32_t bottom = w->depth;
    while (w->stack[bottom - 1] != root)
        bottom--;
    bottom--;
    bool cyclic = w->depth - bottom > 1;
    for (int32_t k = 0; k < p->states[root].n_edges; k++)
        cyclic |= p->edges[p->states[root].first_edge + k].target == root;
    if (!cyclic) {
        put_state_bits(w, root, "    ");
    } else if (!put_doubling(w, bottom)) {
        fputs("    for (;;) { /* a loop of the pattern: until its cells stop growing */\n", w->out);
        for (int32_t i = bottom; i < w->depth; i++)
            fprintf(w->out, "        uint64_t before%d = x%d;\n", (int)(i - bottom), (int)(w->stack[i] - w->first));
        for (int32_t i = bottom; i < w->depth; i++)
            put_state_bits(w, w->stack[i], "        ");
        fputs("        if (", w->out);
        for (int32_t i = bottom; i < w->depth; i++)
            fprintf(w->out, "%sx%d == before%d", i > bottom ? " && " : "", (int)(w->stack[i] - w->first),
                    (int)(i - bottom));
        fputs(")\n            break;\n    }\n", w->out);
    }
    for (int32_t i = bottom; i < w->depth; i++)
        w->on_stack[w->stack[i] - w->first] = false;
    w->depth = bottom;
}

static void visit(fill_writer *w, int32_t s)
{
    const rbg_program *p = w->p;
    int32_t l = s - w->first;
    w->index[l] = w->low[l] = ++w->counter;
    w->stack[w->depth++] = s;
    w->on_stack[l] = true;
    for (int32_t k = 0; k < p->states[s].n_edges; k++) {
        int32_t t = p->edges[p->states[s].first_edge + k].target, lt = t - w->first;
        if (w->index[lt] == 0) {
            visit(w, t);
            if (w->low[lt] < w->low[l])
                w->low[l] = w->low[lt];
        } else if (w->on_stack[lt] && w->index[lt] < w->low[l]) {
            w->low[l] = w->index[lt];
        }
    }
    if (w->low[l] == w->index[l])
        put_component(w, s);
}

void rbgc_put_legal_cells_fill(const rbg_program *p, int32_t a, FILE *out)
{
    const rbg_automaton *au = &p->automata[a];
    size_t n = (size_t)au->n_states;
    fill_writer w = {.p = p, .first = au->first_state, .n_states = au->n_states,
                     .all = p->n_cells == 64 ? ~UINT64_C(0) : (UINT64_C(1) << p->n_cells) - 1};
    w.index = rbg_checked_calloc(n, sizeof(int32_t));
    w.low = rbg_checked_calloc(n, sizeof(int32_t));
    w.stack = rbg_checked_calloc(n, sizeof(int32_t));
    w.on_stack = rbg_checked_calloc(n, sizeof(bool));
    char *body = NULL;
    size_t body_size = 0;
    w.out = open_memstream(&body, &body_size);
    if (w.out == NULL)
        abort();
    visit(&w, au->start);
    fclose(w.out);
    fprintf(out, "/* the cells where pattern %d holds, all at once (state by state of it) */\n"
                 "static uint64_t legal_cells_%d(const gstate *S)\n{\n",
            (int)a, (int)a);
    for (size_t i = 0; i < n; i++) /* the states the pattern reaches */
        if (w.index[i] != 0)
            fprintf(out, "    uint64_t x%d = 0;\n", (int)i);
    fputs(body, out);
    free(body);
    fprintf(out, "    return x%d;\n}\n\n", (int)(au->start - au->first_state));
    free(w.index);
    free(w.low);
    free(w.stack);
    free(w.on_stack);
}

void rbgc_put_legal_cells(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    bool *written = rbg_checked_calloc((size_t)p->n_automata + 1, sizeof(bool));
    bool negated;
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        int32_t a = pl == NULL ? -1 : rbgc_legal_cells_pattern(em, pl, &negated);
        if (a >= 0 && !written[a] && !rbgc_any_legal_fills(em, a)) { /* those come before the searches */
            written[a] = true;
            rbgc_put_legal_cells_fill(p, a, out);
        }
    }
    fputs("static bool hot_placement_legal(rbg_context *ctx, const void *st, uint64_t *legal)\n{\n"
          "    const gstate *S = st;\n    (void)ctx;\n    (void)legal;\n    switch (S->nfa_state) {\n",
          out);
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        int32_t a = pl == NULL ? -1 : rbgc_legal_cells_pattern(em, pl, &negated);
        if (a >= 0)
            fprintf(out, "    case %d:\n        legal[0] = ctx->hot.placement_cells[0] & %slegal_cells_%d(S);\n"
                         "        return true;\n",
                    (int)st, negated ? "~" : "", (int)a);
    }
    fputs("    default:\n        return false;\n    }\n}\n\n", out);
    free(written);
}
