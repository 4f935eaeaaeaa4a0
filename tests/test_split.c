/* Split strategies (rbgc/split*) and the semisplit walker (runtime/semisplit): the golden examples
 * worked out by hand, the fixpoints of the pipeline, the printed form of split games, and on
 * every game of games-rbg/ and every strategy: semimove paths assemble into exactly the legal
 * moves (as a multiset, into the same states), semimove counts of the paper's examples, the
 * distribution and reproducibility of semisplit random moves.  Perft equality for every game is
 * checked by the split_perft_GAME tests (tests/split/run_split_perft.sh). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "game_files.h"
#include "interp.h"
#include "pipeline.h"
#include "print.h"
#include "semisplit.h"

static const char *const STRATEGIES[] = {"Mod", "ModPlus", "ModShift", "ModPlusShift"};
enum { N_STRATEGIES = 4 };

static game_file *files;
static int n_files;

static rbgc_game *load_text(const char *name, const char *text)
{
    rbgc_diags *diags = rbgc_diags_new(name, text, strlen(text));
    rbgc_game *game = rbgc_load_text(text, strlen(text), diags);
    char *messages = diags_to_text(diags);
    ck_assert_msg(game != NULL, "%s does not load:\n%s", name, messages);
    free(messages);
    rbgc_diags_free(diags);
    return game;
}

/* A 5x5 board of `e` with players red and blue, around the given rules. */
static rbgc_game *mini_game(const char *rules)
{
    char text[2048];
    snprintf(text, sizeof text,
             "#players = red(100), blue(100)\n#pieces = e, r\n#variables =\n"
             "#board = rectangle(up, down, left, right,\n"
             "  [e, e, e, e, e] [e, e, e, e, e] [e, e, e, e, e] [e, e, e, e, e] [e, e, e, e, e])\n"
             "#U = (up + down + left + right)\n#anySquare = ((up* + down*)(left* + right*))\n"
             "#rules = %s\n",
             rules);
    return load_text("mini", text);
}

/* The rules as text, without spaces (as the examples below are written). */
static char *rules_text(const rbgc_game *game)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    rbgc_print_rule(game, game->rules, false, out);
    fclose(out);
    char *to = text;
    for (const char *from = text; *from; from++)
        if (*from != ' ')
            *to++ = *from;
    *to = '\0';
    return text;
}

static void assert_rules(const rbgc_game *game, const char *expected)
{
    char *text = rules_text(game);
    ck_assert_str_eq(text, expected);
    free(text);
}

static rbgc_split_strategy strategy(const char *name)
{
    rbgc_split_strategy s;
    ck_assert_msg(rbgc_split_parse(name, &s), "%s", name);
    return s;
}

/* ---- strategy names ---- */

