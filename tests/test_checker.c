/* Unit tests of the checker (rbgc/checker.c) and the straightness figures
 * (rbgc/straightness.c): the values of Section 8.11 of the language manual on its example games
 * and on small expressions worked out by hand, the value ranges of arithmetic, and our warnings. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker.h"
#include "diag.h"
#include "frontend.h"
#include "game_files.h"
#include "game.h"

/* ---- helpers ------------------------------------------------------------------------------ */

typedef struct {
    rbgc_diags *diags;
    rbgc_game *game;
} loaded;

static loaded load(const char *text)
{
    loaded l;
    l.diags = rbgc_diags_new("test.rbg", text, strlen(text));
    l.game = rbgc_load_text(text, strlen(text), l.diags);
    return l;
}

static void done(loaded *l)
{
    rbgc_game_free(l->game);
    rbgc_diags_free(l->diags);
}

static void print_diags(const loaded *l)
{
    for (int i = 0; i < l->diags->count; i++)
        fprintf(stderr, "  %s %d:%d %s\n",
                l->diags->items[i].severity == RBGC_SEVERITY_ERROR ? "error" : "warning",
                l->diags->items[i].loc.line, l->diags->items[i].loc.col, l->diags->items[i].message);
}

/* The declarations of the small tests; `#rules = ` is on line 5, so the rules text starts at
 * column 10.  Variables: a (score, 0..3), b (score, 0..1), v (0..5), w (0..3); 4 cells. */
static const char HEADER[] = "#players = a(3), b(1)\n"
                             "#pieces = e, x, y\n"
                             "#variables = v(5), w(3)\n"
                             "#board = rectangle(up, down, left, right, [e, x] [y, e])\n"
                             "#rules = ";

static loaded load_rules(const char *rules)
{
    char *text = malloc(strlen(HEADER) + strlen(rules) + 1);
    strcpy(text, HEADER);
    strcat(text, rules);
    loaded l = load(text);
    free(text);
    if (l.game == NULL) {
        fprintf(stderr, "rejected: %s\n", rules);
        print_diags(&l);
    }
    ck_assert_ptr_nonnull(l.game);
    return l;
}

/* Loads rules that must give no diagnostic at all. */
static loaded load_rules_clean(const char *rules)
{
    loaded l = load_rules(rules);
    if (l.diags->count > 0) {
        fprintf(stderr, "unexpected diagnostics: %s\n", rules);
        print_diags(&l);
    }
    ck_assert_int_eq(l.diags->count, 0);
    return l;
}

static int count_warnings(const loaded *l, const char *part)
{
    int n = 0;
    for (int i = 0; i < l->diags->count; i++)
        n += l->diags->items[i].severity == RBGC_SEVERITY_WARNING &&
             strstr(l->diags->items[i].message, part) != NULL;
    return n;
}

/* The column of the start of `at`, a suffix of `rules`. */
static int col_of(const char *rules, const char *at)
{
    size_t n = strlen(rules), m = strlen(at);
    ck_assert(m <= n && strcmp(rules + n - m, at) == 0);
    return 10 + (int)(n - m);
}

/* Asserts the rules load with exactly the warnings whose messages contain `parts[i]`, in order,
 * at line 5 and the columns of the suffixes `ats[i]` (or, for a NULL `at`, anywhere). */
static void check_warnings(const char *rules, int n, const char *const *parts, const char *const *ats)
{
    loaded l = load_rules(rules);
    if (l.diags->count != n)
        print_diags(&l);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, n);
    for (int i = 0; i < n; i++) {
        const rbgc_diagnostic *d = &l.diags->items[i];
        ck_assert_msg(strstr(d->message, parts[i]) != NULL, "warning %d '%s' does not contain '%s'",
                      i, d->message, parts[i]);
        if (ats[i] != NULL) {
            ck_assert_int_eq(d->loc.line, 5);
            ck_assert_int_eq(d->loc.col, col_of(rules, ats[i]));
        }
    }
    done(&l);
}

static void check_one_warning(const char *rules, const char *part, const char *at)
{
    check_warnings(rules, 1, (const char *const[]){part}, (const char *const[]){at});
}

static void check_no_warning(const char *rules)
{
    loaded l = load_rules_clean(rules);
    done(&l);
}

