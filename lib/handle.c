/* Plain functions over a reasoner and its context, for bindings (rbg_handle.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lib_alloc.h"
#include "librbg.h"
#include "notation.h"
#include "rbg_handle.h"
#include "semisplit.h"
#include "turn.h"

struct rbg_handle {
    rbg_reasoner *reasoner;
    rbg_context *context;
    rbg_semisplit *walker; /* perft and playouts through semimoves, when the game is split */
    char *path, *split;
    rbg_load_request request; /* for agents with split= */
    rbg_notation *notation;   /* cell names and move texts, made on first use */
    int references;           /* the caller's and one per agent: none may outlive the reasoner */
};

/* A message for the caller (only failing to copy it ends the process). */
static char *copy(const char *text)
{
    return rbg_checked(strdup(text));
}

rbg_handle *rbg_handle_load(const char *path, const char *backend, const char *split,
                            char **error)
{
    rbg_load_options options = {backend, split, true, NULL};
    rbg_reasoner *r = rbg_load(path, &options, error);
    if (r == NULL)
        return NULL;
    rbg_handle *h = calloc(1, sizeof *h);
    char *path_copy = strdup(path), *split_copy = strdup(split == NULL ? "none" : split);
    if (h == NULL || path_copy == NULL || split_copy == NULL) {
        free(h);
        free(path_copy);
        free(split_copy);
        r->destroy(r);
        *error = rbg_lib_out_of_memory();
        return NULL;
    }
    h->reasoner = r;
    h->references = 1;
    h->context = r->context_new(r);
    h->path = path_copy;
    h->split = split_copy;
    if (strcmp(h->split, "none") != 0)
        h->walker = rbg_semisplit_new(r, h->context);
    h->request = (rbg_load_request){h->path, {r->backend, NULL, true, NULL}};
    return h;
}

void rbg_handle_free(rbg_handle *h)
{
    if (h == NULL || --h->references > 0)
        return;
    rbg_semisplit_free(h->walker);
    rbg_notation_free(h->notation);
    h->reasoner->context_free(h->context);
    h->reasoner->destroy(h->reasoner);
    free(h->path);
    free(h->split);
    free(h);
}

const rbg_reasoner *rbg_handle_reasoner(const rbg_handle *h) { return h->reasoner; }
const char *rbg_handle_name(const rbg_handle *h) { return h->reasoner->info->name; }
const char *rbg_handle_backend(const rbg_handle *h) { return h->reasoner->backend; }
const char *rbg_handle_split(const rbg_handle *h) { return h->split; }
int rbg_handle_players(const rbg_handle *h) { return h->reasoner->info->n_players; }
size_t rbg_handle_state_size(const rbg_handle *h) { return h->reasoner->state_size; }

const char *rbg_handle_player_name(const rbg_handle *h, int player)
{
    const rbg_game_info *info = h->reasoner->info;
    return player >= 0 && player <= info->n_players ? info->player_names[player] : NULL;
}

void rbg_handle_initial(rbg_handle *h, void *state)
{
    h->reasoner->initial(h->context, state);
}

int rbg_handle_player(const rbg_handle *h, const void *state)
{
    return h->reasoner->player(h->reasoner, state);
}

bool rbg_handle_is_nodal(const rbg_handle *h, const void *state)
{
    return h->reasoner->is_nodal(h->reasoner, state);
}

int64_t rbg_handle_score(const rbg_handle *h, const void *state, int player)
{
    return h->reasoner->score(h->reasoner, state, player);
}

rbg_moves *rbg_handle_legal(rbg_handle *h, void *state, bool semimoves)
{
    rbg_moves *moves = rbg_checked_malloc(1, sizeof *moves);
    rbg_moves_init(moves);
    if (semimoves)
        h->reasoner->legal_semimoves(h->context, state, moves);
    else
        h->reasoner->legal_moves(h->context, state, moves);
    return moves;
}

void rbg_handle_moves_free(rbg_moves *moves)
{
    if (moves == NULL)
        return;
    rbg_moves_free(moves);
    free(moves);
}

uint32_t rbg_handle_moves_count(const rbg_moves *moves)
{
    return moves->n_moves;
}

uint32_t rbg_handle_move(const rbg_moves *moves, uint32_t i, rbg_action *out, uint32_t capacity)
{
    if (i >= moves->n_moves)
        return 0;
    uint32_t n = rbg_move_length(moves, i);
    memcpy(out, rbg_move_actions(moves, i), (n < capacity ? n : capacity) * sizeof *out);
    return n;
}

