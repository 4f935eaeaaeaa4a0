/* The flat Monte-Carlo agent (docs/agents.md): the budget goes round-robin over the legal
 * moves, one simulation per visit, and the move with the best mean reward for the mover wins
 * (ties: more simulations, then random). */
#include <stdlib.h>
#include <string.h>

#include "agents_internal.h"
#include "budget.h"
#include "mirror.h"
#include "playout.h"
#include "agent_alloc.h"

enum { K_SIM, K_SPLIT, N_KEYS };

static const char *const SIMS[] = {"orthodox", "semisplit", NULL};

static const rbg_param_spec KEYS[N_KEYS] = {
    {"sim", RBG_PARAM_ENUM, SIMS, 0, 0, "orthodox", "simulations: whole moves or built from semimoves"},
    {"split", RBG_PARAM_ENUM, RBG_SPLIT_STRATEGIES, 0, 0, "Mod",
     "split strategy of semisplit simulations"},
};

typedef struct {
    rbg_mirror mirror;
    mcts_sim sim;
    rbg_moves moves;
    void *state;
    double *sum, *rewards;
    uint64_t *count;
    uint32_t cap;
} flat;

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state, const rbg_moves *moves)
{
    (void)context;
    flat *f = agent->impl;
    rbg_budget budget;
    rbg_budget_start(&budget, &agent->options);
    if (rbg_mirror_sync(&f->mirror, state, moves) == RBG_MIRROR_UNTRUSTED) {
        rbg_mirror_complain(&f->mirror, agent->name);
        return -1;
    }
    const rbg_reasoner *r = f->mirror.r;
    const void *root = f->mirror.state;
    uint32_t n = r->legal_moves(f->mirror.ctx, (void *)root, &f->moves);
    if (n > f->cap) {
        f->cap = n;
        f->sum = agent_checked(realloc(f->sum, sizeof *f->sum * n));
        f->count = agent_checked(realloc(f->count, sizeof *f->count * n));
    }
    memset(f->sum, 0, sizeof *f->sum * n);
    memset(f->count, 0, sizeof *f->count * n);
    int mover = r->player(r, root);
    for (uint32_t i = 0; n > 0 && rbg_budget_more(&budget); i = (i + 1) % n) {
        memcpy(f->state, root, r->state_size);
        r->apply(f->mirror.ctx, f->state, rbg_move_actions(&f->moves, i), rbg_move_length(&f->moves, i));
        int64_t k = mcts_sim_run(&f->sim, f->state, &agent->rng, &budget);
        if (k < 0)
            break;
        mcts_sim_rewards(&f->sim, f->state, f->rewards);
        f->sum[i] += f->rewards[mover];
        f->count[i]++;
        budget.states += 1 + (uint64_t)k;
        budget.iterations++;
    }
    /* Best mean, then more simulations, then random (exact ties, docs/agents.md). */
    uint32_t best = 0, ties = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (f->count[i] == 0)
            continue;
        int cmp = 1;
        if (ties > 0) {
            double a = f->sum[i] / (double)f->count[i], b = f->sum[best] / (double)f->count[best];
            cmp = a > b ? 1 : a < b ? -1 : f->count[i] > f->count[best] ? 1 : f->count[i] < f->count[best] ? -1 : 0;
        }
        if (cmp > 0) {
            best = i;
            ties = 1;
        } else if (cmp == 0 && rbg_rng_below(&agent->rng, ++ties) == 0) {
            best = i; /* reservoir choice among equals */
        }
    }
    if (ties == 0)
        best = rbg_rng_below(&agent->rng, n);
    rbg_budget_report(&budget, &agent->last);
    int64_t index = rbg_mirror_find(&f->mirror, moves, rbg_move_actions(&f->moves, best),
                                    rbg_move_length(&f->moves, best));
    if (index < 0)
        rbg_mirror_complain(&f->mirror, agent->name);
    return index;
}

static void observe(rbg_agent *agent, const rbg_action *actions, uint32_t n)
{
    flat *f = agent->impl;
    rbg_mirror_observe(&f->mirror, actions, n);
}

static void destroy(rbg_agent *agent)
{
    flat *f = agent->impl;
    if (f != NULL) {
        mcts_sim_free(&f->sim);
        rbg_mirror_free(&f->mirror);
        rbg_moves_free(&f->moves);
        free(f->state);
        free(f->sum);
        free(f->count);
        free(f->rewards);
        free(f);
    }
    free(agent);
}

const rbg_param_spec *rbg_flat_keys(int *n)
{
    *n = N_KEYS;
    return KEYS;
}

rbg_agent *rbg_agent_flat_new(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size)
{
    rbg_param_value v[N_KEYS];
    rbg_params_defaults(KEYS, N_KEYS, v);
    if (!rbg_params_parse("flat", KEYS, N_KEYS, params, v, error, error_size))
        return NULL;
    bool semisplit = v[K_SIM].choice == 1;
    if (v[K_SPLIT].given && !semisplit) {
        snprintf(error, error_size, "agent 'flat': split= needs sim=semisplit (orthodox simulations "
                                    "play whole moves)");
        return NULL;
    }
    flat *f = agent_checked(calloc(1, sizeof *f));
    if (!rbg_mirror_init(&f->mirror, reasoner, options,
                         semisplit ? RBG_SPLIT_STRATEGIES[v[K_SPLIT].choice] : NULL, "flat", error,
                         error_size)) {
        free(f);
        return NULL;
    }
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    agent->name = "flat";
    agent->choose = choose;
    agent->observe = observe;
    agent->destroy = destroy;
    agent->reasoner = reasoner;
    agent->options = *options;
    agent->impl = f;
    rbg_rng_seed(&agent->rng, seed);
    const rbg_reasoner *r = f->mirror.r;
    mcts_sim_init(&f->sim, r, f->mirror.ctx, semisplit);
    rbg_moves_init(&f->moves);
    f->state = agent_checked(malloc(r->state_size));
    f->rewards = agent_checked(calloc((size_t)r->info->n_players + 1, sizeof *f->rewards));
    return agent;
}