/* Asserts the four figures: applicational, main, move, semimove. */
static void check_straightness(const rbgc_straightness *s, int applicational, int main_, int move,
                               int semimove, const char *what)
{
    ck_assert_msg(s->applicational == applicational && s->main == main_ && s->move == move &&
                      s->semimove == semimove,
                  "%s: applicational %d, main %d, move %d, semimove %d; expected %d %d %d %d", what,
                  s->applicational, s->main, s->move, s->semimove, applicational, main_, move, semimove);
}

/* The straightness of the rules (warnings allowed: some examples have a player that never
 * moves, or a switch in a pattern); also checks that rbgc_compute_straightness agrees. */
static void check_rules_straightness(const char *rules, int applicational, int main_, int move,
                                     int semimove)
{
    loaded l = load_rules(rules);
    check_straightness(&l.game->straightness, applicational, main_, move, semimove, rules);
    rbgc_straightness again = rbgc_compute_straightness(l.game->rules);
    check_straightness(&again, applicational, main_, move, semimove, rules);
    done(&l);
}

/* ---- the example games of the manual (Section 12), in tests/programs/ ----------------------- */

static const char TIC_TAC_TOE[] = "ticTacToeSmall.rbg";
static const char BREAKTHROUGH[] = "breakthrough4x4.rbg";
static const char SUBTRACTION[] = "nim.rbg";

static loaded load_program(const char *name)
{
    char *text = test_program(name);
    loaded l = load(text);
    free(text);
    return l;
}

/* ============================== straightness: example games ================================ */

START_TEST(test_example_games_load_without_warnings)
{
    const char *const games[] = {TIC_TAC_TOE, BREAKTHROUGH, SUBTRACTION};
    for (int i = 0; i < 3; i++) {
        loaded l = load_program(games[i]);
        if (l.diags->count > 0)
            print_diags(&l);
        ck_assert_ptr_nonnull(l.game);
        ck_assert_int_eq(l.diags->errors, 0);
        ck_assert_int_eq(l.diags->warnings, 0);
        done(&l);
    }
}

START_TEST(test_straightness_tic_tac_toe)
{
    /* Printed by the reference parser (manual 12.1): applicational 2, main 2, move 1,
     * semimove 1. */
    loaded l = load_program(TIC_TAC_TOE);
    ck_assert_ptr_nonnull(l.game);
    check_straightness(&l.game->straightness, 2, 2, 1, 1, "tic-tac-toe");
    done(&l);
}

START_TEST(test_straightness_breakthrough)
{
    /* By hand: a player's segment ->me ... [empty] ... [mine] ->> has 2 modifiers and is the
     * only complete one for move/semimove (the keeper does not start segments there, and there
     * are no dots).  In main, the keeper's segments ->> {! fwd} [$ me = 1] ->> have 1, the start
     * and the end of the rules 0; patterns add nothing in the applicational variant since
     * their contents have no modifiers.  So 2, 2, 2, 2. */
    loaded l = load_program(BREAKTHROUGH);
    ck_assert_ptr_nonnull(l.game);
    check_straightness(&l.game->straightness, 2, 2, 2, 2, "breakthrough");
    done(&l);
}

START_TEST(test_straightness_subtraction_game)
{
    /* By hand: ->me [$ pile = pile - k] ->> has 1 modifier; the keeper's ->> {$ pile == 0}
     * [$ me = 1] ->> has 1; the start of the rules [$ pile = 10] ->first has 1.  So 1, 1, 1, 1. */
    loaded l = load_program(SUBTRACTION);
    ck_assert_ptr_nonnull(l.game);
    check_straightness(&l.game->straightness, 1, 1, 1, 1, "subtraction game");
    done(&l);
}

/* ============================== straightness: small expressions ============================ */

START_TEST(test_straightness_no_segment)
{
    /* No switch: no complete segment (-1) for move and semimove; main counts the whole
     * switch-free word. */
    check_rules_straightness("up [x] [y]", 2, 2, -1, -1);
    /* one switch at the end: segments only from the start */
    check_rules_straightness("[x] ->a", 1, 1, -1, -1);
    /* one switch at the start: only a segment to the end */
    check_rules_straightness("->a [x] [y] [e]", 3, 3, -1, -1);
    /* nothing can be executed at all: [] is a choice of nothing, so no path exists */
    check_rules_straightness("[]", -1, -1, -1, -1);
    check_rules_straightness("->a []", 0, 0, -1, -1);
}

