/* The statistics of rbg match and rbg merge (rbg/match_stats): the win rate with draws as half
 * and the 95% interval of docs/commands.md, against values worked out by hand. */
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "match_stats.h"

static rbg_match_stats make(uint64_t wins, uint64_t draws, uint64_t losses)
{
    rbg_match_stats s = {0};
    for (uint64_t i = 0; i < wins; i++)
        rbg_match_stats_add(&s, RBG_RESULT_WIN);
    for (uint64_t i = 0; i < draws; i++)
        rbg_match_stats_add(&s, RBG_RESULT_DRAW);
    for (uint64_t i = 0; i < losses; i++)
        rbg_match_stats_add(&s, RBG_RESULT_LOSS);
    return s;
}

START_TEST(counts)
{
    rbg_match_stats s = make(3, 2, 5);
    ck_assert_uint_eq(s.wins, 3);
    ck_assert_uint_eq(s.draws, 2);
    ck_assert_uint_eq(s.losses, 5);
    ck_assert_uint_eq(rbg_match_stats_games(&s), 10);
}
END_TEST

START_TEST(no_games)
{
    rbg_match_stats s = make(0, 0, 0);
    double lo = -1, hi = -1;
    ck_assert_double_eq(rbg_match_stats_win_rate(&s), 0);
    ck_assert(!rbg_match_stats_ci95(&s, &lo, &hi));
    ck_assert_double_eq(lo, -1); /* untouched */
}
END_TEST

/* "No interval is reported when one side won every game." */
START_TEST(one_side_won_everything)
{
    double lo, hi;
    rbg_match_stats wins = make(7, 0, 0);
    ck_assert_double_eq(rbg_match_stats_win_rate(&wins), 1);
    ck_assert(!rbg_match_stats_ci95(&wins, &lo, &hi));
    rbg_match_stats losses = make(0, 0, 4);
    ck_assert_double_eq(rbg_match_stats_win_rate(&losses), 0);
    ck_assert(!rbg_match_stats_ci95(&losses, &lo, &hi));
    rbg_match_stats one = make(1, 0, 0);
    ck_assert(!rbg_match_stats_ci95(&one, &lo, &hi));
}
END_TEST

/* Every game drawn: mean 1/2, mean of squares 1/4, no spread. */
START_TEST(all_draws)
{
    rbg_match_stats s = make(0, 6, 0);
    double lo, hi;
    ck_assert_double_eq(rbg_match_stats_win_rate(&s), 0.5);
    ck_assert(rbg_match_stats_ci95(&s, &lo, &hi));
    ck_assert_double_eq_tol(lo, 0.5, 1e-12);
    ck_assert_double_eq_tol(hi, 0.5, 1e-12);
}
END_TEST

/* 3 wins, 2 draws, 5 losses: mean (3 + 1)/10 = 0.4; mean of squares (3 + 2/4)/10 = 0.35;
 * sigma^2 = 0.35 - 0.16 = 0.19; half width 1.96 sqrt(0.19) / sqrt(10) = 0.2701672. */
START_TEST(mixed)
{
    rbg_match_stats s = make(3, 2, 5);
    double lo, hi;
    ck_assert_double_eq_tol(rbg_match_stats_win_rate(&s), 0.4, 1e-12);
    ck_assert(rbg_match_stats_ci95(&s, &lo, &hi));
    ck_assert_double_eq_tol(lo, 0.4 - 0.2701672, 1e-6);
    ck_assert_double_eq_tol(hi, 0.4 + 0.2701672, 1e-6);
}
END_TEST

/* Without draws the interval is the binomial one, 1.96 sqrt(p(1-p)/N): 230 wins of 500,
 * p = 0.46, half width 1.96 sqrt(0.2484 / 500) = 0.0436863 (a worked example gives 0.459,
 * gives 4.37 points). */
START_TEST(binomial)
{
    rbg_match_stats s = make(230, 0, 270);
    double lo, hi;
    ck_assert(rbg_match_stats_ci95(&s, &lo, &hi));
    ck_assert_double_eq_tol(hi - lo, 2 * 0.0436863, 1e-6);
    ck_assert_double_eq_tol((lo + hi) / 2, 0.46, 1e-12);
    ck_assert_double_eq_tol((hi - lo) / 2, 1.96 * sqrt(0.46 * 0.54 / 500), 1e-12);
}
END_TEST

/* The interval is the formula's, not clamped: 1 win and 1 loss give 0.5 -+ 1.96 * 0.5 / sqrt 2;
 * 1 win and 1 draw give 0.75 -+ 1.96 * 0.25 / sqrt 2 = 0.75 -+ 0.3464823. */
START_TEST(small_matches)
{
    double lo, hi;
    rbg_match_stats even = make(1, 0, 1);
    ck_assert(rbg_match_stats_ci95(&even, &lo, &hi));
    ck_assert_double_eq_tol(lo, 0.5 - 0.6929646, 1e-6);
    ck_assert_double_eq_tol(hi, 0.5 + 0.6929646, 1e-6);
    rbg_match_stats ahead = make(1, 1, 0);
    ck_assert(rbg_match_stats_ci95(&ahead, &lo, &hi));
    ck_assert_double_eq_tol(lo, 0.75 - 0.3464823, 1e-6);
    ck_assert_double_eq_tol(hi, 0.75 + 0.3464823, 1e-6);
}
END_TEST

/* Swapping the roles of A and B turns the rate r into 1 - r (a property of the interval). */
START_TEST(symmetry)
{
    rbg_match_stats a = make(11, 4, 6), b = make(6, 4, 11);
    ck_assert_double_eq_tol(rbg_match_stats_win_rate(&a) + rbg_match_stats_win_rate(&b), 1, 1e-12);
    double alo, ahi, blo, bhi;
    ck_assert(rbg_match_stats_ci95(&a, &alo, &ahi) && rbg_match_stats_ci95(&b, &blo, &bhi));
    ck_assert_double_eq_tol(alo + bhi, 1, 1e-12);
    ck_assert_double_eq_tol(ahi + blo, 1, 1e-12);
}
END_TEST

START_TEST(result_names)
{
    rbg_match_result r;
    ck_assert(rbg_match_result_parse("win", &r) && r == RBG_RESULT_WIN);
    ck_assert(rbg_match_result_parse("draw", &r) && r == RBG_RESULT_DRAW);
    ck_assert(rbg_match_result_parse("loss", &r) && r == RBG_RESULT_LOSS);
    ck_assert(!rbg_match_result_parse("Win", &r));
    ck_assert(!rbg_match_result_parse("", &r));
    ck_assert_str_eq(rbg_match_result_name(RBG_RESULT_DRAW), "draw");
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("match_stats");
    TCase *tc = tcase_create("stats");
    tcase_add_test(tc, counts);
    tcase_add_test(tc, no_games);
    tcase_add_test(tc, one_side_won_everything);
    tcase_add_test(tc, all_draws);
    tcase_add_test(tc, mixed);
    tcase_add_test(tc, binomial);
    tcase_add_test(tc, small_matches);
    tcase_add_test(tc, symmetry);
    tcase_add_test(tc, result_names);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
