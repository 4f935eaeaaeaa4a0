/* The Zobrist keys of the state hash (rbg.h `hash`): one per feature of a state, the same in
 * both backends (the compiled one embeds this header in its generated unit). */
#ifndef RBG_ZOBRIST_H
#define RBG_ZOBRIST_H

#include <stdint.h>

/* in a generated reasoner: after the game's code { */
/* The key of one feature of a state (a kind, then two numbers): splitmix64 of the three, so that
 * the keys need no table, cover any variable value and are the same in both backends. */
static inline uint64_t rbg_zobrist_key(uint64_t kind, uint64_t a, uint64_t b)
{
    uint64_t z = kind * UINT64_C(0x9E3779B97F4A7C15) ^ a * UINT64_C(0xD1B54A32D192ED03) ^
                 b * UINT64_C(0x8CB92BA72F3D8DD7);
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* What writing `to` over `from` on a cell changes in the hash. */
static inline uint64_t rbg_zobrist_piece_change(int cell, int from, int to)
{
    return rbg_zobrist_key(3, (uint64_t)cell, (uint64_t)from) ^
           rbg_zobrist_key(3, (uint64_t)cell, (uint64_t)to);
}

/* What setting a variable from `from` to `to` changes in the hash. */
static inline uint64_t rbg_zobrist_variable_change(int variable, int64_t from, int64_t to)
{
    return rbg_zobrist_key(4, (uint64_t)variable, (uint64_t)from) ^
           rbg_zobrist_key(4, (uint64_t)variable, (uint64_t)to);
}
/* } in a generated reasoner: after the game's code */

#endif
