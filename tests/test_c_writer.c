/* The C emitter's writer helpers (rbgc/c_writer.h): the folding of constant conditions, which
 * copies the text between the places a fold may start in one piece, and the mention test. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"

/* What rbgc_c_put_folded writes for `text`; the caller frees it. */
static char *folded(const char *text)
{
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    ck_assert_ptr_nonnull(f);
    rbgc_c_put_folded(f, text);
    fclose(f);
    return out;
}

static void assert_folds(const char *text, const char *expected)
{
    char *got = folded(text);
    ck_assert_str_eq(got, expected);
    free(got);
}

START_TEST(constant_operands_go)
{
    assert_folds("if (a && 1 && b)\n", "if (a && b)\n");
    assert_folds("if (a && 1 && 1 && b)\n", "if (a && b)\n");
    assert_folds("x = (1 && y);\n", "x = (y);\n");
    assert_folds("m = (0 | bits);\n", "m = (bits);\n");
}
END_TEST

START_TEST(constant_ifs_go)
{
    assert_folds("    if (1) {\n        s();\n    }\n", "    {\n        s();\n    }\n");
    /* an if (1) before one statement one level deeper leaves the statement in its place */
    assert_folds("  if (1)\n      s();\n", "  s();\n");
    /* not one level deeper: left alone */
    assert_folds("  if (1)\n    s();\n", "  if (1)\n    s();\n");
}
END_TEST

/* Runs of spaces are copied whole, but for a last one that starts " && 1 && ". */
START_TEST(spaces_before_a_fold)
{
    assert_folds("x   && 1 && y", "x   && y");
    assert_folds("x   && 2 && y", "x   && 2 && y");
    assert_folds("        ", "        ");
    assert_folds(" && 1 && ", " && ");
}
END_TEST

START_TEST(text_without_folds_is_copied)
{
    const char *text = "static int f(int i)\n{\n    if (i && 10 && (i | 1))\n        return (i + 1) & 0x1;\n}\n";
    assert_folds(text, text);
    assert_folds("", "");
    assert_folds("i", "i");
    assert_folds("(", "(");
}
END_TEST

START_TEST(mentions_whole_identifiers)
{
    ck_assert(rbgc_c_mentions("x = b_ + 1;", "b_"));
    ck_assert(!rbgc_c_mentions("x = bb_ + 1;", "b_"));
    ck_assert(!rbgc_c_mentions("x = b_1;", "b_"));
    ck_assert(!rbgc_c_mentions("/* b_ */ x = 1;", "b_"));
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("c_writer");
    TCase *tc = tcase_create("folding");
    tcase_add_test(tc, constant_operands_go);
    tcase_add_test(tc, constant_ifs_go);
    tcase_add_test(tc, spaces_before_a_fold);
    tcase_add_test(tc, text_without_folds_is_copied);
    tcase_add_test(tc, mentions_whole_identifiers);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
