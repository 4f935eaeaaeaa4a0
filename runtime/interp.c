#include "interp.h"

#include "analysis.h"
#include "checked_alloc.h"
#include "cursor.h"
#include "hot_scratch.h"
#include "partial_move.h"
#include "score_sum.h"
#include "visited.h"
#include "zobrist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the state: a header, then pieces, variables and piece counts ---- */

typedef struct {
    int32_t player;
    int32_t nfa_state;
    int32_t cell;
    int32_t unhashed; /* set by the hot loops, which do not keep `hash` */
    uint64_t hash;    /* the Zobrist keys of the cells and variables (reasoner_ops.h stored_hash) */
} header;

typedef struct {
    rbg_reasoner base;
    rbg_program *program;
    rbg_game_info info;
    const char **player_names;
    int64_t *score_bounds;
    int32_t *board_neighbours; /* the board's, where the program has jumps (else NULL) */
    size_t pieces_offset, variables_offset, counts_offset;
    rbg_analysis an;
    size_t *check_offset; /* per state: check * (cells + 1), or SIZE_MAX without a check */
    bool *cursor_free;    /* per state: the current cell does not matter (cursor.h) */
} interp;

#define STATE_HEADER(st) ((header *)(st))
#define PIECES(in, st) ((int16_t *)((char *)(st) + (in)->pieces_offset))
#define VARIABLES(in, st) ((int64_t *)((char *)(st) + (in)->variables_offset))
#define COUNTS(in, st) ((int32_t *)((char *)(st) + (in)->counts_offset))

/* ---- the context ---- */

typedef enum {
    MODE_ALL,   /* collect every legal move */
    MODE_FIRST, /* apply the first legal move found and keep it (the keeper) */
    MODE_ANY,   /* is the end of the automaton reachable? (patterns) */
    MODE_SEMI,  /* collect the semimoves: paths to the first modifier or dot */
} mode;

struct rbg_context {
    const interp *in;
    rbg_level_stack *visited; /* [n_automata] */
    /* Pattern results: valid while the state keeps the version they were computed in.  Every
     * search starts a new version and every modifier makes one; undoing it restores the old. */
    uint32_t version, versions;
    uint32_t **memo_version; /* [n_automata][cells + 1] */
    uint8_t **memo_found;
    rbg_partial partial;
    rbg_hot_scratch hot; /* perft and playouts */
};

typedef struct {
    rbg_context *ctx;
    const rbg_program *p;
    const interp *in;
    void *st;
    int16_t *pieces;
    int64_t *vars;
    int32_t *counts;
    rbg_level_stack *visited;
    mode mode;
    bool lazy; /* MODE_ALL: list moves before their final tests (analysis.h lazy_switch) */
    rbg_moves *out;
} search;

/* The cell reached from `cell` along `edge` (0: outside the board). */
static inline int32_t shift_from(const rbg_program *p, int32_t cell, int32_t edge)
{
    return p->neighbours[(size_t)cell * (size_t)p->n_edges + (size_t)edge];
}

/* Whether the piece on `cell` is in piece set `set`. */
static inline bool holds(const search *s, int32_t set, int32_t cell)
{
    const rbg_program *p = s->p;
    int16_t piece = s->pieces[cell];
    uint64_t word = p->on_sets[(size_t)set * (size_t)p->on_set_words + (size_t)(piece >> 6)];
    return (word >> (piece & 63)) & 1;
}

/* ---- arithmetic ---- */

