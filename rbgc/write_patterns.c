/* Patterns, printed (search_writer.h) by the strategy rbgc_plan_pattern chose: a chain of
 * steps inline, ways by masks, a tree of nested conditions with a loop per ray and per
 * any-cell (blocker rays and masks of leaves by the occupancy bits), a flood, or the search. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"
#include "plan_leaves.h"
#include "search_writer.h"

static void put_tree(rbgc_search_writer *w, int32_t state, int depth, const char *in);

/* The tree from `target` inside a loop over occupancy bits at `depth`, written aside with the
 * indent `in`: its text, to free; `bits` and `cell` get the loop's names. */
static char *bits_loop_body(rbgc_search_writer *w, int32_t target, int depth, const char *in, char bits[24],
                            char cell[16])
{
    snprintf(bits, 24, "bits_%d", depth);
    snprintf(cell, 16, "c%d", depth + 1);
    rbgc_aside aside;
    rbgc_aside_begin(&aside, &w->out);
    put_tree(w, target, depth + 1, in);
    return rbgc_aside_end(&aside, &w->out);
}

/* The edges of `state` (but `skip`) whose branches are leaves (plan_leaves.h) ending with a
 * test that at least one other leaf ends with too are asked as masks: one array per test of
 * the cells the leaves reach, against the occupancy bits.  Marks those edges in `masked`. */
static void put_leaf_masks(rbgc_search_writer *w, int32_t state, int32_t skip, int depth, const char *in, bool *masked)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    rbgc_leaf leaves[RBGC_LEAVES_MAX];
    int32_t *edge_of = malloc(sizeof(int32_t) * RBGC_LEAVES_MAX);
    int n = rbgc_plan_leaf_masks(em, state, skip, leaves, edge_of, masked);
    int words = em->occ_words;
    uint64_t *mask = malloc(sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
    bool *done = calloc((size_t)n + 1, sizeof(bool));
    for (int i = 0; i < n; i++) {
        if (done[i] || !masked[edge_of[i]])
            continue;
        memset(mask, 0, sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
        for (int j = i; j < n; j++) {
            if (!masked[edge_of[j]] || !rbg_analysis_same_on_set(p, leaves[i].on_set, leaves[j].on_set))
                continue;
            done[j] = true;
            for (int32_t c = 1; c <= p->n_cells; c++) {
                int32_t d = rbgc_follow_shifts(p, leaves[j].shifts, leaves[j].n_shifts, c);
                if (d != 0)
                    mask[(size_t)c * (size_t)words + (size_t)((d - 1) >> 6)] |= (uint64_t)1 << ((d - 1) & 63);
            }
        }
        int id = rbgc_leaf_mask_array(w, mask);
        fprintf(w->out, "%s/* branches of shifts ending with the same test: a mask of their cells */\n"
                        "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n%s    if (G_LEAVES_%d[c%d * G_OCC_WORDS + w_] & ",
                in, in, in, id, depth);
        rbgc_emit_occupancy(w->out, w->em->p, leaves[i].on_set);
        fprintf(w->out, ")\n%s        return true;\n", in);
    }
    free(done);
    free(mask);
    free(edge_of);
}

/* In a pattern tree on a board of one word, a shift whose target tests one cell and goes on
 * into a blocker ray along the same direction, whose test ends the pattern: `d {W} (d {W})* d
 * {T}`, chess's "a rook or queen along a line, past at least one empty square".  It holds when
 * the first cell off the walk from `cell` along d holds T and lies past the next cell: the
 * nearest bit of the ray's mask against the walk's complement, tested against T's occupancy and
 * the ray from the next cell, with no branch on the cells on the way (whose outcomes vary from
 * ray to ray and mispredict).  False, and nothing written, for any other shape. */
static bool put_step_blocker_ray(rbgc_search_writer *w, const rbg_edge *e, const char *cell, const char *in)
{
    const rbg_program *p = w->em->p;
    int32_t shifts[RBGC_RAY_MAX_SHIFTS];
    int n;
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    const rbg_edge *test = rbgc_plan_step_blocker_ray(w->em, e, shifts, &n, off_walk);
    if (test == NULL) {
        free(off_walk);
        return false;
    }
    char ray_name[RBGC_NAME_SIZE], next[RBGC_NAME_SIZE];
    rbgc_put_ray_mask(w, shifts, n, ray_name);
    rbgc_step_array(w, shifts, n, next);
    bool up = rbgc_step_direction(p, shifts, n) > 0;
    fprintf(w->out, "%s{ /* along", in);
    for (int i = 0; i < n; i++)
        fprintf(w->out, " %s", p->edge_names[shifts[i]]);
    fprintf(w->out, " past a first cell on the walk, its first cell off it: by the bits */\n"
                    "%s    uint64_t b_ = %s[%s] & ",
            in, ray_name, cell);
    rbgc_emit_occupancy_word(w->out, p, off_walk, "0");
    fprintf(w->out, ";\n%s    uint64_t f_ = %s;\n%s    if (f_ & %s[%s[%s]] & ", in,
            up ? "b_ & -b_" : "((uint64_t)1 << (63 ^ __builtin_clzll(b_ | 1))) & b_", in, ray_name, next, cell);
    rbgc_emit_occupancy_set_word(w->out, p, test->arg, "0");
    fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
    free(off_walk);
    return true;
}

static void put_tree_edges(rbgc_search_writer *w, int32_t state, int32_t skip, int depth, const char *in)
{
    const rbg_program *p = w->em->p;
    const rbg_state *st = &p->states[state];
    char cell[16], in2[INDENT_SIZE], in3[INDENT_SIZE];
    snprintf(cell, sizeof cell, "c%d", depth);
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    bool *masked = calloc((size_t)st->n_edges + 1, sizeof(bool));
    put_leaf_masks(w, state, skip, depth, in, masked);
    for (int32_t k = 0; k < st->n_edges; k++) {
        if (k == skip || masked[k])
            continue;
        const rbg_edge *e = &p->edges[st->first_edge + k];
        switch (e->op) {
        case RBG_OP_SHIFT:
            if (put_step_blocker_ray(w, e, cell, in))
                continue;
            fprintf(w->out, "%s{\n%s    int c%d = %s[%s];\n%s    if (c%d) {\n", in, in, depth + 1,
                    rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, e->arg).s, cell, in, depth + 1);
            put_tree(w, e->target, depth + 1, in3);
            fprintf(w->out, "%s    }\n%s}\n", in, in);
            continue;
        case RBG_OP_ON:
            if (rbgc_on_set_empty(p, e->arg))
                continue;
            fprintf(w->out, "%sif (", in);
            rbgc_emit_on_test(w->out, p, e->arg, cell);
            break;
        case RBG_OP_PATTERN:
            fprintf(w->out, "%sif (", in);
            rbgc_put_pattern_test(w, e, cell);
            break;
        case RBG_OP_COMPARE: {
            fprintf(w->out, "%sif ((", in);
            rbgc_emit_expr(w->out, p, e->expr);
            fprintf(w->out, ") %s (", RBGC_CMP_OPS[e->arg]);
            rbgc_emit_expr(w->out, p, e->expr2);
            fputc(')', w->out);
            break;
        }
        default: /* a no-op */
            fprintf(w->out, "%sif (1", in);
            break;
        }
        fprintf(w->out, ") {\n");
        put_tree(w, e->target, depth, in2);
        fprintf(w->out, "%s}\n", in);
    }
    free(masked);
}

