/* Connect Four, 5 columns by 4 rows: see connectFour_common.h. */
#define W 5
#define H 4
#define NAME "connectFour5x4"
#include "connectFour_common.h"
