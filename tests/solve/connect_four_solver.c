/* Bitboard Connect Four (connect_four_solver.h).  Column c holds bits c*(H+1) .. c*(H+1)+H-1,
 * bottom first, and one empty bit on top, so that shifts by 1, H, H+1 and H+2 follow a column, a
 * diagonal, a row and the other diagonal without wrapping. */
#include "connect_four_solver.h"

#include <stdlib.h>
#include <string.h>

#define TABLE_BITS 22

typedef struct {
    uint64_t key;  /* position + mask + 1: unique per position, 0 = empty slot */
    int8_t lower, upper;
} entry;

typedef struct {
    int w, h, moves;
    uint64_t mine, mask; /* the discs of the player to move, and all discs */
    entry *table;
    uint64_t nodes;
} game;

static uint64_t bottom(const game *g, int c) { return (uint64_t)1 << (c * (g->h + 1)); }
static uint64_t top(const game *g, int c) { return (uint64_t)1 << (c * (g->h + 1) + g->h - 1); }
static uint64_t column(const game *g, int c) { return ((((uint64_t)1 << g->h) - 1)) << (c * (g->h + 1)); }

static bool four(const game *g, uint64_t p)
{
    const int shifts[4] = {1, g->h, g->h + 1, g->h + 2};
    for (int i = 0; i < 4; i++) {
        uint64_t m = p & (p >> shifts[i]);
        if (m & (m >> (2 * shifts[i])))
            return true;
    }
    return false;
}

static bool playable(const game *g, int c) { return (g->mask & top(g, c)) == 0; }

/* Whether dropping in column c makes four for the player to move. */
static bool wins(const game *g, int c)
{
    return four(g, g->mine | ((g->mask + bottom(g, c)) & column(g, c)));
}

static void play(game *g, int c)
{
    g->mine ^= g->mask;
    g->mask |= g->mask + bottom(g, c);
    g->moves++;
}

/* The value for the player to move, knowing no move of theirs wins at once, within
 * [alpha, beta] (fail-soft outside). */
static int search(game *g, int alpha, int beta)
{
    g->nodes++;
    if (g->moves == g->w * g->h)
        return 0;
    for (int c = 0; c < g->w; c++)
        if (playable(g, c) && wins(g, c))
            return 1;
    entry *e = &g->table[((g->mine + g->mask) * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - TABLE_BITS)];
    uint64_t key = g->mine + g->mask + 1;
    if (e->key == key) {
        if (e->lower >= beta)
            return e->lower;
        if (e->upper <= alpha)
            return e->upper;
        if (e->lower == e->upper)
            return e->lower;
        if (e->lower > alpha)
            alpha = e->lower;
        if (e->upper < beta)
            beta = e->upper;
    }
    int a0 = alpha, best = -1;
    for (int k = 0; k < g->w && best < beta; k++) {
        int c = g->w / 2 + (k % 2 ? -(k + 1) / 2 : k / 2); /* the centre first */
        if (!playable(g, c))
            continue;
        game child = *g;
        play(&child, c);
        int v = -search(&child, -beta, -(alpha > best ? alpha : best));
        g->nodes = child.nodes;
        if (v > best)
            best = v;
    }
    if (e->key != key)
        *e = (entry){key, -1, 1};
    if (best <= a0)
        e->upper = (int8_t)best;
    else if (best >= beta)
        e->lower = (int8_t)best;
    else
        e->lower = e->upper = (int8_t)best;
    return best;
}

bool c4_solve(int width, int height, const int *columns, int n, int *value, uint64_t *nodes)
{
    if (width < 1 || width > 7 || height < 1 || height > 6)
        return false;
    game g = {.w = width, .h = height};
    for (int i = 0; i < n; i++) {
        int c = columns[i];
        if (c < 0 || c >= width || !playable(&g, c) || g.moves == width * height || four(&g, g.mine ^ g.mask))
            return false;
        play(&g, c);
    }
    if (four(&g, g.mine ^ g.mask)) /* the last move made four: the game is over */
        return false;
    g.table = calloc((size_t)1 << TABLE_BITS, sizeof(entry));
    if (g.table == NULL)
        return false;
    *value = search(&g, -1, 1);
    if (nodes != NULL)
        *nodes = g.nodes;
    free(g.table);
    return true;
}
