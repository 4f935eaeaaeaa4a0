/* The hot loops of a reasoner: perft and random playouts.  Both backends include this file (the
 * compiled one inside its generated unit), so a compiled game pays no indirect call per move.
 *
 * The including file defines, before including it:
 *   static uint32_t legal_moves(rbg_context *, void *state, rbg_moves *out);
 *   static bool hot_apply(rbg_context *, void *state, const rbg_action *, uint32_t n);
 *   static bool hot_apply_semimove(rbg_context *, void *state, rbg_action);
 *       apply and apply_semimove, but the state's hash is not kept up to date (a playout does
 *       not ask for it): one store marks the state "hash stale", and `hash` of a stale state
 *       computes it from the whole state.  A state handed back by these loops is the same
 *       position as apply's (`same_position`), not the same bytes;
 *   static int hot_player(const void *state);
 *   static size_t hot_state_size(const rbg_context *);
 *   static uint32_t legal_semimoves(rbg_context *, void *state, rbg_moves *out);
 *   static bool hot_is_nodal(const rbg_context *, const void *state);
 *   static uint32_t hot_lazy_moves(rbg_context *, void *state, rbg_moves *out);
 *       legal_moves, but a move whose end is only tests before the switch (analysis.h,
 *       lazy_switch) may be listed without running them, marked by a last action
 *       (state, RBG_LAZY_MARK);
 *   static int hot_finish_lazy(rbg_context *, void *state, const rbg_action *, uint32_t n);
 *       applies such a move's modifiers and runs its tests and switch: 1 when they pass (then
 *       the keeper's moves follow), 0 when they pass but the keeper got stuck, -1 when they fail
 *       (the state is then restored by the caller);
 *   static int hot_placement(rbg_context *, const void *state, const int32_t **modifiers,
 *                            int32_t *n_modifiers, int32_t *lazy_state, bool *sure);
 *       in a placement turn (analysis.h): writes the cells of its moves into
 *       ctx->hot.placement_cells (bit d - 1 for cell d), their modifiers, the state of
 *       their final tests (-1: none) and whether those tests always pass (they only choose
 *       the move's ending), and returns the number of words; otherwise returns 0;
 *   static bool hot_place(rbg_context *, void *state, int32_t cell, const int32_t *modifiers,
 *                         int32_t n_modifiers);
 *       right after hot_placement found a placement: hot_apply of the move on `cell` (its
 *       modifiers on that cell), whose final tests, if it has any, are known to pass;
 *       hot_place_by_actions below is that, literally;
 *   static int hot_place_lazy(rbg_context *, void *state, int32_t cell, const int32_t *modifiers,
 *                             int32_t n_modifiers, int32_t lazy_state);
 *       the same for a placement with final tests, which it runs: hot_finish_lazy of the move
 *       on `cell` (hot_place_lazy_by_actions below);
 *   static bool hot_placement_legal(rbg_context *, const void *state, uint64_t *legal);
 *       right after hot_placement found a placement of one word whose moves end with final
 *       tests: false, or true with the cells whose tests pass in `legal` (found without trying
 *       them, as bits);
 *   static uint32_t hot_counted(rbg_context *, void *state);
 *       the number of legal moves found without listing them, or UINT32_MAX when the reasoner
 *       lists moves to count them (no move of the game is listed lazily when it counts);
 *   static void hot_pick(rbg_context *, void *state, uint32_t i, rbg_moves *out);
 *       right after hot_counted counted this state: move i of legal_moves' list, alone in `out`.
 *   static uint32_t hot_semi_counted(rbg_context *, void *state);
 *   static rbg_action hot_semi_pick(rbg_context *, void *state, uint32_t i, rbg_moves *scratch);
 *       the same for legal_semimoves, returning the semimove's one action (`scratch` is free
 *       for the reasoner to use).
 * and gives rbg_context a member `rbg_hot_scratch hot` (hot_scratch.h). */
#ifndef RBG_HOT_LOOPS_H
#define RBG_HOT_LOOPS_H

#include "checked_alloc.h"

