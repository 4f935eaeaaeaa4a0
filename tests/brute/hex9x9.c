/* Hex on the 9x9 rhombus: see hex_common.h. */
#define N 9
#define NAME "hex9x9"
#include "hex_common.h"
