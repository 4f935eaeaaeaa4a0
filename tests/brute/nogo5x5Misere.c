/* Brute-force perft of misère NoGo 5x5 (the player who cannot move wins); see nogo5x5_common.h.
 *
 * Usage: nogo5x5Misere MAX_DEPTH | -p MOVES
 */
#define GAME_NAME "nogo5x5Misere"
#define MISERE 1
#include "nogo5x5_common.h"
