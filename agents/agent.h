/* Agents: whatever chooses moves.  An agent sees the game only through runtime/rbg.h.
 *
 * An agent is made from a string `NAME` or `NAME:key=value,...` (see docs/agents.md); unknown
 * names, keys or values are refused with a message saying what is allowed. */
#ifndef RBG_AGENT_H
#define RBG_AGENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "rbg.h"

typedef struct rbg_agent rbg_agent;

typedef struct {
    FILE *in, *out;            /* the terminal of a human player */
    double seconds_per_move;   /* budget by time (0: none) */
    uint64_t states_per_move;  /* budget by nodal states (0: none) */
} rbg_agent_options;

struct rbg_agent {
    const char *name;
    /* Picks one of the legal moves of `state` (there is at least one); -1 when the agent gives
     * up (a human closing the input). */
    int64_t (*choose)(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves);
    void (*destroy)(rbg_agent *agent);
    const rbg_reasoner *reasoner;
    rbg_agent_options options;
    rbg_rng rng;
    void *impl;
};

/* Creates an agent from its string; NULL with a one-line reason in `error`. */
rbg_agent *rbg_agent_new(const char *spec, const rbg_reasoner *reasoner, uint64_t seed,
                         const rbg_agent_options *options, char *error, size_t error_size);
void rbg_agent_free(rbg_agent *agent);

/* One line per agent: name, what it does, its parameters with their defaults. */
void rbg_agents_describe(FILE *out);

/* The agents themselves. */
rbg_agent *rbg_agent_random_new(void);
rbg_agent *rbg_agent_human_new(void);

#endif
