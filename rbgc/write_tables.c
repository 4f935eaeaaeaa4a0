/* Shift tables, printed (search_writer.h) as their plan says (plan_state.c): any-squares by
 * occupancy bits or over every cell, tables of fixed shape written out, any-squares of several
 * branches, counted tables and plain loops over the constant arrays. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"
#include "search_writer.h"

/* The continuation at a table target (t, d_) other than the start pair. */
void rbgc_put_table_target(rbgc_search_writer *w, int32_t t, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t set = em->an.only_on_set[t];
    if (set >= 0) {
        if (rbgc_on_set_empty(em->p, set))
            return;
        fprintf(w->out, "%sif (", in);
        rbgc_emit_on_test(w->out, em->p, set, "d_");
        fputs(" && ", w->out);
        rbgc_put_visit(w, t, "d_");
        fputs(" && ", w->out);
        rbgc_put_go(w, em->an.only_on_target[t], "d_");
        fprintf(w->out, ")\n%s    return true;\n", in);
        return;
    }
    char in2[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    fprintf(w->out, "%sif (", in);
    rbgc_put_visit(w, t, "d_");
    fputs(") {\n", w->out);
    rbgc_put_edges(w, t, "d_", true, in2);
    fprintf(w->out, "%s}\n", in);
}

/* Whether the direct tests all end with the same action. */
static bool direct_records_same(const rbgc_direct *direct)
{
    for (int i = 1; i < direct->n; i++)
        if (rbgc_record_index(direct->records[i]) != rbgc_record_index(direct->records[0]))
            return false;
    return true;
}

/* When the direct tests end with different actions (chess's lifts, one `[empty]` per kind of
 * piece), the array `direct_rec_` of the action's index per piece. */
static void put_direct_records(rbgc_search_writer *w, const rbgc_direct *direct, const char *in)
{
    const rbg_program *p = w->em->p;
    if (direct_records_same(direct))
        return;
    fprintf(w->out, "%sstatic const int32_t direct_rec_[] = {", in);
    for (int32_t piece = 0; piece < p->n_pieces; piece++) {
        int index = 0;
        for (int i = 0; i < direct->n; i++)
            if (rbgc_on_set_has(p, direct->tests[i]->arg, piece))
                index = rbgc_record_index(direct->records[i]);
        fprintf(w->out, "%s%d", piece == 0 ? "" : ", ", index);
    }
    fputs("};\n", w->out);
}

/* The index of the action the direct cell d_ ends its (semi)move with. */
static void put_direct_record(rbgc_search_writer *w, const rbgc_direct *direct)
{
    if (direct_records_same(direct))
        fprintf(w->out, "%d", rbgc_record_index(direct->records[0]));
    else
        fputs("direct_rec_[S->board[d_]]", w->out);
}

/* The head of put_any_square's loop in a count where the cells holding the pieces of `direct`
 * end one move each (rbgc_find_direct, go's `{empty}`; or one semimove each, in a semimove
 * search: connect6's stones, chess's lift of a kind of piece): a count takes them by their bits
 * and walks only the other cells; it logs the moves of each word, and the pick after it passes
 * over every word before the drawn move's and walks that one whole. */
static void put_direct_words(rbgc_search_writer *w, int32_t common, const rbgc_direct *direct, bool start_differs, const char *in)
{
    const rbg_program *p = w->em->p;
    fprintf(w->out, "%s/* any cell holding a piece of the set%s: its occupancy bits, in cell order; cells passing ",
            in, start_differs ? ", and the start cell" : "");
    for (int i = 0; i < direct->n; i++) {
        fputs(i == 0 ? "" : i + 1 < direct->n ? ", " : " or ", w->out);
        rbgc_describe_edge(p, direct->tests[i], w->out);
    }
    fprintf(w->out, " end one %s each: counted by their bits */\n", w->f == EMIT_S ? "semimove" : "move");
    put_direct_records(w, direct, in);
    fprintf(w->out, "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++) {\n"
                    "%s    uint32_t at_;\n%s    if (!g_log_enter(x, &at_))\n%s        continue;\n"
                    "%s    uint64_t start_ = %s;\n%s    uint64_t bits_ = (",
            in, in, in, in, in, start_differs ? RBGC_START_BIT : "0", in);
    const bool *pieces = w->em->any_pieces[common];
    if (pieces != NULL)
        rbgc_emit_occupancy_of(w->out, p, pieces);
    else
        rbgc_emit_occupancy(w->out, p, w->em->an.only_on_set[common]);
    fprintf(w->out, ") | start_;\n%s    uint64_t direct_ = bits_ & ~start_ & (", in);
    bool *direct_pieces = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int i = 0; i < direct->n; i++)
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            direct_pieces[piece] |= rbgc_on_set_has(p, direct->tests[i]->arg, piece);
    rbgc_emit_occupancy_of(w->out, p, direct_pieces);
    free(direct_pieces);
    /* In a pick, a word of direct cells alone holds the picked one as its skip-th bit: the walk
     * below meets only that bit. */
    fprintf(w->out, ");\n%s    if (!x->replay) {\n%s        x->skip -= (uint64_t)__builtin_popcountll(direct_);\n"
                    "%s        bits_ &= ~direct_;\n%s    } else if (bits_ == direct_) {\n"
                    "%s        for (uint64_t k_ = x->skip; k_ != 0; k_--)\n%s            bits_ &= bits_ - 1;\n"
                    "%s        bits_ &= -bits_;\n%s        x->skip = 0;\n%s    }\n%s    while (bits_) {\n"
                    "%s        int d_ = (w_ << 6) + __builtin_ctzll(bits_) + 1;\n%s        bits_ &= bits_ - 1;\n",
            in, in, in, in, in, in, in, in, in, in, in, in);
}

