/* rbg replay MATCH.jsonl [--game N]: one game of a match file, move by move: the board, then
 * each move in text form and the board after it, then the scores.  On a terminal it waits for
 * Enter before each move (q and Enter stops). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "json.h"

/* The whole file, NUL-terminated; NULL after saying why. */
static char *read_file(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        rbg_cli_fail("replay: cannot read '%s'", path);
        return NULL;
    }
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    char chunk[65536];
    size_t got;
    while (out != NULL && (got = fread(chunk, 1, sizeof chunk, f)) > 0)
        fwrite(chunk, 1, got, out);
    fclose(f);
    if (out == NULL || fclose(out) != 0) {
        free(text);
        rbg_cli_fail("replay: cannot read '%s'", path);
        return NULL;
    }
    *length = size;
    return text;
}

/* Line `number` (0: the header) as parsed JSON whose "index" is `index` (any for the header);
 * NULL when no such line. */
static rbg_json *find_line(const char *text, bool header, uint64_t index)
{
    for (const char *line = text; *line != '\0';) {
        size_t length = strcspn(line, "\n");
        char error[128];
        rbg_json *v = rbg_json_parse(line, length, error, sizeof error);
        uint64_t got;
        if (v != NULL && (header ? rbg_json_get(v, "rbg_match") != NULL
                                 : rbg_json_u64(rbg_json_get(v, "index"), &got) && got == index))
            return v;
        rbg_json_free(v);
        line += length + (line[length] == '\n');
    }
    return NULL;
}

/* The game file as the header names it, or beside the match file when that path (relative to
 * where the match ran) does not lead to it from here; malloc'd. */
static char *locate_game(const char *game_file, const char *match_path)
{
    const char *slash = strrchr(match_path, '/');
    if (access(game_file, R_OK) == 0 || game_file[0] == '/' || slash == NULL)
        return strdup(game_file);
    const char *base = strrchr(game_file, '/');
    base = base != NULL ? base + 1 : game_file;
    size_t n = (size_t)(slash - match_path) + 1 + strlen(base) + 1;
    char *beside = malloc(n);
    if (beside != NULL)
        snprintf(beside, n, "%.*s/%s", (int)(slash - match_path), match_path, base);
    if (beside != NULL && access(beside, R_OK) == 0)
        return beside;
    free(beside);
    return strdup(game_file);
}

static bool wait_for_enter(void)
{
    if (!isatty(STDIN_FILENO))
        return true;
    fputs("(Enter: next move, q: stop) ", stdout);
    fflush(stdout);
    char line[64];
    return fgets(line, sizeof line, stdin) != NULL && line[0] != 'q';
}

/* The index of the legal move that `text` names in the session's state, with its texts; -1
 * after saying why. */
static int64_t find_move(rbg_cli_session *s, const rbg_moves *legal, const char *text,
                         rbg_move_texts *texts, uint64_t index, size_t number)
{
    rbg_notation_texts(s->notation, s->context, s->state, legal, texts);
    char error[1024];
    int64_t found = text != NULL ? rbg_notation_find(texts, legal, text, error, sizeof error)
                                 : RBG_NOTATION_UNKNOWN;
    if (found < 0)
        rbg_cli_fail("replay: game %llu, move %zu: %s", (unsigned long long)index, number,
                     text != NULL ? error : "not a string");
    return found;
}

/* Whether every move of the list is legal where it is played (nothing printed before). */
static bool check_moves(rbg_cli_session *s, const rbg_json *list, uint64_t index)
{
    rbg_reasoner *r = s->reasoner;
    rbg_moves legal;
    rbg_moves_init(&legal);
    bool ok = true;
    for (size_t i = 0; i < list->n && ok; i++) {
        r->legal_moves(s->context, s->state, &legal);
        rbg_move_texts texts;
        int64_t found = find_move(s, &legal, rbg_json_string(&list->items[i]), &texts, index, i + 1);
        ok = found >= 0;
        if (ok)
            r->apply(s->context, s->state, rbg_move_actions(&legal, (uint32_t)found),
                     rbg_move_length(&legal, (uint32_t)found));
        rbg_move_texts_free(&texts);
    }
    rbg_moves_free(&legal);
    r->initial(s->context, s->state);
    return ok;
}

