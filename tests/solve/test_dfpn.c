/* df-pn and the state hash (docs/solving.md): equal positions reached by different move orders
 * hash equal, no two different states of a million from random games share a hash, df-pn agrees
 * with a plain minimax (tests/solve/minimax.c) on hundreds of small positions with its usual
 * table and with tables so small that entries are replaced all the time, agrees with PNS on
 * Connect Four after 12 random plies (the PPNS paper's positions), finds the known values of
 * small games, and stops with unknown on a game whose states repeat. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "cursor.h"
#include "minimax.h"
#include "pipeline.h"
#include "pn_solver.h"

static rbg_pn_value_kind kind_of(int minimax_value)
{
    return minimax_value > 0 ? RBG_PN_WIN : minimax_value < 0 ? RBG_PN_LOSS : RBG_PN_DRAW;
}

static rbg_pn_options dfpn_options(uint64_t memory)
{
    rbg_pn_options o = rbg_pn_default_options(RBG_PN_DFPN);
    o.memory = memory;
    return o;
}

/* --- the hash ---------------------------------------------------------------------------- */

/* Tic-tac-toe's turn starts by reaching any cell from the current one, so the current cell (the
 * last one played) does not matter there and is left out of the hash (runtime/cursor.h). */
START_TEST(test_transpositions_hash_equal)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    const rbg_reasoner *r = g.r;
    void *a = malloc(r->state_size), *b = malloc(r->state_size), *c = malloc(r->state_size);
    static const int one[] = {1, 5, 9, 3}, other[] = {9, 5, 1, 3}, third[] = {5, 1, 9, 3};
    r->initial(g.ctx, a);
    r->initial(g.ctx, b);
    r->initial(g.ctx, c);
    uint64_t start = r->hash(r, a);
    test_game_play_cells(&g, a, one, 4, NULL);
    test_game_play_cells(&g, b, other, 4, NULL);
    test_game_play_cells(&g, c, third, 4, NULL);
    ck_assert_uint_eq(r->hash(r, a), r->hash(r, b));
    ck_assert_uint_ne(r->hash(r, a), r->hash(r, c)); /* another board, the same last cell */
    ck_assert_uint_ne(r->hash(r, a), start);
    static const int last_differs[] = {9, 3, 1, 5}; /* the board of `one`, ending on 5, not 3 */
    r->initial(g.ctx, c);
    test_game_play_cells(&g, c, last_differs, 4, NULL);
    ck_assert_uint_eq(r->hash(r, a), r->hash(r, c));
    free(a);
    free(b);
    free(c);
    test_game_close(&g);
}
END_TEST

/* How many turn starts of the game in `text` the cursor analysis frees (runtime/cursor.h). */
static int cursor_free_starts(const char *text)
{
    rbgc_diags *diags = rbgc_diags_new("cursor.rbg", text, strlen(text));
    rbg_program *p = rbgc_compile_text(text, strlen(text), RBGC_NO_SPLIT, "test", diags);
    ck_assert(p != NULL);
    rbgc_diags_free(diags);
    bool *free_states = rbg_cursor_free_states(p);
    int n = 0;
    for (int32_t s = 0; s < p->n_states; s++)
        n += free_states[s];
    free(free_states);
    rbg_program_free(p);
    return n;
}

/* A turn that may start anywhere frees the cell; one that starts by stepping right from it
 * does not. */
START_TEST(test_cursor_analysis)
{
    static const char head[] = "#players = a(1), b(1)\n#pieces = e, x\n#variables =\n"
                               "#board = rectangle(up, down, left, right, [e, e, e])\n";
    char text[512];
    snprintf(text, sizeof text, "%s#rules = ( ->a (left* + right*) {e} [x] ->b (left* + right*) {e} [x] )*\n", head);
    ck_assert_int_eq(cursor_free_starts(text), 2);
    snprintf(text, sizeof text, "%s#rules = ( ->a right {e} [x] ->b right {e} [x] )*\n", head);
    ck_assert_int_eq(cursor_free_starts(text), 0);
}
END_TEST

typedef struct {
    uint64_t hash, content; /* the Zobrist hash, an independent hash of what the accessors show */
} seen_state;

