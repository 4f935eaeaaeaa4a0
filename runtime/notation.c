/* A game's notation: cell names and display hints (runtime/notation.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board_names.h"
#include "checked_alloc.h"
#include "notation.h"

struct rbg_notation {
    const rbg_reasoner *reasoner;
    bool algebraic, flipped;
    int empty;
    char **cell_names;   /* [n_cells + 1] */
    int *file, *rank;    /* [n_cells + 1], algebraic boards only */
    char **symbols;      /* [n_pieces] */
    char **colours;      /* [n_pieces], NULL entries: no hint */
};

static char *notation_dup(const char *text, size_t length)
{
    char *copy = rbg_checked_malloc(length + 1, 1);
    memcpy(copy, text, length);
    copy[length] = '\0';
    return copy;
}

static int piece_named(const rbg_game_info *info, const char *name, size_t length)
{
    for (int p = 0; p < info->n_pieces; p++)
        if (strlen(info->piece_names[p]) == length && strncmp(info->piece_names[p], name, length) == 0)
            return p;
    return -1;
}

/* The next word of a hint line: its start and length; 0 at the end of the line. */
static size_t next_word(const char **p, const char **word)
{
    while (**p == ' ' || **p == '\t')
        (*p)++;
    *word = *p;
    while (**p != '\0' && **p != '\n' && **p != '\r' && **p != ' ' && **p != '\t')
        (*p)++;
    return (size_t)(*p - *word);
}

/* The next `// @display` line at or after `line`: returns the text after the mark (NULL when
 * there is none) and sets `*rest` to the line after it. */
static const char *next_hint(const char *line, const char **rest)
{
    static const char mark[] = "@display";
    while (line != NULL && *line != '\0') {
        const char *comment = strstr(line, "//");
        const char *end = strchr(line, '\n');
        line = end != NULL ? end + 1 : NULL;
        if (comment != NULL && (end == NULL || comment < end)) {
            const char *p = comment + 2, *word;
            size_t length = next_word(&p, &word);
            if (length == sizeof mark - 1 && strncmp(word, mark, length) == 0) {
                *rest = line;
                return p;
            }
        }
    }
    return NULL;
}

static bool hint_is(const char *word, size_t length, const char *expected)
{
    return length == strlen(expected) && strncmp(word, expected, length) == 0;
}

/* Reads the `// @display ...` lines; hints naming unknown pieces are ignored, as the reference
 * tools ignore the whole comment. */
static void read_hints(rbg_notation *n, const char *source)
{
    const rbg_game_info *info = n->reasoner->info;
    for (const char *p = next_hint(source, &source); p != NULL; p = next_hint(source, &source)) {
        const char *kind, *a, *b, *c;
        size_t kind_length = next_word(&p, &kind);
        size_t la = next_word(&p, &a), lb = next_word(&p, &b), lc = next_word(&p, &c);
        int piece = la > 0 ? piece_named(info, a, la) : -1;
        if (hint_is(kind, kind_length, "piece") && piece >= 0 && lb > 0) {
            free(n->symbols[piece]);
            n->symbols[piece] = notation_dup(b, lb);
            if (lc > 0) {
                free(n->colours[piece]);
                n->colours[piece] = notation_dup(c, lc);
            }
        } else if (hint_is(kind, kind_length, "empty") && piece >= 0) {
            n->empty = piece;
        } else if (hint_is(kind, kind_length, "orientation")) {
            n->flipped = hint_is(a, la, "flipped");
        }
    }
}

bool rbg_notation_source_flipped(const char *source)
{
    bool flipped = false;
    for (const char *p = next_hint(source, &source); p != NULL; p = next_hint(source, &source)) {
        const char *kind, *a;
        size_t kind_length = next_word(&p, &kind), la = next_word(&p, &a);
        if (hint_is(kind, kind_length, "orientation"))
            flipped = hint_is(a, la, "flipped");
    }
    return flipped;
}

/* The empty piece when no hint names it: one named "empty" or "e", else the most common piece
 * of the initial position. */
static int guess_empty(const rbg_reasoner *r)
{
    const rbg_game_info *info = r->info;
    for (int p = 0; p < info->n_pieces; p++)
        if (strcmp(info->piece_names[p], "empty") == 0 || strcmp(info->piece_names[p], "e") == 0)
            return p;
    int *count = rbg_checked_calloc((size_t)info->n_pieces + 1, sizeof(int));
    rbg_context *ctx = r->context_new(r);
    void *initial = rbg_checked_malloc(1, r->state_size);
    r->initial(ctx, initial);
    for (int c = 1; c <= info->n_cells; c++)
        count[r->piece(r, initial, c)]++;
    free(initial);
    r->context_free(ctx);
    int common = 0;
    for (int p = 1; p < info->n_pieces; p++)
        if (count[p] > count[common])
            common = p;
    free(count);
    return common;
}

/* Symbols of the pieces without a hint: '.' for the empty piece, else a letter of the name not
 * used yet (the last capital first: whitePawn -> P, then the other letters in both cases). */
