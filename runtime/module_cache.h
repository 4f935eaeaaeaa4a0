/* Compiled modules: generated C built into a shared object once, cached, loaded with dlopen.
 *
 * rbg_module_load looks for the module of a request in the cache directory; on a miss it has the
 * caller write the C source, compiles it with the system C compiler into a temporary file and
 * renames that into place, so concurrent processes never see a half-written module.  The cache
 * key is a SHA-256 of the request's source key, the compiler's identity and the flags.  Nothing
 * here aborts or exits: every failure (no compiler, no usable cache directory, a compiler error, a
 * module that does not load) returns false with a one-line reason, and the caller falls back to
 * the interpreter.  No global state: concurrent loads from several threads are safe.
 *
 * Environment: RBG_CC (the compiler, default cc), RBG_CFLAGS (its flags, default -O2),
 * RBG_CC_TIMEOUT (seconds a compiler run may take before it is killed, default 600), RBG_CACHE
 * (the directory, default $XDG_CACHE_HOME/rbg, else $HOME/.cache/rbg); see
 * docs/compiled-cache.md. */
#ifndef RBG_MODULE_CACHE_H
#define RBG_MODULE_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    /* Identifies the generated code completely, e.g. game text + "\n--split=Mod\n" + emitter
     * version: equal keys (with the same compiler and flags) share one module. */
    const char *source_key;
    /* Writes the whole C source to `out`; false on failure.  Called only on a cache miss. */
    bool (*write_source)(void *arg, FILE *out);
    void *arg;
    const char *symbol; /* looked up in the module, e.g. "rbg_generated_reasoner" */
    const char *name;   /* what is compiled, for the progress line, e.g. the game's name */
    bool quiet;         /* no progress line on stderr */
    /* The progress line is printed once a compile has taken this many seconds (0: at its start),
     * so that quick compiles pass in silence and slow ones are never silent. */
    double notice_after;
} rbg_module_request;

typedef struct {
    void *handle; /* from dlopen */
    void *symbol; /* the request's symbol in the module */
    char *path;   /* the module's file in the cache (owned) */
} rbg_module;

/* Finds or builds the module and loads it.  On failure returns false, leaves `module` empty and
 * puts a one-line reason (no trailing newline, no "rbg: " prefix) into `error`. */
bool rbg_module_load(const rbg_module_request *request, rbg_module *module, char *error,
                     size_t error_size);

/* Closes the module and frees its path; `module` may be empty (after a failed load). */
void rbg_module_unload(rbg_module *module);

#endif