static bool eval(const search *s, int32_t index, int64_t *value)
{
    const rbg_expr *e = &s->p->exprs[index];
    switch (e->op) {
    case RBG_EXPR_CONST:
        *value = e->value;
        return true;
    case RBG_EXPR_VARIABLE:
        *value = s->vars[e->value];
        return true;
    case RBG_EXPR_COUNT:
        *value = s->counts[e->value];
        return true;
    default:
        break;
    }
    const int32_t *operands = s->p->operand_list + e->first_operand;
    int64_t acc;
    if (!eval(s, operands[0], &acc))
        return false;
    for (int32_t i = 1; i < e->n_operands; i++) {
        int64_t x;
        if (!eval(s, operands[i], &x))
            return false;
        switch (e->op) {
        case RBG_EXPR_ADD: acc = (int64_t)((uint64_t)acc + (uint64_t)x); break;
        case RBG_EXPR_SUB: acc = (int64_t)((uint64_t)acc - (uint64_t)x); break;
        case RBG_EXPR_MUL: acc = (int64_t)((uint64_t)acc * (uint64_t)x); break;
        default:
            if (x == 0 || (x == -1 && acc == INT64_MIN))
                return false; /* an action dividing by zero is not legal */
            acc /= x;
            break;
        }
    }
    *value = acc;
    return true;
}

static bool compare(rbg_cmp op, int64_t a, int64_t b)
{
    switch (op) {
    case RBG_CMP_EQ: return a == b;
    case RBG_CMP_NE: return a != b;
    case RBG_CMP_LT: return a < b;
    case RBG_CMP_LE: return a <= b;
    case RBG_CMP_GT: return a > b;
    default: return a >= b;
    }
}

/* ---- the search ---- */

static bool dfs(search *s, int32_t state, int32_t cell);

/* Marks (state, cell) at the top level; false if it was explored there already. */
static inline bool visit(search *s, int32_t state, int32_t cell)
{
    size_t offset = s->in->check_offset[state];
    if (offset == SIZE_MAX)
        return true;
    return rbg_stack_visit(s->visited, offset + (size_t)cell);
}

static inline bool go(search *s, int32_t state, int32_t cell)
{
    return visit(s, state, cell) && dfs(s, state, cell);
}

static bool evaluate_pattern(search *outer, int32_t automaton, int32_t cell);

/* One shift, test or pattern of a straight path: moves *cell, or fails. */
static inline bool step(search *s, const rbg_edge *e, int32_t *cell)
{
    switch (e->op) {
    case RBG_OP_SHIFT:
        *cell = shift_from(s->p, *cell, e->arg);
        return *cell != 0;
    case RBG_OP_ON:
        return holds(s, e->arg, *cell);
    case RBG_OP_PATTERN: {
        const uint8_t *known = s->in->an.static_patterns[e->arg];
        bool found = known ? known[*cell] : evaluate_pattern(s, e->arg, *cell);
        return found != e->negated;
    }
    default:
        return true;
    }
}

static bool run_chain(search *s, const rbg_edge *const *chain, int32_t length, int32_t cell)
{
    for (int32_t i = 0; i < length; i++)
        if (!step(s, chain[i], &cell))
            return false;
    return true;
}

static bool evaluate_pattern(search *outer, int32_t automaton, int32_t cell)
{
    if (outer->in->an.chains[automaton] != NULL)
        return run_chain(outer, outer->in->an.chains[automaton], outer->in->an.chain_length[automaton], cell);
    rbg_context *ctx = outer->ctx;
    if (ctx->memo_version[automaton][cell] == ctx->version)
        return ctx->memo_found[automaton][cell];
    search s = *outer;
    const rbg_automaton *a = &s.p->automata[automaton];
    s.visited = &s.ctx->visited[automaton];
    s.mode = MODE_ANY;
    int saved_depth = s.visited->depth;
    rbg_stack_start(s.visited);
    bool found = go(&s, a->start, cell);
    s.visited->depth = saved_depth;
    ctx->memo_version[automaton][cell] = ctx->version;
    ctx->memo_found[automaton][cell] = found;
    return found;
}

static void set_piece(search *s, int32_t cell, int16_t piece)
{
    if (s->p->uses_counts) {
        s->counts[s->pieces[cell]]--;
        s->counts[piece]++;
    }
    s->pieces[cell] = piece;
}

