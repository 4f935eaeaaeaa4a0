/* Connect four (7 columns, 6 rows; red first; four in a row, a column or a diagonal wins; a
 * full board is a draw), written from the rules with bitboards, as the yardstick of the
 * compiled reasoner of games-rbg/connect4.rbg.
 *
 * Each column takes 7 bits, from the bottom cell up, the seventh always empty, so that the
 * lowest empty cell of every column is `occupied + bottom row` and a line of four is found
 * by shifts of 1 (column), 7 (row), 6 and 8 (diagonals) that never wrap. */
#include <stdint.h>

#include "playout_driver.h"

#define C4_BOTTOM 0x0040810204081ull                /* bit 0 of each column */
#define C4_BOARD (C4_BOTTOM * 0x3full)              /* the 42 cells */

typedef struct {
    uint64_t mover;    /* discs of the player to move */
    uint64_t occupied; /* discs of both */
} c4_state;

/* Four in a line along the step N: pairs of discs N apart, two pairs 2N apart. */
static inline uint64_t c4_four_along(uint64_t discs, int n)
{
    uint64_t pairs = discs & (discs >> n);
    return pairs & (pairs >> (2 * n));
}

static int c4_has_four(uint64_t discs)
{
    /* column, row and both diagonals, without a branch between them */
    return (c4_four_along(discs, 1) | c4_four_along(discs, 7) | c4_four_along(discs, 6) |
            c4_four_along(discs, 8)) != 0;
}

/* The cells a disc can be dropped on: the lowest empty cell of each column that is not full. */
static uint64_t c4_moves(const c4_state *s)
{
    return (s->occupied + C4_BOTTOM) & C4_BOARD;
}

/* Drops a disc on CELL; whether it made four. */
static int c4_play(c4_state *s, uint64_t cell)
{
    uint64_t mine = s->mover | cell;
    s->occupied |= cell;
    s->mover = mine ^ s->occupied;
    return c4_has_four(mine);
}

static void c4_playout(rbg_rng *rng, hw_outcome *outcome)
{
    c4_state s = {0, 0};
    for (uint64_t ply = 0;; ply++) {
        uint64_t moves = c4_moves(&s);
        if (moves == 0) {
            outcome->length = ply;
            outcome->winner = 0;
            return;
        }
        for (uint32_t k = rbg_rng_below(rng, (uint32_t)__builtin_popcountll(moves)); k > 0; k--)
            moves &= moves - 1;
        if (c4_play(&s, moves & -moves)) {
            outcome->length = ply + 1;
            outcome->winner = (int)(ply % 2) + 1;
            return;
        }
    }
}

static uint64_t c4_perft_from(const c4_state *s, int depth)
{
    if (depth == 0)
        return 1;
    uint64_t leaves = 0;
    for (uint64_t moves = c4_moves(s); moves; moves &= moves - 1) {
        c4_state next = *s;
        if (c4_play(&next, moves & -moves))
            leaves += depth == 1;
        else
            leaves += c4_perft_from(&next, depth - 1);
    }
    return leaves;
}

static uint64_t c4_perft(int depth)
{
    c4_state s = {0, 0};
    return c4_perft_from(&s, depth);
}

int main(int argc, char **argv)
{
    static const hw_game game = {"connect4", {"red", "yellow"}, c4_playout, c4_perft};
    return hw_main(argc, argv, &game);
}
