/* Brute force of NoGo on the 5x5 board, shared by nogo5x5.c (normal ending) and
 * nogo5x5Misere.c (misère ending). Written from the rules in the header comments of
 * games-rbg/nogo5x5.rbg and nogo5x5Misere.rbg (not from their RBG text):
 *   - a 5x5 board of points a1..e5 (columns a..e left to right, rows 1..5 bottom to top),
 *     orthogonal adjacency, empty at the start; black moves first, the players alternate;
 *   - a move puts a stone of the player's colour on an empty point; it is legal only if
 *     afterwards every group (maximal set of orthogonally connected stones of one colour)
 *     has a liberty (an empty point next to it); there is no pass; two moves are different
 *     when they use different points;
 *   - the game ends when the player to move has no legal move; that player loses (normal
 *     ending) or wins (misère ending). Scores 100 and 0.
 * Unlike the RBG file, this program tests every group of the board after each candidate
 * move, not only the groups next to the new stone.
 * Perft d counts the states reached after exactly d moves.
 *
 * Usage: NAME MAX_DEPTH     prints "NAME D LEAVES" for D = 1..MAX_DEPTH;
 *        NAME -p MOVES      plays MOVES (points separated by ',', e.g. "c3,b2") and prints
 *                           "scores: black S white S" if the game is over, else "moves: N"
 *                           (the legal moves of the player to move); the same lines as
 *                           tests/outcomes/NAME.txt.
 *
 * The including file defines GAME_NAME (a string) and MISERE (0 or 1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 5
#define POINTS (N * N)

/* bit (row * N + column) of a set, row 0 at the bottom */
typedef unsigned int Set;
#define ALL ((1u << POINTS) - 1)

static Set colA, colE; /* the points of the first and of the last column */

static Set neighbours(Set s)
{
    return ((s << N) | (s >> N) | ((s & ~colE) << 1) | ((s & ~colA) >> 1)) & ALL;
}

/* the group of the stones `stones` that contains the point set `seed` */
static Set group(Set seed, Set stones)
{
    Set g = seed, prev = 0;
    while (g != prev) {
        prev = g;
        g = (g | neighbours(g)) & stones;
    }
    return g;
}

/* every group of the stones `stones` has a liberty among the points of `empty` */
static int allGroupsLive(Set stones, Set empty)
{
    while (stones) {
        Set g = group(stones & -stones, stones);
        if (!(neighbours(g) & empty))
            return 0;
        stones &= ~g;
    }
    return 1;
}

/* stone[0] black, stone[1] white */
static int legal(const Set stone[2], int p, int me)
{
    Set bit = 1u << p;
    if ((stone[0] | stone[1]) & bit)
        return 0;
    Set mine = stone[me] | bit, theirs = stone[1 - me];
    Set empty = ALL & ~(mine | theirs);
    return allGroupsLive(mine, empty) && allGroupsLive(theirs, empty);
}

static int countMoves(const Set stone[2], int me)
{
    int n = 0;
    for (int p = 0; p < POINTS; p++)
        n += legal(stone, p, me);
    return n;
}

static unsigned long long leaves[64];
static int maxDepth;

static void visit(Set stone[2], int me, int ply)
{
    if (ply + 1 == maxDepth) {
        leaves[ply + 1] += (unsigned long long)countMoves(stone, me);
        return;
    }
    for (int p = 0; p < POINTS; p++)
        if (legal(stone, p, me)) {
            leaves[ply + 1]++;
            stone[me] |= 1u << p;
            visit(stone, 1 - me, ply + 1);
            stone[me] &= ~(1u << p);
        }
}

static int playMoves(const char *moves)
{
    Set stone[2] = { 0, 0 };
    int me = 0;
    for (const char *p = moves; *p;) {
        if (*p == ',' || *p == ' ') {
            p++;
            continue;
        }
        int col = p[0] - 'a', row = p[1] - '1';
        if (col < 0 || col >= N || row < 0 || row >= N) {
            fprintf(stderr, "bad point '%.2s'\n", p);
            return 2;
        }
        if (!legal(stone, row * N + col, me)) {
            fprintf(stderr, "move '%.2s' is not legal here\n", p);
            return 2;
        }
        stone[me] |= 1u << (row * N + col);
        me = 1 - me;
        p += 2;
    }
    int n = countMoves(stone, me);
    if (n > 0) {
        printf("moves: %d\n", n);
        return 0;
    }
    int winner = MISERE ? me : 1 - me; /* the player to move is stuck */
    printf("scores: black %d white %d\n", winner == 0 ? 100 : 0, winner == 1 ? 100 : 0);
    return 0;
}

int main(int argc, char **argv)
{
    for (int r = 0; r < N; r++) {
        colA |= 1u << (r * N);
        colE |= 1u << (r * N + N - 1);
    }
    if (argc == 3 && strcmp(argv[1], "-p") == 0)
        return playMoves(argv[2]);
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60) | -p MOVES\n", argv[0]);
        return 2;
    }
    Set stone[2] = { 0, 0 };
    visit(stone, 0, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", GAME_NAME, d, leaves[d]);
    return 0;
}
