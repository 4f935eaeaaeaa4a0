/* Brute-force perft of Minishogi (Gogo shogi, 5x5), written from the rules in the header
 * comment of games-rbg/minishogi.rbg (not from its RBG text):
 *   - 5x5 board, rows 1..5 from sente's side. Sente (first player): king a1, gold b1,
 *     silver c1, bishop d1, rook e1, pawn a2; gote: king e5, gold d5, silver c5, bishop b5,
 *     rook a5, pawn e4. Hands empty; sente moves up, gote down.
 *   - king: one step in 8 directions; gold, promoted pawn, promoted silver: one step
 *     orthogonally or diagonally forward; silver: one step forward or diagonally; pawn: one
 *     step forward; bishop / rook: slide diagonally / orthogonally; horse (promoted bishop):
 *     bishop + one orthogonal step; dragon (promoted rook): rook + one diagonal step.
 *     A move goes to an empty cell or captures an enemy piece, which goes to the captor's
 *     hand unpromoted.
 *   - promotion zone: the far row. A pawn entering it must promote; a silver, bishop or rook
 *     whose move starts or ends there may promote or not (two moves).
 *   - drop: a piece from hand onto any empty cell, unpromoted; a pawn not onto the far row,
 *     not onto a column holding an own unpromoted pawn, and not so that it checkmates.
 *   - no move may leave the own king attacked; a player without a legal move loses (so has
 *     no children here). The 2500-move limit is far beyond the depths counted.
 * Distinct moves: (origin, destination, promotion or not); a drop is (piece, destination).
 * Attacks are found by generating the enemy's piece moves and looking for the king's cell.
 *
 * Usage: minishogi MAX_DEPTH   prints "minishogi D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 5
/* piece types; a cell holds +type (sente), -type (gote) or 0 */
enum { NONE, KING, GOLD, SILVER, BISHOP, ROOK, PAWN, TOKIN, PSILVER, HORSE, DRAGON, NTYPES };
enum { SENTE = 0, GOTE = 1 };

typedef struct {
    int cell[N][N];       /* cell[row][col], row 0 is row 1 (sente's back row) */
    int hand[2][NTYPES];  /* pieces in hand per side, unpromoted types only */
    int toMove;
} State;

typedef struct {
    int drop;             /* piece type dropped, or 0 for a board move */
    int fr, fc, tr, tc;
    int promote;
} Move;

static int sideOf(int v) { return v > 0 ? SENTE : GOTE; }
static int fwdOf(int side) { return side == SENTE ? 1 : -1; }
static int inside(int r, int c) { return r >= 0 && r < N && c >= 0 && c < N; }
static int farRow(int side) { return side == SENTE ? N - 1 : 0; }

static int unpromote(int t)
{
    switch (t) {
    case TOKIN: return PAWN;
    case PSILVER: return SILVER;
    case HORSE: return BISHOP;
    case DRAGON: return ROOK;
    default: return t;
    }
}

static int promoted(int t)
{
    switch (t) {
    case PAWN: return TOKIN;
    case SILVER: return PSILVER;
    case BISHOP: return HORSE;
    case ROOK: return DRAGON;
    default: return 0;
    }
}

/* Destinations of the piece on (r, c), ignoring king safety: collected in a Targets list. */
typedef struct { int n; int r[32], c[32]; } Targets;

static void add(Targets *t, int r, int c) { t->r[t->n] = r; t->c[t->n] = c; t->n++; }

static void targets(const State *s, int r, int c, Targets *t)
{
    int v = s->cell[r][c], side = sideOf(v), type = abs(v), f = fwdOf(side);
    /* steps in the mover's frame: (rows forward, columns) */
    static const int kingD[8][2] = { {1,0},{1,1},{0,1},{-1,1},{-1,0},{-1,-1},{0,-1},{1,-1} };
    static const int goldD[6][2] = { {1,0},{1,1},{1,-1},{0,1},{0,-1},{-1,0} };
    static const int silverD[5][2] = { {1,0},{1,1},{1,-1},{-1,1},{-1,-1} };
    static const int orth[4][2] = { {1,0},{-1,0},{0,1},{0,-1} };
    static const int diag[4][2] = { {1,1},{1,-1},{-1,1},{-1,-1} };
    const int (*steps)[2] = NULL;
    int nsteps = 0;
    const int (*slides)[2] = NULL;
    t->n = 0;
    switch (type) {
    case KING: steps = kingD; nsteps = 8; break;
    case GOLD: case TOKIN: case PSILVER: steps = goldD; nsteps = 6; break;
    case SILVER: steps = silverD; nsteps = 5; break;
    case PAWN: steps = goldD; nsteps = 1; break;
    case BISHOP: slides = diag; break;
    case ROOK: slides = orth; break;
    case HORSE: slides = diag; steps = orth; nsteps = 4; break;
    case DRAGON: slides = orth; steps = diag; nsteps = 4; break;
    }
    for (int i = 0; i < nsteps; i++) {
        int r2 = r + f * steps[i][0], c2 = c + steps[i][1];
        if (!inside(r2, c2))
            continue;
        int w = s->cell[r2][c2];
        if (w == 0 || sideOf(w) != side)
            add(t, r2, c2);
    }
    if (slides)
        for (int i = 0; i < 4; i++) {
            int r2 = r, c2 = c;
            for (;;) {
                r2 += slides[i][0];
                c2 += slides[i][1];
                if (!inside(r2, c2))
                    break;
                int w = s->cell[r2][c2];
                if (w != 0 && sideOf(w) == side)
                    break;
                add(t, r2, c2);
                if (w != 0)
                    break;
            }
        }
}

