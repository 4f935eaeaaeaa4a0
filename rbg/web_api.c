/* The JSON API of `rbg serve`, with jansson. */
#include "web_api.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "turn.h"
#include "web_notation.h"

enum { LONGEST_PATH = 64, MAX_REPLAY_MOVES = 1000000 };

static rbg_web_reply reply_json(int status, json_t *value)
{
    rbg_web_reply reply = {status, json_dumps(value, JSON_COMPACT)};
    json_decref(value);
    if (reply.body == NULL)
        reply = (rbg_web_reply){500, strdup("{\"error\":\"out of memory\"}")};
    return reply;
}

/* The message without a UTF-8 character cut at its end (a quoted input cut short), else with
 * every byte that is not ASCII as '?'; malloc'd. */
static char *valid_text(const char *message)
{
    char *text = strdup(message);
    if (text == NULL)
        return NULL;
    size_t length = strlen(text), lead = length;
    while (lead > 0 && lead + 4 > length && ((unsigned char)text[lead - 1] & 0xC0) == 0x80)
        lead--;
    if (lead > 0 && ((unsigned char)text[lead - 1] & 0xC0) == 0xC0) {
        unsigned char first = (unsigned char)text[lead - 1];
        size_t needed = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2;
        if (length - (lead - 1) < needed)
            text[lead - 1] = '\0';
    }
    json_t *check = json_string(text);
    if (check == NULL)
        for (char *c = text; *c != '\0'; c++)
            if ((unsigned char)*c >= 0x80)
                *c = '?';
    json_decref(check);
    return text;
}

rbg_web_reply rbg_web_api_error(int status, const char *message)
{
    json_t *text = json_string(message);
    if (text == NULL) {
        char *valid = valid_text(message);
        text = json_string(valid != NULL ? valid : "out of memory");
        free(valid);
    }
    return reply_json(status, json_pack("{s:o}", "error", text));
}

static json_t *game_list(const rbg_web_store *store)
{
    json_t *games = json_array();
    for (int i = 0; i < store->n_games; i++)
        json_array_append_new(games, json_string(store->games[i].name));
    return json_pack("{s:o}", "games", games);
}

/* The pieces' names and how each is drawn (symbol, and colour or null), from the display hints. */
static json_t *pieces_json(const rbg_game_info *info, const rbg_web_notation *notation,
                           json_t **looks)
{
    json_t *names = json_array();
    *looks = json_array();
    for (int p = 0; p < info->n_pieces; p++) {
        const char *colour = rbg_web_piece_colour(notation, p);
        json_array_append_new(names, json_string(info->piece_names[p]));
        json_array_append_new(*looks, json_pack("{s:s,s:o}", "symbol", rbg_web_piece_symbol(notation, p),
                                                "colour", colour ? json_string(colour) : json_null()));
    }
    return names;
}

static json_t *board_json(const rbg_reasoner *r, const rbg_web_notation *notation)
{
    const rbg_game_info *info = r->info;
    static const char *const KINDS[] = {"rectangle", "hexagon", "cuboid", "graph"};
    json_t *cells = json_array();
    for (int c = 1; c <= info->n_cells; c++)
        json_array_append_new(cells, json_pack("{s:s,s:i,s:i,s:i}", "name",
                                               rbg_web_cell_name(notation, c), "x", info->cell_x[c], "y",
                                               info->cell_y[c], "z", info->cell_z[c]));
    json_t *edges = json_array();
    for (int c = 1; c <= info->n_cells; c++)
        for (int e = 0; e < info->n_edges; e++) {
            int to = info->neighbours[(size_t)c * (size_t)info->n_edges + (size_t)e];
            if (to > c)
                json_array_append_new(edges, json_pack("[i,i]", c, to));
        }
    int kind = info->board_kind >= 0 && info->board_kind <= 3 ? info->board_kind : 3;
    return json_pack("{s:s,s:i,s:i,s:i,s:b,s:o,s:o}", "kind", KINDS[kind], "width", info->width,
                     "height", info->height, "depth", info->depth, "flipped",
                     rbg_web_flipped(notation), "cells", cells, "edges", edges);
}

