/* The score of agent A over a match: wins, draws, losses, the win rate with draws as half, and its
 * 95% confidence interval as docs/commands.md ("Win rate and interval") states it (Haworth 2003):
 * per-game scores x in {0, 1/2, 1}, mean m, sigma^2 = mean(x^2) - m^2, CI = m -+ 1.96
 * sigma/sqrt(N). No interval exists for an empty match or when one side won every game. */
#ifndef RBG_MATCH_STATS_H
#define RBG_MATCH_STATS_H

#include <stdbool.h>
#include <stdint.h>

/* A game's result seen from agent A. */
typedef enum { RBG_RESULT_LOSS = 0, RBG_RESULT_DRAW = 1, RBG_RESULT_WIN = 2 } rbg_match_result;

typedef struct {
    uint64_t wins, draws, losses;
} rbg_match_stats;

void rbg_match_stats_add(rbg_match_stats *stats, rbg_match_result result);
uint64_t rbg_match_stats_games(const rbg_match_stats *stats);

/* The mean score of A (win 1, draw 1/2, loss 0); 0 for an empty match. */
double rbg_match_stats_win_rate(const rbg_match_stats *stats);

/* The 95% interval [lo, hi] (not clamped to [0, 1], as the formula gives it); false when there
 * is none: no games, or every game won by the same side. */
bool rbg_match_stats_ci95(const rbg_match_stats *stats, double *lo, double *hi);

/* "win", "draw", "loss", and back; false for any other text. */
const char *rbg_match_result_name(rbg_match_result result);
bool rbg_match_result_parse(const char *text, rbg_match_result *out);

#endif
