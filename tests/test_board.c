/* Unit tests of the board (rbgc/board.c and the board grammar of rbgc/parser.y), following
 * Section 6 of the language manual: generators (rectangle, hexagon, cuboid) with their cell
 * names, board order, edges and shape errors, holes and the boardline quirk, and the explicit
 * graph form with its checks. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "frontend.h"
#include "game.h"

/* ---- helpers ------------------------------------------------------------------------------ */

typedef struct {
    rbgc_diags *diags;
    rbgc_game *game;
} loaded;

/* Every board test uses these declarations; `#board = ` then starts line 5, so the first
 * character of the board text is at column 10. */
static const char HEADER[] = "#players = a(1)\n"
                             "#pieces = e, x\n"
                             "#variables = v(1)\n"
                             "#rules = ->a\n"
                             "#board = ";

static loaded load_board(const char *board)
{
    size_t len = strlen(HEADER) + strlen(board);
    char *text = malloc(len + 1);
    strcpy(text, HEADER);
    strcat(text, board);
    loaded l;
    l.diags = rbgc_diags_new("test.rbg", text, len);
    l.game = rbgc_load_text(text, len, l.diags);
    free(text);
    return l;
}

static void done(loaded *l)
{
    rbgc_game_free(l->game);
    rbgc_diags_free(l->diags);
}

/* Loads a board that must be accepted without any diagnostic. */
static loaded load_clean(const char *board)
{
    loaded l = load_board(board);
    for (int i = 0; i < l.diags->count; i++)
        fprintf(stderr, "unexpected diagnostic %d:%d %s\n", l.diags->items[i].loc.line,
                l.diags->items[i].loc.col, l.diags->items[i].message);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 0);
    return l;
}

/* Asserts the board is rejected with exactly one error whose message contains `part`, located
 * on line 5 at the start of `at`, which is a suffix of `board` (the rest of the text from the
 * offending token on). */
static void check_board_error(const char *board, const char *at, const char *part)
{
    size_t board_len = strlen(board), at_len = strlen(at);
    ck_assert(at_len <= board_len && strcmp(board + board_len - at_len, at) == 0);
    int col = 10 + (int)(board_len - at_len);
    loaded l = load_board(board);
    ck_assert_msg(l.game == NULL, "board accepted: %s", board);
    ck_assert_int_eq(l.diags->errors, 1);
    const rbgc_diagnostic *error = NULL;
    for (int i = 0; i < l.diags->count; i++)
        if (l.diags->items[i].severity == RBGC_SEVERITY_ERROR)
            error = &l.diags->items[i];
    ck_assert_ptr_nonnull(error);
    ck_assert_msg(strstr(error->message, part) != NULL, "'%s' does not contain '%s'",
                  error->message, part);
    ck_assert_int_eq(error->loc.line, 5);
    ck_assert_int_eq(error->loc.col, col);
    done(&l);
}

static int cell_named(const rbgc_game *game, const char *name)
{
    for (int i = 0; i < game->n_cells; i++)
        if (strcmp(game->cells[i].name, name) == 0)
            return i;
    return -1;
}

/* The name of the target of `edge` from the cell named `from`, or "-" when there is none. */
static const char *target(const rbgc_game *game, const char *from, const char *edge)
{
    int cell = cell_named(game, from);
    int e = rbgc_game_edge(game, edge);
    ck_assert_msg(cell >= 0, "no cell %s", from);
    ck_assert_msg(e >= 0, "no edge %s", edge);
    int next = game->cells[cell].next[e];
    return next < 0 ? "-" : game->cells[next].name;
}

/* Asserts the cells' names in board order: `names` is space-separated. */
static void check_order(const rbgc_game *game, const char *names)
{
    char buffer[1024];
    buffer[0] = '\0';
    for (int i = 0; i < game->n_cells; i++) {
        if (i > 0)
            strcat(buffer, " ");
        strcat(buffer, game->cells[i].name);
    }
    ck_assert_str_eq(buffer, names);
}

/* Asserts every direction of one cell: `row` lists "edge:target" for every edge in the order
 * of `edges` (space-separated), "-" for none. */
