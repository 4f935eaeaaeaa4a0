/* Static facts about a game's automata that both backends use to search faster: shift tables,
 * patterns that depend on the cell alone, straight-chain patterns, and states whose only test
 * after a shift run is one on-test.  The interpreter reads them at run time; the C emitter turns
 * them into code and constant arrays, so both explore moves in the same order. */
#include "analysis.h"

#include "checked_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The most (state, cell) pairs the shift tables of a game hold together, and the most pairs
 * their building may walk.  A table lists for every cell the pairs its shifts reach: for
 * `anyCell`, the whole board from every cell, the square of the board (10^10 pairs on 10^5
 * cells).  A state whose table would pass the budget gets none: both backends then follow its
 * shifts edge by edge, slower per move but prepared in the time of the board's size. */
#define RBG_TABLE_MAX_PAIRS ((size_t)1 << 22)
#define RBG_TABLE_MAX_WALK (8 * RBG_TABLE_MAX_PAIRS)

/* Which states the search enters other than by a shift, and which have shift edges. */
static void find_entered(const rbg_program *p, bool *entered, bool *shifting)
{
    for (int a = 0; a < p->n_automata; a++)
        entered[p->automata[a].start] = true;
    for (int32_t st = 0; st < p->n_states; st++) {
        entered[st] |= p->states[st].nodal;
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            if (e->op == RBG_OP_SHIFT)
                shifting[st] = true;
            else
                entered[e->target] = true;
        }
    }
}

/* How the search enters a state, which decides what a visited mark of its pairs means. */
typedef enum {
    ENTRY_SHIFTS, /* only by shifts: its pairs are marked by the tables alone */
    ENTRY_TURN,   /* a turn's start (the rules' start, a switch's target), and shifts */
    ENTRY_OTHER,  /* by a test, a pattern, a dot, an off or an assignment: marked there too */
} entry_kind;

static bool is_modifier(const rbg_edge *e)
{
    return e->op == RBG_OP_OFF || e->op == RBG_OP_ASSIGN || e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER;
}

static void find_entries(const rbg_program *p, uint8_t *entry)
{
    for (int a = 0; a < p->n_automata; a++)
        entry[p->automata[a].start] = a == 0 ? ENTRY_TURN : ENTRY_OTHER;
    for (int32_t st = 0; st < p->n_states; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            uint8_t kind = e->op == RBG_OP_SHIFT                                 ? ENTRY_SHIFTS
                           : e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER ? ENTRY_TURN
                                                                              : ENTRY_OTHER;
            if (kind > entry[e->target])
                entry[e->target] = kind;
        }
    for (int32_t st = 0; st < p->n_states; st++) /* a search may start at a nodal state */
        if (p->states[st].nodal && entry[st] < ENTRY_TURN)
            entry[st] = ENTRY_TURN;
}

/* Flags the turn starts that a switch enters from a search segment (the states between two
 * modifiers) that also holds another state with the same continuation: there the switch marks
 * the start's pair before it is applied, in the level where a table would mark it on behalf of
 * the other state, and one of the two would be lost. */
static void find_switched_near_alike(const rbg_program *p, const uint8_t *entry, bool *flagged)
{
    int32_t n = p->n_states;
    bool *segment_start = rbg_checked_calloc((size_t)n, sizeof(bool));
    uint32_t *seen = rbg_checked_calloc((size_t)n, sizeof(uint32_t));
    int32_t *stack = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    int32_t *members = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    segment_start[p->automata[0].start] = true;
    for (int32_t st = 0; st < n; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++)
            if (is_modifier(&p->edges[p->states[st].first_edge + k]))
                segment_start[p->edges[p->states[st].first_edge + k].target] = true;
    for (int32_t s0 = 0; s0 < n; s0++) {
        if (!segment_start[s0])
            continue;
        uint32_t stamp = (uint32_t)s0 + 1;
        int32_t top = 0, n_members = 0;
        stack[top++] = s0;
        seen[s0] = stamp;
        while (top > 0) {
            int32_t st = stack[--top];
            members[n_members++] = st;
            for (int32_t k = 0; k < p->states[st].n_edges; k++) {
                const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
                if (is_modifier(e) || seen[e->target] == stamp)
                    continue;
                seen[e->target] = stamp;
                stack[top++] = e->target;
            }
        }
        for (int32_t i = 0; i < n_members; i++)
            for (int32_t k = 0; k < p->states[members[i]].n_edges; k++) {
                const rbg_edge *e = &p->edges[p->states[members[i]].first_edge + k];
                if ((e->op != RBG_OP_SWITCH && e->op != RBG_OP_KEEPER) || entry[e->target] != ENTRY_TURN ||
                    flagged[e->target])
                    continue;
                for (int32_t j = 0; j < n_members && !flagged[e->target]; j++)
                    flagged[e->target] = members[j] != e->target &&
                                         rbg_analysis_same_continuation(p, members[j], e->target);
            }
    }
    free(segment_start);
    free(seen);
    free(stack);
    free(members);
}

