/* Splitting the token list into directives, and the macro definitions they make.
 *
 * Every `#` starts a directive; directives are numbered in file order, and a macro is visible
 * only in directives numbered after its own (language reference, "Macros").  The five sections
 * keep their raw token bodies: they are expanded lazily, while being parsed. */
#ifndef RBGC_DIRECTIVES_H
#define RBGC_DIRECTIVES_H

#include <stdbool.h>

#include "arena.h"
#include "diag.h"
#include "name_table.h"
#include "token.h"

typedef enum {
    RBGC_SECTION_PLAYERS,
    RBGC_SECTION_PIECES,
    RBGC_SECTION_VARIABLES,
    RBGC_SECTION_BOARD,
    RBGC_SECTION_RULES,
    RBGC_SECTION_COUNT
} rbgc_section_kind;

typedef struct {
    bool present;
    int directive;        /* sequence number of the directive */
    rbgc_loc loc;         /* of the section keyword */
    const rbgc_token *body;
    int n_body;
} rbgc_section_text;

typedef struct rbgc_macro rbgc_macro;

struct rbgc_macro {
    const char *name;
    int arity;            /* 0: no parameter list */
    const char **params;  /* [arity]; a repeated name resolves to its first occurrence */
    const rbgc_token *body;
    int n_body;
    int directive;
    rbgc_loc loc;         /* of the name */
    rbgc_macro *next_overload; /* the next definition of the same name, in file order */
};

typedef struct {
    rbgc_section_text sections[RBGC_SECTION_COUNT];
    rbgc_macro **macros;  /* in definition order; redefinitions of the same arity are dropped */
    int n_macros;
    rbgc_name_table by_name; /* name -> its first definition (the others follow next_overload) */
} rbgc_directives;

const char *rbgc_section_name(rbgc_section_kind kind); /* "players", ... */

/* The first definition of the macro `name` (its overloads follow `next_overload`), or NULL. */
const rbgc_macro *rbgc_macro_definitions(const rbgc_directives *dirs, const char *name);

/* Fills `out`; false after reporting an error (the first one stops processing). */
bool rbgc_split_directives(const rbgc_token *tokens, int n_tokens, rbgc_arena *arena,
                           rbgc_diags *diags, rbgc_directives *out);

#endif
