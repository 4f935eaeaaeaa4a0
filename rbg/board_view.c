/* Drawing a board on the terminal: one character per piece, coordinates, a legend. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static bool named_empty(const char *name)
{
    return strcmp(name, "empty") == 0 || strcmp(name, "e") == 0;
}

/* One character per piece: '.' for the most common piece of the initial position (usually the
 * empty one; taken from the initial position so that the letters stay the same all game long;
 * on a tie, a piece named 'empty' or 'e'), otherwise a letter of the name, avoiding clashes. */
static void assign_letters(const rbg_reasoner *r, char *letters)
{
    const rbg_game_info *info = r->info;
    int *count = calloc((size_t)info->n_pieces + 1, sizeof(int));
    rbg_context *ctx = r->context_new(r);
    void *initial = malloc(r->state_size);
    r->initial(ctx, initial);
    for (int c = 1; c <= info->n_cells; c++)
        count[r->piece(r, initial, c)]++;
    free(initial);
    r->context_free(ctx);
    int common = 0;
    for (int p = 1; p < info->n_pieces; p++)
        if (count[p] > count[common] ||
            (count[p] == count[common] && named_empty(info->piece_names[p])))
            common = p;
    bool used[256] = {false};
    used['.'] = true;
    for (int p = 0; p < info->n_pieces; p++) {
        letters[p] = 0;
        if (p == common && count[p] > 0) {
            letters[p] = '.';
            continue;
        }
        const char *name = info->piece_names[p];
        /* Prefer the last capital (wPawn -> P, but white/black pawns clash, so try case too). */
        char candidates[64];
        size_t n = 0;
        for (const char *c = name; *c && n + 2 < sizeof candidates; c++)
            if (isupper((unsigned char)*c))
                candidates[n++] = *c;
        for (const char *c = name; *c && n + 2 < sizeof candidates; c++) {
            candidates[n++] = *c;
            candidates[n++] = (char)(islower((unsigned char)*c) ? toupper((unsigned char)*c)
                                                                 : tolower((unsigned char)*c));
        }
        for (size_t i = 0; i < n && letters[p] == 0; i++)
            if (isalnum((unsigned char)candidates[i]) && !used[(unsigned char)candidates[i]])
                letters[p] = candidates[i];
        for (int c = 'a'; c <= 'z' && letters[p] == 0; c++)
            if (!used[c])
                letters[p] = (char)c;
        if (letters[p] == 0)
            letters[p] = '?';
        used[(unsigned char)letters[p]] = true;
    }
    free(count);
}

static void draw_grid(const rbg_reasoner *r, const void *state, const char *letters, int z,
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
    if (!hexagon) { /* column numbers; a hexagon's rows are shifted, its cells named hx<x>y<y> */
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
            fprintf(out, "%*c", label, c ? letters[r->piece(r, state, c)] : ' ');
        }
        fputc('\n', out);
    }
    free(grid);
    free(length);
}

void rbg_draw_board(const rbg_reasoner *r, const void *state, FILE *out)
{
    const rbg_game_info *info = r->info;
    char *letters = malloc((size_t)info->n_pieces + 1);
    assign_letters(r, letters);
    switch (info->board_kind) {
    case 0:
        draw_grid(r, state, letters, 0, false, out);
        break;
    case 1:
        draw_grid(r, state, letters, 0, true, out);
        break;
    case 2:
        for (int z = 0; z < info->depth; z++) {
            fprintf(out, "layer %d\n", z);
            draw_grid(r, state, letters, z, false, out);
        }
        break;
    default: {
        int column = 0;
        for (int c = 1; c <= info->n_cells; c++) {
            int written = fprintf(out, "%s:%c", info->cell_names[c], letters[r->piece(r, state, c)]);
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
        fprintf(out, " %c=%s", letters[p], info->piece_names[p]);
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
    free(letters);
}
