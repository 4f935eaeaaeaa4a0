/* What the registry knows of the agents with parameters: their constructors and key tables. */
#ifndef RBG_AGENTS_INTERNAL_H
#define RBG_AGENTS_INTERNAL_H

#include "agent.h"
#include "params.h"

/* The split strategies an agent may ask load_reasoner for (NULL-terminated). */
extern const char *const RBG_SPLIT_STRATEGIES[];

typedef rbg_agent *(*rbg_agent_ctor)(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                                     const rbg_agent_options *options, char *error, size_t error_size);

/* `ext:dir=D,timeout=S,cmd=COMMAND` (agents/external.c). */
rbg_agent *rbg_agent_external_new(const char *params, const rbg_reasoner *reasoner,
                                  const rbg_agent_options *options, char *error,
                                  size_t error_size);
rbg_agent *rbg_agent_flat_new(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size);
const rbg_param_spec *rbg_flat_keys(int *n);
/* `nmcs-move:level=N,...`: nested Monte-Carlo search choosing the move (agents/nmcs_move.c). */
rbg_agent *rbg_agent_nmcs_move_new(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                                   const rbg_agent_options *options, char *error, size_t error_size);
const rbg_param_spec *rbg_nmcs_move_keys(int *n);

/* An agent built on the MCTS engine (mcts, gpn, nmcs, mctsmr): its keys and how they make an
 * engine configuration (false with a one-line reason when they do not fit together). */
struct mcts_config;
typedef struct {
    const char *name;
    const char *summary;
    const rbg_param_spec *keys;
    int n_keys;
    bool (*configure)(const char *name, const rbg_param_value *v, const rbg_agent_options *options,
                      const rbg_reasoner *reasoner, struct mcts_config *cfg, char *error,
                      size_t error_size);
} rbg_mcts_family;

/* Keys every agent on the engine has, with the same meaning. */
#define RBG_KEY_REUSE {"reuse", RBG_PARAM_BOOL, NULL, 0, 0, "true", "keep the subtree of the moves played"}
#define RBG_KEY_UCT_C(DEFAULT)                                                                     \
    {"C", RBG_PARAM_DOUBLE, NULL, 0, 100, DEFAULT, "UCT exploration constant (rewards in [0, 1])"}
#define RBG_KEY_MAXNODES                                                                           \
    {"maxnodes", RBG_PARAM_INT, NULL, 0, RBG_AGENT_MAX_NODES, "0", "most tree nodes (0: the command's --max-nodes, else 250000)"}

#define RBG_KEY_FINAL(DEFAULT)                                                                     \
    {"final", RBG_PARAM_ENUM, RBG_FINAL_RULES, 0, 0, DEFAULT,                                      \
     "final move: best mean, most visits (robust child) or secure child (mean + 1/sqrt n)"}
#define RBG_KEY_PLAYOUTCAP(DEFAULT)                                                                \
    {"playoutcap", RBG_PARAM_INT, NULL, 0, 1e9, DEFAULT,                                           \
     "random simulations stop after this many moves, worth 0.5 to everybody (0: never)"}
extern const char *const RBG_FINAL_RULES[];

extern const rbg_mcts_family RBG_MCTS_FAMILY, RBG_GPN_FAMILY, RBG_NMCS_FAMILY, RBG_MCTSMR_FAMILY;

/* `preset` (may be NULL) is parsed before `params`, which may override its keys; `name` is the
 * name the agent was asked by, for messages and agent->name. */
rbg_agent *rbg_agent_mcts_new(const rbg_mcts_family *family, const char *name, const char *preset,
                              const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size);
/* The named presets of the engine's agents (the papers' agents). */
typedef struct {
    const char *name;
    const rbg_mcts_family *family;
    const char *params;
    const char *notation; /* the paper's name */
} rbg_mcts_preset;
extern const rbg_mcts_preset RBG_MCTS_PRESETS[];
extern const int RBG_MCTS_N_PRESETS;

#endif
