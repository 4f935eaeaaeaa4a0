/* States reached through edges of a chosen kind: the walks the compiler's analyses share. */
#ifndef RBGC_REACH_H
#define RBGC_REACH_H

#include <stdbool.h>
#include <stdint.h>

#include "program.h"

/* Marks in `in` ([n_states]) `from` and every state reached from it through edges that `follow`
 * accepts; states already marked are not walked again. */
void rbgc_mark_reached(const rbg_program *p, int32_t from, bool (*follow)(const rbg_edge *), bool *in);

/* An off, assignment, switch or keeper switch: a search opens a new visited level after it (or,
 * after a switch, a new search starts). */
static inline bool rbgc_is_modifier(const rbg_edge *e)
{
    return e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN || e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER;
}
/* Whether `e` ends a move (a switch or ->>) or, when `semi`, a semimove (also an off or a dot);
 * an assignment is left out, since its value may make it illegal. */
bool rbgc_ends_move(const rbg_edge *e, bool semi);
/* rbgc_ends_move with no condition at all: no visited check of its target. */
bool rbgc_ends_move_unchecked(const rbg_program *p, const rbg_edge *e, bool semi);
/* The state's only edge but its shifts, or NULL when it has none or several. */
const rbg_edge *rbgc_only_edge_but_shifts(const rbg_program *p, int32_t state);

#endif
