/* Who won a finished game, for the algorithms that need a win/loss predicate (solvers, proof
 * numbers, NMCS, minimax rollouts; docs/agents.md, "Rewards"): player p wins iff its score is
 * strictly greater than every other player's.  A draw is a win for nobody. */
#ifndef RBG_AGENT_OUTCOME_H
#define RBG_AGENT_OUTCOME_H

#include <stdbool.h>

#include "rbg.h"

static inline bool mcts_wins(const rbg_reasoner *r, const void *state, int p)
{
    int64_t mine = r->score(r, state, p);
    for (int q = 1; q <= r->info->n_players; q++)
        if (q != p && r->score(r, state, q) >= mine)
            return false;
    return true;
}

/* The winner of a finished game, 0 for none. */
static inline int mcts_winner(const rbg_reasoner *r, const void *state)
{
    for (int p = 1; p <= r->info->n_players; p++)
        if (mcts_wins(r, state, p))
            return p;
    return 0;
}

#endif
