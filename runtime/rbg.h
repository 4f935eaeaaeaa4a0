/* The reasoner interface: everything agents and commands know about a game.
 *
 * A reasoner answers questions about states of one game.  The interpreter implements it from
 * tables; compiled reasoners implement the same table of operations.  A state is an opaque block
 * of `state_size` bytes, copied with memcpy.  Search scratch (visited sets, buffers) lives in a
 * context, one per thread.  Players are numbered 1..n_players; 0 is the keeper.
 *
 * A move is a sequence of actions (cell, modifier index): the modifiers it executes in order, the
 * last one being the switch that ends it.  Cells are 1..n_cells in board order.  Its text form is
 * `cell index cell index ...`.  A semimove is one action: the path to the next split point (a
 * modifier, or a `.` whose index is given as -(automaton state)). */
#ifndef RBG_H
#define RBG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rng.h"

/* in a generated reasoner: after the game's code { */
/* What a game's rules say about the sum of its final scores, for the agents that may use
 * r_1 + r_2 = 1 only in constant-sum games. */
typedef enum {
    RBG_SUM_UNKNOWN = 0,  /* a computed score, or too many score vectors to follow */
    RBG_SUM_GENERAL,      /* some score vector the rules set has another sum */
    RBG_SUM_CONSTANT,     /* every possible final vector has the sum S */
    RBG_SUM_ONCE_SCORED,  /* every vector the rules set has the sum S, but the initial zeros
                             (sum 0) reach a state where a game may end: the sum is S unless
                             a game ends before any score is set (tic-tac-toe, breakthrough) */
} rbg_score_sum_kind;
/* } in a generated reasoner: after the game's code */

typedef struct {
    int32_t cell;
    int32_t index;
} rbg_action;

/* A list of moves in caller-owned, growable storage: move i is actions[begin[i] .. begin[i+1]). */
typedef struct {
    rbg_action *actions;
    uint32_t n_actions, cap_actions;
    uint32_t *begin; /* [n_moves + 1] */
    uint32_t n_moves, cap_moves;
} rbg_moves;

void rbg_moves_init(rbg_moves *moves);
void rbg_moves_free(rbg_moves *moves);
void rbg_moves_clear(rbg_moves *moves);
void rbg_moves_add(rbg_moves *moves, const rbg_action *actions, uint32_t n);
/* in a generated reasoner: after the game's code { */
static inline uint32_t rbg_move_length(const rbg_moves *moves, uint32_t i)
{
    return moves->begin[i + 1] - moves->begin[i];
}
static inline const rbg_action *rbg_move_actions(const rbg_moves *moves, uint32_t i)
{
    return moves->actions + moves->begin[i];
}
/* } in a generated reasoner: after the game's code */

/* What a game is: names and the shape of its board, for commands that show it. */
typedef struct {
    const char *name;
    int32_t n_cells, n_pieces, n_variables, n_players, n_edges;
    const char *const *cell_names;     /* [n_cells + 1], index 0 unused */
    const char *const *piece_names;
    const char *const *variable_names;
    const char *const *player_names;   /* [n_players + 1], index 0 "keeper" */
    const char *const *edge_names;
    const int64_t *score_bounds;       /* [n_players + 1], the declared maximum scores */
    int32_t board_kind;                /* 0 rectangle, 1 hexagon, 2 cuboid, 3 explicit graph */
    int32_t width, height, depth;
    const int32_t *cell_x, *cell_y, *cell_z; /* [n_cells + 1] */
    const int32_t *neighbours;         /* [(n_cells + 1) * n_edges], 0 = none */
    /* What the rules prove about the sum of the final scores (an rbg_score_sum_kind, found by
     * runtime/score_sum.c): with CONSTANT or ONCE_SCORED, the sum is score_sum. */
    int32_t score_sum_kind;
    int64_t score_sum;
} rbg_game_info;

typedef struct rbg_context rbg_context;
typedef struct rbg_reasoner rbg_reasoner;

/* in a generated reasoner: after the game's code { */
/* Counters a playout reports. */
typedef struct {
    uint64_t moves;        /* player moves applied (nodal states reached) */
    uint64_t states;       /* every (semi)move applied */
    uint64_t generated;    /* (semi)moves generated */
    uint64_t generations;  /* states where moves were generated */
    bool hit_limit;        /* stopped by the length limit, not by the end of the game */
    /* Set by the caller: list every legal move, so that `generated` counts legal moves.
     * Otherwise a playout may list moves whose final tests it has not run yet (chess's "not in
     * check") and run them only on the moves it draws, which is faster and just as uniform;
     * `generated` then counts those candidates. */
    bool exact;
} rbg_playout_stats;

