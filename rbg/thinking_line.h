/* The line `rbg play` keeps up to date on a terminal's standard error while an agent thinks:
 * seconds, iterations and states so far (the agents' progress reports, agents/agent.h). */
#ifndef RBG_THINKING_LINE_H
#define RBG_THINKING_LINE_H

#include <stdbool.h>
#include <stdio.h>

#include "agent.h"

typedef struct {
    FILE *out;
    const char *who; /* the thinking player's name */
    bool shown;      /* a line is on the terminal and must be cleared */
} rbg_thinking_line;

/* The progress callback (agents/agent.h): `arg` is an rbg_thinking_line. */
void rbg_thinking_line_update(void *arg, const rbg_agent_progress *progress);
/* Clears the line, if one is shown, before the move is printed. */
void rbg_thinking_line_clear(rbg_thinking_line *line);

#endif