static bool put_blocker_ray(rbgc_search_writer *w, int32_t state, int32_t ray, const rbgc_ray_step *step, int depth,
                            const char *in)
{
    const rbg_program *p = w->em->p;
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    const rbg_edge *test = rbgc_blocker_ray_test(w->em, state, ray, step, off_walk);
    if (test == NULL) {
        free(off_walk);
        return false;
    }
    int direction = rbgc_step_direction(p, step->shifts, step->n_shifts);
    char ray_name[RBGC_NAME_SIZE];
    rbgc_put_ray_mask(w, step->shifts, step->n_shifts, ray_name);
    int next = depth + 1;
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    fprintf(w->out, "%s{\n%s    /* the ray along", in, in);
    for (int i = 0; i < step->n_shifts; i++)
        fprintf(w->out, " %s", p->edge_names[step->shifts[i]]);
    fprintf(w->out, ": its first cell off the walk, by the occupancy bits */\n"
                    "%s    int c%d = 0;\n%s    for (int w_ = (c%d - 1) >> 6; w_ %s; w_%s) {\n"
                    "%s        uint64_t b_ = %s[c%d * G_OCC_WORDS + w_] & ",
            in, next, in, depth, direction > 0 ? "< G_OCC_WORDS" : ">= 0", direction > 0 ? "++" : "--", in, ray_name,
            depth);
    rbgc_emit_occupancy_of(w->out, w->em->p, off_walk);
    fprintf(w->out, ";\n%s        if (b_) {\n%s            c%d = (w_ << 6) + %s + 1;\n%s            break;\n"
                    "%s        }\n%s    }\n%s    if (c%d && ",
            in, in, next, direction > 0 ? "__builtin_ctzll(b_)" : "63 - __builtin_clzll(b_)", in, in, in, in, next);
    char cell[16];
    snprintf(cell, sizeof cell, "c%d", next);
    rbgc_emit_on_test(w->out, p, test->arg, cell);
    fprintf(w->out, ") {\n");
    put_tree(w, test->target, next, in3);
    fprintf(w->out, "%s    }\n%s}\n", in, in);
    free(off_walk);
    return true;
}

