/* Differential tests: for every game of games-rbg/ (and the manual's examples), the compiled
 * reasoner and the interpreter agree on perft, on the legal moves and semimoves of every state
 * of seeded random games (same lists in the same order), on the states those games reach, and
 * on whole seeded playouts run inside the reasoners, and on the hashes of those states; each
 * reasoner's hash, kept move by move, equals the hash computed from the whole state. */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiled.h"
#include "game_files.h"
#include "interp.h"
#include "pipeline.h"

typedef struct {
    rbg_reasoner *r;
    rbg_context *ctx;
    void *state;
} side;

static game_file *files;
static int n_files;

static void open_split_sides(const game_file *file, rbgc_split_strategy split, side *interp,
                             side *compiled)
{
    rbgc_diags *diags;
    rbg_program *program = rbgc_compile_file(file->path, split, &diags);
    ck_assert_msg(program != NULL, "cannot load %s", file->path);
    rbgc_diags_free(diags);
    char error[1024];
    compiled->r = rbgc_compiled_new(program, file->text, true, error, sizeof error);
    ck_assert_msg(compiled->r != NULL, "%s: %s", file->path, error);
    ck_assert_str_eq(compiled->r->backend, "compiled");
    interp->r = rbg_interp_new(program);
    side *both[2] = {interp, compiled};
    for (int i = 0; i < 2; i++) {
        both[i]->ctx = both[i]->r->context_new(both[i]->r);
        both[i]->state = malloc(both[i]->r->state_size);
        both[i]->r->initial(both[i]->ctx, both[i]->state);
    }
}

static void open_sides(const game_file *file, side *interp, side *compiled)
{
    open_split_sides(file, RBGC_NO_SPLIT, interp, compiled);
}

static void close_side(side *s)
{
    free(s->state);
    s->r->context_free(s->ctx);
    s->r->destroy(s->r);
}

/* Same player, position kind, pieces, variables and state hash. */
static void assert_same_state(const side *a, const side *b, const char *path, int step)
{
    const rbg_game_info *info = a->r->info;
    ck_assert_int_eq(info->n_cells, b->r->info->n_cells);
    ck_assert_int_eq(a->r->player(a->r, a->state), b->r->player(b->r, b->state));
    ck_assert_int_eq(a->r->is_nodal(a->r, a->state), b->r->is_nodal(b->r, b->state));
    for (int c = 1; c <= info->n_cells; c++)
        ck_assert_msg(a->r->piece(a->r, a->state, c) == b->r->piece(b->r, b->state, c),
                      "%s step %d: cell %d differs", path, step, c);
    for (int v = 0; v < info->n_variables; v++)
        ck_assert_msg(a->r->variable(a->r, a->state, v) == b->r->variable(b->r, b->state, v),
                      "%s step %d: variable %d differs", path, step, v);
    for (int p = 1; p <= info->n_players; p++)
        ck_assert_int_eq(a->r->score(a->r, a->state, p), b->r->score(b->r, b->state, p));
    ck_assert_msg(a->r->hash(a->r, a->state) == b->r->hash(b->r, b->state),
                  "%s step %d: the state hashes differ", path, step);
    const side *both[2] = {a, b};
    for (int i = 0; i < 2; i++)
        ck_assert_msg(both[i]->r->hash(both[i]->r, both[i]->state) ==
                          both[i]->r->hash_from_scratch(both[i]->r, both[i]->state),
                      "%s step %d: the %s hash kept move by move is not the whole state's", path, step,
                      both[i]->r->backend);
}

static void assert_same_moves(const rbg_moves *a, const rbg_moves *b, const char *path, int step,
                              const char *what)
{
    ck_assert_msg(a->n_moves == b->n_moves, "%s step %d: %u %s interpreted, %u compiled", path, step,
                  a->n_moves, what, b->n_moves);
    ck_assert_msg(a->n_actions == b->n_actions, "%s step %d: %s differ", path, step, what);
    ck_assert_msg(memcmp(a->begin, b->begin, sizeof *a->begin * (a->n_moves + 1)) == 0 &&
                      memcmp(a->actions, b->actions, sizeof *a->actions * a->n_actions) == 0,
                  "%s step %d: %s differ (or come in another order)", path, step, what);
}

/* Inside a move (an orthodox simulation below a semisplit tree starts there): the same number of
 * moves to finish it, and the same seeded playout, on copies of the states. */
