/* The command line shared by the hand-written reasoners of bench/handwritten: each game file
 * gives its playout and its perft, the driver parses the options, times the playouts in CPU
 * time and prints the figures that `rbg bench` prints for the same game. */
#ifndef HW_PLAYOUT_DRIVER_H
#define HW_PLAYOUT_DRIVER_H

#include <stdint.h>

#include "rng.h"

/* How one random game ended: its number of moves (passes included) and the winner, 1 for the
 * first player, 2 for the second, 0 for a draw. */
typedef struct {
    uint64_t length;
    int winner;
} hw_outcome;

typedef struct {
    const char *name;
    const char *players[2];
    /* One random game from the start, each move drawn uniformly among the legal ones. */
    void (*playout)(rbg_rng *rng, hw_outcome *outcome);
    /* Leaves of the game tree at exactly DEPTH moves from the start. */
    uint64_t (*perft)(int depth);
} hw_game;

/* `bench-NAME [--playouts N | --seconds S] [--seed S] | --perft D` (10 CPU-seconds of playouts
 * by default): the process's exit status. */
int hw_main(int argc, char **argv, const hw_game *game);

#endif
