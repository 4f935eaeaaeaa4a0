/* A game behind plain functions, for bindings that cannot call through the function pointers of
 * rbg.h (Python's ctypes; docs/python.md).  A handle owns a reasoner and one search context, so a
 * handle is for one thread at a time.  States are caller-owned blocks of
 * rbg_handle_state_size() bytes; move lists are made here and freed with rbg_handle_moves_free. */
#ifndef RBG_HANDLE_H
#define RBG_HANDLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "agent.h"
#include "notation.h"
#include "rbg.h"

typedef struct rbg_handle rbg_handle;

/* rbg_load (librbg.h) with these options, quiet, no log; NULL with *error malloc'd.
 * rbg_handle_free lets the handle go; it is freed when its agents are freed too, so that
 * bindings may free them in any order (Python's at exit). */
rbg_handle *rbg_handle_load(const char *path, const char *backend, const char *split,
                            char **error);
void rbg_handle_free(rbg_handle *handle);
const rbg_reasoner *rbg_handle_reasoner(const rbg_handle *handle);
/* The game's name, its backend ("interp", "compiled"), its number of players, a player's name
 * (0: the keeper), and its split strategy ("none", ...). */
const char *rbg_handle_name(const rbg_handle *handle);
const char *rbg_handle_backend(const rbg_handle *handle);
const char *rbg_handle_split(const rbg_handle *handle);
int rbg_handle_players(const rbg_handle *handle);
const char *rbg_handle_player_name(const rbg_handle *handle, int player);
size_t rbg_handle_state_size(const rbg_handle *handle);

void rbg_handle_initial(rbg_handle *handle, void *state);
int rbg_handle_player(const rbg_handle *handle, const void *state);
bool rbg_handle_is_nodal(const rbg_handle *handle, const void *state);
int64_t rbg_handle_score(const rbg_handle *handle, const void *state, int player);

/* The legal moves (or, with `semimoves`, semimoves) of `state`, in a new list. */
rbg_moves *rbg_handle_legal(rbg_handle *handle, void *state, bool semimoves);
void rbg_handle_moves_free(rbg_moves *moves);
uint32_t rbg_handle_moves_count(const rbg_moves *moves);
/* Copies move i's actions (at most `capacity`) into `out`; returns its length. */
uint32_t rbg_handle_move(const rbg_moves *moves, uint32_t i, rbg_action *out, uint32_t capacity);
/* Applies move i of a list made for this state (a semimove when the list holds semimoves). */
bool rbg_handle_apply(rbg_handle *handle, void *state, const rbg_moves *moves, uint32_t i,
                      bool semimove);

/* The notation of the game (runtime/notation.h: its display hints read from the game's file on
 * first use) and a cell's name in it ("e2"; "?" for no cell). */
const rbg_notation *rbg_handle_notation(rbg_handle *handle);
const char *rbg_handle_cell_name(rbg_handle *handle, int cell);
/* The text form of `moves`, the legal moves (not semimoves) of `state`, in a new list; a move's
 * text (NULL past the end).  rbg_notation_find reads a typed move against it. */
rbg_move_texts *rbg_handle_texts(rbg_handle *handle, const void *state, const rbg_moves *moves);
void rbg_handle_texts_free(rbg_move_texts *texts);
const char *rbg_handle_text(const rbg_move_texts *texts, uint32_t i);

/* Perft (through semimoves when the game is split) and random playouts for `seconds` from
 * `state`, in C: returns the playouts, with the counters summed in `stats`. */
uint64_t rbg_handle_perft(rbg_handle *handle, const void *state, int depth);
uint64_t rbg_handle_bench(rbg_handle *handle, const void *state, double seconds, uint64_t seed,
                          uint64_t max_length, rbg_playout_stats *stats);

/* An agent from its string (agent.h) with these budgets; it may reload the game for split=.
 * NULL with *error malloc'd.  rbg_handle_choose gives the index of its move in `moves` (the
 * legal moves of `state`), -1 when it gave none; free it with rbg_handle_agent_free. */
rbg_agent *rbg_handle_agent(rbg_handle *handle, const char *spec, uint64_t seed, double seconds,
                            uint64_t states, char **error);
void rbg_handle_agent_free(rbg_handle *handle, rbg_agent *agent);
int64_t rbg_handle_choose(rbg_handle *handle, rbg_agent *agent, const void *state,
                          const rbg_moves *moves);
/* Tells the agent a move played (agent.h, observe: every move, in order, before its next
 * choice); why its last choice gave no move, when it failed (NULL otherwise). */
void rbg_handle_observe(rbg_agent *agent, const rbg_action *actions, uint32_t n);
const char *rbg_handle_failure(const rbg_agent *agent);

/* Game `index` of a match between agents A and B (match_game.h): its line of a match file,
 * malloc'd, or NULL with *error malloc'd. */
char *rbg_handle_match_game(rbg_handle *handle, const char *agent_a, const char *agent_b,
                            double seconds, uint64_t states, uint64_t seed, uint64_t index,
                            uint64_t max_length, char **error);

#endif