static void check_row(const rbgc_game *game, const char *cell, const char *const *edges, int n_edges,
                      const char *const *targets)
{
    for (int i = 0; i < n_edges; i++) {
        const char *got = target(game, cell, edges[i]);
        ck_assert_msg(strcmp(got, targets[i]) == 0, "%s --%s--> %s, expected %s", cell, edges[i],
                      got, targets[i]);
    }
}

static void check_edges(const rbgc_game *game, const char *names)
{
    char buffer[256];
    buffer[0] = '\0';
    for (int i = 0; i < game->n_edges; i++) {
        if (i > 0)
            strcat(buffer, " ");
        strcat(buffer, game->edges[i]);
    }
    ck_assert_str_eq(buffer, names);
}

/* ---- rectangle ---------------------------------------------------------------------------- */

START_TEST(test_rectangle_names_and_order)
{
    loaded l = load_clean("rectangle(up, down, left, right,\n"
                          "    [e, x, e]\n"
                          "    [x, e, x])");
    ck_assert_int_eq(l.game->board_kind, RBGC_BOARD_RECTANGLE);
    ck_assert_int_eq(l.game->n_cells, 6);
    check_order(l.game, "rx0y0 rx1y0 rx2y0 rx0y1 rx1y1 rx2y1");
    ck_assert_int_eq(l.game->width, 3);
    ck_assert_int_eq(l.game->height, 2);
    ck_assert_int_eq(l.game->depth, 1);
    /* starting pieces (pieces are sorted: e = 0, x = 1) */
    const int pieces[6] = {0, 1, 0, 1, 0, 1};
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(l.game->cells[i].piece, pieces[i]);
    ck_assert_int_eq(l.game->cells[4].x, 1);
    ck_assert_int_eq(l.game->cells[4].y, 1);
    done(&l);
}

START_TEST(test_rectangle_3x3_centre)
{
    /* Manual 6.6: in a 3x3 rectangle the centre rx1y1 is vertex 4. */
    loaded l = load_clean("rectangle(n, s, w, e2, [e,e,e] [e,e,e] [e,e,e])");
    ck_assert_int_eq(cell_named(l.game, "rx1y1"), 4);
    ck_assert_str_eq(l.game->cells[0].name, "rx0y0");
    ck_assert_str_eq(l.game->cells[8].name, "rx2y2");
    done(&l);
}

START_TEST(test_rectangle_edges_every_direction)
{
    loaded l = load_clean("rectangle(up, down, left, right, [e, e, e] [e, e, e])");
    /* edges sorted by name */
    check_edges(l.game, "down left right up");
    const char *const dirs[] = {"up", "down", "left", "right"};
    check_row(l.game, "rx0y0", dirs, 4, (const char *const[]){"-", "rx0y1", "-", "rx1y0"});
    check_row(l.game, "rx1y0", dirs, 4, (const char *const[]){"-", "rx1y1", "rx0y0", "rx2y0"});
    check_row(l.game, "rx2y0", dirs, 4, (const char *const[]){"-", "rx2y1", "rx1y0", "-"});
    check_row(l.game, "rx0y1", dirs, 4, (const char *const[]){"rx0y0", "-", "-", "rx1y1"});
    check_row(l.game, "rx1y1", dirs, 4, (const char *const[]){"rx1y0", "-", "rx0y1", "rx2y1"});
    check_row(l.game, "rx2y1", dirs, 4, (const char *const[]){"rx2y0", "-", "rx1y1", "-"});
    /* generator_edges keeps the written order U D L R */
    ck_assert_int_eq(l.game->generator_edges[0], rbgc_game_edge(l.game, "up"));
    ck_assert_int_eq(l.game->generator_edges[1], rbgc_game_edge(l.game, "down"));
    ck_assert_int_eq(l.game->generator_edges[2], rbgc_game_edge(l.game, "left"));
    ck_assert_int_eq(l.game->generator_edges[3], rbgc_game_edge(l.game, "right"));
    ck_assert_int_eq(l.game->generator_edges[4], -1);
    done(&l);
}

START_TEST(test_rectangle_labels_are_only_names)
{
    /* The first label is "up" whatever it is called. */
    loaded l = load_clean("rectangle(s, n, e2, w, [e] [x])");
    ck_assert_str_eq(target(l.game, "rx0y1", "s"), "rx0y0");
    ck_assert_str_eq(target(l.game, "rx0y0", "n"), "rx0y1");
    ck_assert_str_eq(target(l.game, "rx0y0", "s"), "-");
    done(&l);
}

