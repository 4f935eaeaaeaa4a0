#include "rng.h"

void rbg_rng_seed(rbg_rng *rng, uint64_t seed)
{
    /* splitmix64 spreads any seed (0 included) over the whole state. */
    for (int i = 0; i < 4; i++) {
        uint64_t z = (seed += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        rng->s[i] = z ^ (z >> 31);
    }
}