START_TEST(test_strategy_names)
{
    rbgc_split_strategy s;
    ck_assert(rbgc_split_parse("none", &s) && !s.enabled);
    ck_assert(rbgc_split_parse("Mod", &s) && s.enabled && s.components == RBGC_SPLIT_MOD);
    ck_assert(rbgc_split_parse("ModPlusShift", &s) &&
              s.components == (RBGC_SPLIT_MOD | RBGC_SPLIT_PLUS | RBGC_SPLIT_SHIFT));
    ck_assert(rbgc_split_parse("PlusShift", &s) && s.components == (RBGC_SPLIT_PLUS | RBGC_SPLIT_SHIFT));
    ck_assert(rbgc_split_parse("Shift", &s) && s.components == RBGC_SPLIT_SHIFT);
    static const char *const bad[] = {"", "mod", "MOD", "PlusMod", "ShiftPlus", "ModMod", "Mod ",
                                      "None", "ModPlusShiftX", "ModShiftPlus"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(!rbgc_split_parse(bad[i], &s), "'%s' accepted", bad[i]);
    ck_assert(!rbgc_split_parse(NULL, &s));
}
END_TEST

/* ---- examples worked out by hand ---- */

static const char REDUNDANT[] =
    "->red . U* . . [r] . {r} . U* . right . (up + down) . ->blue";

START_TEST(test_golden_left_removal)
{
    rbgc_game *game = mini_game(REDUNDANT);
    ck_assert_int_eq(rbgc_split_count_dots(game), 8);
    ck_assert_int_eq(rbgc_split_remove(game, RBGC_DOT_LEFT), 5);
    assert_rules(game, "->red(up+down+left+right)*.[r]{r}(up+down+left+right)*.right(up+down).->blue");
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_golden_right_removal)
{
    rbgc_game *game = mini_game(REDUNDANT);
    ck_assert_int_eq(rbgc_split_remove(game, RBGC_DOT_RIGHT), 5);
    assert_rules(game, "->red.(up+down+left+right)*[r]{r}.(up+down+left+right)*right.(up+down)->blue");
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_golden_classification)
{
    rbgc_dot_class classes[2];
    rbgc_game *game = mini_game("->> anySquare [e] ((. left left*) + (. right right*)) [e] ->>");
    ck_assert_int_eq(rbgc_split_count_dots(game), 2);
    rbgc_split_classify(game, classes);
    ck_assert_int_eq(classes[0], RBGC_DOT_DECISIVE);
    ck_assert_int_eq(classes[1], RBGC_DOT_DECISIVE);
    rbgc_game_free(game);

    game = mini_game("->> anySquare [e] ((. left left) + (. right right)) [e] ->>");
    rbgc_split_classify(game, classes);
    ck_assert_int_eq(classes[0], RBGC_DOT_RIGHT);
    ck_assert_int_eq(classes[1], RBGC_DOT_RIGHT);
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_golden_illegal_dots_move_right)
{
    rbgc_game *game = mini_game("->red (left* . + right* .) [e] ->blue");
    bool illegal[2];
    ck_assert_int_eq(rbgc_split_find_illegal(game, illegal), 2);
    ck_assert(illegal[0] && illegal[1]);
    ck_assert_int_eq(rbgc_split_move_illegal(game), 2);
    assert_rules(game, "->red(left*+right*).[e]->blue");
    ck_assert_int_eq(rbgc_split_find_illegal(game, illegal), 0);
    rbgc_game_free(game);

    /* A dot on a loop without a modifier: going round once more gives the same move. */
    game = mini_game("->red (. right left)* [e] ->blue");
    ck_assert_int_eq(rbgc_split_find_illegal(game, illegal), 1);
    rbgc_game_free(game);
    /* Different cells give different moves: the Shift dot of anySquare is legal. */
    game = mini_game("->red (up* + down*) . (left* + right*) [e] ->blue");
    ck_assert_int_eq(rbgc_split_find_illegal(game, illegal), 0);
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_golden_any_square_under_shift)
{
    rbgc_game *game = mini_game("->red anySquare {e} [r] ->blue");
    rbgc_split_insert_shift(game);
    assert_rules(game, "->red(up*+down*).(left*+right*){e}[r]->blue");
    rbgc_game_free(game);
    game = mini_game("->red anySquare {e} [r] ->blue");
    rbgc_split_game(game, strategy("ModShift"));
    assert_rules(game, "->red(up*+down*).(left*+right*){e}[r]->blue");
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_plus_insertion)
{
    /* A dot starts each branch that is not a lone modifier; choices of a cell get none. */
    rbgc_game *game = mini_game("->red ([r] + {e} [r] + left {e}) (up + down) {e} [e] ->blue");
    rbgc_split_insert_plus(game);
    assert_rules(game, "->red([r]+.{e}[r]+.left{e})(up+down){e}[e]->blue");
    rbgc_game_free(game);
    /* Patterns are never split. */
    game = mini_game("->red {? (left + {e} right)} [r] ->blue");
    rbgc_split_insert_plus(game);
    rbgc_split_insert_shift(game);
    ck_assert_int_eq(rbgc_split_count_dots(game), 0);
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_keeper_dots_are_dropped)
{
    /* The keeper's turns are never split, so the pipeline leaves no dot there. */
    rbgc_game *game =
        mini_game("->red anySquare [r] ({e} (left + right) [r] + [e]) ->> ((. left [r]) + (. right [r])) ->blue");
    rbgc_split_game(game, strategy("ModPlus"));
    assert_rules(game, "->red(up*+down*)(left*+right*)[r](.{e}(left+right)[r]+[e])->>(left[r]+right[r])->blue");
    rbgc_game_free(game);
}
END_TEST

START_TEST(test_dots_of_the_game_itself)
{
    /* A dot that is a whole alternative: indecisive, so removed; the alternative becomes the
     * empty path `([])*`, which prints and parses back. */
    rbgc_game *game = mini_game("->red anySquare [r] (. + left) [r] ->blue");
    rbgc_split_game(game, strategy("Mod"));
    assert_rules(game, "->red(up*+down*)(left*+right*)[r](([])*+left)[r]->blue");
    size_t len;
    char *printed = game_to_text(game, 0, 0, &len);
    rbgc_game *again = load_text("printed", printed);
    ck_assert(rbgc_game_equal(game, again));
    free(printed);
    rbgc_game_free(again);
    rbgc_game_free(game);
    /* An illegal dot of the game is moved like an inserted one (then, right before a modifier,
     * it is indecisive); none leaves the game as it is. */
    game = mini_game("->red (left* . + right* .) [e] ->blue");
    rbgc_split_game(game, strategy("none"));
    ck_assert_int_eq(rbgc_split_count_dots(game), 2);
    rbgc_split_game(game, strategy("Mod"));
    assert_rules(game, "->red(left*+right*)[e]->blue");
    rbgc_game_free(game);
}
END_TEST

/* Random dots written into the rules of small games: whatever the game's own dots, the split
 * game has the same moves through semimoves. */
static void check_position(rbg_reasoner *r, rbg_context *ctx, const void *state, const char *where);

START_TEST(test_random_dots_in_games)
{
    static const char *const names[] = {"ticTacToe", "breakthrough5x5", "chess", "connect4",
                                        "englishDraughts"};
    rbg_rng rng;
    rbg_rng_seed(&rng, 17);
    int loaded = 0;
    for (size_t g = 0; g < sizeof names / sizeof names[0]; g++) {
        char path[1024];
        snprintf(path, sizeof path, RBG_SOURCE_DIR "/games-rbg/%s.rbg", names[g]);
        size_t len;
        char *text = read_text_file(path, &len);
        ck_assert_ptr_nonnull(text);
        const char *rules = strstr(text, "\n#rules");
        ck_assert_ptr_nonnull(rules);
        size_t from = (size_t)(rules - text);
        for (int variant = 0; variant < 12; variant++) {
            /* Two to four spaces after `#rules` become ` . `. */
            char *mutated = malloc(len * 3 + 16);
            size_t n = 0;
            int dots = 2 + (int)rbg_rng_below(&rng, 3);
            for (size_t i = 0; i < len; i++) {
                mutated[n++] = text[i];
                if (i > from && text[i] == ' ' && dots > 0 && rbg_rng_below(&rng, 40) == 0) {
                    mutated[n++] = '.';
                    mutated[n++] = ' ';
                    dots--;
                }
            }
            mutated[n] = '\0';
            rbgc_diags *diags = rbgc_diags_new(path, mutated, n);
            rbgc_game *game = rbgc_load_text(mutated, n, diags);
            rbgc_diags_free(diags);
            for (int s = 0; game != NULL && s < N_STRATEGIES; s += 3) {
                rbgc_game *split = load_text(path, mutated);
                rbgc_split_game(split, strategy(STRATEGIES[s]));
                bool *illegal = calloc((size_t)rbgc_split_count_dots(split) + 1, sizeof(bool));
                ck_assert_int_eq(rbgc_split_find_illegal(split, illegal), 0);
                free(illegal);
                rbg_program *program = rbgc_lower_game(split, "test");
                rbgc_game_free(split);
                rbg_reasoner *r = rbg_interp_new(program);
                rbg_context *ctx = r->context_new(r);
                void *state = malloc(r->state_size);
                r->initial(ctx, state);
                char where[256];
                snprintf(where, sizeof where, "%s with dots, variant %d, %s", names[g], variant,
                         STRATEGIES[s]);
                check_position(r, ctx, state, where);
                free(state);
                r->context_free(ctx);
                r->destroy(r);
            }
            loaded += game != NULL;
            rbgc_game_free(game);
            free(mutated);
        }
        free(text);
    }
    ck_assert_int_ge(loaded, 20); /* most variants are games */
}
END_TEST

/* ---- the pipeline on every game ---- */

typedef struct {
    const rbgc_rule **items;
    int count;
} rule_list;

static void collect_modifiers(const rbgc_rule *rule, rule_list *out)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return;
    if (rbgc_rule_is_modifier(rule))
        out->items[out->count++] = rule;
    for (int i = 0; i < rule->n_children; i++)
        collect_modifiers(rule->children[i], out);
}

