/* Shift tables (runtime/analysis.c) against a reference search that has none.
 *
 * The reference walks the rules automaton edge by edge, checks every (state, cell) pair of a
 * level, and collects the moves as a set of action sequences: nothing of the analysis, the
 * check pruning or the emitter.  Its perft must equal the interpreter's and the compiled
 * reasoner's on the game that exposed the representative rule, and on a few hundred random games
 * made of stars of shifts, choices, on-tests, patterns and offs (one or two players, two
 * players' moves with or without a last off), the shapes whose shift runs meet states with the same continuation. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiled.h"
#include "frontend.h"
#include "game_files.h"
#include "interp.h"
#include "nfa.h"
#include "rng.h"
#include "tables.h"

/* ---- the reference search ---- */

enum { REF_MAX_ACTIONS = 32 };

typedef struct {
    int n;
    rbg_action actions[REF_MAX_ACTIONS];
} ref_move;

typedef struct {
    const rbg_program *p;
    int16_t *board;
    ref_move path;
    ref_move *moves;
    size_t n_moves, capacity;
} ref_search;

static size_t pair_index(const rbg_program *p, int32_t state, int32_t cell)
{
    return (size_t)state * (size_t)(p->n_cells + 1) + (size_t)cell;
}

static bool ref_holds(const rbg_program *p, int32_t set, int16_t piece)
{
    return (p->on_sets[(size_t)set * (size_t)p->on_set_words + (size_t)(piece / 64)] >> (piece % 64)) & 1;
}

static bool ref_pattern_from(ref_search *r, int32_t state, int32_t cell, bool *seen);

/* Whether pattern automaton `a` reaches its end from `cell`. */
static bool ref_pattern(ref_search *r, int32_t a, int32_t cell)
{
    bool *seen = calloc(pair_index(r->p, r->p->n_states, 0), sizeof(bool));
    bool found = ref_pattern_from(r, r->p->automata[a].start, cell, seen);
    free(seen);
    return found;
}

/* The next cell of an edge that is a shift, a test that passes or a dot; 0 otherwise. */
static int32_t ref_step(ref_search *r, const rbg_edge *e, int32_t cell)
{
    const rbg_program *p = r->p;
    switch (e->op) {
    case RBG_OP_SHIFT:
        return p->neighbours[(size_t)cell * (size_t)p->n_edges + (size_t)e->arg];
    case RBG_OP_ON:
        return ref_holds(p, e->arg, r->board[cell]) ? cell : 0;
    case RBG_OP_PATTERN:
        return ref_pattern(r, e->arg, cell) != e->negated ? cell : 0;
    case RBG_OP_NOOP:
        return cell;
    default:
        return 0;
    }
}

static bool ref_pattern_from(ref_search *r, int32_t state, int32_t cell, bool *seen)
{
    if (seen[pair_index(r->p, state, cell)])
        return false;
    seen[pair_index(r->p, state, cell)] = true;
    const rbg_state *st = &r->p->states[state];
    if (st->accepting)
        return true;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &r->p->edges[st->first_edge + k];
        ck_assert_msg(e->op != RBG_OP_OFF && e->op != RBG_OP_ASSIGN, "a modifier in a pattern");
        int32_t next = ref_step(r, e, cell);
        if (next != 0 && ref_pattern_from(r, e->target, next, seen))
            return true;
    }
    return false;
}

static void ref_add_move(ref_search *r)
{
    if (r->n_moves == r->capacity) {
        r->capacity = r->capacity * 2 + 16;
        r->moves = realloc(r->moves, r->capacity * sizeof *r->moves);
    }
    r->moves[r->n_moves++] = r->path;
}

