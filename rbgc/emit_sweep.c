/* A pattern's walk to any cell of a piece set followed only by ways of shifts and on-tests, as
 * draughts' "some man of the mover can jump": (fwd left) {foe} (fwd left) {empty}.  On a board of
 * one 64-bit word where each shift adds the same number to every cell it moves (the directions
 * of a rectangle), the cells of the set walk a way all at once: their bits move along each shift
 * (only those of cells having that neighbour), and each test keeps those on the tested pieces.
 * The pattern holds when some way keeps a bit to its end. */
#include <inttypes.h>
#include <string.h>

#include "c_writer.h"
#include "emit_internal.h"
#include "plan_leaves.h"
#include "plan_shape.h"

/* Another author's draughts numbers only the dark squares, in rows of 1, 3, 5, 7, 7, 5, 3 and
 * 1 cells: a step up adds a number that depends on the row.  A sweep moves each group of cells
 * (rbgc_offset_groups) by its own number. */
typedef rbgc_offset_groups offset_groups;

/* False when the path makes more groups than a sweep takes.  A path that no cell has is one
 * empty group, so every step moves at least one group's bits. */
static bool group_offsets(const rbg_program *p, const int32_t *shifts, int n, offset_groups *g)
{
    g->n = 0;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t d = rbgc_follow_shifts(p, shifts, n, c);
        if (d == 0)
            continue;
        int i = 0;
        while (i < g->n && g->offset[i] != d - c)
            i++;
        if (i == g->n) {
            if (g->n == RBGC_SWEEP_GROUPS_MAX)
                return false;
            g->offset[g->n] = d - c;
            g->has[g->n++] = 0;
        }
        g->has[i] |= (uint64_t)1 << (c - 1);
    }
    if (g->n == 0)
        *g = (offset_groups){.n = 1, .offset = {0}, .has = {0}};
    return true;
}

static bool ways_have_offset_groups(const rbg_program *p, const rbgc_way *ways, int n)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < ways[i].n_steps; k++) {
            offset_groups g;
            if (ways[i].steps[k] != RBGC_WAY_TEST && !group_offsets(p, &ways[i].steps[k], 1, &g))
                return false;
        }
    return true;
}

static void put_moved_group(FILE *out, const offset_groups *g, int i)
{
    fprintf(out, "(at_ & UINT64_C(0x%" PRIx64 ")) %s %d", g->has[i], g->offset[i] >= 0 ? "<<" : ">>",
            g->offset[i] >= 0 ? (int)g->offset[i] : (int)-g->offset[i]);
}

static void put_way(FILE *out, const rbg_program *p, const rbgc_way *way, const char *in)
{
    fprintf(out, "%s    {\n%s        uint64_t at_ = from_;\n", in, in);
    for (int k = 0; k < way->n_steps; k++) {
        if (way->steps[k] == RBGC_WAY_TEST) {
            fprintf(out, "%s        at_ &= ", in);
            rbgc_emit_occupancy(out, p, way->sets[k]);
            fputs(";\n", out);
            continue;
        }
        /* the longest run of shifts from here that moves the cells in no more groups */
        offset_groups g, longer;
        group_offsets(p, &way->steps[k], 1, &g);
        int n = 1;
        while (k + n < way->n_steps && way->steps[k + n] != RBGC_WAY_TEST &&
               group_offsets(p, &way->steps[k], n + 1, &longer) && longer.n <= g.n) {
            n++;
            g = longer;
        }
        fprintf(out, "%s        at_ = ", in);
        for (int i = 0; i < g.n; i++) {
            fputs(i > 0 ? " | " : "", out);
            if (g.n > 1)
                fputc('(', out);
            put_moved_group(out, &g, i);
            if (g.n > 1)
                fputc(')', out);
        }
        fputs("; /*", out);
        for (int i = 0; i < n; i++)
            fprintf(out, " %s", p->edge_names[way->steps[k + i]]);
        fputs(" */\n", out);
        k += n - 1;
    }
    fprintf(out, "%s        if (at_)\n%s            return true;\n%s    }\n", in, in, in);
}

