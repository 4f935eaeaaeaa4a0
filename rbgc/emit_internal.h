/* What the parts of the C emitter share: the program, its analysis, and which search functions
 * have been asked for.  Search functions come in five flavours: A lists the moves (or the
 * semimoves) of a player, K applies the keeper's first move, P decides a pattern, C counts a
 * player's moves or finds the i-th of them (only in counted games: see `counted`), and S does
 * the same for semimoves (see `semi_counted`). */
#ifndef RBGC_EMIT_INTERNAL_H
#define RBGC_EMIT_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "analysis.h"
#include "c_writer.h"
#include "plan_leaves.h"
#include "plan_ray.h"
#include "plan_shape.h"
#include "program.h"

enum { EMIT_A, EMIT_K, EMIT_P, EMIT_C, EMIT_S, EMIT_FLAVOURS };

typedef struct {
    const rbg_program *p;
    rbg_analysis an;
    int32_t *automaton_of;   /* [n_states] */
    bool *wanted[EMIT_FLAVOURS];  /* [n_states]: a function is needed */
    bool *planned[EMIT_FLAVOURS]; /* [n_states]: a function is planned (rbgc_plan_functions) */
    int32_t *functions;      /* the planned functions in printing order, as f * n_states + state */
    int32_t n_functions;
    struct rbgc_state_plan *function_plans; /* [n_functions]: the plan of each */
    uint8_t *segment;        /* [n_states]: at a modifier's target, what its segment meets
                                (rbgc_plan_levels) */
    bool plan_missed;        /* a printer called a function the plan lacks: the C is not used */
    rbgc_shape_entry **table_shapes; /* [n_states]: the fixed shape of the state's shift table
                                        (rbgc_table_shape), planned once; NULL when none */
    int *n_table_shapes;             /* [n_states]: its entries */
    struct rbgc_way_masks *way_masks; /* [n_states]: rbgc_plan_way_masks of the state, found
                                        when first asked (walking a pattern from every cell is
                                        costly, and several planners ask) */
    int32_t *any_square;     /* [n_states]: the common continuation state of an any-square
                                table, or -1 */
    bool *any_start_differs; /* [n_states]: the start cell of that table goes on through the
                                state itself, whose edges differ from the common ones */
    bool **any_pieces;       /* [n_states]: for an any-square continuation whose edges are all
                                on-tests, the pieces one of them accepts ([n_pieces]), or NULL */
    int32_t **any_branches;  /* [n_states]: for an any-square table of several branches whose
                                cells the occupancy bits find, the branches' continuations
                                (ended by -1), or NULL */
    int32_t *any_legal_test; /* [n_states]: for an any-square continuation, the edge of the
                                pattern test right after its on-test when the cells where it
                                passes fill as bits (plan_any_legal.c), else -1 */
    bool *unseen_off;        /* [n_edges_total]: an off of the rules whose continuation up to
                                the switch never looks at its cell (plan_defer.c) */
    int32_t *off_ending_test; /* [n_edges_total]: for an off followed by a pattern asked both
                                ways, one way ending the move, that test's edge index, else -1
                                (plan_off_tests.c) */
    int32_t *off_replaces;   /* [n_edges_total]: for an off of the rules, the one piece its cell
                                holds before it, when the rules say which, else -1
                                (plan_cell_pieces.c) */
    bool uses_occ;           /* some any-square loop iterates occupancy bitsets */
    bool uses_memo;          /* some pattern keeps memoised results */
    bool counts_by_occ;      /* `$ piece` is the population count of the piece's occupancy word,
                                and the state keeps no counts */
    bool *asked_once;        /* [n_automata]: the pattern is asked at most once per pattern
                                version, so it keeps no memo (plan_asked_once.c) */
    bool counted;            /* playouts count the moves and find the drawn one (search_count)
                                instead of listing them: some rays end a move at every cell */
    bool semi_counted;       /* semisplit playouts count the semimoves and find the drawn one
                                (search_semi_count): some rays end a semimove at every cell, or
                                some any-square has cells that end one each */
    bool *semi_count_at;     /* [n_states]: a semimove search from the state is counted */
    bool *count_tables;      /* [n_states]: rbgc_find_count_tables */
    int occ_words;
    const char *cell_type;   /* smallest unsigned type holding a cell */
} rbgc_emitter;

/* Arithmetic expression `index` as a C expression over `S`; divisions clear `ok_`. */
void rbgc_emit_expr(FILE *out, const rbg_program *p, int32_t index);
bool rbgc_expr_divides(const rbg_program *p, int32_t index);
/* Whether the piece on cell `cell` (a C expression) is in piece set `set`: a C expression.
 * Writes "1" for the set of all pieces. */