START_TEST(test_straightness_segments)
{
    check_rules_straightness("->a ->b", 0, 0, 0, 0);
    check_rules_straightness("->a [x] ->b", 1, 1, 1, 1);
    /* the best segment counts, and choices take the maximum */
    check_rules_straightness("->a [x] ->b [x] [y] ->a", 2, 2, 2, 2);
    check_rules_straightness("->a ([x] + [x] [y] [$ v = 1] + up) ->b", 3, 3, 3, 3);
    /* an off list is a choice of single offs; an assignment list a sequence */
    check_rules_straightness("->a [x, y, e] ->b", 1, 1, 1, 1);
    check_rules_straightness("->a [$ v = 1, w = 2] ->b", 2, 2, 2, 2);
    /* switches themselves are not counted; shifts, ons and comparisons add nothing */
    check_rules_straightness("->a up {x} {$ v == 1} [x] ->b", 1, 1, 1, 1);
    /* powers count unrolled */
    check_rules_straightness("->a ([x] up)^3 ->b", 3, 3, 3, 3);
}

START_TEST(test_straightness_keeper)
{
    /* The keeper switch only ends segments in move/semimove, but starts them in main. */
    check_rules_straightness("->a [x] ->> [y] [e] ->b", 2, 2, 1, 1);
    check_rules_straightness("->> [x] [y] ->>", 2, 2, -1, -1);
    check_rules_straightness("->a ->> [x] [y] [e] ->>", 3, 3, 0, 0);
}

START_TEST(test_straightness_unbounded)
{
    /* -2: a star around a switch-free path with a modifier. */
    check_rules_straightness("->a ([x])* ->b", -2, -2, -2, -2);
    check_rules_straightness("->a (up [x] + down)* ->b", -2, -2, -2, -2);
    /* without a segment through it, it only makes main unbounded */
    check_rules_straightness("([x])* ->a", -2, -2, -1, -1);
    /* a star whose body has a switch is bounded: the switch cuts the repetition */
    check_rules_straightness("(->a [x])*", 1, 1, 1, 1);
    check_rules_straightness("(->a [x] [y] ->b [e])*", 2, 2, 2, 2);
    /* a star over a modifier-free body adds nothing */
    check_rules_straightness("->a (up + down)* [x] ->b", 1, 1, 1, 1);
    check_rules_straightness("->a (up {x})* ->b", 0, 0, 0, 0);
    /* the move variant ignores a keeper-started unbounded path, main does not */
    check_rules_straightness("->a [x] ->> ([y])* ->b", -2, -2, 1, 1);
}

START_TEST(test_straightness_dots)
{
    /* A dot starts and ends segments in the semimove variant only. */
    check_rules_straightness("->a [x] . [y] [e] ->b", 3, 3, 3, 2);
    check_rules_straightness("->a [x] [y] . [e] ->b", 3, 3, 3, 2);
    check_rules_straightness("->a . [x] . ->b", 1, 1, 1, 1);
    check_rules_straightness("->a [x] . [y] ->> [e] . ->b", 2, 2, 2, 1);
    /* a dot inside a star splits the repetition for the semimove variant */
    check_rules_straightness("->a ([x] .)* ->b", -2, -2, -2, 1);
    /* without switches, dots give complete semimove segments */
    check_rules_straightness(". [x] [y] .", 2, 2, -1, 2);
}

START_TEST(test_straightness_patterns)
{
    /* Patterns add nothing, except in the applicational variant where a path may end inside
     * the pattern after running a word of its content. */
    check_rules_straightness("->a {? [x] [y]} ->b", 2, 0, 0, 0);
    check_rules_straightness("->a [x] {! [y] [e] up [x]} [y] ->b", 4, 2, 2, 2);
    /* an unbounded pattern content */
    check_rules_straightness("->a {! ([x])*} ->b", -2, 0, 0, 0);
    /* nested patterns */
    check_rules_straightness("->a {? [x] {? [y] [e]}} ->b", 3, 0, 0, 0);
    /* the path runs only to a boundary inside the pattern: E of the content */
    check_rules_straightness("->a {? [x] ->b [y] [e] [x]} ->b", 1, 0, 0, 0);
}

/* ============================== arithmetic ranges ========================================== */

/* The arithmetic of the k-th action of the rules `->a ->b A1 A2 ...`: an assignment's value or
 * a comparison's left side. */
static const rbgc_arith *arith_at(const rbgc_game *game, int k)
{
    const rbgc_rule *rules = game->rules;
    ck_assert_int_eq(rules->kind, RBGC_RULE_CONCAT);
    ck_assert_int_gt(rules->n_children, k + 2);
    const rbgc_rule *action = rules->children[k + 2];
    if (action->kind == RBGC_RULE_ASSIGN)
        return action->value;
    ck_assert_int_eq(action->kind, RBGC_RULE_COMPARE);
    return action->left;
}