int rbgc_find_board_sweep(const rbgc_emitter *em, int32_t state, rbgc_way *ways)
{
    const rbg_program *p = em->p;
    if (em->occ_words != 1 || !em->uses_occ)
        return 0;
    int n = rbgc_pattern_paths(p, state, ways);
    return n > 0 && ways_have_offset_groups(p, ways, n) ? n : 0;
}

int rbgc_find_branches_sweep(const rbgc_emitter *em, int32_t common, rbgc_way *ways)
{
    const rbg_program *p = em->p;
    if (em->occ_words != 1 || !em->uses_occ)
        return 0;
    const rbg_state *st = &p->states[common];
    int n = 0;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT) /* the loop's own, which the bits of every cell stand for */
            continue;
        rbgc_way tails[RBGC_WAYS_MAX];
        int m = e->op == RBG_OP_ON ? rbgc_pattern_paths(p, e->target, tails) : -1;
        if (m < 0 || n + m > RBGC_WAYS_MAX)
            return 0;
        for (int i = 0; i < m; i++) {
            if (tails[i].n_steps == RBGC_WAY_MAX_STEPS)
                return 0;
            rbgc_way *w = &ways[n++];
            w->n_steps = tails[i].n_steps + 1;
            w->steps[0] = RBGC_WAY_TEST;
            w->sets[0] = e->arg;
            memcpy(&w->steps[1], tails[i].steps, sizeof tails[i].steps[0] * (size_t)tails[i].n_steps);
            memcpy(&w->sets[1], tails[i].sets, sizeof tails[i].sets[0] * (size_t)tails[i].n_steps);
        }
    }
    return n > 0 && ways_have_offset_groups(p, ways, n) ? n : 0;
}

void rbgc_emit_board_sweep(const rbgc_emitter *em, FILE *out, int32_t from_set, const bool *from_pieces,
                           const rbgc_way *ways, int n, const char *in)
{
    const rbg_program *p = em->p;
    fprintf(out, "%s/* the cells holding the set walk each way all at once (a shift adds one number to"
                 " each cell of a kind of row) */\n%s{\n%s    const int w_ = 0;\n%s    uint64_t from_ = ", in, in, in, in);
    if (from_set >= 0)
        rbgc_emit_occupancy(out, p, from_set);
    else
        rbgc_emit_occupancy_of(out, p, from_pieces);
    fputs(";\n", out);
    for (int i = 0; i < n; i++)
        put_way(out, p, &ways[i], in);
    fprintf(out, "%s}\n", in);
}

/* ---- moves swept: breakthrough's "any pawn, lifted, then one of three steps onto a cell" ----
 *
 * A counting search (search_count) needs the number of moves and the drawn one alone.  When a
 * turn is an any-square over a piece set, offs at the cell that nothing looks at (recorded, not
 * applied: plan_defer.c), then a written-out table whose every entry is a fixed-offset step, one
 * on-test and the switch, on a board of one word, the cells of the set take each step at once:
 * per entry, the bits of the start cells whose step lands on a cell of its test.  Their
 * population counts are the moves; the drawn one is found among the cells in order, by bits.
 * An any-square over several disjoint sets, each on-test with such a continuation of its own
 * (draughts' men and kings), is a sweep per set: a cell holds one piece, so at each cell one
 * branch at most has moves, and the cells in order with that branch's steps are the order of
 * the listing. */

/* Whether the on-tests of `sets` (n of them) accept no piece twice. */
static bool disjoint_sets(const rbg_program *p, const int32_t *sets, int n)
{
    for (int32_t piece = 0; piece < p->n_pieces; piece++) {
        int in = 0;
        for (int b = 0; b < n; b++)
            in += rbgc_on_set_has(p, sets[b], piece);
        if (in > 1)
            return false;
    }
    return true;
}

/* Adds the branch of `sweep` from `state`, the state after its on-test of `set`: false when
 * it is not offs at the cell then a table of swept steps. */