void rbgc_emit_on_test(FILE *out, const rbg_program *p, int32_t set, const char *cell);
bool rbgc_on_set_empty(const rbg_program *p, int32_t set);
bool rbgc_on_set_has(const rbg_program *p, int32_t set, int32_t piece);
/* The union of the occupancy bitsets (word w_) of the pieces marked in `has` ([n_pieces]), or
 * of the pieces of on-set `set`: a C expression, through the complement when that is shorter. */
void rbgc_emit_occupancy_of(FILE *out, const rbg_program *p, const bool *has);
/* The same for the word `word` (a C expression) instead of w_. */
void rbgc_emit_occupancy_word(FILE *out, const rbg_program *p, const bool *has, const char *word);
void rbgc_emit_occupancy(FILE *out, const rbg_program *p, int32_t set);
void rbgc_emit_occupancy_set_word(FILE *out, const rbg_program *p, int32_t set, const char *word);

/* Whether an any-square loop of the rules from `state` through `common` reaches the pair
 * (target of common's on-test, cell) at most once in a visited level, so that the loop needs
 * no visited check there: nothing but that test enters the target, and the loop's run is
 * entered only by modifiers (each opens a level when a check follows) and switches (a search
 * starts afresh after one).  Mill's "any man of mine, then lift it" is such a loop. */
bool rbgc_any_square_visits_once(const rbgc_emitter *em, int32_t state, int32_t common);

/* A pattern that floods a region (emit_flood.c): from the cell, shifts `first`; at each cell
 * reached, the end test makes the pattern hold, and after the walk test the shifts `step` go on. */
enum { RBGC_FLOOD_SHIFTS = 8 };
typedef struct {
    int n_first, n_step;
    int32_t first[RBGC_FLOOD_SHIFTS], step[RBGC_FLOOD_SHIFTS]; /* edge labels */
    int32_t end_set, walk_set;                                 /* on-sets */
} rbgc_flood;
/* Whether pattern automaton `a` has that shape; fills `f`. */
bool rbgc_find_flood(const rbg_program *p, int32_t a, rbgc_flood *f);
/* Writes `static bool pattern_flood_<a>(gsearch *x, int cell)`, deciding the pattern at the cell. */
void rbgc_emit_flood(const rbgc_emitter *em, FILE *out, int32_t a, const rbgc_flood *f);
/* Whether pattern state q is such a walk state inside a larger pattern (go's "would live":
 * a stone put down, then the liberties of its chain): shifts `step` from q, then at each cell
 * the end test, or the walk test back into q; q has a visited check.  Fills `f` (no `first`). */
bool rbgc_find_flood_walk(const rbg_program *p, int32_t q, rbgc_flood *f);
/* The body of q's pattern function after its opening: the walk by a stack, its cells taken as
 * q's visited pairs, so that every entry into q shares them as the search's would. */
void rbgc_emit_flood_walk(const rbgc_emitter *em, FILE *out, int32_t q, const rbgc_flood *f);

/* Per pattern automaton, whether the rules ask it at most once per pattern version
 * (plan_asked_once.c): [n_automata], to free. */
bool *rbgc_plan_asked_once(const rbg_program *p);

/* Whether pattern automaton `a` is decided by a few masks of cells from its start
 * (rbgc_pattern_ways): then it is asked again each time rather than memoised. */
bool rbgc_pattern_by_ways(const rbgc_emitter *em, int32_t a);

/* In an any-square loop from `state` through `common`: the on-tests whose cells each end one
 * move (one semimove when `semi`) and nothing else, each with the edge they end with (a switch;
 * for a semimove also an off or a dot), so that a count may take them from the occupancy bits
 * without any visited check (plan_direct.c).  No other test of the loop accepts their pieces.
 * Chess's lifts @Mod: the pawn's, the knight's, the bishop's, the rooks' and the queen's. */
/* The only edge of `state`, when it has one and nothing else happens there (no acceptance, no
 * visited check, no shift table), or NULL (plan_direct.c). */
const rbg_edge *rbgc_only_edge(const rbgc_emitter *em, int32_t state);

enum { RBGC_DIRECT_MAX = 16 };
typedef struct {
    int n;
    const rbg_edge *tests[RBGC_DIRECT_MAX];
    const rbg_edge *records[RBGC_DIRECT_MAX];
} rbgc_direct;
/* Fills `direct`; false when there is none. */
bool rbgc_find_direct(const rbgc_emitter *em, int32_t state, int32_t common, bool semi, rbgc_direct *direct);

/* Marks em->unseen_off: offs that a move search may record without applying them. */
void rbgc_find_unseen_offs(rbgc_emitter *em);
/* Whether pattern automaton `automaton`, run from any cell, never looks at that cell nor at
 * anything an off there changes (plan_defer.c). */
