/* Brute-force perft of Gess, written from the rules in the header comment of
 * games-rbg/gess.rbg (not from its RBG text):
 *   - a 20x20 board of points, row 0 at the top; black's 43 stones in rows 13, 16, 17, 18
 *     and white's in rows 1, 2, 3, 6 (the usual start, see START below); black moves first;
 *   - a piece is the 3x3 square around a centre whose whole square is on the board (centre
 *     in rows and columns 1..18), holding no enemy stone; it may move in each of the 8
 *     directions whose outer cell of the square holds one of the mover's stones, any
 *     distance if its centre holds a stone of the mover, else 1 to 3 cells, and its centre
 *     stays in rows and columns 1..18;
 *   - the piece is lifted; it slides cell by cell and must stop at the first position
 *     where its square covers a stone (or earlier); it is put down there, its stones and
 *     empty points replacing whatever the square covered (any stone there is captured);
 *     then every stone on the outer rows and columns (0 and 19) is removed;
 *   - a ring: an empty point whose 8 neighbours hold stones of one colour;
 *   - after a move: the opponent has no ring: the mover wins; else the mover has no ring:
 *     the mover loses; else after the 300th move: a draw. A player with no move loses
 *     (no children here).
 * Perft d counts the states after exactly d moves; a finished game contributes nothing.
 *
 * Usage: gess MAX_DEPTH                 prints "gess D LEAVES" for D = 1..MAX_DEPTH;
 *        gess MAX_DEPTH POS SIDE MOVES  from a position: POS is 400 characters, row 0
 *                                       first, 'b' black, 'w' white, '.' empty; SIDE b or
 *                                       w is to move; MOVES the moves already made.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 20
#define LIMIT 300
enum { EMPTY = 0, BLACK = 1, WHITE = 2 };

typedef struct {
    unsigned char b[N][N];
    int side;
    int moves;
    int over;
} State;

static unsigned long long leaves[64];
static int maxDepth;

static const char *START =
    "...................."
    "..w.w.wwwwwwww.w.w.."
    ".www.w.wwww.w.w.www."
    "..w.w.wwwwwwww.w.w.."
    "...................."
    "...................."
    "..w..w..w..w..w..w.."
    "...................."
    "...................."
    "...................."
    "...................."
    "...................."
    "...................."
    "..b..b..b..b..b..b.."
    "...................."
    "...................."
    "..b.b.bbbbbbbb.b.b.."
    ".bbb.b.bbbb.b.b.bbb."
    "..b.b.bbbbbbbb.b.b.."
    "....................";

static int hasRing(const State *s, int colour)
{
    for (int r = 1; r < N - 1; r++)
        for (int c = 1; c < N - 1; c++) {
            if (s->b[r][c] != EMPTY)
                continue;
            int ok = 1;
            for (int dr = -1; dr <= 1 && ok; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    if ((dr || dc) && s->b[r + dr][c + dc] != colour) {
                        ok = 0;
                        break;
                    }
            if (ok)
                return 1;
        }
    return 0;
}

static void visit(const State *s, int ply);

static void play(const State *s, int r, int c, int nr, int nc, int ply)
{
    State t = *s;
    unsigned char piece[3][3];
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            piece[dr + 1][dc + 1] = t.b[r + dr][c + dc];
            t.b[r + dr][c + dc] = EMPTY;
        }
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
            t.b[nr + dr][nc + dc] = piece[dr + 1][dc + 1];
    for (int i = 0; i < N; i++)
        t.b[0][i] = t.b[N - 1][i] = t.b[i][0] = t.b[i][N - 1] = EMPTY;
    int me = s->side, opp = 3 - me;
    if (!hasRing(&t, opp) || !hasRing(&t, me) || t.moves + 1 == LIMIT)
        t.over = 1;
    else {
        t.moves++;
        t.side = opp;
    }
    leaves[ply + 1]++;
    visit(&t, ply + 1);
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    int me = s->side, opp = 3 - me;
    for (int r = 1; r < N - 1; r++)
        for (int c = 1; c < N - 1; c++) {
            int enemy = 0;
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    enemy |= s->b[r + dr][c + dc] == opp;
            if (enemy)
                continue;
            /* the board without the piece */
            State lifted = *s;
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    lifted.b[r + dr][c + dc] = EMPTY;
            int far = s->b[r][c] == me;
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++) {
                    if ((!dr && !dc) || s->b[r + dr][c + dc] != me)
                        continue;
                    for (int k = 1; far || k <= 3; k++) {
                        int nr = r + k * dr, nc = c + k * dc;
                        if (nr < 1 || nr > N - 2 || nc < 1 || nc > N - 2)
                            break;
                        play(s, r, c, nr, nc, ply);
                        int blocked = 0;
                        for (int er = -1; er <= 1; er++)
                            for (int ec = -1; ec <= 1; ec++)
                                blocked |= lifted.b[nr + er][nc + ec] != EMPTY;
                        if (blocked)
                            break;
                    }
                }
        }
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 5) {
        fprintf(stderr, "usage: %s MAX_DEPTH [POS SIDE MOVES]\n", argv[0]);
        return 2;
    }
    maxDepth = atoi(argv[1]);
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "MAX_DEPTH must be 1..60\n");
        return 2;
    }
    const char *pos = argc == 5 ? argv[2] : START;
    if (strlen(pos) != N * N) {
        fprintf(stderr, "POS must have %d characters\n", N * N);
        return 2;
    }
    State s;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < N * N; i++)
        s.b[i / N][i % N] = pos[i] == 'b' ? BLACK : pos[i] == 'w' ? WHITE : EMPTY;
    s.side = argc == 5 && argv[3][0] == 'w' ? WHITE : BLACK;
    s.moves = argc == 5 ? atoi(argv[4]) : 0;
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("gess %d %llu\n", d, leaves[d]);
    return 0;
}
