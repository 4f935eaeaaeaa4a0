/* Planning the search functions: which searches each state needs (listing, keeper, counting
 * moves or semimoves), whether playouts count moves or semimoves, and the shapes of the rules
 * the printers (emit_search.c) choose their code by: rays walked in a loop, rays counted by the
 * occupancy bits, patterns unfolded into trees.  Nothing here writes C. */
#include <stdlib.h>
#include <string.h>

#include "emit_internal.h"
#include "plan_ray.h"
#include "reach.h"

bool rbgc_has_check(const rbg_program *p, int32_t state)
{
    return p->states[state].check >= 0;
}

/* A ray loop: a state whose shift table, at every cell, holds the next cell of its ray step
 * (where the board has one) going on through the state itself, and otherwise only entries at
 * that cell or at the next one, the same at every cell.  Its search walks the ray in a loop
 * instead of a call and a table loop per cell (amazons' queen lines, chess's slides).  The
 * entries the table puts before the ray's are run on the way out, the ones after it on the way
 * back, as the recursive search would order them. */

/* Whether table entry (t, d) of `state` at a cell is its ray going on at the next cell d. */
static bool is_ray_entry(const rbgc_emitter *em, int32_t state, const rbgc_ray_step *step, int32_t t)
{
    return !rbgc_has_check(em->p, t) && em->an.only_on_set[t] >= 0 && rbg_analysis_same_on_set(em->p, em->an.only_on_set[t], step->on_set) &&
           rbgc_same_edges(em->p, em->an.only_on_target[t], state);
}

/* The exits of `state` at `cell` (the ray's entry left out, and where it was), or false when
 * the table holds something else there. */
static bool ray_exits_at(const rbgc_emitter *em, int32_t state, const rbgc_ray_step *step, int32_t cell, rbgc_ray_loop *out)
{
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    int32_t next = rbgc_follow_shifts(p, step->shifts, step->n_shifts, cell);
    out->n_exits = 0;
    out->n_before = -1;
    for (int32_t i = begin[cell]; i < begin[cell + 1]; i += 2) {
        int32_t t = pairs[i], d = pairs[i + 1];
        bool at_next = d != cell;
        if (at_next && (d != next || next == 0))
            return false;
        if (at_next && out->n_before < 0 && is_ray_entry(em, state, step, t)) {
            out->n_before = out->n_exits;
            continue;
        }
        if (!at_next && t == state && !rbg_analysis_has_other_edges(em->p, state))
            continue; /* the cell itself does nothing */
        if (out->n_exits == RBGC_RAY_MAX_EXITS)
            return false;
        out->exits[out->n_exits++] = (rbgc_ray_exit){t, at_next};
    }
    return next == 0 || out->n_before >= 0;
}

static bool same_exits(const rbgc_ray_loop *a, const rbgc_ray_loop *b)
{
    if (a->n_exits != b->n_exits)
        return false;
    for (int i = 0; i < a->n_exits; i++)
        if (a->exits[i].state != b->exits[i].state || a->exits[i].at_next != b->exits[i].at_next)
            return false;
    return true;
}

bool rbgc_find_ray_loop(const rbgc_emitter *em, int32_t state, rbgc_ray_loop *loop)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    rbgc_ray_step *step = &loop->step;
    int32_t k = rbgc_ray_edge(p, state, step);
    if (k < 0 || st->accepting || em->any_square[state] >= 0 || rbgc_has_check(em->p, state) ||
        rbgc_has_check(em->p, step->next) || rbgc_has_check(em->p, step->on_state))
        return false;
    for (const rbg_edge *e = &p->edges[st->first_edge + k]; e->op == RBG_OP_SHIFT;
         e = &p->edges[p->states[e->target].first_edge])
        if (rbgc_has_check(em->p, e->target))
            return false;
    /* the exits where the ray goes on, then every cell against them */
    bool found = false;
    for (int32_t c = 1; c <= p->n_cells && !found; c++)
        found = rbgc_follow_shifts(p, step->shifts, step->n_shifts, c) != 0 && ray_exits_at(em, state, step, c, loop);
    if (!found)
        return false;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        rbgc_ray_loop here;
        here.step = *step;
        if (!ray_exits_at(em, state, step, c, &here))
            return false;
        if (here.n_before >= 0) {
            if (here.n_before != loop->n_before || !same_exits(&here, loop))
                return false;
            continue;
        }
        /* the ray ends here: the exits at this cell, in the same order */
        rbgc_ray_loop kept = {.n_exits = 0};
        for (int i = 0; i < loop->n_exits; i++)
            if (!loop->exits[i].at_next)
                kept.exits[kept.n_exits++] = loop->exits[i];
        if (!same_exits(&here, &kept))
            return false;
    }
    return true;
}