/* Runs a modifier's continuation: explored pairs restart, the move records the action. */
static bool continue_after_modifier(search *s, const rbg_edge *e, int32_t cell)
{
    rbg_context *ctx = s->ctx;
    uint32_t version = ctx->version;
    ctx->version = ++ctx->versions;
    rbg_stack_push(s->visited);
    visit(s, e->target, cell);
    if (s->mode == MODE_ALL)
        rbg_partial_push(&s->ctx->partial, cell, e->modifier);
    bool stop = dfs(s, e->target, cell);
    if (stop && s->mode == MODE_FIRST)
        return true; /* the keeper keeps its move */
    if (s->mode == MODE_ALL)
        s->ctx->partial.n--;
    s->visited->depth--;
    ctx->version = version;
    return stop;
}

/* Lists the move ended by modifier `e` without applying it or running the tests between it and
 * its switch: the tests run when a playout draws the move (hot_finish_lazy). */
static void add_lazy_move(search *s, const rbg_edge *e, int32_t cell)
{
    rbg_partial *partial = &s->ctx->partial;
    rbg_partial_push(partial, cell, e->modifier);
    rbg_partial_push(partial, cell, s->in->an.lazy_switch[e->target]);
    rbg_partial_push(partial, e->target, RBG_LAZY_MARK);
    rbg_moves_add(s->out, partial->actions, partial->n);
    partial->n -= 3;
}

/* Explores the edges of `state` at `cell`; with `skip_shifts`, not its shift edges (a shift
 * table has already followed them). */
static inline __attribute__((always_inline)) bool edges_of(search *s, int32_t state, int32_t cell,
                                                          bool skip_shifts)
{
    const rbg_program *p = s->p;
    const rbg_state *st = &p->states[state];
    if (st->accepting && s->mode == MODE_ANY)
        return true;
    const rbg_edge *edge = p->edges + st->first_edge;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &edge[k];
        switch (e->op) {
        case RBG_OP_SHIFT: {
            if (skip_shifts)
                break;
            int32_t next = shift_from(p, cell, e->arg);
            if (next != 0 && go(s, e->target, next))
                return true;
            break;
        }
        case RBG_OP_ON:
            if (holds(s, e->arg, cell) && go(s, e->target, cell))
                return true;
            break;
        case RBG_OP_COMPARE: {
            int64_t a, b;
            if (eval(s, e->expr, &a) && eval(s, e->expr2, &b) && compare((rbg_cmp)e->arg, a, b) &&
                go(s, e->target, cell))
                return true;
            break;
        }
        case RBG_OP_PATTERN: {
            int32_t here = cell;
            if (step(s, e, &here) && go(s, e->target, cell))
                return true;
            break;
        }
        case RBG_OP_NOOP:
            if (s->mode == MODE_SEMI && e->modifier == 0 && visit(s, e->target, cell)) {
                rbg_partial_push(&s->ctx->partial, cell, -e->target);
                rbg_moves_add(s->out, &s->ctx->partial.actions[s->ctx->partial.n - 1], 1);
                s->ctx->partial.n--;
                break;
            }
            if (go(s, e->target, cell))
                return true;
            break;
        case RBG_OP_OFF: {
            if (!visit(s, e->target, cell))
                break;
            if (s->mode == MODE_SEMI) {
                rbg_action a = {cell, e->modifier};
                rbg_moves_add(s->out, &a, 1);
                break;
            }
            if (s->lazy && s->in->an.lazy_switch[e->target] != 0) {
                add_lazy_move(s, e, cell);
                break;
            }
            int16_t old = s->pieces[cell];
            set_piece(s, cell, (int16_t)e->arg);
            bool stop = continue_after_modifier(s, e, cell);
            if (stop && s->mode == MODE_FIRST) { /* the keeper keeps the write */
                if (!STATE_HEADER(s->st)->unhashed)
                    STATE_HEADER(s->st)->hash ^= rbg_zobrist_piece_change(cell, old, e->arg);
                return true;
            }
            set_piece(s, cell, old);
            if (stop)
                return true;
            break;
        }
        case RBG_OP_ASSIGN: {
            int64_t value;
            if (!eval(s, e->expr, &value) || value < 0 || value > p->bounds[e->arg] ||
                !visit(s, e->target, cell))
                break;
            if (s->mode == MODE_SEMI) {
                rbg_action a = {cell, e->modifier};
                rbg_moves_add(s->out, &a, 1);
                break;
            }
            if (s->lazy && s->in->an.lazy_switch[e->target] != 0) {
                add_lazy_move(s, e, cell);
                break;
            }
            int64_t old = s->vars[e->arg];
            s->vars[e->arg] = value;
            bool stop = continue_after_modifier(s, e, cell);
            if (stop && s->mode == MODE_FIRST) { /* the keeper keeps the write */
                if (!STATE_HEADER(s->st)->unhashed)
                    STATE_HEADER(s->st)->hash ^= rbg_zobrist_variable_change(e->arg, old, value);
                return true;
            }
            s->vars[e->arg] = old;
            if (stop)
                return true;
            break;
        }
        case RBG_OP_SWITCH:
        case RBG_OP_KEEPER:
            if (!visit(s, e->target, cell))
                break;
            if (s->mode == MODE_FIRST) {
                header *h = STATE_HEADER(s->st);
                h->player = e->op == RBG_OP_SWITCH ? e->arg : 0;
                h->nfa_state = e->target;
                h->cell = cell;
                return true;
            }
            rbg_partial_push(&s->ctx->partial, cell, e->modifier);
            if (s->mode == MODE_SEMI)
                rbg_moves_add(s->out, &s->ctx->partial.actions[s->ctx->partial.n - 1], 1);
            else
                rbg_moves_add(s->out, s->ctx->partial.actions, s->ctx->partial.n);
            s->ctx->partial.n--;
            break;
        }
    }
    return false;
}

