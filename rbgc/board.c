#include "board.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "name_table.h"
#include "suggest.h"

/* A grid of cell numbers (-1 for holes and positions outside the lines). */
typedef struct {
    int width, height, depth;
    int peak; /* hexagon: the last line before the first shorter one, -1 if none */
    int *cell; /* [depth][height][width] */
    int *length; /* length of line y of layer z: [depth][height] */
} grid;

static int grid_at(const grid *g, int x, int y, int z)
{
    if (x < 0 || y < 0 || z < 0 || z >= g->depth || y >= g->height || x >= g->length[z * g->height + y])
        return -1;
    return g->cell[(z * g->height + y) * g->width + x];
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static const char *declared_kind(const rbgc_game *game, const char *name)
{
    if (rbgc_game_piece(game, name) >= 0)
        return "piece";
    if (rbgc_game_player(game, name) >= 0)
        return "player";
    if (rbgc_game_variable(game, name) >= 0)
        return "variable";
    return NULL;
}

static bool check_label(const rbgc_game *game, const rbgc_token *label, rbgc_diags *diags)
{
    const char *kind = declared_kind(game, label->text);
    if (kind != NULL) {
        rbgc_error(diags, label->loc, "the direction '%s' has the name of a %s", label->text, kind);
        return false;
    }
    return true;
}

/* Sets game->edges to the sorted distinct names in `labels`. */
static void set_edges(rbgc_game *game, const char **labels, int n)
{
    qsort(labels, (size_t)n, sizeof *labels, compare_names);
    game->edges = RBGC_NEW_ARRAY(game->arena, const char *, n + 1);
    game->n_edges = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || strcmp(labels[i], labels[i - 1]) != 0)
            game->edges[game->n_edges++] = labels[i];
}

/* "; did you mean 'empty'?" for a name that is no piece, or "". */
static const char *piece_hint(const rbgc_game *game, const char *name)
{
    rbgc_suggestion s = rbgc_suggest_start(name);
    for (int i = 0; i < game->n_pieces; i++)
        rbgc_suggest_consider(&s, game->pieces[i], "piece");
    return s.best ? rbgc_arena_printf(game->arena, "; did you mean '%s'?", s.best) : "";
}

/* Reads a boardline as the reference does: after a piece, any one ',' or identifier is taken as
 * the separator (so `[a b c]` is a, c); a ',' where a cell is expected is a hole, and so is the
 * position before ']' after a separator.  `[]` has length 0.  cells[i] is a piece or -1. */
static bool read_line(const rbgc_game *game, const rbgc_boardline_syntax *line, rbgc_diags *diags,
                      int **cells_out, int *length_out)
{
    int *cells = RBGC_NEW_ARRAY(game->arena, int, line->n_items + 1);
    int length = 0;
    bool after_piece = false;
    for (int i = 0; i < line->n_items; i++) {
        const rbgc_token *item = line->items[i];
        if (after_piece) { /* separator */
            if (item->kind == RBGC_TOK_IDENT)
                rbgc_warning(diags, item->loc,
                             "'%s' stands where a ',' should separate two cells and is ignored",
                             item->text);
            after_piece = false;
        } else if (item->kind == RBGC_TOK_COMMA) {
            cells[length++] = -1;
        } else {
            int piece = rbgc_game_piece(game, item->text);
            if (piece < 0) {
                rbgc_error(diags, item->loc, "'%s' in a board line is not a declared piece%s",
                           item->text, piece_hint(game, item->text));
                return false;
            }
            cells[length++] = piece;
            after_piece = true;
        }
    }
    if (line->n_items > 0 && !after_piece)
        cells[length++] = -1; /* a hole before ']' */
    *cells_out = cells;
    *length_out = length;
    return true;
}

static bool check_generator_labels(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags)
{
    for (int i = 0; i < syntax->n_labels; i++) {
        if (!check_label(game, syntax->labels[i], diags))
            return false;
        for (int j = 0; j < i; j++)
            if (strcmp(syntax->labels[i]->text, syntax->labels[j]->text) == 0) {
                rbgc_error(diags, syntax->labels[i]->loc, "the direction '%s' is given twice",
                           syntax->labels[i]->text);
                return false;
            }
    }
    const char *labels[6];
    for (int i = 0; i < syntax->n_labels; i++)
        labels[i] = syntax->labels[i]->text;
    set_edges(game, labels, syntax->n_labels);
    for (int i = 0; i < 6; i++)
        game->generator_edges[i] = i < syntax->n_labels ? rbgc_game_edge(game, syntax->labels[i]->text) : -1;
    return true;
}

