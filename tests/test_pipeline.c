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

int main(void)
{
    Suite *suite = suite_create("pipeline");
    TCase *tc = tcase_create("pipeline");
    tcase_add_test(tc, test_game_name);
    tcase_add_test(tc, test_compile_file_is_the_stages);
    tcase_add_test(tc, test_errors_give_no_tables);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
