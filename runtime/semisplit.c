#include "semisplit.h"

#include <stdio.h>
#include <stdlib.h>

/* The walk itself runs inside the reasoner (runtime/hot_loops.h), so a compiled game pays no
 * indirect call per semimove; the walker only remembers which reasoner and context to use. */
struct rbg_semisplit {
    const rbg_reasoner *reasoner;
    rbg_context *context;
};

rbg_semisplit *rbg_semisplit_new(const rbg_reasoner *reasoner, rbg_context *context)
{
    rbg_semisplit *w = calloc(1, sizeof *w);
    if (w == NULL) {
        fputs("rbg: out of memory\n", stderr);
        exit(EXIT_FAILURE);
    }
    w->reasoner = reasoner;
    w->context = context;
    return w;
}

void rbg_semisplit_free(rbg_semisplit *w)
{
    free(w);
}

uint64_t rbg_semisplit_perft(rbg_semisplit *w, const void *state, int depth)
{
    return w->reasoner->semisplit_perft(w->context, state, depth);
}

bool rbg_semisplit_random_move(rbg_semisplit *w, void *state, rbg_rng *rng, rbg_playout_stats *stats)
{
    return w->reasoner->semisplit_random_move(w->context, state, rng, stats);
}

void rbg_semisplit_playout(rbg_semisplit *w, void *state, rbg_rng *rng, uint64_t max_moves,
                           rbg_playout_stats *stats)
{
    w->reasoner->semisplit_playout(w->context, state, rng, max_moves, stats);
}
