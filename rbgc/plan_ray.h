/* Rays of an automaton: a state that comes back to itself (or to a state with the very same
 * edges) after a few shifts and one on-test, as `((up left) {empty})*` does.  The emitter writes
 * such a cycle as a loop along the ray instead of a call per cell. */
#ifndef RBGC_PLAN_RAY_H
#define RBGC_PLAN_RAY_H

#include <stdbool.h>
#include <stdint.h>

#include "program.h"

enum { RBGC_RAY_MAX_SHIFTS = 4 };

typedef struct {
    int32_t shifts[RBGC_RAY_MAX_SHIFTS]; /* the edges shifted along, in order */
    int n_shifts;
    int32_t on_state; /* the state holding the on-test at the step's end */
    int32_t on_set;   /* that test's piece set */
    int32_t next;     /* where the test leads: the state or one with identical edges */
} rbgc_ray_step;

/* Whether states a and b have identical edges (same actions, same targets) and accept alike. */
bool rbgc_same_edges(const rbg_program *p, int32_t a, int32_t b);

/* The ray step of `state`: the index of its first edge among the state's edges (-1: none, -2:
 * more than one, a walk over an area rather than a ray), and the step. */
int32_t rbgc_ray_edge(const rbg_program *p, int32_t state, rbgc_ray_step *ray);

#endif