/* After the pipeline: no illegal dot, nothing more to remove, the modifiers as they were, and a
 * printed form that reads back to the same game. */
static void check_split_game(const game_file *f, const rbgc_game *plain, rbgc_game *game,
                             const char *where)
{
    /* No illegal dot is left, and removing again changes nothing. */
    int n_dots = rbgc_split_count_dots(game);
    bool *illegal = calloc((size_t)n_dots + 1, sizeof(bool));
    ck_assert_msg(rbgc_split_find_illegal(game, illegal) == 0, "%s %s: illegal dot", f->path, where);
    free(illegal);
    ck_assert_msg(rbgc_split_remove(game, RBGC_DOT_LEFT) == 0, "%s %s: left pass", f->path, where);
    ck_assert_msg(rbgc_split_remove(game, RBGC_DOT_RIGHT) == 0, "%s %s: right pass", f->path, where);
    if (strcmp(where, "Mod") == 0)
        ck_assert_int_eq(n_dots, 0); /* the games have no dots of their own */

    /* Dots are no modifiers: every modifier keeps its place and its index. */
    ck_assert_int_eq(game->n_modifiers, plain->n_modifiers);
    rule_list a = {calloc((size_t)plain->n_modifiers + 1, sizeof(rbgc_rule *)), 0};
    rule_list b = {calloc((size_t)plain->n_modifiers + 1, sizeof(rbgc_rule *)), 0};
    collect_modifiers(plain->rules, &a);
    collect_modifiers(game->rules, &b);
    ck_assert_int_eq(a.count, b.count);
    for (int i = 0; i < a.count; i++) {
        ck_assert_int_eq(b.items[i]->modifier, i + 1);
        ck_assert(rbgc_rule_equal(a.items[i], b.items[i]));
    }
    free(a.items);
    free(b.items);

    /* The printed form parses again to the same game, dots included. */
    size_t len;
    char *printed = game_to_text(game, 0, 0, &len);
    rbgc_game *again = load_text("printed", printed);
    ck_assert_msg(rbgc_game_equal(game, again), "%s %s: printed form is another game", f->path, where);
    ck_assert_int_eq(rbgc_split_count_dots(again), n_dots);
    free(printed);
    rbgc_game_free(again);
}

