/* Split strategies: inserting split points (`.`) into the rules of a lowered game, moving the
 * illegal ones to the right and removing the indecisive ones (docs/split-moves.md).
 *
 * A strategy is `none` or a combination of the components Mod, Plus and Shift written in that
 * order.  Mod adds no dot (every modifier is a split point anyway); Plus puts a dot at the start of
 * the branches of choices that are not made of shifts only; Shift splits shift-only choices of a
 * cell.  The result is again a valid lowered game: dots are not modifiers, so every modifier keeps
 * its index, and the tables and the printer read it as they read any game with dots.
 *
 * Dots are numbered 0, 1, ... in depth-first order outside patterns (dots inside patterns are
 * left alone and never counted). */
#ifndef RBGC_SPLIT_H
#define RBGC_SPLIT_H

#include <stdbool.h>

#include "game.h"

enum { RBGC_SPLIT_MOD = 1, RBGC_SPLIT_PLUS = 2, RBGC_SPLIT_SHIFT = 4 };

typedef struct {
    bool enabled;        /* false: `none`, the game is left as it is */
    unsigned components; /* RBGC_SPLIT_* bits */
} rbgc_split_strategy;

/* The strategy names users may write, for messages: "none, Mod, ModPlus, ...". */
extern const char RBGC_SPLIT_ALLOWED[];

/* Parses a strategy name; false when it is not one of RBGC_SPLIT_ALLOWED. */
bool rbgc_split_parse(const char *text, rbgc_split_strategy *out);

/* The whole pipeline: insertion, illegal dots moved right until none is left, then the left and
 * the right removal passes.  Dots already in the game go through the same checks.  Also
 * recomputes the straightness figures. */
void rbgc_split_game(rbgc_game *game, rbgc_split_strategy strategy);

/* ---- the steps, for tests and tools ---- */

int rbgc_split_count_dots(const rbgc_game *game);

/* Dot insertion of the Plus component (one dot or modifier per concatenation) and of the Shift
 * component. */
void rbgc_split_insert_plus(rbgc_game *game);
void rbgc_split_insert_shift(rbgc_game *game);

/* Marks illegal[d] for every dot d that two semimove paths of one move could pass differently
 * (`illegal` has rbgc_split_count_dots entries); returns how many are illegal. */
int rbgc_split_find_illegal(const rbgc_game *game, bool *illegal);
/* Moves every illegal dot right (one round); returns how many were illegal. */
int rbgc_split_move_illegal(rbgc_game *game);

typedef enum {
    RBGC_DOT_DECISIVE = 0,
    RBGC_DOT_LEFT = 1,  /* ends a forced segment that began at the previous split point */
    RBGC_DOT_RIGHT = 2, /* begins a forced segment that ends at the next split point */
    RBGC_DOT_FULL = 3,
} rbgc_dot_class;

/* Classifies every dot (modifiers count as split points). */
void rbgc_split_classify(const rbgc_game *game, rbgc_dot_class *classes);
/* One removal pass: deletes the dots classified `side` or FULL; returns how many. */
int rbgc_split_remove(rbgc_game *game, rbgc_dot_class side);

#endif
