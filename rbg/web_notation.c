/* The move notation of the web page: runtime/notation.h's names and texts. */
#include "web_notation.h"

#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "notation.h"

struct rbg_web_notation {
    rbg_notation *notation;
    rbg_move_texts texts; /* of the legal moves of the session's position */
};

rbg_web_notation *rbg_web_notation_new(const rbg_reasoner *reasoner, const char *game_path)
{
    rbg_web_notation *n = rbg_checked_calloc(1, sizeof *n);
    n->notation = rbg_notation_from_file(reasoner, game_path);
    return n;
}

void rbg_web_notation_free(rbg_web_notation *n)
{
    if (n == NULL)
        return;
    rbg_move_texts_free(&n->texts);
    rbg_notation_free(n->notation);
    free(n);
}

void rbg_web_notation_update(rbg_web_notation *n, rbg_context *context, const void *state,
                             const rbg_moves *legal)
{
    rbg_move_texts_free(&n->texts);
    rbg_notation_texts(n->notation, context, state, legal, &n->texts);
}

char *rbg_web_move_text(const rbg_web_notation *n, uint32_t i)
{
    return strdup(i < n->texts.n ? n->texts.texts[i] : "?");
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

int64_t rbg_web_move_find(const rbg_web_notation *n, const rbg_moves *legal, const char *text,
                          char *error, size_t error_size)
{
    int64_t found = rbg_notation_find(&n->texts, legal, text, error, error_size);
    return found >= 0 ? found : -1; /* the error says which moves a prefix begins */
}

const char *rbg_web_cell_name(const rbg_web_notation *n, int32_t cell)
{
    return cell >= 1 && cell <= rbg_notation_reasoner(n->notation)->info->n_cells
               ? rbg_notation_cell_name(n->notation, cell)
               : "";
}