static void check_range(const rbgc_arith *arith, long long min, long long max)
{
    ck_assert_int_eq(arith->min, min);
    ck_assert_int_eq(arith->max, max);
}

START_TEST(test_ranges_of_operands)
{
    loaded l = load_rules_clean("->a ->b {$ 7 > 0} {$ v > 0} {$ w > 0} {$ a > 0} {$ b > 0} {$ x > 0} "
                                "{$ +0 > 0}");
    check_range(arith_at(l.game, 0), 7, 7);
    check_range(arith_at(l.game, 1), 0, 5); /* a variable: 0..bound */
    check_range(arith_at(l.game, 2), 0, 3);
    check_range(arith_at(l.game, 3), 0, 3); /* a player's score: 0..its maximum */
    check_range(arith_at(l.game, 4), 0, 1);
    check_range(arith_at(l.game, 5), 0, 4); /* a piece count: 0..number of cells */
    check_range(arith_at(l.game, 6), 0, 0);
    /* both sides of a comparison get ranges */
    const rbgc_rule *compare = l.game->rules->children[3];
    check_range(compare->right, 0, 0);
    done(&l);
}

START_TEST(test_ranges_of_operations)
{
    loaded l = load_rules_clean("->a ->b "
                                "{$ v + w + 2 > 0} "
                                "{$ v - w - 1 > 0} "
                                "{$ v * w > 0} "
                                "{$ (v - w) * (w - 1) > 0} "
                                "{$ v / 2 > 0} "
                                "{$ v / (w + 1) > 0} "
                                "{$ 3 * 5 / 2 > 0} "
                                "{$ 0 - 1 > 0} "
                                "{$ x + y - e > 0} "
                                "{$ v / (w - 1) > 0}");
    check_range(arith_at(l.game, 0), 2, 10);
    check_range(arith_at(l.game, 1), -4, 4);
    check_range(arith_at(l.game, 2), 0, 15);
    /* (-3..5) * (-1..2): the extreme products are -6 and 10 */
    check_range(arith_at(l.game, 3), -6, 10);
    check_range(arith_at(l.game, 3)->operands[0], -3, 5);
    check_range(arith_at(l.game, 3)->operands[1], -1, 2);
    check_range(arith_at(l.game, 4), 0, 2);
    /* 0..5 divided by 1..4 */
    check_range(arith_at(l.game, 5), 0, 5);
    check_range(arith_at(l.game, 5)->operands[1], 1, 4);
    /* 3 * (5 / 2) */
    check_range(arith_at(l.game, 6), 6, 6);
    check_range(arith_at(l.game, 7), -1, -1);
    /* x + (y - e), piece counts 0..4 each */
    check_range(arith_at(l.game, 8), -4, 8);
    /* a divisor that may be negative or zero: |v / d| <= |v| */
    const rbgc_arith *q = arith_at(l.game, 9);
    ck_assert_int_le(q->min, -5);
    ck_assert_int_ge(q->max, 5);
    done(&l);
}

START_TEST(test_ranges_sound_for_negative_quotients)
{
    /* (v - 5) / 2 takes the values -2..0; the computed range must contain them. */
    loaded l = load_rules_clean("->a ->b {$ (v - 5) / 2 > 0} {$ (0 - w) / (0 - 2) > 0}");
    const rbgc_arith *q = arith_at(l.game, 0);
    ck_assert_int_le(q->min, -2);
    ck_assert_int_ge(q->max, 0);
    q = arith_at(l.game, 1); /* 0..1 */
    ck_assert_int_le(q->min, 0);
    ck_assert_int_ge(q->max, 1);
    done(&l);
}

START_TEST(test_ranges_of_assignments)
{
    loaded l = load_rules_clean("->a ->b [$ v = w + 2] [$ a = b * 3]");
    check_range(arith_at(l.game, 0), 2, 5);
    check_range(arith_at(l.game, 1), 0, 3);
    done(&l);
}

