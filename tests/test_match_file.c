/* Reading match files back (rbg/json, rbg/match_file), as `rbg match --resume` and `rbg merge`
 * do: the JSON reader, headers written and read back, game lines, a line cut short by a kill,
 * and files that must be refused. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "match_file.h"

static rbg_json *parse(const char *text)
{
    char error[128];
    return rbg_json_parse(text, strlen(text), error, sizeof error);
}

static bool refused(const char *text)
{
    rbg_json *v = parse(text);
    rbg_json_free(v);
    return v == NULL;
}

START_TEST(json_values)
{
    rbg_json *v = parse(" {\"a\": [1, -2.5e3, true, false, null], \"s\": \"x\\\"\\\\\\n\\u00e9\\ud83d\\ude00\","
                        " \"big\": 18446744073709551615, \"o\": {}} ");
    ck_assert_ptr_nonnull(v);
    const rbg_json *a = rbg_json_get(v, "a");
    ck_assert_int_eq(a->type, RBG_JSON_ARRAY);
    ck_assert_uint_eq(a->n, 5);
    double d;
    ck_assert(rbg_json_number(&a->items[1], &d));
    ck_assert_double_eq(d, -2500);
    uint64_t u;
    ck_assert(!rbg_json_u64(&a->items[1], &u)); /* negative, not whole */
    ck_assert(rbg_json_u64(&a->items[0], &u) && u == 1);
    ck_assert(a->items[2].type == RBG_JSON_BOOL && a->items[2].boolean);
    ck_assert(a->items[3].type == RBG_JSON_BOOL && !a->items[3].boolean);
    ck_assert_int_eq(a->items[4].type, RBG_JSON_NULL);
    ck_assert_str_eq(rbg_json_string(rbg_json_get(v, "s")), "x\"\\\n\xc3\xa9\xf0\x9f\x98\x80");
    ck_assert(rbg_json_u64(rbg_json_get(v, "big"), &u));
    ck_assert(u == UINT64_MAX); /* exactly: numbers keep their text */
    ck_assert_int_eq(rbg_json_get(v, "o")->type, RBG_JSON_OBJECT);
    ck_assert_ptr_null(rbg_json_get(v, "missing"));
    ck_assert_ptr_null(rbg_json_string(rbg_json_get(v, "a")));
    rbg_json_free(v);
}
END_TEST

START_TEST(json_refused)
{
    ck_assert(refused(""));
    ck_assert(refused("{"));
    ck_assert(refused("{\"a\": 1"));
    ck_assert(refused("{\"a\" 1}"));
    ck_assert(refused("{\"a\": 1,}"));
    ck_assert(refused("[1 2]"));
    ck_assert(refused("\"abc"));
    ck_assert(refused("\"a\tb\""));     /* a raw control character */
    ck_assert(refused("\"\\x\""));
    ck_assert(refused("\"\\u12\""));
    ck_assert(refused("\"\\ud800\""));  /* half a surrogate pair */
    ck_assert(refused("\"\\u0000\""));
    ck_assert(refused("01"));
    ck_assert(refused("1."));
    ck_assert(refused("-"));
    ck_assert(refused("tru"));
    ck_assert(refused("{} x"));
    ck_assert(refused("{\"a\": 1}\n{\"b\": 2}"));
    /* Deep nesting is refused, not recursed into. */
    char deep[2 * 1000 + 1];
    memset(deep, '[', 1000);
    memset(deep + 1000, ']', 1000);
    deep[2000] = '\0';
    ck_assert(refused(deep));
    ck_assert(!refused("[[[[1]]]]"));
}
END_TEST

START_TEST(json_strings_round_trip)
{
    const char *text = "tab\there \"quoted\" back\\slash\nnew line \x01 é";
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    rbg_json_put_string(f, text);
    fclose(f);
    rbg_json *v = parse(out);
    ck_assert_ptr_nonnull(v);
    ck_assert_str_eq(rbg_json_string(v), text);
    rbg_json_free(v);
    free(out);
}
END_TEST

static rbg_match_header header(void)
{
    rbg_match_header h = {
        .game = strdup("ticTacToe"), .game_file = strdup("games-rbg/ticTacToe.rbg"),
        .game_hash = strdup("0123456789abcdef"), .agent_a = strdup("mcts:C=0.7,split=Mod"),
        .agent_b = strdup("random"), .games = 10, .seed = UINT64_MAX, .time = 0.1,
        .states = 0, .max_length = 1000000000, .max_nodes = 5000, .split = strdup("none"),
        .backend = strdup("interp"), .shard = 2, .shards = 3};
    return h;
}