bool rbgc_pattern_blind_to_start(const rbgc_emitter *em, int32_t automaton);
/* Fills em->off_ending_test (plan_off_tests.c). */
void rbgc_find_off_tests(rbgc_emitter *em);
/* Fills em->off_replaces, once the offs left unapplied are known (plan_cell_pieces.c). */
void rbgc_plan_cell_pieces(rbgc_emitter *em);

/* A pattern's walk to any cell of `from_set` (of the pieces of `from_pieces` when from_set is
 * -1) followed, from `state`, only by shifts of fixed cell offsets and on-tests, written as
 * whole-board bit operations (emit_sweep.c): false, and nothing written, when the pattern or
 * the board has another shape. */
int rbgc_find_board_sweep(const rbgc_emitter *em, int32_t state, rbgc_way *ways); /* its ways, or 0 */
/* The same from an any-cell loop's continuation `common` whose edges besides the loop's shifts
 * are on-tests, each a branch: the ways of all branches, each starting with its test. */
int rbgc_find_branches_sweep(const rbgc_emitter *em, int32_t common, rbgc_way *ways);
void rbgc_emit_board_sweep(const rbgc_emitter *em, FILE *out, int32_t from_set, const bool *from_pieces,
                           const rbgc_way *ways, int n, const char *in);

/* A turn whose moves a counting search takes from whole-board bit operations (emit_sweep.c):
 * an any-square through `common` over one piece set, or over several disjoint ones each with a
 * continuation of its own (draughts: a man steps forward, a king four ways), on a board of one
 * word.  Per branch (its on-test's set): offs at the cell that are recorded only (`lifts`, their
 * modifier indices), then steps of fixed cell offsets each with one on-test, perhaps an off
 * putting the piece down (`lands`, -1 without), and the switch.  The steps of branch b are
 * first_step[b] .. first_step[b + 1] - 1. */
enum { RBGC_SWEEP_MAX_LIFTS = 4, RBGC_SWEEP_MAX_STEPS = RBGC_SHAPE_MAX_ENTRIES, RBGC_SWEEP_MAX_BRANCHES = 4 };
enum { RBGC_SWEEP_MAX_ENDS = 4, RBGC_SWEEP_MAX_CHAIN = 4 };
/* One way a swept step's move ends on its landing cell (sweep_ends.c): static pattern tests
 * there (`tested`; `cells`: the landing cells that pass them all, a bit per cell), and
 * modifiers recorded unapplied, the last one the switch. */
typedef struct {
    bool tested;
    uint64_t cells;
    int n_mods;
    int32_t mods[RBGC_SWEEP_MAX_CHAIN];
} rbgc_sweep_end;
/* The cells a path of shifts moves, grouped by the number it adds to the cell: one group on a
 * rectangle, one per kind of row on a board whose rows differ in length (emit_sweep.c). */
enum { RBGC_SWEEP_GROUPS_MAX = 8 };
typedef struct {
    int n;
    int32_t offset[RBGC_SWEEP_GROUPS_MAX];
    uint64_t has[RBGC_SWEEP_GROUPS_MAX]; /* the cells of the group, as bits */
} rbgc_offset_groups;
typedef struct {
    int n_branches, n_steps;
    int32_t sets[RBGC_SWEEP_MAX_BRANCHES];
    int first_step[RBGC_SWEEP_MAX_BRANCHES + 1];
    int n_lifts[RBGC_SWEEP_MAX_BRANCHES];
    int32_t lifts[RBGC_SWEEP_MAX_BRANCHES][RBGC_SWEEP_MAX_LIFTS];
    int32_t tests[RBGC_SWEEP_MAX_STEPS];
    int32_t lands[RBGC_SWEEP_MAX_STEPS]; /* the off putting the piece down, or -1 */
    rbgc_offset_groups moved[RBGC_SWEEP_MAX_STEPS]; /* the cells a step can go from, by offset */
    int n_ends[RBGC_SWEEP_MAX_STEPS];
    rbgc_sweep_end ends[RBGC_SWEEP_MAX_STEPS][RBGC_SWEEP_MAX_ENDS];
} rbgc_move_sweep;
/* The ends of a swept step from `state`, the state after its on-test, into ends
 * (RBGC_SWEEP_MAX_ENDS) and *n; false when the move does not end so. */