START_TEST(test_rectangle_holes)
{
    /* [e,,e] is e, hole, e; [,e,] is hole, e, hole. */
    loaded l = load_clean("rectangle(up, down, left, right, [e,,e] [,x,] [e, e, e])");
    check_order(l.game, "rx0y0 rx2y0 rx1y1 rx0y2 rx1y2 rx2y2");
    ck_assert_int_eq(l.game->width, 3);
    ck_assert_int_eq(l.game->line_length[0], 3);
    ck_assert_int_eq(l.game->line_length[1], 3);
    ck_assert_int_eq(l.game->cells[2].piece, rbgc_game_piece(l.game, "x"));
    /* No edge leads through a hole. */
    const char *const dirs[] = {"up", "down", "left", "right"};
    check_row(l.game, "rx0y0", dirs, 4, (const char *const[]){"-", "-", "-", "-"});
    check_row(l.game, "rx2y0", dirs, 4, (const char *const[]){"-", "-", "-", "-"});
    check_row(l.game, "rx1y1", dirs, 4, (const char *const[]){"-", "rx1y2", "-", "-"});
    check_row(l.game, "rx0y2", dirs, 4, (const char *const[]){"-", "-", "-", "rx1y2"});
    check_row(l.game, "rx1y2", dirs, 4, (const char *const[]){"rx1y1", "-", "rx0y2", "rx2y2"});
    done(&l);
}

START_TEST(test_rectangle_hole_before_bracket)
{
    /* [e,] is e, hole: length 2, like [x, e]. */
    loaded l = load_clean("rectangle(up, down, left, right, [e,] [x, e])");
    check_order(l.game, "rx0y0 rx0y1 rx1y1");
    ck_assert_int_eq(l.game->line_length[0], 2);
    ck_assert_str_eq(target(l.game, "rx1y1", "up"), "-");
    ck_assert_str_eq(target(l.game, "rx0y0", "right"), "-");
    ck_assert_str_eq(target(l.game, "rx0y0", "down"), "rx0y1");
    done(&l);
}

START_TEST(test_rectangle_empty_lines)
{
    /* [] has length 0; a board of empty lines is accepted but has no cells (our warning). */
    loaded l = load_board("rectangle(up, down, left, right, [] [])");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_ptr_nonnull(strstr(l.diags->items[0].message, "no cells"));
    ck_assert_int_eq(l.game->n_cells, 0);
    ck_assert_int_eq(l.game->n_edges, 4);
    done(&l);
    /* and only holes */
    l = load_board("rectangle(up, down, left, right, [,] [,])");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.game->n_cells, 0);
    ck_assert_int_eq(l.game->line_length[0], 2);
    done(&l);
}

START_TEST(test_rectangle_missing_separator_quirk)
{
    /* [e x e] reads e, then swallows x as the separator, then e: two cells, with a warning. */
    loaded l = load_board("rectangle(up, down, left, right, [e x e] [x, x])");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_ptr_nonnull(strstr(l.diags->items[0].message, "'x'"));
    ck_assert_int_eq(l.diags->items[0].loc.line, 5);
    ck_assert_int_eq(l.diags->items[0].loc.col, 46);
    ck_assert_int_eq(l.game->n_cells, 4);
    ck_assert_int_eq(l.game->line_length[0], 2);
    ck_assert_int_eq(l.game->cells[0].piece, rbgc_game_piece(l.game, "e"));
    ck_assert_int_eq(l.game->cells[1].piece, rbgc_game_piece(l.game, "e"));
    done(&l);
    /* The swallowed token need not be a piece at all. */
    l = load_board("rectangle(up, down, left, right, [e junk x])");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_int_eq(l.game->n_cells, 2);
    ck_assert_int_eq(l.game->cells[1].piece, rbgc_game_piece(l.game, "x"));
    done(&l);
}

