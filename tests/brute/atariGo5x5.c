/* Brute-force perft of AtariGo on the 5x5 board, written from the rules in the header
 * comment of games-rbg/atariGo5x5.rbg (not from its RBG text):
 *   - a 5x5 board of points a1..e5 (columns a..e left to right, rows 1..5 bottom to top),
 *     orthogonal adjacency, empty at the start; black moves first, the players alternate;
 *   - a move puts a stone of the player's colour on an empty point; every enemy group
 *     (maximal set of orthogonally connected stones of one colour) next to it without a
 *     liberty (an empty point next to it) is captured; the move is legal only if then the
 *     group of the new stone has a liberty; two moves are different when they use
 *     different points;
 *   - a move that captures wins at once (100 to 0);
 *   - a player without a legal move passes (a pass is a move); a pass right after a pass
 *     ends the game in a draw (50 each).
 * Unlike the RBG file, this program removes the captured groups and then tests the
 * liberties of the new stone's group on the resulting board, and it looks for a capture
 * among all the enemy groups of the board.
 * Perft d counts the states reached after exactly d moves (passes included); a finished
 * game contributes nothing deeper.
 *
 * Usage: atariGo5x5 MAX_DEPTH   prints "atariGo5x5 D LEAVES" for D = 1..MAX_DEPTH;
 *        atariGo5x5 -p MOVES    plays MOVES (points such as "c3", or "pass", separated by
 *                               ',') and prints "scores: black S white S" if the game is
 *                               over, else "moves: N" (the legal moves of the player to
 *                               move, a forced pass counting as one); the same lines as
 *                               tests/outcomes/atariGo5x5.txt.
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

static Set group(Set seed, Set stones)
{
    Set g = seed, prev = 0;
    while (g != prev) {
        prev = g;
        g = (g | neighbours(g)) & stones;
    }
    return g;
}

/* the stones of `stones` in groups without a liberty in `empty` */
static Set deadStones(Set stones, Set empty)
{
    Set dead = 0;
    while (stones) {
        Set g = group(stones & -stones, stones);
        if (!(neighbours(g) & empty))
            dead |= g;
        stones &= ~g;
    }
    return dead;
}

typedef struct {
    Set stone[2]; /* black, white */
    int me;       /* 0 black, 1 white */
    int passes;   /* passes in a row just before this state */
    int over;     /* 0 on, 1 the previous mover captured, 2 drawn by two passes */
} State;

/* Puts a stone of the player to move on p; returns 0 if illegal, 1 if legal without a
 * capture, 2 if it captures. Does not change s. */
static int tryPut(const State *s, int p)
{
    Set bit = 1u << p;
    if ((s->stone[0] | s->stone[1]) & bit)
        return 0;
    Set mine = s->stone[s->me] | bit, theirs = s->stone[1 - s->me];
    Set dead = deadStones(theirs, ALL & ~(mine | theirs));
    theirs &= ~dead;
    Set empty = ALL & ~(mine | theirs);
    if (!(neighbours(group(bit, mine)) & empty))
        return 0;
    return dead ? 2 : 1;
}

/* The successors of s: fills next[] and returns their number (a pass when no stone can be
 * put; none when the game is over). */
static int successors(const State *s, State next[POINTS])
{
    int n = 0;
    if (s->over)
        return 0;
    for (int p = 0; p < POINTS; p++) {
        int r = tryPut(s, p);
        if (!r)
            continue;
        State t = *s;
        t.stone[s->me] |= 1u << p;
        t.me = 1 - s->me;
        t.passes = 0;
        t.over = r == 2;
        next[n++] = t;
    }
    if (n == 0) {
        State t = *s;
        t.me = 1 - s->me;
        t.passes = s->passes + 1;
        t.over = t.passes == 2 ? 2 : 0;
        next[n++] = t;
    }
    return n;
}

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply)
{
    State next[POINTS];
    int n = successors(s, next);
    leaves[ply + 1] += (unsigned long long)n;
    if (ply + 1 < maxDepth)
        for (int i = 0; i < n; i++)
            visit(&next[i], ply + 1);
}

static int playMoves(const char *moves)
{
    State s = { { 0, 0 }, 0, 0, 0 };
    State next[POINTS];
    for (const char *p = moves; *p;) {
        if (*p == ',' || *p == ' ') {
            p++;
            continue;
        }
        int n = successors(&s, next), found = -1;
        if (strncmp(p, "pass", 4) == 0) {
            if (n == 1 && next[0].passes > 0)
                found = 0;
            p += 4;
        } else {
            int col = p[0] - 'a', row = p[1] - '1';
            if (col >= 0 && col < N && row >= 0 && row < N)
                for (int i = 0; i < n; i++)
                    if (next[i].passes == 0 &&
                        next[i].stone[s.me] == (s.stone[s.me] | 1u << (row * N + col)))
                        found = i;
            p += 2;
        }
        if (found < 0) {
            fprintf(stderr, "move %d is not legal here\n", (int)(p - moves));
            return 2;
        }
        s = next[found];
    }
    if (s.over == 1) { /* the previous mover captured */
        int winner = 1 - s.me;
        printf("scores: black %d white %d\n", winner == 0 ? 100 : 0, winner == 1 ? 100 : 0);
    } else if (s.over == 2)
        printf("scores: black 50 white 50\n");
    else
        printf("moves: %d\n", successors(&s, next));
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
    State s = { { 0, 0 }, 0, 0, 0 };
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("atariGo5x5 %d %llu\n", d, leaves[d]);
    return 0;
}
