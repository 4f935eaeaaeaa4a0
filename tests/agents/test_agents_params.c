/* Agent strings: the key=value parser and its messages, presets, `rbg agents`, and the
 * availability matrix of MAST and RAVE (Table 3 of [SPLIT]): every allowed combination of tree,
 * expansion, simulation and heuristics constructs and plays, every forbidden one is refused
 * with its reason. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "mast.h"
#include "mcts.h"
#include "rave.h"

static test_game g;

static void setup(void)
{
    test_game_open(&g, "ticTacToe");
}

static void teardown(void)
{
    test_game_close(&g);
}

/* Creating `spec` fails with a message containing `expected`. */
static void refused(const char *spec, const rbg_agent_options *o, const char *expected)
{
    char error[512] = "";
    rbg_agent *a = rbg_agent_new(spec, g.r, 1, o, error, sizeof error);
    ck_assert_msg(a == NULL, "'%s' was accepted", spec);
    ck_assert_msg(strstr(error, expected) != NULL, "'%s': message '%s' lacks '%s'", spec, error, expected);
    ck_assert_msg(strchr(error, '\n') == NULL, "'%s': message of more than one line", spec);
}

START_TEST(test_parse_errors)
{
    const rbg_agent_options *o = &g.options;
    refused("mcts:foo=1", o, "agent 'mcts' has no key 'foo' (keys: tree, expand, sim, split, mast, rave, C, eps");
    refused("mcts:C=-1", o, "bad value '-1' for key 'C' (allowed: a number in 0..100)");
    refused("mcts:C=abc", o, "bad value 'abc' for key 'C'");
    refused("mcts:eps=1.5", o, "bad value '1.5' for key 'eps' (allowed: a number in 0..1)");
    refused("mcts:tree=bushy", o, "bad value 'bushy' for key 'tree' (allowed: orthodox|semisplit|rollup)");
    refused("mcts:C", o, "key 'C' needs a value");
    refused("mcts:C=1,C=2", o, "key 'C' is given twice");
    refused("mcts:C=1,", o, "empty parameter after ','");
    refused("mcts:maxnodes=1.5", o, "bad value '1.5' for key 'maxnodes' (allowed: an integer in 0..4000000000)");
    refused("mcts:maxnodes=-3", o, "for key 'maxnodes'");
    refused("mcts:reuse=maybe", o, "bad value 'maybe' for key 'reuse' (allowed: true|false)");
    refused("mcts:solver=proof", o, "bad value 'proof' for key 'solver' (allowed: none|solver|scorebounded)");
    refused("gpn:bias=min", o, "bad value 'min' for key 'bias' (allowed: rank|max|sum)");
    refused("nmcs:level=5", o, "bad value '5' for key 'level' (allowed: an integer in 0..4)");
    refused("mctsmr:depth=0", o, "bad value '0' for key 'depth' (allowed: an integer in 1..3)");
    refused("mcts:split=Mod", o, "split= needs tree=semisplit, tree=rollup or sim=semisplit");
    refused("mcts:expand=raw", o, "expand= needs tree=semisplit or tree=rollup");
    refused("mcts:tree=semisplit,split=Mood", o,
            "bad value 'Mood' for key 'split' (allowed: Mod|ModPlus|ModShift|ModPlusShift|Plus|Shift|PlusShift)");
    refused("flat:split=Mod", o, "split= needs sim=semisplit");
    refused("flat:depth=3", o, "agent 'flat' has no key 'depth' (keys: sim, split)");
    refused("random:foo=1", o, "agent 'random' takes no parameters (got 'foo=1')");
    refused("human:x=2", o, "agent 'human' takes no parameters");
    refused("ext", o, "agent 'ext' needs the program to run: ext:cmd=COMMAND");
    refused("ext:cmd=", o, "agent 'ext' needs the program to run");
    refused("ext:timeout=-1,cmd=x", o, "agent 'ext': timeout=-1 is not a positive number of seconds");
    refused("nosuch", o, "unknown agent 'nosuch' (known agents: random, human, flat, mcts, gpn, nmcs, nmcs-move, mctsmr, ext, mcts-o, ");
    refused("mcts-s-nodal:foo=2", o, "agent 'mcts-s-nodal' has no key 'foo'");
    refused("mcts-o-mast:tree=semisplit,sim=semisplit", o, "mast=join needs sim=orthodox");
    /* A split agent needs a loader. */
    rbg_agent_options none = {0};
    refused("mcts-s-nodal", &none, "searches semimoves (split=Mod) but this command cannot build a split reasoner");
    refused("flat:sim=semisplit,split=ModPlus", &none, "split=ModPlus");
    /* solver=none and explicit defaults are fine; a preset's keys may be given again. */
    const char *fine[] = {"mcts:solver=none", "mcts:C=0.7,eps=0,decay=1,reuse=false,maxnodes=1000",
                          "mcts-s-nodal:split=ModPlus", "mcts-o-mast:mast=split", "mcts-o-rave:C=0.3",
                          "flat", "flat:sim=semisplit,split=ModShift", "random", "mcts:reuse=0",
                          "mcts:solver=solver", "mcts-s-nodal:solver=scorebounded", "gpn",
                          "gpn-max-sb:cpn=2", "nmcs", "nmcs-dpod", "mctsmr-2", "mcts-sb"};
    for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++)
        rbg_agent_free(test_agent(&g, fine[i], 1, o));
}
END_TEST

