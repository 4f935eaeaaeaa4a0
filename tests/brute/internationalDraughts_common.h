/* Brute-force perft of draughts under the international (FMJD) rules, shared by
 * tests/brute/internationalDraughts.c (10x10, 20 men each) and
 * tests/brute/canadianDraughts.c (12x12, 30 men each). Written from the rules note in the
 * header comments of games-rbg/internationalDraughts.rbg and games-rbg/canadianDraughts.rbg
 * (not from their RBG text):
 *   - an N x N board, only the dark squares are used (the bottom-left corner square is dark);
 *     each side starts with men on the dark squares of its ROWS nearest rows; white (at the
 *     bottom) moves first and its men move up the board, black's men move down;
 *   - a man steps one square diagonally forwards onto an empty square; a king moves any
 *     number of empty squares along a diagonal;
 *   - a man captures by jumping an adjacent enemy piece, forwards or backwards, onto the
 *     empty square just beyond; a king captures an enemy piece on its diagonal with only
 *     empty squares between them and lands on any empty square beyond it (up to the next
 *     occupied square); the capturing piece goes on jumping while it can;
 *   - the jumped pieces stay on the board until the capture is over: they cannot be jumped
 *     twice and block the way; the moving piece's own starting square counts as empty;
 *   - capturing is compulsory and the capture must take the most pieces possible (men and
 *     kings count alike); a man that ends its move on the far row becomes a king (passing
 *     through it during a capture does not crown it);
 *   - a player who cannot move loses;
 *   - after 50 moves in a row (25 by each player) that are king moves without capture, the
 *     game is a draw.
 * Two moves are the same move when they have the same starting square, the same final
 * square and the same set of captured pieces (the convention of draughts programs): the
 * capturing paths are all followed, and those that agree on these three are counted once.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Each NAME.c defines GAME_NAME (a string), N and ROWS, then includes this header.
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QUIET_LIMIT 50
#define MAX_MOVES 4096
#define MAX_CAP 40

enum { EMPTY, WMAN, WKING, BMAN, BKING, DEAD };
enum { WHITE, BLACK };

typedef struct {
    signed char cell[N][N]; /* cell[row][col], row 0 at the top (black's home) */
    int toMove;
    int quiet; /* moves in a row that were king moves without capture */
} State;

typedef struct {
    int from, to;          /* squares as row * N + col */
    int n;                 /* number of captured pieces */
    int cap[MAX_CAP];      /* captured squares in the order jumped */
} Move;

static const int DR[4] = { -1, -1, 1, 1 }, DC[4] = { -1, 1, -1, 1 };

static Move moves[64][MAX_MOVES];
static unsigned long long leaves[64];
static int maxDepth;

static int onBoard(int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }
static int isMine(int p, int side) { return side == WHITE ? (p == WMAN || p == WKING) : (p == BMAN || p == BKING); }
static int isKing(int p) { return p == WKING || p == BKING; }

static int sameMove(const Move *a, const Move *b)
{
    if (a->from != b->from || a->to != b->to || a->n != b->n)
        return 0;
    for (int i = 0; i < a->n; i++) {
        int found = 0;
        for (int j = 0; j < b->n; j++)
            found |= a->cap[i] == b->cap[j];
        if (!found)
            return 0;
    }
    return 1;
}

typedef struct {
    Move *list;
    int count, best;
} Gen;

static void addMove(Gen *g, const Move *m)
{
    if (m->n < g->best)
        return;
    if (m->n > g->best) {
        g->best = m->n;
        g->count = 0;
    }
    for (int i = 0; i < g->count; i++)
        if (sameMove(&g->list[i], m))
            return;
    if (g->count == MAX_MOVES) {
        fprintf(stderr, "too many moves\n");
        exit(1);
    }
    g->list[g->count++] = *m;
}

