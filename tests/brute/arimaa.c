/* Brute-force perft of Arimaa, written from the rules in the header comment of
 * games-rbg/arimaa.rbg (not from its RBG text):
 *   - 8x8 board, row 0 at the top (silver's side), row 7 at the bottom (gold's side);
 *     traps c6 c3 f6 f3 = (column 2 or 5, row 2 or 5);
 *   - setup: the board starts empty; gold puts its 16 pieces (1 elephant, 1 camel, 2 horses,
 *     2 dogs, 2 cats, 8 rabbits) one per move on empty squares of rows 6 and 7, then silver
 *     puts its 16 pieces one per move on rows 0 and 1; then gold takes the first turn;
 *   - a turn is a sequence of moves of the same player, each an action: a step (1 step),
 *     a push or a pull (2 steps), or ending the turn (after at least one step, and only if
 *     the position differs from the one at the turn's start). The turn ends by itself
 *     after 4 steps; an action that reaches 4 steps must leave the position different from
 *     the one at the turn's start (compared before the trap captures of that action);
 *   - step: an unfrozen piece to an orthogonally adjacent empty square; rabbits never
 *     step backward (gold rabbits never move down, silver rabbits never up);
 *   - push: an unfrozen piece (not a rabbit) next to a weaker enemy piece: the enemy
 *     moves to an empty square next to it, then the pusher takes its square;
 *   - pull: an unfrozen piece next to a weaker enemy piece steps to an empty square next
 *     to it, and the enemy takes the square the puller left;
 *   - frozen: next to a stronger enemy piece and next to no friendly piece;
 *   - after each action, every piece on a trap with no friendly neighbour is removed;
 *   - at the end of a turn of player P (opponent Q): P's rabbit on Q's home edge: P wins;
 *     else Q's rabbit on P's home edge: Q wins; else Q without rabbits: P wins; else P
 *     without rabbits: Q wins; else after the 200th turn of play: a draw; else Q's turn.
 *     A player with no action at the start of his turn loses (no children here).
 * Perft d counts the states after exactly d moves (placements and actions); a finished
 * game contributes nothing deeper.
 *
 * Usage: arimaa MAX_DEPTH                prints "arimaa D LEAVES" for D = 1..MAX_DEPTH, from
 *                                        the empty board (the setup);
 *        arimaa MAX_DEPTH POS SIDE TURNS from a position at the start of a turn: POS is 64
 *                                        characters, row 0 first, "EMHDCR" gold, "emhdcr"
 *                                        silver, "." empty; SIDE g or s; TURNS the number of
 *                                        turns of play already made (0 for the first).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY = 0 }; /* gold pieces 1..6 (E M H D C R), silver 7..12 */
#define RABBIT 6
#define TURN_LIMIT 200

typedef struct {
    unsigned char b[64], snap[64];
    int side;    /* 0 gold, 1 silver */
    int steps;   /* steps made in the current turn */
    int turns;   /* turns of play finished */
    int placed[2];
    int over;
} State;

static unsigned long long leaves[64];
static int maxDepth;

static int colour(int p) { return p == EMPTY ? -1 : (p <= 6 ? 0 : 1); }
static int kind(int p) { return p <= 6 ? p : p - 6; } /* 1 elephant .. 6 rabbit */
static int stronger(int p, int q) { return kind(p) < kind(q); }

static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 }; /* up down left right */

static int nbr(int sq, int d)
{
    int r = sq / 8 + dr[d], c = sq % 8 + dc[d];
    if (r < 0 || r > 7 || c < 0 || c > 7)
        return -1;
    return r * 8 + c;
}

static int frozen(const State *s, int sq)
{
    int p = s->b[sq], friend = 0, threat = 0;
    for (int d = 0; d < 4; d++) {
        int n = nbr(sq, d);
        if (n < 0 || s->b[n] == EMPTY)
            continue;
        if (colour(s->b[n]) == colour(p))
            friend = 1;
        else if (stronger(s->b[n], p))
            threat = 1;
    }
    return threat && !friend;
}

static void traps(State *s)
{
    static const int trap[4] = { 2 * 8 + 2, 2 * 8 + 5, 5 * 8 + 2, 5 * 8 + 5 };
    for (int i = 0; i < 4; i++) {
        int t = trap[i], p = s->b[t], ok = 0;
        if (p == EMPTY)
            continue;
        for (int d = 0; d < 4; d++) {
            int n = nbr(t, d);
            if (n >= 0 && s->b[n] != EMPTY && colour(s->b[n]) == colour(p))
                ok = 1;
        }
        if (!ok)
            s->b[t] = EMPTY;
    }
}

static int changed(const State *s) { return memcmp(s->b, s->snap, 64) != 0; }

static int count(const State *s, int piece)
{
    int n = 0;
    for (int i = 0; i < 64; i++)
        n += s->b[i] == piece;
    return n;
}

static void visit(const State *s, int ply);

