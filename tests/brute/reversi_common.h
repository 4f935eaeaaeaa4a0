/* Brute-force perft of Reversi (Othello rules) on an N x N board, shared by reversi6x6.c and
 * reversi10x10.c, written from the rules note of games-rbg/reversi6x6.rbg (not from its RBG
 * text):
 *   - the four centre squares hold two discs of each colour, white on the upper-left and
 *     lower-right ones, black on the other two; black moves first;
 *   - a disc is put on an empty square that closes, in at least one of the 8 directions, a
 *     line of one or more enemy discs with an own disc; every closed line is turned over;
 *   - a player who cannot put a disc passes (a move), unless his opponent cannot put one
 *     either: then the game is over, more discs wins, equal counts draw.
 * Perft d counts the move sequences of exactly d moves (passes included); a finished game
 * contributes nothing deeper. Before including this file, define N and NAME.
 *
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 *        NAME replay 'MOVES'   plays moves written as rbg's --after lists ("C i C j" for a
 *        disc on cell C, numbered 1..N*N row by row from the top-left cell; two numbers for
 *        a pass) and prints "scores: black B white W" when the game is over, else
 *        "moves: N" (N legal moves, 1 for a pass).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY, BLACK, WHITE };

typedef struct {
    int cell[N][N]; /* cell[row][col], row 0 is the top */
    int toMove;
} State;

static unsigned long long leaves[64];
static int maxDepth;
static const int dir[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                               { 1, 1 }, { -1, -1 }, { 1, -1 }, { -1, 1 } };

static int onBoard(int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }

/* number of enemy discs closed in direction d by a disc of `me` on (r, c) */
static int closed(const State *s, int me, int r, int c, int d)
{
    int opp = me == BLACK ? WHITE : BLACK, k = 0;
    r += dir[d][0]; c += dir[d][1];
    while (onBoard(r, c) && s->cell[r][c] == opp) { k++; r += dir[d][0]; c += dir[d][1]; }
    return k > 0 && onBoard(r, c) && s->cell[r][c] == me ? k : 0;
}

static int legal(const State *s, int me, int r, int c)
{
    if (s->cell[r][c] != EMPTY)
        return 0;
    for (int d = 0; d < 8; d++)
        if (closed(s, me, r, c, d))
            return 1;
    return 0;
}

/* the squares where `me` can put a disc, as row * N + col */
static int genMoves(const State *s, int me, int moves[])
{
    int n = 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            if (legal(s, me, r, c))
                moves[n++] = r * N + c;
    return n;
}

static State put(const State *s, int sq)
{
    State t = *s;
    int me = s->toMove, r = sq / N, c = sq % N;
    for (int d = 0; d < 8; d++) {
        int k = closed(s, me, r, c, d);
        for (int i = 1; i <= k; i++)
            t.cell[r + i * dir[d][0]][c + i * dir[d][1]] = me;
    }
    t.cell[r][c] = me;
    t.toMove = me == BLACK ? WHITE : BLACK;
    return t;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth)
        return;
    int moves[N * N], me = s->toMove, opp = me == BLACK ? WHITE : BLACK;
    int n = genMoves(s, me, moves);
    if (n > 0) {
        leaves[ply + 1] += n;
        for (int i = 0; i < n; i++) {
            State t = put(s, moves[i]);
            visit(&t, ply + 1);
        }
    } else if (genMoves(s, opp, moves) > 0) { /* pass */
        State t = *s;
        t.toMove = opp;
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    } /* else the game is over */
}

static int replay(State *s, const char *p)
{
    int index = 0, moves[N * N];
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
        int me = s->toMove, opp = me == BLACK ? WHITE : BLACK;
        int n = genMoves(s, me, moves);
        if (k == 2) {
            if (n > 0 || genMoves(s, opp, moves) == 0) { printf("move %d: no pass here\n", index); return 1; }
            s->toMove = opp;
        } else if (k == 4) {
            int sq = (int)num[0] - 1, found = 0;
            for (int i = 0; i < n; i++)
                if (moves[i] == sq) found = 1;
            if (!found) { printf("move %d: not legal\n", index); return 1; }
            *s = put(s, sq);
        } else {
            printf("move %d: cannot read it\n", index);
            return 1;
        }
    }
    int me = s->toMove, opp = me == BLACK ? WHITE : BLACK;
    int n = genMoves(s, me, moves);
    if (n > 0 || genMoves(s, opp, moves) > 0) {
        printf("moves: %d\n", n > 0 ? n : 1);
        return 0;
    }
    int b = 0, w = 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            b += s->cell[r][c] == BLACK;
            w += s->cell[r][c] == WHITE;
        }
    printf("scores: black %d white %d\n", b > w ? 100 : b == w ? 50 : 0, w > b ? 100 : b == w ? 50 : 0);
    return 0;
}

int main(int argc, char **argv)
{
    State s;
    memset(&s, 0, sizeof s);
    s.toMove = BLACK;
    s.cell[N / 2 - 1][N / 2 - 1] = s.cell[N / 2][N / 2] = WHITE;
    s.cell[N / 2 - 1][N / 2] = s.cell[N / 2][N / 2 - 1] = BLACK;
    if (argc == 3 && strcmp(argv[1], "replay") == 0)
        return replay(&s, argv[2]);
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60) | replay MOVES\n", argv[0]);
        return 2;
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", NAME, d, leaves[d]);
    return 0;
}
