/* The rules automaton, the interpreter and the move text, on small games whose answers are
 * known exactly (perft tables, move texts and modifier indices of the language reference). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "interp.h"
#include "nfa.h"
#include "pipeline.h"

/* The lowered game of a file, for the automaton's tests. */
static rbgc_game *load_game(const char *path)
{
    rbgc_diags *diags;
    rbgc_game *game = rbgc_load_file(path, &diags);
    ck_assert_msg(game != NULL, "cannot load %s", path);
    rbgc_diags_free(diags);
    return game;
}

/* The interpreter of the game of a file. */
static rbg_reasoner *load(const char *path)
{
    rbgc_diags *diags;
    rbg_program *program = rbgc_compile_file(path, RBGC_NO_SPLIT, &diags);
    ck_assert_msg(program != NULL, "cannot load %s", path);
    rbgc_diags_free(diags);
    return rbg_interp_new(program);
}

#define PROGRAMS RBG_SOURCE_DIR "/tests/programs/"
#define GAMES RBG_SOURCE_DIR "/games-rbg/"

static void check_perft(const char *path, const uint64_t *expected, int depths)
{
    rbg_reasoner *r = load(path);
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    for (int d = 1; d <= depths; d++)
        ck_assert_msg(r->perft(ctx, state, d) == expected[d - 1], "%s perft(%d)", path, d);
    free(state);
    r->context_free(ctx);
    r->destroy(r);
}

START_TEST(test_perft_of_the_reference_examples)
{
    static const uint64_t breakthrough[] = {10, 100, 814, 6324, 46350, 303122};
    static const uint64_t nim[] = {3, 9, 27, 76, 147, 168, 113, 45, 10, 1, 0};
    static const uint64_t ttt[] = {9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0};
    check_perft(PROGRAMS "breakthrough4x4.rbg", breakthrough, 6);
    check_perft(PROGRAMS "nim.rbg", nim, 11);
    check_perft(GAMES "ticTacToe.rbg", ttt, 10);
}
END_TEST

static char *first_move_text(rbg_reasoner *r, rbg_context *ctx, void *state, uint32_t *count)
{
    rbg_moves moves;
    rbg_moves_init(&moves);
    *count = r->legal_moves(ctx, state, &moves);
    char *text = *count ? rbg_move_to_text(rbg_move_actions(&moves, 0), rbg_move_length(&moves, 0))
                        : NULL;
    rbg_moves_free(&moves);
    return text;
}

/* The reference's own examples of move texts: White's pawn from rx0y3 (cell 13) to rx0y2
 * (cell 9) is `13 2 9 3 9 4`; taking two from the pile is `1 4 1 6`. */
START_TEST(test_move_texts_of_the_reference_examples)
{
    rbg_reasoner *r = load(PROGRAMS "breakthrough4x4.rbg");
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    rbg_moves moves;
    rbg_moves_init(&moves);
    r->legal_moves(ctx, state, &moves);
    rbg_action expected[3] = {{13, 2}, {9, 3}, {9, 4}};
    ck_assert_int_ge(rbg_moves_find(&moves, expected, 3), 0);
    ck_assert_int_eq(r->player(r, state), 1);
    r->apply(ctx, state, expected, 3);
    ck_assert_int_eq(r->player(r, state), 2);
    /* pieces by name: bPawn 0, empty 1, wPawn 2 */
    ck_assert_int_eq(r->piece(r, state, 13), 1);
    ck_assert_int_eq(r->piece(r, state, 9), 2);
    free(state);
    r->context_free(ctx);
    r->destroy(r);

    r = load(PROGRAMS "nim.rbg");
    ctx = r->context_new(r);
    state = malloc(r->state_size);
    r->initial(ctx, state);
    r->legal_moves(ctx, state, &moves);
    ck_assert_uint_eq(moves.n_moves, 3);
    rbg_action take_two[2] = {{1, 4}, {1, 6}};
    ck_assert_int_ge(rbg_moves_find(&moves, take_two, 2), 0);
    r->apply(ctx, state, take_two, 2);
    ck_assert_int_eq(r->variable(r, state, 2), 8); /* pile: after the two score variables */
    rbg_moves_free(&moves);
    free(state);
    r->context_free(ctx);
    r->destroy(r);
}
END_TEST

