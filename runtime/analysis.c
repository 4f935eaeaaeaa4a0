/* Static facts about a game's automata that both backends use to search faster: shift tables,
 * patterns that depend on the cell alone, straight-chain patterns, and states whose only test
 * after a shift run is one on-test.  The interpreter reads them at run time; the C emitter turns
 * them into code and constant arrays, so both explore moves in the same order. */
#include "analysis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *checked_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (p == NULL) {
        fputs("rbg: out of memory\n", stderr);
        abort();
    }
    return p;
}

/* Two states are interchangeable at the end of a shift run when their other edges are the
 * same actions to the same targets and they accept alike. */
bool rbg_analysis_same_on_set(const rbg_program *p, int32_t a, int32_t b)
{
    return a == b || memcmp(p->on_sets + (size_t)a * (size_t)p->on_set_words,
                            p->on_sets + (size_t)b * (size_t)p->on_set_words,
                            sizeof(uint64_t) * (size_t)p->on_set_words) == 0;
}

bool rbg_analysis_same_continuation(const rbg_program *p, int32_t a, int32_t b)
{
    const rbg_state *x = &p->states[a], *y = &p->states[b];
    if (x->accepting != y->accepting)
        return false;
    int32_t i = 0, j = 0;
    for (;;) {
        while (i < x->n_edges && p->edges[x->first_edge + i].op == RBG_OP_SHIFT)
            i++;
        while (j < y->n_edges && p->edges[y->first_edge + j].op == RBG_OP_SHIFT)
            j++;
        if (i == x->n_edges || j == y->n_edges)
            return i == x->n_edges && j == y->n_edges;
        const rbg_edge *e = &p->edges[x->first_edge + i], *f = &p->edges[y->first_edge + j];
        /* Copies of one on-test have their own piece sets: compare what the sets hold. */
        bool same_arg = e->arg == f->arg ||
                        (e->op == RBG_OP_ON && f->op == RBG_OP_ON && rbg_analysis_same_on_set(p, e->arg, f->arg));
        if (e->op != f->op || e->negated != f->negated || !same_arg ||
            e->modifier != f->modifier || e->expr != f->expr || e->expr2 != f->expr2 ||
            e->target != f->target)
            return false;
        i++;
        j++;
    }
}

bool rbg_analysis_has_other_edges(const rbg_program *p, int32_t state)
{
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++)
        if (p->edges[st->first_edge + k].op != RBG_OP_SHIFT)
            return true;
    return st->accepting;
}

