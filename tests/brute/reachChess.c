/* Brute-force perft of Reach Chess, written from the rules note of games-rbg/reachChess.rbg
 * (not from its RBG text), with the generic chess move generator of chess_common.h:
 *   - the chess board, pieces, moves and starting position: pawns' double step and en
 *     passant, castling, no move may leave the mover's king attacked (a side whose king was
 *     captured has no such rule);
 *   - a move that puts any piece of the mover on the opponent's back row wins at once (so
 *     pawns never promote);
 *   - a player without a legal move passes; two passes in a row end the game in a draw;
 *   - the game is drawn after 2500 turns (moves and passes); no fifty-move rule.
 *
 * Usage: reachChess MAX_DEPTH         prints "reachChess D LEAVES" for D = 1..MAX_DEPTH;
 *        reachChess MAX_DEPTH chess   the same generator with the rules of chess instead
 *                                     (prints "chess D LEAVES"), to check it against chess's
 *                                     published perft 20, 400, 8902, 197281, 4865609,
 *                                     119060324;
 *        reachChess MAX_DEPTH [chess] MOVE...   the same from the position after the moves
 *                                     (e2e4, e1g1 for castling, pass), with a comment line
 *                                     saying whether the game is over there.
 */
#include "chess_common.h"

static const char *const setup[8] = {
    "rnbqkbnr", "pppppppp", "........", "........",
    "........", "........", "PPPPPPPP", "RNBQKBNR",
};

int main(int argc, char **argv)
{
    static const ChessRules reach = { "reachChess", 8, 8, setup, 1, 1, 1, 1, 2500 };
    static const ChessRules chess = { "chess", 8, 8, setup, 1, 1, 1, 0, 0 };
    int plain = argc > 2 && strcmp(argv[2], "chess") == 0;
    if (plain) {
        /* drop the word "chess" from the arguments */
        for (int a = 2; a + 1 < argc; a++)
            argv[a] = argv[a + 1];
        argc--;
    }
    return chess_main(plain ? &chess : &reach, argc, argv);
}