START_TEST(test_game_end_and_scores)
{
    /* Take 3, 3, 3, 1: the first player takes the last stone and wins. */
    rbg_reasoner *r = load(PROGRAMS "nim.rbg");
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    rbg_action first3[2] = {{1, 5}, {1, 6}}, second3[2] = {{1, 12}, {1, 13}},
               first1[2] = {{1, 3}, {1, 6}};
    r->apply(ctx, state, first3, 2);
    r->apply(ctx, state, second3, 2);
    r->apply(ctx, state, first3, 2);
    uint32_t count;
    char *text = first_move_text(r, ctx, state, &count);
    ck_assert_uint_eq(count, 1); /* one stone left for the second player: only "take 1" */
    free(text);
    rbg_action second1[2] = {{1, 10}, {1, 13}};
    r->apply(ctx, state, second1, 2);
    text = first_move_text(r, ctx, state, &count);
    ck_assert_uint_eq(count, 0);
    ck_assert_ptr_null(text);
    ck_assert_int_eq(r->score(r, state, 1), 0);
    ck_assert_int_eq(r->score(r, state, 2), 1);
    (void)first1;
    free(state);
    r->context_free(ctx);
    r->destroy(r);
}
END_TEST

START_TEST(test_move_text_round_trip_and_errors)
{
    rbg_action actions[8];
    uint32_t n;
    char error[256];
    ck_assert(rbg_move_parse(" 13 2  9 3 9 4 ", actions, 8, &n, error, sizeof error));
    ck_assert_uint_eq(n, 3);
    char *text = rbg_move_to_text(actions, n);
    ck_assert_str_eq(text, "13 2 9 3 9 4");
    free(text);
    ck_assert(!rbg_move_parse("13 2 9", actions, 8, &n, error, sizeof error));
    ck_assert(strstr(error, "pairs") != NULL);
    ck_assert(!rbg_move_parse("", actions, 8, &n, error, sizeof error));
    ck_assert(!rbg_move_parse("a b", actions, 8, &n, error, sizeof error));
    ck_assert(!rbg_move_parse("1 2x", actions, 8, &n, error, sizeof error));
    ck_assert(!rbg_move_parse("99999999999 1", actions, 8, &n, error, sizeof error));
    ck_assert(!rbg_move_parse("1 2 3 4 5 6", actions, 2, &n, error, sizeof error));
}
END_TEST

/* Playouts with the same seed are identical; the length limit is reported. */
START_TEST(test_playouts_are_reproducible_and_limited)
{
    rbg_reasoner *r = load(GAMES "breakthrough.rbg");
    rbg_context *ctx = r->context_new(r);
    void *a = malloc(r->state_size), *b = malloc(r->state_size);
    rbg_rng rng_a, rng_b;
    rbg_rng_seed(&rng_a, 42);
    rbg_rng_seed(&rng_b, 42);
    for (int i = 0; i < 5; i++) {
        rbg_playout_stats sa = {0}, sb = {0};
        r->initial(ctx, a);
        r->initial(ctx, b);
        r->playout(ctx, a, &rng_a, UINT64_MAX, &sa);
        r->playout(ctx, b, &rng_b, UINT64_MAX, &sb);
        ck_assert_uint_eq(sa.moves, sb.moves);
        ck_assert_int_eq(memcmp(a, b, r->state_size), 0);
        ck_assert(!sa.hit_limit);
        ck_assert(r->score(r, a, 1) + r->score(r, a, 2) == 100);
    }
    rbg_playout_stats limited = {0};
    r->initial(ctx, a);
    r->playout(ctx, a, &rng_a, 10, &limited);
    ck_assert(limited.hit_limit);
    ck_assert_uint_eq(limited.moves, 10);
    free(a);
    free(b);
    r->context_free(ctx);
    r->destroy(r);
}
END_TEST

START_TEST(test_bounded_random_integers)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 7);
    int counts[3] = {0};
    for (int i = 0; i < 30000; i++)
        counts[rbg_rng_below(&rng, 3)]++;
    for (int k = 0; k < 3; k++) /* 10000 expected each; 5 standard deviations is about 408 */
        ck_assert_int_lt(abs(counts[k] - 10000), 408);
    for (int i = 0; i < 1000; i++)
        ck_assert_uint_eq(rbg_rng_below(&rng, 1), 0);
    rbg_rng other;
    rbg_rng_seed(&other, 7);
    rbg_rng_seed(&rng, 7);
    ck_assert(rbg_rng_next(&rng) == rbg_rng_next(&other));
}
END_TEST

