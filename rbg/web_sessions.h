/* The games that `rbg serve` keeps: one session per game on the page, its state on the server,
 * its agents thinking on a thread of their own so that requests never wait for a search. */
#ifndef RBG_WEB_SESSIONS_H
#define RBG_WEB_SESSIONS_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "agent.h"
#include "cli.h"
#include "librbg.h"
#include "web_notation.h"

enum { RBG_WEB_MAX_PLAYERS = RBG_CLI_MAX_AGENTS, RBG_WEB_MAX_SESSIONS = 64 };

/* A game file the server offers; loaded on first use and kept. */
typedef struct {
    char *name; /* the file name without .rbg */
    char *path;
    rbg_reasoner *reasoner; /* NULL until loaded */
    char *load_error;       /* why it could not be loaded (then it is not tried again) */
    rbg_load_request loader; /* for agents that search a split game (split=...) */
} rbg_web_game;

/* One move of a session's history, with what choosing it cost. */
typedef struct {
    int player;
    double seconds;
    uint64_t states, iterations;
    char *text; /* its text in the position it was played from (malloc'd) */
    int32_t *cells; /* its clicks (rbg_web_move_clicks), the history's highlight (malloc'd) */
    uint32_t n_cells;
} rbg_web_played;

typedef struct rbg_web_session {
    pthread_mutex_t lock;
    char id[17];
    int users;          /* requests using it now (guarded by the store's lock) */
    uint64_t last_used; /* store's clock at the last request */
    rbg_web_game *game;
    const rbg_reasoner *reasoner;
    rbg_context *context; /* the requests' */
    void *state;          /* after every move of the history */
    rbg_moves legal;      /* the legal moves of `state` */
    rbg_web_notation *notation; /* cell names, and the texts of `legal` */
    bool replay;          /* a recorded game: no one moves */
    char *specs[RBG_WEB_MAX_PLAYERS + 1]; /* "human" for a person */
    rbg_agent *agents[RBG_WEB_MAX_PLAYERS + 1]; /* NULL for a person */
    double time_per_move;
    uint64_t states_per_move;
    rbg_moves history;
    rbg_web_played *played;
    uint32_t cap_played;
    bool thinking;       /* an agent's thread is running */
    bool thread_started; /* `thread` must be joined */
    bool stopping;       /* the server is closing: agents make no further move */
    double think_start;
    rbg_agent_progress progress; /* the thinking agent's last report */
    bool has_progress;           /* it has reported during this move */
    pthread_t thread;
    char *failure; /* an agent gave no move: why; the game stops */
} rbg_web_session;

typedef struct {
    pthread_mutex_t lock;
    rbg_web_game *games;
    int n_games;
    rbg_web_session *sessions[RBG_WEB_MAX_SESSIONS];
    uint64_t clock;
    uint64_t next_id; /* mixed into new ids */
    const rbg_cli_options *options;
} rbg_web_store;

bool rbg_web_store_init(rbg_web_store *store, const rbg_cli_options *options, const char **paths,
                        int n_paths, char *error, size_t error_size);
/* Stops every agent (after its current move) and frees everything. */
void rbg_web_store_free(rbg_web_store *store);

/* The game of that name, loaded; NULL with the reason in `error`. */
rbg_web_game *rbg_web_store_game(rbg_web_store *store, const char *name, char *error,
                                 size_t error_size);

/* A new session playing `game`; specs[p - 1] is "human" or an agent string.  NULL with the
 * reason in `error` (a bad agent string, too many sessions thinking). */
rbg_web_session *rbg_web_session_new(rbg_web_store *store, rbg_web_game *game,
                                     const char *const *specs, int n_specs, double time_per_move,
                                     uint64_t states_per_move, char *error, size_t error_size);
/* A new session replaying `moves` (n texts) of `game`; NULL with the reason (which move is not
 * legal) in `error`. */
rbg_web_session *rbg_web_session_new_replay(rbg_web_store *store, rbg_web_game *game,
                                            const char *const *moves, uint32_t n, char *error,
                                            size_t error_size);

/* The session with that id, held until rbg_web_session_release (NULL: none). */
rbg_web_session *rbg_web_session_get(rbg_web_store *store, const char *id);
void rbg_web_session_release(rbg_web_store *store, rbg_web_session *session);

/* With session->lock held: */
int rbg_web_session_mover(const rbg_web_session *session); /* 0: nobody (the game ended) */
bool rbg_web_session_over(const rbg_web_session *session);
/* Plays the person's move `text`; false with the reason in `error`, and *conflict when the
 * move could be right but it is not a person's turn. */
bool rbg_web_session_play(rbg_web_session *session, const char *text, bool *conflict, char *error,
                          size_t error_size);
/* The person to move gives up: the game stops with that reason (false with the reason in `error`
 * when it is not a person's turn). */
bool rbg_web_session_resign(rbg_web_session *session, char *error, size_t error_size);
/* The state after the first `ply` moves of the history, into `state` (state_size bytes). */
void rbg_web_session_state_at(rbg_web_session *session, uint32_t ply, void *state);

#endif