START_TEST(test_presets_and_defaults)
{
    rbg_agent *a = test_agent(&g, "mcts-o-rave", 1, &g.options);
    mcts *m = mcts_of_agent(a);
    ck_assert_ptr_nonnull(m);
    ck_assert(m->cfg.rave == MCTS_H_JOIN && m->cfg.mast == MCTS_H_NONE);
    ck_assert(m->cfg.C == 0.2); /* C defaults to 0.2 with RAVE */
    ck_assert_str_eq(a->name, "mcts-o-rave");
    rbg_agent_free(a);
    a = test_agent(&g, "mcts-o-rave:C=0.3", 1, &g.options);
    ck_assert(mcts_of_agent(a)->cfg.C == 0.3);
    rbg_agent_free(a);
    a = test_agent(&g, "mcts", 1, &g.options);
    m = mcts_of_agent(a);
    ck_assert(m->cfg.tree == MCTS_TREE_ORTHODOX && !m->cfg.semisplit_sim && m->cfg.C == 0.4);
    ck_assert(m->cfg.epsilon == 0.4 && m->cfg.decay == 0.2 && m->cfg.mix_threshold == 7);
    ck_assert(m->cfg.rave_k == 250 && m->cfg.reuse && m->cfg.split == NULL);
    ck_assert_uint_eq(m->cfg.max_nodes, MCTS_DEFAULT_MAX_NODES);
    ck_assert_ptr_eq(m->r, g.r); /* an orthodox agent searches the runner's reasoner */
    rbg_agent_free(a);
    rbg_agent_options o = g.options;
    o.max_nodes = 777;
    a = test_agent(&g, "mcts-r-nodal-mast", 1, &o);
    m = mcts_of_agent(a);
    ck_assert(m->cfg.tree == MCTS_TREE_ROLLUP && m->cfg.nodal_expansion && m->cfg.semisplit_sim);
    ck_assert(m->cfg.mast == MCTS_H_SPLIT && strcmp(m->cfg.split, "Mod") == 0);
    ck_assert_uint_eq(m->cfg.max_nodes, 777);
    ck_assert_ptr_ne(m->r, g.r); /* a split reasoner of its own */
    rbg_agent_free(a);
    a = test_agent(&g, "mcts-r-nodal-mast:maxnodes=99", 1, &o);
    ck_assert_uint_eq(mcts_of_agent(a)->cfg.max_nodes, 99);
    rbg_agent_free(a);
    ck_assert_ptr_null(mcts_of_agent(a = test_agent(&g, "flat", 1, &o)));
    rbg_agent_free(a);
}
END_TEST

