/* The random generator (runtime/rng.h) pinned to its output: every seeded command (bench,
 * playouts, agents, match files) replays only while these values hold, so a change to the
 * generator must show up here before it silently changes recorded experiments.  The expected
 * values come from an independent implementation of splitmix64 and xoshiro256** (the seeding's
 * first words for seed 0 are splitmix64's published reference values). */
#include <check.h>
#include <stdlib.h>

#include "rng.h"

/* splitmix64 spreads the seed over the state. */
START_TEST(seeding_is_splitmix64)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 0);
    ck_assert_uint_eq(rng.s[0], 0xe220a8397b1dcdafull);
    ck_assert_uint_eq(rng.s[1], 0x6e789e6aa1b965f4ull);
    ck_assert_uint_eq(rng.s[2], 0x06c45d188009454full);
    ck_assert_uint_eq(rng.s[3], 0xf88bb8a8724c81ecull);
}
END_TEST

/* The first four 64-bit words of xoshiro256** for a few seeds, the extremes included. */
START_TEST(first_words_per_seed)
{
    static const struct {
        uint64_t seed;
        uint64_t words[4];
    } cases[] = {
        {0, {0x99ec5f36cb75f2b4ull, 0xbf6e1f784956452aull, 0x1a5f849d4933e6e0ull,
             0x6aa594f1262d2d2cull}},
        {1, {0xb3f2af6d0fc710c5ull, 0x853b559647364ceaull, 0x92f89756082a4514ull,
             0x642e1c7bc266a3a7ull}},
        {42, {0x15780b2e0c2ec716ull, 0x6104d9866d113a7eull, 0xae17533239e499a1ull,
              0xecb8ad4703b360a1ull}},
        {UINT64_MAX, {0x8f5520d52a7ead08ull, 0xc476a018caa1802dull, 0x81de31c0d260469eull,
                      0xbf658d7e065f3c2full}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        rbg_rng rng;
        rbg_rng_seed(&rng, cases[c].seed);
        for (int i = 0; i < 4; i++)
            ck_assert_msg(rbg_rng_next(&rng) == cases[c].words[i], "seed %llu, word %d",
                          (unsigned long long)cases[c].seed, i);
    }
}
END_TEST

/* Bounded draws: a die, then a bound large enough that the high 32 bits are used. */
START_TEST(bounded_draws)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 7);
    static const uint32_t die[8] = {4, 1, 5, 5, 5, 5, 0, 0};
    for (int i = 0; i < 8; i++)
        ck_assert_uint_eq(rbg_rng_below(&rng, 6), die[i]);
    static const uint32_t large[3] = {403706525, 151816107, 541367598};
    for (int i = 0; i < 3; i++)
        ck_assert_uint_eq(rbg_rng_below(&rng, 1000000000), large[i]);
}
END_TEST

/* A bound of 3 * 2^30 rejects a quarter of the draws: eight values take thirteen words, so the
 * fourteenth word comes next. */
START_TEST(rejected_draws)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 5);
    static const uint32_t expected[8] = {1939442947, 1664452020, 1623142675, 1167814148,
                                         1227103266, 3216476154, 807205365,  1140036042};
    for (int i = 0; i < 8; i++)
        ck_assert_uint_eq(rbg_rng_below(&rng, 0xC0000000u), expected[i]);
    ck_assert_uint_eq(rbg_rng_next(&rng), 0xbd848b62762d3c00ull);
}
END_TEST

/* Doubles in [0, 1) from the top 53 bits, exactly. */
START_TEST(unit_draws)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 3);
    ck_assert(rbg_rng_unit(&rng) == 0x1.619b57b5cacd1p-1);
    ck_assert(rbg_rng_unit(&rng) == 0x1.47fa3bd4bc30cp-1);
    ck_assert(rbg_rng_unit(&rng) == 0x1.bf0057d9914fcp-3);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("rng");
    TCase *tc = tcase_create("pinned");
    tcase_add_test(tc, seeding_is_splitmix64);
    tcase_add_test(tc, first_words_per_seed);
    tcase_add_test(tc, bounded_draws);
    tcase_add_test(tc, rejected_draws);
    tcase_add_test(tc, unit_draws);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
