/* Rule builders of the split passes and the deletion of dots. */
#include "rules.h"
#include "split_graph.h"

rbgc_rule *rbgc_split_new_dot(rbgc_arena *arena, rbgc_loc loc)
{
    return rbgc_rule_new(arena, RBGC_RULE_NOOP, loc);
}

rbgc_rule *rbgc_split_new_empty(rbgc_arena *arena, rbgc_loc loc)
{
    return rbgc_rule_unary(arena, RBGC_RULE_STAR, loc, rbgc_rule_new(arena, RBGC_RULE_CHOICE, loc));
}

rbgc_rule *rbgc_split_concat(rbgc_arena *arena, rbgc_loc loc, rbgc_rule **items, int n)
{
    rbgc_ptr_vec kept = {0};
    for (int i = 0; i < n; i++)
        if (items[i] != NULL)
            rbgc_ptr_vec_push(arena, &kept, items[i]);
    if (kept.count == 0)
        return NULL;
    return rbgc_rule_group(arena, RBGC_RULE_CONCAT, loc, &kept);
}

typedef struct {
    rbgc_arena *arena;
    const bool *drop;
    int next_dot;
} dropper;

/* The rule without the dropped dots; NULL when nothing is left of it. */
static rbgc_rule *drop(dropper *d, rbgc_rule *rule)
{
    switch (rule->kind) {
    case RBGC_RULE_NOOP:
        return d->drop[d->next_dot++] ? NULL : rule;
    case RBGC_RULE_CONCAT: {
        rbgc_rule **items = RBGC_NEW_ARRAY(d->arena, rbgc_rule *, rule->n_children);
        for (int i = 0; i < rule->n_children; i++)
            items[i] = drop(d, rule->children[i]);
        return rbgc_split_concat(d->arena, rule->loc, items, rule->n_children);
    }
    case RBGC_RULE_CHOICE:
        for (int i = 0; i < rule->n_children; i++) {
            rbgc_rule *branch = drop(d, rule->children[i]);
            rule->children[i] = branch ? branch : rbgc_split_new_empty(d->arena, rule->loc);
        }
        return rule;
    case RBGC_RULE_STAR: {
        rbgc_rule *body = drop(d, rule->children[0]);
        if (body == NULL)
            return NULL; /* a star of nothing is nothing */
        rule->children[0] = body;
        return rule;
    }
    default:
        return rule; /* patterns are never split */
    }
}

void rbgc_split_drop_dots(rbgc_game *game, const bool *drop_dot)
{
    dropper d = {game->arena, drop_dot, 0};
    rbgc_rule *rules = drop(&d, game->rules);
    if (rules == NULL)
        rules = rbgc_split_new_empty(game->arena, game->rules->loc);
    game->rules = rbgc_rules_normalise(game->arena, rules);
}