static int kingAttacked(const State *s, int side)
{
    int kr = -1, kc = -1;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            if (s->cell[r][c] != 0 && abs(s->cell[r][c]) == KING && sideOf(s->cell[r][c]) == side)
                kr = r, kc = c;
    if (kr < 0)
        return 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int v = s->cell[r][c];
            if (v == 0 || sideOf(v) == side)
                continue;
            Targets t;
            targets(s, r, c, &t);
            for (int i = 0; i < t.n; i++)
                if (t.r[i] == kr && t.c[i] == kc)
                    return 1;
        }
    return 0;
}

static void apply(const State *s, const Move *m, State *out)
{
    *out = *s;
    int side = s->toMove, sign = side == SENTE ? 1 : -1;
    if (m->drop) {
        out->cell[m->tr][m->tc] = sign * m->drop;
        out->hand[side][m->drop]--;
    } else {
        int type = abs(s->cell[m->fr][m->fc]);
        int captured = s->cell[m->tr][m->tc];
        if (captured != 0)
            out->hand[side][unpromote(abs(captured))]++;
        out->cell[m->fr][m->fc] = 0;
        out->cell[m->tr][m->tc] = sign * (m->promote ? promoted(type) : type);
    }
    out->toMove = 1 - side;
}

static int hasLegalMove(const State *s);

/* All legal moves of the player to move; checkPawnMate = 0 skips the pawn-drop-mate test
 * (used only when asking whether a player in check has any reply: a drop never answers the
 * check of an adjacent pawn, so the answer is the same). */
static int genMoves(const State *s, Move *list, int checkPawnMate)
{
    int side = s->toMove, sign = side == SENTE ? 1 : -1, n = 0;
    Move cand[512];
    int nc = 0;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            int v = s->cell[r][c];
            if (v == 0 || sideOf(v) != side)
                continue;
            int type = abs(v);
            Targets t;
            targets(s, r, c, &t);
            for (int i = 0; i < t.n; i++) {
                Move m = { 0, r, c, t.r[i], t.c[i], 0 };
                int zone = r == farRow(side) || t.r[i] == farRow(side);
                if (type == PAWN) {
                    m.promote = t.r[i] == farRow(side);
                    cand[nc++] = m;
                } else if ((type == SILVER || type == BISHOP || type == ROOK) && zone) {
                    cand[nc++] = m;
                    m.promote = 1;
                    cand[nc++] = m;
                } else
                    cand[nc++] = m;
            }
        }
    for (int type = GOLD; type <= PAWN; type++) {
        if (s->hand[side][type] == 0)
            continue;
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++) {
                if (s->cell[r][c] != 0)
                    continue;
                if (type == PAWN) {
                    if (r == farRow(side))
                        continue;
                    int own = 0;
                    for (int r2 = 0; r2 < N; r2++)
                        if (s->cell[r2][c] == sign * PAWN)
                            own = 1;
                    if (own)
                        continue;
                }
                Move m = { type, 0, 0, r, c, 0 };
                cand[nc++] = m;
            }
    }
    for (int i = 0; i < nc; i++) {
        State t;
        apply(s, &cand[i], &t);
        if (kingAttacked(&t, side))
            continue;
        if (checkPawnMate && cand[i].drop == PAWN && kingAttacked(&t, 1 - side)
            && !hasLegalMove(&t))
            continue; /* a pawn drop that checkmates */
        list[n++] = cand[i];
    }
    return n;
}

static int hasLegalMove(const State *s)
{
    Move list[512];
    return genMoves(s, list, 0) > 0;
}

static unsigned long long leaves[64];
static int maxDepth;

static void visit(const State *s, int ply)
{
    if (ply == maxDepth)
        return;
    Move list[512];
    int n = genMoves(s, list, 1);
    leaves[ply + 1] += n;
    if (ply + 1 == maxDepth)
        return;
    for (int i = 0; i < n; i++) {
        State t;
        apply(s, &list[i], &t);
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
    static const int back[N] = { KING, GOLD, SILVER, BISHOP, ROOK };
    for (int c = 0; c < N; c++) {
        s.cell[0][c] = back[c];
        s.cell[N - 1][N - 1 - c] = -back[c];
    }
    s.cell[1][0] = PAWN;
    s.cell[N - 2][N - 1] = -PAWN;
    s.toMove = SENTE;
    visit(&s, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("minishogi %d %llu\n", d, leaves[d]);
    return 0;
}
