/* An independent Connect Four solver, the second opinion on the values the RBG solvers find for
 * connectFour5x4 and connectFour6x5: bitboards, alpha-beta on win / draw / loss and a
 * transposition table, written from the rules (a disc drops into a column that is not full;
 * four in a row, a column or a diagonal win at once; a full board is a draw), not from the RBG
 * reasoner. */
#ifndef RBG_TESTS_CONNECT_FOUR_SOLVER_H
#define RBG_TESTS_CONNECT_FOUR_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

/* The value for the player to move after the discs dropped in `columns` (0 = leftmost, first
 * player first) on a board of `width` x `height` (at most 7 x 6): 1 win, 0 draw, -1 loss with
 * best play.  False when the moves are not a game in progress (a full column, a move after a
 * four); `nodes` (may be NULL) gets the positions searched. */
bool c4_solve(int width, int height, const int *columns, int n, int *value, uint64_t *nodes);

#endif
