#include "frontend.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "checker.h"
#include "directives.h"
#include "lexer.h"
#include "parse.h"
#include "rules.h"
#include "source_file.h"

static int compare_decl_names(const void *a, const void *b)
{
    return strcmp((*(const rbgc_decl *const *)a)->name, (*(const rbgc_decl *const *)b)->name);
}

/* Keeps the first declaration of each name, in order; warns about the others if asked. */
static int unique_decls(rbgc_decl **decls, int n, rbgc_diags *diags, const char *what)
{
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool repeated = false;
        for (int j = 0; j < kept && !repeated; j++)
            repeated = strcmp(decls[j]->name, decls[i]->name) == 0;
        if (!repeated)
            decls[kept++] = decls[i];
        else if (what != NULL)
            rbgc_warning(diags, decls[i]->loc, "%s '%s' is declared twice; the first declaration is used",
                         what, decls[i]->name);
    }
    return kept;
}

static const rbgc_decl *find_decl(const rbgc_ptr_vec *decls, const char *name)
{
    for (int i = 0; i < decls->count; i++)
        if (strcmp(((const rbgc_decl *)decls->items[i])->name, name) == 0)
            return decls->items[i];
    return NULL;
}

/* Pieces, players and variables must be pairwise disjoint. */
static bool check_disjoint(const rbgc_ptr_vec *a, const char *a_what, const rbgc_ptr_vec *b,
                           const char *b_what, rbgc_diags *diags)
{
    for (int i = 0; i < b->count; i++) {
        const rbgc_decl *decl = b->items[i];
        if (find_decl(a, decl->name) != NULL) {
            rbgc_error(diags, decl->loc, "'%s' is declared both as a %s and as a %s", decl->name,
                       a_what, b_what);
            return false;
        }
    }
    return true;
}

static bool declare_names(rbgc_game *game, const rbgc_directives *dirs, rbgc_diags *diags)
{
    rbgc_arena *arena = game->arena;
    rbgc_ptr_vec players, pieces, variables;
    if (!rbgc_parse_declarations(arena, diags, dirs, RBGC_SECTION_PLAYERS, &players) ||
        !rbgc_parse_declarations(arena, diags, dirs, RBGC_SECTION_PIECES, &pieces) ||
        !rbgc_parse_declarations(arena, diags, dirs, RBGC_SECTION_VARIABLES, &variables))
        return false;
    if (!check_disjoint(&pieces, "piece", &players, "player", diags) ||
        !check_disjoint(&pieces, "piece", &variables, "variable", diags) ||
        !check_disjoint(&players, "player", &variables, "variable", diags))
        return false;

    /* Pieces: a set, ordered by name. */
    rbgc_decl **piece_decls = (rbgc_decl **)pieces.items;
    int n_pieces = unique_decls(piece_decls, pieces.count, diags, NULL);
    if (n_pieces > 1)
        qsort(piece_decls, (size_t)n_pieces, sizeof *piece_decls, compare_decl_names);
    game->n_pieces = n_pieces;
    game->pieces = RBGC_NEW_ARRAY(arena, const char *, n_pieces + 1);
    for (int i = 0; i < n_pieces; i++)
        game->pieces[i] = piece_decls[i]->name;

    /* Score variables (one per distinct player name, the first bound), then the variables. */
    rbgc_decl **player_decls = RBGC_NEW_ARRAY(arena, rbgc_decl *, players.count + 1);
    for (int i = 0; i < players.count; i++)
        player_decls[i] = players.items[i];
    int n_scores = unique_decls(player_decls, players.count, diags, "player");
    rbgc_decl **variable_decls = (rbgc_decl **)variables.items;
    int n_vars = unique_decls(variable_decls, variables.count, diags, "variable");
    if (n_vars > 1)
        qsort(variable_decls, (size_t)n_vars, sizeof *variable_decls, compare_decl_names);
    game->n_variables = n_scores + n_vars;
    game->variables = RBGC_NEW_ARRAY(arena, rbgc_variable, game->n_variables + 1);
    for (int i = 0; i < n_scores; i++)
        game->variables[i] = (rbgc_variable){player_decls[i]->name, player_decls[i]->bound};
    for (int i = 0; i < n_vars; i++)
        game->variables[n_scores + i] = (rbgc_variable){variable_decls[i]->name, variable_decls[i]->bound};

    /* Players in declaration order, repeated names included (the reference keeps them). */
    game->n_players = players.count;
    game->players = RBGC_NEW_ARRAY(arena, rbgc_player, players.count + 1);
    for (int i = 0; i < players.count; i++) {
        const rbgc_decl *decl = players.items[i];
        game->players[i].name = decl->name;
        game->players[i].variable = rbgc_game_variable(game, decl->name);
        game->players[i].loc = decl->loc;
    }
    return true;
}

rbgc_game *rbgc_load_text(const char *text, size_t len, rbgc_diags *diags)
{
    rbgc_arena *arena = rbgc_arena_new();
    rbgc_game *game = RBGC_NEW(arena, rbgc_game);
    game->arena = arena;
    if (!rbgc_check_not_binary(text, len, diags)) {
        rbgc_game_free(game);
        return NULL;
    }
    int n_tokens;
    rbgc_token *tokens = rbgc_lex(text, len, arena, diags, &n_tokens);
    rbgc_directives dirs;
    rbgc_board_syntax *board;
    if (tokens == NULL || !rbgc_split_directives(tokens, n_tokens, arena, diags, &dirs) ||
        !declare_names(game, &dirs, diags) || !rbgc_parse_board(arena, diags, &dirs, &board) ||
        !rbgc_build_board(game, board, diags) ||
        !rbgc_parse_rules(arena, diags, &dirs, game, &game->rules)) {
        rbgc_game_free(game);
        return NULL;
    }
    game->rules = rbgc_rules_normalise(arena, game->rules);
    game->n_modifiers = rbgc_rules_number_modifiers(game->rules);
    rbgc_check_game(game, diags);
    return game;
}

rbgc_game *rbgc_load_file(const char *path, rbgc_diags **diags_out)
{
    size_t len = 0;
    char why[256];
    char *text = rbgc_read_game_file(path, &len, why, sizeof why);
    if (text == NULL) {
        *diags_out = rbgc_diags_new(path, "", 0);
        rbgc_error(*diags_out, (rbgc_loc){0, 0, NULL}, "cannot read the file: %s", why);
        return NULL;
    }
    *diags_out = rbgc_diags_new(path, text, len);
    rbgc_game *game = rbgc_load_text(text, len, *diags_out);
    free(text);
    return game;
}
