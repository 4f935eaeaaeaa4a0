/* The C emitter's writer helpers (c_writer.h). */
#include "c_writer.h"

#include <ctype.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

void rbgc_aside_begin(rbgc_aside *a, FILE **out)
{
    a->saved = *out;
    a->text = NULL;
    a->size = 0;
    *out = open_memstream(&a->text, &a->size);
    if (*out == NULL)
        abort();
}

char *rbgc_aside_end(rbgc_aside *a, FILE **out)
{
    fclose(*out);
    *out = a->saved;
    return a->text;
}

static bool identifier_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

bool rbgc_c_mentions(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *at = text; *at;) {
        if (at[0] == '/' && at[1] == '*') { /* comments do not count */
            const char *end = strstr(at + 2, "*/");
            at = end != NULL ? end + 2 : at + strlen(at);
        } else if (strncmp(at, name, n) == 0 && (at == text || !identifier_char(at[-1])) &&
                   !identifier_char(at[n])) {
            return true;
        } else {
            at++;
        }
    }
    return false;
}

/* The constant pieces of conditions and what each becomes.  A 1 between two && (or after an
 * opening parenthesis and before &&) is a whole operand, since && binds tighter than what may
 * surround it (||, ?:), so it can go; `if (1) {` runs its block always. */
static const struct {
    const char *from, *to;
} FOLDS[] = {
    {" && 1 && ", " && "},
    {"(1 && ", "("},
    {"if (1) {", "{"},
    {"(0 | ", "("},
};

/* At `at` (inside `text`), `if (1)` ending its line before one statement indented one level
 * deeper: the length to skip so that the statement takes the if's place, or 0. */
static size_t unbraced_if_1(const char *text, const char *at)
{
    static const char IF_1[] = "if (1)\n";
    if (strncmp(at, IF_1, sizeof IF_1 - 1) != 0)
        return 0;
    size_t indent = 0;
    while (at - indent > text && at[-(ptrdiff_t)indent - 1] == ' ')
        indent++;
    const char *next = at + sizeof IF_1 - 1;
    for (size_t i = 0; i < indent + 4; i++)
        if (next[i] != ' ')
            return 0;
    return sizeof IF_1 - 1 + indent + 4;
}

void rbgc_c_put_folded(FILE *out, const char *text)
{
    /* Every fold starts with one of these: the text between two of them is copied as it is, in
     * one write (the generated C of a large game is megabytes, and this runs on every load). */
    static const char FOLD_STARTS[] = " (i";
    const char *start = text;
    while (*text) {
        size_t plain = strcspn(text, FOLD_STARTS);
        if (*text == ' ') { /* a run of spaces: only its last one may start " && 1 && " */
            plain = strspn(text, " ");
            plain -= text[plain] == '&';
        }
        if (plain > 0) {
            fwrite(text, 1, plain, out);
            text += plain;
            continue;
        }
        size_t skip = unbraced_if_1(start, text);
        if (skip > 0) {
            text += skip;
            continue;
        }
        size_t k = 0, n = sizeof FOLDS / sizeof FOLDS[0];
        while (k < n && strncmp(text, FOLDS[k].from, strlen(FOLDS[k].from)) != 0)
            k++;
        if (k < n) {
            fputs(FOLDS[k].to, out);
            text += strlen(FOLDS[k].from);
            /* "a && 1 && 1 && b": fold again where the replacement ends */
            if (k == 0 && strncmp(text, "1 && ", 5) == 0)
                text += 5;
            continue;
        }
        fputc(*text++, out);
    }
}

const char *rbgc_c_plus(char *buf, const char *var, int k)
{
    if (k == 0)
        snprintf(buf, 32, "%s", var);
    else
        snprintf(buf, 32, "%s %c %d", var, k > 0 ? '+' : '-', k > 0 ? k : -k);
    return buf;
}

rbgc_name rbgc_c_name(rbgc_name_kind kind, int32_t index, const char *game_name)
{
    static const char *const prefix[] = {
        [RBGC_NAME_MOVES_FROM] = "moves_from_",     [RBGC_NAME_KEEPER_FROM] = "keeper_from_",
        [RBGC_NAME_PATTERN_FROM] = "pattern_from_", [RBGC_NAME_COUNT_FROM] = "count_from_",
        [RBGC_NAME_SEMIMOVES_FROM] = "semimoves_from_", [RBGC_NAME_PATTERN] = "pattern_",
        [RBGC_NAME_PATTERN_TREE] = "pattern_tree_", [RBGC_NAME_PATTERN_FLOOD] = "pattern_flood_",
        [RBGC_NAME_PIECE] = "PIECE_",               [RBGC_NAME_EDGE] = "EDGE_",
        [RBGC_NAME_VARIABLE] = "VAR_",              [RBGC_NAME_PLAYER] = "PLAYER_",
        [RBGC_NAME_NEIGHBOURS] = "G_NB_",           [RBGC_NAME_RAY] = "G_RAY_"};
    rbgc_name name;
    bool spelled = game_name != NULL && *game_name != '\0' && strlen(game_name) < 64;
    for (const char *c = game_name; spelled && *c; c++)
        spelled = isalnum((unsigned char)*c) != 0;
    if (spelled)
        snprintf(name.s, sizeof name.s, "%s%s", prefix[kind], game_name);
    else
        snprintf(name.s, sizeof name.s, "%s%" PRId32 "%s", prefix[kind], index, game_name != NULL ? "_" : "");
    return name;
}
