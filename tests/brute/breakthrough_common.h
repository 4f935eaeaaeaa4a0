/* Brute-force perft of Breakthrough on an N x N board, shared by breakthrough6x6.c and
 * breakthrough7x7.c, written from the rules note of games-rbg/breakthrough6x6.rbg (not from
 * its RBG text):
 *   - each side starts with two full rows of pawns; white (rows 0 and 1, at the bottom) moves
 *     first and moves up the board, black (rows N-2 and N-1) moves down;
 *   - a pawn steps one square straight forward onto an empty square, or one square diagonally
 *     forward onto an empty square or an enemy pawn, which is captured;
 *   - the first player to bring a pawn to the far row wins (the game ends at once);
 *   - a player who cannot move loses (no move, so no children in the tree).
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper. Before including this file, define N and NAME.
 *
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 *        NAME replay 'MOVES'   plays moves written as rbg's --after lists ("F i T j;...",
 *        cells numbered 1..N*N row by row from the top-left cell) and prints
 *        "scores: white W black B" when the game is over, else "moves: N".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY, WHITE, BLACK };

typedef struct {
    int cell[N][N]; /* cell[row][col], row 0 is the bottom (white's home) */
    int toMove;     /* WHITE or BLACK */
    int over;       /* a pawn of the previous mover reached the far row */
} State;

static unsigned long long leaves[64];
static int maxDepth;

/* the legal moves of the player to move, as (from row, from col, to row, to col) */
static int genMoves(const State *s, int moves[][4])
{
    int me = s->toMove, n = 0;
    int forward = me == WHITE ? 1 : -1;
    if (s->over)
        return 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            if (s->cell[r][c] != me)
                continue;
            int r2 = r + forward;
            if (r2 < 0 || r2 >= N)
                continue;
            for (int dc = -1; dc <= 1; dc++) {
                int c2 = c + dc;
                if (c2 < 0 || c2 >= N)
                    continue;
                int there = s->cell[r2][c2];
                if (there == me || (dc == 0 && there != EMPTY))
                    continue; /* straight: empty only; diagonal: empty or enemy */
                moves[n][0] = r; moves[n][1] = c; moves[n][2] = r2; moves[n][3] = c2;
                n++;
            }
        }
    return n;
}

static State play(const State *s, const int m[4])
{
    State t = *s;
    int me = s->toMove;
    t.cell[m[0]][m[1]] = EMPTY;
    t.cell[m[2]][m[3]] = me;
    t.toMove = me == WHITE ? BLACK : WHITE;
    t.over = m[2] == (me == WHITE ? N - 1 : 0);
    return t;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth)
        return;
    int moves[3 * N * N][4];
    int n = genMoves(s, moves);
    leaves[ply + 1] += n;
    for (int i = 0; i < n; i++) {
        State t = play(s, moves[i]);
        visit(&t, ply + 1);
    }
}

static int replay(State *s, const char *p)
{
    int index = 0, lastMover = 0;
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
        int moves[3 * N * N][4], found = 0;
        int n = genMoves(s, moves);
        if (k != 4) { printf("move %d: cannot read it\n", index); return 1; }
        int m[4] = { N - 1 - (int)((num[0] - 1) / N), (int)((num[0] - 1) % N),
                     N - 1 - (int)((num[2] - 1) / N), (int)((num[2] - 1) % N) };
        for (int i = 0; i < n; i++)
            if (memcmp(moves[i], m, sizeof m) == 0) found = 1;
        if (!found) { printf("move %d: not legal\n", index); return 1; }
        lastMover = s->toMove;
        *s = play(s, m);
    }
    int moves[3 * N * N][4];
    int n = genMoves(s, moves);
    if (n > 0)
        printf("moves: %d\n", n);
    else /* the far row reached, or the player to move is stuck: the last mover wins */
        printf("scores: white %d black %d\n", lastMover == WHITE ? 100 : 0,
               lastMover == BLACK ? 100 : 0);
    return 0;
}

int main(int argc, char **argv)
{
    State s = { .toMove = WHITE, .over = 0 };
    for (int c = 0; c < N; c++) {
        s.cell[0][c] = s.cell[1][c] = WHITE;
        s.cell[N - 2][c] = s.cell[N - 1][c] = BLACK;
    }
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
