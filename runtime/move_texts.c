/* The text forms of the legal moves of a position (runtime/notation.h). */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"
#include "notation.h"
#include "variable_changes.h"

/* What one move does: the cells whose piece it changes, in the order it first touches them
 * (then those its keeper changes, in board order), and the piece each holds afterwards; the
 * variables it changes; then how much of that its text shows. */
typedef struct {
    uint32_t n_changed;
    int *cells, *after; /* one block: after = cells + its room */
    uint32_t n_variables;
    rbg_variable_change *variables;
    uint32_t shown;  /* tokens in the text: cells, then variables */
    uint32_t first_shown; /* those shown before any other move reads the same */
    bool suffix;     /* the piece put down is added */
    bool values;     /* the variables' values are added */
    uint32_t twin;   /* 0, or its rank among moves that do exactly the same (pentago's turns
                        of an empty quadrant): the text ends in "/twin" */
    /* The normalised text last made, for the fields above as they were then, and its hash: a
     * round of resolve remakes only the keys of the moves a step changed. */
    bool keyed;
    uint32_t key_shown, key_twin;
    bool key_suffix, key_values;
    uint64_t key_hash;
} move_effect;

/* What every move of a position is compared with, computed once: the piece on each cell before
 * the move, and room for the cells only the keeper changed. */
typedef struct {
    int *before; /* [n_cells + 1] */
    int *keeper; /* [n_cells + 1] */
} position_scratch;

static bool on_board(const rbg_reasoner *r, int cell)
{
    return cell >= 1 && cell <= r->info->n_cells;
}

static bool listed(const move_effect *e, int cell)
{
    for (uint32_t k = 0; k < e->n_changed; k++)
        if (e->cells[k] == cell)
            return true;
    return false;
}

/* Orders the first `e->n_changed` cells (those the move changes): where the first piece put
 * down came from, then where it went; sets how many the text shows at first. */
