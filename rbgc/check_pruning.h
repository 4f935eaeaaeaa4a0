/* Keeps visited checks only at the automaton states that a search can reach twice at one cell
 * between two modifiers (see check_pruning.c). */
#ifndef RBGC_CHECK_PRUNING_H
#define RBGC_CHECK_PRUNING_H

#include "program.h"

void rbgc_prune_checks(rbg_program *program);

#endif
