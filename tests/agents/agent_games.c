#include "agent_games.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_files.h"
#include "interp.h"
#include "pipeline.h"

static rbg_reasoner *build(const char *text, const char *strategy, char *error, size_t error_size)
{
    rbgc_split_strategy split = RBGC_NO_SPLIT;
    if (strategy != NULL && !rbgc_split_parse(strategy, &split)) {
        snprintf(error, error_size, "unknown strategy '%s'", strategy);
        return NULL;
    }
    rbgc_diags *diags = rbgc_diags_new("game", text, strlen(text));
    rbg_program *program = rbgc_compile_text(text, strlen(text), split, "test", diags);
    rbgc_diags_free(diags);
    if (program == NULL) {
        snprintf(error, error_size, "the game does not load");
        return NULL;
    }
    return rbg_interp_new(program);
}

static rbg_reasoner *loader(void *data, const char *strategy, char *error, size_t error_size)
{
    return build(data, strategy, error, error_size);
}

/* The rest of a game whose text and reasoner are set. */
static void init_loaded(test_game *g)
{
    g->ctx = g->r->context_new(g->r);
    g->options = (rbg_agent_options){.load_reasoner = loader, .loader_data = g->text};
    g->state = malloc(g->r->state_size);
    rbg_moves_init(&g->moves);
}

void test_game_open(test_game *g, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/games-rbg/%s.rbg", RBG_SOURCE_DIR, name);
    size_t len;
    g->text = read_text_file(path, &len);
    ck_assert_msg(g->text != NULL, "cannot read %s", path);
    char error[256];
    g->r = build(g->text, NULL, error, sizeof error);
    ck_assert_msg(g->r != NULL, "%s: %s", name, error);
    init_loaded(g);
}

void test_game_open_text(test_game *g, const char *text)
{
    g->text = strdup(text);
    char error[256];
    g->r = build(g->text, NULL, error, sizeof error);
    ck_assert_msg(g->r != NULL, "%s", error);
    init_loaded(g);
}

void test_game_close(test_game *g)
{
    rbg_moves_free(&g->moves);
    free(g->state);
    g->r->context_free(g->ctx);
    g->r->destroy(g->r);
    free(g->text);
}

uint32_t test_game_start(test_game *g)
{
    g->r->initial(g->ctx, g->state);
    return g->r->legal_moves(g->ctx, g->state, &g->moves);
}

void test_game_apply(test_game *g, void *state, const rbg_moves *moves, uint32_t i, rbg_agent *agent)
{
    const rbg_action *a = rbg_move_actions(moves, i);
    uint32_t len = rbg_move_length(moves, i);
    g->r->apply(g->ctx, state, a, len);
    if (agent != NULL && agent->observe != NULL)
        agent->observe(agent, a, len);
}

void test_game_play_cells(test_game *g, void *state, const int *cells, int n, rbg_agent *agent)
{
    rbg_moves moves;
    rbg_moves_init(&moves);
    g->r->initial(g->ctx, state);
    for (int k = 0; k < n; k++) {
        uint32_t count = g->r->legal_moves(g->ctx, state, &moves);
        bool done = false;
        for (uint32_t i = 0; i < count && !done; i++) {
            if (rbg_move_actions(&moves, i)[0].cell == cells[k]) {
                test_game_apply(g, state, &moves, i, agent);
                done = true;
            }
        }
        ck_assert_msg(done, "no move on cell %d", cells[k]);
    }
    rbg_moves_free(&moves);
}

int test_game_play(test_game *g, rbg_agent **agents, rbg_rng *rng, int64_t *choices, int max_moves)
{
    const rbg_reasoner *r = g->r;
    r->initial(g->ctx, g->state);
    int played = 0;
    while (played < max_moves) {
        uint32_t n = r->legal_moves(g->ctx, g->state, &g->moves);
        if (n == 0)
            break;
        int p = r->player(r, g->state);
        int64_t c = agents[p] != NULL ? agents[p]->choose(agents[p], g->ctx, g->state, &g->moves)
                                      : (int64_t)rbg_rng_below(rng, n);
        ck_assert_msg(c >= 0 && c < n, "%s chose %lld of %u moves at move %d",
                      agents[p] ? agents[p]->name : "random", (long long)c, n, played);
        if (choices != NULL)
            choices[played] = c;
        const rbg_action *a = rbg_move_actions(&g->moves, (uint32_t)c);
        uint32_t len = rbg_move_length(&g->moves, (uint32_t)c);
        r->apply(g->ctx, g->state, a, len);
        for (int q = 1; q <= r->info->n_players; q++)
            if (agents[q] != NULL && agents[q]->observe != NULL)
                agents[q]->observe(agents[q], a, len);
        played++;
    }
    return played;
}

bool test_game_wins(test_game *g, const void *state, const rbg_moves *moves, uint32_t i)
{
    const rbg_reasoner *r = g->r;
    int mover = r->player(r, state);
    void *s = malloc(r->state_size);
    memcpy(s, state, r->state_size);
    r->apply(g->ctx, s, rbg_move_actions(moves, i), rbg_move_length(moves, i));
    rbg_moves after;
    rbg_moves_init(&after);
    bool over = r->legal_moves(g->ctx, s, &after) == 0;
    bool wins = over;
    for (int p = 1; p <= r->info->n_players && wins; p++)
        if (p != mover && r->score(r, s, p) >= r->score(r, s, mover))
            wins = false;
    rbg_moves_free(&after);
    free(s);
    return wins;
}

rbg_agent *test_agent(test_game *g, const char *spec, uint64_t seed, const rbg_agent_options *options)
{
    char error[512];
    rbg_agent *a = rbg_agent_new(spec, g->r, seed, options, error, sizeof error);
    ck_assert_msg(a != NULL, "%s: %s", spec, error);
    return a;
}
