/* The Bison parser (rbgc/parser.y): one grammar, one start pseudo-token per section kind.
 *
 * Declarations and the board are parsed into small syntax structures that the lowering code
 * turns into the game; the rules are parsed straight into rule trees (powers unrolled, off lists
 * and assignment lists expanded), with identifiers classified from the game's symbol tables. */
#ifndef RBGC_PARSE_H
#define RBGC_PARSE_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "diag.h"
#include "directives.h"
#include "expander.h"
#include "game.h"

/* The most rule nodes the unrolled rules may have. */
enum { RBGC_RULES_SIZE_LIMIT = 4 * 1000 * 1000 };

typedef struct {
    const char *name;
    int64_t bound; /* players and variables; 0 for pieces */
    rbgc_loc loc;
} rbgc_decl;

typedef struct {
    const rbgc_token **items; /* IDENT and ',' tokens as written between the brackets */
    int n_items;
    rbgc_loc loc;
} rbgc_boardline_syntax;

typedef struct {
    rbgc_boardline_syntax **lines;
    int n_lines;
    rbgc_loc loc;
} rbgc_layer_syntax;

typedef struct {
    const rbgc_token *label, *target;
} rbgc_edge_syntax;

typedef struct {
    const rbgc_token *name, *piece;
    rbgc_edge_syntax *edges;
    int n_edges;
} rbgc_vertex_syntax;

typedef struct {
    rbgc_board_kind kind;
    rbgc_loc loc;
    const rbgc_token *labels[6];
    int n_labels;
    rbgc_layer_syntax **layers; /* rectangle and hexagon: one layer */
    int n_layers;
    rbgc_vertex_syntax **vertices;
    int n_vertices;
} rbgc_board_syntax;

/* `#players` / `#variables` (with bounds) or `#pieces`; out holds rbgc_decl pointers. */
bool rbgc_parse_declarations(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                             rbgc_section_kind kind, rbgc_ptr_vec *out);
bool rbgc_parse_board(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                      rbgc_board_syntax **out);
/* `symbols` gives the pieces, variables, players and edges identifiers are classified by. */
bool rbgc_parse_rules(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                      const rbgc_game *symbols, rbgc_rule **out);

#endif
