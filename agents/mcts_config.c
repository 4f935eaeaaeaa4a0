/* The mcts agent's keys, its presets (the paper's agents) and the availability matrix of the
 * heuristics (Table 3 of [SPLIT], docs/agents.md). */
#include <stdio.h>
#include <string.h>

#include "agents_internal.h"
#include "mcts.h"

mcts_availability mcts_heuristic_availability(mcts_tree_kind tree, bool semisplit_sim, bool rave,
                                              mcts_heuristic h, const char **why)
{
    *why = "";
    if (h == MCTS_H_NONE)
        return MCTS_AVAILABLE;
    if (!rave) {
        switch (h) {
        case MCTS_H_JOIN:
            if (semisplit_sim) {
                *why = "mast=join needs sim=orthodox: only the moves of orthodox simulations are whole "
                       "moves to join";
                return MCTS_NOT_AVAILABLE;
            }
            if (tree != MCTS_TREE_ORTHODOX) {
                *why = "mast=join is not used in the expansion of a semisplit or rollup tree";
                return MCTS_AVAILABLE_NOT_IN_EXPANSION;
            }
            return MCTS_AVAILABLE;
        case MCTS_H_CONTEXT:
            if (tree == MCTS_TREE_ORTHODOX && !semisplit_sim) {
                *why = "mast=context equals mast=join with an orthodox tree and orthodox simulations";
                return MCTS_AVAILABLE_EQUIVALENT;
            }
            return MCTS_AVAILABLE;
        default:
            return MCTS_AVAILABLE;
        }
    }
    switch (h) {
    case MCTS_H_SPLIT:
        if (tree != MCTS_TREE_SEMISPLIT) {
            *why = "rave=split needs tree=semisplit: its keys are the semimoves of the tree's edges";
            return MCTS_NOT_AVAILABLE;
        }
        return MCTS_AVAILABLE;
    case MCTS_H_JOIN:
        if (tree != MCTS_TREE_ORTHODOX) {
            *why = "rave=join needs tree=orthodox: its keys are the whole moves of the tree's edges";
            return MCTS_NOT_AVAILABLE;
        }
        return MCTS_AVAILABLE;
    case MCTS_H_CONTEXT:
        if (tree == MCTS_TREE_ORTHODOX) {
            *why = "rave=context equals rave=join with an orthodox tree";
            return MCTS_AVAILABLE_EQUIVALENT;
        }
        return MCTS_AVAILABLE;
    case MCTS_H_MIX:
        if (tree != MCTS_TREE_SEMISPLIT) {
            *why = "rave=mix needs tree=semisplit: it mixes split and context statistics of semimove "
                   "edges";
            return MCTS_NOT_AVAILABLE;
        }
        return MCTS_AVAILABLE;
    default:
        return MCTS_AVAILABLE;
    }
}

enum {
    K_TREE, K_EXPAND, K_SIM, K_SPLIT, K_MAST = MCTS_SHAPE_N_KEYS, K_RAVE, K_C, K_EPS, K_DECAY, K_MIXK,
    K_RAVEK, K_REUSE, K_MAXNODES, K_SOLVER, K_FINAL, K_PLAYOUTCAP, N_KEYS
};

const char *const MCTS_TREES[] = {"orthodox", "semisplit", "rollup", NULL};
const char *const MCTS_EXPANSIONS[] = {"raw", "nodal", NULL};
const char *const MCTS_SIMS[] = {"orthodox", "semisplit", NULL};
static const char *const HEURISTICS[] = {"none", "split", "join", "context", "mix", NULL};
static const char *const SOLVERS[] = {"none", "solver", "scorebounded", NULL};

const char *const RBG_SPLIT_STRATEGIES[] = {"Mod",   "ModPlus", "ModShift",  "ModPlusShift",
                                           "Plus",  "Shift",   "PlusShift", NULL};
const char *const RBG_FINAL_RULES[] = {"mean", "visits", "secure", NULL};

static const rbg_param_spec KEYS[N_KEYS] = {
    MCTS_SHAPE_KEYS,
    {"mast", RBG_PARAM_ENUM, HEURISTICS, 0, 0, "none", "MAST variant"},
    {"rave", RBG_PARAM_ENUM, HEURISTICS, 0, 0, "none", "RAVE variant"},
    {"C", RBG_PARAM_DOUBLE, NULL, 0, 100, "0.4", "UCT exploration constant (0.2 when RAVE is on)"},
    {"eps", RBG_PARAM_DOUBLE, NULL, 0, 1, "0.4", "MAST: probability of a uniform choice"},
    {"decay", RBG_PARAM_DOUBLE, NULL, 0, 1, "0.2", "MAST: statistics are multiplied by it after each move"},
    {"mixk", RBG_PARAM_DOUBLE, NULL, 0, 1e9, "7", "mix variants: context weight needed to trust it"},
    {"ravek", RBG_PARAM_DOUBLE, NULL, 1e-9, 1e12, "250", "RAVE equivalence parameter K"},
    RBG_KEY_REUSE,
    RBG_KEY_MAXNODES,
    {"solver", RBG_PARAM_ENUM, SOLVERS, 0, 0, "none",
     "prove values: MCTS-Solver (win/not win) or Score-Bounded MCTS (every score)"},
    RBG_KEY_FINAL("mean"),
    RBG_KEY_PLAYOUTCAP("0"),
};

