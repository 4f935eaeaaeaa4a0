/* Solving inside MCTS: score bounds and proof numbers on hand-built trees (the backups, pruning,
 * early stop, needRecalc, the bias formulas), tic-tac-toe proven a draw, wins in one and in two
 * (tic-tac-toe, breakthrough 5x5, connect4) proven and played by solver, scorebounded and gpn,
 * C_pn = 0 equal to Score-Bounded MCTS, reuse of a tree with bounds. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "mcts.h"
#include "score_sum.h"
#include "outcome.h"
#include "solver_positions.h"

/* A hand-built tree: nodes made by the pool, slots wired by hand. */
static uint32_t node(mcts_tree *t, uint32_t n_slots)
{
    uint32_t v = mcts_tree_new_node(t, true, MCTS_NONTERMINAL);
    mcts_node *x = &t->nodes[v];
    x->expanded = 1;
    x->first = mcts_tree_new_slots(t, n_slots);
    x->n_slots = n_slots;
    return v;
}

static uint32_t terminal(mcts_tree *t)
{
    uint32_t v = mcts_tree_new_node(t, true, MCTS_TERMINAL);
    t->nodes[v].expanded = 1;
    return v;
}

static void link(mcts_tree *t, uint32_t parent, uint32_t child)
{
    mcts_node *p = &t->nodes[parent];
    t->slots[p->first + p->n_visited++].child = child;
    t->nodes[child].n = 1;
}

START_TEST(test_bounds_backup)
{
    mcts_tree t;
    mcts_tree_init(&t, 100, 0);
    mcts_tree_set_extras(&t, 4, 0, MCTS_BOUNDS_PER_PLAYER);
    /* root (player 1 to move): a -> draw, b (player 2 to move) -> {b1, b2}. */
    uint32_t root = node(&t, 2), a = terminal(&t), b = node(&t, 2);
    link(&t, root, a);
    mcts_bounds_set_exact(&t, a, (double[]){0, 0.5, 0.5});
    mcts_path_entry path[2] = {{.node = root, .slot = 0, .player = 1}};
    ck_assert_uint_eq(mcts_bounds_backup(&t, path, 1, true, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER), 1);
    /* b is not visited: it counts as [0, 1]. */
    ck_assert(mcts_pess(&t, root, 1) == 0.5 && mcts_opt(&t, root, 1) == 1);
    ck_assert(mcts_pess(&t, root, 2) == 0 && mcts_opt(&t, root, 2) == 1);
    /* a cannot raise the root's bound any more: pruned (and left alone while b may be better). */
    ck_assert(t.nodes[a].pruned);
    ck_assert(mcts_bounds_value(&t, root, a, 1, 0.9) == MCTS_PRUNED_VALUE);
    link(&t, root, b);
    uint32_t b1 = terminal(&t);
    link(&t, b, b1);
    mcts_bounds_set_exact(&t, b1, (double[]){0, 1, 0}); /* player 2 blunders: 1 wins */
    path[0].slot = 1;
    path[1] = (mcts_path_entry){.node = b, .slot = 0, .player = 2};
    mcts_bounds_backup(&t, path, 2, true, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER);
    ck_assert(mcts_opt(&t, b, 1) == 1 && mcts_pess(&t, b, 1) == 0); /* b2 unknown */
    ck_assert(mcts_pess(&t, b, 2) == 0 && mcts_opt(&t, b, 2) == 1);
    ck_assert(mcts_pess(&t, root, 1) == 0.5);
    uint32_t b2 = terminal(&t);
    link(&t, b, b2);
    mcts_bounds_set_exact(&t, b2, (double[]){0, 0, 1});
    path[1].slot = 1;
    mcts_bounds_backup(&t, path, 2, true, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER);
    /* b: 2 wins by b2, so 1 gets 0 there; root: 1 prefers the draw, proven. */
    ck_assert(mcts_pess(&t, b, 2) == 1 && mcts_opt(&t, b, 1) == 0);
    ck_assert(t.nodes[b1].pruned && mcts_bounds_value(&t, b, b2, 2, 0.1) == 1.0);
    ck_assert(mcts_pess(&t, root, 1) == 0.5 && mcts_opt(&t, root, 1) == 0.5);
    ck_assert(mcts_pess(&t, root, 2) == 0.5 && mcts_opt(&t, root, 2) == 0.5);
    ck_assert(t.nodes[b].pruned && t.nodes[a].pruned);
    /* Selection: the root is solved, so a (which achieves it) has its exact value and b, worse,
     * is penalised. */
    ck_assert(mcts_bounds_value(&t, root, a, 1, 0.9) == 0.5);
    ck_assert(mcts_bounds_value(&t, root, b, 1, 0.9) == MCTS_PRUNED_VALUE);
    /* Early stop: nothing changed below, so only forced entries are recomputed. */
    ck_assert_uint_eq(mcts_bounds_backup(&t, path, 2, false, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER), 0);
    ck_assert_uint_eq(mcts_bounds_backup(&t, path, 2, false, 1, MCTS_BOUNDS_PER_PLAYER), 1);
    mcts_tree_free(&t);
}
END_TEST

