/* Brute-force perft of Domineering 6x6, normal ending (the player who cannot move loses);
 * see domineering5x5_common.h.
 *
 * Usage: domineering6x6 MAX_DEPTH | -p MOVES
 */
#define GAME_NAME "domineering6x6"
#define MISERE 0
#define N 6
#include "domineering5x5_common.h"
