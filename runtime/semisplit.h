/* Semisplit search on any reasoner: perft and random playouts that build each move one
 * semimove at a time (docs/split-moves.md), written only against rbg.h.
 *
 * A semimove ends at the next split point: a modifier, or a `.` a split strategy put into the
 * rules.  The walker keeps one state copy and one semimove list per level of the current path;
 * they grow as deeper levels are needed and are then reused, so a steady run does not allocate.
 * These are the reasoner's own semisplit operations (rbg.h) behind a handle. */
#ifndef RBG_SEMISPLIT_H
#define RBG_SEMISPLIT_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

typedef struct rbg_semisplit rbg_semisplit;

/* A walker for one reasoner and one of its contexts (one per thread). */
rbg_semisplit *rbg_semisplit_new(const rbg_reasoner *reasoner, rbg_context *context);
void rbg_semisplit_free(rbg_semisplit *walker);

/* The number of nodal states reached after exactly `depth` moves, counted through semimoves;
 * equal to the orthodox perft whenever the split is legal.  A path that dies before the next
 * nodal state counts nothing. */
uint64_t rbg_semisplit_perft(rbg_semisplit *walker, const void *state, int depth);

/* One random move built from semimoves: a uniformly chosen semimove at each level, backtracking
 * out of dead ends.  Applies it to `state` and returns true; false when no move exists (the state
 * is left as it was).  `stats` (may be NULL) gets the semimoves applied (`states`) and generated. */
bool rbg_semisplit_random_move(rbg_semisplit *walker, void *state, rbg_rng *rng,
                               rbg_playout_stats *stats);

/* Random moves until the game ends or `max_moves` were made (then stats->hit_limit). */
void rbg_semisplit_playout(rbg_semisplit *walker, void *state, rbg_rng *rng, uint64_t max_moves,
                           rbg_playout_stats *stats);

#endif
