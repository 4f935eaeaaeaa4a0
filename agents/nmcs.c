/* The nested playout of [NMCS2], its move policy, and its use as a simulation. */
#include "nmcs.h"

#include <stdlib.h>
#include <string.h>

#include "agent_alloc.h"
#include "outcome.h"

/* Applications between two looks at the clock. */
enum { CHECK_EVERY = 64 };

mcts_nmcs_config mcts_nmcs_config_of(const rbg_param_value *v)
{
    bool pod = v[4].choice == 1;
    return (mcts_nmcs_config){
        .level = (int)v[0].integer,
        .discount = v[1].given ? v[1].choice == 1 : pod,
        .cow = v[2].choice ? (int)v[3].integer : -1,
        .pod = pod ? (int)v[5].integer : -1,
    };
}

void mcts_nmcs_init(mcts_nmcs *x, const rbg_reasoner *r, rbg_context *ctx, const mcts_nmcs_config *cfg)
{
    *x = (mcts_nmcs){.r = r, .ctx = ctx, .cfg = *cfg};
    int n = cfg->level + 2;
    x->levels = agent_checked(calloc((size_t)n, sizeof *x->levels));
    for (int i = 0; i < n; i++) {
        rbg_moves_init(&x->levels[i].moves);
        x->levels[i].child = agent_checked(malloc(r->state_size));
    }
    x->root = agent_checked(malloc(r->state_size));
}

void mcts_nmcs_free(mcts_nmcs *x)
{
    for (int i = 0; i < x->cfg.level + 2 && x->levels != NULL; i++) {
        rbg_moves_free(&x->levels[i].moves);
        free(x->levels[i].order);
        free(x->levels[i].child);
    }
    free(x->levels);
    free(x->root);
    *x = (mcts_nmcs){0};
}

/* The caller's best value so far and whether the caller is MAX (POD's bound). */
typedef struct {
    bool on, max;
    double lambda;
} nmcs_bound;

/* Tells the reporter, if any, the states so far (it reports when a report is due). */
static void report(mcts_nmcs *x)
{
    if (x->reporter == NULL)
        return;
    x->reporter->states = x->states;
    rbg_budget_tick(x->reporter);
}

static void apply(mcts_nmcs *x, void *s, const rbg_moves *m, uint32_t i)
{
    x->r->apply(x->ctx, s, rbg_move_actions(m, i), rbg_move_length(m, i));
    if (++x->states % CHECK_EVERY == 0 && x->budget != NULL && rbg_budget_expired(x->budget))
        x->expired = true;
    if (x->states % CHECK_EVERY == 0)
        report(x);
    if (x->max_states > 0 && x->states >= x->max_states)
        x->expired = true;
}

static double outcome(const mcts_nmcs *x, const void *s, int d)
{
    int w = mcts_winner(x->r, s);
    double v = w == 1 ? 1 : w == 0 ? 0 : -1;
    return x->cfg.discount ? v / d : v;
}

static double nested(mcts_nmcs *x, int n, void *s, int d, nmcs_bound b);

/* One step of a level-n search at state s (depth d) with moves L->moves already generated:
 * the index of the move to play. */
static uint32_t step(mcts_nmcs *x, int n, void *s, int d, uint32_t count)
{
    mcts_nmcs_level *L = &x->levels[n];
    bool max = x->r->player(x->r, s) == 1;
    uint32_t best_i = rbg_rng_below(x->rng, count);
    double best = max ? -1.0 / d : 1.0 / d; /* the worst value reachable from depth d */
    if (n == 0)
        return best_i;
    if (count > L->order_cap) {
        L->order_cap = count * 2;
        L->order = agent_checked(realloc(L->order, sizeof *L->order * L->order_cap));
    }
    for (uint32_t i = 0; i < count; i++) { /* a uniformly random order (Fisher-Yates) */
        uint32_t j = rbg_rng_below(x->rng, i + 1);
        L->order[i] = L->order[j];
        L->order[j] = i;
    }
    bool cow = n <= x->cfg.cow;
    for (uint32_t k = 0; k < count && !x->expired; k++) {
        uint32_t i = L->order[k];
        memcpy(L->child, s, x->r->state_size);
        apply(x, L->child, &L->moves, i);
        double l = nested(x, n - 1, L->child, d + 1, (nmcs_bound){.on = true, .max = max, .lambda = best});
        if (x->expired)
            break; /* l is the value of an unfinished playout */
        if (max ? l > best : l < best) {
            best_i = i;
            best = l;
        }
        if (cow && (max ? l > 0 : l < 0))
            break;
    }
    return best_i;
}

static double nested(mcts_nmcs *x, int n, void *s, int d, nmcs_bound b)
{
    mcts_nmcs_level *L = &x->levels[n];
    bool pod = b.on && n <= x->cfg.pod;
    if (n == 0 && !pod) { /* a plain random playout: the reasoner's own loop */
        rbg_playout_stats stats = {0};
        x->r->playout(x->ctx, s, x->rng, UINT64_MAX, &stats);
        x->states += stats.moves;
        report(x);
        if (x->budget != NULL && rbg_budget_expired(x->budget))
            x->expired = true;
        if (x->max_states > 0 && x->states >= x->max_states)
            x->expired = true;
        return outcome(x, s, d + (int)stats.moves);
    }
    for (;;) {
        uint32_t count = x->r->legal_moves(x->ctx, s, &L->moves);
        if (count == 0 || x->expired)
            break;
        if (pod) { /* nothing from here can beat the caller's best */
            if (b.max && b.lambda >= 1.0 / d)
                return b.lambda;
            if (!b.max && b.lambda <= -1.0 / d)
                return b.lambda;
        }
        uint32_t i = step(x, n, s, d, count);
        if (x->expired)
            break;
        apply(x, s, &L->moves, i);
        d++;
    }
    return outcome(x, s, d);
}

int64_t mcts_nmcs_playout(mcts_nmcs *x, void *state, rbg_rng *rng, const rbg_budget *budget)
{
    x->rng = rng;
    x->budget = budget != NULL && budget->timed ? budget : NULL;
    x->max_states = 0; /* UCT counts the states of its iterations itself */
    x->expired = false;
    x->states = 0;
    nested(x, x->cfg.level, state, 1, (nmcs_bound){0});
    return x->expired ? -1 : (int64_t)x->states;
}

int64_t mcts_nmcs_choose(mcts_nmcs *x, const void *state, rbg_rng *rng, const rbg_budget *budget)
{
    x->rng = rng;
    x->budget = budget != NULL && budget->timed ? budget : NULL;
    x->max_states = budget != NULL && !budget->timed ? budget->max_states : 0;
    x->expired = false;
    x->states = 0;
    int n = x->cfg.level + 1;
    void *s = x->root;
    memcpy(s, state, x->r->state_size);
    uint32_t count = x->r->legal_moves(x->ctx, s, &x->levels[n].moves);
    if (count == 0)
        return -1;
    return step(x, n, s, 1, count);
}
