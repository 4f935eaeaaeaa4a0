/* The rollout search and playout of MCTS-MR (Baier and Winands 2013). */
#include "minimax_rollout.h"

#include <stdlib.h>
#include <string.h>

#include "agent_alloc.h"
#include "outcome.h"

enum { MR_LOSS = -1, MR_UNKNOWN = 0, MR_WIN = 1 };

void mcts_mr_init(mcts_mr *x, const rbg_reasoner *r, rbg_context *ctx, int depth, bool decisive)
{
    *x = (mcts_mr){.r = r, .ctx = ctx, .depth = depth, .decisive = decisive};
    x->levels = agent_checked(calloc((size_t)depth + 1, sizeof *x->levels));
    for (int i = 0; i <= depth; i++) {
        rbg_moves_init(&x->levels[i].moves);
        x->levels[i].child = agent_checked(malloc(r->state_size));
    }
}

void mcts_mr_free(mcts_mr *x)
{
    for (int i = 0; i <= x->depth && x->levels != NULL; i++) {
        rbg_moves_free(&x->levels[i].moves);
        free(x->levels[i].child);
    }
    free(x->levels);
    free(x->win);
    free(x->safe);
    *x = (mcts_mr){0};
}

/* The value for q of state s (ply `ply` of the search), reached by a move of `mover`, with
 * `depth` plies left. */
static int search(mcts_mr *x, void *s, int q, int mover, int depth, int ply)
{
    const rbg_reasoner *r = x->r;
    mcts_mr_level *L = &x->levels[ply];
    uint32_t n = r->legal_moves(x->ctx, s, &L->moves);
    if (n == 0) {
        int w = mcts_winner(r, s);
        if (w == 0 || (x->decisive && w != mover))
            return MR_UNKNOWN;
        return w == q ? MR_WIN : MR_LOSS;
    }
    if (depth == 0)
        return MR_UNKNOWN;
    int to_move = r->player(r, s);
    bool ours = to_move == q, all = true; /* all children lose (ours) / win (theirs) */
    for (uint32_t i = 0; i < n; i++) {
        memcpy(L->child, s, r->state_size);
        r->apply(x->ctx, L->child, rbg_move_actions(&L->moves, i), rbg_move_length(&L->moves, i));
        x->states++;
        int v = search(x, L->child, q, to_move, depth - 1, ply + 1);
        if (v == (ours ? MR_WIN : MR_LOSS))
            return v;
        all = all && v == (ours ? MR_LOSS : MR_WIN);
    }
    return all ? (ours ? MR_LOSS : MR_WIN) : MR_UNKNOWN;
}

int64_t mcts_mr_choose(mcts_mr *x, void *state, rbg_rng *rng)
{
    const rbg_reasoner *r = x->r;
    mcts_mr_level *L = &x->levels[0];
    uint32_t n = r->legal_moves(x->ctx, state, &L->moves);
    if (n == 0)
        return -1;
    if (n > x->cap) {
        x->cap = n * 2;
        x->win = agent_checked(realloc(x->win, sizeof *x->win * x->cap));
        x->safe = agent_checked(realloc(x->safe, sizeof *x->safe * x->cap));
    }
    int q = r->player(r, state);
    uint32_t wins = 0, safe = 0;
    for (uint32_t i = 0; i < n; i++) {
        memcpy(L->child, state, r->state_size);
        r->apply(x->ctx, L->child, rbg_move_actions(&L->moves, i), rbg_move_length(&L->moves, i));
        x->states++;
        int v = search(x, L->child, q, q, x->depth - 1, 1);
        if (v == MR_WIN)
            x->win[wins++] = i;
        if (v != MR_LOSS)
            x->safe[safe++] = i;
    }
    if (wins > 0)
        return x->win[rbg_rng_below(rng, wins)];
    if (safe > 0)
        return x->safe[rbg_rng_below(rng, safe)];
    return rbg_rng_below(rng, n);
}

int64_t mcts_mr_playout(mcts_mr *x, void *state, rbg_rng *rng, const rbg_budget *budget)
{
    x->states = 0;
    for (;;) {
        int64_t i = mcts_mr_choose(x, state, rng);
        if (i < 0)
            return (int64_t)x->states;
        const rbg_moves *m = &x->levels[0].moves;
        x->r->apply(x->ctx, state, rbg_move_actions(m, (uint32_t)i), rbg_move_length(m, (uint32_t)i));
        x->states++;
        if (budget->timed && rbg_budget_expired(budget))
            return -1;
    }
}
