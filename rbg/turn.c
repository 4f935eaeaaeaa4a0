/* Asking an agent for a move and telling agents the moves played. */
#include <time.h>

#include "turn.h"

double rbg_turn_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int64_t rbg_turn_choose(rbg_agent *agent, rbg_context *context, const void *state,
                        const rbg_moves *moves)
{
    agent->last = (rbg_agent_report){0};
    double start = rbg_turn_now();
    int64_t choice = agent->choose(agent, context, state, moves);
    if (agent->last.seconds == 0)
        agent->last.seconds = rbg_turn_now() - start;
    return choice;
}

void rbg_turn_observe(rbg_agent *const *agents, int first, int last, const rbg_action *actions,
                      uint32_t n)
{
    for (int p = first; p <= last; p++)
        if (agents[p] != NULL && agents[p]->observe != NULL)
            agents[p]->observe(agents[p], actions, n);
}