START_TEST(test_ranges_saturate)
{
    /* Huge products saturate instead of overflowing (bounds up to 4294967285). */
    const char *text = "#players = a(4294967285)\n#pieces = e\n#variables = v(4294967285)\n"
                       "#board = rectangle(up, down, left, right, [e])\n"
                       "#rules = ->a {$ v * v * v * v * v > a * a * a * a * 0 - v * v * v * v}\n";
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->count, 0);
    const rbgc_rule *compare = l.game->rules->children[1];
    ck_assert_int_eq(compare->left->min, 0);
    /* the true extremes do not fit in 64 bits; the range is only required to be huge */
    ck_assert_int_ge(compare->left->max, 4294967285LL * 1000000000LL);
    ck_assert_int_le(compare->right->min, -4294967285LL * 1000000000LL);
    ck_assert_int_ge(compare->right->max, 0);
    done(&l);
}

/* ============================== warnings =================================================== */

START_TEST(test_warn_assignment_never_legal)
{
    /* a constant above the bound, and below 0 (with another way on: otherwise the player's
     * turn would be stuck, another warning) */
    check_one_warning("->a ->b ([$ v = 6] + .)", "assigned 6", "v = 6] + .)");
    check_one_warning("->a ->b ([$ v = 0 - 1] + .)", "assigned -1", "v = 0 - 1] + .)");
    check_one_warning("->a ->b ([$ a = 4] + .)", "a lies in 0..3", "a = 4] + .)");
    check_one_warning("->a ->b ([$ b = 2 * 1] + .)", "assigned 2", "b = 2 * 1] + .)");
    check_one_warning("->a ->b ([$ w = 2147483647] + .)", "assigned 2147483647", "w = 2147483647] + .)");
    /* a range entirely outside */
    check_one_warning("->a ->b ([$ v = w + 6] + .)", "6..9", "v = w + 6] + .)");
    check_one_warning("->a ->b ([$ v = w - 4] + .)", "-4..-1", "v = w - 4] + .)");
    /* in an assignment list, only the bad one */
    check_one_warning("->a ->b ([$ v = 1, w = 4, v = 2] + .)", "assigned 4", "w = 4, v = 2] + .)");
    /* the bounds themselves, and ranges that overlap, are fine */
    check_no_warning("->a ->b [$ v = 5] [$ v = 0] [$ a = 3] [$ v = w + 3] [$ v = w - 3] [$ v = 10 / 2]");
    /* inside patterns too */
    check_one_warning("->a ->b {? [$ v = 9]}", "assigned 9", "v = 9]}");
}

START_TEST(test_warn_switch_in_pattern)
{
    check_one_warning("->a ->b {? ->a}", "switch inside a pattern", "->a}");
    check_one_warning("->a ->b {! up ->>}", "switch inside a pattern", "->>}");
    check_one_warning("->a ->b {? {! ->b} up}", "switch inside a pattern", "->b} up}");
    /* a player switched to only inside a pattern never gets a turn either */
    check_warnings("->a {? ->b}", 2,
                   (const char *const[]){"switch inside a pattern", "'b' never gets a turn"},
                   (const char *const[]){"->b}", NULL});
}

START_TEST(test_warn_player_never_moves)
{
    loaded l = load_rules("->a [x]");
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_int_eq(count_warnings(&l, "player 'b' never gets a turn"), 1);
    /* at the player's declaration */
    ck_assert_int_eq(l.diags->items[0].loc.line, 1);
    ck_assert_int_eq(l.diags->items[0].loc.col, 18);
    done(&l);
    /* keeper-only rules: both */
    l = load_rules("->> {}");
    ck_assert_int_eq(l.diags->warnings, 2);
    ck_assert_int_eq(count_warnings(&l, "'a' never gets a turn"), 1);
    ck_assert_int_eq(count_warnings(&l, "'b' never gets a turn"), 1);
    done(&l);
    /* a repeated player is reported once */
    const char *text = "#players = a(1), b(1), a(2)\n#pieces = e\n#variables =\n"
                       "#board = rectangle(up, down, left, right, [e])\n#rules = ->b\n";
    l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(count_warnings(&l, "'a' never gets a turn"), 1);
    ck_assert_int_eq(count_warnings(&l, "declared twice"), 1);
    ck_assert_int_eq(l.diags->warnings, 2);
    done(&l);
}

START_TEST(test_warn_star_repeats_without_action)
{
    check_one_warning("->a ->b (up*)*", "star can be repeated without any action", "(up*)*");
    check_one_warning("->a ->b (up* down*)*", "without any action", "(up* down*)*");
    check_one_warning("->a ->b (up + down*)*", "without any action", "(up + down*)*");
    check_one_warning("->a ->b ((up)* (down + left*))*", "without any action", "((up)* (down + left*))*");
    /* bodies that always do something */
    check_no_warning("->a ->b (up down*)* (up* + down)^2 ({? up})* (up + down)* ((up*) left)*");
    check_no_warning("->a ->b (up*)^2 up* {e} ->a*");
}

