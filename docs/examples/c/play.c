/* A program built against the installed librbg only:
 *   cc play.c $(pkg-config --cflags --libs rbg) -o play
 *   ./play GAME.rbg [DEPTH [BACKEND]]
 * loads the game with the backend (default compiled; the interpreter when no C compiler is found), prints
 * its perft counts up to DEPTH, plays one game of MCTS against a random agent and prints the
 * result with the match statistics of that one game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <librbg.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s GAME.rbg [DEPTH [BACKEND]]\n", argv[0]);
        return 2;
    }
    rbg_load_options options = {.backend = argc > 3 ? argv[3] : "compiled", .quiet = true, .log = stderr};
    char *error;
    rbg_reasoner *r = rbg_load(argv[1], &options, &error);
    if (r == NULL) {
        fprintf(stderr, "%s\n", error);
        free(error);
        return 1;
    }
    printf("librbg %s (headers %s)\n", rbg_library_version(), RBG_VERSION);
    printf("game %s, %d players, backend %s\n", r->info->name, r->info->n_players, r->backend);

    rbg_context *context = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(context, state);
    int depth = argc > 2 ? atoi(argv[2]) : 3;
    for (int d = 1; d <= depth; d++)
        printf("perft %d %llu\n", d, (unsigned long long)r->perft(context, state, d));
    free(state);
    r->context_free(context);

    /* One game: agent A (MCTS, 1000 states a move) is player 1 in game 0. */
    rbg_match_setup setup = {.reasoner = r, .agent_a = "mcts", .agent_b = "random",
                             .options = {.states_per_move = 1000}, .match_seed = 7,
                             .max_length = 1000};
    char why[512];
    char *line = rbg_match_play_game(&setup, 0, why, sizeof why);
    int status = 1;
    rbg_match_record record;
    if (line == NULL) {
        fprintf(stderr, "%s\n", why);
    } else if (!rbg_match_record_parse(line, strlen(line) - 1, &record, why, sizeof why)) {
        fprintf(stderr, "%s\n", why);
    } else {
        rbg_match_stats stats = {0};
        rbg_match_stats_add(&stats, record.result);
        printf("game 0: %s for mcts, win rate %.2f\n", rbg_match_result_name(record.result),
               rbg_match_stats_win_rate(&stats));
        status = 0;
    }
    free(line);
    r->destroy(r);
    return status;
}
