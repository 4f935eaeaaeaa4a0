/* The one random generator: xoshiro256** seeded by splitmix64, with Lemire's unbiased bounded
 * integers.  Every command that uses randomness takes a seed, so runs are reproducible. */
#ifndef RBG_RNG_H
#define RBG_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t s[4];
} rbg_rng;

void rbg_rng_seed(rbg_rng *rng, uint64_t seed);

/* in a generated reasoner: after the game's code { */
static inline uint64_t rbg_rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t rbg_rng_next(rbg_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rbg_rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rbg_rng_rotl(s[3], 45);
    return result;
}

/* Uniform in [0, bound), bound >= 1: Lemire's nearly divisionless method on 32-bit draws. */
static inline uint32_t rbg_rng_below(rbg_rng *rng, uint32_t bound)
{
    uint32_t x = (uint32_t)(rbg_rng_next(rng) >> 32);
    uint64_t m = (uint64_t)x * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)-bound % bound;
        while (low < threshold) {
            x = (uint32_t)(rbg_rng_next(rng) >> 32);
            m = (uint64_t)x * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Uniform in [0, 1). */
static inline double rbg_rng_unit(rbg_rng *rng)
{
    return (double)(rbg_rng_next(rng) >> 11) * 0x1.0p-53;
}
/* } in a generated reasoner: after the game's code */

#endif