static void assert_same_from_inside(const side *a, const side *b, const char *path, int step)
{
    ck_assert_msg(a->r->perft(a->ctx, a->state, 1) == b->r->perft(b->ctx, b->state, 1),
                  "%s step %d: the moves finishing a move differ", path, step);
    side x = *a, y = *b;
    x.state = malloc(a->r->state_size);
    y.state = malloc(b->r->state_size);
    memcpy(x.state, a->state, a->r->state_size);
    memcpy(y.state, b->state, b->r->state_size);
    rbg_rng r1, r2;
    rbg_rng_seed(&r1, (uint64_t)step + 11);
    rbg_rng_seed(&r2, (uint64_t)step + 11);
    rbg_playout_stats s1 = {0}, s2 = {0};
    x.r->playout(x.ctx, x.state, &r1, 40, &s1);
    y.r->playout(y.ctx, y.state, &r2, 40, &s2);
    ck_assert_msg(s1.moves == s2.moves && s1.generated == s2.generated,
                  "%s step %d: a playout from inside a move differs (%llu moves interpreted, %llu compiled)",
                  path, step, (unsigned long long)s1.moves, (unsigned long long)s2.moves);
    assert_same_state(&x, &y, path, step);
    free(x.state);
    free(y.state);
}

/* From the current states (whose semimoves are in sa and sb), applies random semimoves on copies
 * until a move is complete or a dead end, checking the states and semimove lists on the way:
 * searches must resume wherever a semimove stops. */
static void walk_semimoves(const side *in, const side *co, rbg_moves *sa, rbg_moves *sb, rbg_rng *rng,
                           const char *path, int step)
{
    side a = *in, b = *co;
    a.state = malloc(in->r->state_size);
    b.state = malloc(co->r->state_size);
    memcpy(a.state, in->state, in->r->state_size);
    memcpy(b.state, co->state, co->r->state_size);
    for (int k = 0; k < 64 && sa->n_moves > 0; k++) {
        rbg_action chosen = rbg_move_actions(sa, rbg_rng_below(rng, sa->n_moves))[0];
        bool ok_a = a.r->apply_semimove(a.ctx, a.state, chosen);
        bool ok_b = b.r->apply_semimove(b.ctx, b.state, chosen);
        ck_assert_int_eq(ok_a, ok_b);
        assert_same_state(&a, &b, path, step);
        if (!ok_a || a.r->is_nodal(a.r, a.state))
            break;
        a.r->legal_semimoves(a.ctx, a.state, sa);
        b.r->legal_semimoves(b.ctx, b.state, sb);
        assert_same_moves(sa, sb, path, step, "semimoves inside a move");
        if (step % 10 == 3)
            assert_same_from_inside(&a, &b, path, step);
    }
    free(a.state);
    free(b.state);
}

START_TEST(test_perft_agrees)
{
    side in, co;
    open_sides(&files[_i], &in, &co);
    /* Deep enough to mean something, shallow enough for the whole corpus to stay quick. */
    for (int depth = 1; depth <= 4; depth++) {
        uint64_t expected = in.r->perft(in.ctx, in.state, depth);
        ck_assert_msg(co.r->perft(co.ctx, co.state, depth) == expected, "%s perft(%d)", files[_i].path,
                      depth);
        if (expected > 30000)
            break;
    }
    close_side(&in);
    close_side(&co);
}
END_TEST

/* An exact playout inside the reasoner (which may count and draw placement moves without
 * listing them) makes the same moves as one that lists every move and draws among them. */
