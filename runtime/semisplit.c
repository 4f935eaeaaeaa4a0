#include "semisplit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Level k of the current path: the semimoves of the state at level k, how many of them are still
 * untried (they are kept first), and the state after the one being tried. */
typedef struct {
    rbg_moves moves;
    uint32_t untried;
    void *child;
} level;

struct rbg_semisplit {
    const rbg_reasoner *reasoner;
    rbg_context *context;
    level *levels; /* grows; address levels by index, since growing moves them */
    int n_levels;
    void *scratch;
};

static void *checked(void *p)
{
    if (p == NULL) {
        fputs("rbg: out of memory\n", stderr);
        abort();
    }
    return p;
}

rbg_semisplit *rbg_semisplit_new(const rbg_reasoner *reasoner, rbg_context *context)
{
    rbg_semisplit *w = checked(calloc(1, sizeof *w));
    w->reasoner = reasoner;
    w->context = context;
    w->scratch = checked(malloc(reasoner->state_size));
    return w;
}

void rbg_semisplit_free(rbg_semisplit *w)
{
    if (w == NULL)
        return;
    for (int k = 0; k < w->n_levels; k++) {
        rbg_moves_free(&w->levels[k].moves);
        free(w->levels[k].child);
    }
    free(w->levels);
    free(w->scratch);
    free(w);
}

/* Makes level k exist. */
static void reach_level(rbg_semisplit *w, int k)
{
    if (k < w->n_levels)
        return;
    int n = w->n_levels * 2 > k + 1 ? w->n_levels * 2 : k + 8;
    w->levels = checked(realloc(w->levels, sizeof *w->levels * (size_t)n));
    for (int i = w->n_levels; i < n; i++) {
        rbg_moves_init(&w->levels[i].moves);
        w->levels[i].untried = 0;
        w->levels[i].child = checked(malloc(w->reasoner->state_size));
    }
    w->n_levels = n;
}

/* ---- perft ---- */

static uint64_t perft_at(rbg_semisplit *w, int k, const void *state, int depth)
{
    const rbg_reasoner *r = w->reasoner;
    if (r->player(r, state) == 0)
        return depth == 0; /* the keeper is stuck: the game is over */
    bool nodal = r->is_nodal(r, state);
    if (depth == 0 && nodal)
        return 1;
    reach_level(w, k);
    uint32_t n = r->legal_semimoves(w->context, (void *)state, &w->levels[k].moves);
    /* A move is counted when its first semimove is made. */
    int next_depth = nodal ? depth - 1 : depth;
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        level *l = &w->levels[k];
        memcpy(l->child, state, r->state_size);
        r->apply_semimove(w->context, l->child, l->moves.actions[l->moves.begin[i]]);
        total += perft_at(w, k + 1, l->child, next_depth);
    }
    return total;
}

uint64_t rbg_semisplit_perft(rbg_semisplit *w, const void *state, int depth)
{
    return perft_at(w, 0, state, depth);
}

/* ---- random moves ---- */

static void generate(rbg_semisplit *w, int k, const void *state, rbg_playout_stats *stats)
{
    reach_level(w, k);
    level *l = &w->levels[k];
    l->untried = w->reasoner->legal_semimoves(w->context, (void *)state, &l->moves);
    if (stats != NULL) {
        stats->generations++;
        stats->generated += l->untried;
    }
}

bool rbg_semisplit_random_move(rbg_semisplit *w, void *state, rbg_rng *rng, rbg_playout_stats *stats)
{
    const rbg_reasoner *r = w->reasoner;
    if (r->player(r, state) == 0)
        return false;
    generate(w, 0, state, stats);
    int k = 0;
    for (;;) {
        level *l = &w->levels[k];
        if (l->untried == 0) { /* a dead end: back to the level above, which drops its try */
            if (k == 0)
                return false;
            k--;
            continue;
        }
        /* Every semimove has one action, so action i is semimove i: swap the tried one last. */
        uint32_t i = rbg_rng_below(rng, l->untried);
        rbg_action *actions = l->moves.actions;
        rbg_action a = actions[i];
        actions[i] = actions[l->untried - 1];
        actions[--l->untried] = a;
        const void *from = k == 0 ? state : w->levels[k - 1].child;
        memcpy(l->child, from, r->state_size);
        r->apply_semimove(w->context, l->child, a);
        if (stats != NULL)
            stats->states++;
        if (r->is_nodal(r, l->child) || r->player(r, l->child) == 0) {
            memcpy(state, l->child, r->state_size);
            return true;
        }
        generate(w, k + 1, w->levels[k].child, stats);
        k++;
    }
}

void rbg_semisplit_playout(rbg_semisplit *w, void *state, rbg_rng *rng, uint64_t max_moves,
                           rbg_playout_stats *stats)
{
    const rbg_reasoner *r = w->reasoner;
    while (r->player(r, state) != 0) {
        if (stats->moves >= max_moves) {
            /* Stopped by the limit only if the game could have gone on. */
            memcpy(w->scratch, state, r->state_size);
            stats->hit_limit = rbg_semisplit_random_move(w, w->scratch, rng, NULL);
            return;
        }
        if (!rbg_semisplit_random_move(w, state, rng, stats))
            return;
        stats->moves++;
    }
}
