/* The table-driven interpreter: a reasoner (rbg.h) for any game, from its tables (program.h).
 *
 * Legal moves are found by a depth-first search over pairs (automaton state, cell), applying
 * modifiers in place and undoing them on the way back.  A (state, cell) pair reached again since
 * the last modifier is not explored again (resettable visited sets, one level per modifier on the
 * current path), which both ends the loops of stars and removes duplicate moves.  Patterns are
 * searches of their own automata.  No allocation happens once the buffers have grown. */
#ifndef RBG_INTERP_H
#define RBG_INTERP_H

#include "program.h"
#include "rbg.h"

/* Takes ownership of the program. */
rbg_reasoner *rbg_interp_new(rbg_program *program);

#endif
