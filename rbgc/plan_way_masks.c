/* The ways through a pattern that are only shifts and on-tests of one piece set, as masks of
 * the cells each way tests from each start cell (see emit_internal.h, rbgc_plan_way_masks).
 *
 * A pattern without a loop has a fixed list of ways (plan_leaves.c): one mask per way and
 * cell.  A pattern with a loop, as a line of four found by backing up over own discs first,
 * `(n {d})* s {d} s {d} s {d}`, has as many ways as the loop has turns, but on a finite board
 * only a few of them per cell: the pattern is walked from every cell, a walk that comes back
 * to a (state, cell) it has been at is dropped (cutting the loop out tests fewer cells), and
 * so is a mask that holds whenever another mask of the cell does. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "checked_alloc.h"
#include "emit_internal.h"
#include "plan_leaves.h"

/* Beyond these, the pattern is left to the other plans: more masks per cell cost more than the
 * loop, and the walks of all cells together stay short on any board (a line through every
 * cell of a 19x19 board takes a few dozen steps per cell). */
enum { CELL_WAYS_MAX = 24, WALK_STEPS_MAX = 1 << 19 };

/* The bit past the last cell, which no piece covers: the mask never holds. */
static void never_holds(const rbg_program *p, uint64_t *row)
{
    row[p->n_cells >> 6] |= (uint64_t)1 << (p->n_cells & 63);
}

/* The cells of `way` tested from `cell`, as bits; the bit past the last cell when the way
 * leaves the board, which no piece covers. */
static void way_mask(const rbg_program *p, const rbgc_way *way, int32_t cell, uint64_t *row)
{
    int32_t d = cell;
    for (int k = 0; k < way->n_steps && d != 0; k++) {
        if (way->steps[k] == RBGC_WAY_TEST)
            row[(d - 1) >> 6] |= (uint64_t)1 << ((d - 1) & 63);
        else
            d = p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)way->steps[k]];
    }
    if (d == 0)
        never_holds(p, row);
}

static size_t row_words(const rbg_program *p)
{
    return ((size_t)p->n_cells + 63) / 64;
}

static uint64_t *way_row(const rbg_program *p, uint64_t *masks, int way, int32_t cell)
{
    return masks + ((size_t)way * ((size_t)p->n_cells + 1) + (size_t)cell) * row_words(p);
}

/* Masks from a pattern without a loop: way i's mask from every cell. */
static int fixed_way_masks(const rbg_program *p, const rbgc_way *ways, int n, rbgc_way_masks *wm)
{
    size_t words = row_words(p);
    wm->masks = rbg_checked_calloc((size_t)n * ((size_t)p->n_cells + 1) * words, sizeof(uint64_t));
    for (int i = 0; i < n; i++) {
        for (int32_t c = 1; c <= p->n_cells; c++)
            way_mask(p, &ways[i], c, way_row(p, wm->masks, i, c));
        never_holds(p, way_row(p, wm->masks, i, 0)); /* no cell 0 */
    }
    return wm->n_ways = n;
}

/* Whether every edge reachable from `state` is a shift or an on-test of one set (written to
 * `set`), and an accepting state is reachable. */
static bool only_shifts_and_tests(const rbg_program *p, int32_t state, int32_t *set)
{
    bool *seen = rbg_checked_calloc((size_t)p->n_states, sizeof(bool));
    int32_t *stack = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
    int top = 0;
    bool ok = true, accepts = false;
    *set = -1;
    seen[state] = true;
    stack[top++] = state;
    while (top > 0 && ok) {
        const rbg_state *st = &p->states[stack[--top]];
        accepts |= st->accepting;
        for (int32_t k = 0; k < st->n_edges && ok; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (e->op == RBG_OP_ON) {
                ok = *set < 0 || rbg_analysis_same_on_set(p, *set, e->arg);
                *set = e->arg;
            } else {
                ok = e->op == RBG_OP_SHIFT;
            }
            if (ok && !seen[e->target]) {
                seen[e->target] = true;
                stack[top++] = e->target;
            }
        }
    }
    free(stack);
    free(seen);
    return ok && accepts && *set >= 0;
}

/* One cell's walk through the pattern: the cells tested so far and the minimal masks found. */
typedef struct {
    const rbg_program *p;
    size_t words;
    bool *on_path;    /* [n_states * (n_cells + 1)]: the (state, cell) pairs of the walk */
    uint64_t *tested; /* [words] */
    uint64_t *found;  /* [CELL_WAYS_MAX * words] */
    int n_found;
    int steps_left;
    bool failed;
} cell_walk;

static bool covers(const uint64_t *a, const uint64_t *b, size_t words)
{
    for (size_t w = 0; w < words; w++)
        if (b[w] & ~a[w])
            return false;
    return true;
}

/* Whether a mask found already holds whenever the walk's would: the walk can stop. */
static bool already_implied(const cell_walk *cw)
{
    for (int i = 0; i < cw->n_found; i++)
        if (covers(cw->tested, cw->found + (size_t)i * cw->words, cw->words))
            return true;
    return false;
}

