/* A loaded module behind the reasoner interface: the module's reasoner, whose destroy also
 * closes the module. */
#include "compiled.h"

#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "emit_c.h"
#include "module_cache.h"

typedef struct {
    rbg_reasoner base;
    rbg_reasoner *inner;
    rbg_module module;
} compiled;

static void compiled_destroy(rbg_reasoner *reasoner)
{
    compiled *c = reasoner->impl;
    c->inner->destroy(c->inner);
    rbg_module_unload(&c->module);
    free(c);
}

typedef struct {
    const char *text;
    size_t size;
} source;

static bool write_source(void *arg, FILE *out)
{
    const source *c = arg;
    return fwrite(c->text, 1, c->size, out) == c->size;
}

rbg_reasoner *rbgc_compiled_new(const rbg_program *program, const char *source_key, bool quiet,
                                char *error, size_t error_size)
{
    /* The key holds the generated C itself (besides what the caller names), so a module built
     * by another emitter or from other tables is never reused by mistake. */
    source code = {NULL, 0};
    FILE *c_file = open_memstream((char **)&code.text, &code.size);
    bool emitted = c_file != NULL && rbgc_emit_c(program, c_file);
    if (c_file != NULL)
        emitted = fclose(c_file) == 0 && emitted;
    char *key = NULL;
    size_t key_size = 0;
    FILE *key_file = emitted ? open_memstream(&key, &key_size) : NULL;
    if (key_file == NULL) {
        free((char *)code.text);
        snprintf(error, error_size, "cannot generate the game's C code");
        return NULL;
    }
    fprintf(key_file, "%s\n--emitter=%s\n", source_key, RBGC_EMITTER_VERSION);
    fwrite(code.text, 1, code.size, key_file);
    fclose(key_file);
    rbg_module_request request = {.source_key = key, .write_source = write_source, .arg = &code,
                                  .symbol = "rbg_generated_reasoner", .name = program->name,
                                  .quiet = quiet, .notice_after = RBGC_COMPILE_NOTICE_AFTER};
    rbg_module module;
    bool loaded = rbg_module_load(&request, &module, error, error_size);
    free(key);
    free((char *)code.text);
    if (!loaded)
        return NULL;
    rbg_reasoner *(*entry)(void) = (rbg_reasoner * (*)(void)) module.symbol;
    rbg_reasoner *inner = entry();
    if (inner == NULL) {
        snprintf(error, error_size, "the compiled module of the game gave no reasoner");
        rbg_module_unload(&module);
        return NULL;
    }
    compiled *c = rbg_checked_calloc(1, sizeof *c);
    c->base = *inner;
    c->base.impl = c;
    c->base.destroy = compiled_destroy;
    c->inner = inner;
    c->module = module;
    return &c->base;
}

const char *rbgc_compiled_path(const rbg_reasoner *reasoner)
{
    const compiled *c = reasoner->impl;
    return c->module.path;
}

char *rbgc_compiled_key(const char *game_path, const char *name, const char *split)
{
    FILE *file = fopen(game_path, "rb");
    if (file == NULL)
        return NULL;
    char *key = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&key, &size);
    char buffer[65536];
    for (size_t n; (n = fread(buffer, 1, sizeof buffer, file)) > 0;)
        fwrite(buffer, 1, n, out);
    fclose(file);
    fprintf(out, "\n--name=%s\n--split=%s\n", name, split);
    fclose(out);
    return key;
}
