/* `rbgc compile`: the game's C reasoner, and the loadable module built from it. */
#ifndef RBGC_CMD_COMPILE_H
#define RBGC_CMD_COMPILE_H

#include <stdbool.h>

#include "program.h"

/* Writes DIR/NAME.c (NAME: the program's name, rbgc_game_name of the game file) and, unless
 * `emit_only`, builds DIR/NAME.so with the system C compiler (through the module cache, so `rbg`
 * reuses it).  `program` is the tables of the game in `game_path` under the strategy `split`
 * (pipeline.h).  DIR is created when missing; a file there that is not rbgc's own output is not
 * overwritten unless `force`.  Returns the exit status. */
int rbgc_cmd_compile(const rbg_program *program, const char *game_path, const char *split,
                     const char *dir, bool emit_only, bool force);

#endif
