/* The C of a count that the board does not change (plan_constant_counts.c): at the top of a
 * count function, its moves passed over with one subtraction unless the picked one is among
 * them. */
#include <stdlib.h>

#include "checked_alloc.h"
#include "emit_internal.h"

void rbgc_put_constant_count(const rbgc_emitter *em, int32_t state, FILE *out)
{
    const rbg_program *p = em->p;
    int32_t *counts = rbg_checked_calloc((size_t)p->n_cells + 1, sizeof(int32_t));
    bool same;
    if (rbgc_constant_counts(em, state, counts, &same)) {
        fputs("    /* the same moves whatever the board: passed over at once unless the picked one is among them */\n",
              out);
        if (same) {
            fprintf(out, "    if (x->skip >= %d) {\n        x->skip -= %d;\n        return false;\n    }\n", (int)counts[1],
                    (int)counts[1]);
        } else {
            fputs("    static const uint32_t moves_[] = {", out);
            for (int32_t c = 0; c <= p->n_cells; c++)
                fprintf(out, "%s%d", c == 0 ? "" : c % 16 ? ", " : ",\n        ", (int)counts[c]);
            fputs("};\n    if (x->skip >= moves_[cell]) {\n        x->skip -= moves_[cell];\n        return false;\n    }\n",
                  out);
        }
    }
    free(counts);
}
