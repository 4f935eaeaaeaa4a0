/* The position of the i-th set bit of a word, for drawing the i-th cell of a bitset (the hot
 * loops' placement turns draw one at every move, reversi's several). */
#ifndef RBG_BIT_SELECT_H
#define RBG_BIT_SELECT_H

#include <stdint.h>

/* rbg_bit_select from the eighth bit on: the halves, quarters and bytes below the bit are
 * skipped by their counts, which leaves fewer than eight bits to clear.  Out of line, so that
 * the common case (a few bits, as a column's free cells) stays small enough to inline. */
static __attribute__((noinline)) int rbg_bit_select_far(uint64_t b, uint32_t i)
{
    int base = 0;
    uint32_t below = (uint32_t)__builtin_popcountll(b & 0xffffffffu);
    if (i >= below) {
        i -= below;
        b >>= 32;
        base = 32;
    }
    below = (uint32_t)__builtin_popcountll(b & 0xffffu);
    if (i >= below) {
        i -= below;
        b >>= 16;
        base += 16;
    }
    below = (uint32_t)__builtin_popcountll(b & 0xffu);
    if (i >= below) {
        i -= below;
        b >>= 8;
        base += 8;
    }
    while (i-- > 0)
        b &= b - 1;
    return base + __builtin_ctzll(b);
}

/* Position (0..63) of the i-th set bit (0-based) of b, which has more than i.  Clearing the
 * lowest bit i times costs a loop turn per bit, up to 63 on a board's empty squares. */
static inline int rbg_bit_select(uint64_t b, uint32_t i)
{
    if (i >= 8)
        return rbg_bit_select_far(b, i);
    while (i-- > 0)
        b &= b - 1;
    return __builtin_ctzll(b);
}

#endif
