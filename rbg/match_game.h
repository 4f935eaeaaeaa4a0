/* One game of a match, played to its end, as the line the match file keeps. */
#ifndef RBG_MATCH_GAME_H
#define RBG_MATCH_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "agent.h"

typedef struct {
    const rbg_reasoner *reasoner;   /* a two-player game */
    const char *agent_a, *agent_b;  /* agent strings */
    rbg_agent_options options;      /* budgets, node limit, loader */
    uint64_t match_seed;
    uint64_t max_length;            /* the game is cut after this many moves */
} rbg_match_setup;

/* The seed of game `index`: a mix of both, so each game is reproducible on its own whatever
 * the order, the number of jobs or the shard that plays it.  The agent of player p (1, 2)
 * gets this seed + p, as `rbg play --seed` gives, so `rbg play` replays the game. */
uint64_t rbg_match_game_seed(uint64_t match_seed, uint64_t index);

/* Plays game `index`: A is player 1 when the index is even, player 2 when it is odd.  Returns
 * its line for the match file (malloc'd, newline included), or NULL with a reason in `error`
 * (an agent that cannot be made or gives up). */
char *rbg_match_play_game(const rbg_match_setup *setup, uint64_t index, char *error,
                          size_t error_size);

#endif
