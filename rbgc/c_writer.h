/* Helpers through which the C emitter writes the generated code: a part written aside so that
 * what encloses it can depend on it (a local declared only where the part uses it), and the
 * folding of the constant conditions the printers leave (`if (1)`, `&& 1 &&`), so that the
 * generated C reads as a person would write it and compiles without warnings. */
#ifndef RBGC_C_WRITER_H
#define RBGC_C_WRITER_H

#include <stdbool.h>
#include <stdio.h>

/* A part of the output written aside: rbgc_aside_begin points *out at a fresh buffer,
 * rbgc_aside_end points it back and returns what was written (malloc'd, NUL-terminated). */
typedef struct {
    FILE *saved;
    char *text;
    size_t size;
} rbgc_aside;
void rbgc_aside_begin(rbgc_aside *a, FILE **out);
char *rbgc_aside_end(rbgc_aside *a, FILE **out);

/* Whether C text `text` mentions the identifier `name` (not as part of a longer one, nor in a
 * comment). */
bool rbgc_c_mentions(const char *text, const char *name);

/* Writes C text `text` with its constant conditions folded: `&& 1 &&` and `(1 && ` lose the
 * 1, `if (1) {` opens a plain block, `if (1)` before one statement leaves the statement alone,
 * `(0 | ` loses the 0. */
void rbgc_c_put_folded(FILE *out, const char *text);

/* `var + k` as C text into `buf` (32 bytes) with the constant folded: `b_`, `b_ + 3`, `b_ - 8`. */
const char *rbgc_c_plus(char *buf, const char *var, int k);

#endif
