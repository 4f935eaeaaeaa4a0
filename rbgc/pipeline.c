#include "pipeline.h"

#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "nfa.h"
#include "normalize.h"
#include "tables.h"

char *rbgc_game_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *name = strdup(slash != NULL ? slash + 1 : path);
    if (name == NULL)
        abort();
    size_t n = strlen(name);
    if (n > 4 && strcmp(name + n - 4, ".rbg") == 0)
        name[n - 4] = '\0';
    return name;
}

rbgc_game *rbgc_game_of_file(const char *path, rbgc_split_strategy strategy,
                             rbgc_diags **diags_out)
{
    rbgc_game *game = rbgc_load_file(path, diags_out);
    if (game != NULL)
        rbgc_split_game(game, strategy);
    return game;
}

rbg_program *rbgc_lower_game(rbgc_game *game, const char *name)
{
    rbgc_automata *automata = rbgc_build_automata(game);
    rbgc_normalize_on_tests(game, automata);
    rbgc_normalize_edge_walks(game, automata);
    rbgc_normalize_loops(game, automata);
    return rbgc_build_program(game, automata, name);
}

/* The tables of `game` (NULL: it did not load), which is freed. */
static rbg_program *lower_and_free(rbgc_game *game, const char *name)
{
    if (game == NULL)
        return NULL;
    rbg_program *program = rbgc_lower_game(game, name);
    rbgc_game_free(game);
    return program;
}

rbg_program *rbgc_compile_file(const char *path, rbgc_split_strategy strategy,
                               rbgc_diags **diags_out)
{
    char *name = rbgc_game_name(path);
    rbg_program *program = lower_and_free(rbgc_game_of_file(path, strategy, diags_out), name);
    free(name);
    return program;
}

rbg_program *rbgc_compile_text(const char *text, size_t length, rbgc_split_strategy strategy,
                               const char *name, rbgc_diags *diags)
{
    rbgc_game *game = rbgc_load_text(text, length, diags);
    if (game != NULL)
        rbgc_split_game(game, strategy);
    return lower_and_free(game, name);
}