/* Follows the shift table of `state` (see interp above). */
static bool table_dfs(search *s, int32_t state, const int32_t *begin, int32_t cell)
{
    const interp *in = s->in;
    const rbg_program *p = s->p;
    const int32_t *pair = in->an.table_pairs + begin[cell], *end = in->an.table_pairs + begin[cell + 1];
    for (; pair < end; pair += 2) {
        int32_t t = pair[0], d = pair[1], set = in->an.only_on_set[t];
        if (t == state && d == cell) { /* the pair itself, already visited */
            if (edges_of(s, t, d, true))
                return true;
            continue;
        }
        if (set >= 0) { /* test the piece before anything else: most cells fail it */
            bool in_set = p->on_set_words == 1 ? (p->on_sets[set] >> s->pieces[d]) & 1 : holds(s, set, d);
            if (in_set && visit(s, t, d) && go(s, in->an.only_on_target[t], d))
                return true;
            continue;
        }
        if (visit(s, t, d) && edges_of(s, t, d, true))
            return true;
    }
    return false;
}

static bool dfs(search *s, int32_t state, int32_t cell)
{
    const rbg_program *p = s->p;
    /* A state with a single test or shift is followed in this loop, not by recursion. */
    for (;;) {
        const int32_t *begin = s->in->an.table_begin[state];
        if (begin != NULL)
            return table_dfs(s, state, begin, cell);
        const rbg_state *st = &p->states[state];
        if (st->n_edges != 1 || (st->accepting && s->mode == MODE_ANY))
            return edges_of(s, state, cell, false);
        const rbg_edge *e = &p->edges[st->first_edge];
        if (e->op != RBG_OP_SHIFT && e->op != RBG_OP_ON && e->op != RBG_OP_PATTERN)
            return edges_of(s, state, cell, false);
        if (!step(s, e, &cell))
            return false;
        state = e->target;
        if (!visit(s, state, cell))
            return false;
    }
}

