/* The human agent: lists the legal moves and reads one, by its number or its text form. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"

/* Describes a move with cell names: "rx1y1:[X] rx1y1:->>" is clearer than "5 2 5 3". */
static void describe(const rbg_reasoner *r, const rbg_action *a, uint32_t n, FILE *out)
{
    for (uint32_t i = 0; i < n; i++) {
        int cell = a[i].cell;
        fprintf(out, "%s%s#%d", i ? " " : "",
                cell >= 1 && cell <= r->info->n_cells ? r->info->cell_names[cell] : "?", (int)a[i].index);
    }
}

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves)
{
    (void)context;
    FILE *in = agent->options.in ? agent->options.in : stdin;
    FILE *out = agent->options.out ? agent->options.out : stdout;
    const rbg_reasoner *r = agent->reasoner;
    fprintf(out, "Legal moves of %s:\n", r->info->player_names[r->player(r, state)]);
    for (uint32_t i = 0; i < moves->n_moves; i++) {
        char *text = rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
        fprintf(out, "  %3u) %-24s ", i + 1, text);
        describe(r, rbg_move_actions(moves, i), rbg_move_length(moves, i), out);
        fputc('\n', out);
        free(text);
    }
    char line[4096];
    for (;;) {
        fprintf(out, "Your move (number or 'cell index ...'): ");
        fflush(out);
        if (fgets(line, sizeof line, in) == NULL)
            return -1;
        line[strcspn(line, "\r\n")] = '\0';
        char *end;
        long number = strtol(line, &end, 10);
        while (*end == ' ' || *end == '\t')
            end++;
        if (end != line && *end == '\0' && number >= 1 && (uint64_t)number <= moves->n_moves)
            return number - 1;
        rbg_action actions[1024];
        uint32_t n;
        char error[256];
        if (rbg_move_parse(line, actions, 1024, &n, error, sizeof error)) {
            int64_t found = rbg_moves_find(moves, actions, n);
            if (found >= 0)
                return found;
            fprintf(out, "'%s' is not a legal move here.\n", line);
        } else {
            fprintf(out, "Give a number from 1 to %u or a move in text form.\n", moves->n_moves);
        }
    }
}

static void destroy(rbg_agent *agent)
{
    free(agent);
}

rbg_agent *rbg_agent_human_new(void)
{
    rbg_agent *agent = calloc(1, sizeof *agent);
    if (agent == NULL)
        abort();
    agent->name = "human";
    agent->choose = choose;
    agent->destroy = destroy;
    return agent;
}
