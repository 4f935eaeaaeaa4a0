/* What the registry knows of the agents with parameters: their constructors and key tables. */
#ifndef RBG_AGENTS_INTERNAL_H
#define RBG_AGENTS_INTERNAL_H

#include "agent.h"
#include "params.h"

/* The split strategies an agent may ask load_reasoner for (NULL-terminated). */
extern const char *const RBG_SPLIT_STRATEGIES[];

typedef rbg_agent *(*rbg_agent_ctor)(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                                     const rbg_agent_options *options, char *error, size_t error_size);

rbg_agent *rbg_agent_flat_new(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size);
const rbg_param_spec *rbg_flat_keys(int *n);

/* `preset` (may be NULL) is parsed before `params`, which may override its keys; `name` is the
 * name the agent was asked by, for messages and agent->name. */
rbg_agent *rbg_agent_mcts_new(const char *name, const char *preset, const char *params,
                              const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size);
const rbg_param_spec *rbg_mcts_keys(int *n);

/* The named presets of the mcts agent (the paper's agents). */
typedef struct {
    const char *name;
    const char *params;
    const char *notation; /* the paper's name */
} rbg_mcts_preset;
extern const rbg_mcts_preset RBG_MCTS_PRESETS[];
extern const int RBG_MCTS_N_PRESETS;

#endif
