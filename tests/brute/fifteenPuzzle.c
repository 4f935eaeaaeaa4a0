/* Brute-force perft of the fifteen puzzle, written from the rules note of
 * games-rbg/fifteenPuzzle.rbg (not from its RBG text):
 *   - a 4x4 tray with tiles 1..15 and one empty cell, starting from the fixed position below;
 *   - a move slides a tile orthogonally adjacent to the empty cell into it (2 to 4 moves);
 *   - the game ends when the tiles read 1..15 row by row from the top-left (the empty cell in
 *     the bottom-right corner), or after 40 moves.
 * Perft d counts the move sequences of exactly d moves; a finished game contributes nothing
 * deeper.
 *
 * Usage: fifteenPuzzle MAX_DEPTH   prints "fifteenPuzzle D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 40

static int tray[16] = { /* row by row from the top-left; 0 is the empty cell */
    1, 2, 0, 4,
    6, 7, 3, 8,
    5, 9, 15, 11,
    13, 10, 14, 12,
};
static unsigned long long leaves[LIMIT + 1];
static int maxDepth;

static int solved(void)
{
    for (int i = 0; i < 15; i++)
        if (tray[i] != i + 1)
            return 0;
    return 1;
}

static void visit(int ply, int blank)
{
    if (ply == maxDepth || ply == LIMIT || solved())
        return;
    int r = blank / 4, c = blank % 4;
    static const int step[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
    for (int k = 0; k < 4; k++) {
        int r2 = r + step[k][0], c2 = c + step[k][1];
        if (r2 < 0 || r2 > 3 || c2 < 0 || c2 > 3)
            continue;
        int tile = r2 * 4 + c2;
        tray[blank] = tray[tile];
        tray[tile] = 0;
        leaves[ply + 1]++;
        visit(ply + 1, tile);
        tray[tile] = tray[blank];
        tray[blank] = 0;
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 10;
    if (maxDepth < 1 || maxDepth > LIMIT) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..%d)\n", argv[0], LIMIT);
        return 2;
    }
    int blank = 0;
    while (tray[blank] != 0)
        blank++;
    visit(0, blank);
    for (int d = 1; d <= maxDepth; d++)
        printf("fifteenPuzzle %d %llu\n", d, leaves[d]);
    return 0;
}
