/* Branches of a pattern that are only a path of shifts and then one on-test that ends the
 * pattern, as chess's `knightJump {knight}` and `kingStep {king}`: a pattern holds if any of
 * them does, in any order, so all the branches that end with the same test are one question,
 * "does a cell of this set hold such a piece", asked of a mask of cells and the occupancy bits. */
#ifndef RBGC_PLAN_LEAVES_H
#define RBGC_PLAN_LEAVES_H

#include <stdbool.h>
#include <stdint.h>

#include "program.h"

enum { RBGC_LEAF_MAX_SHIFTS = 6, RBGC_LEAVES_MAX = 32 };

typedef struct {
    int32_t shifts[RBGC_LEAF_MAX_SHIFTS];
    int n_shifts;
    int32_t on_set; /* the test at the end of the path */
} rbgc_leaf;

/* The leaves below edge `edge` (a shift), appended to `leaves` (RBGC_LEAVES_MAX in all) after
 * the `n` already there: the new count, or -1 when the branch is anything else. */
int rbgc_edge_leaves(const rbg_program *p, const rbg_edge *edge, rbgc_leaf *leaves, int n);

/* The ways through a pattern from `state` that are only shifts and on-tests, with choices but
 * no cycle, as draughts' "a man that can jump": (fwd left) {foe} (fwd left) {empty}.  Writes, per
 * way, its steps (a shift's edge, or RBGC_WAY_TEST where a test stands, its set in `sets`) and
 * returns the number of ways; -1 when the pattern has another shape. */
enum { RBGC_WAYS_MAX = 32, RBGC_WAY_MAX_STEPS = 16, RBGC_WAY_TEST = -1 };

typedef struct {
    int32_t steps[RBGC_WAY_MAX_STEPS];
    int32_t sets[RBGC_WAY_MAX_STEPS]; /* at a test: its on-set; at a shift: -1 */
    int n_steps;
} rbgc_way;

int rbgc_pattern_paths(const rbg_program *p, int32_t state, rbgc_way *ways);

/* The same ways when all their tests are of one piece set, as connect four's "four in a row":
 * each way holds when all the cells it tests hold pieces of the set, so it is a mask of cells
 * per start cell.  Returns the number of ways, with the set in `on_set`; -1 when the pattern
 * has another shape. */
int rbgc_pattern_ways(const rbg_program *p, int32_t state, rbgc_way *ways, int32_t *on_set);

#endif
