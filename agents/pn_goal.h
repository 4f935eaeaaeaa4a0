/* What the proof-number solvers try to prove of a finished game (docs/solving.md): by default
 * that the target player won (its score strictly above every other's); with options.score_goal,
 * that its score is at least options.min_score, the question behind exact values. */
#ifndef RBG_PN_GOAL_H
#define RBG_PN_GOAL_H

#include "outcome.h"
#include "pn_solver.h"

static inline bool pn_goal_met(const rbg_reasoner *r, const rbg_pn_options *o, const void *state,
                               int target)
{
    if (o->score_goal)
        return r->score(r, state, target) >= o->min_score;
    return mcts_wins(r, state, target);
}

#endif
