/* Brute-force perft of Gardner's minichess (5x5), written from the rules note of
 * games-rbg/gardnerChess5x5.rbg (not from its RBG text), with the generic chess move
 * generator of chess_common.h:
 *   - the 5x5 board, black rnbqk / ppppp on the top two rows, white PPPPP / RNBQK on the
 *     bottom two (the queens on the fourth file, the kings on the fifth); white first;
 *   - pieces move as in chess; pawns step one square only (no double step, so no en
 *     passant), capture diagonally forward, and promote on the last row to a queen, rook,
 *     bishop or knight; no castling;
 *   - no move may leave the own king attacked; a player without a legal move is
 *     checkmated (loss) or stalemated (draw): the game is over;
 *   - the game is drawn as soon as 100 half-moves in a row had no capture and no pawn move.
 *
 * Usage: gardnerChess5x5 MAX_DEPTH [MOVE...]   prints "gardnerChess5x5 D LEAVES" for
 *        D = 1..MAX_DEPTH, from the position after the moves (e2e3, a4b5q, ...) if given.
 */
#include "chess_common.h"

static const char *const setup[5] = { "rnbqk", "ppppp", ".....", "PPPPP", "RNBQK" };

int main(int argc, char **argv)
{
    static const ChessRules gardner = { "gardnerChess5x5", 5, 5, setup, 0, 0, 0, 0, 0 };
    return chess_main(&gardner, argc, argv);
}
