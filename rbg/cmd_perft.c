/* rbg perft GAME DEPTH: leaves of the game tree at each depth up to DEPTH; with a split
 * strategy the tree is walked one semimove at a time (the counts must not change). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "semisplit.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int rbg_cmd_perft(const rbg_cli_options *o)
{
    uint64_t depth;
    if (o->n_positional != 1)
        return rbg_cli_fail("perft: give the game and one depth: rbg perft GAME DEPTH");
    if (!rbg_cli_parse_u64(o->positional[0], &depth) || depth > 1000)
        return rbg_cli_fail("perft: the depth must be a whole number from 0 to 1000, not '%s'",
                            o->positional[0]);
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    if (!o->json)
        printf("%-6s %16s %10s %14s\n", "depth", "leaves", "seconds", "leaves/s");
    /* Depths 1..DEPTH; depth 0 (the one leaf that is the state itself) only when asked for. */
    rbg_reasoner *r = session.reasoner;
    rbg_semisplit *semi = strcmp(o->split, "none") != 0 ? rbg_semisplit_new(r, session.context) : NULL;
    for (uint64_t d = depth == 0 ? 0 : 1; d <= depth; d++) {
        double start = now();
        uint64_t leaves = semi ? rbg_semisplit_perft(semi, session.state, (int)d)
                               : r->perft(session.context, session.state, (int)d);
        double seconds = now() - start;
        double rate = seconds > 0 ? (double)leaves / seconds : 0;
        if (o->json)
            printf("{\"depth\": %llu, \"leaves\": %llu, \"seconds\": %.6f, \"leaves_per_s\": %.0f}\n",
                   (unsigned long long)d, (unsigned long long)leaves, seconds, rate);
        else
            printf("%-6llu %16llu %10.3f %14.0f\n", (unsigned long long)d,
                   (unsigned long long)leaves, seconds, rate);
        fflush(stdout);
    }
    rbg_semisplit_free(semi);
    rbg_cli_session_close(&session);
    return 0;
}
