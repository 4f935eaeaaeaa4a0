/* A pattern's walk to any cell of a piece set followed only by ways of shifts and on-tests, as
 * draughts' "some man of the mover can jump": (fwd left) {foe} (fwd left) {empty}.  On a board of
 * one 64-bit word where each shift adds the same number to every cell it moves (the directions
 * of a rectangle), the cells of the set walk a way all at once: their bits move along each shift
 * (only those of cells having that neighbour), and each test keeps those on the tested pieces.
 * The pattern holds when some way keeps a bit to its end. */
#include <inttypes.h>

#include "emit_internal.h"
#include "emit_leaves.h"
#include "emit_shape.h"

/* Whether the path of shifts `shifts` (n of them) takes every cell it can to the cell plus one
 * number (`offset`); the bits of the cells it can go from go into `has`. */
static bool fixed_offset(const rbg_program *p, const int32_t *shifts, int n, int32_t *offset, uint64_t *has)
{
    bool found = false;
    *offset = 0;
    *has = 0;
    for (int32_t c = 1; c <= p->n_cells; c++) {
        int32_t d = rbgc_follow_shifts(p, shifts, n, c);
        if (d == 0)
            continue;
        if (found && d - c != *offset)
            return false;
        found = true;
        *offset = d - c;
        *has |= (uint64_t)1 << (c - 1);
    }
    return true;
}

static bool ways_have_fixed_offsets(const rbg_program *p, const rbgc_way *ways, int n)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < ways[i].n_steps; k++) {
            int32_t offset;
            uint64_t has;
            if (ways[i].steps[k] != RBGC_WAY_TEST && !fixed_offset(p, &ways[i].steps[k], 1, &offset, &has))
                return false;
        }
    return true;
}

static void put_way(FILE *out, const rbg_program *p, const rbgc_way *way, const char *in)
{
    fprintf(out, "%s    {\n%s        uint64_t at_ = from_;\n", in, in);
    for (int k = 0; k < way->n_steps; k++) {
        if (way->steps[k] == RBGC_WAY_TEST) {
            fprintf(out, "%s        at_ &= ", in);
            rbgc_emit_occupancy(out, p, way->sets[k]);
            fputs(";\n", out);
            continue;
        }
        /* the longest run of shifts from here that still moves cells by one number */
        int32_t offset, longer_offset;
        uint64_t has, longer_has;
        fixed_offset(p, &way->steps[k], 1, &offset, &has);
        int n = 1;
        while (k + n < way->n_steps && way->steps[k + n] != RBGC_WAY_TEST &&
               fixed_offset(p, &way->steps[k], n + 1, &longer_offset, &longer_has)) {
            n++;
            offset = longer_offset;
            has = longer_has;
        }
        fprintf(out, "%s        at_ = (at_ & UINT64_C(0x%" PRIx64 ")) %s %d; /*", in, has, offset >= 0 ? "<<" : ">>",
                offset >= 0 ? (int)offset : (int)-offset);
        for (int i = 0; i < n; i++)
            fprintf(out, " %s", p->edge_names[way->steps[k + i]]);
        fputs(" */\n", out);
        k += n - 1;
    }
    fprintf(out, "%s        if (at_)\n%s            return true;\n%s    }\n", in, in, in);
}

bool rbgc_emit_board_sweep(const rbgc_emitter *em, FILE *out, int32_t from_set, int32_t state, const char *in)
{
    const rbg_program *p = em->p;
    if (em->occ_words != 1 || !em->uses_occ)
        return false;
    rbgc_way ways[RBGC_WAYS_MAX];
    int n = rbgc_pattern_paths(p, state, ways);
    if (n <= 0 || !ways_have_fixed_offsets(p, ways, n))
        return false;
    fprintf(out, "%s/* the cells holding the set walk each way all at once (a shift adds one number to"
                 " every cell) */\n%s{\n%s    const int w_ = 0;\n%s    uint64_t from_ = ", in, in, in, in);
    rbgc_emit_occupancy(out, p, from_set);
    fputs(";\n", out);
    for (int i = 0; i < n; i++)
        put_way(out, p, &ways[i], in);
    fprintf(out, "%s}\n", in);
    return true;
}
