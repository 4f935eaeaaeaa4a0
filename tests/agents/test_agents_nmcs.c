/* Nested Monte-Carlo search and minimax rollouts: the seed paper's tic-tac-toe example (level-2
 * discounted NMCS always finds the only winning move), minimax rollouts taking wins and avoiding
 * immediate losses, and the new agents (gpn, solvers, nmcs, mctsmr) playing whole games against
 * random, reproducibly. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "mcts.h"
#include "outcome.h"
#include "solver_positions.h"

/* [NMCS2] Table 1 on the Fig. 1a position. */
/* [NMCS2] Fig. 1a: cross to move with five empty cells, exactly one move wins (by a fork, in
 * three plies) and none wins at once.  Sets `state` to it and returns the winning move's index. */
static uint32_t fig1a_position(test_game *g, sp_position *pos, void *state)
{
    bool found = false;
    for (uint64_t seed = 1; seed < 200 && !found; seed++) {
        if (!sp_find(g, seed, 50, 3, 1, pos))
            continue;
        found = pos->path.n_moves == 4 && pos->mover == 1;
        if (!found)
            sp_free(pos);
    }
    ck_assert_msg(found, "no tic-tac-toe position of the Fig. 1a kind");
    sp_reach(g, pos, state, NULL);
    ck_assert_uint_eq(g->r->legal_moves(g->ctx, state, &g->moves), 5);
    uint32_t winning = UINT32_MAX;
    for (uint32_t i = 0; i < 5; i++)
        if (sp_winning_move(g, state, &g->moves, i, 3))
            winning = i;
    return winning;
}

/* NMC_D(2) picks the fork in 1000 calls of 1000. */
START_TEST(test_nmcs_seed_tictactoe)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    sp_position pos;
    void *state = g.state;
    uint32_t winning = fig1a_position(&g, &pos, state);
    mcts_nmcs x;
    int hits[2] = {0, 0};
    for (int discount = 0; discount < 2; discount++) {
        mcts_nmcs_config cfg = {.level = 2, .discount = discount == 1, .cow = -1, .pod = -1};
        mcts_nmcs_init(&x, g.r, g.ctx, &cfg);
        rbg_rng rng;
        rbg_rng_seed(&rng, 7);
        for (int k = 0; k < 1000; k++)
            hits[discount] += mcts_nmcs_choose(&x, state, &rng, NULL) == (int64_t)winning;
        mcts_nmcs_free(&x);
    }
    ck_assert_int_eq(hits[1], 1000);
    ck_assert_int_gt(hits[0], 0); /* without discounting it is only found sometimes (575 in [NMCS2]) */
    /* Prune On Depth does not change the move (Prop. 4). */
    mcts_nmcs_config cfg = {.level = 2, .discount = true, .cow = -1, .pod = 2};
    mcts_nmcs_init(&x, g.r, g.ctx, &cfg);
    rbg_rng rng;
    rbg_rng_seed(&rng, 8);
    for (int k = 0; k < 200; k++)
        ck_assert_int_eq(mcts_nmcs_choose(&x, state, &rng, NULL), (int64_t)winning);
    mcts_nmcs_free(&x);
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

/* A discounted level-1 playout from a state with a win in one plays it: its value 1/2 beats every
 * longer playout. */
START_TEST(test_nmcs_level1_takes_win)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    sp_position pos;
    ck_assert(sp_find(&g, 31, 100, 1, 0, &pos));
    void *state = g.state, *s = malloc(g.r->state_size);
    mcts_nmcs x;
    mcts_nmcs_config cfg = {.level = 1, .discount = true, .cow = -1, .pod = -1};
    mcts_nmcs_init(&x, g.r, g.ctx, &cfg);
    rbg_rng rng;
    rbg_rng_seed(&rng, 3);
    sp_reach(&g, &pos, state, NULL);
    for (int k = 0; k < 50; k++) {
        memcpy(s, state, g.r->state_size);
        ck_assert(mcts_nmcs_playout(&x, s, &rng, NULL) > 0);
        ck_assert(mcts_wins(g.r, s, pos.mover));
    }
    mcts_nmcs_free(&x);
    free(s);
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

/* MR-1 takes an immediate win; MR-2 never plays a move after which the opponent wins at once
 * unless every move does (Baier and Winands 2013). */
