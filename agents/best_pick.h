/* Choosing among the best of a list of scores, ties at random: the tree's selection and MAST's
 * greedy choice (in playouts, in the expansion and in the semisplit walker) all do it. */
#ifndef RBG_BEST_PICK_H
#define RBG_BEST_PICK_H

#include <math.h>
#include <stdint.h>

#include "rng.h"

/* The largest of the n scores (n > 0) in *best, and how many scores equal it. */
static inline uint32_t agent_best_count(const double *scores, uint32_t n, double *best)
{
    double top = -INFINITY;
    uint32_t ties = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (scores[i] > top) {
            top = scores[i];
            ties = 1;
        } else if (scores[i] == top) {
            ties++;
        }
    }
    *best = top;
    return ties;
}

/* The index of the k-th score (from 0) equal to best. */
static inline uint32_t agent_nth_best(const double *scores, uint32_t n, double best, uint32_t k)
{
    for (uint32_t i = 0; i < n; i++)
        if (scores[i] == best && k-- == 0)
            return i;
    return 0;
}

/* Uniformly among the best scores.  It draws once even when one score is best: the recorded
 * games of the MAST agents depend on that stream. */
static inline uint32_t agent_pick_best(const double *scores, uint32_t n, rbg_rng *rng)
{
    double best;
    uint32_t ties = agent_best_count(scores, n, &best);
    return agent_nth_best(scores, n, best, rbg_rng_below(rng, ties));
}

#endif