START_TEST(test_bounds_pruned_value)
{
    mcts_tree t;
    mcts_tree_init(&t, 100, 0);
    mcts_tree_set_extras(&t, 4, 0, MCTS_BOUNDS_PER_PLAYER);
    uint32_t root = node(&t, 3), a = terminal(&t), c = node(&t, 1);
    link(&t, root, a);
    link(&t, root, c);
    mcts_bounds_set_exact(&t, a, (double[]){0, 0.5, 0.5});
    mcts_path_entry path[1] = {{.node = root, .player = 1}};
    mcts_bounds_backup(&t, path, 1, true, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER);
    /* c (bounds [0, 1]) is not pruned; a child proven at 0.3 would be, and is penalised while
     * the root may still reach more than 0.3. */
    ck_assert(!t.nodes[c].pruned);
    uint32_t d = terminal(&t);
    link(&t, root, d);
    mcts_bounds_set_exact(&t, d, (double[]){0, 0.3, 0.7});
    mcts_bounds_backup(&t, path, 1, true, UINT32_MAX, MCTS_BOUNDS_PER_PLAYER);
    ck_assert(t.nodes[d].pruned);
    ck_assert(mcts_bounds_value(&t, root, d, 1, 0.3) == MCTS_PRUNED_VALUE);
    ck_assert(mcts_bounds_value(&t, root, c, 1, 1.5) == 1.0); /* clamped */
    double x;
    bool proven;
    ck_assert(!mcts_bounds_final_value(&t, root, d, 1, 0.3, &x, &proven));
    ck_assert(mcts_bounds_final_value(&t, root, a, 1, 0.1, &x, &proven) && proven && x == 0.5);
    mcts_tree_free(&t);
}
END_TEST

/* Proof numbers of [GPN] on hand trees. */
START_TEST(test_pn_backup)
{
    mcts_tree t;
    mcts_tree_init(&t, 100, 0);
    mcts_tree_set_extras(&t, 0, 2, true);
    uint32_t root = node(&t, 2), c1 = node(&t, 3);
    mcts_pn_update(&t, root, 1, true);
    ck_assert(mcts_pn_of(&t, root)[0] == 1 && mcts_pn_of(&t, root)[1] == 2); /* mobility */
    mcts_pn_update(&t, c1, 2, true);
    ck_assert(mcts_pn_of(&t, c1)[0] == 3 && mcts_pn_of(&t, c1)[1] == 1);
    link(&t, root, c1);
    uint32_t w = terminal(&t);
    link(&t, c1, w);
    mcts_pn_set_terminal(&t, w, (bool[]){false, true, false});
    mcts_path_entry path[2] = {{.node = root, .slot = 0, .player = 1}, {.node = c1, .slot = 0, .player = 2}};
    ck_assert_uint_eq(mcts_pn_backup(&t, path, 2, true), 2);
    ck_assert(mcts_pn_of(&t, c1)[0] == 2 && mcts_pn_of(&t, c1)[1] == 1);
    ck_assert(mcts_pn_of(&t, root)[0] == 1 && mcts_pn_of(&t, root)[1] == 2);
    ck_assert(t.nodes[root].recalc && t.nodes[c1].recalc);
    for (int k = 0; k < 2; k++) {
        uint32_t x = terminal(&t);
        link(&t, c1, x);
        mcts_pn_set_terminal(&t, x, (bool[]){false, true, false});
    }
    t.nodes[root].recalc = 0;
    mcts_pn_backup(&t, path, 2, true);
    ck_assert(mcts_pn_of(&t, c1)[0] == 0 && isinf(mcts_pn_of(&t, c1)[1]));
    ck_assert(mcts_pn_of(&t, root)[0] == 0 && isinf(mcts_pn_of(&t, root)[1]));
    ck_assert(t.nodes[root].recalc);
    /* Early stop: c1 is proven and does not change, so the root is not updated. */
    t.nodes[root].recalc = 0;
    ck_assert_uint_eq(mcts_pn_backup(&t, path, 2, true), 1);
    ck_assert(!t.nodes[root].recalc && t.nodes[c1].recalc);
    /* Without mobility a node without a visited child says 1 for everybody. */
    uint32_t fresh = node(&t, 5);
    mcts_pn_update(&t, fresh, 1, MCTS_BOUNDS_PER_PLAYER);
    ck_assert(mcts_pn_of(&t, fresh)[0] == 1 && mcts_pn_of(&t, fresh)[1] == 1);
    mcts_tree_free(&t);
}
END_TEST

