/* Test helpers for agents: games of games-rbg/ as interpreter reasoners, with or without a split
 * strategy, a loader for split agents, and small game drivers. */
#ifndef RBG_TESTS_AGENT_GAMES_H
#define RBG_TESTS_AGENT_GAMES_H

#include <stdbool.h>
#include <stdint.h>

#include "agent.h"

typedef struct {
    char *text;            /* the game's source */
    rbg_reasoner *r;       /* orthodox (split none) */
    rbg_context *ctx;
    rbg_agent_options options; /* with a loader that builds this game under a strategy */
} test_game;

/* games-rbg/NAME.rbg; fails the test if it does not load. */
void test_game_open(test_game *g, const char *name);
/* A game given as text. */
void test_game_open_text(test_game *g, const char *text);
void test_game_close(test_game *g);

/* The state after the given cells were played, each move being the legal move whose first action
 * is on that cell (tic-tac-toe style). */
void test_game_play_cells(test_game *g, void *state, const int *cells, int n);

/* Is move i of `moves` at `state` an immediate win of the mover (the game ends, the mover scores
 * strictly more than everybody else)? */
bool test_game_wins(test_game *g, const void *state, const rbg_moves *moves, uint32_t i);

/* Creates an agent or fails the test with its message. */
rbg_agent *test_agent(test_game *g, const char *spec, uint64_t seed, const rbg_agent_options *options);

#endif
