/* The proof-number solvers (agents/pn_*.c): the rules of docs/agents.md ("Solvers") on hand trees,
 * forced wins found, limits, reproducibility, and PNS, MCPNS and PPNS agreeing with a plain minimax
 * (tests/solve/minimax.c) on many small positions of tic-tac-toe, connect four and the 5x5
 * breakthrough games, misère ones included. */
#include <check.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "game_files.h"
#include "minimax.h"
#include "pn_rules.h"
#include "pn_solver.h"

static const rbg_pn_algo ALGOS[] = {RBG_PN_PNS, RBG_PN_MCPNS, RBG_PN_PPNS, RBG_PN_DFPN};

static rbg_pn_options options_for(rbg_pn_algo algo, uint64_t max_nodes)
{
    rbg_pn_options o = rbg_pn_default_options(algo);
    o.max_nodes = max_nodes;
    return o;
}

static rbg_pn_value_kind kind_of(int minimax_value)
{
    return minimax_value > 0 ? RBG_PN_WIN : minimax_value < 0 ? RBG_PN_LOSS : RBG_PN_DRAW;
}

/* Opens games-rbg/NAME.rbg and returns its scratch state, set to the initial state. */
static void *open_game(test_game *g, const char *name)
{
    test_game_open(g, name);
    g->r->initial(g->ctx, g->state);
    return g->state;
}

/* --- the rules on hand trees --------------------------------------------------------- */

static void hand_tree(pn_tree *t, bool or_node, const double *a, const double *b, uint32_t n)
{
    pn_tree_init(t, 16);
    pn_tree_add_nodes(t, 1);
    uint32_t first = pn_tree_add_nodes(t, n);
    t->nodes[0] = (pn_node){.first = first, .n_children = n, .or_node = or_node};
    for (uint32_t i = 0; i < n; i++)
        t->nodes[first + i] = (pn_node){.a = a[i], .b = b ? b[i] : 0};
}

START_TEST(test_ppns_arithmetic)
{
    pn_tree t;
    double half[] = {0.5, 0.5};
    hand_tree(&t, true, half, NULL, 2);
    PN_PPNS_RULES.recompute(&t, 0);
    ck_assert(fabs(t.nodes[0].a - 0.75) < 1e-12);
    t.nodes[0].or_node = false;
    PN_PPNS_RULES.recompute(&t, 0);
    ck_assert(fabs(t.nodes[0].a - 0.25) < 1e-12);
    pn_tree_free(&t);
    /* OR: the open child most likely won; AND: the one least likely won. */
    double three[] = {0.2, 0.7, 0.4};
    hand_tree(&t, true, three, NULL, 3);
    ck_assert_uint_eq(PN_PPNS_RULES.select(&t, 0), t.nodes[0].first + 1);
    t.nodes[0].or_node = false;
    ck_assert_uint_eq(PN_PPNS_RULES.select(&t, 0), t.nodes[0].first);
    pn_tree_free(&t);
}
END_TEST

START_TEST(test_pns_arithmetic)
{
    pn_tree t;
    double pn[] = {3, 1, 2}, dn[] = {2, 5, 1};
    hand_tree(&t, true, pn, dn, 3);
    PN_PNS_RULES.recompute(&t, 0);
    ck_assert(t.nodes[0].a == 1 && t.nodes[0].b == 8);
    ck_assert_uint_eq(PN_PNS_RULES.select(&t, 0), t.nodes[0].first + 1);
    t.nodes[0].or_node = false;
    PN_PNS_RULES.recompute(&t, 0);
    ck_assert(t.nodes[0].a == 6 && t.nodes[0].b == 1);
    ck_assert_uint_eq(PN_PNS_RULES.select(&t, 0), t.nodes[0].first + 2);
    /* ties go to the first child; a disproved child (pn infinite) makes a sum infinite */
    t.nodes[t.nodes[0].first].b = 1;
    ck_assert_uint_eq(PN_PNS_RULES.select(&t, 0), t.nodes[0].first);
    t.nodes[t.nodes[0].first].a = INFINITY;
    PN_PNS_RULES.recompute(&t, 0);
    ck_assert(isinf(t.nodes[0].a));
    pn_tree_free(&t);
}
END_TEST

