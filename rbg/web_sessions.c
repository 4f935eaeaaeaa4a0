/* The games of `rbg serve`: loading game files, sessions, and the agents' threads. */
#include "web_sessions.h"

#include "checked_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "librbg.h"
#include "turn.h"
#include "web_notation.h"

static char *name_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash != NULL ? slash + 1 : path;
    size_t length = strlen(base);
    if (length > 4 && strcmp(base + length - 4, ".rbg") == 0)
        length -= 4;
    return strndup(base, length);
}

bool rbg_web_store_init(rbg_web_store *store, const rbg_cli_options *options, const char **paths,
                        int n_paths, char *error, size_t error_size)
{
    memset(store, 0, sizeof *store);
    pthread_mutex_init(&store->lock, NULL);
    store->options = options;
    store->next_id = (uint64_t)time(NULL) * 0x9E3779B97F4A7C15ull;
    store->games = calloc((size_t)n_paths, sizeof *store->games);
    for (int i = 0; i < n_paths; i++) {
        rbg_web_game *game = &store->games[store->n_games];
        game->path = strdup(paths[i]);
        game->name = name_of(paths[i]);
        store->n_games++;
        for (int k = 0; k + 1 < store->n_games; k++)
            if (strcmp(store->games[k].name, game->name) == 0) {
                snprintf(error, error_size, "serve: two games are named '%s' ('%s' and '%s')",
                         game->name, store->games[k].path, game->path);
                return false;
            }
    }
    return true;
}

static void session_free(rbg_web_session *s);

void rbg_web_store_free(rbg_web_store *store)
{
    for (int i = 0; i < RBG_WEB_MAX_SESSIONS; i++)
        if (store->sessions[i] != NULL) {
            pthread_mutex_lock(&store->sessions[i]->lock);
            store->sessions[i]->stopping = true;
            pthread_mutex_unlock(&store->sessions[i]->lock);
        }
    for (int i = 0; i < RBG_WEB_MAX_SESSIONS; i++)
        if (store->sessions[i] != NULL)
            session_free(store->sessions[i]);
    for (int i = 0; i < store->n_games; i++) {
        rbg_web_game *game = &store->games[i];
        if (game->reasoner != NULL)
            game->reasoner->destroy(game->reasoner);
        free(game->load_error);
        free(game->name);
        free(game->path);
    }
    free(store->games);
    pthread_mutex_destroy(&store->lock);
}

rbg_web_game *rbg_web_store_game(rbg_web_store *store, const char *name, char *error,
                                 size_t error_size)
{
    rbg_web_game *found = NULL;
    for (int i = 0; i < store->n_games && found == NULL; i++)
        if (strcmp(store->games[i].name, name) == 0)
            found = &store->games[i];
    if (found == NULL) {
        snprintf(error, error_size, "unknown game '%.100s'", name);
        return NULL;
    }
    /* Loading may compile the game (seconds); other requests wait, which is rare and short. */
    pthread_mutex_lock(&store->lock);
    if (found->reasoner == NULL && found->load_error == NULL) {
        rbg_load_options options = {.backend = store->options->backend, .quiet = true,
                                    .log = stderr};
        char *why = NULL;
        found->reasoner = rbg_load(found->path, &options, &why);
        if (found->reasoner == NULL) {
            found->load_error = why != NULL ? why : strdup("cannot load the game");
        } else {
            rbg_cli_options same = *store->options;
            same.game = found->path;
            found->loader = rbg_cli_load_request(&same, found->reasoner);
        }
    }
    pthread_mutex_unlock(&store->lock);
    if (found->reasoner == NULL) {
        snprintf(error, error_size, "the game '%s' does not load: %.300s", name, found->load_error);
        return NULL;
    }
    return found;
}

/* A fresh session of `game` at its initial state. */
static rbg_web_session *session_make(rbg_web_game *game)
{
    rbg_web_session *s = calloc(1, sizeof *s);
    pthread_mutex_init(&s->lock, NULL);
    s->game = game;
    s->reasoner = game->reasoner;
    s->context = s->reasoner->context_new(s->reasoner);
    s->state = malloc(s->reasoner->state_size);
    s->reasoner->initial(s->context, s->state);
    rbg_moves_init(&s->legal);
    rbg_moves_init(&s->history);
    s->reasoner->legal_moves(s->context, s->state, &s->legal);
    s->notation = rbg_web_notation_new(s->reasoner, game->path);
    rbg_web_notation_update(s->notation, s->context, s->state, &s->legal);
    return s;
}

