#include "game.h"

#include <string.h>

void rbgc_game_free(rbgc_game *game)
{
    if (game != NULL)
        rbgc_arena_free(game->arena);
}

static int find_name(const char *const *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

int rbgc_game_piece(const rbgc_game *game, const char *name)
{
    return find_name(game->pieces, game->n_pieces, name);
}

int rbgc_game_edge(const rbgc_game *game, const char *name)
{
    return find_name(game->edges, game->n_edges, name);
}

int rbgc_game_variable(const rbgc_game *game, const char *name)
{
    for (int i = 0; i < game->n_variables; i++)
        if (strcmp(game->variables[i].name, name) == 0)
            return i;
    return -1;
}

int rbgc_game_player(const rbgc_game *game, const char *name)
{
    for (int i = 0; i < game->n_players; i++)
        if (strcmp(game->players[i].name, name) == 0)
            return i;
    return -1;
}

/* ---- structural equality ---- */

static bool arith_equal(const rbgc_arith *a, const rbgc_arith *b)
{
    if (a->kind != b->kind || a->value != b->value || a->index != b->index ||
        a->n_operands != b->n_operands)
        return false;
    for (int i = 0; i < a->n_operands; i++)
        if (!arith_equal(a->operands[i], b->operands[i]))
            return false;
    return true;
}

bool rbgc_rule_equal(const rbgc_rule *a, const rbgc_rule *b)
{
    if (a->kind != b->kind || a->modifier != b->modifier || a->n_children != b->n_children)
        return false;
    switch (a->kind) {
    case RBGC_RULE_SHIFT:
        if (a->edge != b->edge)
            return false;
        break;
    case RBGC_RULE_ON:
        if (a->n_pieces != b->n_pieces ||
            memcmp(a->pieces, b->pieces, sizeof(int) * (size_t)a->n_pieces) != 0)
            return false;
        break;
    case RBGC_RULE_OFF:
        if (a->piece != b->piece)
            return false;
        break;
    case RBGC_RULE_ASSIGN:
        if (a->variable != b->variable || !arith_equal(a->value, b->value))
            return false;
        break;
    case RBGC_RULE_COMPARE:
        if (a->op != b->op || !arith_equal(a->left, b->left) || !arith_equal(a->right, b->right))
            return false;
        break;
    case RBGC_RULE_SWITCH:
        if (a->player != b->player)
            return false;
        break;
    case RBGC_RULE_PATTERN:
        if (a->negated != b->negated)
            return false;
        break;
    default:
        break;
    }
    for (int i = 0; i < a->n_children; i++)
        if (!rbgc_rule_equal(a->children[i], b->children[i]))
            return false;
    return true;
}

static bool names_equal(const char *const *a, const char *const *b, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(a[i], b[i]) != 0)
            return false;
    return true;
}

bool rbgc_game_equal(const rbgc_game *a, const rbgc_game *b)
{
    if (a->n_pieces != b->n_pieces || a->n_variables != b->n_variables ||
        a->n_players != b->n_players || a->n_edges != b->n_edges || a->n_cells != b->n_cells ||
        a->board_kind != b->board_kind || a->width != b->width || a->height != b->height ||
        a->depth != b->depth || a->n_modifiers != b->n_modifiers ||
        memcmp(a->generator_edges, b->generator_edges, sizeof a->generator_edges) != 0 ||
        memcmp(&a->straightness, &b->straightness, sizeof a->straightness) != 0)
        return false;
    if (!names_equal(a->pieces, b->pieces, a->n_pieces) || !names_equal(a->edges, b->edges, a->n_edges))
        return false;
    for (int i = 0; i < a->n_variables; i++)
        if (strcmp(a->variables[i].name, b->variables[i].name) != 0 ||
            a->variables[i].bound != b->variables[i].bound)
            return false;
    for (int i = 0; i < a->n_players; i++)
        if (strcmp(a->players[i].name, b->players[i].name) != 0 ||
            a->players[i].variable != b->players[i].variable)
            return false;
    if (a->board_kind != RBGC_BOARD_GRAPH &&
        memcmp(a->line_length, b->line_length, sizeof(int) * (size_t)(a->depth * a->height)) != 0)
        return false;
    for (int i = 0; i < a->n_cells; i++) {
        const rbgc_cell *x = &a->cells[i], *y = &b->cells[i];
        if (strcmp(x->name, y->name) != 0 || x->piece != y->piece || x->x != y->x || x->y != y->y ||
            x->z != y->z || memcmp(x->next, y->next, sizeof(int) * (size_t)a->n_edges) != 0)
            return false;
    }
    return rbgc_rule_equal(a->rules, b->rules);
}
