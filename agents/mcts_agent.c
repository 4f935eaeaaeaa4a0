/* The mcts agent: an engine (mcts.h) behind the agent interface, searching within the budget. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agents_internal.h"
#include "mcts.h"
#include "agent_alloc.h"

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state, const rbg_moves *moves)
{
    (void)context;
    mcts *m = agent->impl;
    rbg_budget budget;
    rbg_budget_start(&budget, &agent->options);
    m->budget = &budget;
    if (!mcts_prepare(m, state, moves, agent->name))
        return -1;
    while (rbg_budget_more(&budget)) {
        int64_t cnt = mcts_iterate(m);
        if (cnt < 0)
            break;
        budget.states += (uint64_t)cnt;
        budget.iterations++;
    }
    mcts_final_move(m);
    if (m->tree.hit_limit && !m->warned_full) {
        m->warned_full = true;
        fprintf(stderr,
                "rbg: agent '%s' reached its memory limit (%llu nodes, maxnodes= or --max-nodes); it "
                "searches on without growing its tree\n",
                agent->name, (unsigned long long)m->cfg.max_nodes);
    }
    int64_t index = rbg_moves_find(moves, m->move, m->move_len);
    rbg_budget_report(&budget, &agent->last);
    m->budget = NULL;
    if (index < 0)
        rbg_mirror_complain(&m->mirror, agent->name);
    return index;
}

static void observe(rbg_agent *agent, const rbg_action *actions, uint32_t n)
{
    mcts_observe(agent->impl, actions, n);
}

static void destroy(rbg_agent *agent)
{
    mcts *m = agent->impl;
    if (m != NULL) {
        mcts_free(m);
        free(m);
    }
    free(agent);
}

mcts *mcts_of_agent(rbg_agent *agent)
{
    return agent != NULL && agent->choose == choose ? agent->impl : NULL;
}

rbg_agent *rbg_agent_mcts_new(const rbg_mcts_family *family, const char *name, const char *preset,
                              const char *params, const rbg_reasoner *reasoner, uint64_t seed,
                              const rbg_agent_options *options, char *error, size_t error_size)
{
    int n = family->n_keys;
    const rbg_param_spec *keys = family->keys;
    rbg_param_value v[32];
    rbg_params_defaults(keys, n, v);
    if (preset != NULL && !rbg_params_parse(name, keys, n, preset, v, error, error_size))
        return NULL;
    /* The user's keys may set a preset's keys again; both count as given for the checks. */
    bool from_preset[32];
    for (int i = 0; i < n; i++) {
        from_preset[i] = v[i].given;
        v[i].given = false;
    }
    if (!rbg_params_parse(name, keys, n, params, v, error, error_size))
        return NULL;
    for (int i = 0; i < n; i++)
        v[i].given = v[i].given || from_preset[i];
    mcts_config cfg;
    if (!family->configure(name, v, options, reasoner, &cfg, error, error_size))
        return NULL;
    mcts *m = agent_checked(calloc(1, sizeof *m));
    if (!rbg_mirror_init(&m->mirror, reasoner, options, cfg.split, name, error, error_size)) {
        free(m);
        return NULL;
    }
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    agent->name = name;
    agent->choose = choose;
    agent->observe = observe;
    agent->destroy = destroy;
    agent->reasoner = reasoner;
    agent->options = *options;
    agent->impl = m;
    rbg_rng_seed(&agent->rng, seed);
    mcts_init(m, &cfg, &agent->rng);
    return agent;
}
