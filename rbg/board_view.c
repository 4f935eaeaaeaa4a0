/* Drawing a board on the terminal: one symbol per piece (the game's display hints), coordinates,
 * a legend. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "notation.h"

static void draw_grid(const rbg_reasoner *r, const rbg_notation *nt, const void *state, int z,
                      bool hexagon, FILE *out)
{
    const rbg_game_info *info = r->info;
    int width = info->width, height = info->height;
    int *grid = malloc(sizeof(int) * (size_t)(width ? width : 1) * (size_t)(height ? height : 1));
    int *length = calloc((size_t)height + 1, sizeof(int));
    for (int i = 0; i < width * height; i++)
        grid[i] = 0;
    for (int c = 1; c <= info->n_cells; c++)
        if (info->cell_z[c] == z) {
            grid[info->cell_y[c] * width + info->cell_x[c]] = c;
            if (info->cell_x[c] + 1 > length[info->cell_y[c]])
                length[info->cell_y[c]] = info->cell_x[c] + 1;
        }
    int label = width > 10 && !hexagon ? 3 : 2; /* a hexagon's rows shift by half a cell */
    if (!hexagon) { /* column numbers; a hexagon's rows are shifted */
        fprintf(out, "    ");
        for (int x = 0; x < width; x++)
            fprintf(out, "%*d", label, x);
        fputc('\n', out);
    }
    for (int y = 0; y < height; y++) {
        fprintf(out, "%3d ", y);
        if (hexagon) /* centre the rows */
            fprintf(out, "%*s", (width - length[y]) * label / 2, "");
        for (int x = 0; x < width; x++) {
            int c = grid[y * width + x];
            if (hexagon && x >= length[y])
                break;
            fprintf(out, "%*s%s", label - 1, "", c ? rbg_notation_piece_symbol(nt, r->piece(r, state, c)) : " ");
        }
        fputc('\n', out);
    }
    free(grid);
    free(length);
}

/* A board with algebraic names: ranks down the left from the top, files along the bottom, as
 * the first player sees it. */
static void draw_algebraic(const rbg_reasoner *r, const rbg_notation *nt, const void *state,
                           FILE *out)
{
    const rbg_game_info *info = r->info;
    int width = info->width, height = info->height;
    int *grid = calloc((size_t)width * (size_t)height, sizeof(int));
    for (int c = 1; c <= info->n_cells; c++) {
        int file, rank;
        rbg_notation_file_rank(nt, c, &file, &rank);
        if (file >= 0 && file < width && rank >= 1 && rank <= height)
            grid[(rank - 1) * width + file] = c;
    }
    for (int rank = height; rank >= 1; rank--) {
        fprintf(out, "%3d ", rank);
        for (int file = 0; file < width; file++) {
            int c = grid[(rank - 1) * width + file];
            fprintf(out, " %s", c ? rbg_notation_piece_symbol(nt, r->piece(r, state, c)) : " ");
        }
        fputc('\n', out);
    }
    fputs("    ", out);
    for (int file = 0; file < width; file++)
        fprintf(out, " %c", 'a' + file);
    fputc('\n', out);
    free(grid);
}

void rbg_draw_board(const rbg_reasoner *r, const rbg_notation *nt, const void *state, FILE *out)
{
    const rbg_game_info *info = r->info;
    /* Hex's rhombus and a cuboid's layers have algebraic names too, but are drawn as laid out. */
    switch (rbg_notation_algebraic(nt) && info->board_kind == 0 ? -1 : info->board_kind) {
    case -1:
        draw_algebraic(r, nt, state, out);
        break;
    case 0:
        draw_grid(r, nt, state, 0, false, out);
        break;
    case 1:
        draw_grid(r, nt, state, 0, true, out);
        break;
    case 2:
        for (int z = 0; z < info->depth; z++) {
            fprintf(out, "layer %d\n", z);
            draw_grid(r, nt, state, z, false, out);
        }
        break;
    default: {
        int column = 0;
        for (int c = 1; c <= info->n_cells; c++) {
            int written = fprintf(out, "%s:%s", rbg_notation_cell_name(nt, c),
                                  rbg_notation_piece_symbol(nt, r->piece(r, state, c)));
            column += written + 2;
            if (column > 70) {
                fputc('\n', out);
                column = 0;
            } else {
                fputs("  ", out);
            }
        }
        if (column)
            fputc('\n', out);
        break;
    }
    }
    fputs("legend:", out);
    for (int p = 0; p < info->n_pieces; p++)
        fprintf(out, " %s=%s", rbg_notation_piece_symbol(nt, p), info->piece_names[p]);
    fputc('\n', out);
    /* The declared variables (not the scores): part of the position in games like subtraction. */
    bool any = false;
    for (int v = 0; v < info->n_variables; v++) {
        bool score = false;
        for (int p = 1; p <= info->n_players && !score; p++)
            score = strcmp(info->variable_names[v], info->player_names[p]) == 0;
        if (score)
            continue;
        fprintf(out, "%s %s=%lld", any ? "" : "variables:", info->variable_names[v],
                (long long)r->variable(r, state, v));
        any = true;
    }
    if (any)
        fputc('\n', out);
}

void rbg_draw_scores(const rbg_reasoner *r, const void *state, const char *title, FILE *out)
{
    const rbg_game_info *info = r->info;
    fputs(title, out);
    for (int p = 1; p <= info->n_players; p++)
        fprintf(out, " %s %lld", info->player_names[p], (long long)r->score(r, state, p));
    fputc('\n', out);
}
