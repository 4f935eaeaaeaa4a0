/* Loading a game for the rbg command (through librbg's loader), and the moves of --after. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "librbg.h"

int rbg_cli_fail(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fputs("rbg: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    return 1;
}

bool rbg_cli_parse_u64(const char *text, uint64_t *out)
{
    if (text == NULL || *text < '0' || *text > '9')
        return false;
    char *end;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0')
        return false;
    *out = value;
    return true;
}

bool rbg_cli_parse_seconds(const char *text, double *out)
{
    if (text == NULL || *text == '\0')
        return false;
    char *end;
    errno = 0;
    double value = strtod(text, &end);
    if (errno != 0 || *end != '\0' || !isfinite(value) || value <= 0)
        return false;
    *out = value;
    return true;
}

rbg_reasoner *rbg_cli_load(const rbg_cli_options *options)
{
    rbg_load_options load = {options->backend, options->split, options->quiet, stderr};
    char *error;
    rbg_reasoner *r = rbg_load(options->game, &load, &error);
    if (r == NULL) {
        fprintf(stderr, "%s\n", error);
        free(error);
    }
    return r;
}

rbg_load_request rbg_cli_load_request(const rbg_cli_options *options, const rbg_reasoner *loaded)
{
    /* Where the compiled backend fell back to the interpreter, later loads go straight to it
     * rather than try (and announce the fallback) again. */
    const char *backend = strcmp(loaded->backend, "interp") == 0 ? "interp" : options->backend;
    return (rbg_load_request){options->game, {backend, NULL, options->quiet, stderr}};
}

static bool is_blank(const char *text, size_t length)
{
    for (size_t i = 0; i < length; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
            return false;
    return true;
}

bool rbg_cli_play_moves(const rbg_reasoner *r, const rbg_notation *notation, rbg_context *ctx,
                        void *state, const char *moves, rbg_moves *played)
{
    rbg_moves legal;
    rbg_moves_init(&legal);
    bool ok = true;
    int number = 0;
    /* Every ';'-separated piece must be a move: an empty one is a mistake, not a no-op. */
    for (const char *piece = moves; ok; piece++) {
        size_t length = strcspn(piece, ";");
        char *text = strndup(piece, length);
        number++;
        char error[1024];
        if (is_blank(text, length)) {
            ok = rbg_cli_fail("move %d is empty (MOVES are moves in text form separated by ';')",
                              number) == 0;
        } else {
            r->legal_moves(ctx, state, &legal);
            rbg_move_texts texts;
            rbg_notation_texts(notation, ctx, state, &legal, &texts);
            int64_t found = rbg_notation_find(&texts, &legal, text, error, sizeof error);
            rbg_move_texts_free(&texts);
            if (found < 0) {
                ok = rbg_cli_fail("move %d: %s", number, error) == 0;
            } else {
                const rbg_action *actions = rbg_move_actions(&legal, (uint32_t)found);
                uint32_t n = rbg_move_length(&legal, (uint32_t)found);
                if (played != NULL)
                    rbg_moves_add(played, actions, n);
                r->apply(ctx, state, actions, n);
            }
        }
        free(text);
        piece += length;
        if (*piece == '\0')
            break;
    }
    rbg_moves_free(&legal);
    return ok;
}

bool rbg_cli_session_open(const rbg_cli_options *options, rbg_cli_session *session)
{
    session->reasoner = rbg_cli_load(options);
    if (session->reasoner == NULL)
        return false;
    rbg_reasoner *r = session->reasoner;
    session->notation = rbg_notation_from_file(r, options->game);
    session->context = r->context_new(r);
    session->state = malloc(r->state_size);
    rbg_moves_init(&session->after);
    r->initial(session->context, session->state);
    if (options->after != NULL &&
        !rbg_cli_play_moves(r, session->notation, session->context, session->state,
                            options->after, &session->after)) {
        rbg_cli_session_close(session);
        return false;
    }
    return true;
}

void rbg_cli_session_close(rbg_cli_session *session)
{
    if (session->reasoner == NULL)
        return;
    free(session->state);
    rbg_moves_free(&session->after);
    rbg_notation_free(session->notation);
    session->reasoner->context_free(session->context);
    session->reasoner->destroy(session->reasoner);
    session->reasoner = NULL;
}
