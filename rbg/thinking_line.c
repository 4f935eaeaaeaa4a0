/* The thinking line of `rbg play` (rbg/thinking_line.h). */
#include "thinking_line.h"

void rbg_thinking_line_update(void *arg, const rbg_agent_progress *progress)
{
    rbg_thinking_line *line = arg;
    /* \r and "erase to the end of the line" rewrite one line in place. */
    fprintf(line->out, "\r%s thinks: %.1f s, %llu iterations, %llu states\033[K", line->who,
            progress->seconds, (unsigned long long)progress->iterations,
            (unsigned long long)progress->states);
    fflush(line->out);
    line->shown = true;
}

void rbg_thinking_line_clear(rbg_thinking_line *line)
{
    if (!line->shown)
        return;
    fputs("\r\033[K", line->out);
    fflush(line->out);
    line->shown = false;
}
