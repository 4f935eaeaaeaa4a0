/* The partial move of a search: the actions of the modifiers on the current path, copied into
 * the move list when the path reaches a switch.  Shared by both backends. */
#ifndef RBG_PARTIAL_MOVE_H
#define RBG_PARTIAL_MOVE_H

#include <string.h>

#include "checked_alloc.h"
#include "rbg.h"

/* The partial move of a search: the actions of the modifiers on the current path. */
typedef struct {
    rbg_action *actions;
    uint32_t n, capacity;
} rbg_partial;

_Static_assert(sizeof(rbg_action) == sizeof(uint64_t), "an action is two 32-bit fields");

static inline void rbg_partial_push(rbg_partial *partial, int32_t cell, int32_t index)
{
    if (partial->n == partial->capacity) {
        partial->capacity = partial->capacity * 2 + 16;
        partial->actions = rbg_checked_realloc(partial->actions, partial->capacity, sizeof(rbg_action));
    }
    /* One 8-byte store: the move list soon copies the action with an 8-byte load, which waits
     * for two 4-byte stores to retire instead of taking the value from the store buffer. */
    rbg_action action = {cell, index};
    uint64_t bits;
    memcpy(&bits, &action, sizeof bits);
    memcpy(&partial->actions[partial->n++], &bits, sizeof bits);
}

#endif