/* GET /api/games/NAME: the players, for the page's form (loads the game). */
static rbg_web_reply game_details(rbg_web_store *store, const char *name)
{
    char error[700];
    rbg_web_game *game = rbg_web_store_game(store, name, error, sizeof error);
    if (game == NULL)
        return rbg_web_api_error(strncmp(error, "unknown", 7) == 0 ? 404 : 400, error);
    const rbg_game_info *info = game->reasoner->info;
    json_t *players = json_array();
    for (int p = 1; p <= info->n_players; p++)
        json_array_append_new(players, json_string(info->player_names[p]));
    return reply_json(200, json_pack("{s:s,s:o,s:s}", "name", game->name, "players", players,
                                     "backend", game->reasoner->backend));
}

static json_t *session_json(rbg_web_session *s, uint32_t ply)
{
    const rbg_reasoner *r = s->reasoner;
    const rbg_game_info *info = r->info;
    if (ply > s->history.n_moves)
        ply = s->history.n_moves;
    void *state = malloc(r->state_size);
    rbg_web_session_state_at(s, ply, state);
    json_t *looks, *pieces = pieces_json(info, s->notation, &looks);
    json_t *players = json_array(), *board = json_array();
    json_t *scores = json_object(), *history = json_array();
    for (int p = 1; p <= info->n_players; p++) {
        json_array_append_new(players, json_pack("{s:s,s:s}", "name", info->player_names[p],
                                                 "agent", s->replay ? "replay" : s->specs[p]));
        json_object_set_new(scores, info->player_names[p], json_integer(r->score(r, state, p)));
    }
    for (int c = 1; c <= info->n_cells; c++)
        json_array_append_new(board, json_integer(r->piece(r, state, c)));
    for (uint32_t k = 0; k < s->history.n_moves; k++) {
        const rbg_web_played *played = &s->played[k];
        json_t *cells = json_array();
        for (uint32_t i = 0; i < played->n_cells; i++)
            json_array_append_new(cells, json_integer(played->cells[i]));
        json_array_append_new(history,
                              json_pack("{s:s,s:s,s:o,s:f,s:I,s:I}", "player",
                                        info->player_names[played->player], "text", played->text,
                                        "cells", cells, "seconds", played->seconds, "states",
                                        (json_int_t)played->states, "iterations",
                                        (json_int_t)played->iterations));
    }
    int mover = rbg_web_session_mover(s);
    json_t *thinking = json_null();
    if (s->thinking && mover > 0 && s->agents[mover] != NULL) {
        /* How far its search has come (null until its first report, and for agents that do
         * not report). */
        json_t *progress = s->has_progress
                               ? json_pack("{s:f,s:I,s:I}", "seconds", s->progress.seconds,
                                           "iterations", (json_int_t)s->progress.iterations,
                                           "states", (json_int_t)s->progress.states)
                               : json_null();
        thinking = json_pack("{s:s,s:s,s:f,s:f,s:I,s:o}", "player", info->player_names[mover],
                             "agent", s->specs[mover], "elapsed", rbg_turn_now() - s->think_start,
                             "time", s->time_per_move, "states", (json_int_t)s->states_per_move,
                             "progress", progress);
    }
    json_t *out = json_pack(
        "{s:s,s:s,s:b,s:o,s:o,s:o,s:i,s:o,s:I,s:I,s:o,s:o,s:b,s:o,s:o,s:o}", "id", s->id, "game",
        s->game->name, "replay", s->replay, "players", players, "pieces", pieces, "looks", looks,
        "empty", rbg_web_empty_piece(s->notation), "board", board_json(r, s->notation), "ply", (json_int_t)ply, "length",
        (json_int_t)s->history.n_moves, "cells", board, "history", history, "over",
        mover == 0, "turn", mover > 0 ? json_string(info->player_names[mover]) : json_null(),
        "human_turn", json_boolean(mover > 0 && s->agents[mover] == NULL && !s->replay),
        "thinking", thinking);
    json_object_set_new(out, "scores", scores);
    json_object_set_new(out, "failure", s->failure ? json_string(s->failure) : json_null());
    free(state);
    return out;
}

