#include "rules.h"

#include <string.h>

rbgc_rule *rbgc_rule_new(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc)
{
    rbgc_rule *rule = RBGC_NEW(arena, rbgc_rule);
    rule->kind = kind;
    rule->loc = loc;
    return rule;
}

rbgc_rule *rbgc_rule_group(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc,
                           const rbgc_ptr_vec *items)
{
    if (items->count == 1)
        return items->items[0];
    rbgc_rule *rule = rbgc_rule_new(arena, kind, loc);
    rule->n_children = items->count;
    rule->children = RBGC_NEW_ARRAY(arena, rbgc_rule *, items->count);
    for (int i = 0; i < items->count; i++)
        rule->children[i] = items->items[i];
    return rule;
}

rbgc_rule *rbgc_rule_unary(rbgc_arena *arena, rbgc_rule_kind kind, rbgc_loc loc, rbgc_rule *child)
{
    rbgc_rule *rule = rbgc_rule_new(arena, kind, loc);
    rule->n_children = 1;
    rule->children = RBGC_NEW_ARRAY(arena, rbgc_rule *, 1);
    rule->children[0] = child;
    return rule;
}

rbgc_rule *rbgc_rule_copy(rbgc_arena *arena, const rbgc_rule *rule)
{
    rbgc_rule *copy = RBGC_NEW(arena, rbgc_rule);
    *copy = *rule;
    if (rule->n_children > 0) {
        copy->children = RBGC_NEW_ARRAY(arena, rbgc_rule *, rule->n_children);
        for (int i = 0; i < rule->n_children; i++)
            copy->children[i] = rbgc_rule_copy(arena, rule->children[i]);
    }
    /* Arithmetic and piece sets are never modified after parsing, so they can be shared. */
    return copy;
}

long rbgc_rule_size(const rbgc_rule *rule)
{
    long size = 1;
    for (int i = 0; i < rule->n_children; i++)
        size += rbgc_rule_size(rule->children[i]);
    return size;
}

rbgc_arith *rbgc_arith_new(rbgc_arena *arena, rbgc_arith_kind kind, rbgc_loc loc)
{
    rbgc_arith *arith = RBGC_NEW(arena, rbgc_arith);
    arith->kind = kind;
    arith->loc = loc;
    return arith;
}

rbgc_arith *rbgc_arith_group(rbgc_arena *arena, rbgc_arith_kind kind, const rbgc_ptr_vec *items)
{
    if (items->count == 1)
        return items->items[0];
    bool merge = kind == RBGC_ARITH_ADD || kind == RBGC_ARITH_MUL;
    int count = 0;
    for (int i = 0; i < items->count; i++) {
        const rbgc_arith *item = items->items[i];
        count += merge && item->kind == kind ? item->n_operands : 1;
    }
    const rbgc_arith *first = items->items[0];
    rbgc_arith *arith = rbgc_arith_new(arena, kind, first->loc);
    arith->operands = RBGC_NEW_ARRAY(arena, rbgc_arith *, count);
    for (int i = 0; i < items->count; i++) {
        rbgc_arith *item = items->items[i];
        if (merge && item->kind == kind)
            for (int j = 0; j < item->n_operands; j++)
                arith->operands[arith->n_operands++] = item->operands[j];
        else
            arith->operands[arith->n_operands++] = item;
    }
    return arith;
}

rbgc_rule *rbgc_rules_normalise(rbgc_arena *arena, rbgc_rule *rule)
{
    for (int i = 0; i < rule->n_children; i++)
        rule->children[i] = rbgc_rules_normalise(arena, rule->children[i]);
    if (rule->kind != RBGC_RULE_CONCAT && rule->kind != RBGC_RULE_CHOICE)
        return rule;
    int count = 0;
    for (int i = 0; i < rule->n_children; i++) {
        const rbgc_rule *child = rule->children[i];
        count += child->kind == rule->kind ? child->n_children : 1;
    }
    if (count == rule->n_children)
        return rule;
    rbgc_rule **children = RBGC_NEW_ARRAY(arena, rbgc_rule *, count);
    int n = 0;
    for (int i = 0; i < rule->n_children; i++) {
        rbgc_rule *child = rule->children[i];
        if (child->kind == rule->kind)
            for (int j = 0; j < child->n_children; j++)
                children[n++] = child->children[j];
        else
            children[n++] = child;
    }
    rule->children = children;
    rule->n_children = n;
    return rule;
}

static void number(rbgc_rule *rule, int *next)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return;
    if (rbgc_rule_is_modifier(rule))
        rule->modifier = (*next)++;
    for (int i = 0; i < rule->n_children; i++)
        number(rule->children[i], next);
}

int rbgc_rules_number_modifiers(rbgc_rule *rule)
{
    int next = 1;
    number(rule, &next);
    return next - 1;
}
