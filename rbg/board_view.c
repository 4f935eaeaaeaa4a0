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
    bool named = hexagon && rbg_notation_algebraic(nt);
    for (int y = 0; y < height; y++) {
        if (named) /* Hex's names: each row begins with the name of its first cell */
            fprintf(out, "%3s ", grid[y * width] ? rbg_notation_cell_name(nt, grid[y * width]) : "");
        else
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

/* Layer z of a board with algebraic names (a rectangle has one): ranks down the left from the
 * top, files along the bottom, as the first player sees it. */
static void draw_algebraic(const rbg_reasoner *r, const rbg_notation *nt, const void *state,
                           int z, FILE *out)
{
    const rbg_game_info *info = r->info;
    int width = info->width, height = info->height;
    int *grid = calloc((size_t)width * (size_t)height, sizeof(int));
    for (int c = 1; c <= info->n_cells; c++) {
        int file, rank;
        rbg_notation_file_rank(nt, c, &file, &rank);
        if (info->cell_z[c] == z && file >= 0 && file < width && rank >= 1 && rank <= height)
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
    /* Hex's rhombus has algebraic names too, but is drawn as laid out. */
    bool algebraic = rbg_notation_algebraic(nt) && info->board_kind != 1;
    switch (algebraic && info->board_kind == 0 ? -1 : info->board_kind) {
    case -1:
        draw_algebraic(r, nt, state, 0, out);
        break;
    case 0:
        draw_grid(r, nt, state, 0, false, out);
        break;
    case 1:
        draw_grid(r, nt, state, 0, true, out);
        break;
    case 2:
        for (int z = 0; z < info->depth; z++) {
            if (!algebraic) {
                fprintf(out, "layer %d\n", z);
                draw_grid(r, nt, state, z, false, out);
                continue;
            }
            /* Named as runtime/board_names.h names them: the later layers' letter in front. */
            if (z == 0)
                fputs("layer 1\n", out);
            else
                fprintf(out, "layer %d (cells %ca1 ...)\n", z + 1, 'A' + z);
            draw_algebraic(r, nt, state, z, out);
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
