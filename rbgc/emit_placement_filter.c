/* The cell filters of placement turns (runtime/analysis_placement_filter.c): a function per
 * chain pattern that some placement asks of its cells, over the state alone, so that
 * hot_placement (emit_c.c) can keep the cells where it answers as the turn asks; or, where the
 * chain is one step that moves every cell by the same offset and one test (`s {empty}` on a
 * board of one word), the cells where it holds at once, by the occupancy bits shifted. */
#include <inttypes.h>
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

int32_t rbgc_uniform_shift_offset(const rbg_program *p, int32_t edge, uint64_t *has)
{
    int32_t offset = 0;
    *has = 0;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t d = p->neighbours[(size_t)c * (size_t)p->n_edges + (size_t)edge];
        if (d == 0)
            continue;
        if (offset != 0 && d - c != offset)
            return 0;
        offset = d - c;
        *has |= (uint64_t)1 << (c - 1);
    }
    return offset;
}

int32_t rbgc_placement_filter_offset(const rbgc_emitter *em, const rbg_placement *pl, uint64_t *has)
{
    if (pl->filter < 0 || !em->uses_occ || pl->words != 1 || em->an.chain_length[pl->filter] != 2)
        return 0;
    const rbg_edge *step = em->an.chains[pl->filter][0], *test = em->an.chains[pl->filter][1];
    return step->op == RBG_OP_SHIFT && test->op == RBG_OP_ON ? rbgc_uniform_shift_offset(em->p, step->arg, has) : 0;
}

bool rbgc_put_placement_filter_bits(const rbgc_emitter *em, const rbg_placement *pl, FILE *out)
{
    const rbg_program *p = em->p;
    uint64_t has;
    int32_t offset = rbgc_placement_filter_offset(em, pl, &has);
    if (offset == 0)
        return false;
    const rbg_edge *test = em->an.chains[pl->filter][1];
    fprintf(out, "            /* the cells where pattern %d %s: the occupancy bits moved by the step */\n"
                 "            ctx->hot.placement_cells[0] &= %s((",
            (int)pl->filter, pl->filter_negated ? "fails" : "holds", pl->filter_negated ? "~" : "");
    rbgc_emit_occupancy_set_word(out, p, test->arg, "0");
    fprintf(out, ") %s %d & UINT64_C(0x%" PRIx64 "));\n", offset > 0 ? ">>" : "<<", (int)(offset > 0 ? offset : -offset),
            has);
    return true;
}
