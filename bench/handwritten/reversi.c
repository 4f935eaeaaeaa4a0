/* Reversi on the 8x8 board (black first; a disc must close at least one line of enemy discs,
 * every closed line in every direction is turned; a player without such a square passes; the
 * game ends when neither can put a disc, more discs win), written from the rules with
 * bitboards, as the yardstick of the compiled reasoner of games-rbg/reversi.rbg.
 *
 * Bit 8 * row + column; the legal squares are found for all eight directions at once by
 * shifting the mover's discs through runs of enemy discs (at most six of them). */
#include <stdint.h>

#include "playout_driver.h"

#define RV_NOT_A 0xfefefefefefefefeull /* every column but the first */
#define RV_NOT_H 0x7f7f7f7f7f7f7f7full /* every column but the last */

typedef struct {
    uint64_t mover, other;
} rv_state;

/* The eight directions, each a shift of the bitboard and the mask of the squares a step can
 * land on without wrapping round to the other edge; written out so that every shift is a
 * constant (the compiler unrolls nothing by itself at -O2). */
#define RV_EACH_DIRECTION(X) \
    X(<<, 8, ~0ull) X(>>, 8, ~0ull) X(<<, 1, RV_NOT_A) X(>>, 1, RV_NOT_H) \
    X(<<, 9, RV_NOT_A) X(<<, 7, RV_NOT_H) X(>>, 7, RV_NOT_A) X(>>, 9, RV_NOT_H)

static uint64_t rv_moves(uint64_t mine, uint64_t theirs)
{
    uint64_t empty = ~(mine | theirs), moves = 0, run;
    /* a run of up to six enemy discs after an own disc, then an empty square */
#define RV_MOVES_ALONG(op, n, mask)                                   \
    run = ((mine op n) & (mask)) & theirs;                              \
    run |= ((run op n) & (mask)) & theirs;                              \
    run |= ((run op n) & (mask)) & theirs;                              \
    run |= ((run op n) & (mask)) & theirs;                              \
    run |= ((run op n) & (mask)) & theirs;                              \
    run |= ((run op n) & (mask)) & theirs;                              \
    moves |= ((run op n) & (mask)) & empty;
    RV_EACH_DIRECTION(RV_MOVES_ALONG)
#undef RV_MOVES_ALONG
    return moves;
}

/* Puts the mover's disc on SQUARE, turns every closed line, and hands the turn over. */
static void rv_play(rv_state *s, uint64_t square)
{
    uint64_t flips = 0, line, cell;
    /* walk over the enemy discs from the square; the line turns if an own disc closes it */
#define RV_FLIPS_ALONG(op, n, mask)                                   \
    line = 0;                                                           \
    cell = (square op n) & (mask);                                      \
    while (cell & s->other) {                                           \
        line |= cell;                                                   \
        cell = (cell op n) & (mask);                                    \
    }                                                                   \
    if (cell & s->mover)                                                \
        flips |= line;
    RV_EACH_DIRECTION(RV_FLIPS_ALONG)
#undef RV_FLIPS_ALONG
    uint64_t mine = s->mover | square | flips;
    s->mover = s->other & ~flips;
    s->other = mine;
}

static void rv_pass(rv_state *s)
{
    uint64_t mine = s->mover;
    s->mover = s->other;
    s->other = mine;
}

static rv_state rv_start(void)
{
    /* black on e4 and d5, white on d4 and e5, rows counted from the top */
    rv_state s = {(1ull << 28) | (1ull << 35), (1ull << 27) | (1ull << 36)};
    return s;
}

static void rv_playout(rbg_rng *rng, hw_outcome *outcome)
{
    rv_state s = rv_start();
    uint64_t ply = 0;
    for (;; ply++) {
        uint64_t moves = rv_moves(s.mover, s.other);
        if (moves == 0) {
            if (rv_moves(s.other, s.mover) == 0)
                break;
            rv_pass(&s);
            continue;
        }
        for (uint32_t k = rbg_rng_below(rng, (uint32_t)__builtin_popcountll(moves)); k > 0; k--)
            moves &= moves - 1;
        rv_play(&s, moves & -moves);
    }
    int mover = __builtin_popcountll(s.mover), other = __builtin_popcountll(s.other);
    int mover_player = (int)(ply % 2) + 1;
    outcome->length = ply;
    outcome->winner = mover == other ? 0 : mover > other ? mover_player : 3 - mover_player;
}

static uint64_t rv_perft_from(const rv_state *s, int depth)
{
    if (depth == 0)
        return 1;
    uint64_t moves = rv_moves(s->mover, s->other), leaves = 0;
    if (moves == 0) {
        if (rv_moves(s->other, s->mover) == 0)
            return 0;
        rv_state next = *s;
        rv_pass(&next);
        return rv_perft_from(&next, depth - 1);
    }
    for (; moves; moves &= moves - 1) {
        rv_state next = *s;
        rv_play(&next, moves & -moves);
        leaves += rv_perft_from(&next, depth - 1);
    }
    return leaves;
}

static uint64_t rv_perft(int depth)
{
    rv_state s = rv_start();
    return rv_perft_from(&s, depth);
}

int main(int argc, char **argv)
{
    static const hw_game game = {"reversi", {"black", "white"}, rv_playout, rv_perft};
    return hw_main(argc, argv, &game);
}