START_TEST(test_exact_status)
{
    pn_tree t;
    double zero[] = {0, 0};
    hand_tree(&t, true, zero, zero, 2);
    ck_assert_int_eq(pn_tree_status(&t, 0), PN_OPEN);
    t.nodes[2].status = PN_PROVED;
    ck_assert_int_eq(pn_tree_status(&t, 0), PN_PROVED);
    t.nodes[0].or_node = false;
    ck_assert_int_eq(pn_tree_status(&t, 0), PN_OPEN);
    t.nodes[1].status = PN_PROVED;
    ck_assert_int_eq(pn_tree_status(&t, 0), PN_PROVED);
    t.nodes[1].status = PN_DISPROVED;
    ck_assert_int_eq(pn_tree_status(&t, 0), PN_DISPROVED);
    pn_tree_free(&t);
}
END_TEST

/* --- forced wins --------------------------------------------------------------------------- */

/* Tic-tac-toe: cross (x) on 1 and 2, nought on 4 and 5: cross to move wins on 3 at once. */
static const int TTT_WIN_IN_ONE[] = {1, 4, 2, 5};

START_TEST(test_win_in_one)
{
    test_game g;
    void *s = open_game(&g, "ticTacToe");
    test_game_play_cells(&g, s, TTT_WIN_IN_ONE, 4, NULL);
    for (int k = 0; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 1000);
        rbg_pn_report rep;
        rbg_pn_solve(g.r, g.ctx, s, 1, &o, &rep);
        /* an OR root with a winning child is proved by its first expansion */
        ck_assert_int_eq(rep.verdict, RBG_PN_PROVED);
        ck_assert(rep.exact);
        ck_assert_uint_eq(rep.iterations, 1);
        ck_assert_uint_eq(rep.nodes, 1 + 5);
        g.r->legal_moves(g.ctx, s, &g.moves);
        ck_assert(rep.best_move >= 0 && test_game_wins(&g, s, &g.moves, (uint32_t)rep.best_move));
    }
    test_game_close(&g);
}
END_TEST

START_TEST(test_and_root_disproved)
{
    /* cross on 1 and 7, nought on 4 and 5, cross on 9: nought to move wins on 6 at once, so an
     * AND root (target cross) is disproved by its first expansion */
    static const int cells[] = {1, 4, 7, 5, 9};
    test_game g;
    void *s = open_game(&g, "ticTacToe");
    test_game_play_cells(&g, s, cells, 5, NULL);
    for (int k = 0; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 1000);
        rbg_pn_report rep;
        rbg_pn_solve(g.r, g.ctx, s, 1, &o, &rep);
        ck_assert_int_eq(rep.verdict, RBG_PN_DISPROVED);
        ck_assert_uint_eq(rep.iterations, 1);
        ck_assert_int_eq(rep.best_move, -1);
    }
    test_game_close(&g);
}
END_TEST

/* After move i of `moves`, does every reply of the opponent leave the mover an immediate win? */
static bool wins_in_two(test_game *g, const void *s, const rbg_moves *moves, uint32_t i)
{
    const rbg_reasoner *r = g->r;
    void *after = malloc(r->state_size), *reply = malloc(r->state_size);
    memcpy(after, s, r->state_size);
    test_game_apply(g, after, moves, i, NULL);
    rbg_moves replies, answers;
    rbg_moves_init(&replies);
    rbg_moves_init(&answers);
    uint32_t n = r->legal_moves(g->ctx, after, &replies);
    bool all = n > 0;
    for (uint32_t j = 0; j < n && all; j++) {
        memcpy(reply, after, r->state_size);
        test_game_apply(g, reply, &replies, j, NULL);
        uint32_t k = r->legal_moves(g->ctx, reply, &answers);
        bool some = false;
        for (uint32_t a = 0; a < k && !some; a++)
            some = test_game_wins(g, reply, &answers, a);
        all = some;
    }
    rbg_moves_free(&answers);
    rbg_moves_free(&replies);
    free(reply);
    free(after);
    return all;
}

