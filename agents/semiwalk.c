#include "semiwalk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mcts_keys.h"
#include "agent_alloc.h"
#include "best_pick.h"

void mcts_walker_init(mcts_walker *w, const rbg_reasoner *r, rbg_context *ctx)
{
    *w = (mcts_walker){.r = r, .ctx = ctx};
}

void mcts_walker_free(mcts_walker *w)
{
    for (int k = 0; k < w->n_levels; k++) {
        rbg_moves_free(&w->levels[k].moves);
        free(w->levels[k].child);
        free(w->levels[k].scores);
    }
    free(w->levels);
    *w = (mcts_walker){0};
}

static void reach_level(mcts_walker *w, int k)
{
    if (k < w->n_levels)
        return;
    int n = w->n_levels * 2 > k + 1 ? w->n_levels * 2 : k + 8;
    w->levels = agent_checked(realloc(w->levels, sizeof *w->levels * (size_t)n));
    for (int i = w->n_levels; i < n; i++) {
        w->levels[i] = (mcts_level){0};
        rbg_moves_init(&w->levels[i].moves);
        w->levels[i].child = agent_checked(malloc(w->r->state_size));
    }
    w->n_levels = n;
}

/* Generates level k at `state` and, with MAST, draws its greedy decision and scores. */
static void generate(mcts_walker *w, int k, const void *state, uint64_t ctx, rbg_rng *rng)
{
    reach_level(w, k);
    mcts_level *l = &w->levels[k];
    l->untried = w->r->legal_semimoves(w->ctx, (void *)state, &l->moves);
    l->ctx = ctx;
    l->greedy = false;
    if (w->mast != NULL && l->untried > 1 && mcts_mast_greedy(w->mast, rng)) {
        l->greedy = true;
        if (l->untried > l->scores_cap) {
            l->scores_cap = l->untried * 2;
            l->scores = agent_checked(realloc(l->scores, sizeof *l->scores * l->scores_cap));
        }
        for (uint32_t i = 0; i < l->untried; i++)
            l->scores[i] = mcts_mast_score(w->mast, w->player, ctx, &l->moves.actions[i], 1);
    }
}

/* Picks an untried candidate of the level: uniformly, or uniformly among the best scores. */
static uint32_t pick(mcts_level *l, rbg_rng *rng)
{
    if (!l->greedy)
        return rbg_rng_below(rng, l->untried);
    return agent_pick_best(l->scores, l->untried, rng);
}

bool mcts_walk(mcts_walker *w, void *state, uint64_t ctx, bool from_start, rbg_rng *rng,
               uint64_t *states)
{
    const rbg_reasoner *r = w->r;
    w->depth = 0;
    w->player = r->player(r, state);
    if (!from_start && (w->player == 0 || r->is_nodal(r, state)))
        return true; /* already at the end of a move (or of the game) */
    if (w->player == 0)
        return false;
    generate(w, 0, state, ctx, rng);
    int k = 0;
    for (;;) {
        mcts_level *l = &w->levels[k];
        if (l->untried == 0) { /* dead: back to the level above, which drops its try */
            if (k == 0)
                return false;
            k--;
            continue;
        }
        /* The tried candidate goes last among the untried ones (scores follow it). */
        uint32_t i = pick(l, rng);
        uint32_t last = l->untried - 1;
        rbg_action a = l->moves.actions[i];
        l->moves.actions[i] = l->moves.actions[last];
        l->moves.actions[last] = a;
        if (l->greedy) {
            double s = l->scores[i];
            l->scores[i] = l->scores[last];
            l->scores[last] = s;
        }
        l->untried = last;
        const void *from = k == 0 ? state : w->levels[k - 1].child;
        memcpy(l->child, from, r->state_size);
        r->apply_semimove(w->ctx, l->child, a);
        if (states != NULL)
            (*states)++;
        bool nodal = r->is_nodal(r, l->child) || r->player(r, l->child) == 0;
        if (nodal) {
            memcpy(state, l->child, r->state_size);
            w->depth = k + 1;
            return true;
        }
        generate(w, k + 1, l->child, mcts_next_context(l->ctx, a, false), rng);
        k++;
    }
}