static void start_search(search *s, rbg_context *ctx, void *st, mode m, rbg_moves *out)
{
    const interp *in = ctx->in;
    s->ctx = ctx;
    s->in = in;
    s->p = in->program;
    s->st = st;
    s->pieces = PIECES(in, st);
    s->vars = VARIABLES(in, st);
    s->counts = COUNTS(in, st);
    s->visited = &ctx->visited[0];
    s->mode = m;
    s->lazy = false;
    s->out = out;
    ctx->partial.n = 0;
    ctx->version = ++ctx->versions;
    if (ctx->versions == UINT32_MAX) { /* versions wrapped: forget every result */
        for (int a = 0; a < in->program->n_automata; a++)
            memset(ctx->memo_version[a], 0, sizeof(uint32_t) * (size_t)(in->program->n_cells + 1));
        ctx->version = ctx->versions = 1;
    }
    rbg_stack_start(s->visited);
}

/* Applies the keeper's moves until a player is to move; false when the keeper is stuck. */
static bool complete_keeper(rbg_context *ctx, void *st)
{
    while (STATE_HEADER(st)->player == 0) {
        search s;
        start_search(&s, ctx, st, MODE_FIRST, NULL);
        header *h = STATE_HEADER(st);
        if (!go(&s, h->nfa_state, h->cell))
            return false;
    }
    return true;
}

static int hot_player(const void *st)
{
    return STATE_HEADER(st)->player;
}

static size_t hot_state_size(const rbg_context *ctx)
{
    return ctx->in->base.state_size;
}

static bool hot_is_nodal(const rbg_context *ctx, const void *st)
{
    return ctx->in->program->states[STATE_HEADER(st)->nfa_state].nodal;
}

static int hot_placement(rbg_context *ctx, const void *st, const int32_t **modifiers,
                         int32_t *n_modifiers, int32_t *lazy_state, bool *sure)
{
    const interp *in = ctx->in;
    const rbg_program *p = in->program;
    const header *h = STATE_HEADER(st);
    const rbg_placement *pl = h->player == 0 ? NULL : in->an.placements[h->nfa_state];
    if (pl == NULL)
        return 0;
    const uint64_t *mask = pl->masks + (size_t)h->cell * (size_t)pl->words;
    const int16_t *pieces = PIECES(in, st);
    const uint64_t *set = p->on_sets + (size_t)pl->on_set * (size_t)p->on_set_words;
    for (int w = 0; w < pl->words; w++) {
        uint64_t cells = 0;
        for (uint64_t bits = mask[w]; bits != 0; bits &= bits - 1) {
            int d = 64 * w + __builtin_ctzll(bits) + 1;
            if ((set[pieces[d] >> 6] >> (pieces[d] & 63) & 1) &&
                (pl->filter < 0 || rbg_analysis_chain_holds(&in->an, p, pl->filter, pieces, d) != pl->filter_negated))
                cells |= bits & -bits;
        }
        ctx->hot.placement_cells[w] = cells;
    }
    *modifiers = pl->modifiers;
    *n_modifiers = pl->n_modifiers;
    *lazy_state = pl->lazy_state;
    *sure = pl->one_ending;
    return pl->words;
}

static bool hot_place_by_actions(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers,
                                 int32_t n_modifiers);

static int hot_place_lazy_by_actions(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers,
                                     int32_t n_modifiers, int32_t lazy_state);

/* The interpreter applies a placement's move as it applies any other. */
static bool hot_place(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers, int32_t n_modifiers)
{
    return hot_place_by_actions(ctx, st, cell, modifiers, n_modifiers);
}

static int hot_place_lazy(rbg_context *ctx, void *st, int32_t cell, const int32_t *modifiers, int32_t n_modifiers,
                          int32_t lazy_state)
{
    return hot_place_lazy_by_actions(ctx, st, cell, modifiers, n_modifiers, lazy_state);
}

/* The interpreter tries a placement's cells one by one. */
static bool hot_placement_legal(rbg_context *ctx, const void *st, uint64_t *legal)
{
    (void)ctx;
    (void)st;
    (void)legal;
    return false;
}

/* The interpreter counts moves by listing them (hot_loops.h), so it never picks one alone. */
static uint32_t hot_counted(rbg_context *ctx, void *st)
{
    (void)ctx;
    (void)st;
    return UINT32_MAX;
}

