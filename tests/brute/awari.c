/* Brute-force perft of Awari, written from the rules in the header comment of
 * games-rbg/awari.rbg (not from its RBG text):
 *   - two rows of six pits, 4 seeds each; south (first player) owns a1..f1, north a2..f2;
 *     sowing order a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 and around again;
 *   - a move empties an own non-empty pit and sows its seeds one per pit into the following
 *     pits, skipping the origin;
 *   - if the last seed lands in an opponent pit now holding 2 or 3 seeds, they are captured
 *     into the mover's store, then the previous pit (against the sowing order) is examined,
 *     and so on while the pits are the opponent's and hold 2 or 3 seeds;
 *   - a move is legal only if the opponent then has at least one seed in his row;
 *   - no legal move: pass (a move); two passes in a row: draw;
 *   - after every move: when no pit holds more than one seed the game is over, the bigger
 *     store wins, equal stores draw; otherwise after the 2500th move (passes included) draw.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Usage: awari MAX_DEPTH       prints "awari D LEAVES" for D = 1..MAX_DEPTH;
 *        awari play MOVE...    plays the moves from the start and prints the outcome (or the
 *                              number of legal moves if the game goes on). A move is a pit,
 *                              "a1".."f1" or "a2".."f2", or "pass".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PITS 12
#define TURN_LIMIT 2500

/* pits in sowing order: 0..5 = a1..f1 (south), 6..11 = f2..a2 (north) */
typedef struct {
    int pit[PITS];
    int store[2]; /* [0] south, [1] north */
    int toMove;   /* 0 south, 1 north */
    int turns;    /* moves played, passes included */
    int passed;   /* the last move was a pass */
    int over;
    int score[2]; /* valid when over */
} State;

static int owner(int p) { return p < 6 ? 0 : 1; }

static int rowSeeds(const State *s, int player)
{
    int n = 0;
    for (int p = 6 * player; p < 6 * player + 6; p++)
        n += s->pit[p];
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

/* sowing and capturing from pit `from` (no legality test, no end test) */
static void sowAndCapture(State *t, int from)
{
    int me = t->toMove;
    int seeds = t->pit[from], p = from;
    t->pit[from] = 0;
    while (seeds > 0) {
        p = (p + 1) % PITS;
        if (p == from)
            continue;
        t->pit[p]++;
        seeds--;
    }
    while (owner(p) != me && (t->pit[p] == 2 || t->pit[p] == 3)) {
        t->store[me] += t->pit[p];
        t->pit[p] = 0;
        p = (p + PITS - 1) % PITS;
    }
}

static int legal(const State *s, int from)
{
    if (owner(from) != s->toMove || s->pit[from] == 0)
        return 0;
    State t = *s;
    sowAndCapture(&t, from);
    return rowSeeds(&t, 1 - s->toMove) > 0;
}

/* from = -1: the pass */
static State play(const State *s, int from)
{
    State t = *s;
    t.turns++;
    if (from < 0) {
        t.toMove = 1 - s->toMove;
        if (s->passed) {
            finish(&t, -1);
            return t;
        }
        t.passed = 1;
    } else {
        sowAndCapture(&t, from);
        t.toMove = 1 - s->toMove;
        t.passed = 0;
        int high = 0;
        for (int p = 0; p < PITS; p++)
            high |= t.pit[p] > 1;
        if (!high) {
            finish(&t, t.store[0] > t.store[1] ? 0 : t.store[0] < t.store[1] ? 1 : -1);
            return t;
        }
    }
    if (t.turns == TURN_LIMIT)
        finish(&t, -1);
    return t;
}

/* the legal moves of s: pits, or the single pass (-1); returns their number */
static int moves(const State *s, int *list)
{
    int n = 0;
    for (int p = 6 * s->toMove; p < 6 * s->toMove + 6; p++)
        if (legal(s, p))
            list[n++] = p;
    if (n == 0)
        list[n++] = -1;
    return n;
}

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply)
{
    if (ply > 0)
        leaves[ply]++;
    if (ply == maxDepth || s->over)
        return;
    int list[6];
    int n = moves(s, list);
    for (int i = 0; i < n; i++) {
        State t = play(s, list[i]);
        visit(&t, ply + 1);
    }
}

static State start(void)
{
    State s;
    memset(&s, 0, sizeof s);
    for (int p = 0; p < PITS; p++)
        s.pit[p] = 4;
    return s;
}

static int pitOf(const char *m) /* "a1".."f2" to the index in sowing order */
{
    if (strlen(m) != 2 || m[0] < 'a' || m[0] > 'f' || (m[1] != '1' && m[1] != '2'))
        return -2;
    int col = m[0] - 'a';
    return m[1] == '1' ? col : 11 - col;
}

static int playMoves(int argc, char **argv)
{
    static const char *names[PITS] = { "a1", "b1", "c1", "d1", "e1", "f1",
                                       "f2", "e2", "d2", "c2", "b2", "a2" };
    State s = start();
    for (int i = 0; i < argc; i++) {
        int want = strcmp(argv[i], "pass") == 0 ? -1 : pitOf(argv[i]);
        if (want == -2) {
            fprintf(stderr, "bad move '%s'\n", argv[i]);
            return 2;
        }
        int list[6], n = s.over ? 0 : moves(&s, list), found = 0;
        for (int k = 0; k < n; k++)
            found |= list[k] == want;
        if (!found) {
            fprintf(stderr, "move %d ('%s') is not legal\n", i + 1, argv[i]);
            return 1;
        }
        s = play(&s, want);
    }
    printf("pits:");
    for (int p = 0; p < PITS; p++)
        printf(" %s=%d", names[p], s.pit[p]);
    printf("; stores: south %d north %d; %d moves\n", s.store[0], s.store[1], s.turns);
    if (s.over)
        printf("over: south %d north %d\n", s.score[0], s.score[1]);
    else {
        int list[6];
        printf("moves: %d\n", moves(&s, list));
    }
    return 0;
}

int main(int argc, char **argv)
{
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
        printf("awari %d %llu\n", d, leaves[d]);
    return 0;
}
