/* Rays, printed (search_writer.h): a ray walked in a loop, and a ray ending a move at every
 * cell, counted by the occupancy bits (plan_search.c decides which). */
#include <string.h>
#include <stdlib.h>

#include "search_writer.h"

static void put_target_at_d(rbgc_search_writer *w, const void *target, const char *in)
{
    rbgc_put_table_target(w, *(const int32_t *)target, in);
}

static void put_ray_exits(rbgc_search_writer *w, int32_t state, const rbgc_ray_exit *exits, int n, const char *in)
{
    for (int i = 0; i < n; i++) {
        const rbgc_ray_exit *x = &exits[i];
        if (!x->at_next && x->state == state)
            rbgc_put_cell_block(w, in, "", "c_", rbgc_put_own_edges, &state);
        else
            rbgc_put_cell_block(w, in, x->at_next ? "if (next_) " : "", x->at_next ? "next_" : "c_", put_target_at_d,
                           &x->state);
    }
}

static void put_next_cell(rbgc_search_writer *w, const rbgc_ray_step *step, const char *in)
{
    const rbg_program *p = w->em->p;
    fprintf(w->out, "%sint next_ = %s[c_];\n", in, rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, step->shifts[0]).s);
    for (int i = 1; i < step->n_shifts; i++)
        fprintf(w->out, "%sif (next_)\n%s    next_ = %s[next_];\n", in, in,
                rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, step->shifts[i]).s);
}

void rbgc_put_ray_loop(rbgc_search_writer *w, int32_t state, const rbgc_ray_loop *loop)
{
    const char *in = "    ", *in2 = "        ";
    bool back = loop->n_before < loop->n_exits;
    fprintf(w->out, "%s/* a ray: the table's other entries at every cell of it%s */\n", in,
            back ? ", those after the ray's own on the way back" : "");
    if (back)
        fprintf(w->out, "%s%s ray_[G_N_CELLS];\n%sint len_ = 0;\n", in, w->em->cell_type, in);
    fprintf(w->out, "%sfor (int c_ = cell;;) {\n", in);
    put_next_cell(w, &loop->step, in2);
    if (back)
        fprintf(w->out, "%sray_[len_++] = (%s)c_;\n", in2, w->em->cell_type);
    put_ray_exits(w, state, loop->exits, loop->n_before, in2);
    fprintf(w->out, "%sif (!next_ || !", in2);
    rbgc_emit_on_test(w->out, w->em->p, loop->step.on_set, "next_");
    fprintf(w->out, ")\n%s    break;\n%sc_ = next_;\n%s}\n", in2, in2, in);
    if (back) {
        fprintf(w->out, "%swhile (len_ > 0) {\n%sint c_ = ray_[--len_];\n", in, in2);
        bool next_used = false;
        for (int i = loop->n_before; i < loop->n_exits; i++)
            next_used |= loop->exits[i].at_next;
        if (next_used)
            put_next_cell(w, &loop->step, in2);
        put_ray_exits(w, state, loop->exits + loop->n_before, loop->n_exits - loop->n_before, in2);
        fprintf(w->out, "%s}\n", in);
    }
}

/* Writes `len_`, the number of cells the ray step can walk from `from` (a C variable) over
 * cells of its on-set, by the occupancy bits: the step's ray mask from the cell, the first cell
 * off the walk, a population count of the cells before it.  `from` itself counts when `self`. */
static void put_ray_length(rbgc_search_writer *w, const rbgc_ray_step *step, const char *from, bool self, const char *in)
{
    const rbg_program *p = w->em->p;
    int direction = rbgc_step_direction(p, step->shifts, step->n_shifts);
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        off_walk[piece] = !rbgc_on_set_has(p, step->on_set, piece);
    char ray[RBGC_NAME_SIZE];
    rbgc_put_ray_mask(w, step->shifts, step->n_shifts, ray);
    /* A semimove pick reads the length its count logged; a move pick passes over whole subtrees
     * by the log already, and meets few rays. */
    bool logged = w->f == EMIT_S;
    char in2[INDENT_SIZE];
    if (logged) {
        rbgc_indent_deeper(in2, in);
        fprintf(w->out, "%suint64_t len_ = %d;\n%sif (x->replay) {\n%s    len_ = x->log[x->i_log++].moves;\n%s} else {\n",
                in, self ? 1 : 0, in, in, in);
    } else {
        snprintf(in2, sizeof in2, "%s", in);
        fprintf(w->out, "%suint64_t len_ = %d;\n", in, self ? 1 : 0);
    }
    if (w->em->occ_words <= 2) {
        /* Without a branch: where the ray stops is as random as the moves, and a mispredicted
         * exit costs more than looking at both words.  The first word along the ray (near)
         * counts up to its first blocker; when it has none (all_), the far word counts up to its
         * own, and the whole near word counts.  u_ holds the cells before the first blocker of
         * t_ (all of them when t_ is 0). */
        bool up = direction > 0;
        const char *near = w->em->occ_words == 1 || up ? "0" : "1", *far = up ? "1" : "0";
        fprintf(w->out, "%sconst uint64_t *r_ = &%s[%s * G_OCC_WORDS];\n", in2, ray, from);
        for (int k = 0; k < w->em->occ_words; k++) {
            fprintf(w->out, "%suint64_t m%d_ = r_[%d], b%d_ = m%d_ & ", in2, k, k, k, k);
            rbgc_emit_occupancy_word(w->out, p, off_walk, k == 0 ? "0" : "1");
            fputs(";\n", w->out);
        }
        if (w->em->occ_words == 2)
            fprintf(w->out, "%suint64_t all_ = (uint64_t)0 - (b%s_ == 0), t_ = b%s_ | (b%s_ & all_);\n", in2, near,
                    near, far);
        else
            fprintf(w->out, "%suint64_t t_ = b0_;\n", in2);
        fprintf(w->out, "%suint64_t u_ = %s;\n", in2,
                up ? "(t_ & -t_) - 1" : "(~(uint64_t)0 << (63 ^ __builtin_clzll(t_ | 1)) << 1) | ((uint64_t)0 - (t_ == 0))");
        if (w->em->occ_words == 2)
            fprintf(w->out,
                    "%slen_ += (uint64_t)__builtin_popcountll(m%s_ & (u_ | all_)) + "
                    "(uint64_t)__builtin_popcountll(m%s_ & u_ & all_);\n",
                    in2, near, far);
        else
            fprintf(w->out, "%slen_ += (uint64_t)__builtin_popcountll(m0_ & u_);\n", in2);
    } else {
        fprintf(w->out, "%sfor (int w_ = (%s - 1) >> 6; w_ %s; w_%s) {\n%s    uint64_t m_ = %s[%s * G_OCC_WORDS + w_];\n"
                        "%s    uint64_t b_ = m_ & ",
                in2, from, direction > 0 ? "< G_OCC_WORDS" : ">= 0", direction > 0 ? "++" : "--", in2, ray, from, in2);
        rbgc_emit_occupancy_of(w->out, w->em->p, off_walk);
        fprintf(w->out, ";\n%s    if (b_) {\n%s        len_ += (uint64_t)__builtin_popcountll(m_ & %s);\n"
                        "%s        break;\n%s    }\n%s    len_ += (uint64_t)__builtin_popcountll(m_);\n%s}\n",
                in2, in2, direction > 0 ? "((b_ & -b_) - 1)" : "~(((uint64_t)2 << (63 - __builtin_clzll(b_))) - 1)",
                in2, in2, in2, in2);
    }
    free(off_walk);
    if (logged)
        fprintf(w->out, "%sg_log_ray(x, len_);\n%s}\n", in2, in);
}

