/* Brute-force perft of misère Domineering 5x5 (the player who cannot move wins); the same
 * tree as domineering5x5.c, see domineering5x5_common.h.
 *
 * Usage: domineering5x5Misere MAX_DEPTH | -p MOVES
 */
#define GAME_NAME "domineering5x5Misere"
#define MISERE 1
#include "domineering5x5_common.h"
