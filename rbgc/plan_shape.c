/* Shift tables of a fixed shape (see plan_shape.h). */
#include <stdbool.h>
#include <string.h>

#include "plan_shape.h"

typedef struct {
    const rbg_program *p;
    rbgc_shape_entry *entries;
    int n;
    bool ok;
    int32_t on_path[RBGC_SHAPE_MAX_SHIFTS + 1];
} enumeration;

/* Every shift path from `state` (the table's own state first), depth first; gives up on a cycle
 * (an area, not a shape) or when paths grow too long or too many. */
static void enumerate(enumeration *en, int32_t state, rbgc_shape_entry *path)
{
    const rbg_program *p = en->p;
    for (int i = 0; i < path->n_shifts; i++)
        if (en->on_path[i] == state) {
            en->ok = false;
            return;
        }
    if (path->n_shifts == 0 || rbg_analysis_has_other_edges(p, state)) {
        if (en->n == RBGC_SHAPE_MAX_ENTRIES) {
            en->ok = false;
            return;
        }
        en->entries[en->n] = *path;
        en->entries[en->n++].state = state;
    }
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges && en->ok; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op != RBG_OP_SHIFT)
            continue;
        if (path->n_shifts == RBGC_SHAPE_MAX_SHIFTS) {
            en->ok = false;
            return;
        }
        en->on_path[path->n_shifts] = state;
        path->shifts[path->n_shifts++] = e->arg;
        enumerate(en, e->target, path);
        path->n_shifts--;
    }
}

int32_t rbgc_follow_shifts(const rbg_program *p, const int32_t *shifts, int n, int32_t cell)
{
    for (int i = 0; i < n && cell != 0; i++)
        cell = p->neighbours[(size_t)cell * (size_t)p->n_edges + (size_t)shifts[i]];
    return cell;
}

static int32_t follow(const rbg_program *p, const rbgc_shape_entry *entry, int32_t cell)
{
    return rbgc_follow_shifts(p, entry->shifts, entry->n_shifts, cell);
}

/* The entries present at `cell`, as indices into `entries`, in the table's order: their number,
 * or -1 when the table there is not exactly those entries. */
static int order_at(const rbg_program *p, const rbg_analysis *an, int32_t state, const rbgc_shape_entry *entries,
                    int n, int32_t cell, int *order)
{
    const int32_t *begin = an->table_begin[state], *pairs = an->table_pairs;
    bool used[RBGC_SHAPE_MAX_ENTRIES] = {false};
    int present = 0, listed = 0;
    for (int j = 0; j < n; j++)
        present += follow(p, &entries[j], cell) != 0;
    for (int32_t i = begin[cell]; i < begin[cell + 1]; i += 2) {
        int32_t t = pairs[i], d = pairs[i + 1];
        int match = -1;
        for (int j = 0; j < n && match < 0; j++)
            if (!used[j] && follow(p, &entries[j], cell) == d &&
                (j == 0 ? t == state : rbg_analysis_same_continuation(p, t, entries[j].state)))
                match = j;
        if (match < 0)
            return -1;
        used[match] = true;
        order[listed++] = match;
    }
    return listed == present ? listed : -1;
}

int rbgc_table_shape(const rbg_program *p, const rbg_analysis *an, int32_t state, rbgc_shape_entry *entries)
{
    enumeration en = {.p = p, .entries = entries, .n = 0, .ok = true};
    rbgc_shape_entry path = {.n_shifts = 0};
    enumerate(&en, state, &path);
    if (!en.ok || an->table_begin[state] == NULL)
        return 0;
    /* The order at a cell where every entry is present, which every other cell must follow. */
    int global[RBGC_SHAPE_MAX_ENTRIES], here[RBGC_SHAPE_MAX_ENTRIES], rank[RBGC_SHAPE_MAX_ENTRIES];
    bool found = false;
    for (int32_t c = 1; c <= p->n_cells && !found; c++)
        found = order_at(p, an, state, entries, en.n, c, global) == en.n;
    if (!found)
        return 0;
    for (int j = 0; j < en.n; j++)
        rank[global[j]] = j;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int listed = order_at(p, an, state, entries, en.n, c, here);
        if (listed < 0)
            return 0;
        for (int i = 1; i < listed; i++)
            if (rank[here[i]] < rank[here[i - 1]])
                return 0;
    }
    rbgc_shape_entry sorted[RBGC_SHAPE_MAX_ENTRIES];
    for (int j = 0; j < en.n; j++)
        sorted[j] = entries[global[j]];
    memcpy(entries, sorted, sizeof(rbgc_shape_entry) * (size_t)en.n);
    return en.n;
}