static void hot_pick(rbg_context *ctx, void *st, uint32_t i, rbg_moves *out)
{
    (void)ctx;
    (void)st;
    (void)i;
    rbg_moves_clear(out);
}

/* Nor semimoves. */
static uint32_t hot_semi_counted(rbg_context *ctx, void *st)
{
    return hot_counted(ctx, st);
}

static rbg_action hot_semi_pick(rbg_context *ctx, void *st, uint32_t i, rbg_moves *scratch)
{
    hot_pick(ctx, st, i, scratch);
    return (rbg_action){0, 0};
}

static uint32_t legal_moves(rbg_context *ctx, void *st, rbg_moves *out);
static bool hot_apply(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n);
static uint32_t hot_lazy_moves(rbg_context *ctx, void *st, rbg_moves *out);
static int hot_finish_lazy(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n);
static uint32_t legal_semimoves(rbg_context *ctx, void *st, rbg_moves *out);
static bool hot_apply_semimove(rbg_context *ctx, void *st, rbg_action action);

#include "hot_loops.h"

/* ---- the interface ---- */

static rbg_context *context_new(const rbg_reasoner *reasoner)
{
    const interp *in = reasoner->impl;
    const rbg_program *p = in->program;
    rbg_context *ctx = rbg_checked_calloc(1, sizeof *ctx);
    ctx->in = in;
    ctx->visited = rbg_checked_calloc((size_t)p->n_automata, sizeof *ctx->visited);
    for (int a = 0; a < p->n_automata; a++) {
        ctx->visited[a].size = (size_t)p->automata[a].n_checks * (size_t)(p->n_cells + 1);
        ctx->visited[a].depth = -1;
    }
    ctx->memo_version = rbg_checked_calloc((size_t)p->n_automata, sizeof(uint32_t *));
    ctx->memo_found = rbg_checked_calloc((size_t)p->n_automata, sizeof(uint8_t *));
    for (int a = 0; a < p->n_automata; a++) {
        ctx->memo_version[a] = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(uint32_t));
        ctx->memo_found[a] = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(uint8_t));
    }
    ctx->version = ctx->versions = 1;
    rbg_moves_init(&ctx->hot.moves);
    return ctx;
}

static void context_free(rbg_context *ctx)
{
    if (ctx == NULL)
        return;
    for (int a = 0; a < ctx->in->program->n_automata; a++)
        rbg_stack_free(&ctx->visited[a]);
    free(ctx->visited);
    for (int a = 0; a < ctx->in->program->n_automata; a++) {
        free(ctx->memo_version[a]);
        free(ctx->memo_found[a]);
    }
    free(ctx->memo_version);
    free(ctx->memo_found);
    free(ctx->partial.actions);
    hot_context_free(ctx);
    free(ctx);
}

/* The hash of the cells and variables, read one by one (reasoner_ops.h). */
static uint64_t board_hash(const rbg_reasoner *r, const void *state);

static void initial(rbg_context *ctx, void *st)
{
    const interp *in = ctx->in;
    const rbg_program *p = in->program;
    memset(st, 0, in->base.state_size);
    header *h = STATE_HEADER(st);
    h->player = 0;
    h->nfa_state = p->automata[0].start;
    h->cell = p->n_cells > 0 ? 1 : 0;
    memcpy(PIECES(in, st), p->initial_pieces, sizeof(int16_t) * (size_t)(p->n_cells + 1));
    if (p->uses_counts)
        for (int c = 1; c <= p->n_cells; c++)
            COUNTS(in, st)[p->initial_pieces[c]]++;
    h->hash = board_hash(&in->base, st);
    complete_keeper(ctx, st);
}

static void position(const rbg_reasoner *reasoner, const void *st, int32_t *nfa_state, int32_t *cell)
{
    const interp *in = reasoner->impl;
    *nfa_state = ((const header *)st)->nfa_state;
    bool free_cell = *nfa_state >= 0 && in->cursor_free[*nfa_state];
    *cell = free_cell ? 0 : ((const header *)st)->cell;
}

