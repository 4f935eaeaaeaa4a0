/* Loading a game: the compiler's pipeline to the tables (rbgc/pipeline.h), then a reasoner of
 * either backend.  The rbg command loads its games through here too, so both say the same
 * things. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "compiled.h"
#include "interp.h"
#include "lib_alloc.h"
#include "librbg.h"
#include "pipeline.h"

/* A malloc'd message in the rbg command's form: "rbg: ...". */
static char *failure(const char *format, ...)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        return rbg_lib_out_of_memory();
    fputs("rbg: ", out);
    va_list args;
    va_start(args, format);
    vfprintf(out, format, args);
    va_end(args);
    fclose(out);
    return text;
}

/* The compiled reasoner, or NULL after saying (in the log) why the interpreter is used. */
static rbg_reasoner *load_compiled(const char *path, const rbg_load_options *options,
                                   const rbg_program *program)
{
    char *text = rbgc_compiled_key(path, program->name, options->split);
    if (text == NULL)
        return NULL;
    char error[1024];
    /* A compile that takes a while says so (after a second), on a terminal or in a log. */
    rbg_reasoner *r = rbgc_compiled_new(program, text, options->quiet, error, sizeof error);
    free(text);
    if (r == NULL && options->log != NULL)
        fprintf(options->log, "rbg: %s; using the interpreter\n", error);
    return r;
}

/* The tables of the game, or NULL with the diagnostics as the message; warnings go to the log. */
static rbg_program *compile(const char *path, rbgc_split_strategy strategy, FILE *log,
                            char **error)
{
    rbgc_diags *diags;
    rbg_program *program = rbgc_compile_file(path, strategy, &diags);
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL) {
        rbgc_diags_free(diags);
        rbg_program_free(program);
        *error = rbg_lib_out_of_memory();
        return NULL;
    }
    rbgc_diags_render(diags, out, false);
    fclose(out);
    rbgc_diags_free(diags);
    if (program == NULL) {
        if (size > 0 && text[size - 1] == '\n')
            text[size - 1] = '\0';
        *error = text;
        return NULL;
    }
    if (log != NULL)
        fputs(text, log);
    free(text);
    return program;
}

rbg_reasoner *rbg_load(const char *path, const rbg_load_options *given, char **error)
{
    rbg_load_options options = {"compiled", "none", false, NULL};
    if (given != NULL) {
        options = *given;
        if (options.backend == NULL)
            options.backend = "compiled";
        if (options.split == NULL)
            options.split = "none";
    }
    *error = NULL;
    rbgc_split_strategy strategy;
    if (strcmp(options.backend, "compiled") != 0 && strcmp(options.backend, "interp") != 0) {
        *error = failure("unknown backend '%s' (allowed: compiled, interp)", options.backend);
        return NULL;
    }
    if (!rbgc_split_parse(options.split, &strategy)) {
        *error = failure("unknown split strategy '%s' (allowed: %s)", options.split,
                         RBGC_SPLIT_ALLOWED);
        return NULL;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
        *error = failure("cannot read the game '%s': %s", path, strerror(errno));
        return NULL;
    }
    if (S_ISDIR(st.st_mode)) {
        *error = failure("cannot read the game '%s': it is a directory", path);
        return NULL;
    }
    rbg_program *program = compile(path, strategy, options.log, error);
    if (program == NULL)
        return NULL;
    if (program->n_cells == 0 || program->n_players == 0) {
        *error = failure("%s: the game has no %s, so it cannot be played", path,
                         program->n_cells == 0 ? "cells" : "players");
        rbg_program_free(program);
        return NULL;
    }
    if (strcmp(options.backend, "compiled") == 0) {
        rbg_reasoner *compiled = load_compiled(path, &options, program);
        if (compiled != NULL) {
            rbg_program_free(program);
            return compiled;
        }
    }
    return rbg_interp_new(program);
}

rbg_reasoner *rbg_load_split(void *data, const char *strategy, char *error, size_t error_size)
{
    rbg_load_request *request = data;
    rbg_load_options options = request->options;
    options.split = strategy;
    char *why = NULL;
    rbg_reasoner *r = rbg_load(request->path, &options, &why);
    if (r == NULL) {
        /* An unknown strategy is the caller's mistake and says so; anything else names it. */
        if (strncmp(why, "rbg: unknown split", 18) == 0)
            snprintf(error, error_size, "%s", why + 5);
        else
            snprintf(error, error_size, "cannot load '%s' with the split strategy %s",
                     request->path, strategy);
        free(why);
        return NULL;
    }
    /* Where the compiled backend fell back to the interpreter, later loads go straight to it. */
    if (strcmp(r->backend, "interp") == 0)
        request->options.backend = "interp";
    return r;
}
