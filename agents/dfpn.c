/* df-pn (Nagai 2002) with the 1+epsilon trick (Pawlewicz and Lew 2007) over a transposition
 * table of bounded memory (dfpn_table.h); docs/solving.md.
 *
 * A visit of a state with thresholds (thpn, thdn) keeps searching its most-proving child until
 * the state's own proof number reaches thpn or its disproof number reaches thdn, then stores its
 * numbers in the table.  The child gets the threshold of the second-best child times 1+epsilon,
 * which keeps the search in one subtree longer than plain df-pn and saves most re-expansions.
 * A state is identified by its hash: the RBG state is the whole state of the game (board,
 * variables, place in the rules), so equal hashes mean equal futures.  A state that repeats on the
 * current path (a cycle in the game graph) stops the search with unknown: the restriction that
 * keeps the graph-history interaction out (docs/solving.md). */
#include "dfpn.h"

#include <stdlib.h>
#include <string.h>

#include "agent_alloc.h"
#include "budget.h"
#include "dfpn_frame.h"
#include "dfpn_table.h"
#include "notation.h"
#include "pn_goal.h"
#include "pn_solved.h"

/* epsilon = 1/4 (the paper's best range), in integers */
#define DFPN_EPSILON_DIV 4
/* Deeper than this, the search gives up (a recursion depth, not a game length anyone solves). */
#define DFPN_MAX_DEPTH 100000u

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    const rbg_pn_options *o;
    int target;
    dfpn_table tt;        /* the numbers of open states (and of solved ones, unconfirmed) */
    pn_solved solved;     /* the solved states themselves: the only source of proofs */
    dfpn_frames frames;
    rbg_moves probe;      /* the moves of a child, to see whether its game is over */
    uint64_t *path;       /* the hashes of the states being visited, root first */
    const void **path_states; /* ... and the states (in the frames above, which stay put) */
    uint32_t depth, path_cap;
    uint64_t visits;
    double deadline;      /* 0: none */
    double start, next_progress;
    bool stop;
    int64_t root_best;    /* the proved child of the root, when it is an OR node */
    rbg_pn_report *report;
} dfpn;

static uint32_t add_sat(uint32_t a, uint32_t b)
{
    if (a == DFPN_INF || b == DFPN_INF)
        return DFPN_INF;
    uint64_t sum = (uint64_t)a + b;
    return sum >= DFPN_INF ? DFPN_INF - 1 : (uint32_t)sum; /* a sum of open numbers stays open */
}

static uint32_t clamp(uint64_t x)
{
    return x >= DFPN_INF ? DFPN_INF : (uint32_t)x;
}

/* Whether `state` is on the current path: the same hash, then the same position (a collision
 * is no cycle). */
static bool on_path(const dfpn *s, uint64_t key, const void *state)
{
    for (uint32_t d = 0; d < s->depth; d++)
        if (s->path[d] == key && s->r->same_position(s->r, s->path_states[d], state))
            return true;
    return false;
}

/* The limits, checked every 256 visits (the clock costs a system call). */
static void check_limits(dfpn *s)
{
    rbg_pn_report *rep = s->report;
    if (s->o->max_nodes > 0 && s->visits >= s->o->max_nodes) {
        rep->hit_nodes = s->stop = true;
    } else if ((s->visits & 255) == 0) {
        if (s->deadline > 0 && rbg_budget_now() >= s->deadline)
            rep->hit_time = s->stop = true;
        else if (s->o->interrupted != NULL && s->o->interrupted())
            rep->hit_interrupt = s->stop = true;
        rbg_pn_progress_tick(s->o, s->start, &s->next_progress, rep->nodes, s->visits);
    }
}

/* A solved state's numbers: proved (0, inf) or disproved (inf, 0). */
static void solved_numbers(bool proved, uint32_t *pn, uint32_t *dn)
{
    *pn = proved ? 0 : DFPN_INF;
    *dn = proved ? DFPN_INF : 0;
}

