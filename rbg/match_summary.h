/* The end of `rbg match` and `rbg merge`: the score of agent A, as text or as one JSON object. */
#ifndef RBG_MATCH_SUMMARY_H
#define RBG_MATCH_SUMMARY_H

#include <stdbool.h>
#include <stdio.h>

#include "match_file.h"
#include "match_stats.h"

typedef struct {
    rbg_match_stats all;
    rbg_match_stats first, second; /* A as player 1, A as player 2 */
    uint64_t expected;             /* the games the files should hold */
    uint64_t forfeits_a, forfeits_b; /* games lost by giving no move (external agents) */
} rbg_match_summary;

void rbg_match_summary_add(rbg_match_summary *summary, const rbg_match_record *record);
void rbg_match_summary_print(const rbg_match_summary *summary, const rbg_match_header *header,
                             bool json, FILE *out);

#endif
