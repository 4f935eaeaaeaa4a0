/* The compiler's stages as one pipeline, chained in the same order by every user (rbg, rbgc,
 * librbg and the tests): the front end (frontend.h: text to a lowered game), the split points of
 * a strategy (split.h), the rules automaton (nfa.h) and the tables (tables.h), which the
 * interpreter runs and the emitter (emit_c.h) prints as C.  docs/architecture.md draws the whole
 * flow. */
#ifndef RBGC_PIPELINE_H
#define RBGC_PIPELINE_H

#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "program.h"
#include "split.h"

/* No split points: the game as written. */
#define RBGC_NO_SPLIT ((rbgc_split_strategy){.enabled = false, .components = 0})

/* A game's name: its file name without the directory and the .rbg suffix
 * ("games-rbg/chess.rbg" is "chess"; a file named only ".rbg" keeps that name).  It names the
 * tables, the generated module and a match file's game, and is part of a compiled module's
 * cache key (compiled.h), so every command must derive it here.  Malloc'd. */
char *rbgc_game_name(const char *path);

/* The front end on a file, then the split points of `strategy`: the game, or NULL when it has
 * errors.  *diags_out is always set (with the file's name and text); the caller frees it. */
rbgc_game *rbgc_game_of_file(const char *path, rbgc_split_strategy strategy,
                             rbgc_diags **diags_out);

/* The tables of a game that loaded, named `name`: the rules automaton (built in the game's
 * arena), then the lowering.  The game stays the caller's. */
rbg_program *rbgc_lower_game(rbgc_game *game, const char *name);

/* The whole pipeline on a file: its tables, named by rbgc_game_name, or NULL when the game has
 * errors.  *diags_out is set as by rbgc_game_of_file. */
rbg_program *rbgc_compile_file(const char *path, rbgc_split_strategy strategy,
                               rbgc_diags **diags_out);

/* The whole pipeline on a game's text: its tables named `name`, or NULL when the game has
 * errors (reported into `diags`). */
rbg_program *rbgc_compile_text(const char *text, size_t length, rbgc_split_strategy strategy,
                               const char *name, rbgc_diags *diags);

#endif
