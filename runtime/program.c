#include "program.h"

#include <stdlib.h>

#include "checked_alloc.h"

static void free_names(char **names, int32_t n)
{
    if (names == NULL)
        return;
    for (int32_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

void rbg_program_free(rbg_program *p)
{
    if (p == NULL)
        return;
    free(p->name);
    free_names(p->cell_names, p->n_cells + 1);
    free_names(p->edge_names, p->n_edges);
    free_names(p->piece_names, p->n_pieces);
    free_names(p->variable_names, p->n_variables);
    free_names(p->player_names, p->n_players + 1);
    free(p->bounds);
    free(p->player_variable);
    free(p->initial_pieces);
    free(p->neighbours);
    free(p->cell_x);
    free(p->cell_y);
    free(p->cell_z);
    free(p->generator_edges);
    free(p->automata);
    free(p->states);
    free(p->edges);
    free(p->on_sets);
    free(p->exprs);
    free(p->operand_list);
    free(p->modifiers);
    free(p);
}

int32_t rbg_program_board_edges(const rbg_program *p)
{
    return p->n_edges - p->n_jump_edges;
}

int32_t *rbg_program_board_neighbours(const rbg_program *p)
{
    if (p->n_jump_edges == 0)
        return NULL;
    int32_t board = rbg_program_board_edges(p);
    int32_t *out = rbg_checked_calloc((size_t)(p->n_cells + 1) * (size_t)(board > 0 ? board : 1), sizeof(int32_t));
    for (int32_t c = 0; c <= p->n_cells; c++)
        for (int32_t e = 0; e < board; e++)
            out[(size_t)c * (size_t)board + (size_t)e] = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)e];
    return out;
}
