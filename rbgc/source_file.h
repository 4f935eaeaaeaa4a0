/* Reading a game file and refusing what cannot be one.
 *
 * Only a regular file is read (a FIFO or a device could block for ever or never end), and only up
 * to RBGC_GAME_FILE_MAX bytes.  Text with a NUL byte or an ELF header is binary data, not a game:
 * it is refused with one error instead of a warning for every stray byte. */
#ifndef RBGC_SOURCE_FILE_H
#define RBGC_SOURCE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

/* The largest game file rbgc reads: far above any real game, small enough to keep memory bounded. */
enum { RBGC_GAME_FILE_MAX = 16 * 1024 * 1024 };

/* Reads the whole file into a malloc'ed, NUL-terminated buffer.  On failure returns NULL and
 * writes the reason ("it is not a regular file", strerror text, ...) into `why`. */
char *rbgc_read_game_file(const char *path, size_t *len, char *why, size_t why_size);

/* Reports one error and returns false when the text is binary data. */
bool rbgc_check_not_binary(const char *text, size_t len, rbgc_diags *diags);

#endif
