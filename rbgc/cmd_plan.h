/* `rbgc plan`: what the C emitter decides for a game (emit_c.h, rbgc_emit_plan). */
#ifndef RBGC_CMD_PLAN_H
#define RBGC_CMD_PLAN_H

#include <stdbool.h>

#include "program.h"

/* Prints the plan of the game's tables to standard output; false if writing failed. */
bool rbgc_print_plan(const rbg_program *program);

#endif