/* Whether a semimove search counts the table of `state` by its cells' bits (emit_count_table.c,
 * rbgc_find_count_tables): not where the state lacks the occupancy bits, nor where the table is
 * written as a ray loop. */
bool rbgc_count_table_at(const rbgc_emitter *em, int32_t st)
{
    rbgc_ray_loop loop;
    return em->uses_occ && em->count_tables[st] && !rbgc_find_ray_loop(em, st, &loop);
}

/* +1 when every step along the path of shifts goes to a higher cell, -1 when to a lower one,
 * else 0. */
int rbgc_step_direction(const rbg_program *p, const int32_t *shifts, int n)
{
    int direction = 0;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t d = rbgc_follow_shifts(p, shifts, n, c);
        if (d == 0)
            continue;
        int here = d > c ? 1 : -1;
        if (direction != 0 && direction != here)
            return 0;
        direction = here;
    }
    return direction;
}

/* The record edge of a counted ray (see put_counted_ray) in a move search, or a semimove search
 * when `semi`: the state's one edge besides its shifts, which ends_unconditionally, or NULL. */
const rbg_edge *rbgc_counted_ray_record(const rbgc_emitter *em, int32_t state, const rbgc_ray_loop *loop, bool semi)
{
    const rbg_program *p = em->p;
    if (!em->uses_occ || loop->n_exits != 1 || loop->exits[0].at_next || loop->exits[0].state != state ||
        rbgc_step_direction(p, loop->step.shifts, loop->step.n_shifts) == 0)
        return NULL;
    const rbg_edge *record = rbgc_only_edge_but_shifts(p, state);
    if (record == NULL)
        return NULL;
    if (rbgc_ends_move_unchecked(em->p, record, semi))
        return record;
    /* or, in a move search, a piece put down there and the switch alone after it (another
     * author's amazons shoots the arrow himself: `((d) {empty})* [x] ->>`), both recorded */
    return !semi && record->op == RBG_OP_OFF && rbgc_final_switch(em, record->target) != NULL ? record : NULL;
}

/* The continuation of an any-cell loop at `state` (one on-test after a table reaching every
 * cell, the start cell included), or -1. */
int32_t rbgc_any_cell_target(const rbgc_emitter *em, int32_t state)
{
    int32_t common = em->any_square[state];
    if (common < 0 || em->any_start_differs[state] || !em->uses_occ || em->an.only_on_set[common] < 0)
        return -1;
    return common;
}

int rbgc_any_cell_branches_sweep(const rbgc_emitter *em, int32_t state, int32_t *common, rbgc_way *ways)
{
    *common = em->any_square[state];
    if (*common < 0 || em->any_start_differs[state] || !em->uses_occ || em->an.only_on_set[*common] >= 0 ||
        em->any_pieces[*common] == NULL)
        return 0;
    return rbgc_find_branches_sweep(em, *common, ways);
}

/* Out of rbgc_tree_size, which recurses: the ways take a few kilobytes of stack. */
static bool branches_swept(const rbgc_emitter *em, int32_t state)
{
    int32_t common;
    rbgc_way ways[RBGC_WAYS_MAX];
    return rbgc_any_cell_branches_sweep(em, state, &common, ways) > 0;
}

int32_t rbgc_tree_size(const rbgc_emitter *em, int32_t state, bool *on_path, int32_t budget)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (st->accepting)
        return 1;
    if (on_path[state] || budget <= 0)
        return -1;
    rbgc_cell_mask_loop loop;
    if (rbgc_cell_mask_loop_at(em, state, &loop)) {
        on_path[state] = true;
        int32_t below = rbgc_tree_size(em, loop.after, on_path, budget - 1);
        on_path[state] = false;
        return below < 0 ? -1 : below + 1;
    }
    int32_t common = rbgc_any_cell_target(em, state);
    if (common >= 0) {
        on_path[state] = true;
        int32_t below = rbgc_tree_size(em, em->an.only_on_target[common], on_path, budget - 1);
        on_path[state] = false;
        return below < 0 ? -1 : below + 1;
    }
    if (branches_swept(em, state))
        return 1;
    common = rbgc_cell_set_target(em, state);
    if (common >= 0) {
        on_path[state] = true;
        int32_t below = rbgc_tree_size(em, em->an.only_on_target[common], on_path, budget - 1);
        on_path[state] = false;
        return below < 0 ? -1 : below + 1;
    }
    rbgc_ray_step step;
    int32_t ray = rbgc_ray_edge(p, state, &step);
    if (ray == -2)
        return -1;
    on_path[state] = true;
    int32_t size = 1;
    for (int32_t k = 0; k < st->n_edges && size >= 0; k++) {
        if (k == ray)
            continue;
        const rbg_edge *e = &p->edges[st->first_edge + k];
        bool allowed = e->op == RBG_OP_SHIFT || e->op == RBG_OP_ON || e->op == RBG_OP_PATTERN ||
                       e->op == RBG_OP_NOOP ||
                       (e->op == RBG_OP_COMPARE && !rbgc_expr_divides(p, e->expr) && !rbgc_expr_divides(p, e->expr2));
        int32_t below = allowed ? rbgc_tree_size(em, e->target, on_path, budget - size) : -1;
        size = below < 0 ? -1 : size + below;
        if (size > budget)
            size = -1;
    }
    on_path[state] = false;
    return size;
}

