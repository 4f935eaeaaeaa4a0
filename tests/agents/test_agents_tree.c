/* The search trees of the mcts agent ([SPLIT]): statistics invariants after
 * searches, dead-end elimination, nodal expansion, roll-up, reuse through dots, bytes per node. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "mcts.h"

/* Checks a subtree: visited slots first and only they have children; every mean in [0, 1];
 * the visits of a node are those of its children plus the iterations that stopped at it (at most
 * one, its creation, for a node made by an expansion; none for a node of a chain of nodal
 * expansion or the fresh root).  Returns the number of nodes. */
static uint32_t check_subtree(const mcts_tree *t, uint32_t v, bool is_root, uint32_t root_extra)
{
    const mcts_node *node = &t->nodes[v];
    if (!is_root)
        ck_assert(node->n == 0 || (node->W >= 0 && node->W <= node->n + 1e-9));
    if (!node->expanded)
        return 1;
    uint64_t sum = 0;
    uint32_t count = 1;
    for (uint32_t i = 0; i < node->n_slots; i++) {
        const mcts_slot *s = &t->slots[node->first + i];
        ck_assert_msg((s->child != 0) == (i < node->n_visited), "slot %u of %u (visited %u)", i,
                      node->n_slots, node->n_visited);
        if (s->child != 0) {
            sum += t->nodes[s->child].n;
            count += check_subtree(t, s->child, false, 0);
        }
    }
    if (node->status == MCTS_TERMINAL) {
        ck_assert_uint_eq(sum, 0);
    } else {
        ck_assert_uint_ge(node->n, sum);
        ck_assert_uint_le(node->n - sum, is_root ? root_extra : 1);
    }
    return count;
}

START_TEST(test_statistics_invariants)
{
    static const char *const SPECS[] = {"mcts:reuse=false", "mcts-s-nodal:reuse=false", "mcts-s-raw:reuse=false",
                                        "mcts-o-s:reuse=false", "mcts-s-nodal-o:reuse=false",
                                        "mcts-o-rave-mast:reuse=false", "mcts-s-nodal-rave-mast:reuse=false"};
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 8000;
    const rbg_reasoner *r = g.r;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++) {
        rbg_agent *agent = test_agent(&g, SPECS[s], 3, &o);
        mcts *m = mcts_of_agent(agent);
        r->initial(g.ctx, state);
        rbg_rng rng;
        rbg_rng_seed(&rng, 8);
        for (int k = 0; k < 6; k++) {
            uint32_t n = r->legal_moves(g.ctx, state, moves);
            int64_t c = agent->choose(agent, g.ctx, state, moves);
            ck_assert(c >= 0 && c < n);
            const mcts_node *root = &m->tree.nodes[m->root];
            ck_assert_uint_eq(root->n, agent->last.iterations);
            uint32_t nodes = check_subtree(&m->tree, m->root, true, 0);
            ck_assert_uint_eq(nodes, m->tree.n_nodes - 1); /* no garbage without reuse */
            uint32_t i = k % 2 == 0 ? (uint32_t)c : rbg_rng_below(&rng, n);
            for (int half = 0; half < 2; half++) {
                test_game_apply(&g, state, moves, i, agent);
                n = r->legal_moves(g.ctx, state, moves);
                if (n == 0)
                    break;
                i = rbg_rng_below(&rng, n);
            }
            if (n == 0)
                break;
        }
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* A one-player toy game: `a` may be put on any of 8 cells, but only on the first one can the
 * move be completed (three cells to the right must exist for the `b`).  The semisplit tree drops
 * the dead first semimoves as it meets them and never keeps a dead state. */
static const char DEAD_GAME[] =
    "#players = red(100)\n#pieces = e, a, b\n#variables =\n"
    "#board = rectangle(up, down, left, right, [e, e, e, e, e, e, e, e])\n"
    "#rules = ->red (left* + right*) [a] ({b} + {! left} right right right) [b] [$ red = 100] ->> {}\n";

START_TEST(test_dead_ends)
{
    test_game g;
    test_game_open_text(&g, DEAD_GAME);
    rbg_agent_options o = g.options;
    o.states_per_move = 50;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    ck_assert_uint_eq(test_game_start(&g), 1);
    static const char *const SPECS[] = {"mcts-s-nodal", "mcts-s-raw", "mcts-r-nodal", "mcts-s-nodal-o"};
    for (size_t s = 0; s < sizeof SPECS / sizeof SPECS[0]; s++) {
        for (uint64_t seed = 1; seed <= 5; seed++) {
            rbg_agent *agent = test_agent(&g, SPECS[s], seed, &o);
            mcts *m = mcts_of_agent(agent);
            ck_assert_int_eq(agent->choose(agent, g.ctx, state, moves), 0);
            const mcts_node *root = &m->tree.nodes[m->root];
            /* Of the 8 cells for `a`, 7 are dead: all removed, the one left visited every time. */
            ck_assert_uint_eq(root->n_slots, 1);
            ck_assert_uint_eq(root->n_visited, 1);
            ck_assert_uint_eq(m->tree.nodes[m->tree.slots[root->first].child].n, root->n);
            ck_assert_uint_eq(root->n, agent->last.iterations);
            rbg_agent_free(agent);
        }
    }
    test_game_close(&g);
}
END_TEST

/* Nodal expansion: one iteration from a fresh root adds the whole path of the move, one
 * intermediate node per semimove with one visited slot; raw expansion adds one node. */
START_TEST(test_nodal_expansion)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 1; /* one iteration */
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    test_game_start(&g);
    for (int nodal = 0; nodal < 2; nodal++) {
        rbg_agent *agent = test_agent(&g, nodal ? "mcts:tree=semisplit,expand=nodal" : "mcts:tree=semisplit,expand=raw", 1, &o);
        mcts *m = mcts_of_agent(agent);
        agent->choose(agent, g.ctx, state, moves);
        ck_assert_uint_eq(agent->last.iterations, 1);
        /* Breakthrough under Mod: a move is grab, then drop (the switch on the target square):
         * two semimoves. */
        uint32_t v = m->root, depth = 0;
        while (m->tree.nodes[v].expanded && m->tree.nodes[v].n_visited > 0) {
            const mcts_node *node = &m->tree.nodes[v];
            ck_assert_uint_eq(node->n_visited, 1);
            ck_assert_uint_eq(m->tree.nodes[m->tree.slots[node->first].child].n, 1);
            v = m->tree.slots[node->first].child;
            depth++;
        }
        if (nodal) {
            ck_assert_uint_eq(depth, 2);
            ck_assert(m->tree.nodes[v].nodal);
            ck_assert_uint_eq(m->tree.n_nodes - 1, 3);
        } else {
            ck_assert_uint_eq(depth, 1);
            ck_assert(!m->tree.nodes[v].nodal);
            ck_assert_uint_eq(m->tree.n_nodes - 1, 2);
        }
        rbg_agent_free(agent);
    }
    test_game_close(&g);
}
END_TEST

