/* Breakthrough on the 7x7 board: see breakthrough_common.h. */
#define N 7
#define NAME "breakthrough7x7"
#include "breakthrough_common.h"
