#include "playout_driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint64_t playouts; /* 0: as many as fit in the seconds */
    double seconds;    /* of CPU time */
    uint64_t seed;
    int perft_depth; /* 0: run playouts */
} hw_options;

static int hw_usage_error(const char *program, const char *message, const char *arg)
{
    fprintf(stderr, "%s: %s%s%s\n", program, message, arg ? " " : "", arg ? arg : "");
    fprintf(stderr, "usage: %s [--playouts N | --seconds S] [--seed S] | --perft D\n", program);
    return 2;
}

/* A whole decimal number in [min, max], nothing else. */
static int hw_parse_number(const char *text, uint64_t min, uint64_t max, uint64_t *value)
{
    if (text == NULL || *text < '0' || *text > '9')
        return 0;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return 0;
    *value = v;
    return 1;
}

static double hw_cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void hw_run_perft(const hw_game *game, int depth)
{
    printf("%-5s %16s\n", "depth", "leaves");
    for (int d = 1; d <= depth; d++)
        printf("%-5d %16" PRIu64 "\n", d, game->perft(d));
}

static void hw_run_playouts(const hw_game *game, const hw_options *o)
{
    rbg_rng rng;
    rbg_rng_seed(&rng, o->seed);
    uint64_t playouts = 0, moves = 0, wins[3] = {0, 0, 0};
    double start = hw_cpu_seconds();
    for (;;) {
        hw_outcome outcome = {0, 0};
        game->playout(&rng, &outcome);
        playouts++;
        moves += outcome.length;
        wins[outcome.winner]++;
        /* the clock is read every 256 playouts only: it costs more than a playout */
        if (o->playouts > 0 ? playouts >= o->playouts
                            : (playouts & 255) == 0 && hw_cpu_seconds() - start >= o->seconds)
            break;
    }
    double seconds = hw_cpu_seconds() - start;
    if (seconds <= 0)
        seconds = 1e-9;
    double n = (double)playouts;
    printf("game %s (hand-written bitboards), seed %" PRIu64 "\n", game->name, o->seed);
    printf("%-28s %14.3f\n", "cpu seconds", seconds);
    printf("%-28s %14" PRIu64 "\n", "playouts", playouts);
    printf("%-28s %14.1f\n", "playouts/cpu-s", n / seconds);
    printf("%-28s %14.1f\n", "moves/cpu-s", (double)moves / seconds);
    printf("%-28s %14.2f\n", "mean playout length", (double)moves / n);
    for (int p = 1; p <= 2; p++)
        printf("wins of %-20s %14.4f\n", game->players[p - 1], (double)wins[p] / n);
    printf("%-28s %14.4f\n", "draws", (double)wins[0] / n);
    for (int p = 1; p <= 2; p++)
        printf("mean score of %-14s %14.2f\n", game->players[p - 1],
               (100.0 * (double)wins[p] + 50.0 * (double)wins[0]) / n);
}

int hw_main(int argc, char **argv, const hw_game *game)
{
    const char *program = argc > 0 ? argv[0] : "bench";
    hw_options o = {.playouts = 0, .seconds = 10, .seed = 1, .perft_depth = 0};
    int have_playouts = 0, have_seconds = 0, have_seed = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t v;
        if (strcmp(arg, "--playouts") == 0) {
            if (!hw_parse_number(value, 1, UINT64_MAX / 2, &o.playouts))
                return hw_usage_error(program, "--playouts wants a whole number of at least 1, not",
                                      value ? value : "nothing");
            have_playouts = 1;
        } else if (strcmp(arg, "--seconds") == 0) {
            if (!hw_parse_number(value, 1, 86400, &v))
                return hw_usage_error(program, "--seconds wants a whole number from 1 to 86400, not",
                                      value ? value : "nothing");
            o.seconds = (double)v;
            have_seconds = 1;
        } else if (strcmp(arg, "--seed") == 0) {
            if (!hw_parse_number(value, 0, UINT64_MAX, &o.seed))
                return hw_usage_error(program, "--seed wants a whole number, not",
                                      value ? value : "nothing");
            have_seed = 1;
        } else if (strcmp(arg, "--perft") == 0) {
            if (!hw_parse_number(value, 1, 20, &v))
                return hw_usage_error(program, "--perft wants a depth from 1 to 20, not",
                                      value ? value : "nothing");
            o.perft_depth = (int)v;
        } else {
            return hw_usage_error(program, "unknown argument", arg);
        }
        i++;
    }
    if (have_playouts && have_seconds)
        return hw_usage_error(program, "give either --playouts or --seconds, not both", NULL);
    if (o.perft_depth > 0 && (have_playouts || have_seconds || have_seed))
        return hw_usage_error(program, "--perft takes no --playouts, --seconds or --seed", NULL);
    if (o.perft_depth > 0)
        hw_run_perft(game, o.perft_depth);
    else
        hw_run_playouts(game, &o);
    return 0;
}