START_TEST(test_connect4_wins_in_one_and_two)
{
    test_game g;
    void *s = open_game(&g, "connect4");
    /* A move is the cell its disc lands on: the bottom row is cells 36..42 (columns a..g), the
     * row above it 29..35. */
    /* red c, d, e on the bottom row, yellow stacked on g and a: red wins in one (b or f) */
    static const int in_one[] = {38, 42, 39, 35, 40, 36};
    /* red c and d, yellow g and g: red e (or b) makes two threats, a win in two */
    static const int in_two[] = {38, 42, 39, 35};
    const int *lines[] = {in_one, in_two};
    int lengths[] = {6, 4};
    rbg_moves *moves = &g.moves;
    for (int pos = 0; pos < 2; pos++) {
        test_game_play_cells(&g, s, lines[pos], lengths[pos], NULL);
        g.r->legal_moves(g.ctx, s, moves);
        for (int k = 0; k < 3; k++) {
            rbg_pn_options o = options_for(ALGOS[k], 200000);
            rbg_pn_value_report v;
            rbg_pn_value(g.r, g.ctx, s, &o, &v);
            ck_assert_msg(v.value == RBG_PN_WIN, "position %d, %s: %s", pos,
                          rbg_pn_algo_name(ALGOS[k]), rbg_pn_value_name(v.value));
            ck_assert_int_eq(v.searches, 1);
            /* the proving move wins at once, or leaves yellow only replies that red wins at
             * once */
            int64_t m = v.first.best_move;
            ck_assert(m >= 0);
            ck_assert(pos == 0 ? test_game_wins(&g, s, moves, (uint32_t)m)
                               : wins_in_two(&g, s, moves, (uint32_t)m));
            if (pos == 0)
                ck_assert_uint_eq(v.iterations, 1);
        }
    }
    test_game_close(&g);
}
END_TEST

START_TEST(test_ttt_start_is_a_draw)
{
    test_game g;
    void *s = open_game(&g, "ticTacToe");
    for (int k = 0; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 1000000);
        rbg_pn_value_report v;
        rbg_pn_value(g.r, g.ctx, s, &o, &v);
        ck_assert_msg(v.value == RBG_PN_DRAW, "%s: %s", rbg_pn_algo_name(ALGOS[k]),
                      rbg_pn_value_name(v.value));
        ck_assert_int_eq(v.searches, 2);
        ck_assert(v.exact && v.not_win);
        ck_assert_uint_eq(v.nodes, v.first.nodes + v.second.nodes);
    }
    test_game_close(&g);
}
END_TEST

/* --- limits, reproducibility, finished games ----------------------------------------------- */

START_TEST(test_node_limit_gives_unknown)
{
    test_game g;
    void *s = open_game(&g, "connect4");
    static const uint64_t limits[] = {1, 7, 8, 500};
    for (int k = 0; k < 3; k++)
        for (int l = 0; l < 4; l++) {
            rbg_pn_options o = options_for(ALGOS[k], limits[l]);
            o.playouts = 4;
            rbg_pn_report rep;
            rbg_pn_solve(g.r, g.ctx, s, 1, &o, &rep);
            ck_assert_int_eq(rep.verdict, RBG_PN_UNKNOWN);
            ck_assert(rep.hit_nodes && !rep.hit_time);
            ck_assert(rep.nodes <= limits[l] && rep.nodes >= 1);
            ck_assert_int_eq(rep.best_move, -1);
            rbg_pn_value_report v;
            rbg_pn_value(g.r, g.ctx, s, &o, &v);
            ck_assert_int_eq(v.value, RBG_PN_VALUE_UNKNOWN);
            ck_assert(!v.not_win);
        }
    test_game_close(&g);
}
END_TEST

START_TEST(test_time_limit_gives_unknown)
{
    test_game g;
    void *s = open_game(&g, "connect4");
    for (int k = 0; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 0);
        o.seconds = 0.05;
        rbg_pn_value_report v;
        rbg_pn_value(g.r, g.ctx, s, &o, &v);
        ck_assert_int_eq(v.value, RBG_PN_VALUE_UNKNOWN);
        ck_assert(v.first.hit_time && !v.first.hit_nodes);
        ck_assert(v.seconds < 5);
    }
    test_game_close(&g);
}
END_TEST

