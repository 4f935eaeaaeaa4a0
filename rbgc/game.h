/* The lowered game: the one structure every later stage reads (rules automaton, interpreter,
 * split passes, C emitter, printer).  No macro, no board generator and no syntax is left:
 *
 *  - pieces, sorted by name (byte-wise), indexed 0..n_pieces-1;
 *  - variables with their bounds: first one score variable per distinct player name (in the
 *    order of first declaration), then the declared variables sorted by name;
 *  - players in declaration order (index 0 is the language's player 1; the keeper has no index);
 *  - edges (direction labels), sorted by name;
 *  - cells in board order, each with its starting piece and one target per edge label;
 *  - the rules as a normalised tree (language reference 7.9), modifiers numbered 1..n_modifiers
 *    in depth-first order outside patterns (8.5).
 *
 * Everything lives in the game's arena and is freed by rbgc_game_free. */
#ifndef RBGC_GAME_H
#define RBGC_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "diag.h"

/* ---- arithmetic ---- */

typedef enum {
    RBGC_ARITH_CONST,
    RBGC_ARITH_VARIABLE, /* value of variable `index` (a score when it is a player's) */
    RBGC_ARITH_COUNT,    /* number of cells holding piece `index` */
    RBGC_ARITH_ADD,      /* n-ary, operands merged where nested */
    RBGC_ARITH_SUB,      /* n-ary, folds left: a - b - c = (a - b) - c */
    RBGC_ARITH_MUL,      /* n-ary, operands merged where nested */
    RBGC_ARITH_DIV,      /* n-ary, folds left, truncates toward zero */
} rbgc_arith_kind;

typedef struct rbgc_arith {
    rbgc_arith_kind kind;
    rbgc_loc loc;
    int64_t value; /* CONST */
    int index;     /* VARIABLE, COUNT */
    int n_operands;
    struct rbgc_arith **operands;
    int64_t min, max; /* every value the expression can take lies in min..max (checker) */
} rbgc_arith;

typedef enum { RBGC_CMP_EQ, RBGC_CMP_NE, RBGC_CMP_LT, RBGC_CMP_LE, RBGC_CMP_GT, RBGC_CMP_GE } rbgc_cmp_op;

/* ---- rules ---- */

typedef enum {
    RBGC_RULE_SHIFT,         /* edge */
    RBGC_RULE_ON,            /* pieces[0..n_pieces) sorted; empty = always fails */
    RBGC_RULE_OFF,           /* piece */
    RBGC_RULE_ASSIGN,        /* variable = value */
    RBGC_RULE_COMPARE,       /* left op right */
    RBGC_RULE_SWITCH,        /* player */
    RBGC_RULE_KEEPER_SWITCH,
    RBGC_RULE_PATTERN,       /* children[0], negated */
    RBGC_RULE_NOOP,          /* `.`, a split point */
    RBGC_RULE_CONCAT,        /* children[0..n_children), n_children >= 2 */
    RBGC_RULE_CHOICE,        /* children[0..n_children), n_children >= 2 */
    RBGC_RULE_STAR,          /* children[0] */
} rbgc_rule_kind;

typedef struct rbgc_rule {
    rbgc_rule_kind kind;
    rbgc_loc loc;
    int modifier; /* 1-based modifier index; 0 for non-modifiers and inside patterns */
    int edge;     /* SHIFT */
    int piece;    /* OFF */
    int n_pieces; /* ON */
    int *pieces;  /* ON */
    int player;   /* SWITCH */
    int variable; /* ASSIGN */
    rbgc_arith *value;              /* ASSIGN */
    rbgc_cmp_op op;                 /* COMPARE */
    rbgc_arith *left, *right;       /* COMPARE */
    bool negated;                   /* PATTERN: `{! }` */
    int n_children;
    struct rbgc_rule **children;
} rbgc_rule;

static inline bool rbgc_rule_is_modifier(const rbgc_rule *rule)
{
    return rule->kind == RBGC_RULE_OFF || rule->kind == RBGC_RULE_ASSIGN ||
           rule->kind == RBGC_RULE_SWITCH || rule->kind == RBGC_RULE_KEEPER_SWITCH;
}

/* ---- board ---- */

typedef enum {
    RBGC_BOARD_RECTANGLE,
    RBGC_BOARD_HEXAGON,
    RBGC_BOARD_CUBOID,
    RBGC_BOARD_GRAPH,
} rbgc_board_kind;

typedef struct {
    const char *name;  /* rx0y0, hx1y2, cx0y0z1 or the name written in the graph form */
    int piece;         /* starting piece */
    int x, y, z;       /* position in the generator's grid (0 for the graph form) */
    int *next;         /* next[edge]: target cell, or -1 when there is no such edge */
} rbgc_cell;

typedef struct {
    const char *name;
    int64_t bound; /* values lie in 0..bound */
} rbgc_variable;

typedef struct {
    const char *name;
    int variable; /* its score variable */
    rbgc_loc loc; /* of its declaration */
} rbgc_player;

typedef struct {
    int applicational, main, move, semimove; /* -1: no segment, -2: unbounded */
} rbgc_straightness;

typedef struct rbgc_game {
    rbgc_arena *arena;

    int n_pieces;
    const char **pieces;
    int n_variables;
    rbgc_variable *variables;
    int n_players;
    rbgc_player *players;
    int n_edges;
    const char **edges;
    int n_jump_edges; /* the last labels: the compiler's jumps (normalize_edge_walks.c), no board's */

    rbgc_board_kind board_kind;
    int width, height, depth; /* grid size of a generator (widest line for a hexagon) */
    /* The generator's labels in the order written (-1 unused): rectangle U D L R,
     * hexagon NW NE E SE SW W, cuboid U D L R F B. */
    int generator_edges[6];
    int *line_length; /* generators: cells in line y of layer z, holes included, [z * height + y] */
    int n_cells;
    rbgc_cell *cells;

    rbgc_rule *rules;
    int n_modifiers;
    rbgc_straightness straightness;
} rbgc_game;

void rbgc_game_free(rbgc_game *game);

/* Index lookups by name; -1 when absent. */
int rbgc_game_piece(const rbgc_game *game, const char *name);
int rbgc_game_variable(const rbgc_game *game, const char *name);
int rbgc_game_player(const rbgc_game *game, const char *name);
int rbgc_game_edge(const rbgc_game *game, const char *name);

/* Structural equality, ignoring source locations (used for the print round trip). */
bool rbgc_game_equal(const rbgc_game *a, const rbgc_game *b);
bool rbgc_rule_equal(const rbgc_rule *a, const rbgc_rule *b);

#endif