START_TEST(test_rectangle_errors)
{
    check_board_error("rectangle(up, down, left, right, [e, e] [e])", "[e])", "1 cell but the first line has 2");
    check_board_error("rectangle(up, down, left, right, [e] [e, e])", "[e, e])", "2 cells but the first line has 1");
    check_board_error("rectangle(up, down, left, right, [e, q])", "q])", "'q'");
    check_board_error("rectangle(up, down, left, x, [e])", "x, [e])", "piece");
    check_board_error("rectangle(up, down, left, a, [e])", "a, [e])", "player");
    check_board_error("rectangle(up, down, left, v, [e])", "v, [e])", "variable");
    check_board_error("rectangle(up, down, up, right, [e])", "up, right, [e])", "twice");
    check_board_error("rectangle(up, down, left, right, [e], [e])", ", [e])", "','");
    /* missing pieces of the generator syntax */
    check_board_error("rectangle(up, down, left, right)", ")", "')'");
    check_board_error("rectangle(up, down, left, right [e])", "[e])", "'['");
    check_board_error("rectangle up, down, left, right, [e])", "up, down, left, right, [e])", "identifier 'up'");
    check_board_error("rectangle(up, down, left, 5, [e])", "5, [e])", "number 5");
    check_board_error("rectangle(up, down, left, right, [e]", "]", "end of section");
    check_board_error("5", "5", "number 5");
}

START_TEST(test_board_trailing_tokens)
{
    loaded l = load_board("rectangle(up, down, left, right, [e]) junk more");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_ptr_nonnull(strstr(l.diags->items[0].message, "ends section '#board'"));
    ck_assert_int_eq(l.diags->items[0].loc.col, 48);
    ck_assert_int_eq(l.game->n_cells, 1);
    done(&l);
}

START_TEST(test_generator_labels_without_edges_exist)
{
    /* A single cell: no edge at all, but the four labels are edge names of the game. */
    loaded l = load_clean("rectangle(up, down, left, right, [e])");
    ck_assert_int_eq(l.game->n_cells, 1);
    check_edges(l.game, "down left right up");
    for (int e = 0; e < 4; e++)
        ck_assert_int_eq(l.game->cells[0].next[e], -1);
    done(&l);
    l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e])");
    check_edges(l.game, "e2 ne nw se sw w");
    done(&l);
    l = load_clean("cuboid(u, d, l, r, f, b, [[e]])");
    check_edges(l.game, "b d f l r u");
    done(&l);
}

/* ---- hexagon ------------------------------------------------------------------------------ */

static const char *const HEX_DIRS[] = {"nw", "ne", "e2", "se", "sw", "w"};

START_TEST(test_hexagon_names_and_order)
{
    loaded l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,e,e] [e,e,e,e] [e,e,e] [e,x])");
    ck_assert_int_eq(l.game->board_kind, RBGC_BOARD_HEXAGON);
    check_order(l.game, "hx0y0 hx1y0 hx0y1 hx1y1 hx2y1 hx0y2 hx1y2 hx2y2 hx3y2 hx0y3 hx1y3 hx2y3 "
                        "hx0y4 hx1y4");
    ck_assert_int_eq(l.game->cells[13].piece, rbgc_game_piece(l.game, "x"));
    ck_assert_int_eq(l.game->width, 4);
    ck_assert_int_eq(l.game->height, 5);
    check_edges(l.game, "e2 ne nw se sw w");
    done(&l);
}

