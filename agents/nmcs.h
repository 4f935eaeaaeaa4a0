/* Two-player Nested Monte-Carlo Search ([NMCS2] in docs/references.md): a level-n playout chooses
 * each move by evaluating every successor, in random order, with a level-(n-1) playout; level 0
 * is a uniformly random playout.  Values are from the first player's side (MAX): +1 when it wins,
 * -1 when the other player wins, 0 for a draw; with discounting a value is divided by the depth
 * of the end of the game (short wins, long losses).  Cut On Win stops a level at the first
 * winning successor; Prune On Depth abandons a playout that can no longer beat the caller's best
 * value.  Depth counts the states along the whole nested search, from 1.
 *
 * One state copy, move list and order per level, reused between calls: no allocation once warm. */
#ifndef RBG_MCTS_NMCS_H
#define RBG_MCTS_NMCS_H

#include <stdbool.h>
#include <stdint.h>

#include "budget.h"
#include "params.h"
#include "rbg.h"

/* The keys that configure a nested search, first in the tables of the agents that have them
 * (nmcs, nmcs-move), in this order. */
#define MCTS_NMCS_KEYS(LEVEL_HELP)                                                                  \
    {"level", RBG_PARAM_INT, NULL, 0, 4, "1", LEVEL_HELP},                                          \
    {"discount", RBG_PARAM_BOOL, NULL, 0, 0, "false",                                               \
     "divide outcomes by their depth (short wins, long losses); on by default with pod=true"},      \
    {"cow", RBG_PARAM_BOOL, NULL, 0, 0, "true", "Cut On Win: a level stops at its first winning move"}, \
    {"cowmax", RBG_PARAM_INT, NULL, 0, 4, "4", "COW only in calls of nesting level <= this"},       \
    {"pod", RBG_PARAM_BOOL, NULL, 0, 0, "false",                                                    \
     "Prune On Depth: drop playouts that cannot beat the caller's best"},                           \
    {"podmax", RBG_PARAM_INT, NULL, 0, 4, "4", "POD only in calls of nesting level <= this"}
enum { MCTS_NMCS_N_KEYS = 6 };

typedef struct {
    int level;     /* nesting level n >= 0 */
    bool discount;
    int cow, pod;  /* active in calls of nesting level <= this; -1: off */
} mcts_nmcs_config;

typedef struct {
    rbg_moves moves;
    uint32_t *order;
    uint32_t order_cap;
    void *child;
} mcts_nmcs_level;

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    mcts_nmcs_config cfg;
    mcts_nmcs_level *levels; /* [level + 2]: the move policy runs one level above */
    void *root;              /* the move policy's copy of its state */
    rbg_rng *rng;
    const rbg_budget *budget;
    uint64_t max_states;     /* the search stops at this many states (0: no cap) */
    rbg_budget *reporter;    /* NULL, or given the states now and then for progress reports */
    bool expired;
    uint64_t states;         /* moves applied (nodal states computed) */
} mcts_nmcs;

/* The configuration given by the values of the MCTS_NMCS_KEYS, v[0, MCTS_NMCS_N_KEYS). */
mcts_nmcs_config mcts_nmcs_config_of(const rbg_param_value *v);

void mcts_nmcs_init(mcts_nmcs *x, const rbg_reasoner *r, rbg_context *ctx, const mcts_nmcs_config *cfg);
void mcts_nmcs_free(mcts_nmcs *x);

/* NESTED(level, state, 1, NONE): plays `state` to the end of the game.  Returns the nodal states
 * computed, or -1 when the budget's time ran out (the state is then meaningless). */
int64_t mcts_nmcs_playout(mcts_nmcs *x, void *state, rbg_rng *rng, const rbg_budget *budget);

/* The move policy: the index among r->legal_moves(state) of the move that the first step of a
 * level-(level + 1) search plays (each successor evaluated by one level-`level` playout), or -1
 * when there is no move.  `budget` (NULL: none) cuts the search when its time or its states run
 * out: the best successor among those fully evaluated is played (a random one if none was);
 * x->states then holds the states computed. */
int64_t mcts_nmcs_choose(mcts_nmcs *x, const void *state, rbg_rng *rng, const rbg_budget *budget);

#endif
