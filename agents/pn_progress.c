/* The progress callback of the proof-number searches (rbg solve --progress): the searches call
 * the tick every few hundred iterations, and it reports when the period has passed. */
#include "budget.h"
#include "pn_solver.h"

void rbg_pn_progress_tick(const rbg_pn_options *options, double start, double *next,
                          uint64_t nodes, uint64_t iterations)
{
    if (options->progress == NULL)
        return;
    double now = rbg_budget_now();
    if (*next == 0) {
        *next = start + options->progress_seconds;
    } else if (now >= *next) {
        options->progress(options->progress_arg, nodes, iterations, now - start);
        *next = now + options->progress_seconds;
    }
}