bool rbgc_sweep_ends(const rbgc_emitter *em, int32_t state, rbgc_sweep_end *ends, int *n);
/* Whether some end of the sweep is chosen by a static test of the landing cell. */
int rbgc_sweep_ends_by_cell(const rbgc_move_sweep *sweep);
bool rbgc_find_move_sweep(const rbgc_emitter *em, int32_t common, rbgc_move_sweep *sweep);
/* The body of the counting search's function for that any-square. */
void rbgc_emit_move_sweep(const rbgc_emitter *em, FILE *out, const rbgc_move_sweep *sweep);

/* A shift table whose every entry ends one semimove (one move when not `semi`) at its own cell,
 * at once or after one on-test, with different cells at every start cell (emit_count_table.c):
 * a count takes its semimoves from masks of its cells and the occupancy bits.  Breakthrough
 * @ModShift's rows and a row's pawns.  Not for tables written otherwise (any-squares, fixed
 * shapes). */
enum { RBGC_COUNT_TABLE_GROUPS = 8 };
typedef struct {
    int n_groups;
    int32_t sets[RBGC_COUNT_TABLE_GROUPS]; /* per group of entries, their on-test, or -1 */
} rbgc_count_table;
bool rbgc_find_count_table(const rbgc_emitter *em, int32_t state, bool semi, rbgc_count_table *t);
/* Per state ([n_states], malloc'd), whether its table is one to count so in semimove searches:
 * only where a dot leads to it, as Shift's dot after a row leads to the row's cells, and where
 * its cells are tested, so that a row without the tested pieces costs a count instead of a walk.
 * (A level of untested cells, such as the rows themselves, is listed anyway at its first dead
 * end: amazons' rows without an amazon.) */
bool *rbgc_find_count_tables(const rbgc_emitter *em);
/* Writes the masks into `data` and, into `out`, the count that passes over the table's
 * semimoves unless the picked one is among them; the table's walk must follow. */
void rbgc_emit_count_table(const rbgc_emitter *em, FILE *out, FILE *data, int32_t state, bool semi,
                           const rbgc_count_table *t);

/* Whether a count from `state` finds, at every cell, a number of moves that the board does not
 * change (plan_constant_counts.c): then counts[1..n_cells] ([n_cells + 1]) holds them, and
 * `*same_everywhere` tells whether they are all one number. */
bool rbgc_constant_counts(const rbgc_emitter *em, int32_t state, int32_t *counts, bool *same_everywhere);
/* Writes, at the top of a count function of `state`, the pass over those moves (write_constant_counts.c). */
void rbgc_put_constant_count(const rbgc_emitter *em, int32_t state, FILE *out);
/* Planning (plan_search.c): what the printers choose their code by. */
bool rbgc_has_check(const rbg_program *p, int32_t state);

/* A ray loop: a state whose shift table, at every cell, holds the next cell of its ray step
 * (where the board has one) going on through the state itself, and otherwise only entries at
 * that cell or at the next one, the same at every cell.  Its search walks the ray in a loop
 * instead of a call and a table loop per cell (amazons' queen lines, chess's slides).  The
 * entries the table puts before the ray's are run on the way out, the ones after it on the way
 * back, as the recursive search would order them. */
enum { RBGC_RAY_MAX_EXITS = 16 };

typedef struct {
    int32_t state;
    bool at_next; /* at the next cell of the ray, else at the current one */
} rbgc_ray_exit;

typedef struct rbgc_ray_loop {
    rbgc_ray_step step;
    rbgc_ray_exit exits[RBGC_RAY_MAX_EXITS]; /* in table order, the ray's own entry left out */
    int n_exits;
    int n_before; /* exits[0 .. n_before) come before the ray's entry */
} rbgc_ray_loop;
bool rbgc_find_ray_loop(const rbgc_emitter *em, int32_t state, rbgc_ray_loop *loop);
/* The record edge of a counted ray (a ray ending a move, a semimove when `semi`, at every cell,
 * counted by the occupancy bits): the state's one edge besides its shifts, which ends the move
 * with no condition, or NULL. */
const rbg_edge *rbgc_counted_ray_record(const rbgc_emitter *em, int32_t state, const rbgc_ray_loop *loop, bool semi);
/* Whether a semimove search counts the table of `state` by its cells' bits (emit_count_table.c,
 * rbgc_find_count_tables): not where the state lacks the occupancy bits, nor where the table is
 * written as a ray loop. */
bool rbgc_count_table_at(const rbgc_emitter *em, int32_t st);
/* +1 when every step along the path of shifts goes to a higher cell, -1 when to a lower one,
 * else 0. */
int rbgc_step_direction(const rbg_program *p, const int32_t *shifts, int n);
/* The continuation of an any-cell loop of a pattern at `state` (one on-test after a table
 * reaching every cell, the start cell included), or -1. */
