/* Brute-force perft of Surakarta on the 6x6 board, written from the rules note of
 * games-rbg/surakarta.rbg (not from its RBG text):
 *   - 6x6 points a1..f6; the first player (white) starts on rows 1-2, the second (black) on
 *     rows 5-6; white moves first;
 *   - two circuits, each a cyclic list of 24 point visits with a corner loop after visits
 *     6, 12, 18 and 24 (see the tables below);
 *   - a step moves a piece to one of its 8 neighbouring points, which must be empty;
 *   - a capture starts from any visit of the piece's point in a circuit and travels along the
 *     circuit, either way, visit by visit; the starting point counts as empty; the travel stops
 *     at the first occupied point, which must hold an enemy piece, and the route must have
 *     passed at least one loop; the enemy piece is removed;
 *   - moves are distinct by (origin, destination);
 *   - the game ends when a player has no piece left (the mover wins); a player without a move
 *     passes (two passes in a row: draw); the proposal to end and the 2500-move limit cannot
 *     occur within the depths counted here and are not modelled.
 *
 * Usage: surakarta MAX_DEPTH   prints "surakarta D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 6
enum { EMPTY, WHITE, BLACK };

/* point index = row * 6 + column, row 0 = row 1 of the board, column 0 = a */
#define P(c, r) (((r) - 1) * N + ((c) - 'a'))

static const char *circuitText[2] = {
    "a2 b2 c2 d2 e2 f2 e1 e2 e3 e4 e5 e6 f5 e5 d5 c5 b5 a5 b6 b5 b4 b3 b2 b1",
    "a3 b3 c3 d3 e3 f3 d1 d2 d3 d4 d5 d6 f4 e4 d4 c4 b4 a4 c6 c5 c4 c3 c2 c1",
};
static int circuit[2][24];
/* loopAfter[k]: a corner loop lies between visit k and visit k+1 (mod 24) */
static int loopAfter(int k) { return k % 6 == 5; }

typedef struct {
    int cell[N * N];
    int toMove;
    int over;     /* the previous move ended the game */
    int passed;   /* the previous move was a pass */
} State;

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    int me = s->toMove, opp = me == WHITE ? BLACK : WHITE;
    int any = 0;
    for (int from = 0; from < N * N; from++) {
        if (s->cell[from] != me)
            continue;
        int seen[N * N];
        memset(seen, 0, sizeof seen);
        /* steps */
        int r = from / N, c = from % N;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int r2 = r + dr, c2 = c + dc;
                if ((dr == 0 && dc == 0) || r2 < 0 || r2 >= N || c2 < 0 || c2 >= N)
                    continue;
                if (s->cell[r2 * N + c2] == EMPTY)
                    seen[r2 * N + c2] = 1;
            }
        /* captures */
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < 24; i++) {
                if (circuit[k][i] != from)
                    continue;
                for (int dir = -1; dir <= 1; dir += 2) {
                    int pos = i, loops = 0;
                    for (int n = 0; n < 23; n++) {
                        int next = (pos + dir + 24) % 24;
                        if (loopAfter(dir > 0 ? pos : next))
                            loops++;
                        pos = next;
                        int pt = circuit[k][pos];
                        if (pt == from || s->cell[pt] == EMPTY)
                            continue;
                        if (s->cell[pt] == opp && loops > 0)
                            seen[pt] = 1;
                        break;
                    }
                }
            }
        for (int to = 0; to < N * N; to++) {
            if (!seen[to])
                continue;
            any = 1;
            State t = *s;
            t.cell[from] = EMPTY;
            t.cell[to] = me;
            t.toMove = opp;
            t.passed = 0;
            int left = 0;
            for (int q = 0; q < N * N; q++)
                left += t.cell[q] == opp;
            t.over = left == 0;
            leaves[ply + 1]++;
            visit(&t, ply + 1);
        }
    }
    if (!any) { /* forced pass */
        State t = *s;
        t.toMove = opp;
        t.over = s->passed;
        t.passed = 1;
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 24; i++)
            circuit[k][i] = P(circuitText[k][3 * i], circuitText[k][3 * i + 1] - '0');
    State s = { .toMove = WHITE };
    for (int q = 0; q < N * N; q++)
        s.cell[q] = q < 2 * N ? WHITE : q >= 4 * N ? BLACK : EMPTY;
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("surakarta %d %llu\n", d, leaves[d]);
    return 0;
}