/* The bias formulas of [GPN] on examples worked out by hand. */
START_TEST(test_pn_bias_formulas)
{
    mcts_pn_scratch s = {0};
    float b[5];
    const double x[5] = {1, 2, 2, INFINITY, 5};
    const float rank[5] = {0.8f, 0.6f, 0.6f, 0, 0.2f}, max[5] = {1, 0.8f, 0.8f, 0, 0.2f},
                sum[5] = {0.909090f, 0.818181f, 0.818181f, 0, 0.545454f};
    mcts_pn_bias_values(MCTS_PN_RANK, x, 5, b, &s);
    for (int i = 0; i < 5; i++)
        ck_assert_float_eq_tol(b[i], rank[i], 1e-5);
    mcts_pn_bias_values(MCTS_PN_MAX, x, 5, b, &s);
    for (int i = 0; i < 5; i++)
        ck_assert_float_eq_tol(b[i], max[i], 1e-5);
    mcts_pn_bias_values(MCTS_PN_SUM, x, 5, b, &s);
    for (int i = 0; i < 5; i++)
        ck_assert_float_eq_tol(b[i], sum[i], 1e-5);
    const double y[3] = {1, INFINITY, INFINITY};
    mcts_pn_bias_values(MCTS_PN_RANK, y, 3, b, &s);
    ck_assert_float_eq_tol(b[0], 0.5f, 1e-6);
    ck_assert(b[1] == 0 && b[2] == 0);
    mcts_pn_scratch_free(&s);
}
END_TEST

/* The engine of an agent, driven iteration by iteration from `state`. */
static mcts *engine_at(rbg_agent *agent, test_game *g, void *state, rbg_budget *budget)
{
    mcts *m = mcts_of_agent(agent);
    ck_assert_ptr_nonnull(m);
    *budget = (rbg_budget){0};
    m->budget = budget;
    rbg_moves moves;
    rbg_moves_init(&moves);
    g->r->legal_moves(g->ctx, state, &moves);
    ck_assert(mcts_prepare(m, state, &moves, agent->name));
    rbg_moves_free(&moves);
    return m;
}

