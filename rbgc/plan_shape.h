/* Shift tables of a fixed shape: at every cell, the pairs reached by shifts sit at the same
 * shift paths from it, in the same order (where the board has them).  Such a table can be
 * written out as straight code: one neighbour lookup per step, no loop and no dispatch.
 * Chess's knight jumps and king steps, breakthrough's three steps forward, the amazon's eight
 * first steps are such tables. */
#ifndef RBGC_PLAN_SHAPE_H
#define RBGC_PLAN_SHAPE_H

#include <stdint.h>

#include "analysis.h"
#include "program.h"

enum { RBGC_SHAPE_MAX_SHIFTS = 6, RBGC_SHAPE_MAX_ENTRIES = 24 };

typedef struct {
    int32_t state; /* where the path ends; the table's own state for its start pair */
    int32_t shifts[RBGC_SHAPE_MAX_SHIFTS];
    int n_shifts;
} rbgc_shape_entry;

/* The cell reached from `cell` by the n shifts (0: off the board). */
int32_t rbgc_follow_shifts(const rbg_program *p, const int32_t *shifts, int n, int32_t cell);

/* The entries of the shift table of `state` in the order the table lists them at every cell,
 * into `entries` (RBGC_SHAPE_MAX_ENTRIES), and their number; 0 when the table has no fixed
 * shape. */
int rbgc_table_shape(const rbg_program *p, const rbg_analysis *an, int32_t state, rbgc_shape_entry *entries);

#endif