/* A pattern that is only ways of shifts and tests of one set (rbgc_plan_way_masks): one mask
 * per way of the cells it tests from the cell, and the way holds when the pieces of the set
 * cover its mask.  False when the pattern has another shape. */
static bool put_pattern_ways(rbgc_search_writer *w, int32_t state, int depth, const char *in)
{
    const rbg_program *p = w->em->p;
    const rbgc_way_masks *wm = rbgc_plan_way_masks(w->em, state);
    if (wm == NULL)
        return false;
    /* Every way is asked, without a branch between them: which one holds is as random as the
     * position, and a few masks cost less than a mispredicted branch. */
    fprintf(w->out, "%s/* each way through the pattern: a mask of the cells it tests, all to hold the set */\n"
                    "%sbool held_ = false;\n", in, in);
    size_t way_size = ((size_t)p->n_cells + 1) * (((size_t)p->n_cells + 63) / 64);
    for (int i = 0; i < wm->n_ways; i++) {
        int id = rbgc_leaf_mask_array(w, wm->masks + (size_t)i * way_size);
        fprintf(w->out, "%s{\n%s    uint64_t miss_ = 0;\n%s    for (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n"
                        "%s        miss_ |= G_LEAVES_%d[c%d * G_OCC_WORDS + w_] & ~",
                in, in, in, in, id, depth);
        rbgc_emit_occupancy(w->out, p, wm->on_set);
        fprintf(w->out, ";\n%s    held_ |= miss_ == 0;\n%s}\n", in, in);
    }
    fprintf(w->out, "%sif (held_)\n%s    return true;\n", in, in);
    return true;
}

static void put_tree(rbgc_search_writer *w, int32_t state, int depth, const char *in);

/* A loop over a set of cells fixed by the start cell (rbgc_cell_set_target): the cells of the
 * set holding a piece of the test's, by the occupancy bits under a constant mask per cell. */
static bool put_cell_set(rbgc_search_writer *w, int32_t state, int depth, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t common = rbgc_cell_set_target(em, state);
    if (common < 0)
        return false;
    char in2[INDENT_SIZE], in3[INDENT_SIZE], in4[INDENT_SIZE], bits[24], cell[16];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    rbgc_indent_deeper(in4, in3);
    char *body = bits_loop_body(w, em->an.only_on_target[common], depth, in4, bits, cell);
    size_t words = ((size_t)em->p->n_cells + 63) / 64;
    uint64_t *masks = rbgc_cell_set_masks(em, state, NULL);
    fprintf(w->out, "%s{ /* any cell of the set the cell fixes, holding a piece of the test's */\n%s"
                    "static const uint64_t set_masks[] = {", in, in2);
    for (size_t i = 0; i < ((size_t)em->p->n_cells + 1) * words; i++)
        fprintf(w->out, "%sUINT64_C(0x%" PRIx64 "),", i % 4 == 0 ? "\n            " : " ", masks[i]);
    fprintf(w->out, "};\n");
    free(masks);
    rbgc_open_bits_loop(w, in2, bits);
    fputc('(', w->out);
    rbgc_emit_occupancy(w->out, em->p, em->an.only_on_set[common]);
    fprintf(w->out, ") & set_masks[(size_t)c%d * G_OCC_WORDS + (size_t)w_]", depth);
    rbgc_start_bits_body(w, in2, bits, rbgc_c_mentions(body, cell) ? cell : NULL);
    fputs(body, w->out);
    free(body);
    fprintf(w->out, "%s    }\n%s}\n%s}\n", in2, in2, in);
    return true;
}

/* A loop over a set of cells fixed by the start cell, a piece test and tests that each cell
 * fixes (rbgc_cell_mask_loop_at): the cells of the set that pass those tests, holding a piece
 * of the test's, by the occupancy bits under a constant mask (one for every start cell when the
 * set is the whole board); one AND when the pattern ends after the tests. */
