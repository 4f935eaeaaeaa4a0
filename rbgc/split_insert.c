/* Dot insertion of the Plus and Shift components (docs/split-moves.md, "The pipeline"), on the
 * rules tree.
 * Neither pass looks inside patterns. */
#include "rules.h"
#include "split.h"
#include "split_graph.h"

/* Made of shifts and dots only (the choice of a cell). */
static bool shift_only(const rbgc_rule *rule)
{
    switch (rule->kind) {
    case RBGC_RULE_SHIFT:
    case RBGC_RULE_NOOP:
        return true;
    case RBGC_RULE_CONCAT:
    case RBGC_RULE_CHOICE:
    case RBGC_RULE_STAR:
        for (int i = 0; i < rule->n_children; i++)
            if (!shift_only(rule->children[i]))
                return false;
        return rule->n_children > 0; /* `[]` is no shift */
    default:
        return false;
    }
}

static rbgc_rule *dot_before(rbgc_arena *arena, rbgc_rule *rule)
{
    rbgc_rule *items[2] = {rbgc_split_new_dot(arena, rule->loc), rule};
    return rbgc_split_concat(arena, rule->loc, items, 2);
}

static rbgc_rule *dot_after(rbgc_arena *arena, rbgc_rule *rule)
{
    rbgc_rule *items[2] = {rule, rbgc_split_new_dot(arena, rule->loc)};
    return rbgc_split_concat(arena, rule->loc, items, 2);
}

/* Plus: a dot at the start of each branch of a choice that is not a choice of a cell, unless the
 * branch is a single modifier (it ends in a split point already). */
static void plus(rbgc_arena *arena, rbgc_rule *rule)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return;
    for (int i = 0; i < rule->n_children; i++)
        plus(arena, rule->children[i]);
    if (rule->kind != RBGC_RULE_CHOICE || rule->n_children < 2 || shift_only(rule))
        return;
    for (int i = 0; i < rule->n_children; i++)
        if (!rbgc_rule_is_modifier(rule->children[i]))
            rule->children[i] = dot_before(arena, rule->children[i]);
}

/* Shift: a dot after each shift-only choice followed by something shift-only in a
 * concatenation; inside shift-only choices after branches that are choices; after the body of a
 * shift-only star over a choice. */
static void shift(rbgc_arena *arena, rbgc_rule *rule)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return;
    bool cell_choice = shift_only(rule);
    if (rule->kind == RBGC_RULE_CONCAT) {
        int n = rule->n_children, count = 0;
        rbgc_rule **items = RBGC_NEW_ARRAY(arena, rbgc_rule *, 2 * n);
        for (int i = 0; i < n; i++) {
            rbgc_rule *child = rule->children[i];
            items[count++] = child;
            if (i + 1 < n && child->kind == RBGC_RULE_CHOICE && shift_only(child) &&
                shift_only(rule->children[i + 1]))
                items[count++] = rbgc_split_new_dot(arena, child->loc);
        }
        for (int i = 0; i < n; i++)
            shift(arena, rule->children[i]);
        rule->children = items;
        rule->n_children = count;
        return;
    }
    for (int i = 0; i < rule->n_children; i++)
        shift(arena, rule->children[i]);
    if (rule->kind == RBGC_RULE_CHOICE && cell_choice) {
        for (int i = 0; i < rule->n_children; i++)
            if (rule->children[i]->kind == RBGC_RULE_CHOICE)
                rule->children[i] = dot_after(arena, rule->children[i]);
    } else if (rule->kind == RBGC_RULE_STAR && cell_choice &&
               rule->children[0]->kind == RBGC_RULE_CHOICE) {
        rule->children[0] = dot_after(arena, rule->children[0]);
    }
}

void rbgc_split_insert_plus(rbgc_game *game)
{
    plus(game->arena, game->rules);
    game->rules = rbgc_rules_normalise(game->arena, game->rules);
}

void rbgc_split_insert_shift(rbgc_game *game)
{
    shift(game->arena, game->rules);
    game->rules = rbgc_rules_normalise(game->arena, game->rules);
}
