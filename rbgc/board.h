/* Building the board graph from the parsed `#board` (language reference section 6): vertex
 * names and board order, holes, the edges of each generator, the explicit graph's checks. */
#ifndef RBGC_BOARD_H
#define RBGC_BOARD_H

#include <stdbool.h>

#include "diag.h"
#include "game.h"
#include "parse.h"

/* Fills the board fields of `game` (whose pieces, players and variables are already set). */
bool rbgc_build_board(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags);

#endif