/* ---- semimoves against moves ---- */

static rbg_reasoner *reasoner_of(const char *name, const char *text, const char *split)
{
    rbgc_game *game = load_text(name, text);
    rbgc_split_game(game, strategy(split));
    rbg_program *program = rbgc_lower_game(game, "test");
    rbgc_game_free(game);
    return rbg_interp_new(program);
}

/* Every path of semimoves from a nodal state to the next one. */
typedef struct {
    rbg_reasoner *r;
    rbg_context *ctx;
    rbg_moves moves;   /* the assembled moves (dots dropped) */
    char *states;      /* the state each path ends in, in the same order */
    size_t cap_states;
} paths;

static void walk(paths *p, const void *state, rbg_action *path, uint32_t length)
{
    const rbg_reasoner *r = p->r;
    rbg_moves semimoves;
    rbg_moves_init(&semimoves);
    uint32_t n = r->legal_semimoves(p->ctx, (void *)state, &semimoves);
    void *next = malloc(r->state_size);
    for (uint32_t i = 0; i < n; i++) {
        ck_assert_uint_eq(rbg_move_length(&semimoves, i), 1);
        memcpy(next, state, r->state_size);
        path[length] = rbg_move_actions(&semimoves, i)[0];
        r->apply_semimove(p->ctx, next, path[length]);
        if (!r->is_nodal(r, next) && r->player(r, next) != 0) {
            ck_assert_uint_lt(length + 1, 4096);
            walk(p, next, path, length + 1);
            continue;
        }
        rbg_action move[4096];
        uint32_t m = 0;
        for (uint32_t k = 0; k <= length; k++)
            if (path[k].index > 0)
                move[m++] = path[k];
        rbg_moves_add(&p->moves, move, m);
        size_t at = (size_t)(p->moves.n_moves - 1) * r->state_size;
        if (at + r->state_size > p->cap_states) {
            p->cap_states = (at + r->state_size) * 2;
            p->states = realloc(p->states, p->cap_states);
        }
        memcpy(p->states + at, next, r->state_size);
    }
    free(next);
    rbg_moves_free(&semimoves);
}

