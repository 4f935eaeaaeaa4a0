/* Fills a reasoner's operations from the functions of the including file, which defines each
 * operation of rbg.h as a static function of the same name (but `hash` and `same_position`), and
 *     static void position(const rbg_reasoner *r, const void *state, int32_t *nfa_state,
 *                          int32_t *cell);
 * the place in the rules and the current cell (0 where it does not matter, runtime/cursor.h).  Both backends include it (the compiled one inside
 * its generated unit), so the table and the state hash are written once. */
#ifndef RBG_REASONER_OPS_H
#define RBG_REASONER_OPS_H

#include "rbg.h"

/* The Zobrist key of one feature of a state (a kind, then two numbers): splitmix64 of the three,
 * so that the keys need no table, cover any variable value and are the same in both backends. */
static uint64_t rbg_zobrist_key(uint64_t kind, uint64_t a, uint64_t b)
{
    uint64_t z = kind * UINT64_C(0x9E3779B97F4A7C15) ^ a * UINT64_C(0xD1B54A32D192ED03) ^
                 b * UINT64_C(0x8CB92BA72F3D8DD7);
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* The XOR of the keys of every (cell, piece), (variable, value), the player to move, the place in
 * the rules and the current cell where it matters: everything that decides the game from here
 * on. */
static uint64_t hash(const rbg_reasoner *r, const void *state)
{
    const rbg_game_info *info = r->info;
    int32_t nfa_state, cell;
    position(r, state, &nfa_state, &cell);
    uint64_t h = rbg_zobrist_key(1, (uint64_t)(uint32_t)player(r, state), 0) ^
                 rbg_zobrist_key(2, (uint64_t)(uint32_t)nfa_state, (uint64_t)(uint32_t)cell);
    for (int c = 1; c <= info->n_cells; c++)
        h ^= rbg_zobrist_key(3, (uint64_t)c, (uint64_t)piece(r, state, c));
    for (int v = 0; v < info->n_variables; v++)
        h ^= rbg_zobrist_key(4, (uint64_t)v, (uint64_t)variable(r, state, v));
    return h;
}

static bool same_position(const rbg_reasoner *r, const void *a, const void *b)
{
    const rbg_game_info *info = r->info;
    int32_t state_a, cell_a, state_b, cell_b;
    position(r, a, &state_a, &cell_a);
    position(r, b, &state_b, &cell_b);
    if (state_a != state_b || cell_a != cell_b || player(r, a) != player(r, b))
        return false;
    for (int c = 1; c <= info->n_cells; c++)
        if (piece(r, a, c) != piece(r, b, c))
            return false;
    for (int v = 0; v < info->n_variables; v++)
        if (variable(r, a, v) != variable(r, b, v))
            return false;
    return true;
}

static void rbg_set_operations(rbg_reasoner *r)
{
    r->context_new = context_new;
    r->context_free = context_free;
    r->initial = initial;
    r->player = player;
    r->is_nodal = is_nodal;
    r->variable = variable;
    r->score = score;
    r->piece = piece;
    r->hash = hash;
    r->same_position = same_position;
    r->legal_moves = legal_moves;
    r->apply = apply;
    r->legal_semimoves = legal_semimoves;
    r->apply_semimove = apply_semimove;
    r->perft = perft;
    r->playout = playout;
    r->semisplit_perft = semisplit_perft;
    r->semisplit_random_move = semisplit_random_move;
    r->semisplit_playout = semisplit_playout;
    r->destroy = destroy;
}

#endif