static void assert_playout_is_listed_moves(const side *s, const void *start, const char *path)
{
    void *inside = malloc(s->r->state_size), *listed = malloc(s->r->state_size);
    rbg_moves moves;
    rbg_moves_init(&moves);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        memcpy(inside, start, s->r->state_size);
        memcpy(listed, start, s->r->state_size);
        rbg_rng r1, r2;
        rbg_rng_seed(&r1, seed);
        rbg_rng_seed(&r2, seed);
        rbg_playout_stats stats = {.exact = true};
        s->r->playout(s->ctx, inside, &r1, 300, &stats);
        uint64_t made = 0, generated = 0;
        for (;;) {
            uint32_t n = s->r->legal_moves(s->ctx, listed, &moves);
            generated += n;
            if (n == 0 || made == 300)
                break;
            uint32_t i = rbg_rng_below(&r2, n);
            made++;
            if (!s->r->apply(s->ctx, listed, rbg_move_actions(&moves, i), rbg_move_length(&moves, i)))
                break;
        }
        ck_assert_msg(stats.moves == made && stats.generated == generated,
                      "%s (%s) playout %d: %llu moves inside, %llu listed", path, s->r->backend,
                      (int)seed, (unsigned long long)stats.moves, (unsigned long long)made);
        /* The playout leaves its state's hash stale (runtime/hot_loops.h): the same position
         * as apply's, and the same hash, though not the same bytes. */
        ck_assert_msg(s->r->same_position(s->r, inside, listed), "%s (%s) playout %d: states differ",
                      path, s->r->backend, (int)seed);
        ck_assert_msg(s->r->hash(s->r, inside) == s->r->hash(s->r, listed), "%s (%s) playout %d: hashes differ",
                      path, s->r->backend, (int)seed);
        /* A move applied to the stale state leaves it stale, still with the right hash. */
        if (s->r->legal_moves(s->ctx, listed, &moves) > 0) {
            s->r->apply(s->ctx, inside, rbg_move_actions(&moves, 0), rbg_move_length(&moves, 0));
            s->r->apply(s->ctx, listed, rbg_move_actions(&moves, 0), rbg_move_length(&moves, 0));
            ck_assert_msg(s->r->same_position(s->r, inside, listed) &&
                              s->r->hash(s->r, inside) == s->r->hash(s->r, listed) &&
                              s->r->hash(s->r, listed) == s->r->hash_from_scratch(s->r, listed),
                          "%s (%s) playout %d: a move after the playout hashes wrong", path, s->r->backend,
                          (int)seed);
        }
    }
    rbg_moves_free(&moves);
    free(inside);
    free(listed);
}

/* A playout that lists moves lazily (final tests run only on the move drawn) makes legal moves
 * only, each about equally often: from `state`, 40 draws per legal move, one move each. */
static void assert_lazy_draws_are_uniform(const side *s, const void *state, const char *path)
{
    rbg_moves legal;
    rbg_moves_init(&legal);
    uint32_t n = s->r->legal_moves(s->ctx, (void *)state, &legal);
    if (n == 0 || n > 64) {
        rbg_moves_free(&legal);
        return;
    }
    size_t size = s->r->state_size;
    char *after = malloc(size * n), *drawn = malloc(size);
    for (uint32_t i = 0; i < n; i++) {
        memcpy(after + size * i, state, size);
        s->r->apply(s->ctx, after + size * i, rbg_move_actions(&legal, i), rbg_move_length(&legal, i));
    }
    uint32_t counts[64] = {0};
    rbg_rng rng;
    rbg_rng_seed(&rng, 99);
    for (uint32_t draw = 0; draw < 40 * n; draw++) {
        memcpy(drawn, state, size);
        rbg_playout_stats stats = {0};
        s->r->playout(s->ctx, drawn, &rng, 1, &stats);
        ck_assert_uint_eq(stats.moves, 1);
        uint32_t i = 0;
        while (i < n && !s->r->same_position(s->r, after + size * i, drawn))
            i++;
        ck_assert_msg(i < n, "%s (%s): a lazy playout made an illegal move", path, s->r->backend);
        counts[i]++;
    }
    /* Equal moves (two paths to one state) share their count. */
    for (uint32_t i = 0; i < n; i++) {
        uint32_t same = 0, total = 0;
        for (uint32_t j = 0; j < n; j++)
            if (s->r->same_position(s->r, after + size * i, after + size * j)) {
                same++;
                total += counts[j];
            }
        ck_assert_msg(total >= 16 * same && total <= 80 * same,
                      "%s (%s): move %u drawn %u times in %u draws of %u moves", path, s->r->backend, i,
                      total, 40 * n, n);
    }
    free(after);
    free(drawn);
    rbg_moves_free(&legal);
}

