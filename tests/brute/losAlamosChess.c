/* Brute-force perft of Los Alamos chess (6x6, with check), written from the rules note of
 * games-rbg/losAlamosChess.rbg, not from its RBG text:
 *   - a 6x6 board; white: pawns on the second row, R N Q K N R on the first row from the
 *     left (queen on the third file, king on the fourth); black the same on the top two
 *     rows, each piece facing its white counterpart; white moves up and moves first;
 *   - knights, rooks, queens and kings move and capture as in chess; there are no bishops;
 *     a pawn steps one square forward onto an empty square (no double step, no en passant),
 *     captures one square diagonally forward, and on reaching the last row promotes to a
 *     queen, a rook or a knight (three moves); no castling;
 *   - no move may leave the mover's king attacked; a player without a legal move is
 *     checkmated (loss) when his king is attacked and stalemated (draw) otherwise;
 *   - the game is over after 2500 moves (both players' moves counted): drawn, unless that
 *     last move checkmates; no fifty-move rule.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * A second mode, "kingcapture", runs the same move generator with the rules of
 * games-rbg/losAlamosChessKingCapture.rbg (no check, the capture of the king wins, fifty-move
 * draw, a player without a move ends the game), to reproduce the counts published for that
 * game by the reference RBG implementation: 10, 100, 1216, 14914, 208461, 2938196, 45639750.
 *
 * Usage: losAlamosChess MAX_DEPTH [kingcapture] [MOVE...]
 *   prints "losAlamosChess D LEAVES" (or "losAlamosChessKingCapture D LEAVES") for
 *   D = 1..MAX_DEPTH from the position after the moves (a2a3, c5b6q, ... ; files a-f from
 *   the left, rows 1-6 from white's side; a promotion letter q, r or n), and, when moves are
 *   given, a comment line saying whether the game is over there and how, or how many legal
 *   moves the player to move has.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 6
#define SQ (N * N)
#define TURN_LIMIT 2500
#define MAXMOVES 256

enum { EMPTY = 0, PAWN = 1, KNIGHT, ROOK, QUEEN, KING };

typedef struct {
    signed char cell[SQ]; /* row * N + col, row 0 = white's first row; > 0 white, < 0 black */
    int toMove;           /* +1 white, -1 black */
    int turns;            /* moves played so far */
    int halfmoves;        /* king-capture mode: moves since the last capture or pawn move */
    int over;             /* the game has ended (by the turn limit, or a king was taken) */
    int winner;           /* when over: +1, -1, or 0 for a draw */
} State;

typedef struct {
    int from, to, promo;
} Move;

static int kingCapture;
static int maxDepth;
static unsigned long long leaves[64];

