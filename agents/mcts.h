/* The MCTS family of the split-moves paper ([SPLIT] in docs/references.md; docs/agents.md),
 * internal to agents/.
 *
 * One engine serves every variant: a tree over complete moves (orthodox), over semimoves
 * (semisplit) or over semimoves that are rolled up into submoves once their intermediate node is
 * fully expanded (rollup); raw or nodal expansion; orthodox or semisplit simulations; MAST and
 * RAVE in their split / join / context / mix forms.  An orthodox tree is the semisplit algorithm
 * in which every edge happens to reach a nodal state. */
#ifndef RBG_MCTS_H
#define RBG_MCTS_H

#include <stdbool.h>
#include <stdint.h>

#include "agent.h"
#include "budget.h"
#include "gpn.h"
#include "mast.h"
#include "mirror.h"
#include "params.h"
#include "node_pool.h"
#include "playout.h"
#include "rave.h"
#include "semiwalk.h"
#include "solver.h"

typedef enum { MCTS_TREE_ORTHODOX, MCTS_TREE_SEMISPLIT, MCTS_TREE_ROLLUP } mcts_tree_kind;

/* The rule of the final move among the root's children (docs/agents.md, "The final move"): best
 * mean ([SPLIT]), most visits (Ludii's robust child, [GPN]) or the secure child of MCTS-Solver
 * (mean + 1 / sqrt(visits)); with score bounds a proven child of the best value comes first. */
typedef enum { MCTS_FINAL_MEAN, MCTS_FINAL_VISITS, MCTS_FINAL_SECURE } mcts_final_rule;

typedef struct mcts_config {
    mcts_tree_kind tree;
    bool nodal_expansion;
    bool semisplit_sim;
    const char *split;      /* the strategy loaded, NULL when nothing walks semimoves */
    mcts_heuristic mast, rave;
    bool mast_in_expansion; /* not for MAST-join with a semisplit or rollup tree (Table 3's *) */
    double C, epsilon, decay, mix_threshold, rave_k;
    bool reuse;
    uint64_t max_nodes;
    mcts_final_rule final;
    uint64_t playout_cap;      /* random simulations stop after this many moves (0: never) */
    mcts_solver_kind solver;   /* score bounds (docs/agents.md, "Solving inside the tree") */
    bool gpn;                  /* proof numbers and the UCT-PN bias ([GPN]) */
    mcts_pn_bias bias;
    double cpn;
    bool mobility;
    mcts_sim_policy policy;    /* the simulations: random, nested (9) or minimax rollouts (10) */
    mcts_nmcs_config nmcs;
    int mr_depth;
    bool mr_decisive;          /* minimax rollouts see only ends won by their last mover */
} mcts_config;

/* How a heuristic fits a tree and a simulation (Table 3 of [SPLIT]). */
typedef enum {
    MCTS_AVAILABLE,
    MCTS_AVAILABLE_NOT_IN_EXPANSION, /* Table 3's check with a star */
    MCTS_AVAILABLE_EQUIVALENT,       /* works, but equals a cheaper variant */
    MCTS_NOT_AVAILABLE
} mcts_availability;

/* The defaults shared by every agent of the family ([SPLIT]): an orthodox tree,
 * orthodox random simulations, no heuristics, C = 0.4, tree reuse. */
void mcts_config_defaults(mcts_config *cfg);
/* Tree reuse and the node limit: the agent's `maxnodes` key, else the command's option, else the
 * default. */
void mcts_config_tree(mcts_config *cfg, bool reuse, int64_t max_nodes, const rbg_agent_options *options);
/* The defaults with the keys the UCT families (gpn, nmcs, mctsmr) share: C, reuse, maxnodes. */
void mcts_config_uct(mcts_config *cfg, double C, bool reuse, int64_t max_nodes, const rbg_agent_options *options);

/* The keys that shape the tree and the simulations, in this order in the tables of the agents
 * that have them (mcts, gpn): tree, expand, sim, split. */