static uint64_t perft_at(rbg_context *ctx, const void *st, int depth)
{
    if (hot_player(st) == 0)
        return depth == 0;
    if (depth == 0)
        return 1;
    if (depth == 1) {
        uint32_t counted = hot_counted(ctx, (void *)st);
        if (counted != UINT32_MAX)
            return counted;
    }
    rbg_moves *moves = &ctx->hot.perft_moves[depth - 1];
    uint32_t n = legal_moves(ctx, (void *)st, moves);
    if (depth == 1)
        return n;
    size_t size = hot_state_size(ctx);
    char *child = ctx->hot.perft_states + size * (size_t)(depth - 1);
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        memcpy(child, st, size);
        hot_apply(ctx, child, rbg_move_actions(moves, i), rbg_move_length(moves, i));
        total += perft_at(ctx, child, depth - 1);
    }
    return total;
}

static uint64_t perft(rbg_context *ctx, const void *st, int depth)
{
    if (depth > ctx->hot.perft_depth) {
        for (int d = 0; d < ctx->hot.perft_depth; d++)
            rbg_moves_free(&ctx->hot.perft_moves[d]);
        free(ctx->hot.perft_moves);
        free(ctx->hot.perft_states);
        ctx->hot.perft_moves = rbg_checked_calloc((size_t)depth, sizeof *ctx->hot.perft_moves);
        for (int d = 0; d < depth; d++)
            rbg_moves_init(&ctx->hot.perft_moves[d]);
        ctx->hot.perft_states = rbg_checked_calloc((size_t)depth, hot_state_size(ctx));
        ctx->hot.perft_depth = depth;
    }
    return perft_at(ctx, st, depth);
}

/* Cell of the i-th set bit (0-based) of `bits`, which has more than i. */
static int32_t hot_nth_cell(const uint64_t *bits, int words, uint32_t i)
{
    for (int w = 0; w < words; w++) {
        uint32_t here = (uint32_t)__builtin_popcountll(bits[w]);
        if (i >= here) {
            i -= here;
            continue;
        }
        uint64_t b = bits[w];
        while (i-- > 0)
            b &= b - 1;
        return 64 * w + __builtin_ctzll(b) + 1;
    }
    return 0;
}

/* A placement's move on `cell` written out as its actions and applied by hot_apply. */
static bool hot_place_by_actions(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers,
                                 int32_t n_modifiers)
{
    for (int32_t k = 0; k < n_modifiers; k++)
        ctx->hot.placement_move[k] = (rbg_action){cell, modifiers[k]};
    return hot_apply(ctx, st, ctx->hot.placement_move, (uint32_t)n_modifiers);
}

/* The legal moves of the state, as a count and a way to get move i: in a placement turn the
 * cells are counted and drawn from a bitset, with the same numbering legal_moves would give,
 * so a playout draws the same move either way; a reasoner that counts moves (hot_counted) says
 * so in `counted` and finds move i when asked; otherwise the moves are listed (lazily unless
 * `exact`: see hot_draw_lazy).  A placement whose moves end with final tests counts its cells
 * before the tests, so it is listed instead when `exact`. */
static uint32_t hot_count_moves(rbg_context *ctx, void *st, bool exact, int *placement_words,
                                const int32_t **modifiers, int32_t *n_modifiers, int32_t *lazy_state,
                                bool *sure, bool *counted)
{
    *counted = false;
    *placement_words = hot_placement(ctx, st, modifiers, n_modifiers, lazy_state, sure);
    if (*placement_words > 0 && *lazy_state >= 0 && exact)
        *placement_words = 0;
    if (*placement_words == 0) {
        uint32_t n = hot_counted(ctx, st);
        *counted = n != UINT32_MAX;
        if (*counted)
            return n;
        return exact ? legal_moves(ctx, st, &ctx->hot.moves) : hot_lazy_moves(ctx, st, &ctx->hot.moves);
    }
    uint32_t n = 0;
    for (int w = 0; w < *placement_words; w++)
        n += (uint32_t)__builtin_popcountll(ctx->hot.placement_cells[w]);
    return n;
}

static bool hot_is_lazy(const rbg_moves *moves, uint32_t i)
{
    uint32_t length = rbg_move_length(moves, i);
    return length > 0 && rbg_move_actions(moves, i)[length - 1].index == RBG_LAZY_MARK;
}

