/* The constant arrays the search functions read (search_writer.h): shift tables, paths of
 * shifts, the cells along rays, masks of leaves.  Each is written once, into the data part,
 * the first time a printer asks for it. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "plan_ray.h"
#include "search_writer.h"

/* The constant arrays of the shift table of `state`: per cell, the reached pairs as a cell and
 * a local state number (0: the pair itself).  An array equal to one written before is not
 * written again: w->table_ids[state] names the arrays to read (states whose shift runs have the
 * same shape, such as every "any cell" of a game, share them). */
void rbgc_write_table_data(rbgc_search_writer *w, int32_t state, int32_t *locals, int32_t *n_locals)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    /* The start pair does nothing when the state has only shifts: leave it out of the table. */
    bool skip_start = !rbg_analysis_has_other_edges(p, state);
    *n_locals = 0;
    bool write = !w->table_written[state];
    w->table_written[state] = true;
    int32_t total = (begin[p->n_cells + 1] - begin[0]) / 2, kept = 0;
    int32_t *first = malloc(sizeof(int32_t) * ((size_t)p->n_cells + 2));
    int32_t *cells = malloc(sizeof(int32_t) * ((size_t)total + 1));
    int32_t *tags = malloc(sizeof(int32_t) * ((size_t)total + 1));
    for (int32_t c = 0; c <= p->n_cells; c++) {
        first[c] = kept;
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t t = pairs[i], d = pairs[i + 1], local = 0;
            if (t == state && d == c) {
                if (skip_start)
                    continue;
            } else {
                for (local = 1; local <= *n_locals && locals[local - 1] != t; local++)
                    ;
                if (local > *n_locals)
                    locals[(*n_locals)++] = t;
            }
            cells[kept] = d;
            tags[kept++] = local;
        }
    }
    first[p->n_cells + 1] = kept;
    if (write) {
        /* An empty table still gets one element: C has no empty arrays. */
        if (kept == 0)
            cells[0] = tags[0] = 0;
        int32_t *ids = w->table_ids[state];
        ids[0] = rbgc_array_pool_put(&w->arrays, w->data, "uint32_t", "G_TABLE_BEGIN_", state, first,
                                     p->n_cells + 2);
        ids[1] = rbgc_array_pool_put(&w->arrays, w->data, em->cell_type, "G_TABLE_CELL_", state, cells,
                                     kept ? kept : 1);
        ids[2] = rbgc_array_pool_put(&w->arrays, w->data, "uint16_t", "G_TABLE_TAG_", state, tags,
                                     kept ? kept : 1);
    }
    free(first);
    free(cells);
    free(tags);
}

/* The index of the array G_PATH_<i> holding, per cell, where the path of shifts of `entry`
 * leads (0: off the board); written with the shift tables the first time it is asked for. */
static int path_array(rbgc_search_writer *w, const rbgc_shape_entry *entry)
{
    const rbg_program *p = w->em->p;
    for (int i = 0; i < w->n_paths; i++)
        if (w->paths[i].n_shifts == entry->n_shifts &&
            memcmp(w->paths[i].shifts, entry->shifts, sizeof(int32_t) * (size_t)entry->n_shifts) == 0)
            return i;
    if (w->n_paths == w->paths_capacity) {
        w->paths_capacity = 2 * w->paths_capacity + 8;
        w->paths = realloc(w->paths, sizeof(rbgc_shape_entry) * (size_t)w->paths_capacity);
        w->path_rays = realloc(w->path_rays, sizeof(bool) * (size_t)w->paths_capacity);
        if (w->paths == NULL || w->path_rays == NULL)
            abort();
        memset(w->path_rays + w->n_paths, 0, sizeof(bool) * (size_t)(w->paths_capacity - w->n_paths));
    }
    w->paths[w->n_paths] = *entry;
    fprintf(w->data, "/* shifts");
    for (int i = 0; i < entry->n_shifts; i++)
        fprintf(w->data, " %s", p->edge_names[entry->shifts[i]]);
    fprintf(w->data, " */\nstatic const %s G_PATH_%d[] = {", w->em->cell_type, w->n_paths);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        int32_t d = rbgc_follow_shifts(p, entry->shifts, entry->n_shifts, c);
        fprintf(w->data, "%s%d", c == 0 ? "\n    " : c % 16 ? ", " : ",\n    ", (int)d);
    }
    fputs("};\n", w->data);
    return w->n_paths++;
}

/* The array giving, per cell, where one step along the shifts leads: G_NB_<edge name> for a single
 * shift, G_PATH_<i> (path_array) for longer paths.  Its name goes into `name` (RBGC_NAME_SIZE bytes). */
