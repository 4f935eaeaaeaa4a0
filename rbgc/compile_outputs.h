/* Where `rbgc compile` writes: the output directory, made when missing, and which files already
 * there it may replace (its own earlier output) without --force. */
#ifndef RBGC_COMPILE_OUTPUTS_H
#define RBGC_COMPILE_OUTPUTS_H

#include <stdbool.h>
#include <stddef.h>

/* Creates `dir` and its missing parents (like mkdir -p); false with a one-line reason. */
bool rbgc_make_output_dir(const char *dir, char *error, size_t error_size);

typedef enum {
    RBGC_OUTPUT_C,      /* the generated C source: it starts with the emitter's comment */
    RBGC_OUTPUT_MODULE, /* the module: an ELF file exporting rbg_generated_reasoner */
} rbgc_output_kind;

/* True when `path` does not exist or is a regular file that rbgc compile wrote (of that kind),
 * so writing it loses nothing; false with a one-line reason otherwise. */
bool rbgc_output_replaceable(const char *path, rbgc_output_kind kind, char *error,
                             size_t error_size);

#endif
