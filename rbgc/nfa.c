#include "nfa.h"

#include <stdlib.h>
#include <string.h>

#include "print.h"
#include "rule_hash.h"

/* ---- Thompson's construction (ε-edges have no action) ---- */

typedef struct {
    int target;
    const rbgc_rule *action;
    int pattern;
    bool shared; /* another edge carries the same action (a rule reached twice) */
} raw_edge;

typedef struct {
    raw_edge *edges;
    int n_edges, capacity;
} raw_state;

typedef struct {
    rbgc_arena *arena;
    raw_state *states;
    int n_states, capacity;
} raw_nfa;

typedef struct {
    rbgc_game *game;
    rbgc_ptr_vec patterns;      /* rbgc_nfa * */
    rbgc_ptr_vec pattern_rules; /* const rbgc_rule * */
    /* The patterns by the hash of their contents: open addressing, pattern index + 1 or 0. */
    int *slots;
    uint64_t *slot_hashes;
    int n_slots;
} builder;

/* The pattern whose contents equal `contents` (of hash h), or -1 with *slot where it goes. */
static int find_pattern(const builder *b, const rbgc_rule *contents, uint64_t h, int *slot)
{
    int i = (int)(h & (uint64_t)(b->n_slots - 1));
    for (; b->slots[i] != 0; i = (i + 1) & (b->n_slots - 1)) {
        int index = b->slots[i] - 1;
        if (b->slot_hashes[i] == h &&
            rbgc_rule_equal(((const rbgc_rule *)b->pattern_rules.items[index])->children[0], contents))
            return index;
    }
    *slot = i;
    return -1;
}

/* Keeps the table at most half full. */
static void grow_slots(builder *b)
{
    if (2 * (b->patterns.count + 1) < b->n_slots)
        return;
    int old = b->n_slots;
    int *slots = b->slots;
    uint64_t *hashes = b->slot_hashes;
    b->n_slots = old ? 2 * old : 64;
    b->slots = RBGC_NEW_ARRAY(b->game->arena, int, b->n_slots);
    b->slot_hashes = RBGC_NEW_ARRAY(b->game->arena, uint64_t, b->n_slots);
    for (int i = 0; i < old; i++)
        if (slots[i] != 0) {
            int j = (int)(hashes[i] & (uint64_t)(b->n_slots - 1));
            while (b->slots[j] != 0)
                j = (j + 1) & (b->n_slots - 1);
            b->slots[j] = slots[i];
            b->slot_hashes[j] = hashes[i];
        }
}

static int new_state(raw_nfa *nfa)
{
    nfa->states = rbgc_arena_grow(nfa->arena, nfa->states, nfa->n_states, &nfa->capacity, 64,
                                  sizeof *nfa->states);
    nfa->states[nfa->n_states] = (raw_state){0};
    return nfa->n_states++;
}

static void add_edge(raw_nfa *nfa, int from, int to, const rbgc_rule *action, int pattern)
{
    raw_state *s = &nfa->states[from];
    s->edges = rbgc_arena_grow(nfa->arena, s->edges, s->n_edges, &s->capacity, 4, sizeof *s->edges);
    s->edges[s->n_edges++] = (raw_edge){to, action, pattern, false};
}

static rbgc_nfa build_nfa(builder *b, const rbgc_rule *rule);

/* Adds the rule after state `from`; returns the state where it ends. */
static int thompson(builder *b, raw_nfa *nfa, const rbgc_rule *rule, int from)
{
    switch (rule->kind) {
    case RBGC_RULE_CONCAT:
        for (int i = 0; i < rule->n_children; i++)
            from = thompson(b, nfa, rule->children[i], from);
        return from;
    case RBGC_RULE_CHOICE: {
        int end = new_state(nfa);
        for (int i = 0; i < rule->n_children; i++) {
            int branch = new_state(nfa);
            add_edge(nfa, from, branch, NULL, -1);
            add_edge(nfa, thompson(b, nfa, rule->children[i], branch), end, NULL, -1);
        }
        return end;
    }
    case RBGC_RULE_STAR: {
        /* A fresh loop state, so that no loop ever returns to a state shared with siblings. */
        int loop = new_state(nfa);
        add_edge(nfa, from, loop, NULL, -1);
        int body = new_state(nfa);
        add_edge(nfa, loop, body, NULL, -1);
        add_edge(nfa, thompson(b, nfa, rule->children[0], body), loop, NULL, -1);
        return loop;
    }
    case RBGC_RULE_PATTERN: {
        /* Patterns with the same contents share one automaton, so that a reasoner can reuse
         * a result it has just computed (e.g. a keeper testing `{? X}` then `{! X}`). */
        grow_slots(b);
        uint64_t h = rbgc_rule_hash(rule->children[0]);
        int slot = 0;
        int index = find_pattern(b, rule->children[0], h, &slot);
        if (index < 0) {
            rbgc_nfa *inner = RBGC_NEW(b->game->arena, rbgc_nfa);
            index = b->patterns.count;
            rbgc_ptr_vec_push(b->game->arena, &b->patterns, inner);
            rbgc_ptr_vec_push(b->game->arena, &b->pattern_rules, (void *)rule);
            b->slots[slot] = index + 1;
            b->slot_hashes[slot] = h;
            *inner = build_nfa(b, rule->children[0]);
        }
        int to = new_state(nfa);
        add_edge(nfa, from, to, rule, index);
        return to;
    }
    default: {
        int to = new_state(nfa);
        add_edge(nfa, from, to, rule, -1);
        return to;
    }
    }
}

