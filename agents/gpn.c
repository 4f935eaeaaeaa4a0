/* Proof numbers per player, their backup with early stop, and the three bias formulas
 * ([GPN] section 3). */
#include "gpn.h"

#include <math.h>
#include <stdlib.h>

#include "agent_alloc.h"

void mcts_pn_scratch_free(mcts_pn_scratch *s)
{
    free(s->x);
    free(s->order);
    *s = (mcts_pn_scratch){0};
}

static void reserve(mcts_pn_scratch *s, uint32_t n)
{
    if (n <= s->cap)
        return;
    s->cap = n * 2;
    s->x = agent_checked(realloc(s->x, sizeof *s->x * s->cap));
    s->order = agent_checked(realloc(s->order, sizeof *s->order * s->cap));
}

void mcts_pn_set_terminal(mcts_tree *t, uint32_t v, const bool *wins)
{
    double *pn = mcts_pn_of(t, v);
    for (int p = 1; p <= t->pn_width; p++)
        pn[p - 1] = wins[p] ? 0 : INFINITY;
}

bool mcts_pn_update(mcts_tree *t, uint32_t v, int q, bool mobility)
{
    const mcts_node *node = &t->nodes[v];
    if (node->status == MCTS_TERMINAL || !node->expanded)
        return false; /* set once at creation / nothing known */
    double *pn = mcts_pn_of(t, v);
    bool changed = false;
    for (int p = 1; p <= t->pn_width; p++) {
        double old = pn[p - 1];
        if (old == 0 || old == INFINITY)
            continue; /* proven values are final */
        double value;
        if (!mobility && node->n_visited == 0) {
            value = 1;
        } else if (p == q) { /* OR: one good child is enough */
            value = node->n_visited < node->n_slots ? 1 : INFINITY;
            for (uint32_t i = 0; i < node->n_visited; i++)
                value = fmin(value, mcts_pn_of(t, t->slots[node->first + i].child)[p - 1]);
        } else { /* AND: every child must be proven */
            value = (double)(node->n_slots - node->n_visited);
            for (uint32_t i = 0; i < node->n_visited; i++)
                value += mcts_pn_of(t, t->slots[node->first + i].child)[p - 1];
        }
        if (node->n_slots == 0)
            value = INFINITY; /* a dead node proves nothing */
        if (value != old) {
            pn[p - 1] = value;
            changed = true;
        }
        if (value == 0) /* one winner only */
            for (int o = 1; o <= t->pn_width; o++)
                if (o != p)
                    pn[o - 1] = INFINITY;
    }
    return changed;
}

uint32_t mcts_pn_backup(mcts_tree *t, const mcts_path_entry *path, uint32_t n, bool mobility)
{
    uint32_t updated = 0;
    for (uint32_t k = n; k-- > 0;) {
        uint32_t u = path[k].node;
        t->nodes[u].recalc = 1; /* a child's numbers may have changed */
        updated++;
        if (!mcts_pn_update(t, u, path[k].player, mobility))
            break;
    }
    return updated;
}

/* Competition ranks by ascending x: 1 + the number of strictly smaller values. */
static void rank_bias(const double *x, uint32_t n, float *bias, mcts_pn_scratch *s)
{
    for (uint32_t i = 0; i < n; i++)
        s->order[i] = i;
    /* Insertion sort: branching factors are small and it needs no global for the comparator. */
    for (uint32_t i = 1; i < n; i++) {
        uint32_t k = s->order[i], j = i;
        for (; j > 0 && x[s->order[j - 1]] > x[k]; j--)
            s->order[j] = s->order[j - 1];
        s->order[j] = k;
    }
    double max_rank = 1;
    uint32_t rank = 1;
    for (uint32_t j = 0; j < n; j++) {
        if (j > 0 && x[s->order[j]] > x[s->order[j - 1]])
            rank = j + 1;
        s->x[s->order[j]] = rank;
        max_rank = rank;
    }
    for (uint32_t i = 0; i < n; i++)
        bias[i] = (float)(1.0 - s->x[i] / max_rank);
}

void mcts_pn_bias_values(mcts_pn_bias kind, const double *x, uint32_t n, float *bias,
                         mcts_pn_scratch *scratch)
{
    if (n == 0)
        return;
    if (kind == MCTS_PN_RANK) {
        reserve(scratch, n);
        rank_bias(x, n, bias, scratch);
        return;
    }
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    for (uint32_t i = 0; i < n; i++)
        if (isfinite(x[i])) {
            lo = fmin(lo, x[i]);
            hi = fmax(hi, x[i]);
            sum += x[i];
        }
    for (uint32_t i = 0; i < n; i++) {
        if (!isfinite(x[i]))
            bias[i] = 0;
        else if (kind == MCTS_PN_MAX)
            bias[i] = (float)(1.0 - (x[i] - lo) / (1.0 + hi - lo));
        else
            bias[i] = (float)(1.0 - x[i] / (1.0 + sum));
    }
}

void mcts_pn_compute_bias(mcts_tree *t, uint32_t v, int q, mcts_pn_bias kind, mcts_pn_scratch *scratch)
{
    mcts_node *node = &t->nodes[v];
    uint32_t n = node->n_slots;
    /* The rank pass writes ranks into scratch->x[0, n), so the keys go into its second half. */
    reserve(scratch, 2 * n);
    double *x = scratch->x + n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = t->slots[node->first + i].child;
        x[i] = c != 0 ? mcts_pn_of(t, c)[q - 1] : 1;
    }
    mcts_pn_bias_values(kind, x, n, t->bias + node->first, scratch);
    node->recalc = 0;
}