/* Room for n tries in the order of hot_draw_lazy, and the state backup. */
static uint32_t *hot_lazy_scratch(rbg_context *ctx, uint32_t n)
{
    if (ctx->hot.order_capacity < n) {
        ctx->hot.order_capacity = n * 2;
        ctx->hot.order = rbg_checked_realloc(ctx->hot.order, ctx->hot.order_capacity, sizeof(uint32_t));
    }
    if (ctx->hot.backup == NULL)
        ctx->hot.backup = rbg_checked_calloc(1, hot_state_size(ctx));
    for (uint32_t k = 0; k < n; k++)
        ctx->hot.order[k] = k;
    return ctx->hot.order;
}

/* Runs the final tests of a lazy move (hot_finish_lazy): the state is as it was when they fail. */
static int hot_try_lazy(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n)
{
    size_t size = hot_state_size(ctx);
    memcpy(ctx->hot.backup, st, size);
    int result = hot_finish_lazy(ctx, st, actions, n);
    if (result < 0)
        memcpy(st, ctx->hot.backup, size);
    return result;
}

/* After try k of the n still untried failed: drops it and draws the next (false: none left).
 * Listed moves and placement cells are tried in this one order, so both draw alike. */
static bool hot_drop_try(uint32_t *order, uint32_t *n, uint32_t *k, rbg_rng *rng)
{
    order[*k] = order[--*n];
    if (*n == 0)
        return false;
    *k = rbg_rng_below(rng, *n);
    return true;
}

/* Draws among n listed moves, some of them lazy (their final tests not run): a drawn lazy move
 * whose tests fail is dropped and another one drawn, so the move made is uniform over the legal
 * ones.  Applies it and returns 1, or 0 when the keeper then got stuck; -1 when no listed move
 * was legal (the state is left as it was). */
static int hot_draw_lazy(rbg_context *ctx, void *st, rbg_rng *rng, uint32_t n, uint32_t first)
{
    rbg_moves *moves = &ctx->hot.moves;
    if (!hot_is_lazy(moves, first)) /* the common case: nothing to check */
        return hot_apply(ctx, st, rbg_move_actions(moves, first), rbg_move_length(moves, first)) ? 1 : 0;
    uint32_t *order = hot_lazy_scratch(ctx, n);
    uint32_t k = first;
    for (;;) {
        uint32_t i = order[k];
        const rbg_action *actions = rbg_move_actions(moves, i);
        uint32_t length = rbg_move_length(moves, i);
        if (!hot_is_lazy(moves, i))
            return hot_apply(ctx, st, actions, length) ? 1 : 0;
        int result = hot_try_lazy(ctx, st, actions, length);
        if (result >= 0)
            return result;
        if (!hot_drop_try(order, &n, &k, rng))
            return -1;
    }
}

/* The lazy move of a placement on `cell`, in ctx->hot.placement_move: its length. */
static uint32_t hot_lazy_cell_move(rbg_context *ctx, int32_t cell, const int32_t *modifiers, int32_t n_modifiers,
                                   int32_t lazy_state)
{
    rbg_action *move = ctx->hot.placement_move;
    for (int32_t j = 0; j < n_modifiers; j++)
        move[j] = (rbg_action){cell, modifiers[j]};
    move[n_modifiers] = (rbg_action){lazy_state, RBG_LAZY_MARK};
    return (uint32_t)n_modifiers + 1;
}

/* A placement's move on `cell` with its final tests, written out as a lazy move and finished by
 * hot_finish_lazy. */
static int hot_place_lazy_by_actions(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers,
                                     int32_t n_modifiers, int32_t lazy_state)
{
    uint32_t length = hot_lazy_cell_move(ctx, cell, modifiers, n_modifiers, lazy_state);
    return hot_finish_lazy(ctx, st, ctx->hot.placement_move, length);
}