START_TEST(test_describe)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    rbg_agents_describe(out);
    fclose(out);
    const char *expected[] = {"\nrandom ", "\nhuman ", "\nflat ", "\nmcts ", "sim=orthodox|semisplit",
                              "tree=orthodox|semisplit|rollup", "expand=raw|nodal", "mast=none|split|join|context|mix",
                              "rave=none|split|join|context|mix", "C=0..100", "eps=0..1", "decay=0..1",
                              "mixk=", "ravek=", "reuse=true|false", "maxnodes=", "solver=none",
                              "(default 0.4)", "(default 250)", "\nmcts-s-nodal ", "𝕊^{tree:S-nodal}_{sim:S}@Mod",
                              "\nmcts-o-rave-mast ", "𝕆^{RAVE}_{MAST}"};
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        ck_assert_msg(strstr(text, expected[i]) != NULL || (i == 0 && strncmp(text, "random ", 7) == 0),
                      "rbg agents lacks '%s'", expected[i]);
    free(text);
}
END_TEST

/* Table 3 of the split-moves paper, written out independently of the code:
 * rows O/O, O/S, S/O, S/S, R/O, R/S; columns split, join, context, mix.  'y' available, '*'
 * available but not in the expansion, '=' available but equivalent to a cheaper variant, 'n'
 * not available. */
static char mast_mark(int row, int col)
{
    static const char rows[6][5] = {"yy=y", "ynyy", "y*yy", "ynyy", "y*yy", "ynyy"};
    return rows[row][col];
}

static char rave_mark(int row, int col)
{
    static const char rows[6][5] = {"nyyn", "nyyn", "ynyy", "ynyy", "nnyn", "nnyn"};
    /* context with an orthodox tree is equivalent to join */
    if (row < 2 && col == 2)
        return '=';
    return rows[row][col];
}

