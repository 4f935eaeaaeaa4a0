/* `rbgc plan` (cmd_plan.h). */
#include "cmd_plan.h"

#include <stdio.h>

#include "emit_c.h"

bool rbgc_print_plan(const rbg_program *program)
{
    return rbgc_emit_plan(program, stdout);
}
