/* The agents at play: wins in one (tic-tac-toe, breakthrough 5x5) for every kind of agent,
 * reproducible decisions under a state budget, the time budget, the node limit, tree reuse,
 * the mirror of split agents, whole games. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "agent_games.h"
#include "mcts.h"
#include "mirror.h"
#include "solver_positions.h"

/* Agents that must find a win in one at a modest budget: one of each tree, expansion and
 * simulation, and the heuristics. */
static const char *const WINNERS[] = {
    "flat",
    "flat:sim=semisplit",
    "mcts",
    "mcts-o-s",
    "mcts-s-raw",
    "mcts-s-nodal",
    "mcts-s-nodal-o",
    "mcts:tree=semisplit,expand=raw,sim=orthodox",
    "mcts-r-nodal",
    "mcts-r-nodal-o",
    "mcts:tree=rollup,expand=raw,sim=semisplit",
    "mcts-o-mast",
    "mcts-o-rave",
    "mcts-o-rave-mast",
    "mcts:mast=split",
    "mcts:mast=mix",
    "mcts-o-s-mast",
    "mcts:sim=semisplit,mast=context,rave=join",
    "mcts-s-nodal-rave-mast",
    "mcts:tree=semisplit,sim=semisplit,mast=mix,rave=mix",
    "mcts:tree=semisplit,sim=orthodox,mast=join,rave=context",
    "mcts-r-nodal-mast",
    "mcts-r-nodal-ravectx-mast",
    "mcts:tree=rollup,sim=orthodox,mast=mix,rave=context,split=ModPlus",
    "mcts:tree=semisplit,sim=semisplit,split=ModPlusShift,mast=context",
};
enum { N_WINNERS = sizeof WINNERS / sizeof WINNERS[0] };

static double clock_of(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static double now(void)
{
    return clock_of(CLOCK_MONOTONIC);
}

/* Tic-tac-toe, cross to move: x on 1 and 2 (cell 3 wins), o on 4 and 5 (o threatens 6). */
START_TEST(test_tictactoe_win_in_one)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    static const int cells[] = {1, 4, 2, 5};
    test_game_play_cells(&g, g.state, cells, 4, NULL);
    g.r->legal_moves(g.ctx, g.state, &g.moves);
    ck_assert_uint_eq(g.moves.n_moves, 5);
    rbg_agent_options o = g.options;
    o.states_per_move = 2000;
    for (int a = 0; a < N_WINNERS; a++) {
        for (uint64_t seed = 1; seed <= 5; seed++) {
            rbg_agent *agent = test_agent(&g, WINNERS[a], seed, &o);
            /* A split agent follows the game through observe(): replay the moves. */
            rbg_agent_free(agent);
            agent = test_agent(&g, WINNERS[a], seed, &o);
            test_game_play_cells(&g, g.state, cells, 4, agent);
            int64_t choice = agent->choose(agent, g.ctx, g.state, &g.moves);
            ck_assert_msg(choice >= 0, "%s gave up", WINNERS[a]);
            ck_assert_msg(test_game_wins(&g, g.state, &g.moves, (uint32_t)choice),
                          "%s (seed %llu) missed the win: move %lld", WINNERS[a],
                          (unsigned long long)seed, (long long)choice);
            ck_assert_uint_ge(agent->last.states, 2000);
            ck_assert_uint_gt(agent->last.iterations, 0);
            rbg_agent_free(agent);
        }
    }
    test_game_close(&g);
}
END_TEST


/* Positions of breakthrough 5x5 where the mover has a winning move and a move that does not
 * win, found by random play from a fixed seed. */
static int win_positions(test_game *g, sp_position *out, int want)
{
    const rbg_reasoner *r = g->r;
    void *state = g->state;
    rbg_moves *moves = &g->moves;
    rbg_rng rng;
    rbg_rng_seed(&rng, 2024);
    int found = 0;
    for (int game = 0; found < want && game < 100; game++) {
        r->initial(g->ctx, state);
        rbg_moves path;
        rbg_moves_init(&path);
        for (;;) {
            uint32_t n = r->legal_moves(g->ctx, state, moves);
            if (n == 0)
                break;
            int wins = 0;
            for (uint32_t i = 0; i < n; i++)
                wins += test_game_wins(g, state, moves, i);
            if (wins > 0 && wins < (int)n && path.n_moves >= 6) {
                out[found] = (sp_position){.path = path, .mover = r->player(r, state)};
                rbg_moves_init(&path);
                found++;
                break;
            }
            uint32_t i = rbg_rng_below(&rng, n);
            rbg_moves_add(&path, rbg_move_actions(moves, i), rbg_move_length(moves, i));
            test_game_apply(g, state, moves, i, NULL);
        }
        rbg_moves_free(&path);
    }
    return found;
}

