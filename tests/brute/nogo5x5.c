/* Brute-force perft of normal NoGo 5x5 (the player who cannot move loses); see nogo5x5_common.h.
 *
 * Usage: nogo5x5 MAX_DEPTH | -p MOVES
 */
#define GAME_NAME "nogo5x5"
#define MISERE 0
#include "nogo5x5_common.h"