/* hot_try_lazy for a placement's move on `cell` (hot_place_lazy). */
static int hot_try_placement(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers, int32_t n_modifiers,
                             int32_t lazy_state)
{
    size_t size = hot_state_size(ctx);
    memcpy(ctx->hot.backup, st, size);
    int result = hot_place_lazy(ctx, st, cell, modifiers, n_modifiers, lazy_state);
    if (result < 0)
        memcpy(st, ctx->hot.backup, size);
    return result;
}

/* hot_draw_lazy_placement where the cells that pass the final tests are known beforehand
 * (`legal`, a board of one word): the same draws over the same shrinking list of untried cells,
 * a try being a bit test instead of the move and its tests, so the same cell is drawn. */
static int hot_draw_known_placement(rbg_context *ctx, void *st, rbg_rng *rng, uint32_t n, uint32_t first,
                                    uint64_t legal, const int32_t *modifiers, int32_t n_modifiers)
{
    int32_t cell = hot_nth_cell(ctx->hot.placement_cells, 1, first);
    if ((legal >> (cell - 1) & 1) == 0) {
        if (ctx->hot.order_capacity < n) {
            ctx->hot.order_capacity = n * 2;
            ctx->hot.order = rbg_checked_realloc(ctx->hot.order, ctx->hot.order_capacity, sizeof(uint32_t));
        }
        uint32_t *order = ctx->hot.order, k = 0; /* the untried cells, in ascending order at first */
        for (uint64_t bits = ctx->hot.placement_cells[0]; bits != 0; bits &= bits - 1)
            order[k++] = (uint32_t)__builtin_ctzll(bits) + 1;
        for (k = first; (legal >> (order[k] - 1) & 1) == 0;)
            if (!hot_drop_try(order, &n, &k, rng))
                return -1;
        cell = (int32_t)order[k];
    }
    /* the move as legal_moves lists it, its tests known to pass */
    return hot_place(ctx, st, cell, modifiers, n_modifiers) ? 1 : 0;
}

/* hot_draw_lazy for a placement turn whose n moves (its cells) all end with final tests: the
 * same tries in the same order, each cell's move built from the bitset instead of a list.
 * Tests that are `sure` to pass (they only choose the ending) need neither the order of the
 * tries nor a backup of the state. */
static int hot_draw_lazy_placement(rbg_context *ctx, void *st, rbg_rng *rng, uint32_t n, uint32_t first,
                                   int words, const int32_t *modifiers, int32_t n_modifiers, int32_t lazy_state,
                                   bool sure)
{
    if (sure)
        return hot_place_lazy(ctx, st, hot_nth_cell(ctx->hot.placement_cells, words, first), modifiers, n_modifiers,
                              lazy_state);
    uint64_t legal;
    if (words == 1 && hot_placement_legal(ctx, st, &legal))
        return hot_draw_known_placement(ctx, st, rng, n, first, legal, modifiers, n_modifiers);
    uint32_t *order = hot_lazy_scratch(ctx, n);
    for (uint32_t k = first;;) {
        int32_t cell = hot_nth_cell(ctx->hot.placement_cells, words, order[k]);
        int result = hot_try_placement(ctx, st, cell, modifiers, n_modifiers, lazy_state);
        if (result >= 0)
            return result;
        if (!hot_drop_try(order, &n, &k, rng))
            return -1;
    }
}

static void playout(rbg_context *ctx, void *st, rbg_rng *rng, uint64_t max_moves,
                    rbg_playout_stats *stats)
{
    rbg_moves *moves = &ctx->hot.moves;
    for (;;) {
        int words;
        const int32_t *modifiers = NULL;
        int32_t n_modifiers = 0, lazy_state = -1;
        bool sure = false, counted;
        uint32_t n = hot_count_moves(ctx, st, stats->exact, &words, &modifiers, &n_modifiers, &lazy_state,
                                     &sure, &counted);
        stats->generations++;
        stats->generated += n;
        if (n == 0)
            return;
        if (stats->moves >= max_moves) {
            /* Stopped by the limit only if a move was legal (lazy ones might all fail). */
            stats->hit_limit = (words > 0 && lazy_state < 0) || stats->exact || counted || legal_moves(ctx, st, moves) > 0;
            return;
        }
        uint32_t i = rbg_rng_below(rng, n);
        if (counted) { /* the move legal_moves would list i-th, found alone */
            hot_pick(ctx, st, i, moves);
            stats->moves++;
            stats->states++;
            if (!hot_apply(ctx, st, rbg_move_actions(moves, 0), rbg_move_length(moves, 0)))
                return;
            continue;
        }
        if (words > 0 && lazy_state < 0) {
            int32_t cell = hot_nth_cell(ctx->hot.placement_cells, words, i);
            stats->moves++;
            stats->states++;
            if (!hot_place(ctx, st, cell, modifiers, n_modifiers))
                return;
            continue;
        }
        int result = words > 0 ? hot_draw_lazy_placement(ctx, st, rng, n, i, words, modifiers, n_modifiers, lazy_state,
                                                           sure)
                               : hot_draw_lazy(ctx, st, rng, n, i);
        if (result < 0) /* every move failed its final tests: the game is over */
            return;
        stats->moves++;
        stats->states++;
        if (result == 0)
            return;
    }
}

