/* The C emitter's driver: the game's constants, names and state type, the runtime's head of
 * types and prototypes (rbgc/templates.h), the game's tables and search (emit_search.c), then one
 * divider and the runtime shared by every game, every runtime function body included. */
#include "emit_c.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "cursor.h"
#include "emit_internal.h"
#include "score_sum.h"
#include "templates.h"

/* A C string literal. */
static void put_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fprintf(out, "\\%c", *c);
        else if (*c < 32 || *c >= 127)
            fprintf(out, "\\%03o", *c);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}

static void put_names(FILE *out, const char *name, char *const *names, int first, int n)
{
    fprintf(out, "static const char *const %s[] = {", name);
    for (int i = 0; i < first; i++)
        fputs("\"\", ", out);
    for (int i = first; i < n; i++) {
        fputs(i % 8 ? " " : "\n    ", out);
        put_string(out, names[i]);
        fputc(',', out);
    }
    fputs(n == 0 ? "\"\"};\n" : "\n};\n", out);
}

static void put_ints(FILE *out, const char *type, const char *name, const int32_t *values, int n)
{
    fprintf(out, "static const %s %s[] = {", type, name);
    for (int i = 0; i < n; i++)
        fprintf(out, "%s%d,", i % 16 ? " " : "\n    ", (int)values[i]);
    fputs(n == 0 ? "0};\n" : "\n};\n", out);
}

/* Whether `state` has shifts only, and is no pattern's end: its own entry in a table is passed
 * (a state of the rules that accepts does nothing in a search either). */
static bool shifts_only(const rbgc_emitter *em, int32_t state)
{
    const rbg_state *st = &em->p->states[state];
    if (em->automaton_of[state] != 0 && st->accepting)
        return false;
    for (int32_t k = 0; k < st->n_edges; k++)
        if (em->p->edges[st->first_edge + k].op != RBG_OP_SHIFT)
            return false;
    return true;
}

/* An any-square table: from every cell, every cell, in order, each but the start through one
 * common continuation.  Returns that continuation's state, or -1; *start_differs tells whether
 * the start cell's own continuation (the state itself) has other edges. */
static int32_t any_square_state(const rbgc_emitter *em, int32_t state, bool *start_differs)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    int32_t common = state;
    bool found = false;
    /* Another spelling of "any cell" walks to a fixed cell first (`centre (up* + down*)(left* +
     * right*)`): then every cell, the start included, reaches the common state, and the start
     * cell also lists the state itself, which a move search passes when it has only shifts. */
    bool passing = shifts_only(em, state);
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t entries = (begin[c + 1] - begin[c]) / 2, own = -1;
        for (int32_t i = 0; passing && own < 0 && i < entries; i++)
            if (pairs[begin[c] + 2 * i] == state && pairs[begin[c] + 2 * i + 1] == c)
                own = i;
        if (entries != p->n_cells + (own >= 0) || (c > 1 && passing != (own >= 0)))
            return -1;
        passing = own >= 0;
        for (int32_t j = 0; j < entries; j++) {
            if (j == own)
                continue;
            int32_t i = j - (own >= 0 && j > own);
            int32_t t = pairs[begin[c] + 2 * j], d = pairs[begin[c] + 2 * j + 1];
            if (d != i + 1)
                return -1;
            if (d == c && own < 0) {
                if (t != state)
                    return -1;
            } else if (!found) {
                common = t;
                found = true;
            } else if (t != common) {
                return -1;
            }
        }
    }
    *start_differs = !passing && common != state && !rbg_analysis_same_continuation(p, state, common);
    return common;
}

/* An any-square table of several branches (`anyCell A + anyCell B`, the alternatives merged
 * into one state): from every cell, every cell in order, the start through the state itself and
 * each other cell through the same few continuations, in the same order.  Returns those
 * continuations (ended by -1; at least two), or NULL. */
