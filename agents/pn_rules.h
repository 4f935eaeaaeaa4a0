/* What distinguishes PNS, MCPNS and PPNS inside the common search loop of pn_search.c
 * (docs/agents.md, "Solvers"): how a new node gets its numbers, how an expanded node recomputes
 * them from its children, which child is most proving, and (PPNS only) when the root counts as
 * concluded before it is exactly solved.  The exact status of nodes is kept by the loop itself. */
#ifndef RBG_PN_RULES_H
#define RBG_PN_RULES_H

#include <stdbool.h>

#include "pn_solver.h"
#include "pn_tree.h"

typedef struct {
    bool playouts; /* new open nodes are evaluated by random playouts */
    /* The numbers of a new node: a finished game has its status set (PROVED when the target won);
     * an open one gets `rho`, the fraction of its playouts the target won (0 without playouts). */
    void (*leaf)(const rbg_pn_options *o, pn_node *v, double rho);
    /* The numbers of an expanded node from its children. */
    void (*recompute)(pn_tree *t, uint32_t node);
    /* The most-proving child of an expanded open node: an open child (ties: the first). */
    uint32_t (*select)(const pn_tree *t, uint32_t node);
    /* NULL, or whether the root's numbers conclude the search early (PROVED or DISPROVED). */
    rbg_pn_verdict (*concluded)(const rbg_pn_options *o, const pn_node *root);
} pn_rules;

extern const pn_rules PN_PNS_RULES, PN_MCPNS_RULES, PN_PPNS_RULES;

/* The open child of `node` with the smallest key (ties: the first); shared by the selections. */
uint32_t pn_min_open_child(const pn_tree *t, uint32_t node, double (*key)(const pn_node *));

/* An estimate kept in [theta, 1 - theta], so that an open leaf never looks solved. */
static inline double pn_clamp(double x, double theta)
{
    return x < theta ? theta : x > 1 - theta ? 1 - theta : x;
}

/* PNS's numbers for finished games and its MIN/SUM rules and selection, which MCPNS reuses. */
void pn_pns_terminal(pn_node *v);
void pn_pns_recompute(pn_tree *t, uint32_t node);
uint32_t pn_pns_select(const pn_tree *t, uint32_t node);

#endif
