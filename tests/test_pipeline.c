/* The compiler's pipeline as one call (rbgc/pipeline.h): the game's name from its path, and the
 * tables of a file or a text equal to those of the stages chained by hand. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "nfa.h"
#include "pipeline.h"
#include "tables.h"

#define GAMES RBG_SOURCE_DIR "/games-rbg/"

static void check_name(const char *path, const char *expected)
{
    char *name = rbgc_game_name(path);
    ck_assert_str_eq(name, expected);
    free(name);
}

START_TEST(test_game_name)
{
    check_name("games-rbg/chess.rbg", "chess");
    check_name("chess.rbg", "chess");
    check_name("/a/b.rbg/hex.rbg", "hex");
    check_name("a.rbg.rbg", "a.rbg");
    check_name("notes.txt", "notes.txt");
    check_name("dir/plain", "plain");
    check_name("dir/.rbg", ".rbg"); /* never the empty name */
    check_name("x.rbgx", "x.rbgx");
}
END_TEST

/* The stages by hand: front end, split, automaton, tables. */
static rbg_program *by_hand(const char *path, const char *strategy, const char *name)
{
    rbgc_diags *diags;
    rbgc_game *game = rbgc_load_file(path, &diags);
    ck_assert_ptr_nonnull(game);
    rbgc_diags_free(diags);
    rbgc_split_strategy split;
    ck_assert(rbgc_split_parse(strategy, &split));
    rbgc_split_game(game, split);
    rbg_program *program = rbgc_build_program(game, rbgc_build_automata(game), name);
    rbgc_game_free(game);
    return program;
}

static void check_same_tables(const rbg_program *a, const rbg_program *b)
{
    ck_assert_str_eq(a->name, b->name);
    ck_assert_int_eq(a->n_cells, b->n_cells);
    ck_assert_int_eq(a->n_players, b->n_players);
    ck_assert_int_eq(a->n_automata, b->n_automata);
    ck_assert_int_eq(a->n_states, b->n_states);
    ck_assert_int_eq(a->n_edges_total, b->n_edges_total);
}

START_TEST(test_compile_file_is_the_stages)
{
    static const char *const strategies[] = {"none", "Mod", "ModPlusShift"};
    for (int s = 0; s < 3; s++) {
        rbgc_split_strategy split;
        ck_assert(rbgc_split_parse(strategies[s], &split));
        rbgc_diags *diags;
        rbg_program *program = rbgc_compile_file(GAMES "breakthrough5x5.rbg", split, &diags);
        ck_assert_ptr_nonnull(program);
        ck_assert_int_eq(diags->errors, 0);
        rbgc_diags_free(diags);
        rbg_program *expected = by_hand(GAMES "breakthrough5x5.rbg", strategies[s],
                                        "breakthrough5x5");
        check_same_tables(program, expected);
        rbg_program_free(program);
        rbg_program_free(expected);
    }
}
END_TEST

START_TEST(test_errors_give_no_tables)
{
    rbgc_diags *diags;
    ck_assert_ptr_null(rbgc_compile_file(RBG_SOURCE_DIR "/no/such/game.rbg", RBGC_NO_SPLIT,
                                         &diags));
    ck_assert_int_eq(diags->errors, 1);
    rbgc_diags_free(diags);

    const char *text = "#board = rectangle(up, down, [e])\n#rules = ->>";
    diags = rbgc_diags_new("bad.rbg", text, strlen(text));
    ck_assert_ptr_null(rbgc_compile_text(text, strlen(text), RBGC_NO_SPLIT, "bad", diags));
    ck_assert_int_gt(diags->errors, 0);
    rbgc_diags_free(diags);
}
END_TEST

/* Walks to the board's edge, `(d)* {! d}`, are one shift each along a label of the compiler's,
 * after the board's (rbgc/normalize_edge_walks.c): the last cell of the walk from every cell. */
START_TEST(test_walks_to_the_edge_are_jumps)
{
    rbgc_diags *diags;
    rbg_program *p = rbgc_compile_file(RBG_SOURCE_DIR "/tests/programs/edgeWalks.rbg", RBGC_NO_SPLIT, &diags);
    ck_assert_ptr_nonnull(p);
    rbgc_diags_free(diags);
    ck_assert_int_eq(p->n_jump_edges, 3); /* right, up left and down: `left* {! up}` is none */
    ck_assert_int_eq(rbg_program_board_edges(p), 4);
    ck_assert_int_eq(p->n_edges, 7);
    ck_assert_str_eq(p->edge_names[4], "(right)* {! right}");
    ck_assert_str_eq(p->edge_names[5], "(up left)* {! up left}");
    ck_assert_str_eq(p->edge_names[6], "(down)* {! down}");
    /* cells 1..16 row by row from the top left */
    static const struct {
        int edge, from, to;
    } jumps[] = {{4, 1, 4}, {4, 4, 4}, {4, 10, 12}, {5, 16, 1}, {5, 7, 2}, {5, 1, 1}, {6, 2, 14}, {6, 15, 15}};
    for (size_t i = 0; i < sizeof jumps / sizeof jumps[0]; i++)
        ck_assert_int_eq(p->neighbours[jumps[i].from * p->n_edges + jumps[i].edge], jumps[i].to);
    /* what describes the board leaves the jumps out */
    int32_t *board = rbg_program_board_neighbours(p);
    ck_assert_ptr_nonnull(board);
    for (int c = 0; c <= p->n_cells; c++)
        for (int e = 0; e < 4; e++)
            ck_assert_int_eq(board[c * 4 + e], p->neighbours[c * p->n_edges + e]);
    free(board);
    rbg_program_free(p);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("pipeline");
    TCase *tc = tcase_create("pipeline");
    tcase_add_test(tc, test_game_name);
    tcase_add_test(tc, test_compile_file_is_the_stages);
    tcase_add_test(tc, test_errors_give_no_tables);
    tcase_add_test(tc, test_walks_to_the_edge_are_jumps);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