/* A ray that ends a move at each of its cells (amazons' arrow: `((d) {empty})* ->>`), in a
 * counting search, or a semimove (the amazon's landing `((d) {empty})* [amazon]`) in a semimove
 * counting search: its length comes from the occupancy bits, so counting it costs no walk; only
 * the picked cell is walked to.  The cells are numbered in the order the listing search records
 * them. */
void rbgc_put_counted_ray(rbgc_search_writer *w, int32_t state, const rbgc_ray_loop *loop)
{
    const rbg_edge *record = rbgc_counted_ray_record(w->em, state, loop, w->f == EMIT_S);
    const rbgc_ray_step *step = &loop->step;
    char next[RBGC_NAME_SIZE];
    rbgc_step_array(w, step->shifts, step->n_shifts, next);
    fprintf(w->out, "    /* a ray ending a %s at every cell: its length by the occupancy bits */\n",
            w->f == EMIT_S ? "semimove" : "move");
    put_ray_length(w, step, "cell", true, "    ");
    /* exits before the ray's own entry are recorded on the way out: nearest cell first */
    bool outward = loop->n_before == 1;
    fprintf(w->out, "    if (__builtin_expect(x->skip >= len_, 1)) {\n        x->skip -= len_;\n        return false;\n    }\n"
                    "    int c_ = cell;\n    for (uint64_t k_ = %s; k_ > 0; k_--)\n        c_ = %s[c_];\n"
                    "    x->skip = 0;\n",
            outward ? "x->skip" : "len_ - 1 - x->skip", next);
    if (record->op == RBG_OP_OFF && w->f == EMIT_C) { /* the piece put down, then the switch */
        fprintf(w->out, "    rbg_partial_push(&x->partial, c_, %d);\n    bool stop_ = g_pick_cold(x, c_, %d);\n"
                        "    x->partial.n--;\n    return stop_;\n",
                (int)record->modifier, (int)rbgc_final_switch(w->em, record->target)->modifier);
        return;
    }
    fprintf(w->out, "    return g_pick_cold(x, c_, %d);\n", rbgc_record_index(record));
}

/* In a counting search, an entry of a written-out table whose step and test start a counted
 * ray of the same step (the arrow's eight lines from the amazon's landing): its moves are
 * counted from the table's own cell, with no test of the first cell and no call; the ray's
 * function runs only when it holds the picked move.  False for any other entry. */
bool rbgc_put_counted_entry(rbgc_search_writer *w, const rbgc_shape_entry *e, const char *in)
{
    int32_t ray_state = rbgc_plan_counted_entry(w->em, w->f, e);
    if (ray_state < 0)
        return false;
    rbgc_ray_loop loop;
    rbgc_find_ray_loop(w->em, ray_state, &loop);
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    fprintf(w->out, "%s{ /* a counted ray from here */\n", in);
    put_ray_length(w, &loop.step, "cell", false, in2);
    fprintf(w->out, "%sif (__builtin_expect(x->skip >= len_, 1)) {\n%s    x->skip -= len_;\n%s} else {\n", in2, in2, in2);
    char step[RBGC_NAME_SIZE];
    rbgc_step_array(w, e->shifts, e->n_shifts, step);
    fprintf(w->out, "%sint d_ = %s[cell];\n", in3, step);
    if (w->f == EMIT_S) /* the ray's own function, which the count did not call, works its length out again */
        fprintf(w->out, "%sx->replay = false;\n", in3);
    fprintf(w->out, "%sreturn ", in3);
    rbgc_put_call(w, ray_state, "d_");
    fprintf(w->out, ";\n%s}\n%s}\n", in2, in);
    return true;
}
