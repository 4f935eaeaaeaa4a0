/* The progress of a match on stderr: on a terminal a bar redrawn after each game (games done,
 * the score of A, the time left); otherwise, for logs, one plain line a minute at most. */
#ifndef RBG_PROGRESS_H
#define RBG_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "match_stats.h"

typedef struct {
    bool enabled, terminal, drawn;
    uint64_t total;   /* games this run should end with in the file */
    uint64_t before;  /* games already there when it started */
    double start, last_line;
} rbg_progress;

void rbg_progress_start(rbg_progress *progress, bool quiet, uint64_t total, uint64_t before);
/* After a game: `done` games in the file, `stats` their score. */
void rbg_progress_update(rbg_progress *progress, uint64_t done, const rbg_match_stats *stats);
/* Clears the bar before other output. */
void rbg_progress_finish(rbg_progress *progress);

#endif
