/* Agent strings: `NAME` or `NAME:key=value,...`; the list that `rbg agents` prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "agents_internal.h"

typedef struct {
    const char *name;
    const char *summary;
    rbg_agent *(*create_plain)(void); /* agents without parameters */
    const rbg_mcts_family *family;    /* agents on the MCTS engine */
    rbg_agent_ctor create;            /* the other agents with parameters */
    const rbg_param_spec *(*keys)(int *n);
} agent_kind;

static const agent_kind KINDS[] = {
    {"random", "plays a uniformly random legal move (no parameters)", rbg_agent_random_new, NULL, NULL, NULL},
    {"human", "asks for each move on the terminal, typed as on a real board (no parameters)",
     rbg_agent_human_new, NULL, NULL, NULL},
    {"flat", "flat Monte-Carlo: simulations round-robin over the moves, the best mean wins", NULL, NULL,
     rbg_agent_flat_new, rbg_flat_keys},
    {"mcts", NULL, NULL, &RBG_MCTS_FAMILY, NULL, NULL},
    {"gpn", NULL, NULL, &RBG_GPN_FAMILY, NULL, NULL},
    {"nmcs", NULL, NULL, &RBG_NMCS_FAMILY, NULL, NULL},
    {"nmcs-move", "nested Monte-Carlo search choosing the move: each move scored by one level-n playout",
     NULL, NULL, rbg_agent_nmcs_move_new, rbg_nmcs_move_keys},
    {"mctsmr", NULL, NULL, &RBG_MCTSMR_FAMILY, NULL, NULL},
    {"ext", "an external program that plays over the line protocol of docs/external-agents.md",
     NULL, NULL, NULL, NULL},
};
enum { N_KINDS = sizeof KINDS / sizeof KINDS[0] };

static void describe_kind(const agent_kind *k, FILE *out)
{
    int n;
    const rbg_mcts_family *f = k->family;
    fprintf(out, "%-8s %s\n", k->name, f != NULL ? f->summary : k->summary);
    if (f != NULL) {
        rbg_params_describe(f->keys, f->n_keys, out);
    } else if (strcmp(k->name, "ext") == 0) {
        fprintf(out, "    %-44s %s\n", "dir=DIR", "the program's working directory (default: the current one)");
        fprintf(out, "    %-44s %s\n", "timeout=SECONDS",
                "the longest a move may take (default: the time budget + 1 s, else 10 s)");
        fprintf(out, "    %-44s %s\n", "cmd=COMMAND",
                "the program and its arguments, run by sh -c (the last key: it takes the rest)");
    } else if (k->keys != NULL) {
        const rbg_param_spec *keys = k->keys(&n);
        rbg_params_describe(keys, n, out);
    }
}

static void describe_preset(const rbg_mcts_preset *p, FILE *out)
{
    fprintf(out, "%-26s %-8s %-40s %s\n", p->name, p->family->name,
            p->params[0] ? p->params : "(the defaults)", p->notation);
}

void rbg_agents_describe(FILE *out)
{
    for (int i = 0; i < N_KINDS; i++)
        describe_kind(&KINDS[i], out);
    fputs("presets (the papers' agents; keys may be added, e.g. mcts-s-nodal:split=ModPlus):\n", out);
    for (int i = 0; i < RBG_MCTS_N_PRESETS; i++)
        describe_preset(&RBG_MCTS_PRESETS[i], out);
}

/* "random, human, ..., mcts-o, ...": every name an agent string may start with. */
static void known_names(char *names, size_t size)
{
    size_t used = 0;
    names[0] = '\0';
    for (int i = 0; i < N_KINDS && used < size; i++)
        used += (size_t)snprintf(names + used, size - used, "%s%s", i ? ", " : "", KINDS[i].name);
    for (int i = 0; i < RBG_MCTS_N_PRESETS && used < size; i++)
        used += (size_t)snprintf(names + used, size - used, ", %s", RBG_MCTS_PRESETS[i].name);
}

bool rbg_agents_describe_one(const char *name, FILE *out, char *error, size_t error_size)
{
    for (int i = 0; i < N_KINDS; i++)
        if (strcmp(KINDS[i].name, name) == 0) {
            describe_kind(&KINDS[i], out);
            return true;
        }
    for (int i = 0; i < RBG_MCTS_N_PRESETS; i++) {
        const rbg_mcts_preset *p = &RBG_MCTS_PRESETS[i];
        if (strcmp(p->name, name) == 0) {
            describe_preset(p, out);
            fprintf(out, "a preset of the agent %s, whose keys may be added (%s:reuse=false):\n",
                    p->family->name, p->name);
            for (int k = 0; k < N_KINDS; k++)
                if (KINDS[k].family == p->family)
                    describe_kind(&KINDS[k], out);
            return true;
        }
    }
    char names[1024];
    known_names(names, sizeof names);
    snprintf(error, error_size, "unknown agent '%s' (known agents: %s)", name, names);
    return false;
}

rbg_agent *rbg_agent_new(const char *spec, const rbg_reasoner *reasoner, uint64_t seed,
                         const rbg_agent_options *options, char *error, size_t error_size)
{
    size_t name_len = strcspn(spec, ":");
    const char *params = spec[name_len] == ':' ? spec + name_len + 1 : "";
    for (int i = 0; i < N_KINDS; i++) {
        const agent_kind *k = &KINDS[i];
        if (strlen(k->name) != name_len || strncmp(k->name, spec, name_len) != 0)
            continue;
        if (strcmp(k->name, "ext") == 0)
            return rbg_agent_external_new(params, reasoner, options, error, error_size);
        if (k->create != NULL)
            return k->create(params, reasoner, seed, options, error, error_size);
        if (k->family != NULL)
            return rbg_agent_mcts_new(k->family, k->name, NULL, params, reasoner, seed, options, error,
                                      error_size);
        if (params[0] != '\0') {
            snprintf(error, error_size, "agent '%s' takes no parameters (got '%s')", k->name, params);
            return NULL;
        }
        rbg_agent *agent = k->create_plain();
        agent->reasoner = reasoner;
        agent->options = *options;
        rbg_rng_seed(&agent->rng, seed);
        return agent;
    }
    for (int i = 0; i < RBG_MCTS_N_PRESETS; i++) {
        const rbg_mcts_preset *p = &RBG_MCTS_PRESETS[i];
        if (strlen(p->name) == name_len && strncmp(p->name, spec, name_len) == 0)
            return rbg_agent_mcts_new(p->family, p->name, p->params, params, reasoner, seed, options,
                                      error, error_size);
    }
    char names[1024];
    known_names(names, sizeof names);
    snprintf(error, error_size, "unknown agent '%.*s' (known agents: %s)", (int)name_len, spec, names);
    return NULL;
}

void rbg_agent_free(rbg_agent *agent)
{
    if (agent != NULL)
        agent->destroy(agent);
}