START_TEST(test_breakthrough_win_in_one)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    sp_position pos[3];
    ck_assert_int_eq(win_positions(&g, pos, 3), 3);
    rbg_agent_options o = g.options;
    o.states_per_move = 5000;
    for (int a = 0; a < N_WINNERS; a++)
        for (int k = 0; k < 3; k++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                rbg_agent *agent = test_agent(&g, WINNERS[a], seed, &o);
                sp_reach(&g, &pos[k], g.state, agent);
                g.r->legal_moves(g.ctx, g.state, &g.moves);
                int64_t choice = agent->choose(agent, g.ctx, g.state, &g.moves);
                ck_assert_msg(choice >= 0 && test_game_wins(&g, g.state, &g.moves, (uint32_t)choice),
                              "%s (seed %llu) missed the win of position %d", WINNERS[a],
                              (unsigned long long)seed, k);
                rbg_agent_free(agent);
            }
    for (int k = 0; k < 3; k++)
        sp_free(&pos[k]);
    test_game_close(&g);
}
END_TEST

/* With a state budget and a seed, a whole game is the same twice (and observe keeps split agents
 * in step). */
START_TEST(test_reproducible)
{
    static const char *const SPECS[] = {"flat", "mcts", "mcts-s-nodal", "mcts-s-raw", "mcts-r-nodal-ravectx-mast",
                                        "mcts-o-rave-mast", "mcts:tree=semisplit,sim=semisplit,mast=mix,rave=mix"};
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 1500;
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++) {
        int64_t runs[2][200];
        int lengths[2];
        for (int run = 0; run < 2; run++) {
            rbg_agent *agents[3] = {NULL, test_agent(&g, SPECS[s], 11, &o), test_agent(&g, SPECS[s], 12, &o)};
            rbg_rng rng;
            rbg_rng_seed(&rng, 5);
            lengths[run] = test_game_play(&g, agents, &rng, runs[run], 200);
            rbg_agent_free(agents[1]);
            rbg_agent_free(agents[2]);
        }
        ck_assert_int_eq(lengths[0], lengths[1]);
        ck_assert_msg(memcmp(runs[0], runs[1], sizeof runs[0][0] * (size_t)lengths[0]) == 0,
                      "%s: two runs differ", SPECS[s]);
    }
    test_game_close(&g);
}
END_TEST

/* Every winner plays whole games against a random player with a small budget: every move legal,
 * trees reused from move to move. */
START_TEST(test_whole_games)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 400;
    for (int a = 0; a < N_WINNERS; a++) {
        rbg_agent *agents[3] = {NULL, test_agent(&g, WINNERS[a], 3, &o), NULL};
        rbg_rng rng;
        rbg_rng_seed(&rng, (uint64_t)a);
        int n = test_game_play(&g, agents, &rng, NULL, 500);
        ck_assert_int_gt(n, 0);
        mcts *m = mcts_of_agent(agents[1]);
        if (m != NULL)
            ck_assert_msg(m->reroots > 0, "%s never reused its tree", WINNERS[a]);
        rbg_agent_free(agents[1]);
    }
    test_game_close(&g);
}
END_TEST

/* Tree reuse: after the agent's move and the opponent's, the search starts from the subtree
 * kept, with its visits; reuse=false starts afresh. */