START_TEST(test_availability_matrix)
{
    static const char *const TREES[] = {"orthodox", "orthodox", "semisplit", "semisplit", "rollup", "rollup"};
    static const char *const SIMS[] = {"orthodox", "semisplit", "orthodox", "semisplit", "orthodox", "semisplit"};
    static const char *const H[] = {"none", "split", "join", "context", "mix"};
    static const mcts_tree_kind KIND[] = {MCTS_TREE_ORTHODOX, MCTS_TREE_ORTHODOX, MCTS_TREE_SEMISPLIT,
                                          MCTS_TREE_SEMISPLIT, MCTS_TREE_ROLLUP, MCTS_TREE_ROLLUP};
    /* The function itself, cell by cell. */
    for (int row = 0; row < 6; row++)
        for (int col = 0; col < 4; col++) {
            const char *why;
            bool semi = row % 2 == 1;
            mcts_availability m = mcts_heuristic_availability(KIND[row], semi, false, (mcts_heuristic)(col + 1), &why);
            mcts_availability r = mcts_heuristic_availability(KIND[row], semi, true, (mcts_heuristic)(col + 1), &why);
            char mm = m == MCTS_AVAILABLE ? 'y' : m == MCTS_AVAILABLE_NOT_IN_EXPANSION ? '*'
                      : m == MCTS_AVAILABLE_EQUIVALENT ? '=' : 'n';
            char rr = r == MCTS_AVAILABLE ? 'y' : r == MCTS_AVAILABLE_EQUIVALENT ? '=' : 'n';
            ck_assert_msg(mm == mast_mark(row, col), "MAST row %d column %d: %c", row, col, mm);
            ck_assert_msg(rr == rave_mark(row, col), "RAVE row %d column %d: %c", row, col, rr);
        }
    /* Every combination through agent strings: constructs and plays a move, or is refused. */
    void *state = malloc(g.r->state_size);
    g.r->initial(g.ctx, state);
    rbg_moves moves;
    rbg_moves_init(&moves);
    g.r->legal_moves(g.ctx, state, &moves);
    rbg_agent_options o = g.options;
    o.states_per_move = 300;
    int built = 0;
    for (int row = 0; row < 6; row++)
        for (int expand = 0; expand < (row < 2 ? 1 : 2); expand++)
            for (int mast = 0; mast < 5; mast++)
                for (int rave = 0; rave < 5; rave++) {
                    char spec[256];
                    snprintf(spec, sizeof spec, "mcts:tree=%s,sim=%s,mast=%s,rave=%s%s", TREES[row], SIMS[row],
                             H[mast], H[rave], row < 2 ? "" : expand ? ",expand=nodal" : ",expand=raw");
                    bool mast_ok = mast == 0 || mast_mark(row, mast - 1) != 'n';
                    bool rave_ok = rave == 0 || rave_mark(row, rave - 1) != 'n';
                    char error[512] = "";
                    rbg_agent *a = rbg_agent_new(spec, g.r, 7, &o, error, sizeof error);
                    if (!mast_ok || !rave_ok) {
                        ck_assert_msg(a == NULL, "%s was accepted", spec);
                        char expected[64];
                        snprintf(expected, sizeof expected, "%s=%s needs", mast_ok ? "rave" : "mast",
                                 mast_ok ? H[rave] : H[mast]);
                        ck_assert_msg(strstr(error, expected) != NULL, "%s: '%s' lacks '%s'", spec, error, expected);
                        continue;
                    }
                    ck_assert_msg(a != NULL, "%s: %s", spec, error);
                    mcts *m = mcts_of_agent(a);
                    ck_assert(m->cfg.mast_in_expansion == (mast == 0 || mast_mark(row, mast - 1) != '*'));
                    int64_t choice = a->choose(a, g.ctx, state, &moves);
                    ck_assert_msg(choice >= 0 && choice < moves.n_moves, "%s chose %lld", spec, (long long)choice);
                    ck_assert_uint_ge(a->last.states, 300);
                    rbg_agent_free(a);
                    built++;
                }
    /* MAST choices (none included) x RAVE choices: O/O 5 x 3, O/S 4 x 3, S/O 5 x 4, S/S 4 x 4,
     * R/O 5 x 2, R/S 4 x 2, the semisplit and rollup rows with both expansions. */
    ck_assert_int_eq(built, 15 + 12 + 2 * (20 + 16) + 2 * (10 + 8));
    rbg_moves_free(&moves);
    free(state);
}
END_TEST

