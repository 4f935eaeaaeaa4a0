/* The human agent runs out of memory as the rest of the project does: one line on stderr and
 * exit status 1, not an abort.  The test links with -Wl,--wrap=calloc and fails the allocations
 * of rbg_agent_human_new on purpose. */
#include <check.h>
#include <stdbool.h>
#include <stdlib.h>

#include "agent.h"

void *__real_calloc(size_t n, size_t size);
void *__wrap_calloc(size_t n, size_t size);

/* Whether calloc fails: state of the wrapper, which has no other way to get it. */
static bool failing;

void *__wrap_calloc(size_t n, size_t size)
{
    return failing ? NULL : __real_calloc(n, size);
}

START_TEST(test_human_out_of_memory_exits_with_status_1)
{
    failing = true;
    rbg_agent_human_new();
    failing = false;
}
END_TEST

START_TEST(test_human_is_made_with_memory_to_spare)
{
    rbg_agent *agent = rbg_agent_human_new();
    ck_assert_ptr_nonnull(agent);
    ck_assert_str_eq(agent->name, "human");
    agent->destroy(agent);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("human_alloc");
    TCase *tc = tcase_create("out of memory");
    tcase_add_exit_test(tc, test_human_out_of_memory_exits_with_status_1, EXIT_FAILURE);
    tcase_add_test(tc, test_human_is_made_with_memory_to_spare);
    suite_add_tcase(s, tc);
    SRunner *runner = srunner_create(s);
    srunner_set_fork_status(runner, CK_FORK); /* the exit test needs its own process */
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