int32_t rbgc_any_cell_target(const rbgc_emitter *em, int32_t state);
/* An any-cell loop of a pattern at `state` whose continuation's edges are all on-tests, each a
 * branch of its own (`anySquare ({king} ... + {man} ...)`), when a board sweep takes the
 * branches from every cell at once: the sweep's ways (rbgc_find_branches_sweep), with the
 * continuation in *common (the cells walked hold the pieces of em->any_pieces[*common]); 0
 * when the pattern has another shape. */
int rbgc_any_cell_branches_sweep(const rbgc_emitter *em, int32_t state, int32_t *common, rbgc_way *ways);
/* The continuation of a loop of a pattern at `state` over a set of cells fixed by the start
 * cell, where shifts alone go round a loop (a table whose cells all go on the same way,
 * not accepting), or -1 (plan_cell_sets.c). */
int32_t rbgc_shift_loop_continuation(const rbgc_emitter *em, int32_t state);
/* That continuation when it is one on-test, `(w* + e*) {empty}`, or -1; and the set per cell,
 * (n_cells + 1) masks of 64-bit words, to free, holding only the cells d with passes[d] (all
 * when `passes` is NULL). */
int32_t rbgc_cell_set_target(const rbgc_emitter *em, int32_t state);
/* Writes placement_filter_<a>(S, cell) for each chain pattern a placement asks of its cells
 * (emit_placement_filter.c). */
void rbgc_put_placement_filters(const rbgc_emitter *em, FILE *out);
/* The offset of cell numbers that shift `edge` adds wherever it leads somewhere (those cells,
 * on a board of at most 64, in `has`), or 0 when it differs between cells. */
int32_t rbgc_uniform_shift_offset(const rbg_program *p, int32_t edge, uint64_t *has);
/* The pattern whose cells a placement's final test asks, when the playout can have them all at
 * once as bits (emit_legal_cells.c; `negated`: the test is `{! }`), else -1. */
int32_t rbgc_legal_cells_pattern(const rbgc_emitter *em, const rbg_placement *pl, bool *negated);
/* Whether every edge of pattern `a` is a shift of one offset, an on-test or a no-op (and, unless
 * `start_tests`, no on-test can be at the start cell): its cells can be filled as bits. */
bool rbgc_pattern_fills_as_bits(const rbg_program *p, int32_t a, bool start_tests);
/* Writes legal_cells_<a>(S): the cells where pattern `a` holds, all at once (emit_legal_cells.c). */
void rbgc_put_legal_cells_fill(const rbg_program *p, int32_t a, FILE *out);
/* Any-squares whose cells pass a pattern test right after their on-test (plan_any_legal.c):
 * fills em->any_legal_test; whether a planned function asks pattern `a` so; writes the fills
 * those functions call; the state each cell of the loop of `plan` goes on from (`*once`: a
 * call, not a visited go). */
void rbgc_find_any_legal_tests(rbgc_emitter *em);
bool rbgc_any_legal_fills(const rbgc_emitter *em, int32_t a);
void rbgc_put_any_legal_fills(const rbgc_emitter *em, FILE *out);
int32_t rbgc_any_bits_next(const rbgc_emitter *em, const struct rbgc_state_plan *plan, bool *once);
/* Writes hot_placement_legal (hot_loops.h) and the fills it calls. */
void rbgc_put_legal_cells(const rbgc_emitter *em, FILE *out);
/* apply_action, every action of a chosen move by a switch on the modifier (emit_apply.c). */
void rbgc_put_apply_action(const rbg_program *p, FILE *out);
/* Whether a playout applies the placement turn at `state` by hot_place's own case. */
bool rbgc_plan_placed_directly(const rbgc_emitter *em, int32_t state);
/* Writes the filter of placement `pl` (one word of cells) as bit operations where its chain
 * is one step of a constant offset and one test; false, nothing written, otherwise. */
bool rbgc_put_placement_filter_bits(const rbgc_emitter *em, const rbg_placement *pl, FILE *out);
/* That step's offset (and in `has` the cells where it leads somewhere), or 0 when the filter is
 * asked cell by cell. */
int32_t rbgc_placement_filter_offset(const rbgc_emitter *em, const rbg_placement *pl, uint64_t *has);
uint64_t *rbgc_cell_set_masks(const rbgc_emitter *em, int32_t state, const bool *passes);
/* A loop of a pattern over a set of cells fixed by the start cell, then a piece test and tests
 * that each cell fixes, in a line in any order (plan_cell_masks.c): the piece test's set, and
 * the state after the line (accepting when the pattern ends there). */
