/* The runtime's helpers the generated search functions call (declared before them in
 * generated_context.h): setting a piece, the rules' arithmetic, recording, counting and picking
 * moves.  Written after the game's code, with the rest of the runtime. */
static inline void g_set_piece(gstate *S, int cell, int piece)
{
#if G_USES_COUNTS
    S->counts[S->board[cell]]--;
    S->counts[piece]++;
#endif
#if G_USES_OCC
    uint64_t bit = (uint64_t)1 << ((cell - 1) & 63);
    S->occ[S->board[cell]][(cell - 1) >> 6] &= ~bit;
    S->occ[piece][(cell - 1) >> 6] |= bit;
#endif
    S->board[cell] = (piece_t)piece;
}

/* g_set_piece for a cell known to hold `from`: nothing is read, and the occupancy words are
 * constants' when the pieces are.  Toggling both bits is right even when from == to. */
static inline void g_replace_piece(gstate *S, int cell, int from, int to)
{
    (void)from; /* unused by a game that keeps neither counts nor occupancy bits */
#if G_USES_COUNTS
    S->counts[from]--;
    S->counts[to]++;
#endif
#if G_USES_OCC
    uint64_t bit = (uint64_t)1 << ((cell - 1) & 63);
    S->occ[from][(cell - 1) >> 6] ^= bit;
    S->occ[to][(cell - 1) >> 6] ^= bit;
#endif
    S->board[cell] = (piece_t)to;
}

/* Arithmetic of the rules: 64-bit, wrapping; a division by zero makes the action illegal. */
static inline int64_t g_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static inline int64_t g_sub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static inline int64_t g_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static inline int64_t g_div(int64_t a, int64_t b, bool *ok)
{
    if (b == 0 || (b == -1 && a == INT64_MIN)) {
        *ok = false;
        return 0;
    }
    return a / b;
}

/* Adds the partial move ended by the action (cell, index) to the output when the lists must
 * grow first: rare, and kept out of line so that g_record saves no registers. */
static __attribute__((noinline, cold)) void g_record_grow(gsearch *x, int cell, int index)
{
    rbg_partial_push(&x->partial, cell, index);
    rbg_moves_add(x->out, x->partial.actions, x->partial.n);
    x->partial.n--;
}

/* Whether the output holds room for one more move of `actions` actions. */
static inline bool g_record_fits(const rbg_moves *o, uint32_t actions)
{
    return o->n_actions + actions <= o->cap_actions && o->n_moves + 2 <= o->cap_moves;
}

/* Adds the partial move ended by the action (cell, index) to the output. */
static inline void g_record(gsearch *x, int cell, int index)
{
    rbg_moves *o = x->out;
    uint32_t n = x->partial.n;
    if (__builtin_expect(!g_record_fits(o, n + 1), 0)) {
        g_record_grow(x, cell, index);
        return;
    }
    rbg_action *to = o->actions + o->n_actions;
    for (uint32_t i = 0; i < n; i++)
        to[i] = x->partial.actions[i];
    rbg_action_store(to + n, cell, index);
    o->n_actions += n + 1;
    o->begin[++o->n_moves] = o->n_actions;
}

/* g_record for a semimove search, whose partial move is always empty (it stops at the first
 * modifier or dot): one action, no copy. */
static inline void g_record_semi(gsearch *x, int cell, int index)
{
    rbg_moves *o = x->out;
    if (__builtin_expect(!g_record_fits(o, 1), 0)) {
        g_record_grow(x, cell, index);
        return;
    }
    rbg_action_store(o->actions + o->n_actions++, cell, index);
    o->begin[++o->n_moves] = o->n_actions;
}

/* A move found by a counting search (search_count): passed over while moves are still to be
 * skipped, else the picked move, and the search stops (true).  A semimove, one action, is kept
 * in x->picked; a move is recorded. */
