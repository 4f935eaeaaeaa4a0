#include "playout.h"
#include "agent_alloc.h"
#include "best_pick.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Moves between two looks at the clock. */
enum { CHECK_EVERY = 32 };
/* How far ahead of its score a move's MAST table slot is fetched: far enough to hide a miss,
 * near enough to stay in the cache. */
enum { PREFETCH_AHEAD = 16 };

void mcts_trace_grow(mcts_trace *t)
{
    t->cap = t->cap ? t->cap * 2 : 1024;
    t->steps = agent_checked(realloc(t->steps, sizeof *t->steps * t->cap));
}

void mcts_trace_move(mcts_trace *t, const rbg_action *a, uint32_t n, int player)
{
    uint64_t ctx = 0;
    for (uint32_t i = 0; i < n; i++) {
        bool last = i + 1 == n;
        mcts_trace_push(t, a[i], ctx, player, last);
        ctx = mcts_next_context(ctx, a[i], last);
    }
}

void mcts_sim_init(mcts_sim *s, const rbg_reasoner *r, rbg_context *ctx, bool semisplit)
{
    *s = (mcts_sim){.r = r, .ctx = ctx, .semisplit = semisplit};
    mcts_walker_init(&s->walker, r, ctx);
    rbg_moves_init(&s->moves);
    s->n_players = r->info->n_players;
    s->scale = agent_checked(calloc((size_t)s->n_players + 1, sizeof *s->scale));
    for (int p = 1; p <= s->n_players; p++) {
        int64_t bound = r->info->score_bounds != NULL ? r->info->score_bounds[p] : 100;
        s->scale[p] = bound > 0 ? 1.0 / (double)bound : 1.0;
    }
}

void mcts_sim_free(mcts_sim *s)
{
    mcts_walker_free(&s->walker);
    rbg_moves_free(&s->moves);
    free(s->scores);
    free(s->keys);
    free(s->folds);
    free(s->scale);
    *s = (mcts_sim){0};
}

void mcts_sim_rewards(const mcts_sim *s, const void *state, double *rewards)
{
    rewards[0] = 0;
    for (int p = 1; p <= s->n_players; p++) {
        double v = (double)s->r->score(s->r, state, p) * s->scale[p];
        rewards[p] = v < 0 ? 0 : v > 1 ? 1 : v; /* bounds forbid it; clamp defensively */
    }
}

/* The reasoner's own loop: no call per move through us. */
static int64_t fast_orthodox(mcts_sim *s, void *state, rbg_rng *rng, const rbg_budget *b)
{
    rbg_playout_stats stats = {0};
    uint64_t cap = s->max_moves > 0 ? s->max_moves : UINT64_MAX;
    if (!b->timed) {
        s->r->playout(s->ctx, state, rng, cap, &stats);
        s->cut = stats.hit_limit;
        return (int64_t)stats.moves;
    }
    for (;;) {
        stats.hit_limit = false;
        uint64_t to = cap - stats.moves > CHECK_EVERY ? stats.moves + CHECK_EVERY : cap;
        s->r->playout(s->ctx, state, rng, to, &stats);
        if (!stats.hit_limit)
            return (int64_t)stats.moves;
        if (stats.moves >= cap) {
            s->cut = true;
            return (int64_t)stats.moves;
        }
        if (rbg_budget_expired(b))
            return -1;
    }
}

static uint32_t pick_move(mcts_sim *s, int player, uint32_t n, rbg_rng *rng)
{
    if (s->mast == NULL || n == 1 || !mcts_mast_greedy(s->mast, rng))
        return rbg_rng_below(rng, n);
    if (n > s->scores_cap) {
        s->scores_cap = n * 2;
        s->scores = agent_checked(realloc(s->scores, sizeof *s->scores * s->scores_cap));
        s->keys = agent_checked(realloc(s->keys, sizeof *s->keys * s->scores_cap));
    }
    mcts_mast_move_keys(s->mast, player, &s->moves, s->keys, &s->folds, &s->folds_cap);
    for (uint32_t i = 0; i < n; i++) {
        if (i + PREFETCH_AHEAD < n)
            mcts_mast_prefetch(s->mast, s->keys[i + PREFETCH_AHEAD]);
        s->scores[i] = mcts_mast_score_keyed(s->mast, s->keys[i], player,
                                             rbg_move_actions(&s->moves, i),
                                             rbg_move_length(&s->moves, i));
    }
    return agent_pick_best(s->scores, n, rng);
}

static int64_t orthodox(mcts_sim *s, void *state, rbg_rng *rng, const rbg_budget *b)
{
    const rbg_reasoner *r = s->r;
    int64_t k = 0;
    for (;;) {
        uint32_t n = r->legal_moves(s->ctx, state, &s->moves);
        if (n == 0)
            return k;
        if (s->max_moves > 0 && (uint64_t)k == s->max_moves) {
            s->cut = true;
            return k;
        }
        int player = r->player(r, state);
        uint32_t i = pick_move(s, player, n, rng);
        const rbg_action *a = rbg_move_actions(&s->moves, i);
        uint32_t len = rbg_move_length(&s->moves, i);
        if (s->trace != NULL)
            mcts_trace_move(s->trace, a, len, player);
        k++;
        if (!r->apply(s->ctx, state, a, len))
            return k;
        if (b->timed && k % CHECK_EVERY == 0 && rbg_budget_expired(b))
            return -1;
    }
}

static int64_t semisplit(mcts_sim *s, void *state, rbg_rng *rng, const rbg_budget *b)
{
    mcts_walker *w = &s->walker;
    w->mast = s->mast;
    int64_t k = 0;
    while (mcts_walk(w, state, 0, true, rng, NULL)) {
        k++;
        if (s->max_moves > 0 && (uint64_t)k == s->max_moves) {
            s->cut = s->r->legal_moves(s->ctx, state, &s->moves) > 0;
            return k;
        }
        if (s->trace != NULL)
            for (int i = 0; i < w->depth; i++)
                mcts_trace_push(s->trace, mcts_walk_action(w, i), w->levels[i].ctx, w->player,
                                i + 1 == w->depth);
        if (b->timed && k % CHECK_EVERY == 0 && rbg_budget_expired(b))
            return -1;
    }
    return k;
}

int64_t mcts_sim_run(mcts_sim *s, void *state, rbg_rng *rng, const rbg_budget *budget)
{
    s->cut = false;
    if (s->nmcs != NULL)
        return mcts_nmcs_playout(s->nmcs, state, rng, budget);
    if (s->mr != NULL)
        return mcts_mr_playout(s->mr, state, rng, budget);
    if (s->semisplit)
        return semisplit(s, state, rng, budget);
    if (s->mast == NULL && s->trace == NULL)
        return fast_orthodox(s, state, rng, budget);
    return orthodox(s, state, rng, budget);
}
