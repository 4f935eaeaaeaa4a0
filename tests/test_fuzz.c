/* Robustness: every game of games-rbg/, truncated at many points and mutated byte by byte in
 * many ways, either loads (and then still round-trips through `rbgc print`) or fails with an
 * error diagnostic in the `file:line:col: error: message` form.  Never a crash or a hang; the
 * sanitizer build checks memory errors and leaks.  RBG_FUZZ_CASES sets the mutations per file. */
#include <check.h>
#include <regex.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "game_files.h"

static game_file *files;
static int n_files;
static int n_cases = 300;
static regex_t error_line;

/* A small generator of our own so the cases are the same on every machine. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static size_t below(uint64_t *state, size_t n)
{
    return n ? (size_t)(next_random(state) % n) : 0;
}

/* Loads the text and checks the contract of the front end on it. */
static void check_text(const char *origin, const char *text, size_t len)
{
    rbgc_diags *diags = rbgc_diags_new("case.rbg", text, len);
    rbgc_game *game = rbgc_load_text(text, len, diags);
    char *messages = diags_to_text(diags);
    if (game == NULL) {
        ck_assert_msg(diags->errors > 0, "%s: failed without an error", origin);
        /* The first error is rendered as `file:line:col: error: ...` (or `file: error:`). */
        const char *first = strstr(messages, ": error: ");
        ck_assert_msg(first != NULL, "%s: no error line in:\n%s", origin, messages);
        const char *line = first;
        while (line > messages && line[-1] != '\n')
            line--;
        ck_assert_msg(regexec(&error_line, line, 0, NULL, 0) == 0, "%s: malformed error line: %.*s",
                      origin, (int)(strchr(line, '\n') - line), line);
    } else {
        ck_assert_msg(diags->errors == 0, "%s: loaded despite errors", origin);
        size_t printed_len;
        char *printed = game_to_text(game, 0, 0, &printed_len);
        rbgc_diags *diags2 = rbgc_diags_new("printed.rbg", printed, printed_len);
        rbgc_game *again = rbgc_load_text(printed, printed_len, diags2);
        char *messages2 = diags_to_text(diags2);
        ck_assert_msg(again != NULL && rbgc_game_equal(game, again),
                      "%s: the printed form is not the same game:\n%s\n%s", origin, printed, messages2);
        free(messages2);
        free(printed);
        rbgc_game_free(again);
        rbgc_diags_free(diags2);
    }
    free(messages);
    rbgc_game_free(game);
    rbgc_diags_free(diags);
}

START_TEST(test_truncations)
{
    const game_file *f = &files[_i];
    size_t step = f->len / 150 + 1;
    for (size_t cut = 0; cut < f->len; cut += step)
        check_text(f->path, f->text, cut);
    uint64_t state = 7 + (uint64_t)_i;
    for (int k = 0; k < 50; k++)
        check_text(f->path, f->text, below(&state, f->len));
}
END_TEST

static const char SYNTAX[] = "#=()[]{}~^/*.,;:$!?<>+-_\"0123456789 \n\tabzAZ";

START_TEST(test_mutations)
{
    const game_file *f = &files[_i];
    uint64_t state = 1000003ull * (uint64_t)(_i + 1);
    char *buffer = malloc(f->len * 2 + 64);
    for (int k = 0; k < n_cases; k++) {
        size_t len = f->len;
        memcpy(buffer, f->text, len);
        int edits = 1 + (int)below(&state, 3);
        for (int e = 0; e < edits && len > 0; e++) {
            size_t at = below(&state, len);
            switch (below(&state, 6)) {
            case 0: /* any byte */
                buffer[at] = (char)below(&state, 256);
                break;
            case 1: /* a byte that means something */
                buffer[at] = SYNTAX[below(&state, sizeof SYNTAX - 1)];
                break;
            case 2: { /* delete a few bytes */
                size_t n = 1 + below(&state, 8);
                if (at + n > len)
                    n = len - at;
                memmove(buffer + at, buffer + at + n, len - at - n);
                len -= n;
                break;
            }
            case 3: /* insert a byte */
                memmove(buffer + at + 1, buffer + at, len - at);
                buffer[at] = SYNTAX[below(&state, sizeof SYNTAX - 1)];
                len++;
                break;
            case 4: { /* copy a slice over another place */
                size_t from = below(&state, len), n = 1 + below(&state, 16);
                if (from + n > len)
                    n = len - from;
                if (at + n > len)
                    n = len - at;
                memmove(buffer + at, buffer + from, n);
                break;
            }
            default: { /* duplicate a slice (grows the text, up to the buffer's room) */
                size_t n = 1 + below(&state, 16);
                if (at + n > len)
                    n = len - at;
                if (len + n > f->len * 2 + 32)
                    break;
                memmove(buffer + at + n, buffer + at, len - at);
                len += n;
                break;
            }
            }
        }
        check_text(f->path, buffer, len);
    }
    free(buffer);
}
END_TEST

int main(void)
{
    files = game_files_load(&n_files);
    const char *cases = getenv("RBG_FUZZ_CASES");
    if (cases != NULL && atoi(cases) > 0)
        n_cases = atoi(cases);
    regcomp(&error_line, "^case\\.rbg(:[0-9]+:[0-9]+)?: error: ", REG_EXTENDED | REG_NOSUB);
    Suite *suite = suite_create("fuzz");
    TCase *tc = tcase_create("games");
    tcase_set_timeout(tc, 1200);
    tcase_add_loop_test(tc, test_truncations, 0, n_files);
    tcase_add_loop_test(tc, test_mutations, 0, n_files);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    regfree(&error_line);
    game_files_free(files, n_files);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