static void default_symbols(rbg_notation *n)
{
    const rbg_game_info *info = n->reasoner->info;
    bool used[256] = {false};
    for (int p = 0; p < info->n_pieces; p++)
        if (n->symbols[p] != NULL && strlen(n->symbols[p]) == 1)
            used[(unsigned char)n->symbols[p][0]] = true;
    if (n->symbols[n->empty] == NULL) {
        n->symbols[n->empty] = notation_dup(".", 1);
        used['.'] = true;
    }
    for (int p = 0; p < info->n_pieces; p++) {
        if (n->symbols[p] != NULL)
            continue;
        const char *name = info->piece_names[p];
        char candidates[128];
        size_t k = 0;
        for (const char *c = name; *c && k + 2 < sizeof candidates; c++)
            if (isupper((unsigned char)*c))
                candidates[k++] = *c;
        for (const char *c = name; *c && k + 2 < sizeof candidates; c++) {
            candidates[k++] = *c;
            candidates[k++] = (char)(islower((unsigned char)*c) ? toupper((unsigned char)*c)
                                                                 : tolower((unsigned char)*c));
        }
        char letter = 0;
        for (size_t i = 0; i < k && letter == 0; i++)
            if (isalnum((unsigned char)candidates[i]) && !used[(unsigned char)candidates[i]])
                letter = candidates[i];
        for (int c = 'a'; c <= 'z' && letter == 0; c++)
            if (!used[c])
                letter = (char)c;
        if (letter == 0)
            letter = '?';
        used[(unsigned char)letter] = true;
        n->symbols[p] = notation_dup(&letter, 1);
    }
}

static void name_cells(rbg_notation *n)
{
    const rbg_game_info *info = n->reasoner->info;
    rbg_board_shape shape = {info->board_kind, info->width,  info->height, info->depth,
                             info->n_cells,    info->cell_x, info->cell_y, info->cell_z};
    size_t slots = (size_t)info->n_cells + 1;
    n->cell_names = rbg_checked_calloc(slots, sizeof *n->cell_names);
    n->file = rbg_checked_calloc(slots, sizeof *n->file);
    n->rank = rbg_checked_calloc(slots, sizeof *n->rank);
    int *layer = rbg_checked_calloc(slots, sizeof *layer);
    n->algebraic = rbg_board_coordinates(&shape, n->flipped, n->file, n->rank, layer);
    for (int c = 1; c <= info->n_cells; c++) {
        char name[16];
        if (n->algebraic)
            rbg_board_cell_name(n->file[c], n->rank[c], layer[c], name, sizeof name);
        const char *chosen = n->algebraic ? name : info->cell_names[c];
        n->cell_names[c] = notation_dup(chosen, strlen(chosen));
    }
    free(layer);
}

rbg_notation *rbg_notation_new(const rbg_reasoner *reasoner, const char *game_source)
{
    const rbg_game_info *info = reasoner->info;
    rbg_notation *n = rbg_checked_calloc(1, sizeof *n);
    n->reasoner = reasoner;
    n->empty = -1;
    n->symbols = rbg_checked_calloc((size_t)info->n_pieces + 1, sizeof *n->symbols);
    n->colours = rbg_checked_calloc((size_t)info->n_pieces + 1, sizeof *n->colours);
    read_hints(n, game_source);
    if (n->empty < 0)
        n->empty = guess_empty(reasoner);
    default_symbols(n);
    name_cells(n);
    return n;
}

rbg_notation *rbg_notation_from_file(const rbg_reasoner *reasoner, const char *game_path)
{
    char *source = NULL;
    FILE *file = game_path != NULL ? fopen(game_path, "rb") : NULL;
    if (file != NULL) {
        size_t size = 0, cap = 0, got;
        char chunk[65536];
        while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
            if (size + got + 1 > cap) {
                cap = (size + got + 1) * 2;
                source = rbg_checked_realloc(source, cap, 1);
            }
            memcpy(source + size, chunk, got);
            size += got;
        }
        if (source != NULL)
            source[size] = '\0';
        fclose(file);
    }
    rbg_notation *n = rbg_notation_new(reasoner, source);
    free(source);
    return n;
}

void rbg_notation_free(rbg_notation *n)
{
    if (n == NULL)
        return;
    const rbg_game_info *info = n->reasoner->info;
    for (int c = 0; c <= info->n_cells; c++)
        free(n->cell_names[c]);
    for (int p = 0; p < info->n_pieces; p++) {
        free(n->symbols[p]);
        free(n->colours[p]);
    }
    free(n->cell_names);
    free(n->file);
    free(n->rank);
    free(n->symbols);
    free(n->colours);
    free(n);
}

const char *rbg_notation_cell_name(const rbg_notation *n, int cell)
{
    return cell >= 1 && cell <= n->reasoner->info->n_cells ? n->cell_names[cell] : "?";
}

int rbg_notation_cell_of(const rbg_notation *n, const char *name)
{
    for (int c = 1; c <= n->reasoner->info->n_cells; c++)
        if (strcasecmp(n->cell_names[c], name) == 0)
            return c;
    return 0;
}

bool rbg_notation_algebraic(const rbg_notation *n)
{
    return n->algebraic;
}

void rbg_notation_file_rank(const rbg_notation *n, int cell, int *file, int *rank)
{
    bool known = n->algebraic && cell >= 1 && cell <= n->reasoner->info->n_cells;
    *file = known ? n->file[cell] : -1;
    *rank = known ? n->rank[cell] : -1;
}

const char *rbg_notation_piece_symbol(const rbg_notation *n, int piece)
{
    return piece >= 0 && piece < n->reasoner->info->n_pieces ? n->symbols[piece] : "?";
}

const char *rbg_notation_piece_colour(const rbg_notation *n, int piece)
{
    return piece >= 0 && piece < n->reasoner->info->n_pieces ? n->colours[piece] : NULL;
}

int rbg_notation_empty_piece(const rbg_notation *n)
{
    return n->empty;
}

bool rbg_notation_flipped(const rbg_notation *n)
{
    return n->flipped;
}

const rbg_reasoner *rbg_notation_reasoner(const rbg_notation *n)
{
    return n->reasoner;
}
