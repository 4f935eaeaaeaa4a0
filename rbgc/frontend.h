/* The front end as one call: game text in, lowered game out.
 *
 * Lexing, directives, macro expansion and parsing of each section, the board, the rules
 * (normalised, modifiers numbered), then the checker's bounds, warnings and straightness.
 * Returns NULL when an error was reported; warnings may be reported either way. */
#ifndef RBGC_FRONTEND_H
#define RBGC_FRONTEND_H

#include <stddef.h>

#include "diag.h"
#include "game.h"

rbgc_game *rbgc_load_text(const char *text, size_t len, rbgc_diags *diags);

/* Reads the file; the diags are created with the file's name and text (*diags_out is set even
 * on failure and must be freed by the caller). */
rbgc_game *rbgc_load_file(const char *path, rbgc_diags **diags_out);

#endif
