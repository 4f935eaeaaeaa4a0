/* rbg play GAME --agent A --agent B ...: one game, the board drawn after each move. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"
#include "thinking_line.h"
#include "turn.h"

/* Agents follow the game from the initial state, so they are told the --after moves too (the
 * session played them already). */
static void observe_after(rbg_agent *const *agents, int n_players, const rbg_moves *after)
{
    for (uint32_t i = 0; i < after->n_moves; i++)
        rbg_turn_observe(agents, 1, n_players, rbg_move_actions(after, i), rbg_move_length(after, i));
}

/* Opens the --record file; NULL after saying why.  An existing regular file is kept unless
 * --force; a FIFO without a reader is refused at once instead of blocking. */
static FILE *open_record(const char *path, bool force)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NONBLOCK | O_CLOEXEC, 0666);
    struct stat st;
    if (fd < 0 && errno == EEXIST && stat(path, &st) == 0) {
        if (S_ISREG(st.st_mode) && !force) {
            rbg_cli_fail("play: '%s' exists; add --force to overwrite it", path);
            return NULL;
        }
        fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | (S_ISREG(st.st_mode) ? O_TRUNC : 0));
    }
    if (fd < 0) {
        if (errno == ENXIO)
            rbg_cli_fail("play: cannot write '%s': no process reads that FIFO", path);
        else
            rbg_cli_fail("play: cannot write '%s': %s", path, strerror(errno));
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0 ? NULL : fdopen(fd, "w");
    if (f == NULL) {
        rbg_cli_fail("play: cannot write '%s': %s", path, strerror(errno));
        close(fd);
    }
    return f;
}

/* Writes a move to the record; false after saying why it could not (a full disk). */
static bool record_move(FILE *record, const char *path, const char *text)
{
    if (fprintf(record, "%s\n", text) >= 0 && fflush(record) == 0)
        return true;
    rbg_cli_fail("play: cannot write '%s': %s", path, strerror(errno));
    return false;
}

/* The text of legal move `i` of `state`: its notation, or with --numeric its numeric form. */
static char *move_text(const rbg_notation *notation, rbg_context *ctx, const void *state,
                       const rbg_moves *moves, uint32_t i, bool numeric)
{
    if (numeric)
        return rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
    rbg_move_texts texts;
    rbg_notation_texts(notation, ctx, state, moves, &texts);
    char *text = strdup(texts.texts[i]);
    rbg_move_texts_free(&texts);
    return text;
}

/* The state after --after and the first `n` moves of `history`, into the session's state. */
static void replay(rbg_cli_session *session, const rbg_moves *history, uint32_t n)
{
    rbg_reasoner *r = session->reasoner;
    r->initial(session->context, session->state);
    for (uint32_t i = 0; i < session->after.n_moves; i++)
        r->apply(session->context, session->state, rbg_move_actions(&session->after, i),
                 rbg_move_length(&session->after, i));
    for (uint32_t i = 0; i < n; i++)
        r->apply(session->context, session->state, rbg_move_actions(history, i),
                 rbg_move_length(history, i));
}

/* Takes back the moves since `mover`'s last one, that one included; how many (0: none of the
 * game's moves is theirs). */
static uint64_t undo(rbg_cli_session *session, rbg_moves *history, const int *movers,
                     uint64_t played, int mover)
{
    uint64_t keep = played;
    while (keep > 0 && keep <= 1u << 20 && movers[keep - 1] != mover)
        keep--;
    if (keep == 0 || keep > 1u << 20)
        return 0;
    keep--;
    history->n_moves = (uint32_t)keep;
    history->n_actions = history->begin[keep];
    replay(session, history, (uint32_t)keep);
    return played - keep;
}

/* New agents (the same strings and seeds) told the game so far: searches keep no tree of
 * moves taken back. */
