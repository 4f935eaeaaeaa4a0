/* Arena allocation for the compiler's short-lived data.
 *
 * Everything a compilation produces (tokens, syntax trees, the lowered game) lives in one arena
 * and is released at once, so an error path never leaks and never needs to free piecemeal. */
#ifndef RBGC_ARENA_H
#define RBGC_ARENA_H

#include <stddef.h>

typedef struct rbgc_arena rbgc_arena;

rbgc_arena *rbgc_arena_new(void);
void rbgc_arena_free(rbgc_arena *arena);

/* Zeroed, suitably aligned memory; aborts with a message when the system is out of memory. */
void *rbgc_arena_alloc(rbgc_arena *arena, size_t size);
/* Copies `len` bytes and adds a terminating NUL. */
/* Hands a malloc'ed block to the arena, which frees it with everything else: for a large array
 * grown with realloc, which does not leave its old copies behind as rbgc_arena_grow does. */
void rbgc_arena_adopt(rbgc_arena *arena, void *block);

/* realloc that aborts with a message when the system is out of memory, like the arena. */
void *rbgc_checked_realloc(void *block, size_t size);

char *rbgc_arena_strndup(rbgc_arena *arena, const char *text, size_t len);
char *rbgc_arena_strdup(rbgc_arena *arena, const char *text);
char *rbgc_arena_printf(rbgc_arena *arena, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

#define RBGC_NEW(arena, type) ((type *)rbgc_arena_alloc((arena), sizeof(type)))
#define RBGC_NEW_ARRAY(arena, type, n) ((type *)rbgc_arena_alloc((arena), sizeof(type) * (size_t)(n)))

/* Makes room for one more item in an arena-backed array of `count` items: returns the array,
 * moved to a block twice as large (at least `first` items) when `*capacity` is reached.  The old
 * block simply stays in the arena. */
void *rbgc_arena_grow(rbgc_arena *arena, void *items, int count, int *capacity, int first,
                      size_t item_size);

/* A growable array of pointers whose storage lives in an arena (old blocks are simply left). */
typedef struct {
    void **items;
    int count;
    int capacity;
} rbgc_ptr_vec;

void rbgc_ptr_vec_push(rbgc_arena *arena, rbgc_ptr_vec *vec, void *item);

#endif