static int32_t *any_square_branches(const rbgc_emitter *em, int32_t state)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    if (p->n_cells < 2)
        return NULL;
    int32_t n = (begin[2] - begin[1]) / 2 - 1; /* cell 1's entries: itself once, then the others */
    if (n < 2 || n % (p->n_cells - 1) != 0)
        return NULL;
    int32_t k = n / (p->n_cells - 1);
    int32_t *commons = malloc(sizeof(int32_t) * ((size_t)k + 1));
    for (int32_t j = 0; j < k; j++)
        commons[j] = pairs[begin[1] + 2 * (1 + j)];
    commons[k] = -1;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        const int32_t *at = pairs + begin[c];
        bool ok = begin[c + 1] - begin[c] == 2 * (n + 1);
        for (int32_t d = 1; ok && d <= p->n_cells; d++) {
            if (d == c) {
                ok = at[0] == state && at[1] == d;
                at += 2;
                continue;
            }
            for (int32_t j = 0; ok && j < k; j++, at += 2)
                ok = at[0] == commons[j] && at[1] == d;
        }
        if (!ok) {
            free(commons);
            return NULL;
        }
    }
    return commons;
}

/* When every edge of `state` but its shifts is an on-test (chess: one alternative per kind of
 * piece after "any cell"), the pieces one of them accepts: on a cell holding another piece
 * nothing goes on, so the any-square loop needs to visit only the cells of these pieces.
 * NULL otherwise, and when there is one test (only_on_set covers it). */
static bool *pieces_of_on_tests(const rbg_program *p, int32_t state)
{
    const rbg_state *st = &p->states[state];
    if (st->accepting)
        return NULL;
    bool *pieces = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    int32_t tests = 0;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT)
            continue;
        if (e->op != RBG_OP_ON) {
            free(pieces);
            return NULL;
        }
        tests++;
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            pieces[piece] |= rbgc_on_set_has(p, e->arg, piece);
    }
    if (tests < 2) {
        free(pieces);
        return NULL;
    }
    return pieces;
}

/* Whether the cells an any-square loop through `common` goes on from can be found by the
 * occupancy bits: common's only edge is one on-test, or all are (any_pieces, filled here). */
static bool any_square_by_bits(rbgc_emitter *em, int32_t common)
{
    if (em->an.only_on_set[common] >= 0)
        return true;
    if (em->any_pieces[common] == NULL)
        em->any_pieces[common] = pieces_of_on_tests(em->p, common);
    return em->any_pieces[common] != NULL;
}

/* The most occupancy words (pieces times words per board) that a counted table alone turns on. */
enum { COUNT_TABLE_MAX_OCC_WORDS = 4 };

/* Whether automaton `a` is a pattern decided by a search, whose results are memoised: not one
 * asked at most once per version, whose memo would never be read. */
static bool memoised(const rbgc_emitter *em, int32_t a)
{
    return a > 0 && em->an.static_patterns[a] == NULL && em->an.chains[a] == NULL && !rbgc_pattern_by_ways(em, a) &&
           !em->asked_once[a];
}

/* Every printer and planner asks for the shapes of the shift tables, and finding one costs a
 * walk of its table at every cell (half of loading pentago when each asked again). */
static void plan_table_shapes(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    em->table_shapes = rbg_checked_calloc((size_t)p->n_states + 1, sizeof(rbgc_shape_entry *));
    em->n_table_shapes = rbg_checked_calloc((size_t)p->n_states + 1, sizeof(int));
    rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
    for (int32_t s = 0; s < p->n_states; s++) {
        int n = em->an.table_begin[s] != NULL ? rbgc_table_shape(p, &em->an, s, entries) : 0;
        if (n == 0)
            continue;
        em->table_shapes[s] = rbg_checked_calloc((size_t)n, sizeof(rbgc_shape_entry));
        memcpy(em->table_shapes[s], entries, sizeof(rbgc_shape_entry) * (size_t)n);
        em->n_table_shapes[s] = n;
    }
}

int rbgc_plan_table_shape(const rbgc_emitter *em, int32_t state, rbgc_shape_entry *entries)
{
    int n = em->n_table_shapes[state];
    if (n > 0)
        memcpy(entries, em->table_shapes[state], sizeof(rbgc_shape_entry) * (size_t)n);
    return n;
}