/* Orders (state, cell) pairs by cell, then state. */
static int compare_pairs(const void *a, const void *b)
{
    const int32_t *x = a, *y = b;
    if (x[1] != y[1])
        return x[1] < y[1] ? -1 : 1;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

static void build_shift_tables(rbg_analysis *an, const rbg_program *p)
{
    int32_t n = p->n_states, cells = p->n_cells;
    /* Which states the search enters other than by a shift (only those need a table). */
    bool *entered = checked_calloc((size_t)n, sizeof(bool));
    bool *shifting = checked_calloc((size_t)n, sizeof(bool));
    for (int a = 0; a < p->n_automata; a++)
        entered[p->automata[a].start] = true;
    for (int32_t st = 0; st < n; st++) {
        entered[st] |= p->states[st].nodal;
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            if (e->op == RBG_OP_SHIFT)
                shifting[st] = true;
            else
                entered[e->target] = true;
        }
    }
    /* The first state with each continuation represents all the others. */
    int32_t *representative = checked_calloc((size_t)n, sizeof(int32_t));
    for (int32_t st = 0; st < n; st++) {
        representative[st] = st;
        for (int32_t other = st - 1; other >= 0 && other >= st - 64; other--)
            if (representative[other] == other && rbg_analysis_same_continuation(p, st, other)) {
                representative[st] = other;
                break;
            }
    }
    an->table_begin = checked_calloc((size_t)n, sizeof(int32_t *));
    size_t capacity = 1024, used = 0;
    int32_t *pairs = malloc(capacity * sizeof(int32_t));
    uint32_t *seen = checked_calloc((size_t)n * (size_t)(cells + 1), sizeof(uint32_t));
    uint32_t *kept = checked_calloc((size_t)n * (size_t)(cells + 1), sizeof(uint32_t));
    int32_t *queue = malloc(sizeof(int32_t) * 2 * ((size_t)n * (size_t)(cells + 1) + 1));
    uint32_t stamp = 0;
    for (int32_t st = 0; st < n; st++) {
        if (!entered[st] || !shifting[st])
            continue;
        int32_t *begin = checked_calloc((size_t)cells + 2, sizeof(int32_t));
        for (int32_t c = 0; c <= cells; c++) {
            begin[c] = (int32_t)(used / 1);
            if (c == 0)
                continue;
            stamp++;
            size_t head = 0, tail = 0;
            queue[tail++] = st;
            queue[tail++] = c;
            seen[(size_t)st * (size_t)(cells + 1) + (size_t)c] = stamp;
            while (head < tail) {
                int32_t t = queue[head++], d = queue[head++];
                int32_t rep = t == st && d == c ? st : representative[t];
                uint32_t *k = &kept[(size_t)rep * (size_t)(cells + 1) + (size_t)d];
                if ((t == st && d == c) || (*k != stamp && rbg_analysis_has_other_edges(p, t))) {
                    *k = stamp;
                    if (used + 2 > capacity) {
                        capacity *= 2;
                        pairs = realloc(pairs, capacity * sizeof(int32_t));
                        if (pairs == NULL)
                            abort();
                    }
                    pairs[used++] = rep;
                    pairs[used++] = d;
                }
                for (int32_t k2 = 0; k2 < p->states[t].n_edges; k2++) {
                    const rbg_edge *e = &p->edges[p->states[t].first_edge + k2];
                    if (e->op != RBG_OP_SHIFT)
                        continue;
                    int32_t next = p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)e->arg];
                    uint32_t *mark = &seen[(size_t)e->target * (size_t)(cells + 1) + (size_t)next];
                    if (next == 0 || *mark == stamp)
                        continue;
                    *mark = stamp;
                    queue[tail++] = e->target;
                    queue[tail++] = next;
                }
            }
            /* Targets in ascending cell order: the order compiled code iterates occupancy
             * bitsets in, so both backends list moves alike. */
            qsort(pairs + begin[c], (used - (size_t)begin[c]) / 2, 2 * sizeof(int32_t), compare_pairs);
        }
        begin[cells + 1] = (int32_t)used;
        an->table_begin[st] = begin;
    }
    an->table_pairs = pairs;
    free(queue);
    free(seen);
    free(kept);
    free(representative);
    free(entered);
    free(shifting);
}

/* A pattern of shifts (and dots) holds at a cell iff its end is reachable by shifts alone. */
static void build_static_patterns(rbg_analysis *an, const rbg_program *p)
{
    an->static_patterns = checked_calloc((size_t)p->n_automata, sizeof(uint8_t *));
    int32_t cells = p->n_cells;
    for (int a = 1; a < p->n_automata; a++) {
        const rbg_automaton *au = &p->automata[a];
        bool only_shifts = true;
        for (int32_t st = au->first_state; st < au->first_state + au->n_states && only_shifts; st++)
            for (int32_t k = 0; k < p->states[st].n_edges; k++) {
                uint8_t op = p->edges[p->states[st].first_edge + k].op;
                only_shifts &= op == RBG_OP_SHIFT || op == RBG_OP_NOOP;
            }
        if (!only_shifts)
            continue;
        uint8_t *result = checked_calloc((size_t)cells + 1, 1);
        bool *seen = checked_calloc((size_t)au->n_states * (size_t)(cells + 1), sizeof(bool));
        int32_t *stack = malloc(sizeof(int32_t) * 2 * ((size_t)au->n_states * (size_t)(cells + 1) + 1));
        for (int32_t c = 1; c <= cells; c++) {
            memset(seen, 0, (size_t)au->n_states * (size_t)(cells + 1) * sizeof(bool));
            size_t top = 0;
            stack[top++] = au->start;
            stack[top++] = c;
            seen[(size_t)(au->start - au->first_state) * (size_t)(cells + 1) + (size_t)c] = true;
            while (top > 0 && !result[c]) {
                int32_t d = stack[--top], st = stack[--top];
                if (p->states[st].accepting) {
                    result[c] = 1;
                    break;
                }
                for (int32_t k = 0; k < p->states[st].n_edges; k++) {
                    const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
                    int32_t next = e->op == RBG_OP_SHIFT
                                       ? p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)e->arg]
                                       : d;
                    bool *mark = &seen[(size_t)(e->target - au->first_state) * (size_t)(cells + 1) + (size_t)next];
                    if (next == 0 || *mark)
                        continue;
                    *mark = true;
                    stack[top++] = e->target;
                    stack[top++] = next;
                }
            }
        }
        free(seen);
        free(stack);
        an->static_patterns[a] = result;
    }
}

