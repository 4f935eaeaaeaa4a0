/* Printing the score of a match. */
#include "json.h"
#include "match_summary.h"

void rbg_match_summary_add(rbg_match_summary *s, const rbg_match_record *record)
{
    rbg_match_stats_add(&s->all, record->result);
    rbg_match_stats_add(record->a_first ? &s->first : &s->second, record->result);
    s->forfeits_a += record->forfeit == 'a';
    s->forfeits_b += record->forfeit == 'b';
}

static void print_json(const rbg_match_summary *s, const rbg_match_header *h, FILE *out)
{
    const rbg_match_stats *a = &s->all;
    uint64_t games = rbg_match_stats_games(a);
    fprintf(out, "{\"games\": %llu, \"wins\": %llu, \"draws\": %llu, \"losses\": %llu, \"win_rate\": ",
            (unsigned long long)games, (unsigned long long)a->wins, (unsigned long long)a->draws,
            (unsigned long long)a->losses);
    if (games == 0)
        fputs("null", out);
    else
        fprintf(out, "%.6f", rbg_match_stats_win_rate(a));
    double lo, hi;
    if (rbg_match_stats_ci95(a, &lo, &hi))
        fprintf(out, ", \"ci95\": [%.6f, %.6f]", lo, hi);
    else
        fputs(", \"ci95\": null", out);
    fprintf(out, ", \"expected_games\": %llu, \"missing\": %llu, \"game\": ",
            (unsigned long long)s->expected,
            (unsigned long long)(s->expected > games ? s->expected - games : 0));
    rbg_json_put_string(out, h->game);
    fputs(", \"a\": ", out);
    rbg_json_put_string(out, h->agent_a);
    fputs(", \"b\": ", out);
    rbg_json_put_string(out, h->agent_b);
    fprintf(out, ", \"a_first\": [%llu, %llu, %llu], \"a_second\": [%llu, %llu, %llu], "
                 "\"forfeits\": [%llu, %llu]}\n",
            (unsigned long long)s->first.wins, (unsigned long long)s->first.draws,
            (unsigned long long)s->first.losses, (unsigned long long)s->second.wins,
            (unsigned long long)s->second.draws, (unsigned long long)s->second.losses,
            (unsigned long long)s->forfeits_a, (unsigned long long)s->forfeits_b);
}

static void print_text(const rbg_match_summary *s, const rbg_match_header *h, FILE *out)
{
    const rbg_match_stats *a = &s->all;
    uint64_t games = rbg_match_stats_games(a);
    fprintf(out, "%s: A = %s, B = %s\n", h->game, h->agent_a, h->agent_b);
    fprintf(out, "games %llu", (unsigned long long)games);
    if (games < s->expected)
        fprintf(out, " (%llu of %llu missing)", (unsigned long long)(s->expected - games),
                (unsigned long long)s->expected);
    fprintf(out, ": A won %llu, drew %llu, lost %llu", (unsigned long long)a->wins,
            (unsigned long long)a->draws, (unsigned long long)a->losses);
    fprintf(out, " (as player 1: %llu-%llu-%llu, as player 2: %llu-%llu-%llu)\n",
            (unsigned long long)s->first.wins, (unsigned long long)s->first.draws,
            (unsigned long long)s->first.losses, (unsigned long long)s->second.wins,
            (unsigned long long)s->second.draws, (unsigned long long)s->second.losses);
    double lo, hi;
    if (games == 0)
        fputs("win rate of A: none (no games)\n", out);
    else if (rbg_match_stats_ci95(a, &lo, &hi))
        fprintf(out, "win rate of A: %.1f%% (95%% CI %.1f%% to %.1f%%)\n",
                100 * rbg_match_stats_win_rate(a), 100 * lo, 100 * hi);
    else
        fprintf(out, "win rate of A: %.1f%% (no interval: one side won every game)\n",
                100 * rbg_match_stats_win_rate(a));
    if (s->forfeits_a + s->forfeits_b > 0)
        fprintf(out, "lost by giving no move: A %llu, B %llu (the reasons are in the match file)\n",
                (unsigned long long)s->forfeits_a, (unsigned long long)s->forfeits_b);
}

void rbg_match_summary_print(const rbg_match_summary *s, const rbg_match_header *h, bool json,
                             FILE *out)
{
    if (json)
        print_json(s, h, out);
    else
        print_text(s, h, out);
}
