/* A plain alpha-beta minimax over the reasoner interface, the oracle the proof-number solvers are
 * checked against: the value of a state for a player, with best play by both sides to the end
 * of the game (1 win, 0 draw, -1 loss; a win is a score strictly above the other's). */
#ifndef RBG_TESTS_MINIMAX_H
#define RBG_TESTS_MINIMAX_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

/* The value of `state` for `player` in a two-player game; false when the search would visit
 * more than `max_nodes` states (the position is then too big to check). */
bool test_minimax(const rbg_reasoner *r, rbg_context *ctx, const void *state, int player,
                  uint64_t max_nodes, int *value);

#endif
