/* Brute-force perft of Domineering 5x5, normal ending (the player who cannot move loses);
 * see domineering5x5_common.h.
 *
 * Usage: domineering5x5 MAX_DEPTH | -p MOVES
 */
#define GAME_NAME "domineering5x5"
#define MISERE 0
#include "domineering5x5_common.h"
