/* Brute-force perft of go on the 9x9 board under the Tromp-Taylor rules of
 * games-rbg/go9.rbg, written from the rules in its header comment (not from its RBG text):
 *   - black moves first; a turn either puts a stone of the player's colour on an empty point
 *     or passes;
 *   - after a stone is put, every enemy chain (stones of one colour joined horizontally or
 *     vertically) without a liberty (an adjacent empty point) is removed;
 *   - suicide is forbidden: a stone may be put only where, after those removals, its own
 *     chain has a liberty; there is no ko rule;
 *   - the game ends after two passes in a row, or when 162 turns have been played.
 * Scoring does not matter for perft. Perft d counts the states reached after exactly d
 * turns; a finished game contributes nothing deeper.
 *
 * Before a turn every chain on the board has a liberty (the previous turn removed the enemy
 * chains without one and could not leave its own without one), and putting a stone takes a
 * liberty only from the chains next to it; so the enemy chains to remove are among the
 * chains next to the new stone, and only those are examined.
 *
 * Usage: go9 MAX_DEPTH   prints "go9 D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 9
#define POINTS (N * N)
#define TURN_LIMIT (2 * POINTS)
enum { EMPTY, BLACK, WHITE };

typedef struct {
    unsigned char point[POINTS];
    int toMove;
    int passes; /* passes in a row just before this state */
    int turns;  /* turns played */
} State;

static unsigned long long leaves[64];
static int maxDepth;

static int neighbours(int p, int out[4])
{
    int n = 0, r = p / N, c = p % N;
    if (r > 0) out[n++] = p - N;
    if (r < N - 1) out[n++] = p + N;
    if (c > 0) out[n++] = p - 1;
    if (c < N - 1) out[n++] = p + 1;
    return n;
}

/* Marks the chain of the stone at p in inChain; returns whether it has a liberty. */
static int chainHasLiberty(const State *s, int p, unsigned char inChain[POINTS])
{
    int stack[POINTS], top = 0, colour = s->point[p], liberty = 0;
    memset(inChain, 0, POINTS);
    inChain[p] = 1;
    stack[top++] = p;
    while (top > 0) {
        int q = stack[--top], nb[4], n = neighbours(q, nb);
        for (int i = 0; i < n; i++) {
            if (s->point[nb[i]] == EMPTY)
                liberty = 1;
            else if (s->point[nb[i]] == colour && !inChain[nb[i]]) {
                inChain[nb[i]] = 1;
                stack[top++] = nb[i];
            }
        }
    }
    return liberty;
}

/* Puts a stone of the player to move on the empty point p; returns 0 for a suicide. */
static int place(State *s, int p)
{
    int me = s->toMove, opp = me == BLACK ? WHITE : BLACK;
    unsigned char chain[POINTS];
    int nb[4], n = neighbours(p, nb);
    s->point[p] = (unsigned char)me;
    for (int i = 0; i < n; i++)
        if (s->point[nb[i]] == opp && !chainHasLiberty(s, nb[i], chain))
            for (int q = 0; q < POINTS; q++)
                if (chain[q])
                    s->point[q] = EMPTY;
    return chainHasLiberty(s, p, chain);
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->passes >= 2 || s->turns >= TURN_LIMIT)
        return;
    int next = s->toMove == BLACK ? WHITE : BLACK;
    for (int p = 0; p < POINTS; p++) {
        if (s->point[p] != EMPTY)
            continue;
        State t = *s;
        if (!place(&t, p))
            continue;
        t.toMove = next;
        t.passes = 0;
        t.turns++;
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
    State t = *s; /* the pass */
    t.toMove = next;
    t.passes++;
    t.turns++;
    leaves[ply + 1]++;
    visit(&t, ply + 1);
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    State s;
    memset(&s, 0, sizeof s);
    s.toMove = BLACK;
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("go9 %d %llu\n", d, leaves[d]);
    return 0;
}