/* ---- ε-removal ---- */

static int compare_edge_actions(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)(*(raw_edge *const *)a)->action, y = (uintptr_t)(*(raw_edge *const *)b)->action;
    return (x > y) - (x < y);
}

/* Marks the action edges whose action another edge carries too (none, unless a rule is
 * reached twice): only those need comparing when the edges of a state are gathered. */
static void mark_shared_actions(raw_nfa *nfa, rbgc_arena *arena)
{
    int count = 0;
    for (int i = 0; i < nfa->n_states; i++)
        count += nfa->states[i].n_edges;
    raw_edge **edges = RBGC_NEW_ARRAY(arena, raw_edge *, count + 1);
    int n = 0;
    for (int i = 0; i < nfa->n_states; i++)
        for (int e = 0; e < nfa->states[i].n_edges; e++)
            if (nfa->states[i].edges[e].action != NULL)
                edges[n++] = &nfa->states[i].edges[e];
    qsort(edges, (size_t)n, sizeof *edges, compare_edge_actions);
    for (int i = 1; i < n; i++)
        if (edges[i]->action == edges[i - 1]->action)
            edges[i]->shared = edges[i - 1]->shared = true;
}

static void closure(const raw_nfa *nfa, int state, int *stamp, int mark, int *order, int *n_order)
{
    if (stamp[state] == mark)
        return;
    stamp[state] = mark;
    order[(*n_order)++] = state;
    const raw_state *s = &nfa->states[state];
    for (int i = 0; i < s->n_edges; i++)
        if (s->edges[i].action == NULL)
            closure(nfa, s->edges[i].target, stamp, mark, order, n_order);
}

static rbgc_nfa build_nfa(builder *b, const rbgc_rule *rule)
{
    rbgc_arena *arena = b->game->arena;
    raw_nfa raw = {.arena = arena};
    int start = new_state(&raw);
    int final = thompson(b, &raw, rule, start);
    int n = raw.n_states;
    mark_shared_actions(&raw, arena);

    /* Keep the start state and every target of an action edge, in order of creation. */
    int *keep = RBGC_NEW_ARRAY(arena, int, n);
    for (int i = 0; i < n; i++)
        keep[i] = -1;
    bool *wanted = RBGC_NEW_ARRAY(arena, bool, n);
    wanted[start] = true;
    for (int i = 0; i < n; i++)
        for (int e = 0; e < raw.states[i].n_edges; e++)
            if (raw.states[i].edges[e].action != NULL)
                wanted[raw.states[i].edges[e].target] = true;
    rbgc_nfa nfa = {0};
    for (int i = 0; i < n; i++)
        if (wanted[i])
            keep[i] = nfa.n_states++;
    nfa.states = RBGC_NEW_ARRAY(arena, rbgc_nfa_state, nfa.n_states);
    nfa.start = keep[start];

    int *stamp = RBGC_NEW_ARRAY(arena, int, n);
    int *order = RBGC_NEW_ARRAY(arena, int, n);
    for (int i = 0; i < n; i++)
        stamp[i] = -1;
    for (int i = 0; i < n; i++) {
        if (keep[i] < 0)
            continue;
        rbgc_nfa_state *state = &nfa.states[keep[i]];
        int n_order = 0;
        closure(&raw, i, stamp, i, order, &n_order);
        int count = 0;
        for (int k = 0; k < n_order; k++) {
            const raw_state *s = &raw.states[order[k]];
            state->accepting |= order[k] == final;
            for (int e = 0; e < s->n_edges; e++)
                count += s->edges[e].action != NULL;
        }
        state->edges = RBGC_NEW_ARRAY(arena, rbgc_nfa_edge, count + 1);
        for (int k = 0; k < n_order; k++) {
            const raw_state *s = &raw.states[order[k]];
            for (int e = 0; e < s->n_edges; e++) {
                const raw_edge *edge = &s->edges[e];
                if (edge->action == NULL)
                    continue;
                /* Each action occurrence has one edge in Thompson's construction, so an edge can
                 * only be reached twice through different ε-paths: keep it once. */
                bool seen = false;
                for (int j = 0; edge->shared && j < state->n_edges && !seen; j++)
                    seen = state->edges[j].action == edge->action;
                if (!seen)
                    state->edges[state->n_edges++] =
                        (rbgc_nfa_edge){edge->action, keep[edge->target], edge->pattern};
            }
        }
    }
    nfa.states[nfa.start].nodal = true;
    for (int i = 0; i < nfa.n_states; i++)
        for (int e = 0; e < nfa.states[i].n_edges; e++) {
            const rbgc_rule *action = nfa.states[i].edges[e].action;
            if (action->kind == RBGC_RULE_SWITCH || action->kind == RBGC_RULE_KEEPER_SWITCH)
                nfa.states[nfa.states[i].edges[e].target].nodal = true;
        }
    return nfa;
}