static void order_changed(const rbg_notation *notation, const position_scratch *p,
                          const void *scratch, move_effect *e)
{
    const rbg_reasoner *r = rbg_notation_reasoner(notation);
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
        bool alike = strcmp(rbg_notation_piece_symbol(notation, p->before[e->cells[k]]),
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
    e->first_shown = e->shown;
}

/* Appends the cells the move acts on without changing them, in order, when the move changes
 * the board, then the cells the keeper changed where the move did not act, in board order; each
 * with the piece it holds afterwards. */
static void append_cells(const rbg_reasoner *r, const position_scratch *p, const void *after,
                         const rbg_action *actions, uint32_t length, move_effect *e)
{
    uint32_t from = e->n_changed, n_keeper = 0;
    int *keeper = p->keeper;
    for (int cell = 1; cell <= r->info->n_cells; cell++)
        if (r->piece(r, after, cell) != p->before[cell] && !listed(e, cell))
            keeper[n_keeper++] = cell;
    for (uint32_t i = 0; (from > 0 || n_keeper > 0) && i < length; i++)
        if (on_board(r, actions[i].cell) && !listed(e, actions[i].cell))
            e->cells[e->n_changed++] = actions[i].cell;
    for (uint32_t k = 0; k < n_keeper; k++)
        if (!listed(e, keeper[k])) /* a cell acted on that only the keeper changed is listed */
            e->cells[e->n_changed++] = keeper[k];
    for (uint32_t k = from; k < e->n_changed; k++)
        e->after[k] = r->piece(r, after, e->cells[k]);
}

static void find_effect(const rbg_notation *notation, rbg_context *context, const void *state,
                        const position_scratch *p, void *scratch, const rbg_action *actions,
                        uint32_t length, move_effect *e)
{
    const rbg_reasoner *r = rbg_notation_reasoner(notation);
    memcpy(scratch, state, r->state_size);
    r->apply(context, scratch, actions, length);
    size_t room = (size_t)length + (size_t)r->info->n_cells + 1;
    e->cells = rbg_checked_calloc(2 * room, sizeof *e->cells); /* and e->after, in one block */
    e->after = e->cells + room;
    e->variables = rbg_checked_calloc((size_t)r->info->n_variables + 1, sizeof *e->variables);
    e->n_variables = rbg_variable_changes(r, state, scratch, e->variables);
    e->suffix = e->values = false;
    e->twin = 0;
    /* A move whose actions before its switch change no cell, and that leaves the board to the
     * keeper (gess: a mark on the piece's centre, which the keeper clears again, then the switch
     * on where it goes), reads as the cells it acts on.  A switch alone is no such move: a pass
     * reads `pass` even when the keeper then scores the board; and a move that changes a cell
     * before its switch reads by its changes (the mill's a1, whose first action is an
     * assignment on a0). */
    bool marked = length > 1, changed = false;
    for (uint32_t i = 0; i + 1 < length; i++)
        marked &= !on_board(r, actions[i].cell) ||
                  r->piece(r, scratch, actions[i].cell) == p->before[actions[i].cell];
    for (int cell = 1; marked && cell <= r->info->n_cells && !changed; cell++)
        changed = r->piece(r, scratch, cell) != p->before[cell];
    marked &= changed;
    e->n_changed = 0;
    if (marked) {
        append_cells(r, p, scratch, actions, length, e);
        e->shown = 0;
        for (uint32_t i = 0; i < length; i++)
            if (on_board(r, actions[i].cell) && e->cells[e->shown] == actions[i].cell)
                e->shown++;
        e->first_shown = e->shown;
        return;
    }
    /* Each cell whose piece the move changes, every time the move comes back to it (an amazon's
     * arrow shot back where it stood: d1d7d1); a cell left and come back to held nothing in
     * between, it holds its final piece the last time. */
    for (uint32_t i = 0; i < length; i++) {
        int cell = actions[i].cell;
        if (!on_board(r, cell) || r->piece(r, scratch, cell) == p->before[cell] ||
            (e->n_changed > 0 && e->cells[e->n_changed - 1] == cell))
            continue;
        e->cells[e->n_changed++] = cell;
    }
    order_changed(notation, p, scratch, e);
    /* Then, shown only where they tell moves apart: the cells it acts on without changing them,
     * when it changes the board (pentago's ball turned away with its quadrant: a6c6), and what
     * the keeper changed. */
    append_cells(r, p, scratch, actions, length, e);
}

/* The piece a text names: the last one put down on its cells; -1 when it puts none down. */
static int piece_put(const rbg_notation *notation, const move_effect *e)
{
    for (uint32_t k = e->shown < e->n_changed ? e->shown : e->n_changed; k-- > 0;)
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
    size_t n = strlen(text), need = b->length + n + 1;
    if (need > b->cap) {
        b->cap = need * 2 > 32 ? need * 2 : 32;
        b->text = rbg_checked_realloc(b->text, b->cap, 1);
    }
    memcpy(b->text + b->length, text, n + 1);
    b->length += n;
}

/* A token's end in the normalised form, counted as the text grows. */
static void end_token(uint32_t *ends, uint32_t *tokens, uint32_t *key_length, const char *word)
{
    *key_length += (uint32_t)strlen(word);
    if (ends)
        ends[*tokens] = *key_length;
    (*tokens)++;
}

/* The text of a move showing `shown` tokens (cells, then variables), the piece put down when
 * `suffix`, the variables' values when `values`, and its rank among twins; the token ends of
 * its normalised form go to `ends` when not NULL. */
static char *compose(const rbg_notation *notation, const move_effect *e, uint32_t shown,
                     bool suffix, bool values, uint32_t *ends, uint32_t *n_tokens)
{
    bool joined = rbg_notation_algebraic(notation);
    const rbg_game_info *info = rbg_notation_reasoner(notation)->info;
    uint32_t cells = shown < e->n_changed ? shown : e->n_changed;
    buffer b = {NULL, 0, 0};
    put(&b, "");
    uint32_t tokens = 0, key_length = 0;
    if (shown == 0) {
        put(&b, "pass");
        end_token(ends, &tokens, &key_length, "pass");
    }
    for (uint32_t k = 0; k < cells; k++) {
        const char *name = rbg_notation_cell_name(notation, e->cells[k]);
        if (k > 0 && !joined)
            put(&b, "-");
        put(&b, name);
        end_token(ends, &tokens, &key_length, name);
    }
    move_effect head = *e;
    head.shown = cells;
    int piece = suffix ? piece_put(notation, &head) : -1;
    if (piece >= 0) {
        char letter[2];
        const char *word = piece_word(notation, piece, letter);
        if (!joined || strlen(word) > 1)
            put(&b, "=");
        put(&b, word);
        end_token(ends, &tokens, &key_length, word);
    }
    for (uint32_t k = cells; k < shown; k++) {
        const rbg_variable_change *v = &e->variables[k - cells];
        const char *name = info->variable_names[v->variable];
        if (b.length > 0)
            put(&b, "-");
        put(&b, name);
        char value[32] = "";
        if (values) {
            snprintf(value, sizeof value, "%lld", (long long)v->after);
            put(&b, "=");
            put(&b, value);
        }
        key_length += (uint32_t)strlen(name);
        end_token(ends, &tokens, &key_length, value);
    }
    if (e->twin > 0) {
        char rank[32];
        snprintf(rank, sizeof rank, "/%u", e->twin);
        put(&b, rank);
        end_token(ends, &tokens, &key_length, rank);
    }
    if (n_tokens)
        *n_tokens = tokens;
    return b.text;
}

/* FNV-1a, for the table of keys that finds the moves whose keys are equal. */
static uint64_t key_hash(const char *key)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *key != '\0'; key++)
        h = (h ^ (unsigned char)*key) * 0x100000001b3ULL;
    return h;
}