static int compare_texts(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The texts of the moves, sorted (a multiset). */
static char **sorted_texts(const rbg_moves *moves)
{
    char **texts = calloc((size_t)moves->n_moves + 1, sizeof(char *));
    for (uint32_t i = 0; i < moves->n_moves; i++)
        texts[i] = rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
    qsort(texts, moves->n_moves, sizeof(char *), compare_texts);
    return texts;
}

static void free_texts(char **texts, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
}

/* At the state: the moves assembled from semimoves are the legal moves, as a multiset, and
 * reach the same states as the moves applied whole. */
static void check_position(rbg_reasoner *r, rbg_context *ctx, const void *state, const char *where)
{
    paths p = {.r = r, .ctx = ctx};
    rbg_moves_init(&p.moves);
    rbg_moves legal;
    rbg_moves_init(&legal);
    uint32_t n = r->legal_moves(ctx, (void *)state, &legal);
    rbg_action path[4096];
    walk(&p, state, path, 0);
    ck_assert_msg(p.moves.n_moves == n, "%s: %u moves from semimoves, %u legal", where,
                  p.moves.n_moves, n);
    char **a = sorted_texts(&legal), **b = sorted_texts(&p.moves);
    for (uint32_t i = 0; i < n; i++)
        ck_assert_msg(strcmp(a[i], b[i]) == 0, "%s: move %s / %s", where, a[i], b[i]);
    free_texts(a, n);
    free_texts(b, n);
    void *whole = malloc(r->state_size);
    for (uint32_t i = 0; i < p.moves.n_moves; i++) {
        memcpy(whole, state, r->state_size);
        r->apply(ctx, whole, rbg_move_actions(&p.moves, i), rbg_move_length(&p.moves, i));
        ck_assert_msg(memcmp(whole, p.states + (size_t)i * r->state_size, r->state_size) == 0,
                      "%s: move %u reaches another state through semimoves", where, i);
    }
    free(whole);
    free(p.states);
    rbg_moves_free(&p.moves);
    rbg_moves_free(&legal);
}

/* Every game under every strategy: the pipeline's fixpoints and printed form, then semimove
 * paths against moves at positions of a seeded random game. */
START_TEST(test_every_game_and_strategy)
{
    const game_file *f = &files[_i];
    rbgc_game *plain = load_text(f->path, f->text);
    for (int s = 0; s < N_STRATEGIES; s++) {
        rbgc_game *game = load_text(f->path, f->text);
        rbgc_split_game(game, strategy(STRATEGIES[s]));
        check_split_game(f, plain, game, STRATEGIES[s]);
        rbg_program *program = rbgc_lower_game(game, "test");
        rbgc_game_free(game);
        rbg_reasoner *r = rbg_interp_new(program);
        rbg_context *ctx = r->context_new(r);
        void *state = malloc(r->state_size);
        r->initial(ctx, state);
        rbg_rng rng;
        rbg_rng_seed(&rng, 11 + (uint64_t)s);
        rbg_moves legal;
        rbg_moves_init(&legal);
        /* Positions at plies 0, 3 and 9 of a seeded random game. */
        for (int ply = 0; ply <= 9; ply++) {
            if (ply == 0 || ply == 3 || ply == 9) {
                char where[512];
                snprintf(where, sizeof where, "%s %s ply %d", f->path, STRATEGIES[s], ply);
                check_position(r, ctx, state, where);
            }
            uint32_t n = r->legal_moves(ctx, state, &legal);
            if (n == 0)
                break;
            uint32_t pick = rbg_rng_below(&rng, n);
            r->apply(ctx, state, rbg_move_actions(&legal, pick), rbg_move_length(&legal, pick));
        }
        rbg_moves_free(&legal);
        free(state);
        r->context_free(ctx);
        r->destroy(r);
    }
    rbgc_game_free(plain);
}
END_TEST

/* ---- semimove counts of the paper's examples ---- */

/* The paths from a state to the next nodal state, summed up: how many there are, and per path
 * its length and its decisions (levels where more than one semimove leads on to a move). */
typedef struct {
    uint64_t moves;
    uint32_t min_decisions, max_decisions, min_length, max_length;
} shape;

static shape shape_walk(rbg_reasoner *r, rbg_context *ctx, const void *state)
{
    rbg_moves semimoves;
    rbg_moves_init(&semimoves);
    uint32_t n = r->legal_semimoves(ctx, (void *)state, &semimoves);
    void *next = malloc(r->state_size);
    shape *children = calloc((size_t)n + 1, sizeof(shape));
    uint32_t live = 0;
    for (uint32_t i = 0; i < n; i++) {
        memcpy(next, state, r->state_size);
        r->apply_semimove(ctx, next, rbg_move_actions(&semimoves, i)[0]);
        if (r->is_nodal(r, next) || r->player(r, next) == 0)
            children[i] = (shape){1, 0, 0, 0, 0};
        else
            children[i] = shape_walk(r, ctx, next);
        live += children[i].moves > 0;
    }
    shape total = {0, UINT32_MAX, 0, UINT32_MAX, 0};
    for (uint32_t i = 0; i < n; i++) {
        const shape *c = &children[i];
        if (c->moves == 0)
            continue;
        uint32_t d = live > 1;
        total.moves += c->moves;
        if (c->min_decisions + d < total.min_decisions)
            total.min_decisions = c->min_decisions + d;
        if (c->max_decisions + d > total.max_decisions)
            total.max_decisions = c->max_decisions + d;
        if (c->min_length + 1 < total.min_length)
            total.min_length = c->min_length + 1;
        if (c->max_length + 1 > total.max_length)
            total.max_length = c->max_length + 1;
    }
    free(children);
    free(next);
    rbg_moves_free(&semimoves);
    return total;
}

/* The shape of the turns of a few positions of a seeded random game. */
static shape game_shape(const char *path, const char *text, const char *split, int plies)
{
    rbg_reasoner *r = reasoner_of(path, text, split);
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    rbg_rng rng;
    rbg_rng_seed(&rng, 3);
    rbg_moves legal;
    rbg_moves_init(&legal);
    shape total = {0, UINT32_MAX, 0, UINT32_MAX, 0};
    for (int ply = 0; ply < plies; ply++) {
        uint32_t n = r->legal_moves(ctx, state, &legal);
        if (n == 0)
            break;
        shape s = shape_walk(r, ctx, state);
        ck_assert_uint_eq(s.moves, n);
        total.moves += s.moves;
        total.min_decisions = s.min_decisions < total.min_decisions ? s.min_decisions : total.min_decisions;
        total.max_decisions = s.max_decisions > total.max_decisions ? s.max_decisions : total.max_decisions;
        total.min_length = s.min_length < total.min_length ? s.min_length : total.min_length;
        total.max_length = s.max_length > total.max_length ? s.max_length : total.max_length;
        uint32_t pick = rbg_rng_below(&rng, n);
        r->apply(ctx, state, rbg_move_actions(&legal, pick), rbg_move_length(&legal, pick));
    }
    rbg_moves_free(&legal);
    free(state);
    r->context_free(ctx);
    r->destroy(r);
    return total;
}

START_TEST(test_breakthrough_mod_grab_then_drop)
{
    /* Grab and drop, as in the paper: the drop is the switch on the target square (the keeper
     * puts the pawn down), so each move is two semimoves, both choices. */
    char *text = read_text_file(RBG_SOURCE_DIR "/games-rbg/breakthrough.rbg", &(size_t){0});
    shape s = game_shape("breakthrough", text, "Mod", 12);
    ck_assert_uint_eq(s.min_length, 2);
    ck_assert_uint_eq(s.max_length, 2);
    ck_assert_uint_eq(s.max_decisions, 2);
    free(text);
}
END_TEST

START_TEST(test_pentago_decisions)
{
    /* The paper's Pentago turn: ball, then quadrant and direction together (Mod), or apart
     * (ModPlus). */
    char *text = test_program("pentagoSplit.rbg");
    shape mod = game_shape("pentagoSplit", text, "Mod", 4);
    ck_assert_uint_eq(mod.min_decisions, 2);
    ck_assert_uint_eq(mod.max_decisions, 2);
    shape plus = game_shape("pentagoSplit", text, "ModPlus", 4);
    ck_assert_uint_eq(plus.min_decisions, 3);
    ck_assert_uint_eq(plus.max_decisions, 3);
    free(text);
}
END_TEST

/* The index of each modifier's rule. */
static void modifier_rules(const rbgc_rule *rule, const rbgc_rule **out)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return;
    if (rule->modifier > 0)
        out[rule->modifier] = rule;
    for (int i = 0; i < rule->n_children; i++)
        modifier_rules(rule->children[i], out);
}

