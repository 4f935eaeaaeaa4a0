/* Compiled reasoners: the game's C (emit_c.h) built by the system compiler into a cached shared
 * object (runtime/module_cache.h) and loaded, behind the same interface as the interpreter. */
#ifndef RBGC_COMPILED_H
#define RBGC_COMPILED_H

#include <stdbool.h>
#include <stddef.h>

#include "program.h"
#include "rbg.h"

/* A compile that takes longer than this many seconds says so on stderr (unless quiet). */
#define RBGC_COMPILE_NOTICE_AFTER 1.0

/* The compiled reasoner of `program`.  `source_key` identifies the game completely (its text,
 * name and split strategy); the emitter's version is added here.  On failure returns NULL with a
 * one-line reason in `error`.  The program is only read. */
rbg_reasoner *rbgc_compiled_new(const rbg_program *program, const char *source_key, bool quiet,
                                char *error, size_t error_size);

/* What identifies a game for the cache, as `rbg` and `rbgc compile` both name it: the file's
 * text, the game's name and the split strategy.  A malloc'd string (NULL if the file cannot be
 * read). */
char *rbgc_compiled_key(const char *game_path, const char *name, const char *split);

/* The file of the module behind a reasoner made by rbgc_compiled_new. */
const char *rbgc_compiled_path(const rbg_reasoner *reasoner);

#endif