static void session_free(rbg_web_session *s)
{
    if (s->thread_started)
        pthread_join(s->thread, NULL);
    for (int p = 0; p <= RBG_WEB_MAX_PLAYERS; p++) {
        rbg_agent_free(s->agents[p]);
        free(s->specs[p]);
    }
    for (uint32_t k = 0; k < s->history.n_moves; k++) {
        free(s->played[k].text);
        free(s->played[k].cells);
    }
    rbg_moves_free(&s->legal);
    rbg_moves_free(&s->history);
    free(s->played);
    rbg_web_notation_free(s->notation);
    free(s->failure);
    free(s->state);
    s->reasoner->context_free(s->context);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

/* Puts the session in a free slot, evicting the least recently used idle session when all are
 * taken; false when every session is in use or thinking. */
static bool store_add(rbg_web_store *store, rbg_web_session *s)
{
    pthread_mutex_lock(&store->lock);
    int slot = -1;
    for (int i = 0; i < RBG_WEB_MAX_SESSIONS && slot < 0; i++)
        if (store->sessions[i] == NULL)
            slot = i;
    for (int i = 0; i < RBG_WEB_MAX_SESSIONS && slot < 0; i++) {
        rbg_web_session *old = store->sessions[i];
        pthread_mutex_lock(&old->lock);
        bool idle = old->users == 0 && !old->thinking;
        pthread_mutex_unlock(&old->lock);
        if (idle && (slot < 0 || old->last_used < store->sessions[slot]->last_used))
            slot = i;
    }
    bool ok = slot >= 0;
    if (ok) {
        if (store->sessions[slot] != NULL)
            session_free(store->sessions[slot]);
        store->next_id = store->next_id * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t mixed = store->next_id ^ (uint64_t)(uintptr_t)s;
        mixed ^= mixed >> 29;
        mixed *= 0xBF58476D1CE4E5B9ull;
        snprintf(s->id, sizeof s->id, "%016llx", (unsigned long long)(mixed ^ (mixed >> 32)));
        s->last_used = ++store->clock;
        store->sessions[slot] = s;
    }
    pthread_mutex_unlock(&store->lock);
    return ok;
}

/* Appends a legal move (index in s->legal) to the history and applies it; lock held. */
static void session_apply(rbg_web_session *s, uint32_t i, rbg_web_played played)
{
    const rbg_reasoner *r = s->reasoner;
    const rbg_action *actions = rbg_move_actions(&s->legal, i);
    uint32_t n = rbg_move_length(&s->legal, i);
    if (s->history.n_moves == s->cap_played) {
        s->cap_played = s->cap_played ? 2 * s->cap_played : 64;
        s->played = realloc(s->played, sizeof *s->played * s->cap_played);
    }
    played.text = rbg_web_move_text(s->notation, i);
    played.cells = rbg_checked_calloc((size_t)n + 1, sizeof *played.cells);
    played.n_cells = rbg_web_move_clicks(s->notation, i, played.cells, n);
    s->played[s->history.n_moves] = played;
    rbg_moves_add(&s->history, actions, n);
    rbg_turn_observe(s->agents, 1, r->info->n_players, actions, n);
    r->apply(s->context, s->state, actions, n);
    r->legal_moves(s->context, s->state, &s->legal);
    rbg_web_notation_update(s->notation, s->context, s->state, &s->legal);
}

int rbg_web_session_mover(const rbg_web_session *s)
{
    return s->legal.n_moves > 0 && s->failure == NULL ? s->reasoner->player(s->reasoner, s->state)
                                                      : 0;
}

bool rbg_web_session_over(const rbg_web_session *s)
{
    return rbg_web_session_mover(s) == 0;
}

/* The agents' thread: while an agent is to move, it thinks on a copy of the state (the lock is
 * free meanwhile, so the page can ask how it goes) and then plays its move. */
static void *think(void *arg)
{
    rbg_web_session *s = arg;
    const rbg_reasoner *r = s->reasoner;
    rbg_context *context = r->context_new(r);
    void *state = malloc(r->state_size);
    rbg_moves moves;
    rbg_moves_init(&moves);
    pthread_mutex_lock(&s->lock);
    for (;;) {
        int mover = rbg_web_session_mover(s);
        rbg_agent *agent = mover > 0 ? s->agents[mover] : NULL;
        if (agent == NULL || s->stopping)
            break;
        memcpy(state, s->state, r->state_size);
        r->legal_moves(context, state, &moves);
        s->think_start = rbg_turn_now();
        s->has_progress = false;
        pthread_mutex_unlock(&s->lock);
        int64_t choice = rbg_turn_choose(agent, context, state, &moves);
        pthread_mutex_lock(&s->lock);
        if (choice < 0 || (uint32_t)choice >= moves.n_moves) {
            char why[512];
            snprintf(why, sizeof why, "%s (%s) gives no move%s%s", r->info->player_names[mover],
                     agent->name, agent->last.failure ? ": it " : "",
                     agent->last.failure ? agent->last.failure : "");
            s->failure = strdup(why);
            break;
        }
        /* The agent's list and the session's are the same list of the same state. */
        rbg_web_played played = {.player = mover, .seconds = agent->last.seconds,
                                 .states = agent->last.states,
                                 .iterations = agent->last.iterations};
        session_apply(s, (uint32_t)choice, played);
    }
    s->thinking = false;
    pthread_mutex_unlock(&s->lock);
    rbg_moves_free(&moves);
    free(state);
    r->context_free(context);
    return NULL;
}

/* The agents' progress reports (agents/agent.h), kept for the page; called on the agents'
 * thread while the lock is free. */
static void keep_progress(void *arg, const rbg_agent_progress *progress)
{
    rbg_web_session *s = arg;
    pthread_mutex_lock(&s->lock);
    s->progress = *progress;
    s->has_progress = true;
    pthread_mutex_unlock(&s->lock);
}

/* Starts the agents' thread if an agent is to move and none runs; lock held. */
static void wake_agents(rbg_web_session *s)
{
    int mover = rbg_web_session_mover(s);
    if (s->thinking || mover == 0 || s->agents[mover] == NULL || s->stopping)
        return;
    if (s->thread_started)
        pthread_join(s->thread, NULL); /* it has ended: `thinking` was false */
    s->thinking = true;
    s->think_start = rbg_turn_now();
    s->thread_started = pthread_create(&s->thread, NULL, think, s) == 0;
    if (!s->thread_started) {
        s->thinking = false;
        s->failure = strdup("the server could not start the agent's thread");
    }
}

rbg_web_session *rbg_web_session_new(rbg_web_store *store, rbg_web_game *game,
                                     const char *const *specs, int n_specs, double time_per_move,
                                     uint64_t states_per_move, char *error, size_t error_size)
{
    const rbg_game_info *info = game->reasoner->info;
    if (n_specs != info->n_players) {
        snprintf(error, error_size, "%s has %d players, so give %d players (got %d)", game->name,
                 info->n_players, info->n_players, n_specs);
        return NULL;
    }
    rbg_web_session *s = session_make(game);
    s->time_per_move = time_per_move;
    s->states_per_move = states_per_move;
    rbg_agent_options options = {.seconds_per_move = time_per_move,
                                 .states_per_move = states_per_move,
                                 .max_nodes = store->options->max_nodes,
                                 .load_reasoner = rbg_load_split, .loader_data = &game->loader,
                                 .game_path = game->path,
                                 .progress = keep_progress, .progress_arg = s};
    bool ok = true;
    for (int p = 1; ok && p <= n_specs; p++) {
        s->specs[p] = strdup(specs[p - 1]);
        if (strcmp(specs[p - 1], "human") == 0)
            continue;
        char why[512];
        s->agents[p] = rbg_agent_new(specs[p - 1], game->reasoner,
                                     store->options->seed + (uint64_t)p, &options, why, sizeof why);
        if (s->agents[p] == NULL) {
            snprintf(error, error_size, "player %d (%s): %s", p, info->player_names[p], why);
            ok = false;
        }
    }
    if (ok && !store_add(store, s)) {
        snprintf(error, error_size, "the server has %d games open and all are busy; try later",
                 RBG_WEB_MAX_SESSIONS);
        ok = false;
    }
    if (!ok) {
        session_free(s);
        return NULL;
    }
    pthread_mutex_lock(&s->lock);
    wake_agents(s);
    pthread_mutex_unlock(&s->lock);
    return s;
}

rbg_web_session *rbg_web_session_new_replay(rbg_web_store *store, rbg_web_game *game,
                                            const char *const *moves, uint32_t n, char *error,
                                            size_t error_size)
{
    rbg_web_session *s = session_make(game);
    s->replay = true;
    for (uint32_t k = 0; k < n; k++) {
        char why[512];
        int64_t i = rbg_web_move_find(s->notation, &s->legal, moves[k], why, sizeof why);
        if (i < 0) {
            snprintf(error, error_size, "move %u of the game: %s", k + 1, why);
            session_free(s);
            return NULL;
        }
        session_apply(s, (uint32_t)i,
                      (rbg_web_played){.player = s->reasoner->player(s->reasoner, s->state)});
    }
    if (!store_add(store, s)) {
        snprintf(error, error_size, "the server has %d games open and all are busy; try later",
                 RBG_WEB_MAX_SESSIONS);
        session_free(s);
        return NULL;
    }
    return s;
}

rbg_web_session *rbg_web_session_get(rbg_web_store *store, const char *id)
{
    rbg_web_session *found = NULL;
    pthread_mutex_lock(&store->lock);
    for (int i = 0; i < RBG_WEB_MAX_SESSIONS && found == NULL; i++)
        if (store->sessions[i] != NULL && strcmp(store->sessions[i]->id, id) == 0)
            found = store->sessions[i];
    if (found != NULL) {
        pthread_mutex_lock(&found->lock);
        found->users++;
        found->last_used = ++store->clock;
        pthread_mutex_unlock(&found->lock);
    }
    pthread_mutex_unlock(&store->lock);
    return found;
}

void rbg_web_session_release(rbg_web_store *store, rbg_web_session *s)
{
    pthread_mutex_lock(&store->lock);
    pthread_mutex_lock(&s->lock);
    s->users--;
    pthread_mutex_unlock(&s->lock);
    pthread_mutex_unlock(&store->lock);
}

/* The person to move, or 0 with the reason in `error` (a replay, the game over, an agent's turn). */
static int person_to_move(const rbg_web_session *s, char *error, size_t error_size)
{
    int mover = rbg_web_session_mover(s);
    if (s->replay)
        snprintf(error, error_size, "this is a replay: no one moves");
    else if (mover == 0)
        snprintf(error, error_size, "the game is over");
    else if (s->agents[mover] != NULL)
        snprintf(error, error_size, "it is %s's turn, played by %s", s->reasoner->info->player_names[mover],
                 s->agents[mover]->name);
    else
        return mover;
    return 0;
}

bool rbg_web_session_play(rbg_web_session *s, const char *text, bool *conflict, char *error,
                          size_t error_size)
{
    int mover = person_to_move(s, error, error_size);
    *conflict = mover == 0;
    if (*conflict)
        return false;
    int64_t i = rbg_web_move_find(s->notation, &s->legal, text, error, error_size);
    if (i < 0)
        return false;
    session_apply(s, (uint32_t)i, (rbg_web_played){.player = mover});
    wake_agents(s);
    return true;
}

bool rbg_web_session_resign(rbg_web_session *s, char *error, size_t error_size)
{
    int mover = person_to_move(s, error, error_size);
    if (mover == 0)
        return false;
    char why[200];
    snprintf(why, sizeof why, "%s (human) resigned; it loses the game", s->reasoner->info->player_names[mover]);
    char *failure = strdup(why);
    if (failure == NULL) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    s->failure = failure;
    return true;
}

void rbg_web_session_state_at(rbg_web_session *s, uint32_t ply, void *state)
{
    const rbg_reasoner *r = s->reasoner;
    if (ply >= s->history.n_moves) {
        memcpy(state, s->state, r->state_size);
        return;
    }
    r->initial(s->context, state);
    for (uint32_t k = 0; k < ply; k++)
        r->apply(s->context, state, rbg_move_actions(&s->history, k),
                 rbg_move_length(&s->history, k));
}