START_TEST(test_warn_division_by_zero)
{
    check_one_warning("->a ->b [$ v = v / 0]", "division by zero", "0]");
    check_one_warning("->a ->b {$ v / (1 - 1) > 0}", "division by zero", "1 - 1) > 0}");
    check_one_warning("->a ->b {$ 1 > w / (v * 0)}", "division by zero", "v * 0)}");
    /* a divisor that may be zero is not reported */
    check_no_warning("->a ->b {$ v / w > 0} [$ v = v / (w - 1)]");
}

START_TEST(test_warnings_not_repeated_by_powers)
{
    /* The copies of a power share their source: each warning appears once. */
    check_warnings("->a ->b ([$ v = 6] {$ v / 0 > 1} {? ->a} (up*)*)^3", 5,
                   (const char *const[]){"assigned 6", "division by zero", "switch inside a pattern",
                                         "without any action", "player 'b' can never complete a move"},
                   (const char *const[]){"v = 6] {$ v / 0 > 1} {? ->a} (up*)*)^3",
                                         "0 > 1} {? ->a} (up*)*)^3", "->a} (up*)*)^3", "(up*)*)^3",
                                         "->b ([$ v = 6] {$ v / 0 > 1} {? ->a} (up*)*)^3"});
    /* distinct macro expansions are reported separately (each with its own chain) */
    const char *text = "#players = a(1)\n#pieces = e\n#variables = v(1)\n"
                       "#board = rectangle(up, down, left, right, [e])\n"
                       "#bad = [$ v = 2]\n"
                       "#rules = ->a bad bad\n";
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->warnings, 3); /* and a's turn is stuck */
    ck_assert_int_eq(count_warnings(&l, "assigned 2"), 2);
    ck_assert_ptr_nonnull(l.diags->items[0].loc.chain);
    ck_assert_ptr_nonnull(l.diags->items[1].loc.chain);
    ck_assert_int_eq(l.diags->items[0].loc.chain->at.col, 14);
    ck_assert_int_eq(l.diags->items[1].loc.chain->at.col, 18);
    done(&l);
}

START_TEST(test_warn_board_without_cells)
{
    const char *text = "#players = a(1)\n#pieces = e\n#variables =\n"
                       "#board = rectangle(up, down, left, right, [,] [,])\n#rules = ->a\n";
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_int_eq(count_warnings(&l, "no cells"), 1);
    done(&l);
}

/* ---- suite -------------------------------------------------------------------------------- */

static Suite *checker_suite(void)
{
    Suite *s = suite_create("checker");
    TCase *tc = tcase_create("straightness");
    tcase_add_test(tc, test_example_games_load_without_warnings);
    tcase_add_test(tc, test_straightness_tic_tac_toe);
    tcase_add_test(tc, test_straightness_breakthrough);
    tcase_add_test(tc, test_straightness_subtraction_game);
    tcase_add_test(tc, test_straightness_no_segment);
    tcase_add_test(tc, test_straightness_segments);
    tcase_add_test(tc, test_straightness_keeper);
    tcase_add_test(tc, test_straightness_unbounded);
    tcase_add_test(tc, test_straightness_dots);
    tcase_add_test(tc, test_straightness_patterns);
    suite_add_tcase(s, tc);

    tc = tcase_create("ranges");
    tcase_add_test(tc, test_ranges_of_operands);
    tcase_add_test(tc, test_ranges_of_operations);
    tcase_add_test(tc, test_ranges_sound_for_negative_quotients);
    tcase_add_test(tc, test_ranges_of_assignments);
    tcase_add_test(tc, test_ranges_saturate);
    suite_add_tcase(s, tc);

    tc = tcase_create("warnings");
    tcase_add_test(tc, test_warn_assignment_never_legal);
    tcase_add_test(tc, test_warn_switch_in_pattern);
    tcase_add_test(tc, test_warn_player_never_moves);
    tcase_add_test(tc, test_warn_star_repeats_without_action);
    tcase_add_test(tc, test_warn_division_by_zero);
    tcase_add_test(tc, test_warnings_not_repeated_by_powers);
    tcase_add_test(tc, test_warn_board_without_cells);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(checker_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
