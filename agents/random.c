/* The random agent: a uniformly random legal move. */
#include <stdlib.h>

#include "agent.h"
#include "agent_alloc.h"

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves)
{
    (void)context;
    (void)state;
    return rbg_rng_below(&agent->rng, moves->n_moves);
}

static void destroy(rbg_agent *agent)
{
    free(agent);
}

rbg_agent *rbg_agent_random_new(void)
{
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    agent->name = "random";
    agent->choose = choose;
    agent->destroy = destroy;
    return agent;
}