static int restart_agents(rbg_agent **agents, const char *const *specs, int n_players,
                          const rbg_reasoner *r, const rbg_cli_options *o,
                          const rbg_agent_options *options, const rbg_cli_session *session,
                          const rbg_moves *history)
{
    for (int p = 1; p <= n_players; p++) {
        char error[512];
        rbg_agent_free(agents[p]);
        agents[p] = rbg_agent_new(specs[p - 1], r, o->seed + (uint64_t)p, options, error,
                                  sizeof error);
        if (agents[p] == NULL)
            return rbg_cli_fail("play: %s", error);
    }
    observe_after(agents, n_players, &session->after);
    observe_after(agents, n_players, history);
    return 0;
}

/* After an undo, the record holds the moves of the game as it now stands. */
static int rewrite_record(FILE *record, const char *path, rbg_cli_session *session,
                          const rbg_moves *history, bool numeric)
{
    if (fflush(record) != 0 || ftruncate(fileno(record), 0) != 0 || fseek(record, 0, SEEK_SET) != 0)
        return rbg_cli_fail("play: cannot rewrite '%s' after the undo: %s", path, strerror(errno));
    rbg_reasoner *r = session->reasoner;
    rbg_moves legal;
    rbg_moves_init(&legal);
    int status = 0;
    replay(session, history, 0);
    for (uint32_t i = 0; i < history->n_moves && status == 0; i++) {
        r->legal_moves(session->context, session->state, &legal);
        int64_t found = rbg_moves_find(&legal, rbg_move_actions(history, i), rbg_move_length(history, i));
        char *text = move_text(session->notation, session->context, session->state, &legal,
                               (uint32_t)found, numeric);
        if (!record_move(record, path, text))
            status = 1;
        free(text);
        r->apply(session->context, session->state, rbg_move_actions(history, i),
                 rbg_move_length(history, i));
    }
    rbg_moves_free(&legal);
    return status;
}

