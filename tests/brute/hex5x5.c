/* Hex on the 5x5 rhombus: see hex_common.h. */
#define N 5
#define NAME "hex5x5"
#include "hex_common.h"
