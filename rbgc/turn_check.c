#include "turn_check.h"

#include <stdlib.h>

/* The rules outside patterns as a graph: every rule node has an entry and an exit vertex
 * (2 * id and 2 * id + 1), joined by empty edges as Thompson's construction does, and every
 * action is one labelled edge from its entry to its exit (a pattern is one action). */
typedef struct {
    int from, to;
    const rbgc_rule *action; /* NULL: an empty edge */
} flow_edge;

typedef struct {
    const rbgc_game *game;
    rbgc_arena *arena;
    flow_edge *edges;
    int n_edges, capacity;
    int n_nodes; /* rule nodes numbered so far */
    const rbgc_rule **switches; /* the switch actions, with their entry vertices */
    int *switch_in;
    int n_switches, switch_capacity;
} flow;

static void add_edge(flow *f, int from, int to, const rbgc_rule *action)
{
    f->edges = rbgc_arena_grow(f->arena, f->edges, f->n_edges, &f->capacity, 64, sizeof *f->edges);
    f->edges[f->n_edges++] = (flow_edge){from, to, action};
}

static bool is_switch(const rbgc_rule *action)
{
    return action->kind == RBGC_RULE_SWITCH || action->kind == RBGC_RULE_KEEPER_SWITCH;
}

/* Adds the rule's edges; returns its number (its vertices are 2n and 2n + 1). */
static int build(flow *f, const rbgc_rule *rule)
{
    int id = f->n_nodes++;
    int in = 2 * id, out = 2 * id + 1;
    switch (rule->kind) {
    case RBGC_RULE_CONCAT: {
        int previous = in;
        for (int i = 0; i < rule->n_children; i++) {
            int child = build(f, rule->children[i]);
            add_edge(f, previous, 2 * child, NULL);
            previous = 2 * child + 1;
        }
        add_edge(f, previous, out, NULL);
        break;
    }
    case RBGC_RULE_CHOICE:
        for (int i = 0; i < rule->n_children; i++) {
            int child = build(f, rule->children[i]);
            add_edge(f, in, 2 * child, NULL);
            add_edge(f, 2 * child + 1, out, NULL);
        }
        break;
    case RBGC_RULE_STAR: {
        int child = build(f, rule->children[0]);
        add_edge(f, in, out, NULL);
        add_edge(f, in, 2 * child, NULL);
        add_edge(f, 2 * child + 1, in, NULL);
        break;
    }
    default:
        add_edge(f, in, out, rule);
        if (is_switch(rule)) {
            if (f->n_switches == f->switch_capacity) {
                f->switch_capacity = f->switch_capacity ? 2 * f->switch_capacity : 16;
                const rbgc_rule **switches = RBGC_NEW_ARRAY(f->arena, const rbgc_rule *, f->switch_capacity);
                int *switch_in = RBGC_NEW_ARRAY(f->arena, int, f->switch_capacity);
                for (int i = 0; i < f->n_switches; i++) {
                    switches[i] = f->switches[i];
                    switch_in[i] = f->switch_in[i];
                }
                f->switches = switches;
                f->switch_in = switch_in;
            }
            f->switches[f->n_switches] = rule;
            f->switch_in[f->n_switches++] = in;
        }
        break;
    }
    return id;
}

static bool assignment_in_range(const rbgc_game *game, const rbgc_rule *action, bool always)
{
    int64_t bound = game->variables[action->variable].bound;
    const rbgc_arith *value = action->value;
    if (always)
        return value->min >= 0 && value->max <= bound;
    return value->max >= 0 && value->min <= bound;
}

/* Whether the action can ever be legal. */
static bool can_be_legal(const rbgc_game *game, const rbgc_rule *action)
{
    if (action->kind == RBGC_RULE_ON)
        return action->n_pieces > 0;
    if (action->kind == RBGC_RULE_ASSIGN)
        return assignment_in_range(game, action, false);
    return true;
}

/* Whether the action is legal in every state. */
static bool always_legal(const rbgc_game *game, const rbgc_rule *action)
{
    switch (action->kind) {
    case RBGC_RULE_OFF: case RBGC_RULE_NOOP: case RBGC_RULE_SWITCH: case RBGC_RULE_KEEPER_SWITCH:
        return true;
    case RBGC_RULE_ON:
        return action->n_pieces == game->n_pieces;
    case RBGC_RULE_ASSIGN:
        return assignment_in_range(game, action, true);
    default:
        return false;
    }
}

typedef enum { FOLLOW_POSSIBLE, FOLLOW_CERTAIN } follow_kind;

static bool follows(const flow *f, const flow_edge *e, follow_kind kind, bool through_switches)
{
    if (e->action == NULL)
        return true;
    if (is_switch(e->action) && !through_switches)
        return false;
    return kind == FOLLOW_CERTAIN ? always_legal(f->game, e->action) : can_be_legal(f->game, e->action);
}

