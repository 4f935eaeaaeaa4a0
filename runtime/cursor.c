#include "cursor.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "checked_alloc.h"

/* Pairs (state, cell) looked at, over all start cells of one state, before giving up. */
#define CURSOR_BUDGET 4000000u

/* The same action: two edges that test or change the same thing and lead to the same state
 * (each `{...}` has a piece set of its own: equal sets are compared by content). */
static bool same_action(const rbg_program *p, const rbg_edge *a, const rbg_edge *b)
{
    bool same_arg = a->arg == b->arg ||
                    (a->op == RBG_OP_ON && b->op == RBG_OP_ON &&
                     memcmp(p->on_sets + (size_t)a->arg * (size_t)p->on_set_words,
                            p->on_sets + (size_t)b->arg * (size_t)p->on_set_words,
                            sizeof *p->on_sets * (size_t)p->on_set_words) == 0);
    return a->op == b->op && a->negated == b->negated && same_arg &&
           a->modifier == b->modifier && a->expr == b->expr && a->expr2 == b->expr2 &&
           a->target == b->target;
}

/* A hash of what same_action compares (an on-set by its content). */
static uint64_t action_hash(const rbg_program *p, const rbg_edge *e)
{
    uint64_t h = 1469598103934665603u;
    int64_t fields[] = {e->op, e->negated, e->modifier, e->expr, e->expr2, e->target,
                        e->op == RBG_OP_ON ? -1 : e->arg};
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
        h = (h ^ (uint64_t)fields[i]) * 1099511628211u;
    if (e->op == RBG_OP_ON)
        for (int32_t k = 0; k < p->on_set_words; k++)
            h = (h ^ p->on_sets[(size_t)e->arg * (size_t)p->on_set_words + (size_t)k]) *
                1099511628211u;
    return h;
}

/* For every edge of the rules that is no shift, the index of its action among the distinct
 * actions (-1 for shifts); returns how many there are.  Equal actions are found through a
 * hash table of the first edge of each, so a choice of 100,000 assignments stays linear. */
static int32_t number_actions(const rbg_program *p, int32_t *action)
{
    const rbg_automaton *rules = &p->automata[0];
    int32_t n = 0;
    int32_t first = p->states[rules->first_state].first_edge;
    int32_t last = first;
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++)
        if (p->states[s].first_edge + p->states[s].n_edges > last)
            last = p->states[s].first_edge + p->states[s].n_edges;
    size_t slots = 16;
    while (slots < 2 * (size_t)(last - first))
        slots *= 2;
    int32_t *table = rbg_checked_calloc(slots, sizeof *table); /* edge + 1; 0: free */
    for (int32_t e = first; e < last; e++) {
        action[e] = -1;
        if (p->edges[e].op == RBG_OP_SHIFT)
            continue;
        size_t i = (size_t)action_hash(p, &p->edges[e]) & (slots - 1);
        while (table[i] != 0 && !same_action(p, &p->edges[table[i] - 1], &p->edges[e]))
            i = (i + 1) & (slots - 1);
        if (table[i] == 0) {
            table[i] = e + 1;
            action[e] = n++;
        } else {
            action[e] = action[table[i] - 1];
        }
    }
    free(table);
    return n + 1; /* the last one: the end of the rules */
}

typedef struct {
    const rbg_program *p;
    const int32_t *action;
    int32_t n_actions;
    uint8_t *seen;   /* [n_states][cells + 1] */
    uint8_t *done;   /* [n_actions][cells + 1]: the actions taken, and where */
    int64_t *stack;
    uint64_t budget;
} cursor_walk;

/* From (q, cell) along shifts, every action met and its cell (the end of the rules: cell 0);
 * false past the budget. */
static bool reach(cursor_walk *w, int32_t q, int32_t cell)
{
    const rbg_program *p = w->p;
    size_t width = (size_t)p->n_cells + 1;
    memset(w->seen, 0, (size_t)p->n_states * width);
    memset(w->done, 0, (size_t)w->n_actions * width);
    size_t top = 0;
    w->seen[(size_t)q * width + (size_t)cell] = 1;
    w->stack[top++] = (int64_t)q * (int64_t)width + cell;
    while (top > 0) {
        int64_t pair = w->stack[--top];
        int32_t state = (int32_t)(pair / (int64_t)width), at = (int32_t)(pair % (int64_t)width);
        if (w->budget == 0)
            return false;
        w->budget--;
        const rbg_state *s = &p->states[state];
        if (s->accepting)
            w->done[(size_t)(w->n_actions - 1) * width] = 1;
        for (int32_t e = 0; e < s->n_edges; e++) {
            const rbg_edge *edge = &p->edges[s->first_edge + e];
            if (edge->op != RBG_OP_SHIFT) {
                w->done[(size_t)w->action[s->first_edge + e] * width + (size_t)at] = 1;
                continue;
            }
            int32_t to = p->neighbours[(size_t)at * (size_t)p->n_edges + (size_t)edge->arg];
            size_t k = (size_t)edge->target * width + (size_t)to;
            if (to != 0 && !w->seen[k]) {
                w->seen[k] = 1;
                w->stack[top++] = (int64_t)k;
            }
        }
    }
    return true;
}

/* Do the shifts from q take the same actions on the same cells whatever the start cell? */
static bool cursor_free(cursor_walk *w, int32_t q, uint8_t *first)
{
    size_t size = (size_t)w->n_actions * ((size_t)w->p->n_cells + 1);
    if (w->p->n_cells < 2 || !reach(w, q, 1))
        return false;
    memcpy(first, w->done, size);
    for (int32_t c = 2; c <= w->p->n_cells; c++)
        if (!reach(w, q, c) || memcmp(first, w->done, size) != 0)
            return false;
    return true;
}

bool *rbg_cursor_free_states(const rbg_program *p)
{
    bool *free_states = rbg_checked_calloc((size_t)p->n_states + 1, sizeof *free_states);
    size_t width = (size_t)p->n_cells + 1, pairs = (size_t)p->n_states * width;
    if (p->n_cells < 2 || pairs == 0 || (uint64_t)pairs * (uint64_t)p->n_cells > 16 * (uint64_t)CURSOR_BUDGET)
        return free_states; /* clearing the marks alone would take too long */
    cursor_walk w = {.p = p, .budget = CURSOR_BUDGET};
    int32_t *action = rbg_checked_calloc((size_t)p->n_edges_total + 1, sizeof *action);
    w.action = action;
    w.n_actions = number_actions(p, action);
    size_t size = (size_t)w.n_actions * width;
    if ((uint64_t)size * (uint64_t)p->n_cells <= 16 * (uint64_t)CURSOR_BUDGET) {
        w.seen = rbg_checked_calloc(pairs, 1);
        w.done = rbg_checked_calloc(size, 1);
        w.stack = rbg_checked_calloc(pairs, sizeof *w.stack);
        uint8_t *first = rbg_checked_calloc(size, 1);
        const rbg_automaton *rules = &p->automata[0];
        for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++)
            if (p->states[s].nodal)
                free_states[s] = cursor_free(&w, s, first);
        free(first);
        free(w.stack);
        free(w.done);
        free(w.seen);
    }
    free(action);
    return free_states;
}