typedef struct {
    const rbgc_rule **rules; /* by modifier index */
    int empty;               /* the piece `empty` */
    uint64_t dead_after_drop, dead_before_drop;
    uint32_t min_length;
} chess_walk;

/* Semimove paths of chess: where they die (a drop is an off of a piece other than empty). */
static void chess_paths(rbg_reasoner *r, rbg_context *ctx, const void *state, bool dropped,
                        uint32_t length, chess_walk *w)
{
    rbg_moves semimoves;
    rbg_moves_init(&semimoves);
    uint32_t n = r->legal_semimoves(ctx, (void *)state, &semimoves);
    if (n == 0)
        *(dropped ? &w->dead_after_drop : &w->dead_before_drop) += 1;
    void *next = malloc(r->state_size);
    for (uint32_t i = 0; i < n; i++) {
        rbg_action a = rbg_move_actions(&semimoves, i)[0];
        memcpy(next, state, r->state_size);
        r->apply_semimove(ctx, next, a);
        const rbgc_rule *rule = a.index > 0 ? w->rules[a.index] : NULL;
        bool drop = rule != NULL && rule->kind == RBGC_RULE_OFF && rule->piece != w->empty;
        if (r->is_nodal(r, next) || r->player(r, next) == 0) {
            ck_assert(rule != NULL && rule->kind == RBGC_RULE_KEEPER_SWITCH);
            if (length + 1 < w->min_length)
                w->min_length = length + 1;
        } else {
            chess_paths(r, ctx, next, dropped || drop, length + 1, w);
        }
    }
    free(next);
    rbg_moves_free(&semimoves);
}

