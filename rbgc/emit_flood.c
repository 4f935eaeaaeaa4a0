/* Patterns that flood a region: go's "the chain has a liberty",
 * `adjacent ({stone} adjacent)* {empty, eye}`, and its "reaches", `(adjacent {space})* adjacent
 * {stone}`.  Both are one shape: from the cell, shifts to its neighbours; at each neighbour, an
 * end test that makes the pattern hold, or a walk test after which the same shifts go on.  The
 * pattern holds when some cell reached through walk cells passes the end test, which is a
 * question about one region of the board, not about paths.
 *
 * The generic search (emit_search.c) walks the automaton's pairs with a visited level and a
 * call per cell.  Here the region is walked with a stack of cells in the function and a bitset of
 * the walk cells already taken, which the function clears itself: no levels, no calls, and the
 * first cell passing the end test stops the walk. */
#include <stdlib.h>
#include <string.h>

#include "emit_internal.h"

/* A state whose edges are all shifts (at most RBGC_FLOOD_SHIFTS): their labels and targets. */
static int shift_fan(const rbg_program *p, int32_t s, int32_t *labels, int32_t *targets)
{
    const rbg_state *st = &p->states[s];
    if (st->accepting || st->n_edges == 0 || st->n_edges > RBGC_FLOOD_SHIFTS)
        return -1;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op != RBG_OP_SHIFT)
            return -1;
        labels[k] = e->arg;
        targets[k] = e->target;
    }
    return (int)st->n_edges;
}

/* Whether state m has just the two tests of the flood: the end test into an accepting state and
 * the walk test into `*walk_state`; the first such state met sets what the others must match. */
static bool flood_tests(const rbg_program *p, int32_t m, rbgc_flood *f, int32_t *walk_state)
{
    const rbg_state *st = &p->states[m];
    if (st->accepting || st->n_edges != 2)
        return false;
    int32_t end = -1, walk = -1, walk_target = -1;
    for (int32_t k = 0; k < 2; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op != RBG_OP_ON)
            return false;
        if (p->states[e->target].accepting) {
            end = e->arg;
        } else {
            walk = e->arg;
            walk_target = e->target;
        }
    }
    if (end < 0 || walk < 0)
        return false;
    if (*walk_state < 0) {
        f->end_set = end;
        f->walk_set = walk;
        *walk_state = walk_target;
    }
    /* each edge has an on-set of its own: compared by the pieces they hold */
    return rbg_analysis_same_on_set(p, f->end_set, end) && rbg_analysis_same_on_set(p, f->walk_set, walk) &&
           *walk_state == walk_target;
}

/* A shift fan from s (shift_fan) whose every target has the flood's two tests (flood_tests):
 * the number of shifts, or -1. */
static int tested_fan(const rbg_program *p, int32_t s, int32_t *labels, rbgc_flood *f, int32_t *walk_state)
{
    int32_t targets[RBGC_FLOOD_SHIFTS];
    int n = shift_fan(p, s, labels, targets);
    for (int i = 0; i < n; i++)
        if (!flood_tests(p, targets[i], f, walk_state))
            return -1;
    return n;
}

bool rbgc_find_flood(const rbg_program *p, int32_t a, rbgc_flood *f)
{
    memset(f, 0, sizeof *f);
    int32_t walk_state = -1;
    f->n_first = tested_fan(p, p->automata[a].start, f->first, f, &walk_state);
    if (f->n_first <= 0)
        return false;
    f->n_step = tested_fan(p, walk_state, f->step, f, &walk_state);
    return f->n_step > 0;
}

/* How a walk cell is taken (marked, false if it was already): in the bitset seen_, or, when
 * `check` >= 0, as the walk state's visited pair of automaton `a`. */
typedef struct {
    int a, check;
} taking;

/* The neighbours of `from` (a C name) along `labels`: one passing the end test ends the walk,
 * one passing the walk test not taken yet is taken and pushed. */
static void put_neighbours(const rbgc_emitter *em, FILE *out, const rbgc_flood *f, const int32_t *labels, int n,
                           const char *from, taking take, const char *in)
{
    const rbg_program *p = em->p;
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s{\n%s    int d_ = %s[%s];\n%s    if (d_) {\n%s        if (", in, in,
                rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, labels[i]).s, from, in, in);
        rbgc_emit_on_test(out, p, f->end_set, "d_");
        fprintf(out, ")\n%s            return true;\n%s        if ((", in, in);
        rbgc_emit_on_test(out, p, f->walk_set, "d_");
        if (take.check >= 0)
            fprintf(out, ") && rbg_stack_visit(&x->visited[%d], (size_t)%d * (G_N_CELLS + 1) + (size_t)d_))\n", take.a,
                    take.check);
        else
            fprintf(out, ") && !((seen_[(d_ - 1) >> 6] >> ((d_ - 1) & 63)) & 1)) {\n"
                         "%s            seen_[(d_ - 1) >> 6] |= (uint64_t)1 << ((d_ - 1) & 63);\n",
                    in);
        fprintf(out, "%s            stack_[n_++] = (%s)d_;\n", in, em->cell_type);
        if (take.check < 0)
            fprintf(out, "%s        }\n", in);
        fprintf(out, "%s    }\n%s}\n", in, in);
    }
}

void rbgc_emit_flood(const rbgc_emitter *em, FILE *out, int32_t a, const rbgc_flood *f)
{
    fprintf(out, "/* pattern %d floods a region from the cell (emit_flood.c): the walk cells taken are\n"
                 " * marked in seen_ and wait on stack_ for their neighbours */\n"
                 "static bool %s(gsearch *x, int cell)\n{\n    const gstate *S = x->s;\n    (void)S;\n"
                 "    uint64_t seen_[G_OCC_WORDS] = {0};\n    %s stack_[G_N_CELLS];\n    int n_ = 0;\n",
            (int)a, rbgc_c_name(RBGC_NAME_PATTERN_FLOOD, a, NULL).s, em->cell_type);
    taking bits = {0, -1};
    put_neighbours(em, out, f, f->first, f->n_first, "cell", bits, "    ");
    fputs("    while (n_ > 0) {\n        int c_ = stack_[--n_];\n", out);
    put_neighbours(em, out, f, f->step, f->n_step, "c_", bits, "        ");
    fputs("    }\n    return false;\n}\n\n", out);
}

bool rbgc_find_flood_walk(const rbg_program *p, int32_t q, rbgc_flood *f)
{
    memset(f, 0, sizeof *f);
    if (p->states[q].check < 0)
        return false;
    int32_t walk_state = -1;
    f->n_step = tested_fan(p, q, f->step, f, &walk_state);
    return f->n_step > 0 && walk_state == q;
}

void rbgc_emit_flood_walk(const rbgc_emitter *em, FILE *out, int32_t q, const rbgc_flood *f)
{
    taking visits = {(int)em->automaton_of[q], (int)em->p->states[q].check};
    fprintf(out, "    /* the walk floods its region (emit_flood.c): its cells taken as visited pairs of this\n"
                 "     * state, waiting on stack_ for their neighbours */\n"
                 "    %s stack_[G_N_CELLS];\n    int n_ = 0;\n    int c_ = cell;\n    for (;;) {\n",
            em->cell_type);
    put_neighbours(em, out, f, f->step, f->n_step, "c_", visits, "        ");
    fputs("        if (n_ == 0)\n            return false;\n        c_ = stack_[--n_];\n    }\n}\n\n", out);
}
