/* Natural cell names from a board's shape (runtime/board_names.h). */
#include <stdio.h>
#include <stdlib.h>

#include "board_names.h"
#include "checked_alloc.h"

enum { MOST_FILES = 26, MOST_LAYERS = 26 };

/* Whether a hexagon is a rhombus standing on a corner: its line y holds min(y + 1, 2n - 1 - y)
 * cells for n = (height + 1) / 2. */
static bool hexagon_is_rhombus(const rbg_board_shape *s)
{
    int n = (s->height + 1) / 2;
    if (s->depth != 1 || s->height % 2 == 0 || s->width != n)
        return false;
    int *length = rbg_checked_calloc((size_t)s->height, sizeof(int));
    for (int c = 1; c <= s->n_cells; c++)
        length[s->cell_y[c]]++;
    bool rhombus = true;
    for (int y = 0; y < s->height && rhombus; y++)
        rhombus = length[y] == (y < n ? y + 1 : 2 * n - 1 - y);
    free(length);
    return rhombus;
}

static void hexagon_coordinates(const rbg_board_shape *s, bool flipped, int *file, int *rank)
{
    int n = (s->height + 1) / 2, peak = n - 1;
    for (int c = 1; c <= s->n_cells; c++) {
        int y = s->cell_y[c];
        int u = s->cell_x[c] + (y > peak ? y - peak : 0), v = y - u;
        file[c] = flipped ? n - 1 - u : u;
        rank[c] = (flipped ? n - 1 - v : v) + 1;
    }
}

bool rbg_board_coordinates(const rbg_board_shape *s, bool flipped, int *file, int *rank, int *layer)
{
    bool grid = (s->board_kind == 0 || s->board_kind == 2) && s->width >= 1 &&
                s->width <= MOST_FILES && s->height >= 1 && s->depth <= MOST_LAYERS;
    if (s->board_kind == 1 && s->width <= MOST_FILES && hexagon_is_rhombus(s)) {
        hexagon_coordinates(s, flipped, file, rank);
        for (int c = 1; c <= s->n_cells; c++)
            layer[c] = 0;
        return true;
    }
    if (!grid)
        return false;
    for (int c = 1; c <= s->n_cells; c++) {
        int x = s->cell_x[c], y = s->cell_y[c];
        file[c] = flipped ? s->width - 1 - x : x;
        rank[c] = flipped ? y + 1 : s->height - y;
        layer[c] = s->cell_z[c];
    }
    return true;
}

void rbg_board_cell_name(int file, int rank, int layer, char *out, size_t size)
{
    if (layer > 0)
        snprintf(out, size, "%c%c%d", 'A' + layer, 'a' + file, rank);
    else
        snprintf(out, size, "%c%d", 'a' + file, rank);
}
