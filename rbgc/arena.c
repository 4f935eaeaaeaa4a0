#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"

enum { ARENA_BLOCK_SIZE = 64 * 1024, ARENA_ALIGN = 16 };

typedef struct arena_block {
    struct arena_block *next;
    size_t used;
    size_t size;
    _Alignas(16) unsigned char data[];
} arena_block;

typedef struct adopted_block {
    struct adopted_block *next;
    void *block;
} adopted_block;

struct rbgc_arena {
    arena_block *head;
    adopted_block *adopted;
};

static void *checked_malloc(size_t size)
{
    return rbgc_checked_realloc(NULL, size);
}

void *rbgc_checked_realloc(void *block, size_t size)
{
    void *p = realloc(block, size);
    if (p == NULL) {
        fputs("rbgc: out of memory\n", stderr);
        exit(EXIT_FAILURE); /* a limit of the machine, not a bug: no core dump */
    }
    return p;
}

rbgc_arena *rbgc_arena_new(void)
{
    rbgc_arena *arena = checked_malloc(sizeof *arena);
    arena->head = NULL;
    arena->adopted = NULL;
    return arena;
}

void rbgc_arena_free(rbgc_arena *arena)
{
    if (arena == NULL)
        return;
    arena_block *block = arena->head;
    while (block != NULL) {
        arena_block *next = block->next;
        free(block);
        block = next;
    }
    for (adopted_block *a = arena->adopted; a != NULL;) {
        adopted_block *next = a->next;
        free(a->block);
        free(a);
        a = next;
    }
    free(arena);
}

void *rbgc_arena_alloc(rbgc_arena *arena, size_t size)
{
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size == 0)
        size = ARENA_ALIGN;
    arena_block *block = arena->head;
    if (block == NULL || block->size - block->used < size) {
        size_t capacity = size > ARENA_BLOCK_SIZE ? size : ARENA_BLOCK_SIZE;
        /* Zeroed by calloc, which takes fresh pages from the system without writing them: the
         * large products of the split passes cost only the pages they touch. */
        arena_block *fresh = rbg_checked_calloc(1, sizeof *fresh + capacity);
        fresh->used = 0;
        fresh->size = capacity;
        /* A large one-off block goes behind the current one so the current keeps filling. */
        if (block != NULL && size > ARENA_BLOCK_SIZE) {
            fresh->next = block->next;
            block->next = fresh;
        } else {
            fresh->next = block;
            arena->head = fresh;
        }
        block = fresh;
    }
    void *p = block->data + block->used;
    block->used += size; /* zero already: a block's bytes are handed out once */
    return p;
}

void rbgc_arena_adopt(rbgc_arena *arena, void *block)
{
    adopted_block *a = checked_malloc(sizeof *a);
    a->block = block;
    a->next = arena->adopted;
    arena->adopted = a;
}

char *rbgc_arena_strndup(rbgc_arena *arena, const char *text, size_t len)
{
    char *copy = rbgc_arena_alloc(arena, len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    return copy;
}

char *rbgc_arena_strdup(rbgc_arena *arena, const char *text)
{
    return rbgc_arena_strndup(arena, text, strlen(text));
}

char *rbgc_arena_printf(rbgc_arena *arena, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    va_list copy;
    va_copy(copy, args);
    int len = vsnprintf(NULL, 0, format, args);
    va_end(args);
    char *text = rbgc_arena_alloc(arena, (size_t)(len < 0 ? 0 : len) + 1);
    if (len > 0)
        vsnprintf(text, (size_t)len + 1, format, copy);
    va_end(copy);
    return text;
}

void *rbgc_arena_grow(rbgc_arena *arena, void *items, int count, int *capacity, int first,
                      size_t item_size)
{
    if (count < *capacity)
        return items;
    int fresh = *capacity ? *capacity * 2 : first;
    void *bigger = rbgc_arena_alloc(arena, item_size * (size_t)fresh);
    if (count)
        memcpy(bigger, items, item_size * (size_t)count);
    *capacity = fresh;
    return bigger;
}

void rbgc_ptr_vec_push(rbgc_arena *arena, rbgc_ptr_vec *vec, void *item)
{
    vec->items = rbgc_arena_grow(arena, vec->items, vec->count, &vec->capacity, 8, sizeof(void *));
    vec->items[vec->count++] = item;
}
