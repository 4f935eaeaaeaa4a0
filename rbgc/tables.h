/* Lowering a game to the interpreter's tables (runtime/program.h): cells numbered from 1,
 * automata flattened, piece sets as bit sets, arithmetic as expression arrays, visited checks
 * placed on the states a search can reach twice without a modifier in between. */
#ifndef RBGC_TABLES_H
#define RBGC_TABLES_H

#include "game.h"
#include "nfa.h"
#include "program.h"

/* A malloc'd program (free with rbg_program_free); `name` is the game's name. */
rbg_program *rbgc_build_program(const rbgc_game *game, const rbgc_automata *automata,
                                const char *name);

#endif
