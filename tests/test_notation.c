/* Move notation (runtime/notation.h): on every game of games-rbg/, over random positions, each
 * legal move's text is unique and reads back as that move; chess moves read as chess players
 * write them; cell names, hints and the refusals. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "game_files.h"
#include "interp.h"
#include "notation.h"
#include "tables.h"

#define GAMES RBG_SOURCE_DIR "/games-rbg/"

static rbg_reasoner *load(const char *path)
{
    rbgc_diags *diags;
    rbgc_game *game = rbgc_load_file(path, &diags);
    ck_assert_msg(game != NULL, "cannot load %s", path);
    rbgc_diags_free(diags);
    rbg_program *program = rbgc_build_program(game, rbgc_build_automata(game), "test");
    rbgc_game_free(game);
    return rbg_interp_new(program);
}

/* A game, its notation and a state reached by the given moves (texts separated by ';'). */
typedef struct {
    rbg_reasoner *r;
    rbg_notation *notation;
    rbg_context *ctx;
    void *state;
    rbg_moves moves;
    rbg_move_texts texts;
} position;

static void refresh(position *p)
{
    rbg_move_texts_free(&p->texts);
    p->r->legal_moves(p->ctx, p->state, &p->moves);
    rbg_notation_texts(p->notation, p->ctx, p->state, &p->moves, &p->texts);
}

static void open_game(position *p, const char *path)
{
    p->r = load(path);
    p->notation = rbg_notation_from_file(p->r, path);
    p->ctx = p->r->context_new(p->r);
    p->state = malloc(p->r->state_size);
    p->r->initial(p->ctx, p->state);
    rbg_moves_init(&p->moves);
    p->texts = (rbg_move_texts){0};
    refresh(p);
}

static void close_game(position *p)
{
    rbg_move_texts_free(&p->texts);
    rbg_moves_free(&p->moves);
    free(p->state);
    p->r->context_free(p->ctx);
    rbg_notation_free(p->notation);
    p->r->destroy(p->r);
}

/* Plays the move of text `text`, which must be legal. */
static void play(position *p, const char *text)
{
    char error[1024];
    int64_t i = rbg_notation_find(&p->texts, &p->moves, text, error, sizeof error);
    ck_assert_msg(i >= 0, "'%s': %s", text, error);
    p->r->apply(p->ctx, p->state, rbg_move_actions(&p->moves, (uint32_t)i),
                rbg_move_length(&p->moves, (uint32_t)i));
    refresh(p);
}

/* The symbol of the piece on the cell of that name. */
static const char *symbol_at(const position *p, const char *cell)
{
    int piece = p->r->piece(p->r, p->state, rbg_notation_cell_of(p->notation, cell));
    return rbg_notation_piece_symbol(p->notation, piece);
}

static bool has_text(const position *p, const char *text)
{
    for (uint32_t i = 0; i < p->texts.n; i++)
        if (strcmp(p->texts.texts[i], text) == 0)
            return true;
    return false;
}

/* Every text of the position is readable (never the numeric form) and unique, and it, its full
 * form and its numeric form read back as the move itself. */
static int by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void check_position(const position *p, const char *game)
{
    char error[1024];
    /* Reading is linear in the moves: every move of small lists, a sample of big ones. */
    uint32_t step = p->texts.n > 400 ? p->texts.n / 200 : 1;
    for (uint32_t i = 0; i < p->texts.n; i += step) {
        ck_assert_msg(rbg_notation_find(&p->texts, &p->moves, p->texts.texts[i], error,
                                        sizeof error) == i,
                      "%s: '%s' does not read back: %s", game, p->texts.texts[i], error);
        ck_assert_msg(rbg_notation_find(&p->texts, &p->moves, p->texts.fulls[i], error,
                                        sizeof error) == i ||
                          strcmp(p->texts.fulls[i], p->texts.keys[i]) != 0,
                      "%s: full form '%s'", game, p->texts.fulls[i]);
        char *numeric = rbg_move_to_text(rbg_move_actions(&p->moves, i),
                                         rbg_move_length(&p->moves, i));
        ck_assert_int_eq(rbg_notation_find(&p->texts, &p->moves, numeric, error, sizeof error), i);
        free(numeric);
    }
    for (uint32_t i = 0; i < p->texts.n; i++) {
        char *numeric = rbg_move_to_text(rbg_move_actions(&p->moves, i),
                                         rbg_move_length(&p->moves, i));
        ck_assert_msg(strcmp(numeric, p->texts.texts[i]) != 0 && p->texts.texts[i][0] != '\0',
                      "%s: move '%s' has no readable text", game, numeric);
        free(numeric);
    }
    char **sorted = malloc(sizeof *sorted * (p->texts.n + 1));
    memcpy(sorted, p->texts.keys, sizeof *sorted * p->texts.n);
    qsort(sorted, p->texts.n, sizeof *sorted, by_string);
    for (uint32_t i = 0; i + 1 < p->texts.n; i++)
        ck_assert_msg(strcmp(sorted[i], sorted[i + 1]) != 0, "%s: two moves read '%s'", game,
                      sorted[i]);
    free(sorted);
}