/* The states whose pairs only shift tables walked from one pair per search level reach: those
 * of the runs of tables whose state is entered once per level (an automaton's start, or a
 * modifier's target, whose level starts with it).  One walk lists each pair once, so such a
 * state needs no visited mark there, whatever its check. */
static void find_single_walk(const rbg_program *p, const uint8_t *entry, const bool *entered, const bool *shifting,
                             bool *single)
{
    int32_t n = p->n_states;
    bool *once = rbg_checked_calloc((size_t)n, sizeof(bool));
    bool *shared = rbg_checked_calloc((size_t)n, sizeof(bool));
    int32_t *seen = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    int32_t *stack = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    for (int32_t st = 0; st < n; st++) {
        once[st] = true;
        seen[st] = -1;
    }
    for (int32_t st = 0; st < n; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
            once[e->target] &= is_modifier(e);
        }
    for (int a = 0; a < p->n_automata; a++)
        once[p->automata[a].start] = true;
    for (int32_t root = 0; root < n; root++) {
        if (!entered[root] || !shifting[root])
            continue;
        int32_t top = 0;
        stack[top++] = root;
        seen[root] = root;
        while (top > 0) {
            int32_t st = stack[--top];
            shared[st] |= !once[root];
            for (int32_t k = 0; k < p->states[st].n_edges; k++) {
                const rbg_edge *e = &p->edges[p->states[st].first_edge + k];
                if (e->op == RBG_OP_SHIFT && seen[e->target] != root) {
                    seen[e->target] = root;
                    stack[top++] = e->target;
                }
            }
        }
    }
    for (int32_t st = 0; st < n; st++)
        single[st] = entry[st] == ENTRY_SHIFTS && !shared[st];
    free(once);
    free(shared);
    free(seen);
    free(stack);
}

/* Whether `rep` may stand for `st` in the tables, which then list a pair of `st` as a pair of
 * `rep` and follow rep's other edges there, visited under rep's check.  The same continuation
 * makes the edges alike; the marks must mean the same too.  States without a check mark
 * nothing, and a state that one walk per level reaches needs no mark (find_single_walk): a
 * representative without a check may stand for them.  Otherwise `rep` needs a check, `st` must
 * be entered by shifts alone (so that every mark of its pairs goes to rep's check), and so must
 * `rep`, or it starts a turn, where the search starts afresh, and no switch into it is taken
 * next to a state like it.  A state entered by a test or a modifier is marked there too: the
 * mark of a modifier's target is made before the modifier, on the board before it, and a state
 * entered by a test also follows its own shifts from the pair; a mark made on behalf of another
 * state would stop those. */
static bool can_represent(const rbg_program *p, const uint8_t *entry, const bool *switched_near_alike,
                          const bool *single, int32_t rep, int32_t st)
{
    if (!rbg_analysis_same_continuation(p, st, rep))
        return false;
    if (p->states[rep].check < 0)
        return p->states[st].check < 0 || single[st];
    return entry[st] == ENTRY_SHIFTS &&
           (entry[rep] == ENTRY_SHIFTS || (entry[rep] == ENTRY_TURN && !switched_near_alike[rep]));
}

/* The first state of an automaton with each continuation represents the later ones (looking
 * at most 64 states back, which finds the states of one run). */
