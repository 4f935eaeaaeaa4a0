/* Where the current cell does not matter (docs/solving.md): a state of the rules whose every way
 * on starts with shifts that reach the same (state, cell) pairs from any cell (Hex's "any cell"
 * at the start of a turn).  Two game states that differ only in their current cell there have
 * the same moves and the same futures, so the state hash leaves the cell out. */
#ifndef RBG_CURSOR_H
#define RBG_CURSOR_H

#include <stdbool.h>

#include "program.h"

/* [n_states], malloc'd: true for the nodal states of the rules where the cell does not matter.
 * Conservative: a state whose check would take too long counts as one where it matters. */
bool *rbg_cursor_free_states(const rbg_program *p);

#endif