START_TEST(test_reproducible_with_seed)
{
    test_game g;
    void *s = open_game(&g, "breakthrough5x5");
    for (int k = 1; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 1000);
        o.seed = 42;
        o.playouts = 8;
        rbg_pn_report a, b;
        rbg_pn_solve(g.r, g.ctx, s, 1, &o, &a);
        rbg_pn_solve(g.r, g.ctx, s, 1, &o, &b);
        ck_assert_uint_eq(a.nodes, b.nodes);
        ck_assert_uint_eq(a.iterations, b.iterations);
        ck_assert_uint_eq(a.playouts, b.playouts);
        ck_assert(a.playouts > 0 && a.playouts % 8 == 0);
    }
    test_game_close(&g);
}
END_TEST

START_TEST(test_finished_game_answers_at_once)
{
    test_game g;
    void *s = open_game(&g, "ticTacToe");
    static const int cells[] = {1, 4, 2, 5, 3}; /* cross completes the top row */
    test_game_play_cells(&g, s, cells, 5, NULL);
    for (int k = 0; k < 3; k++) {
        rbg_pn_options o = options_for(ALGOS[k], 10);
        rbg_pn_report rep;
        rbg_pn_solve(g.r, g.ctx, s, 1, &o, &rep);
        ck_assert_int_eq(rep.verdict, RBG_PN_PROVED);
        ck_assert_uint_eq(rep.iterations, 0);
        ck_assert_uint_eq(rep.nodes, 1);
        rbg_pn_solve(g.r, g.ctx, s, 2, &o, &rep);
        ck_assert_int_eq(rep.verdict, RBG_PN_DISPROVED);
    }
    test_game_close(&g);
}
END_TEST

/* --- agreement with minimax ---------------------------------------------------------------- */

/* Plays a seeded random game to its end and leaves in `s` the state `back` moves before the end
 * (or the initial state); false when that state is finished. */
static bool late_position(test_game *g, void *s, rbg_rng *rng, int back)
{
    const rbg_reasoner *r = g->r;
    enum { MAX_PLIES = 512 };
    char *states = malloc(r->state_size * (MAX_PLIES + 1));
    rbg_moves moves;
    rbg_moves_init(&moves);
    r->initial(g->ctx, states);
    int n = 0;
    while (n < MAX_PLIES) {
        memcpy(states + r->state_size * (n + 1), states + r->state_size * n, r->state_size);
        void *next = states + r->state_size * (n + 1);
        uint32_t count = r->legal_moves(g->ctx, next, &moves);
        if (count == 0)
            break;
        uint32_t i = rbg_rng_below(rng, count);
        test_game_apply(g, next, &moves, i, NULL);
        n++;
    }
    int at = n - back < 0 ? 0 : n - back;
    memcpy(s, states + r->state_size * at, r->state_size);
    bool open = r->legal_moves(g->ctx, s, &moves) > 0;
    rbg_moves_free(&moves);
    free(states);
    return open;
}

/* Plays `plies` seeded random moves from the start; false when the game ended first. */
static bool early_position(test_game *g, void *s, rbg_rng *rng, int plies)
{
    rbg_moves moves;
    rbg_moves_init(&moves);
    g->r->initial(g->ctx, s);
    bool open = true;
    for (int k = 0; k <= plies && open; k++) {
        uint32_t count = g->r->legal_moves(g->ctx, s, &moves);
        open = count > 0;
        if (open && k < plies) {
            test_game_apply(g, s, &moves, rbg_rng_below(rng, count), NULL);
        }
    }
    rbg_moves_free(&moves);
    return open;
}

/* The game's text with its 5x5 starting board replaced by `n` pieces of each side on random
 * cells (none on its own far row, which would have ended the game): the same rules from an
 * endgame with few pieces, where minimax stays small. */
static char *sparse_variant(const char *text, const char *white, const char *black, int n,
                            rbg_rng *rng)
{
    const char *cells[25];
    for (int i = 0; i < 25; i++)
        cells[i] = "empty";
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < n;) {
            int i = (int)rbg_rng_below(rng, 25);
            int row = i / 5; /* row 0 is the top, black's home; white moves up */
            if (strcmp(cells[i], "empty") != 0 || (side == 0 ? row == 0 : row == 4))
                continue;
            cells[i] = side == 0 ? white : black;
            k++;
        }
    const char *board = strstr(text, "#board");
    const char *after = strstr(board, "\n\n");
    ck_assert(board != NULL && after != NULL);
    size_t size = strlen(text) + 25 * 16 + 128;
    char *out = malloc(size);
    int len = snprintf(out, size, "%.*s#board = rectangle(up, down, left, right,", (int)(board - text),
                       text);
    for (int i = 0; i < 25; i++)
        len += snprintf(out + len, size - (size_t)len, "%s%s%s", i % 5 == 0 ? "\n    [" : ", ",
                        cells[i], i % 5 == 4 ? "]" : "");
    snprintf(out + len, size - (size_t)len, ")%s", after);
    return out;
}