START_TEST(test_tree_reuse)
{
    static const char *const SPECS[] = {"mcts", "mcts-s-nodal", "mcts-s-raw", "mcts-r-nodal", "mcts-o-s"};
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 20000;
    const rbg_reasoner *r = g.r;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++)
        for (int reuse = 0; reuse < 2; reuse++) {
            char spec[128];
            snprintf(spec, sizeof spec, "%s:reuse=%s", SPECS[s], reuse ? "true" : "false");
            rbg_agent *agent = test_agent(&g, spec, 1, &o);
            mcts *m = mcts_of_agent(agent);
            r->initial(g.ctx, state);
            for (int turn = 0; turn < 2; turn++) {
                r->legal_moves(g.ctx, state, moves);
                int64_t c = agent->choose(agent, g.ctx, state, moves);
                if (turn == 1) {
                    if (reuse)
                        ck_assert_msg(m->root_visits_at_start > 0, "%s kept nothing", spec);
                    else
                        ck_assert_uint_eq(m->root_visits_at_start, 0);
                    break;
                }
                /* Our move, then the opponent's most visited reply (surely in the tree). */
                test_game_apply(&g, state, moves, (uint32_t)c, agent);
                uint32_t n = r->legal_moves(g.ctx, state, moves);
                /* The reply whose first pair leads to the most visited part of the tree. */
                uint32_t reply = 0, best = 0;
                const mcts_tree *t = &m->tree;
                const mcts_node *root = &t->nodes[m->root];
                for (uint32_t i = 0; reuse && i < n; i++) {
                    rbg_action first = rbg_move_actions(moves, i)[0];
                    uint32_t visits = 0;
                    for (uint32_t k = 0; k < root->n_visited; k++) {
                        const mcts_slot *sl = &t->slots[root->first + k];
                        if (t->actions[sl->label].cell == first.cell && t->actions[sl->label].index == first.index)
                            visits += t->nodes[sl->child].n;
                    }
                    if (visits > best) {
                        best = visits;
                        reply = i;
                    }
                }
                test_game_apply(&g, state, moves, reply, agent);
            }
            if (reuse)
                ck_assert_uint_eq(m->reroots, 2);
            rbg_agent_free(agent);
        }
    test_game_close(&g);
}
END_TEST

/* The node limit: a large budget in a small pool; the tree stops at the limit, the search goes
 * on, every move is legal. */
START_TEST(test_node_limit)
{
    static const char *const SPECS[] = {"mcts:maxnodes=60", "mcts-s-nodal:maxnodes=60", "mcts-s-raw:maxnodes=60",
                                        "mcts-r-nodal-ravectx-mast:maxnodes=60", "mcts-o-rave-mast:maxnodes=60"};
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 20000;
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++) {
        rbg_agent *agents[3] = {NULL, test_agent(&g, SPECS[s], 1, &o), NULL};
        mcts *m = mcts_of_agent(agents[1]);
        rbg_rng rng;
        rbg_rng_seed(&rng, 9);
        test_game_play(&g, agents, &rng, NULL, 12);
        ck_assert_uint_gt(m->tree.limit_hits, 0);
        ck_assert_uint_le(m->tree.n_nodes, 61); /* index 0 is not a node */
        ck_assert_uint_ge(agents[1]->last.states, 20000); /* it kept searching */
        rbg_agent_free(agents[1]);
    }
    /* The options' limit applies when the string gives none. */
    o.max_nodes = 40;
    rbg_agent *agents[3] = {NULL, test_agent(&g, "mcts", 1, &o), NULL};
    rbg_rng rng;
    rbg_rng_seed(&rng, 9);
    test_game_play(&g, agents, &rng, NULL, 4);
    ck_assert_uint_le(mcts_of_agent(agents[1])->tree.n_nodes, 41);
    rbg_agent_free(agents[1]);
    test_game_close(&g);
}
END_TEST

/* The time budget is never exceeded: 30 decisions of 0.05 s each, measured outside the agent.
 * The agent stops at its deadline by the wall clock; a decision during which the machine took
 * the processor away from the test (wall time above the thread's CPU time by more than the
 * clocks' jitter) cannot be held to the wall clock, so there its CPU time must be within the
 * budget instead. A loaded machine takes the processor for a millisecond or two (seen in CI:
 * 51.3 ms of wall time for a 50 ms move). Under AddressSanitizer, several times slower, the
 * clock is read as often in moves but less often in time: the move is 0.2 s, and its margin
 * grows with it. */
#ifdef __SANITIZE_ADDRESS__
#define TIME_BUDGET_SECONDS 0.2
#else
#define TIME_BUDGET_SECONDS 0.05
#endif

