/* rbg agents [AGENT]: the agents with their keys and the presets, or one agent's entry. */
#include <stdio.h>

#include "agent.h"
#include "cli.h"

int rbg_cmd_agents(const rbg_cli_options *o)
{
    if (o->n_positional > 1)
        return rbg_cli_fail("agents: unexpected argument '%s'", o->positional[1]);
    if (o->n_positional == 0) {
        rbg_agents_describe(stdout);
        return 0;
    }
    char error[1400];
    if (!rbg_agents_describe_one(o->positional[0], stdout, error, sizeof error))
        return rbg_cli_fail("agents: %s", error);
    return 0;
}