const rbg_notation *rbg_handle_notation(rbg_handle *h)
{
    if (h->notation == NULL)
        h->notation = rbg_notation_from_file(h->reasoner, h->path);
    return h->notation;
}

rbg_move_texts *rbg_handle_texts(rbg_handle *h, const void *state, const rbg_moves *moves)
{
    rbg_move_texts *texts = rbg_checked(calloc(1, sizeof *texts));
    rbg_notation_texts(rbg_handle_notation(h), h->context, state, moves, texts);
    return texts;
}

void rbg_handle_texts_free(rbg_move_texts *texts)
{
    if (texts != NULL)
        rbg_move_texts_free(texts);
    free(texts);
}

const char *rbg_handle_text(const rbg_move_texts *texts, uint32_t i)
{
    return i < texts->n ? texts->texts[i] : NULL;
}

const char *rbg_handle_cell_name(rbg_handle *h, int cell)
{
    return rbg_notation_cell_name(rbg_handle_notation(h), cell);
}

bool rbg_handle_apply(rbg_handle *h, void *state, const rbg_moves *moves, uint32_t i,
                      bool semimove)
{
    const rbg_action *actions = rbg_move_actions(moves, i);
    if (semimove)
        return h->reasoner->apply_semimove(h->context, state, actions[0]);
    return h->reasoner->apply(h->context, state, actions, rbg_move_length(moves, i));
}

uint64_t rbg_handle_perft(rbg_handle *h, const void *state, int depth)
{
    if (h->walker != NULL)
        return rbg_semisplit_perft(h->walker, state, depth);
    return h->reasoner->perft(h->context, state, depth);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

uint64_t rbg_handle_bench(rbg_handle *h, const void *state, double seconds, uint64_t seed,
                          uint64_t max_length, rbg_playout_stats *total)
{
    const rbg_reasoner *r = h->reasoner;
    void *copy_of_state = rbg_checked_malloc(1, r->state_size);
    rbg_rng rng;
    rbg_rng_seed(&rng, seed);
    *total = (rbg_playout_stats){0};
    uint64_t playouts = 0;
    double start = now();
    do {
        memcpy(copy_of_state, state, r->state_size);
        rbg_playout_stats stats = {0};
        if (h->walker != NULL)
            rbg_semisplit_playout(h->walker, copy_of_state, &rng, max_length, &stats);
        else
            r->playout(h->context, copy_of_state, &rng, max_length, &stats);
        playouts++;
        total->moves += stats.moves;
        total->states += stats.states;
        total->generated += stats.generated;
        total->generations += stats.generations;
        total->hit_limit |= stats.hit_limit;
    } while ((playouts & 15) != 0 || now() - start < seconds);
    free(copy_of_state);
    return playouts;
}

static rbg_agent_options agent_options(rbg_handle *h, double seconds, uint64_t states)
{
    return (rbg_agent_options){.seconds_per_move = seconds, .states_per_move = states,
                               .load_reasoner = rbg_load_split, .loader_data = &h->request,
                               .game_path = h->path};
}

rbg_agent *rbg_handle_agent(rbg_handle *h, const char *spec, uint64_t seed, double seconds,
                            uint64_t states, char **error)
{
    rbg_agent_options options = agent_options(h, seconds, states);
    char why[1024];
    rbg_agent *agent = rbg_agent_new(spec, h->reasoner, seed, &options, why, sizeof why);
    if (agent == NULL)
        *error = copy(why);
    else
        h->references++;
    return agent;
}

void rbg_handle_agent_free(rbg_handle *h, rbg_agent *agent)
{
    rbg_agent_free(agent);
    rbg_handle_free(h);
}

int64_t rbg_handle_choose(rbg_handle *h, rbg_agent *agent, const void *state,
                          const rbg_moves *moves)
{
    return rbg_turn_choose(agent, h->context, state, moves);
}

void rbg_handle_observe(rbg_agent *agent, const rbg_action *actions, uint32_t n)
{
    rbg_turn_observe(&agent, 0, 0, actions, n);
}

const char *rbg_handle_failure(const rbg_agent *agent)
{
    return agent->last.failure;
}

char *rbg_handle_match_game(rbg_handle *h, const char *agent_a, const char *agent_b,
                            double seconds, uint64_t states, uint64_t seed, uint64_t index,
                            uint64_t max_length, char **error)
{
    rbg_match_setup setup = {.reasoner = h->reasoner, .agent_a = agent_a, .agent_b = agent_b,
                             .options = agent_options(h, seconds, states), .match_seed = seed,
                             .max_length = max_length};
    char why[1024];
    char *line = rbg_match_play_game(&setup, index, why, sizeof why);
    if (line == NULL)
        *error = copy(why);
    return line;
}
