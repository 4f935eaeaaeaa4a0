/* The solvers' tables and exact scores (docs/solving.md): PNS, MCPNS and PPNS with a table of
 * solved positions agree with a minimax and save nodes; a hash that collides on purpose (four
 * bits of the real one) makes the tables miss transpositions but never gives a wrong value; and
 * the score a player can secure, found by proofs of "at least v", equals a minimax over scores. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "minimax.h"
#include "pn_solver.h"

static rbg_pn_value_kind kind_of(int minimax_value)
{
    return minimax_value > 0 ? RBG_PN_WIN : minimax_value < 0 ? RBG_PN_LOSS : RBG_PN_DRAW;
}

/* --- a reasoner whose hash collides ------------------------------------------------------ */

/* The game's reasoner with every operation but the hash, which keeps 8 bits of the real one:
 * 256 values for the 5,478 positions of tic-tac-toe. */
typedef struct {
    rbg_reasoner base; /* first: the operations receive a pointer to it */
    const rbg_reasoner *inner;
} colliding_reasoner;

static uint64_t colliding_hash(const rbg_reasoner *r, const void *state)
{
    const colliding_reasoner *c = (const colliding_reasoner *)r;
    return c->inner->hash(c->inner, state) & 255;
}

static void make_colliding(colliding_reasoner *c, const rbg_reasoner *inner)
{
    c->base = *inner;
    c->inner = inner;
    c->base.hash = colliding_hash;
}

/* --- agreement with minimax ---------------------------------------------------------------- */

typedef struct {
    int decided, checked;
    uint64_t nodes, tt_hits, collisions;
} agreement;

/* Positions after random moves, small enough for minimax; the solver (on `r`, the game's
 * reasoner or a colliding one) decides them rightly or gives up at its node limit. */
static agreement agree(test_game *g, const rbg_reasoner *r, const rbg_pn_options *o, int positions,
                       int min_plies, int max_plies, uint64_t seed)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    agreement a = {0};
    int tries = 0;
    void *s = malloc(r->state_size);
    while (a.checked < positions) {
        ck_assert_msg(++tries < 50 * positions, "too few small positions");
        r->initial(g->ctx, s);
        int plies = min_plies + (int)rbg_rng_below(&rng, (uint32_t)(max_plies - min_plies + 1));
        bool open = true;
        for (int k = 0; open && k < plies; k++) {
            uint32_t count = r->legal_moves(g->ctx, s, &g->moves);
            open = count > 0;
            if (open)
                test_game_apply(g, s, &g->moves, rbg_rng_below(&rng, count), NULL);
        }
        int expected;
        if (!open || r->legal_moves(g->ctx, s, &g->moves) == 0 ||
            !test_minimax(r, g->ctx, s, r->player(r, s), 300000, &expected))
            continue;
        rbg_pn_value_report v;
        rbg_pn_value(r, g->ctx, s, o, &v);
        if (v.value == RBG_PN_NOT_WIN) {
            ck_assert_msg(expected <= 0, "try %d: %s says not-win, minimax %d", tries,
                          rbg_pn_algo_name(o->algo), expected);
        } else if (v.value != RBG_PN_VALUE_UNKNOWN) {
            ck_assert_msg(v.value == kind_of(expected), "try %d: %s says %s, minimax %d", tries,
                          rbg_pn_algo_name(o->algo), rbg_pn_value_name(v.value), expected);
            a.decided++;
        }
        a.nodes += v.nodes;
        a.tt_hits += v.first.tt_hits + v.second.tt_hits;
        a.collisions += v.first.tt_collisions + v.second.tt_collisions;
        rbg_pn_value_report_free(&v);
        a.checked++;
    }
    free(s);
    return a;
}

static rbg_pn_options options_of(rbg_pn_algo algo, bool tt)
{
    rbg_pn_options o = rbg_pn_default_options(algo);
    o.tt = tt;
    o.memory = 1 << 20;
    o.seed = 7;
    return o;
}

/* With the table, every position is decided as without it, and with fewer nodes in all. */
START_TEST(test_tables_agree_and_save_nodes)
{
    static const rbg_pn_algo algos[] = {RBG_PN_PNS, RBG_PN_MCPNS, RBG_PN_PPNS};
    static const char *const games[] = {"ticTacToe", "connect4"};
    static const int plies[][2] = {{0, 4}, {18, 24}}, positions[] = {30, 12};
    for (int k = 0; k < 2; k++) {
        test_game g;
        test_game_open(&g, games[k]);
        for (int i = 0; i < 3; i++) {
            rbg_pn_options without = options_of(algos[i], false), with = options_of(algos[i], true);
            int n = positions[k];
            agreement a = agree(&g, g.r, &without, n, plies[k][0], plies[k][1], 11);
            agreement b = agree(&g, g.r, &with, n, plies[k][0], plies[k][1], 11);
            ck_assert_int_eq(a.decided, n);
            ck_assert_int_eq(b.decided, n);
            ck_assert_msg(b.tt_hits > 0, "%s %s: no table hit", games[k], rbg_pn_algo_name(algos[i]));
            ck_assert_msg(b.nodes < a.nodes, "%s %s: %llu nodes with the table, %llu without",
                          games[k], rbg_pn_algo_name(algos[i]), (unsigned long long)b.nodes,
                          (unsigned long long)a.nodes);
            ck_assert_uint_eq(b.collisions, 0);
        }
        test_game_close(&g);
    }
}
END_TEST

