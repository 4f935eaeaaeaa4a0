/* What a game's rules say about the sum of its scores where a game can end (docs/agents.md,
 * "Solving inside the tree"): the score bounds of Score-Bounded MCTS may use r_1 + r_2 = 1 only
 * when every finished game's scores sum to the same value.
 *
 * The rules automaton is walked with the sets of score vectors each state can hold (every
 * variable starts at 0).  A game can end where a turn starts (the start, after a switch, the
 * keeper's included) and at the end of the rules; the vectors found there are the possible final
 * scores, or more (a state need not be a dead end).  Only assignments of constants to score
 * variables are followed; a computed score (`[$ white = white + 1]`) makes the sum unknown. */
#ifndef RBG_SCORE_SUM_H
#define RBG_SCORE_SUM_H

#include <stdint.h>

#include "program.h"
#include "rbg.h" /* rbg_score_sum_kind */

/* The kind, and in *sum the S of CONSTANT and ONCE_SCORED. */
rbg_score_sum_kind rbg_score_sum_analyse(const rbg_program *program, int64_t *sum);

#endif
