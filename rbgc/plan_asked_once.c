/* Patterns that a search asks at most once per pattern version.  A memoised pattern keeps its
 * result per cell for the current version (a new one at the start of a search and after each
 * modifier that a pattern test follows: plan_levels.c), so that a second question at the same
 * cell and board is answered from memory.  Where the rules cannot ask the pattern twice within
 * one version, the memo is only written, never read: the pattern is then asked directly.
 *
 * Another author's connect four asks its line pattern right after the disc is put down
 * (`[d] ({? connected(d)} ... + {! connected(d)} ...)`): a modifier opens a version, one state
 * asks it both ways (decided once, plan_state.c), and nothing after that state leads back to it
 * without another modifier or a switch.
 *
 * Counted per state of the rules, over the edges a search follows without opening a version
 * (all but offs, assignments and switches), the paths to a state that asks the pattern; the
 * pattern is asked once per version when no state has two such paths (a cycle is as many as
 * needed).  A count and the pick after it share their first version (generated_tail.h,
 * g_start_same), so no state where a turn starts (a switch's target, or the rules' start) may
 * have a path at all; a pattern asked from inside another pattern is left memoised. */
#include <stdlib.h>

#include "emit_internal.h"
#include "reach.h"

enum { UNKNOWN = -1, ON_PATH = -2, MANY = 2 };

/* An edge the search follows within one pattern version: no modifier. */
static bool within_version(const rbg_edge *e)
{
    return !rbgc_is_modifier(e);
}

static bool asks(const rbg_program *p, int32_t state, int32_t a)
{
    const rbg_state *st = &p->states[state];
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_PATTERN && e->arg == a)
            return true;
    }
    return false;
}

typedef struct {
    const rbg_program *p;
    int32_t a;
    int32_t *paths;  /* per state: UNKNOWN, ON_PATH while explored, or the count up to MANY */
    int32_t *stack;  /* pairs (state, next edge) of the walk */
    bool *reaches;   /* per state: some ask of the pattern lies ahead within the version */
    int32_t *queue;
    int32_t *back_begin, *back_from; /* the rules' edges within a version, by target */
} counting;

/* The rules' edges within a version, by target: back_from[back_begin[t] .. back_begin[t + 1]). */
static void index_back_edges(counting *c)
{
    const rbg_program *p = c->p;
    const rbg_automaton *rules = &p->automata[0];
    c->back_begin = calloc((size_t)p->n_states + 2, sizeof(int32_t));
    for (int pass = 0; pass < 2; pass++) {
        int32_t *fill = pass == 0 ? NULL : calloc((size_t)p->n_states + 1, sizeof(int32_t));
        for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++)
            for (int32_t k = 0; k < p->states[s].n_edges; k++) {
                const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
                if (!within_version(e))
                    continue;
                if (pass == 0)
                    c->back_begin[e->target + 1]++;
                else
                    c->back_from[c->back_begin[e->target] + fill[e->target]++] = s;
            }
        if (pass == 0) {
            for (int32_t t = 0; t <= p->n_states; t++)
                c->back_begin[t + 1] += c->back_begin[t];
            c->back_from = malloc(sizeof(int32_t) * ((size_t)c->back_begin[p->n_states + 1] + 1));
        }
        free(fill);
    }
}

/* Marks c->reaches: the states from which an ask of the pattern lies ahead within a version. */
static void mark_reaches(counting *c)
{
    const rbg_program *p = c->p;
    const rbg_automaton *rules = &p->automata[0];
    size_t head = 0, tail = 0;
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++) {
        c->reaches[s] = asks(p, s, c->a);
        if (c->reaches[s])
            c->queue[tail++] = s;
    }
    while (head < tail) {
        int32_t t = c->queue[head++];
        for (int32_t i = c->back_begin[t]; i < c->back_begin[t + 1]; i++)
            if (!c->reaches[c->back_from[i]]) {
                c->reaches[c->back_from[i]] = true;
                c->queue[tail++] = c->back_from[i];
            }
    }
}