/* Seeded whole playouts (semisplit ones when `semi`) from the starts play the same game. */
static void assert_same_playouts(side *in, side *co, const void *start, const void *start_co, const char *path,
                                 bool semi)
{
    for (uint64_t seed = 1; seed <= (semi ? 3 : 5); seed++) {
        memcpy(in->state, start, in->r->state_size);
        memcpy(co->state, start_co, co->r->state_size);
        rbg_rng r1, r2;
        rbg_rng_seed(&r1, seed);
        rbg_rng_seed(&r2, seed);
        rbg_playout_stats s1 = {0}, s2 = {0};
        if (semi) {
            in->r->semisplit_playout(in->ctx, in->state, &r1, 2000, &s1);
            co->r->semisplit_playout(co->ctx, co->state, &r2, 2000, &s2);
        } else {
            in->r->playout(in->ctx, in->state, &r1, 2000, &s1);
            co->r->playout(co->ctx, co->state, &r2, 2000, &s2);
        }
        ck_assert_msg(s1.moves == s2.moves && s1.states == s2.states && s1.generated == s2.generated &&
                          s1.generations == s2.generations && s1.hit_limit == s2.hit_limit,
                      "%s %splayout %d: %llu moves interpreted, %llu compiled", path, semi ? "semisplit " : "",
                      (int)seed, (unsigned long long)s1.moves, (unsigned long long)s2.moves);
        assert_same_state(in, co, path, -1);
    }
}

START_TEST(test_random_games_agree_move_for_move)
{
    const char *path = files[_i].path;
    side in, co;
    open_sides(&files[_i], &in, &co);
    rbg_moves a, b, sa, sb;
    rbg_moves_init(&a);
    rbg_moves_init(&b);
    rbg_moves_init(&sa);
    rbg_moves_init(&sb);
    void *start = malloc(in.r->state_size), *start_co = malloc(co.r->state_size);
    memcpy(start, in.state, in.r->state_size);
    memcpy(start_co, co.state, co.r->state_size);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        memcpy(in.state, start, in.r->state_size);
        memcpy(co.state, start_co, co.r->state_size);
        rbg_rng rng;
        rbg_rng_seed(&rng, seed);
        for (int step = 0; step < 250; step++) {
            assert_same_state(&in, &co, path, step);
            uint32_t n = in.r->legal_moves(in.ctx, in.state, &a);
            co.r->legal_moves(co.ctx, co.state, &b);
            assert_same_moves(&a, &b, path, step, "moves");
            in.r->legal_semimoves(in.ctx, in.state, &sa);
            co.r->legal_semimoves(co.ctx, co.state, &sb);
            assert_same_moves(&sa, &sb, path, step, "semimoves");
            walk_semimoves(&in, &co, &sa, &sb, &rng, path, step);
            if (seed == 1 && step % 25 == 7) {
                assert_lazy_draws_are_uniform(&in, in.state, path);
                assert_lazy_draws_are_uniform(&co, co.state, path);
            }
            if (n == 0)
                break;
            uint32_t i = rbg_rng_below(&rng, n);
            bool ok_in = in.r->apply(in.ctx, in.state, rbg_move_actions(&a, i), rbg_move_length(&a, i));
            bool ok_co = co.r->apply(co.ctx, co.state, rbg_move_actions(&b, i), rbg_move_length(&b, i));
            ck_assert_int_eq(ok_in, ok_co);
            if (!ok_in)
                break;
        }
    }
    /* Whole playouts inside the reasoners: same seed, same game, same counts.  The compiled
     * semisplit playout may count semimoves and find the drawn one (hot_semi_counted) where the
     * interpreter lists them. */
    assert_same_playouts(&in, &co, start, start_co, path, false);
    assert_same_playouts(&in, &co, start, start_co, path, true);
    assert_playout_is_listed_moves(&in, start, path);
    assert_playout_is_listed_moves(&co, start_co, path);
    free(start);
    free(start_co);
    rbg_moves_free(&a);
    rbg_moves_free(&b);
    rbg_moves_free(&sa);
    rbg_moves_free(&sb);
    close_side(&in);
    close_side(&co);
}
END_TEST

/* Under the finest split strategy (a semimove at every modifier, star and shift), a random game
 * played one semimove at a time: both reasoners keep the same hash, the whole state's. */
