/* Diagnostics: errors, warnings and their locations.
 *
 * A location is a 1-based line and column (byte offset) in the game file, plus the chain of macro
 * expansions that carried the token there, innermost first.  Errors are fatal: each stage stops
 * at the first one and reports failure to its caller; warnings accumulate.  `rbgc_diags_render`
 * prints them as `file:line:col: error: message`, the source line, a caret, then one note per
 * enclosing macro expansion. */
#ifndef RBGC_DIAG_H
#define RBGC_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "arena.h"

typedef struct rbgc_expansion rbgc_expansion;

typedef struct {
    int line; /* 1-based; 0 means "no location" (e.g. end of file) */
    int col;  /* 1-based byte column */
    const rbgc_expansion *chain; /* enclosing macro expansions, innermost first; NULL if none */
} rbgc_loc;

typedef enum {
    RBGC_EXPANSION_MACRO,    /* the token comes from the body of `macro`, invoked at `at` */
    RBGC_EXPANSION_ARGUMENT, /* the token comes from an argument of `macro`, substituted at `at` */
} rbgc_expansion_kind;

struct rbgc_expansion {
    rbgc_expansion_kind kind;
    const char *macro;
    rbgc_loc at; /* at.chain is the next enclosing expansion */
};

typedef enum { RBGC_SEVERITY_WARNING, RBGC_SEVERITY_ERROR } rbgc_severity;

typedef struct {
    rbgc_severity severity;
    rbgc_loc loc;
    const char *message;
} rbgc_diagnostic;

typedef struct {
    const char *file;   /* name shown in messages */
    const char *source; /* the text, for quoting lines */
    size_t source_len;
    rbgc_arena *arena;  /* owns the messages and the chains they point to */
    rbgc_diagnostic *items;
    int count;
    int capacity;
    int errors;
    int warnings;
    int unstored; /* warnings counted but not kept: the list was full (RBGC_DIAGS_KEPT) */
} rbgc_diags;

/* At most this many warnings are kept and printed; the rest are only counted, so that a file
 * of stray bytes costs neither memory nor pages of output.  Errors are always kept. */
enum { RBGC_DIAGS_KEPT = 20 };

/* A quoted source line longer than this is cut to this many bytes around the column. */
enum { RBGC_DIAG_QUOTE_MAX = 160 };

/* The diags keep a private copy of `source`; free with rbgc_diags_free. */
rbgc_diags *rbgc_diags_new(const char *file, const char *source, size_t source_len);
void rbgc_diags_free(rbgc_diags *diags);

void rbgc_error(rbgc_diags *diags, rbgc_loc loc, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
void rbgc_warning(rbgc_diags *diags, rbgc_loc loc, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static inline bool rbgc_failed(const rbgc_diags *diags) { return diags->errors > 0; }

/* Copies an expansion chain into the diags' arena so it outlives the compilation's own arena. */
const rbgc_expansion *rbgc_diags_keep_chain(rbgc_diags *diags, const rbgc_expansion *chain);

/* Prints every kept diagnostic in order, then how many were not kept; `werror` prints warnings
 * as errors.  Each diagnostic is written with one call, not byte by byte. */
void rbgc_diags_render(const rbgc_diags *diags, FILE *out, bool werror);
void rbgc_diag_render_one(const rbgc_diags *diags, const rbgc_diagnostic *diag, FILE *out,
                          bool werror);

#endif