static bool add_branch(const rbgc_emitter *em, int32_t set, int32_t state, rbgc_move_sweep *sweep)
{
    const rbg_program *p = em->p;
    int b = sweep->n_branches++;
    sweep->sets[b] = set;
    sweep->n_lifts[b] = 0;
    /* the offs at the cell, recorded and never applied */
    for (;;) {
        const rbg_state *st = &p->states[state];
        if (st->check >= 0 || st->accepting)
            return false;
        if (em->an.table_begin[state] != NULL)
            break;
        const rbg_edge *e = &p->edges[st->first_edge];
        if (st->n_edges != 1 || e->op != RBG_OP_OFF || !em->unseen_off[st->first_edge] ||
            sweep->n_lifts[b] == RBGC_SWEEP_MAX_LIFTS)
            return false;
        sweep->lifts[b][sweep->n_lifts[b]++] = e->modifier;
        state = e->target;
    }
    if (sweep->n_lifts[b] == 0)
        return false;
    rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
    int n = rbgc_plan_table_shape(em, state, entries);
    for (int i = 0; i < n; i++) {
        const rbgc_shape_entry *e = &entries[i];
        if (e->n_shifts == 0 && !rbg_analysis_has_other_edges(p, state))
            continue; /* the start pair, where nothing happens */
        if (sweep->n_steps == RBGC_SWEEP_MAX_STEPS)
            return false;
        int j = sweep->n_steps++;
        int32_t t = e->state;
        if (e->n_shifts == 0 || em->an.only_on_set[t] < 0 || p->states[t].check >= 0 ||
            !group_offsets(p, e->shifts, e->n_shifts, &sweep->moved[j]) ||
            !rbgc_sweep_ends(em, em->an.only_on_target[t], sweep->ends[j], &sweep->n_ends[j]))
            return false;
        sweep->tests[j] = em->an.only_on_set[t];
        const rbgc_sweep_end *first = &sweep->ends[j][0];
        sweep->lands[j] = first->n_mods > 1 && p->modifiers[first->mods[0]].op == RBG_OP_OFF ? first->mods[0] : -1;
    }
    sweep->first_step[b + 1] = sweep->n_steps;
    return sweep->first_step[b + 1] > sweep->first_step[b];
}

/* Whether every piece of on-set `inner` is in on-set `outer`. */
static bool on_subset(const rbg_program *p, int32_t inner, int32_t outer)
{
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        if (rbgc_on_set_has(p, inner, piece) && !rbgc_on_set_has(p, outer, piece))
            return false;
    return true;
}

/* Adds a branch per on-test of `fork` (shifts apart, when `skip_shifts`: the any-square's own
 * walk), each within `outer` unless it is -1: false unless they are all such tests, disjoint. */
static bool add_branches(const rbgc_emitter *em, int32_t fork, bool skip_shifts, int32_t outer,
                         rbgc_move_sweep *sweep)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[fork];
    if (st->check >= 0 || st->accepting)
        return false;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (skip_shifts && e->op == RBG_OP_SHIFT)
            continue;
        if (e->op != RBG_OP_ON || e->negated || sweep->n_branches == RBGC_SWEEP_MAX_BRANCHES ||
            (outer >= 0 && !on_subset(p, e->arg, outer)) || !add_branch(em, e->arg, e->target, sweep))
            return false;
    }
    return sweep->n_branches >= 2 && disjoint_sets(p, sweep->sets, sweep->n_branches);
}

/* Whether every edge of `state` is an on-test: a fork into branches. */
static bool on_test_fork(const rbg_program *p, int32_t state)
{
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++)
        if (p->edges[st->first_edge + k].op != RBG_OP_ON)
            return false;
    return st->n_edges >= 2;
}

bool rbgc_find_move_sweep(const rbgc_emitter *em, int32_t common, rbgc_move_sweep *sweep)
{
    const rbg_program *p = em->p;
    if (em->occ_words != 1 || !em->uses_occ || p->states[common].check >= 0)
        return false;
    sweep->n_branches = sweep->n_steps = 0;
    sweep->first_step[0] = 0;
    int32_t set = em->an.only_on_set[common];
    if (set < 0) /* several on-tests (em->any_pieces), each a branch of its own */
        return em->any_pieces[common] != NULL && add_branches(em, common, true, -1, sweep);
    int32_t next = em->an.only_on_target[common];
    /* one on-test, then one per kind of piece it accepts (`anyCell {man, king} ({man} ... +
     * {king} ...)`) */
    if (on_test_fork(p, next))
        return add_branches(em, next, false, set, sweep);
    return add_branch(em, set, next, sweep);
}

