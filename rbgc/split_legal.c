/* The legality check of dots and the moving of illegal dots to the right (docs/split-moves.md).
 *
 * A dot is illegal when two paths of one move, differing only in the dots they pass, could both
 * be taken: then one move would have two semimove sequences.  From the start of the rules and from
 * every node entered by a modifier, a depth-first search follows the edges that are no modifiers,
 * carrying the dots passed on the current path.  A node met again on the search's own path closes
 * a cycle: its dots are illegal.  A node met again after it was finished must be met with the same
 * dots; the dots in which the two sets differ are illegal. */
#include <stdlib.h>

#include "rules.h"
#include "split.h"
#include "split_graph.h"

/* The dots of a path, as a persistent list: the newest first (times decrease along a list). */
typedef struct {
    int time;  /* discovery time of the node the dot leaves */
    int edge;  /* the product edge of the dot */
    int next;  /* -1: the end */
} dot_item;

typedef struct {
    int node, cursor, dots;
} frame;

typedef struct {
    const rbgc_split_graph *g;
    rbgc_arena *arena;
    bool *illegal;
    int run;             /* stamp of the current search */
    int *stamp, *time, *dots_at;
    bool *finished;
    dot_item *items;
    int n_items, cap_items;
    frame *stack;
    int cap_stack;
} checker;

static void mark(checker *c, int item)
{
    c->illegal[c->g->labels[c->g->label[c->items[item].edge]].dot] = true;
}

static int push_dot(checker *c, int time, int edge, int next)
{
    c->items = rbgc_arena_grow(c->arena, c->items, c->n_items, &c->cap_items, 256, sizeof *c->items);
    c->items[c->n_items] = (dot_item){time, edge, next};
    return c->n_items++;
}

/* Marks the dots in which the two lists differ. */
static void mark_difference(checker *c, int a, int b)
{
    while (a != b && a >= 0 && b >= 0) {
        const dot_item *x = &c->items[a], *y = &c->items[b];
        if (x->time > y->time) {
            mark(c, a);
            a = x->next;
        } else if (y->time > x->time) {
            mark(c, b);
            b = y->next;
        } else {
            if (x->edge != y->edge) {
                mark(c, a);
                mark(c, b);
            }
            a = x->next;
            b = y->next;
        }
    }
    for (; a >= 0 && a != b; a = c->items[a].next)
        mark(c, a);
    for (; b >= 0 && b != a; b = c->items[b].next)
        mark(c, b);
}

static void discover(checker *c, int p, int dots, int *clock, int *depth)
{
    c->stamp[p] = c->run;
    c->time[p] = (*clock)++;
    c->dots_at[p] = dots;
    c->finished[p] = false;
    c->stack = rbgc_arena_grow(c->arena, c->stack, *depth, &c->cap_stack, 64, sizeof *c->stack);
    c->stack[(*depth)++] = (frame){p, c->g->out_begin[p], dots};
}

static void search(checker *c, int start)
{
    const rbgc_split_graph *g = c->g;
    int clock = 0, depth = 0;
    c->run++;
    c->n_items = 0;
    discover(c, start, -1, &clock, &depth);
    while (depth > 0) {
        frame *f = &c->stack[depth - 1];
        int x = f->node;
        if (f->cursor == g->out_begin[x + 1]) {
            c->finished[x] = true;
            depth--;
            continue;
        }
        int e = g->out_edges[f->cursor++];
        const rbgc_split_label *l = &g->labels[g->label[e]];
        int y = g->to[e], dots = f->dots;
        if (l->dot >= 0)
            dots = push_dot(c, c->time[x], e, dots);
        if (c->stamp[y] == c->run) {
            if (!c->finished[y]) {
                /* A cycle through y: the dots passed since y are on it (a dot leaving y too). */
                for (int d = dots; d >= 0 && c->items[d].time >= c->time[y]; d = c->items[d].next)
                    mark(c, d);
            } else {
                mark_difference(c, c->dots_at[y], dots);
            }
            continue;
        }
        if (!l->modifier)
            discover(c, y, dots, &clock, &depth);
    }
}

/* Automaton nodes from which a dot can be reached without passing a modifier: only searches
 * from them can find anything. */
static bool *reaching_dots(const rbgc_split_graph *g)
{
    bool *reach = RBGC_NEW_ARRAY(g->arena, bool, g->n_nodes + 1);
    bool changed = true;
    for (int l = 0; l < g->n_labels; l++)
        if (g->labels[l].dot >= 0)
            reach[g->labels[l].from] = true;
    while (changed) {
        changed = false;
        for (int l = g->n_labels - 1; l >= 0; l--) {
            const rbgc_split_label *x = &g->labels[l];
            if (!x->modifier && reach[x->to] && !reach[x->from])
                reach[x->from] = changed = true;
        }
    }
    return reach;
}

