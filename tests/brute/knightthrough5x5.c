/* Brute-force perft of Knightthrough on the 5x5 board, written from the rules in the header
 * comment of games-rbg/knightthrough5x5.rbg (not from its RBG text):
 *   - each side starts with two full rows of knights; white (rows 0 and 1, at the bottom)
 *     moves first and moves up the board, black (rows 3 and 4) moves down;
 *   - a knight jumps like a chess knight but only forwards: two rows ahead and one column
 *     aside, or one row ahead and two columns aside; it lands on an empty square or on an
 *     enemy knight, which is captured;
 *   - the first player to bring a knight to the far row wins (the game ends at once);
 *   - a player who cannot move loses (no move, so no children in the tree).
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Usage: knightthrough5x5 MAX_DEPTH   prints "knightthrough5x5 D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

#define N 5
enum { EMPTY, WHITE, BLACK };

typedef struct {
    int cell[N][N]; /* cell[row][col], row 0 is the bottom (white's home) */
    int toMove;     /* WHITE or BLACK */
    int over;       /* a knight of the previous mover reached the far row */
} State;

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    int me = s->toMove, opp = me == WHITE ? BLACK : WHITE;
    int forward = me == WHITE ? 1 : -1;
    int farRow = me == WHITE ? N - 1 : 0;
    /* the four forward knight jumps, as (rows ahead, columns aside) */
    static const int jump[4][2] = { { 2, 1 }, { 2, -1 }, { 1, 2 }, { 1, -2 } };
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            if (s->cell[r][c] != me)
                continue;
            for (int j = 0; j < 4; j++) {
                int r2 = r + forward * jump[j][0], c2 = c + jump[j][1];
                if (r2 < 0 || r2 >= N || c2 < 0 || c2 >= N)
                    continue;
                if (s->cell[r2][c2] == me)
                    continue; /* only onto an empty square or an enemy knight */
                State t = *s;
                t.cell[r][c] = EMPTY;
                t.cell[r2][c2] = me; /* an enemy knight there is captured */
                t.toMove = opp;
                t.over = r2 == farRow;
                leaves[ply + 1]++;
                visit(&t, ply + 1);
            }
        }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    State s = { .toMove = WHITE, .over = 0 };
    for (int c = 0; c < N; c++) {
        s.cell[0][c] = s.cell[1][c] = WHITE;
        s.cell[N - 2][c] = s.cell[N - 1][c] = BLACK;
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("knightthrough5x5 %d %llu\n", d, leaves[d]);
    return 0;
}
