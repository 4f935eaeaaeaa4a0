/* What a move does to the variables (runtime/variable_changes.h). */
#include <stdlib.h>
#include <string.h>

#include "variable_changes.h"

static bool is_score(const rbg_game_info *info, int variable)
{
    for (int p = 1; p <= info->n_players; p++)
        if (strcmp(info->player_names[p], info->variable_names[variable]) == 0)
            return true;
    return false;
}

/* The share of its value a lowered variable keeps, compared without division. */
static int compare_share_left(const rbg_variable_change *a, const rbg_variable_change *b)
{
    long double left_a = (long double)a->after * (long double)b->before;
    long double left_b = (long double)b->after * (long double)a->before;
    return (left_a > left_b) - (left_a < left_b);
}

static int by_text_order(const void *pa, const void *pb)
{
    const rbg_variable_change *a = pa, *b = pb;
    bool lowered_a = a->after < a->before, lowered_b = b->after < b->before;
    if (lowered_a != lowered_b)
        return lowered_a ? -1 : 1;
    int c = lowered_a ? compare_share_left(a, b) : 0;
    if (c != 0)
        return c;
    int64_t size_a = llabs(a->after - a->before), size_b = llabs(b->after - b->before);
    if (size_a != size_b)
        return size_a > size_b ? -1 : 1;
    return (a->variable > b->variable) - (a->variable < b->variable);
}

uint32_t rbg_variable_changes(const rbg_reasoner *r, const void *before, const void *after,
                              rbg_variable_change *out)
{
    uint32_t n = 0;
    for (int v = 0; v < r->info->n_variables; v++) {
        int64_t was = r->variable(r, before, v), now = r->variable(r, after, v);
        if (was != now && !is_score(r->info, v))
            out[n++] = (rbg_variable_change){v, was, now};
    }
    qsort(out, n, sizeof *out, by_text_order);
    return n;
}
