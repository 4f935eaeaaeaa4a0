/* The roll-up pass of a roll-up tree ([SPLIT]; docs/agents.md). */
#ifndef RBG_MCTS_ROLLUP_H
#define RBG_MCTS_ROLLUP_H

#include "mcts.h"

/* After an iteration's backpropagation: bottom-up along its path, dissolves each intermediate
 * child that is fully expanded and was visited at least as often as it has children; its
 * slots replace the edge into it, labelled with the edge's label (less a trailing dot) followed
 * by theirs, keeping their children, statistics and AMAF data. */
void mcts_rollup_pass(mcts *m);

#endif