/* Random games of each game of games-rbg/: `positions` positions checked per game (an eighth of
 * them under AddressSanitizer, whose build runs every test several times slower). */
#ifdef __SANITIZE_ADDRESS__
enum { POSITIONS_DIVISOR = 8 };
#else
enum { POSITIONS_DIVISOR = 1 };
#endif

START_TEST(test_texts_are_unique_and_read_back_on_every_game)
{
    int games;
    game_file *files = game_files_load(&games);
    for (int g = 0; g < games; g++) {
        const char *name = strrchr(files[g].path, '/') + 1;
        position p;
        open_game(&p, files[g].path);
        rbg_rng rng;
        rbg_rng_seed(&rng, 7);
        /* Big boards list many moves (connect6: 129,649 at its second turn): fewer positions. */
        int positions = (p.r->info->n_cells > 200 ? 30 : 200) / POSITIONS_DIVISOR;
        int checked = 0, played = 0;
        while (checked < positions) {
            if (p.texts.n == 0 || played > 150) {
                p.r->initial(p.ctx, p.state);
                refresh(&p);
                played = 0;
            }
            check_position(&p, name);
            checked++;
            uint32_t pick = rbg_rng_below(&rng, p.moves.n_moves);
            p.r->apply(p.ctx, p.state, rbg_move_actions(&p.moves, pick),
                       rbg_move_length(&p.moves, pick));
            refresh(&p);
            played++;
        }
        close_game(&p);
    }
    game_files_free(files, games);
    ck_assert_int_ge(games, 50);
}
END_TEST

START_TEST(test_chess_moves_read_as_chess_players_write_them)
{
    position p;
    open_game(&p, GAMES "chess.rbg");
    ck_assert_str_eq(rbg_notation_cell_name(p.notation, rbg_notation_cell_of(p.notation, "e2")), "e2");
    ck_assert(has_text(&p, "e2e4"));
    ck_assert(has_text(&p, "g1f3"));
    ck_assert_uint_eq(p.texts.n, 20);
    /* Separators and capitals as people type them. */
    play(&p, "e2-e4");
    play(&p, "E7E5");
    play(&p, "g1f3");
    play(&p, "b8c6");
    play(&p, "f1c4");
    play(&p, "g8f6");
    /* Castling reads as the king's move. */
    ck_assert(has_text(&p, "e1g1"));
    play(&p, "e1g1");
    ck_assert_str_eq(symbol_at(&p, "g1"), "K");
    close_game(&p);

    /* A promotion names the piece; the pawn reaches e8 after capturing its way there. */
    open_game(&p, GAMES "chess.rbg");
    const char *line[] = {"e2e4", "d7d5", "e4d5", "e8d7", "d5d6", "d7e6", "d6c7", "e6f6", NULL};
    for (int i = 0; line[i] != NULL; i++)
        play(&p, line[i]);
    ck_assert(has_text(&p, "c7b8q"));
    ck_assert(has_text(&p, "c7b8n"));
    ck_assert(has_text(&p, "c7d8r"));
    char error[1024];
    ck_assert_int_eq(rbg_notation_find(&p.texts, &p.moves, "c7b8", error, sizeof error),
                     RBG_NOTATION_AMBIGUOUS);
    ck_assert_msg(strstr(error, "c7b8b, c7b8n, c7b8q, c7b8r") != NULL, "%s", error);
    play(&p, "c7b8=Q");
    ck_assert_str_eq(symbol_at(&p, "b8"), "Q");
    close_game(&p);
}
END_TEST