static int player(const rbg_reasoner *reasoner, const void *st)
{
    (void)reasoner;
    return ((const header *)st)->player;
}

static bool stored_hash(const rbg_reasoner *reasoner, const void *st, uint64_t *hash)
{
    (void)reasoner;
    *hash = ((const header *)st)->hash;
    return !((const header *)st)->unhashed;
}

/* The moves (MODE_ALL) or semimoves (MODE_SEMI) of the player to move. */
static void apply_action(const interp *in, void *st, rbg_action a, bool keep_hash);

static uint32_t collect(rbg_context *ctx, void *st, rbg_moves *out, mode m, bool lazy)
{
    rbg_moves_clear(out);
    header *h = STATE_HEADER(st);
    if (h->player == 0)
        return 0;
    search s;
    start_search(&s, ctx, st, m, out);
    s.lazy = lazy;
    go(&s, h->nfa_state, h->cell);
    return out->n_moves;
}

static uint32_t legal_moves(rbg_context *ctx, void *st, rbg_moves *out)
{
    return collect(ctx, st, out, MODE_ALL, false);
}

static uint32_t hot_lazy_moves(rbg_context *ctx, void *st, rbg_moves *out)
{
    return collect(ctx, st, out, MODE_ALL, true);
}

static int hot_finish_lazy(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n)
{
    for (uint32_t i = 0; i + 2 < n; i++)
        apply_action(ctx->in, st, actions[i], false);
    header *h = STATE_HEADER(st);
    h->unhashed = 1;
    h->nfa_state = actions[n - 1].cell;
    h->cell = actions[n - 2].cell;
    search s;
    start_search(&s, ctx, st, MODE_FIRST, NULL);
    if (!go(&s, h->nfa_state, h->cell))
        return -1;
    return complete_keeper(ctx, st) ? 1 : 0;
}

static uint32_t legal_semimoves(rbg_context *ctx, void *st, rbg_moves *out)
{
    return collect(ctx, st, out, MODE_SEMI, false);
}

/* Applies one action; `keep_hash`: and updates the state's hash (not in the hot loops). */
static void apply_action(const interp *in, void *st, rbg_action a, bool keep_hash)
{
    const rbg_program *p = in->program;
    header *h = STATE_HEADER(st);
    if (a.index <= 0) { /* a dot: only the position in the rules changes */
        h->nfa_state = -a.index;
        h->cell = a.cell;
        return;
    }
    const rbg_modifier *m = &p->modifiers[a.index];
    search s = {.p = p, .in = in, .st = st, .pieces = PIECES(in, st), .vars = VARIABLES(in, st),
                .counts = COUNTS(in, st)};
    switch (m->op) {
    case RBG_OP_OFF:
        if (keep_hash)
            h->hash ^= rbg_zobrist_piece_change(a.cell, s.pieces[a.cell], m->arg);
        set_piece(&s, a.cell, (int16_t)m->arg);
        break;
    case RBG_OP_ASSIGN: {
        int64_t value = 0;
        eval(&s, m->expr, &value);
        if (keep_hash)
            h->hash ^= rbg_zobrist_variable_change(m->arg, s.vars[m->arg], value);
        s.vars[m->arg] = value;
        break;
    }
    default:
        h->player = m->op == RBG_OP_SWITCH ? m->arg : 0;
        break;
    }
    h->nfa_state = m->target;
    h->cell = a.cell;
}

static bool apply(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        apply_action(ctx->in, st, actions[i], true);
    return complete_keeper(ctx, st);
}

static bool apply_semimove(rbg_context *ctx, void *st, rbg_action action)
{
    apply_action(ctx->in, st, action, true);
    return complete_keeper(ctx, st);
}

static bool hot_apply(rbg_context *ctx, void *st, const rbg_action *actions, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        apply_action(ctx->in, st, actions[i], false);
    STATE_HEADER(st)->unhashed = 1;
    return complete_keeper(ctx, st);
}

static bool hot_apply_semimove(rbg_context *ctx, void *st, rbg_action action)
{
    apply_action(ctx->in, st, action, false);
    STATE_HEADER(st)->unhashed = 1;
    return complete_keeper(ctx, st);
}

