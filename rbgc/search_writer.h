/* What the printers of the search functions share (emit_search.c drives them): the writer
 * they print through, and the small pieces every printer writes (a visit, a call, a step).
 * Each printer file prints one concept: write_edges.c a state's edges and modifiers,
 * write_tables.c shift tables and any-squares, write_rays.c rays, write_patterns.c patterns
 * written out as trees, write_arrays.c the constant arrays they read.  The choices the printers
 * follow are made by the planning files (plan_*.c). */
#ifndef RBGC_SEARCH_WRITER_H
#define RBGC_SEARCH_WRITER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "emit_array_pool.h"
#include "emit_internal.h"

typedef struct {
    rbgc_emitter *em;
    FILE *out;  /* function bodies */
    FILE *data; /* constant arrays of shift tables */
    bool *table_written;
    int32_t (*table_ids)[3]; /* [n_states]: the G_TABLE_BEGIN_, G_TABLE_CELL_, G_TABLE_TAG_ arrays a state's table uses */
    rbgc_array_pool arrays;  /* every array of a shift table written, to write each one once */
    bool *ray_masks;  /* [n_edges]: the array G_RAY_<edge> is written */
    bool *path_rays;  /* [paths_capacity]: the array G_PATH_RAY_<i> is written */
    uint64_t **leaf_masks; /* the contents of the arrays G_LEAVES_<i> written */
    int n_leaf_masks, leaf_masks_capacity;
    rbgc_shape_entry *paths; /* the paths of two or more shifts given arrays G_PATH_<i> */
    int n_paths, paths_capacity;
    bool *tree;  /* [n_automata]: the pattern is written out as a tree (pattern_tree_N) */
    bool *flood; /* [n_automata]: the pattern floods a region (pattern_flood_N, emit_flood.c) */
    int f;      /* flavour of the function being written */
} rbgc_search_writer;

/* `in` one level deeper, into `buf` (INDENT_SIZE bytes). */
enum { INDENT_SIZE = 128 };
void rbgc_indent_deeper(char *buf, const char *in);

static inline const rbg_state *state_of(const rbgc_search_writer *w, int32_t state)
{
    return &w->em->p->states[state];
}

static inline int32_t checks_of(const rbgc_search_writer *w, int32_t state)
{
    return w->em->p->automata[w->em->automaton_of[state]].n_checks;
}

static inline bool has_check(const rbgc_search_writer *w, int32_t state)
{
    return rbgc_has_check(w->em->p, state);
}

/* write_basics.c */
/* C operators of the comparisons, by rbg_cmp. */
extern const char *const RBGC_CMP_OPS[];
/* A block `{ int d_ = VALUE; BODY }` whose body `put_body` writes at `in` one level deeper:
 * d_ is declared only when the body uses it (an edge that only records, a dead end). */
void rbgc_put_cell_block(rbgc_search_writer *w, const char *in, const char *prefix, const char *value,
                         void (*put_body)(rbgc_search_writer *w, const void *arg, const char *in), const void *arg);
/* `rbg_stack_visit(...)` for the pair (state, cell), or "1" when the state needs no check. */
void rbgc_put_visit(rbgc_search_writer *w, int32_t state, const char *cell);
/* The call exploring `state` at `cell` (its visit already done): a function the plan lists. */
void rbgc_put_call(rbgc_search_writer *w, int32_t state, const char *cell);
/* visit && explore: the interpreter's go(). */
void rbgc_put_go(rbgc_search_writer *w, int32_t state, const char *cell);
/* The value of pattern `edge` at `cell`, negation applied: a C condition. */
void rbgc_put_pattern_test(rbgc_search_writer *w, const rbg_edge *e, const char *cell);
/* A shift, on-test or pattern of a straight path: moves `cell` or runs `fail`. */
void rbgc_put_step(rbgc_search_writer *w, const rbg_edge *e, const char *cell, const char *indent, const char *fail);
/* The loop over the set bits of an occupancy union, in cell order: rbgc_open_bits_loop writes
 * up to the union, which the caller writes, and rbgc_start_bits_body the rest of the head;
 * inside, the cell is in `cell_var`, two levels deeper than `in`. */
