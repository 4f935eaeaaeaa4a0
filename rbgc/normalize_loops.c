/* Loops that test before they shift, rotated to shift then test.
 *
 * Another author's reversi spells a closed line `d {opp} d ({opp} d)* {me}`, ours
 * `(d) {opp} ((d) {opp})* (d) {me}`.  The two are one language (`x (y x)*` is `(x y)* x`),
 * but the planner recognises rays and blocker rays at the state before the shift (`((d)
 * {opp})*`: shift, test, back), so the first spelling left every line pattern a `search`.
 *
 * Here, before the tables are built, a loop head X whose edges are [before.., T, after..],
 * where T is an on-test followed by shifts s1..sn (states doing nothing else) back to X (or a
 * state with the same edges), and that is entered otherwise only after the same shifts s1..sn,
 * becomes a head L at the cell before the shifts: L's edges are s1..sn then before.., s1..sn
 * then T back to L, s1..sn then after.. (each branch only when it does something).  Every edge
 * that began the shifts into X is replaced by L's edges.  Each path spells the same actions
 * (shifts, test, shifts, ...) in the same order of edges, so the moves and their order are
 * unchanged; only the states between them differ.  In the rules an accepting head is left
 * alone (its end would move after the branches before it). */
#include <stdlib.h>
#include <string.h>

#include "normalize.h"

enum { MAX_SHIFTS = 4, MAX_HEADS = 64 };

typedef struct {
    int state, edge;
} edge_ref;

typedef struct {
    int x;                        /* the loop head */
    int test;                     /* index of T among X's edges */
    const rbgc_rule *shifts[MAX_SHIFTS];
    int n_shifts;
    int loop_last;                /* the state whose only edge closes the loop into X's class */
    int chain[MAX_SHIFTS];        /* the loop's states after T */
    edge_ref heads[MAX_HEADS];    /* edges that begin the shifts into X from outside the loop */
    int n_heads;
} loop;

static bool is_shift(const rbgc_rule *r)
{
    return r->kind == RBGC_RULE_SHIFT;
}

static bool same_shift(const rbgc_rule *a, const rbgc_rule *b)
{
    return is_shift(a) && is_shift(b) && a->edge == b->edge;
}

/* Whether states a and b have the same edges and flags (a state is its own equal). */
static bool same_state(const rbgc_nfa *nfa, int a, int b)
{
    return a == b || rbgc_normalize_same_state(nfa, a, b);
}

/* A state that only passes on: one edge, not accepting, not nodal, not the start. */
static bool plain(const rbgc_nfa *nfa, int s)
{
    const rbgc_nfa_state *st = &nfa->states[s];
    return s != nfa->start && !st->accepting && !st->nodal && st->n_edges == 1;
}

static bool in_chain(const loop *l, int s)
{
    for (int i = 0; i < l->n_shifts; i++)
        if (l->chain[i] == s)
            return true;
    return false;
}

/* Collects the edges that begin shifts s1..s_level ending at `target`; false when some edge
 * enters `target` otherwise. */
static bool collect_heads(const rbgc_nfa *nfa, loop *l, int target, int level)
{
    for (int s = 0; s < nfa->n_states; s++)
        for (int k = 0; k < nfa->states[s].n_edges; k++) {
            const rbgc_nfa_edge *e = &nfa->states[s].edges[k];
            if (e->target != target || (level == l->n_shifts && s == l->loop_last))
                continue;
            if (!same_shift(e->action, l->shifts[level - 1]) || in_chain(l, s) || same_state(nfa, s, l->x))
                return false;
            if (level == 1) {
                if (l->n_heads == MAX_HEADS)
                    return false;
                l->heads[l->n_heads++] = (edge_ref){s, k};
            } else if (!plain(nfa, s) || !collect_heads(nfa, l, s, level - 1)) {
                return false;
            }
        }
    return true;
}

/* Whether X is such a loop head, with its test at edge k. */
static bool find_loop(const rbgc_nfa *nfa, bool rules, int x, int k, loop *l)
{
    const rbgc_nfa_state *st = &nfa->states[x];
    if (x == nfa->start || st->nodal || (rules && st->accepting) || st->edges[k].action->kind != RBGC_RULE_ON)
        return false;
    *l = (loop){.x = x, .test = k};
    int at = st->edges[k].target;
    while (l->n_shifts < MAX_SHIFTS && plain(nfa, at) && is_shift(nfa->states[at].edges[0].action)) {
        l->chain[l->n_shifts] = at;
        l->shifts[l->n_shifts++] = nfa->states[at].edges[0].action;
        l->loop_last = at;
        at = nfa->states[at].edges[0].target;
        if (same_state(nfa, at, x))
            break;
    }
    if (l->n_shifts == 0 || !same_state(nfa, at, x) || in_chain(l, x))
        return false;
    /* every state of X's class is entered by the loop or after the shifts */
    for (int s = 0; s < nfa->n_states; s++)
        if (same_state(nfa, s, x) && !collect_heads(nfa, l, s, l->n_shifts))
            return false;
    for (int i = 0; i < l->n_heads; i++)
        if (same_state(nfa, l->heads[i].state, x))
            return false;
    return l->n_heads > 0;
}

