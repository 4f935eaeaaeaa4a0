#include "solver_positions.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "outcome.h"

bool sp_forced_win(test_game *g, const void *state, int q, int plies)
{
    const rbg_reasoner *r = g->r;
    void *s = malloc(r->state_size);
    memcpy(s, state, r->state_size);
    rbg_moves moves;
    rbg_moves_init(&moves);
    uint32_t n = r->legal_moves(g->ctx, s, &moves);
    bool result;
    if (n == 0) {
        result = mcts_wins(r, s, q);
    } else if (plies == 0) {
        result = false;
    } else {
        bool ours = r->player(r, s) == q;
        result = !ours;
        void *c = malloc(r->state_size);
        for (uint32_t i = 0; i < n && result != ours; i++) {
            memcpy(c, s, r->state_size);
            r->apply(g->ctx, c, rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
            bool w = sp_forced_win(g, c, q, plies - 1);
            result = ours ? w : result && w;
        }
        free(c);
    }
    rbg_moves_free(&moves);
    free(s);
    return result;
}

bool sp_winning_move(test_game *g, const void *state, const rbg_moves *moves, uint32_t i, int plies)
{
    const rbg_reasoner *r = g->r;
    void *c = malloc(r->state_size);
    memcpy(c, state, r->state_size);
    int q = r->player(r, c);
    r->apply(g->ctx, c, rbg_move_actions(moves, i), rbg_move_length(moves, i));
    bool w = sp_forced_win(g, c, q, plies - 1);
    free(c);
    return w;
}

bool sp_find(test_game *g, uint64_t seed, int games, int plies, int n_winning, sp_position *out)
{
    const rbg_reasoner *r = g->r;
    void *state = malloc(r->state_size);
    rbg_moves moves;
    rbg_moves_init(&moves);
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    bool found = false;
    for (int game = 0; !found && game < games; game++) {
        r->initial(g->ctx, state);
        rbg_moves_init(&out->path);
        for (;;) {
            uint32_t n = r->legal_moves(g->ctx, state, &moves);
            if (n == 0)
                break;
            int q = r->player(r, state);
            if (sp_forced_win(g, state, q, plies) && (plies < 3 || !sp_forced_win(g, state, q, plies - 2))) {
                uint32_t w = 0;
                for (uint32_t i = 0; i < n; i++)
                    w += sp_winning_move(g, state, &moves, i, plies);
                if (w < n && (n_winning == 0 || (int)w == n_winning)) {
                    out->mover = q;
                    found = true;
                    break;
                }
            }
            uint32_t i = rbg_rng_below(&rng, n);
            rbg_moves_add(&out->path, rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
            r->apply(g->ctx, state, rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
        }
        if (!found)
            rbg_moves_free(&out->path);
    }
    rbg_moves_free(&moves);
    free(state);
    return found;
}

void sp_free(sp_position *p)
{
    rbg_moves_free(&p->path);
}

void sp_reach(test_game *g, const sp_position *p, void *state, rbg_agent *agent)
{
    g->r->initial(g->ctx, state);
    for (uint32_t i = 0; i < p->path.n_moves; i++)
        test_game_apply(g, state, &p->path, i, agent);
}