void rbgc_open_bits_loop(rbgc_search_writer *w, const char *in, const char *bits);
void rbgc_start_bits_body(rbgc_search_writer *w, const char *in, const char *bits, const char *cell_var);
/* The bit of the start cell `cell` in word w_ of an occupancy loop (0 in the other words). */
extern const char RBGC_START_BIT[];
/* The index of the action that edge `e`, ending a (semi)move, records: a dot's is minus its target. */
int rbgc_record_index(const rbg_edge *e);
/* What an edge does, in the language's notation, for the comments of the generated code. */
void rbgc_describe_edge(const rbg_program *p, const rbg_edge *e, FILE *out);

/* write_edges.c: the edges of `state` at `cell` (all but its shifts when `skip_shifts`): the
 * interpreter's edges_of(); rbgc_put_own_edges is that at d_, shifts left to a table (a
 * rbgc_put_cell_block body, `state` an int32_t *). */
void rbgc_put_edges(rbgc_search_writer *w, int32_t state, const char *cell, bool skip_shifts, const char *in);
void rbgc_put_own_edges(rbgc_search_writer *w, const void *state, const char *in);

/* write_arrays.c: the constant arrays the functions read, each written once into w->data. */
/* The arrays G_TABLE_BEGIN_, G_TABLE_CELL_, G_TABLE_TAG_ of the shift table of `state` (w->table_ids[state]), and its
 * targets other than the start pair, in order, into `locals`. */
void rbgc_write_table_data(rbgc_search_writer *w, int32_t state, int32_t *locals, int32_t *n_locals);
/* The index of G_PATH_<i>, per cell where the path of shifts leads. */
int rbgc_path_of_shifts(rbgc_search_writer *w, const int32_t *shifts, int n);
/* The array of one step along the shifts: G_NB_<edge name> or G_PATH_<i>, its name into `name`
 * (RBGC_NAME_SIZE bytes). */
void rbgc_step_array(rbgc_search_writer *w, const int32_t *shifts, int n, char *name);
/* The array of the ray along a path of shifts, its name into `name` (RBGC_NAME_SIZE bytes). */
void rbgc_put_ray_mask(rbgc_search_writer *w, const int32_t *shifts, int n, char *name);
/* The index of the array G_LEAVES_<i> holding `mask` ([n_cells + 1] rows of occ_words words). */
int rbgc_leaf_mask_array(rbgc_search_writer *w, const uint64_t *mask);

/* write_tables.c: the continuation at a table target (t, d_), and the table a plan names (not
 * a ray). */
void rbgc_put_table_target(rbgc_search_writer *w, int32_t t, const char *in);
void rbgc_put_table(rbgc_search_writer *w, const rbgc_state_plan *plan, const char *in);

/* write_rays.c: a ray walked in a loop, a ray counted by the occupancy bits, and an entry of a
 * written-out table that starts a counted ray (false, nothing written, for another entry). */
void rbgc_put_ray_loop(rbgc_search_writer *w, int32_t state, const rbgc_ray_loop *loop);
void rbgc_put_counted_ray(rbgc_search_writer *w, int32_t state, const rbgc_ray_loop *loop);
bool rbgc_put_counted_entry(rbgc_search_writer *w, const rbgc_shape_entry *e, const char *in);

/* write_patterns.c: the function pattern_<a> deciding pattern automaton `a` (and pattern_tree_<a>). */
void rbgc_put_pattern(rbgc_search_writer *w, int32_t a);

/* emit_apply.c: hot_place (runtime/hot_loops.h), the placement turns' moves applied directly,
 * once the keeper's dispatch is written. */
void rbgc_put_direct_placements(rbgc_search_writer *w);

#endif
