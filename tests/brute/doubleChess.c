/* Brute-force perft of Hayward's Double Chess (16x12), written from the rules note of
 * games-rbg/doubleChess.rbg (not from its RBG text), with the generic chess move generator
 * of chess_common.h:
 *   - 16 files and 12 ranks; each side has two chess armies side by side: on its back row
 *     R N B Q K B N R R N B Q K B N R, sixteen pawns on the row in front; black's pieces face
 *     white's (kings on the fifth and thirteenth files); white moves up and first;
 *   - pieces move as in chess; pawns step one square, two from their starting row (with en
 *     passant right after), capture diagonally forward and promote on the last row to a
 *     queen, rook, bishop or knight; each king castles with the rooks of its own army as in
 *     chess;
 *   - no move may leave either king of the mover attacked; a player without a legal move has
 *     lost if one of his kings is attacked (checkmate) and drawn otherwise (stalemate);
 *   - the game is drawn as soon as 100 half-moves in a row had no capture and no pawn move.
 *
 * Usage: doubleChess MAX_DEPTH [MOVE...]   prints "doubleChess D LEAVES" for D = 1..MAX_DEPTH,
 *        from the position after the moves (e2e4, e1g1 for castling, b11a12q, ...) if given.
 */
#include "chess_common.h"

static const char *const setup[12] = {
    "rnbqkbnrrnbqkbnr", "pppppppppppppppp", "................", "................",
    "................", "................", "................", "................",
    "................", "................", "PPPPPPPPPPPPPPPP", "RNBQKBNRRNBQKBNR",
};

int main(int argc, char **argv)
{
    static const ChessRules dbl = { "doubleChess", 16, 12, setup, 1, 1, 1, 0, 0 };
    return chess_main(&dbl, argc, argv);
}
