/* Printing a lowered game as RBG text without macros (the low-level form).
 *
 * The default form is readable: the board as its generator (or one vertex per line for an
 * explicit graph) and long choices broken over lines.  `graph` prints the board as an explicit
 * graph, its cells named as every command names them (runtime/board_names.h); `compact` prints exactly the reference tools' compact layout (board first, graph form,
 * no spaces but after shifts and switches).  Every form parses again to the same game, with the
 * same cells and modifier indices. */
#ifndef RBGC_PRINT_H
#define RBGC_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

typedef struct {
    bool graph;   /* the board as an explicit graph */
    bool compact; /* the reference's compact layout (implies graph) */
    bool flipped; /* the game's display hints turn the board: cells are named from the top */
} rbgc_print_options;

void rbgc_print_game(const rbgc_game *game, const rbgc_print_options *options, FILE *out);
void rbgc_print_rule(const rbgc_game *game, const rbgc_rule *rule, bool compact, FILE *out);
void rbgc_print_arith(const rbgc_game *game, const rbgc_arith *arith, FILE *out);

#endif
