/* Move lists in caller-owned growable storage.  This file is also copied into every generated
 * reasoner, so it uses nothing but the C library and rbg.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rbg.h"

static void *grow(void *items, uint32_t *capacity, uint32_t needed, size_t size)
{
    if (needed <= *capacity)
        return items;
    uint32_t fresh = *capacity ? *capacity : 16;
    while (fresh < needed)
        fresh *= 2;
    void *bigger = realloc(items, (size_t)fresh * size);
    if (bigger == NULL) { /* a limit of the machine, not a bug: no core dump */
        fputs("rbg: out of memory\n", stderr);
        exit(EXIT_FAILURE);
    }
    *capacity = fresh;
    return bigger;
}

void rbg_moves_init(rbg_moves *moves)
{
    memset(moves, 0, sizeof *moves);
    moves->begin = grow(NULL, &moves->cap_moves, 16, sizeof *moves->begin);
    moves->begin[0] = 0;
}

void rbg_moves_free(rbg_moves *moves)
{
    free(moves->actions);
    free(moves->begin);
    memset(moves, 0, sizeof *moves);
}

void rbg_moves_clear(rbg_moves *moves)
{
    moves->n_actions = 0;
    moves->n_moves = 0;
    moves->begin[0] = 0;
}

void rbg_moves_add(rbg_moves *moves, const rbg_action *actions, uint32_t n)
{
    moves->actions = grow(moves->actions, &moves->cap_actions, moves->n_actions + n,
                          sizeof *moves->actions);
    moves->begin = grow(moves->begin, &moves->cap_moves, moves->n_moves + 2, sizeof *moves->begin);
    rbg_action *to = moves->actions + moves->n_actions;
    for (uint32_t i = 0; i < n; i++) /* moves are short: a loop beats a call to memcpy */
        to[i] = actions[i];
    moves->n_actions += n;
    moves->begin[++moves->n_moves] = moves->n_actions;
}
