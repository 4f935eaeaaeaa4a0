/* rbg_bit_select (runtime/bit_select.h), which draws the i-th cell of a placement turn: every
 * set bit of every word asked for is the one found by clearing the lowest bit i times, on both
 * sides of the eighth bit where it starts skipping halves, quarters and bytes. */
#include <check.h>
#include <stdlib.h>

#include "bit_select.h"
#include "rng.h"

/* The i-th set bit, found one bit at a time. */
static int plain_select(uint64_t b, uint32_t i)
{
    while (i-- > 0)
        b &= b - 1;
    return __builtin_ctzll(b);
}

static void check_every_bit(uint64_t b)
{
    uint32_t n = (uint32_t)__builtin_popcountll(b);
    for (uint32_t i = 0; i < n; i++)
        ck_assert_msg(rbg_bit_select(b, i) == plain_select(b, i), "word %#llx, bit %u: %d, not %d",
                      (unsigned long long)b, i, rbg_bit_select(b, i), plain_select(b, i));
}

START_TEST(full_and_single_words)
{
    check_every_bit(~0ull);
    for (int p = 0; p < 64; p++) {
        check_every_bit(1ull << p);
        ck_assert_int_eq(rbg_bit_select(~0ull, (uint32_t)p), p);
    }
    ck_assert_int_eq(rbg_bit_select(0x8000000000000000ull | 0xffull, 8), 63);
}
END_TEST

/* Words of every density: sparse ones (a column's free cell), dense ones (empty squares). */
START_TEST(random_words)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, 7);
    for (int k = 0; k < 20000; k++) {
        uint64_t b = rbg_rng_next(&rng);
        switch (k % 4) {
        case 0: b &= rbg_rng_next(&rng) & rbg_rng_next(&rng); break; /* a quarter of the bits */
        case 1: b |= rbg_rng_next(&rng); break;                      /* three quarters */
        case 2: b &= 0xffffffff00000000ull; break;                   /* only the high half */
        default: break;
        }
        if (b != 0)
            check_every_bit(b);
    }
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("bit_select");
    TCase *tc = tcase_create("bit_select");
    tcase_add_test(tc, full_and_single_words);
    tcase_add_test(tc, random_words);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