typedef struct {
    int32_t on_set;
    int32_t after;
} rbgc_cell_mask_loop;
/* Whether `state` starts such a loop (at least one test fixed per cell in the line). */
bool rbgc_cell_mask_loop_at(const rbgc_emitter *em, int32_t state, rbgc_cell_mask_loop *loop);
/* Its masks per start cell, (n_cells + 1) masks of 64-bit words, to free: the cells of the set
 * where the tests fixed per cell pass; `same_everywhere` tells whether every start cell has
 * the same mask (the set is the whole board, as for an any-cell). */
uint64_t *rbgc_cell_mask_loop_masks(const rbgc_emitter *em, int32_t state, bool *same_everywhere);
/* The size of the tree a pattern from `state` unfolds into, or -1 when it has another cycle
 * than rays or exceeds `budget` (on_path: [n_states], all false). */
int32_t rbgc_tree_size(const rbgc_emitter *em, int32_t state, bool *on_path, int32_t budget);
/* Fills em->wanted (where each flavour of search starts), em->counted, em->semi_counted and
 * em->semi_count_at. */
void rbgc_plan_searches(rbgc_emitter *em);

/* The plan of a search function (plan_state.c): how the function of a state explores its edges
 * in one flavour, which the printers of emit_search.c write and `rbgc plan` prints. */
typedef enum {
    RBGC_PLAN_EDGES,        /* its edges, one after the other (single steps followed inline) */
    RBGC_PLAN_CYCLE,        /* single steps that come back to a state followed: a call */
    RBGC_PLAN_FLOOD_WALK,   /* a pattern's walk over a region by a stack (emit_flood.c) */
    RBGC_PLAN_RAY_LOOP,     /* a ray walked in a loop (rbgc_find_ray_loop) */
    RBGC_PLAN_COUNTED_RAY,  /* a ray ending a move or semimove at every cell, counted by bits */
    RBGC_PLAN_ANY_EVERY,    /* an any-square: every cell, in order */
    RBGC_PLAN_ANY_STATIC,   /* ... the cells where a static test after it can pass (emit_any_static.c) */
    RBGC_PLAN_ANY_BITS,     /* an any-square: the cells of the tested pieces, by occupancy bits */
    RBGC_PLAN_ANY_DIRECT,   /* ... where the cells ending one move each are counted by bits */
    RBGC_PLAN_MOVE_SWEEP,   /* ... whose moves are whole-board bit operations (emit_sweep.c) */
    RBGC_PLAN_ANY_BRANCHES, /* an any-square of several branches, by occupancy bits */
    RBGC_PLAN_SHAPED,       /* a table of fixed shape, written out (plan_shape.h) */
    RBGC_PLAN_COUNT_TABLE,  /* a table counted by masks of its cells (emit_count_table.c) */
    RBGC_PLAN_TABLE_BITS,   /* a table's cells passing its one on-test, by occupancy bits (plan_table_bits.c) */
    RBGC_PLAN_TABLE,        /* a table: a loop over its constant arrays */
    RBGC_PLAN_KINDS
} rbgc_plan_kind;

/* A table whose pairs all go on by one on-test into one state (plan_table_bits.c): the test's
 * pieces, the pattern edge of that state the mask answers too (else NULL) with its step's
 * offset and the cells that have the step, and the state the loop calls: that state, or the
 * one past the pattern the mask has answered. */
typedef struct {
    int32_t on_set, next;
    const rbg_edge *filter;
    int32_t offset;
    uint64_t has;
} rbgc_table_bits;
/* Whether the table at `state` is such; fills `tb`. */
bool rbgc_find_table_bits(const rbgc_emitter *em, int32_t state, rbgc_table_bits *tb);
/* Its cells per start cell, (n_cells + 1) rows of occ_words words, to free. */
uint64_t *rbgc_table_bits_masks(const rbgc_emitter *em, int32_t state);

typedef struct rbgc_state_plan {
    rbgc_plan_kind kind;
    int32_t at;           /* the state whose edges are explored (after the single steps) */
    int32_t common;       /* any-square: the common continuation, else -1 */
    bool start_differs;   /* any-square: the start cell goes on through its own edges */
    bool legal_cells;     /* ANY_BITS: only the cells passing em->any_legal_test[common], as bits */
    rbgc_ray_loop ray;    /* RAY_LOOP, COUNTED_RAY */
    rbgc_direct direct;   /* ANY_DIRECT */
    rbgc_move_sweep sweep; /* MOVE_SWEEP */
    rbgc_count_table count_table; /* COUNT_TABLE */
    rbgc_table_bits table_bits; /* TABLE_BITS */
    rbgc_flood walk;      /* FLOOD_WALK */
} rbgc_state_plan;

/* Any-squares continued by static pattern tests only (emit_any_static.c): whether `common`
 * is such, with the cells where a test passes in `cells` ([n_cells + 1]) when not NULL; the
 * constant list `name` of those cells and the loop over it. */
