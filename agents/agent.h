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

/* Builds this game's reasoner under a split strategy ("none", "Mod", "ModPlus", ...), for agents
 * whose search walks semimoves (`split=`); NULL with a one-line reason in `error`.  The caller
 * owns the result and destroys it with reasoner->destroy. */
typedef rbg_reasoner *(*rbg_reasoner_loader)(void *loader_data, const char *strategy, char *error,
                                              size_t error_size);

/* What choose() returns when a human asks to take back their last move. */
#define RBG_AGENT_UNDO (-3)

/* The largest node limit of a search tree (nodes are numbered in 32 bits). */
#define RBG_AGENT_MAX_NODES 4000000000u

/* How far a search has come, for a runner that shows it while the agent thinks. */
typedef struct {
    double seconds;       /* since choose() began */
    uint64_t iterations;  /* search iterations (playouts for flat agents) */
    uint64_t states;      /* nodal states computed */
} rbg_agent_progress;

/* The time between two progress reports. */
#define RBG_AGENT_PROGRESS_SECONDS 0.2

typedef struct {
    FILE *in, *out;            /* the terminal of a human player */
    double seconds_per_move;   /* budget by time (0: none) */
    uint64_t states_per_move;  /* budget by nodal states (0: none) */
    uint64_t max_nodes;        /* search memory: most tree nodes, at most RBG_AGENT_MAX_NODES
                                  (0: the agent's default) */
    rbg_reasoner_loader load_reasoner; /* NULL: only the given reasoner is available */
    void *loader_data;
    const char *game_path;     /* the game's file, for external agents (NULL: not known) */
    /* NULL, or called from inside choose() about every RBG_AGENT_PROGRESS_SECONDS while the
     * agents that search within a budget (the MCTS family, flat, nmcs-move) think. */
    void (*progress)(void *progress_arg, const rbg_agent_progress *progress);
    void *progress_arg;
} rbg_agent_options;

/* What the last call of choose() cost, for match records. */
typedef struct {
    double seconds;
    uint64_t states;      /* nodal states computed (the budget unit, docs/agents.md) */
    uint64_t iterations;  /* search iterations (playouts for flat agents) */
    /* Why choose() gave no move, when the agent failed rather than gave up (an external
     * program that crashed, timed out or answered no legal move; docs/external-agents.md): the
     * runner counts the game as lost by the agent.  NULL otherwise; owned by the agent. */
    const char *failure;
} rbg_agent_report;

struct rbg_agent {
    const char *name;
    /* Picks one of the legal moves of `state` (there is at least one); -1 when the agent gives
     * up (a human closing the input or resigning); RBG_AGENT_UNDO when a human asks to take
     * back their last move (runners that cannot say so and stop). */
    int64_t (*choose)(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves);
    /* Optional (NULL: not needed): told each move of the game after it was applied, whoever
     * played it, in order from the initial state.  Agents keep trees or mirror states with it.
     *
     * Contract (agents/ additions for the search agents, docs/agents.md "Following the game"):
     * one agent per game; a runner that gives an agent with observe != NULL any move must call
     * observe for every move, its own included, before the next choose().  An agent searching
     * the runner's reasoner resynchronises from the state given to choose() when it was not told
     * (losing its tree); an agent searching a split reasoner (split=...) cannot, since that
     * reasoner's states have another layout: when its mirror disagrees with the state given to
     * choose() (another player to move or another number of legal moves), choose() prints one
     * line on stderr saying so and returns -1. */
    void (*observe)(rbg_agent *agent, const rbg_action *actions, uint32_t n);
    void (*destroy)(rbg_agent *agent);
    const rbg_reasoner *reasoner;
    rbg_agent_report last;
    rbg_agent_options options;
    rbg_rng rng;
    void *impl;
};

/* Creates an agent from its string; NULL with a one-line reason in `error`. */
rbg_agent *rbg_agent_new(const char *spec, const rbg_reasoner *reasoner, uint64_t seed,
                         const rbg_agent_options *options, char *error, size_t error_size);
void rbg_agent_free(rbg_agent *agent);

/* One line per agent: name, what it does, its parameters with their defaults; then the presets. */
void rbg_agents_describe(FILE *out);
/* The entry of one agent (or a preset with the keys of its agent); false with a one-line reason
 * in `error` when no agent or preset has that name. */
bool rbg_agents_describe_one(const char *name, FILE *out, char *error, size_t error_size);

/* The agents themselves. */
rbg_agent *rbg_agent_random_new(void);
rbg_agent *rbg_agent_human_new(void);

#endif