rbgc_automata *rbgc_build_automata(rbgc_game *game)
{
    builder b = {.game = game};
    rbgc_automata *automata = RBGC_NEW(game->arena, rbgc_automata);
    automata->rules = build_nfa(&b, game->rules);
    automata->n_patterns = b.patterns.count;
    automata->patterns = RBGC_NEW_ARRAY(game->arena, rbgc_nfa, b.patterns.count + 1);
    for (int i = 0; i < b.patterns.count; i++)
        automata->patterns[i] = *(rbgc_nfa *)b.patterns.items[i];
    automata->pattern_rules = (const rbgc_rule **)b.pattern_rules.items;
    return automata;
}

/* ---- Graphviz ---- */

static void print_label(const rbgc_game *game, const rbgc_nfa_edge *edge, FILE *out)
{
    char *text = NULL;
    size_t len = 0;
    FILE *buffer = open_memstream(&text, &len);
    if (edge->action->kind == RBGC_RULE_PATTERN)
        fprintf(buffer, "%s P%d", edge->action->negated ? "{!}" : "{?}", edge->pattern);
    else
        rbgc_print_rule(game, edge->action, false, buffer);
    if (edge->action->modifier > 0)
        fprintf(buffer, "  #%d", edge->action->modifier);
    fclose(buffer);
    for (const char *p = text; p && *p; p++) {
        if (*p == '"' || *p == '\\')
            fputc('\\', out);
        fputc(*p, out);
    }
    free(text);
}

static void print_nfa(const rbgc_game *game, const rbgc_nfa *nfa, const char *prefix, FILE *out)
{
    for (int i = 0; i < nfa->n_states; i++) {
        const rbgc_nfa_state *s = &nfa->states[i];
        fprintf(out, "    %s%d [label=\"%d\"%s%s];\n", prefix, i, i,
                s->nodal ? ", shape=doublecircle" : "", s->accepting ? ", style=bold, color=blue" : "");
    }
    for (int i = 0; i < nfa->n_states; i++)
        for (int e = 0; e < nfa->states[i].n_edges; e++) {
            const rbgc_nfa_edge *edge = &nfa->states[i].edges[e];
            fprintf(out, "    %s%d -> %s%d [label=\"", prefix, i, prefix, edge->target);
            print_label(game, edge, out);
            fputs("\"];\n", out);
        }
}

void rbgc_print_automata_dot(const rbgc_game *game, const rbgc_automata *automata, FILE *out)
{
    fputs("digraph rules {\n  rankdir=LR;\n  node [shape=circle];\n", out);
    fputs("  subgraph cluster_rules {\n    label=\"rules\";\n", out);
    fprintf(out, "    start [shape=point];\n    start -> s%d;\n", automata->rules.start);
    print_nfa(game, &automata->rules, "s", out);
    fputs("  }\n", out);
    for (int p = 0; p < automata->n_patterns; p++) {
        char prefix[32];
        snprintf(prefix, sizeof prefix, "p%d_", p);
        fprintf(out, "  subgraph cluster_p%d {\n    label=\"pattern P%d\";\n", p, p);
        fprintf(out, "    %sstart [shape=point];\n    %sstart -> %s%d;\n", prefix, prefix, prefix,
                automata->patterns[p].start);
        print_nfa(game, &automata->patterns[p], prefix, out);
        fputs("  }\n", out);
    }
    fputs("}\n", out);
}