static const int knightD[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
                                   { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
/* the first four are the straight directions, the last four the diagonals */
static const int kingD[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                 { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static int onBoard(int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }

/* is square sq attacked by a piece of colour by? */
static int attacked(const State *s, int sq, int by)
{
    int r = sq / N, c = sq % N;
    /* a pawn of colour by attacks one row ahead of it, so it stands one row behind sq */
    for (int dc = -1; dc <= 1; dc += 2)
        if (onBoard(r - by, c + dc) && s->cell[(r - by) * N + c + dc] == by * PAWN)
            return 1;
    for (int i = 0; i < 8; i++) {
        int r2 = r + knightD[i][0], c2 = c + knightD[i][1];
        if (onBoard(r2, c2) && s->cell[r2 * N + c2] == by * KNIGHT)
            return 1;
        r2 = r + kingD[i][0], c2 = c + kingD[i][1];
        if (onBoard(r2, c2) && s->cell[r2 * N + c2] == by * KING)
            return 1;
    }
    for (int i = 0; i < 8; i++) {
        int r2 = r + kingD[i][0], c2 = c + kingD[i][1];
        while (onBoard(r2, c2)) {
            int p = s->cell[r2 * N + c2];
            if (p != EMPTY) {
                if (p == by * QUEEN || (i < 4 && p == by * ROOK))
                    return 1;
                break;
            }
            r2 += kingD[i][0], c2 += kingD[i][1];
        }
    }
    return 0;
}

static int inCheck(const State *s, int col)
{
    for (int sq = 0; sq < SQ; sq++)
        if (s->cell[sq] == col * KING)
            return attacked(s, sq, -col);
    return 0; /* no king: only in king-capture mode, where the game is then over */
}

/* the moves of the player to move, before the test of the own king */
static int pseudoMoves(const State *s, Move *list)
{
    int me = s->toMove, n = 0, lastRow = me > 0 ? N - 1 : 0;
    static const int promos[3] = { QUEEN, ROOK, KNIGHT };
    for (int sq = 0; sq < SQ; sq++) {
        int p = s->cell[sq] * me;
        if (p <= 0)
            continue;
        int r = sq / N, c = sq % N;
        if (p == PAWN) {
            int r2 = r + me;
            if (!onBoard(r2, c))
                continue; /* cannot happen: the pawn would have promoted */
            int np = r2 == lastRow ? 3 : 1;
            for (int dc = -1; dc <= 1; dc++) {
                if (!onBoard(r2, c + dc))
                    continue;
                int to = r2 * N + c + dc, q = s->cell[to] * me;
                if ((dc == 0 && q == 0) || (dc != 0 && q < 0))
                    for (int k = 0; k < np; k++) {
                        Move m = { sq, to, np == 3 ? promos[k] : 0 };
                        list[n++] = m;
                    }
            }
        } else if (p == KNIGHT || p == KING) {
            const int(*d)[2] = p == KNIGHT ? knightD : kingD;
            for (int i = 0; i < 8; i++) {
                int r2 = r + d[i][0], c2 = c + d[i][1];
                if (onBoard(r2, c2) && s->cell[r2 * N + c2] * me <= 0) {
                    Move m = { sq, r2 * N + c2, 0 };
                    list[n++] = m;
                }
            }
        } else { /* rook: straight lines; queen: all eight */
            int last = p == ROOK ? 4 : 8;
            for (int i = 0; i < last; i++) {
                int r2 = r + kingD[i][0], c2 = c + kingD[i][1];
                while (onBoard(r2, c2)) {
                    int q = s->cell[r2 * N + c2] * me;
                    if (q > 0)
                        break;
                    Move m = { sq, r2 * N + c2, 0 };
                    list[n++] = m;
                    if (q < 0)
                        break;
                    r2 += kingD[i][0], c2 += kingD[i][1];
                }
            }
        }
    }
    return n;
}

/* plays m on t (a copy of s); returns 0 when the move is not legal (it leaves the mover's
 * king attacked; never in king-capture mode). The end of the game by the turn limit (or by
 * the capture of a king, the fifty-move rule) is set here; the end by the lack of a legal
 * move is found by the caller. */
static int play(const State *s, const Move *m, State *t)
{
    int me = s->toMove;
    *t = *s;
    int moving = t->cell[m->from], taken = t->cell[m->to];
    t->cell[m->to] = (signed char)(m->promo ? me * m->promo : moving);
    t->cell[m->from] = EMPTY;
    t->toMove = -me;
    t->turns = s->turns + 1;
    if (kingCapture) {
        t->halfmoves = (taken != EMPTY || moving * me == PAWN) ? 0 : s->halfmoves + 1;
        if (taken == -me * KING)
            t->over = 1, t->winner = me;
        else if (t->halfmoves >= 100)
            t->over = 1, t->winner = 0;
        return 1;
    }
    if (inCheck(t, me))
        return 0;
    return 1;
}

static int legalMoves(const State *s, Move *list, State *next);

/* the turn limit: after the 2500th move the game is over, a draw unless that move mates */
static void applyTurnLimit(State *t)
{
    if (kingCapture || t->turns < TURN_LIMIT)
        return;
    Move list[MAXMOVES];
    static State next[MAXMOVES];
    int mated = legalMoves(t, list, next) == 0 && inCheck(t, t->toMove);
    t->over = 1;
    t->winner = mated ? -t->toMove : 0;
}

static int legalMoves(const State *s, Move *list, State *next)
{
    Move all[MAXMOVES];
    int n = pseudoMoves(s, all), k = 0;
    if (s->over)
        return 0;
    for (int i = 0; i < n; i++)
        if (play(s, &all[i], &next[k]))
            list[k++] = all[i];
    return k;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    Move list[MAXMOVES];
    int n = pseudoMoves(s, list);
    for (int i = 0; i < n; i++) {
        State t;
        if (!play(s, &list[i], &t))
            continue;
        applyTurnLimit(&t);
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
}

static void initialState(State *s)
{
    static const char *const setup[N] = { "rnqknr", "pppppp", "......",
                                          "......", "PPPPPP", "RNQKNR" }; /* top row first */
    memset(s, 0, sizeof *s);
    s->toMove = 1;
    for (int row = 0; row < N; row++)
        for (int c = 0; c < N; c++) {
            char ch = setup[N - 1 - row][c];
            const char *white = "PNRQK", *black = "pnrqk";
            const char *w = strchr(white, ch), *b = strchr(black, ch);
            if (ch != '.' && w)
                s->cell[row * N + c] = (signed char)(w - white + 1);
            else if (ch != '.' && b)
                s->cell[row * N + c] = (signed char)-(b - black + 1);
        }
}

static int squareOf(const char *t)
{
    int c = t[0] - 'a', r = t[1] - '1';
    return onBoard(r, c) ? r * N + c : -1;
}

/* plays a move written as FROM TO [promotion letter]; returns 0 when it is not legal */
static int playText(State *s, const char *text)
{
    Move list[MAXMOVES];
    static State next[MAXMOVES];
    if (strlen(text) < 4)
        return 0;
    int from = squareOf(text), to = squareOf(text + 2), promo = 0;
    if (text[4]) {
        const char *p = strchr("nrq", text[4]);
        if (!p || text[5])
            return 0;
        promo = p[0] == 'n' ? KNIGHT : p[0] == 'r' ? ROOK : QUEEN;
    }
    int n = legalMoves(s, list, next);
    for (int k = 0; k < n; k++)
        if (list[k].from == from && list[k].to == to && list[k].promo == promo) {
            *s = next[k];
            applyTurnLimit(s);
            return 1;
        }
    return 0;
}

static const char *colour(int col) { return col > 0 ? "white" : "black"; }

int main(int argc, char **argv)
{
    int a = 2;
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH [kingcapture] [MOVE...] (MAX_DEPTH 1..60)\n",
                argv[0]);
        return 2;
    }
    if (argc > 2 && strcmp(argv[2], "kingcapture") == 0)
        kingCapture = 1, a = 3;
    const char *name = kingCapture ? "losAlamosChessKingCapture" : "losAlamosChess";
    State s;
    initialState(&s);
    for (int i = a; i < argc; i++)
        if (!playText(&s, argv[i])) {
            fprintf(stderr, "%s: move %d (%s) is not legal here\n", argv[0], i - a + 1, argv[i]);
            return 1;
        }
    if (argc > a) {
        Move list[MAXMOVES];
        static State next[MAXMOVES];
        int n = legalMoves(&s, list, next);
        const char *who = colour(s.toMove);
        if (s.over && s.winner != 0)
            printf("# game over after %d moves: %s wins (%s)\n", s.turns, colour(s.winner),
                   kingCapture ? "king taken" : "checkmate on the last move allowed");
        else if (s.over)
            printf("# game over after %d moves: draw (%s)\n", s.turns,
                   kingCapture ? "fifty-move rule" : "turn limit");
        else if (n == 0 && !kingCapture && inCheck(&s, s.toMove))
            printf("# game over after %d moves: %s is checkmated, %s wins\n", s.turns, who,
                   colour(-s.toMove));
        else if (n == 0)
            printf("# game over after %d moves: %s cannot move, draw\n", s.turns, who);
        else
            printf("# %s to move has %d moves\n", who, n);
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", name, d, leaves[d]);
    return 0;
}