/* Stores what a visit learnt; a solved state goes to the table of solved positions too. */
static void remember(dfpn *s, const void *state, uint64_t key, uint32_t pn, uint32_t dn,
                     uint64_t work)
{
    dfpn_table_store(&s->tt, key, pn, dn, work);
    if (pn == 0 || dn == 0)
        pn_solved_store(&s->solved, key, state, pn == 0, work);
}

/* Numbers the table holds for `state`: solved only when the solved table confirms the position
 * itself; an unconfirmed solved entry (a collision, or a position since forgotten) says nothing. */
static bool known_numbers(dfpn *s, const void *state, uint64_t key, uint32_t *pn, uint32_t *dn)
{
    const dfpn_entry *e = dfpn_table_find(&s->tt, key);
    if (e != NULL && e->pn != 0 && e->dn != 0) {
        *pn = e->pn;
        *dn = e->dn;
        return true;
    }
    bool proved; /* solved, or forgotten by the table of numbers: ask the solved positions */
    if (!pn_solved_find(&s->solved, key, state, &proved))
        return false;
    solved_numbers(proved, pn, dn);
    return true;
}

/* The numbers of a new child: those of the table, a finished game's, or by its mobility (an OR
 * node (1, moves), an AND node (moves, 1): the more moves the defender has, the harder to prove). */
static void child_numbers(dfpn *s, void *state, uint64_t key, uint32_t *pn, uint32_t *dn)
{
    if (known_numbers(s, state, key, pn, dn))
        return;
    uint32_t moves = s->r->legal_moves(s->ctx, state, &s->probe);
    if (moves == 0) {
        solved_numbers(pn_goal_met(s->r, s->o, state, s->target), pn, dn);
        remember(s, state, key, *pn, *dn, 1);
    } else if (s->r->player(s->r, state) == s->target) {
        *pn = 1; /* one move suffices, all must fail */
        *dn = moves;
    } else {
        *pn = moves;
        *dn = 1;
    }
}

/* The numbers of the node from its children's (read again from the table, which a search below
 * a sibling may have improved through a transposition); `best` and `second` are the children of
 * least proof (OR) or disproof (AND) number. */
static void gather(dfpn *s, dfpn_frame *f, uint32_t n, bool or_node, uint32_t *pn, uint32_t *dn,
                   uint32_t *best, uint32_t *second_number)
{
    uint32_t min = DFPN_INF, second = DFPN_INF, sum = 0;
    *best = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t pn_i, dn_i;
        if (f->pn[i] != 0 && f->dn[i] != 0 && /* a solved child stays solved */
            known_numbers(s, dfpn_child_state(&s->frames, f, i), f->keys[i], &pn_i, &dn_i)) {
            f->pn[i] = pn_i;
            f->dn[i] = dn_i;
        }
        uint32_t mine = or_node ? f->pn[i] : f->dn[i];
        uint32_t other = or_node ? f->dn[i] : f->pn[i];
        if (mine < min) {
            second = min;
            min = mine;
            *best = i;
        } else if (mine < second) {
            second = mine;
        }
        sum = add_sat(sum, other);
    }
    *pn = or_node ? min : sum;
    *dn = or_node ? sum : min;
    *second_number = second;
}

