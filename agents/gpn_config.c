/* The gpn agent's keys ([GPN]): GPN-MCTS is the MCTS engine (any tree kind) with proof numbers,
 * the UCT-PN bias and, by default, Score-Bounded MCTS, the robust-child final move and playouts
 * cut at 200 moves as the paper ran it in Ludii. */
#include <math.h>
#include <stdio.h>

#include "agents_internal.h"
#include "mcts.h"

enum {
    K_BIAS = MCTS_SHAPE_N_KEYS, K_CPN, K_C, K_SB, K_MOBILITY, K_FINAL, K_PLAYOUTCAP, K_REUSE, K_MAXNODES,
    N_KEYS
};

static const char *const BIASES[] = {"rank", "max", "sum", NULL};

/* C and C_pn are on our [0, 1] reward scale: [GPN]'s C = sqrt 2 and Ludii's C_pn = 1 on [-1, 1]
 * rewards are sqrt(2)/2 and 0.5 here ([GPN] section 4). */
static const rbg_param_spec KEYS[N_KEYS] = {
    MCTS_SHAPE_KEYS,
    {"bias", RBG_PARAM_ENUM, BIASES, 0, 0, "rank", "proof-number bias: PNRank, PNMax or PNSum"},
    {"cpn", RBG_PARAM_DOUBLE, NULL, 0, 100, "0.5", "weight C_pn of the bias (rewards in [0, 1])"},
    RBG_KEY_UCT_C("0.7071"),
    {"scorebounded", RBG_PARAM_BOOL, NULL, 0, 0, "true", "Score-Bounded MCTS on top (+SB)"},
    {"mobility", RBG_PARAM_BOOL, NULL, 0, 0, "true",
     "mobility initialisation: a new node's AND proof numbers start at its number of moves"},
    RBG_KEY_FINAL("visits"),
    RBG_KEY_PLAYOUTCAP("200"),
    RBG_KEY_REUSE,
    RBG_KEY_MAXNODES,
};

static bool configure(const char *name, const rbg_param_value *v, const rbg_agent_options *options,
                      const rbg_reasoner *reasoner, mcts_config *cfg, char *error, size_t error_size)
{
    (void)reasoner;
    mcts_config_uct(cfg, v[K_C].number, v[K_REUSE].choice == 1, v[K_MAXNODES].integer, options);
    if (!mcts_config_shape(cfg, name, v, error, error_size))
        return false;
    cfg->final = (mcts_final_rule)v[K_FINAL].choice;
    cfg->playout_cap = (uint64_t)v[K_PLAYOUTCAP].integer;
    cfg->gpn = true;
    cfg->bias = (mcts_pn_bias)v[K_BIAS].choice;
    cfg->cpn = v[K_CPN].number;
    cfg->solver = v[K_SB].choice ? MCTS_SOLVER_SCOREBOUNDED : MCTS_SOLVER_NONE;
    cfg->mobility = v[K_MOBILITY].choice == 1;
    return true;
}

const rbg_mcts_family RBG_GPN_FAMILY = {
    "gpn", "Generalized Proof-Number MCTS: UCT with a proof-number bias per player, Score-Bounded",
    KEYS, N_KEYS, configure};
