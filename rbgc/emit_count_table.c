/* Shift tables counted by their cells' bits.
 *
 * Breakthrough @ModShift chooses a row, `(up* + down*) .`, then a pawn of that row,
 * `(left* + right*) {pawn} [empty]`.  Neither table has a fixed shape, so the search walks each
 * of them entry by entry, and a listing records every row and every pawn.  But every entry of
 * those tables ends one semimove at its own cell, at once or after one test of the cell's piece:
 * the number of semimoves is a population count of the table's cells (of those holding a piece
 * the test accepts).  A semimove count takes that and walks the table only when the picked
 * semimove is in it; a row without a pawn of the mover, a dead end, then costs a few
 * instructions instead of a walk and a list. */
#include <inttypes.h>
#include <stdlib.h>

#include "emit_internal.h"
#include "reach.h"

/* Whether state t, entered at a cell of the table, ends one semimove (a move when not `semi`)
 * there and does nothing else: its only edge but shifts ends it with no visited check, or is an
 * on-test followed only by such an edge.  `set` gets the test's on-set, or -1 for none. */
static bool ends_one_at_cell(const rbgc_emitter *em, int32_t t, bool semi, int32_t *set)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[t];
    if (st->accepting || st->check >= 0)
        return false;
    const rbg_edge *only = rbgc_only_edge_but_shifts(p, t);
    if (only == NULL)
        return false;
    if (rbgc_ends_move_unchecked(p, only, semi)) {
        *set = -1;
        return true;
    }
    if (only->op != RBG_OP_ON || rbgc_on_set_empty(p, only->arg))
        return false;
    const rbg_edge *record = rbgc_only_edge(em, only->target);
    if (record == NULL || !rbgc_ends_move_unchecked(p, record, semi))
        return false;
    *set = only->arg;
    return true;
}

/* The group of on-set `set` in `t` (added when new), or -1 when there are too many. */
static int group_of(const rbg_program *p, rbgc_count_table *t, int32_t set)
{
    for (int g = 0; g < t->n_groups; g++)
        if (set < 0 ? t->sets[g] < 0 : t->sets[g] >= 0 && rbg_analysis_same_on_set(p, set, t->sets[g]))
            return g;
    if (t->n_groups == RBGC_COUNT_TABLE_GROUPS)
        return -1;
    t->sets[t->n_groups] = set;
    return t->n_groups++;
}

/* Calls `visit` with every entry of the table of `state` at every cell (the start pair only
 * when the state has edges of its own, as the search's table keeps it), with the entry's
 * on-set; stops and returns false when an entry does not end one semimove at its cell. */
static bool each_entry(const rbgc_emitter *em, int32_t state, bool semi,
                       bool (*visit)(void *arg, int32_t cell, int32_t d, int32_t set), void *arg)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    bool keep_start = rbg_analysis_has_other_edges(p, state);
    for (int32_t c = 1; c <= p->n_cells; c++)
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t target = pairs[i], d = pairs[i + 1], set;
            if (target == state && d == c && !keep_start)
                continue;
            if (!ends_one_at_cell(em, target, semi, &set) || !visit(arg, c, d, set))
                return false;
        }
    return true;
}

typedef struct {
    const rbg_program *p;
    rbgc_count_table *table;
    int32_t cell;   /* the start cell whose entries are being seen */
    bool *seen;     /* [n_cells + 1]: the cells of its entries so far */
    uint64_t **masks; /* when writing: per group, the cells per start cell */
    int words;
} entry_walk;

/* An entry: its group found, its cell not met before at this start cell. */
static bool see_entry(void *arg, int32_t cell, int32_t d, int32_t set)
{
    entry_walk *walk = arg;
    if (cell != walk->cell) {
        for (int32_t c = 0; c <= walk->p->n_cells; c++)
            walk->seen[c] = false;
        walk->cell = cell;
    }
    int g = group_of(walk->p, walk->table, set);
    if (g < 0 || walk->seen[d])
        return false;
    walk->seen[d] = true;
    if (walk->masks != NULL)
        walk->masks[g][(size_t)cell * (size_t)walk->words + (size_t)(d - 1) / 64] |= (uint64_t)1 << ((d - 1) % 64);
    return true;
}

