/* Brute-force perft of Hex on an N x N rhombus, shared by hex5x5.c ... hex9x9.c, written from
 * the rules note of games-rbg/hex5x5.rbg (not from its RBG text):
 *   - cell (i, j), 0 <= i, j < N; the neighbours of (i, j) are (i +- 1, j), (i, j +- 1),
 *     (i + 1, j - 1) and (i - 1, j + 1);
 *   - drawn as a diamond, line L = i + j from the top, i growing from west to east: the
 *     upper-left side is i = 0, the lower-right side i = N - 1, the upper-right side j = 0
 *     and the lower-left side j = N - 1;
 *   - red (first) owns the upper-left and lower-right sides, blue the other two; a move puts
 *     a stone on an empty cell; a chain of the mover's stones joining his two sides wins and
 *     ends the game. No swap rule.
 * Perft d counts the move sequences of exactly d moves; a finished game contributes nothing
 * deeper. Before including this file, define N and NAME.
 *
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 *        NAME replay 'MOVES'   plays moves written as rbg's --after lists ("C i": a stone on
 *        cell C, the cells numbered 1..N*N line by line of the diamond from the top, west to
 *        east in a line) and prints "scores: red R blue B" when the game is over, else
 *        "moves: N".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY, RED, BLUE };

static int board[N][N];
static unsigned long long leaves[64];
static int maxDepth;
static const int nb[6][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, -1 }, { -1, 1 } };

/* the chain through (i, j) joins the two sides of its owner */
static int wins(int i, int j)
{
    int who = board[i][j], seen[N][N], stack[N * N][2], sp = 0, a = 0, b = 0;
    memset(seen, 0, sizeof seen);
    seen[i][j] = 1; stack[sp][0] = i; stack[sp][1] = j; sp++;
    while (sp > 0) {
        sp--;
        int x = stack[sp][0], y = stack[sp][1];
        int along = who == RED ? x : y; /* red joins i = 0 to i = N-1, blue j = 0 to j = N-1 */
        a |= along == 0;
        b |= along == N - 1;
        for (int k = 0; k < 6; k++) {
            int x2 = x + nb[k][0], y2 = y + nb[k][1];
            if (x2 >= 0 && x2 < N && y2 >= 0 && y2 < N && !seen[x2][y2] && board[x2][y2] == who) {
                seen[x2][y2] = 1; stack[sp][0] = x2; stack[sp][1] = y2; sp++;
            }
        }
    }
    return a && b;
}

static void visit(int ply, int me)
{
    if (ply == maxDepth)
        return;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (board[i][j] != EMPTY)
                continue;
            board[i][j] = me;
            leaves[ply + 1]++;
            if (!wins(i, j))
                visit(ply + 1, me == RED ? BLUE : RED);
            board[i][j] = EMPTY;
        }
}

/* cell number (1..N*N, diamond order) to (i, j) */
static void cellOf(int number, int *pi, int *pj)
{
    int k = 0;
    for (int line = 0; line <= 2 * (N - 1); line++)
        for (int i = line < N ? 0 : line - N + 1; i <= (line < N ? line : N - 1); i++)
            if (++k == number) { *pi = i; *pj = line - i; return; }
    *pi = *pj = -1;
}

static int replay(const char *p)
{
    int index = 0, me = RED, over = 0;
    while (*p) {
        long num[8];
        int k = 0;
        while (*p && *p != ';') {
            char *end;
            long v = strtol(p, &end, 10);
            if (end == p) { p++; continue; }
            if (k < 8) num[k++] = v;
            p = end;
        }
        if (*p == ';') p++;
        index++;
        int i, j;
        if (k != 2) { printf("move %d: cannot read it\n", index); return 1; }
        cellOf((int)num[0], &i, &j);
        if (over || i < 0 || board[i][j] != EMPTY) { printf("move %d: not legal\n", index); return 1; }
        board[i][j] = me;
        over = wins(i, j);
        me = me == RED ? BLUE : RED;
    }
    if (over)
        printf("scores: red %d blue %d\n", me == BLUE ? 100 : 0, me == RED ? 100 : 0);
    else
        printf("moves: %d\n", N * N - index);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "replay") == 0)
        return replay(argv[2]);
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60) | replay MOVES\n", argv[0]);
        return 2;
    }
    visit(0, RED);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", NAME, d, leaves[d]);
    return 0;
}
