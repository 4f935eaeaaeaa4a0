#include "checker.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "name_table.h"
#include "turn_check.h"

/* Ranges saturate here so that no bound computation can overflow. */
#define RANGE_LIMIT ((int64_t)1 << 62)

static int64_t clamp(__int128 value)
{
    return value > RANGE_LIMIT ? RANGE_LIMIT : value < -RANGE_LIMIT ? -RANGE_LIMIT : (int64_t)value;
}

typedef struct {
    rbgc_game *game;
    rbgc_diags *diags;
    bool *player_moves; /* [n_players]: some switch outside patterns gives it the turn */
    rbgc_name_table warned; /* "line:col:chain:message" of what was already reported */
} checker;

/* Warns unless the same message was reported at the same place: the copies that unroll a power
 * share their source locations (and arithmetic), and should not repeat the author's mistake.
 * Distinct macro expansions have distinct chains and are still reported separately. */
static void __attribute__((format(printf, 3, 4))) warn(checker *c, rbgc_loc loc, const char *format, ...)
{
    char message[1024];
    va_list args;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    char *key = rbgc_arena_printf(c->game->arena, "%d:%d:%p:%s", loc.line, loc.col,
                                  (const void *)loc.chain, message);
    if (rbgc_name_table_get(&c->warned, key) != NULL)
        return;
    rbgc_name_table_put(c->game->arena, &c->warned, key, key);
    rbgc_warning(c->diags, loc, "%s", message);
}

/* Computes arith->min/max; warns about a division by a constant zero. */
static void range_of(checker *c, rbgc_arith *arith)
{
    for (int i = 0; i < arith->n_operands; i++)
        range_of(c, arith->operands[i]);
    switch (arith->kind) {
    case RBGC_ARITH_CONST:
        arith->min = arith->max = arith->value;
        return;
    case RBGC_ARITH_VARIABLE:
        arith->min = 0;
        arith->max = c->game->variables[arith->index].bound;
        return;
    case RBGC_ARITH_COUNT:
        arith->min = 0;
        arith->max = c->game->n_cells;
        return;
    default:
        break;
    }
    int64_t lo = arith->operands[0]->min, hi = arith->operands[0]->max;
    for (int i = 1; i < arith->n_operands; i++) {
        const rbgc_arith *y = arith->operands[i];
        if (arith->kind == RBGC_ARITH_ADD) {
            lo = clamp((__int128)lo + y->min);
            hi = clamp((__int128)hi + y->max);
        } else if (arith->kind == RBGC_ARITH_SUB) {
            lo = clamp((__int128)lo - y->max);
            hi = clamp((__int128)hi - y->min);
        } else if (arith->kind == RBGC_ARITH_MUL) {
            __int128 corners[4] = {(__int128)lo * y->min, (__int128)lo * y->max,
                                   (__int128)hi * y->min, (__int128)hi * y->max};
            __int128 a = corners[0], b = corners[0];
            for (int k = 1; k < 4; k++) {
                a = corners[k] < a ? corners[k] : a;
                b = corners[k] > b ? corners[k] : b;
            }
            lo = clamp(a);
            hi = clamp(b);
        } else {
            if (y->min == 0 && y->max == 0)
                warn(c, y->loc, "division by zero: this action is never legal");
            /* |a / b| <= |a| whenever b != 0; the exact range is rarely needed. */
            int64_t magnitude = hi > -lo ? hi : -lo;
            if (y->min > 0 && lo >= 0) {
                lo = lo / y->max;
                hi = hi / y->min;
            } else {
                lo = -magnitude;
                hi = magnitude;
            }
        }
    }
    arith->min = lo;
    arith->max = hi;
}

/* Whether the rule matches the empty word (a `.` is an action: a split point). */
static bool does_nothing(const rbgc_rule *rule)
{
    switch (rule->kind) {
    case RBGC_RULE_STAR:
        return true;
    case RBGC_RULE_CONCAT:
        for (int i = 0; i < rule->n_children; i++)
            if (!does_nothing(rule->children[i]))
                return false;
        return true;
    case RBGC_RULE_CHOICE:
        for (int i = 0; i < rule->n_children; i++)
            if (does_nothing(rule->children[i]))
                return true;
        return false;
    default:
        return false;
    }
}

static void check_rule(checker *c, rbgc_rule *rule, bool in_pattern)
{
    switch (rule->kind) {
    case RBGC_RULE_ASSIGN: {
        range_of(c, rule->value);
        const rbgc_variable *v = &c->game->variables[rule->variable];
        if (rule->value->max < 0 || rule->value->min > v->bound) {
            if (rule->value->min == rule->value->max)
                warn(c, rule->loc, "this assignment is never legal: %s lies in 0..%lld but is assigned %lld",
                     v->name, (long long)v->bound, (long long)rule->value->min);
            else
                warn(c, rule->loc,
                     "this assignment is never legal: %s lies in 0..%lld but the value lies in %lld..%lld",
                     v->name, (long long)v->bound, (long long)rule->value->min,
                     (long long)rule->value->max);
        }
        break;
    }
    case RBGC_RULE_COMPARE:
        range_of(c, rule->left);
        range_of(c, rule->right);
        break;
    case RBGC_RULE_SWITCH:
    case RBGC_RULE_KEEPER_SWITCH:
        if (in_pattern)
            warn(c, rule->loc,
                 "a switch inside a pattern has no effect (the pattern only tests whether its actions can be executed)");
        else if (rule->kind == RBGC_RULE_SWITCH)
            c->player_moves[rule->player] = true;
        break;
    case RBGC_RULE_STAR:
        if (does_nothing(rule->children[0]))
            warn(c, rule->loc,
                 "the body of this star can be repeated without any action; a single star suffices");
        break;
    default:
        break;
    }
    for (int i = 0; i < rule->n_children; i++)
        check_rule(c, rule->children[i], in_pattern || rule->kind == RBGC_RULE_PATTERN);
}

void rbgc_check_game(rbgc_game *game, rbgc_diags *diags)
{
    checker c = {game, diags, RBGC_NEW_ARRAY(game->arena, bool, game->n_players + 1), {0}};
    if (game->n_cells == 0)
        rbgc_warning(diags, (rbgc_loc){0, 0, NULL},
                     "the board has no cells, so the game has no starting position and cannot be played");
    check_rule(&c, game->rules, false);
    for (int i = 0; i < game->n_players; i++)
        if (!c.player_moves[i] && rbgc_game_player(game, game->players[i].name) == i)
            rbgc_warning(diags, game->players[i].loc, "player '%s' never gets a turn: the rules contain no '->%s'",
                         game->players[i].name, game->players[i].name);
    rbgc_check_turns(game, diags);
    game->straightness = rbgc_compute_straightness(game->rules);
}
