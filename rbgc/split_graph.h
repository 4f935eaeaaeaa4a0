/* What the split passes share (internal to rbgc/split*.c): the analysis graph and small rule
 * builders.
 *
 * The graph is the rules as a Thompson automaton that keeps its ε-edges and its dots (every
 * action one edge, a pattern one edge), multiplied with the board: node (vertex, automaton node),
 * reachable from (first cell, start); a shift moves along the board, everything else stays on the
 * vertex; conditions are not evaluated.  Nodes that cannot go on and are not at the end of the
 * rules are removed, repeatedly (docs/split-moves.md).  Dots get the numbers of split.h. */
#ifndef RBGC_SPLIT_GRAPH_H
#define RBGC_SPLIT_GRAPH_H

#include <stdbool.h>

#include "arena.h"
#include "game.h"

typedef struct {
    int from, to;            /* automaton nodes */
    const rbgc_rule *action; /* NULL: an ε-edge */
    int dot;                 /* the dot's number, or -1 */
    bool modifier;
} rbgc_split_label;

typedef struct {
    rbgc_arena *arena; /* holds everything below */
    int n_dots;
    /* the automaton */
    int n_nodes, start, final;
    int n_labels;
    rbgc_split_label *labels;
    /* the product: node p is (vertex[p], node[p]); edge e goes from[e] -> to[e] with label[e] */
    int n_pnodes, pstart; /* pstart: -1 when even the start was removed */
    int *vertex, *node;
    int n_pedges;
    int *from, *to, *label;
    int *out_begin, *out_edges; /* edges leaving p: out_edges[out_begin[p] .. out_begin[p + 1]) */
    int *in_begin, *in_edges;
} rbgc_split_graph;

rbgc_split_graph *rbgc_split_graph_build(const rbgc_game *game);
void rbgc_split_graph_free(rbgc_split_graph *graph);

/* Marks keeper[d] for each dot d that only keeper segments reach: no path leads to it from the
 * start of a player's turn without passing a switch.  The keeper's moves are never split. */
void rbgc_split_graph_keeper_dots(const rbgc_split_graph *graph, bool *keeper);

static inline int rbgc_split_out_degree(const rbgc_split_graph *g, int p)
{
    return g->out_begin[p + 1] - g->out_begin[p];
}

static inline int rbgc_split_in_degree(const rbgc_split_graph *g, int p)
{
    return g->in_begin[p + 1] - g->in_begin[p];
}

/* Whether product edge e ends a semimove (a modifier or a dot). */
static inline bool rbgc_split_is_split_edge(const rbgc_split_graph *g, int e)
{
    const rbgc_split_label *l = &g->labels[g->label[e]];
    return l->modifier || l->dot >= 0;
}

/* ---- rule builders (in the game's arena) ---- */

rbgc_rule *rbgc_split_new_dot(rbgc_arena *arena, rbgc_loc loc);
/* The empty path, for an alternative left without actions: `([])*`, a star over the choice of
 * nothing. */
rbgc_rule *rbgc_split_new_empty(rbgc_arena *arena, rbgc_loc loc);
/* A concatenation of items[0..n) (NULL items skipped): NULL when none is left, the item itself
 * when one is. */
rbgc_rule *rbgc_split_concat(rbgc_arena *arena, rbgc_loc loc, rbgc_rule **items, int n);

/* Rewrites the rules with the dots for which drop[number] is true deleted; normalises. */
void rbgc_split_drop_dots(rbgc_game *game, const bool *drop);

#endif