/* The body as a JSON object; NULL with an error reply. */
static json_t *parse_body(const char *body, size_t size, rbg_web_reply *reply)
{
    json_error_t error;
    json_t *value = json_loadb(body, size, JSON_REJECT_DUPLICATES, &error);
    if (value == NULL || !json_is_object(value)) {
        char message[300];
        if (value == NULL)
            snprintf(message, sizeof message, "malformed JSON at line %d, column %d: %s",
                     error.line, error.column, error.text);
        else
            snprintf(message, sizeof message, "the body must be a JSON object");
        json_decref(value);
        *reply = rbg_web_api_error(400, message);
        return NULL;
    }
    return value;
}

/* POST /api/sessions {"game", "players": [...], "time" or "states"} */
static rbg_web_reply create_session(rbg_web_store *store, json_t *request)
{
    json_t *name = json_object_get(request, "game"), *players = json_object_get(request, "players");
    json_t *time = json_object_get(request, "time"), *states = json_object_get(request, "states");
    if (!json_is_string(name))
        return rbg_web_api_error(400, "\"game\" must be the name of a game");
    if (!json_is_array(players) || json_array_size(players) == 0 ||
        json_array_size(players) > RBG_WEB_MAX_PLAYERS)
        return rbg_web_api_error(400, "\"players\" must be a list of \"human\" or agent strings");
    const char *specs[RBG_WEB_MAX_PLAYERS];
    for (size_t i = 0; i < json_array_size(players); i++) {
        specs[i] = json_string_value(json_array_get(players, i));
        if (specs[i] == NULL || specs[i][0] == '\0')
            return rbg_web_api_error(400, "\"players\" must be a list of \"human\" or agent strings");
    }
    if (time != NULL && states != NULL)
        return rbg_web_api_error(400, "give either \"time\" or \"states\", not both");
    double seconds = 0;
    json_int_t budget = 0;
    if (time != NULL && (!json_is_number(time) || (seconds = json_number_value(time)) <= 0 ||
                         seconds > 600))
        return rbg_web_api_error(400, "\"time\" must be a number of seconds in (0, 600]");
    if (states != NULL && (!json_is_integer(states) || (budget = json_integer_value(states)) <= 0 ||
                           budget > 1000000000))
        return rbg_web_api_error(400, "\"states\" must be an integer from 1 to 1000000000");
    if (time == NULL && states == NULL)
        seconds = 1;
    char error[700];
    rbg_web_game *game = rbg_web_store_game(store, json_string_value(name), error, sizeof error);
    if (game == NULL)
        return rbg_web_api_error(strncmp(error, "unknown", 7) == 0 ? 404 : 400, error);
    rbg_web_session *s = rbg_web_session_new(store, game, specs, (int)json_array_size(players),
                                             seconds, (uint64_t)budget, error, sizeof error);
    if (s == NULL)
        return rbg_web_api_error(strstr(error, "busy") ? 503 : 400, error);
    return reply_json(201, json_pack("{s:s}", "id", s->id));
}

/* POST /api/replay {"game"?, "match": TEXT, "index"?}: the index-th game of a match file (or a
 * file of moves, one per line, with "game"). */
