/* The text forms of the legal moves of a position (runtime/notation.h). */
#define _GNU_SOURCE /* qsort_r */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "notation.h"

/* What one move does: the cells whose piece it changes, in the order it first touches them,
 * and the piece each holds afterwards; then how much of that its text shows. */
typedef struct {
    uint32_t n_changed;
    int *cells, *after;
    uint32_t shown;  /* cells in the text */
    bool suffix;     /* the piece put down is added */
    bool numeric;    /* nothing else told it apart: the numeric form */
} move_effect;

static void find_effect(const rbg_notation *notation, rbg_context *context, const void *state,
                        void *scratch, const rbg_action *actions, uint32_t length, move_effect *e)
{
    const rbg_reasoner *r = rbg_notation_reasoner(notation);
    memcpy(scratch, state, r->state_size);
    r->apply(context, scratch, actions, length);
    e->cells = rbg_checked_calloc(length + 1, sizeof *e->cells);
    e->after = rbg_checked_calloc(length + 1, sizeof *e->after);
    /* Each cell whose piece the move changes, every time the move comes back to it (an amazon's
     * arrow shot back where it stood: d1d7d1); a cell left and come back to held nothing in
     * between, it holds its final piece the last time. */
    e->n_changed = 0;
    for (uint32_t i = 0; i < length; i++) {
        int cell = actions[i].cell;
        if (cell < 1 || cell > r->info->n_cells ||
            r->piece(r, scratch, cell) == r->piece(r, state, cell) ||
            (e->n_changed > 0 && e->cells[e->n_changed - 1] == cell))
            continue;
        e->cells[e->n_changed++] = cell;
    }
    int empty = rbg_notation_empty_piece(notation);
    for (uint32_t k = 0; k < e->n_changed; k++) {
        bool again = false;
        for (uint32_t later = k + 1; later < e->n_changed && !again; later++)
            again = e->cells[later] == e->cells[k];
        e->after[k] = again ? empty : r->piece(r, scratch, e->cells[k]);
    }
    /* The text begins where the first piece put down came from (the emptied cell that held a
     * piece drawn alike: a king's castling reads e1g1, not as its rook's move), then where it
     * went; a drop is only its cell. */
    uint32_t put = e->n_changed, from = e->n_changed;
    for (uint32_t k = 0; k < e->n_changed && put == e->n_changed; k++)
        if (e->after[k] != empty)
            put = k;
    for (uint32_t k = 0; k < e->n_changed && put < e->n_changed; k++) {
        if (e->after[k] != empty)
            continue;
        bool alike = strcmp(rbg_notation_piece_symbol(notation, r->piece(r, state, e->cells[k])),
                            rbg_notation_piece_symbol(notation, e->after[put])) == 0;
        if (alike || (from == e->n_changed && k < put))
            from = k;
        if (alike)
            break;
    }
    e->shown = e->n_changed;
    if (put < e->n_changed) {
        int first[2] = {from < e->n_changed ? (int)from : -1, (int)put}, head = 0;
        int *cells = rbg_checked_calloc(e->n_changed + 1, sizeof *cells);
        int *after = rbg_checked_calloc(e->n_changed + 1, sizeof *after);
        for (int i = 0; i < 2; i++)
            if (first[i] >= 0) {
                cells[head] = e->cells[first[i]];
                after[head++] = e->after[first[i]];
            }
        e->shown = (uint32_t)head;
        for (uint32_t k = 0; k < e->n_changed; k++)
            if ((int)k != first[0] && (int)k != first[1]) {
                cells[head] = e->cells[k];
                after[head++] = e->after[k];
            }
        memcpy(e->cells, cells, sizeof *cells * e->n_changed);
        memcpy(e->after, after, sizeof *after * e->n_changed);
        free(cells);
        free(after);
    }
    e->suffix = e->numeric = false;
}

/* The piece a text names: the last one put down on its cells; -1 when it puts none down. */
static int piece_put(const rbg_notation *notation, const move_effect *e)
{
    for (uint32_t k = e->shown; k-- > 0;)
        if (e->after[k] != rbg_notation_empty_piece(notation))
            return e->after[k];
    return -1;
}

/* A piece's name in a move: its symbol in lower case when that is one letter, else its name. */
static const char *piece_word(const rbg_notation *notation, int piece, char *buffer)
{
    const char *symbol = rbg_notation_piece_symbol(notation, piece);
    if (strlen(symbol) == 1 && isalpha((unsigned char)symbol[0])) {
        buffer[0] = (char)tolower((unsigned char)symbol[0]);
        buffer[1] = '\0';
        return buffer;
    }
    return rbg_notation_reasoner(notation)->info->piece_names[piece];
}

/* Growable text. */
typedef struct {
    char *text;
    size_t length, cap;
} buffer;

static void put(buffer *b, const char *text)
{
    size_t n = strlen(text);
    if (b->length + n + 1 > b->cap) {
        b->cap = (b->length + n + 1) * 2;
        b->text = rbg_checked_realloc(b->text, b->cap, 1);
    }
    memcpy(b->text + b->length, text, n + 1);
    b->length += n;
}

/* The text of a move showing `shown` cells (and the piece when `suffix`); the token ends of
 * its normalised form go to `ends` when not NULL. */
