/* A small generic chess move generator for the brute-force perft counters of the chess-like
 * games (reachChess.c, gardnerChess5x5.c, doubleChess.c), written from the rules notes of
 * those games, not from their RBG text. Each game's .c fills in a ChessRules and calls
 * chess_main().
 *
 * What the rules below mean:
 *   - the board has W files and H ranks; row 0 is the bottom, white's side; white moves up and
 *     moves first; the setup is given top row first (black's back row), one letter a cell:
 *     PNBRQK white, pnbrqk black, '.' empty;
 *   - pieces move and capture as in chess; a pawn steps one square forward onto an empty
 *     square, captures one square diagonally forward, and (when doubleStep is set) may go two
 *     squares forward over an empty square from its starting row (white's row 1, black's row
 *     H-2), after which an enemy pawn may take it en passant on the very next move;
 *   - castling (when castling is set): a king that has never moved, on its starting square,
 *     and the first piece towards either side an own rook that has never moved, 3 squares
 *     to the right or 4 squares to the left of the king (the king's and the queen's sides
 *     of chess), with only empty squares between them: the king moves two squares towards
 *     the rook, the rook lands on the square the king crossed; the king must not be attacked
 *     and the square it crosses must not be attacked (its destination is covered by the
 *     general rule);
 *   - no move may leave any king of the mover attacked (a side without a king has no such
 *     restriction: only in reach chess);
 *   - chess ending (reach = 0): a pawn reaching the last row promotes to a queen, rook, bishop
 *     or knight (four moves); a player without a legal move has lost (checkmate) or drawn
 *     (stalemate): the game is over; the game is also over (drawn) as soon as 100 half-moves
 *     in a row had no capture and no pawn move; turnLimit > 0 ends the game (drawn) after
 *     that many turns as well;
 *   - reach ending (reach = 1): no promotion; a move that puts a piece of the mover on the
 *     opponent's back row wins at once; a player without a legal move passes (a move of the
 *     tree); a pass right after a pass ends the game (draw); the game ends (draw) after
 *     turnLimit turns (moves and passes); no fifty-move rule.
 * Perft d counts the states reached after exactly d moves (passes included); a finished
 * game contributes nothing deeper.
 */
#ifndef CHESS_COMMON_H
#define CHESS_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY = 0, PAWN = 1, KNIGHT, BISHOP, ROOK, QUEEN, KING };

#define MAXW 16
#define MAXH 12
#define MAXSQ (MAXW * MAXH)
#define MAXMOVES 1024

typedef struct {
    const char *name;
    int W, H;
    const char *const *setup; /* H strings of W letters, top row first */
    int doubleStep;           /* pawns may step two squares from their starting row */
    int enPassant;
    int castling;
    int reach;                /* reach-chess ending instead of chess's */
    int turnLimit;            /* 0: none */
} ChessRules;

typedef struct {
    signed char cell[MAXSQ];      /* r * W + c; > 0 white, < 0 black */
    unsigned char unmoved[MAXSQ]; /* a king or rook that has never moved stands here */
    int toMove;                   /* +1 white, -1 black */
    int ep;                       /* square passed over by the last double step, or -1 */
    int halfmoves, turns, passed, over;
} State;

typedef struct {
    int from, to, promo; /* promo: piece type or 0 */
    int epCapture;       /* square of the pawn taken en passant, or -1 */
    int rookFrom, rookTo; /* castling, or -1 */
    int newEp;
} Move;

static const ChessRules *R;
static unsigned long long leaves[64];
static int maxDepth;

static int onBoard(int r, int c) { return r >= 0 && r < R->H && c >= 0 && c < R->W; }