/* Whether a ray starts at `st` that ends a move (a semimove when `semi`) at every cell. */
static bool counted_ray_at(const rbgc_emitter *em, int32_t st, bool semi)
{
    rbgc_ray_loop loop;
    return em->automaton_of[st] == 0 && em->an.table_begin[st] != NULL && rbgc_find_ray_loop(em, st, &loop) &&
           rbgc_counted_ray_record(em, st, &loop, semi) != NULL;
}

/* Whether some ray of the rules ends a move (a semimove when `semi`) at every cell. */
static bool has_counted_ray(const rbgc_emitter *em, bool semi)
{
    for (int32_t st = 0; st < em->p->n_states; st++)
        if (counted_ray_at(em, st, semi))
            return true;
    return false;
}

/* Whether some table of the rules is counted by its cells' bits (emit_count_table.c). */
static bool has_count_table(const rbgc_emitter *em)
{
    for (int32_t st = 0; st < em->p->n_states; st++)
        if (rbgc_count_table_at(em, st))
            return true;
    return false;
}

/* Whether the any-square starting at `st` has direct moves (put_direct_words; semimoves when
 * `semi`) or, for moves, sweeps them (rbgc_find_move_sweep).  Placement turns are left out of
 * moves: playouts count them by the occupancy bits already (analysis.h). */
static bool direct_moves_at(const rbgc_emitter *em, int32_t st, bool semi)
{
    int32_t common = em->any_square[st];
    rbgc_direct direct;
    rbgc_move_sweep sweep;
    if (em->automaton_of[st] != 0 || common < 0 || (!semi && em->an.placements[st] != NULL) ||
        (em->an.only_on_set[common] < 0 && em->any_pieces[common] == NULL))
        return false;
    return rbgc_find_direct(em, st, common, semi, &direct) ||
           (!semi && !em->any_start_differs[st] && rbgc_find_move_sweep(em, common, &sweep));
}

/* Whether some any-square has direct moves (semimoves when `semi`); only among the states of
 * `among` when it is not NULL. */
static bool has_direct_moves(const rbgc_emitter *em, bool semi, const bool *among)
{
    for (int32_t st = 0; st < em->p->n_states; st++)
        if ((among == NULL || among[st]) && direct_moves_at(em, st, semi))
            return true;
    return false;
}

/* An edge that a semimove search goes on through: anything but a modifier or a dot. */
static bool within_semimove(const rbg_edge *e)
{
    return !rbgc_is_modifier(e) && !(e->op == RBG_OP_NOOP && e->modifier == 0);
}

/* Whether the semimove search from `state` meets, before its semimove ends, a state of
 * `passes_over` (an any-square whose cells end semimoves by their bits, or a counted ray): a
 * count passes over those cells where a listing walks them.  Elsewhere a count walks what a
 * listing walks, and the pick after it walks again (breakthrough's step once the pawn is
 * lifted: 1.2x slower counted). */
static bool semi_count_pays(const rbgc_emitter *em, int32_t state, const bool *passes_over, bool *reached)
{
    const rbg_program *p = em->p;
    memset(reached, 0, sizeof(bool) * (size_t)p->n_states);
    rbgc_mark_reached(p, state, within_semimove, reached);
    for (int32_t st = 0; st < p->n_states; st++)
        if (reached[st] && passes_over[st])
            return true;
    return false;
}

/* An edge that a move goes on through: anything but a switch. */
static bool within_move(const rbg_edge *e)
{
    return e->op != RBG_OP_SWITCH && e->op != RBG_OP_KEEPER;
}

/* An edge of a move that a search takes on most moves: not a pattern that must hold.  As a
 * static branch predictor does, `{? P}` (a mill closed, six in a row) is taken as rare and
 * `{! P}` as common. */
