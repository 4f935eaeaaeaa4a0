/* The options of the proof-number solvers, and the value of a two-player state (win, draw or
 * loss) from two win-or-not searches: the proof-number algorithms only tell a win from a
 * non-win (docs/agents.md, "Solvers"), so a non-win of the player to move is split into a loss
 * and a draw by asking the same question for the opponent. */
#include <stdlib.h>
#include <string.h>

#include "budget.h"
#include "pn_solver.h"

static const char *const NAMES[] = {"pns", "mcpns", "ppns", "dfpn"};

rbg_pn_options rbg_pn_default_options(rbg_pn_algo algo)
{
    return (rbg_pn_options){.algo = algo,
                            .max_nodes = algo == RBG_PN_DFPN ? 0 : RBG_PN_DEFAULT_MAX_NODES,
                            .seed = 1, .playouts = 60, .theta = 0.01, .precision = 0};
}

bool rbg_pn_algo_parse(const char *name, rbg_pn_algo *out)
{
    for (int i = 0; i < (int)(sizeof NAMES / sizeof NAMES[0]); i++)
        if (strcmp(name, NAMES[i]) == 0) {
            *out = (rbg_pn_algo)i;
            return true;
        }
    return false;
}

const char *rbg_pn_algo_name(rbg_pn_algo algo)
{
    return NAMES[algo];
}

const char *rbg_pn_value_name(rbg_pn_value_kind value)
{
    static const char *const VALUES[] = {"unknown", "win", "draw", "loss", "not-win"};
    return VALUES[value];
}

void rbg_pn_value(const rbg_reasoner *r, rbg_context *ctx, const void *state,
                  const rbg_pn_options *options, rbg_pn_value_report *report)
{
    double start = rbg_budget_now();
    *report = (rbg_pn_value_report){.value = RBG_PN_VALUE_UNKNOWN, .searches = 1};
    int mover = r->player(r, state);
    rbg_pn_solve(r, ctx, state, mover, options, &report->first);
    report->exact = report->first.exact;
    if (report->first.verdict == RBG_PN_PROVED) {
        report->value = RBG_PN_WIN;
    } else if (report->first.verdict == RBG_PN_DISPROVED) {
        report->value = RBG_PN_NOT_WIN;
        report->not_win = true;
    }
    if (report->value == RBG_PN_NOT_WIN && !options->win_only) {
        rbg_pn_options second = *options;
        double left = options->seconds - (rbg_budget_now() - start);
        if (options->seconds > 0 && left <= 0) {
            report->second = (rbg_pn_report){.verdict = RBG_PN_UNKNOWN, .hit_time = true,
                                             .best_move = -1};
        } else {
            second.seconds = options->seconds > 0 ? left : 0;
            rbg_pn_solve(r, ctx, state, 3 - mover, &second, &report->second);
        }
        report->searches = 2;
        if (report->second.verdict != RBG_PN_UNKNOWN)
            report->exact = report->exact && report->second.exact;
        if (report->second.verdict == RBG_PN_PROVED)
            report->value = RBG_PN_LOSS;
        else if (report->second.verdict == RBG_PN_DISPROVED)
            report->value = RBG_PN_DRAW;
    }
    report->nodes = report->first.nodes + report->second.nodes;
    report->iterations = report->first.iterations + report->second.iterations;
    report->seconds = rbg_budget_now() - start;
}

void rbg_pn_value_report_free(rbg_pn_value_report *report)
{
    free(report->first.pv);
    free(report->second.pv);
    report->first.pv = report->second.pv = NULL;
}
