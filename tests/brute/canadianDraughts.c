/* Brute-force perft of Canadian draughts (12x12, 30 men each): the rules are in
 * tests/brute/internationalDraughts_common.h, shared with internationalDraughts.c.
 * Usage: canadianDraughts MAX_DEPTH
 */
#define GAME_NAME "canadianDraughts"
#define N 12
#define ROWS 5
#include "internationalDraughts_common.h"