static void prepare(rbgc_emitter *em, const rbg_program *p)
{
    memset(em, 0, sizeof *em);
    em->p = p;
    rbg_analysis_build(&em->an, p);
    plan_table_shapes(em);
    em->way_masks = rbg_checked_calloc((size_t)p->n_states + 1, sizeof(rbgc_way_masks));
    em->automaton_of = calloc((size_t)p->n_states + 1, sizeof(int32_t));
    for (int32_t a = 0; a < p->n_automata; a++)
        for (int32_t s = 0; s < p->automata[a].n_states; s++)
            em->automaton_of[p->automata[a].first_state + s] = a;
    for (int f = 0; f < EMIT_FLAVOURS; f++) {
        em->wanted[f] = calloc((size_t)p->n_states + 1, sizeof(bool));
        em->planned[f] = calloc((size_t)p->n_states + 1, sizeof(bool));
    }
    em->any_square = malloc(sizeof(int32_t) * ((size_t)p->n_states + 1));
    em->any_start_differs = calloc((size_t)p->n_states + 1, sizeof(bool));
    em->any_pieces = calloc((size_t)p->n_states + 1, sizeof(bool *));
    em->any_branches = calloc((size_t)p->n_states + 1, sizeof(int32_t *));
    em->semi_count_at = calloc((size_t)p->n_states + 1, sizeof(bool));
    for (int32_t s = 0; s < p->n_states; s++) {
        int32_t common = em->an.table_begin[s] != NULL ? any_square_state(em, s, &em->any_start_differs[s]) : -1;
        em->any_square[s] = common;
        if (common >= 0) {
            em->uses_occ |= any_square_by_bits(em, common);
            continue;
        }
        int32_t *branches = em->an.table_begin[s] != NULL ? any_square_branches(em, s) : NULL;
        bool by_bits = branches != NULL;
        for (int32_t j = 0; by_bits && branches[j] >= 0; j++)
            by_bits = any_square_by_bits(em, branches[j]);
        if (by_bits) {
            em->any_branches[s] = branches;
            em->uses_occ = true;
        } else {
            free(branches);
        }
    }
    /* Tables counted by their cells' bits (emit_count_table.c) need them where they test; but
     * the bits cost a word per piece in every state copied, which only a few pieces repay
     * (skirmish @ModShift, thirteen pieces, is 6% slower with them). */
    em->count_tables = rbgc_find_count_tables(em);
    int32_t occ_cost = p->n_pieces * (int32_t)((p->n_cells + 63) / 64);
    for (int32_t s = 0; s < p->n_states && !em->uses_occ && occ_cost <= COUNT_TABLE_MAX_OCC_WORDS; s++)
        em->uses_occ = em->count_tables[s];
    /* So do patterns asked as ways of masks (connect four's four in a row when no any-square
     * turned the bits on: a column chosen by `down* up^5 (left* + right*)`). */
    if (!em->uses_occ && occ_cost <= COUNT_TABLE_MAX_OCC_WORDS) {
        em->uses_occ = true;
        bool ways = false;
        for (int32_t a = 1; a < p->n_automata && !ways; a++)
            ways = em->an.static_patterns[a] == NULL && rbgc_pattern_by_ways(em, a);
        em->uses_occ = ways;
    }
    em->asked_once = rbgc_plan_asked_once(p);
    for (int32_t a = 1; a < p->n_automata; a++)
        em->uses_memo |= memoised(em, a);
    rbgc_find_unseen_offs(em);
    rbgc_find_off_tests(em);
    rbgc_plan_cell_pieces(em);
    rbgc_find_any_legal_tests(em); /* once uses_occ is known */
    em->occ_words = (p->n_cells + 63) / 64;
    /* On a board of one word the occupancy bits count the pieces in one instruction, and every
     * change of a cell saves two read-modify-writes of stored counts (the mill lifts and puts
     * back a man for each move it lists). */
    em->counts_by_occ = p->uses_counts && em->uses_occ && em->occ_words == 1;
    em->cell_type = p->n_cells < 256 ? "uint8_t" : p->n_cells < 65536 ? "uint16_t" : "int32_t";
}

