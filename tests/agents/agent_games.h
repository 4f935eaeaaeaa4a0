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
    void *state;           /* scratch state and move list for the test, freed with the game */
    rbg_moves moves;
} test_game;

/* games-rbg/NAME.rbg; fails the test if it does not load. */
void test_game_open(test_game *g, const char *name);
/* A game given as text. */
void test_game_open_text(test_game *g, const char *text);
void test_game_close(test_game *g);

/* g->state set to the initial state and g->moves to its legal moves; their number. */
uint32_t test_game_start(test_game *g);

/* Applies move i of `moves` to `state` and tells `agent` (may be NULL) if it observes. */
void test_game_apply(test_game *g, void *state, const rbg_moves *moves, uint32_t i, rbg_agent *agent);

/* The state after the given cells were played, each move being the legal move whose first action
 * is on that cell (tic-tac-toe style); `agent` (may be NULL) observes them. */
void test_game_play_cells(test_game *g, void *state, const int *cells, int n, rbg_agent *agent);

/* Plays a game from the initial state in g->state; agents[p] plays player p (NULL: uniformly
 * random from `rng`) and every agent observes every move.  Records the chosen indices in
 * `choices` (may be NULL); returns the number of moves, at most `max_moves`. */
int test_game_play(test_game *g, rbg_agent **agents, rbg_rng *rng, int64_t *choices, int max_moves);

/* Is move i of `moves` at `state` an immediate win of the mover (the game ends, the mover scores
 * strictly more than everybody else)? */
bool test_game_wins(test_game *g, const void *state, const rbg_moves *moves, uint32_t i);

/* Creates an agent or fails the test with its message. */
rbg_agent *test_agent(test_game *g, const char *spec, uint64_t seed, const rbg_agent_options *options);

#endif
