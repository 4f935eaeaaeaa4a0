/* Normalisations of the rules automaton before the tables are built: equivalent encodings of a
 * construction become the same automaton, so that the planner, which recognises constructions by
 * their shape, finds them whatever the spelling.  Moves and their order are unchanged. */
#ifndef RBGC_NORMALIZE_H
#define RBGC_NORMALIZE_H

#include "game.h"
#include "nfa.h"

/* Whether states a and b (neither the start) have the same edges, in the same order, and the
 * same flags (normalize_on_tests.c). */
bool rbgc_normalize_same_state(const rbgc_nfa *nfa, int a, int b);

/* Adjacent on-tests of disjoint piece sets into states with the same continuation become one
 * on-test of their union (normalize_on_tests.c). */
void rbgc_normalize_on_tests(rbgc_game *game, rbgc_automata *automata);

/* A loop that tests and then shifts, entered after the same shifts, becomes one that shifts and
 * then tests, headed at the cell before the shifts (normalize_loops.c). */
void rbgc_normalize_loops(rbgc_game *game, rbgc_automata *automata);

/* States that nothing reaches any more lose their edges, so that no search is written for them
 * (normalize_loops.c). */
void rbgc_normalize_drop_unreached(rbgc_nfa *nfa);

/* A walk to the board's edge, `(d)* {! d}`, becomes one shift along a new edge label to the
 * walk's last cell (normalize_edge_walks.c). */
void rbgc_normalize_edge_walks(rbgc_game *game, rbgc_automata *automata);

#endif
