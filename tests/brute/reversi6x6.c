/* Reversi on the 6x6 board: see reversi_common.h. */
#define N 6
#define NAME "reversi6x6"
#include "reversi_common.h"