START_TEST(test_minimax_rollouts)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    const rbg_reasoner *r = g.r;
    sp_position pos;
    ck_assert(sp_find(&g, 41, 100, 1, 0, &pos));
    void *state = g.state;
    sp_reach(&g, &pos, state, NULL);
    mcts_mr x;
    rbg_rng rng;
    rbg_rng_seed(&rng, 5);
    mcts_mr_init(&x, r, g.ctx, 1, false);
    for (int k = 0; k < 100; k++) {
        int64_t i = mcts_mr_choose(&x, state, &rng);
        ck_assert(test_game_wins(&g, state, &x.levels[0].moves, (uint32_t)i));
    }
    mcts_mr_free(&x);
    /* A position where some moves, not all, let the opponent win at once and none wins. */
    rbg_moves *moves = &g.moves;
    void *c = malloc(r->state_size);
    bool found = false;
    r->initial(g.ctx, state);
    for (int game = 0; game < 200 && !found;) {
        uint32_t n = r->legal_moves(g.ctx, state, moves);
        if (n == 0) {
            r->initial(g.ctx, state);
            game++;
            continue;
        }
        int q = r->player(r, state), losing = 0, wins = 0;
        for (uint32_t i = 0; i < n; i++) {
            wins += test_game_wins(&g, state, moves, i);
            memcpy(c, state, r->state_size);
            test_game_apply(&g, c, moves, i, NULL);
            losing += sp_forced_win(&g, c, 3 - q, 1);
        }
        if (wins == 0 && losing > 0 && losing < (int)n) {
            found = true;
            break;
        }
        test_game_apply(&g, state, moves, rbg_rng_below(&rng, n), NULL);
    }
    ck_assert(found);
    mcts_mr_init(&x, r, g.ctx, 2, false);
    int q = r->player(r, state);
    for (int k = 0; k < 100; k++) {
        int64_t i = mcts_mr_choose(&x, state, &rng);
        memcpy(c, state, r->state_size);
        test_game_apply(&g, c, &x.levels[0].moves, (uint32_t)i, NULL);
        ck_assert(!sp_forced_win(&g, c, 3 - q, 1));
    }
    mcts_mr_free(&x);
    free(c);
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

/* Whether move i of `moves` ends the game at once in its mover's loss (a misère game's end). */
static bool ends_in_own_loss(test_game *g, const void *state, uint32_t i, void *after)
{
    const rbg_reasoner *r = g->r;
    int q = r->player(r, state);
    memcpy(after, state, r->state_size);
    test_game_apply(g, after, &g->moves, i, NULL);
    rbg_moves replies;
    rbg_moves_init(&replies);
    bool over = r->legal_moves(g->ctx, after, &replies) == 0;
    rbg_moves_free(&replies);
    int w = mcts_winner(r, after);
    return over && w != 0 && w != q;
}

/* In misère breakthrough, where reaching the last row loses: MR-1 seeing every end never plays
 * such a move while another exists; seeing only decisive ends (ends=decisive, the paper's MR) it
 * does not tell them from the others. */
START_TEST(test_minimax_rollouts_decisive_ends)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5Misere");
    const rbg_reasoner *r = g.r;
    void *state = g.state, *after = malloc(r->state_size);
    rbg_rng rng;
    rbg_rng_seed(&rng, 9);
    bool found = false;
    r->initial(g.ctx, state);
    for (int game = 0; game < 200 && !found;) {
        uint32_t n = r->legal_moves(g.ctx, state, &g.moves), losing = 0;
        if (n == 0) {
            r->initial(g.ctx, state);
            game++;
            continue;
        }
        for (uint32_t i = 0; i < n; i++)
            losing += ends_in_own_loss(&g, state, i, after);
        found = losing > 0 && losing < n;
        if (!found)
            test_game_apply(&g, state, &g.moves, rbg_rng_below(&rng, n), NULL);
    }
    ck_assert(found);
    int played_losing[2] = {0, 0};
    for (int decisive = 0; decisive < 2; decisive++) {
        mcts_mr x;
        mcts_mr_init(&x, r, g.ctx, 1, decisive == 1);
        for (int k = 0; k < 200; k++) {
            int64_t i = mcts_mr_choose(&x, state, &rng);
            r->legal_moves(g.ctx, state, &g.moves);
            played_losing[decisive] += ends_in_own_loss(&g, state, (uint32_t)i, after);
        }
        mcts_mr_free(&x);
    }
    ck_assert_int_eq(played_losing[0], 0);
    ck_assert_int_gt(played_losing[1], 0);
    free(after);
    test_game_close(&g);
}
END_TEST

/* One game of `spec` (playing `side`) against a seeded random player; the game's moves into `out`
 * (may be NULL, else room for 200); returns the agent's reward. */
static double play(test_game *g, const char *spec, int side, uint64_t seed, uint64_t states, int64_t *out,
                   int *n_out)
{
    const rbg_reasoner *r = g->r;
    rbg_agent_options o = g->options;
    o.states_per_move = states;
    rbg_agent *agents[3] = {NULL, NULL, NULL};
    agents[side] = test_agent(g, spec, seed, &o);
    rbg_rng rng;
    rbg_rng_seed(&rng, seed + 100);
    int n = test_game_play(g, agents, &rng, out, 200);
    double reward = (double)r->score(r, g->state, side) / (double)r->info->score_bounds[side];
    if (n_out != NULL)
        *n_out = n;
    rbg_agent_free(agents[side]);
    return reward;
}

