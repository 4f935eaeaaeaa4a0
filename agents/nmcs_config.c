/* The nmcs agent's keys ([NMCS2], docs/agents.md): UCT whose simulations are two-player nested
 * Monte-Carlo playouts ([NMCS2] Tables 4-5). */
#include <stdio.h>

#include "agents_internal.h"
#include "mcts.h"

enum { K_C = MCTS_NMCS_N_KEYS, K_REUSE, K_MAXNODES, N_KEYS };

static const rbg_param_spec KEYS[N_KEYS] = {
    MCTS_NMCS_KEYS("nesting level of the playouts (0: random)"),
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
    cfg->nmcs = mcts_nmcs_config_of(v);
    return true;
}

const rbg_mcts_family RBG_NMCS_FAMILY = {
    "nmcs", "UCT with two-player nested Monte-Carlo playouts (discounting, Cut On Win, Prune On Depth)",
    KEYS, N_KEYS, configure};