/* Every path from (state, cell) to a switch, each pair once per level (since the last off). */
static void ref_walk(ref_search *r, int32_t state, int32_t cell, bool *level)
{
    if (level[pair_index(r->p, state, cell)])
        return;
    level[pair_index(r->p, state, cell)] = true;
    const rbg_state *st = &r->p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &r->p->edges[st->first_edge + k];
        if (e->op == RBG_OP_COMPARE || e->op == RBG_OP_ASSIGN)
            ck_abort_msg("the reference has no variables");
        if (e->op != RBG_OP_OFF && e->op != RBG_OP_SWITCH && e->op != RBG_OP_KEEPER) {
            int32_t next = ref_step(r, e, cell);
            if (next != 0)
                ref_walk(r, e->target, next, level);
            continue;
        }
        ck_assert_int_lt(r->path.n, REF_MAX_ACTIONS);
        r->path.actions[r->path.n++] = (rbg_action){cell, e->modifier};
        if (e->op == RBG_OP_OFF) {
            int16_t old = r->board[cell];
            r->board[cell] = (int16_t)e->arg;
            bool *next_level = calloc(pair_index(r->p, r->p->n_states, 0), sizeof(bool));
            ref_walk(r, e->target, cell, next_level);
            free(next_level);
            r->board[cell] = old;
        } else {
            ref_add_move(r);
        }
        r->path.n--;
    }
}

static int compare_moves(const void *a, const void *b)
{
    const ref_move *x = a, *y = b;
    if (x->n != y->n)
        return x->n < y->n ? -1 : 1;
    for (int i = 0; i < x->n; i++) {
        if (x->actions[i].cell != y->actions[i].cell)
            return x->actions[i].cell < y->actions[i].cell ? -1 : 1;
        if (x->actions[i].index != y->actions[i].index)
            return x->actions[i].index < y->actions[i].index ? -1 : 1;
    }
    return 0;
}

/* The leaves `depth` moves below (state, cell) on r->board: distinct action sequences count once. */
static uint64_t ref_perft(ref_search *r, int32_t state, int32_t cell, int depth)
{
    if (depth == 0)
        return 1;
    size_t first = r->n_moves;
    bool *level = calloc(pair_index(r->p, r->p->n_states, 0), sizeof(bool));
    ref_walk(r, state, cell, level);
    free(level);
    size_t n = r->n_moves - first;
    ref_move *moves = malloc((n + 1) * sizeof *moves);
    if (n > 0)
        memcpy(moves, r->moves + first, n * sizeof *moves);
    r->n_moves = first;
    qsort(moves, n, sizeof *moves, compare_moves);
    uint64_t leaves = 0;
    int16_t *saved = malloc(sizeof(int16_t) * (size_t)(r->p->n_cells + 1));
    memcpy(saved, r->board, sizeof(int16_t) * (size_t)(r->p->n_cells + 1));
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && compare_moves(&moves[i - 1], &moves[i]) == 0)
            continue;
        const ref_move *m = &moves[i];
        for (int a = 0; a < m->n; a++) {
            const rbg_modifier *mod = &r->p->modifiers[m->actions[a].index];
            if (mod->op == RBG_OP_OFF)
                r->board[m->actions[a].cell] = (int16_t)mod->arg;
        }
        const rbg_action *last = &m->actions[m->n - 1];
        leaves += ref_perft(r, r->p->modifiers[last->index].target, last->cell, depth - 1);
        memcpy(r->board, saved, sizeof(int16_t) * (size_t)(r->p->n_cells + 1));
    }
    free(saved);
    free(moves);
    return leaves;
}

/* Perft of the games below, which all start with a switch at cell 1: the position after it. */
static uint64_t reference_perft(const rbg_program *p, int depth)
{
    ref_search r = {.p = p};
    r.board = malloc(sizeof(int16_t) * (size_t)(p->n_cells + 1));
    memcpy(r.board, p->initial_pieces, sizeof(int16_t) * (size_t)(p->n_cells + 1));
    const rbg_state *start = &p->states[p->automata[0].start];
    ck_assert_int_eq(start->n_edges, 1);
    ck_assert_int_eq(p->edges[start->first_edge].op, RBG_OP_SWITCH);
    uint64_t leaves = ref_perft(&r, p->edges[start->first_edge].target, 1, depth);
    free(r.board);
    free(r.moves);
    return leaves;
}