/* An any-square table: every cell in order, each through `common`, except the start cell when
 * its own edges differ (chess: en passant begins on the turn's first cell).  With occupancy
 * bitsets only the cells that can pass the on-tests of `common` are visited, and the start. */
static void put_any_square(rbgc_search_writer *w, const rbgc_state_plan *plan, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t state = plan->at, common = plan->common;
    bool start_differs = plan->start_differs;
    int32_t set = em->an.only_on_set[common];
    const bool *pieces = em->any_pieces[common];
    bool occupancy = plan->kind != RBGC_PLAN_ANY_EVERY && plan->kind != RBGC_PLAN_ANY_STATIC;
    char body[INDENT_SIZE], deeper_body[INDENT_SIZE], in2[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    if (plan->kind == RBGC_PLAN_MOVE_SWEEP) {
        rbgc_emit_move_sweep(em, w->out, &plan->sweep);
        return;
    }
    const rbgc_direct *direct = plan->kind == RBGC_PLAN_ANY_DIRECT ? &plan->direct : NULL;
    if (direct != NULL) {
        rbgc_indent_deeper(body, in2);
        put_direct_words(w, common, direct, start_differs, in);
    } else if (occupancy) {
        rbgc_indent_deeper(body, in2);
        fprintf(w->out, "%s/* any cell holding a piece of the set%s: its occupancy bits, in cell order */\n", in,
                start_differs ? ", and the start cell" : "");
        rbgc_open_bits_loop(w, in, "bits_");
        if (plan->legal_cells)
            fputc('(', w->out);
        if (set >= 0)
            rbgc_emit_occupancy(w->out, w->em->p, set);
        else
            rbgc_emit_occupancy_of(w->out, w->em->p, pieces);
        if (plan->legal_cells) { /* and where the test after it passes (plan_any_legal.c) */
            const rbg_edge *test = &em->p->edges[em->any_legal_test[common]];
            fprintf(w->out, " & %slegal_cells_%d(S))", test->negated ? "~" : "", (int)test->arg);
        }
        if (start_differs)
            fprintf(w->out, " | %s", RBGC_START_BIT);
        rbgc_start_bits_body(w, in, "bits_", "d_");
    } else if (plan->kind == RBGC_PLAN_ANY_STATIC) {
        memcpy(body, in2, sizeof body);
        char name[RBGC_NAME_SIZE + 16];
        snprintf(name, sizeof name, "G_ANY_CELLS_%s", rbgc_search_name(w->f, state).s);
        rbgc_emit_any_static_loop(em, w->data, w->out, common, name, in);
    } else {
        memcpy(body, in2, sizeof body);
        fprintf(w->out, "%s/* any cell, in order */\n%sfor (int d_ = 1; d_ <= G_N_CELLS; d_++) {\n", in, in);
    }
    rbgc_indent_deeper(deeper_body, body);
    if (start_differs) {
        fprintf(w->out, "%sif (d_ == cell) {\n", body);
        rbgc_put_edges(w, state, "d_", true, deeper_body);
        fprintf(w->out, "%s    continue;\n%s}\n", body, body);
    }
    if (direct != NULL) {
        fprintf(w->out, "%sif ((direct_ >> ((d_ - 1) & 63)) & 1) {\n%s    if (g_pick(x, d_, ", body, body);
        put_direct_record(w, direct);
        fprintf(w->out, "))\n%s        return true;\n%s    continue;\n%s}\n", body, body, body);
    }
    if (has_check(w, common)) {
        fprintf(w->out, "%sif (d_ != cell && !", body);
        rbgc_put_visit(w, common, "d_");
        fprintf(w->out, ")\n%s    continue;\n", body);
    }
    if (occupancy && set >= 0) {
        fprintf(w->out, "%sif (", body);
        bool once;
        int32_t next = rbgc_any_bits_next(em, plan, &once);
        if (once)
            rbgc_put_call(w, next, "d_");
        else
            rbgc_put_go(w, next, "d_");
        fprintf(w->out, ")\n%s    return true;\n", body);
    } else {
        rbgc_put_edges(w, common, "d_", true, body);
    }
    if (occupancy)
        fprintf(w->out, "%s    }\n", in);
    if (direct != NULL)
        fprintf(w->out, "%s    g_log_close(x, at_);\n", in);
    fprintf(w->out, "%s}\n", in);
}

/* A table of fixed shape (plan_shape.h), written out: each entry's path of neighbour lookups,
 * then its continuation, in the table's order. */
static void put_shaped_table(rbgc_search_writer *w, int32_t state, const char *in)
{
    const rbg_program *p = w->em->p;
    rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
    int n = rbgc_plan_table_shape(w->em, state, entries);
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    fprintf(w->out, "%s/* the cells reached by the shift run, written out in the table's order */\n", in);
    for (int j = 0; j < n; j++) {
        const rbgc_shape_entry *e = &entries[j];
        if (e->n_shifts == 0) {
            if (rbg_analysis_has_other_edges(p, state))
                rbgc_put_cell_block(w, in, "", "cell", rbgc_put_own_edges, &state);
            continue;
        }
        if (rbgc_put_counted_entry(w, e, in))
            continue;
        char step[RBGC_NAME_SIZE];
        rbgc_step_array(w, e->shifts, e->n_shifts, step);
        fprintf(w->out, "%s{\n%s    int d_ = %s[cell];\n%s    if (d_) {\n", in, in, step, in);
        rbgc_put_table_target(w, e->state, in3);
        fprintf(w->out, "%s    }\n%s}\n", in, in);
    }
}

/* An any-square table of several branches (skirmish's `anyCell pawnMove` beside the other
 * pieces' `anyCell`): the cells holding a piece one of the branches tests, in cell order, and
 * the start cell, through its own edges.  Each other cell goes on through the branches in
 * their order, as the table would.  False (a plain table) when a branch has a visited check. */
static void put_any_branches(rbgc_search_writer *w, int32_t state, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const int32_t *branches = em->any_branches[state];
    bool *pieces = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int32_t j = 0; branches[j] >= 0; j++) {
        int32_t b = branches[j], set = em->an.only_on_set[b];
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            pieces[piece] |= set >= 0 ? rbgc_on_set_has(p, set, piece) : em->any_pieces[b][piece];
    }
    char body[INDENT_SIZE], in2[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(body, in2);
    fprintf(w->out, "%s/* any cell holding a piece one of the %s branches tests, and the start cell: its occupancy "
                    "bits, in cell order */\n",
            in, branches[2] >= 0 ? "several" : "two");
    rbgc_open_bits_loop(w, in, "bits_");
    rbgc_emit_occupancy_of(w->out, p, pieces);
    fprintf(w->out, " | %s", RBGC_START_BIT);
    rbgc_start_bits_body(w, in, "bits_", "d_");
    free(pieces);
    char deeper_body[INDENT_SIZE];
    rbgc_indent_deeper(deeper_body, body);
    fprintf(w->out, "%sif (d_ == cell) {\n", body);
    rbgc_put_edges(w, state, "d_", true, deeper_body);
    fprintf(w->out, "%s    continue;\n%s}\n", body, body);
    for (int32_t j = 0; branches[j] >= 0; j++) {
        fprintf(w->out, "%s/* branch %d */\n", body, (int)j + 1);
        rbgc_put_edges(w, branches[j], "d_", true, body);
    }
    fprintf(w->out, "%s    }\n%s}\n", in, in);
}

/* A table whose cells passing its one on-test the occupancy bits find (plan_table_bits.c):
 * the table's cells of the start cell, a constant mask, under the test's pieces and, where the
 * next state asks a pattern of one step and one test, under its answer for every cell. */
static void put_table_bits(rbgc_search_writer *w, const rbgc_table_bits *tb, int32_t state, const char *in)
{
    const rbg_program *p = w->em->p;
    uint64_t *mask = rbgc_table_bits_masks(w->em, state);
    int array = rbgc_leaf_mask_array(w, mask);
    free(mask);
    fprintf(w->out, "%s/* the table's cells holding a piece of the test's set%s: occupancy bits, in cell order */\n", in,
            tb->filter != NULL ? ", where the next pattern can pass" : "");
    rbgc_open_bits_loop(w, in, "bits_");
    fprintf(w->out, "G_LEAVES_%d[cell * G_OCC_WORDS + w_] & (", array);
    rbgc_emit_occupancy(w->out, p, tb->on_set);
    fputs(")", w->out);
    if (tb->filter != NULL) {
        const rbg_edge *test = w->em->an.chains[tb->filter->arg][1];
        fprintf(w->out, " & %s((", tb->filter->negated ? "~" : "");
        rbgc_emit_occupancy_set_word(w->out, p, test->arg, "0");
        fprintf(w->out, ") %s %d & UINT64_C(0x%" PRIx64 "))", tb->offset > 0 ? ">>" : "<<",
                (int)(tb->offset > 0 ? tb->offset : -tb->offset), tb->has);
    }
    rbgc_start_bits_body(w, in, "bits_", "d_");
    fprintf(w->out, "%s        if (", in);
    rbgc_put_go(w, tb->next, "d_");
    fprintf(w->out, ")\n%s            return true;\n%s    }\n%s}\n", in, in, in);
}

/* The table of the state plan->at, as planned (not a ray). */
void rbgc_put_table(rbgc_search_writer *w, const rbgc_state_plan *plan, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t state = plan->at;
    switch (plan->kind) {
    case RBGC_PLAN_ANY_EVERY:
    case RBGC_PLAN_ANY_STATIC:
    case RBGC_PLAN_ANY_BITS:
    case RBGC_PLAN_ANY_DIRECT:
    case RBGC_PLAN_MOVE_SWEEP:
        put_any_square(w, plan, in);
        return;
    case RBGC_PLAN_ANY_BRANCHES:
        put_any_branches(w, state, in);
        return;
    case RBGC_PLAN_SHAPED:
        put_shaped_table(w, state, in);
        return;
    case RBGC_PLAN_TABLE_BITS:
        put_table_bits(w, &plan->table_bits, state, in);
        return;
    case RBGC_PLAN_COUNT_TABLE:
        rbgc_emit_count_table(em, w->out, w->data, state, true, &plan->count_table);
        break;
    default:
        break;
    }
    int32_t *locals = malloc(sizeof(int32_t) * (size_t)(em->p->n_states + 1));
    int32_t n_locals;
    rbgc_write_table_data(w, state, locals, &n_locals);
    fprintf(w->out, "%s/* the cells reached by the shift run, in order */\n", in);
    const int32_t *ids = w->table_ids[state];
    fprintf(w->out, "%sfor (uint32_t i_ = G_TABLE_BEGIN_%d[cell]; i_ < G_TABLE_BEGIN_%d[cell + 1]; i_++) {\n", in, (int)ids[0],
            (int)ids[0]);
    fprintf(w->out, "%s    int d_ = G_TABLE_CELL_%d[i_];\n%s    switch (G_TABLE_TAG_%d[i_]) {\n", in, (int)ids[1], in, (int)ids[2]);
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    fprintf(w->out, "%s    case 0: {\n", in);
    rbgc_put_edges(w, state, "d_", true, in3);
    fprintf(w->out, "%s        break;\n%s    }\n", in, in);
    for (int32_t l = 0; l < n_locals; l++) {
        fprintf(w->out, "%s    case %d: {\n", in, (int)l + 1);
        rbgc_put_table_target(w, locals[l], in3);
        fprintf(w->out, "%s        break;\n%s    }\n", in, in);
    }
    fprintf(w->out, "%s    }\n%s}\n", in, in);
    free(locals);
}
