/* `rbgc compile GAME [--split STRAT] [-o DIR] [--emit-c]`. */
#include "cmd_compile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile_outputs.h"
#include "compiled.h"
#include "emit_c.h"

static int failure(const char *format, const char *a, const char *b)
{
    fputs("rbgc: ", stderr);
    fprintf(stderr, format, a, b);
    fputc('\n', stderr);
    return 1;
}

static bool copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    bool ok = in != NULL && out != NULL;
    char buffer[65536];
    for (size_t n; ok && (n = fread(buffer, 1, sizeof buffer, in)) > 0;)
        ok = fwrite(buffer, 1, n, out) == n;
    if (in)
        fclose(in);
    if (out)
        ok = fclose(out) == 0 && ok;
    return ok;
}

/* Makes the directory and checks that writing the outputs loses nothing; false after saying
 * why. */
static bool prepare_outputs(const char *dir, const char *c_path, const char *module_path,
                            bool emit_only, bool force)
{
    char error[4200];
    bool ok = rbgc_make_output_dir(dir, error, sizeof error) &&
              (force || (rbgc_output_replaceable(c_path, RBGC_OUTPUT_C, error, sizeof error) &&
                         (emit_only || rbgc_output_replaceable(module_path, RBGC_OUTPUT_MODULE,
                                                               error, sizeof error))));
    if (!ok)
        failure("%s%s", error, "");
    return ok;
}

int rbgc_cmd_compile(const rbg_program *program, const char *game_path, const char *split,
                     const char *dir, bool emit_only, bool force)
{
    char path[4096], module[4096];
    snprintf(path, sizeof path, "%s/%s.c", dir, program->name);
    snprintf(module, sizeof module, "%s/%s.so", dir, program->name);
    if (!prepare_outputs(dir, path, module, emit_only, force))
        return 1;
    FILE *out = fopen(path, "w");
    if (out == NULL)
        return failure("cannot write '%s': %s", path, strerror(errno));
    bool written = rbgc_emit_c(program, out);
    written = fclose(out) == 0 && written;
    if (!written)
        return failure("cannot write '%s'%s", path, "");
    int status = 0;
    if (!emit_only) {
        /* The same key as `rbg` uses, so a module built here is found there. */
        char *key = rbgc_compiled_key(game_path, program->name, split);
        char error[1024];
        rbg_reasoner *r = rbgc_compiled_new(program, key ? key : "", true, error, sizeof error);
        free(key);
        if (r == NULL) {
            status = failure("%s%s", error, "");
        } else {
            if (!copy_file(rbgc_compiled_path(r), module))
                status = failure("cannot write '%s': %s", module, strerror(errno));
            r->destroy(r);
        }
    }
    return status;
}