static char *compose(const rbg_notation *notation, const move_effect *e, uint32_t shown,
                     bool suffix, uint32_t *ends, uint32_t *n_tokens)
{
    bool joined = rbg_notation_algebraic(notation);
    buffer b = {NULL, 0, 0};
    put(&b, "");
    uint32_t tokens = 0, key_length = 0;
    if (e->n_changed == 0) {
        put(&b, "pass");
        key_length = 4;
        if (ends)
            ends[tokens] = key_length;
        tokens++;
    }
    for (uint32_t k = 0; k < shown; k++) {
        const char *name = rbg_notation_cell_name(notation, e->cells[k]);
        if (k > 0 && !joined)
            put(&b, "-");
        put(&b, name);
        key_length += (uint32_t)strlen(name);
        if (ends)
            ends[tokens] = key_length;
        tokens++;
    }
    int piece = suffix ? piece_put(notation, &(move_effect){e->n_changed, e->cells, e->after, shown,
                                                         false, false})
                       : -1;
    if (piece >= 0) {
        char letter[2];
        const char *word = piece_word(notation, piece, letter);
        if (!joined || strlen(word) > 1)
            put(&b, "=");
        put(&b, word);
        key_length += (uint32_t)strlen(word);
        if (ends)
            ends[tokens] = key_length;
        tokens++;
    }
    if (n_tokens)
        *n_tokens = tokens;
    return b.text;
}

static int by_key(const void *a, const void *b, void *data)
{
    const char *const *sort_keys = data;
    int c = strcmp(sort_keys[*(const uint32_t *)a], sort_keys[*(const uint32_t *)b]);
    return c != 0 ? c : (*(const uint32_t *)a > *(const uint32_t *)b) - (*(const uint32_t *)a < *(const uint32_t *)b);
}

static void make_keys(const rbg_notation *notation, const rbg_moves *moves, const move_effect *e,
                      char **keys, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        free(keys[i]);
        if (e[i].numeric) {
            keys[i] = rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
        } else {
            char *text = compose(notation, &e[i], e[i].shown, e[i].suffix, NULL, NULL);
            keys[i] = rbg_notation_normalise(text);
            free(text);
        }
    }
}

/* Runs `step` on every group of moves whose keys are equal; true if any step changed one. */
static bool resolve(const rbg_notation *notation, const rbg_moves *moves, move_effect *e,
                    char **keys, uint32_t *order, uint32_t n, bool (*step)(move_effect *))
{
    make_keys(notation, moves, e, keys, n);
    for (uint32_t i = 0; i < n; i++)
        order[i] = i;
    qsort_r(order, n, sizeof *order, by_key, keys);
    bool changed = false;
    for (uint32_t i = 0; i < n;) {
        uint32_t j = i + 1;
        while (j < n && strcmp(keys[order[i]], keys[order[j]]) == 0)
            j++;
        for (uint32_t k = i; j - i > 1 && k < j; k++)
            changed |= step(&e[order[k]]);
        i = j;
    }
    return changed;
}

static bool show_more(move_effect *e)
{
    if (e->shown >= e->n_changed)
        return false;
    e->shown++;
    return true;
}

static bool add_piece(move_effect *e)
{
    bool was = e->suffix;
    e->suffix = true;
    return !was;
}

static bool go_numeric(move_effect *e)
{
    bool was = e->numeric;
    e->numeric = true;
    return !was;
}

void rbg_notation_texts(const rbg_notation *notation, rbg_context *context, const void *state,
                        const rbg_moves *moves, rbg_move_texts *out)
{
    const rbg_reasoner *r = rbg_notation_reasoner(notation);
    uint32_t n = moves->n_moves;
    move_effect *e = rbg_checked_calloc(n + 1, sizeof *e);
    void *scratch = rbg_checked_malloc(1, r->state_size);
    for (uint32_t i = 0; i < n; i++)
        find_effect(notation, context, state, scratch, rbg_move_actions(moves, i),
                    rbg_move_length(moves, i), &e[i]);
    free(scratch);
    char **keys = rbg_checked_calloc(n + 1, sizeof *keys);
    uint32_t *order = rbg_checked_calloc(n + 1, sizeof *order);
    /* Longer where moves read the same, then with the piece, then (never seen in games-rbg/)
     * the numeric form; pieces are named only where needed so that e2e4 stays short. */
    while (resolve(notation, moves, e, keys, order, n, show_more)) {
    }
    if (resolve(notation, moves, e, keys, order, n, add_piece))
        resolve(notation, moves, e, keys, order, n, go_numeric);
    make_keys(notation, moves, e, keys, n);
    free(order);
    out->n = n;
    out->keys = keys;
    out->texts = rbg_checked_calloc(n + 1, sizeof *out->texts);
    out->fulls = rbg_checked_calloc(n + 1, sizeof *out->fulls);
    out->ends = rbg_checked_calloc(n + 1, sizeof *out->ends);
    out->n_tokens = rbg_checked_calloc(n + 1, sizeof *out->n_tokens);
    for (uint32_t i = 0; i < n; i++) {
        char *full = compose(notation, &e[i], e[i].n_changed, true, NULL, NULL);
        out->fulls[i] = rbg_notation_normalise(full);
        free(full);
        if (e[i].numeric) {
            out->texts[i] = rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
            out->ends[i] = rbg_checked_calloc(1, sizeof **out->ends);
            out->ends[i][0] = (uint32_t)strlen(keys[i]);
            out->n_tokens[i] = 1;
        } else {
            out->ends[i] = rbg_checked_calloc(e[i].n_changed + 2, sizeof **out->ends);
            out->texts[i] = compose(notation, &e[i], e[i].shown, e[i].suffix, out->ends[i],
                                    &out->n_tokens[i]);
        }
        free(e[i].cells);
        free(e[i].after);
    }
    free(e);
}

void rbg_move_texts_free(rbg_move_texts *t)
{
    for (uint32_t i = 0; i < t->n; i++) {
        free(t->texts[i]);
        free(t->keys[i]);
        free(t->fulls[i]);
        free(t->ends[i]);
    }
    free(t->texts);
    free(t->keys);
    free(t->fulls);
    free(t->ends);
    free(t->n_tokens);
    *t = (rbg_move_texts){0};
}
