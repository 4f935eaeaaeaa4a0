/* Brute-force perft of Chinese Checkers for six players, written from the rules in the header
 * comment of games-rbg/chineseCheckers6.rbg (not from its RBG text):
 *   - the star board: the holes (q, r, s), q + r + s = 0, of the two triangles
 *     {q, r, s <= 4} and {q, r, s >= -4} (121 holes); the six points are the holes with
 *     r <= -5 (top), q >= 5, s <= -5, r >= 5 (bottom), q <= -5, s >= 5, and the players sit
 *     there in this (clockwise) order of play, each with ten pegs, the target being the
 *     opposite point;
 *   - a move takes one peg of the mover from its hole (the origin) to another hole (the
 *     destination): an adjacent empty hole, or an empty hole reached by a chain of one or
 *     more hops, a hop going over an adjacent peg of any player to the empty hole just beyond
 *     it in the same direction (the moving peg has left its origin); a move is identified by
 *     its origin and destination;
 *   - the game ends when the mover has all ten pegs in its target, or after 600 moves, or
 *     when the player to move has no move.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Usage: chineseCheckers6 MAX_DEPTH   prints "chineseCheckers6 D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R 8 /* coordinates -8..8 */
#define SZ 17
#define LIMIT 600

static const int DQ[6] = { 1, -1, 0, 0, 1, -1 };
static const int DR[6] = { 0, 0, 1, -1, -1, 1 };

static int ncell;
static int cq[121], cr[121];
static int idx[SZ][SZ]; /* [q + 8][r + 8] -> cell or -1 */
static int nbr[121][6];  /* neighbour in each direction, or -1 */
static int home[121];    /* the point a hole belongs to (0..5), or -1 */
static int board[121];   /* 0 empty, 1..6 the peg of player 0..5 */
static unsigned long long leaves[64];
static int maxDepth;

static int pointOf(int q, int r)
{
    int s = -q - r;
    if (r <= -5) return 0;
    if (q >= 5) return 1;
    if (s <= -5) return 2;
    if (r >= 5) return 3;
    if (q <= -5) return 4;
    if (s >= 5) return 5;
    return -1;
}

static int target(int player) { return (player + 3) % 6; }

static int finished(int player)
{
    int n = 0;
    for (int c = 0; c < ncell; c++)
        if (board[c] == player + 1 && home[c] == target(player))
            n++;
    return n == 10;
}

static void visit(int player, int ply)
{
    if (ply == maxDepth)
        return;
    for (int from = 0; from < ncell; from++) {
        if (board[from] != player + 1)
            continue;
        board[from] = 0; /* the peg is lifted */
        int reach[121] = { 0 }, queue[121], head = 0, tail = 0;
        /* hop chains: breadth-first over the landing holes */
        reach[from] = 1;
        queue[tail++] = from;
        while (head < tail) {
            int c = queue[head++];
            for (int d = 0; d < 6; d++) {
                int over = nbr[c][d];
                if (over < 0 || board[over] == 0)
                    continue;
                int to = nbr[over][d];
                if (to < 0 || board[to] != 0 || reach[to])
                    continue;
                reach[to] = 2;
                queue[tail++] = to;
            }
        }
        for (int d = 0; d < 6; d++) { /* steps */
            int to = nbr[from][d];
            if (to >= 0 && board[to] == 0 && !reach[to])
                reach[to] = 2;
        }
        for (int to = 0; to < ncell; to++) {
            if (reach[to] != 2)
                continue;
            board[to] = player + 1;
            leaves[ply + 1]++;
            if (!finished(player) && ply + 1 < LIMIT)
                visit((player + 1) % 6, ply + 1);
            board[to] = 0;
        }
        board[from] = player + 1;
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    memset(idx, -1, sizeof idx);
    for (int r = -R; r <= R; r++)
        for (int q = -R; q <= R; q++) {
            int s = -q - r;
            if ((q <= 4 && r <= 4 && s <= 4) || (q >= -4 && r >= -4 && s >= -4)) {
                cq[ncell] = q; cr[ncell] = r;
                idx[q + R][r + R] = ncell++;
            }
        }
    for (int c = 0; c < ncell; c++) {
        for (int d = 0; d < 6; d++) {
            int q = cq[c] + DQ[d], r = cr[c] + DR[d];
            nbr[c][d] = (q < -R || q > R || r < -R || r > R) ? -1 : idx[q + R][r + R];
        }
        home[c] = pointOf(cq[c], cr[c]);
        board[c] = home[c] + 1;
    }
    if (ncell != 121) {
        fprintf(stderr, "the board has %d holes\n", ncell);
        return 1;
    }
    visit(0, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("chineseCheckers6 %d %llu\n", d, leaves[d]);
    return 0;
}