/* The normalised text of each move whose key fields changed since its key was made. */
static void make_keys(const rbg_notation *notation, move_effect *e, char **keys, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        move_effect *m = &e[i];
        if (m->keyed && m->key_shown == m->shown && m->key_twin == m->twin &&
            m->key_suffix == m->suffix && m->key_values == m->values)
            continue;
        free(keys[i]);
        char *text = compose(notation, m, m->shown, m->suffix, m->values, NULL, NULL);
        keys[i] = rbg_notation_normalise(text);
        free(text);
        m->keyed = true;
        m->key_shown = m->shown;
        m->key_twin = m->twin;
        m->key_suffix = m->suffix;
        m->key_values = m->values;
        m->key_hash = key_hash(keys[i]);
    }
}

/* A step that tells apart the moves of one group of equal keys [group, group + n). */
typedef bool (*resolve_step)(move_effect *e, const uint32_t *group, uint32_t n,
                             const rbg_moves *moves);

/* The moves of a position grouped by equal keys, through a table of the keys (a position can
 * have thousands of moves, and resolve runs several rounds): a group's members in list order. */
typedef struct {
    uint32_t *slots;   /* [cap]: 1 + the first member of a group; 0: empty */
    uint32_t *next;    /* [n]: the next member of the same group; NO_MEMBER: none */
    uint32_t *last;    /* [n]: of a first member, its group's last member */
    uint32_t *members; /* [n]: one group's members, for its step */
    uint32_t cap;
} key_groups;

enum { NO_MEMBER = UINT32_MAX };

static void key_groups_init(key_groups *g, uint32_t n)
{
    g->cap = 16;
    while (g->cap < 2 * (size_t)n)
        g->cap *= 2;
    g->slots = rbg_checked_calloc(g->cap, sizeof *g->slots);
    g->next = rbg_checked_calloc((size_t)n + 1, sizeof *g->next);
    g->last = rbg_checked_calloc((size_t)n + 1, sizeof *g->last);
    g->members = rbg_checked_calloc((size_t)n + 1, sizeof *g->members);
}

