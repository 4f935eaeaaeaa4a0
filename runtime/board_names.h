/* Natural cell names from a board's shape, shared by the notation and `rbgc print --graph`.
 *
 * Rectangles: file letter and rank number, `a1` at the bottom left as the first player sees it.
 * Hexagons shaped as a rhombus (lines of 1, 2, ..., n, ..., 2, 1 cells: Hex's board standing on
 * a corner): Hex's names, `a1` at the top corner, files along the south-east side and ranks
 * along the south-west side, so that the picture is Hex's usual one turned a sixth of a turn.
 * Cuboids: each layer named as a rectangle, the layers after the first with their letter in
 * front (`Ba1`, as 3D chess writes levels; the first layer, which holds the board in games that
 * keep bookkeeping in other layers, has no letter).  Other hexagons and explicit graphs have no
 * natural names (Chinese checkers and Yavalath have no common standard) and keep their declared
 * names.  `flipped` turns the board half a turn (the first player sits at the top). */
#ifndef RBG_BOARD_NAMES_H
#define RBG_BOARD_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A board's shape: what the compiler and the reasoner both know. */
typedef struct {
    int32_t board_kind; /* 0 rectangle, 1 hexagon, 2 cuboid, 3 explicit graph */
    int32_t width, height, depth, n_cells;
    const int32_t *cell_x, *cell_y, *cell_z; /* [n_cells + 1], index 0 unused */
} rbg_board_shape;

/* The file (0 = a), rank (1..) and layer (0..) of every cell 1..n_cells, in arrays of
 * n_cells + 1; false (nothing written) when the board has no natural names. */
bool rbg_board_coordinates(const rbg_board_shape *shape, bool flipped, int *file, int *rank,
                           int *layer);

/* Writes a cell's name from its coordinates ("a1", "Ba1"). */
void rbg_board_cell_name(int file, int rank, int layer, char *out, size_t size);

#endif
