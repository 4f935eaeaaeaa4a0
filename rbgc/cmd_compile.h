/* `rbgc compile`: the game's C reasoner, and the loadable module built from it. */
#ifndef RBGC_CMD_COMPILE_H
#define RBGC_CMD_COMPILE_H

#include <stdbool.h>

#include "game.h"

/* Writes DIR/NAME.c (NAME: the game file's name without .rbg) and, unless `emit_only`, builds
 * DIR/NAME.so with the system C compiler (through the module cache, so `rbg` reuses it).  DIR
 * is created when missing; a file there that is not rbgc's own output is not overwritten unless
 * `force`.  `split` names the strategy already applied to the game.  Returns the exit status. */
int rbgc_compile_game(rbgc_game *game, const char *game_path, const char *split,
                      const char *dir, bool emit_only, bool force);

#endif
