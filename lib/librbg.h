/* librbg: the RBG engine as a library (docs/library.md).
 *
 * Load a game from its .rbg file with either backend (the interpreter, or the game compiled to C
 * and cached, see docs/compiled-cache.md), then use the reasoner interface of rbg.h (states,
 * legal moves, perft, playouts), the agents of agent.h, one game between two agents and the
 * statistics of a match (match_game.h, match_file.h, match_stats.h); rbg_handle.h says the same
 * with plain functions, for bindings.  Build against it with
 * `pkg-config --cflags --libs rbg`.  No function here exits or prints unless told to: failures
 * return NULL with the message the `rbg` command would print. */
#ifndef LIBRBG_H
#define LIBRBG_H

#include <stdbool.h>
#include <stdio.h>

#include "agent.h"
#include "match_file.h"
#include "match_game.h"
#include "match_stats.h"
#include "rbg.h"
#include "rbg_handle.h"
#include "rbg_version.h"

typedef struct {
    const char *backend; /* "compiled" (the default, NULL) or "interp" */
    const char *split;   /* a split strategy ("Mod", "ModPlus", ...); NULL or "none": none */
    bool quiet;          /* no progress line on stderr while a game compiles */
    /* Where the game file's warnings and the notice of a fallback from the compiled backend to
     * the interpreter (no C compiler, ...) go; NULL: nowhere. */
    FILE *log;
} rbg_load_options;

/* The reasoner of the game in `path`; `options` may be NULL (the defaults).  On failure returns
 * NULL and sets *error to a malloc'd message (the file's diagnostics, `file:line:col: error:
 * ...`, or one line); the caller frees it.  The caller destroys the result with
 * reasoner->destroy(reasoner); reasoner->backend says which backend it got. */
rbg_reasoner *rbg_load(const char *path, const rbg_load_options *options, char **error);

/* What an agent with `split=` needs to load the game again under another split strategy (an
 * rbg_reasoner_loader of agent.h, with an rbg_load_request as its data). */
typedef struct {
    const char *path;
    rbg_load_options options;
} rbg_load_request;
rbg_reasoner *rbg_load_split(void *request, const char *strategy, char *error, size_t error_size);

/* The version of the library that is running (RBG_VERSION is the one compiled against). */
const char *rbg_library_version(void);

#endif