static int add_state(rbgc_game *game, rbgc_nfa *nfa, int n_edges)
{
    rbgc_nfa_state *states = rbgc_arena_alloc(game->arena, sizeof *states * (size_t)(nfa->n_states + 1));
    memcpy(states, nfa->states, sizeof *states * (size_t)nfa->n_states);
    nfa->states = states;
    states[nfa->n_states] = (rbgc_nfa_state){
        .edges = rbgc_arena_alloc(game->arena, sizeof(rbgc_nfa_edge) * (size_t)(n_edges + 1)),
    };
    return nfa->n_states++;
}

/* The states s1..sn ending in a new state with edges[from, to) of X (accepting as asked):
 * the edge of L that begins them. */
static rbgc_nfa_edge shifted_branch(rbgc_game *game, rbgc_nfa *nfa, const loop *l, int from, int to, bool accepting)
{
    int end = add_state(game, nfa, to - from);
    for (int k = from; k < to; k++)
        nfa->states[end].edges[nfa->states[end].n_edges++] = nfa->states[l->x].edges[k];
    nfa->states[end].accepting = accepting;
    for (int i = l->n_shifts - 1; i >= 1; i--) {
        int s = add_state(game, nfa, 1);
        nfa->states[s].edges[nfa->states[s].n_edges++] = (rbgc_nfa_edge){l->shifts[i], end, -1};
        end = s;
    }
    return (rbgc_nfa_edge){l->shifts[0], end, -1};
}

static bool is_head(const loop *l, int s, int k)
{
    for (int i = 0; i < l->n_heads; i++)
        if (l->heads[i].state == s && l->heads[i].edge == k)
            return true;
    return false;
}

static void rotate(rbgc_game *game, rbgc_nfa *nfa, const loop *l)
{
    const rbgc_nfa_state x = nfa->states[l->x];
    int head = add_state(game, nfa, 3);
    rbgc_nfa_edge edges[3];
    int n = 0;
    if (l->test > 0)
        edges[n++] = shifted_branch(game, nfa, l, 0, l->test, false);
    int loop_edge = n;
    edges[n++] = shifted_branch(game, nfa, l, l->test, l->test + 1, false);
    if (l->test + 1 < x.n_edges || x.accepting)
        edges[n++] = shifted_branch(game, nfa, l, l->test + 1, x.n_edges, x.accepting);
    /* the test now leads back to the new head */
    int at = edges[loop_edge].target;
    while (nfa->states[at].edges[0].action->kind != RBGC_RULE_ON)
        at = nfa->states[at].edges[0].target;
    nfa->states[at].edges[0].target = head;
    memcpy(nfa->states[head].edges, edges, sizeof *edges * (size_t)n);
    nfa->states[head].n_edges = n;

    for (int s = 0; s < nfa->n_states; s++) {
        rbgc_nfa_state *st = &nfa->states[s];
        int heads = 0;
        for (int k = 0; k < st->n_edges; k++)
            heads += is_head(l, s, k);
        if (heads == 0)
            continue;
        rbgc_nfa_edge *out = rbgc_arena_alloc(game->arena, sizeof *out * (size_t)(st->n_edges + heads * (n - 1) + 1));
        int m = 0;
        for (int k = 0; k < st->n_edges; k++) {
            if (!is_head(l, s, k)) {
                out[m++] = st->edges[k];
                continue;
            }
            memcpy(out + m, edges, sizeof *edges * (size_t)n);
            m += n;
        }
        st->edges = out;
        st->n_edges = m;
    }
}

void rbgc_normalize_drop_unreached(rbgc_nfa *nfa)
{
    bool *reached = calloc((size_t)nfa->n_states, sizeof *reached);
    int *stack = malloc(sizeof *stack * (size_t)nfa->n_states);
    if (reached == NULL || stack == NULL)
        abort();
    int n = 0;
    reached[nfa->start] = true;
    stack[n++] = nfa->start;
    while (n > 0) {
        const rbgc_nfa_state *st = &nfa->states[stack[--n]];
        for (int k = 0; k < st->n_edges; k++)
            if (!reached[st->edges[k].target]) {
                reached[st->edges[k].target] = true;
                stack[n++] = st->edges[k].target;
            }
    }
    for (int s = 0; s < nfa->n_states; s++)
        if (!reached[s]) {
            nfa->states[s].n_edges = 0;
            nfa->states[s].accepting = false;
        }
    free(reached);
    free(stack);
}

static void normalize_nfa(rbgc_game *game, rbgc_nfa *nfa, bool rules)
{
    /* each rotation leaves its head unreached; the bound only guards against a cycle of them */
    bool rotated = true;
    for (int round = 0, rounds = nfa->n_states; rotated && round < rounds; round++) {
        rotated = false;
        for (int x = 0; x < nfa->n_states && !rotated; x++)
            for (int k = 0; k < nfa->states[x].n_edges && !rotated; k++) {
                loop l;
                if (find_loop(nfa, rules, x, k, &l)) {
                    rotate(game, nfa, &l);
                    rbgc_normalize_drop_unreached(nfa);
                    rotated = true;
                }
            }
    }
}

void rbgc_normalize_loops(rbgc_game *game, rbgc_automata *automata)
{
    normalize_nfa(game, &automata->rules, true);
    for (int i = 0; i < automata->n_patterns; i++)
        normalize_nfa(game, &automata->patterns[i], false);
}