bool rbgc_find_count_table(const rbgc_emitter *em, int32_t state, bool semi, rbgc_count_table *t)
{
    const rbg_program *p = em->p;
    t->n_groups = 0;
    rbgc_shape_entry shape[RBGC_SHAPE_MAX_ENTRIES];
    if (em->automaton_of[state] != 0 || em->an.table_begin[state] == NULL || em->any_square[state] >= 0 ||
        em->any_branches[state] != NULL || rbgc_plan_table_shape(em, state, shape) > 0)
        return false;
    entry_walk walk = {.p = p, .table = t, .cell = -1, .seen = calloc((size_t)p->n_cells + 1, sizeof(bool))};
    bool found = each_entry(em, state, semi, see_entry, &walk) && t->n_groups > 0;
    free(walk.seen);
    return found;
}

/* Whether some group tests its cells' pieces. */
static bool count_table_tests(const rbgc_count_table *t)
{
    for (int g = 0; g < t->n_groups; g++)
        if (t->sets[g] >= 0)
            return true;
    return false;
}

bool *rbgc_find_count_tables(const rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    bool *counted = calloc((size_t)p->n_states + 1, sizeof(bool));
    for (int32_t i = 0; i < p->n_edges_total; i++) /* first the states a dot leads to */
        if (p->edges[i].op == RBG_OP_NOOP && p->edges[i].modifier == 0)
            counted[p->edges[i].target] = true;
    for (int32_t s = 0; s < p->n_states; s++) {
        rbgc_count_table t;
        counted[s] = counted[s] && rbgc_find_count_table(em, s, true, &t) && count_table_tests(&t);
    }
    return counted;
}

void rbgc_emit_count_table(const rbgc_emitter *em, FILE *out, FILE *data, int32_t state, bool semi,
                           const rbgc_count_table *t)
{
    const rbg_program *p = em->p;
    int words = em->occ_words;
    size_t n = ((size_t)p->n_cells + 1) * (size_t)words;
    rbgc_count_table again = {0};
    entry_walk walk = {.p = p, .table = &again, .cell = -1, .seen = calloc((size_t)p->n_cells + 1, sizeof(bool)),
                       .masks = calloc((size_t)t->n_groups, sizeof(uint64_t *)), .words = words};
    for (int g = 0; g < t->n_groups; g++)
        walk.masks[g] = calloc(n, sizeof(uint64_t));
    /* the groups come again in the same order, since the walk is the same */
    each_entry(em, state, semi, see_entry, &walk);
    for (int g = 0; g < t->n_groups; g++) {
        fprintf(data, "/* the cells of state %d's table%s, per start cell */\nstatic const uint64_t G_TCM_%d_%d[] = {",
                (int)state, t->n_groups > 1 ? " in one group of tests" : "", (int)state, g);
        for (size_t i = 0; i < n; i++)
            fprintf(data, "%s0x%" PRIx64 "u", i == 0 ? "\n    " : i % 8 ? ", " : ",\n    ", walk.masks[g][i]);
        fputs("};\n", data);
        free(walk.masks[g]);
    }
    free(walk.masks);
    free(walk.seen);
    fprintf(out, "    /* every entry of the table ends one %s at its cell: they are counted by the bits of\n"
                 "     * its cells, and walked only when the picked one is among them */\n"
                 "    {\n        uint64_t n_ = 0;\n        for (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n            n_ +=",
            semi ? "semimove" : "move");
    for (int g = 0; g < t->n_groups; g++) {
        fprintf(out, "%s(uint64_t)__builtin_popcountll(G_TCM_%d_%d[cell * G_OCC_WORDS + w_]", g ? " +\n                  " : " ",
                (int)state, g);
        if (t->sets[g] >= 0) {
            fputs(" & ", out);
            rbgc_emit_occupancy(out, p, t->sets[g]);
        }
        fputc(')', out);
    }
    fputs(";\n        if (__builtin_expect(x->skip >= n_, 1)) {\n            x->skip -= n_;\n            return false;\n"
          "        }\n    }\n",
          out);
}