static void find_representatives(const rbg_program *p, const bool *entered, const bool *shifting,
                                 int32_t *representative)
{
    uint8_t *entry = rbg_checked_calloc((size_t)p->n_states, sizeof(uint8_t));
    bool *switched_near_alike = rbg_checked_calloc((size_t)p->n_states, sizeof(bool));
    bool *single = rbg_checked_calloc((size_t)p->n_states, sizeof(bool));
    find_entries(p, entry);
    find_switched_near_alike(p, entry, switched_near_alike);
    find_single_walk(p, entry, entered, shifting, single);
    for (int a = 0; a < p->n_automata; a++) {
        int32_t first = p->automata[a].first_state;
        for (int32_t st = first; st < first + p->automata[a].n_states; st++) {
            representative[st] = st;
            for (int32_t other = st - 1; other >= first && other >= st - 64; other--)
                if (representative[other] == other &&
                    can_represent(p, entry, switched_near_alike, single, other, st)) {
                    representative[st] = other;
                    break;
                }
        }
    }
    free(entry);
    free(switched_near_alike);
    free(single);
}

/* Scratch memory of the table building, grown as needed. */
typedef struct {
    const rbg_program *p;
    const int32_t *representative;
    int32_t *local;    /* [n_states]: index of a state among the run's states, or -1 */
    int32_t *key;      /* [n_states]: index of a representative among the run's keys, or -1 */
    int32_t *run;      /* the states shifts reach from the table's state */
    int32_t n_run, n_keys;
    uint32_t *seen, *kept; /* [n_run * (cells + 1)], [n_keys * (cells + 1)]: stamps */
    size_t seen_size, kept_size;
    int32_t *queue;
    uint32_t stamp;
    int32_t *pairs;
    size_t used, capacity, walked;
} table_builder;

/* The states shifts reach from `st` (st first), numbered locally, and their keys. */
static void find_run(table_builder *b, int32_t st)
{
    const rbg_program *p = b->p;
    b->n_run = b->n_keys = 0;
    b->local[st] = b->n_run;
    b->run[b->n_run++] = st;
    b->key[st] = b->n_keys++;
    for (int32_t i = 0; i < b->n_run; i++) {
        const rbg_state *s = &p->states[b->run[i]];
        for (int32_t k = 0; k < s->n_edges; k++) {
            const rbg_edge *e = &p->edges[s->first_edge + k];
            if (e->op != RBG_OP_SHIFT || b->local[e->target] >= 0)
                continue;
            b->local[e->target] = b->n_run;
            b->run[b->n_run++] = e->target;
        }
    }
    for (int32_t i = 0; i < b->n_run; i++) {
        int32_t rep = b->representative[b->run[i]];
        if (b->key[rep] < 0)
            b->key[rep] = b->n_keys++;
    }
}

static void forget_run(table_builder *b)
{
    for (int32_t i = 0; i < b->n_run; i++) {
        b->local[b->run[i]] = -1;
        b->key[b->representative[b->run[i]]] = -1;
    }
    b->key[b->run[0]] = -1;
}

static uint32_t *grown_stamps(uint32_t *stamps, size_t *size, size_t wanted)
{
    if (wanted <= *size)
        return stamps;
    free(stamps);
    *size = wanted;
    return rbg_checked_calloc(wanted, sizeof(uint32_t));
}

/* Appends the pairs of cell c to the table of `st`; false past the budget. */
static bool add_row(table_builder *b, int32_t st, int32_t c)
{
    const rbg_program *p = b->p;
    size_t width = (size_t)p->n_cells + 1, head = 0, tail = 0, row = b->used;
    uint32_t stamp = ++b->stamp;
    b->queue[tail++] = st;
    b->queue[tail++] = c;
    b->seen[(size_t)b->local[st] * width + (size_t)c] = stamp;
    while (head < tail) {
        int32_t t = b->queue[head++], d = b->queue[head++];
        bool start = t == st && d == c;
        int32_t rep = start ? st : b->representative[t];
        uint32_t *k = &b->kept[(size_t)b->key[rep] * width + (size_t)d];
        if (start || (*k != stamp && rbg_analysis_has_other_edges(p, t))) {
            *k = stamp;
            if (b->used + 2 > RBG_TABLE_MAX_PAIRS)
                return false;
            if (b->used + 2 > b->capacity) {
                b->capacity *= 2;
                b->pairs = rbg_checked_realloc(b->pairs, b->capacity, sizeof(int32_t));
            }
            b->pairs[b->used++] = rep;
            b->pairs[b->used++] = d;
        }
        if (++b->walked > RBG_TABLE_MAX_WALK)
            return false;
        for (int32_t k2 = 0; k2 < p->states[t].n_edges; k2++) {
            const rbg_edge *e = &p->edges[p->states[t].first_edge + k2];
            if (e->op != RBG_OP_SHIFT)
                continue;
            int32_t next = p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)e->arg];
            uint32_t *mark = &b->seen[(size_t)b->local[e->target] * width + (size_t)next];
            if (next == 0 || *mark == stamp)
                continue;
            *mark = stamp;
            b->queue[tail++] = e->target;
            b->queue[tail++] = next;
        }
    }
    /* Targets in ascending cell order: the order compiled code iterates occupancy bitsets
     * in, so both backends list moves alike. */
    qsort(b->pairs + row, (b->used - row) / 2, 2 * sizeof(int32_t), compare_pairs);
    return true;
}