bool rbgc_any_static_cells(const rbgc_emitter *em, int32_t common, bool *cells);
void rbgc_emit_any_static_loop(const rbgc_emitter *em, FILE *data, FILE *out, int32_t common, const char *name,
                               const char *in);

/* The plan of the function of `state` in flavour f (an EMIT_ value). */
void rbgc_plan_state(const rbgc_emitter *em, int32_t state, int f, rbgc_state_plan *plan);
/* The plan of the table at `state` alone (em->an.table_begin[state] != NULL). */
void rbgc_plan_table_at(const rbgc_emitter *em, int32_t state, int f, rbgc_state_plan *plan);
/* Where a function of `state` stops following single steps inline, or -1 (RBGC_PLAN_CYCLE). */
int32_t rbgc_plan_chain_end(const rbgc_emitter *em, int32_t state, int f);

/* How a pattern automaton is decided. */
typedef enum {
    RBGC_PATTERN_STATIC, /* made of shifts: a constant per cell */
    RBGC_PATTERN_CHAIN,  /* a chain of steps, written inline */
    RBGC_PATTERN_WAYS,   /* masks of cells per way, asked again each time (plan_leaves.h) */
    RBGC_PATTERN_TREE,   /* unfolded into nested conditions, memoised */
    RBGC_PATTERN_FLOOD,  /* a region flooded by a stack (emit_flood.c), memoised */
    RBGC_PATTERN_SEARCH, /* the search functions, memoised */
} rbgc_pattern_strategy;
/* The strategy of pattern automaton `a` (a > 0); fills `flood` for RBGC_PATTERN_FLOOD. */
rbgc_pattern_strategy rbgc_plan_pattern(const rbgc_emitter *em, int32_t a, rbgc_flood *flood);

/* An entry of a written-out table that starts, in a counting search (flavour f), a counted ray
 * of the same step (the arrow's eight lines from the amazon's landing): the ray's state, or -1
 * (plan_state.c). */
int32_t rbgc_plan_counted_entry(const rbgc_emitter *em, int f, const rbgc_shape_entry *e);
/* The switch that directly follows a modifier reaching `state`, if that is all that follows:
 * the modifier and the switch are recorded at once (plan_functions.c). */
const rbg_edge *rbgc_final_switch(const rbgc_emitter *em, int32_t state);
/* Plans the search functions the game has (plan_functions.c), once rbgc_plan_searches has run:
 * marks em->planned and lists them in em->functions in the order they are printed. */
void rbgc_plan_functions(rbgc_emitter *em);

/* A searched pattern that two edges of a state ask ({! P} ... + {? P} ...) is decided once,
 * into a local, where the first of them asks: the edges between restore what they change.
 * For edge k of `state`: not such a pattern, its first ask, or a later one (plan_state.c). */
typedef enum { RBGC_ASKED_ALONE, RBGC_ASKED_FIRST, RBGC_ASKED_AGAIN } rbgc_pattern_asked;
rbgc_pattern_asked rbgc_plan_pattern_asked(const rbgc_emitter *em, int32_t state, int32_t k);

/* The ways through a pattern from `state` that are only shifts and on-tests of one set, as
 * masks of the cells each way tests from each start cell (plan_way_masks.c): the pattern holds
 * when the set's pieces cover one of the cell's masks.  A pattern without a loop has its fixed
 * ways (rbgc_pattern_ways); one with a loop is walked from every cell (`walked`), and a cell
 * with fewer masks than n_ways gets masks that never hold.  NULL when the pattern has another
 * shape or the board leaves no bit past its last cell.  Found once per state and kept in the
 * emitter (rbgc_way_masks_release frees them). */
typedef struct rbgc_way_masks {
    bool found;      /* planned already */
    int n_ways;
    int32_t on_set;
    bool walked;
    uint64_t *masks; /* way i, cell c, word w: [(i * (n_cells + 1) + c) * words + w] */
} rbgc_way_masks;
const rbgc_way_masks *rbgc_plan_way_masks(const rbgc_emitter *em, int32_t state);
void rbgc_way_masks_release(rbgc_emitter *em);

/* A ray of a written-out pattern that walks cells of one kind and then tests the first other
 * cell, as chess's `((up) {empty})* (up) {rook, queen}` does: the exit test of that ray at
 * `state` (ray: the index of its edge), or NULL when the state is no such ray; `off_walk`
 * ([n_pieces + 1]) gets the pieces that stop the walk. */
const rbg_edge *rbgc_blocker_ray_test(const rbgc_emitter *em, int32_t state, int32_t ray, const rbgc_ray_step *step,
                                      bool *off_walk);