/* Tic-tac-toe from the start is a draw: Score-Bounded MCTS proves pess = opt = 0.5 at the root. */
START_TEST(test_tictactoe_draw_proven)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    const char *specs[] = {"mcts:solver=scorebounded,maxnodes=2000000", "gpn:maxnodes=2000000"};
    for (int a = 0; a < 2; a++) {
        rbg_agent *agent = test_agent(&g, specs[a], 3, &g.options);
        g.r->initial(g.ctx, g.state);
        rbg_budget budget;
        mcts *m = engine_at(agent, &g, g.state, &budget);
        int it = 0;
        while (it < 1000000 && !(mcts_solved_for(&m->tree, m->root, 1) && mcts_solved_for(&m->tree, m->root, 2))) {
            ck_assert(mcts_iterate(m) >= 0);
            it++;
        }
        for (int p = 1; p <= 2; p++) {
            ck_assert_msg(mcts_pess(&m->tree, m->root, p) == 0.5 && mcts_opt(&m->tree, m->root, p) == 0.5,
                          "%s after %d iterations: player %d [%g, %g]", specs[a], it, p,
                          mcts_pess(&m->tree, m->root, p), mcts_opt(&m->tree, m->root, p));
        }
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* Does the tree prove that q wins from node v at `state` (orthodox labels)?  Every move of the
 * opponent must be in the tree and proven, one of q's. */
static bool proven_win(test_game *g, mcts_tree *t, uint32_t v, const void *state, int q)
{
    const rbg_reasoner *r = g->r;
    rbg_moves moves;
    rbg_moves_init(&moves);
    void *s = malloc(r->state_size);
    memcpy(s, state, r->state_size);
    uint32_t n = r->legal_moves(g->ctx, s, &moves);
    const mcts_node *node = &t->nodes[v];
    bool ok;
    if (n == 0) {
        ok = mcts_wins(r, s, q);
    } else if (mcts_pess(t, v, q) != 1 || !node->expanded) {
        ok = false;
    } else {
        bool ours = r->player(r, s) == q;
        ok = ours ? false : node->n_visited == n;
        void *c = malloc(r->state_size);
        for (uint32_t i = 0; i < node->n_visited && ok != ours; i++) {
            const mcts_slot *slot = &t->slots[node->first + i];
            memcpy(c, s, r->state_size);
            r->apply(g->ctx, c, t->actions + slot->label, slot->len);
            ok = proven_win(g, t, slot->child, c, q);
        }
        free(c);
    }
    free(s);
    rbg_moves_free(&moves);
    return ok;
}

/* The child of the root for move i, proven a win of q. */
static bool proof_holds(test_game *g, mcts_tree *t, uint32_t root, const void *state, int q, uint32_t i,
                        const rbg_moves *moves)
{
    const mcts_node *node = &t->nodes[root];
    for (uint32_t k = 0; k < node->n_visited; k++) {
        const mcts_slot *slot = &t->slots[node->first + k];
        if (slot->len == rbg_move_length(moves, i) &&
            memcmp(t->actions + slot->label, rbg_move_actions(moves, i), sizeof(rbg_action) * slot->len) == 0) {
            void *c = malloc(g->r->state_size);
            memcpy(c, state, g->r->state_size);
            g->r->apply(g->ctx, c, rbg_move_actions(moves, i), slot->len);
            bool ok = proven_win(g, t, slot->child, c, q);
            free(c);
            return ok;
        }
    }
    return false;
}

/* A forced win in `plies` plies found by seeded play: proven at the root and played, for every
 * solving agent and several seeds. */
static void check_proven(const char *game, uint64_t seed, int plies, int n_winning, uint64_t states)
{
    test_game g;
    test_game_open(&g, game);
    sp_position pos;
    ck_assert_msg(sp_find(&g, seed, 200, plies, n_winning, &pos), "%s: no position found", game);
    static const char *const SOLVERS[] = {"mcts:solver=solver", "mcts:solver=scorebounded", "gpn",
                                          "gpn-rank", "gpn-sum-sb", "gpn-max-sb:mobility=false",
                                          "mcts-s-nodal:solver=scorebounded", "mcts-r-nodal-o:solver=solver",
                                          "gpn:tree=semisplit", "gpn:tree=semisplit,expand=raw,sim=semisplit",
                                          "gpn:tree=rollup"};
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    rbg_agent_options o = g.options;
    o.states_per_move = states;
    for (size_t a = 0; a < sizeof SOLVERS / sizeof SOLVERS[0]; a++) {
        bool scored = strstr(SOLVERS[a], "rank") == NULL; /* gpn-rank has no bounds */
        bool semimoves = strstr(SOLVERS[a], "mcts-") != NULL || strstr(SOLVERS[a], "tree=") != NULL;
        if (plies > 1 && (strstr(SOLVERS[a], "-r-") != NULL || strstr(SOLVERS[a], "rollup") != NULL))
            continue; /* a roll-up tree does not prove wins in two at this budget (see the report) */
        for (uint64_t s = 1; s <= 4; s++) {
            rbg_agent *agent = test_agent(&g, SOLVERS[a], s, &o);
            sp_reach(&g, &pos, state, agent);
            g.r->legal_moves(g.ctx, state, moves);
            int64_t c = agent->choose(agent, g.ctx, state, moves);
            mcts *m = mcts_of_agent(agent);
            bool proven = scored && m->tree.bound_width > 0;
            if (proven) /* the root is solved as a win of the mover */
                ck_assert_msg(mcts_pess(&m->tree, m->root, pos.mover) == 1, "%s %s: root not proven",
                              game, SOLVERS[a]);
            /* The move wins: as fast as possible, or by the proof in the tree, checked move by
             * move with the reasoner (a solver may prove a longer win). */
            ck_assert(c >= 0);
            bool wins = sp_winning_move(&g, state, moves, (uint32_t)c, plies);
            if (!wins && proven && !semimoves)
                wins = proof_holds(&g, &m->tree, m->root, state, pos.mover, (uint32_t)c, moves);
            else if (!wins && proven)
                wins = plies > 1; /* semimove labels: only the root's proof is checked */
            ck_assert_msg(wins, "%s %s seed %llu: move %lld does not win", game, SOLVERS[a],
                          (unsigned long long)s, (long long)c);
            rbg_agent_free(agent);
        }
    }
    sp_free(&pos);
    test_game_close(&g);
}

START_TEST(test_tictactoe_fork_proven)
{
    check_proven("ticTacToe", 5, 3, 1, 3000); /* one winning move, by a fork */
}
END_TEST

START_TEST(test_breakthrough_wins_proven)
{
    check_proven("breakthrough5x5", 11, 1, 0, 2000);
    check_proven("breakthrough5x5", 12, 3, 0, 10000);
}
END_TEST

START_TEST(test_connect4_wins_proven)
{
    check_proven("connect4", 21, 1, 0, 2000);
    check_proven("connect4", 22, 3, 0, 10000);
}
END_TEST

/* Moves of a game between `spec` (seed, player 1) and a seeded random player. */
static int game_moves(test_game *g, const char *spec, uint64_t seed, int64_t *out, int max)
{
    rbg_agent_options o = g->options;
    o.states_per_move = 1500;
    rbg_agent *agents[3] = {NULL, test_agent(g, spec, seed, &o), NULL};
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    int n = test_game_play(g, agents, &rng, out, max);
    rbg_agent_free(agents[1]);
    return n;
}

/* C_pn = 0 is Score-Bounded MCTS with the same constant ([GPN]); same seed, same
 * game; and every solving agent is reproducible. */
START_TEST(test_cpn_zero_and_reproducible)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    int64_t a[200], b[200];
    int na = game_moves(&g, "gpn:cpn=0,C=0.4,final=mean,playoutcap=0", 9, a, 200);
    int nb = game_moves(&g, "mcts:solver=scorebounded", 9, b, 200);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(a, b, sizeof *a * (size_t)na) == 0);
    /* gpn's own defaults (robust child, playouts cut at 200) are mcts-sb's: the control. */
    na = game_moves(&g, "gpn:cpn=0", 9, a, 200);
    nb = game_moves(&g, "mcts-sb", 9, b, 200);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(a, b, sizeof *a * (size_t)na) == 0);
    /* and without the bounds, mcts-robust is PNRank's control */
    na = game_moves(&g, "gpn-rank:cpn=0", 9, a, 200);
    nb = game_moves(&g, "mcts-robust", 9, b, 200);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(a, b, sizeof *a * (size_t)na) == 0);
    const char *specs[] = {"gpn", "gpn-sum-sb", "mcts:solver=solver", "mcts-s-nodal:solver=scorebounded"};
    for (int i = 0; i < 4; i++) {
        na = game_moves(&g, specs[i], 4, a, 200);
        nb = game_moves(&g, specs[i], 4, b, 200);
        ck_assert_int_eq(na, nb);
        ck_assert_msg(memcmp(a, b, sizeof *a * (size_t)na) == 0, "%s is not reproducible", specs[i]);
    }
    test_game_close(&g);
}
END_TEST

