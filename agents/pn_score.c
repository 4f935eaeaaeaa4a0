/* Exact values beyond win, draw and loss (docs/solving.md): the score the player to move can
 * secure, found by proving or disproving "my score is at least v" for the values of a binary
 * search between 0 and the player's declared maximum score.  Each proof is an ordinary
 * proof-number search whose finished games count as won when the score reaches v, so every
 * algorithm (and the tables) serves. */
#include <stdlib.h>

#include "budget.h"
#include "pn_solver.h"

void rbg_pn_score(const rbg_reasoner *r, rbg_context *ctx, const void *state,
                  const rbg_pn_options *options, rbg_pn_score_report *report)
{
    double start = rbg_budget_now();
    int mover = r->player(r, state);
    *report = (rbg_pn_score_report){.low = 0, .high = r->info->score_bounds[mover],
                                    .exact = true, .best_move = -1};
    while (report->low < report->high) {
        int64_t v = report->low + (report->high - report->low + 1) / 2;
        rbg_pn_options goal = *options;
        goal.score_goal = true;
        goal.min_score = v;
        double left = options->seconds - (rbg_budget_now() - start);
        if (options->seconds > 0 && left <= 0) {
            report->stopped = (rbg_pn_report){.verdict = RBG_PN_UNKNOWN, .hit_time = true};
            break;
        }
        goal.seconds = options->seconds > 0 ? left : 0;
        rbg_pn_report one;
        rbg_pn_solve(r, ctx, state, mover, &goal, &one);
        report->searches++;
        report->nodes += one.nodes;
        report->iterations += one.iterations;
        free(one.pv);
        if (one.verdict == RBG_PN_UNKNOWN) {
            report->stopped = one;
            report->stopped.pv = NULL;
            break;
        }
        report->exact = report->exact && one.exact;
        if (one.verdict == RBG_PN_PROVED) {
            report->low = v;
            report->best_move = one.best_move;
        } else {
            report->high = v - 1;
        }
    }
    report->seconds = rbg_budget_now() - start;
}