enum { MCTS_SHAPE_N_KEYS = 4 };
extern const char *const MCTS_TREES[], *const MCTS_EXPANSIONS[], *const MCTS_SIMS[];
#define MCTS_SHAPE_KEYS                                                                             \
    {"tree", RBG_PARAM_ENUM, MCTS_TREES, 0, 0, "orthodox", "tree edges: moves, semimoves, rolled-up submoves"}, \
    {"expand", RBG_PARAM_ENUM, MCTS_EXPANSIONS, 0, 0, "nodal",                                     \
     "semisplit/rollup trees: add one node, or the path to the next nodal state"},                 \
    {"sim", RBG_PARAM_ENUM, MCTS_SIMS, 0, 0, "orthodox", "simulations: whole moves or built from semimoves"}, \
    {"split", RBG_PARAM_ENUM, RBG_SPLIT_STRATEGIES, 0, 0, "Mod",                                   \
     "split strategy of a semisplit tree or simulation"}
/* Sets the tree kind, expansion, simulations and split strategy from those keys' values; false
 * with the reason when they do not fit together. */
bool mcts_config_shape(mcts_config *cfg, const char *name, const rbg_param_value *v, char *error,
                       size_t error_size);

/* `why` gets the reason of MCTS_NOT_AVAILABLE (or the note of the other kinds). */
mcts_availability mcts_heuristic_availability(mcts_tree_kind tree, bool semisplit_sim, bool rave,
                                              mcts_heuristic h, const char **why);

typedef struct {
    mcts_config cfg;
    rbg_mirror mirror;      /* the reasoner searched and the game's state in it */
    const rbg_reasoner *r;
    rbg_context *ctx;
    rbg_rng *rng;
    const rbg_budget *budget;

    mcts_tree tree;
    uint32_t root;
    bool have_tree;
    mcts_tree_size search_start; /* the tree's size when the search began */
    mcts_tree_size last_growth;  /* what the last search added, for the next to reserve */
    bool record;            /* MAST or RAVE: iterations keep their steps */

    mcts_sim sim;
    mcts_nmcs nmcs;         /* the simulations' search, when cfg.policy asks for one */
    mcts_mr mr;
    mcts_walker walker;     /* completes moves in the tree phase */
    mcts_mast mast;
    mcts_rave rave;
    mcts_trace trace;

    void *state, *saved;
    rbg_moves gen;
    mcts_path_entry *path;
    uint32_t n_path, cap_path;
    double *rewards;
    double *values;
    uint32_t values_cap;
    rbg_action *move;       /* the chosen move */
    uint32_t move_len, move_cap;

    bool warned_full;       /* the node limit was reported */

    /* Score bounds and proof numbers: what the iteration changed, scratch. */
    bool leaf_changed;      /* the deepest node of the path got exact bounds */
    uint32_t forced_from;   /* path entries from here on lost a slot (dead end) */
    double *exact;          /* [n_players + 1] */
    bool constant_sum;      /* r_1 + r_2 = 1 at every end of the game (mcts_constant_sum), and no
                               game ended unscored in this search */
    bool *wins;             /* [n_players + 1] */
    mcts_pn_scratch pn_scratch;

    /* For tests and reports. */
    uint64_t root_visits_at_start; /* the root's count when the last search began (reuse) */
    uint64_t reroots, fresh_roots;
    uint64_t bound_updates, pn_updates, bias_computations;
} mcts;

/* Do the game's rules prove r_1 + r_2 = 1 at the end of every game (two players, equal bounds,
 * scores summing to the bound), except perhaps for games that end before any score is set
 * (rbg_game_info.score_sum_kind)?  Score-Bounded MCTS then also uses the complement rule. */
bool mcts_constant_sum(const rbg_game_info *info);

void mcts_init(mcts *m, const mcts_config *cfg, rbg_rng *rng);
void mcts_free(mcts *m);

/* Makes the root ready for a search (a fresh tree unless one is kept); false when the mirror
 * cannot be trusted. */
bool mcts_prepare(mcts *m, const void *runner_state, const rbg_moves *runner_moves, const char *agent);
/* Generates the root's children (false at the memory limit). */
bool mcts_expand_root(mcts *m);
/* One iteration; returns the nodal states it computed, or -1 when the time ran out inside it. */
int64_t mcts_iterate(mcts *m);
/* The move to play, greedily from the root ([SPLIT]), into m->move (no dots); ends the search,
 * whose growth the next one reserves. */
void mcts_final_move(mcts *m);
/* After a move of the game: the mirror, MAST decay, tree reuse. */
void mcts_observe(mcts *m, const rbg_action *actions, uint32_t n);

/* The mcts agent's engine, for tests (NULL for other agents). */
mcts *mcts_of_agent(rbg_agent *agent);

#endif
