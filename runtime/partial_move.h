/* The partial move of a search: the actions of the modifiers on the current path, copied into
 * the move list when the path reaches a switch.  Shared by both backends. */
#ifndef RBG_PARTIAL_MOVE_H
#define RBG_PARTIAL_MOVE_H

#include "checked_alloc.h"
#include "rbg.h"

/* The partial move of a search: the actions of the modifiers on the current path. */
typedef struct {
    rbg_action *actions;
    uint32_t n, capacity;
} rbg_partial;

static inline void rbg_partial_push(rbg_partial *partial, int32_t cell, int32_t index)
{
    if (partial->n == partial->capacity) {
        partial->capacity = partial->capacity * 2 + 16;
        partial->actions = rbg_checked_realloc(partial->actions, partial->capacity, sizeof(rbg_action));
    }
    partial->actions[partial->n++] = (rbg_action){cell, index};
}

#endif
