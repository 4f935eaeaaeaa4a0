/* rbg play GAME --agent A --agent B ...: one game, the board drawn after each move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "cli.h"

static void show_scores(const rbg_reasoner *r, const void *state, FILE *out)
{
    const rbg_game_info *info = r->info;
    fputs("scores:", out);
    for (int p = 1; p <= info->n_players; p++)
        fprintf(out, " %s %lld", info->player_names[p], (long long)r->score(r, state, p));
    fputc('\n', out);
}

int rbg_cmd_play(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("play: unexpected argument '%s'", o->positional[0]);
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    rbg_reasoner *r = session.reasoner;
    rbg_context *ctx = session.context;
    void *state = session.state;
    const rbg_game_info *info = r->info;
    int status = 0;
    rbg_agent *agents[RBG_CLI_MAX_AGENTS + 1] = {NULL};
    if (o->n_agents != info->n_players) {
        status = rbg_cli_fail("play: the game has %d players, so give %d --agent options (got %d)",
                              info->n_players, info->n_players, o->n_agents);
    }
    rbg_agent_options agent_options = {.in = stdin, .out = stdout, .seconds_per_move = o->time_per_move,
                                       .states_per_move = o->states_per_move};
    for (int p = 1; status == 0 && p <= info->n_players; p++) {
        char error[512];
        agents[p] = rbg_agent_new(o->agents[p - 1], r, o->seed + (uint64_t)p, &agent_options, error,
                                  sizeof error);
        if (agents[p] == NULL)
            status = rbg_cli_fail("play: %s", error);
    }
    FILE *record = NULL;
    if (status == 0 && o->record != NULL && (record = fopen(o->record, "w")) == NULL)
        status = rbg_cli_fail("play: cannot write '%s'", o->record);
    if (status != 0) {
        for (int p = 1; p <= info->n_players; p++)
            rbg_agent_free(agents[p]);
        rbg_cli_session_close(&session);
        return status;
    }
    rbg_moves moves;
    rbg_moves_init(&moves);
    uint64_t played = 0;
    while (status == 0) {
        rbg_draw_board(r, state, stdout);
        uint32_t n = r->legal_moves(ctx, state, &moves);
        if (n == 0) {
            printf("The game is over after %llu moves.\n", (unsigned long long)played);
            break;
        }
        if (played >= o->max_length) {
            printf("Stopped at the length limit of %llu moves.\n", (unsigned long long)o->max_length);
            break;
        }
        int mover = r->player(r, state);
        int64_t choice = agents[mover]->choose(agents[mover], ctx, state, &moves);
        if (choice < 0) {
            putchar('\n'); /* end the prompt's line */
            fflush(stdout);
            status = rbg_cli_fail("play: %s gave up (end of input)", info->player_names[mover]);
            break;
        }
        char *text = rbg_move_to_text(rbg_move_actions(&moves, (uint32_t)choice),
                                      rbg_move_length(&moves, (uint32_t)choice));
        printf("\nmove %llu: %s (%s) plays %s\n", (unsigned long long)played + 1,
               info->player_names[mover], agents[mover]->name, text);
        if (record != NULL) {
            fprintf(record, "%s\n", text);
            fflush(record);
        }
        free(text);
        r->apply(ctx, state, rbg_move_actions(&moves, (uint32_t)choice),
                 rbg_move_length(&moves, (uint32_t)choice));
        played++;
    }
    if (status == 0) /* not after a player gave up mid-game */
        show_scores(r, state, stdout);
    if (record != NULL)
        fclose(record);
    rbg_moves_free(&moves);
    for (int p = 1; p <= info->n_players; p++)
        rbg_agent_free(agents[p]);
    rbg_cli_session_close(&session);
    return status;
}
