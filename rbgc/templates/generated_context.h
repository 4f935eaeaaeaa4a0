/* The head of every generated reasoner, between the game's state type and the game's tables and
 * search functions: the search context those functions dereference and the declarations of the
 * runtime's helpers they call, which are defined after the divider (generated_helpers.h), with
 * the rest of the runtime.  The compiler sees the whole unit before it inlines, so where a
 * helper is defined does not change the code.
 *
 * The emitter defines before it: gstate (player, nfa_state, cell, board, vars, and counts / occ
 * when G_USES_COUNTS / G_USES_OCC), piece_t, and the constants G_N_CELLS, G_N_AUTOMATA,
 * G_OCC_WORDS, G_USES_COUNTS, G_USES_OCC. */

/* The log of a count (hot_counted): per modifier of the search, in the order the search meets
 * them, the number of moves after it and the index of the entry past them; per counted ray, its
 * length.  The pick that follows (hot_pick) replays the same search and passes over every
 * subtree that does not hold the picked move, instead of walking it again. */
struct g_log_entry {
    uint64_t moves;
    uint32_t next;
};

struct rbg_context {
    const rbg_reasoner *reasoner;
    gstate *s;
    rbg_moves *out;
    bool semi; /* list semimoves: stop at the first modifier or dot */
    bool lazy; /* list moves before their final tests (hot_lazy_moves) */
    uint64_t skip; /* search_count: moves still to pass before the picked one */
    bool replay;   /* search_count picks a move, with the log of the count before it */
    struct g_log_entry *log;
    uint32_t n_log, cap_log, i_log;
    rbg_level_stack visited[G_N_AUTOMATA];
    /* Pattern results stay valid while the state keeps the version they were computed in. */
    uint32_t version, versions;
    uint32_t *memo_version[G_N_AUTOMATA];
    uint8_t *memo_found[G_N_AUTOMATA];
    rbg_partial partial;
    uint64_t picked; /* the semimove a semimove pick found (g_pick): cell, then index << 32 */
    rbg_hot_scratch hot; /* perft and playouts */
};
typedef struct rbg_context gsearch; /* the search context: the state, the moves found, scratch */

/* The helpers the search functions call (generated_helpers.h). */
static inline void g_set_piece(gstate *S, int cell, int piece);
static inline void g_replace_piece(gstate *S, int cell, int from, int to);
static inline int64_t g_add(int64_t a, int64_t b);
static inline int64_t g_sub(int64_t a, int64_t b);
static inline int64_t g_mul(int64_t a, int64_t b);
static inline int64_t g_div(int64_t a, int64_t b, bool *ok);
static inline void g_record(gsearch *x, int cell, int index);
static inline void g_record_semi(gsearch *x, int cell, int index);
static inline bool g_pick(gsearch *x, int cell, int index);
static bool g_pick_cold(gsearch *x, int cell, int index);
static inline bool g_log_enter(gsearch *x, uint32_t *at);
static inline void g_log_close(gsearch *x, uint32_t at);
static inline void g_log_ray(gsearch *x, uint64_t len);
static inline void g_record_lazy(gsearch *x, int cell, int index, int switch_index, int tests_state);
static inline void g_record2(gsearch *x, int cell, int index, int switch_index);
/* What hot_place (emit_apply.c) calls: the start of a search and the keeper's moves
 * (generated_tail.h), and a placement's move applied as actions (hot_loops.h). */
static void g_start(gsearch *x, gstate *S, rbg_moves *out, bool semi);
static bool complete_keeper(gsearch *x, gstate *S);
static bool hot_place_by_actions(rbg_context *ctx, void *state, int32_t cell, const int32_t *modifiers,
                                 int32_t n_modifiers);
static int hot_place_lazy_by_actions(rbg_context *ctx, void *state, int32_t cell, const int32_t *modifiers,
                                     int32_t n_modifiers, int32_t lazy_state);

/* in a generated reasoner: after the game's code { */
/* The hot loops' entry points the game's functions define (runtime/hot_loops.h). */
static uint32_t legal_moves(rbg_context *ctx, void *state, rbg_moves *out);
static bool hot_apply(rbg_context *ctx, void *state, const rbg_action *actions, uint32_t n);
static uint32_t legal_semimoves(rbg_context *ctx, void *state, rbg_moves *out);
static bool hot_apply_semimove(rbg_context *ctx, void *state, rbg_action action);
static bool hot_is_nodal(const rbg_context *ctx, const void *st);
static uint32_t hot_lazy_moves(rbg_context *ctx, void *state, rbg_moves *out);
static int hot_finish_lazy(rbg_context *ctx, void *state, const rbg_action *actions, uint32_t n);
static int hot_placement(rbg_context *ctx, const void *st, const int32_t **modifiers,
                         int32_t *n_modifiers, int32_t *lazy_state, bool *sure);
static bool hot_placement_legal(rbg_context *ctx, const void *st, uint64_t *legal);
static bool hot_place(rbg_context *ctx, void *state, int32_t cell, const int32_t *modifiers, int32_t n_modifiers);
static int hot_place_lazy(rbg_context *ctx, void *state, int32_t cell, const int32_t *modifiers,
                          int32_t n_modifiers, int32_t lazy_state);
static uint32_t hot_counted(rbg_context *ctx, void *state);
static void hot_pick(rbg_context *ctx, void *state, uint32_t i, rbg_moves *out);
static uint32_t hot_semi_counted(rbg_context *ctx, void *state);
static rbg_action hot_semi_pick(rbg_context *ctx, void *state, uint32_t i, rbg_moves *scratch);
/* } in a generated reasoner: after the game's code */
