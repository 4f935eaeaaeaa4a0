/* Planning the visited levels and pattern versions a modifier opens: what the segment after a
 * modifier can meet before the next modifier, a state with a visited check (SEGMENT_CHECKS) or
 * a pattern test (SEGMENT_PATTERNS).  The target of the modifier (or switch) that ends the
 * segment counts as met: it is checked in the segment's level, before that modifier is applied
 * (runtime/interp.c), so a switch into a checked state after a modifier needs the modifier's
 * fresh level as much as a checked state inside the segment does; without it, two moves that
 * end at one cell in that state after different modifiers share the level above and the second
 * is lost. */
#include <stdlib.h>

#include "emit_internal.h"
#include "reach.h"

enum { SEGMENT_CHECKS = 2, SEGMENT_PATTERNS = 4 };

/* An edge the segment goes on through: anything but the next modifier, which starts its own. */
static bool within_segment(const rbg_edge *e)
{
    return !rbgc_is_modifier(e);
}

static uint8_t segment_of(const rbg_program *p, int32_t target, bool *seen)
{
    uint8_t flags = 0;
    for (int32_t s = 0; s < p->n_states; s++)
        seen[s] = false;
    rbgc_mark_reached(p, target, within_segment, seen);
    for (int32_t s = 0; s < p->n_states; s++) {
        if (!seen[s])
            continue;
        if (p->states[s].check >= 0)
            flags |= SEGMENT_CHECKS;
        for (int32_t k = 0; k < p->states[s].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
            if (e->op == RBG_OP_PATTERN)
                flags |= SEGMENT_PATTERNS;
            if (!within_segment(e) && p->states[e->target].check >= 0)
                flags |= SEGMENT_CHECKS;
        }
    }
    return flags;
}

void rbgc_plan_levels(rbgc_emitter *em)
{
    const rbg_program *p = em->p;
    free(em->segment);
    em->segment = calloc((size_t)p->n_states + 1, sizeof(uint8_t));
    bool *known = calloc((size_t)p->n_states + 1, sizeof(bool));
    bool *seen = calloc((size_t)p->n_states + 1, sizeof(bool));
    for (int32_t i = 0; i < p->n_edges_total; i++) {
        int32_t t = p->edges[i].target;
        if ((p->edges[i].op == RBG_OP_OFF || p->edges[i].op == RBG_OP_ASSIGN) && !known[t]) {
            known[t] = true;
            em->segment[t] = segment_of(p, t, seen);
        }
    }
    free(seen);
    free(known);
}

bool rbgc_fresh_version(const rbgc_emitter *em, int32_t target)
{
    return em->uses_memo && (em->segment[target] & SEGMENT_PATTERNS);
}

bool rbgc_fresh_level(const rbgc_emitter *em, int32_t from, int32_t target)
{
    return em->p->automata[em->automaton_of[from]].n_checks > 0 && (em->segment[target] & SEGMENT_CHECKS);
}