static const int knightD[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
                                   { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
static const int kingD[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                 { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* is square sq attacked by a piece of colour by (+1/-1)? */
static int attacked(const State *s, int sq, int by)
{
    int W = R->W, r = sq / W, c = sq % W;
    /* a pawn of colour by attacks diagonally forward, so it stands one row behind */
    for (int dc = -1; dc <= 1; dc += 2)
        if (onBoard(r - by, c + dc) && s->cell[(r - by) * W + c + dc] == by * PAWN)
            return 1;
    for (int i = 0; i < 8; i++) {
        int r2 = r + knightD[i][0], c2 = c + knightD[i][1];
        if (onBoard(r2, c2) && s->cell[r2 * W + c2] == by * KNIGHT)
            return 1;
        r2 = r + kingD[i][0], c2 = c + kingD[i][1];
        if (onBoard(r2, c2) && s->cell[r2 * W + c2] == by * KING)
            return 1;
    }
    for (int i = 0; i < 8; i++) {
        int slider = i < 4 ? ROOK : BISHOP;
        int r2 = r + kingD[i][0], c2 = c + kingD[i][1];
        while (onBoard(r2, c2)) {
            int p = s->cell[r2 * W + c2];
            if (p != EMPTY) {
                if (p == by * slider || p == by * QUEEN)
                    return 1;
                break;
            }
            r2 += kingD[i][0], c2 += kingD[i][1];
        }
    }
    return 0;
}

/* does colour col have a king attacked? */
static int kingAttacked(const State *s, int col)
{
    int n = R->W * R->H;
    for (int sq = 0; sq < n; sq++)
        if (s->cell[sq] == col * KING && attacked(s, sq, -col))
            return 1;
    return 0;
}

static void add(Move *list, int *n, int from, int to, int promo, int epCapture, int rookFrom,
                int rookTo, int newEp)
{
    Move m = { from, to, promo, epCapture, rookFrom, rookTo, newEp };
    list[(*n)++] = m;
}

/* the moves of the player to move, before the test of the own kings */
static int pseudoMoves(const State *s, Move *list)
{
    int W = R->W, H = R->H, me = s->toMove, n = 0;
    int lastRow = me > 0 ? H - 1 : 0, startRow = me > 0 ? 1 : H - 2;
    for (int sq = 0; sq < W * H; sq++) {
        int p = s->cell[sq] * me;
        if (p <= 0)
            continue;
        int r = sq / W, c = sq % W;
        if (p == PAWN) {
            int r2 = r + me;
            if (!onBoard(r2, c))
                continue; /* cannot happen: the pawn would have promoted or won */
            int promos[4] = { QUEEN, ROOK, BISHOP, KNIGHT };
            int np = (r2 == lastRow && !R->reach) ? 4 : 1;
            if (s->cell[r2 * W + c] == EMPTY) {
                for (int k = 0; k < np; k++)
                    add(list, &n, sq, r2 * W + c, np == 4 ? promos[k] : 0, -1, -1, -1, -1);
                if (R->doubleStep && r == startRow && onBoard(r2 + me, c)
                    && s->cell[(r2 + me) * W + c] == EMPTY)
                    add(list, &n, sq, (r2 + me) * W + c, 0, -1, -1, -1, r2 * W + c);
            }
            for (int dc = -1; dc <= 1; dc += 2) {
                if (!onBoard(r2, c + dc))
                    continue;
                int to = r2 * W + c + dc;
                if (s->cell[to] * me < 0)
                    for (int k = 0; k < np; k++)
                        add(list, &n, sq, to, np == 4 ? promos[k] : 0, -1, -1, -1, -1);
                else if (R->enPassant && to == s->ep)
                    add(list, &n, sq, to, 0, r * W + c + dc, -1, -1, -1);
            }
        } else if (p == KNIGHT || p == KING) {
            const int(*d)[2] = p == KNIGHT ? knightD : kingD;
            for (int i = 0; i < 8; i++) {
                int r2 = r + d[i][0], c2 = c + d[i][1];
                if (onBoard(r2, c2) && s->cell[r2 * W + c2] * me <= 0)
                    add(list, &n, sq, r2 * W + c2, 0, -1, -1, -1, -1);
            }
            if (p == KING && R->castling && s->unmoved[sq] && !attacked(s, sq, -me))
                for (int dc = -1; dc <= 1; dc += 2) {
                    int c2 = c + dc;
                    while (onBoard(r, c2) && s->cell[r * W + c2] == EMPTY)
                        c2 += dc;
                    if (!onBoard(r, c2) || s->cell[r * W + c2] != me * ROOK
                        || !s->unmoved[r * W + c2] || abs(c2 - c) != (dc > 0 ? 3 : 4))
                        continue;
                    if (attacked(s, sq + dc, -me))
                        continue;
                    add(list, &n, sq, sq + 2 * dc, 0, -1, r * W + c2, sq + dc, -1);
                }
        } else {
            int first = p == BISHOP ? 4 : 0, last = p == ROOK ? 4 : 8;
            for (int i = first; i < last; i++) {
                int r2 = r + kingD[i][0], c2 = c + kingD[i][1];
                while (onBoard(r2, c2)) {
                    int q = s->cell[r2 * W + c2] * me;
                    if (q > 0)
                        break;
                    add(list, &n, sq, r2 * W + c2, 0, -1, -1, -1, -1);
                    if (q < 0)
                        break;
                    r2 += kingD[i][0], c2 += kingD[i][1];
                }
            }
        }
    }
    return n;
}

/* plays m on t (a copy of s); returns 0 when the move leaves a king of the mover attacked */
static int play(const State *s, const Move *m, State *t)
{
    int me = s->toMove;
    *t = *s;
    int moving = t->cell[m->from];
    int capture = t->cell[m->to] != EMPTY || m->epCapture >= 0;
    t->cell[m->to] = m->promo ? me * m->promo : moving;
    t->cell[m->from] = EMPTY;
    t->unmoved[m->from] = t->unmoved[m->to] = 0;
    if (m->epCapture >= 0)
        t->cell[m->epCapture] = EMPTY;
    if (m->rookFrom >= 0) {
        t->cell[m->rookTo] = t->cell[m->rookFrom];
        t->cell[m->rookFrom] = EMPTY;
        t->unmoved[m->rookFrom] = 0;
    }
    if (kingAttacked(t, me))
        return 0;
    t->ep = m->newEp;
    t->halfmoves = (capture || moving * me == PAWN) ? 0 : s->halfmoves + 1;
    t->turns = s->turns + 1;
    t->passed = 0;
    t->toMove = -me;
    if (R->reach) {
        int farRow = me > 0 ? R->H - 1 : 0;
        if (m->to / R->W == farRow)
            t->over = 1; /* the mover wins */
        else if (R->turnLimit && t->turns >= R->turnLimit)
            t->over = 1; /* draw */
    } else {
        if (t->halfmoves >= 100)
            t->over = 1;
        else if (R->turnLimit && t->turns >= R->turnLimit)
            t->over = 1;
    }
    return 1;
}

static void visit(const State *s, int ply)
{
    if (ply == maxDepth || s->over)
        return;
    Move list[MAXMOVES];
    int n = pseudoMoves(s, list), legal = 0;
    for (int i = 0; i < n; i++) {
        State t;
        if (!play(s, &list[i], &t))
            continue;
        legal++;
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
    if (legal == 0 && R->reach) {
        /* the forced pass */
        State t = *s;
        t.toMove = -s->toMove;
        t.ep = -1;
        t.turns = s->turns + 1;
        t.over = s->passed || (R->turnLimit && t.turns >= R->turnLimit);
        t.passed = 1;
        leaves[ply + 1]++;
        visit(&t, ply + 1);
    }
}

static void initialState(State *s)
{
    memset(s, 0, sizeof *s);
    s->toMove = 1;
    s->ep = -1;
    for (int row = 0; row < R->H; row++)
        for (int c = 0; c < R->W; c++) {
            char ch = R->setup[R->H - 1 - row][c];
            const char *letters = "PNBRQK";
            const char *up = strchr(letters, ch), *low = strchr("pnbrqk", ch);
            int sq = row * R->W + c;
            if (ch != '.' && up)
                s->cell[sq] = (signed char)(up - letters + 1);
            else if (ch != '.' && low)
                s->cell[sq] = (signed char)-(low - "pnbrqk" + 1);
            int t = abs(s->cell[sq]);
            s->unmoved[sq] = t == KING || t == ROOK;
        }
}

/* the legal moves of s (not the pass) into list; returns their number */
static int legalMoves(const State *s, Move *list, State *next)
{
    Move all[MAXMOVES];
    int n = pseudoMoves(s, all), k = 0;
    for (int i = 0; i < n; i++)
        if (play(s, &all[i], &next[k]))
            list[k++] = all[i];
    return k;
}

static int squareOf(const char *t)
{
    int c = t[0] - 'a', r = atoi(t + 1) - 1;
    return onBoard(r, c) ? r * R->W + c : -1;
}

/* plays a move written as FROM TO [promotion letter], e.g. e2e4, b7a8q, e1g1 (castling), or
 * pass; returns 0 when it is not legal */
static int playText(State *s, const char *text)
{
    static Move list[MAXMOVES];
    static State next[MAXMOVES];
    int n = legalMoves(s, list, next);
    if (strcmp(text, "pass") == 0) {
        if (!R->reach || n > 0 || s->over)
            return 0;
        int passed = s->passed;
        s->toMove = -s->toMove, s->ep = -1, s->turns++;
        s->over = passed || (R->turnLimit && s->turns >= R->turnLimit);
        s->passed = 1;
        return 1;
    }
    int from = squareOf(text), i = 1;
    while (text[i] >= '0' && text[i] <= '9')
        i++;
    int to = squareOf(text + i);
    while (text[i] && !(text[i] >= '0' && text[i] <= '9'))
        i++;
    while (text[i] >= '0' && text[i] <= '9')
        i++;
    const char *pr = strchr("nbrq", text[i] ? text[i] : '?');
    int promo = text[i] && pr ? (int)(pr - "nbrq") + KNIGHT : 0;
    if (s->over)
        return 0;
    for (int k = 0; k < n; k++)
        if (list[k].from == from && list[k].to == to && list[k].promo == promo) {
            *s = next[k];
            return 1;
        }
    return 0;
}

/* Usage: NAME MAX_DEPTH [MOVE...]: perft from the position after the moves (if any, a
 * comment line also says whether the game is over there and how, or how many moves the
 * player to move has) */
static int chess_main(const ChessRules *rules, int argc, char **argv)
{
    R = rules;
    maxDepth = argc > 1 ? atoi(argv[1]) : 4;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH [MOVE...] (MAX_DEPTH 1..60)\n", argv[0]);
        return 2;
    }
    State s;
    initialState(&s);
    int lastMover = 0, lastTo = -1;
    for (int a = 2; a < argc; a++) {
        int mover = s.toMove;
        if (!playText(&s, argv[a])) {
            fprintf(stderr, "%s: move %d (%s) is not legal here\n", argv[0], a - 1, argv[a]);
            return 1;
        }
        lastMover = mover;
        lastTo = -1;
        if (strcmp(argv[a], "pass") != 0) {
            int i = 1;
            while (argv[a][i] >= '0' && argv[a][i] <= '9')
                i++;
            lastTo = squareOf(argv[a] + i);
        }
    }
    if (argc > 2) {
        Move list[MAXMOVES];
        static State next[MAXMOVES];
        int n = legalMoves(&s, list, next);
        const char *who = s.toMove > 0 ? "white" : "black";
        if (s.over && R->reach && lastTo >= 0 && lastTo / R->W == (lastMover > 0 ? R->H - 1 : 0))
            printf("# game over: %s wins (far row)\n", lastMover > 0 ? "white" : "black");
        else if (s.over)
            printf("# game over: draw\n");
        else if (n == 0 && R->reach)
            printf("# %s to move has no move: 1 move (the pass)\n", who);
        else if (n == 0 && kingAttacked(&s, s.toMove))
            printf("# game over: %s is checkmated, %s wins\n", who, s.toMove > 0 ? "black" : "white");
        else if (n == 0)
            printf("# game over: %s is stalemated, draw\n", who);
        else
            printf("# %s to move has %d moves\n", who, n);
    }
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("%s %d %llu\n", R->name, d, leaves[d]);
    return 0;
}

#endif