START_TEST(test_hexagon_neighbours_with_peak)
{
    /* Lines 2, 3, 4, 3, 2: the peak is line 2.  Every cell, every direction, worked out by hand
     * from the table of 6.3 (order: nw ne e se sw w). */
    loaded l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,e,e] [e,e,e,e] [e,e,e] [e,e])");
    static const char *const table[][7] = {
        /* before the peak */
        {"hx0y0", "-", "-", "hx1y0", "hx1y1", "hx0y1", "-"},
        {"hx1y0", "-", "-", "-", "hx2y1", "hx1y1", "hx0y0"},
        {"hx0y1", "-", "hx0y0", "hx1y1", "hx1y2", "hx0y2", "-"},
        {"hx1y1", "hx0y0", "hx1y0", "hx2y1", "hx2y2", "hx1y2", "hx0y1"},
        {"hx2y1", "hx1y0", "-", "-", "hx3y2", "hx2y2", "hx1y1"},
        /* the peak */
        {"hx0y2", "-", "hx0y1", "hx1y2", "hx0y3", "-", "-"},
        {"hx1y2", "hx0y1", "hx1y1", "hx2y2", "hx1y3", "hx0y3", "hx0y2"},
        {"hx2y2", "hx1y1", "hx2y1", "hx3y2", "hx2y3", "hx1y3", "hx1y2"},
        {"hx3y2", "hx2y1", "-", "-", "-", "hx2y3", "hx2y2"},
        /* after the peak */
        {"hx0y3", "hx0y2", "hx1y2", "hx1y3", "hx0y4", "-", "-"},
        {"hx1y3", "hx1y2", "hx2y2", "hx2y3", "hx1y4", "hx0y4", "hx0y3"},
        {"hx2y3", "hx2y2", "hx3y2", "-", "-", "hx1y4", "hx1y3"},
        {"hx0y4", "hx0y3", "hx1y3", "hx1y4", "-", "-", "-"},
        {"hx1y4", "hx1y3", "hx2y3", "-", "-", "-", "hx0y4"},
    };
    ck_assert_int_eq(l.game->n_cells, 14);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        check_row(l.game, table[i][0], HEX_DIRS, 6, &table[i][1]);
    done(&l);
}

START_TEST(test_hexagon_neighbours_without_peak)
{
    /* Lines 1, 2, 3: no line is shorter, so every line counts as before the peak. */
    loaded l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e] [e,e] [e,e,e])");
    static const char *const table[][7] = {
        {"hx0y0", "-", "-", "-", "hx1y1", "hx0y1", "-"},
        {"hx0y1", "-", "hx0y0", "hx1y1", "hx1y2", "hx0y2", "-"},
        {"hx1y1", "hx0y0", "-", "-", "hx2y2", "hx1y2", "hx0y1"},
        {"hx0y2", "-", "hx0y1", "hx1y2", "-", "-", "-"},
        {"hx1y2", "hx0y1", "hx1y1", "hx2y2", "-", "-", "hx0y2"},
        {"hx2y2", "hx1y1", "-", "-", "-", "-", "hx1y2"},
    };
    ck_assert_int_eq(l.game->n_cells, 6);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        check_row(l.game, table[i][0], HEX_DIRS, 6, &table[i][1]);
    done(&l);
}

START_TEST(test_hexagon_peak_first)
{
    /* Lines 3, 2, 1: the first line is the peak. */
    loaded l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e,e,e] [e,e] [e])");
    static const char *const table[][7] = {
        {"hx0y0", "-", "-", "hx1y0", "hx0y1", "-", "-"},
        {"hx1y0", "-", "-", "hx2y0", "hx1y1", "hx0y1", "hx0y0"},
        {"hx2y0", "-", "-", "-", "-", "hx1y1", "hx1y0"},
        {"hx0y1", "hx0y0", "hx1y0", "hx1y1", "hx0y2", "-", "-"},
        {"hx1y1", "hx1y0", "hx2y0", "-", "-", "hx0y2", "hx0y1"},
        {"hx0y2", "hx0y1", "hx1y1", "-", "-", "-", "-"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        check_row(l.game, table[i][0], HEX_DIRS, 6, &table[i][1]);
    done(&l);
}

START_TEST(test_hexagon_holes)
{
    /* A hole keeps its position: hx1y1 does not exist, and nothing leads to it. */
    loaded l = load_clean("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,,e] [e,e])");
    check_order(l.game, "hx0y0 hx1y0 hx0y1 hx2y1 hx0y2 hx1y2");
    ck_assert_str_eq(target(l.game, "hx0y0", "se"), "-");
    ck_assert_str_eq(target(l.game, "hx0y0", "sw"), "hx0y1");
    ck_assert_str_eq(target(l.game, "hx1y0", "se"), "hx2y1");
    ck_assert_str_eq(target(l.game, "hx0y1", "e2"), "-");
    ck_assert_str_eq(target(l.game, "hx1y2", "nw"), "-");
    ck_assert_str_eq(target(l.game, "hx1y2", "ne"), "hx2y1");
    done(&l);
}

START_TEST(test_hexagon_errors)
{
    /* equal lengths */
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,e])", "[e,e])", "(here 2 after 2)");
    /* steps of 2, growing and shrinking */
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,e,e,e])", "[e,e,e,e])", "(here 4 after 2)");
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e,e] [e])", "[e])", "(here 1 after 3)");
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e] [e,e] [e,e,e] [e])", "[e])", "(here 1 after 3)");
    /* growing again after shrinking, or staying equal after the peak */
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e] [e,e,e] [e,e] [e,e,e])", "[e,e,e])", "(here 3 after 2)");
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e,e] [e,e] [e,e])", "[e,e])", "(here 2 after 2)");
    /* empty lines */
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [e,e] [] [e])", "[] [e])", "empty");
    check_board_error("hexagon(nw, ne, e2, se, sw, w, [])", "[])", "empty");
    /* labels */
    check_board_error("hexagon(nw, ne, e2, se, nw, w, [e])", "nw, w, [e])", "twice");
    check_board_error("hexagon(nw, ne, e, se, sw, w, [e])", "e, se, sw, w, [e])", "piece");
    check_board_error("hexagon(nw, ne, e2, se, sw, [e])", "[e])", "'['");
}