static void build_chains(rbg_analysis *an, const rbg_program *p)
{
    an->chains = checked_calloc((size_t)p->n_automata, sizeof(const rbg_edge **));
    an->chain_length = checked_calloc((size_t)p->n_automata, sizeof(int32_t));
    for (int a = 1; a < p->n_automata; a++) {
        const rbg_automaton *au = &p->automata[a];
        const rbg_edge **chain = checked_calloc((size_t)au->n_states + 1, sizeof(const rbg_edge *));
        int32_t length = 0, state = au->start;
        bool ok = true;
        while (ok && !p->states[state].accepting) {
            const rbg_state *st = &p->states[state];
            ok = st->n_edges == 1 && length < au->n_states;
            if (!ok)
                break;
            const rbg_edge *e = &p->edges[st->first_edge];
            ok = e->op == RBG_OP_SHIFT || e->op == RBG_OP_ON || e->op == RBG_OP_NOOP ||
                 (e->op == RBG_OP_PATTERN && an->static_patterns[e->arg] != NULL);
            chain[length++] = e;
            state = e->target;
        }
        if (ok) {
            an->chains[a] = chain;
            an->chain_length[a] = length;
        } else {
            free(chain);
        }
    }
}

/* The offs and the switch that follow a placement's on-test, or 0 modifiers when the path
 * from `state` is anything else.  After an off, final tests before the switch are allowed
 * where moves are listed lazily: `*lazy_state` is then the state they start from. */
static int32_t placement_tail(const rbg_analysis *an, const rbg_program *p, int32_t state, int32_t *modifiers,
                              int32_t *lazy_state)
{
    *lazy_state = -1;
    for (int32_t n = 0; n + 1 < RBG_PLACEMENT_MAX_ACTIONS; n++) {
        if (n > 0 && an->lazy_switch[state] != 0) {
            modifiers[n] = an->lazy_switch[state];
            *lazy_state = state;
            return n + 1;
        }
        const rbg_state *st = &p->states[state];
        if (st->n_edges != 1 || st->accepting)
            return 0;
        const rbg_edge *e = &p->edges[st->first_edge];
        modifiers[n] = e->modifier;
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER)
            return n + 1;
        if (e->op != RBG_OP_OFF)
            return 0;
        state = e->target;
    }
    return 0;
}

static rbg_placement *find_placement(const rbg_analysis *an, const rbg_program *p, int32_t state)
{
    const int32_t *begin = an->table_begin[state];
    if (begin == NULL || !p->states[state].nodal)
        return NULL;
    int32_t on_state = -1; /* a state that stands for every continuation of the run */
    int32_t cells = p->n_cells;
    for (int32_t i = begin[1]; i < begin[cells + 1]; i += 2) {
        int32_t t = an->table_pairs[i];
        if (!rbg_analysis_has_other_edges(p, t))
            continue;
        /* Visited checks change nothing here: every cell is reached once (checked below). */
        if (an->only_on_set[t] < 0)
            return NULL;
        if (on_state < 0)
            on_state = t;
        else if (t != on_state && !rbg_analysis_same_continuation(p, t, on_state))
            return NULL;
    }
    if (on_state < 0)
        return NULL;
    rbg_placement pl = {.on_set = an->only_on_set[on_state], .words = (cells + 63) / 64};
    if (pl.words > RBG_HOT_MAX_CELL_WORDS)
        return NULL;
    pl.n_modifiers = placement_tail(an, p, an->only_on_target[on_state], pl.modifiers, &pl.lazy_state);
    if (pl.n_modifiers == 0)
        return NULL;
    pl.masks = checked_calloc((size_t)(cells + 1) * (size_t)pl.words, sizeof(uint64_t));
    for (int32_t c = 1; c <= cells; c++) {
        uint64_t *mask = pl.masks + (size_t)c * (size_t)pl.words;
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t d = an->table_pairs[i + 1] - 1;
            if (!rbg_analysis_has_other_edges(p, an->table_pairs[i]))
                continue;
            if (mask[d >> 6] >> (d & 63) & 1) { /* a cell twice would be two moves */
                free(pl.masks);
                return NULL;
            }
            mask[d >> 6] |= (uint64_t)1 << (d & 63);
        }
    }
    rbg_placement *out = checked_calloc(1, sizeof *out);
    *out = pl;
    return out;
}