static bool put_cell_masks(rbgc_search_writer *w, int32_t state, int depth, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    rbgc_cell_mask_loop loop;
    if (!rbgc_cell_mask_loop_at(em, state, &loop))
        return false;
    char in2[INDENT_SIZE], in3[INDENT_SIZE], in4[INDENT_SIZE], bits[24], cell[16], name[24], row[48];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    rbgc_indent_deeper(in4, in3);
    bool same;
    uint64_t *masks = rbgc_cell_mask_loop_masks(em, state, &same);
    size_t words = (size_t)em->occ_words, rows = same ? 1 : (size_t)p->n_cells + 1;
    snprintf(name, sizeof name, "cell_masks_%d", depth);
    if (same)
        snprintf(row, sizeof row, "(size_t)w_");
    else
        snprintf(row, sizeof row, "(size_t)c%d * G_OCC_WORDS + (size_t)w_", depth);
    fprintf(w->out, "%s{ /* any cell of the set that passes the tests fixed per cell, holding a piece of the test's */\n"
                    "%sstatic const uint64_t %s[] = {", in, in2, name);
    for (size_t i = 0; i < rows * words; i++)
        fprintf(w->out, "%sUINT64_C(0x%" PRIx64 "),", i % 4 == 0 ? "\n            " : " ",
                masks[(same ? words : 0) + i]);
    fprintf(w->out, "};\n");
    free(masks);
    if (p->states[loop.after].accepting) {
        fprintf(w->out, "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n%s    if ((", in2, in2);
        rbgc_emit_occupancy(w->out, p, loop.on_set);
        fprintf(w->out, ") & %s[%s])\n%s        return true;\n%s}\n", name, row, in2, in);
        return true;
    }
    char *body = bits_loop_body(w, loop.after, depth, in4, bits, cell);
    rbgc_open_bits_loop(w, in2, bits);
    fputc('(', w->out);
    rbgc_emit_occupancy(w->out, p, loop.on_set);
    fprintf(w->out, ") & %s[%s]", name, row);
    rbgc_start_bits_body(w, in2, bits, rbgc_c_mentions(body, cell) ? cell : NULL);
    fputs(body, w->out);
    free(body);
    fprintf(w->out, "%s    }\n%s}\n%s}\n", in2, in2, in);
    return true;
}

static void put_tree(rbgc_search_writer *w, int32_t state, int depth, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (st->accepting) {
        fprintf(w->out, "%sreturn true;\n", in);
        return;
    }
    if (put_pattern_ways(w, state, depth, in))
        return;
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_indent_deeper(in3, in2);
    int32_t common = rbgc_any_cell_target(em, state);
    rbgc_way ways[RBGC_WAYS_MAX];
    int n = common >= 0 ? rbgc_find_board_sweep(em, em->an.only_on_target[common], ways) : 0;
    if (n > 0) {
        rbgc_emit_board_sweep(em, w->out, em->an.only_on_set[common], NULL, ways, n, in);
        return;
    }
    int32_t branches;
    n = rbgc_any_cell_branches_sweep(em, state, &branches, ways);
    if (n > 0) {
        rbgc_emit_board_sweep(em, w->out, -1, em->any_pieces[branches], ways, n, in);
        return;
    }
    if (put_cell_masks(w, state, depth, in))
        return;
    if (common >= 0) {
        char bits[24], cell[16];
        char *body = bits_loop_body(w, em->an.only_on_target[common], depth, in3, bits, cell);
        fprintf(w->out, "%s/* any cell holding a piece of the set */\n", in);
        rbgc_open_bits_loop(w, in, bits);
        rbgc_emit_occupancy(w->out, w->em->p, em->an.only_on_set[common]);
        rbgc_start_bits_body(w, in, bits, rbgc_c_mentions(body, cell) ? cell : NULL);
        fputs(body, w->out);
        free(body);
        fprintf(w->out, "%s    }\n%s}\n", in, in);
        return;
    }
    if (put_cell_set(w, state, depth, in))
        return;
    rbgc_ray_step step;
    int32_t ray = rbgc_ray_edge(p, state, &step);
    if (ray < 0) {
        put_tree_edges(w, state, -1, depth, in);
        return;
    }
    if (put_blocker_ray(w, state, ray, &step, depth, in))
        return;
    /* a ray: the other edges at every cell of it, from the current one on */
    fprintf(w->out, "%sfor (int c%d = c%d;;) {\n", in, depth + 1, depth);
    put_tree_edges(w, state, ray, depth + 1, in2);
    for (int i = 0; i < step.n_shifts; i++)
        fprintf(w->out, "%s    c%d = %s[c%d];\n%s    if (!c%d)\n%s        break;\n", in, depth + 1,
                rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, step.shifts[i]).s, depth + 1, in, depth + 1, in);
    char cell[16];
    snprintf(cell, sizeof cell, "c%d", depth + 1);
    fprintf(w->out, "%s    if (!", in);
    rbgc_emit_on_test(w->out, p, step.on_set, cell);
    fprintf(w->out, ")\n%s        break;\n%s}\n", in, in);
}

