/* Normalisations of the rules automaton before the tables are built: equivalent encodings of a
 * construction become the same automaton, so that the planner, which recognises constructions by
 * their shape, finds them whatever the spelling.  Moves and their order are unchanged. */
#ifndef RBGC_NORMALIZE_H
#define RBGC_NORMALIZE_H

#include "game.h"
#include "nfa.h"

/* Adjacent on-tests of disjoint piece sets into states with the same continuation become one
 * on-test of their union (normalize_on_tests.c). */
void rbgc_normalize_on_tests(rbgc_game *game, rbgc_automata *automata);

#endif