static int by_hash(const void *x, const void *y)
{
    const seen_state *a = x, *b = y;
    return a->hash < b->hash ? -1 : a->hash > b->hash ? 1 : (a->content > b->content) - (a->content < b->content);
}

/* FNV-1a over the player, every piece and variable: states the accessors tell apart. */
static uint64_t content_of(const rbg_reasoner *r, const void *state)
{
    uint64_t h = UINT64_C(14695981039346656037);
    int64_t values[3];
    for (int i = -1; i <= r->info->n_cells + r->info->n_variables; i++) {
        values[0] = i;
        values[1] = i < 0 ? r->player(r, state)
                    : i == 0 ? 0
                    : i <= r->info->n_cells ? r->piece(r, state, i)
                                             : r->variable(r, state, i - r->info->n_cells - 1);
        values[2] = 0;
        const unsigned char *bytes = (const unsigned char *)values;
        for (size_t k = 0; k < sizeof values; k++)
            h = (h ^ bytes[k]) * UINT64_C(1099511628211);
    }
    return h;
}

/* The sanitizer build runs ten times slower: it checks fewer states and positions
 * (RBG_DFPN_QUICK=1, set by tests/solve.cmake there). */
static int scaled(int n)
{
    const char *quick = getenv("RBG_DFPN_QUICK");
    return quick != NULL && strcmp(quick, "1") == 0 ? n / 5 : n;
}

/* A million states of random games of four games (200,000 in the sanitizer build): states with
 * equal hashes look the same. */
START_TEST(test_no_collision_in_a_million_states)
{
    static const char *const games[] = {"connect4", "hex5x5", "breakthrough5x5", "reversi6x6"};
    const uint32_t per_game = (uint32_t)scaled(250000);
    seen_state *seen = malloc(sizeof *seen * per_game);
    for (int k = 0; k < 4; k++) {
        test_game g;
        test_game_open(&g, games[k]);
        const rbg_reasoner *r = g.r;
        rbg_rng rng;
        rbg_rng_seed(&rng, 7 + (uint64_t)k);
        uint32_t n = 0;
        while (n < per_game) {
            r->initial(g.ctx, g.state);
            while (n < per_game) {
                seen[n++] = (seen_state){r->hash(r, g.state), content_of(r, g.state)};
                uint32_t count = r->legal_moves(g.ctx, g.state, &g.moves);
                if (count == 0)
                    break;
                test_game_apply(&g, g.state, &g.moves, rbg_rng_below(&rng, count), NULL);
            }
        }
        qsort(seen, per_game, sizeof *seen, by_hash);
        uint32_t distinct = 1;
        for (uint32_t i = 1; i < per_game; i++) {
            if (seen[i].hash != seen[i - 1].hash) {
                distinct++;
                continue;
            }
            ck_assert_msg(seen[i].content == seen[i - 1].content, "%s: two states share hash %llx",
                          games[k], (unsigned long long)seen[i].hash);
        }
        ck_assert_msg(distinct > per_game / 4, "%s: only %u distinct states", games[k], distinct);
        test_game_close(&g);
    }
    free(seen);
}
END_TEST

/* --- agreement with minimax ---------------------------------------------------------------- */

/* Positions after random moves from the start, small enough for minimax; df-pn with a table of `memory` bytes gives their values (or, with a tiny table, may
 * give up at the node limit, never a wrong value).  Returns how many it decided. */
