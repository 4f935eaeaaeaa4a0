/* Lines of Action on the 7x7 board: see linesOfAction_common.h. */
#define N 7
#define NAME "linesOfAction7x7"
#include "linesOfAction_common.h"
