/* Brute force of Domineering on the NxN board (N = 5 unless the including file says),
 * shared by domineering5x5.c (normal ending), domineering5x5Misere.c (misère ending) and
 * domineering6x6.c. Written from the rules in the header comments of
 * games-rbg/domineering5x5.rbg, domineering5x5Misere.rbg and domineering6x6.rbg (not from
 * their RBG text):
 *   - an NxN board of cells a1.. (columns a, b, ... left to right, rows 1..N bottom to top),
 *     empty at the start;
 *   - the first player ("vertical") places a domino on two empty cells (x, y) and (x, y+1),
 *     the second player ("horizontal") on two empty cells (x, y) and (x+1, y); two moves
 *     are different when they cover different pairs of cells;
 *   - the game ends when the player to move has no room for a domino; that player loses
 *     (normal ending) or wins (misère ending). Scores 100 and 0.
 * Perft d counts the states reached after exactly d moves (a game that ends has no
 * children, so it contributes nothing deeper).
 *
 * Usage: NAME MAX_DEPTH     prints "NAME D LEAVES" for D = 1..MAX_DEPTH;
 *        NAME -p MOVES      plays MOVES (cells separated by ',', each the lower cell of a
 *                           vertical domino or the left cell of a horizontal one, e.g.
 *                           "c2,a1") and prints "scores: vertical S horizontal S" if the game
 *                           is over, else "moves: N" (the legal moves of the player to move);
 *                           the same lines as tests/outcomes/NAME.txt.
 *
 * The including file defines GAME_NAME (a string), MISERE (0 or 1) and may define N.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef N
#define N 5
#endif
#define CELLS (N * N)

/* cell index = row * N + column, row 0 at the bottom; bit i of a board is set when cell i
 * is covered. */
typedef unsigned long long Board;

static unsigned long long leaves[64];
static int maxDepth;

/* the second cell of the domino whose first cell is c, for the player (0 vertical,
 * 1 horizontal), or -1 when it would leave the board */
static int partner(int c, int player)
{
    int r = c / N, col = c % N;
    if (player == 0)
        return r + 1 < N ? c + N : -1;
    return col + 1 < N ? c + 1 : -1;
}

static int legal(Board b, int c, int player)
{
    int d = partner(c, player);
    return d >= 0 && !(b >> c & 1) && !(b >> d & 1);
}

static int countMoves(Board b, int player)
{
    int n = 0;
    for (int c = 0; c < CELLS; c++)
        n += legal(b, c, player);
    return n;
}

static void visit(Board b, int player, int ply)
{
    if (ply == maxDepth)
        return;
    for (int c = 0; c < CELLS; c++)
        if (legal(b, c, player)) {
            leaves[ply + 1]++;
            visit(b | (Board)1 << c | (Board)1 << partner(c, player), 1 - player, ply + 1);
        }
}

static int playMoves(const char *moves)
{
    Board b = 0;
    int player = 0;
    const char *p = moves;
    while (*p) {
        if (*p == ',' || *p == ' ') {
            p++;
            continue;
        }
        int col = p[0] - 'a', row = p[1] - '1';
        if (col < 0 || col >= N || row < 0 || row >= N) {
            fprintf(stderr, "bad cell '%.2s'\n", p);
            return 2;
        }
        int c = row * N + col;
        if (countMoves(b, player) == 0 || !legal(b, c, player)) {
            fprintf(stderr, "move '%.2s' is not legal here\n", p);
            return 2;
        }
        b |= (Board)1 << c | (Board)1 << partner(c, player);
        player = 1 - player;
        p += 2;
    }
    int n = countMoves(b, player);
    if (n > 0) {
        printf("moves: %d\n", n);
        return 0;
    }
    /* the player to move is stuck: loses (normal) or wins (misère) */
    int winner = MISERE ? player : 1 - player;
    printf("scores: vertical %d horizontal %d\n", winner == 0 ? 100 : 0, winner == 1 ? 100 : 0);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "-p") == 0)
        return playMoves(argv[2]);
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60) | -p MOVES\n", argv[0]);
        return 2;
    }
    visit(0, 0, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", GAME_NAME, d, leaves[d]);
    return 0;
}
