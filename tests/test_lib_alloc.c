/* The library returns running out of memory to the caller where its API has an error path:
 * rbg_handle_load fails with the message "rbg: out of memory" (and frees what it had made)
 * instead of aborting.  The test fails one allocation on purpose: it links with
 * -Wl,--wrap=strdup, and the wrapper fails the copy of one given text. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rbg_handle.h"

#define GAME RBG_SOURCE_DIR "/games-rbg/ticTacToe.rbg"

char *__real_strdup(const char *text);
char *__wrap_strdup(const char *text);

/* The text whose copy fails, or NULL: state of the wrapper, which has no other way to get it. */
static const char *failing_copy;

char *__wrap_strdup(const char *text)
{
    if (failing_copy != NULL && strcmp(text, failing_copy) == 0)
        return NULL;
    return __real_strdup(text);
}

START_TEST(test_handle_load_returns_out_of_memory)
{
    char *error = NULL;
    failing_copy = GAME;
    rbg_handle *h = rbg_handle_load(GAME, "interp", NULL, &error);
    failing_copy = NULL;
    ck_assert_ptr_null(h);
    ck_assert_ptr_nonnull(error);
    ck_assert_str_eq(error, "rbg: out of memory");
    free(error);
    /* The same load with memory to spare works. */
    h = rbg_handle_load(GAME, "interp", NULL, &error);
    ck_assert_ptr_nonnull(h);
    ck_assert_int_eq(rbg_handle_players(h), 2);
    rbg_handle_free(h);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lib_alloc");
    TCase *tc = tcase_create("out of memory");
    tcase_add_test(tc, test_handle_load_returns_out_of_memory);
    suite_add_tcase(s, tc);
    SRunner *runner = srunner_create(s);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
