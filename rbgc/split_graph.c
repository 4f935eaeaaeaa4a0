#include "split_graph.h"

#include <stdlib.h>

#include "checked_alloc.h"

/* ---- the automaton (Thompson's construction, ε-edges and dots kept) ---- */

typedef struct {
    rbgc_split_graph *g;
    int cap_labels;
} builder;

static int new_node(builder *b)
{
    return b->g->n_nodes++;
}

static void add_label(builder *b, int from, int to, const rbgc_rule *action, int dot)
{
    rbgc_split_graph *g = b->g;
    g->labels = rbgc_arena_grow(g->arena, g->labels, g->n_labels, &b->cap_labels, 64,
                                sizeof *g->labels);
    g->labels[g->n_labels++] = (rbgc_split_label){
        from, to, action, dot, action != NULL && rbgc_rule_is_modifier(action)};
}

/* Adds the rule after node `from`; returns its end.  Dots are numbered in the order met, which is
 * depth-first outside patterns. */
static int thompson(builder *b, const rbgc_rule *rule, int from)
{
    switch (rule->kind) {
    case RBGC_RULE_CONCAT:
        for (int i = 0; i < rule->n_children; i++)
            from = thompson(b, rule->children[i], from);
        return from;
    case RBGC_RULE_CHOICE: {
        /* The branches share the initial and the final node. */
        int end = new_node(b);
        for (int i = 0; i < rule->n_children; i++)
            add_label(b, thompson(b, rule->children[i], from), end, NULL, -1);
        return end;
    }
    case RBGC_RULE_STAR: {
        int body = new_node(b);
        add_label(b, from, body, NULL, -1);
        int body_end = thompson(b, rule->children[0], body);
        add_label(b, body_end, body, NULL, -1);
        int end = new_node(b);
        add_label(b, body_end, end, NULL, -1);
        add_label(b, from, end, NULL, -1);
        return end;
    }
    default: {
        int to = new_node(b);
        add_label(b, from, to, rule, rule->kind == RBGC_RULE_NOOP ? b->g->n_dots++ : -1);
        return to;
    }
    }
}

/* ---- the product with the board ---- */

/* Compressed adjacency: for each node, the ids of its edges in `order`. */
static void index_edges(rbgc_arena *arena, int n_nodes, int n_edges, const int *key, int **begin_out,
                        int **edges_out)
{
    int *begin = RBGC_NEW_ARRAY(arena, int, n_nodes + 2);
    int *edges = RBGC_NEW_ARRAY(arena, int, n_edges + 1);
    for (int e = 0; e < n_edges; e++)
        begin[key[e] + 2]++;
    for (int p = 0; p < n_nodes; p++)
        begin[p + 2] += begin[p + 1];
    for (int e = 0; e < n_edges; e++)
        edges[begin[key[e] + 1]++] = e;
    *begin_out = begin;
    *edges_out = edges;
}

/* The product while it is explored: node p is (pairs[2p], pairs[2p + 1]) = (vertex, automaton
 * node); edge e is edges[3e .. 3e + 2] = (from, to, label).  The arrays are sized for the whole
 * product up front: calloc takes untouched pages from the system without writing them, so only
 * what the exploration reaches costs memory, and nothing is copied as the product grows. */
typedef struct {
    int n;
    int *pairs;
    int m;
    int *edges;
    int *index; /* by vertex and automaton node: 1 + the product node, 0 while unreached */
    int n_nodes;
} raw_product;

static int product_node(raw_product *r, int vertex, int node)
{
    int *slot = &r->index[(size_t)vertex * (size_t)r->n_nodes + (size_t)node];
    if (*slot == 0) {
        r->pairs[2 * r->n] = vertex;
        r->pairs[2 * r->n + 1] = node;
        *slot = ++r->n;
    }
    return *slot - 1;
}

static void product_edge(raw_product *r, int from, int to, int label)
{
    r->edges[3 * r->m] = from;
    r->edges[3 * r->m + 1] = to;
    r->edges[3 * r->m + 2] = label;
    r->m++;
}