/* Marks the vertices from which one of `seeds` is reached (backward = true) or which are
 * reached from them, along the edges `follows` accepts.  Edges are grouped by vertex in
 * `order`/`start` (by target when walking backwards). */
static void walk(const flow *f, const int *seeds, int n_seeds, bool backward, follow_kind kind,
                 bool through_switches, bool *marked)
{
    int n_vertices = 2 * f->n_nodes;
    int *start = calloc((size_t)n_vertices + 1, sizeof *start);
    int *order = malloc(sizeof *order * ((size_t)f->n_edges + 1));
    int *queue = malloc(sizeof *queue * ((size_t)n_vertices + 1));
    for (int i = 0; i < f->n_edges; i++)
        start[(backward ? f->edges[i].to : f->edges[i].from) + 1]++;
    for (int v = 0; v < n_vertices; v++)
        start[v + 1] += start[v];
    int *fill = malloc(sizeof *fill * ((size_t)n_vertices + 1));
    for (int v = 0; v < n_vertices; v++)
        fill[v] = start[v];
    for (int i = 0; i < f->n_edges; i++)
        order[fill[backward ? f->edges[i].to : f->edges[i].from]++] = i;
    free(fill);
    int head = 0, tail = 0;
    for (int i = 0; i < n_seeds; i++)
        if (!marked[seeds[i]]) {
            marked[seeds[i]] = true;
            queue[tail++] = seeds[i];
        }
    while (head < tail) {
        int v = queue[head++];
        for (int k = start[v]; k < start[v + 1]; k++) {
            const flow_edge *e = &f->edges[order[k]];
            int next = backward ? e->from : e->to;
            if (!marked[next] && follows(f, e, kind, through_switches)) {
                marked[next] = true;
                queue[tail++] = next;
            }
        }
    }
    free(queue);
    free(order);
    free(start);
}

static void check_players(const flow *f, rbgc_diags *diags, const bool *completes)
{
    const rbgc_game *game = f->game;
    for (int p = 0; p < game->n_players; p++) {
        const rbgc_rule *first = NULL;
        bool can_complete = false;
        for (int i = 0; i < f->n_switches; i++) {
            const rbgc_rule *s = f->switches[i];
            if (s->kind != RBGC_RULE_SWITCH || s->player != p)
                continue;
            if (first == NULL)
                first = s;
            can_complete |= completes[f->switch_in[i] + 1];
        }
        if (first != NULL && !can_complete)
            rbgc_warning(diags, first->loc,
                         "player '%s' can never complete a move: after every '->%s' the rules are "
                         "stuck (no path through actions that can be legal reaches a switch or the "
                         "end of the rules)",
                         game->players[p].name, game->players[p].name);
    }
}

static bool never_ends(const flow *f, const bool *certain_move)
{
    int n_vertices = 2 * f->n_nodes;
    bool *reached = calloc((size_t)n_vertices, sizeof *reached);
    int root = 0;
    walk(f, &root, 1, false, FOLLOW_POSSIBLE, true, reached);
    bool endless = certain_move[0];
    for (int i = 0; endless && i < f->n_switches; i++)
        if (reached[f->switch_in[i]] && !certain_move[f->switch_in[i] + 1])
            endless = false;
    free(reached);
    return endless;
}

void rbgc_check_turns(const rbgc_game *game, rbgc_diags *diags)
{
    rbgc_arena *arena = rbgc_arena_new();
    flow f = {.game = game, .arena = arena};
    build(&f, game->rules); /* the root is rule node 0: its entry, vertex 0, is the start */
    int n_vertices = 2 * f.n_nodes;
    bool *completes = calloc((size_t)n_vertices, sizeof *completes);
    bool *certain_move = calloc((size_t)n_vertices, sizeof *certain_move);
    /* Reaching the end of the rules (the root's exit, vertex 1) ends the game there, as authors
     * intend: only turns stuck before it are reported. */
    int *ends = RBGC_NEW_ARRAY(arena, int, f.n_switches + 1);
    for (int i = 0; i < f.n_switches; i++)
        ends[i] = f.switch_in[i];
    ends[f.n_switches] = 1;
    walk(&f, ends, f.n_switches + 1, true, FOLLOW_POSSIBLE, false, completes);
    walk(&f, f.switch_in, f.n_switches, true, FOLLOW_CERTAIN, false, certain_move);
    check_players(&f, diags, completes);
    if (f.n_switches > 0 && never_ends(&f, certain_move))
        rbgc_warning(diags, (rbgc_loc){0, 0, NULL},
                     "the game can never end: from the start and after every switch, actions that "
                     "are always legal (offs, '.', switches, ons of every piece, assignments of "
                     "values in range) lead to a switch, so the player to move always has a move");
    free(certain_move);
    free(completes);
    rbgc_arena_free(arena);
}