typedef struct {
    const char *game;
    const char *white, *black; /* the pieces of a sparse start (NULL: the usual start) */
    bool late;        /* positions near the end of random games, else after random moves */
    int min_depth, max_depth;
    int positions;    /* positions checked (those small enough for minimax) */
    uint64_t minimax_nodes;
} agreement_case;

static const agreement_case CASES[] = {
    {"ticTacToe", NULL, NULL, false, 1, 6, 20, 1000000},
    {"connect4", NULL, NULL, true, 4, 10, 12, 50000},
    {"breakthrough5x5", "whitePawn", "blackPawn", false, 0, 2, 10, 100000},
    {"breakthrough5x5Misere", "whitePawn", "blackPawn", false, 0, 2, 10, 100000},
    {"knightthrough5x5Misere", "whiteKnight", "blackKnight", false, 0, 2, 10, 100000},
    /* Othello endings as in the PPNS paper's experiment: the pass is a move of its own, and
     * both players' passes end the game */
    {"reversi", NULL, NULL, true, 6, 11, 8, 400000},
};

/* The position of a try: in a fresh game `g` (a sparse variant, or the game itself). */
static bool agreement_position(const agreement_case *c, const char *text, test_game *g, void *s,
                               rbg_rng *rng)
{
    if (c->white != NULL) {
        char *variant = sparse_variant(text, c->white, c->black, 2 + (int)rbg_rng_below(rng, 2), rng);
        test_game_open_text(g, variant);
        free(variant);
    } else {
        test_game_open(g, c->game);
    }
    int depth = c->min_depth + (int)rbg_rng_below(rng, (uint32_t)(c->max_depth - c->min_depth + 1));
    return c->late ? late_position(g, s, rng, depth) : early_position(g, s, rng, depth);
}

START_TEST(test_agree_with_minimax)
{
    const agreement_case *c = &CASES[_i];
    char path[1024];
    snprintf(path, sizeof path, "%s/games-rbg/%s.rbg", RBG_SOURCE_DIR, c->game);
    size_t length;
    char *text = read_text_file(path, &length);
    ck_assert(text != NULL);
    rbg_rng rng;
    rbg_rng_seed(&rng, 1000 + (uint64_t)_i);
    int checked = 0, tries = 0, values[3] = {0};
    while (checked < c->positions) {
        ck_assert_msg(++tries < 20 * c->positions, "%s: too few small positions", c->game);
        test_game g;
        void *s = malloc(4096);
        int expected;
        bool open = agreement_position(c, text, &g, s, &rng);
        ck_assert(g.r->state_size <= 4096);
        if (open && test_minimax(g.r, g.ctx, s, g.r->player(g.r, s), c->minimax_nodes, &expected)) {
            values[expected + 1]++;
            for (int k = 0; k < 4; k++) {
                rbg_pn_options o = options_for(ALGOS[k], 500000);
                o.seed = (uint64_t)tries;
                rbg_pn_value_report v;
                rbg_pn_value(g.r, g.ctx, s, &o, &v);
                ck_assert_msg(v.value == kind_of(expected), "%s, position %d: %s says %s, minimax %d",
                              c->game, tries, rbg_pn_algo_name(ALGOS[k]),
                              rbg_pn_value_name(v.value), expected);
                ck_assert(v.exact);
            }
            checked++;
        }
        free(s);
        test_game_close(&g);
    }
    /* the positions are not all of one kind */
    ck_assert_msg(values[0] > 0 && values[2] > 0, "%s: losses %d, draws %d, wins %d", c->game,
                  values[0], values[1], values[2]);
    free(text);
}
END_TEST