/* The bits of the start cells whose step j keeps end i: the step's own, or, for an end behind a
 * static test of the landing cell, those whose landing cell passes it (declared here). */
static void end_bits(FILE *out, const rbgc_emitter *em, const rbgc_move_sweep *sweep, int j, int i, char *name,
                     size_t size)
{
    const rbg_program *p = em->p;
    const rbgc_sweep_end *end = &sweep->ends[j][i];
    if (!end->tested) {
        snprintf(name, size, "ok%d_", j);
        return;
    }
    snprintf(name, size, "ok%d_%d_", j, i);
    uint64_t mask = 0;
    const offset_groups *g = &sweep->moved[j];
    for (int i = 0; i < g->n; i++)
        for (int32_t c = 1; c <= p->n_cells; c++)
            if ((g->has[i] >> (c - 1) & 1) && (end->cells >> (c + g->offset[i] - 1) & 1))
                mask |= (uint64_t)1 << (c - 1);
    fprintf(out, "    uint64_t %s = ok%d_ & UINT64_C(0x%" PRIx64 ");\n", name, j, mask);
}

/* The drawn move among branch b's steps at the cell b_, within the loop over the cells: the
 * lifts, then each step's ends in the table's order (the loop is left where the move is picked),
 * and the lifts taken back; `names` as end_bits declared them. */
static void put_branch_pick(FILE *out, const rbgc_move_sweep *sweep, int b,
                            char names[RBGC_SWEEP_MAX_STEPS][RBGC_SWEEP_MAX_ENDS][32], const char *in)
{
    for (int i = 0; i < sweep->n_lifts[b]; i++)
        fprintf(out, "%srbg_partial_push(&x->partial, b_ + 1, %d);\n", in, (int)sweep->lifts[b][i]);
    for (int j = sweep->first_step[b]; j < sweep->first_step[b + 1]; j++) {
        char to[32]; /* the landing cell: the bit's cell (b_ + 1) and the step's offset there */
        const offset_groups *g = &sweep->moved[j];
        if (g->n > 1)
            snprintf(to, sizeof to, "b_ + 1 + off%d_[b_]", j);
        else
            rbgc_c_plus(to, "b_", 1 + (int)g->offset[0]);
        for (int i = 0; i < sweep->n_ends[j]; i++) {
            const rbgc_sweep_end *end = &sweep->ends[j][i];
            int last = end->n_mods - 1;
            if (last == 0) {
                fprintf(out, "%sif (((%s >> b_) & 1) && g_pick(x, %s, %d))\n%s    break;\n", in, names[j][i],
                        to, (int)end->mods[0], in);
                continue;
            }
            fprintf(out, "%s/* the modifiers on the landing cell, recorded unapplied, then the switch */\n"
                         "%sif ((%s >> b_) & 1) {\n", in, in, names[j][i]);
            for (int m = 0; m < last; m++)
                fprintf(out, "%s    rbg_partial_push(&x->partial, %s, %d);\n", in, to, (int)end->mods[m]);
            fprintf(out,
                    "%s    bool stop_ = g_pick(x, %s, %d);\n%s    x->partial.n -= %d;\n"
                    "%s    if (stop_)\n%s        break;\n%s}\n",
                    in, to, (int)end->mods[last], in, last, in, in, in);
        }
    }
    fprintf(out, "%sx->partial.n -= %d;\n", in, sweep->n_lifts[b]);
}

/* okJ_: the start cells of `from` whose step j lands on a cell of its test, each group of
 * cells taking the test's bits back by its own number; and, for several groups, offJ_, the
 * number per start cell that gives the landing cell when a move is picked. */
