/* The C emitter: turns a game's tables into one self-contained C source file implementing the
 * reasoner interface (runtime/rbg.h).  The file exports one function, rbg_generated_reasoner,
 * and needs nothing but the C library to compile. */
#ifndef RBGC_EMIT_C_H
#define RBGC_EMIT_C_H

#include <stdbool.h>
#include <stdio.h>

#include "program.h"

/* Bumped whenever the emitted code changes, so cached modules of older emitters are not reused. */
#define RBGC_EMITTER_VERSION "rbgc-emit-2"

/* Writes the C source of the game's reasoner; false if writing failed. */
bool rbgc_emit_c(const rbg_program *program, FILE *out);

/* Writes what the emitter decides for the game (`rbgc plan`, plan_print.c): the game-wide
 * choices, the strategy of each pattern and of each state's search functions; false if writing
 * failed. */
bool rbgc_emit_plan(const rbg_program *program, FILE *out);

#endif