START_TEST(test_chess_mod_check_test_last)
{
    /* At least grab and drop; the test that the king is not attacked comes after the drop, in
     * the semimove ending with the switch, so some paths die only there. */
    char *text = read_text_file(RBG_SOURCE_DIR "/games-rbg/chess.rbg", &(size_t){0});
    rbgc_game *game = load_text("chess", text);
    const rbgc_rule **rules = calloc((size_t)game->n_modifiers + 1, sizeof(rbgc_rule *));
    modifier_rules(game->rules, rules);
    chess_walk w = {rules, rbgc_game_piece(game, "empty"), 0, 0, UINT32_MAX};
    rbg_reasoner *r = reasoner_of("chess", text, "Mod");
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    rbg_rng rng;
    rbg_rng_seed(&rng, 2);
    rbg_moves legal;
    rbg_moves_init(&legal);
    for (int ply = 0; ply < 60; ply++) {
        uint32_t n = r->legal_moves(ctx, state, &legal);
        if (n == 0)
            break;
        chess_paths(r, ctx, state, false, 0, &w);
        uint32_t pick = rbg_rng_below(&rng, n);
        r->apply(ctx, state, rbg_move_actions(&legal, pick), rbg_move_length(&legal, pick));
    }
    ck_assert_uint_ge(w.min_length, 2);
    ck_assert_uint_gt(w.dead_after_drop, 0);
    rbg_moves_free(&legal);
    free(state);
    r->context_free(ctx);
    r->destroy(r);
    free(rules);
    rbgc_game_free(game);
    free(text);
}
END_TEST

/* ---- the semisplit walker ---- */

START_TEST(test_random_move_distribution)
{
    /* Moves a->x and b->y, b->z: the first semimove is a or b with 1/2 each, so x comes with
     * probability 1/2, y and z with 1/4 (chi-square, 2 degrees of freedom, p = 0.001). */
    static const char text[] =
        "#players = red(100)\n#pieces = e, a, b, x, y, z\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e])\n"
        "#rules = ->red ([a] [x] + [b] ([y] + [z])) ->> {}\n";
    rbg_reasoner *r = reasoner_of("toy", text, "Mod");
    rbg_context *ctx = r->context_new(r);
    rbg_semisplit *w = rbg_semisplit_new(r, ctx);
    void *initial = malloc(r->state_size), *state = malloc(r->state_size);
    r->initial(ctx, initial);
    rbg_rng rng;
    rbg_rng_seed(&rng, 99);
    double count[6] = {0};
    const int draws = 100000;
    for (int i = 0; i < draws; i++) {
        memcpy(state, initial, r->state_size);
        ck_assert(rbg_semisplit_random_move(w, state, &rng, NULL));
        count[r->piece(r, state, 1)]++;
    }
    double expected[6] = {0, 0, 0, draws / 2.0, draws / 4.0, draws / 4.0}, chi = 0;
    for (int p = 3; p < 6; p++)
        chi += (count[p] - expected[p]) * (count[p] - expected[p]) / expected[p];
    ck_assert_msg(chi < 13.8, "chi-square %.2f (x %.0f, y %.0f, z %.0f)", chi, count[3], count[4], count[5]);
    /* After the move the game is over: no move, and the state is left as it was. */
    memcpy(initial, state, r->state_size);
    ck_assert(!rbg_semisplit_random_move(w, state, &rng, NULL));
    ck_assert(memcmp(initial, state, r->state_size) == 0);
    free(initial);
    free(state);
    rbg_semisplit_free(w);
    r->context_free(ctx);
    r->destroy(r);
}
END_TEST

START_TEST(test_random_move_backtracks_from_dead_ends)
{
    /* Most first semimoves lead nowhere (the off is followed by a failing test); the walker
     * must back up and still find the one move, every time. */
    static const char text[] =
        "#players = red(100)\n#pieces = e, a, b\n#variables =\n"
        "#board = rectangle(up, down, left, right, [e, e, e, e, e, e, e, e])\n"
        "#rules = ->red (left* + right*) [a] ({b} + {! left} right right right) [b] ->> {}\n";
    rbg_reasoner *r = reasoner_of("dead", text, "Mod");
    rbg_context *ctx = r->context_new(r);
    rbg_semisplit *w = rbg_semisplit_new(r, ctx);
    void *initial = malloc(r->state_size), *state = malloc(r->state_size);
    r->initial(ctx, initial);
    rbg_rng rng;
    rbg_rng_seed(&rng, 5);
    for (int i = 0; i < 200; i++) {
        memcpy(state, initial, r->state_size);
        rbg_playout_stats stats = {0};
        ck_assert(rbg_semisplit_random_move(w, state, &rng, &stats));
        ck_assert_int_eq(r->piece(r, state, 1), 0); /* a (pieces are sorted) on the first cell */
        ck_assert_int_eq(r->piece(r, state, 4), 1); /* b three cells to its right */
        ck_assert_uint_ge(stats.states, 3);
        /* One generation at the start and one after each semimove that did not end the move. */
        ck_assert_uint_eq(stats.generations, stats.states);
    }
    free(initial);
    free(state);
    rbg_semisplit_free(w);
    r->context_free(ctx);
    r->destroy(r);
}
END_TEST