static void release(rbgc_emitter *em)
{
    rbg_analysis_free(&em->an, em->p);
    for (int32_t s = 0; s < em->p->n_states; s++)
        free(em->table_shapes[s]);
    free(em->table_shapes);
    free(em->n_table_shapes);
    rbgc_way_masks_release(em);
    free(em->automaton_of);
    free(em->asked_once);
    for (int f = 0; f < EMIT_FLAVOURS; f++) {
        free(em->wanted[f]);
        free(em->planned[f]);
    }
    for (int32_t s = 0; s < em->p->n_states; s++) {
        free(em->any_pieces[s]);
        free(em->any_branches[s]);
    }
    free(em->any_pieces);
    free(em->any_branches);
    free(em->semi_count_at);
    free(em->count_tables);
    free(em->any_start_differs);
    free(em->any_square);
    free(em->any_legal_test);
    free(em->unseen_off);
    free(em->off_ending_test);
    free(em->off_replaces);
    free(em->functions);
    free(em->function_plans);
    free(em->segment);
}

/* An enum of the game's names of `kind`, from `first` to `end` (none when empty). */
static void put_enum(FILE *out, const char *what, const rbg_program *p, rbgc_name_kind kind, int32_t first,
                     int32_t end)
{
    if (first >= end)
        return;
    fprintf(out, "/* %s */\nenum {", what);
    for (int32_t i = first; i < end; i++)
        fprintf(out, "%s%s = %d,", (i - first) % 4 ? " " : "\n    ", rbgc_declared_name(p, kind, i).s, (int)i);
    fputs("\n};\n\n", out);
}

static void put_state_type(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    fprintf(out, "#define G_N_CELLS %d\n#define G_N_PIECES %d\n#define G_N_AUTOMATA %d\n"
                 "#define G_OCC_WORDS %d\n#define G_USES_COUNTS %d\n#define G_USES_OCC %d\n"
                 "#define G_START_STATE %d\n\n",
            (int)p->n_cells, (int)p->n_pieces, (int)p->n_automata, em->occ_words,
            p->uses_counts && !em->counts_by_occ ? 1 : 0, em->uses_occ ? 1 : 0, (int)p->automata[0].start);
    if (em->counts_by_occ)
        fputs("/* $ piece: the pieces on the board, by their occupancy bits */\n"
              "#define G_COUNT(piece) ((int64_t)__builtin_popcountll(S->occ[piece][0]))\n\n", out);
    else if (p->uses_counts)
        fputs("/* $ piece: the pieces on the board, as counted */\n"
              "#define G_COUNT(piece) ((int64_t)S->counts[piece])\n\n", out);
    fprintf(out, "typedef %s piece_t;\n\n", p->n_pieces <= 256 ? "uint8_t" : "uint16_t");
    put_enum(out, "the pieces", p, RBGC_NAME_PIECE, 0, p->n_pieces);
    put_enum(out, "the directions of shifts (G_NB_ and G_RAY_ arrays name them too)", p, RBGC_NAME_EDGE, 0, p->n_edges);
    put_enum(out, "the variables, indices into vars[]", p, RBGC_NAME_VARIABLE, 0, p->n_variables);
    put_enum(out, "the players (0 is the keeper)", p, RBGC_NAME_PLAYER, 1, p->n_players + 1);
    fputs("/* A state: copied with memcpy. */\ntypedef struct {\n"
          "    int32_t player;    /* 0: the keeper */\n"
          "    int32_t nfa_state; /* the position in the rules */\n"
          "    int32_t cell;      /* the current cell */\n"
          "    int32_t unhashed;  /* set by the hot loops, which do not keep `hash` */\n"
          "    uint64_t hash;     /* the Zobrist keys of the cells and variables (stored_hash) */\n", out);
    fprintf(out, "    int64_t vars[%d];\n", p->n_variables > 0 ? (int)p->n_variables : 1);
    if (p->uses_counts && !em->counts_by_occ)
        fprintf(out, "    int32_t counts[%d];\n", (int)p->n_pieces);
    if (em->uses_occ)
        fprintf(out, "    uint64_t occ[%d][%d]; /* per piece, the cells holding it (bit c-1) */\n", (int)p->n_pieces,
                em->occ_words);
    fprintf(out, "    piece_t board[%d];\n} gstate;\n\n", (int)p->n_cells + 1);
}

