/* A placement's cell filter: a chain pattern asked of the cell between its on-test and its
 * first off (analysis.h, rbg_placement.filter).
 *
 * Another author's connect four puts the disc on "an empty cell whose south neighbour is not
 * empty": `anyCell {empty} {! s {empty}} [r] ({? line} ... + {! line} ...)`, where ours marks the
 * playable cells by a piece of their own.  The pattern kept the turn from being a placement, so
 * playouts listed every move, running the line tests after each disc, where a placement runs
 * them on the drawn cell alone.  A pattern that is one chain of steps and tests (an->chains) is
 * cheap to ask of each cell of the set: the placement's cells are those whose piece passes the
 * on-test and whose chain answers as the filter asks.  The moves and their order are unchanged:
 * the cells are the same, in the same ascending order. */
#include "analysis.h"

int32_t rbg_analysis_placement_filter(const rbg_analysis *an, const rbg_program *p, int32_t *state, bool *negated)
{
    const rbg_state *st = &p->states[*state];
    if (st->n_edges != 1 || st->accepting || st->check >= 0)
        return -1;
    const rbg_edge *e = &p->edges[st->first_edge];
    if (e->op != RBG_OP_PATTERN || an->chains[e->arg] == NULL)
        return -1;
    *negated = e->negated;
    *state = e->target;
    return e->arg;
}

bool rbg_analysis_chain_holds(const rbg_analysis *an, const rbg_program *p, int32_t a, const int16_t *pieces, int32_t cell)
{
    for (int32_t i = 0; i < an->chain_length[a]; i++) {
        const rbg_edge *e = an->chains[a][i];
        switch (e->op) {
        case RBG_OP_SHIFT:
            cell = p->neighbours[(size_t)cell * (size_t)p->n_edges + (size_t)e->arg];
            if (cell == 0)
                return false;
            break;
        case RBG_OP_ON: {
            int16_t piece = pieces[cell];
            if (!(p->on_sets[(size_t)e->arg * (size_t)p->on_set_words + (size_t)(piece >> 6)] >> (piece & 63) & 1))
                return false;
            break;
        }
        case RBG_OP_PATTERN:
            if (an->static_patterns[e->arg][cell] == e->negated)
                return false;
            break;
        default: /* a dot */
            break;
        }
    }
    return true;
}
