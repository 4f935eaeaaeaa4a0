#include "budget.h"

#include <time.h>

double rbg_budget_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* 10% of the move, at least 1 ms, at most 100 ms (the reference keeps 100 ms of 600): the final
 * choice and the answer come after the search, and the last clock reading may be a few moves of a
 * simulation old. */
double rbg_budget_margin(double seconds)
{
    double m = 0.1 * seconds;
    if (m < 0.001)
        m = 0.001;
    if (m > 0.1)
        m = 0.1;
    return m;
}

void rbg_budget_start(rbg_budget *b, const rbg_agent_options *o)
{
    *b = (rbg_budget){0};
    b->start = rbg_budget_now();
    b->options = o;
    b->next_progress = b->start + RBG_AGENT_PROGRESS_SECONDS;
    if (o->seconds_per_move > 0) {
        b->timed = true;
        b->deadline = b->start + o->seconds_per_move - rbg_budget_margin(o->seconds_per_move);
    } else {
        b->max_states = o->states_per_move > 0 ? o->states_per_move : RBG_AGENT_DEFAULT_STATES;
    }
}

/* Calls the progress callback when a report is due; `now` is the clock, read by the caller. */
static void report_progress(rbg_budget *b, double now)
{
    if (now < b->next_progress)
        return;
    b->next_progress = now + RBG_AGENT_PROGRESS_SECONDS;
    rbg_agent_progress p = {now - b->start, b->iterations, b->states};
    b->options->progress(b->options->progress_arg, &p);
}

bool rbg_budget_more(rbg_budget *b)
{
    bool reporting = b->options != NULL && b->options->progress != NULL;
    if (b->timed || reporting) {
        double now = rbg_budget_now();
        if (reporting)
            report_progress(b, now);
        if (b->timed)
            return now < b->deadline;
    }
    /* An iteration always computes at least one state; the iteration cap only guards against a
     * search that stops counting. */
    return b->states < b->max_states && b->iterations < b->max_states;
}

void rbg_budget_tick(rbg_budget *b)
{
    if (b->options != NULL && b->options->progress != NULL)
        report_progress(b, rbg_budget_now());
}

void rbg_budget_report(const rbg_budget *b, rbg_agent_report *report)
{
    report->seconds = rbg_budget_now() - b->start;
    report->states = b->states;
    report->iterations = b->iterations;
}
