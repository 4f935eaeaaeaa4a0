/* Brute-force perft of 3x3x3 tic-tac-toe, written from the rules in the header comment of
 * games-rbg/ticTacToe3d.rbg (not from its RBG text):
 *   - a cube of 3x3x3 cells; cross moves first; a turn puts the player's mark on any empty
 *     cell;
 *   - three marks of one player on a straight line win at once (rows, columns, pillars,
 *     the diagonals of every plane parallel to a face and the four space diagonals: 49 lines);
 *   - a full board without a line is a draw.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * The lines are found by brute force too: every triple start, start+v, start+2v inside the
 * cube for the 26 non-zero steps v in {-1,0,1}^3, each line kept once (the program checks
 * that there are 49).
 *
 * Usage: ticTacToe3d MAX_DEPTH   prints "ticTacToe3d D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

#define CELLS 27
enum { EMPTY, CROSS, NOUGHT };

static int lines[64][3];
static int lineCount;
static unsigned long long leaves[64];
static int maxDepth;

static int cellIndex(int x, int y, int z) { return x + 3 * y + 9 * z; }

static void findLines(void)
{
    for (int x = 0; x < 3; x++)
        for (int y = 0; y < 3; y++)
            for (int z = 0; z < 3; z++)
                for (int dx = -1; dx <= 1; dx++)
                    for (int dy = -1; dy <= 1; dy++)
                        for (int dz = -1; dz <= 1; dz++) {
                            if (dx == 0 && dy == 0 && dz == 0)
                                continue;
                            int ex = x + 2 * dx, ey = y + 2 * dy, ez = z + 2 * dz;
                            if (ex < 0 || ex > 2 || ey < 0 || ey > 2 || ez < 0 || ez > 2)
                                continue;
                            int a = cellIndex(x, y, z), b = cellIndex(x + dx, y + dy, z + dz),
                                c = cellIndex(ex, ey, ez);
                            if (a > c)
                                continue; /* the same line walked the other way */
                            lines[lineCount][0] = a;
                            lines[lineCount][1] = b;
                            lines[lineCount][2] = c;
                            lineCount++;
                        }
}

static int hasLine(const int *cell, int mark)
{
    for (int i = 0; i < lineCount; i++)
        if (cell[lines[i][0]] == mark && cell[lines[i][1]] == mark && cell[lines[i][2]] == mark)
            return 1;
    return 0;
}

static void visit(int *cell, int toMove, int ply)
{
    if (ply == maxDepth)
        return;
    for (int p = 0; p < CELLS; p++) {
        if (cell[p] != EMPTY)
            continue;
        cell[p] = toMove;
        leaves[ply + 1]++;
        /* a completed line ends the game; a full board has no empty cell, so no move */
        if (!hasLine(cell, toMove))
            visit(cell, toMove == CROSS ? NOUGHT : CROSS, ply + 1);
        cell[p] = EMPTY;
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 27) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..27)\n", argv[0]);
        return 2;
    }
    findLines();
    if (lineCount != 49) {
        fprintf(stderr, "found %d lines instead of 49\n", lineCount);
        return 1;
    }
    int cell[CELLS] = { 0 };
    visit(cell, CROSS, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("ticTacToe3d %d %llu\n", d, leaves[d]);
    return 0;
}