/* Visits `state` until its pn reaches thpn or its dn reaches thdn. */
static void visit(dfpn *s, void *state, uint64_t key, uint32_t thpn, uint32_t thdn, uint32_t *pn_out,
                  uint32_t *dn_out)
{
    const rbg_reasoner *r = s->r;
    uint64_t visits_before = s->visits++;
    check_limits(s);
    if (s->depth >= DFPN_MAX_DEPTH)
        s->report->hit_nodes = s->stop = true;
    *pn_out = *dn_out = 1;
    if (s->stop)
        return;
    bool or_node = r->player(r, state) == s->target;
    dfpn_frame *probe_frame = dfpn_frame_at(&s->frames, s->depth, 0);
    uint32_t n = r->legal_moves(s->ctx, state, &probe_frame->moves);
    if (n == 0) { /* a finished game that a colliding entry made look open */
        solved_numbers(pn_goal_met(r, s->o, state, s->target), pn_out, dn_out);
        remember(s, state, key, *pn_out, *dn_out, 1);
        return;
    }
    dfpn_frame *f = dfpn_frame_at(&s->frames, s->depth, n);
    for (uint32_t i = 0; i < n; i++) {
        void *child = dfpn_child_state(&s->frames, f, i);
        memcpy(child, state, r->state_size);
        r->apply(s->ctx, child, rbg_move_actions(&f->moves, i), rbg_move_length(&f->moves, i));
        f->keys[i] = r->hash(r, child);
        if ((f->keys[i] == key && r->same_position(r, child, state)) ||
            on_path(s, f->keys[i], child)) {
            s->report->hit_cycle = s->stop = true;
            return;
        }
        child_numbers(s, child, f->keys[i], &f->pn[i], &f->dn[i]);
    }
    s->report->nodes += n;
    if (s->depth == s->path_cap) {
        s->path_cap = s->path_cap ? 2 * s->path_cap : 64;
        s->path = agent_checked(realloc(s->path, sizeof *s->path * s->path_cap));
        s->path_states = agent_checked(realloc(s->path_states,
                                               sizeof *s->path_states * s->path_cap));
    }
    s->path_states[s->depth] = state;
    s->path[s->depth++] = key;
    uint32_t pn, dn, best, second;
    for (;;) {
        gather(s, f, n, or_node, &pn, &dn, &best, &second);
        if (pn >= thpn || dn >= thdn || s->stop)
            break;
        /* the best child's thresholds: past the second best by epsilon on the side it competes,
         * the slack of the parent on the other */
        uint64_t eps = second == DFPN_INF ? DFPN_INF : (uint64_t)second + second / DFPN_EPSILON_DIV + 1;
        uint32_t cpn, cdn;
        if (or_node) {
            cpn = clamp(eps < thpn ? eps : thpn);
            cdn = clamp((uint64_t)thdn - dn + f->dn[best]);
        } else {
            cdn = clamp(eps < thdn ? eps : thdn);
            cpn = clamp((uint64_t)thpn - pn + f->pn[best]);
        }
        visit(s, dfpn_child_state(&s->frames, f, best), f->keys[best], cpn, cdn, &f->pn[best],
              &f->dn[best]);
    }
    s->depth--;
    if (s->depth == 0 && or_node && pn == 0)
        s->root_best = best;
    *pn_out = pn;
    *dn_out = dn;
    if (!s->stop)
        remember(s, state, key, pn, dn, s->visits - visits_before);
}

/* The child of `state` that carries the proof on: where the target moves, a proved child (or
 * after a disproof, the disproved child that took most work); elsewhere the other way round.
 * -1 when the table no longer holds one. */
static int64_t line_child(dfpn *s, void *state, rbg_moves *moves, void *child, bool proved)
{
    const rbg_reasoner *r = s->r;
    bool or_node = r->player(r, state) == s->target;
    bool any = or_node == proved; /* one such child suffices: take the first */
    int64_t best = -1;
    uint64_t best_work = 0;
    for (uint32_t i = 0; i < moves->n_moves; i++) {
        memcpy(child, state, r->state_size);
        r->apply(s->ctx, child, rbg_move_actions(moves, i), rbg_move_length(moves, i));
        uint32_t pn, dn;
        uint64_t key = r->hash(r, child);
        child_numbers(s, child, key, &pn, &dn);
        const dfpn_entry *e = dfpn_table_find(&s->tt, key);
        uint64_t work = e != NULL ? e->work : 0;
        if ((proved ? pn : dn) != 0)
            continue;
        if (any)
            return i;
        if (best < 0 || work > best_work) {
            best = i;
            best_work = work;
        }
    }
    return best;
}

/* Move `i` of `moves`, the legal moves of `state`, in the notation of the options (e2e4), or
 * numeric without one. */
