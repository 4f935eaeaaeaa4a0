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

/* in a generated reasoner: after the game's code { */
_Static_assert(sizeof(rbg_action) == sizeof(uint64_t), "an action is two 32-bit fields");

/* Writes an action with one 8-byte store: actions are soon copied or read whole, with 8-byte
 * loads, which would wait for two 4-byte stores to retire instead of taking the value from the
 * store buffer. */
static inline void rbg_action_store(rbg_action *to, int32_t cell, int32_t index)
{
    rbg_action action = {cell, index};
    uint64_t bits;
    memcpy(&bits, &action, sizeof bits);
    memcpy(to, &bits, sizeof bits);
}

/* The growth of the partial move, rare: out of line, so that the push is a compare and a store
 * that the compiler inlines into every search function (inlined whole, it was called where a
 * search function grew large). */
static __attribute__((noinline, cold)) void rbg_partial_grow(rbg_partial *partial)
{
    partial->capacity = partial->capacity * 2 + 16;
    partial->actions = rbg_checked_realloc(partial->actions, partial->capacity, sizeof(rbg_action));
}

static inline void rbg_partial_push(rbg_partial *partial, int32_t cell, int32_t index)
{
    if (__builtin_expect(partial->n == partial->capacity, 0))
        rbg_partial_grow(partial);
    rbg_action_store(&partial->actions[partial->n++], cell, index);
}
/* } in a generated reasoner: after the game's code */

#endif
