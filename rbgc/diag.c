#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

rbgc_diags *rbgc_diags_new(const char *file, const char *source, size_t source_len)
{
    rbgc_arena *arena = rbgc_arena_new();
    rbgc_diags *diags = RBGC_NEW(arena, rbgc_diags);
    diags->arena = arena;
    diags->file = rbgc_arena_strdup(arena, file);
    diags->source = rbgc_arena_strndup(arena, source ? source : "", source ? source_len : 0);
    diags->source_len = source ? source_len : 0;
    return diags;
}

void rbgc_diags_free(rbgc_diags *diags)
{
    if (diags != NULL)
        rbgc_arena_free(diags->arena);
}

const rbgc_expansion *rbgc_diags_keep_chain(rbgc_diags *diags, const rbgc_expansion *chain)
{
    if (chain == NULL)
        return NULL;
    rbgc_expansion *copy = RBGC_NEW(diags->arena, rbgc_expansion);
    copy->kind = chain->kind;
    copy->macro = rbgc_arena_strdup(diags->arena, chain->macro);
    copy->at = chain->at;
    copy->at.chain = rbgc_diags_keep_chain(diags, chain->at.chain);
    return copy;
}

static void add(rbgc_diags *diags, rbgc_severity severity, rbgc_loc loc, const char *format,
                va_list args)
{
    if (severity == RBGC_SEVERITY_WARNING && diags->count >= RBGC_DIAGS_KEPT) {
        diags->warnings++;
        diags->unstored++;
        return;
    }
    char buffer[1024];
    vsnprintf(buffer, sizeof buffer, format, args);
    diags->items = rbgc_arena_grow(diags->arena, diags->items, diags->count, &diags->capacity, 16,
                                   sizeof *diags->items);
    rbgc_diagnostic *d = &diags->items[diags->count++];
    d->severity = severity;
    d->loc = loc;
    d->loc.chain = rbgc_diags_keep_chain(diags, loc.chain);
    d->message = rbgc_arena_strdup(diags->arena, buffer);
    if (severity == RBGC_SEVERITY_ERROR)
        diags->errors++;
    else
        diags->warnings++;
}

void rbgc_error(rbgc_diags *diags, rbgc_loc loc, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    add(diags, RBGC_SEVERITY_ERROR, loc, format, args);
    va_end(args);
}

void rbgc_warning(rbgc_diags *diags, rbgc_loc loc, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    add(diags, RBGC_SEVERITY_WARNING, loc, format, args);
    va_end(args);
}

/* Finds the start and length of 1-based line `line` in the source. */
static bool find_line(const rbgc_diags *diags, int line, const char **start, size_t *len)
{
    const char *p = diags->source;
    const char *end = diags->source + diags->source_len;
    for (int current = 1; current < line; current++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (nl == NULL)
            return false;
        p = nl + 1;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    *start = p;
    *len = (size_t)((nl ? nl : end) - p);
    return true;
}

static void print_location(const rbgc_diags *diags, rbgc_loc loc, FILE *out)
{
    if (loc.line > 0)
        fprintf(out, "%s:%d:%d: ", diags->file, loc.line, loc.col);
    else
        fprintf(out, "%s: ", diags->file);
}

/* The part of a line of `len` bytes that is quoted for column `col`: all of it when it is short,
 * otherwise RBGC_DIAG_QUOTE_MAX bytes around the column, not cutting a UTF-8 sequence. */
static void quoted_window(const char *line, size_t len, int col, size_t *from, size_t *to)
{
    *from = 0;
    *to = len;
    if (len <= RBGC_DIAG_QUOTE_MAX)
        return;
    size_t at = col > 1 ? (size_t)(col - 1) : 0;
    *from = at > RBGC_DIAG_QUOTE_MAX / 2 ? at - RBGC_DIAG_QUOTE_MAX / 2 : 0;
    if (*from > len - RBGC_DIAG_QUOTE_MAX)
        *from = len - RBGC_DIAG_QUOTE_MAX;
    *to = *from + RBGC_DIAG_QUOTE_MAX;
    while (*from < at && ((unsigned char)line[*from] & 0xc0) == 0x80)
        (*from)++;
    while (*to < len && *to > at + 1 && ((unsigned char)line[*to] & 0xc0) == 0x80)
        (*to)--;
}

/* Quotes the source line and puts a caret under the column; tabs are kept so the caret lines up.
 * A long line is quoted only around the column, with "..." where it is cut. */
static void print_caret(const rbgc_diags *diags, rbgc_loc loc, FILE *out)
{
    const char *start;
    size_t len;
    if (loc.line <= 0 || !find_line(diags, loc.line, &start, &len))
        return;
    if (len > 0 && start[len - 1] == '\r')
        len--;
    size_t from, to;
    quoted_window(start, len, loc.col, &from, &to);
    const char *cut_left = from > 0 ? "..." : "";
    fprintf(out, " %s", cut_left);
    for (size_t i = from; i < to; i++) {
        unsigned char c = (unsigned char)start[i];
        fputc(c == '\t' || (c >= 0x20 && c < 0x7f) || c >= 0x80 ? c : ' ', out);
    }
    fprintf(out, "%s\n %*s", to < len ? "..." : "", (int)strlen(cut_left), "");
    for (size_t i = from + 1; i < (size_t)loc.col && i - 1 < to; i++)
        fputc(start[i - 1] == '\t' ? '\t' : ' ', out);
    fputs("^\n", out);
}

static void render_to(const rbgc_diags *diags, const rbgc_diagnostic *diag, FILE *out, bool werror)
{
    bool as_error = diag->severity == RBGC_SEVERITY_ERROR || werror;
    print_location(diags, diag->loc, out);
    fprintf(out, "%s: %s\n", as_error ? "error" : "warning", diag->message);
    print_caret(diags, diag->loc, out);
    for (const rbgc_expansion *e = diag->loc.chain; e != NULL; e = e->at.chain) {
        print_location(diags, e->at, out);
        if (e->kind == RBGC_EXPANSION_MACRO)
            fprintf(out, "note: in expansion of macro '%s'\n", e->macro);
        else
            fprintf(out, "note: in argument of macro '%s' substituted here\n", e->macro);
    }
}

void rbgc_diag_render_one(const rbgc_diags *diags, const rbgc_diagnostic *diag, FILE *out,
                          bool werror)
{
    /* stderr is unbuffered: the diagnostic is composed in memory and written at once. */
    char *text = NULL;
    size_t len = 0;
    FILE *buffer = open_memstream(&text, &len);
    if (buffer == NULL) {
        render_to(diags, diag, out, werror);
        return;
    }
    render_to(diags, diag, buffer, werror);
    fclose(buffer);
    fwrite(text, 1, len, out);
    free(text);
}

void rbgc_diags_render(const rbgc_diags *diags, FILE *out, bool werror)
{
    for (int i = 0; i < diags->count; i++)
        rbgc_diag_render_one(diags, &diags->items[i], out, werror);
    if (diags->unstored > 0)
        fprintf(out, "%s: note: %d more %s not shown\n", diags->file, diags->unstored,
                werror ? (diags->unstored == 1 ? "error is" : "errors are")
                       : (diags->unstored == 1 ? "warning is" : "warnings are"));
}
