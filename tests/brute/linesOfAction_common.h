/* Brute-force perft of Lines of Action, shared by linesOfAction8x8.c and linesOfAction7x7.c,
 * written from the rules note of games-rbg/linesOfAction8x8.rbg (not from its RBG text):
 *   - an N x N board; black on the bottom and top rows without the corners, white on the
 *     left and right columns without the corners; black moves first;
 *   - a move takes an own piece in one of the 8 directions exactly n cells, n being the number
 *     of pieces (both colours) on the whole line through the piece along that direction; the
 *     destination is on the board and holds no own piece; the cells passed over hold no enemy
 *     piece; an enemy piece on the destination is captured;
 *   - after every move: a player is connected when his pieces form one 8-connected group; both
 *     connected: draw; one connected: he wins (even if he did not move); the game then ends;
 *   - a player without a legal move passes (a move); two passes in a row: draw;
 *   - after 2500 moves without a result: draw.
 * Perft d counts the move sequences of exactly d moves; a finished game contributes nothing
 * deeper. Before including this file, define N (board size) and NAME (the game's name).
 *
 * Usage: NAME MAX_DEPTH   prints "NAME D LEAVES" for D = 1..MAX_DEPTH.
 *        NAME MAX_DEPTH results   also prints, per depth, how many of the leaves are finished
 *        games won by black, won by white and drawn.
 *        NAME replay 'MOVES'   plays the moves (rbg's --after form, see replay()) and prints
 *        "scores: black B white W" when the game is over, else "moves: N" (N legal moves,
 *        1 for a forced pass), as in tests/outcomes/NAME.txt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY, BLACK, WHITE };
enum { PLAYING, BLACK_WINS, WHITE_WINS, DRAW };

typedef struct {
    int cell[N][N]; /* cell[row][col], row 0 is the bottom */
    int toMove;
    int passed;     /* the previous move was a pass */
    int turns;      /* moves made so far */
    int result;
} State;

static unsigned long long leaves[64], finished[64][4];
static int maxDepth;

static const int dir[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                               { 1, 1 }, { -1, -1 }, { 1, -1 }, { -1, 1 } };

static int onBoard(int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }

/* pieces on the whole line through (r, c) along (dr, dc) */
static int lineCount(const State *s, int r, int c, int dr, int dc)
{
    int n = 0;
    while (onBoard(r - dr, c - dc)) { r -= dr; c -= dc; }
    for (; onBoard(r, c); r += dr, c += dc)
        n += s->cell[r][c] != EMPTY;
    return n;
}

static int isConnected(const State *s, int who)
{
    int seen[N][N], stack[N * N][2], sp = 0, total = 0, reached = 0;
    memset(seen, 0, sizeof seen);
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            if (s->cell[r][c] == who) {
                total++;
                if (sp == 0 && reached == 0) {
                    seen[r][c] = 1; stack[sp][0] = r; stack[sp][1] = c; sp++; reached = 1;
                }
            }
    while (sp > 0) {
        sp--;
        int r = stack[sp][0], c = stack[sp][1];
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int r2 = r + dr, c2 = c + dc;
                if ((dr || dc) && onBoard(r2, c2) && !seen[r2][c2] && s->cell[r2][c2] == who) {
                    seen[r2][c2] = 1; stack[sp][0] = r2; stack[sp][1] = c2; sp++; reached++;
                }
            }
    }
    return reached == total;
}

static void finishMove(State *t, int mover)
{
    int opp = mover == BLACK ? WHITE : BLACK;
    t->turns++;
    int me = isConnected(t, mover), them = isConnected(t, opp);
    if (me && them)
        t->result = DRAW;
    else if (me)
        t->result = mover == BLACK ? BLACK_WINS : WHITE_WINS;
    else if (them)
        t->result = opp == BLACK ? BLACK_WINS : WHITE_WINS;
    else if (t->turns == 2500)
        t->result = DRAW;
    t->toMove = opp;
}

static void count(const State *t, int ply)
{
    leaves[ply]++;
    finished[ply][t->result]++;
}