static void put_step_bits(FILE *out, const rbg_program *p, const rbgc_move_sweep *sweep, int j, const char *from)
{
    const offset_groups *g = &sweep->moved[j];
    if (g->n == 1) {
        int32_t k = g->offset[0];
        fprintf(out, "    uint64_t ok%d_ = %s & UINT64_C(0x%" PRIx64 ") & ((", j, from, g->has[0]);
        rbgc_emit_occupancy(out, p, sweep->tests[j]);
        fprintf(out, ") %s %d);\n", k >= 0 ? ">>" : "<<", k >= 0 ? (int)k : (int)-k);
        return;
    }
    fprintf(out, "    uint64_t ok%d_ = %s & (", j, from);
    for (int i = 0; i < g->n; i++) {
        int32_t k = g->offset[i];
        fprintf(out, "%s(UINT64_C(0x%" PRIx64 ") & ((", i > 0 ? " | " : "", g->has[i]);
        rbgc_emit_occupancy(out, p, sweep->tests[j]);
        fprintf(out, ") %s %d))", k >= 0 ? ">>" : "<<", k >= 0 ? (int)k : (int)-k);
    }
    fputs(");\n", out);
    fprintf(out, "    static const int8_t off%d_[64] = {", j);
    for (int32_t c = 1; c <= 64; c++) {
        int32_t k = 0;
        for (int i = 0; i < g->n; i++)
            if (c <= p->n_cells && (g->has[i] >> (c - 1) & 1))
                k = g->offset[i];
        fprintf(out, "%s%d", c == 1 ? "" : c % 16 == 1 ? ",\n        " : ", ", (int)k);
    }
    fputs("};\n", out);
}

void rbgc_emit_move_sweep(const rbgc_emitter *em, FILE *out, const rbgc_move_sweep *sweep)
{
    const rbg_program *p = em->p;
    fputs("    /* the cells holding the set take each step at once (a shift adds one number to the cells\n"
          "     * of each group): per step, the start cells it takes to a cell passing its test */\n"
          "    const int w_ = 0;\n    (void)cell;\n",
          out);
    for (int b = 0; b < sweep->n_branches; b++) {
        /* the branch's cells: from_ for one branch, fromB_ for branch B of several */
        char from[16];
        snprintf(from, sizeof from, sweep->n_branches == 1 ? "from_" : "from%d_", b);
        fprintf(out, "    uint64_t %s = ", from);
        rbgc_emit_occupancy(out, p, sweep->sets[b]);
        fputs(";\n", out);
        for (int j = sweep->first_step[b]; j < sweep->first_step[b + 1]; j++)
            put_step_bits(out, p, sweep, j, from);
    }
    char names[RBGC_SWEEP_MAX_STEPS][RBGC_SWEEP_MAX_ENDS][32]; /* "ok" and two ints */
    for (int j = 0; j < sweep->n_steps; j++)
        for (int i = 0; i < sweep->n_ends[j]; i++)
            end_bits(out, em, sweep, j, i, names[j][i], sizeof names[j][i]);
    fputs("    uint64_t n_ = 0", out);
    for (int j = 0; j < sweep->n_steps; j++)
        for (int i = 0; i < sweep->n_ends[j]; i++)
            fprintf(out, " + (uint64_t)__builtin_popcountll(%s)", names[j][i]);
    fputs(";\n    if (x->skip >= n_) {\n        x->skip -= n_;\n        return false;\n    }\n"
          "    /* the drawn move: the cells with a move in order, each with its steps in the table's order */\n"
          "    uint64_t moving_ = 0",
          out);
    for (int j = 0; j < sweep->n_steps; j++)
        for (int i = 0; i < sweep->n_ends[j]; i++)
            fprintf(out, " | %s", names[j][i]);
    fputs(";\n    for (uint64_t bits_ = moving_; bits_; bits_ &= bits_ - 1) {\n"
          "        int b_ = __builtin_ctzll(bits_);\n        uint64_t c_ = 0",
          out);
    for (int j = 0; j < sweep->n_steps; j++)
        for (int i = 0; i < sweep->n_ends[j]; i++)
            fprintf(out, " + ((%s >> b_) & 1)", names[j][i]);
    fputs(";\n        if (x->skip >= c_) {\n            x->skip -= c_;\n            continue;\n        }\n", out);
    for (int b = 0; b < sweep->n_branches; b++) {
        const char *in = "        ";
        if (sweep->n_branches > 1) { /* the one branch whose set holds the cell */
            fprintf(out, "        if ((from%d_ >> b_) & 1) {\n", b);
            in = "            ";
        }
        put_branch_pick(out, sweep, b, names, in);
        if (sweep->n_branches > 1)
            fputs("        }\n", out);
    }
    fputs("        return true;\n    }\n", out);
}