/* Reads every line, checks the shape rules of the generator and numbers the cells. */
static bool read_grid(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags, grid *g)
{
    const rbgc_layer_syntax *first = syntax->layers[0];
    g->depth = syntax->n_layers;
    g->height = first->n_lines;
    g->width = 0;
    int ***cells = RBGC_NEW_ARRAY(game->arena, int **, g->depth);
    g->length = RBGC_NEW_ARRAY(game->arena, int, g->depth * g->height);
    int first_length = -1, peak = -1, n_cells = 0;
    for (int z = 0; z < g->depth; z++) {
        const rbgc_layer_syntax *layer = syntax->layers[z];
        if (layer->n_lines != g->height) {
            rbgc_error(diags, layer->loc, "this layer has %d line%s but the first layer has %d",
                       layer->n_lines, layer->n_lines == 1 ? "" : "s", g->height);
            return false;
        }
        cells[z] = RBGC_NEW_ARRAY(game->arena, int *, g->height);
        for (int y = 0; y < g->height; y++) {
            const rbgc_boardline_syntax *line = layer->lines[y];
            int length;
            if (!read_line(game, line, diags, &cells[z][y], &length))
                return false;
            g->length[z * g->height + y] = length;
            if (length > g->width)
                g->width = length;
            if (syntax->kind == RBGC_BOARD_HEXAGON) {
                if (length == 0) {
                    rbgc_error(diags, line->loc, "a line of a hexagon cannot be empty");
                    return false;
                }
                if (y > 0) {
                    int previous = g->length[y - 1];
                    if (peak < 0 && length == previous - 1)
                        peak = y - 1;
                    else if (peak < 0 && length != previous + 1) {
                        rbgc_error(diags, line->loc,
                                   "a line of a hexagon must be one cell longer or one shorter than the line before (here %d after %d)",
                                   length, previous);
                        return false;
                    } else if (peak >= 0 && length != previous - 1) {
                        rbgc_error(diags, line->loc,
                                   "after the widest line of a hexagon, each line must be one cell shorter than the line before (here %d after %d)",
                                   length, previous);
                        return false;
                    }
                }
            } else if (first_length < 0) {
                first_length = length;
            } else if (length != first_length) {
                rbgc_error(diags, line->loc, "this line has %d cell%s but the first line has %d",
                           length, length == 1 ? "" : "s", first_length);
                return false;
            }
            for (int x = 0; x < length; x++)
                n_cells += cells[z][y][x] >= 0;
        }
    }
    g->cell = RBGC_NEW_ARRAY(game->arena, int, g->depth * g->height * (g->width ? g->width : 1));
    game->cells = RBGC_NEW_ARRAY(game->arena, rbgc_cell, n_cells + 1);
    game->n_cells = 0;
    for (int z = 0; z < g->depth; z++)
        for (int y = 0; y < g->height; y++)
            for (int x = 0; x < g->width; x++) {
                int *slot = &g->cell[(z * g->height + y) * g->width + x];
                *slot = -1;
                if (x >= g->length[z * g->height + y] || cells[z][y][x] < 0)
                    continue;
                rbgc_cell *cell = &game->cells[game->n_cells];
                *slot = game->n_cells++;
                cell->piece = cells[z][y][x];
                cell->x = x;
                cell->y = y;
                cell->z = z;
                cell->name = syntax->kind == RBGC_BOARD_RECTANGLE ? rbgc_arena_printf(game->arena, "rx%dy%d", x, y)
                           : syntax->kind == RBGC_BOARD_HEXAGON   ? rbgc_arena_printf(game->arena, "hx%dy%d", x, y)
                                                                  : rbgc_arena_printf(game->arena, "cx%dy%dz%d", x, y, z);
            }
    game->width = g->width;
    game->height = g->height;
    game->depth = g->depth;
    game->line_length = g->length;
    g->peak = peak;
    return true;
}

/* The target of each generator direction from (x, y, z), in generator label order. */
static void generator_targets(const rbgc_board_syntax *syntax, const grid *g, int x, int y, int z,
                              int targets[6])
{
    switch (syntax->kind) {
    case RBGC_BOARD_RECTANGLE:
        targets[0] = grid_at(g, x, y - 1, 0); /* up */
        targets[1] = grid_at(g, x, y + 1, 0); /* down */
        targets[2] = grid_at(g, x - 1, y, 0); /* left */
        targets[3] = grid_at(g, x + 1, y, 0); /* right */
        break;
    case RBGC_BOARD_HEXAGON: {
        /* Rows are centred: going towards a longer row keeps or increases x, towards a shorter
         * row keeps or decreases it. */
        bool before = g->peak < 0 || y < g->peak, after = g->peak >= 0 && y > g->peak;
        targets[0] = grid_at(g, after ? x : x - 1, y - 1, 0);     /* north-west */
        targets[1] = grid_at(g, after ? x + 1 : x, y - 1, 0);     /* north-east */
        targets[2] = grid_at(g, x + 1, y, 0);                     /* east */
        targets[3] = grid_at(g, before ? x + 1 : x, y + 1, 0);    /* south-east */
        targets[4] = grid_at(g, before ? x : x - 1, y + 1, 0);    /* south-west */
        targets[5] = grid_at(g, x - 1, y, 0);                     /* west */
        break;
    }
    default:
        targets[0] = grid_at(g, x, y - 1, z); /* up */
        targets[1] = grid_at(g, x, y + 1, z); /* down */
        targets[2] = grid_at(g, x - 1, y, z); /* left */
        targets[3] = grid_at(g, x + 1, y, z); /* right */
        targets[4] = grid_at(g, x, y, z + 1); /* front */
        targets[5] = grid_at(g, x, y, z - 1); /* back */
        break;
    }
}

