/* Allocation for agents: running out of memory is not a state an agent can play on, so it says
 * so and stops (search trees have their own limits, node_pool.h). */
#ifndef RBG_AGENT_ALLOC_H
#define RBG_AGENT_ALLOC_H

#include <stdio.h>
#include <stdlib.h>

static inline void *agent_checked(void *p)
{
    if (p == NULL) {
        fputs("rbg: out of memory\n", stderr);
        abort();
    }
    return p;
}

#endif
