/* Lines of Action on the 8x8 board: see linesOfAction_common.h. */
#define N 8
#define NAME "linesOfAction8x8"
#include "linesOfAction_common.h"
