/* Search trees in pools: nodes, their child slots and the actions labelling the slots, each in
 * one growable array addressed by index (index 0 of nodes is "no node"), with hard limits.
 *
 * A node's statistics (n, W) are those of the edge leading to it, so an unvisited slot costs only
 * its label.  A slot is labelled by a run of actions: a complete move (orthodox tree), one
 * semimove (semisplit tree) or a submove (roll-up tree).  When a limit is reached the allocation
 * functions fail and the search stops growing the tree; nothing is ever freed one by one: tree
 * reuse keeps a subtree by copying it into fresh arrays (mcts_tree_keep). */
#ifndef RBG_MCTS_NODE_POOL_H
#define RBG_MCTS_NODE_POOL_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

/* Nodes allowed when the options and the agent string say nothing. */
#define MCTS_DEFAULT_MAX_NODES 250000u
/* The children lists may hold this many slots per allowed node, and labels this many actions. */
#define MCTS_SLOTS_PER_NODE 16u
#define MCTS_ACTIONS_PER_NODE 64u

enum { MCTS_UNKNOWN = 0, MCTS_NONTERMINAL = 1, MCTS_TERMINAL = 2 };

typedef struct {
    double W;           /* rewards of the mover of the incoming edge */
    uint32_t n;         /* iterations through the incoming edge (the root: through the root) */
    uint32_t first;     /* first slot, when expanded */
    uint32_t n_slots;
    uint32_t n_visited; /* slots [first, first + n_visited) have a child */
    uint8_t expanded;   /* children generated */
    uint8_t nodal;
    uint8_t status;     /* MCTS_UNKNOWN, MCTS_NONTERMINAL, MCTS_TERMINAL */
    uint8_t pruned;     /* score bounds: the edge into it cannot improve its mover's bound */
    uint8_t recalc;     /* GPN: the bias terms of its slots are stale (needRecalc) */
} mcts_node;

typedef struct {
    uint32_t label; /* first action in the action array */
    uint32_t len;
    uint32_t child; /* 0: unvisited */
} mcts_slot;

/* All-moves-as-first statistics of a slot (RAVE). */
typedef struct {
    double W;
    uint32_t n;
} mcts_amaf;

typedef struct {
    mcts_node *nodes;
    uint32_t n_nodes, cap_nodes, max_nodes;
    mcts_slot *slots;
    uint32_t n_slots, cap_slots, max_slots;
    rbg_action *actions;
    uint32_t n_actions, cap_actions, max_actions;
    int rave_width;   /* AMAF pairs (and keys) per slot: 0, 1, or 2 for RAVE-mix */
    mcts_amaf *amaf;  /* [slot * rave_width + j] */
    uint64_t *keys;   /* [slot * rave_width + j], the slot's RAVE key without player */
    /* Optional per-node and per-slot arrays, allocated only by the searches that use them:
     * score bounds (pess then opt per player, solver.h), proof numbers (one per player, gpn.h)
     * and the cached bias of each slot (gpn.h). */
    int bound_width;  /* doubles per node in `bounds`: 0 or 2 * players */
    double *bounds;   /* [node * bound_width + ...] */
    int pn_width;     /* doubles per node in `pn`: 0 or players */
    double *pn;       /* [node * pn_width + p - 1] */
    bool has_bias;
    float *bias;      /* [slot] */
    bool hit_limit;   /* an allocation failed since the last clear */
    uint64_t limit_hits; /* allocations refused, ever (kept by mcts_tree_keep) */
} mcts_tree;

/* An edge of a path through the tree (an iteration's, or a test's): slot `slot` of `node`, taken
 * by `player`, whose recorded steps are trace[trace_begin, trace_end). */
typedef struct {
    uint32_t node, slot;
    int32_t player;
    uint32_t trace_begin, trace_end;
} mcts_path_entry;

void mcts_tree_init(mcts_tree *t, uint64_t max_nodes, int rave_width);
/* Turns on the optional arrays (before the first node is made). */
void mcts_tree_set_extras(mcts_tree *t, int bound_width, int pn_width, bool bias);
void mcts_tree_free(mcts_tree *t);
/* Drops every node (keeps the memory). */
void mcts_tree_clear(mcts_tree *t);

/* A new node without children; 0 at the limit. */
uint32_t mcts_tree_new_node(mcts_tree *t, bool nodal, int status);
/* Room for n consecutive slots / actions: the first index, or UINT32_MAX at the limit. */
uint32_t mcts_tree_new_slots(mcts_tree *t, uint32_t n);
uint32_t mcts_tree_new_actions(mcts_tree *t, uint32_t n);

static inline mcts_slot *mcts_slot_of(mcts_tree *t, uint32_t node, uint32_t i)
{
    return &t->slots[t->nodes[node].first + i];
}
static inline const rbg_action *mcts_label(const mcts_tree *t, const mcts_slot *s)
{
    return t->actions + s->label;
}

/* Swaps two slots with their RAVE data; copies one slot over another. */
void mcts_tree_swap_slots(mcts_tree *t, uint32_t a, uint32_t b);
void mcts_tree_copy_slot(mcts_tree *t, uint32_t to, uint32_t from);

/* Keeps only the subtree under `root`, compacted into fresh arrays; returns its new index. */
uint32_t mcts_tree_keep(mcts_tree *t, uint32_t root);

/* How much of each array a tree uses. */
typedef struct {
    uint32_t nodes, slots, actions;
} mcts_tree_size;
mcts_tree_size mcts_tree_size_of(const mcts_tree *t);
/* What a search added between two sizes (nothing where the tree shrank). */
mcts_tree_size mcts_tree_growth(mcts_tree_size before, mcts_tree_size after);
/* Room for `more` beyond what the tree uses, within its limits, allocated now: an array that
 * doubles in the middle of a timed search stalls that iteration while it is copied and its
 * pages are touched (3-7 ms at 65k slots with RAVE on a busy machine), and the stall can fall
 * past the move's deadline. */
void mcts_tree_reserve(mcts_tree *t, mcts_tree_size more);

/* Bytes of one node (without the optional arrays) and of one slot (with its RAVE data and
 * bias), for reports. */
size_t mcts_tree_node_bytes(void);
size_t mcts_tree_slot_bytes(const mcts_tree *t);

#endif