/* The table of `st` (see analysis.h), or NULL when it would pass the budget. */
static int32_t *build_table(table_builder *b, int32_t st)
{
    const rbg_program *p = b->p;
    size_t width = (size_t)p->n_cells + 1;
    find_run(b, st);
    int32_t *begin = NULL;
    /* the scratch of a run of many states over a big board alone would pass the budget */
    if ((size_t)b->n_run * width <= RBG_TABLE_MAX_PAIRS) {
        b->seen = grown_stamps(b->seen, &b->seen_size, (size_t)b->n_run * width);
        b->kept = grown_stamps(b->kept, &b->kept_size, (size_t)b->n_keys * width);
        b->queue = rbg_checked_realloc(b->queue, 2 * (size_t)b->n_run * width + 2, sizeof(int32_t));
        begin = rbg_checked_calloc(width + 1, sizeof(int32_t));
        size_t first = b->used;
        for (int32_t c = 1; c <= p->n_cells && begin != NULL; c++) {
            begin[c] = (int32_t)b->used;
            if (!add_row(b, st, c)) {
                b->used = first;
                free(begin);
                begin = NULL;
            }
        }
        if (begin != NULL) {
            begin[0] = (int32_t)first;
            begin[p->n_cells + 1] = (int32_t)b->used;
        }
    }
    forget_run(b);
    return begin;
}

static void build_shift_tables(rbg_analysis *an, const rbg_program *p)
{
    int32_t n = p->n_states;
    bool *entered = rbg_checked_calloc((size_t)n, sizeof(bool));
    bool *shifting = rbg_checked_calloc((size_t)n, sizeof(bool));
    find_entered(p, entered, shifting);
    int32_t *representative = rbg_checked_calloc((size_t)n, sizeof(int32_t));
    find_representatives(p, entered, shifting, representative);
    table_builder b = {.p = p, .representative = representative, .capacity = 1024};
    b.local = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    b.key = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    b.run = rbg_checked_malloc((size_t)n, sizeof(int32_t));
    memset(b.local, -1, sizeof(int32_t) * (size_t)n);
    memset(b.key, -1, sizeof(int32_t) * (size_t)n);
    b.pairs = rbg_checked_malloc(b.capacity, sizeof(int32_t));
    an->table_begin = rbg_checked_calloc((size_t)n, sizeof(int32_t *));
    /* Only states the search enters other than by a shift need a table. */
    for (int32_t st = 0; st < n; st++)
        if (entered[st] && shifting[st])
            an->table_begin[st] = build_table(&b, st);
    an->table_pairs = b.pairs;
    free(b.local);
    free(b.key);
    free(b.run);
    free(b.seen);
    free(b.kept);
    free(b.queue);
    free(representative);
    free(entered);
    free(shifting);
}

/* An edge a static pattern may hold: a shift, a dot, or a test of a pattern already known to
 * be static (its answer at a cell is a constant too). */
static bool static_edge(const rbg_analysis *an, const rbg_edge *e)
{
    return e->op == RBG_OP_SHIFT || e->op == RBG_OP_NOOP ||
           (e->op == RBG_OP_PATTERN && an->static_patterns[e->arg] != NULL);
}

static bool only_static_edges(const rbg_analysis *an, const rbg_program *p, const rbg_automaton *au)
{
    for (int32_t st = au->first_state; st < au->first_state + au->n_states; st++)
        for (int32_t k = 0; k < p->states[st].n_edges; k++)
            if (!static_edge(an, &p->edges[p->states[st].first_edge + k]))
                return false;
    return true;
}