int rbgc_path_of_shifts(rbgc_search_writer *w, const int32_t *shifts, int n)
{
    rbgc_shape_entry entry = {.n_shifts = n};
    memcpy(entry.shifts, shifts, sizeof(int32_t) * (size_t)n);
    return path_array(w, &entry);
}

void rbgc_step_array(rbgc_search_writer *w, const int32_t *shifts, int n, char *name)
{
    if (n == 1)
        snprintf(name, RBGC_NAME_SIZE, "%s", rbgc_declared_name(w->em->p, RBGC_NAME_NEIGHBOURS, shifts[0]).s);
    else
        snprintf(name, RBGC_NAME_SIZE, "G_PATH_%d", rbgc_path_of_shifts(w, shifts, n));
}

/* The unfolded tree of `state` at the cell in variable c<depth>: `return true` where a path
 * reaches the end of the pattern. */

/* The array of the ray along a path of shifts: per cell, the bitset of the cells the path's
 * repetitions reach from it (itself excluded).  G_RAY_<edge name> for one shift; for longer paths
 * G_PATH_RAY_<i>, beside their G_PATH_<i>.  Written the first time it is asked for; its name goes
 * into `name` (RBGC_NAME_SIZE bytes). */
void rbgc_put_ray_mask(rbgc_search_writer *w, const int32_t *shifts, int n, char *name)
{
    const rbg_program *p = w->em->p;
    bool *written;
    if (n == 1) {
        snprintf(name, RBGC_NAME_SIZE, "%s", rbgc_declared_name(p, RBGC_NAME_RAY, shifts[0]).s);
        written = &w->ray_masks[shifts[0]];
    } else {
        int i = rbgc_path_of_shifts(w, shifts, n);
        snprintf(name, RBGC_NAME_SIZE, "G_PATH_RAY_%d", i);
        written = &w->path_rays[i];
    }
    if (*written)
        return;
    *written = true;
    int words = w->em->occ_words;
    uint64_t *mask = calloc((size_t)words, sizeof(uint64_t));
    fputs("/* the cells along", w->data);
    for (int i = 0; i < n; i++)
        fprintf(w->data, " %s", p->edge_names[shifts[i]]);
    fprintf(w->data, " from each cell */\nstatic const uint64_t %s[] = {\n", name);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        memset(mask, 0, sizeof(uint64_t) * (size_t)words);
        for (int32_t d = c; c != 0;) {
            d = rbgc_follow_shifts(p, shifts, n, d);
            if (d == 0)
                break;
            mask[(d - 1) >> 6] |= (uint64_t)1 << ((d - 1) & 63);
        }
        fputs("   ", w->data);
        for (int i = 0; i < words; i++)
            fprintf(w->data, " UINT64_C(0x%" PRIx64 "),", mask[i]);
        fputc('\n', w->data);
    }
    fputs("};\n", w->data);
    free(mask);
}

/* The edges of `state` (but edge `skip`) at the cell in variable c<depth>. */
/* The index of the array G_LEAVES_<i> holding `mask` ([n_cells + 1] rows of occ_words words),
 * written with the shift tables the first time these contents are asked for (chess asks the
 * same knight, king and pawn masks from several patterns). */
int rbgc_leaf_mask_array(rbgc_search_writer *w, const uint64_t *mask)
{
    const rbg_program *p = w->em->p;
    int words = w->em->occ_words;
    size_t size = sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words;
    for (int i = 0; i < w->n_leaf_masks; i++)
        if (memcmp(w->leaf_masks[i], mask, size) == 0)
            return i;
    if (w->n_leaf_masks == w->leaf_masks_capacity) {
        w->leaf_masks_capacity = 2 * w->leaf_masks_capacity + 8;
        w->leaf_masks = realloc(w->leaf_masks, sizeof(uint64_t *) * (size_t)w->leaf_masks_capacity);
        if (w->leaf_masks == NULL)
            abort();
    }
    uint64_t *copy = malloc(size);
    if (copy == NULL)
        abort();
    memcpy(copy, mask, size);
    w->leaf_masks[w->n_leaf_masks] = copy;
    fprintf(w->data, "/* per cell, the cells some branches of shifts test (and, for a way, whether it leaves the board) */\n"
                     "static const uint64_t G_LEAVES_%d[] = {\n", w->n_leaf_masks);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        fputs("   ", w->data);
        for (int k = 0; k < words; k++)
            fprintf(w->data, " UINT64_C(0x%" PRIx64 "),", mask[(size_t)c * (size_t)words + (size_t)k]);
        fputc('\n', w->data);
    }
    fputs("};\n", w->data);
    return w->n_leaf_masks++;
}