/* The switch every path from `start` reaches through tests alone, with a pattern on the way;
 * 0 when a path does anything else. */
static int32_t lazy_switch_of(const rbg_program *p, int32_t start, int32_t *stack, uint8_t *seen)
{
    int32_t n = 0, found = 0;
    bool pattern = false, ok = true;
    stack[n++] = start;
    seen[start] = 1;
    while (n > 0 && ok) {
        const rbg_state *st = &p->states[stack[--n]];
        if (st->accepting || st->n_edges == 0)
            ok = false;
        for (int32_t k = 0; ok && k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            switch (e->op) {
            case RBG_OP_SWITCH:
            case RBG_OP_KEEPER:
                ok = found == 0 || found == e->modifier;
                found = e->modifier;
                continue;
            case RBG_OP_PATTERN:
                pattern = true;
                break;
            case RBG_OP_ON:
            case RBG_OP_COMPARE:
                break;
            default:
                ok = false;
                continue;
            }
            if (!seen[e->target]) {
                seen[e->target] = 1;
                stack[n++] = e->target;
            }
        }
    }
    return ok && pattern ? found : 0;
}

static void build_lazy_switches(rbg_analysis *an, const rbg_program *p)
{
    an->lazy_switch = checked_calloc((size_t)p->n_states, sizeof(int32_t));
    int32_t *stack = checked_calloc((size_t)p->n_states, sizeof(int32_t));
    uint8_t *seen = checked_calloc((size_t)p->n_states, 1);
    const rbg_automaton *rules = &p->automata[0];
    for (int32_t st = rules->first_state; st < rules->first_state + rules->n_states; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            if ((e->op != RBG_OP_OFF && e->op != RBG_OP_ASSIGN) || an->lazy_switch[e->target] != 0)
                continue;
            memset(seen, 0, (size_t)p->n_states);
            an->lazy_switch[e->target] = lazy_switch_of(p, e->target, stack, seen);
        }
    free(stack);
    free(seen);
}

static void build_placements(rbg_analysis *an, const rbg_program *p)
{
    an->placements = checked_calloc((size_t)p->n_states, sizeof(rbg_placement *));
    for (int32_t st = p->automata[0].first_state; st < p->automata[0].first_state + p->automata[0].n_states; st++)
        an->placements[st] = find_placement(an, p, st);
}

void rbg_analysis_build(rbg_analysis *an, const rbg_program *p)
{
    memset(an, 0, sizeof *an);
    build_shift_tables(an, p);
    build_static_patterns(an, p);
    build_chains(an, p);
    an->only_on_set = checked_calloc((size_t)p->n_states, sizeof(int32_t));
    an->only_on_target = checked_calloc((size_t)p->n_states, sizeof(int32_t));
    for (int32_t st = 0; st < p->n_states; st++) {
        int32_t others = 0, last = -1;
        for (int32_t k = 0; k < p->states[st].n_edges; k++)
            if (p->edges[p->states[st].first_edge + k].op != RBG_OP_SHIFT) {
                others++;
                last = p->states[st].first_edge + k;
            }
        bool simple = others == 1 && !p->states[st].accepting && p->edges[last].op == RBG_OP_ON;
        an->only_on_set[st] = simple ? p->edges[last].arg : -1;
        an->only_on_target[st] = simple ? p->edges[last].target : -1;
    }
    build_lazy_switches(an, p);
    build_placements(an, p); /* after the lazy switches, which placements may end with */
}

void rbg_analysis_free(rbg_analysis *an, const rbg_program *p)
{
    if (an->table_begin != NULL)
        for (int32_t st = 0; st < p->n_states; st++)
            free(an->table_begin[st]);
    free(an->table_begin);
    free(an->table_pairs);
    if (an->static_patterns != NULL)
        for (int a = 0; a < p->n_automata; a++)
            free(an->static_patterns[a]);
    free(an->static_patterns);
    if (an->chains != NULL)
        for (int a = 0; a < p->n_automata; a++)
            free((void *)an->chains[a]);
    free(an->chains);
    free(an->chain_length);
    free(an->only_on_set);
    free(an->only_on_target);
    for (int32_t st = 0; an->placements != NULL && st < p->n_states; st++)
        if (an->placements[st] != NULL) {
            free(an->placements[st]->masks);
            free(an->placements[st]);
        }
    free(an->placements);
    free(an->lazy_switch);
    memset(an, 0, sizeof *an);
}
