/* Notation: how people name cells, pieces and moves of a game.
 *
 * Cells of rectangular boards get algebraic names (file letter, rank number, `a1` at the bottom
 * left as the first player sees it), and so do Hex's rhombus boards and the layers of cuboids
 * (runtime/board_names.h); other boards keep their declared vertex names.  A move's
 * text is made from what it does: the cells whose piece it changes, in the order it touches
 * them, up to the first cell where it puts a piece down, longer only where another legal move
 * would read the same (amazons `d1d7g7`), then the piece put down where that still does not
 * tell them apart (chess `e7e8q`); a move that changes no cell reads `pass`.  The cells the
 * keeper changes follow (pentago `a6c6`); a move whose actions before its switch change no
 * cell reads as the cells it acts on (gess `Bb8d6`); then the variables moves change tell them apart (awari
 * `a1`, `pile=17`), and moves that do exactly the same end in their rank (`a6/1`).  Texts are
 * unique among the legal moves of a position and never numeric; the numeric form `cell index
 * ...` is always accepted too.
 *
 * Display hints come from comments of the game file that the RBG tools ignore:
 *   // @display piece NAME SYMBOL [COLOUR]   how a piece is drawn (SYMBOL: UTF-8, no spaces)
 *   // @display empty NAME                   the piece that means "nothing here"
 *   // @display orientation flipped          the first player sits at the top of the board
 * (docs/writing-games.md). */
#ifndef RBG_NOTATION_H
#define RBG_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rbg.h"

typedef struct rbg_notation rbg_notation;

/* The notation of a game: hints read from `game_source` (the game file's text; NULL or without
 * hints: defaults).  Never NULL; the reasoner must outlive it. */
rbg_notation *rbg_notation_new(const rbg_reasoner *reasoner, const char *game_source);
/* The same, reading the hints from the file at `game_path` (unreadable: defaults). */
rbg_notation *rbg_notation_from_file(const rbg_reasoner *reasoner, const char *game_path);
void rbg_notation_free(rbg_notation *notation);
const rbg_reasoner *rbg_notation_reasoner(const rbg_notation *notation);

/* The name of cell 1..n_cells (algebraic or declared), and the cell of a name (0: none). */
const char *rbg_notation_cell_name(const rbg_notation *notation, int cell);
int rbg_notation_cell_of(const rbg_notation *notation, const char *name);
/* Whether the board has algebraic names; then the file (0 = a) and rank (1..) of a cell (on a
 * cuboid, within its layer). */
bool rbg_notation_algebraic(const rbg_notation *notation);
void rbg_notation_file_rank(const rbg_notation *notation, int cell, int *file, int *rank);

/* Display hints: a piece's symbol (always set: the hint or a letter of its name), its colour
 * (NULL: none given), the empty piece, and whether the board is drawn upside down. */
const char *rbg_notation_piece_symbol(const rbg_notation *notation, int piece);
const char *rbg_notation_piece_colour(const rbg_notation *notation, int piece);
int rbg_notation_empty_piece(const rbg_notation *notation);
bool rbg_notation_flipped(const rbg_notation *notation);

/* Whether a game file's text turns the board (`// @display orientation flipped`). */
bool rbg_notation_source_flipped(const char *game_source);

/* The texts of the legal moves of one position, in the order of the move list. */
typedef struct {
    uint32_t n;
    char **texts; /* [n], the move texts shown to people */
    char **keys;  /* [n], the same normalised (lower case, no separators), for matching */
    char **fulls; /* [n], every changed cell and the piece put down: always accepted */
    /* The cells of each text, to show continuations one cell at a time. */
    uint32_t **ends; /* [n][n_tokens]: key length after each token */
    uint32_t *n_tokens;
} rbg_move_texts;

/* Computes the texts of `moves`, the legal moves of `state` (applies each to a copy). */
void rbg_notation_texts(const rbg_notation *notation, rbg_context *context, const void *state,
                        const rbg_moves *moves, rbg_move_texts *out);
void rbg_move_texts_free(rbg_move_texts *texts);

/* Reads a move: its text, its full text, a unique prefix of its text, or the numeric form
 * `cell index ...`; separators (spaces, '-', '=') and case do not matter.  Returns the index
 * of the move; RBG_NOTATION_AMBIGUOUS when the text begins several moves (then
 * rbg_notation_continuations lists them), RBG_NOTATION_UNKNOWN when it begins none, with a
 * one-line reason listing the closest legal moves in `error`. */
#define RBG_NOTATION_AMBIGUOUS (-2)
#define RBG_NOTATION_UNKNOWN (-1)
int64_t rbg_notation_find(const rbg_move_texts *texts, const rbg_moves *moves, const char *input,
                          char *error, size_t error_size);

/* The distinct ways to go on from `input` by one more cell (or piece), as texts beginning with
 * `input`'s normalised form, sorted; returns how many and stores a malloc'd array of malloc'd
 * strings in `*out` (free with rbg_notation_strings_free). */
size_t rbg_notation_continuations(const rbg_move_texts *texts, const char *input, char ***out);
void rbg_notation_strings_free(char **strings, size_t n);

/* The normalised form of a typed move (lower case, no spaces, '-' or '='); malloc'd. */
char *rbg_notation_normalise(const char *input);

#endif