/* The nmcs-move agent on the Fig. 1a position: with discounting, level 2 always plays the fork
 * (Prop. 2 of [NMCS2]); the same seed plays the same move; the search's states are reported. */
START_TEST(test_nmcs_move_agent_forced_win)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    sp_position pos;
    uint32_t winning = fig1a_position(&g, &pos, g.state);
    rbg_agent_options o = g.options;
    o.states_per_move = 1000000;
    int undiscounted = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        rbg_agent *a = test_agent(&g, "nmcs-move:level=2,discount=true,cow=false", seed, &o);
        ck_assert_int_eq(a->choose(a, g.ctx, g.state, &g.moves), (int64_t)winning);
        ck_assert_uint_gt(a->last.states, 100);
        rbg_agent_free(a);
        a = test_agent(&g, "nmcs-move:level=2,cow=false", seed, &o);
        undiscounted += a->choose(a, g.ctx, g.state, &g.moves) == (int64_t)winning;
        rbg_agent_free(a);
    }
    ck_assert_int_lt(undiscounted, 40); /* without discounting a drawing move may look as good */
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

/* Level 0 scores each move with one random playout: with discounting a win in one ply (value
 * 1/2) beats every longer playout, so it is always played.  A states budget of 1 cuts the search
 * after its first playout, and the agent still plays a legal move. */
START_TEST(test_nmcs_move_level0_and_cap)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    sp_position pos;
    ck_assert(sp_find(&g, 31, 100, 1, 0, &pos));
    sp_reach(&g, &pos, g.state, NULL);
    uint32_t n = g.r->legal_moves(g.ctx, g.state, &g.moves);
    rbg_agent_options o = g.options;
    o.states_per_move = 1000000;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        rbg_agent *a = test_agent(&g, "nmcs-move:level=0,discount=true,cow=false", seed, &o);
        int64_t i = a->choose(a, g.ctx, g.state, &g.moves);
        ck_assert(test_game_wins(&g, g.state, &g.moves, (uint32_t)i));
        rbg_agent_free(a);
    }
    o.states_per_move = 1;
    rbg_agent *a = test_agent(&g, "nmcs-move:level=1", 3, &o);
    int64_t i = a->choose(a, g.ctx, g.state, &g.moves);
    ck_assert(i >= 0 && i < (int64_t)n);
    ck_assert_uint_le(a->last.states, 64);
    rbg_agent_free(a);
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

static const char *const PLAYERS[] = {"nmcs", "nmcs-dpod", "mctsmr-1", "mctsmr-2",
                                      "gpn", "gpn-rank", "gpn-sum-sb", "mcts:solver=solver",
                                      "mcts-r-nodal:solver=scorebounded", "nmcs-move",
                                      "gpn:tree=semisplit", "gpn:tree=rollup,sim=semisplit",
                                      "gpn:tree=semisplit,expand=raw"};

START_TEST(test_new_agents_beat_random)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    for (size_t a = 0; a < sizeof PLAYERS / sizeof PLAYERS[0]; a++) {
        double total = 0;
        for (int k = 0; k < 4; k++)
            total += play(&g, PLAYERS[a], 1 + k % 2, (uint64_t)k + 1, 3000, NULL, NULL);
        ck_assert_msg(total >= 3, "%s won %g of 4 games against random", PLAYERS[a], total);
    }
    test_game_close(&g);
}
END_TEST

START_TEST(test_new_agents_reproducible)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    const char *specs[] = {"nmcs", "nmcs-dpod:level=2", "mctsmr-2", "gpn-max-sb", "nmcs-move:level=1"};
    for (size_t a = 0; a < sizeof specs / sizeof specs[0]; a++) {
        int64_t x[200], y[200];
        int nx, ny;
        play(&g, specs[a], 2, 5, 2000, x, &nx);
        play(&g, specs[a], 2, 5, 2000, y, &ny);
        ck_assert_int_eq(nx, ny);
        ck_assert_msg(memcmp(x, y, sizeof *x * (size_t)nx) == 0, "%s is not reproducible", specs[a]);
    }
    test_game_close(&g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents_nmcs");
    TCase *tc = tcase_create("nmcs");
    tcase_add_test(tc, test_nmcs_seed_tictactoe);
    tcase_add_test(tc, test_nmcs_level1_takes_win);
    tcase_add_test(tc, test_nmcs_move_agent_forced_win);
    tcase_add_test(tc, test_nmcs_move_level0_and_cap);
    tcase_add_test(tc, test_minimax_rollouts);
    tcase_add_test(tc, test_minimax_rollouts_decisive_ends);
    tcase_add_test(tc, test_new_agents_beat_random);
    tcase_add_test(tc, test_new_agents_reproducible);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
