/* The score-sum analysis of score_sum.h: a forward walk of the rules automaton over sets of score
 * vectors, which are few in board games (a win, a loss, a draw per player). */
#include "score_sum.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"

/* Distinct score vectors followed before giving up. */
enum { MAX_VECTORS = 256 };

typedef struct {
    const rbg_program *p;
    int players;
    int64_t *vectors;   /* [MAX_VECTORS * players] */
    int n_vectors;
    uint8_t *holds;     /* [n_states * MAX_VECTORS]: state s may hold vector v */
    int32_t *work;      /* states to revisit */
    int n_work;
    bool *queued;
    int32_t *player_of; /* [n_variables]: the player whose score it is, or 0 */
    bool zeros_assigned; /* an assignment sets every score to 0: a real outcome, not the start */
} walk;

/* The index of a vector (added if new), or -1 when there are too many. */
static int vector_index(walk *w, const int64_t *v)
{
    for (int i = 0; i < w->n_vectors; i++)
        if (memcmp(w->vectors + (size_t)i * (size_t)w->players, v, sizeof *v * (size_t)w->players) == 0)
            return i;
    if (w->n_vectors == MAX_VECTORS)
        return -1;
    memcpy(w->vectors + (size_t)w->n_vectors * (size_t)w->players, v, sizeof *v * (size_t)w->players);
    return w->n_vectors++;
}

static void hold(walk *w, int32_t state, int v)
{
    uint8_t *h = &w->holds[(size_t)state * MAX_VECTORS + (size_t)v];
    if (*h)
        return;
    *h = 1;
    if (!w->queued[state]) {
        w->queued[state] = true;
        w->work[w->n_work++] = state;
    }
}

/* Follows every edge of every state until no state gains a vector; false when a score is
 * computed or the vectors overflow. */
static bool run(walk *w)
{
    const rbg_program *p = w->p;
    int64_t *v = rbg_checked_calloc((size_t)w->players, sizeof *v);
    bool ok = true;
    while (w->n_work > 0 && ok) {
        int32_t s = w->work[--w->n_work];
        w->queued[s] = false;
        const rbg_state *st = &p->states[s];
        for (int32_t e = st->first_edge; e < st->first_edge + st->n_edges && ok; e++) {
            const rbg_edge *edge = &p->edges[e];
            int k = edge->op == RBG_OP_ASSIGN ? w->player_of[edge->arg] : 0;
            if (k > 0 && p->exprs[edge->expr].op != RBG_EXPR_CONST) {
                ok = false;
                break;
            }
            for (int i = 0; i < w->n_vectors && ok; i++) {
                if (!w->holds[(size_t)s * MAX_VECTORS + (size_t)i])
                    continue;
                memcpy(v, w->vectors + (size_t)i * (size_t)w->players, sizeof *v * (size_t)w->players);
                if (k > 0)
                    v[k - 1] = p->exprs[edge->expr].value;
                int j = vector_index(w, v);
                w->zeros_assigned = w->zeros_assigned || (k > 0 && j == 0);
                if (j < 0)
                    ok = false;
                else
                    hold(w, edge->target, j);
            }
        }
    }
    free(v);
    return ok;
}

/* Does every game at `state` go on to a switch?  True when the state starts a chain of single
 * edges that cannot fail (constant assignments within their bounds, `.`) ending in a switch, as
 * the keeper's `[$ white = 50, black = 50] ->white` at the start of a game. */
static bool always_passes(const rbg_program *p, int32_t state)
{
    for (int32_t steps = 0; steps < p->n_states; steps++) {
        const rbg_state *st = &p->states[state];
        if (st->n_edges != 1)
            return false;
        const rbg_edge *e = &p->edges[st->first_edge];
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER)
            return true;
        bool safe = e->op == RBG_OP_NOOP ||
                    (e->op == RBG_OP_ASSIGN && p->exprs[e->expr].op == RBG_EXPR_CONST &&
                     p->exprs[e->expr].value >= 0 && p->exprs[e->expr].value <= p->bounds[e->arg]);
        if (!safe)
            return false;
        state = e->target;
    }
    return false;
}

rbg_score_sum_kind rbg_score_sum_analyse(const rbg_program *p, int64_t *sum)
{
    *sum = 0;
    if (p->n_automata < 1 || p->n_players < 1)
        return RBG_SUM_UNKNOWN;
    walk w = {.p = p, .players = p->n_players};
    w.vectors = rbg_checked_calloc((size_t)MAX_VECTORS * (size_t)w.players, sizeof *w.vectors);
    w.holds = rbg_checked_calloc((size_t)p->n_states * MAX_VECTORS, 1);
    w.work = rbg_checked_calloc((size_t)p->n_states, sizeof *w.work);
    w.queued = rbg_checked_calloc((size_t)p->n_states, sizeof *w.queued);
    w.player_of = rbg_checked_calloc((size_t)p->n_variables + 1, sizeof *w.player_of);
    for (int k = 1; k <= p->n_players; k++)
        w.player_of[p->player_variable[k]] = k;
    int64_t *zeros = rbg_checked_calloc((size_t)w.players, sizeof *zeros);
    hold(&w, p->automata[0].start, vector_index(&w, zeros));
    free(zeros);
    rbg_score_sum_kind kind = RBG_SUM_UNKNOWN;
    if (run(&w)) {
        /* The sums where a game may end: of the initial zeros (vector 0), of the others. */
        bool zeros_end = false, others = false, general = false;
        int64_t s = 0;
        const rbg_automaton *rules = &p->automata[0];
        for (int32_t st = rules->first_state; st < rules->first_state + rules->n_states; st++) {
            if ((!p->states[st].nodal && !p->states[st].accepting) || always_passes(p, st))
                continue;
            for (int i = 0; i < w.n_vectors; i++) {
                if (!w.holds[(size_t)st * MAX_VECTORS + (size_t)i])
                    continue;
                int64_t t = 0;
                for (int k = 0; k < w.players; k++)
                    t += w.vectors[(size_t)i * (size_t)w.players + (size_t)k];
                if (i == 0) {
                    zeros_end = true;
                    continue;
                }
                general = general || (others && t != s);
                s = t;
                others = true;
            }
        }
        general = general || (others && w.zeros_assigned && s != 0);
        *sum = s;
        kind = general                        ? RBG_SUM_GENERAL
               : !others                      ? RBG_SUM_CONSTANT /* nobody ever scores: 0 */
               : !zeros_end || s == 0         ? RBG_SUM_CONSTANT
                                              : RBG_SUM_ONCE_SCORED;
    }
    free(w.vectors);
    free(w.holds);
    free(w.work);
    free(w.queued);
    free(w.player_of);
    return kind;
}
