/* The last part of every generated reasoner: the reasoner interface (rbg.h) around the generated
 * search.  The emitter defines before it: search_all (moves or semimoves of the player to move),
 * search_keeper (applies the keeper's first move), apply_action, and the arrays G_CHECKS,
 * G_MEMO, G_ANY_MEMO, G_NODAL, G_INITIAL_PIECES, G_PLAYER_VARIABLE, G_INFO, and G_START_STATE. */

/* The start of a search of S that keeps the pattern results of the search before it, which was
 * of the same state. */
static void g_start_same(gsearch *x, gstate *S, rbg_moves *out, bool semi)
{
    x->s = S;
    x->out = out;
    x->semi = semi;
    x->lazy = false;
    x->partial.n = 0;
    if (G_CHECKS[0] > 0)
        rbg_stack_start(&x->visited[0]);
}

static void g_start(gsearch *x, gstate *S, rbg_moves *out, bool semi)
{
    g_start_same(x, S, out, semi);
    /* A new version (only games that keep pattern results use them); when versions wrap, every
     * kept result is forgotten. */
    if (G_ANY_MEMO && (x->version = ++x->versions) == UINT32_MAX) {
        for (int a = 0; a < G_N_AUTOMATA; a++)
            if (G_MEMO[a])
                memset(x->memo_version[a], 0, sizeof(uint32_t) * (G_N_CELLS + 1));
        x->version = x->versions = 1;
    }
}

/* Applies the keeper's moves until a player is to move; false when the keeper is stuck.  The
 * hot loops' keeper leaves the state hash alone (their states are marked stale). */
static bool complete_keeper(gsearch *x, gstate *S)
{
    while (S->player == 0) {
        g_start(x, S, NULL, false);
        if (!search_keeper(x))
            return false;
    }
    return true;
}

/* complete_keeper for apply: the state hash follows the keeper's writes.  They are found by
 * comparing the cells and variables before and after, not by the keeper's search itself, so
 * that the hot loops' keeper (the same functions) pays nothing for the hash. */
static bool complete_keeper_hashed(gsearch *x, gstate *S)
{
    if (S->player != 0 || S->unhashed) /* nothing to do, or a stale hash to leave stale */
        return complete_keeper(x, S);
    piece_t board[G_N_CELLS + 1];
    int64_t vars[sizeof S->vars / sizeof S->vars[0]];
    memcpy(board, S->board, sizeof board);
    memcpy(vars, S->vars, sizeof vars);
    bool ok = complete_keeper(x, S);
    if (memcmp(board, S->board, sizeof board) != 0)
        for (int c = 1; c <= G_N_CELLS; c++)
            if (board[c] != S->board[c])
                S->hash ^= rbg_zobrist_piece_change(c, board[c], S->board[c]);
    for (size_t v = 0; v < sizeof vars / sizeof vars[0]; v++)
        if (vars[v] != S->vars[v])
            S->hash ^= rbg_zobrist_variable_change((int)v, vars[v], S->vars[v]);
    return ok;
}

static rbg_context *context_new(const rbg_reasoner *reasoner)
{
    gsearch *x = rbg_checked_calloc(1, sizeof *x);
    x->reasoner = reasoner;
    for (int a = 0; a < G_N_AUTOMATA; a++) {
        x->visited[a].size = (size_t)G_CHECKS[a] * (G_N_CELLS + 1);
        x->visited[a].depth = -1;
        if (G_MEMO[a]) {
            x->memo_version[a] = rbg_checked_calloc(G_N_CELLS + 1, sizeof(uint32_t));
            x->memo_found[a] = rbg_checked_calloc(G_N_CELLS + 1, sizeof(uint8_t));
        }
    }
    x->version = x->versions = 1;
    rbg_moves_init(&x->hot.moves);
    return x;
}

static void context_free(rbg_context *x)
{
    if (x == NULL)
        return;
    for (int a = 0; a < G_N_AUTOMATA; a++) {
        rbg_stack_free(&x->visited[a]);
        free(x->memo_version[a]);
        free(x->memo_found[a]);
    }
    free(x->partial.actions);
    free(x->log);
    hot_context_free(x);
    free(x);
}

