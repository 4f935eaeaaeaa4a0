/* Reversi on the 10x10 board: see reversi_common.h. */
#define N 10
#define NAME "reversi10x10"
#include "reversi_common.h"