static void put_data(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    int32_t cells = p->n_cells;
    int32_t *column = malloc(sizeof(int32_t) * ((size_t)cells + 1));
    for (int32_t e = 0; e < p->n_edges; e++) {
        for (int32_t c = 0; c <= cells; c++)
            column[c] = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e];
        fprintf(out, "/* shift %s: the cell it leads to, per cell */\n", p->edge_names[e]);
        put_ints(out, em->cell_type, rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, e).s, column, cells + 1);
    }
    for (int32_t a = 1; a < p->n_automata; a++) {
        if (em->an.static_patterns[a] == NULL)
            continue;
        for (int32_t c = 0; c <= cells; c++)
            column[c] = em->an.static_patterns[a][c];
        char name[64];
        snprintf(name, sizeof name, "G_SHIFT_PATTERN_%d", (int)a);
        fprintf(out, "/* pattern %d, made of shifts: whether it holds, per cell */\n", (int)a);
        put_ints(out, "uint8_t", name, column, cells + 1);
    }
    free(column);
    if (p->n_pieces > 64)
        for (int32_t set = 0; set < p->n_on_sets; set++) {
            fprintf(out, "static const uint8_t G_ON_%d[] = {", (int)set);
            for (int32_t piece = 0; piece < p->n_pieces; piece++)
                fprintf(out, "%d,", (int)rbgc_on_set_has(p, set, piece));
            fputs("};\n", out);
        }
    fputs("static const uint64_t G_CELL_MASK[] = {", out);
    for (int w = 0; w < em->occ_words; w++) {
        int32_t in_word = cells - 64 * w >= 64 ? 64 : cells - 64 * w;
        fprintf(out, "UINT64_C(0x%" PRIx64 "), ", in_word == 64 ? UINT64_MAX : (((uint64_t)1 << in_word) - 1));
    }
    fputs("0};\n", out);

    int32_t *values = malloc(sizeof(int32_t) * ((size_t)p->n_states + (size_t)cells + (size_t)p->n_automata + 8));
    for (int32_t s = 0; s < p->n_states; s++)
        values[s] = p->states[s].nodal;
    put_ints(out, "uint8_t", "G_NODAL", values, p->n_states);
    bool *cursor_free = rbg_cursor_free_states(p);
    for (int32_t s = 0; s < p->n_states; s++)
        values[s] = cursor_free[s];
    free(cursor_free);
    /* where the current cell does not matter, for the state hash (runtime/cursor.h) */
    put_ints(out, "uint8_t", "G_CURSOR_FREE", values, p->n_states);
    for (int32_t a = 0; a < p->n_automata; a++)
        values[a] = p->automata[a].n_checks;
    put_ints(out, "int32_t", "G_CHECKS", values, p->n_automata);
    bool any_memo = false;
    for (int32_t a = 0; a < p->n_automata; a++) {
        values[a] = memoised(em, a);
        any_memo |= values[a] != 0;
    }
    put_ints(out, "uint8_t", "G_MEMO", values, p->n_automata);
    fprintf(out, "#define G_ANY_MEMO %d\n", any_memo);
    for (int32_t c = 0; c <= cells; c++)
        values[c] = c == 0 ? 0 : p->initial_pieces[c];
    put_ints(out, "int32_t", "G_INITIAL_PIECES", values, cells + 1);
    put_ints(out, "int32_t", "G_PLAYER_VARIABLE", p->player_variable, p->n_players + 1);
    free(values);

    /* What the commands show. */
    put_names(out, "G_CELL_NAMES", p->cell_names, 1, cells + 1);
    put_names(out, "G_PIECE_NAMES", p->piece_names, 0, p->n_pieces);
    put_names(out, "G_VARIABLE_NAMES", p->variable_names, 0, p->n_variables);
    int32_t board_edges = rbg_program_board_edges(p); /* the game's description: no jumps */
    int32_t *board_neighbours = rbg_program_board_neighbours(p);
    put_names(out, "G_EDGE_NAMES", p->edge_names, 0, board_edges);
    fputs("static const char *const G_PLAYER_NAMES[] = {\"keeper\",", out);
    for (int i = 1; i <= p->n_players; i++) {
        fputc(' ', out);
        put_string(out, p->player_names[i]);
        fputc(',', out);
    }
    int64_t sum;
    rbg_score_sum_kind sum_kind = rbg_score_sum_analyse(p, &sum); /* the agents' constant-sum test */
    fputs("};\nstatic const int64_t G_SCORE_BOUNDS[] = {0,", out);
    for (int i = 1; i <= p->n_players; i++)
        fprintf(out, " INT64_C(%" PRId64 "),", p->bounds[p->player_variable[i]]);
    fputs("};\n", out);
    put_ints(out, "int32_t", "G_CELL_X", p->cell_x, cells + 1);
    put_ints(out, "int32_t", "G_CELL_Y", p->cell_y, cells + 1);
    put_ints(out, "int32_t", "G_CELL_Z", p->cell_z, cells + 1);
    put_ints(out, "int32_t", "G_NEIGHBOURS", board_neighbours != NULL ? board_neighbours : p->neighbours,
             (cells + 1) * board_edges);
    free(board_neighbours);
    fputs("static const rbg_game_info G_INFO = {\n    .name = ", out);
    put_string(out, p->name);
    fprintf(out, ",\n    .n_cells = %d, .n_pieces = %d, .n_variables = %d, .n_players = %d, .n_edges = %d,\n"
                 "    .cell_names = G_CELL_NAMES, .piece_names = G_PIECE_NAMES, .variable_names = G_VARIABLE_NAMES,\n"
                 "    .player_names = G_PLAYER_NAMES, .edge_names = G_EDGE_NAMES, .score_bounds = G_SCORE_BOUNDS,\n"
                 "    .board_kind = %d, .width = %d, .height = %d, .depth = %d,\n"
                 "    .cell_x = G_CELL_X, .cell_y = G_CELL_Y, .cell_z = G_CELL_Z, .neighbours = G_NEIGHBOURS,\n"
                 "    .score_sum_kind = %d, .score_sum = INT64_C(%" PRId64 "),\n};\n\n",
            (int)cells, (int)p->n_pieces, (int)p->n_variables, (int)p->n_players, (int)board_edges, (int)p->board_kind,
            (int)p->width, (int)p->height, (int)p->depth, (int)sum_kind, sum);
}