static int replay_moves(rbg_cli_session *s, const rbg_json *list, uint64_t index)
{
    rbg_reasoner *r = s->reasoner;
    rbg_moves legal;
    rbg_moves_init(&legal);
    int status = 0;
    rbg_draw_board(r, s->notation, s->state, stdout);
    for (size_t i = 0; i < list->n && status == 0; i++) {
        const char *text = rbg_json_string(&list->items[i]);
        r->legal_moves(s->context, s->state, &legal);
        rbg_move_texts texts;
        int64_t found = find_move(s, &legal, text, &texts, index, i + 1);
        if (found < 0) {
            status = 1;
        } else if (wait_for_enter()) {
            printf("\nmove %zu: %s plays %s\n", i + 1,
                   r->info->player_names[r->player(r, s->state)], texts.texts[found]);
            r->apply(s->context, s->state, rbg_move_actions(&legal, (uint32_t)found),
                     rbg_move_length(&legal, (uint32_t)found));
            rbg_draw_board(r, s->notation, s->state, stdout);
        } else {
            status = -1; /* stopped by the viewer */
        }
        rbg_move_texts_free(&texts);
    }
    if (status == 0)
        rbg_draw_scores(r, s->state, "scores:", stdout);
    rbg_moves_free(&legal);
    return status < 0 ? 0 : status;
}

int rbg_cmd_replay(const rbg_cli_options *o)
{
    if (o->n_positional != 1)
        return rbg_cli_fail(o->n_positional == 0 ? "replay: no match file given"
                                                 : "replay: give one match file");
    const char *path = o->positional[0];
    size_t length;
    char *text = read_file(path, &length);
    if (text == NULL)
        return 1;
    if (strlen(text) != length) {
        free(text);
        return rbg_cli_fail("replay: '%s' is not a match file (it holds NUL bytes)", path);
    }
    rbg_json *header = find_line(text, true, 0);
    const char *game_file = rbg_json_string(rbg_json_get(header, "game_file"));
    rbg_json *line = header != NULL ? find_line(text, false, o->game_index) : NULL;
    const rbg_json *list = rbg_json_get(line, "moves");
    int status = 0;
    if (game_file == NULL)
        status = rbg_cli_fail("replay: '%s' is not a match file (no header line)", path);
    else if (line == NULL)
        status = rbg_cli_fail("replay: '%s' has no game %llu", path, (unsigned long long)o->game_index);
    else if (list == NULL || list->type != RBG_JSON_ARRAY)
        status = rbg_cli_fail("replay: game %llu of '%s' has no list of moves",
                              (unsigned long long)o->game_index, path);
    char *located = game_file != NULL ? locate_game(game_file, path) : NULL;
    rbg_cli_options game = *o;
    game.game = located;
    game.after = NULL;
    rbg_cli_session session;
    if (status == 0 && !rbg_cli_session_open(&game, &session))
        status = 1;
    if (status == 0 && !check_moves(&session, list, o->game_index)) {
        rbg_cli_session_close(&session);
        status = 1;
    }
    if (status == 0) {
        const char *a = rbg_json_string(rbg_json_get(line, "a")), *b = rbg_json_string(rbg_json_get(line, "b"));
        printf("game %llu of %s: %s (A) against %s (B)\n", (unsigned long long)o->game_index,
               game_file, a ? a : "?", b ? b : "?");
        status = replay_moves(&session, list, o->game_index);
        rbg_cli_session_close(&session);
    }
    free(located);
    rbg_json_free(line);
    rbg_json_free(header);
    free(text);
    return status;
}
