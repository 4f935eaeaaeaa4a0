/* The explicit tree of the proof-number solvers (docs/agents.md, "Solvers"): a pool of nodes, the
 * children of a node stored consecutively, each labelled by the actions of its move, with a
 * hard limit on the nodes created.  Nothing is freed one by one; the whole tree goes at once.
 *
 * A node keeps up to two numbers (pn and dn, or the probability ppn in `a`), whether the target
 * player moves there (an OR node), and its exact status: proved or disproved once every leaf
 * below that decides it is a finished game. */
#ifndef RBG_PN_TREE_H
#define RBG_PN_TREE_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

enum { PN_OPEN = 0, PN_PROVED = 1, PN_DISPROVED = 2 };

typedef struct {
    double a, b;         /* PNS, MCPNS: pn, dn; PPNS: ppn in a */
    uint32_t first;      /* the first child (children are first .. first + n_children - 1) */
    uint32_t n_children; /* 0: not expanded (or a finished game) */
    uint32_t label;      /* the move into the node: actions[label .. label + len) */
    uint32_t len;
    uint8_t or_node;     /* the target player moves here */
    uint8_t status;      /* PN_OPEN, PN_PROVED, PN_DISPROVED */
} pn_node;

typedef struct {
    pn_node *nodes;      /* index 0 is the root */
    uint32_t n_nodes, cap_nodes, max_nodes;
    rbg_action *actions;
    uint32_t n_actions, cap_actions;
} pn_tree;

void pn_tree_init(pn_tree *t, uint64_t max_nodes);
void pn_tree_free(pn_tree *t);

/* Room for `n` consecutive new nodes (zeroed): the first index, or UINT32_MAX past the limit. */
uint32_t pn_tree_add_nodes(pn_tree *t, uint32_t n);
/* Stores the actions of a move and labels `node` with them; false when out of memory. */
bool pn_tree_label(pn_tree *t, uint32_t node, const rbg_action *actions, uint32_t n);

static inline const rbg_action *pn_label(const pn_tree *t, const pn_node *v)
{
    return t->actions + v->label;
}

/* The exact status of an expanded node from its children: an OR node is proved by one proved
 * child and disproved when all are; an AND node the other way round. */
uint8_t pn_tree_status(const pn_tree *t, uint32_t node);

#endif