START_TEST(test_mast_tables)
{
    mcts_mast m;
    mcts_mast_init(&m, MCTS_H_SPLIT, false, 0.4, 0.2, 7);
    rbg_action a = {3, 2}, b = {4, 5}, c = {9, 9};
    /* Pair a has mean 0.2, pair b 0.6: the move a b scores 0.4; with an unseen pair 1.0. */
    mcts_step steps[2] = {{.a = a, .player = 1}, {.a = b, .player = 1}};
    double r1[3] = {0, 0.2, 0.8}, r2[3] = {0, 0.6, 0.4};
    mcts_mast_update(&m, &steps[0], 1, r1);
    mcts_mast_update(&m, &steps[1], 1, r2);
    rbg_action ab[2] = {a, b}, ac[2] = {a, c};
    ck_assert(fabs(mcts_mast_score(&m, 1, 0, ab, 2) - 0.4) < 1e-12);
    ck_assert(mcts_mast_score(&m, 1, 0, ac, 2) == 1.0);
    ck_assert(mcts_mast_score(&m, 2, 0, ab, 2) == 1.0); /* per player */
    /* Decay multiplies every sum and weight by exactly 0.2; means stay. */
    double sum, weight;
    mcts_mast_decay(&m);
    ck_assert(mcts_mast_lookup(&m, MCTS_KEY_SPLIT, 1, mcts_action_key(a), &sum, &weight));
    ck_assert(weight == 0.2 && fabs(sum - 0.2 * 0.2) < 1e-15);
    mcts_mast_free(&m);

    /* Context: the move a . b ->p updates (0,a), (a,.), (a,b), (ab,p); the dot leaves the
     * context of b unchanged. */
    mcts_mast_init(&m, MCTS_H_CONTEXT, false, 0.4, 0.2, 7);
    rbg_action dot = {4, -17}, p = {4, 1};
    rbg_action move[4] = {a, dot, b, p};
    mcts_step s[4];
    uint64_t ctx = 0;
    for (int i = 0; i < 4; i++) {
        s[i] = (mcts_step){.a = move[i], .ctx = ctx, .player = 2, .ends_move = i == 3};
        ctx = mcts_next_context(ctx, move[i], i == 3);
    }
    double r[3] = {0, 0, 1};
    mcts_mast_update(&m, s, 4, r);
    uint64_t ca = mcts_entry_key(0, a);
    ck_assert(mcts_mast_lookup(&m, MCTS_KEY_CONTEXT, 2, ca, &sum, &weight) && weight == 1);
    ck_assert(mcts_mast_lookup(&m, MCTS_KEY_CONTEXT, 2, mcts_entry_key(ca, dot), &sum, &weight) && weight == 1);
    ck_assert(mcts_mast_lookup(&m, MCTS_KEY_CONTEXT, 2, mcts_entry_key(ca, b), &sum, &weight) && weight == 1);
    ck_assert(mcts_mast_lookup(&m, MCTS_KEY_CONTEXT, 2, mcts_entry_key(mcts_entry_key(ca, b), p), &sum, &weight));
    ck_assert(mcts_mast_score(&m, 2, 0, move, 4) == 1.0 && sum == 1.0);
    ck_assert_uint_eq(m.count, 4);
    mcts_mast_free(&m);

    /* Join: only whole moves; a join key equals the context key of the move's last pair. */
    mcts_mast_init(&m, MCTS_H_JOIN, false, 0.4, 0.2, 7);
    mcts_mast_update(&m, s, 4, r);
    ck_assert_uint_eq(m.count, 1);
    ck_assert(mcts_mast_score(&m, 2, 0, move, 4) == 1.0);
    double r0[3] = {0, 0, 0};
    mcts_mast_update(&m, s, 4, r0);
    ck_assert(mcts_mast_score(&m, 2, 0, move, 4) == 0.5);
    /* Scoring in two steps (every key first, then the scores) gives the same figures. */
    ck_assert(mcts_mast_score_keyed(&m, mcts_mast_key(&m, 2, 0, move, 4), 2, move, 4) == 0.5);
    ck_assert(mcts_mast_score_keyed(&m, mcts_mast_key(&m, 1, 0, move, 4), 1, move, 4) == 1.0);
    mcts_mast_free(&m);

    /* Epsilon-greedy: with scores {0.9, 0.5, 0.5} the first is chosen with probability
     * 0.6 + 0.4 / 3 (the walker's choice at one level). */
    mcts_mast_init(&m, MCTS_H_SPLIT, false, 0.4, 0.2, 7);
    rbg_rng rng;
    rbg_rng_seed(&rng, 3);
    int first = 0, draws = 30000;
    for (int i = 0; i < draws; i++) {
        bool greedy = mcts_mast_greedy(&m, &rng);
        uint32_t pick = greedy ? 0 : rbg_rng_below(&rng, 3);
        first += pick == 0;
    }
    ck_assert_msg(fabs((double)first / draws - (0.6 + 0.4 / 3)) < 0.015, "%d", first);
    mcts_mast_free(&m);
}
END_TEST

/* The keys of a whole list of moves, folded once per shared first pairs, are those of
 * mcts_mast_key move by move: moves that share a prefix, a move that is a prefix of the next,
 * dots (which extend no context), a one-pair move, and the same pairs again after others. */