/* pattern_tree_a: pattern a written out (put_tree). */
static void put_tree_function(rbgc_search_writer *w, int32_t a)
{
    int f = w->f;
    w->f = EMIT_P;
    fprintf(w->out, "/* pattern %d written out: tests and shifts, a loop per ray and per any-cell */\n"
                    "static inline bool %s(gsearch *x, int c0)\n{\n    gstate *S = x->s;\n    (void)S;\n    (void)c0; /* unused when the pattern looks at fixed cells */\n",
            (int)a, rbgc_c_name(RBGC_NAME_PATTERN_TREE, a, NULL).s);
    put_tree(w, w->em->p->automata[a].start, 0, "    ");
    fputs("    return false;\n}\n\n", w->out);
    w->f = f;
}

void rbgc_put_pattern(rbgc_search_writer *w, int32_t a)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    fprintf(w->out, "/* pattern %d */\nstatic bool %s(gsearch *x, int cell)\n{\n", (int)a, rbgc_c_name(RBGC_NAME_PATTERN, a, NULL).s);
    rbgc_flood flood;
    rbgc_pattern_strategy strategy = rbgc_plan_pattern(em, a, &flood);
    if (strategy == RBGC_PATTERN_CHAIN) {
        fputs("    gstate *S = x->s;\n    (void)S;\n    (void)x;\n", w->out);
        for (int32_t i = 0; i < em->an.chain_length[a]; i++)
            rbgc_put_step(w, em->an.chains[a][i], "cell", "    ", "return false;");
        fputs("    return true;\n}\n\n", w->out);
        return;
    }
    const rbg_automaton *au = &p->automata[a];
    if (strategy == RBGC_PATTERN_WAYS) { /* a few masks: cheaper asked again than remembered */
        w->tree[a] = true;
        fprintf(w->out, "    return %s(x, cell);\n}\n\n", rbgc_c_name(RBGC_NAME_PATTERN_TREE, a, NULL).s);
        put_tree_function(w, a);
        return;
    }
    bool tree = strategy == RBGC_PATTERN_TREE, floods = strategy == RBGC_PATTERN_FLOOD;
    bool memo = !em->asked_once[a]; /* plan_asked_once.c */
    if (memo)
        fprintf(w->out, "    if (x->memo_version[%d][cell] == x->version)\n        return x->memo_found[%d][cell];\n",
                (int)a, (int)a);
    int f = w->f;
    w->f = EMIT_P;
    if (floods) {
        w->flood[a] = true;
        fprintf(w->out, "    bool found_ = %s(x, cell);\n", rbgc_c_name(RBGC_NAME_PATTERN_FLOOD, a, NULL).s);
    } else if (tree) {
        w->tree[a] = true;
        fprintf(w->out, "    bool found_ = %s(x, cell);\n", rbgc_c_name(RBGC_NAME_PATTERN_TREE, a, NULL).s);
    } else {
        if (au->n_checks > 0)
            fprintf(w->out, "    int saved_ = x->visited[%d].depth;\n    rbg_stack_start(&x->visited[%d]);\n",
                    (int)a, (int)a);
        fputs("    bool found_ = ", w->out);
        rbgc_put_go(w, au->start, "cell");
        fputs(";\n", w->out);
        if (au->n_checks > 0)
            fprintf(w->out, "    x->visited[%d].depth = saved_;\n", (int)a);
    }
    if (memo)
        fprintf(w->out, "    x->memo_version[%d][cell] = x->version;\n    x->memo_found[%d][cell] = found_;\n", (int)a,
                (int)a);
    fputs("    return found_;\n}\n\n", w->out);
    if (floods)
        rbgc_emit_flood(em, w->out, a, &flood);
    if (tree)
        put_tree_function(w, a);
    w->f = f;
}
