/* Allocation that ends the process with a message when memory runs out: the reasoners have no
 * way to recover in the middle of a search.  Also copied into every generated reasoner. */
#ifndef RBG_CHECKED_ALLOC_H
#define RBG_CHECKED_ALLOC_H

#include <stdio.h>
#include <stdlib.h>

static inline void *rbg_checked_realloc(void *p, size_t n, size_t size)
{
    void *q = realloc(p, (n ? n : 1) * size);
    if (q == NULL) {
        fputs("rbg: out of memory\n", stderr);
        abort();
    }
    return q;
}

static inline void *rbg_checked_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (p == NULL) {
        fputs("rbg: out of memory\n", stderr);
        abort();
    }
    return p;
}

#endif
