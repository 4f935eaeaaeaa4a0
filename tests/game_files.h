/* Test helpers: the game files of games-rbg/, and loading a game from text. */
#ifndef RBG_TESTS_GAME_FILES_H
#define RBG_TESTS_GAME_FILES_H

#include <stddef.h>

#include "diag.h"
#include "game.h"

typedef struct {
    char *path;
    char *text;
    size_t len;
} game_file;

/* Every *.rbg of games-rbg/, sorted by name; free with game_files_free. */
game_file *game_files_load(int *count);
void game_files_free(game_file *files, int count);

/* The whole file as a NUL-terminated malloc'd string (NULL if it cannot be read). */
char *read_text_file(const char *path, size_t *len);

/* A small test game of tests/programs/ (a NUL-terminated malloc'd string; fails the test if
 * the file is missing). */
char *test_program(const char *name);

/* Prints the game with the given print options into a malloc'd string. */
char *game_to_text(const rbgc_game *game, int graph, int compact, size_t *len);
/* Renders every diagnostic into a malloc'd string. */
char *diags_to_text(const rbgc_diags *diags);

#endif
