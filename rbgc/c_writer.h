/* Helpers through which the C emitter writes the generated code: a part written aside so that
 * what encloses it can depend on it (a local declared only where the part uses it), and the
 * folding of the constant conditions the printers leave (`if (1)`, `&& 1 &&`), so that the
 * generated C reads as a person would write it and compiles without warnings. */
#ifndef RBGC_C_WRITER_H
#define RBGC_C_WRITER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* A part of the output written aside: rbgc_aside_begin points *out at a fresh buffer,
 * rbgc_aside_end points it back and returns what was written (malloc'd, NUL-terminated). */
typedef struct {
    FILE *saved;
    char *text;
    size_t size;
} rbgc_aside;
void rbgc_aside_begin(rbgc_aside *a, FILE **out);
char *rbgc_aside_end(rbgc_aside *a, FILE **out);

/* Whether C text `text` mentions the identifier `name` (not as part of a longer one, nor in a
 * comment). */
bool rbgc_c_mentions(const char *text, const char *name);

/* Writes C text `text` with its constant conditions folded: `&& 1 &&` and `(1 && ` lose the
 * 1, `if (1) {` opens a plain block, `if (1)` before one statement leaves the statement alone,
 * `(0 | ` loses the 0. */
void rbgc_c_put_folded(FILE *out, const char *text);

/* `var + k` as C text into `buf` (32 bytes) with the constant folded: `b_`, `b_ + 3`, `b_ - 8`. */
const char *rbgc_c_plus(char *buf, const char *var, int k);

/* Every name the generated code gives is formed here.  A function is named by what it does and
 * the number of the automaton state or pattern it is made for, the number `rbgc plan` prints
 * (moves_from_12, pattern_3); a piece, edge, variable or player by its name in the game with a
 * prefix (PIECE_empty, EDGE_up, VAR_white, PLAYER_black), the arrays of an edge by the edge's
 * name (G_NB_up, G_RAY_up).  A game name that is not letters and digits (or is very long)
 * gives way to its index and an underscore (EDGE_3_), which no such name can spell. */
typedef enum {
    /* a search function from a state, by flavour (EMIT_A, EMIT_K, EMIT_P, EMIT_C, EMIT_S) */
    RBGC_NAME_MOVES_FROM,
    RBGC_NAME_KEEPER_FROM,
    RBGC_NAME_PATTERN_FROM,
    RBGC_NAME_COUNT_FROM,
    RBGC_NAME_SEMIMOVES_FROM,
    /* a pattern automaton's function, its tree, its flood */
    RBGC_NAME_PATTERN,
    RBGC_NAME_PATTERN_TREE,
    RBGC_NAME_PATTERN_FLOOD,
    /* the game's names */
    RBGC_NAME_PIECE,
    RBGC_NAME_EDGE,
    RBGC_NAME_VARIABLE,
    RBGC_NAME_PLAYER,
    RBGC_NAME_NEIGHBOURS, /* the array of an edge's step, per cell */
    RBGC_NAME_RAY,        /* the array of an edge's ray, per cell */
} rbgc_name_kind;
enum { RBGC_NAME_SIZE = 96 };
typedef struct {
    char s[RBGC_NAME_SIZE];
} rbgc_name;
/* The name of `index` of `kind`; `game_name` is its name in the game (NULL for a function). */
rbgc_name rbgc_c_name(rbgc_name_kind kind, int32_t index, const char *game_name);

#endif