static inline bool g_pick(gsearch *x, int cell, int index)
{
    if (x->skip != 0) {
        x->skip--;
        return false;
    }
    if (x->semi) { /* one store, read back by one load (two would not forward to it) */
        x->picked = (uint32_t)cell | (uint64_t)(uint32_t)index << 32;
        return true;
    }
    g_record(x, cell, index);
    return true;
}

/* g_pick where it is seldom reached (the picked cell of a counted ray): kept out of line, so
 * that the counting around it stays small. */
static __attribute__((noinline, cold)) bool g_pick_cold(gsearch *x, int cell, int index)
{
    return g_pick(x, cell, index);
}

/* The log grows: rare, so out of line. */
static __attribute__((noinline, cold)) void g_log_grow(gsearch *x)
{
    x->cap_log = x->cap_log * 2 + 64;
    x->log = rbg_checked_realloc(x->log, x->cap_log, sizeof *x->log);
}

/* A new entry at the end of the log: its index. */
static inline uint32_t g_log_append(gsearch *x)
{
    if (__builtin_expect(x->n_log == x->cap_log, 0))
        g_log_grow(x);
    return x->n_log++;
}

/* Before the search after a modifier: in a count, opens its entry (true); in a pick, true when
 * the picked move lies after this modifier, otherwise passes over its moves (false). */
static inline bool g_log_enter(gsearch *x, uint32_t *at)
{
    if (!x->replay) {
        *at = g_log_append(x);
        x->log[*at].moves = x->skip;
        return true;
    }
    struct g_log_entry *e = &x->log[x->i_log];
    if (x->skip >= e->moves) {
        x->skip -= e->moves;
        x->i_log = e->next;
        return false;
    }
    x->i_log++;
    return true;
}

/* After the search after a modifier, in a count: closes its entry. */
static inline void g_log_close(gsearch *x, uint32_t at)
{
    x->log[at].moves -= x->skip;
    x->log[at].next = x->n_log;
}

/* In a count, logs the length of a counted ray, which the pick reads back in its place. */
static inline void g_log_ray(gsearch *x, uint64_t len)
{
    /* The append may move the log: index it only after. */
    uint32_t at = g_log_append(x);
    x->log[at].moves = len;
}

/* A move whose last modifier is followed only by tests and its switch, listed for a playout
 * without applying the modifier or running the tests (runtime/hot_loops.h, hot_draw_lazy). */
static inline void g_record_lazy(gsearch *x, int cell, int index, int switch_index, int tests_state)
{
    rbg_partial_push(&x->partial, cell, index);
    rbg_partial_push(&x->partial, cell, switch_index);
    g_record(x, tests_state, RBG_LAZY_MARK);
    x->partial.n -= 2;
}

/* g_record2 when the lists must grow first (see g_record_grow). */
static __attribute__((noinline, cold)) void g_record2_grow(gsearch *x, int cell, int index, int switch_index)
{
    rbg_partial_push(&x->partial, cell, index);
    g_record_grow(x, cell, switch_index);
    x->partial.n--;
}

/* A move whose last modifier is followed directly by its switch: recorded without applying
 * the modifier, which nothing could observe. */
static inline void g_record2(gsearch *x, int cell, int index, int switch_index)
{
    rbg_moves *o = x->out;
    uint32_t n = x->partial.n;
    if (__builtin_expect(!g_record_fits(o, n + 2), 0)) {
        g_record2_grow(x, cell, index, switch_index);
        return;
    }
    rbg_action *to = o->actions + o->n_actions;
    for (uint32_t i = 0; i < n; i++)
        to[i] = x->partial.actions[i];
    rbg_action_store(to + n, cell, index);
    rbg_action_store(to + n + 1, cell, switch_index);
    o->n_actions += n + 2;
    o->begin[++o->n_moves] = o->n_actions;
}

static int hot_player(const void *st)
{
    return ((const gstate *)st)->player;
}

static size_t hot_state_size(const rbg_context *ctx)
{
    (void)ctx;
    return sizeof(gstate);
}