static int agree(const char *game, int positions, int min_plies, int max_plies, uint64_t memory, uint64_t max_visits, uint64_t seed)
{
    test_game g;
    test_game_open(&g, game);
    const rbg_reasoner *r = g.r;
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    int checked = 0, decided = 0, tries = 0;
    void *s = malloc(r->state_size);
    while (checked < positions) {
        ck_assert_msg(++tries < 50 * positions, "%s: too few small positions", game);
        r->initial(g.ctx, s);
        int plies = min_plies + (int)rbg_rng_below(&rng, (uint32_t)(max_plies - min_plies + 1));
        bool open = true;
        for (int k = 0; open && k < plies; k++) {
            uint32_t count = r->legal_moves(g.ctx, s, &g.moves);
            open = count > 0;
            if (open)
                test_game_apply(&g, s, &g.moves, rbg_rng_below(&rng, count), NULL);
        }
        int expected;
        if (!open || r->legal_moves(g.ctx, s, &g.moves) == 0 ||
            !test_minimax(r, g.ctx, s, r->player(r, s), 300000, &expected))
            continue;
        rbg_pn_options o = dfpn_options(memory);
        o.max_nodes = max_visits;
        rbg_pn_value_report v;
        rbg_pn_value(r, g.ctx, s, &o, &v);
        if (v.value == RBG_PN_NOT_WIN) {
            ck_assert_msg(expected <= 0, "%s, try %d: dfpn says not-win, minimax %d", game, tries,
                          expected);
            ck_assert_msg(max_visits > 0, "%s, try %d: dfpn gave up without a limit", game, tries);
        } else if (v.value != RBG_PN_VALUE_UNKNOWN) {
            ck_assert_msg(v.value == kind_of(expected), "%s, try %d: dfpn says %s, minimax %d", game,
                          tries, rbg_pn_value_name(v.value), expected);
            ck_assert(v.exact);
            decided++;
        } else {
            ck_assert_msg(max_visits > 0, "%s, try %d: dfpn gave up without a limit", game, tries);
        }
        checked++;
    }
    free(s);
    test_game_close(&g);
    return decided;
}

START_TEST(test_agrees_with_minimax)
{
    ck_assert_int_eq(agree("ticTacToe", 100, 0, 6, 0, 0, 1), 100);
    ck_assert_int_eq(agree("connect4", scaled(60), 14, 24, 0, 0, 2), scaled(60));
    ck_assert_int_eq(agree("breakthrough5x5", scaled(30), 18, 28, 0, 0, 3), scaled(30));
    ck_assert_int_eq(agree("domineering5x5", scaled(60), 6, 12, 0, 0, 4), scaled(60));
}
END_TEST

/* A table of one bucket (four entries) or of 2 KB: entries are replaced all the time, and the
 * answers stay right. */
START_TEST(test_tiny_tables_stay_right)
{
    int decided = agree("ticTacToe", 100, 2, 6, 96, 2000000, 5);
    ck_assert_int_ge(decided, 90);
    decided = agree("connect4", scaled(50), 18, 26, 2048, 2000000, 6);
    ck_assert_int_ge(decided, scaled(45));
}
END_TEST

/* The PPNS paper's Connect Four question (docs/results/ppns.md): after 12 random plies, can the
 * player to move force a win?  Where PNS without a table concludes within 200,000 nodes, df-pn
 * with its table concludes within 2,000,000 visits and gives the same answer; checked on
 * positions until `wins` wins and `not_wins` other answers have been compared (PNS rarely
 * disproves a win that quickly, so most positions are wins). */
static void agrees_with_pns(int wins, int not_wins, uint64_t seed)
{
    test_game g;
    test_game_open(&g, "connect4");
    const rbg_reasoner *r = g.r;
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    int tries = 0;
    void *s = malloc(r->state_size);
    while (wins > 0 || not_wins > 0) {
        ck_assert_msg(++tries < 400, "too few positions that PNS concludes (%d wins, %d others "
                      "missing)", wins, not_wins);
        r->initial(g.ctx, s);
        bool open = true;
        for (int k = 0; open && k < 12; k++) {
            uint32_t count = r->legal_moves(g.ctx, s, &g.moves);
            open = count > 0;
            if (open)
                test_game_apply(&g, s, &g.moves, rbg_rng_below(&rng, count), NULL);
        }
        if (!open || r->legal_moves(g.ctx, s, &g.moves) == 0)
            continue;
        rbg_pn_options pns = rbg_pn_default_options(RBG_PN_PNS);
        pns.win_only = true;
        pns.max_nodes = 200000;
        rbg_pn_value_report by_pns;
        rbg_pn_value(r, g.ctx, s, &pns, &by_pns);
        bool win = by_pns.value == RBG_PN_WIN;
        if ((!win && !by_pns.not_win) || (win ? wins : not_wins) == 0)
            continue; /* PNS did not conclude, or enough of this answer */
        rbg_pn_options dfpn = dfpn_options(16u << 20);
        dfpn.win_only = true;
        dfpn.max_nodes = 2000000;
        rbg_pn_value_report by_dfpn;
        rbg_pn_value(r, g.ctx, s, &dfpn, &by_dfpn);
        ck_assert_msg(by_dfpn.value == RBG_PN_WIN || by_dfpn.not_win,
                      "try %d: PNS concluded, df-pn did not", tries);
        ck_assert_msg((by_dfpn.value == RBG_PN_WIN) == win, "try %d: PNS says %s, df-pn %s",
                      tries, win ? "win" : "not a win",
                      by_dfpn.value == RBG_PN_WIN ? "win" : "not a win");
        *(win ? &wins : &not_wins) -= 1;
    }
    free(s);
    test_game_close(&g);
}