/* In a pattern tree on a board of one word, a shift `e` whose target tests one cell and goes on
 * into a blocker ray along the same direction, whose test ends the pattern: `d {W} (d {W})* d
 * {T}`, chess's "a rook or queen along a line, past at least one empty square".  Its test T,
 * with the step's shifts (RBGC_RAY_MAX_SHIFTS) and the pieces off the walk, or NULL. */
const rbg_edge *rbgc_plan_step_blocker_ray(const rbgc_emitter *em, const rbg_edge *e, int32_t *shifts, int *n_shifts,
                                           bool *off_walk);
/* The edges of `state` (but edge `skip`) whose branches are leaves (plan_leaves.h) ending with a
 * test that at least one other leaf ends with too, asked as masks by the occupancy bits: marks
 * them in `masked` ([n_edges]), and returns the number of leaves (`leaves`, RBGC_LEAVES_MAX,
 * each with its edge in `edge_of`). */
int rbgc_plan_leaf_masks(const rbgc_emitter *em, int32_t state, int32_t skip, rbgc_leaf *leaves, int32_t *edge_of,
                         bool *masked);

/* What a pattern written out as a tree (RBGC_PATTERN_TREE, or WAYS) is made of, as its printer
 * writes it (plan_tree.c): each a count of the places in the tree. */
typedef struct {
    int ways;              /* ways of shifts and tests of one set, by masks */
    int walked_ways;       /* the same from a pattern with a loop, walked cell by cell */
    int any_cells;         /* any-cell loops over occupancy bits */
    int cell_sets;         /* loops over a set of cells fixed by the start cell, by the bits */
    int sweeps;            /* any-cells swept over the whole board at once (sweep_ways: their ways) */
    int sweep_ways;
    int rays;              /* rays walked cell by cell */
    int blocker_rays;      /* rays whose first cell off the walk the occupancy bits find */
    int step_blocker_rays; /* a step into such a ray, past its first cell, by the bits */
    int leaf_masks;        /* branches of shifts ending with one test, asked as one mask */
    int cell_masks;        /* loops over a set of cells, a piece test and tests fixed per cell,
                            * by the bits under one constant mask (plan_cell_masks.c) */
} rbgc_tree_plan;
void rbgc_plan_tree(const rbgc_emitter *em, int32_t a, rbgc_tree_plan *tree);

/* The visited levels and pattern versions (plan_levels.c): rbgc_plan_levels fills em->segment
 * at every modifier's target; a modifier from `from` to `target` opens a fresh visited level
 * where a state with a visited check follows before the next modifier, and a fresh pattern
 * version where a pattern test does, whose memo must not see older results. */
void rbgc_plan_levels(rbgc_emitter *em);
bool rbgc_fresh_level(const rbgc_emitter *em, int32_t from, int32_t target);
bool rbgc_fresh_version(const rbgc_emitter *em, int32_t target);

/* The fixed shape of `state`'s shift table (rbgc_table_shape, planned once when the emitter is
 * prepared) into `entries` (RBGC_SHAPE_MAX_ENTRIES): their number, 0 when none. */
int rbgc_plan_table_shape(const rbgc_emitter *em, int32_t state, rbgc_shape_entry *entries);

/* Prints the plan (plan_print.c), once rbgc_emit_search has run. */
void rbgc_plan_print(const rbgc_emitter *em, FILE *out);

/* The search functions, their prototypes and the dispatchers search_all / search_keeper. */
void rbgc_emit_search(rbgc_emitter *em, FILE *out);

/* The C name of piece, edge (or its arrays), variable or player `i` of the game (c_writer.h). */
static inline rbgc_name rbgc_declared_name(const rbg_program *p, rbgc_name_kind kind, int32_t i)
{
    char *const *names = kind == RBGC_NAME_PIECE      ? p->piece_names
                         : kind == RBGC_NAME_VARIABLE ? p->variable_names
                         : kind == RBGC_NAME_PLAYER   ? p->player_names
                                                      : p->edge_names;
    return rbgc_c_name(kind, i, names[i]);
}

/* The C name of player `i`: 0 for the keeper. */
static inline rbgc_name rbgc_player_name(const rbg_program *p, int32_t i)
{
    return i > 0 ? rbgc_declared_name(p, RBGC_NAME_PLAYER, i) : (rbgc_name){"0"};
}

/* The name of the search function of flavour `f` (EMIT_A ... EMIT_S) from `state`. */
static inline rbgc_name rbgc_search_name(int f, int32_t state)
{
    return rbgc_c_name((rbgc_name_kind)(RBGC_NAME_MOVES_FROM + f), state, NULL);
}

#endif