int rbgc_split_find_illegal(const rbgc_game *game, bool *illegal)
{
    rbgc_split_graph *g = rbgc_split_graph_build(game);
    for (int d = 0; d < g->n_dots; d++)
        illegal[d] = false;
    if (g->n_dots > 0 && g->n_pnodes > 0) {
        rbgc_arena *arena = g->arena;
        checker c = {.g = g, .arena = arena, .illegal = illegal};
        c.stamp = RBGC_NEW_ARRAY(arena, int, g->n_pnodes);
        c.time = RBGC_NEW_ARRAY(arena, int, g->n_pnodes);
        c.dots_at = RBGC_NEW_ARRAY(arena, int, g->n_pnodes);
        c.finished = RBGC_NEW_ARRAY(arena, bool, g->n_pnodes);
        bool *reach = reaching_dots(g);
        bool *started = RBGC_NEW_ARRAY(arena, bool, g->n_pnodes);
        if (g->pstart >= 0) {
            started[g->pstart] = true;
            if (reach[g->node[g->pstart]])
                search(&c, g->pstart);
        }
        for (int e = 0; e < g->n_pedges; e++) {
            int y = g->to[e];
            if (!started[y] && g->labels[g->label[e]].modifier) {
                started[y] = true;
                if (reach[g->node[y]])
                    search(&c, y);
            }
        }
    }
    int count = 0;
    for (int d = 0; d < g->n_dots; d++)
        count += illegal[d];
    rbgc_split_graph_free(g);
    return count;
}

/* ---- moving illegal dots right ---- */

typedef struct {
    rbgc_arena *arena;
    const bool *illegal;
    int next_dot;
} mover;

/* The rule with its illegal dots taken out (NULL if nothing is left); *carry: a dot must follow
 * it. */
static rbgc_rule *move(mover *m, rbgc_rule *rule, bool *carry)
{
    *carry = false;
    switch (rule->kind) {
    case RBGC_RULE_NOOP:
        if (!m->illegal[m->next_dot++])
            return rule;
        *carry = true;
        return NULL;
    case RBGC_RULE_CHOICE:
        for (int i = 0; i < rule->n_children; i++) {
            bool c;
            rbgc_rule *branch = move(m, rule->children[i], &c);
            rule->children[i] = branch ? branch : rbgc_split_new_empty(m->arena, rule->loc);
            *carry |= c;
        }
        return rule;
    case RBGC_RULE_STAR: {
        bool c;
        rbgc_rule *body = move(m, rule->children[0], &c);
        rbgc_rule *items[2] = {NULL, c ? rbgc_split_new_dot(m->arena, rule->loc) : NULL};
        if (body != NULL) {
            rule->children[0] = body;
            items[0] = rule;
        }
        return rbgc_split_concat(m->arena, rule->loc, items, 2);
    }
    case RBGC_RULE_CONCAT: {
        rbgc_rule **items = RBGC_NEW_ARRAY(m->arena, rbgc_rule *, 2 * rule->n_children);
        int n = 0;
        bool pending = false;
        for (int i = 0; i < rule->n_children; i++) {
            bool c;
            rbgc_rule *item = move(m, rule->children[i], &c);
            if (c && item == NULL) { /* the illegal dot itself: after the next element */
                pending = true;
                continue;
            }
            items[n++] = item;
            if (c || pending)
                items[n++] = rbgc_split_new_dot(m->arena, rule->children[i]->loc);
            pending = false;
        }
        *carry = pending; /* the dot was last: after the enclosing construct */
        return rbgc_split_concat(m->arena, rule->loc, items, n);
    }
    default:
        return rule;
    }
}

int rbgc_split_move_illegal(rbgc_game *game)
{
    int n_dots = rbgc_split_count_dots(game);
    bool *illegal = calloc((size_t)n_dots + 1, sizeof(bool));
    if (illegal == NULL)
        abort();
    int count = rbgc_split_find_illegal(game, illegal);
    if (count > 0) {
        mover m = {game->arena, illegal, 0};
        bool carry;
        rbgc_rule *rules = move(&m, game->rules, &carry);
        rbgc_rule *items[2] = {rules, carry ? rbgc_split_new_dot(game->arena, game->rules->loc) : NULL};
        rules = rbgc_split_concat(game->arena, game->rules->loc, items, 2);
        if (rules == NULL)
            rules = rbgc_split_new_empty(game->arena, game->rules->loc);
        game->rules = rbgc_rules_normalise(game->arena, rules);
    }
    free(illegal);
    return count;
}