static rbg_web_reply create_replay(rbg_web_store *store, json_t *request)
{
    json_t *text = json_object_get(request, "match"), *index = json_object_get(request, "index");
    json_t *name = json_object_get(request, "game");
    if (!json_is_string(text))
        return rbg_web_api_error(400, "\"match\" must be the text of a match file");
    if (index != NULL && (!json_is_integer(index) || json_integer_value(index) < 0))
        return rbg_web_api_error(400, "\"index\" must be a game number from 0");
    if (name != NULL && !json_is_string(name))
        return rbg_web_api_error(400, "\"game\" must be the name of a game");
    json_int_t wanted = index ? json_integer_value(index) : 0;
    const char *file = json_string_value(text);
    const char *game_name = name ? json_string_value(name) : NULL;
    json_t *moves = NULL, *header = NULL;
    json_int_t n_games = 0;
    char error[700] = "";
    for (const char *line = file; *line != '\0' && error[0] == '\0';) {
        size_t length = strcspn(line, "\n");
        json_error_t why;
        /* Seeds above 2^63 are numbers too: read every number as a double. */
        json_t *value = length > 0 ? json_loadb(line, length, JSON_DECODE_INT_AS_REAL, &why) : NULL;
        if (length > 0 && !json_is_object(value))
            snprintf(error, sizeof error, "the match file's line %lld is not a JSON object",
                     (long long)(n_games + (header != NULL) + 1));
        else if (value != NULL && json_object_get(value, "moves") == NULL && header == NULL)
            header = json_incref(value);
        else if (value != NULL && n_games++ == wanted)
            moves = json_incref(json_object_get(value, "moves"));
        json_decref(value);
        line += length + (line[length] == '\n');
    }
    if (error[0] == '\0' && game_name == NULL && header != NULL)
        game_name = json_string_value(json_object_get(header, "game"));
    rbg_web_reply reply = {0, NULL};
    if (error[0] != '\0')
        reply = rbg_web_api_error(400, error);
    else if (game_name == NULL)
        reply = rbg_web_api_error(400, "the match file has no header naming its game");
    else if (moves == NULL)
        reply = rbg_web_api_error(400, n_games == 0 ? "the match file has no game"
                                                    : "the match file has fewer games");
    else if (!json_is_array(moves) || json_array_size(moves) > MAX_REPLAY_MOVES)
        reply = rbg_web_api_error(400, "the game's \"moves\" must be a list of moves");
    if (reply.body != NULL) {
        json_decref(moves);
        json_decref(header);
        return reply;
    }
    rbg_web_game *game = rbg_web_store_game(store, game_name, error, sizeof error);
    size_t n = json_array_size(moves);
    const char **texts = calloc(n + 1, sizeof *texts);
    bool strings = true;
    for (size_t k = 0; k < n; k++)
        strings &= (texts[k] = json_string_value(json_array_get(moves, k))) != NULL;
    rbg_web_session *s = NULL;
    if (game == NULL)
        reply = rbg_web_api_error(strncmp(error, "unknown", 7) == 0 ? 404 : 400, error);
    else if (!strings)
        reply = rbg_web_api_error(400, "the game's \"moves\" must be a list of move texts");
    else if ((s = rbg_web_session_new_replay(store, game, texts, (uint32_t)n, error,
                                              sizeof error)) == NULL)
        reply = rbg_web_api_error(strstr(error, "busy") ? 503 : 400, error);
    else
        reply = reply_json(201, json_pack("{s:s,s:I}", "id", s->id, "games", n_games));
    free(texts);
    json_decref(moves);
    json_decref(header);
    return reply;
}

/* POST /api/sessions/ID/continuations {"path": [cells]}: the next cells and the moves that end
 * with this path. */
static rbg_web_reply continuations(rbg_web_session *s, json_t *request)
{
    json_t *path = json_object_get(request, "path");
    if (!json_is_array(path) || json_array_size(path) > LONGEST_PATH)
        return rbg_web_api_error(400, "\"path\" must be a list of cell numbers");
    int32_t clicked[LONGEST_PATH];
    size_t n = json_array_size(path);
    for (size_t i = 0; i < n; i++) {
        json_t *cell = json_array_get(path, i);
        if (!json_is_integer(cell) || json_integer_value(cell) < 1 ||
            json_integer_value(cell) > s->reasoner->info->n_cells)
            return rbg_web_api_error(400, "\"path\" must be a list of cell numbers");
        clicked[i] = (int32_t)json_integer_value(cell);
    }
    if (!rbg_web_session_over(s) && !s->replay && s->agents[rbg_web_session_mover(s)] == NULL) {
        json_t *next = json_array(), *complete = json_array();
        bool *seen = calloc((size_t)s->reasoner->info->n_cells + 1, sizeof *seen);
        bool any = false;
        for (uint32_t i = 0; i < s->legal.n_moves; i++) {
            int32_t cells[LONGEST_PATH + 1];
            uint32_t m = rbg_web_move_clicks(s->notation, i, cells, LONGEST_PATH + 1);
            if (m < n || memcmp(cells, clicked, sizeof *cells * n) != 0)
                continue;
            any = true;
            if (m == n) {
                char *text = rbg_web_move_text(s->notation, i);
                json_array_append_new(complete, json_string(text));
                free(text);
            } else if (!seen[cells[n]]) {
                seen[cells[n]] = true;
                json_array_append_new(next, json_integer(cells[n]));
            }
        }
        free(seen);
        if (any)
            return reply_json(200, json_pack("{s:o,s:o}", "next", next, "complete", complete));
        json_decref(next);
        json_decref(complete);
        return rbg_web_api_error(400, "no legal move goes through these cells");
    }
    return rbg_web_api_error(409, "it is not a person's turn");
}