/* Roll-up: once searched enough, the root's edges are submoves (several semimoves), each
 * intermediate node dissolved. */
START_TEST(test_rollup)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 30000;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    uint32_t n = test_game_start(&g);
    rbg_agent *agent = test_agent(&g, "mcts-r-nodal:reuse=false", 1, &o);
    mcts *m = mcts_of_agent(agent);
    agent->choose(agent, g.ctx, state, moves);
    const mcts_tree *t = &m->tree;
    const mcts_node *root = &t->nodes[m->root];
    uint32_t long_edges = 0;
    uint64_t sum = 0;
    for (uint32_t i = 0; i < root->n_visited; i++) {
        const mcts_slot *s = &t->slots[root->first + i];
        long_edges += s->len > 1;
        sum += t->nodes[s->child].n;
        /* A rolled-up edge that reaches a nodal node is a whole legal move. */
        if (t->nodes[s->child].nodal)
            ck_assert(rbg_moves_find(moves, t->actions + s->label, s->len) >= 0);
    }
    ck_assert_uint_gt(long_edges, 0);
    /* Nodal expansion: no iteration stops at an intermediate node, so nothing is lost. */
    ck_assert_uint_eq(sum, root->n);
    ck_assert_uint_le(root->n_slots, n + 0u);
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

/* Reuse through dots: under ModPlusShift the tree's paths hold dot edges; after a move the new
 * root is the nodal node reached through them, with its visits. */
