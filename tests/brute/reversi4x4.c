/* Reversi on the 4x4 board: see reversi_common.h. */
#define N 4
#define NAME "reversi4x4"
#include "reversi_common.h"
