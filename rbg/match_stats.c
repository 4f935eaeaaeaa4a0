/* Match statistics: the win rate and its 95% interval (docs/commands.md, "Win rate and interval"). */
#include <math.h>
#include <string.h>

#include "match_stats.h"

void rbg_match_stats_add(rbg_match_stats *stats, rbg_match_result result)
{
    if (result == RBG_RESULT_WIN)
        stats->wins++;
    else if (result == RBG_RESULT_DRAW)
        stats->draws++;
    else
        stats->losses++;
}

uint64_t rbg_match_stats_games(const rbg_match_stats *stats)
{
    return stats->wins + stats->draws + stats->losses;
}

double rbg_match_stats_win_rate(const rbg_match_stats *stats)
{
    uint64_t n = rbg_match_stats_games(stats);
    if (n == 0)
        return 0;
    return ((double)stats->wins + 0.5 * (double)stats->draws) / (double)n;
}

bool rbg_match_stats_ci95(const rbg_match_stats *stats, double *lo, double *hi)
{
    uint64_t n = rbg_match_stats_games(stats);
    if (n == 0 || stats->wins == n || stats->losses == n)
        return false;
    double mean = rbg_match_stats_win_rate(stats);
    /* x^2 is 1 for a win and 1/4 for a draw. */
    double mean_square = ((double)stats->wins + 0.25 * (double)stats->draws) / (double)n;
    double variance = mean_square - mean * mean;
    if (variance < 0) /* rounding, when every game was a draw */
        variance = 0;
    double half = 1.96 * sqrt(variance) / sqrt((double)n);
    *lo = mean - half;
    *hi = mean + half;
    return true;
}

static const char *const NAMES[] = {"loss", "draw", "win"};

const char *rbg_match_result_name(rbg_match_result result)
{
    return NAMES[result];
}

bool rbg_match_result_parse(const char *text, rbg_match_result *out)
{
    for (int r = RBG_RESULT_LOSS; r <= RBG_RESULT_WIN; r++)
        if (strcmp(text, NAMES[r]) == 0) {
            *out = (rbg_match_result)r;
            return true;
        }
    return false;
}
