/* The `rbg` command: options shared by its subcommands, loading a game, the subcommands. */
#ifndef RBG_CLI_H
#define RBG_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "librbg.h"
#include "notation.h"
#include "rbg.h"

enum { RBG_CLI_MAX_AGENTS = 16 };

/* The longest playout of bench and game of play when --max-length is not given: far beyond the
 * games of games-rbg/ (the longest, Los Alamos chess, ends by its rules after 2500 moves), so
 * that only games whose random playouts need not end are stopped by it, with a notice. */
#define RBG_CLI_DEFAULT_CAP 10000u

typedef struct {
    const char *command;
    const char *game;
    const char *positional[RBG_CLI_MAX_AGENTS]; /* the arguments after the game */
    int n_positional;
    const char *backend;  /* "compiled" or "interp" */
    const char *split;    /* a strategy name (rbgc/split.h), "none" by default */
    bool semimoves;       /* moves: list the semimoves instead of the moves */
    bool numeric;         /* moves, play: moves in the numeric form `cell index ...` */
    uint64_t game_index;  /* replay: the game of the match file (its "index") */
    bool exact;           /* bench: list every legal move (no lazy final tests) */
    uint64_t seed;
    bool json;
    double seconds;       /* bench: 0 = not given */
    uint64_t playouts;    /* bench: 0 = not given */
    uint64_t max_length;  /* playouts and games: at most this many moves */
    bool default_cap;     /* bench, play: max_length is RBG_CLI_DEFAULT_CAP, not given */
    const char *after;    /* moves: the moves played first, separated by ';' */
    const char *agents[RBG_CLI_MAX_AGENTS];
    int n_agents;
    double time_per_move;
    uint64_t states_per_move;
    const char *record;
    bool quiet;
    uint64_t max_nodes;     /* play, match: the agents' node limit (0: their default) */
    uint64_t games;         /* match: games in the whole match */
    uint64_t jobs;          /* match: games played at once */
    const char *out;        /* match: the match file (NULL: a name made from the arguments) */
    bool resume;            /* match: continue the match file */
    bool force;             /* play: --record may overwrite an existing file */
    uint64_t shard, shards; /* match: play the games g with g % shards == shard - 1 */
    const char **files;     /* merge: the match files; serve: the games */
    int n_files;
    /* solve: the values as given, checked by rbg solve (NULL: the default) */
    const char *algo, *nodes, *theta, *precision, *leaf_playouts, *memory;
    bool mcpns_compat;      /* solve: MCPNS leaves as in the PPNS paper's code */
    bool win_only;          /* solve: only ask whether the player to move can force a win */
    bool tt;                /* solve: pns, mcpns, ppns with a table of solved positions */
    bool score;             /* solve: the exact score the player to move can secure */
    double progress_seconds; /* solve: a progress line on stderr this often (0: none) */
    uint64_t port;          /* serve: the port on 127.0.0.1 */
    int argc;               /* the command line, for match to say how to resume it */
    char **argv;
} rbg_cli_options;

/* Prints a one-line message (`rbg: ...`) to stderr and returns 1, for the callers' `return`. */
int rbg_cli_fail(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* Loads the game of the options into a reasoner; NULL after printing the diagnostics. */
rbg_reasoner *rbg_cli_load(const rbg_cli_options *options);

/* What agents that search semimoves need to load the game of the command line again under
 * another split strategy (with librbg's rbg_load_split as their loader): the backend the first
 * load ended up using, and the command's --quiet. */
rbg_load_request rbg_cli_load_request(const rbg_cli_options *options, const rbg_reasoner *loaded);

/* What every game command starts from: the reasoner, its notation, a context, and the state
 * reached by playing --after from the initial state (the moves played kept in `after`). */
typedef struct {
    rbg_reasoner *reasoner;
    rbg_notation *notation;
    rbg_context *context;
    void *state;
    rbg_moves after;
} rbg_cli_session;

/* Loads the game and reaches the starting state; false after printing why. */
bool rbg_cli_session_open(const rbg_cli_options *options, rbg_cli_session *session);
void rbg_cli_session_close(rbg_cli_session *session);

/* Plays `MOVES` (text forms separated by ';') from the initial state into `state`; the moves
 * played are added to `played` unless it is NULL. */
bool rbg_cli_play_moves(const rbg_reasoner *reasoner, const rbg_notation *notation,
                        rbg_context *context, void *state, const char *moves, rbg_moves *played);

/* Parses a whole decimal number; false if the text is anything else. */
bool rbg_cli_parse_u64(const char *text, uint64_t *out);
bool rbg_cli_parse_seconds(const char *text, double *out);

int rbg_cmd_perft(const rbg_cli_options *options);
int rbg_cmd_bench(const rbg_cli_options *options);
int rbg_cmd_moves(const rbg_cli_options *options);
int rbg_cmd_play(const rbg_cli_options *options);
int rbg_cmd_match(const rbg_cli_options *options);
int rbg_cmd_merge(const rbg_cli_options *options);
int rbg_cmd_solve(const rbg_cli_options *options);
int rbg_cmd_serve(const rbg_cli_options *options);
int rbg_cmd_agents(const rbg_cli_options *options);
int rbg_cmd_help(const rbg_cli_options *options);
int rbg_cmd_show(const rbg_cli_options *options);
int rbg_cmd_replay(const rbg_cli_options *options);

/* Prints `title` and each player's score on one line. */
void rbg_draw_scores(const rbg_reasoner *reasoner, const void *state, const char *title, FILE *out);

/* Draws the board of `state` (rectangle, hexagon and cuboid boards as grids, others as a list). */
void rbg_draw_board(const rbg_reasoner *reasoner, const rbg_notation *notation, const void *state,
                    FILE *out);

#endif