/* 256 hash values for every position: the tables meet other positions under a state's key all
 * the time (counted), and still no answer is wrong.  (df-pn also takes a repeated hash on its
 * path for a cycle and gives up there: unknown, not wrong.) */
START_TEST(test_colliding_hash_never_proves_wrong)
{
    static const rbg_pn_algo algos[] = {RBG_PN_DFPN, RBG_PN_PNS, RBG_PN_PPNS};
    test_game g;
    test_game_open(&g, "ticTacToe");
    colliding_reasoner c;
    make_colliding(&c, g.r);
    for (int i = 0; i < 3; i++) {
        rbg_pn_options o = options_of(algos[i], algos[i] != RBG_PN_DFPN);
        o.max_nodes = 200000;
        agreement a = agree(&g, &c.base, &o, 60, 0, 5, 12);
        ck_assert_msg(a.collisions > 0, "%s: no collision met", rbg_pn_algo_name(algos[i]));
        ck_assert_msg(a.decided >= 20, "%s decided %d of 60", rbg_pn_algo_name(algos[i]), a.decided);
    }
    test_game_close(&g);
}
END_TEST

/* --- exact scores -------------------------------------------------------------------------- */

/* A pile of 7: each turn takes 1 or 2 stones, scoring a point per stone, and taking the last one
 * scores 3 more.  Scores are 0..10 and always sum to 10: a constant-sum game beyond win/loss. */
static const char PILE[] =
    "#players = first(10), second(10)\n"
    "#pieces = stones\n"
    "#variables = pile(7)\n"
    "#board = heap[stones]{again: heap}\n"
    "#step(me) = ->me again ( [$ pile = pile - 1, me = me + 1]\n"
    "                       + {$ pile > 1} [$ pile = pile - 2, me = me + 2] )\n"
    "    ( {$ pile == 0} [$ me = me + 3] ->> {} + {$ pile > 0} )\n"
    "#rules = [$ pile = 7] ( step(first) step(second) )*\n";

/* The score `player` secures from `state` (it maximises, the other minimises), by brute force. */
static int64_t secured(const rbg_reasoner *r, rbg_context *ctx, const void *state, int player)
{
    rbg_moves moves;
    rbg_moves_init(&moves);
    uint32_t n = r->legal_moves(ctx, (void *)state, &moves);
    int64_t best = n == 0 ? r->score(r, state, player) : 0;
    bool mine = n > 0 && r->player(r, state) == player;
    void *child = malloc(r->state_size);
    for (uint32_t i = 0; i < n; i++) {
        memcpy(child, state, r->state_size);
        r->apply(ctx, child, rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
        int64_t v = secured(r, ctx, child, player);
        if (i == 0 || (mine ? v > best : v < best))
            best = v;
    }
    free(child);
    rbg_moves_free(&moves);
    return best;
}

START_TEST(test_exact_scores)
{
    static const rbg_pn_algo algos[] = {RBG_PN_DFPN, RBG_PN_PNS};
    test_game g;
    test_game_open_text(&g, PILE);
    g.r->initial(g.ctx, g.state);
    int64_t expected = secured(g.r, g.ctx, g.state, 1);
    ck_assert(expected > 0 && expected < 10); /* neither all nor nothing: a real score */
    for (int i = 0; i < 2; i++) {
        for (int with_table = 0; with_table < 2; with_table++) {
            rbg_pn_options o = options_of(algos[i], with_table && algos[i] != RBG_PN_DFPN);
            rbg_pn_score_report v;
            rbg_pn_score(g.r, g.ctx, g.state, &o, &v);
            ck_assert_int_eq(v.low, expected);
            ck_assert_int_eq(v.high, expected);
            ck_assert(v.exact);
            ck_assert_int_ge(v.searches, 3); /* a binary search over 0..10 */
            ck_assert_int_ge(v.best_move, 0);
        }
    }
    /* The first move it gives secures the score: the opponent's value after it is 10 - score. */
    rbg_pn_options o = options_of(RBG_PN_DFPN, false);
    rbg_pn_score_report v;
    rbg_pn_score(g.r, g.ctx, g.state, &o, &v);
    g.r->legal_moves(g.ctx, g.state, &g.moves);
    test_game_apply(&g, g.state, &g.moves, (uint32_t)v.best_move, NULL);
    ck_assert_int_eq(secured(g.r, g.ctx, g.state, 1), expected);
    test_game_close(&g);
}
END_TEST

/* A limit stops the binary search with the interval known so far. */
START_TEST(test_score_interval_on_a_limit)
{
    test_game g;
    test_game_open(&g, "connect4");
    g.r->initial(g.ctx, g.state);
    rbg_pn_options o = options_of(RBG_PN_PNS, true);
    o.max_nodes = 2000;
    rbg_pn_score_report v;
    rbg_pn_score(g.r, g.ctx, g.state, &o, &v);
    ck_assert(v.low < v.high);
    ck_assert(v.low >= 0 && v.high <= g.r->info->score_bounds[1]);
    ck_assert(v.stopped.hit_nodes);
    test_game_close(&g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("solver tables");
    TCase *tables = tcase_create("tables");
    tcase_set_timeout(tables, 600);
    tcase_add_test(tables, test_tables_agree_and_save_nodes);
    tcase_add_test(tables, test_colliding_hash_never_proves_wrong);
    tcase_add_test(tables, test_exact_scores);
    tcase_add_test(tables, test_score_interval_on_a_limit);
    suite_add_tcase(suite, tables);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