START_TEST(test_time_budget)
{
    static const char *const SPECS[] = {"mcts", "mcts-s-nodal", "flat", "mcts-r-nodal-ravectx-mast"};
    test_game g;
    test_game_open(&g, "breakthrough");
    rbg_agent_options o = g.options;
    o.seconds_per_move = TIME_BUDGET_SECONDS;
    const rbg_reasoner *r = g.r;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    rbg_rng rng;
    rbg_rng_seed(&rng, 4);
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++) {
        rbg_agent *agent = test_agent(&g, SPECS[s], 1, &o);
        r->initial(g.ctx, state);
        double worst = 0, worst_spent = 0, worst_cpu = 0;
        uint64_t iterations = 0;
        for (int k = 0; k < 30; k++) {
            uint32_t n = r->legal_moves(g.ctx, state, moves);
            if (n == 0)
                break;
            double t0 = now(), c0 = clock_of(CLOCK_THREAD_CPUTIME_ID);
            int64_t c = agent->choose(agent, g.ctx, state, moves);
            double spent = now() - t0, cpu = clock_of(CLOCK_THREAD_CPUTIME_ID) - c0;
            ck_assert(c >= 0 && c < n);
            bool preempted = spent - cpu > 0.0005;
            double charged = preempted ? cpu : spent;
            if (charged > worst) {
                worst = charged;
                worst_spent = spent;
                worst_cpu = cpu;
            }
            ck_assert(agent->last.seconds <= spent);
            iterations += agent->last.iterations;
            /* The agent's move, then a random reply. */
            for (int half = 0; half < 2 && n > 0; half++) {
                uint32_t i = half == 0 ? (uint32_t)c : rbg_rng_below(&rng, n);
                test_game_apply(&g, state, moves, i, agent);
                n = r->legal_moves(g.ctx, state, moves);
            }
        }
        ck_assert_msg(worst <= TIME_BUDGET_SECONDS,
                      "%s took %.4f s for a %.2f s move (wall %.4f s, thread CPU %.4f s)", SPECS[s],
                      worst, TIME_BUDGET_SECONDS, worst_spent, worst_cpu);
        ck_assert_uint_gt(iterations, 0);
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* What the progress callback saw: how many reports, and the last one. */
typedef struct {
    int reports;
    rbg_agent_progress last;
    bool growing; /* iterations and seconds never went down */
} progress_seen;

static void count_progress(void *arg, const rbg_agent_progress *p)
{
    progress_seen *seen = arg;
    if (seen->reports > 0 && (p->iterations < seen->last.iterations || p->seconds < seen->last.seconds))
        seen->growing = false;
    seen->reports++;
    seen->last = *p;
}

/* An agent thinking for a second reports its progress before it answers (every 0.2 s; at
 * least one report even on a loaded machine), with counts that grow and stay within what its
 * final report says: the MCTS family (nmcs, gpn, mctsmr), flat, and nmcs-move (a level-2 search on
 * breakthrough, cut by the second).  The counts are not compared with the clock. */
START_TEST(test_progress_reports_while_thinking)
{
    static const char *const SPECS[] = {"mcts", "flat", "nmcs", "gpn", "mctsmr", "nmcs-move:level=2"};
    test_game g;
    test_game_open(&g, "breakthrough");
    for (size_t k = 0; k < sizeof SPECS / sizeof SPECS[0]; k++) {
        progress_seen seen = {.growing = true};
        rbg_agent_options o = g.options;
        o.seconds_per_move = 1;
        o.progress = count_progress;
        o.progress_arg = &seen;
        rbg_agent *agent = test_agent(&g, SPECS[k], 1, &o);
        g.r->initial(g.ctx, g.state);
        uint32_t n = g.r->legal_moves(g.ctx, g.state, &g.moves);
        int64_t c = agent->choose(agent, g.ctx, g.state, &g.moves);
        ck_assert(c >= 0 && c < n);
        ck_assert_msg(seen.reports >= 1, "%s: no progress report in a 1 s move", SPECS[k]);
        ck_assert(seen.growing);
        ck_assert_uint_gt(seen.last.states, 0);
        ck_assert_uint_le(seen.last.iterations, agent->last.iterations);
        ck_assert_uint_le(seen.last.states, agent->last.states);
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* A split agent follows the game through observe(); without it, it says so instead of playing
 * from a wrong state.  An orthodox agent resynchronises from the state it is given. */
START_TEST(test_mirror_contract)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    static const int cells[] = {1, 4, 2};
    test_game_play_cells(&g, g.state, cells, 3, NULL);
    g.r->legal_moves(g.ctx, g.state, &g.moves);
    rbg_agent_options o = g.options;
    o.states_per_move = 500;
    rbg_agent *split = test_agent(&g, "mcts-s-nodal", 1, &o);
    ck_assert_int_eq(split->choose(split, g.ctx, g.state, &g.moves), -1);
    rbg_agent_free(split);
    rbg_agent *orthodox = test_agent(&g, "mcts", 1, &o);
    int64_t c = orthodox->choose(orthodox, g.ctx, g.state, &g.moves);
    ck_assert(c >= 0 && c < g.moves.n_moves);
    ck_assert_uint_eq(mcts_of_agent(orthodox)->root_visits_at_start, 0);
    rbg_agent_free(orthodox);
    test_game_close(&g);
}
END_TEST

/* A runner's state left by a playout is the position the mirror reaches by apply, but not the
 * same bytes (its kept hash is marked stale, runtime/hot_loops.h): the mirror keeps its state
 * and the agent its tree, instead of resetting them. */
START_TEST(test_mirror_same_after_a_playout)
{
    test_game g;
    test_game_open(&g, "breakthrough");
    rbg_mirror m;
    char error[256];
    ck_assert_msg(rbg_mirror_init(&m, g.r, &g.options, NULL, "mcts", error, sizeof error), "%s", error);
    size_t size = g.r->state_size;
    void *played = malloc(size), *applied = malloc(size);
    g.r->initial(g.ctx, g.state);
    memcpy(played, g.state, size);
    rbg_rng rng;
    rbg_rng_seed(&rng, 3);
    rbg_playout_stats stats = {0};
    g.r->playout(g.ctx, played, &rng, 1, &stats);
    ck_assert_uint_eq(stats.moves, 1);
    uint32_t n = g.r->legal_moves(g.ctx, g.state, &g.moves), i = 0;
    for (; i < n; i++) {
        memcpy(applied, g.state, size);
        g.r->apply(g.ctx, applied, rbg_move_actions(&g.moves, i), rbg_move_length(&g.moves, i));
        if (g.r->same_position(g.r, applied, played))
            break;
    }
    ck_assert(i < n);
    ck_assert(memcmp(applied, played, size) != 0); /* what the mirror must not compare */
    rbg_mirror_observe(&m, rbg_move_actions(&g.moves, i), rbg_move_length(&g.moves, i));
    g.r->legal_moves(g.ctx, played, &g.moves);
    ck_assert_int_eq(rbg_mirror_sync(&m, played, &g.moves), RBG_MIRROR_SAME);
    rbg_mirror_free(&m);
    free(played);
    free(applied);
    test_game_close(&g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents_play");
    TCase *tictactoe_win_in_one = tcase_create("tictactoe_win_in_one");
    tcase_add_test(tictactoe_win_in_one, test_tictactoe_win_in_one);
    suite_add_tcase(s, tictactoe_win_in_one);
    TCase *breakthrough_win_in_one = tcase_create("breakthrough_win_in_one");
    tcase_add_test(breakthrough_win_in_one, test_breakthrough_win_in_one);
    suite_add_tcase(s, breakthrough_win_in_one);
    TCase *reproducible = tcase_create("reproducible");
    tcase_add_test(reproducible, test_reproducible);
    suite_add_tcase(s, reproducible);
    TCase *whole_games = tcase_create("whole_games");
    tcase_add_test(whole_games, test_whole_games);
    suite_add_tcase(s, whole_games);
    TCase *tree_reuse = tcase_create("tree_reuse");
    tcase_add_test(tree_reuse, test_tree_reuse);
    suite_add_tcase(s, tree_reuse);
    TCase *node_limit = tcase_create("node_limit");
    tcase_add_test(node_limit, test_node_limit);
    suite_add_tcase(s, node_limit);
    TCase *time_budget = tcase_create("time_budget");
    tcase_add_test(time_budget, test_time_budget);
    suite_add_tcase(s, time_budget);
    TCase *progress = tcase_create("progress");
    tcase_add_test(progress, test_progress_reports_while_thinking);
    suite_add_tcase(s, progress);
    TCase *mirror_contract = tcase_create("mirror_contract");
    tcase_add_test(mirror_contract, test_mirror_contract);
    tcase_add_test(mirror_contract, test_mirror_same_after_a_playout);
    suite_add_tcase(s, mirror_contract);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
