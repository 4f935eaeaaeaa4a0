/* The one place where the web page meets the move notation (runtime/notation.h): cell names,
 * a move's text, the cells a person clicks to make it, and reading a typed move back.  Everything
 * else of `rbg serve` goes through these functions, so that a new text form of moves changes
 * this file pair only. */
#ifndef RBG_WEB_NOTATION_H
#define RBG_WEB_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rbg.h"

/* A session's notation: the game's names and the texts of the legal moves of its position. */
typedef struct rbg_web_notation rbg_web_notation;

/* The notation of the game loaded from `game_path` (its display hints turn the board). */
rbg_web_notation *rbg_web_notation_new(const rbg_reasoner *reasoner, const char *game_path);
void rbg_web_notation_free(rbg_web_notation *notation);

/* Reads the texts of `legal`, the legal moves of `state`; call whenever they change. */
void rbg_web_notation_update(rbg_web_notation *notation, rbg_context *context, const void *state,
                             const rbg_moves *legal);

/* The text of legal move `i`, as the page shows it and accepts it (malloc'd). */
char *rbg_web_move_text(const rbg_web_notation *notation, uint32_t i);

/* The clicks that make legal move `i` on the board: the cells it touches whose piece it
 * changes, in order (the mill's placement is its point only, not the cell where its count is
 * kept); all the cells it touches when it changes none of them, except a move that reads
 * `pass`, which has none.  Returns how many (at most `capacity` are written). */
uint32_t rbg_web_move_clicks(const rbg_web_notation *notation, uint32_t i, int32_t *out,
                             uint32_t capacity);

/* The index of the legal move written `text` (its text, a unique prefix, or the numeric form
 * `cell index ...`); -1 with a one-line reason in `error` for a text that is not a legal move
 * or begins several. */
int64_t rbg_web_move_find(const rbg_web_notation *notation, const rbg_moves *legal,
                          const char *text, char *error, size_t error_size);

/* The name of a cell for people: algebraic where the board has such names, else the declared
 * name of the vertex. */
const char *rbg_web_cell_name(const rbg_web_notation *notation, int32_t cell);

/* How a piece is drawn, from the game's display hints as `rbg play` draws it: its symbol, its
 * colour (NULL: none given), and the piece that means "nothing here". */
const char *rbg_web_piece_symbol(const rbg_web_notation *notation, int piece);
const char *rbg_web_piece_colour(const rbg_web_notation *notation, int piece);
int rbg_web_empty_piece(const rbg_web_notation *notation);
/* Whether the first player sits at the top of the board (`// @display orientation flipped`). */
bool rbg_web_flipped(const rbg_web_notation *notation);

#endif