static void key_groups_free(key_groups *g)
{
    free(g->slots);
    free(g->next);
    free(g->last);
    free(g->members);
}

static void key_groups_find(key_groups *g, const move_effect *e, char *const *keys, uint32_t n)
{
    memset(g->slots, 0, sizeof *g->slots * g->cap);
    for (uint32_t i = 0; i < n; i++) {
        g->next[i] = NO_MEMBER;
        for (uint32_t s = (uint32_t)e[i].key_hash & (g->cap - 1);; s = (s + 1) & (g->cap - 1)) {
            if (g->slots[s] == 0) {
                g->slots[s] = i + 1;
                g->last[i] = i;
                break;
            }
            uint32_t first = g->slots[s] - 1;
            if (e[first].key_hash == e[i].key_hash && strcmp(keys[first], keys[i]) == 0) {
                g->next[g->last[first]] = i;
                g->last[first] = i;
                break;
            }
        }
    }
}

/* Runs `step` on every group of moves whose keys are equal; true if any step changed one. */
static bool resolve(const rbg_notation *notation, const rbg_moves *moves, move_effect *e,
                    char **keys, key_groups *g, uint32_t n, resolve_step step)
{
    make_keys(notation, e, keys, n);
    key_groups_find(g, e, keys, n);
    bool changed = false;
    for (uint32_t s = 0; s < g->cap; s++) {
        if (g->slots[s] == 0 || g->next[g->slots[s] - 1] == NO_MEMBER)
            continue;
        uint32_t size = 0;
        for (uint32_t i = g->slots[s] - 1; i != NO_MEMBER; i = g->next[i])
            g->members[size++] = i;
        changed |= step(e, g->members, size, moves);
    }
    return changed;
}

/* One more token for each move of the group, up to `variables ? all : its cells`. */
static bool show_more(move_effect *e, const uint32_t *group, uint32_t n, bool variables)
{
    bool changed = false;
    for (uint32_t k = 0; k < n; k++) {
        move_effect *m = &e[group[k]];
        if (m->shown < m->n_changed + (variables ? m->n_variables : 0)) {
            m->shown++;
            changed = true;
        }
    }
    return changed;
}

static bool show_more_cells(move_effect *e, const uint32_t *group, uint32_t n,
                            const rbg_moves *moves)
{
    (void)moves;
    return show_more(e, group, n, false);
}

static bool show_more_variables(move_effect *e, const uint32_t *group, uint32_t n,
                                const rbg_moves *moves)
{
    (void)moves;
    return show_more(e, group, n, true);
}

/* Sets the flag at `offset` of each move of the group; true if one was not set yet. */
static bool set_flag(move_effect *e, const uint32_t *group, uint32_t n, size_t offset)
{
    bool changed = false;
    for (uint32_t k = 0; k < n; k++) {
        bool *flag = (bool *)((char *)&e[group[k]] + offset);
        changed |= !*flag;
        *flag = true;
    }
    return changed;
}

static bool add_piece(move_effect *e, const uint32_t *group, uint32_t n, const rbg_moves *moves)
{
    (void)moves;
    return set_flag(e, group, n, offsetof(move_effect, suffix));
}

static bool add_values(move_effect *e, const uint32_t *group, uint32_t n, const rbg_moves *moves)
{
    (void)moves;
    return set_flag(e, group, n, offsetof(move_effect, values));
}

static int by_actions(const rbg_moves *moves, uint32_t a, uint32_t b)
{
    uint32_t la = rbg_move_length(moves, a), lb = rbg_move_length(moves, b);
    int c = memcmp(rbg_move_actions(moves, a), rbg_move_actions(moves, b),
                   sizeof(rbg_action) * (la < lb ? la : lb));
    return c != 0 ? c : (la > lb) - (la < lb);
}