/* Extends the capture m, whose piece stands on (r, c); b has the jumped pieces as DEAD. */
static void captures(Gen *g, signed char b[N][N], int side, int king, int r, int c, Move *m)
{
    int extended = 0;
    for (int d = 0; d < 4; d++) {
        int r1 = r + DR[d], c1 = c + DC[d];
        if (king)
            while (onBoard(r1, c1) && b[r1][c1] == EMPTY) {
                r1 += DR[d];
                c1 += DC[d];
            }
        if (!onBoard(r1, c1) || b[r1][c1] == EMPTY || b[r1][c1] == DEAD || isMine(b[r1][c1], side))
            continue;
        int r2 = r1 + DR[d], c2 = c1 + DC[d];
        int piece = b[r1][c1];
        b[r1][c1] = DEAD;
        m->cap[m->n] = r1 * N + c1;
        m->n++;
        while (onBoard(r2, c2) && b[r2][c2] == EMPTY) {
            extended = 1;
            captures(g, b, side, king, r2, c2, m);
            if (!king)
                break;
            r2 += DR[d];
            c2 += DC[d];
        }
        m->n--;
        b[r1][c1] = piece;
    }
    if (!extended && m->n > 0) {
        m->to = r * N + c;
        addMove(g, m);
    }
}

static int generate(const State *s, Move *list)
{
    Gen g = { list, 0, 1 };
    signed char b[N][N];
    memcpy(b, s->cell, sizeof b);
    int side = s->toMove;
    /* captures: the best is at least 1 */
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int p = b[r][c];
            if (!isMine(p, side))
                continue;
            Move m = { .from = r * N + c, .n = 0 };
            b[r][c] = EMPTY; /* the piece has left its square */
            captures(&g, b, side, isKing(p), r, c, &m);
            b[r][c] = p;
        }
    if (g.count > 0)
        return g.count;
    /* no capture: simple moves */
    int fwd = side == WHITE ? -1 : 1;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int p = b[r][c];
            if (!isMine(p, side))
                continue;
            for (int d = 0; d < 4; d++) {
                if (!isKing(p) && DR[d] != fwd)
                    continue;
                int r1 = r + DR[d], c1 = c + DC[d];
                while (onBoard(r1, c1) && b[r1][c1] == EMPTY) {
                    Move m = { .from = r * N + c, .to = r1 * N + c1, .n = 0 };
                    list[g.count++] = m;
                    if (!isKing(p))
                        break;
                    r1 += DR[d];
                    c1 += DC[d];
                }
            }
        }
    return g.count;
}

/* Plays m; returns 1 when the game is over by the draw rule. */
static int play(State *t, const Move *m)
{
    int fr = m->from / N, fc = m->from % N, tr = m->to / N, tc = m->to % N;
    int p = t->cell[fr][fc];
    int wasMan = !isKing(p);
    t->cell[fr][fc] = EMPTY;
    for (int i = 0; i < m->n; i++)
        t->cell[m->cap[i] / N][m->cap[i] % N] = EMPTY;
    if (p == WMAN && tr == 0)
        p = WKING;
    if (p == BMAN && tr == N - 1)
        p = BKING;
    t->cell[tr][tc] = p;
    t->quiet = (wasMan || m->n > 0) ? 0 : t->quiet + 1;
    t->toMove = 1 - t->toMove;
    return t->quiet >= QUIET_LIMIT;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth)
        return;
    Move *list = moves[ply];
    int count = generate(s, list);
    for (int i = 0; i < count; i++) {
        State t = *s;
        int over = play(&t, &list[i]);
        leaves[ply + 1]++;
        if (!over)
            visit(&t, ply + 1);
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    State s;
    memset(&s, 0, sizeof s);
    s.toMove = WHITE;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            if ((r + c) % 2 == 0)
                continue; /* light square, never used */
            s.cell[r][c] = r < ROWS ? BMAN : r >= N - ROWS ? WMAN : EMPTY;
        }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", GAME_NAME, d, leaves[d]);
    return 0;
}