/* ---- semisplit: moves built one semimove at a time (docs/split-moves.md) ----
 *
 * Level k of the current path keeps the semimoves of the state at level k, how many of them are
 * still untried (they are kept first), and the state after the one being tried.  Levels grow as
 * deeper ones are needed and are then reused, so a steady run does not allocate. */

static void semi_add_levels(rbg_context *ctx, int k);

static inline void semi_reach_level(rbg_context *ctx, int k)
{
    if (__builtin_expect(k >= ctx->hot.n_semi_levels, 0))
        semi_add_levels(ctx, k);
}

/* Levels up to k, and more, for the deeper paths to come. */
static void semi_add_levels(rbg_context *ctx, int k)
{
    int n = ctx->hot.n_semi_levels * 2 > k + 1 ? ctx->hot.n_semi_levels * 2 : k + 8;
    ctx->hot.semi_levels = rbg_checked_realloc(ctx->hot.semi_levels, (size_t)n, sizeof *ctx->hot.semi_levels);
    for (int i = ctx->hot.n_semi_levels; i < n; i++) {
        rbg_moves_init(&ctx->hot.semi_levels[i].moves);
        ctx->hot.semi_levels[i].untried = 0;
        ctx->hot.semi_levels[i].state = rbg_checked_calloc(1, hot_state_size(ctx));
    }
    ctx->hot.n_semi_levels = n;
}

static uint64_t semi_perft_at(rbg_context *ctx, int k, const void *st, int depth)
{
    if (hot_player(st) == 0)
        return depth == 0; /* the keeper is stuck: the game is over */
    bool nodal = hot_is_nodal(ctx, st);
    if (depth == 0 && nodal)
        return 1;
    semi_reach_level(ctx, k);
    uint32_t n = legal_semimoves(ctx, (void *)st, &ctx->hot.semi_levels[k].moves);
    /* A move is counted when its first semimove is made. */
    int next_depth = nodal ? depth - 1 : depth;
    size_t size = hot_state_size(ctx);
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        rbg_semi_level *l = &ctx->hot.semi_levels[k];
        memcpy(l->state, st, size);
        hot_apply_semimove(ctx, l->state, l->moves.actions[l->moves.begin[i]]);
        total += semi_perft_at(ctx, k + 1, l->state, next_depth);
    }
    return total;
}

static uint64_t semisplit_perft(rbg_context *ctx, const void *st, int depth)
{
    return semi_perft_at(ctx, 0, st, depth);
}

/* The semimoves of level k's state `st`: counted when the reasoner can (hot_semi_counted), then
 * only the drawn one is found; listed otherwise. */
static void semi_generate(rbg_context *ctx, int k, void *st, rbg_playout_stats *stats)
{
    semi_reach_level(ctx, k);
    rbg_semi_level *l = &ctx->hot.semi_levels[k];
    uint32_t n = hot_semi_counted(ctx, st);
    l->listed = n == UINT32_MAX;
    l->untried = l->listed ? legal_semimoves(ctx, st, &l->moves) : n;
    if (stats != NULL) {
        stats->generations++;
        stats->generated += l->untried;
    }
}

