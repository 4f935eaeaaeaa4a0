/* A second opinion on Connect Four (docs/solving.md): an independent bitboard solver
 * (connect_four_solver.c, written from the rules) finds the 5x4 and 6x5 boards drawn, as df-pn
 * does, and agrees with df-pn on the values of hundreds of positions of connectFour5x4 and
 * connectFour6x5 reached by random moves. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "agent_games.h"
#include "connect_four_solver.h"
#include "pn_solver.h"

static int scaled(int n)
{
    const char *quick = getenv("RBG_DFPN_QUICK");
    return quick != NULL && strcmp(quick, "1") == 0 ? n / 5 : n;
}

START_TEST(test_small_boards_are_draws)
{
    int value;
    uint64_t nodes;
    ck_assert(c4_solve(5, 4, NULL, 0, &value, &nodes));
    ck_assert_int_eq(value, 0);
    ck_assert(c4_solve(6, 5, NULL, 0, &value, &nodes));
    ck_assert_int_eq(value, 0);
    /* a first-player win when the first player has three in the bottom row with both ends open */
    int columns[] = {1, 1, 2, 2};
    ck_assert(c4_solve(5, 4, columns, 4, &value, &nodes));
    ck_assert_int_eq(value, 1);
}
END_TEST

/* The column of the disc a move dropped: the one cell that changed. */
static int dropped_column(const rbg_reasoner *r, const void *before, const void *after)
{
    for (int c = 1; c <= r->info->n_cells; c++)
        if (r->piece(r, before, c) != r->piece(r, after, c))
            return r->info->cell_x[c];
    ck_abort_msg("a move dropped no disc");
    return -1;
}

/* `positions` positions after min..max random moves (games still open): df-pn's value for the
 * player to move equals the independent solver's. */
static void agree(const char *game, int width, int height, int positions, int min_plies, int max_plies,
                  uint64_t seed)
{
    test_game g;
    test_game_open(&g, game);
    const rbg_reasoner *r = g.r;
    ck_assert_int_eq(r->info->n_cells, width * height);
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    void *s = malloc(r->state_size), *before = malloc(r->state_size);
    int checked = 0, tries = 0, by_value[3] = {0, 0, 0};
    while (checked < positions) {
        ck_assert_msg(++tries < 20 * positions, "%s: too few open positions", game);
        r->initial(g.ctx, s);
        int plies = min_plies + (int)rbg_rng_below(&rng, (uint32_t)(max_plies - min_plies + 1));
        int columns[64], n = 0;
        bool open = true;
        for (; open && n < plies; n++) {
            uint32_t count = r->legal_moves(g.ctx, s, &g.moves);
            open = count > 0;
            if (!open)
                break;
            memcpy(before, s, r->state_size);
            test_game_apply(&g, s, &g.moves, rbg_rng_below(&rng, count), NULL);
            columns[n] = dropped_column(r, before, s);
        }
        if (!open || r->legal_moves(g.ctx, s, &g.moves) == 0)
            continue;
        int expected;
        ck_assert_msg(c4_solve(width, height, columns, n, &expected, NULL), "%s, try %d: not a game in progress",
                      game, tries);
        rbg_pn_options o = rbg_pn_default_options(RBG_PN_DFPN);
        rbg_pn_value_report v;
        rbg_pn_value(r, g.ctx, s, &o, &v);
        rbg_pn_value_kind want = expected > 0 ? RBG_PN_WIN : expected < 0 ? RBG_PN_LOSS : RBG_PN_DRAW;
        ck_assert_msg(v.value == want, "%s, try %d: dfpn says %s, the bitboard solver %d", game, tries,
                      rbg_pn_value_name(v.value), expected);
        rbg_pn_value_report_free(&v);
        by_value[expected + 1]++;
        checked++;
    }
    /* the positions are not all of one kind */
    ck_assert_msg(by_value[0] + by_value[2] > 0 && by_value[1] > 0, "%s: %d losses, %d draws, %d wins", game,
                  by_value[0], by_value[1], by_value[2]);
    free(s);
    free(before);
    test_game_close(&g);
}

START_TEST(test_agrees_with_dfpn)
{
    agree("connectFour5x4", 5, 4, scaled(200), 6, 14, 1);
    agree("connectFour6x5", 6, 5, scaled(100), 16, 24, 2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("connect_four");
    TCase *tc = tcase_create("values");
    tcase_add_test(tc, test_small_boards_are_draws);
    tcase_add_test(tc, test_agrees_with_dfpn);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
