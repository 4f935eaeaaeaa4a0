/* Hex on the 8x8 rhombus: see hex_common.h. */
#define N 8
#define NAME "hex8x8"
#include "hex_common.h"
