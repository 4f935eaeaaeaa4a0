/* Agent strings: `NAME` or `NAME:key=value,...`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

typedef struct {
    const char *name;
    const char *summary;
    rbg_agent *(*create)(void);
} agent_kind;

static const agent_kind KINDS[] = {
    {"random", "plays a uniformly random legal move (no parameters)", rbg_agent_random_new},
    {"human", "asks for each move on the terminal, listing the legal moves (no parameters)",
     rbg_agent_human_new},
};

void rbg_agents_describe(FILE *out)
{
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++)
        fprintf(out, "%-8s %s\n", KINDS[i].name, KINDS[i].summary);
}

rbg_agent *rbg_agent_new(const char *spec, const rbg_reasoner *reasoner, uint64_t seed,
                         const rbg_agent_options *options, char *error, size_t error_size)
{
    size_t name_len = strcspn(spec, ":");
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++) {
        if (strlen(KINDS[i].name) != name_len || strncmp(KINDS[i].name, spec, name_len) != 0)
            continue;
        if (spec[name_len] == ':' && spec[name_len + 1] != '\0') {
            snprintf(error, error_size, "agent '%s' takes no parameters (got '%s')", KINDS[i].name,
                     spec + name_len + 1);
            return NULL;
        }
        rbg_agent *agent = KINDS[i].create();
        agent->reasoner = reasoner;
        agent->options = *options;
        rbg_rng_seed(&agent->rng, seed);
        return agent;
    }
    char names[256] = "";
    size_t used = 0;
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++)
        used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "", KINDS[i].name);
    snprintf(error, error_size, "unknown agent '%.*s' (known agents: %s)", (int)name_len, spec, names);
    return NULL;
}

void rbg_agent_free(rbg_agent *agent)
{
    if (agent != NULL)
        agent->destroy(agent);
}
