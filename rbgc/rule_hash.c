/* A structural hash of rules (source locations left out, as rbgc_rule_equal does), so that
 * equal patterns are found among many without comparing each pair in full. */
#include "rule_hash.h"

static uint64_t mix(uint64_t h, uint64_t value)
{
    h ^= value + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdu;
}

static uint64_t arith_hash(const rbgc_arith *a)
{
    uint64_t h = mix((uint64_t)a->kind, (uint64_t)a->value);
    h = mix(h, (uint64_t)a->index);
    for (int i = 0; i < a->n_operands; i++)
        h = mix(h, arith_hash(a->operands[i]));
    return h;
}

uint64_t rbgc_rule_hash(const rbgc_rule *rule)
{
    uint64_t h = mix((uint64_t)rule->kind, (uint64_t)rule->modifier);
    switch (rule->kind) {
    case RBGC_RULE_SHIFT: h = mix(h, (uint64_t)rule->edge); break;
    case RBGC_RULE_OFF: h = mix(h, (uint64_t)rule->piece); break;
    case RBGC_RULE_SWITCH: h = mix(h, (uint64_t)rule->player); break;
    case RBGC_RULE_PATTERN: h = mix(h, rule->negated); break;
    case RBGC_RULE_ON:
        for (int i = 0; i < rule->n_pieces; i++)
            h = mix(h, (uint64_t)rule->pieces[i]);
        break;
    case RBGC_RULE_ASSIGN: h = mix(mix(h, (uint64_t)rule->variable), arith_hash(rule->value)); break;
    case RBGC_RULE_COMPARE:
        h = mix(mix(mix(h, (uint64_t)rule->op), arith_hash(rule->left)), arith_hash(rule->right));
        break;
    default: break;
    }
    h = mix(h, (uint64_t)rule->n_children);
    for (int i = 0; i < rule->n_children; i++)
        h = mix(h, rbgc_rule_hash(rule->children[i]));
    return h;
}