/* Counts the paths from `root` (and every state below it) to the states asking the pattern, by
 * a depth-first walk over the states that reach one: a state's count is its own ask and its
 * successors' counts, and a cycle through such states is MANY. */
static void count_paths(counting *c, int32_t root)
{
    const rbg_program *p = c->p;
    size_t top = 0;
    c->paths[root] = ON_PATH;
    c->stack[top++] = root;
    c->stack[top++] = 0;
    while (top > 0) {
        int32_t state = c->stack[top - 2], k = c->stack[top - 1];
        const rbg_state *st = &p->states[state];
        if (k < st->n_edges) {
            c->stack[top - 1] = k + 1;
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (!within_version(e) || !c->reaches[e->target] || c->paths[e->target] != UNKNOWN)
                continue;
            c->paths[e->target] = ON_PATH;
            c->stack[top++] = e->target;
            c->stack[top++] = 0;
            continue;
        }
        int32_t n = asks(p, state, c->a) ? 1 : 0;
        for (int32_t j = 0; j < st->n_edges; j++) {
            const rbg_edge *e = &p->edges[st->first_edge + j];
            if (within_version(e) && c->reaches[e->target])
                n += c->paths[e->target] == ON_PATH ? MANY : c->paths[e->target];
        }
        c->paths[state] = n < MANY ? n : MANY;
        top -= 2;
    }
}

/* Whether a search may start at `state` and be counted, then picked from in the same version:
 * the rules' start, a switch's target, or a dot's (where a semimove starts). */
static bool *search_starts(const rbg_program *p)
{
    bool *starts = calloc((size_t)p->n_states + 1, sizeof(bool));
    starts[p->automata[0].start] = true;
    for (int32_t i = 0; i < p->n_edges_total; i++) {
        const rbg_edge *e = &p->edges[i];
        if (e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER || (e->op == RBG_OP_NOOP && e->modifier == 0))
            starts[e->target] = true;
    }
    return starts;
}

/* Per pattern automaton, whether some state of a pattern automaton asks it ([n_automata]). */
static bool *asked_by_patterns(const rbg_program *p)
{
    bool *asked = calloc((size_t)p->n_automata + 1, sizeof(bool));
    for (int32_t b = 1; b < p->n_automata; b++)
        for (int32_t s = p->automata[b].first_state; s < p->automata[b].first_state + p->automata[b].n_states; s++)
            for (int32_t k = 0; k < p->states[s].n_edges; k++) {
                const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
                if (e->op == RBG_OP_PATTERN)
                    asked[e->arg] = true;
            }
    return asked;
}

static bool asked_once(counting *c, const bool *starts)
{
    const rbg_program *p = c->p;
    const rbg_automaton *rules = &p->automata[0];
    mark_reaches(c);
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++)
        c->paths[s] = c->reaches[s] ? UNKNOWN : 0;
    for (int32_t s = rules->first_state; s < rules->first_state + rules->n_states; s++) {
        if (c->paths[s] == UNKNOWN)
            count_paths(c, s);
        if (c->paths[s] >= MANY || (c->paths[s] > 0 && starts[s]))
            return false;
    }
    return true;
}

bool *rbgc_plan_asked_once(const rbg_program *p)
{
    bool *once = calloc((size_t)p->n_automata + 1, sizeof(bool));
    bool *starts = search_starts(p), *inside = asked_by_patterns(p);
    counting c = {.p = p,
                  .paths = malloc(sizeof(int32_t) * ((size_t)p->n_states + 1)),
                  .stack = malloc(sizeof(int32_t) * 2 * ((size_t)p->n_states + 1)),
                  .reaches = calloc((size_t)p->n_states + 1, sizeof(bool)),
                  .queue = malloc(sizeof(int32_t) * ((size_t)p->n_states + 1))};
    index_back_edges(&c);
    for (c.a = 1; c.a < p->n_automata; c.a++) /* one asked inside a pattern stays memoised */
        once[c.a] = !inside[c.a] && asked_once(&c, starts);
    free(c.paths);
    free(c.stack);
    free(c.reaches);
    free(c.queue);
    free(c.back_begin);
    free(c.back_from);
    free(starts);
    free(inside);
    return once;
}
