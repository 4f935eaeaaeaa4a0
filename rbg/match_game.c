/* Playing one game of a match and writing it as a JSON line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "match_game.h"
#include "match_stats.h"
#include "notation.h"
#include "turn.h"

static uint64_t splitmix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15u;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

uint64_t rbg_match_game_seed(uint64_t match_seed, uint64_t index)
{
    return splitmix(splitmix(match_seed) ^ index);
}

/* A player's reward as docs/agents.md ("Rewards") defines it: the score over the declared bound
 * (the score itself when the game declares no positive bound). */
static double reward(const rbg_reasoner *r, const void *state, int player)
{
    double score = (double)r->score(r, state, player);
    int64_t bound = r->info->score_bounds[player];
    return bound > 0 ? score / (double)bound : score;
}

/* The moves (numeric and text forms) and what each cost, as the JSON arrays of the line. */
enum { LOG_ARRAYS = 4 };
typedef struct {
    char *text[LOG_ARRAYS];
    size_t size[LOG_ARRAYS];
    FILE *out[LOG_ARRAYS]; /* moves, seconds, states, texts */
} move_log;

static void log_open(move_log *log)
{
    for (int i = 0; i < LOG_ARRAYS; i++) {
        log->out[i] = open_memstream(&log->text[i], &log->size[i]);
        if (log->out[i] == NULL)
            abort();
    }
}

static void log_move(move_log *log, uint64_t played, const rbg_action *actions, uint32_t n,
                     const char *text_form, const rbg_agent_report *cost)
{
    const char *comma = played > 0 ? ", " : "";
    char *text = rbg_move_to_text(actions, n);
    fputs(comma, log->out[0]);
    rbg_json_put_string(log->out[0], text);
    free(text);
    fputs(comma, log->out[3]);
    rbg_json_put_string(log->out[3], text_form);
    fprintf(log->out[1], "%s%.6f", comma, cost->seconds);
    fprintf(log->out[2], "%s%llu", comma, (unsigned long long)cost->states);
}

static void log_close(move_log *log)
{
    for (int i = 0; i < LOG_ARRAYS; i++)
        fclose(log->out[i]);
}

/* The player who lost the game by giving no move (0: none) and why (agent.h, `failure`). */
typedef struct {
    int player;
    const char *reason;
} forfeit;

static char *game_line(const rbg_match_setup *s, uint64_t index, uint64_t seed, const void *state,
                       uint64_t played, bool cut, const move_log *log, forfeit lost)
{
    const rbg_reasoner *r = s->reasoner;
    const rbg_game_info *info = r->info;
    int a = index % 2 == 0 ? 1 : 2, b = 3 - a;
    double ra = reward(r, state, a), rb = reward(r, state, b);
    rbg_match_result result = ra > rb ? RBG_RESULT_WIN : ra < rb ? RBG_RESULT_LOSS : RBG_RESULT_DRAW;
    if (lost.player != 0)
        result = lost.player == a ? RBG_RESULT_LOSS : RBG_RESULT_WIN;
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        abort();
    fprintf(out, "{\"index\": %llu, \"seed\": \"%llu\", \"a\": ", (unsigned long long)index,
            (unsigned long long)seed);
    rbg_json_put_string(out, s->agent_a);
    fputs(", \"b\": ", out);
    rbg_json_put_string(out, s->agent_b);
    fputs(", \"a_player\": ", out);
    rbg_json_put_string(out, info->player_names[a]);
    fputs(", \"b_player\": ", out);
    rbg_json_put_string(out, info->player_names[b]);
    fprintf(out, ", \"a_first\": %s, \"result\": \"%s\", \"scores\": {", a == 1 ? "true" : "false",
            rbg_match_result_name(result));
    for (int p = 1; p <= info->n_players; p++) {
        if (p > 1)
            fputs(", ", out);
        rbg_json_put_string(out, info->player_names[p]);
        fprintf(out, ": %lld", (long long)r->score(r, state, p));
    }
    fputc('}', out);
    if (lost.player != 0) {
        fputs(", \"forfeit\": ", out);
        rbg_json_put_string(out, lost.player == a ? "a" : "b");
        fputs(", \"reason\": ", out);
        rbg_json_put_string(out, lost.reason);
    }
    fprintf(out, ", \"length\": %llu, \"cut\": %s, \"moves\": [%s], \"texts\": [%s], "
                 "\"seconds\": [%s], \"states\": [%s]}\n",
            (unsigned long long)played, cut ? "true" : "false", log->text[0], log->text[3],
            log->text[1], log->text[2]);
    fclose(out);
    return text;
}

char *rbg_match_play_game(const rbg_match_setup *s, uint64_t index, char *error, size_t error_size)
{
    const rbg_reasoner *r = s->reasoner;
    uint64_t seed = rbg_match_game_seed(s->match_seed, index);
    rbg_agent *agents[3] = {NULL, NULL, NULL};
    for (int p = 1; p <= 2; p++) {
        /* Player 1 is A in even games. */
        const char *spec = (p == 1) == (index % 2 == 0) ? s->agent_a : s->agent_b;
        char why[512];
        agents[p] = rbg_agent_new(spec, r, seed + (uint64_t)p, &s->options, why, sizeof why);
        if (agents[p] == NULL) {
            snprintf(error, error_size, "%s", why);
            rbg_agent_free(agents[1]);
            return NULL;
        }
    }
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    if (state == NULL)
        abort();
    r->initial(ctx, state);
    rbg_notation *notation = rbg_notation_from_file(r, s->options.game_path);
    rbg_moves moves;
    rbg_moves_init(&moves);
    move_log log;
    log_open(&log);
    uint64_t played = 0;
    bool cut = false, gave_up = false;
    forfeit lost = {0, NULL};
    while (r->legal_moves(ctx, state, &moves) > 0) {
        if (played >= s->max_length) {
            cut = true;
            break;
        }
        rbg_agent *mover = agents[r->player(r, state)];
        int64_t choice = rbg_turn_choose(mover, ctx, state, &moves);
        if (choice < 0 && mover->last.failure != NULL) {
            lost = (forfeit){r->player(r, state), mover->last.failure};
            break;
        }
        if (choice < 0 || (uint64_t)choice >= moves.n_moves) {
            snprintf(error, error_size, "game %llu: agent '%s' gave no move",
                     (unsigned long long)index, mover->name);
            gave_up = true;
            break;
        }
        const rbg_action *actions = rbg_move_actions(&moves, (uint32_t)choice);
        uint32_t length = rbg_move_length(&moves, (uint32_t)choice);
        rbg_move_texts texts;
        rbg_notation_texts(notation, ctx, state, &moves, &texts);
        log_move(&log, played, actions, length, texts.texts[choice], &mover->last);
        rbg_move_texts_free(&texts);
        r->apply(ctx, state, actions, length);
        rbg_turn_observe(agents, 1, 2, actions, length);
        played++;
    }
    log_close(&log);
    char *line = gave_up ? NULL : game_line(s, index, seed, state, played, cut, &log, lost);
    for (int i = 0; i < LOG_ARRAYS; i++)
        free(log.text[i]);
    rbg_notation_free(notation);
    rbg_moves_free(&moves);
    free(state);
    r->context_free(ctx);
    rbg_agent_free(agents[1]);
    rbg_agent_free(agents[2]);
    return line;
}
