/* rbg perft GAME DEPTH: leaves of the game tree at each depth up to DEPTH. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli.h"

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
    rbg_reasoner *r = rbg_cli_load(o);
    if (r == NULL)
        return 1;
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    int status = 0;
    if (o->after != NULL && !rbg_cli_play_moves(r, ctx, state, o->after))
        status = 1;
    if (status == 0 && !o->json)
        printf("%-6s %16s %10s %14s\n", "depth", "leaves", "seconds", "leaves/s");
    /* Depths 1..DEPTH; depth 0 (the one leaf that is the state itself) only when asked for. */
    for (uint64_t d = depth == 0 ? 0 : 1; status == 0 && d <= depth; d++) {
        double start = now();
        uint64_t leaves = r->perft(ctx, state, (int)d);
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
    free(state);
    r->context_free(ctx);
    r->destroy(r);
    return status;
}