/* ---- the backends ---- */

static rbg_program *program_of_text(const char *text)
{
    rbgc_diags *diags = rbgc_diags_new("random.rbg", text, strlen(text));
    rbgc_game *game = rbgc_load_text(text, strlen(text), diags);
    ck_assert_msg(game != NULL, "%s\ndoes not load: %s", text, diags->count > 0 ? diags->items[0].message : "");
    rbgc_diags_free(diags);
    rbg_program *program = rbgc_build_program(game, rbgc_build_automata(game), "random");
    rbgc_game_free(game);
    return program;
}

static uint64_t backend_perft(rbg_reasoner *r, int depth)
{
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    uint64_t leaves = r->perft(ctx, state, depth);
    free(state);
    r->context_free(ctx);
    return leaves;
}

/* Perft to `depth` of the reference, the interpreter and (when `compiled`) the compiled
 * reasoner agree; the reference's counts, into `leaves` when not NULL. */
static void assert_backends_agree(const char *text, int depth, bool compiled, uint64_t *leaves)
{
    rbg_program *program = program_of_text(text);
    uint64_t expected[4];
    for (int d = 1; d <= depth; d++) {
        expected[d] = reference_perft(program, d);
        if (leaves != NULL)
            leaves[d] = expected[d];
    }
    if (compiled) {
        char error[1024];
        rbg_reasoner *r = rbgc_compiled_new(program, text, true, error, sizeof error);
        ck_assert_msg(r != NULL, "%s", error);
        for (int d = 1; d <= depth; d++)
            ck_assert_msg(backend_perft(r, d) == expected[d], "%s\ncompiled perft %d: %llu, reference %llu", text,
                          d, (unsigned long long)backend_perft(r, d), (unsigned long long)expected[d]);
        r->destroy(r);
    }
    rbg_reasoner *in = rbg_interp_new(program); /* owns the program */
    for (int d = 1; d <= depth; d++)
        ck_assert_msg(backend_perft(in, d) == expected[d], "%s\ninterp perft %d: %llu, reference %llu", text, d,
                      (unsigned long long)backend_perft(in, d), (unsigned long long)expected[d]);
    in->destroy(in);
}

/* ---- the games ---- */

/* The game that exposed the representative rule (see its header). */
START_TEST(test_representatives_keep_every_move)
{
    char *text = test_program("shiftRepresentatives.rbg");
    uint64_t leaves[4];
    assert_backends_agree(text, 3, true, leaves);
    ck_assert_uint_eq(leaves[1], 19);
    ck_assert_uint_eq(leaves[2], 358);
    ck_assert_uint_eq(leaves[3], 6700);
    free(text);
}
END_TEST

static const char *const pieces[] = {"e", "w", "b"};
static const char *const directions[] = {"up", "down", "left", "right"};

typedef struct {
    char *text;
    size_t n, capacity;
    rbg_rng *rng;
} writer;

static void put(writer *w, const char *s)
{
    size_t len = strlen(s);
    if (w->n + len + 1 > w->capacity) {
        w->capacity = (w->n + len + 1) * 2;
        w->text = realloc(w->text, w->capacity);
    }
    memcpy(w->text + w->n, s, len + 1);
    w->n += len;
}

static uint32_t pick(writer *w, uint32_t n)
{
    return rbg_rng_below(w->rng, n);
}

static void put_on_test(writer *w)
{
    put(w, "{");
    put(w, pieces[pick(w, 3)]);
    if (pick(w, 3) == 0) {
        put(w, ", ");
        put(w, pieces[pick(w, 3)]);
    }
    put(w, "}");
}