/* The hash of the cells and variables, read one by one (reasoner_ops.h). */
static uint64_t board_hash(const rbg_reasoner *r, const void *state);

static void initial(rbg_context *x, void *state)
{
    gstate *S = state;
    memset(S, 0, sizeof *S);
    S->player = 0;
    S->nfa_state = G_START_STATE;
    S->cell = G_N_CELLS > 0 ? 1 : 0;
    for (int c = 0; c <= G_N_CELLS; c++)
        S->board[c] = (piece_t)G_INITIAL_PIECES[c];
    for (int c = 1; c <= G_N_CELLS; c++) {
#if G_USES_COUNTS
        S->counts[G_INITIAL_PIECES[c]]++;
#endif
#if G_USES_OCC
        S->occ[G_INITIAL_PIECES[c]][(c - 1) >> 6] |= (uint64_t)1 << ((c - 1) & 63);
#endif
    }
    S->hash = board_hash(x->reasoner, S);
    complete_keeper_hashed(x, S);
}

static void position(const rbg_reasoner *reasoner, const void *state, int32_t *nfa_state,
                     int32_t *cell)
{
    (void)reasoner;
    *nfa_state = ((const gstate *)state)->nfa_state;
    *cell = *nfa_state >= 0 && G_CURSOR_FREE[*nfa_state] ? 0 : ((const gstate *)state)->cell;
}

static int player(const rbg_reasoner *reasoner, const void *state)
{
    (void)reasoner;
    return ((const gstate *)state)->player;
}

static bool stored_hash(const rbg_reasoner *reasoner, const void *state, uint64_t *hash)
{
    (void)reasoner;
    *hash = ((const gstate *)state)->hash;
    return !((const gstate *)state)->unhashed;
}

static bool is_nodal(const rbg_reasoner *reasoner, const void *state)
{
    (void)reasoner;
    return G_NODAL[((const gstate *)state)->nfa_state];
}

static bool hot_is_nodal(const rbg_context *ctx, const void *st)
{
    (void)ctx;
    return G_NODAL[((const gstate *)st)->nfa_state];
}

static int64_t variable(const rbg_reasoner *reasoner, const void *state, int v)
{
    (void)reasoner;
    return ((const gstate *)state)->vars[v];
}

static int64_t score(const rbg_reasoner *reasoner, const void *state, int p)
{
    (void)reasoner;
    return ((const gstate *)state)->vars[G_PLAYER_VARIABLE[p]];
}

static int piece(const rbg_reasoner *reasoner, const void *state, int cell)
{
    (void)reasoner;
    return ((const gstate *)state)->board[cell];
}

static uint32_t collect(gsearch *x, gstate *S, rbg_moves *out, bool semi)
{
    rbg_moves_clear(out);
    if (S->player == 0)
        return 0;
    g_start(x, S, out, semi);
    search_all(x);
    return out->n_moves;
}

static uint32_t legal_moves(rbg_context *x, void *state, rbg_moves *out)
{
    return collect(x, state, out, false);
}

static uint32_t legal_semimoves(rbg_context *x, void *state, rbg_moves *out)
{
    return collect(x, state, out, true);
}

static uint32_t hot_lazy_moves(rbg_context *x, void *state, rbg_moves *out)
{
    gstate *S = state;
    rbg_moves_clear(out);
    if (S->player == 0)
        return 0;
    g_start(x, S, out, false);
    x->lazy = true;
    search_all(x);
    return out->n_moves;
}

#if !G_COUNTED
static void search_count(gsearch *x) { (void)x; }
#endif
#if !G_SEMI_COUNTED
static void search_semi_count(gsearch *x) { (void)x; }
#endif

/* A counting search (search_count, or search_semi_count when `semi`), past `skip` moves.  A
 * count (`out` NULL) logs what the pick after it passes over or reads back; a pick finds the
 * move alone in `out` (the state must be the one just counted).  Returns the moves left to
 * skip. */
