/* Disjoint on-tests that lead to the same continuation are one test of their union.
 *
 * Another author's knightthrough lands with `({empty} + {bn}) [wn]`: two tests of the landing
 * cell, each followed by the same put-down in a state of its own, where ours writes `{empty,
 * bn}`.  The planner recognises "a step, one on-test, the move's end" (the counted and swept
 * moves), so the two spellings gave a 15x slower reasoner.  Here, before the tables are built,
 * two states that have the same edges (same actions, same targets) and flags become one, and
 * two adjacent on-tests of disjoint piece sets from one state to it become one test of their
 * union.  A cell holds one piece, so at most one of the two tests passed there: the moves, and
 * their order, are the same.  The state folded away must be entered by nothing else than such
 * pairs (each from a state that tests both), so that no cell ever reached both states within
 * one search: their visited pairs then simply add up in the state kept. */
#include <stdlib.h>
#include <string.h>

#include "normalize.h"

bool rbgc_normalize_same_state(const rbgc_nfa *nfa, int a, int b)
{
    const rbgc_nfa_state *x = &nfa->states[a], *y = &nfa->states[b];
    if (a == nfa->start || b == nfa->start || x->accepting != y->accepting || x->nodal != y->nodal ||
        x->n_edges != y->n_edges)
        return false;
    for (int k = 0; k < x->n_edges; k++)
        if (x->edges[k].action != y->edges[k].action || x->edges[k].target != y->edges[k].target ||
            x->edges[k].pattern != y->edges[k].pattern)
            return false;
    return true;
}

static bool disjoint(const rbgc_rule *a, const rbgc_rule *b)
{
    for (int i = 0; i < a->n_pieces; i++)
        for (int j = 0; j < b->n_pieces; j++)
            if (a->pieces[i] == b->pieces[j])
                return false;
    return true;
}

/* Whether edges k and k + 1 of state s are on-tests of disjoint sets into `keep` and `fold`. */
static bool union_pair(const rbgc_nfa *nfa, int s, int k, int keep, int fold)
{
    const rbgc_nfa_state *st = &nfa->states[s];
    if (k < 0 || k + 1 >= st->n_edges)
        return false;
    const rbgc_nfa_edge *e = &st->edges[k], *f = &st->edges[k + 1];
    return e->action->kind == RBGC_RULE_ON && f->action->kind == RBGC_RULE_ON && e->target == keep &&
           f->target == fold && disjoint(e->action, f->action);
}

/* Whether every edge into `keep` or `fold` belongs to such a pair. */
static bool only_pairs_enter(const rbgc_nfa *nfa, int keep, int fold)
{
    for (int s = 0; s < nfa->n_states; s++)
        for (int k = 0; k < nfa->states[s].n_edges; k++) {
            int t = nfa->states[s].edges[k].target;
            if ((t == keep && !union_pair(nfa, s, k, keep, fold)) ||
                (t == fold && !union_pair(nfa, s, k - 1, keep, fold)))
                return false;
        }
    return true;
}

/* Every pair into keep and fold becomes one on-test of the union, into keep. */
static void merge_pairs(rbgc_game *game, rbgc_nfa *nfa, int keep, int fold)
{
    for (int s = 0; s < nfa->n_states; s++) {
        rbgc_nfa_state *st = &nfa->states[s];
        for (int k = 0; k + 1 < st->n_edges; k++) {
            if (!union_pair(nfa, s, k, keep, fold))
                continue;
            const rbgc_rule *a = st->edges[k].action, *b = st->edges[k + 1].action;
            rbgc_rule *u = rbgc_arena_alloc(game->arena, sizeof *u);
            *u = *a;
            u->n_pieces = a->n_pieces + b->n_pieces;
            u->pieces = rbgc_arena_alloc(game->arena, sizeof(int) * (size_t)u->n_pieces);
            memcpy(u->pieces, a->pieces, sizeof(int) * (size_t)a->n_pieces);
            memcpy(u->pieces + a->n_pieces, b->pieces, sizeof(int) * (size_t)b->n_pieces);
            st->edges[k].action = u;
            memmove(&st->edges[k + 1], &st->edges[k + 2], sizeof *st->edges * (size_t)(st->n_edges - k - 2));
            st->n_edges--;
        }
    }
}

static void normalize_nfa(rbgc_game *game, rbgc_nfa *nfa)
{
    bool merged = true;
    while (merged) {
        merged = false;
        for (int s = 0; s < nfa->n_states && !merged; s++) {
            const rbgc_nfa_state *st = &nfa->states[s];
            for (int k = 0; k + 1 < st->n_edges && !merged; k++) {
                int keep = st->edges[k].target, fold = st->edges[k + 1].target;
                if (keep != fold && union_pair(nfa, s, k, keep, fold) && rbgc_normalize_same_state(nfa, keep, fold) &&
                    only_pairs_enter(nfa, keep, fold)) {
                    merge_pairs(game, nfa, keep, fold);
                    nfa->states[fold].n_edges = 0; /* entered by nothing now */
                    merged = true;
                }
            }
        }
    }
}

void rbgc_normalize_on_tests(rbgc_game *game, rbgc_automata *automata)
{
    normalize_nfa(game, &automata->rules);
    for (int i = 0; i < automata->n_patterns; i++)
        normalize_nfa(game, &automata->patterns[i]);
}