static bool is_nodal(const rbg_reasoner *reasoner, const void *st)
{
    const interp *in = reasoner->impl;
    return in->program->states[((const header *)st)->nfa_state].nodal;
}

static int64_t variable(const rbg_reasoner *reasoner, const void *st, int v)
{
    const interp *in = reasoner->impl;
    return VARIABLES(in, st)[v];
}

static int64_t score(const rbg_reasoner *reasoner, const void *st, int player_index)
{
    const interp *in = reasoner->impl;
    return VARIABLES(in, st)[in->program->player_variable[player_index]];
}

static int piece(const rbg_reasoner *reasoner, const void *st, int cell)
{
    const interp *in = reasoner->impl;
    return PIECES(in, st)[cell];
}

static void destroy(rbg_reasoner *reasoner)
{
    interp *in = reasoner->impl;
    rbg_analysis_free(&in->an, in->program);
    free(in->check_offset);
    free(in->cursor_free);
    rbg_program_free(in->program);
    free(in->player_names);
    free(in->score_bounds);
    free(in->board_neighbours);
    free(in);
}

static size_t align8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

#include "reasoner_ops.h"

rbg_reasoner *rbg_interp_new(rbg_program *p)
{
    interp *in = rbg_checked_calloc(1, sizeof *in);
    in->program = p;
    in->pieces_offset = sizeof(header);
    in->variables_offset = align8(in->pieces_offset + sizeof(int16_t) * (size_t)(p->n_cells + 1));
    in->counts_offset = in->variables_offset + sizeof(int64_t) * (size_t)p->n_variables;
    size_t size = align8(in->counts_offset + sizeof(int32_t) * (size_t)p->n_pieces);

    in->player_names = rbg_checked_calloc((size_t)p->n_players + 1, sizeof *in->player_names);
    in->score_bounds = rbg_checked_calloc((size_t)p->n_players + 1, sizeof *in->score_bounds);
    in->player_names[0] = "keeper";
    for (int i = 1; i <= p->n_players; i++) {
        in->player_names[i] = p->player_names[i];
        in->score_bounds[i] = p->bounds[p->player_variable[i]];
    }
    rbg_game_info *info = &in->info;
    info->name = p->name;
    info->n_cells = p->n_cells;
    info->n_pieces = p->n_pieces;
    info->n_variables = p->n_variables;
    info->n_players = p->n_players;
    info->n_edges = rbg_program_board_edges(p);
    info->cell_names = (const char *const *)p->cell_names;
    info->piece_names = (const char *const *)p->piece_names;
    info->variable_names = (const char *const *)p->variable_names;
    info->player_names = in->player_names;
    info->edge_names = (const char *const *)p->edge_names;
    info->score_bounds = in->score_bounds;
    info->score_sum_kind = (int32_t)rbg_score_sum_analyse(p, &info->score_sum);
    info->board_kind = (int32_t)p->board_kind;
    info->width = p->width;
    info->height = p->height;
    info->depth = p->depth;
    info->cell_x = p->cell_x;
    info->cell_y = p->cell_y;
    info->cell_z = p->cell_z;
    in->board_neighbours = rbg_program_board_neighbours(p);
    info->neighbours = in->board_neighbours != NULL ? in->board_neighbours : p->neighbours;

    in->check_offset = rbg_checked_calloc((size_t)p->n_states, sizeof(size_t));
    for (int32_t st = 0; st < p->n_states; st++)
        in->check_offset[st] = p->states[st].check < 0
                                   ? SIZE_MAX
                                   : (size_t)p->states[st].check * (size_t)(p->n_cells + 1);
    rbg_analysis_build(&in->an, p);
    in->cursor_free = rbg_cursor_free_states(p);

    rbg_reasoner *r = &in->base;
    r->info = info;
    r->state_size = size;
    r->backend = "interp";
    r->impl = in;
    rbg_set_operations(r);
    return r;
}
