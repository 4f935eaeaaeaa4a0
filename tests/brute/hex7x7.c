/* Hex on the 7x7 rhombus: see hex_common.h. */
#define N 7
#define NAME "hex7x7"
#include "hex_common.h"
