/* Brute-force perft of the subtraction game with halving, written from the rules in the
 * header comment of games-rbg/subtraction.rbg (not from its RBG text):
 *   - a pile of 20 stones; the players move alternately;
 *   - a move takes 1, 2 or 3 stones from the pile (never more than it holds), or, when the
 *     pile is even and holds at least 8 stones, takes exactly half of it (a move of its own);
 *   - the player who takes the last stone wins: the game ends on an empty pile.
 * Perft d counts the states reached after exactly d moves.
 *
 * Usage: subtraction MAX_DEPTH   prints "subtraction D LEAVES" for D = 1..MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long leaves[64];
static int maxDepth;

static void visit(int pile, int ply)
{
    if (ply == maxDepth || pile == 0)
        return;
    for (int take = 1; take <= 3; take++)
        if (take <= pile) {
            leaves[ply + 1]++;
            visit(pile - take, ply + 1);
        }
    if (pile % 2 == 0 && pile >= 8) {
        leaves[ply + 1]++;
        visit(pile / 2, ply + 1);
    }
}

int main(int argc, char **argv)
{
    maxDepth = argc > 1 ? atoi(argv[1]) : 21;
    if (maxDepth < 1 || maxDepth > 60) {
        fprintf(stderr, "usage: %s MAX_DEPTH (1..60)\n", argv[0]);
        return 2;
    }
    visit(20, 0);
    for (int d = 1; d <= maxDepth; d++)
        printf("subtraction %d %llu\n", d, leaves[d]);
    return 0;
}
