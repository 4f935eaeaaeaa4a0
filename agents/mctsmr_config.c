/* The mctsmr agent's keys (Baier and Winands 2013; docs/agents.md): UCT whose simulations check
 * every move with a shallow minimax search of the ends of the game. */
#include <stdio.h>

#include "agents_internal.h"
#include "mcts.h"

enum { K_DEPTH, K_ENDS, K_C, K_REUSE, K_MAXNODES, N_KEYS };

/* decisive: Baier and Winands' decisive and anti-decisive moves, which see no end lost by the
 * player who made it (a misère game's). */
static const char *const ENDS[] = {"all", "decisive", NULL};

static const rbg_param_spec KEYS[N_KEYS] = {
    {"depth", RBG_PARAM_INT, NULL, 1, 3, "1",
     "plies of the minimax search of each simulation move (1: take wins, 2: also avoid losses)"},
    {"ends", RBG_PARAM_ENUM, ENDS, 0, 0, "all",
     "ends of the game the search sees: all, or only those won by the player who ended it"},
    RBG_KEY_UCT_C("0.4"),
    RBG_KEY_REUSE,
    RBG_KEY_MAXNODES,
};

static bool configure(const char *name, const rbg_param_value *v, const rbg_agent_options *options,
                      const rbg_reasoner *reasoner, mcts_config *cfg, char *error, size_t error_size)
{
    (void)name, (void)reasoner, (void)error, (void)error_size;
    mcts_config_uct(cfg, v[K_C].number, v[K_REUSE].choice == 1, v[K_MAXNODES].integer, options);
    cfg->policy = MCTS_SIM_MR;
    cfg->mr_depth = (int)v[K_DEPTH].integer;
    cfg->mr_decisive = v[K_ENDS].choice == 1;
    return true;
}

const rbg_mcts_family RBG_MCTSMR_FAMILY = {
    "mctsmr", "MCTS-MR: UCT whose simulations play wins and avoid losses seen by a shallow minimax",
    KEYS, N_KEYS, configure};
