/* The MCTS family of the split-moves paper (algorithms.md 4, 5, 6), internal to agents/.
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
#include "mast.h"
#include "mirror.h"
#include "node_pool.h"
#include "playout.h"
#include "rave.h"
#include "semiwalk.h"

typedef enum { MCTS_TREE_ORTHODOX, MCTS_TREE_SEMISPLIT, MCTS_TREE_ROLLUP } mcts_tree_kind;

typedef struct {
    mcts_tree_kind tree;
    bool nodal_expansion;
    bool semisplit_sim;
    const char *split;      /* the strategy loaded, NULL when nothing walks semimoves */
    mcts_heuristic mast, rave;
    bool mast_in_expansion; /* not for MAST-join with a semisplit or rollup tree (Table 3's *) */
    double C, epsilon, decay, mix_threshold, rave_k;
    bool reuse;
    uint64_t max_nodes;
} mcts_config;

/* How a heuristic fits a tree and a simulation (algorithms.md 6.6). */
typedef enum {
    MCTS_AVAILABLE,
    MCTS_AVAILABLE_NOT_IN_EXPANSION, /* Table 3's check with a star */
    MCTS_AVAILABLE_EQUIVALENT,       /* works, but equals a cheaper variant */
    MCTS_NOT_AVAILABLE
} mcts_availability;

/* `why` gets the reason of MCTS_NOT_AVAILABLE (or the note of the other kinds). */
mcts_availability mcts_heuristic_availability(mcts_tree_kind tree, bool semisplit_sim, bool rave,
                                              mcts_heuristic h, const char **why);

/* An edge of the current iteration's path: slot `slot` of `node`, taken by `player`, whose
 * steps are trace[trace_begin, trace_end). */
typedef struct {
    uint32_t node, slot;
    int32_t player;
    uint32_t trace_begin, trace_end;
} mcts_path_entry;

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
    bool record;            /* MAST or RAVE: iterations keep their steps */

    mcts_sim sim;
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

    /* For tests and reports. */
    uint64_t root_visits_at_start; /* the root's count when the last search began (reuse) */
    uint64_t reroots, fresh_roots;
} mcts;

void mcts_init(mcts *m, const mcts_config *cfg, rbg_rng *rng);
void mcts_free(mcts *m);

/* Makes the root ready for a search (a fresh tree unless one is kept); false when the mirror
 * cannot be trusted. */
bool mcts_prepare(mcts *m, const void *runner_state, const rbg_moves *runner_moves, const char *agent);
/* Generates the root's children (false at the memory limit). */
bool mcts_expand_root(mcts *m);
/* One iteration; returns the nodal states it computed, or -1 when the time ran out inside it. */
int64_t mcts_iterate(mcts *m);
/* The move to play, greedily from the root (algorithms.md 4.5, 5.5), into m->move (no dots). */
void mcts_final_move(mcts *m);
/* After a move of the game: the mirror, MAST decay, tree reuse. */
void mcts_observe(mcts *m, const rbg_action *actions, uint32_t n);

/* The mcts agent's engine, for tests (NULL for other agents). */
mcts *mcts_of_agent(rbg_agent *agent);

#endif
