/* Connect Four, 6 columns by 5 rows: see connectFour_common.h. */
#define W 6
#define H 5
#define NAME "connectFour6x5"
#include "connectFour_common.h"
