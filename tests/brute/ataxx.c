/* Brute-force perft of Ataxx on the 7x7 board, written from the rules in the header comment
 * of games-rbg/ataxx.rbg (not from its RBG text):
 *   - columns a..g, rows 1..7 from the bottom; black (first player) starts on a1 and g7,
 *     white on a7 and g1; black moves first;
 *   - a clone puts a new own piece on an empty cell among the 8 neighbours of an own piece
 *     (one move per destination); a jump moves an own piece to an empty cell at Chebyshev
 *     distance exactly 2 (one move per origin and destination), emptying the origin;
 *   - then every enemy piece among the 8 neighbours of the destination becomes the mover's;
 *   - a player without clone and jump passes (a move); two passes in a row: draw;
 *   - after every move: the board is full or the player who did not move has no piece left:
 *     the game is over, more pieces wins, equal is a draw; otherwise after the 2500th move
 *     (passes included) the game is a draw.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Usage: ataxx MAX_DEPTH        prints "ataxx D LEAVES" for D = 1..MAX_DEPTH;
 *        ataxx play MOVE...     plays the moves from the start and prints the outcome (or the
 *                               number of legal moves if the game goes on). A move is "b2"
 *                               (clone), "a1c3" (jump) or "pass".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 7
#define CELLS (N * N)
#define TURN_LIMIT 2500
#define ALL ((1ULL << CELLS) - 1)

typedef uint64_t Bits; /* bit row * 7 + col, row 0 = rank 1 */

typedef struct {
    Bits piece[2]; /* [0] black, [1] white */
    int toMove;    /* 0 black, 1 white */
    int turns;     /* moves played, passes included */
    int passed;    /* the last move was a pass */
    int over;      /* the game is over */
    int score[2];  /* valid when over */
} State;

static Bits near1[CELLS], near2[CELLS]; /* distance exactly 1, exactly 2 */

static void initTables(void)
{
    for (int c = 0; c < CELLS; c++) {
        int r = c / N, k = c % N;
        near1[c] = near2[c] = 0;
        for (int dr = -2; dr <= 2; dr++)
            for (int dk = -2; dk <= 2; dk++) {
                int r2 = r + dr, k2 = k + dk;
                if (r2 < 0 || r2 >= N || k2 < 0 || k2 >= N)
                    continue;
                int d = abs(dr) > abs(dk) ? abs(dr) : abs(dk);
                if (d == 1)
                    near1[c] |= 1ULL << (r2 * N + k2);
                else if (d == 2)
                    near2[c] |= 1ULL << (r2 * N + k2);
            }
    }
}

static int popcount(Bits b)
{
    int n = 0;
    for (; b; b &= b - 1)
        n++;
    return n;
}

static void finish(State *s, int winner) /* winner 0, 1, or -1 for a draw */
{
    s->over = 1;
    if (winner < 0)
        s->score[0] = s->score[1] = 50;
    else {
        s->score[winner] = 100;
        s->score[1 - winner] = 0;
    }
}

/* plays from (from = -1: a clone) to `to`; `to` = -1: the pass */
static State play(const State *s, int from, int to)
{
    State t = *s;
    int me = s->toMove, opp = 1 - me;
    t.toMove = opp;
    t.turns++;
    if (to < 0) {
        if (s->passed) {
            finish(&t, -1);
            return t;
        }
        t.passed = 1;
    } else {
        t.passed = 0;
        if (from >= 0)
            t.piece[me] &= ~(1ULL << from);
        t.piece[me] |= 1ULL << to;
        Bits flipped = near1[to] & t.piece[opp];
        t.piece[opp] &= ~flipped;
        t.piece[me] |= flipped;
        if (t.piece[opp] == 0 || (t.piece[0] | t.piece[1]) == ALL) {
            int a = popcount(t.piece[0]), b = popcount(t.piece[1]);
            finish(&t, a > b ? 0 : a < b ? 1 : -1);
            return t;
        }
    }
    if (t.turns == TURN_LIMIT)
        finish(&t, -1);
    return t;
}

