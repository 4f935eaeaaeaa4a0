/* Building and normalising rule trees (language reference 7.9 and 8.5). */
#ifndef RBGC_RULES_H
#define RBGC_RULES_H

#include "arena.h"
#include "game.h"

rbgc_rule *rbgc_rule_new(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc);
/* A concatenation or choice of `items`; a single item is returned as it is. */
rbgc_rule *rbgc_rule_group(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc,
                           const rbgc_ptr_vec *items);
rbgc_rule *rbgc_rule_unary(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc, rbgc_rule *child);
rbgc_rule *rbgc_rule_copy(rbgc_arena *arena, const rbgc_rule *rule);
long rbgc_rule_size(const rbgc_rule *rule);

rbgc_arith *rbgc_arith_new(rbgc_arena *arena, rbgc_arith_kind kind, rbgc_loc loc);
/* An n-ary operation over `items` (a single item is returned as it is); nested additions and
 * multiplications are merged into one operation. */
rbgc_arith *rbgc_arith_group(rbgc_arena *arena, rbgc_arith_kind kind, const rbgc_ptr_vec *items);

/* Merges nested choices and nested concatenations (also inside stars and patterns). */
rbgc_rule *rbgc_rules_normalise(rbgc_arena *arena, rbgc_rule *rule);
/* Numbers the modifiers outside patterns depth-first from 1; returns how many there are. */
int rbgc_rules_number_modifiers(rbgc_rule *rule);

#endif
