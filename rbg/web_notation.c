/* The move notation of the web page: today the numeric text form of runtime/rbg.h. */
#include "web_notation.h"

#include <stdio.h>
#include <stdlib.h>

enum { LONGEST_MOVE = 4096 };

char *rbg_web_move_text(const rbg_reasoner *reasoner, const rbg_moves *moves, uint32_t i)
{
    (void)reasoner;
    return rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
}

uint32_t rbg_web_move_cells(const rbg_moves *moves, uint32_t i, int32_t *out, uint32_t capacity)
{
    const rbg_action *actions = rbg_move_actions(moves, i);
    uint32_t n = 0;
    for (uint32_t k = 0; k < rbg_move_length(moves, i) && n < capacity; k++)
        if (n == 0 || out[n - 1] != actions[k].cell)
            out[n++] = actions[k].cell;
    return n;
}

int64_t rbg_web_move_find(const rbg_reasoner *reasoner, const rbg_moves *moves, const char *text,
                          char *error, size_t error_size)
{
    (void)reasoner;
    rbg_action *actions = malloc(sizeof *actions * LONGEST_MOVE);
    uint32_t n = 0;
    int64_t found = -1;
    if (actions == NULL)
        snprintf(error, error_size, "out of memory");
    else if (rbg_move_parse(text, actions, LONGEST_MOVE, &n, error, error_size) &&
             (found = rbg_moves_find(moves, actions, n)) < 0)
        snprintf(error, error_size, "'%.200s' is not a legal move here", text);
    free(actions);
    return found;
}

const char *rbg_web_cell_name(const rbg_reasoner *reasoner, int32_t cell)
{
    const rbg_game_info *info = reasoner->info;
    return cell >= 1 && cell <= info->n_cells ? info->cell_names[cell] : "";
}