/* calls f for every legal move of s (from, to), the pass as (-1, -1); returns the count */
typedef void (*MoveFn)(const State *s, int from, int to, void *arg);

static int forMoves(const State *s, MoveFn f, void *arg)
{
    int me = s->toMove, n = 0;
    Bits empty = ALL & ~(s->piece[0] | s->piece[1]);
    Bits mine = s->piece[me];
    Bits clones = 0;
    for (Bits b = mine; b; b &= b - 1)
        clones |= near1[__builtin_ctzll(b)];
    clones &= empty;
    for (Bits b = clones; b; b &= b - 1, n++)
        if (f)
            f(s, -1, __builtin_ctzll(b), arg);
    for (Bits b = mine; b; b &= b - 1) {
        int from = __builtin_ctzll(b);
        for (Bits j = near2[from] & empty; j; j &= j - 1, n++)
            if (f)
                f(s, from, __builtin_ctzll(j), arg);
    }
    if (n == 0) {
        n = 1;
        if (f)
            f(s, -1, -1, arg);
    }
    return n;
}

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply);

static void child(const State *s, int from, int to, void *arg)
{
    int ply = *(int *)arg;
    State t = play(s, from, to);
    visit(&t, ply + 1);
}

static void visit(const State *s, int ply)
{
    if (ply > 0)
        leaves[ply]++;
    if (ply == maxDepth || s->over)
        return;
    if (ply == maxDepth - 1) { /* the leaves of the last level only need counting */
        leaves[ply + 1] += forMoves(s, NULL, NULL);
        return;
    }
    forMoves(s, child, &ply);
}

static State start(void)
{
    State s;
    memset(&s, 0, sizeof s);
    s.piece[0] = 1ULL << 0 | 1ULL << (6 * N + 6);  /* a1, g7 */
    s.piece[1] = 1ULL << (6 * N) | 1ULL << 6;      /* a7, g1 */
    return s;
}

static int cellOf(const char *p)
{
    if (p[0] < 'a' || p[0] >= 'a' + N || p[1] < '1' || p[1] >= '1' + N)
        return -1;
    return (p[1] - '1') * N + (p[0] - 'a');
}

struct Find {
    int from, to, found;
};

static void findMove(const State *s, int from, int to, void *arg)
{
    (void)s;
    struct Find *w = arg;
    if (from == w->from && to == w->to)
        w->found = 1;
}

static int playMoves(int argc, char **argv)
{
    State s = start();
    for (int i = 0; i < argc; i++) {
        const char *m = argv[i];
        struct Find w = { -1, -1, 0 };
        if (strcmp(m, "pass") != 0) {
            size_t len = strlen(m);
            if (len == 2)
                w.to = cellOf(m);
            else if (len == 4) {
                w.from = cellOf(m);
                w.to = cellOf(m + 2);
            }
            if (w.to < 0 || (len == 4 && w.from < 0)) {
                fprintf(stderr, "bad move '%s'\n", m);
                return 2;
            }
        }
        if (s.over)
            w.found = 0;
        else
            forMoves(&s, findMove, &w);
        if (!w.found) {
            fprintf(stderr, "move %d ('%s') is not legal\n", i + 1, m);
            return 1;
        }
        s = play(&s, w.from, w.to);
    }
    if (s.over)
        printf("over: black %d white %d (pieces %d %d, %d moves)\n", s.score[0], s.score[1],
               popcount(s.piece[0]), popcount(s.piece[1]), s.turns);
    else
        printf("moves: %d\n", forMoves(&s, NULL, NULL));
    return 0;
}

int main(int argc, char **argv)
{
    initTables();
    if (argc > 1 && strcmp(argv[1], "play") == 0)
        return playMoves(argc - 2, argv + 2);
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60) | %s play MOVE...\n", argv[0], argv[0]);
        return 2;
    }
    State s = start();
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("ataxx %d %llu\n", d, leaves[d]);
    return 0;
}
