/* Proof-number solvers (docs/agents.md, "Solvers"; docs/solving.md): PNS, MCPNS, PPNS and df-pn
 * prove whether a player can force a win from a state, within a node and a time limit.
 *
 * A search answers one question, "can `target` force a win?" (a draw counts as not a win):
 * PROVED, DISPROVED, or UNKNOWN when a limit stopped it.  rbg_pn_value asks it twice in
 * two-player games (for the player to move, then for the opponent) to tell a win, a draw and a
 * loss apart.  Searches are reproducible: the playouts of MCPNS and PPNS draw from a generator
 * seeded with `seed`, and nothing else is random. */
#ifndef RBG_PN_SOLVER_H
#define RBG_PN_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "rbg.h"

typedef enum { RBG_PN_PNS, RBG_PN_MCPNS, RBG_PN_PPNS, RBG_PN_DFPN } rbg_pn_algo;

/* Nodes allowed when the options say 0 (df-pn: no limit). */
#define RBG_PN_DEFAULT_MAX_NODES 2000000u
/* df-pn's transposition table when the options say 0. */
#define RBG_PN_DEFAULT_MEMORY ((uint64_t)64 << 20)

typedef struct {
    rbg_pn_algo algo;
    uint64_t max_nodes;        /* nodes created, the root included (0: the default); df-pn:
                                * states visited (0: no limit) */
    double seconds;            /* wall-clock limit of the whole call (0: none) */
    uint64_t seed;
    uint32_t playouts;         /* MCPNS, PPNS: random playouts per evaluated leaf (60 in [PPNS]) */
    double theta;              /* MCPNS, PPNS: a leaf's estimate is kept in [theta, 1 - theta] */
    double precision;          /* PPNS: the precision rate pr (0: stop on exact proofs only) */
    bool mcpns_compat;         /* MCPNS: pn = rho, dn = 1 - rho as in the PPNS paper's code */
    uint64_t max_playout_moves; /* a playout stopped by this many moves counts as no win (0: 1e9) */
    bool win_only;             /* rbg_pn_value: only ask whether the player to move can win */
    bool score_goal;           /* prove "the target's score is at least min_score" instead of
                                * "the target wins" (agents/pn_goal.h) */
    int64_t min_score;
    bool tt;                   /* PNS, MCPNS, PPNS: a table of solved positions (--tt) */
    uint64_t memory;           /* df-pn, and the others with tt: bytes of the tables (0: the
                                * default) */
    bool principal_variation;  /* df-pn: give the proof's main line as text (report.pv) */
    /* NULL, or the notation the main line is written in (e2e4; runtime/notation.h); NULL:
     * the numeric form `cell index ...` */
    const struct rbg_notation *notation;
    bool (*interrupted)(void); /* NULL, or asked now and then: true stops the search (unknown) */
    /* NULL, or called about every progress_seconds with the counts of the running search */
    void (*progress)(void *arg, uint64_t nodes, uint64_t iterations, double seconds);
    void *progress_arg;
    double progress_seconds;
} rbg_pn_options;

/* The defaults of 11.4 / 11.5: 60 playouts, theta 0.01, exact proofs, the default node limit. */
rbg_pn_options rbg_pn_default_options(rbg_pn_algo algo);
/* "pns", "mcpns", "ppns", "dfpn"; false for any other name. */
bool rbg_pn_algo_parse(const char *name, rbg_pn_algo *out);
const char *rbg_pn_algo_name(rbg_pn_algo algo);

typedef enum { RBG_PN_UNKNOWN, RBG_PN_PROVED, RBG_PN_DISPROVED } rbg_pn_verdict;