/* A listed level's semimove i, about to be tried: swapped last, out of the untried ones. */
static rbg_action semi_take(rbg_semi_level *l, uint32_t i)
{
    rbg_action *actions = l->moves.actions;
    rbg_action a = actions[i];
    actions[i] = actions[l->untried - 1];
    actions[--l->untried] = a;
    return a;
}

/* Number i of level k's untried semimoves, about to be tried: a listed level takes it out of the
 * untried ones; a counted one finds it and remembers its number. */
static rbg_action semi_draw(rbg_context *ctx, int k, const void *st, uint32_t i)
{
    rbg_semi_level *l = &ctx->hot.semi_levels[k];
    if (l->listed)
        return semi_take(l, i);
    l->picked = i;
    return hot_semi_pick(ctx, (void *)st, i, &l->moves);
}

/* Level k's tried semimove led into a dead end: a counted level is listed now, in the same order,
 * and the drawn one dropped as a listed level drops it when drawn. */
static void semi_drop_dead(rbg_context *ctx, int k, const void *st)
{
    rbg_semi_level *l = &ctx->hot.semi_levels[k];
    if (l->listed)
        return;
    legal_semimoves(ctx, (void *)st, &l->moves);
    l->listed = true;
    semi_take(l, l->picked);
}

/* A uniformly chosen semimove at each level, backtracking out of dead ends.  The path is applied
 * to `st` itself; each level keeps its state before its semimove, to go back to.  (Applying in
 * place spares the copy of the whole path's end into `st`, which would read back the stores the
 * last semimove has just made.) */
static bool semisplit_random_move(rbg_context *ctx, void *st, rbg_rng *rng,
                                  rbg_playout_stats *stats)
{
    if (hot_player(st) == 0)
        return false;
    size_t size = hot_state_size(ctx);
    semi_generate(ctx, 0, st, stats);
    int k = 0;
    for (;;) {
        rbg_semi_level *l = &ctx->hot.semi_levels[k];
        if (l->untried == 0) { /* a dead end: back to the level above, which drops its try */
            if (k == 0)
                return false;
            k--;
            memcpy(st, ctx->hot.semi_levels[k].state, size);
            semi_drop_dead(ctx, k, st);
            continue;
        }
        /* Every semimove has one action, so action i is semimove i. */
        rbg_action a = semi_draw(ctx, k, st, rbg_rng_below(rng, l->untried));
        memcpy(l->state, st, size);
        hot_apply_semimove(ctx, st, a);
        if (stats != NULL)
            stats->states++;
        if (hot_player(st) == 0 || hot_is_nodal(ctx, st))
            return true;
        semi_generate(ctx, k + 1, st, stats);
        k++;
    }
}

static void semisplit_playout(rbg_context *ctx, void *st, rbg_rng *rng, uint64_t max_moves,
                              rbg_playout_stats *stats)
{
    while (hot_player(st) != 0) {
        if (stats->moves >= max_moves) {
            /* Stopped by the limit only if the game could have gone on. */
            if (ctx->hot.semi_scratch == NULL)
                ctx->hot.semi_scratch = rbg_checked_calloc(1, hot_state_size(ctx));
            memcpy(ctx->hot.semi_scratch, st, hot_state_size(ctx));
            stats->hit_limit = semisplit_random_move(ctx, ctx->hot.semi_scratch, rng, NULL);
            return;
        }
        if (!semisplit_random_move(ctx, st, rng, stats))
            return;
        stats->moves++;
    }
}

static void hot_context_free(rbg_context *ctx)
{
    for (int k = 0; k < ctx->hot.n_semi_levels; k++) {
        rbg_moves_free(&ctx->hot.semi_levels[k].moves);
        free(ctx->hot.semi_levels[k].state);
    }
    free(ctx->hot.semi_levels);
    free(ctx->hot.semi_scratch);
    free(ctx->hot.order);
    free(ctx->hot.backup);
    rbg_moves_free(&ctx->hot.moves);
    for (int d = 0; d < ctx->hot.perft_depth; d++)
        rbg_moves_free(&ctx->hot.perft_moves[d]);
    free(ctx->hot.perft_moves);
    free(ctx->hot.perft_states);
}

#endif
