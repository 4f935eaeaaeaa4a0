/* `rbgc plan` (cmd_plan.h). */
#include "cmd_plan.h"

#include <stdio.h>

#include "emit_c.h"
#include "nfa.h"
#include "tables.h"

bool rbgc_print_plan(rbgc_game *game)
{
    rbg_program *program = rbgc_build_program(game, rbgc_build_automata(game), "game");
    bool written = rbgc_emit_plan(program, stdout);
    rbg_program_free(program);
    return written;
}