static char *game_line(uint64_t index, const char *result)
{
    char *line = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&line, &size);
    fprintf(f, "{\"index\": %llu, \"seed\": 5, \"a\": \"x\", \"b\": \"y\", \"a_player\": \"cross\", "
               "\"b_player\": \"nought\", \"a_first\": %s, \"result\": \"%s\", \"scores\": "
               "{\"cross\": 100, \"nought\": 0}, \"length\": 5, \"cut\": false, \"moves\": "
               "[\"5 2 5 3\"], \"seconds\": [0.001], \"states\": [0]}\n",
            (unsigned long long)index, index % 2 == 0 ? "true" : "false", result);
    fclose(f);
    return line;
}

/* A file: the header, then the game lines of the given indices and results. */
static char *file_text(const rbg_match_header *h, const uint64_t *indices, const char *const *results,
                       int n, const char *tail)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    char *line = rbg_match_header_line(h);
    fputs(line, f);
    free(line);
    for (int i = 0; i < n; i++) {
        line = game_line(indices[i], results[i]);
        fputs(line, f);
        free(line);
    }
    fputs(tail, f);
    fclose(f);
    return text;
}

START_TEST(header_round_trip)
{
    rbg_match_header h = header();
    char *text = file_text(&h, NULL, NULL, 0, "");
    ck_assert_ptr_nonnull(strchr(text, '\n'));
    ck_assert_ptr_eq(strchr(text, '\n'), text + strlen(text) - 1); /* one line */
    rbg_match_file f;
    char error[256];
    ck_assert_msg(rbg_match_file_parse(text, strlen(text), &f, error, sizeof error), "%s", error);
    ck_assert(f.has_header && !f.truncated);
    ck_assert_uint_eq(f.n_records, 0);
    ck_assert_uint_eq(f.whole_length, strlen(text));
    ck_assert_str_eq(f.header.agent_a, "mcts:C=0.7,split=Mod");
    ck_assert(f.header.seed == UINT64_MAX);
    ck_assert(f.header.time == 0.1);
    ck_assert_uint_eq(f.header.shard, 2);
    ck_assert_uint_eq(f.header.shards, 3);
    ck_assert_ptr_null(rbg_match_header_differs(&h, &f.header, true));
    /* Any difference of the match is found; the shard only when asked. */
    f.header.shard = 1;
    ck_assert_ptr_null(rbg_match_header_differs(&h, &f.header, false));
    ck_assert_str_eq(rbg_match_header_differs(&h, &f.header, true), "shard");
    f.header.seed = 7;
    ck_assert_str_eq(rbg_match_header_differs(&h, &f.header, false), "seed");
    f.header.seed = h.seed;
    f.header.states = 100;
    ck_assert_str_eq(rbg_match_header_differs(&h, &f.header, false), "states per move");
    f.header.states = 0;
    free(f.header.agent_b);
    f.header.agent_b = strdup("flat");
    ck_assert_str_eq(rbg_match_header_differs(&h, &f.header, false), "agent B");
    /* The path and the backend do not make another match. */
    free(f.header.agent_b);
    f.header.agent_b = strdup("random");
    free(f.header.game_file);
    f.header.game_file = strdup("/elsewhere/ticTacToe.rbg");
    free(f.header.backend);
    f.header.backend = strdup("compiled");
    ck_assert_ptr_null(rbg_match_header_differs(&h, &f.header, false));
    rbg_match_file_free(&f);
    rbg_match_header_free(&h);
    free(text);
}
END_TEST