static bool build_generator(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags)
{
    if (!check_generator_labels(game, syntax, diags))
        return false;
    grid g;
    if (!read_grid(game, syntax, diags, &g))
        return false;
    for (int i = 0; i < game->n_cells; i++) {
        rbgc_cell *cell = &game->cells[i];
        cell->next = RBGC_NEW_ARRAY(game->arena, int, game->n_edges + 1);
        for (int e = 0; e < game->n_edges; e++)
            cell->next[e] = -1;
        int targets[6];
        generator_targets(syntax, &g, cell->x, cell->y, cell->z, targets);
        for (int k = 0; k < syntax->n_labels; k++)
            cell->next[game->generator_edges[k]] = targets[k];
    }
    return true;
}

/* The vertex called `name`, or -1; `vertices` maps a name to its first vertex index + 1. */
static int find_vertex(const rbgc_name_table *vertices, const char *name)
{
    return (int)(intptr_t)rbgc_name_table_get(vertices, name) - 1;
}

/* "; did you mean 'v1'?" for an edge target that is no vertex, or "". */
static const char *vertex_hint(rbgc_arena *arena, const rbgc_board_syntax *syntax, const char *name)
{
    rbgc_suggestion s = rbgc_suggest_start(name);
    for (int i = 0; i < syntax->n_vertices; i++)
        rbgc_suggest_consider(&s, syntax->vertices[i]->name->text, "vertex");
    return s.best ? rbgc_arena_printf(arena, "; did you mean '%s'?", s.best) : "";
}

static bool build_graph(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags)
{
    int n_labels = 0;
    for (int i = 0; i < syntax->n_vertices; i++)
        n_labels += syntax->vertices[i]->n_edges;
    const char **labels = RBGC_NEW_ARRAY(game->arena, const char *, n_labels + 1);
    n_labels = 0;
    rbgc_name_table vertices = {0};
    for (int i = 0; i < syntax->n_vertices; i++) {
        const char *name = syntax->vertices[i]->name->text;
        if (find_vertex(&vertices, name) < 0)
            rbgc_name_table_put(game->arena, &vertices, name, (void *)(intptr_t)(i + 1));
    }
    for (int i = 0; i < syntax->n_vertices; i++) {
        const rbgc_vertex_syntax *v = syntax->vertices[i];
        if (find_vertex(&vertices, v->name->text) != i) {
            rbgc_error(diags, v->name->loc, "the vertex '%s' is declared twice", v->name->text);
            return false;
        }
        if (rbgc_game_piece(game, v->piece->text) < 0) {
            rbgc_error(diags, v->piece->loc, "'%s' is not a declared piece%s", v->piece->text,
                       piece_hint(game, v->piece->text));
            return false;
        }
        for (int e = 0; e < v->n_edges; e++) {
            const rbgc_edge_syntax *edge = &v->edges[e];
            if (!check_label(game, edge->label, diags))
                return false;
            for (int f = 0; f < e; f++)
                if (strcmp(v->edges[f].label->text, edge->label->text) == 0) {
                    rbgc_error(diags, edge->label->loc, "the vertex '%s' has two edges labelled '%s'",
                               v->name->text, edge->label->text);
                    return false;
                }
            if (find_vertex(&vertices, edge->target->text) < 0) {
                rbgc_error(diags, edge->target->loc, "the edge leads to '%s', which is not a vertex%s",
                           edge->target->text, vertex_hint(game->arena, syntax, edge->target->text));
                return false;
            }
            labels[n_labels++] = edge->label->text;
        }
    }
    set_edges(game, labels, n_labels);
    for (int i = 0; i < 6; i++)
        game->generator_edges[i] = -1;
    game->n_cells = syntax->n_vertices;
    game->cells = RBGC_NEW_ARRAY(game->arena, rbgc_cell, game->n_cells + 1);
    for (int i = 0; i < syntax->n_vertices; i++) {
        const rbgc_vertex_syntax *v = syntax->vertices[i];
        rbgc_cell *cell = &game->cells[i];
        cell->name = v->name->text;
        cell->piece = rbgc_game_piece(game, v->piece->text);
        cell->next = RBGC_NEW_ARRAY(game->arena, int, game->n_edges + 1);
        for (int e = 0; e < game->n_edges; e++)
            cell->next[e] = -1;
        for (int e = 0; e < v->n_edges; e++)
            cell->next[rbgc_game_edge(game, v->edges[e].label->text)] =
                find_vertex(&vertices, v->edges[e].target->text);
    }
    return true;
}

bool rbgc_build_board(rbgc_game *game, const rbgc_board_syntax *syntax, rbgc_diags *diags)
{
    game->board_kind = syntax->kind;
    if (syntax->kind == RBGC_BOARD_GRAPH)
        return build_graph(game, syntax, diags);
    return build_generator(game, syntax, diags);
}