/* The automaton of the subtraction game: a nodal state after each switch, one target per
 * modifier, the end of the rules unreachable once the loop starts. */
START_TEST(test_automaton_shape)
{
    rbgc_game *game = load_game(PROGRAMS "nim.rbg");
    rbgc_automata *a = rbgc_build_automata(game);
    ck_assert_int_eq(a->n_patterns, 0);
    int nodal = 0, target_of[32];
    for (int i = 0; i < 32; i++)
        target_of[i] = -1;
    for (int s = 0; s < a->rules.n_states; s++) {
        nodal += a->rules.states[s].nodal;
        for (int e = 0; e < a->rules.states[s].n_edges; e++) {
            const rbgc_nfa_edge *edge = &a->rules.states[s].edges[e];
            int m = edge->action->modifier;
            if (m > 0) { /* every occurrence of a modifier leads to the same state */
                ck_assert(target_of[m] < 0 || target_of[m] == edge->target);
                target_of[m] = edge->target;
            }
        }
    }
    /* start, ->first, ->>, ->> (end), ->second, ->>, ->> (end) */
    ck_assert_int_eq(nodal, 7);
    ck_assert_int_eq(game->n_modifiers, 15);
    for (int m = 1; m <= game->n_modifiers; m++)
        ck_assert_int_ge(target_of[m], 0);
    rbgc_game_free(game);

    /* Equal patterns share an automaton: tic-tac-toe's keeper tests win(X) three times. */
    game = load_game(GAMES "ticTacToe.rbg");
    a = rbgc_build_automata(game);
    int patterns = 0;
    for (int s = 0; s < a->rules.n_states; s++)
        for (int e = 0; e < a->rules.states[s].n_edges; e++)
            patterns += a->rules.states[s].edges[e].action->kind == RBGC_RULE_PATTERN;
    ck_assert_int_lt(a->n_patterns, patterns);
    rbgc_game_free(game);
}
END_TEST

/* Perft at `depth` of a game given as text, by the interpreter. */
static uint64_t perft_of_text(const char *text, int depth)
{
    rbgc_diags *diags = rbgc_diags_new("test.rbg", text, strlen(text));
    rbg_program *program = rbgc_compile_text(text, strlen(text), RBGC_NO_SPLIT, "test", diags);
    ck_assert_msg(program != NULL, "cannot load the game");
    rbgc_diags_free(diags);
    rbg_reasoner *r = rbg_interp_new(program);
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    uint64_t leaves = r->perft(ctx, state, depth);
    free(state);
    r->context_free(ctx);
    r->destroy(r);
    return leaves;
}

/* Issue 29's game, a loop of two-shift steps that recursed for ever: the shift tables walk
 * through the states after `up` and `down` unchecked, and the state after {e}, with one
 * incoming edge, had no check; the loop goes from rx0y1 to rx1y0 and back.  Without a
 * switch after [w] there is no move; with the rules repeated, 2 moves (w on rx0y1 or rx1y0),
 * then 1 from rx1y0 (w on rx1y1, the loop cannot start there), then none. */
START_TEST(test_a_loop_of_two_shift_steps_ends)
{
    static const char *const once =
        "#players = a(1)\n#pieces = e, w\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e, e] [e, e])\n"
        "#rules = ->a down [e] (up right + down left {e})* [w]\n";
    ck_assert_uint_eq(perft_of_text(once, 1), 0);
    static const char *const repeated =
        "#players = a(1)\n#pieces = e, w\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e, e] [e, e])\n"
        "#rules = (->a down [e] (up right + down left {e})* [w])*\n";
    ck_assert_uint_eq(perft_of_text(repeated, 1), 2);
    ck_assert_uint_eq(perft_of_text(repeated, 2), 1);
    ck_assert_uint_eq(perft_of_text(repeated, 3), 0);
}
END_TEST

/* Two paths of one level that meet in the middle of a step of several shifts, `(down right)`,
 * reach everything after it twice.  The shift table walks through that middle state without
 * checking it, so the visited check must sit at the states the table lists after it
 * (rbgc/check_pruning.c); else the move is listed twice.  Here a flying piece captures f on
 * (1,1), lands on (2,2) or (3,3), captures f on (4,4) and lands on (5,5): one move. */