/* PPNS stopped by the precision rate (theta = pr = 0.001, the paper's best setting) and MCPNS in
 * the orientation of the paper's code still give the right values on connect four endings. */
START_TEST(test_variants_agree_with_minimax)
{
    test_game g;
    void *s = open_game(&g, "connect4");
    rbg_rng rng;
    rbg_rng_seed(&rng, 77);
    int checked = 0, tries = 0;
    while (checked < 4) {
        ck_assert(++tries < 400);
        int expected;
        if (!late_position(&g, s, &rng, 4 + (int)rbg_rng_below(&rng, 5)) ||
            !test_minimax(g.r, g.ctx, s, g.r->player(g.r, s), 100000, &expected))
            continue;
        rbg_pn_options ppns = options_for(RBG_PN_PPNS, 500000);
        ppns.theta = ppns.precision = 0.001;
        rbg_pn_options mcpns = options_for(RBG_PN_MCPNS, 500000);
        mcpns.mcpns_compat = true;
        const rbg_pn_options *variants[] = {&ppns, &mcpns};
        for (int k = 0; k < 2; k++) {
            rbg_pn_value_report v;
            rbg_pn_value(g.r, g.ctx, s, variants[k], &v);
            ck_assert_msg(v.value == kind_of(expected), "variant %d, position %d: %s, minimax %d",
                          k, tries, rbg_pn_value_name(v.value), expected);
        }
        checked++;
    }
    test_game_close(&g);
}
END_TEST

/* --- the misère games ---------------------------------------------------------------------- */

/* The misère games have the moves of the originals, so the same seed plays the same random game
 * in both, and every finished game has the opposite result. */
START_TEST(test_misere_reverses_results)
{
    static const char *const pairs[][2] = {{"breakthrough5x5", "breakthrough5x5Misere"},
                                           {"knightthrough5x5", "knightthrough5x5Misere"}};
    for (int p = 0; p < 2; p++) {
        test_game a, b;
        test_game_open(&a, pairs[p][0]);
        test_game_open(&b, pairs[p][1]);
        void *sa = a.state, *sb = b.state;
        for (uint64_t seed = 1; seed <= 40; seed++) {
            rbg_rng ra, rb;
            rbg_rng_seed(&ra, seed);
            rbg_rng_seed(&rb, seed);
            a.r->initial(a.ctx, sa);
            b.r->initial(b.ctx, sb);
            rbg_playout_stats ka = {0}, kb = {0};
            a.r->playout(a.ctx, sa, &ra, 1000, &ka);
            b.r->playout(b.ctx, sb, &rb, 1000, &kb);
            ck_assert_uint_eq(ka.moves, kb.moves);
            for (int q = 1; q <= 2; q++)
                ck_assert_int_eq(a.r->score(a.r, sa, q), 100 - b.r->score(b.r, sb, q));
        }
        test_game_close(&a);
        test_game_close(&b);
    }
}
END_TEST

static Suite *solve_suite(void)
{
    Suite *s = suite_create("solve");
    TCase *rules = tcase_create("rules");
    tcase_add_test(rules, test_ppns_arithmetic);
    tcase_add_test(rules, test_pns_arithmetic);
    tcase_add_test(rules, test_exact_status);
    suite_add_tcase(s, rules);
    TCase *wins = tcase_create("wins");
    tcase_add_test(wins, test_win_in_one);
    tcase_add_test(wins, test_and_root_disproved);
    tcase_add_test(wins, test_connect4_wins_in_one_and_two);
    tcase_add_test(wins, test_ttt_start_is_a_draw);
    suite_add_tcase(s, wins);
    TCase *limits = tcase_create("limits");
    tcase_add_test(limits, test_node_limit_gives_unknown);
    tcase_add_test(limits, test_time_limit_gives_unknown);
    tcase_add_test(limits, test_reproducible_with_seed);
    tcase_add_test(limits, test_finished_game_answers_at_once);
    suite_add_tcase(s, limits);
    TCase *agree = tcase_create("agree");
    tcase_add_loop_test(agree, test_agree_with_minimax, 0, (int)(sizeof CASES / sizeof CASES[0]));
    tcase_add_test(agree, test_variants_agree_with_minimax);
    tcase_add_test(agree, test_misere_reverses_results);
    suite_add_tcase(s, agree);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(solve_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
