/* The move notation of the web page: runtime/notation.h's names and texts. */
#include "web_notation.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "notation.h"

struct rbg_web_notation {
    rbg_notation *notation;
    rbg_move_texts texts; /* of the legal moves of the session's position */
    /* The clicks of legal move i: clicks[begin[i] .. begin[i + 1]). */
    int32_t *clicks;
    uint32_t *begin;
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
    free(n->clicks);
    free(n->begin);
    free(n);
}

/* The cells a move touches, in order, without repeating a cell twice in a row. */
static uint32_t move_cells(const rbg_moves *moves, uint32_t i, int32_t *out, uint32_t capacity)
{
    const rbg_action *actions = rbg_move_actions(moves, i);
    uint32_t n = 0;
    for (uint32_t k = 0; k < rbg_move_length(moves, i) && n < capacity; k++)
        if (n == 0 || out[n - 1] != actions[k].cell)
            out[n++] = actions[k].cell;
    return n;
}

/* The clicks of every legal move (rbg_web_move_clicks): applies each to a copy of `state`. */
static void find_clicks(rbg_web_notation *n, rbg_context *context, const void *state,
                        const rbg_moves *legal)
{
    const rbg_reasoner *r = rbg_notation_reasoner(n->notation);
    void *after = rbg_checked_malloc(1, r->state_size);
    free(n->clicks);
    free(n->begin);
    n->clicks = rbg_checked_calloc((size_t)legal->n_actions + 1, sizeof *n->clicks);
    n->begin = rbg_checked_calloc((size_t)legal->n_moves + 1, sizeof *n->begin);
    uint32_t used = 0;
    for (uint32_t i = 0; i < legal->n_moves; i++) {
        n->begin[i] = used;
        memcpy(after, state, r->state_size);
        r->apply(context, after, rbg_move_actions(legal, i), rbg_move_length(legal, i));
        int32_t *out = n->clicks + used;
        uint32_t all = move_cells(legal, i, out, rbg_move_length(legal, i)), kept = 0;
        for (uint32_t k = 0; k < all; k++) {
            int32_t cell = out[k];
            bool on = cell >= 1 && cell <= r->info->n_cells;
            if (on && r->piece(r, after, cell) != r->piece(r, state, cell) &&
                (kept == 0 || out[kept - 1] != cell))
                out[kept++] = cell;
        }
        /* A pass needs no click (the page offers it as a button), though the rules touch a
         * cell to make it: go's pass is no move on the top-left point. */
        if (kept == 0 && strcmp(n->texts.texts[i], "pass") != 0)
            kept = move_cells(legal, i, out, rbg_move_length(legal, i));
        used += kept;
    }
    n->begin[legal->n_moves] = used;
    free(after);
}

void rbg_web_notation_update(rbg_web_notation *n, rbg_context *context, const void *state,
                             const rbg_moves *legal)
{
    rbg_move_texts_free(&n->texts);
    rbg_notation_texts(n->notation, context, state, legal, &n->texts);
    find_clicks(n, context, state, legal);
}

char *rbg_web_move_text(const rbg_web_notation *n, uint32_t i)
{
    return strdup(i < n->texts.n ? n->texts.texts[i] : "?");
}

uint32_t rbg_web_move_clicks(const rbg_web_notation *n, uint32_t i, int32_t *out,
                             uint32_t capacity)
{
    if (n->begin == NULL || i >= n->texts.n)
        return 0;
    uint32_t count = n->begin[i + 1] - n->begin[i];
    count = count < capacity ? count : capacity;
    memcpy(out, n->clicks + n->begin[i], sizeof *out * count);
    return count;
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

const char *rbg_web_piece_symbol(const rbg_web_notation *n, int piece)
{
    return rbg_notation_piece_symbol(n->notation, piece);
}

const char *rbg_web_piece_colour(const rbg_web_notation *n, int piece)
{
    return rbg_notation_piece_colour(n->notation, piece);
}

int rbg_web_empty_piece(const rbg_web_notation *n)
{
    return rbg_notation_empty_piece(n->notation);
}

bool rbg_web_flipped(const rbg_web_notation *n)
{
    return rbg_notation_flipped(n->notation);
}
