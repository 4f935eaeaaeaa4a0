/* The nmcs agent's keys ([NMCS2], docs/agents.md): UCT whose simulations are two-player nested
 * Monte-Carlo playouts ([NMCS2] Tables 4-5). */
#include <stdio.h>

#include "agents_internal.h"
#include "mcts.h"

enum { K_LEVEL, K_DISCOUNT, K_COW, K_COWMAX, K_POD, K_PODMAX, K_C, K_REUSE, K_MAXNODES, N_KEYS };

static const rbg_param_spec KEYS[N_KEYS] = {
    {"level", RBG_PARAM_INT, NULL, 0, 4, "1", "nesting level of the playouts (0: random)"},
    {"discount", RBG_PARAM_BOOL, NULL, 0, 0, "false",
     "divide outcomes by their depth (short wins, long losses); on by default with pod=true"},
    {"cow", RBG_PARAM_BOOL, NULL, 0, 0, "true", "Cut On Win: a level stops at its first winning move"},
    {"cowmax", RBG_PARAM_INT, NULL, 0, 4, "4", "COW only in calls of nesting level <= this"},
    {"pod", RBG_PARAM_BOOL, NULL, 0, 0, "false",
     "Prune On Depth: drop playouts that cannot beat the caller's best"},
    {"podmax", RBG_PARAM_INT, NULL, 0, 4, "4", "POD only in calls of nesting level <= this"},
    RBG_KEY_UCT_C("0.4"),
    RBG_KEY_REUSE,
    RBG_KEY_MAXNODES,
};

static bool configure(const char *name, const rbg_param_value *v, const rbg_agent_options *options,
                      const rbg_reasoner *reasoner, mcts_config *cfg, char *error, size_t error_size)
{
    if (reasoner->info->n_players != 2) {
        snprintf(error, error_size, "agent '%s': nested Monte-Carlo search is for two-player games (this "
                 "game has %d players)", name, reasoner->info->n_players);
        return false;
    }
    mcts_config_uct(cfg, v[K_C].number, v[K_REUSE].choice == 1, v[K_MAXNODES].integer, options);
    cfg->policy = MCTS_SIM_NMCS;
    bool pod = v[K_POD].choice == 1;
    cfg->nmcs = (mcts_nmcs_config){
        .level = (int)v[K_LEVEL].integer,
        .discount = v[K_DISCOUNT].given ? v[K_DISCOUNT].choice == 1 : pod,
        .cow = v[K_COW].choice ? (int)v[K_COWMAX].integer : -1,
        .pod = pod ? (int)v[K_PODMAX].integer : -1,
    };
    return true;
}

const rbg_mcts_family RBG_NMCS_FAMILY = {
    "nmcs", "UCT with two-player nested Monte-Carlo playouts (discounting, Cut On Win, Prune On Depth)",
    KEYS, N_KEYS, configure};
