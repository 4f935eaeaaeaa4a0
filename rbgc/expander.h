/* The macro expander: produces the token stream of one section, lazily.
 *
 * Tokens are examined in order: a parameter of the macro whose body is being read is replaced by
 * its argument; a visible macro name by its body (reading the argument list from the same raw
 * tokens); `~` glues the last token of its left item to the first token of its right item.
 * Expanded tokens keep the location where they were written, plus the chain of expansions that
 * brought them (for diagnostics). */
#ifndef RBGC_EXPANDER_H
#define RBGC_EXPANDER_H

#include <stdbool.h>

#include "arena.h"
#include "diag.h"
#include "directives.h"
#include "token.h"

/* The most tokens macros may produce in one section (tokens written in the section itself are
 * bounded by the size of the file), and the most bytes token pasting may produce; more is
 * reported as an error (an exponential macro blow-up would otherwise exhaust memory). */
enum { RBGC_EXPANSION_LIMIT = 4 * 1000 * 1000 };

typedef struct rbgc_expander rbgc_expander;

rbgc_expander *rbgc_expander_new(rbgc_arena *arena, rbgc_diags *diags,
                                 const rbgc_directives *directives,
                                 const rbgc_section_text *section);

/* Stores the next expanded token in *out (kind RBGC_TOK_END at the end of the section).
 * Returns false after reporting an error; the expander must not be used after that. */
bool rbgc_expander_next(rbgc_expander *expander, rbgc_token *out);

/* The next expanded token, in memory that lasts as long as the arena (a token written in the
 * section itself is not copied); NULL after reporting an error. */
const rbgc_token *rbgc_expander_next_kept(rbgc_expander *expander);

/* Expands the whole section (for tests and tools); NULL after an error. */
rbgc_token *rbgc_expand_section(rbgc_arena *arena, rbgc_diags *diags,
                                const rbgc_directives *directives,
                                const rbgc_section_text *section, int *n_tokens);

#endif
