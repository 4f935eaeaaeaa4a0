/* `rbgc print` round trips: for every game of games-rbg/, the printed low-level form parses
 * again to the identical lowered game, and printing that gives the same text again. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "game_files.h"

static game_file *files;
static int n_files;

static rbgc_game *load(const char *name, const char *text, size_t len, rbgc_diags **diags)
{
    *diags = rbgc_diags_new(name, text, len);
    return rbgc_load_text(text, len, *diags);
}

START_TEST(test_games_exist)
{
    /* The library has the games of the first issues; a missing directory is a broken tree. */
    ck_assert_int_ge(n_files, 3);
}
END_TEST

START_TEST(test_game_loads_cleanly)
{
    const game_file *f = &files[_i];
    rbgc_diags *diags;
    rbgc_game *game = load(f->path, f->text, f->len, &diags);
    char *messages = diags_to_text(diags);
    ck_assert_msg(game != NULL && diags->warnings == 0, "%s:\n%s", f->path, messages);
    free(messages);
    rbgc_game_free(game);
    rbgc_diags_free(diags);
}
END_TEST

START_TEST(test_print_round_trip)
{
    const game_file *f = &files[_i];
    rbgc_diags *diags, *diags2;
    rbgc_game *game = load(f->path, f->text, f->len, &diags);
    ck_assert_ptr_nonnull(game);
    size_t len;
    char *printed = game_to_text(game, 0, 0, &len);
    rbgc_game *again = load("printed", printed, len, &diags2);
    char *messages = diags_to_text(diags2);
    ck_assert_msg(again != NULL, "%s: printed form does not parse:\n%s", f->path, messages);
    ck_assert_msg(diags2->warnings == 0, "%s: printed form has warnings:\n%s", f->path, messages);
    ck_assert_msg(rbgc_game_equal(game, again), "%s: printed form is another game", f->path);
    size_t len2;
    char *printed2 = game_to_text(again, 0, 0, &len2);
    ck_assert_str_eq(printed, printed2);
    free(messages);
    free(printed);
    free(printed2);
    rbgc_game_free(game);
    rbgc_game_free(again);
    rbgc_diags_free(diags);
    rbgc_diags_free(diags2);
}
END_TEST

/* The graph and compact forms lose the generator (coordinates, unused directions) but keep the
 * cells, their edges and every rule with its modifier index; the cells of generated boards are
 * renamed as the notation names them (distinct, or the form would not parse). */
START_TEST(test_graph_forms_keep_the_game)
{
    const game_file *f = &files[_i];
    rbgc_diags *diags;
    rbgc_game *game = load(f->path, f->text, f->len, &diags);
    ck_assert_ptr_nonnull(game);
    for (int compact = 0; compact <= 1; compact++) {
        size_t len;
        char *printed = game_to_text(game, 1, compact, &len);
        rbgc_diags *diags2;
        rbgc_game *again = load("printed", printed, len, &diags2);
        ck_assert_msg(again != NULL, "%s: graph form does not parse", f->path);
        ck_assert_int_eq(again->n_cells, game->n_cells);
        ck_assert_int_eq(again->n_modifiers, game->n_modifiers);
        for (int c = 0; c < game->n_cells; c++) {
            if (game->board_kind == RBGC_BOARD_GRAPH)
                ck_assert_str_eq(again->cells[c].name, game->cells[c].name);
            ck_assert_int_eq(again->cells[c].piece, game->cells[c].piece);
            for (int e = 0; e < game->n_edges; e++) {
                int e2 = rbgc_game_edge(again, game->edges[e]);
                int target = game->cells[c].next[e];
                ck_assert_int_eq(e2 >= 0 ? again->cells[c].next[e2] : -1, target);
            }
        }
        /* Same rules text once both are printed the same way. */
        size_t a_len, b_len;
        char *a = game_to_text(game, 1, 1, &a_len);
        char *b = game_to_text(again, 1, 1, &b_len);
        ck_assert_str_eq(a, b);
        free(a);
        free(b);
        free(printed);
        rbgc_game_free(again);
        rbgc_diags_free(diags2);
    }
    rbgc_game_free(game);
    rbgc_diags_free(diags);
}
END_TEST

/* The graph form names cells as every command does: algebraic on rectangles (a1 at the bottom
 * left), Hex's names on its rhombus (a1 at the top corner), cuboid layers after the first with
 * their letter; other hexagons keep their declared names. */
static const char *printed_cell_name(const char *game_text, int cell)
{
    rbgc_diags *diags;
    rbgc_game *game = load("named", game_text, strlen(game_text), &diags);
    ck_assert_ptr_nonnull(game);
    size_t len;
    char *printed = game_to_text(game, 1, 0, &len);
    rbgc_diags *diags2;
    rbgc_game *again = load("printed", printed, len, &diags2);
    ck_assert_ptr_nonnull(again);
    static char name[64];
    snprintf(name, sizeof name, "%s", again->cells[cell].name);
    free(printed);
    rbgc_game_free(again);
    rbgc_diags_free(diags2);
    rbgc_game_free(game);
    rbgc_diags_free(diags);
    return name;
}

