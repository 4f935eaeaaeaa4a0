#include "minimax.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    int player;
    uint64_t left;
    bool over;
    void **states;      /* states[d]: the state at depth d */
    rbg_moves *moves;   /* moves[d]: its legal moves */
    uint32_t depths;
} minimax;

static void reserve(minimax *m, uint32_t depth)
{
    if (depth < m->depths)
        return;
    uint32_t n = 2 * depth + 8;
    m->states = realloc(m->states, sizeof *m->states * n);
    m->moves = realloc(m->moves, sizeof *m->moves * n);
    for (uint32_t d = m->depths; d < n; d++) {
        m->states[d] = malloc(m->r->state_size);
        rbg_moves_init(&m->moves[d]);
    }
    m->depths = n;
}

static int outcome(const minimax *m, const void *state)
{
    int64_t mine = m->r->score(m->r, state, m->player);
    int64_t theirs = m->r->score(m->r, state, 3 - m->player);
    return mine > theirs ? 1 : mine < theirs ? -1 : 0;
}

static int search(minimax *m, uint32_t d, int alpha, int beta)
{
    if (m->left == 0) {
        m->over = true;
        return 0;
    }
    m->left--;
    reserve(m, d + 1);
    void *state = m->states[d]; /* the buffers stay; the arrays may move when deeper levels grow */
    uint32_t n = m->r->legal_moves(m->ctx, state, &m->moves[d]);
    if (n == 0)
        return outcome(m, state);
    bool maximise = m->r->player(m->r, state) == m->player;
    int best = maximise ? -2 : 2;
    for (uint32_t i = 0; i < n && alpha < beta && !m->over; i++) {
        const rbg_moves *moves = &m->moves[d];
        memcpy(m->states[d + 1], state, m->r->state_size);
        m->r->apply(m->ctx, m->states[d + 1], rbg_move_actions(moves, i), rbg_move_length(moves, i));
        int v = search(m, d + 1, alpha, beta);
        if (maximise ? v > best : v < best)
            best = v;
        if (maximise && v > alpha)
            alpha = v;
        if (!maximise && v < beta)
            beta = v;
    }
    return best;
}

bool test_minimax(const rbg_reasoner *r, rbg_context *ctx, const void *state, int player,
                  uint64_t max_nodes, int *value)
{
    minimax m = {.r = r, .ctx = ctx, .player = player, .left = max_nodes};
    reserve(&m, 0);
    memcpy(m.states[0], state, r->state_size);
    *value = search(&m, 0, -2, 2);
    for (uint32_t d = 0; d < m.depths; d++) {
        free(m.states[d]);
        rbg_moves_free(&m.moves[d]);
    }
    free(m.states);
    free(m.moves);
    return !m.over;
}
