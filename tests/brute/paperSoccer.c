/* Brute-force perft of Paper Soccer (field of 8x10 boxes), written from the rules in the
 * header comment of games-rbg/paperSoccer.rbg (not from its RBG text):
 *   - points (x, y) with x = 0..8 and y = 0..10 form the field; the goals are the points
 *     (3..5, -1) (north, attacked by white, who moves first) and (3..5, 11) (south, attacked
 *     by black); the ball starts on (4, 5);
 *   - a segment joins two points at king distance 1; a diagonal one must lie in a box whose
 *     four corners are points; the border lines (x = 0, x = 8, the goal lines y = 0 and
 *     y = 10 outside the goal mouth, the back lines and the posts of the goals) count as
 *     drawn from the start; every other segment may be drawn once;
 *   - a point is visited when a drawn segment touches it (so the border points are visited,
 *     except the middle point of each goal line);
 *   - a turn draws segments one after another from the ball; landing on a visited point
 *     (one that was visited before the segment was drawn) the player goes on; the turn ends
 *     on a fresh point (the opponent moves next), in a goal (the attacker of that goal wins)
 *     or on a visited point without a free segment (the mover loses);
 *   - a move is a whole turn; turns with different chains of segments are different moves.
 * Perft d counts the states reached after exactly d moves; a finished game contributes
 * nothing deeper.
 *
 * Usage: paperSoccer MAX_DEPTH   prints "paperSoccer D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

#define NX 9
#define NY 13 /* y = -1 .. 11, stored with an offset of 1 */

static const int DX[8] = { 0, 0, -1, 1, -1, 1, 1, -1 };
static const int DY[8] = { -1, 1, 0, 0, -1, 1, -1, 1 };
static const int OPP[8] = { 1, 0, 3, 2, 5, 4, 7, 6 };

static unsigned char drawn[NX][NY][8];
static unsigned char visited[NX][NY];
static unsigned long long leaves[64];
static int maxDepth;

static int pointExists(int x, int y)
{
    if (x < 0 || x >= NX)
        return 0;
    if (y == -1 || y == 11)
        return x >= 3 && x <= 5;
    return y >= 0 && y <= 10;
}

/* the segment from (x, y) in direction d exists on the field (drawn or not) */
static int segmentExists(int x, int y, int d)
{
    int x2 = x + DX[d], y2 = y + DY[d];
    if (!pointExists(x, y) || !pointExists(x2, y2))
        return 0;
    if (DX[d] != 0 && DY[d] != 0)
        return pointExists(x2, y) && pointExists(x, y2);
    return 1;
}

static void draw(int x, int y, int d, int v)
{
    drawn[x][y + 1][d] = (unsigned char)v;
    drawn[x + DX[d]][y + DY[d] + 1][OPP[d]] = (unsigned char)v;
}

static int canDraw(int x, int y, int d)
{
    return segmentExists(x, y, d) && !drawn[x][y + 1][d];
}

static int anyFree(int x, int y)
{
    for (int d = 0; d < 8; d++)
        if (canDraw(x, y, d))
            return 1;
    return 0;
}

static void turn(int x, int y, int me, int ply);

/* a turn of player me (0 = white, attacking north) has ended; ply is the number of moves */
static void endTurn(int x, int y, int me, int ply, int over)
{
    leaves[ply]++;
    if (over || ply == maxDepth)
        return;
    turn(x, y, 1 - me, ply);
}

/* continue the turn of `me` from the ball at (x, y); ply moves are complete */
static void turn(int x, int y, int me, int ply)
{
    for (int d = 0; d < 8; d++) {
        if (!canDraw(x, y, d))
            continue;
        int x2 = x + DX[d], y2 = y + DY[d];
        int wasVisited = visited[x2][y2 + 1], wasVisitedHere = visited[x][y + 1];
        draw(x, y, d, 1);
        visited[x2][y2 + 1] = 1;
        visited[x][y + 1] = 1;
        if (y2 == -1 || y2 == 11)
            endTurn(x2, y2, me, ply + 1, 1); /* a goal: the game is over */
        else if (!wasVisited)
            endTurn(x2, y2, me, ply + 1, 0); /* a fresh point: the turn ends */
        else if (!anyFree(x2, y2))
            endTurn(x2, y2, me, ply + 1, 1); /* stuck after a bounce: the mover loses */
        else
            turn(x2, y2, me, ply); /* a bounce: the same player goes on */
        visited[x][y + 1] = (unsigned char)wasVisitedHere;
        visited[x2][y2 + 1] = (unsigned char)wasVisited;
        draw(x, y, d, 0);
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 5;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    /* the border lines count as drawn; their points are visited */
    for (int x = 0; x < NX; x++)
        for (int y = -1; y <= 11; y++)
            for (int d = 0; d < 4; d++) { /* orthogonal directions */
                if (!segmentExists(x, y, d))
                    continue;
                int x2 = x + DX[d], y2 = y + DY[d], border = 0;
                if (DX[d] == 0) /* vertical: the side lines and the goal posts */
                    border = x == 0 || x == 8 || ((x == 3 || x == 5) && (y + y2 == -1 || y + y2 == 21));
                else /* horizontal: the goal lines outside the mouth, the back lines */
                    border = y == -1 || y == 11 || ((y == 0 || y == 10) && !(x >= 3 && x2 >= 3 && x <= 5 && x2 <= 5));
                if (border) {
                    draw(x, y, d, 1);
                    visited[x][y + 1] = visited[x2][y2 + 1] = 1;
                }
            }
    turn(4, 5, 0, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("paperSoccer %d %llu\n", d, leaves[d]);
    return 0;
}
