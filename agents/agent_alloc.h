/* Allocation for agents: running out of memory is not a state an agent can play on, so it says
 * so and stops as the rest of the project does (one line, exit status 1; search trees have
 * their own limits, node_pool.h). */
#ifndef RBG_AGENT_ALLOC_H
#define RBG_AGENT_ALLOC_H

#include "checked_alloc.h"

static inline void *agent_checked(void *p)
{
    return rbg_checked(p);
}

#endif