START_TEST(test_split_semimoves_keep_the_hash)
{
    const char *path = files[_i].path;
    rbgc_split_strategy finest = {.enabled = true,
                                  .components = RBGC_SPLIT_MOD | RBGC_SPLIT_PLUS | RBGC_SPLIT_SHIFT};
    side in, co;
    open_split_sides(&files[_i], finest, &in, &co);
    rbg_moves sa, sb;
    rbg_moves_init(&sa);
    rbg_moves_init(&sb);
    rbg_rng rng;
    rbg_rng_seed(&rng, 5);
    for (int step = 0; step < 300; step++) {
        assert_same_state(&in, &co, path, step);
        uint32_t n = in.r->legal_semimoves(in.ctx, in.state, &sa);
        co.r->legal_semimoves(co.ctx, co.state, &sb);
        assert_same_moves(&sa, &sb, path, step, "split semimoves");
        if (n == 0)
            break;
        rbg_action chosen = rbg_move_actions(&sa, rbg_rng_below(&rng, n))[0];
        bool ok_in = in.r->apply_semimove(in.ctx, in.state, chosen);
        bool ok_co = co.r->apply_semimove(co.ctx, co.state, chosen);
        ck_assert_int_eq(ok_in, ok_co);
        if (!ok_in)
            break;
    }
    rbg_moves_free(&sa);
    rbg_moves_free(&sb);
    close_side(&in);
    close_side(&co);
}
END_TEST

START_TEST(test_the_reasoner_describes_the_game)
{
    side in, co;
    open_sides(&files[_i], &in, &co);
    const rbg_game_info *x = in.r->info, *y = co.r->info;
    ck_assert_int_eq(x->n_pieces, y->n_pieces);
    ck_assert_int_eq(x->n_players, y->n_players);
    ck_assert_int_eq(x->n_edges, y->n_edges);
    ck_assert_int_eq(x->board_kind, y->board_kind);
    ck_assert_int_eq(x->width, y->width);
    ck_assert_int_eq(x->height, y->height);
    for (int c = 1; c <= x->n_cells; c++) {
        ck_assert_str_eq(x->cell_names[c], y->cell_names[c]);
        ck_assert_int_eq(x->cell_x[c], y->cell_x[c]);
        ck_assert_int_eq(x->cell_y[c], y->cell_y[c]);
    }
    for (int p = 0; p < x->n_pieces; p++)
        ck_assert_str_eq(x->piece_names[p], y->piece_names[p]);
    for (int p = 0; p <= x->n_players; p++)
        ck_assert_str_eq(x->player_names[p], y->player_names[p]);
    for (int p = 1; p <= x->n_players; p++)
        ck_assert_int_eq(x->score_bounds[p], y->score_bounds[p]);
    ck_assert_int_eq(x->score_sum_kind, y->score_sum_kind);
    ck_assert_int_eq(x->score_sum, y->score_sum);
    for (int i = 0; i < (x->n_cells + 1) * x->n_edges; i++)
        ck_assert_int_eq(x->neighbours[i], y->neighbours[i]);
    close_side(&in);
    close_side(&co);
}
END_TEST

static void *run_suite(void *arg)
{
    int *failed = arg;
    Suite *s = suite_create("compiled");
    TCase *tc = tcase_create("against the interpreter");
    tcase_set_timeout(tc, 1200);
    tcase_add_loop_test(tc, test_perft_agrees, 0, n_files);
    tcase_add_loop_test(tc, test_random_games_agree_move_for_move, 0, n_files);
    tcase_add_loop_test(tc, test_the_reasoner_describes_the_game, 0, n_files);
    suite_add_tcase(s, tc);
    /* Every game compiled again under a split strategy: a case of its own, tagged so that
     * CMake runs it as the test test_compiled_split (CK_INCLUDE_TAGS, CK_EXCLUDE_TAGS) and each
     * test stays within its time limit. */
    TCase *split = tcase_create("split_hash");
    tcase_set_tags(split, "split");
    tcase_set_timeout(split, 1200);
    tcase_add_loop_test(split, test_split_semimoves_keep_the_hash, 0, n_files);
    suite_add_tcase(s, split);
    SRunner *runner = srunner_create(s);
    srunner_run_all(runner, CK_NORMAL);
    *failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return NULL;
}

/* The searches recurse once per step (go's flood fills go deep, more so under the sanitizers'
 * large frames): the suite runs on a large stack, as the rbg command does. */
int main(void)
{
    files = game_files_load(&n_files);
    int failed = 1;
    pthread_attr_t attr;
    pthread_t thread;
    if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, (size_t)1 << 28) == 0 &&
        pthread_create(&thread, &attr, run_suite, &failed) == 0)
        pthread_join(thread, NULL);
    else
        run_suite(&failed);
    game_files_free(files, n_files);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
