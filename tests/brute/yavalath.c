/* Brute-force perft of Yavalath on the hexagonal board of side 5, written from the rules note
 * of games-rbg/yavalath.rbg (not from its RBG text):
 *   - 61 hexagonal cells (axial coordinates q, r with |q|, |r|, |q + r| <= 4), empty at first;
 *   - white moves first; a turn puts a stone of the mover's colour on an empty cell;
 *   - on the second turn black may swap instead: the white stone becomes black, white moves;
 *   - after a stone is put: four or more of the mover's stones in a row through it (on any of
 *     the three axes) win; otherwise exactly three in a row through it lose; a full board is a
 *     draw (the game ends: no moves).
 * Perft d counts the move sequences of exactly d moves; a finished game contributes nothing
 * deeper.
 *
 * Usage: yavalath MAX_DEPTH   prints "yavalath D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

#define R 4
#define W (2 * R + 1)
enum { EMPTY, WHITE, BLACK, OFF };

static int board[W][W]; /* board[q + R][r + R] */
static unsigned long long leaves[64];
static int maxDepth;

static int at(int q, int r)
{
    if (q < -R || q > R || r < -R || r > R || q + r < -R || q + r > R)
        return OFF;
    return board[q + R][r + R];
}

/* the longest run of `who` through (q, r) over the three axes */
static int longestRun(int q, int r, int who)
{
    static const int axis[3][2] = { { 1, 0 }, { 0, 1 }, { 1, -1 } };
    int best = 0;
    for (int a = 0; a < 3; a++) {
        int n = 1;
        for (int s = -1; s <= 1; s += 2)
            for (int k = 1; at(q + s * k * axis[a][0], r + s * k * axis[a][1]) == who; k++)
                n++;
        if (n > best)
            best = n;
    }
    return best;
}

static void visit(int ply, int toMove, int firstQ, int firstR)
{
    if (ply == maxDepth)
        return;
    int opp = toMove == WHITE ? BLACK : WHITE;
    for (int q = -R; q <= R; q++)
        for (int r = -R; r <= R; r++) {
            if (at(q, r) != EMPTY)
                continue;
            board[q + R][r + R] = toMove;
            leaves[ply + 1]++;
            int run = longestRun(q, r, toMove);
            if (run < 3) /* run >= 4 wins, run == 3 loses: the game is over */
                visit(ply + 1, opp, q, r);
            board[q + R][r + R] = EMPTY;
        }
    if (ply == 1) { /* the swap: white's stone becomes black, white to move */
        board[firstQ + R][firstR + R] = BLACK;
        leaves[ply + 1]++;
        visit(ply + 1, WHITE, 0, 0);
        board[firstQ + R][firstR + R] = WHITE;
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 3;
    if (maxDepth < 1 || maxDepth > 61) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..61)\n", argv[0]);
        return 2;
    }
    visit(0, WHITE, 0, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("yavalath %d %llu\n", d, leaves[d]);
    return 0;
}
