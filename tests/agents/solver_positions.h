/* Positions for the solving agents' tests, found by seeded random play and checked by brute
 * force (a plain minimax over the reasoner), never hard-coded. */
#ifndef RBG_TESTS_SOLVER_POSITIONS_H
#define RBG_TESTS_SOLVER_POSITIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "agent_games.h"

/* Can player q force a win (mcts_wins) from `state` within `plies` plies? */
bool sp_forced_win(test_game *g, const void *state, int q, int plies);

/* A position of the game, the moves leading to it from the initial state. */
typedef struct {
    rbg_moves path;
    int mover;
} sp_position;

/* The first position of seeded random play (seed, at most `games` games) in which the mover has a
 * forced win in exactly `plies` plies (none in fewer) and at least one move that does not keep
 * it; its `n_winning` winning first moves (0: any number).  False if none was found. */
bool sp_find(test_game *g, uint64_t seed, int games, int plies, int n_winning, sp_position *out);
void sp_free(sp_position *p);

/* The state of a position, told to the agent (may be NULL) move by move. */
void sp_reach(test_game *g, const sp_position *p, void *state, rbg_agent *agent);

/* Does move i of `moves` at `state` keep a forced win within plies - 1 plies for the mover? */
bool sp_winning_move(test_game *g, const void *state, const rbg_moves *moves, uint32_t i, int plies);

#endif