START_TEST(test_graph_form_uses_the_notations_names)
{
    static const char head[] = "#players = a(1)\n#pieces = p\n#variables =\n#rules = ->a [p] ->> {}\n";
    char text[1024];
    snprintf(text, sizeof text, "%s#board = rectangle(up, down, left, right, [p, p, p] [p, p, p])", head);
    ck_assert_str_eq(printed_cell_name(text, 0), "a2");
    ck_assert_str_eq(printed_cell_name(text, 5), "c1");
    snprintf(text, sizeof text, "%s#board = hexagon(nw, ne, e, se, sw, w, [p] [p, p] [p, p, p] [p, p] [p])", head);
    ck_assert_str_eq(printed_cell_name(text, 0), "a1");
    ck_assert_str_eq(printed_cell_name(text, 3), "a3");
    ck_assert_str_eq(printed_cell_name(text, 5), "c1");
    ck_assert_str_eq(printed_cell_name(text, 8), "c3");
    snprintf(text, sizeof text, "%s#board = hexagon(nw, ne, e, se, sw, w, [p, p] [p, p, p] [p, p])", head);
    ck_assert_str_eq(printed_cell_name(text, 0), "hx0y0");
    snprintf(text, sizeof text, "%s#board = cuboid(u, d, l, r, f, b, [[p, p] [p, p]] [[p, p] [p, p]])", head);
    ck_assert_str_eq(printed_cell_name(text, 0), "a2");
    ck_assert_str_eq(printed_cell_name(text, 7), "Bb1");
}
END_TEST

/* Boards an explicit graph cannot hold: a cell without edges (1x1), a direction no edge uses
 * (a single row has no `up`, yet the rules use it), no cell at all.  Every form, graph and
 * compact included, parses again to the identical game, with the same warnings (the empty
 * board's): they keep the generator. */
static const char *const INEXPRESSIBLE[] = {
    "#players = a(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right, [e])\n"
    "#rules = ->a [e] ->a\n",
    "#players = a(1)\n#pieces = e, w\n#variables =\n#board = rectangle(up, down, left, right, [e, w])\n"
    "#rules = ->a ({! up} right + left) [w] ->a\n",
    "#players = a(1)\n#pieces = e\n#variables =\n#board = hexagon(nw, ne, east, se, sw, west, [e])\n"
    "#rules = ->a {! east} ->a\n",
    "#players = a(1)\n#pieces = e\n#variables =\n#board = cuboid(up, down, left, right, front, back, [[e]])\n"
    "#rules = ->a ->a\n",
    "#players = a(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right, [])\n"
    "#rules = ->a\n",
};

START_TEST(test_boards_no_graph_can_hold_print_as_generators)
{
    const char *text = INEXPRESSIBLE[_i];
    rbgc_diags *diags;
    rbgc_game *game = load("inexpressible", text, strlen(text), &diags);
    ck_assert_ptr_nonnull(game);
    for (int form = 0; form < 3; form++) {
        size_t len;
        char *printed = game_to_text(game, form >= 1, form == 2, &len);
        rbgc_diags *diags2;
        rbgc_game *again = load("printed", printed, len, &diags2);
        char *messages = diags_to_text(diags2);
        ck_assert_msg(again != NULL && diags2->warnings == diags->warnings, "form %d of\n%s\ndoes not parse:\n%s\n%s",
                      form, text, printed, messages);
        ck_assert_msg(rbgc_game_equal(game, again), "form %d is another game:\n%s", form, printed);
        free(messages);
        free(printed);
        rbgc_game_free(again);
        rbgc_diags_free(diags2);
    }
    rbgc_game_free(game);
    rbgc_diags_free(diags);
}
END_TEST

int main(void)
{
    files = game_files_load(&n_files);
    Suite *suite = suite_create("roundtrip");
    TCase *tc = tcase_create("games");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_games_exist);
    tcase_add_loop_test(tc, test_game_loads_cleanly, 0, n_files);
    tcase_add_loop_test(tc, test_print_round_trip, 0, n_files);
    tcase_add_loop_test(tc, test_graph_forms_keep_the_game, 0, n_files);
    tcase_add_test(tc, test_graph_form_uses_the_notations_names);
    tcase_add_loop_test(tc, test_boards_no_graph_can_hold_print_as_generators, 0,
                        (int)(sizeof INEXPRESSIBLE / sizeof *INEXPRESSIBLE));
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    game_files_free(files, n_files);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