START_TEST(test_other_games_read_naturally)
{
    position p;
    open_game(&p, GAMES "connect4.rbg");
    ck_assert(has_text(&p, "d1"));
    play(&p, "d1");
    ck_assert(has_text(&p, "d2"));
    close_game(&p);

    open_game(&p, GAMES "amazons.rbg");
    ck_assert_uint_eq(p.texts.n, 2176);
    ck_assert(has_text(&p, "d1d7g7"));
    char **next;
    size_t n = rbg_notation_continuations(&p.texts, "d1", &next);
    ck_assert_uint_gt(n, 5);
    ck_assert_str_eq(next[0], "d1a1");
    rbg_notation_strings_free(next, n);
    close_game(&p);

    open_game(&p, GAMES "go9.rbg");
    ck_assert(has_text(&p, "pass"));
    ck_assert(has_text(&p, "e5"));
    play(&p, "e5");
    ck_assert_str_eq(symbol_at(&p, "e5"), "●");
    close_game(&p);
}
END_TEST

/* Games whose moves the board alone does not tell apart read by what they do: awari by the pit
 * sown from (its pits are variables), a pile by its new size, pentago by the cell of the ball
 * and where its quadrant's turn takes it (a turn that changes nothing: a rank), gess by the
 * piece's centre (marked on the second layer, B) and where it goes. */
START_TEST(test_moves_off_the_board_and_by_the_keeper_read_naturally)
{
    position p;
    open_game(&p, GAMES "awari.rbg");
    ck_assert_uint_eq(p.texts.n, 6);
    static const char *const pits[] = {"a1", "b1", "c1", "d1", "e1", "f1"};
    for (size_t i = 0; i < sizeof pits / sizeof *pits; i++)
        ck_assert_msg(has_text(&p, pits[i]), "awari: no move %s", pits[i]);
    play(&p, "c1");
    ck_assert(has_text(&p, "a2") && has_text(&p, "f2"));
    close_game(&p);

    open_game(&p, GAMES "subtraction.rbg");
    ck_assert(has_text(&p, "pile=19") && has_text(&p, "pile=17") && has_text(&p, "pile=10"));
    play(&p, "pile10");
    ck_assert(has_text(&p, "pile=9"));
    close_game(&p);

    open_game(&p, GAMES "pentago.rbg");
    ck_assert_uint_eq(p.texts.n, 288);
    ck_assert(has_text(&p, "a6c6") && has_text(&p, "a6a4"));
    ck_assert(has_text(&p, "a6/1") && has_text(&p, "a6/6"));
    play(&p, "a6c6");
    ck_assert_str_eq(symbol_at(&p, "c6"), "○");
    close_game(&p);

    open_game(&p, GAMES "gess.rbg");
    ck_assert(has_text(&p, "Bb8d6") && has_text(&p, "Bb8c7"));
    play(&p, "Bb8d6");
    close_game(&p);

    /* Games that read by their changes keep doing so: the mill's placement is its point, though
     * its first action is an assignment on a0; go's last pass is `pass`, though the keeper then
     * marks the areas. */
    open_game(&p, GAMES "theMillGame.rbg");
    ck_assert(has_text(&p, "a1") && !has_text(&p, "a0-a1"));
    close_game(&p);
    open_game(&p, GAMES "go9.rbg");
    play(&p, "e5");
    play(&p, "pass");
    ck_assert(has_text(&p, "pass"));
    close_game(&p);
}
END_TEST

START_TEST(test_wrong_texts_are_refused_with_the_closest_moves)
{
    position p;
    open_game(&p, GAMES "chess.rbg");
    char error[1024];
    ck_assert_int_eq(rbg_notation_find(&p.texts, &p.moves, "e2e5", error, sizeof error),
                     RBG_NOTATION_UNKNOWN);
    ck_assert_str_eq(error, "'e2e5' is not a legal move here; the closest: e2e3, e2e4");
    ck_assert_int_eq(rbg_notation_find(&p.texts, &p.moves, "1 2 3 4", error, sizeof error),
                     RBG_NOTATION_UNKNOWN);
    ck_assert_str_eq(error, "'1 2 3 4' is not a legal move here");
    ck_assert_int_eq(rbg_notation_find(&p.texts, &p.moves, "  ", error, sizeof error),
                     RBG_NOTATION_UNKNOWN);
    close_game(&p);
}
END_TEST

