/* Static facts about a game's automata used by both backends (see analysis.c). */
#ifndef RBG_ANALYSIS_H
#define RBG_ANALYSIS_H

#include "program.h"

#include "hot_scratch.h"

/* A placement turn (docs/compiler.md): from its start state, a shift run reaches a
 * set of cells fixed by the start cell, each followed by the same on-test, then offs at that
 * cell and the switch (or final tests and the switch, see lazy_state), nothing else.  Its legal moves are the cells of the set whose piece passes
 * the test, in ascending order, each with the same modifiers; playouts count and draw them
 * without listing them. */
typedef struct rbg_placement {
    int32_t on_set;       /* the test the cell's piece must pass */
    int32_t words;        /* 64-bit words per mask */
    uint64_t *masks;      /* [(n_cells + 1) * words]: per start cell, the cells (bit d - 1) */
    int32_t n_modifiers;  /* the move's modifier indices, the switch last */
    int32_t modifiers[RBG_PLACEMENT_MAX_ACTIONS];
    /* -1, or the state after the last off when only tests stand between it and the switch
     * (lazy_switch, reversi's "closes a line"): a playout then runs them on the cell it draws
     * alone, as it does for moves listed lazily (hot_loops.h). */
    int32_t lazy_state;
    /* Whether those final tests choose among several endings, exactly one of which passes
     * (rbg_analysis_one_ending): each cell is then one move whatever the tests say. */
    bool one_ending;
    /* -1, or a chain pattern asked of the cell after the on-test, before the first off
     * (analysis_placement_filter.c): only the cells where it holds (fails when
     * `filter_negated`) are moves. */
    int32_t filter;
    bool filter_negated;
} rbg_placement;

typedef struct {
    /* Shift tables: for a state entered by the search that has shift edges, and a cell, the
     * pairs (state, cell) reachable by shifts alone, the pair itself included, in ascending cell
     * order.  States whose other edges are identical are represented once where their visited
     * marks mean the same (analysis.c, can_represent).  table_begin[state] is NULL for other states; otherwise the pairs of cell c are the
     * int32 pairs table_pairs[table_begin[state][c] .. table_begin[state][c + 1]). */
    int32_t **table_begin;
    int32_t *table_pairs;
    /* Patterns made of shifts only depend on the cell alone: their result per cell, or NULL. */
    uint8_t **static_patterns;
    /* Patterns that are one straight chain of shifts and tests (`down {empty}`) are checked by
     * a loop instead of a search: their edges in order, or NULL. */
    const rbg_edge ***chains;
    int32_t *chain_length;
    /* States whose only edge besides shifts is one on-test (the usual end of a shift run, as
     * in `anyCell {myPiece}`): that test's piece set, else -1, and where it leads. */
    int32_t *only_on_set, *only_on_target;
    /* Lazy final tests, per state: the modifier index of the switch when the state follows a
     * modifier and everything between it and that switch is tests including a pattern (chess's
     * `{! kingAttacked} ->>`), else 0.  Playouts list such moves without running the tests and
     * check only the move they draw. */
    int32_t *lazy_switch;
    /* Placement turns, per state (NULL elsewhere): see rbg_placement. */
    struct rbg_placement **placements;
} rbg_analysis;

void rbg_analysis_build(rbg_analysis *analysis, const rbg_program *program);
/* Whether on-sets a and b hold the same pieces. */
bool rbg_analysis_same_on_set(const rbg_program *program, int32_t a, int32_t b);
/* Whether states a and b have the same edges besides shifts (same actions, same targets) and
 * accept alike: at the end of a shift run either can stand for the other. */
bool rbg_analysis_same_continuation(const rbg_program *program, int32_t a, int32_t b);
/* Whether the state has an edge other than a shift, or accepts: a shift run ending there stops
 * somewhere (the pairs a shift table keeps). */
bool rbg_analysis_has_other_edges(const rbg_program *program, int32_t state);
/* Whether from `state` tests alone lead to several endings (offs and assignments in a line, then
 * a switch), and whatever the board exactly one of them passes (analysis_one_ending.c). */
bool rbg_analysis_one_ending(const rbg_program *program, int32_t state);
/* The chain pattern that `*state`, the state after a placement's on-test, asks alone before
 * going on (then `*state` becomes the state after it, `*negated` tells `{!`), or -1
 * (analysis_placement_filter.c). */
int32_t rbg_analysis_placement_filter(const rbg_analysis *analysis, const rbg_program *program, int32_t *state,
                                      bool *negated);
/* Whether chain pattern `a` holds at `cell` of a board of `pieces`. */
bool rbg_analysis_chain_holds(const rbg_analysis *analysis, const rbg_program *program, int32_t a,
                              const int16_t *pieces, int32_t cell);
void rbg_analysis_free(rbg_analysis *analysis, const rbg_program *program);

#endif