int rbg_cmd_play(const rbg_cli_options *o)
{
    /* The agents, one per player: the arguments after the game, or the --agent options. */
    const char *const *specs = o->n_positional > 0 ? o->positional : o->agents;
    int n_specs = o->n_positional > 0 ? o->n_positional : o->n_agents;
    if (o->n_positional > 0 && o->n_agents > 0)
        return rbg_cli_fail("play: give the agents as arguments or with --agent, not both");
    if (o->time_per_move > 0 && o->states_per_move > 0)
        return rbg_cli_fail("play: give either --time or --states, not both");
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    rbg_reasoner *r = session.reasoner;
    rbg_context *ctx = session.context;
    void *state = session.state;
    const rbg_game_info *info = r->info;
    int status = 0;
    rbg_agent *agents[RBG_CLI_MAX_AGENTS + 1] = {NULL};
    if (n_specs != info->n_players) {
        status = rbg_cli_fail("play: the game has %d player%s, so give %d agent%s (got %d)",
                              info->n_players, info->n_players == 1 ? "" : "s", info->n_players,
                              info->n_players == 1 ? "" : "s", n_specs);
    }
    rbg_load_request loader = rbg_cli_load_request(o, r);
    rbg_agent_options agent_options = {.in = stdin, .out = stdout, .seconds_per_move = o->time_per_move,
                                       .states_per_move = o->states_per_move,
                                       .max_nodes = o->max_nodes,
                                       .load_reasoner = rbg_load_split, .loader_data = &loader,
                                       .game_path = o->game};
    /* On a terminal, one line on stderr shows how far a searching agent has come. */
    rbg_thinking_line thinking = {.out = stderr};
    if (isatty(STDERR_FILENO)) {
        agent_options.progress = rbg_thinking_line_update;
        agent_options.progress_arg = &thinking;
    }
    for (int p = 1; status == 0 && p <= info->n_players; p++) {
        char error[512];
        agents[p] = rbg_agent_new(specs[p - 1], r, o->seed + (uint64_t)p, &agent_options, error,
                                  sizeof error);
        if (agents[p] == NULL)
            status = rbg_cli_fail("play: %s", error);
    }
    FILE *record = NULL;
    if (status == 0 && o->record != NULL && (record = open_record(o->record, o->force)) == NULL)
        status = 1;
    if (status != 0) {
        for (int p = 1; p <= info->n_players; p++)
            rbg_agent_free(agents[p]);
        rbg_cli_session_close(&session);
        return status;
    }
    observe_after(agents, info->n_players, &session.after);
    rbg_moves moves, history;
    rbg_moves_init(&moves);
    rbg_moves_init(&history);
    int *movers = calloc(o->max_length < 1u << 20 ? o->max_length + 1 : 1u << 20, sizeof *movers);
    uint64_t played = 0;
    while (status == 0) {
        rbg_draw_board(r, session.notation, state, stdout);
        uint32_t n = r->legal_moves(ctx, state, &moves);
        if (n == 0) {
            printf("The game is over after %llu moves.\n", (unsigned long long)played);
            break;
        }
        if (played >= o->max_length) {
            printf("Stopped at the length limit of %llu moves.\n", (unsigned long long)o->max_length);
            if (o->default_cap && !o->quiet)
                fprintf(stderr, "rbg: play: the game was stopped after %llu moves, the default "
                                "limit; give --max-length N for another\n",
                        (unsigned long long)o->max_length);
            break;
        }
        int mover = r->player(r, state);
        thinking.who = info->player_names[mover];
        int64_t choice = rbg_turn_choose(agents[mover], ctx, state, &moves);
        rbg_thinking_line_clear(&thinking);
        const char *failure = agents[mover]->last.failure;
        if (choice == RBG_AGENT_UNDO) {
            uint64_t back = undo(&session, &history, movers, played, mover);
            if (back == 0) {
                printf("Nothing to undo: %s has not moved yet.\n", info->player_names[mover]);
                continue;
            }
            played -= back;
            printf("\nTook back %llu move%s.\n", (unsigned long long)back, back == 1 ? "" : "s");
            status = restart_agents(agents, specs, info->n_players, r, o, &agent_options, &session,
                                    &history);
            if (status == 0 && record != NULL)
                status = rewrite_record(record, o->record, &session, &history, o->numeric);
            continue;
        }
        if (choice < 0 && failure != NULL) {
            printf("%s (%s) gives no move: it %s; it loses the game.\n",
                   info->player_names[mover], agents[mover]->name, failure);
            status = rbg_cli_fail("play: %s (%s) %s", info->player_names[mover],
                                  agents[mover]->name, failure);
            break;
        }
        if (choice < 0) {
            putchar('\n'); /* end the prompt's line */
            fflush(stdout);
            status = rbg_cli_fail("play: %s gave up (end of input)", info->player_names[mover]);
            break;
        }
        const rbg_action *actions = rbg_move_actions(&moves, (uint32_t)choice);
        uint32_t length = rbg_move_length(&moves, (uint32_t)choice);
        char *text = move_text(session.notation, ctx, state, &moves, (uint32_t)choice, o->numeric);
        printf("\nmove %llu: %s (%s) plays %s", (unsigned long long)played + 1,
               info->player_names[mover], agents[mover]->name, text);
        /* What a search cost; agents that do not search (random, human) report nothing. */
        const rbg_agent_report *cost = &agents[mover]->last;
        if (cost->states > 0 || cost->iterations > 0)
            printf("  [%.3f s, %llu states, %llu iterations]", cost->seconds,
                   (unsigned long long)cost->states, (unsigned long long)cost->iterations);
        putchar('\n');
        if (record != NULL && !record_move(record, o->record, text))
            status = 1;
        free(text);
        if (status != 0)
            break;
        rbg_moves_add(&history, actions, length);
        if (played < 1u << 20)
            movers[played] = mover;
        r->apply(ctx, state, actions, length);
        rbg_turn_observe(agents, 1, info->n_players, actions, length);
        played++;
    }
    free(movers);
    rbg_moves_free(&history);
    if (record != NULL && fclose(record) != 0 && status == 0)
        status = rbg_cli_fail("play: cannot write '%s': %s", o->record, strerror(errno));
    if (status == 0) /* not after a player gave up mid-game or the record failed */
        rbg_draw_scores(r, state, "scores:", stdout);
    rbg_moves_free(&moves);
    for (int p = 1; p <= info->n_players; p++)
        rbg_agent_free(agents[p]);
    rbg_cli_session_close(&session);
    return status;
}