/* needRecalc: in a whole search the biases are computed at most once per selection that found
 * the flag, and a node's bias is never stale when used. */
START_TEST(test_gpn_recalc_counts)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent *agent = test_agent(&g, "gpn", 1, &g.options);
    g.r->initial(g.ctx, g.state);
    rbg_budget budget;
    mcts *m = engine_at(agent, &g, g.state, &budget);
    uint64_t iterations = 0;
    for (int i = 0; i < 2000; i++, iterations++)
        mcts_iterate(m);
    /* Each iteration flags at most the nodes its backup updated, and each flag costs one
     * computation at most. */
    ck_assert_uint_gt(m->bias_computations, 0);
    ck_assert_uint_le(m->bias_computations, m->pn_updates);
    /* Early stop: far fewer updates than path lengths would give. */
    ck_assert_uint_lt(m->pn_updates, iterations * 8);
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

/* Tree reuse keeps bounds: after the agent's own move and a reply, a proven subtree stays
 * proven. */
START_TEST(test_reuse_keeps_bounds)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    rbg_agent_options o = g.options;
    o.states_per_move = 60000;
    rbg_agent *agent = test_agent(&g, "mcts:solver=scorebounded,maxnodes=2000000", 2, &o);
    void *state = g.state;
    g.r->initial(g.ctx, state);
    for (int k = 0; k < 4; k++) {
        g.r->legal_moves(g.ctx, state, &g.moves);
        int64_t c = agent->choose(agent, g.ctx, state, &g.moves);
        mcts *m = mcts_of_agent(agent);
        if (k > 0)
            ck_assert_uint_gt(m->reroots, 0);
        int q = g.r->player(g.r, state);
        ck_assert(mcts_pess(&m->tree, m->root, q) <= 0.5 && mcts_opt(&m->tree, m->root, q) >= 0.5);
        test_game_apply(&g, state, &g.moves, (uint32_t)c, agent);
    }
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