/* ---- cuboid ------------------------------------------------------------------------------- */

START_TEST(test_cuboid)
{
    loaded l = load_clean("cuboid(u, d, l, r, f, b, [[e, x] [x, e]] [[e, e] [e, x]])");
    ck_assert_int_eq(l.game->board_kind, RBGC_BOARD_CUBOID);
    check_order(l.game, "cx0y0z0 cx1y0z0 cx0y1z0 cx1y1z0 cx0y0z1 cx1y0z1 cx0y1z1 cx1y1z1");
    check_edges(l.game, "b d f l r u");
    ck_assert_int_eq(l.game->depth, 2);
    ck_assert_int_eq(l.game->cells[7].piece, rbgc_game_piece(l.game, "x"));
    ck_assert_int_eq(l.game->cells[7].z, 1);
    const char *const dirs[] = {"u", "d", "l", "r", "f", "b"};
    check_row(l.game, "cx0y0z0", dirs, 6, (const char *const[]){"-", "cx0y1z0", "-", "cx1y0z0", "cx0y0z1", "-"});
    check_row(l.game, "cx1y0z0", dirs, 6, (const char *const[]){"-", "cx1y1z0", "cx0y0z0", "-", "cx1y0z1", "-"});
    check_row(l.game, "cx0y1z0", dirs, 6, (const char *const[]){"cx0y0z0", "-", "-", "cx1y1z0", "cx0y1z1", "-"});
    check_row(l.game, "cx1y1z0", dirs, 6, (const char *const[]){"cx1y0z0", "-", "cx0y1z0", "-", "cx1y1z1", "-"});
    check_row(l.game, "cx0y0z1", dirs, 6, (const char *const[]){"-", "cx0y1z1", "-", "cx1y0z1", "-", "cx0y0z0"});
    check_row(l.game, "cx1y0z1", dirs, 6, (const char *const[]){"-", "cx1y1z1", "cx0y0z1", "-", "-", "cx1y0z0"});
    check_row(l.game, "cx0y1z1", dirs, 6, (const char *const[]){"cx0y0z1", "-", "-", "cx1y1z1", "-", "cx0y1z0"});
    check_row(l.game, "cx1y1z1", dirs, 6, (const char *const[]){"cx1y0z1", "-", "cx0y1z1", "-", "-", "cx1y1z0"});
    done(&l);
}

START_TEST(test_cuboid_holes_and_three_layers)
{
    loaded l = load_clean("cuboid(u, d, l, r, f, b, [[e,]] [[,e]] [[e, e]])");
    check_order(l.game, "cx0y0z0 cx1y0z1 cx0y0z2 cx1y0z2");
    ck_assert_str_eq(target(l.game, "cx0y0z0", "f"), "-");
    ck_assert_str_eq(target(l.game, "cx1y0z1", "f"), "cx1y0z2");
    ck_assert_str_eq(target(l.game, "cx1y0z1", "b"), "-");
    ck_assert_str_eq(target(l.game, "cx0y0z2", "b"), "-");
    ck_assert_str_eq(target(l.game, "cx1y0z2", "b"), "cx1y0z1");
    done(&l);
}

