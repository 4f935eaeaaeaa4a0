/* The one place where the web page meets the move notation: a move's text, the cells a person
 * clicks to make it, and reading a typed move back.  Everything else of `rbg serve` goes
 * through these functions, so that a new text form of moves changes this file pair only. */
#ifndef RBG_WEB_NOTATION_H
#define RBG_WEB_NOTATION_H

#include <stddef.h>
#include <stdint.h>

#include "rbg.h"

/* The text of a legal move, as the page shows it and accepts it (malloc'd). */
char *rbg_web_move_text(const rbg_reasoner *reasoner, const rbg_moves *moves, uint32_t i);

/* The cells a move touches, in order, without repeating a cell twice in a row: the clicks that
 * make the move on the board.  Returns how many (at most `capacity` are written). */
uint32_t rbg_web_move_cells(const rbg_moves *moves, uint32_t i, int32_t *out, uint32_t capacity);

/* The index of the legal move written `text`; -1 with a one-line reason in `error` for a text
 * that is not a move or not a legal one. */
int64_t rbg_web_move_find(const rbg_reasoner *reasoner, const rbg_moves *moves, const char *text,
                          char *error, size_t error_size);

/* The name of a cell for people (the board's own name of the vertex). */
const char *rbg_web_cell_name(const rbg_reasoner *reasoner, int32_t cell);

#endif
