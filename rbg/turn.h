/* What the game runners (`rbg play`, `rbg match`) do around each move: ask the mover, timing
 * it, and tell every agent the move that was played. */
#ifndef RBG_TURN_H
#define RBG_TURN_H

#include "agent.h"

/* agent->choose(), with agent->last reset first; when the agent does not report its time
 * itself, last.seconds gets the wall-clock time the call took. */
int64_t rbg_turn_choose(rbg_agent *agent, rbg_context *context, const void *state,
                        const rbg_moves *moves);

/* Tells agents[first..last] (NULL entries skipped) the move just applied, via observe(). */
void rbg_turn_observe(rbg_agent *const *agents, int first, int last, const rbg_action *actions,
                      uint32_t n);

/* Seconds on a monotonic clock, for durations. */
double rbg_turn_now(void);

#endif
