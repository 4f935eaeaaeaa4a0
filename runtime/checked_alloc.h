/* Allocation that ends the process with a message when memory runs out: the reasoners have no
 * way to recover in the middle of a search.  Also copied into every generated reasoner.  The
 * exit is an ordinary failure (status 1), not an abort: running out of memory is a limit of
 * the machine, not a bug to dump core for. */
#ifndef RBG_CHECKED_ALLOC_H
#define RBG_CHECKED_ALLOC_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* in a generated reasoner: after the game's code { */
/* Says so on one line and exits; `size` 0 when the amount is not known. */
static inline void rbg_out_of_memory(size_t n, size_t size)
{
    if (size == 0)
        fputs("rbg: out of memory\n", stderr);
    else
        fprintf(stderr, "rbg: out of memory (%zu blocks of %zu bytes wanted)\n", n, size);
    exit(EXIT_FAILURE);
}

/* `p`, the result of an allocation made elsewhere (strdup, open_memstream's FILE, ...), or
 * the exit above when it is NULL. */
static inline void *rbg_checked(void *p)
{
    if (p == NULL)
        rbg_out_of_memory(0, 0);
    return p;
}

static inline void *rbg_checked_realloc(void *p, size_t n, size_t size)
{
    if (size != 0 && n > SIZE_MAX / size)
        rbg_out_of_memory(n, size);
    void *q = realloc(p, (n ? n : 1) * size);
    if (q == NULL)
        rbg_out_of_memory(n, size);
    return q;
}

static inline void *rbg_checked_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (p == NULL)
        rbg_out_of_memory(n, size);
    return p;
}

static inline void *rbg_checked_malloc(size_t n, size_t size)
{
    return rbg_checked_realloc(NULL, n, size);
}
/* } in a generated reasoner: after the game's code */

#endif