/* Placement turns (runtime/analysis.h): their cells come from a constant mask per start cell
 * and the occupancy of the tested pieces, so playouts draw a move without listing them all. */
static void put_placements(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    int32_t cells = p->n_cells;
    rbgc_put_placement_filters(em, out);
    fputs("static int hot_placement(rbg_context *ctx, const void *st, const int32_t **modifiers,\n"
          "                         int32_t *n_modifiers, int32_t *lazy_state, bool *sure)\n{\n"
          "    const gstate *S = st;\n    (void)ctx;\n    (void)modifiers;\n    (void)n_modifiers;\n"
          "    (void)lazy_state;\n    (void)sure;\n"
          "    if (S->player == 0)\n        return 0;\n    switch (S->nfa_state) {\n", out);
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        if (pl == NULL)
            continue;
        fprintf(out, "    case %d: { /* a placement turn */\n", (int)st);
        fprintf(out, "        static const uint64_t masks[] = {");
        for (size_t i = 0; i < (size_t)(cells + 1) * (size_t)pl->words; i++)
            fprintf(out, "%sUINT64_C(0x%" PRIx64 "),", i % 4 == 0 ? "\n            " : " ", pl->masks[i]);
        fprintf(out, "\n        };\n        static const int32_t actions[] = {");
        for (int32_t k = 0; k < pl->n_modifiers; k++)
            fprintf(out, "%d, ", (int)pl->modifiers[k]);
        fprintf(out, "};\n        const uint64_t *mask = masks + (size_t)S->cell * %d;\n", (int)pl->words);
        fprintf(out, "        for (int w = 0; w < %d; w++) {\n", (int)pl->words);
        if (em->uses_occ) {
            fputs("            uint64_t held = 0", out);
            for (int32_t piece = 0; piece < p->n_pieces; piece++)
                if (rbgc_on_set_has(p, pl->on_set, piece))
                    fprintf(out, " | S->occ[%s][w]", rbgc_declared_name(p, RBGC_NAME_PIECE, piece).s);
            fputs(";\n            ctx->hot.placement_cells[w] = mask[w] & held;\n", out);
        } else {
            fputs("            uint64_t found = 0;\n"
                  "            for (uint64_t bits = mask[w]; bits != 0; bits &= bits - 1) {\n"
                  "                int d_ = 64 * w + __builtin_ctzll(bits) + 1;\n"
                  "                if (", out);
            rbgc_emit_on_test(out, p, pl->on_set, "d_");
            fputs(")\n                    found |= bits & -bits;\n            }\n"
                  "            ctx->hot.placement_cells[w] = found;\n", out);
        }
        if (pl->filter >= 0 && !rbgc_put_placement_filter_bits(em, pl, out))
            fprintf(out, "            /* the cells where pattern %d %s */\n"
                         "            for (uint64_t bits = ctx->hot.placement_cells[w]; bits != 0; bits &= bits - 1)\n"
                         "                if (%splacement_filter_%d(S, 64 * w + __builtin_ctzll(bits) + 1))\n"
                         "                    ctx->hot.placement_cells[w] &= ~(bits & -bits);\n",
                    (int)pl->filter, pl->filter_negated ? "fails" : "holds", pl->filter_negated ? "" : "!",
                    (int)pl->filter);
        fprintf(out, "        }\n        *modifiers = actions;\n        *n_modifiers = %d;\n"
                     "        *lazy_state = %d;%s\n        *sure = %s;\n        return %d;\n    }\n",
                (int)pl->n_modifiers, (int)pl->lazy_state,
                pl->lazy_state >= 0 ? " /* final tests run on the drawn cell alone */" : "",
                pl->one_ending ? "true /* they only choose the ending */" : "false", (int)pl->words);
    }
    fputs("    default:\n        return 0;\n    }\n}\n\n", out);
    rbgc_put_legal_cells(em, out);
}