/* Per cell, whether the pattern `au` (of static edges only) holds there. */
static uint8_t *static_pattern_results(const rbg_analysis *an, const rbg_program *p, const rbg_automaton *au)
{
    int32_t cells = p->n_cells;
    uint8_t *result = rbg_checked_calloc((size_t)cells + 1, 1);
    bool *seen = rbg_checked_calloc((size_t)au->n_states * (size_t)(cells + 1), sizeof(bool));
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
                if (e->op == RBG_OP_PATTERN && an->static_patterns[e->arg][d] == e->negated)
                    continue;
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
    return result;
}

/* A pattern of shifts, dots and static patterns holds at a cell iff its end is reachable from
 * the cell by shifts and by the nested patterns' answers alone: a constant per cell.  Nested
 * patterns are recognised by meaning, not spelling (`left up {! left} {! up}` is as static as a
 * path of shifts), so the passes repeat until no pattern becomes static. */
static void build_static_patterns(rbg_analysis *an, const rbg_program *p)
{
    an->static_patterns = rbg_checked_calloc((size_t)p->n_automata, sizeof(uint8_t *));
    for (bool grew = true; grew;) {
        grew = false;
        for (int a = 1; a < p->n_automata; a++)
            if (an->static_patterns[a] == NULL && only_static_edges(an, p, &p->automata[a])) {
                an->static_patterns[a] = static_pattern_results(an, p, &p->automata[a]);
                grew = true;
            }
    }
}

static void build_chains(rbg_analysis *an, const rbg_program *p)
{
    an->chains = rbg_checked_calloc((size_t)p->n_automata, sizeof(const rbg_edge **));
    an->chain_length = rbg_checked_calloc((size_t)p->n_automata, sizeof(int32_t));
    for (int a = 1; a < p->n_automata; a++) {
        const rbg_automaton *au = &p->automata[a];
        const rbg_edge **chain = rbg_checked_calloc((size_t)au->n_states + 1, sizeof(const rbg_edge *));
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
 * where moves are listed lazily, and so are tests that choose one of several endings
 * (`*one_ending`): `*lazy_state` is then the state they start from. */
static int32_t placement_tail(const rbg_analysis *an, const rbg_program *p, int32_t state, int32_t *modifiers,
                              int32_t *lazy_state, bool *one_ending)
{
    *lazy_state = -1;
    *one_ending = false;
    for (int32_t n = 0; n + 1 < RBG_PLACEMENT_MAX_ACTIONS; n++) {
        if (n > 0 && an->lazy_switch[state] != 0) {
            modifiers[n] = an->lazy_switch[state];
            *lazy_state = state;
            return n + 1;
        }
        if (n > 0 && rbg_analysis_one_ending(p, state)) { /* the switch is the tests' to choose */
            modifiers[n] = modifiers[n - 1]; /* stands for it: never applied (hot_finish_lazy) */
            *lazy_state = state;
            *one_ending = true;
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
    int32_t after = an->only_on_target[on_state];
    pl.filter = rbg_analysis_placement_filter(an, p, &after, &pl.filter_negated);
    pl.n_modifiers = placement_tail(an, p, after, pl.modifiers, &pl.lazy_state, &pl.one_ending);
    if (pl.n_modifiers == 0)
        return NULL;
    pl.masks = rbg_checked_calloc((size_t)(cells + 1) * (size_t)pl.words, sizeof(uint64_t));
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
    rbg_placement *out = rbg_checked_calloc(1, sizeof *out);
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
    an->lazy_switch = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
    int32_t *stack = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
    uint8_t *seen = rbg_checked_calloc((size_t)p->n_states, 1);
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
    an->placements = rbg_checked_calloc((size_t)p->n_states, sizeof(rbg_placement *));
    for (int32_t st = p->automata[0].first_state; st < p->automata[0].first_state + p->automata[0].n_states; st++)
        an->placements[st] = find_placement(an, p, st);
}

void rbg_analysis_build(rbg_analysis *an, const rbg_program *p)
{
    memset(an, 0, sizeof *an);
    build_shift_tables(an, p);
    build_static_patterns(an, p);
    build_chains(an, p);
    an->only_on_set = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
    an->only_on_target = rbg_checked_calloc((size_t)p->n_states, sizeof(int32_t));
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