START_TEST(test_semisplit_playouts)
{
    char *text = read_text_file(RBG_SOURCE_DIR "/games-rbg/breakthrough.rbg", &(size_t){0});
    rbg_reasoner *r = reasoner_of("breakthrough", text, "ModShift");
    rbg_context *ctx = r->context_new(r);
    rbg_semisplit *w = rbg_semisplit_new(r, ctx);
    void *initial = malloc(r->state_size), *a = malloc(r->state_size), *b = malloc(r->state_size);
    r->initial(ctx, initial);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        rbg_rng rng;
        rbg_playout_stats sa = {0}, sb = {0};
        memcpy(a, initial, r->state_size);
        rbg_rng_seed(&rng, seed);
        rbg_semisplit_playout(w, a, &rng, UINT64_MAX, &sa);
        memcpy(b, initial, r->state_size);
        rbg_rng_seed(&rng, seed);
        rbg_semisplit_playout(w, b, &rng, UINT64_MAX, &sb);
        /* Reproducible, finished, scored 100/0, and every move took at least three semimoves
         * (row, then cell and grab, then drop). */
        ck_assert(memcmp(a, b, r->state_size) == 0);
        ck_assert_uint_eq(sa.moves, sb.moves);
        ck_assert(!sa.hit_limit);
        ck_assert_int_eq(r->score(r, a, 1) + r->score(r, a, 2), 100);
        ck_assert_uint_ge(sa.states, 3 * sa.moves);
        ck_assert_uint_ge(sa.generations, sa.states);
    }
    /* The length limit. */
    rbg_rng rng;
    rbg_rng_seed(&rng, 1);
    rbg_playout_stats stats = {0};
    memcpy(a, initial, r->state_size);
    rbg_semisplit_playout(w, a, &rng, 5, &stats);
    ck_assert_uint_eq(stats.moves, 5);
    ck_assert(stats.hit_limit);
    free(initial);
    free(a);
    free(b);
    rbg_semisplit_free(w);
    r->context_free(ctx);
    r->destroy(r);
    free(text);
}
END_TEST

START_TEST(test_semisplit_perft_small)
{
    /* Tic-tac-toe's published counts through semimoves; the whole tree ends at depth 10. */
    static const uint64_t ttt[] = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0};
    char *text = read_text_file(RBG_SOURCE_DIR "/games-rbg/ticTacToe.rbg", &(size_t){0});
    rbg_reasoner *r = reasoner_of("ticTacToe", text, "ModPlusShift");
    rbg_context *ctx = r->context_new(r);
    rbg_semisplit *w = rbg_semisplit_new(r, ctx);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    for (int d = 0; d <= 10; d++)
        ck_assert_uint_eq(rbg_semisplit_perft(w, state, d), ttt[d]);
    free(state);
    rbg_semisplit_free(w);
    r->context_free(ctx);
    r->destroy(r);
    free(text);
}
END_TEST

int main(void)
{
    files = game_files_load(&n_files);
    Suite *suite = suite_create("split");
    TCase *tc = tcase_create("split");
    tcase_set_timeout(tc, 1200);
    tcase_add_test(tc, test_strategy_names);
    tcase_add_test(tc, test_golden_left_removal);
    tcase_add_test(tc, test_golden_right_removal);
    tcase_add_test(tc, test_golden_classification);
    tcase_add_test(tc, test_golden_illegal_dots_move_right);
    tcase_add_test(tc, test_golden_any_square_under_shift);
    tcase_add_test(tc, test_plus_insertion);
    tcase_add_test(tc, test_keeper_dots_are_dropped);
    tcase_add_test(tc, test_dots_of_the_game_itself);
    tcase_add_test(tc, test_random_dots_in_games);
    tcase_add_loop_test(tc, test_every_game_and_strategy, 0, n_files);
    tcase_add_test(tc, test_breakthrough_mod_grab_then_drop);
    tcase_add_test(tc, test_pentago_decisions);
    tcase_add_test(tc, test_chess_mod_check_test_last);
    tcase_add_test(tc, test_random_move_distribution);
    tcase_add_test(tc, test_random_move_backtracks_from_dead_ends);
    tcase_add_test(tc, test_semisplit_playouts);
    tcase_add_test(tc, test_semisplit_perft_small);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    game_files_free(files, n_files);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
