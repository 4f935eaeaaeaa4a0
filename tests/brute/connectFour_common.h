/* Brute-force perft of Connect Four on a W x H board, shared by connectFour5x4.c and
 * connectFour6x5.c, written from the rules note of games-rbg/connect4.rbg (not from its RBG
 * text):
 *   - a move drops a disc into a column that is not full; it lands on the lowest empty cell;
 *     red moves first;
 *   - four discs of one player in a row, a column or a diagonal end the game at once;
 *   - a full board without four is a draw.
 * Perft d counts the move sequences of exactly d moves; a finished game contributes nothing
 * deeper. Before including this file, define W, H and NAME.
 *
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

static int cell[W][H];      /* cell[column][height from the bottom]: 0 empty, 1 red, 2 yellow */
static int height[W];
static unsigned long long leaves[W * H + 1];

/* discs of `p` from (c, r) on in direction (dc, dr), the cell itself not counted */
static int run(int p, int c, int r, int dc, int dr)
{
    int k = 0;
    for (c += dc, r += dr; c >= 0 && c < W && r >= 0 && r < H && cell[c][r] == p; c += dc, r += dr)
        k++;
    return k;
}

static int fourThrough(int c, int r)
{
    static const int axes[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };
    int p = cell[c][r];
    for (int a = 0; a < 4; a++)
        if (1 + run(p, c, r, axes[a][0], axes[a][1]) + run(p, c, r, -axes[a][0], -axes[a][1]) >= 4)
            return 1;
    return 0;
}

static void perft(int depth, int maxDepth, int toMove)
{
    if (depth == maxDepth)
        return;
    for (int c = 0; c < W; c++) {
        if (height[c] == H)
            continue;
        int r = height[c]++;
        cell[c][r] = toMove;
        leaves[depth + 1]++;
        if (!fourThrough(c, r))
            perft(depth + 1, maxDepth, 3 - toMove);
        cell[c][r] = 0;
        height[c]--;
    }
}

int main(int argc, char **argv)
{
    int maxDepth = argc > 1 ? atoi(argv[1]) : 0;
    if (maxDepth < 1 || maxDepth > W * H) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1 to %d)\n", argv[0], W * H);
        return 2;
    }
    perft(0, maxDepth, 1);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", NAME, d, leaves[d]);
    return 0;
}