START_TEST(test_cuboid_errors)
{
    /* a layer with fewer or more lines than the first */
    check_board_error("cuboid(u, d, l, r, f, b, [[e, x] [x, e]] [[e, e]])", "[[e, e]])", "1 line but the first layer has 2");
    check_board_error("cuboid(u, d, l, r, f, b, [[e] [e]] [[e] [e] [e]])", "[[e] [e] [e]])", "3 lines but the first layer has 2");
    /* a line of another length, in the same or in a later layer */
    check_board_error("cuboid(u, d, l, r, f, b, [[e, x] [x]])", "[x]])", "1 cell but the first line has 2");
    check_board_error("cuboid(u, d, l, r, f, b, [[e, x] [x, e]] [[e, e] [e]])", "[e]])", "1 cell but the first line has 2");
    check_board_error("cuboid(u, d, l, r, f, b, [[e] [,]] [[e] [e]])", "[,]] [[e] [e]])", "2 cells but the first line has 1");
    /* no layer, or a layer without lines */
    check_board_error("cuboid(u, d, l, r, f, b, )", ")", "')'");
    check_board_error("cuboid(u, d, l, r, f, b, [])", "])", "']'");
    check_board_error("cuboid(u, d, l, r, f, b, [e])", "e])", "identifier 'e'");
    check_board_error("cuboid(u, d, l, r, f, u, [[e]])", "u, [[e]])", "twice");
}

START_TEST(test_cuboid_empty_lines)
{
    /* Empty boardlines are allowed in a cuboid. */
    loaded l = load_board("cuboid(u, d, l, r, f, b, [[] []] [[] []])");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.game->n_cells, 0);
    done(&l);
}

/* ---- explicit graph ----------------------------------------------------------------------- */

START_TEST(test_graph_order_and_edges)
{
    loaded l = load_clean("c3[e]{next: c1, back: c2} c1[x]{next: c2} c2[e]{loop: c2, next: c3}");
    ck_assert_int_eq(l.game->board_kind, RBGC_BOARD_GRAPH);
    /* order of declaration, names as written */
    check_order(l.game, "c3 c1 c2");
    ck_assert_int_eq(l.game->cells[1].piece, rbgc_game_piece(l.game, "x"));
    /* the union of the labels, sorted by name */
    check_edges(l.game, "back loop next");
    const char *const dirs[] = {"back", "loop", "next"};
    check_row(l.game, "c3", dirs, 3, (const char *const[]){"c2", "-", "c1"});
    check_row(l.game, "c1", dirs, 3, (const char *const[]){"-", "-", "c2"});
    check_row(l.game, "c2", dirs, 3, (const char *const[]){"-", "c2", "c3"});
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(l.game->generator_edges[i], -1);
    done(&l);
}

START_TEST(test_graph_self_loop)
{
    /* The subtraction game's board (manual 12.3). */
    loaded l = load_clean("heap[e]{loop: heap}");
    ck_assert_int_eq(l.game->n_cells, 1);
    ck_assert_str_eq(l.game->cells[0].name, "heap");
    ck_assert_str_eq(target(l.game, "heap", "loop"), "heap");
    done(&l);
}

START_TEST(test_graph_vertex_names_are_free)
{
    /* A vertex may be named like a piece, player or variable; a target declared later is fine. */
    loaded l = load_clean("e[x]{go: a} a[e]{go: v} v[e]{go: e}");
    check_order(l.game, "e a v");
    ck_assert_str_eq(target(l.game, "e", "go"), "a");
    ck_assert_str_eq(target(l.game, "v", "go"), "e");
    done(&l);
}

START_TEST(test_graph_errors)
{
    check_board_error("n[e]{s: n} n[x]{s: n}", "n[x]{s: n}", "declared twice");
    check_board_error("n[q]{s: n}", "q]{s: n}", "'q'");
    check_board_error("n[e]{}", "}", "'}'");
    check_board_error("n[e]{s: n,}", "}", "'}'");
    check_board_error("n[e]{s: n, s: n}", "s: n}", "two edges labelled 's'");
    check_board_error("n[e]{x: n}", "x: n}", "piece");
    check_board_error("n[e]{a: n}", "a: n}", "player");
    check_board_error("n[e]{v: n}", "v: n}", "variable");
    check_board_error("n[e]{s: m}", "m}", "'m'");
    /* missing pieces of the syntax */
    check_board_error("n{s: n}", "{s: n}", "'{'");
    check_board_error("n[e]{s n}", "n}", "identifier 'n'");
    check_board_error("n[e]{s: }", "}", "'}'");
    check_board_error("n[e] n[e]{s: n}", "n[e]{s: n}", "identifier 'n'");
    check_board_error("n[]{s: n}", "]{s: n}", "']'");
}

