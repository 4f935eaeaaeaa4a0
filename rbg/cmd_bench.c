/* rbg bench GAME: flat Monte-Carlo from the initial state, with the figures of the split-moves
 * paper's Table 1 (playouts/s, nodal and all states per second and per playout, branching).
 * With a split strategy each move is built from random semimoves (backtracking from dead ends);
 * all states then count every semimove applied, and the branching is per semimove list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "semisplit.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int rbg_cmd_bench(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("bench: unexpected argument '%s'", o->positional[0]);
    if (o->seconds > 0 && o->playouts > 0)
        return rbg_cli_fail("bench: give either --seconds or --playouts, not both");
    double budget = o->seconds > 0 ? o->seconds : o->playouts > 0 ? 0 : 10;
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    rbg_reasoner *r = session.reasoner;
    const rbg_game_info *info = r->info;
    rbg_context *ctx = session.context;
    const void *initial = session.state;
    void *state = malloc(r->state_size);
    rbg_rng rng;
    rbg_rng_seed(&rng, o->seed);
    double *score_sum = calloc((size_t)info->n_players + 1, sizeof(double));
    rbg_playout_stats total = {0};
    rbg_semisplit *semi = strcmp(o->split, "none") != 0 ? rbg_semisplit_new(r, ctx) : NULL;
    uint64_t playouts = 0, limited = 0;
    double start = now(), elapsed = 0;
    for (;;) {
        memcpy(state, initial, r->state_size);
        rbg_playout_stats stats = {.exact = o->exact};
        if (semi)
            rbg_semisplit_playout(semi, state, &rng, o->max_length, &stats);
        else
            r->playout(ctx, state, &rng, o->max_length, &stats);
        playouts++;
        limited += stats.hit_limit;
        total.moves += stats.moves;
        total.states += stats.states;
        total.generated += stats.generated;
        total.generations += stats.generations;
        for (int p = 1; p <= info->n_players; p++)
            score_sum[p] += (double)r->score(r, state, p);
        if (o->playouts > 0 ? playouts >= o->playouts : (playouts & 15) == 0 && now() - start >= budget)
            break;
    }
    elapsed = now() - start;
    if (elapsed <= 0)
        elapsed = 1e-9;
    double n = (double)playouts;
    double mean_branching = total.generations ? (double)total.generated / (double)total.generations : 0;
    if (o->json) {
        printf("{\"game\": \"%s\", \"backend\": \"%s\", \"split\": \"%s\", \"seed\": %llu, "
               "\"seconds\": %.3f, \"playouts\": %llu, \"playouts_per_s\": %.1f, "
               "\"nodal_states_per_s\": %.1f, \"states_per_s\": %.1f, \"mean_nodal_length\": %.2f, "
               "\"mean_length\": %.2f, \"mean_branching\": %.2f, \"limited_playouts\": %llu, "
               "\"exact\": %s, \"mean_scores\": {",
               info->name, r->backend, o->split, (unsigned long long)o->seed, elapsed,
               (unsigned long long)playouts, n / elapsed, (double)total.moves / elapsed,
               (double)total.states / elapsed, (double)total.moves / n, (double)total.states / n,
               mean_branching, (unsigned long long)limited, o->exact ? "true" : "false");
        for (int p = 1; p <= info->n_players; p++)
            printf("%s\"%s\": %.2f", p > 1 ? ", " : "", info->player_names[p], score_sum[p] / n);
        printf("}}\n");
    } else {
        printf("game %s, backend %s, split %s, seed %llu\n", info->name, r->backend, o->split,
               (unsigned long long)o->seed);
        printf("%-28s %14.3f\n", "seconds", elapsed);
        printf("%-28s %14llu\n", "playouts", (unsigned long long)playouts);
        printf("%-28s %14.1f\n", "playouts/s", n / elapsed);
        printf("%-28s %14.1f\n", "nodal states/s", (double)total.moves / elapsed);
        printf("%-28s %14.1f\n", "all states/s", (double)total.states / elapsed);
        printf("%-28s %14.2f\n", "mean playout length (nodal)", (double)total.moves / n);
        printf("%-28s %14.2f\n", "mean playout length (all)", (double)total.states / n);
        printf("%-28s %14.2f\n", "mean branching factor", mean_branching);
        for (int p = 1; p <= info->n_players; p++)
            printf("mean score of %-14s %14.2f\n", info->player_names[p], score_sum[p] / n);
        if (limited > 0)
            printf("%llu playouts stopped at the length limit of %llu moves\n",
                   (unsigned long long)limited, (unsigned long long)o->max_length);
    }
    if (o->default_cap && limited > 0 && !o->quiet)
        fprintf(stderr, "rbg: bench: %llu of %llu playouts were stopped after %llu moves, the "
                        "default limit; give --max-length N for another\n",
                (unsigned long long)limited, (unsigned long long)playouts,
                (unsigned long long)o->max_length);
    rbg_semisplit_free(semi);
    free(score_sum);
    free(state);
    rbg_cli_session_close(&session);
    return 0;
}