START_TEST(test_mast_move_keys)
{
    rbg_action a = {3, 2}, b = {4, 5}, c = {9, 9}, dot = {4, -17}, p = {4, 1};
    const rbg_action list[][4] = {{a, b, c, p}, {a, b, c, b}, {a, b, p}, {a, dot, b, p},
                                  {a, dot, c, p}, {a}, {a, b}, {a, b, c, p}, {dot, a, b, p}};
    const uint32_t lengths[] = {4, 4, 3, 4, 4, 1, 2, 4, 4};
    const uint32_t n = sizeof lengths / sizeof lengths[0];
    rbg_moves moves;
    rbg_moves_init(&moves);
    for (uint32_t i = 0; i < n; i++)
        rbg_moves_add(&moves, list[i], lengths[i]);
    const mcts_heuristic variants[] = {MCTS_H_JOIN, MCTS_H_CONTEXT, MCTS_H_MIX, MCTS_H_SPLIT};
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        mcts_mast m;
        mcts_mast_init(&m, variants[v], false, 0.4, 0.2, 7);
        uint64_t keys[9], *folds = NULL;
        uint32_t folds_cap = 0;
        for (int player = 1; player <= 2; player++) {
            mcts_mast_move_keys(&m, player, &moves, keys, &folds, &folds_cap);
            for (uint32_t i = 0; i < n; i++)
                ck_assert_msg(keys[i] == mcts_mast_key(&m, player, 0, list[i], lengths[i]),
                              "variant %zu, move %u", v, i);
        }
        ck_assert(variants[v] == MCTS_H_SPLIT || keys[0] != keys[1]);
        ck_assert(keys[0] == keys[7]);
        free(folds);
        mcts_mast_free(&m);
    }
    rbg_moves_free(&moves);
}
END_TEST

/* A table grown many times scores each stored move by its mean and every other move 1.0: the
 * bits that say "never stored" are rebuilt with the table. */
START_TEST(test_mast_many_keys)
{
    mcts_mast m;
    mcts_mast_init(&m, MCTS_H_JOIN, false, 0.4, 0.2, 7);
    enum { STORED = 20000 };
    for (int i = 0; i < STORED; i++) {
        rbg_action move[1] = {{i, 1}};
        mcts_step step = {.a = move[0], .player = 1, .ends_move = 1};
        double r[3] = {0, (double)(i % 4) / 4, 0};
        mcts_mast_update(&m, &step, 1, r);
    }
    ck_assert_uint_eq(m.count, STORED);
    for (int i = 0; i < 2 * STORED; i++) {
        rbg_action move[1] = {{i, 1}};
        double expected = i < STORED ? (double)(i % 4) / 4 : 1.0;
        ck_assert_msg(mcts_mast_score(&m, 1, 0, move, 1) == expected, "move %d", i);
        ck_assert(mcts_mast_score(&m, 2, 0, move, 1) == 1.0);
    }
    mcts_mast_free(&m);
}
END_TEST

/* One move's statistics of each player and kind must not share a table slot: their keys differ
 * in the low bits, which pick the slot. */
START_TEST(test_table_keys_apart)
{
    uint64_t keys[6];
    int k = 0;
    for (int player = 1; player <= 3; player++)
        for (int kind = MCTS_KEY_SPLIT; kind <= MCTS_KEY_CONTEXT; kind++)
            keys[k++] = mcts_table_key(kind, player, mcts_entry_key(0, (rbg_action){3, 2}));
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < i; j++)
            ck_assert_msg((keys[i] & 0xffff) != (keys[j] & 0xffff), "keys %d and %d share a slot", i, j);
}
END_TEST

START_TEST(test_rave_beta)
{
    mcts_rave r;
    mcts_rave_init(&r, MCTS_H_JOIN, 250, 7);
    ck_assert(mcts_rave_beta(&r, 0) == 1.0);
    ck_assert(fabs(mcts_rave_beta(&r, 250) - 0.5) < 1e-15);
    mcts_rave_free(&r);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("agents_params");
    TCase *tc = tcase_create("params");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, test_parse_errors);
    tcase_add_test(tc, test_presets_and_defaults);
    tcase_add_test(tc, test_describe);
    tcase_add_test(tc, test_availability_matrix);
    tcase_add_test(tc, test_mast_tables);
    tcase_add_test(tc, test_mast_move_keys);
    tcase_add_test(tc, test_mast_many_keys);
    tcase_add_test(tc, test_table_keys_apart);
    tcase_add_test(tc, test_rave_beta);
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