/* Adds the walk's mask, dropping the masks it implies. */
static void record(cell_walk *cw)
{
    int kept = 0;
    for (int i = 0; i < cw->n_found; i++) {
        uint64_t *m = cw->found + (size_t)i * cw->words;
        if (!covers(m, cw->tested, cw->words))
            memmove(cw->found + (size_t)kept++ * cw->words, m, cw->words * sizeof(uint64_t));
    }
    cw->n_found = kept;
    if (kept == CELL_WAYS_MAX) {
        cw->failed = true;
        return;
    }
    memcpy(cw->found + (size_t)cw->n_found++ * cw->words, cw->tested, cw->words * sizeof(uint64_t));
}

static void walk(cell_walk *cw, int32_t state, int32_t cell)
{
    const rbg_program *p = cw->p;
    if (cw->failed || already_implied(cw))
        return;
    if (--cw->steps_left < 0) {
        cw->failed = true;
        return;
    }
    const rbg_state *st = &p->states[state];
    if (st->accepting) {
        record(cw);
        return;
    }
    size_t at = (size_t)state * ((size_t)p->n_cells + 1) + (size_t)cell;
    if (cw->on_path[at])
        return;
    cw->on_path[at] = true;
    for (int32_t k = 0; k < st->n_edges && !cw->failed; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT) {
            int32_t next = p->neighbours[(size_t)cell * (size_t)p->n_edges + (size_t)e->arg];
            if (next != 0)
                walk(cw, e->target, next);
        } else {
            uint64_t *word = &cw->tested[(cell - 1) >> 6], bit = (uint64_t)1 << ((cell - 1) & 63);
            uint64_t before = *word;
            *word |= bit;
            walk(cw, e->target, cell);
            cw->tested[(cell - 1) >> 6] = before;
        }
    }
    cw->on_path[at] = false;
}

/* Masks from a pattern with a loop, walked from every cell; a cell with fewer masks than the
 * most gets masks that never hold.  0 when the walks are too long or find too many masks. */
static int walked_way_masks(const rbg_program *p, int32_t state, rbgc_way_masks *wm)
{
    size_t words = row_words(p), cells = (size_t)p->n_cells + 1;
    cell_walk cw = {.p = p, .words = words, .steps_left = WALK_STEPS_MAX};
    cw.on_path = rbg_checked_calloc((size_t)p->n_states * cells, sizeof(bool));
    cw.tested = rbg_checked_calloc(words, sizeof(uint64_t));
    uint64_t *found = rbg_checked_calloc(cells * CELL_WAYS_MAX * words, sizeof(uint64_t));
    int *n_found = rbg_checked_calloc(cells, sizeof(int));
    int n = 0;
    for (int32_t c = 1; c <= p->n_cells && !cw.failed; c++) {
        cw.found = found + (size_t)c * CELL_WAYS_MAX * words;
        cw.n_found = 0;
        walk(&cw, state, c);
        n_found[c] = cw.n_found;
        n = n_found[c] > n ? n_found[c] : n;
    }
    if (cw.failed)
        n = 0;
    wm->masks = n > 0 ? rbg_checked_calloc((size_t)n * cells * words, sizeof(uint64_t)) : NULL;
    for (int i = 0; i < n; i++)
        for (int32_t c = 0; c <= p->n_cells; c++) {
            uint64_t *row = way_row(p, wm->masks, i, c);
            if (i < n_found[c])
                memcpy(row, found + ((size_t)c * CELL_WAYS_MAX + (size_t)i) * words, words * sizeof(uint64_t));
            else
                never_holds(p, row);
        }
    free(n_found);
    free(found);
    free(cw.tested);
    free(cw.on_path);
    return wm->n_ways = n;
}

static int plan(const rbgc_emitter *em, int32_t state, rbgc_way_masks *wm)
{
    const rbg_program *p = em->p;
    /* A way that leaves the board needs the bit past the last cell. */
    if (p->n_cells % 64 == 0)
        return 0;
    rbgc_way ways[RBGC_WAYS_MAX];
    int n = rbgc_pattern_ways(p, state, ways, &wm->on_set);
    if (n > 0)
        return fixed_way_masks(p, ways, n, wm);
    /* A walk to any cell of a set, or to a cell of a set fixed by the cell, is one mask
     * already (plan_cell_sets.c, plan_cell_masks.c, emit_sweep.c). */
    rbgc_cell_mask_loop loop;
    if (rbgc_any_cell_target(em, state) >= 0 || rbgc_cell_set_target(em, state) >= 0 ||
        rbgc_cell_mask_loop_at(em, state, &loop) || !only_shifts_and_tests(p, state, &wm->on_set))
        return 0;
    wm->walked = true;
    return walked_way_masks(p, state, wm);
}

const rbgc_way_masks *rbgc_plan_way_masks(const rbgc_emitter *em, int32_t state)
{
    /* The masks test the occupancy bits, which the emitter may not keep. */
    if (!em->uses_occ)
        return NULL;
    rbgc_way_masks *wm = &em->way_masks[state];
    if (!wm->found) {
        *wm = (rbgc_way_masks){.found = true, .on_set = -1};
        plan(em, state, wm);
    }
    return wm->n_ways > 0 ? wm : NULL;
}

void rbgc_way_masks_release(rbgc_emitter *em)
{
    for (int32_t s = 0; s < em->p->n_states; s++)
        free(em->way_masks[s].masks);
    free(em->way_masks);
}