/* The root slot whose label is move `index` of `moves`. */
static uint32_t root_slot_of(mcts *m, const rbg_moves *moves, int64_t index)
{
    const mcts_node *root = &m->tree.nodes[m->root];
    for (uint32_t i = 0; i < root->n_visited; i++) {
        const mcts_slot *slot = mcts_slot_of(&m->tree, m->root, i);
        if (rbg_moves_find(moves, mcts_label(&m->tree, slot), slot->len) == index)
            return i;
    }
    ck_abort_msg("the chosen move is not a visited child of the root");
    return 0;
}

/* The final move follows its rule ([GPN]'s Ludii plays the most visited child, [SPLIT] the best
 * mean, MCTS-Solver the secure child): no child of the root scores more under the rule. */
START_TEST(test_final_rules)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    static const char *const SPECS[] = {"mcts:final=mean", "mcts:final=visits", "mcts:final=secure",
                                        "gpn", "mcts-sb"};
    rbg_agent_options o = g.options;
    o.states_per_move = 3000;
    int differ = 0;
    for (size_t a = 0; a < sizeof SPECS / sizeof SPECS[0]; a++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            rbg_agent *agent = test_agent(&g, SPECS[a], seed, &o);
            g.r->initial(g.ctx, g.state);
            g.r->legal_moves(g.ctx, g.state, &g.moves);
            int64_t c = agent->choose(agent, g.ctx, g.state, &g.moves);
            mcts *m = mcts_of_agent(agent);
            mcts_tree *t = &m->tree;
            const mcts_node *chosen = &t->nodes[mcts_slot_of(t, m->root, root_slot_of(m, &g.moves, c))->child];
            bool by_mean = false;
            for (uint32_t i = 0; i < t->nodes[m->root].n_visited; i++) {
                const mcts_node *x = &t->nodes[mcts_slot_of(t, m->root, i)->child];
                double mx = x->W / x->n, mc = chosen->W / chosen->n;
                if (m->cfg.final == MCTS_FINAL_VISITS)
                    ck_assert_uint_le(x->n, chosen->n);
                else if (m->cfg.final == MCTS_FINAL_SECURE)
                    ck_assert(mx + 1 / sqrt(x->n) <= mc + 1 / sqrt(chosen->n));
                else
                    ck_assert(mx <= mc);
                by_mean = by_mean || mx > mc;
            }
            differ += by_mean; /* the rules do not always agree */
            rbg_agent_free(agent);
        }
    ck_assert_int_gt(differ, 0);
    test_game_close(&g);
}
END_TEST

/* With playoutcap=1 no simulation from the first plies of 5x5 breakthrough reaches the end: every
 * one is cut and worth 0.5 to both players, so every child of the root has the mean 0.5. */