/* Moves that do exactly the same are numbered 1, 2, ... in the order of their actions. */
static bool number_twins(move_effect *e, const uint32_t *group, uint32_t n,
                         const rbg_moves *moves)
{
    for (uint32_t k = 0; k < n; k++) {
        uint32_t rank = 1;
        for (uint32_t other = 0; other < n; other++)
            rank += by_actions(moves, group[other], group[k]) < 0;
        e[group[k]].twin = rank;
    }
    return true;
}

void rbg_notation_texts(const rbg_notation *notation, rbg_context *context, const void *state,
                        const rbg_moves *moves, rbg_move_texts *out)
{
    const rbg_reasoner *r = rbg_notation_reasoner(notation);
    uint32_t n = moves->n_moves;
    move_effect *e = rbg_checked_calloc(n + 1, sizeof *e);
    void *scratch = rbg_checked_malloc(1, r->state_size);
    position_scratch p = {rbg_checked_calloc((size_t)r->info->n_cells + 1, sizeof *p.before),
                          rbg_checked_calloc((size_t)r->info->n_cells + 1, sizeof *p.keeper)};
    for (int cell = 1; cell <= r->info->n_cells; cell++)
        p.before[cell] = r->piece(r, state, cell);
    for (uint32_t i = 0; i < n; i++)
        find_effect(notation, context, state, &p, scratch, rbg_move_actions(moves, i),
                    rbg_move_length(moves, i), &e[i]);
    free(p.before);
    free(p.keeper);
    free(scratch);
    char **keys = rbg_checked_calloc(n + 1, sizeof *keys);
    key_groups groups;
    key_groups_init(&groups, n);
    /* Moves that do exactly the same (every cell, piece and variable) get their rank; then
     * texts grow where moves read the same: cells first, then the piece put down, then the
     * variables they change and their values (awari's pits); each only where needed, so that
     * e2e4 stays short. */
    for (uint32_t i = 0; i < n; i++)
        e[i].shown = e[i].n_changed + e[i].n_variables, e[i].suffix = e[i].values = true;
    resolve(notation, moves, e, keys, &groups, n, number_twins);
    for (uint32_t i = 0; i < n; i++)
        e[i].shown = e[i].first_shown, e[i].suffix = e[i].values = false;
    while (resolve(notation, moves, e, keys, &groups, n, show_more_cells)) {
    }
    resolve(notation, moves, e, keys, &groups, n, add_piece);
    while (resolve(notation, moves, e, keys, &groups, n, show_more_variables)) {
    }
    resolve(notation, moves, e, keys, &groups, n, add_values);
    make_keys(notation, e, keys, n);
    key_groups_free(&groups);
    out->n = n;
    out->keys = keys;
    out->texts = rbg_checked_calloc(n + 1, sizeof *out->texts);
    out->fulls = rbg_checked_calloc(n + 1, sizeof *out->fulls);
    out->ends = rbg_checked_calloc(n + 1, sizeof *out->ends);
    out->n_tokens = rbg_checked_calloc(n + 1, sizeof *out->n_tokens);
    for (uint32_t i = 0; i < n; i++) {
        /* Every changed cell and the piece put down; a move that changes no cell, its
         * variables. */
        uint32_t all = e[i].n_changed > 0 ? e[i].n_changed : e[i].n_variables;
        char *full = compose(notation, &e[i], all, true, true, NULL, NULL);
        out->fulls[i] = rbg_notation_normalise(full);
        free(full);
        out->ends[i] = rbg_checked_calloc(e[i].n_changed + e[i].n_variables + 3,
                                          sizeof **out->ends);
        out->texts[i] = compose(notation, &e[i], e[i].shown, e[i].suffix, e[i].values, out->ends[i],
                                &out->n_tokens[i]);
        free(e[i].cells); /* e[i].after too */
        free(e[i].variables);
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