START_TEST(test_paths_meeting_inside_a_step_give_one_move)
{
    static const char *const diagonal =
        "#players = p(1)\n#pieces = e, f, d\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e, e, e, e, e, e] [e, f, e, e, e, e]\n"
        "    [e, e, e, e, e, e] [e, e, e, e, e, e] [e, e, e, e, f, e] [e, e, e, e, e, e])\n"
        "#jump = ((down right) {e})* (down right) {f} [d] (down right) {e} ((down right) {e})*\n"
        "#rules = ->p [e] jump (jump)* {$ d == 2} ->> {}\n";
    ck_assert_uint_eq(perft_of_text(diagonal, 1), 1);
    /* The same on one row with the two-shift step `(right right)`. */
    static const char *const row =
        "#players = p(1)\n#pieces = e, f, d\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e, e, f, e, e, e, e, e, f, e, e])\n"
        "#jump = ((right right) {e})* (right right) {f} [d] (right right) {e} ((right right) {e})*\n"
        "#rules = ->p [e] jump (jump)* {$ d == 2} ->> {}\n";
    ck_assert_uint_eq(perft_of_text(row, 1), 1);
}
END_TEST

/* Collects every move assembled from semimoves (each modifier ends one) until a nodal state. */
static void collect(rbg_reasoner *r, rbg_context *ctx, const void *state, rbg_action *path,
                    uint32_t length, rbg_moves *out)
{
    rbg_moves semimoves;
    rbg_moves_init(&semimoves);
    r->legal_semimoves(ctx, (void *)state, &semimoves);
    void *next = malloc(r->state_size);
    for (uint32_t i = 0; i < semimoves.n_moves; i++) {
        memcpy(next, state, r->state_size);
        rbg_action a = rbg_move_actions(&semimoves, i)[0];
        path[length] = a;
        int mover = r->player(r, next);
        r->apply_semimove(ctx, next, a);
        if (r->is_nodal(r, next) || r->player(r, next) != mover)
            rbg_moves_add(out, path, length + 1);
        else
            collect(r, ctx, next, path, length + 1, out);
    }
    free(next);
    rbg_moves_free(&semimoves);
}

/* Semimoves (every modifier ends one) put together give exactly the legal moves. */
START_TEST(test_semimoves_assemble_into_moves)
{
    static const char *const games[] = {GAMES "breakthrough.rbg", GAMES "chess.rbg",
                                        GAMES "englishDraughts.rbg", GAMES "reversi.rbg"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        rbg_reasoner *r = load(games[g]);
        rbg_context *ctx = r->context_new(r);
        void *state = malloc(r->state_size);
        r->initial(ctx, state);
        rbg_rng rng;
        rbg_rng_seed(&rng, 5);
        rbg_moves legal, assembled;
        rbg_moves_init(&legal);
        rbg_moves_init(&assembled);
        for (int ply = 0; ply < 12; ply++) {
            uint32_t n = r->legal_moves(ctx, state, &legal);
            if (n == 0)
                break;
            ck_assert(r->is_nodal(r, state));
            rbg_moves_clear(&assembled);
            rbg_action path[256];
            collect(r, ctx, state, path, 0, &assembled);
            ck_assert_uint_eq(assembled.n_moves, n);
            for (uint32_t i = 0; i < n; i++)
                ck_assert_int_ge(rbg_moves_find(&assembled, rbg_move_actions(&legal, i),
                                                rbg_move_length(&legal, i)), 0);
            uint32_t pick = rbg_rng_below(&rng, n);
            r->apply(ctx, state, rbg_move_actions(&legal, pick), rbg_move_length(&legal, pick));
        }
        rbg_moves_free(&legal);
        rbg_moves_free(&assembled);
        free(state);
        r->context_free(ctx);
        r->destroy(r);
    }
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("interp");
    TCase *tc = tcase_create("interp");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_perft_of_the_reference_examples);
    tcase_add_test(tc, test_move_texts_of_the_reference_examples);
    tcase_add_test(tc, test_game_end_and_scores);
    tcase_add_test(tc, test_move_text_round_trip_and_errors);
    tcase_add_test(tc, test_playouts_are_reproducible_and_limited);
    tcase_add_test(tc, test_bounded_random_integers);
    tcase_add_test(tc, test_automaton_shape);
    tcase_add_test(tc, test_semimoves_assemble_into_moves);
    tcase_add_test(tc, test_paths_meeting_inside_a_step_give_one_move);
    tcase_add_test(tc, test_a_loop_of_two_shift_steps_ends);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