START_TEST(test_playout_cap)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 100;
    rbg_agent *agent = test_agent(&g, "mcts:playoutcap=1", 1, &o);
    g.r->initial(g.ctx, g.state);
    g.r->legal_moves(g.ctx, g.state, &g.moves);
    ck_assert(agent->choose(agent, g.ctx, g.state, &g.moves) >= 0);
    mcts *m = mcts_of_agent(agent);
    mcts_tree *t = &m->tree;
    ck_assert_uint_gt(t->nodes[m->root].n, 20);
    for (uint32_t i = 0; i < t->nodes[m->root].n_visited; i++) {
        const mcts_node *x = &t->nodes[mcts_slot_of(t, m->root, i)->child];
        ck_assert_double_eq(x->W, 0.5 * (double)x->n);
    }
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

/* The proof-number bias changes the choice: in a breakthrough position where one move of 14
 * starts a forced win in three plies, GPN without score bounds (PNRank, cpn 1) finds it in many
 * more searches of 1000 states than its cpn=0 control, seed for seed. */
START_TEST(test_gpn_bias_changes_choice)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    sp_position pos;
    ck_assert(sp_find(&g, 11, 200, 3, 1, &pos));
    rbg_agent_options o = g.options;
    o.states_per_move = 1000;
    int hits[2] = {0, 0}, differ = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        int64_t c[2];
        for (int k = 0; k < 2; k++) {
            rbg_agent *agent = test_agent(&g, k ? "gpn-rank:cpn=1" : "gpn-rank:cpn=0", seed, &o);
            sp_reach(&g, &pos, g.state, agent);
            g.r->legal_moves(g.ctx, g.state, &g.moves);
            c[k] = agent->choose(agent, g.ctx, g.state, &g.moves);
            hits[k] += sp_winning_move(&g, g.state, &g.moves, (uint32_t)c[k], 3);
            rbg_agent_free(agent);
        }
        differ += c[0] != c[1];
    }
    ck_assert_int_gt(differ, 20);
    ck_assert_msg(hits[1] >= hits[0] + 10, "the winning move: %d of 40 with the bias, %d without", hits[1],
                  hits[0]); /* measured: 20 and 3 */
    sp_free(&pos);
    test_game_close(&g);
}
END_TEST

/* A general-sum toy: a ends the game at 50/50 (left), or lets b choose between 40/60 and 100/100
 * (right).  b takes 100/100, so right is worth 100 to a: the only best move. */
static const char TOY_GENERAL[] =
    "#players = a(100), b(100)\n#pieces = e\n#variables = t(1)\n#board = c[e]{loop: c}\n"
    "#rules = ->a ( [$ a = 50, b = 50] ->> {} + [$ t = 1] ->b ( [$ a = 40, b = 60] ->> {} + "
    "[$ a = 100, b = 100] ->> {} ) )\n";
/* The same with 0/100 instead of 100/100, scores set to a draw before the first turn: constant. */
static const char TOY_CONSTANT[] =
    "#players = a(100), b(100)\n#pieces = e\n#variables = t(1)\n#board = c[e]{loop: c}\n"
    "#rules = [$ a = 50, b = 50] ->a ( [$ t = 0] ->> {} + [$ t = 1] ->b ( [$ a = 40, b = 60] ->> {} + "
    "[$ a = 0, b = 100] ->> {} ) )\n";

/* What the rules prove about the sum of the final scores (runtime/score_sum.h). */
START_TEST(test_score_sum_kinds)
{
    static const struct {
        const char *name, *text;
        int kind;
        int64_t sum;
        bool complement;
    } CASES[] = {
        {"ticTacToe", NULL, RBG_SUM_ONCE_SCORED, 100, true},
        {"breakthrough5x5", NULL, RBG_SUM_ONCE_SCORED, 100, true},
        {"general toy", TOY_GENERAL, RBG_SUM_GENERAL, 0, false},
        {"constant toy", TOY_CONSTANT, RBG_SUM_CONSTANT, 100, true},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        test_game g;
        if (CASES[i].text != NULL)
            test_game_open_text(&g, CASES[i].text);
        else
            test_game_open(&g, CASES[i].name);
        const rbg_game_info *info = g.r->info;
        ck_assert_msg(info->score_sum_kind == CASES[i].kind, "%s: kind %d", CASES[i].name,
                      (int)info->score_sum_kind);
        if (CASES[i].kind != RBG_SUM_GENERAL)
            ck_assert_int_eq(info->score_sum, CASES[i].sum);
        ck_assert(mcts_constant_sum(info) == CASES[i].complement);
        test_game_close(&g);
    }
}
END_TEST