rbgc_split_graph *rbgc_split_graph_build(const rbgc_game *game)
{
    rbgc_arena *arena = rbgc_arena_new();
    rbgc_split_graph *g = RBGC_NEW(arena, rbgc_split_graph);
    g->arena = arena;
    builder b = {.g = g};
    g->start = new_node(&b);
    g->final = thompson(&b, game->rules, g->start);

    /* Labels by automaton node. */
    int *label_from = RBGC_NEW_ARRAY(arena, int, g->n_labels + 1);
    for (int l = 0; l < g->n_labels; l++)
        label_from[l] = g->labels[l].from;
    int *label_begin, *labels_of;
    index_edges(arena, g->n_nodes, g->n_labels, label_from, &label_begin, &labels_of);

    /* Every pair reachable from (first cell, start); a board without cells has one vertex
     * without edges. */
    int n_vertices = game->n_cells > 0 ? game->n_cells : 1;
    size_t n_pairs = (size_t)n_vertices * (size_t)g->n_nodes;
    raw_product r = {.n_nodes = g->n_nodes};
    r.index = rbg_checked_calloc(n_pairs, sizeof(int));
    r.pairs = rbg_checked_calloc(2 * n_pairs, sizeof(int));
    r.edges = rbg_checked_calloc(3 * (size_t)n_vertices * (size_t)g->n_labels, sizeof(int));
    product_node(&r, 0, g->start);
    for (int p = 0; p < r.n; p++) {
        int v = r.pairs[2 * p], u = r.pairs[2 * p + 1];
        for (int k = label_begin[u]; k < label_begin[u + 1]; k++) {
            const rbgc_split_label *l = &g->labels[labels_of[k]];
            int w = v;
            if (l->action != NULL && l->action->kind == RBGC_RULE_SHIFT) {
                w = game->n_cells > 0 ? game->cells[v].next[l->action->edge] : -1;
                if (w < 0)
                    continue;
            }
            product_edge(&r, p, product_node(&r, w, l->to), labels_of[k]);
        }
    }
    free(r.index);

    /* Remove, repeatedly, the nodes without edges out that are not at the end of the rules. */
    int *raw_from = RBGC_NEW_ARRAY(arena, int, r.m + 1), *raw_to = RBGC_NEW_ARRAY(arena, int, r.m + 1);
    for (int e = 0; e < r.m; e++) {
        raw_from[e] = r.edges[3 * e];
        raw_to[e] = r.edges[3 * e + 1];
    }
    int *raw_in_begin, *raw_in;
    index_edges(arena, r.n, r.m, raw_to, &raw_in_begin, &raw_in);
    int *out_count = RBGC_NEW_ARRAY(arena, int, r.n + 1);
    bool *dead = RBGC_NEW_ARRAY(arena, bool, r.n + 1);
    int *queue = RBGC_NEW_ARRAY(arena, int, r.n + 1);
    int head = 0, tail = 0;
    for (int e = 0; e < r.m; e++)
        out_count[raw_from[e]]++;
    for (int p = 0; p < r.n; p++)
        if (out_count[p] == 0 && r.pairs[2 * p + 1] != g->final) {
            dead[p] = true;
            queue[tail++] = p;
        }
    while (head < tail) {
        int p = queue[head++];
        for (int k = raw_in_begin[p]; k < raw_in_begin[p + 1]; k++) {
            int q = raw_from[raw_in[k]];
            if (!dead[q] && --out_count[q] == 0 && r.pairs[2 * q + 1] != g->final) {
                dead[q] = true;
                queue[tail++] = q;
            }
        }
    }

    /* Keep the living part, renumbered. */
    int *renumber = RBGC_NEW_ARRAY(arena, int, r.n + 1);
    g->vertex = RBGC_NEW_ARRAY(arena, int, r.n + 1);
    g->node = RBGC_NEW_ARRAY(arena, int, r.n + 1);
    for (int p = 0; p < r.n; p++) {
        renumber[p] = dead[p] ? -1 : g->n_pnodes;
        if (!dead[p]) {
            g->vertex[g->n_pnodes] = r.pairs[2 * p];
            g->node[g->n_pnodes++] = r.pairs[2 * p + 1];
        }
    }
    g->pstart = r.n > 0 ? renumber[0] : -1;
    g->from = RBGC_NEW_ARRAY(arena, int, r.m + 1);
    g->to = RBGC_NEW_ARRAY(arena, int, r.m + 1);
    g->label = RBGC_NEW_ARRAY(arena, int, r.m + 1);
    for (int e = 0; e < r.m; e++)
        if (!dead[raw_from[e]] && !dead[raw_to[e]]) {
            g->from[g->n_pedges] = renumber[raw_from[e]];
            g->to[g->n_pedges] = renumber[raw_to[e]];
            g->label[g->n_pedges++] = r.edges[3 * e + 2];
        }
    index_edges(arena, g->n_pnodes, g->n_pedges, g->from, &g->out_begin, &g->out_edges);
    index_edges(arena, g->n_pnodes, g->n_pedges, g->to, &g->in_begin, &g->in_edges);
    free(r.pairs);
    free(r.edges);
    return g;
}

void rbgc_split_graph_free(rbgc_split_graph *graph)
{
    if (graph != NULL)
        rbgc_arena_free(graph->arena);
}

void rbgc_split_graph_keeper_dots(const rbgc_split_graph *g, bool *keeper)
{
    /* Nodes of players' turns: from the targets of player switches, along edges that are not
     * switches. */
    bool *player = RBGC_NEW_ARRAY(g->arena, bool, g->n_nodes + 1);
    for (int l = 0; l < g->n_labels; l++) {
        const rbgc_rule *a = g->labels[l].action;
        if (a != NULL && a->kind == RBGC_RULE_SWITCH)
            player[g->labels[l].to] = true;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int l = 0; l < g->n_labels; l++) {
            const rbgc_split_label *x = &g->labels[l];
            bool is_switch = x->action != NULL && (x->action->kind == RBGC_RULE_SWITCH ||
                                                   x->action->kind == RBGC_RULE_KEEPER_SWITCH);
            if (player[x->from] && !player[x->to] && !is_switch)
                player[x->to] = changed = true;
        }
    }
    for (int l = 0; l < g->n_labels; l++)
        if (g->labels[l].dot >= 0)
            keeper[g->labels[l].dot] = !player[g->labels[l].from];
}
