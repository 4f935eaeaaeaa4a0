/* The match progress bar. */
#include <stdio.h>
#include <unistd.h>

#include "progress.h"
#include "turn.h"

enum { BAR_WIDTH = 24 };
static const double PLAIN_LINE_SECONDS = 60;

void rbg_progress_start(rbg_progress *p, bool quiet, uint64_t total, uint64_t before)
{
    *p = (rbg_progress){.enabled = !quiet, .terminal = isatty(STDERR_FILENO) == 1,
                        .total = total, .before = before};
    p->start = p->last_line = rbg_turn_now();
}

static void format_duration(char *out, size_t size, double seconds)
{
    unsigned long s = (unsigned long)(seconds + 0.5);
    if (s >= 3600)
        snprintf(out, size, "%luh%02lum", s / 3600, s / 60 % 60);
    else if (s >= 60)
        snprintf(out, size, "%lum%02lus", s / 60, s % 60);
    else
        snprintf(out, size, "%lus", s);
}

void rbg_progress_update(rbg_progress *p, uint64_t done, const rbg_match_stats *stats)
{
    if (!p->enabled)
        return;
    double now = rbg_turn_now();
    if (!p->terminal && (now - p->last_line < PLAIN_LINE_SECONDS || done >= p->total))
        return;
    char left[32] = "?";
    uint64_t new_games = done - p->before;
    if (new_games > 0)
        format_duration(left, sizeof left,
                        (now - p->start) / (double)new_games * (double)(p->total - done));
    double rate = 100 * rbg_match_stats_win_rate(stats);
    unsigned long long w = stats->wins, d = stats->draws, l = stats->losses;
    if (p->terminal) {
        char bar[BAR_WIDTH + 1];
        uint64_t full = p->total ? done * BAR_WIDTH / p->total : BAR_WIDTH;
        for (int i = 0; i < BAR_WIDTH; i++)
            bar[i] = (uint64_t)i < full ? '#' : '.';
        bar[BAR_WIDTH] = '\0';
        fprintf(stderr, "\r\033[K[%s] %llu/%llu  A %llu-%llu-%llu (%.1f%%)  left %s", bar,
                (unsigned long long)done, (unsigned long long)p->total, w, d, l, rate, left);
        p->drawn = true;
    } else {
        fprintf(stderr, "rbg: match: %llu/%llu games, A %llu-%llu-%llu (%.1f%%), about %s left\n",
                (unsigned long long)done, (unsigned long long)p->total, w, d, l, rate, left);
    }
    fflush(stderr);
    p->last_line = now;
}

void rbg_progress_finish(rbg_progress *p)
{
    if (p->drawn) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
        p->drawn = false;
    }
}