static char *move_text(dfpn *s, const void *state, const rbg_moves *moves, uint32_t i)
{
    if (s->o->notation == NULL)
        return agent_checked(rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i)));
    rbg_move_texts texts;
    rbg_notation_texts(s->o->notation, s->ctx, state, moves, &texts);
    char *text = agent_checked(strdup(texts.texts[i]));
    rbg_move_texts_free(&texts);
    return text;
}

/* The main line of a proof (PROVED) or disproof, as text moves separated by "; ". */
static char *principal_variation(dfpn *s, const void *root, bool proved)
{
    const rbg_reasoner *r = s->r;
    void *state = agent_checked(malloc(r->state_size));
    void *child = agent_checked(malloc(r->state_size));
    memcpy(state, root, r->state_size);
    rbg_moves moves;
    rbg_moves_init(&moves);
    size_t len = 0, cap = 256;
    char *text = agent_checked(malloc(cap));
    text[0] = '\0';
    for (int ply = 0; ply < 1000 && r->legal_moves(s->ctx, state, &moves) > 0; ply++) {
        int64_t i = line_child(s, state, &moves, child, proved);
        if (i < 0)
            break;
        char *move = move_text(s, state, &moves, (uint32_t)i);
        size_t need = len + strlen(move) + 3;
        if (need > cap) {
            cap = 2 * need;
            text = agent_checked(realloc(text, cap));
        }
        len += (size_t)sprintf(text + len, "%s%s", len ? "; " : "", move);
        free(move);
        r->apply(s->ctx, state, rbg_move_actions(&moves, (uint32_t)i),
                 rbg_move_length(&moves, (uint32_t)i));
    }
    rbg_moves_free(&moves);
    free(child);
    free(state);
    return text;
}

void rbg_dfpn_solve(const rbg_reasoner *r, rbg_context *ctx, const void *state, int target,
                    const rbg_pn_options *options, rbg_pn_report *report)
{
    double start = rbg_budget_now();
    dfpn s = {.r = r, .ctx = ctx, .o = options, .target = target, .root_best = -1,
              .report = report, .start = start};
    s.deadline = options->seconds > 0 ? start + options->seconds : 0;
    uint64_t memory = options->memory ? options->memory : RBG_PN_DEFAULT_MEMORY;
    dfpn_table_init(&s.tt, memory / 2);
    pn_solved_init(&s.solved, r, memory - memory / 2);
    dfpn_frames_init(&s.frames, r->state_size);
    rbg_moves_init(&s.probe);
    void *root = agent_checked(malloc(r->state_size));
    memcpy(root, state, r->state_size);
    uint32_t pn, dn;
    if (r->legal_moves(ctx, root, &s.probe) == 0) {
        solved_numbers(pn_goal_met(r, options, root, target), &pn, &dn);
    } else {
        visit(&s, root, r->hash(r, root), DFPN_INF, DFPN_INF, &pn, &dn);
    }
    if (!s.stop && (pn == 0 || dn == 0)) {
        report->verdict = pn == 0 ? RBG_PN_PROVED : RBG_PN_DISPROVED;
        report->exact = true;
        report->best_move = pn == 0 ? s.root_best : -1;
        if (options->principal_variation)
            report->pv = principal_variation(&s, root, pn == 0);
    }
    report->nodes += 1;
    report->iterations = s.visits;
    report->tt_lookups = s.tt.lookups + s.solved.lookups;
    report->tt_hits = s.tt.hits + s.solved.hits;
    report->tt_collisions = s.solved.collisions;
    report->tt_bytes = dfpn_table_bytes(&s.tt) + pn_solved_bytes(&s.solved);
    report->seconds = rbg_budget_now() - start;
    free(root);
    free(s.path);
    free(s.path_states);
    rbg_moves_free(&s.probe);
    dfpn_frames_free(&s.frames);
    pn_solved_free(&s.solved);
    dfpn_table_free(&s.tt);
}
