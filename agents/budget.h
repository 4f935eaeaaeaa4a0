/* The budget of one decision: time per move or nodal states per move (docs/agents.md, "Budgets").
 *
 * By time the search stops before `seconds_per_move` minus a safety margin; the clock
 * (CLOCK_MONOTONIC) is read before every iteration and, inside long simulations, every few
 * moves, so that an iteration still running at the deadline is abandoned rather than finished.
 * By states the search runs until the nodal states it computed reach the limit (the last
 * iteration may overshoot), which is reproducible with the seed on any machine. */
#ifndef RBG_AGENT_BUDGET_H
#define RBG_AGENT_BUDGET_H

#include <stdbool.h>
#include <stdint.h>

#include "agent.h"

/* States per move when the options give no budget. */
#define RBG_AGENT_DEFAULT_STATES 100000u

typedef struct {
    bool timed;
    double start, deadline; /* seconds on the monotonic clock */
    uint64_t max_states;
    uint64_t states, iterations;
    const rbg_agent_options *options; /* its progress callback */
    double next_progress;             /* when the next report is due */
} rbg_budget;

double rbg_budget_now(void);
/* The margin kept before the deadline of a move of `seconds`. */
double rbg_budget_margin(double seconds);
void rbg_budget_start(rbg_budget *budget, const rbg_agent_options *options);
/* May another iteration start?  Reports the progress when a report is due (options.progress). */
bool rbg_budget_more(rbg_budget *budget);
/* Within a running iteration: is its time up (always false by states)? */
static inline bool rbg_budget_expired(const rbg_budget *budget)
{
    return budget->timed && rbg_budget_now() >= budget->deadline;
}
/* For searches that do not loop on rbg_budget_more (nmcs-move): reports the progress when a
 * report is due, with the budget's states and iterations as the caller set them. */
void rbg_budget_tick(rbg_budget *budget);
/* Writes seconds, states and iterations into the report. */
void rbg_budget_report(const rbg_budget *budget, rbg_agent_report *report);

#endif