/* `n` parts in parentheses, `between` them. */
static void put_group(writer *w, void (*part)(writer *, int), int depth, int n, const char *between)
{
    put(w, "(");
    for (int i = 0; i < n; i++) {
        put(w, i > 0 ? between : "");
        part(w, depth);
    }
    put(w, ")");
}

/* Shifts and tests, no modifier: what stars, patterns and shift runs are made of. */
static void put_steps(writer *w, int depth)
{
    uint32_t kind = pick(w, depth > 0 ? 7 : 3);
    switch (kind) {
    case 0:
    case 1:
        put(w, directions[pick(w, 4)]);
        break;
    case 2:
        put_on_test(w);
        break;
    case 3:
    case 4:
        put_group(w, put_steps, depth - 1, 2, pick(w, 2) ? " " : " + ");
        put(w, kind == 4 ? "*" : "");
        break;
    case 5:
        put(w, directions[pick(w, 4)]);
        put(w, "*");
        break;
    default:
        put(w, pick(w, 2) ? "{? " : "{! ");
        put_steps(w, depth - 1);
        put(w, "}");
        break;
    }
}

/* A turn's body: steps and offs in sequences and choices, never an off under a star (moves
 * would have no bound). */
static void put_body(writer *w, int depth)
{
    uint32_t kind = pick(w, depth > 0 ? 5 : 2);
    if (kind == 0) {
        put_steps(w, 2);
    } else if (kind == 1) {
        put(w, "[");
        put(w, pieces[pick(w, 3)]);
        put(w, "]");
    } else {
        put_group(w, put_body, depth - 1, kind == 4 ? 3 : 2, kind == 3 ? " " : " + ");
    }
}

/* One turn of `player`: anyCell, a body, and a last off unless `off_optional` (the one
 * player's turn always has one: both backends take a move of its switch alone back to the cell
 * where the turn started as the search's start pair, visited, and do not list it). */
static void put_turn(writer *w, const char *player, bool off_optional)
{
    put(w, "->");
    put(w, player);
    put(w, " anyCell ");
    put_body(w, 3);
    if (!off_optional || pick(w, 4) != 0) {
        put(w, " [");
        put(w, pieces[pick(w, 3)]);
        put(w, "]");
    }
}

/* A random game of one or two players on a board of at most 3x3 cells, from `seed`. */
static char *random_game(uint64_t seed)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    writer w = {.rng = &rng};
    bool two = pick(&w, 3) == 0;
    put(&w, two ? "#players = a(1), z(1)\n" : "#players = a(1)\n");
    put(&w, "#pieces = e, w, b\n#variables =\n#board = rectangle(up, down, left, right, ");
    int rows = 1 + (int)pick(&w, 3), columns = 2 + (int)pick(&w, 2);
    for (int y = 0; y < rows; y++) {
        put(&w, "[");
        for (int x = 0; x < columns; x++) {
            put(&w, x > 0 ? ", " : "");
            put(&w, pieces[pick(&w, 3)]);
        }
        put(&w, "]");
    }
    put(&w, ")\n#anyCell = (up* + down*)(left* + right*)\n#rules = (");
    put_turn(&w, "a", two);
    if (two) {
        put(&w, " ");
        put_turn(&w, "z", true);
    }
    put(&w, ")*\n");
    return w.text;
}

enum { RANDOM_GAMES = 300, COMPILED_EVERY = 10 };

START_TEST(test_random_games_agree)
{
    char *text = random_game((uint64_t)_i + 1);
    assert_backends_agree(text, 2, _i % COMPILED_EVERY == 0, NULL);
    free(text);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("shift_tables");
    TCase *tc = tcase_create("against a search without tables");
    tcase_set_timeout(tc, 1200);
    tcase_add_test(tc, test_representatives_keep_every_move);
    tcase_add_loop_test(tc, test_random_games_agree, 0, RANDOM_GAMES);
    suite_add_tcase(s, tc);
    SRunner *runner = srunner_create(s);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