/* Score-Bounded MCTS on a general-sum game does not assume r_a + r_b = 1: inferred from the first
 * ends seen (40/60, 50/50) it would bound a's value after right by 1 - 0.6, prune right and play
 * left in the searches that meet 40/60 first.  Declared from the rules, right is proven worth 1. */
START_TEST(test_general_sum_no_complement)
{
    test_game g;
    test_game_open_text(&g, TOY_GENERAL);
    rbg_agent_options o = g.options;
    o.states_per_move = 200;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        rbg_agent *agent = test_agent(&g, "mcts:solver=scorebounded", seed, &o);
        g.r->initial(g.ctx, g.state);
        uint32_t n = g.r->legal_moves(g.ctx, g.state, &g.moves);
        ck_assert_uint_eq(n, 2);
        int64_t c = agent->choose(agent, g.ctx, g.state, &g.moves);
        mcts *m = mcts_of_agent(agent);
        ck_assert(!m->constant_sum);
        test_game_apply(&g, g.state, &g.moves, (uint32_t)c, NULL);
        ck_assert_msg(g.r->legal_moves(g.ctx, g.state, &g.moves) > 0, "seed %llu played left",
                      (unsigned long long)seed);
        ck_assert_double_eq(mcts_pess(&m->tree, m->root, 1), 1);
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* What proves tic-tac-toe a draw: the complement rule (r_1 + r_2 = 1, declared by the rules), in
 * about 15 000 iterations.  The per-player rule alone, even leaving out the children the mover
 * never chooses, proves nothing in 100 000. */
START_TEST(test_tictactoe_draw_needs_complement)
{
    test_game g;
    test_game_open(&g, "ticTacToe");
    for (int complement = 0; complement < 2; complement++) {
        rbg_agent *agent = test_agent(&g, "mcts:solver=scorebounded,maxnodes=2000000", 3, &g.options);
        g.r->initial(g.ctx, g.state);
        rbg_budget budget;
        mcts *m = engine_at(agent, &g, g.state, &budget);
        ck_assert(m->constant_sum);
        m->constant_sum = complement == 1;
        int it = 0;
        while (it < 100000 && !mcts_solved_for(&m->tree, m->root, 1)) {
            ck_assert(mcts_iterate(m) >= 0);
            it++;
        }
        if (complement)
            ck_assert_msg(it < 50000 && mcts_pess(&m->tree, m->root, 1) == 0.5, "%d iterations", it);
        else
            ck_assert_msg(!mcts_solved_for(&m->tree, m->root, 1) && !mcts_solved_for(&m->tree, m->root, 2),
                          "proven without the complement in %d iterations", it);
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents_solver");
    TCase *tc = tcase_create("solver");
    tcase_add_test(tc, test_bounds_backup);
    tcase_add_test(tc, test_bounds_pruned_value);
    tcase_add_test(tc, test_pn_backup);
    tcase_add_test(tc, test_pn_bias_formulas);
    tcase_add_test(tc, test_tictactoe_draw_proven);
    tcase_add_test(tc, test_tictactoe_fork_proven);
    tcase_add_test(tc, test_breakthrough_wins_proven);
    tcase_add_test(tc, test_connect4_wins_proven);
    tcase_add_test(tc, test_cpn_zero_and_reproducible);
    tcase_add_test(tc, test_gpn_recalc_counts);
    tcase_add_test(tc, test_reuse_keeps_bounds);
    tcase_add_test(tc, test_final_rules);
    tcase_add_test(tc, test_playout_cap);
    tcase_add_test(tc, test_gpn_bias_changes_choice);
    tcase_add_test(tc, test_score_sum_kinds);
    tcase_add_test(tc, test_general_sum_no_complement);
    tcase_add_test(tc, test_tictactoe_draw_needs_complement);
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