static uint64_t g_count_search(gsearch *x, gstate *S, rbg_moves *out, bool semi, uint64_t skip)
{
    /* A pick is of the state just counted: the patterns the count decided (at its own level;
     * each modifier's level had a version of its own) still hold, and are not asked again. */
    if (out != NULL)
        g_start_same(x, S, out, semi);
    else
        g_start(x, S, out, semi);
    x->skip = skip;
    x->replay = out != NULL;
    if (x->replay)
        x->i_log = 0;
    else
        x->n_log = 0;
    if (semi)
        search_semi_count(x);
    else
        search_count(x);
    return x->skip;
}

/* The moves (semimoves when `semi`) counted without listing them, or UINT32_MAX when the game
 * has no such count (`counts`: G_COUNTED or G_SEMI_COUNTED). */
static uint32_t g_counted(gsearch *x, gstate *S, bool semi, bool counts)
{
    if (!counts)
        return UINT32_MAX;
    return S->player == 0 ? 0 : (uint32_t)(UINT64_MAX - g_count_search(x, S, NULL, semi, UINT64_MAX));
}

/* Counting the moves without listing them (G_COUNTED, emit_search.c: rays whose every cell
 * ends a move are counted by the occupancy bits, and other shapes of turn). */
static uint32_t hot_counted(rbg_context *x, void *state)
{
    return g_counted(x, state, false, G_COUNTED);
}

/* Move i of legal_moves' list, alone in `out`, right after hot_counted counted the state. */
static void hot_pick(rbg_context *x, void *state, uint32_t i, rbg_moves *out)
{
    rbg_moves_clear(out);
    if (G_COUNTED)
        g_count_search(x, state, out, false, i);
}

/* The same for semimoves (G_SEMI_COUNTED: rays whose every cell ends a semimove, any-squares
 * whose cells end one each), from the states where counting pays (G_SEMI_COUNT_AT). */
static uint32_t hot_semi_counted(rbg_context *x, void *state)
{
#if G_SEMI_COUNTED
    if (!G_SEMI_COUNT_AT[((gstate *)state)->nfa_state])
        return UINT32_MAX;
#endif
    return g_counted(x, state, true, G_SEMI_COUNTED);
}

/* Semimove i, right after hot_semi_counted counted the state (`scratch` only marks the search
 * as a pick: the semimove is not recorded). */
static rbg_action hot_semi_pick(rbg_context *x, void *state, uint32_t i, rbg_moves *scratch)
{
    x->picked = 0;
    if (G_SEMI_COUNTED)
        g_count_search(x, state, scratch, true, i);
    return (rbg_action){(int32_t)(uint32_t)x->picked, (int32_t)(uint32_t)(x->picked >> 32)};
}

static int hot_finish_lazy(rbg_context *x, void *state, const rbg_action *actions, uint32_t n)
{
    gstate *S = state;
    for (uint32_t i = 0; i + 2 < n; i++)
        apply_action(S, actions[i], false);
    S->unhashed = 1;
    S->nfa_state = actions[n - 1].cell;
    S->cell = actions[n - 2].cell;
    g_start(x, S, NULL, false);
    if (!search_keeper(x))
        return -1;
    return complete_keeper(x, S) ? 1 : 0;
}

static bool apply(rbg_context *x, void *state, const rbg_action *actions, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        apply_action(state, actions[i], true);
    return complete_keeper_hashed(x, state);
}

static bool apply_semimove(rbg_context *x, void *state, rbg_action action)
{
    apply_action(state, action, true);
    return complete_keeper_hashed(x, state);
}

static bool hot_apply(rbg_context *x, void *state, const rbg_action *actions, uint32_t n)
{
    gstate *S = state;
    for (uint32_t i = 0; i < n; i++)
        apply_action(S, actions[i], false);
    S->unhashed = 1;
    return complete_keeper(x, S);
}

static bool hot_apply_semimove(rbg_context *x, void *state, rbg_action action)
{
    gstate *S = state;
    apply_action(S, action, false);
    S->unhashed = 1;
    return complete_keeper(x, S);
}

static void destroy(rbg_reasoner *reasoner)
{
    free(reasoner);
}
