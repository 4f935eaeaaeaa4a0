/* Reading a typed move against the texts of the legal moves (runtime/notation.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "notation.h"

char *rbg_notation_normalise(const char *input)
{
    size_t n = strlen(input);
    char *key = rbg_checked_malloc(n + 1, 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)input[i];
        if (isspace(c) || c == '-' || c == '=')
            continue;
        key[k++] = (char)tolower(c);
    }
    key[k] = '\0';
    return key;
}

static bool starts_with(const char *text, const char *prefix, size_t length)
{
    return strncmp(text, prefix, length) == 0;
}

static size_t common_prefix(const char *a, const char *b)
{
    size_t n = 0;
    while (a[n] != '\0' && a[n] == b[n])
        n++;
    return n;
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "a, b, c and 2 more": the texts of the moves whose keys share the most with `key`, sorted. */
static void list_closest(const rbg_move_texts *t, const char *key, char *out, size_t size)
{
    size_t best = 0, n = 0, used = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        size_t c = common_prefix(t->keys[i], key);
        if (c > best)
            best = c;
    }
    char **closest = rbg_checked_calloc(t->n + 1, sizeof *closest);
    for (uint32_t i = 0; i < t->n; i++)
        if (common_prefix(t->keys[i], key) == best)
            closest[n++] = t->texts[i];
    qsort(closest, n, sizeof *closest, by_text);
    enum { LIMIT = 8 };
    out[0] = '\0';
    for (size_t i = 0; i < n && i < LIMIT; i++) {
        int w = snprintf(out + used, size - used, "%s%s", i ? ", " : "", closest[i]);
        if (w < 0 || (size_t)w >= size - used)
            break;
        used += (size_t)w;
    }
    if (n > LIMIT && used < size)
        snprintf(out + used, size - used, " and %zu more", n - LIMIT);
    free(closest);
}

int64_t rbg_notation_find(const rbg_move_texts *t, const rbg_moves *moves, const char *input,
                          char *error, size_t error_size)
{
    rbg_action actions[4096];
    uint32_t length;
    char why[256];
    const char *start = input + strspn(input, " \t");
    bool looks_numeric = (*start >= '0' && *start <= '9') || *start == '-';
    if (looks_numeric && !rbg_move_parse(input, actions, 4096, &length, why, sizeof why)) {
        snprintf(error, error_size, "%s", why);
        return RBG_NOTATION_UNKNOWN;
    }
    if (looks_numeric) {
        int64_t found = rbg_moves_find(moves, actions, length);
        if (found < 0)
            snprintf(error, error_size, "'%s' is not a legal move here%s", input,
                     t->n == 0 ? " (the game is over)" : "");
        return found >= 0 ? found : RBG_NOTATION_UNKNOWN;
    }
    char *key = rbg_notation_normalise(input);
    size_t key_length = strlen(key);
    int64_t result = RBG_NOTATION_UNKNOWN;
    for (uint32_t i = 0; i < t->n && result < 0 && key_length > 0; i++)
        if (strcmp(t->keys[i], key) == 0)
            result = i;
    /* The full form, or a prefix of one text (or full form) only. */
    uint32_t full = 0, begun = 0;
    int64_t full_index = -1, begun_index = -1;
    for (uint32_t i = 0; i < t->n && result < 0 && key_length > 0; i++) {
        if (strcmp(t->fulls[i], key) == 0) {
            full++;
            full_index = i;
        }
        if (starts_with(t->keys[i], key, key_length) || starts_with(t->fulls[i], key, key_length)) {
            begun++;
            begun_index = i;
        }
    }
    if (result < 0 && full == 1)
        result = full_index;
    else if (result < 0 && begun == 1)
        result = begun_index;
    else if (result < 0 && begun > 1) {
        char list[512];
        char **next;
        size_t n_next = rbg_notation_continuations(t, input, &next);
        size_t used = 0;
        list[0] = '\0';
        for (size_t i = 0; i < n_next && used + 1 < sizeof list; i++) {
            int w = snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", next[i]);
            used += w > 0 ? (size_t)w : 0;
        }
        if (used >= sizeof list)
            snprintf(list + sizeof list - 5, 5, "...");
        rbg_notation_strings_free(next, n_next);
        snprintf(error, error_size, "'%s' begins %u legal moves; go on with %s", input, begun, list);
        result = RBG_NOTATION_AMBIGUOUS;
    } else if (result < 0) {
        char list[512];
        list_closest(t, key, list, sizeof list);
        if (t->n == 0)
            snprintf(error, error_size, "'%s' is not a legal move here (the game is over)", input);
        else
            snprintf(error, error_size, "'%s' is not a legal move here; the closest: %s", input,
                     list);
    }
    free(key);
    return result;
}

size_t rbg_notation_continuations(const rbg_move_texts *t, const char *input, char ***out)
{
    char *key = rbg_notation_normalise(input);
    size_t key_length = strlen(key);
    char **next = rbg_checked_calloc(t->n + 1, sizeof *next);
    size_t n = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        if (!starts_with(t->keys[i], key, key_length))
            continue;
        uint32_t end = (uint32_t)strlen(t->keys[i]);
        for (uint32_t k = 0; k < t->n_tokens[i]; k++)
            if (t->ends[i][k] > key_length) {
                end = t->ends[i][k];
                break;
            }
        next[n] = rbg_checked_malloc((size_t)end + 1, 1);
        memcpy(next[n], t->keys[i], end);
        next[n++][end] = '\0';
    }
    qsort(next, n, sizeof *next, by_text);
    size_t distinct = 0;
    for (size_t i = 0; i < n; i++) {
        if (distinct > 0 && strcmp(next[distinct - 1], next[i]) == 0)
            free(next[i]);
        else
            next[distinct++] = next[i];
    }
    free(key);
    *out = next;
    return distinct;
}

void rbg_notation_strings_free(char **strings, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(strings[i]);
    free(strings);
}
