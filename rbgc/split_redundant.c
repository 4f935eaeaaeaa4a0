/* Indecisive dots (docs/split-moves.md): a dot is left-determined when, at every vertex, the path
 * from the previous split point to it has no choice, and right-determined when the path from it to
 * the next split point has none.  Such a dot only adds a semimove that is the one way on.
 * Modifiers count as split points; dots inside patterns are never seen. */
#include <stdlib.h>

#include "split.h"
#include "split_graph.h"

static bool left_determined(const rbgc_split_graph *g, int e)
{
    int z = g->from[e];
    if (rbgc_split_out_degree(g, z) > 1)
        return false;
    /* A chain that loops without an entry cannot be reached; the bound keeps the walk finite. */
    for (int steps = 0; rbgc_split_in_degree(g, z) == 1; steps++) {
        int h = g->in_edges[g->in_begin[z]];
        if (rbgc_split_is_split_edge(g, h))
            return true;
        if (rbgc_split_out_degree(g, z) > 1 || steps > g->n_pnodes)
            return false;
        z = g->from[h];
    }
    return rbgc_split_in_degree(g, z) <= 1;
}

static bool right_determined(const rbgc_split_graph *g, int e)
{
    int z = g->to[e];
    for (int steps = 0; rbgc_split_out_degree(g, z) == 1; steps++) {
        int h = g->out_edges[g->out_begin[z]];
        if (rbgc_split_is_split_edge(g, h))
            return true;
        if (steps > g->n_pnodes)
            return false;
        z = g->to[h];
    }
    return rbgc_split_out_degree(g, z) <= 1;
}

void rbgc_split_classify(const rbgc_game *game, rbgc_dot_class *classes)
{
    rbgc_split_graph *g = rbgc_split_graph_build(game);
    /* A dot with no place in the graph is never passed: both sides hold. */
    for (int d = 0; d < g->n_dots; d++)
        classes[d] = RBGC_DOT_FULL;
    for (int e = 0; e < g->n_pedges; e++) {
        int d = g->labels[g->label[e]].dot;
        if (d < 0 || classes[d] == RBGC_DOT_DECISIVE)
            continue;
        unsigned c = classes[d];
        if ((c & RBGC_DOT_LEFT) && !left_determined(g, e))
            c &= ~(unsigned)RBGC_DOT_LEFT;
        if ((c & RBGC_DOT_RIGHT) && !right_determined(g, e))
            c &= ~(unsigned)RBGC_DOT_RIGHT;
        classes[d] = (rbgc_dot_class)c;
    }
    rbgc_split_graph_free(g);
}

int rbgc_split_remove(rbgc_game *game, rbgc_dot_class side)
{
    int n_dots = rbgc_split_count_dots(game);
    rbgc_dot_class *classes = calloc((size_t)n_dots + 1, sizeof *classes);
    bool *drop = calloc((size_t)n_dots + 1, sizeof *drop);
    if (classes == NULL || drop == NULL)
        abort();
    rbgc_split_classify(game, classes);
    int count = 0;
    for (int d = 0; d < n_dots; d++) {
        drop[d] = classes[d] == side || classes[d] == RBGC_DOT_FULL;
        count += drop[d];
    }
    if (count > 0)
        rbgc_split_drop_dots(game, drop);
    free(classes);
    free(drop);
    return count;
}
