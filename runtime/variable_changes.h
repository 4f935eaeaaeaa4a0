/* What a move does to a game's variables, for the move texts of games whose moves tell apart
 * only there (awari's pits, a subtraction game's pile): the variables it changes, the players'
 * scores aside, in the order a text names them. */
#ifndef RBG_VARIABLE_CHANGES_H
#define RBG_VARIABLE_CHANGES_H

#include <stdint.h>

#include "rbg.h"

typedef struct {
    int variable;
    int64_t before, after;
} rbg_variable_change;

/* The changes from `before` to `after` into `out` (room for info->n_variables); returns how
 * many.  Order: the variables the move lowers, the most emptied first (the lowest share of
 * their value left, then the most taken), then those it raises, the most raised first; ties
 * in variable order.  So a sowing reads from the pit it empties. */
uint32_t rbg_variable_changes(const rbg_reasoner *reasoner, const void *before, const void *after,
                              rbg_variable_change *out);

#endif
