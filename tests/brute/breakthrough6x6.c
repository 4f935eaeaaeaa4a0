/* Breakthrough on the 6x6 board: see breakthrough_common.h. */
#define N 6
#define NAME "breakthrough6x6"
#include "breakthrough_common.h"