static rbg_web_reply session_request(rbg_web_store *store, const char *method, const char *id,
                                     const char *action, const char *ply, const char *body,
                                     size_t size)
{
    rbg_web_session *s = rbg_web_session_get(store, id);
    if (s == NULL)
        return rbg_web_api_error(404, "no such game on this server (it may have been closed)");
    rbg_web_reply reply = {0, NULL};
    json_t *request = NULL;
    bool post = strcmp(method, "POST") == 0;
    if (post && (request = parse_body(body, size, &reply)) == NULL) {
        rbg_web_session_release(store, s);
        return reply;
    }
    pthread_mutex_lock(&s->lock);
    if (!post && action[0] == '\0') {
        char *end = NULL;
        unsigned long long at = ply != NULL ? strtoull(ply, &end, 10) : s->history.n_moves;
        if (ply != NULL && (*ply < '0' || *ply > '9' || *end != '\0'))
            reply = rbg_web_api_error(400, "ply= must be a number of moves");
        else
            reply = reply_json(200, session_json(s, at > UINT32_MAX ? UINT32_MAX : (uint32_t)at));
    } else if (post && strcmp(action, "/move") == 0) {
        json_t *text = json_object_get(request, "text");
        char error[600];
        bool conflict = false;
        if (!json_is_string(text))
            reply = rbg_web_api_error(400, "\"text\" must be a move's text");
        else if (!rbg_web_session_play(s, json_string_value(text), &conflict, error, sizeof error))
            reply = rbg_web_api_error(conflict ? 409 : 400, error);
        else
            reply = reply_json(200, session_json(s, UINT32_MAX));
    } else if (post && strcmp(action, "/resign") == 0) {
        char error[200];
        reply = rbg_web_session_resign(s, error, sizeof error) ? reply_json(200, session_json(s, UINT32_MAX))
                                                               : rbg_web_api_error(409, error);
    } else if (post && strcmp(action, "/continuations") == 0) {
        reply = continuations(s, request);
    } else {
        reply = rbg_web_api_error(post || action[0] == '\0' ? 405 : 404, "no such request");
    }
    pthread_mutex_unlock(&s->lock);
    json_decref(request);
    rbg_web_session_release(store, s);
    return reply;
}

rbg_web_reply rbg_web_api(rbg_web_store *store, const char *method, const char *path,
                          const char *ply, const char *body, size_t body_size)
{
    bool post = strcmp(method, "POST") == 0, get = strcmp(method, "GET") == 0;
    if (strcmp(path, "/api/games") == 0)
        return get ? reply_json(200, game_list(store)) : rbg_web_api_error(405, "use GET");
    if (strcmp(path, "/api/sessions") == 0 || strcmp(path, "/api/replay") == 0) {
        if (!post)
            return rbg_web_api_error(405, "use POST");
        rbg_web_reply reply;
        json_t *request = parse_body(body, body_size, &reply);
        if (request == NULL)
            return reply;
        reply = path[5] == 's' ? create_session(store, request) : create_replay(store, request);
        json_decref(request);
        return reply;
    }
    if (strncmp(path, "/api/games/", 11) == 0)
        return get ? game_details(store, path + 11) : rbg_web_api_error(405, "use GET");
    const char *prefix = "/api/sessions/";
    if (strncmp(path, prefix, strlen(prefix)) == 0 && (get || post)) {
        char id[17] = "";
        const char *rest = path + strlen(prefix);
        size_t length = strcspn(rest, "/");
        if (length == 0 || length >= sizeof id)
            return rbg_web_api_error(404, "no such game on this server");
        memcpy(id, rest, length);
        return session_request(store, method, id, rest + length, ply, body, body_size);
    }
    return rbg_web_api_error(404, "no such request");
}