START_TEST(test_hints_and_cell_names)
{
    static const char source[] = "// @display piece whitePawn ♙ white\n"
                                 "//   @display   empty  empty\n"
                                 "// @display piece nosuchpiece X\n"
                                 "// @display orientation flipped\n";
    rbg_reasoner *r = load(GAMES "breakthrough5x5.rbg");
    rbg_notation *n = rbg_notation_new(r, source);
    int white = -1;
    for (int piece = 0; piece < r->info->n_pieces; piece++)
        if (strcmp(r->info->piece_names[piece], "whitePawn") == 0)
            white = piece;
    ck_assert_str_eq(rbg_notation_piece_symbol(n, white), "♙");
    ck_assert_str_eq(rbg_notation_piece_colour(n, white), "white");
    ck_assert_str_eq(rbg_notation_piece_symbol(n, rbg_notation_empty_piece(n)), ".");
    ck_assert(rbg_notation_flipped(n));
    /* Flipped: a1 is the top right corner of the declared board (its first cell's row). */
    int file, rank;
    rbg_notation_file_rank(n, rbg_notation_cell_of(n, "a1"), &file, &rank);
    ck_assert_int_eq(file, 0);
    ck_assert_int_eq(r->info->cell_y[rbg_notation_cell_of(n, "a1")], 0);
    ck_assert_int_eq(r->info->cell_x[rbg_notation_cell_of(n, "a1")], 4);
    rbg_notation_free(n);
    n = rbg_notation_new(r, NULL);
    ck_assert(!rbg_notation_flipped(n));
    ck_assert_int_eq(r->info->cell_y[rbg_notation_cell_of(n, "a1")], 4);
    ck_assert_int_eq(rbg_notation_cell_of(n, "z9"), 0);
    rbg_notation_free(n);
    r->destroy(r);
}
END_TEST

/* Hex's board is named as Hex players write it, a cuboid layer by layer; a hexagon that is no
 * rhombus keeps its declared names; the flipped hint turns Hex's names half a turn. */
START_TEST(test_hex_and_cuboid_names)
{
    rbg_reasoner *r = load(GAMES "hex.rbg");
    rbg_notation *n = rbg_notation_new(r, NULL);
    ck_assert(rbg_notation_algebraic(n));
    ck_assert_str_eq(rbg_notation_cell_name(n, 1), "a1"); /* the top corner */
    ck_assert_str_eq(rbg_notation_cell_name(n, r->info->n_cells), "k11");
    int right = rbg_notation_cell_of(n, "k1"), left = rbg_notation_cell_of(n, "a11");
    ck_assert_int_eq(r->info->cell_y[right], 10);
    ck_assert_int_eq(r->info->cell_x[right], 10);
    ck_assert_int_eq(r->info->cell_y[left], 10);
    ck_assert_int_eq(r->info->cell_x[left], 0);
    rbg_notation_free(n);
    n = rbg_notation_new(r, "// @display orientation flipped\n");
    ck_assert_str_eq(rbg_notation_cell_name(n, 1), "k11");
    rbg_notation_free(n);
    r->destroy(r);

    r = load(GAMES "ticTacToe3d.rbg");
    n = rbg_notation_new(r, NULL);
    ck_assert_str_eq(rbg_notation_cell_name(n, 1), "a3");
    ck_assert_str_eq(rbg_notation_cell_name(n, 10), "Ba3");
    ck_assert_str_eq(rbg_notation_cell_name(n, 27), "Cc1");
    ck_assert_int_eq(rbg_notation_cell_of(n, "cc1"), 27);
    rbg_notation_free(n);
    r->destroy(r);

    r = load(GAMES "yavalath.rbg");
    n = rbg_notation_new(r, NULL);
    ck_assert(!rbg_notation_algebraic(n));
    ck_assert_str_eq(rbg_notation_cell_name(n, 1), "hx0y0");
    rbg_notation_free(n);
    r->destroy(r);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("notation");
    TCase *tc = tcase_create("notation");
    tcase_set_timeout(tc, 1200);
    tcase_add_test(tc, test_chess_moves_read_as_chess_players_write_them);
    tcase_add_test(tc, test_other_games_read_naturally);
    tcase_add_test(tc, test_wrong_texts_are_refused_with_the_closest_moves);
    tcase_add_test(tc, test_hints_and_cell_names);
    tcase_add_test(tc, test_hex_and_cuboid_names);
    tcase_add_test(tc, test_texts_are_unique_and_read_back_on_every_game);
    tcase_add_test(tc, test_moves_off_the_board_and_by_the_keeper_read_naturally);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