START_TEST(test_agrees_with_pns_after_12_plies)
{
    agrees_with_pns(scaled(10), 3, 7);
}
END_TEST

/* --- known values -------------------------------------------------------------------------- */

START_TEST(test_known_values)
{
    static const struct {
        const char *game;
        rbg_pn_value_kind value;
    } known[] = {/* domineering 5x5: a second-player win, as PNS finds too; 4x4 Othello: a
                  * second-player win; Connect Four 5x4: a draw (PNS with --tt agrees) */
                 {"ticTacToe", RBG_PN_DRAW}, {"domineering5x5", RBG_PN_LOSS},
                 {"reversi4x4", RBG_PN_LOSS}, {"connectFour5x4", RBG_PN_DRAW}};
    int n_known = scaled(5) == 5 ? 4 : 3; /* Connect Four 5x4 takes minutes under sanitizers */
    for (int k = 0; k < n_known; k++) {
        test_game g;
        test_game_open(&g, known[k].game);
        g.r->initial(g.ctx, g.state);
        rbg_pn_options o = dfpn_options(0);
        o.principal_variation = true;
        rbg_pn_value_report v;
        rbg_pn_value(g.r, g.ctx, g.state, &o, &v);
        ck_assert_msg(v.value == known[k].value, "%s: %s", known[k].game, rbg_pn_value_name(v.value));
        const char *line = v.value == RBG_PN_WIN ? v.first.pv : v.second.pv;
        ck_assert(line != NULL && strlen(line) > 0);
        ck_assert(v.first.tt_hits > 0 && v.first.tt_bytes <= RBG_PN_DEFAULT_MEMORY);
        rbg_pn_value_report_free(&v);
        test_game_close(&g);
    }
}
END_TEST

/* --- a game with cycles ------------------------------------------------------------------- */

/* Players add or take one stone; taking the last wins.  The pile goes up and down: states repeat. */
static const char CYCLIC[] =
    "#players = first(100), second(100)\n"
    "#pieces = stones\n"
    "#variables = pile(20)\n"
    "#board = heap[stones]{again: heap}\n"
    "#step(me; opp) = ->me again ( [$ pile = pile - 1] + [$ pile = pile + 1] )\n"
    "    ->> ( {$ pile == 0} [$ me = 100, opp = 0] ->> {} + {$ pile > 0} )\n"
    "#rules = [$ pile = 3] ( step(first; second) step(second; first) )*\n";

START_TEST(test_cycles_give_unknown)
{
    test_game g;
    test_game_open_text(&g, CYCLIC);
    g.r->initial(g.ctx, g.state);
    rbg_pn_options o = dfpn_options(0);
    rbg_pn_report rep;
    rbg_pn_solve(g.r, g.ctx, g.state, 1, &o, &rep);
    ck_assert_int_eq(rep.verdict, RBG_PN_UNKNOWN);
    ck_assert(rep.hit_cycle);
    test_game_close(&g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dfpn");
    TCase *hash = tcase_create("hash");
    tcase_add_test(hash, test_transpositions_hash_equal);
    tcase_add_test(hash, test_no_collision_in_a_million_states);
    tcase_add_test(hash, test_cursor_analysis);
    suite_add_tcase(s, hash);
    TCase *solve = tcase_create("solve");
    tcase_add_test(solve, test_agrees_with_minimax);
    tcase_add_test(solve, test_tiny_tables_stay_right);
    tcase_add_test(solve, test_agrees_with_pns_after_12_plies);
    tcase_add_test(solve, test_known_values);
    tcase_add_test(solve, test_cycles_give_unknown);
    suite_add_tcase(s, solve);
    SRunner *runner = srunner_create(s);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
