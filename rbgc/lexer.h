/* The lexer (rbgc/lexer.re, compiled by re2c at build time).
 *
 * Turns the whole file into tokens.  Stray bytes and unterminated comments or strings are
 * warnings; an integer literal that is too large is an error.  Tokens and their texts live in
 * `arena`; the result is NULL only when an error was reported. */
#ifndef RBGC_LEXER_H
#define RBGC_LEXER_H

#include <stddef.h>

#include "arena.h"
#include "diag.h"
#include "token.h"

rbgc_token *rbgc_lex(const char *text, size_t len, rbgc_arena *arena, rbgc_diags *diags,
                     int *n_tokens);

#endif