static void endTurn(State *t)
{
    int me = t->side, opp = 1 - me;
    int myR = me == 0 ? RABBIT : RABBIT + 6, oppR = opp == 0 ? RABBIT : RABBIT + 6;
    int myGoal = me == 0 ? 0 : 7, oppGoal = opp == 0 ? 0 : 7;
    int mine = 0, theirs = 0;
    for (int c = 0; c < 8; c++) {
        mine |= t->b[myGoal * 8 + c] == myR;
        theirs |= t->b[oppGoal * 8 + c] == oppR;
    }
    if (mine || theirs || count(t, oppR) == 0 || count(t, myR) == 0 || t->turns + 1 == TURN_LIMIT) {
        t->over = 1;
        return;
    }
    t->turns++;
    t->side = opp;
    t->steps = 0;
    memcpy(t->snap, t->b, 64);
}

/* an action of k steps has been applied to t (before the captures): finish it */
static void finish(State *t, int k, int ply)
{
    if (t->steps + k == 4 && !changed(t))
        return; /* a turn that leaves the position unchanged */
    traps(t);
    t->steps += k;
    if (t->steps == 4)
        endTurn(t);
    leaves[ply + 1]++;
    visit(t, ply + 1);
}

static void setupMoves(const State *s, int ply)
{
    static const int total[7] = { 0, 1, 1, 2, 2, 2, 8 };
    int me = s->placed[0] < 16 ? 0 : 1;
    for (int sq = 0; sq < 64; sq++) {
        int r = sq / 8;
        if (s->b[sq] != EMPTY || (me == 0 ? r < 6 : r > 1))
            continue;
        for (int k = 1; k <= 6; k++) {
            int p = k + 6 * me;
            if (count(s, p) >= total[k])
                continue;
            State t = *s;
            t.b[sq] = p;
            t.placed[me]++;
            if (t.placed[1] == 16) { /* the play begins with gold's turn */
                t.side = 0;
                t.steps = 0;
                memcpy(t.snap, t.b, 64);
            }
            leaves[ply + 1]++;
            visit(&t, ply + 1);
        }
    }
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    if (s->placed[1] < 16) {
        setupMoves(s, ply);
        return;
    }
    int me = s->side;
    /* ending the turn */
    if (s->steps > 0 && (s->steps % 2 == 1 || changed(s))) {
        State t = *s;
        t.steps = 4;
        endTurn(&t);
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
    for (int x = 0; x < 64; x++) {
        int p = s->b[x];
        if (p == EMPTY || colour(p) != me || frozen(s, x))
            continue;
        /* steps */
        for (int d = 0; d < 4; d++) {
            int y = nbr(x, d);
            if (y < 0 || s->b[y] != EMPTY)
                continue;
            if (kind(p) == RABBIT && d == (me == 0 ? 1 : 0))
                continue; /* backward */
            State t = *s;
            t.b[y] = p;
            t.b[x] = EMPTY;
            finish(&t, 1, ply);
        }
        if (s->steps > 2)
            continue;
        /* pushes and pulls of a weaker enemy neighbour */
        for (int d = 0; d < 4; d++) {
            int y = nbr(x, d);
            if (y < 0 || s->b[y] == EMPTY || colour(s->b[y]) == me || !stronger(p, s->b[y]))
                continue;
            int q = s->b[y];
            for (int e = 0; e < 4; e++) { /* push: q from y to z, p from x to y */
                int z = nbr(y, e);
                if (z < 0 || z == x || s->b[z] != EMPTY)
                    continue;
                State t = *s;
                t.b[z] = q;
                t.b[y] = p;
                t.b[x] = EMPTY;
                finish(&t, 2, ply);
            }
            for (int e = 0; e < 4; e++) { /* pull: p from x to w, q from y to x */
                int w = nbr(x, e);
                if (w < 0 || w == y || s->b[w] != EMPTY)
                    continue;
                State t = *s;
                t.b[w] = p;
                t.b[x] = q;
                t.b[y] = EMPTY;
                finish(&t, 2, ply);
            }
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 5) {
        fprintf(stderr, "usage: %s MAX_DEPTH [POS SIDE TURNS]\n", argv[0]);
        return 2;
    }
    maxDepth = atoi(argv[1]);
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "MAX_DEPTH must be 1..60\n");
        return 2;
    }
    State s;
    memset(&s, 0, sizeof s);
    if (argc == 5) {
        static const char *letters = ".EMHDCRemhdcr";
        if (strlen(argv[2]) != 64) {
            fprintf(stderr, "POS must have 64 characters\n");
            return 2;
        }
        for (int i = 0; i < 64; i++) {
            const char *at = strchr(letters, argv[2][i]);
            if (!at || !*at) {
                fprintf(stderr, "bad character '%c' in POS\n", argv[2][i]);
                return 2;
            }
            s.b[i] = (unsigned char)(at - letters);
        }
        s.placed[0] = s.placed[1] = 16;
        s.side = argv[3][0] == 's';
        s.turns = atoi(argv[4]);
        memcpy(s.snap, s.b, 64);
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("arimaa %d %llu\n", d, leaves[d]);
    return 0;
}