/* the legal moves of the player to move, as (from row, from col, to row, to col) */
static int genMoves(const State *s, int moves[][4])
{
    int me = s->toMove, opp = me == BLACK ? WHITE : BLACK, n = 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            if (s->cell[r][c] != me)
                continue;
            for (int d = 0; d < 8; d++) {
                int dr = dir[d][0], dc = dir[d][1];
                int len = lineCount(s, r, c, dr, dc);
                int r2 = r + len * dr, c2 = c + len * dc;
                if (!onBoard(r2, c2) || s->cell[r2][c2] == me)
                    continue;
                int blocked = 0;
                for (int k = 1; k < len; k++)
                    if (s->cell[r + k * dr][c + k * dc] == opp)
                        blocked = 1;
                if (blocked)
                    continue;
                moves[n][0] = r; moves[n][1] = c; moves[n][2] = r2; moves[n][3] = c2;
                n++;
            }
        }
    return n;
}

static State play(const State *s, const int m[4])
{
    State t = *s;
    t.cell[m[0]][m[1]] = EMPTY;
    t.cell[m[2]][m[3]] = s->toMove; /* an enemy piece there is captured */
    t.passed = 0;
    finishMove(&t, s->toMove);
    return t;
}

static State pass(const State *s)
{
    State t = *s;
    t.turns++;
    if (s->passed || t.turns == 2500)
        t.result = DRAW;
    t.passed = 1;
    t.toMove = s->toMove == BLACK ? WHITE : BLACK;
    return t;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->result != PLAYING)
        return;
    int moves[8 * N * N][4];
    int n = genMoves(s, moves);
    for (int i = 0; i < n; i++) {
        State t = play(s, moves[i]);
        count(&t, ply + 1);
        visit(&t, ply + 1);
    }
    if (n == 0) { /* forced pass */
        State t = pass(s);
        count(&t, ply + 1);
        visit(&t, ply + 1);
    }
}

/* Replays moves written as rbg's --after lists ("F i T j;..."): cells are numbered 1..N*N
 * row by row from the top-left cell; a move of two numbers is a pass. Prints the result. */
static int replay(State *s, const char *text)
{
    const char *p = text;
    int index = 0;
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
        if (s->result != PLAYING) {
            printf("move %d: the game is already over\n", index);
            return 1;
        }
        int moves[8 * N * N][4];
        int n = genMoves(s, moves);
        if (k == 2) {
            if (n > 0) { printf("move %d: a pass, but moves exist\n", index); return 1; }
            *s = pass(s);
            continue;
        }
        if (k != 4) { printf("move %d: cannot read it\n", index); return 1; }
        int m[4] = { N - 1 - (int)((num[0] - 1) / N), (int)((num[0] - 1) % N),
                     N - 1 - (int)((num[2] - 1) / N), (int)((num[2] - 1) % N) };
        int found = 0;
        for (int i = 0; i < n; i++)
            if (memcmp(moves[i], m, sizeof m) == 0) found = 1;
        if (!found) { printf("move %d: not legal\n", index); return 1; }
        *s = play(s, m);
    }
    if (s->result == PLAYING) {
        int moves[8 * N * N][4];
        int n = genMoves(s, moves);
        printf("moves: %d\n", n > 0 ? n : 1);
    } else {
        int b = s->result == BLACK_WINS ? 100 : s->result == DRAW ? 50 : 0;
        printf("scores: black %d white %d\n", b, 100 - b);
    }
    return 0;
}

int main(int argc, char **argv)
{
    State s;
    memset(&s, 0, sizeof s);
    s.toMove = BLACK;
    for (int i = 1; i < N - 1; i++) {
        s.cell[0][i] = s.cell[N - 1][i] = BLACK;
        s.cell[i][0] = s.cell[i][N - 1] = WHITE;
    }
    if (argc == 3 && strcmp(argv[1], "replay") == 0)
        return replay(&s, argv[2]);
    maxDepth = argc > 1 ? atoi(argv[1]) : 3;
    int results = argc > 2 && strcmp(argv[2], "results") == 0;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH [results] (1..60)\n", argv[0]);
        return 2;
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++) {
        printf("%s %d %llu", NAME, d, leaves[d]);
        if (results)
            printf("  (black wins %llu, white wins %llu, draws %llu)", finished[d][BLACK_WINS],
                   finished[d][WHITE_WINS], finished[d][DRAW]);
        printf("\n");
    }
    return 0;
}