void mcts_config_defaults(mcts_config *cfg)
{
    *cfg = (mcts_config){.tree = MCTS_TREE_ORTHODOX, .C = 0.4, .epsilon = 0.4, .decay = 0.2,
                         .mix_threshold = 7, .rave_k = 250, .reuse = true,
                         .max_nodes = MCTS_DEFAULT_MAX_NODES};
}

void mcts_config_tree(mcts_config *cfg, bool reuse, int64_t max_nodes, const rbg_agent_options *options)
{
    cfg->reuse = reuse;
    cfg->max_nodes = max_nodes > 0            ? (uint64_t)max_nodes
                     : options->max_nodes > 0 ? options->max_nodes
                                              : MCTS_DEFAULT_MAX_NODES;
}

void mcts_config_uct(mcts_config *cfg, double C, bool reuse, int64_t max_nodes, const rbg_agent_options *options)
{
    mcts_config_defaults(cfg);
    cfg->C = C;
    mcts_config_tree(cfg, reuse, max_nodes, options);
}

bool mcts_config_shape(mcts_config *cfg, const char *name, const rbg_param_value *v, char *error,
                       size_t error_size)
{
    cfg->tree = (mcts_tree_kind)v[K_TREE].choice;
    cfg->nodal_expansion = v[K_EXPAND].choice == 1;
    cfg->semisplit_sim = v[K_SIM].choice == 1;
    bool semisplit = cfg->tree != MCTS_TREE_ORTHODOX || cfg->semisplit_sim;
    if (semisplit)
        cfg->split = RBG_SPLIT_STRATEGIES[v[K_SPLIT].choice];
    else if (v[K_SPLIT].given) {
        snprintf(error, error_size,
                 "agent '%s': split= needs tree=semisplit, tree=rollup or sim=semisplit (an orthodox tree "
                 "with orthodox simulations plays whole moves)", name);
        return false;
    }
    if (v[K_EXPAND].given && cfg->tree == MCTS_TREE_ORTHODOX) {
        snprintf(error, error_size,
                 "agent '%s': expand= needs tree=semisplit or tree=rollup (an orthodox tree adds one "
                 "whole move per iteration)", name);
        return false;
    }
    return true;
}

/* Turns parsed keys into a configuration; false with the reason when they do not fit together. */
static bool configure(const char *name, const rbg_param_value *v, const rbg_agent_options *options,
                      const rbg_reasoner *reasoner, mcts_config *cfg, char *error, size_t error_size)
{
    (void)reasoner;
    mcts_config_defaults(cfg);
    if (!mcts_config_shape(cfg, name, v, error, error_size))
        return false;
    cfg->mast = (mcts_heuristic)v[K_MAST].choice;
    cfg->rave = (mcts_heuristic)v[K_RAVE].choice;
    cfg->C = v[K_C].given ? v[K_C].number : cfg->rave != MCTS_H_NONE ? 0.2 : 0.4;
    cfg->epsilon = v[K_EPS].number;
    cfg->decay = v[K_DECAY].number;
    cfg->mix_threshold = v[K_MIXK].number;
    cfg->rave_k = v[K_RAVEK].number;
    mcts_config_tree(cfg, v[K_REUSE].choice == 1, v[K_MAXNODES].integer, options);
    cfg->solver = (mcts_solver_kind)v[K_SOLVER].choice;
    cfg->final = (mcts_final_rule)v[K_FINAL].choice;
    cfg->playout_cap = (uint64_t)v[K_PLAYOUTCAP].integer;
    const char *why;
    if (mcts_heuristic_availability(cfg->tree, cfg->semisplit_sim, false, cfg->mast, &why) ==
            MCTS_NOT_AVAILABLE ||
        mcts_heuristic_availability(cfg->tree, cfg->semisplit_sim, true, cfg->rave, &why) ==
            MCTS_NOT_AVAILABLE) {
        snprintf(error, error_size, "agent '%s': %s", name, why);
        return false;
    }
    cfg->mast_in_expansion =
        mcts_heuristic_availability(cfg->tree, cfg->semisplit_sim, false, cfg->mast, &why) !=
        MCTS_AVAILABLE_NOT_IN_EXPANSION;
    return true;
}

const rbg_mcts_family RBG_MCTS_FAMILY = {
    "mcts", "the MCTS family of the split-moves paper (UCT, semisplit and roll-up trees, MAST, RAVE, solvers)",
    KEYS, N_KEYS, configure};