bool rbgc_emit_c(const rbg_program *p, FILE *out)
{
    rbgc_emitter em;
    prepare(&em, p);
    fprintf(out, "/* The reasoner of the game '%s', generated by rbgc (%s).\n"
                 " * It implements the reasoner interface of runtime/rbg.h and exports rbg_generated_reasoner.\n"
                 " * The game's own code comes first: its constants, names and state type, then (after a\n"
                 " * runtime head of the types that code uses and the prototypes of the runtime functions\n"
                 " * it calls) its tables and search functions.  Every runtime function body, the same\n"
                 " * for every game, follows the divider at the end; the compiler still inlines them. */\n",
            p->name, RBGC_EMITTER_VERSION);
    /* The library's headers first, so that only our own definitions are hidden. */
    fputs("#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n"
          "#include <stdlib.h>\n#include <string.h>\n#pragma GCC visibility push(hidden)\n\n",
          out);
    fputs("/* ==== the game: constants, names, state ==== */\n\n", out);
    put_state_type(&em, out);
    fputs("/* ==== runtime head: the types and prototypes the game's code uses (the runtime's headers\n"
          " * explain them; the bodies follow the divider) ==== */\n\n",
          out);
    fputs(rbgc_template_head, out);
    fputs("\n/* ==== the game: constant tables ==== */\n\n", out);
    put_data(&em, out);
    rbgc_emit_search(&em, out);
    put_placements(&em, out);
    rbgc_put_apply_action(p, out);
    fputs("/* ===== shared runtime: the same for every game =====\n"
          " * The bodies of the functions the runtime head declares, move lists, the helpers the search\n"
          " * functions call, the hot loops (perft, playouts), the reasoner interface over the\n"
          " * functions above, and the exported entry. */\n\n",
          out);
    fputs(rbgc_template_tail, out);
    bool planned = !em.plan_missed;
    release(&em);
    return planned && !ferror(out);
}

bool rbgc_emit_plan(const rbg_program *p, FILE *out)
{
    rbgc_emitter em;
    prepare(&em, p);
    rbgc_plan_searches(&em);
    rbgc_plan_functions(&em);
    rbgc_plan_levels(&em);
    rbgc_plan_print(&em, out);
    release(&em);
    return !ferror(out);
}
