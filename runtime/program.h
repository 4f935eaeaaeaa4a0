/* The tables of a game, as the interpreter reads them (produced by rbgc from the lowered game).
 *
 * Cells are numbered 1..n_cells in board order; 0 is "outside the board".  Automaton 0 is the
 * rules; automata 1.. are the patterns.  Every edge carries one action.  Arithmetic expressions
 * are trees stored in one array.  All arrays are owned by the program (rbg_program_free). */
#ifndef RBG_PROGRAM_H
#define RBG_PROGRAM_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    RBG_OP_SHIFT,    /* arg: edge label */
    RBG_OP_ON,       /* arg: piece set (index into on_sets) */
    RBG_OP_OFF,      /* arg: piece */
    RBG_OP_ASSIGN,   /* arg: variable, expr: value */
    RBG_OP_COMPARE,  /* arg: comparison (rbg_cmp), expr, expr2 */
    RBG_OP_SWITCH,   /* arg: player (1-based) */
    RBG_OP_KEEPER,   /* the keeper switch */
    RBG_OP_PATTERN,  /* arg: automaton, negated */
    RBG_OP_NOOP,     /* `.` (and switches inside patterns, which have no effect) */
} rbg_op;

typedef enum { RBG_CMP_EQ, RBG_CMP_NE, RBG_CMP_LT, RBG_CMP_LE, RBG_CMP_GT, RBG_CMP_GE } rbg_cmp;

typedef struct {
    uint8_t op;
    bool negated;
    int32_t arg;
    int32_t modifier; /* 1-based modifier index of offs, assignments and switches; 0 otherwise */
    int32_t expr, expr2;
    int32_t target;   /* automaton state reached */
} rbg_edge;

typedef struct {
    int32_t first_edge, n_edges;
    bool accepting;   /* the end of the rules / of the pattern */
    bool nodal;       /* a turn starts here */
    int32_t check;    /* index among the states needing a visited check, or -1 */
} rbg_state;

typedef struct {
    int32_t start;
    int32_t first_state, n_states;
    int32_t n_checks;
} rbg_automaton;

typedef enum { RBG_EXPR_CONST, RBG_EXPR_VARIABLE, RBG_EXPR_COUNT, RBG_EXPR_ADD, RBG_EXPR_SUB,
               RBG_EXPR_MUL, RBG_EXPR_DIV } rbg_expr_op;

typedef struct {
    uint8_t op;
    int32_t n_operands;
    int32_t first_operand; /* operands are operand_list[first_operand .. + n_operands) */
    int64_t value;         /* CONST; VARIABLE and COUNT: the index */
} rbg_expr;

/* What applying a modifier does, by modifier index (entry 0 unused). */
typedef struct {
    uint8_t op;      /* RBG_OP_OFF, RBG_OP_ASSIGN, RBG_OP_SWITCH or RBG_OP_KEEPER */
    int32_t arg;     /* piece, variable or player */
    int32_t expr;    /* ASSIGN */
    int32_t target;  /* the rules state after it */
} rbg_modifier;

typedef enum { RBG_BOARD_RECTANGLE, RBG_BOARD_HEXAGON, RBG_BOARD_CUBOID, RBG_BOARD_GRAPH } rbg_board_kind;

typedef struct rbg_program {
    char *name;
    int32_t n_cells, n_edges, n_pieces, n_variables, n_players;
    char **cell_names, **edge_names, **piece_names, **variable_names, **player_names;
    int64_t *bounds;           /* [n_variables] */
    int32_t *player_variable;  /* [n_players + 1], 1-based: the score variable of each player */
    int16_t *initial_pieces;   /* [n_cells + 1] */
    int32_t *neighbours;       /* [(n_cells + 1) * n_edges]; 0 = none */
    int32_t n_jump_edges;      /* the last edge labels are the compiler's jumps, no board's */
    rbg_board_kind board_kind;
    int32_t width, height, depth;
    int32_t *cell_x, *cell_y, *cell_z; /* [n_cells + 1] */
    int32_t *generator_edges;  /* [6], -1 unused */

    int32_t n_automata;
    rbg_automaton *automata;
    int32_t n_states;
    rbg_state *states;
    int32_t n_edges_total;
    rbg_edge *edges;
    int32_t on_set_words;      /* 64-bit words per piece set */
    int32_t n_on_sets;
    uint64_t *on_sets;
    int32_t n_exprs;
    rbg_expr *exprs;
    int32_t *operand_list;
    int32_t n_modifiers;
    rbg_modifier *modifiers;   /* [n_modifiers + 1] */
    bool uses_counts;          /* some expression counts pieces */
    int32_t straightness;      /* move straightness (-1 none, -2 unbounded) */
} rbg_program;

void rbg_program_free(rbg_program *program);
/* The board's edges alone (the compiler's jumps left out): their count, and the neighbours with
 * that stride, a copy to free, or NULL when the program has no jumps (`neighbours` is then the
 * board's). */
int32_t rbg_program_board_edges(const rbg_program *program);
int32_t *rbg_program_board_neighbours(const rbg_program *program);

#endif
