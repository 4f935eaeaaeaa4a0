/* The version of the running library, for programs that check it against RBG_VERSION. */
#include "librbg.h"

const char *rbg_library_version(void)
{
    return RBG_VERSION;
}