struct rbg_reasoner {
    const rbg_game_info *info;
    size_t state_size;
    const char *backend; /* "interp", "compiled" */
    void *impl;

    rbg_context *(*context_new)(const rbg_reasoner *reasoner);
    void (*context_free)(rbg_context *context);

    /* The initial state, with the keeper's first moves already applied. */
    void (*initial)(rbg_context *context, void *state);
    int (*player)(const rbg_reasoner *reasoner, const void *state);   /* 0: the keeper */
    bool (*is_nodal)(const rbg_reasoner *reasoner, const void *state);
    /* Variable values; a player's score is the value of its variable. */
    int64_t (*variable)(const rbg_reasoner *reasoner, const void *state, int variable);
    int64_t (*score)(const rbg_reasoner *reasoner, const void *state, int player); /* 1.. */
    int (*piece)(const rbg_reasoner *reasoner, const void *state, int cell);      /* 1.. */
    /* A 64-bit Zobrist hash of the whole state (board, variables, player to move, place in the
     * rules, and the current cell where it matters: runtime/cursor.h): equal for equal states,
     * the same in both backends (docs/solving.md).  The state keeps the part of its cells and
     * variables up to date move by move, so this costs no pass over the board; but a state left
     * by the hot loops below (a playout, a random semimove) has that part stale, and its hash
     * is computed from scratch, the same value. */
    uint64_t (*hash)(const rbg_reasoner *reasoner, const void *state);
    /* The same hash computed from every cell and variable: what `hash` must equal (tests). */
    uint64_t (*hash_from_scratch)(const rbg_reasoner *reasoner, const void *state);
    /* Whether two states are the same position: everything the hash reads is equal.  The
     * solvers' tables confirm a solved entry with it, so a hash collision costs a search, never
     * a wrong proof. */
    bool (*same_position)(const rbg_reasoner *reasoner, const void *a, const void *b);

    /* Every legal move of the player to move (none if the keeper is to move or the game ended);
     * returns how many. */
    uint32_t (*legal_moves)(rbg_context *context, void *state, rbg_moves *out);
    /* Applies a move (trusted to be legal), then the keeper's moves.  Returns false when the
     * keeper got stuck, which ends the game. */
    bool (*apply)(rbg_context *context, void *state, const rbg_action *actions, uint32_t n);

    /* Semimoves of the state (nodal or not): each move of `out` has one action. */
    uint32_t (*legal_semimoves)(rbg_context *context, void *state, rbg_moves *out);
    /* Applies one semimove; when it ends a move, the keeper's moves follow. */
    bool (*apply_semimove)(rbg_context *context, void *state, rbg_action action);

    /* Hot loops, inside the reasoner so a compiled game pays no indirect call per move.  They
     * leave the state's kept hash stale (see `hash`): compare the states they hand back with
     * `same_position`, not their bytes. */
    uint64_t (*perft)(rbg_context *context, const void *state, int depth);
    void (*playout)(rbg_context *context, void *state, rbg_rng *rng, uint64_t max_moves,
                    rbg_playout_stats *stats);

    /* The same built one semimove at a time (docs/split-moves.md): perft counts the nodal
     * states reached after `depth` moves; a random move picks a uniform semimove at each level and
     * backtracks out of dead ends (false, state unchanged, when there is no move); `stats` of a
     * random move may be NULL. */
    uint64_t (*semisplit_perft)(rbg_context *context, const void *state, int depth);
    bool (*semisplit_random_move)(rbg_context *context, void *state, rbg_rng *rng,
                                  rbg_playout_stats *stats);
    void (*semisplit_playout)(rbg_context *context, void *state, rbg_rng *rng, uint64_t max_moves,
                              rbg_playout_stats *stats);

    void (*destroy)(rbg_reasoner *reasoner);
};

/* Text form: `cell index cell index ...`.  Returns a malloc'd string. */
char *rbg_move_to_text(const rbg_action *actions, uint32_t n);
/* Parses a move; false (with a one-line reason in `error`) when the text is not a move. */
bool rbg_move_parse(const char *text, rbg_action *out, uint32_t capacity, uint32_t *n,
                    char *error, size_t error_size);
/* Index of the legal move equal to the given actions, or -1. */
int64_t rbg_moves_find(const rbg_moves *moves, const rbg_action *actions, uint32_t n);
/* } in a generated reasoner: after the game's code */

#endif
