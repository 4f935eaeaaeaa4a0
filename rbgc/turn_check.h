/* Warnings about turns, from the shape of the rules alone (every action is assumed possibly
 * legal, except the few that never are or always are):
 *
 *  - a player can never complete a move: after every '->p' of the rules, no path through actions
 *    that can be legal reaches another switch ('->q' or '->>'), nor the end of the rules (where
 *    the game simply ends, as authors intend), so p's turns are stuck;
 *  - the game can never end: from the start and after every reachable switch a path made only of
 *    actions that are always legal (an off, '.', an on of every piece, an assignment whose every
 *    possible value is in range) reaches a switch, so the player to move always has a move.
 *
 * Actions that are never legal are an on of no piece (`{}`) and an assignment whose every value
 * is out of range.  Patterns, shifts, comparisons and other assignments may or may not be legal.
 * Assignment ranges must have been computed (rbgc_check_game does it first). */
#ifndef RBGC_TURN_CHECK_H
#define RBGC_TURN_CHECK_H

#include "diag.h"
#include "game.h"

void rbgc_check_turns(const rbgc_game *game, rbgc_diags *diags);

#endif
