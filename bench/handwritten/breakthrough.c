/* Breakthrough on the 8x8 board (white first, moving up; a pawn steps straight ahead onto an
 * empty square or diagonally ahead onto an empty or enemy square, capturing; the first pawn on
 * the far row wins; a player without a move loses), written from the rules with bitboards, as
 * the yardstick of the compiled reasoner of games-rbg/breakthrough.rbg.
 *
 * Bit 8 * row + column, row 0 white's home row.  The moves of the player to move are three
 * sets of landing squares, straight, towards the higher and the lower column; each set's
 * squares are counted, and the drawn move is found in its set. */
#include <stdint.h>

#include "playout_driver.h"

#define BT_NOT_A 0xfefefefefefefefeull /* every column but the first */
#define BT_NOT_H 0x7f7f7f7f7f7f7f7full /* every column but the last */
#define BT_ROW_0 0x00000000000000ffull
#define BT_ROW_7 0xff00000000000000ull

typedef struct {
    uint64_t mover, other;
    int white_to_move;
} bt_state;

/* The landing squares of the three kinds of step, and the shift from a landing square back to
 * its pawn (a left shift for black, whose pawns move down). */
typedef struct {
    uint64_t to[3];
    int back[3];
} bt_moves;

static void bt_list(const bt_state *s, bt_moves *m)
{
    uint64_t empty = ~(s->mover | s->other), free_or_enemy = ~s->mover;
    if (s->white_to_move) {
        m->to[0] = (s->mover << 8) & empty;
        m->to[1] = ((s->mover << 9) & BT_NOT_A) & free_or_enemy;
        m->to[2] = ((s->mover << 7) & BT_NOT_H) & free_or_enemy;
        m->back[0] = -8, m->back[1] = -9, m->back[2] = -7;
    } else {
        m->to[0] = (s->mover >> 8) & empty;
        m->to[1] = ((s->mover >> 7) & BT_NOT_A) & free_or_enemy;
        m->to[2] = ((s->mover >> 9) & BT_NOT_H) & free_or_enemy;
        m->back[0] = 8, m->back[1] = 7, m->back[2] = 9;
    }
}

/* Moves the pawn that lands on bit TO by kind KIND; whether it reached the far row. */
static int bt_play(bt_state *s, const bt_moves *m, int kind, uint64_t to)
{
    int back = m->back[kind];
    uint64_t from = back < 0 ? to >> -back : to << back;
    uint64_t mine = (s->mover ^ from) | to;
    s->mover = s->other & ~to;
    s->other = mine;
    s->white_to_move = !s->white_to_move;
    return (to & (BT_ROW_0 | BT_ROW_7)) != 0;
}

static bt_state bt_start(void)
{
    bt_state s = {0xffffull, 0xffffull << 48, 1};
    return s;
}

static void bt_playout(rbg_rng *rng, hw_outcome *outcome)
{
    bt_state s = bt_start();
    for (uint64_t ply = 0;; ply++) {
        bt_moves m;
        bt_list(&s, &m);
        uint32_t counts[3], n = 0;
        for (int kind = 0; kind < 3; kind++)
            n += counts[kind] = (uint32_t)__builtin_popcountll(m.to[kind]);
        if (n == 0) { /* the player to move loses */
            outcome->length = ply;
            outcome->winner = s.white_to_move ? 2 : 1;
            return;
        }
        uint32_t k = rbg_rng_below(rng, n);
        int kind = 0;
        while (k >= counts[kind])
            k -= counts[kind++];
        uint64_t to = m.to[kind];
        for (; k > 0; k--)
            to &= to - 1;
        if (bt_play(&s, &m, kind, to & -to)) {
            outcome->length = ply + 1;
            outcome->winner = s.white_to_move ? 2 : 1; /* the mover, who just handed over */
            return;
        }
    }
}

static uint64_t bt_perft_from(const bt_state *s, int depth)
{
    if (depth == 0)
        return 1;
    bt_moves m;
    bt_list(s, &m);
    uint64_t leaves = 0;
    for (int kind = 0; kind < 3; kind++)
        for (uint64_t to = m.to[kind]; to; to &= to - 1) {
            bt_state next = *s;
            if (bt_play(&next, &m, kind, to & -to))
                leaves += depth == 1;
            else
                leaves += bt_perft_from(&next, depth - 1);
        }
    return leaves;
}

static uint64_t bt_perft(int depth)
{
    bt_state s = bt_start();
    return bt_perft_from(&s, depth);
}

int main(int argc, char **argv)
{
    static const hw_game game = {"breakthrough", {"white", "black"}, bt_playout, bt_perft};
    return hw_main(argc, argv, &game);
}
