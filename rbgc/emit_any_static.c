/* An any-square whose continuation is only tests of static patterns (emit_internal.h,
 * RBGC_PLAN_ANY_STATIC): another author's pentago asks `anySquare {? onAMiddleSquare}` after
 * every ball, a pattern of shifts that holds at four cells of 36.  The cells where some test of
 * the continuation passes are known when compiling, so the loop goes over a constant list of
 * them, in cell order, instead of over every cell. */
#include "emit_internal.h"

#include <stdlib.h>

/* Whether `common`'s edges other than shifts are all tests of static patterns (at least one);
 * `cells` ([n_cells + 1], when not NULL) then gets the cells where one of them passes. */
bool rbgc_any_static_cells(const rbgc_emitter *em, int32_t common, bool *cells)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[common];
    int tests = 0;
    if (st->accepting)
        return false;
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT)
            continue;
        if (e->op != RBG_OP_PATTERN || em->an.static_patterns[e->arg] == NULL)
            return false;
        tests++;
    }
    for (int32_t c = 1; cells != NULL && c <= p->n_cells; c++) {
        cells[c] = false;
        for (int32_t k = 0; k < st->n_edges; k++) {
            const rbg_edge *e = &p->edges[st->first_edge + k];
            if (e->op == RBG_OP_PATTERN && em->an.static_patterns[e->arg][c] != e->negated)
                cells[c] = true;
        }
    }
    return tests > 0;
}

void rbgc_emit_any_static_loop(const rbgc_emitter *em, FILE *data, FILE *out, int32_t common, const char *name,
                               const char *in)
{
    const rbg_program *p = em->p;
    bool *cells = calloc((size_t)p->n_cells + 1, sizeof(bool));
    rbgc_any_static_cells(em, common, cells);
    fprintf(data, "/* the cells where a test after the any-square of state %d can pass, then 0 */\n"
                  "static const int32_t %s[] = {", (int)common, name);
    for (int32_t c = 1; c <= p->n_cells; c++)
        if (cells[c])
            fprintf(data, " %d,", (int)c);
    fputs(" 0 };\n", data);
    fprintf(out, "%s/* any cell where a static test can pass, in order */\n"
                 "%sfor (const int32_t *s_ = %s; *s_; s_++) {\n%s    int d_ = *s_;\n",
            in, in, name, in);
    free(cells);
}
