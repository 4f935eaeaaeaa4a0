/* Running out of memory in the library: a function with an error path returns this message to
 * its caller instead of ending the process (only failing to copy this short text ends it,
 * rbg_checked); functions without one end it as the rest of the project does. */
#ifndef RBG_LIB_ALLOC_H
#define RBG_LIB_ALLOC_H

#include <string.h>

#include "checked_alloc.h"

static inline char *rbg_lib_out_of_memory(void)
{
    return rbg_checked(strdup("rbg: out of memory"));
}

#endif