START_TEST(test_graph_trailing_tokens)
{
    loaded l = load_board("m[e]{s: n} n[x]{s: m} } junk");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_ptr_nonnull(strstr(l.diags->items[0].message, "ends section '#board'"));
    ck_assert_int_eq(l.diags->items[0].loc.col, 32);
    check_order(l.game, "m n");
    done(&l);
}

START_TEST(test_graph_edge_label_shared_with_generator_rules)
{
    /* Directions are usable in #rules: the label is classified as a direction. */
    const char *text = "#players = a(1)\n#pieces = e\n#variables =\n"
                       "#board = p[e]{r: q} q[e]{r: p}\n#rules = ->a r r";
    rbgc_diags *diags = rbgc_diags_new("t.rbg", text, strlen(text));
    rbgc_game *game = rbgc_load_text(text, strlen(text), diags);
    ck_assert_ptr_nonnull(game);
    ck_assert_int_eq(diags->errors + diags->warnings, 0);
    ck_assert_int_eq(game->rules->kind, RBGC_RULE_CONCAT);
    ck_assert_int_eq(game->rules->children[1]->kind, RBGC_RULE_SHIFT);
    ck_assert_int_eq(game->rules->children[1]->edge, rbgc_game_edge(game, "r"));
    rbgc_game_free(game);
    rbgc_diags_free(diags);
}

START_TEST(test_board_unknown_form)
{
    check_board_error("players", "players", "'players'");
    check_board_error("(e)", "(e)", "'('");
}

/* ---- suite -------------------------------------------------------------------------------- */

static Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc = tcase_create("rectangle");
    tcase_add_test(tc, test_rectangle_names_and_order);
    tcase_add_test(tc, test_rectangle_3x3_centre);
    tcase_add_test(tc, test_rectangle_edges_every_direction);
    tcase_add_test(tc, test_rectangle_labels_are_only_names);
    tcase_add_test(tc, test_rectangle_holes);
    tcase_add_test(tc, test_rectangle_hole_before_bracket);
    tcase_add_test(tc, test_rectangle_empty_lines);
    tcase_add_test(tc, test_rectangle_missing_separator_quirk);
    tcase_add_test(tc, test_rectangle_errors);
    tcase_add_test(tc, test_board_trailing_tokens);
    tcase_add_test(tc, test_generator_labels_without_edges_exist);
    tcase_add_test(tc, test_board_unknown_form);
    suite_add_tcase(s, tc);

    tc = tcase_create("hexagon");
    tcase_add_test(tc, test_hexagon_names_and_order);
    tcase_add_test(tc, test_hexagon_neighbours_with_peak);
    tcase_add_test(tc, test_hexagon_neighbours_without_peak);
    tcase_add_test(tc, test_hexagon_peak_first);
    tcase_add_test(tc, test_hexagon_holes);
    tcase_add_test(tc, test_hexagon_errors);
    suite_add_tcase(s, tc);

    tc = tcase_create("cuboid");
    tcase_add_test(tc, test_cuboid);
    tcase_add_test(tc, test_cuboid_holes_and_three_layers);
    tcase_add_test(tc, test_cuboid_errors);
    tcase_add_test(tc, test_cuboid_empty_lines);
    suite_add_tcase(s, tc);

    tc = tcase_create("graph");
    tcase_add_test(tc, test_graph_order_and_edges);
    tcase_add_test(tc, test_graph_self_loop);
    tcase_add_test(tc, test_graph_vertex_names_are_free);
    tcase_add_test(tc, test_graph_errors);
    tcase_add_test(tc, test_graph_trailing_tokens);
    tcase_add_test(tc, test_graph_edge_label_shared_with_generator_rules);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(board_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
