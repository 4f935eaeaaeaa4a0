/* The checker: value ranges of arithmetic, warnings that help an author (assignments that can
 * never be legal, switches inside patterns, players that never move or never complete a move,
 * stars whose body can repeat without doing anything, games that never end, an empty board),
 * and the straightness figures. */
#ifndef RBGC_CHECKER_H
#define RBGC_CHECKER_H

#include "diag.h"
#include "game.h"

void rbgc_check_game(rbgc_game *game, rbgc_diags *diags);

/* The four straightness figures of the language reference (8.11); never rejects a game. */
rbgc_straightness rbgc_compute_straightness(const rbgc_rule *rules);

#endif