static bool usually_taken(const rbg_edge *e)
{
    return within_move(e) && !(e->op == RBG_OP_PATTERN && !e->negated);
}

/* Whether playouts count the moves and find the drawn one instead of listing them: when some
 * ray of the rules ends a move at every cell (put_counted_ray), and no move is listed lazily
 * (a lazy move's tests run only once drawn, which a count cannot foresee). */
static bool counted_game(const rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    /* The players' moves: the states from a player's switch on, up to the next switch (the
     * keeper's lazy tests do not matter: the keeper's moves are applied, never listed). */
    bool *player = calloc((size_t)p->n_states + 1, sizeof(bool));
    bool *common_path = calloc((size_t)p->n_states + 1, sizeof(bool));
    for (int32_t i = 0; i < p->n_edges_total; i++)
        if (p->edges[i].op == RBG_OP_SWITCH && em->automaton_of[p->edges[i].target] == 0) {
            rbgc_mark_reached(p, p->edges[i].target, within_move, player);
            rbgc_mark_reached(p, p->edges[i].target, usually_taken, common_path);
        }
    bool lazy = false, fan = false;
    for (int32_t s = 0; s < p->n_states; s++) {
        int ends = 0;
        for (int32_t k = 0; player[s] && k < p->states[s].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
            lazy |= (e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN) && em->an.lazy_switch[e->target] != 0;
            ends += rbgc_ends_move_unchecked(em->p, e, false);
        }
        /* several moves ended at once, by as many switches (pentago's eight turns of a quadrant
         * after the ball): a count passes over them, where a listing records each */
        fan |= ends >= 2;
    }
    free(player);
    /* or some any-square has direct moves (put_direct_words) or sweeps its moves
     * (rbgc_find_move_sweep), outside placement turns, which playouts count by the occupancy
     * bits already (analysis.h); and it is on the usual path of a turn: one met only after a
     * pattern that must hold (another author's mill captures by an any-square once a mill is
     * closed) ends few of the moves, and counting every turn for it costs more than it saves
     * (24% more instructions per playout) */
    bool counted = !lazy && (has_counted_ray(em, false) || has_direct_moves(em, false, common_path) || fan);
    free(common_path);
    return counted;
}

void rbgc_plan_searches(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    /* Where searches start: the keeper at the start and after ->>; players after a switch, and
     * after any other modifier or dot, where a semimove search resumes once it is applied. */
    em->wanted[EMIT_K][p->automata[0].start] = true;
    for (int32_t i = 0; i < p->n_edges_total; i++) {
        const rbg_edge *e = &p->edges[i];
        if (em->automaton_of[e->target] != 0)
            continue;
        if (e->op == RBG_OP_KEEPER)
            em->wanted[EMIT_K][e->target] = true;
        else if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN ||
                 (e->op == RBG_OP_NOOP && e->modifier == 0))
            em->wanted[EMIT_A][e->target] = true;
        /* A lazily listed move finishes with a keeper-like search from its tests. */
        if (em->an.lazy_switch[e->target] != 0)
            em->wanted[EMIT_K][e->target] = true;
    }
    /* So does a placement's cell once drawn, where tests choose its ending. */
    for (int32_t st = 0; st < p->n_states; st++)
        if (em->an.placements[st] != NULL && em->an.placements[st]->lazy_state >= 0)
            em->wanted[EMIT_K][em->an.placements[st]->lazy_state] = true;
    /* A counting search starts wherever a listing one does: playouts start inside a move too,
     * below a semisplit tree. */
    em->counted = counted_game(em);
    /* Semimoves are counted where some ray ends one at every cell, or some any-square or table
     * has cells that end one each, whatever the lists of moves. */
    em->semi_counted = has_counted_ray(em, true) || has_direct_moves(em, true, NULL) || has_count_table(em);
    bool *reached = calloc((size_t)p->n_states + 1, sizeof(bool));
    bool *passes_over = calloc((size_t)p->n_states + 1, sizeof(bool));
    for (int32_t st = 0; em->semi_counted && st < p->n_states; st++)
        passes_over[st] =
            direct_moves_at(em, st, true) || counted_ray_at(em, st, true) || rbgc_count_table_at(em, st);
    for (int32_t st = 0; st < p->n_states; st++) {
        em->wanted[EMIT_C][st] = em->counted && em->wanted[EMIT_A][st];
        em->semi_count_at[st] =
            em->semi_counted && em->wanted[EMIT_A][st] && semi_count_pays(em, st, passes_over, reached);
        em->wanted[EMIT_S][st] = em->semi_count_at[st];
    }
    free(passes_over);
    free(reached);
}