typedef struct {
    rbg_pn_verdict verdict;
    /* Proved or disproved for certain (every leaf under the proof is a finished game); false for a
     * PPNS conclusion drawn by the precision rate, which is only very likely. */
    bool exact;
    bool hit_nodes, hit_time; /* why an UNKNOWN search stopped */
    bool hit_interrupt;       /* ... options.interrupted said so */
    bool hit_cycle;           /* df-pn: a state repeated on the path (docs/solving.md) */
    uint64_t nodes;           /* nodes created */
    uint64_t iterations;      /* descents with their expansion */
    uint64_t playouts;
    double seconds;
    /* PROVED: the index (in legal_moves order) of a winning move of the root; -1 otherwise or when
     * the target is not the player to move. */
    int64_t best_move;
    /* the tables (df-pn, or another with options.tt): lookups, those that found the state, hash
     * collisions caught by comparing positions, and the size in bytes */
    uint64_t tt_lookups, tt_hits, tt_collisions, tt_bytes;
    /* df-pn with options.principal_variation, PROVED or DISPROVED: the main line of the proof,
     * moves separated by "; " (malloc'd, freed by rbg_pn_value_report_free), else NULL */
    char *pv;
} rbg_pn_report;

/* Can `target` (1..n_players) force a win from `state`?  For more than two players every node
 * where another player moves is an AND node (the paranoid convention). */
void rbg_pn_solve(const rbg_reasoner *r, rbg_context *ctx, const void *state, int target,
                  const rbg_pn_options *options, rbg_pn_report *report);

/* NOT_WIN: the player to move cannot force a win, and whether it is a draw or a loss is not
 * known (`win_only`, or the second search stopped at a limit). */
typedef enum {
    RBG_PN_VALUE_UNKNOWN, RBG_PN_WIN, RBG_PN_DRAW, RBG_PN_LOSS, RBG_PN_NOT_WIN
} rbg_pn_value_kind;

typedef struct {
    rbg_pn_value_kind value; /* for the player to move */
    bool not_win;            /* the player to move was shown not to win (DRAW, LOSS, NOT_WIN) */
    int searches;            /* 1 or 2 */
    rbg_pn_report first;     /* can the player to move win? */
    rbg_pn_report second;    /* can the opponent win? (when searches == 2) */
    uint64_t nodes, iterations; /* of both searches */
    double seconds;
    bool exact;              /* every search that decided the value was exact */
} rbg_pn_value_report;

/* The value of a non-terminal state of a two-player game for the player to move: WIN when it can
 * force a win; otherwise a second search asks whether the opponent can, giving LOSS, or DRAW when
 * neither can (with `win_only`, no second search: NOT_WIN).  The node limit applies
 * to each search, the time limit to both together. */
void rbg_pn_value(const rbg_reasoner *r, rbg_context *ctx, const void *state,
                  const rbg_pn_options *options, rbg_pn_value_report *report);
/* Frees the principal variations of the searches. */
void rbg_pn_value_report_free(rbg_pn_value_report *report);
const char *rbg_pn_value_name(rbg_pn_value_kind value); /* "win", "draw", "loss", "not-win", "unknown" */

typedef struct {
    /* The score the player to move can secure whatever the others do lies in [low, high]
     * (low == high: the exact value); in a two-player constant-sum game, the game's value. */
    int64_t low, high;
    int searches;
    uint64_t nodes, iterations;
    double seconds;
    bool exact;               /* every search that narrowed the interval was exact */
    rbg_pn_report stopped;    /* the search that stopped on a limit, if one did */
    int64_t best_move;        /* a move securing `low` (legal_moves order), or -1 */
} rbg_pn_score_report;

/* The score the player to move can secure, by proofs of "at least v" (options.score_goal) in a
 * binary search over 0 .. its declared maximum; limits as in rbg_pn_value. */
void rbg_pn_score(const rbg_reasoner *r, rbg_context *ctx, const void *state,
                  const rbg_pn_options *options, rbg_pn_score_report *report);

/* Shared by the searches: calls options->progress when it is due (next: when it is due next). */
void rbg_pn_progress_tick(const rbg_pn_options *options, double start, double *next,
                          uint64_t nodes, uint64_t iterations);

#endif
