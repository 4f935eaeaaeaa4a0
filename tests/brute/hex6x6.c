/* Hex on the 6x6 rhombus: see hex_common.h. */
#define N 6
#define NAME "hex6x6"
#include "hex_common.h"
