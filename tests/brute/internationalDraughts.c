/* Brute-force perft of international draughts (10x10, 20 men each): the rules are in
 * tests/brute/internationalDraughts_common.h, shared with canadianDraughts.c.
 * Usage: internationalDraughts MAX_DEPTH
 */
#define GAME_NAME "internationalDraughts"
#define N 10
#define ROWS 4
#include "internationalDraughts_common.h"
