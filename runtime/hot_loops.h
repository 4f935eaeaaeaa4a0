/* The hot loops of a reasoner: perft and random playouts.  Both backends include this file (the
 * compiled one inside its generated unit), so a compiled game pays no indirect call per move.
 *
 * The including file defines, before including it:
 *   static uint32_t legal_moves(rbg_context *, void *state, rbg_moves *out);
 *   static bool apply(rbg_context *, void *state, const rbg_action *, uint32_t n);
 *   static int hot_player(const void *state);
 *   static size_t hot_state_size(const rbg_context *);
 * and gives rbg_context the members perft_moves, perft_states, perft_depth and moves. */
#ifndef RBG_HOT_LOOPS_H
#define RBG_HOT_LOOPS_H

#include "checked_alloc.h"

static uint64_t perft_at(rbg_context *ctx, const void *st, int depth)
{
    if (hot_player(st) == 0)
        return depth == 0;
    if (depth == 0)
        return 1;
    rbg_moves *moves = &ctx->perft_moves[depth - 1];
    uint32_t n = legal_moves(ctx, (void *)st, moves);
    if (depth == 1)
        return n;
    size_t size = hot_state_size(ctx);
    char *child = ctx->perft_states + size * (size_t)(depth - 1);
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        memcpy(child, st, size);
        apply(ctx, child, rbg_move_actions(moves, i), rbg_move_length(moves, i));
        total += perft_at(ctx, child, depth - 1);
    }
    return total;
}

static uint64_t perft(rbg_context *ctx, const void *st, int depth)
{
    if (depth > ctx->perft_depth) {
        for (int d = 0; d < ctx->perft_depth; d++)
            rbg_moves_free(&ctx->perft_moves[d]);
        free(ctx->perft_moves);
        free(ctx->perft_states);
        ctx->perft_moves = rbg_checked_calloc((size_t)depth, sizeof *ctx->perft_moves);
        for (int d = 0; d < depth; d++)
            rbg_moves_init(&ctx->perft_moves[d]);
        ctx->perft_states = rbg_checked_calloc((size_t)depth, hot_state_size(ctx));
        ctx->perft_depth = depth;
    }
    return perft_at(ctx, st, depth);
}

static void playout(rbg_context *ctx, void *st, rbg_rng *rng, uint64_t max_moves,
                    rbg_playout_stats *stats)
{
    rbg_moves *moves = &ctx->moves;
    for (;;) {
        uint32_t n = legal_moves(ctx, st, moves);
        stats->generations++;
        stats->generated += n;
        if (n == 0)
            return;
        if (stats->moves >= max_moves) {
            stats->hit_limit = true;
            return;
        }
        uint32_t i = rbg_rng_below(rng, n);
        stats->moves++;
        stats->states++;
        if (!apply(ctx, st, rbg_move_actions(moves, i), rbg_move_length(moves, i)))
            return;
    }
}

static void hot_context_free(rbg_context *ctx)
{
    rbg_moves_free(&ctx->moves);
    for (int d = 0; d < ctx->perft_depth; d++)
        rbg_moves_free(&ctx->perft_moves[d]);
    free(ctx->perft_moves);
    free(ctx->perft_states);
}

#endif