START_TEST(test_reuse_through_dots)
{
    test_game g;
    test_game_open(&g, "breakthrough5x5");
    rbg_agent_options o = g.options;
    o.states_per_move = 20000;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    test_game_start(&g);
    rbg_agent *agent = test_agent(&g, "mcts-s-nodal:split=ModPlusShift", 1, &o);
    mcts *m = mcts_of_agent(agent);
    int64_t c = agent->choose(agent, g.ctx, state, moves);
    /* The tree has dots: some label with an index <= 0. */
    bool dots = false;
    for (uint32_t i = 0; i < m->tree.n_actions; i++)
        dots = dots || m->tree.actions[i].index <= 0;
    ck_assert(dots);
    agent->observe(agent, rbg_move_actions(moves, (uint32_t)c), rbg_move_length(moves, (uint32_t)c));
    ck_assert_uint_eq(m->reroots, 1);
    ck_assert(m->tree.nodes[m->root].nodal);
    ck_assert_uint_gt(m->tree.nodes[m->root].n, 0);
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

START_TEST(test_bytes_per_node)
{
    /* Kept small on purpose: a node 32 bytes, a slot 12 (plus 24 or 48 with RAVE). */
    ck_assert_uint_le(mcts_tree_node_bytes(), 32);
    mcts_tree t;
    mcts_tree_init(&t, 10, 0);
    ck_assert_uint_le(mcts_tree_slot_bytes(&t), 12);
    mcts_tree_free(&t);
}
END_TEST

/* A node limit of 2^58 or more must not wrap round to a tiny (or zero) limit of slots or
 * actions, which left the agent without a tree: every limit saturates at the largest index. */
START_TEST(test_huge_node_limits)
{
    const uint64_t limits[] = {(uint64_t)1 << 58, ((uint64_t)1 << 60) + 1, UINT64_MAX - 1, UINT64_MAX};
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) {
        mcts_tree t;
        mcts_tree_init(&t, limits[i], 0);
        ck_assert_uint_eq(t.max_nodes, UINT32_MAX - 1);
        ck_assert_uint_eq(t.max_slots, UINT32_MAX - 1);
        ck_assert_uint_eq(t.max_actions, UINT32_MAX - 1);
        uint32_t node = mcts_tree_new_node(&t, true, MCTS_UNKNOWN);
        ck_assert_uint_ne(node, 0);
        ck_assert_uint_ne(mcts_tree_new_slots(&t, 4), UINT32_MAX);
        ck_assert_uint_ne(mcts_tree_new_actions(&t, 8), UINT32_MAX);
        mcts_tree_free(&t);
    }
}
END_TEST

/* Room reserved is allocated at once, within the limits, for every array and its RAVE extras,
 * without using any of it. */
START_TEST(test_reserve)
{
    mcts_tree t;
    mcts_tree_init(&t, 1000, 1);
    mcts_tree_new_node(&t, true, MCTS_UNKNOWN);
    mcts_tree_reserve(&t, (mcts_tree_size){3000, 5000, 700});
    ck_assert_uint_eq(t.n_nodes, 2);
    ck_assert_uint_ge(t.cap_nodes, 1002);
    ck_assert_uint_ge(t.cap_slots, 5000);
    ck_assert_uint_ge(t.cap_actions, 700);
    ck_assert(!t.hit_limit);
    /* The RAVE statistics follow the slots' capacity (ASan checks the last one). */
    t.amaf[t.cap_slots - 1] = (mcts_amaf){1, 1};
    t.keys[t.cap_slots - 1] = 7;
    mcts_tree_free(&t);
}
END_TEST

/* A search reserves, before its loop, twice what the search before it added, so a search of the
 * same budget never doubles an array mid-search (which stalled timed searches by milliseconds). */
START_TEST(test_search_grows_before_its_loop)
{
    test_game g;
    test_game_open(&g, "breakthrough");
    rbg_agent_options o = g.options;
    o.states_per_move = 20000;
    const rbg_reasoner *r = g.r;
    void *state = g.state;
    rbg_moves *moves = &g.moves;
    r->initial(g.ctx, state);
    rbg_agent *agent = test_agent(&g, "mcts-r-nodal-ravectx-mast", 5, &o);
    mcts *m = mcts_of_agent(agent);
    for (int k = 0; k < 4; k++) {
        uint32_t n = r->legal_moves(g.ctx, state, moves);
        ck_assert(mcts_prepare(m, state, moves, "test"));
        mcts_tree_size start = mcts_tree_size_of(&m->tree);
        uint32_t caps[3] = {m->tree.cap_nodes, m->tree.cap_slots, m->tree.cap_actions};
        int64_t c = agent->choose(agent, g.ctx, state, moves);
        ck_assert(c >= 0 && c < n);
        mcts_tree_size end = mcts_tree_size_of(&m->tree);
        ck_assert_uint_gt(end.slots, start.slots);
        if (k > 0) { /* the first search has no measure of growth */
            ck_assert_uint_eq(m->tree.cap_nodes, caps[0]);
            ck_assert_uint_eq(m->tree.cap_slots, caps[1]);
            ck_assert_uint_eq(m->tree.cap_actions, caps[2]);
        }
        test_game_apply(&g, state, moves, (uint32_t)c, agent);
        n = r->legal_moves(g.ctx, state, moves);
        test_game_apply(&g, state, moves, 0, agent);
    }
    rbg_agent_free(agent);
    test_game_close(&g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents_tree");
    TCase *tc = tcase_create("tree");
    tcase_add_test(tc, test_statistics_invariants);
    tcase_add_test(tc, test_dead_ends);
    tcase_add_test(tc, test_nodal_expansion);
    tcase_add_test(tc, test_rollup);
    tcase_add_test(tc, test_reuse_through_dots);
    tcase_add_test(tc, test_bytes_per_node);
    tcase_add_test(tc, test_huge_node_limits);
    tcase_add_test(tc, test_reserve);
    tcase_add_test(tc, test_search_grows_before_its_loop);
    suite_add_tcase(s, tc);
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
