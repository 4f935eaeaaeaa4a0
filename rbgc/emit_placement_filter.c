/* The cell filters of placement turns (runtime/analysis_placement_filter.c): a function per
 * chain pattern that some placement asks of its cells, over the state alone, so that
 * hot_placement (emit_c.c) can keep the cells where it answers as the turn asks. */
#include <stdlib.h>

#include "emit_internal.h"
#include "search_writer.h"

void rbgc_put_placement_filters(const rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    bool *written = calloc((size_t)p->n_automata + 1, sizeof(bool));
    rbgc_search_writer w = {.em = (rbgc_emitter *)em, .out = out};
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        if (pl == NULL || pl->filter < 0 || written[pl->filter])
            continue;
        written[pl->filter] = true;
        fprintf(out, "/* pattern %d asked of a placement's cell */\nstatic bool placement_filter_%d(const gstate *S, int cell)\n{\n    (void)S;\n",
                (int)pl->filter, (int)pl->filter);
        for (int32_t i = 0; i < em->an.chain_length[pl->filter]; i++)
            rbgc_put_step(&w, em->an.chains[pl->filter][i], "cell", "    ", "return false;");
        fputs("    return true;\n}\n\n", out);
    }
    free(written);
}