START_TEST(games_and_a_cut_line)
{
    rbg_match_header h = header(); /* shard 2 of 3: games 1, 4, 7 */
    uint64_t indices[] = {4, 1, 7};
    const char *results[] = {"win", "draw", "loss"};
    char *whole = file_text(&h, indices, results, 3, "");
    char *cut = file_text(&h, indices, results, 3, "{\"index\": 10, \"seed\": 3, \"a\"");
    rbg_match_file f;
    char error[256];
    ck_assert_msg(rbg_match_file_parse(cut, strlen(cut), &f, error, sizeof error), "%s", error);
    ck_assert(f.has_header && f.truncated);
    ck_assert_uint_eq(f.whole_length, strlen(whole));
    ck_assert_uint_eq(f.n_records, 3);
    ck_assert_uint_eq(f.records[0].index, 4);
    ck_assert_int_eq(f.records[0].result, RBG_RESULT_WIN);
    ck_assert(f.records[0].a_first);
    ck_assert_int_eq(f.records[1].result, RBG_RESULT_DRAW);
    ck_assert(!f.records[1].a_first);
    ck_assert_int_eq(f.records[2].result, RBG_RESULT_LOSS);
    rbg_match_file_free(&f);
    /* A whole line lacking only its newline is cut short too: the game is played again. */
    size_t n = strlen(whole);
    ck_assert(rbg_match_file_parse(whole, n - 1, &f, error, sizeof error));
    ck_assert(f.truncated);
    ck_assert_uint_eq(f.n_records, 2);
    rbg_match_file_free(&f);
    free(whole);
    free(cut);
    rbg_match_header_free(&h);
}
END_TEST

START_TEST(forfeits)
{
    /* A game an external agent lost by giving no move says which side; other games say none. */
    const char *lines[] = {
        "{\"index\": 0, \"a_first\": true, \"result\": \"loss\", \"forfeit\": \"a\", "
        "\"reason\": \"took more than 1 s to answer\"}",
        "{\"index\": 1, \"a_first\": false, \"result\": \"win\", \"forfeit\": \"b\"}",
        "{\"index\": 2, \"a_first\": true, \"result\": \"win\"}",
        "{\"index\": 3, \"a_first\": true, \"result\": \"win\", \"forfeit\": \"c\"}",
    };
    const char expected[] = {'a', 'b', 0, 0};
    for (int i = 0; i < 4; i++) {
        rbg_match_record record;
        char error[256];
        ck_assert_msg(rbg_match_record_parse(lines[i], strlen(lines[i]), &record, error,
                                             sizeof error),
                      "%s", error);
        ck_assert_int_eq(record.forfeit, expected[i]);
    }
}
END_TEST

START_TEST(no_header_yet)
{
    rbg_match_file f;
    char error[256];
    ck_assert(rbg_match_file_parse("", 0, &f, error, sizeof error));
    ck_assert(!f.has_header && !f.truncated);
    rbg_match_file_free(&f);
    const char *partial = "{\"rbg_match\": 1, \"game\": \"tic";
    ck_assert(rbg_match_file_parse(partial, strlen(partial), &f, error, sizeof error));
    ck_assert(!f.has_header && f.truncated);
    ck_assert_uint_eq(f.whole_length, 0);
    rbg_match_file_free(&f);
}
END_TEST

static void expect_refused(const char *text, const char *message)
{
    rbg_match_file f;
    char error[256];
    ck_assert_msg(!rbg_match_file_parse(text, strlen(text), &f, error, sizeof error),
                  "accepted: %s", text);
    ck_assert_msg(strstr(error, message) != NULL, "'%s' does not say '%s'", error, message);
}

START_TEST(refused_files)
{
    rbg_match_header h = header();
    expect_refused("hello\n", "line 1: not the header");
    expect_refused("{\"index\": 0}\n", "line 1: not the header");
    uint64_t one[] = {1}, outside[] = {3}, beyond[] = {10};
    const char *win[] = {"win"}, *odd[] = {"maybe"};
    char *text = file_text(&h, one, win, 1, "not json\n");
    expect_refused(text, "line 3:");
    free(text);
    text = file_text(&h, outside, win, 1, ""); /* game 3 is shard 1's */
    expect_refused(text, "line 2: game 3 does not belong");
    free(text);
    text = file_text(&h, beyond, win, 1, ""); /* 10 games: 0..9 */
    expect_refused(text, "line 2: game 10 does not belong");
    free(text);
    text = file_text(&h, one, odd, 1, "");
    expect_refused(text, "line 2: not a game record");
    free(text);
    /* A header of another format version. */
    char *line = rbg_match_header_line(&h);
    line[14] = '9';
    expect_refused(line, "line 1: not the header");
    free(line);
    rbg_match_header_free(&h);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("match_file");
    TCase *tc = tcase_create("match_file");
    tcase_add_test(tc, json_values);
    tcase_add_test(tc, json_refused);
    tcase_add_test(tc, json_strings_round_trip);
    tcase_add_test(tc, header_round_trip);
    tcase_add_test(tc, games_and_a_cut_line);
    tcase_add_test(tc, forfeits);
    tcase_add_test(tc, no_header_yet);
    tcase_add_test(tc, refused_files);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
