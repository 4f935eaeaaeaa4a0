/* The macro-precedence lint: a macro body or argument with a '+' outside brackets, substituted
 * where something other than a bracket, a '+' or the end of the expression stands next to it.
 *
 * Macros substitute tokens, so with `#step = up + down` the text `{mine} step {empty}` reads
 * `{mine} up + down {empty}`, that is `({mine} up) + (down {empty})`: the '+' takes in its
 * neighbours, as the operators around an unparenthesised C macro body do.  The expander reports each substitution it opens and closes and each token it
 * produces; the lint warns at the place the macro or parameter is written. */
#ifndef RBGC_CHOICE_LINT_H
#define RBGC_CHOICE_LINT_H

#include "arena.h"
#include "diag.h"
#include "token.h"

typedef struct rbgc_choice_lint rbgc_choice_lint;

rbgc_choice_lint *rbgc_choice_lint_new(rbgc_arena *arena, rbgc_diags *diags);

/* A macro body (param == NULL) or the argument of parameter `param` of `macro` starts; `at` is
 * where the macro name or the parameter is written. */
void rbgc_choice_lint_open(rbgc_choice_lint *lint, const char *macro, const char *param, rbgc_loc at);
/* The innermost open substitution ends. */
void rbgc_choice_lint_close(rbgc_choice_lint *lint);
/* The next token of the section (RBGC_TOK_END at its end). */
void rbgc_choice_lint_token(rbgc_choice_lint *lint, rbgc_token_kind kind);

#endif
