/* The scratch of the hot loops (runtime/hot_loops.h): the buffers perft and playouts reuse, so a
 * steady run does not allocate.  Each backend's context holds one, named `hot`; zeroed memory is
 * an empty scratch. */
#ifndef RBG_HOT_SCRATCH_H
#define RBG_HOT_SCRATCH_H

#include "rbg.h"

/* One level of a path of semimoves: the semimoves of its state, how many are still untried (they
 * are kept first), and a state: in perft, the state after the one being tried; in a random move,
 * the level's own state, kept to go back to.  A level whose semimoves were only counted (`listed`
 * false) holds just the one being tried, number `picked` of the list. */
typedef struct {
    rbg_moves moves;
    uint32_t untried;
    uint32_t picked;
    bool listed;
    char *state;
} rbg_semi_level;

/* Boards up to this many 64-cell words can have placement turns (analysis.h). */
enum { RBG_HOT_MAX_CELL_WORDS = 64, RBG_PLACEMENT_MAX_ACTIONS = 8 };

/* The index of the last action of a move listed lazily, whose final tests are still to run: its
 * cell is the rules state where they start (the action before it is the switch). */
#define RBG_LAZY_MARK INT32_MIN

typedef struct {
    rbg_moves moves;          /* playouts */
    uint32_t *order;          /* lazy moves still to try, by index into moves */
    uint32_t order_capacity;
    char *backup;             /* the state before a lazy move is tried */
    uint64_t placement_cells[RBG_HOT_MAX_CELL_WORDS]; /* the moves of a placement turn */
    rbg_action placement_move[RBG_PLACEMENT_MAX_ACTIONS];
    rbg_moves *perft_moves;   /* [perft_depth] */
    char *perft_states;
    int perft_depth;
    rbg_semi_level *semi_levels; /* [n_semi_levels] */
    int n_semi_levels;
    char *semi_scratch;
} rbg_hot_scratch;

#endif
