/* The nmcs-move agent (docs/agents.md): two-player nested Monte-Carlo search choosing the move
 * itself, [NMCS2]'s Π(V(NMC(n))).  Each legal move is evaluated by one level-n nested playout
 * (in random order, with Cut On Win, discounting and Prune On Depth as configured) and the best
 * one is played.  The cost of a level is fixed by the game, not by a budget: the command's time
 * or states only cut a search that would overrun them (`cap=true`), and then the best move among
 * those evaluated so far is played. */
#include <stdio.h>
#include <stdlib.h>

#include "agents_internal.h"
#include "budget.h"
#include "mirror.h"
#include "nmcs.h"
#include "agent_alloc.h"

enum { K_CAP = MCTS_NMCS_N_KEYS, N_KEYS };

static const rbg_param_spec KEYS[N_KEYS] = {
    MCTS_NMCS_KEYS("each move is evaluated by one playout of this nesting level (0: random playouts)"),
    {"cap", RBG_PARAM_BOOL, NULL, 0, 0, "true",
     "stop at the command's time or states and play the best move evaluated so far"},
};

typedef struct {
    rbg_mirror mirror;
    mcts_nmcs search;
    bool cap;
} nmcs_move;

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state, const rbg_moves *moves)
{
    (void)context;
    nmcs_move *x = agent->impl;
    rbg_budget budget;
    rbg_budget_start(&budget, &agent->options);
    rbg_mirror_sync(&x->mirror, state, moves); /* the runner's own reasoner: always trusted */
    x->search.reporter = &budget; /* progress reports, whatever the cap */
    int64_t i = mcts_nmcs_choose(&x->search, x->mirror.state, &agent->rng, x->cap ? &budget : NULL);
    x->search.reporter = NULL;
    budget.states = x->search.states;
    budget.iterations = 1;
    rbg_budget_report(&budget, &agent->last);
    if (i < 0)
        return -1;
    const rbg_moves *mine = &x->search.levels[x->search.cfg.level + 1].moves;
    int64_t index = rbg_mirror_find(&x->mirror, moves, rbg_move_actions(mine, (uint32_t)i),
                                    rbg_move_length(mine, (uint32_t)i));
    if (index < 0)
        rbg_mirror_complain(&x->mirror, agent->name);
    return index;
}

static void observe(rbg_agent *agent, const rbg_action *actions, uint32_t n)
{
    nmcs_move *x = agent->impl;
    rbg_mirror_observe(&x->mirror, actions, n);
}

static void destroy(rbg_agent *agent)
{
    nmcs_move *x = agent->impl;
    if (x != NULL) {
        mcts_nmcs_free(&x->search);
        rbg_mirror_free(&x->mirror);
        free(x);
    }
    free(agent);
}

const rbg_param_spec *rbg_nmcs_move_keys(int *n)
{
    *n = N_KEYS;
    return KEYS;
}

rbg_agent *rbg_agent_nmcs_move_new(const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                                   const rbg_agent_options *options, char *error, size_t error_size)
{
    rbg_param_value v[N_KEYS];
    rbg_params_defaults(KEYS, N_KEYS, v);
    if (!rbg_params_parse("nmcs-move", KEYS, N_KEYS, params, v, error, error_size))
        return NULL;
    if (reasoner->info->n_players != 2) {
        snprintf(error, error_size, "agent 'nmcs-move': nested Monte-Carlo search is for two-player "
                 "games (this game has %d players)", reasoner->info->n_players);
        return NULL;
    }
    nmcs_move *x = agent_checked(calloc(1, sizeof *x));
    if (!rbg_mirror_init(&x->mirror, reasoner, options, NULL, "nmcs-move", error, error_size)) {
        free(x);
        return NULL;
    }
    mcts_nmcs_config cfg = mcts_nmcs_config_of(v);
    mcts_nmcs_init(&x->search, x->mirror.r, x->mirror.ctx, &cfg);
    x->cap = v[K_CAP].choice == 1;
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    agent->name = "nmcs-move";
    agent->choose = choose;
    agent->observe = observe;
    agent->destroy = destroy;
    agent->reasoner = reasoner;
    agent->options = *options;
    agent->impl = x;
    rbg_rng_seed(&agent->rng, seed);
    return agent;
}
