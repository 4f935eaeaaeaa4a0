/* Visited sets of a search, shared by both backends (and copied into generated reasoners).
 *
 * A (automaton state, cell) pair explored since the last modifier of the current path must not
 * be explored again: it would repeat work and list moves twice.  Each automaton has a stack of
 * levels; level k holds the pairs explored since the k-th modifier of the path.  A level marks a
 * pair by writing its current stamp, so starting a level afresh is one increment. */
#ifndef RBG_VISITED_H
#define RBG_VISITED_H

#include <stdint.h>
#include <string.h>

#include "checked_alloc.h"

typedef struct {
    uint32_t *marks;
    uint32_t stamp;
} rbg_level;

typedef struct {
    rbg_level *levels;
    int allocated;
    int depth;
    size_t size; /* checked states * (cells + 1) */
} rbg_level_stack;

/* in a generated reasoner: after the game's code { */
static void rbg_stack_grow(rbg_level_stack *stack)
{
    int allocated = stack->allocated * 2 + 4;
    stack->levels = rbg_checked_realloc(stack->levels, (size_t)allocated, sizeof *stack->levels);
    for (int i = stack->allocated; i < allocated; i++)
        stack->levels[i] = (rbg_level){rbg_checked_calloc(stack->size, sizeof(uint32_t)), 0};
    stack->allocated = allocated;
}

static inline void rbg_stack_push(rbg_level_stack *stack)
{
    stack->depth++;
    if (stack->depth == stack->allocated)
        rbg_stack_grow(stack);
    rbg_level *l = &stack->levels[stack->depth];
    if (++l->stamp == 0) { /* the stamps wrapped around: clear the marks once */
        memset(l->marks, 0, stack->size * sizeof *l->marks);
        l->stamp = 1;
    }
}

static inline void rbg_stack_start(rbg_level_stack *stack)
{
    stack->depth = -1;
    rbg_stack_push(stack);
}

/* Marks the pair at `offset` (check * (cells + 1) + cell) in the top level; false if it was
 * marked there already. */
static inline __attribute__((always_inline)) bool rbg_stack_visit(rbg_level_stack *stack, size_t offset)
{
    rbg_level *l = &stack->levels[stack->depth];
    if (l->marks[offset] == l->stamp)
        return false;
    l->marks[offset] = l->stamp;
    return true;
}

static void rbg_stack_free(rbg_level_stack *stack)
{
    for (int i = 0; i < stack->allocated; i++)
        free(stack->levels[i].marks);
    free(stack->levels);
    stack->levels = NULL;
    stack->allocated = 0;
}
/* } in a generated reasoner: after the game's code */

#endif
