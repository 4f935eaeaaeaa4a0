/* Fills a reasoner's operations from the functions of the including file, which defines each
 * operation of rbg.h as a static function of the same name (but `hash`, `hash_from_scratch` and
 * `same_position`), and
 *     static void position(const rbg_reasoner *r, const void *state, int32_t *nfa_state,
 *                          int32_t *cell);
 * the place in the rules and the current cell (0 where it does not matter, runtime/cursor.h), and
 *     static bool stored_hash(const rbg_reasoner *r, const void *state, uint64_t *hash);
 * the part of the hash the state keeps (its cells and variables), updated by every write that
 * apply, apply_semimove and the keeper keep; false when the state came from the hot loops
 * (perft, playouts: runtime/hot_loops.h), which do not keep it.  Both backends include it (the
 * compiled one inside its generated unit), so the table and the state hash are written once. */
#ifndef RBG_REASONER_OPS_H
#define RBG_REASONER_OPS_H

#include "rbg.h"
#include "zobrist.h"

/* The keys of what the state does not keep: the player to move, the place in the rules and the
 * current cell where it matters. */
static uint64_t position_hash(const rbg_reasoner *r, const void *state)
{
    int32_t nfa_state, cell;
    position(r, state, &nfa_state, &cell);
    return rbg_zobrist_key(1, (uint64_t)(uint32_t)player(r, state), 0) ^
           rbg_zobrist_key(2, (uint64_t)(uint32_t)nfa_state, (uint64_t)(uint32_t)cell);
}

/* The XOR of the keys of every cell and variable, read one by one: what stored_hash keeps. */
static uint64_t board_hash(const rbg_reasoner *r, const void *state)
{
    const rbg_game_info *info = r->info;
    uint64_t h = 0;
    for (int c = 1; c <= info->n_cells; c++)
        h ^= rbg_zobrist_key(3, (uint64_t)c, (uint64_t)piece(r, state, c));
    for (int v = 0; v < info->n_variables; v++)
        h ^= rbg_zobrist_key(4, (uint64_t)v, (uint64_t)variable(r, state, v));
    return h;
}

static uint64_t hash_from_scratch(const rbg_reasoner *r, const void *state)
{
    return board_hash(r, state) ^ position_hash(r, state);
}

/* The XOR of the keys of every (cell, piece), (variable, value), the player to move, the place in
 * the rules and the current cell where it matters: everything that decides the game from here
 * on.  The cells and variables come from the state's kept part, so this costs no pass (but on a
 * state left by a playout). */
static uint64_t hash(const rbg_reasoner *r, const void *state)
{
    uint64_t kept;
    if (!stored_hash(r, state, &kept))
        return hash_from_scratch(r, state);
    return kept ^ position_hash(r, state);
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
    r->hash_from_scratch = hash_from_scratch;
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
