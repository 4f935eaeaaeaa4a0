#include "checker.h"

/* Each subexpression is summarised by (S, B, E, T): the best complete segment inside it, the
 * best one from a boundary inside to its end, from its start to a boundary inside, and the best
 * boundary-free path through it.  -1: no such path; -2: unbounded. */
typedef struct {
    int s, b, e, t;
} summary;

typedef enum { VARIANT_MOVE, VARIANT_SEMIMOVE, VARIANT_MAIN, VARIANT_APPLICATIONAL } variant;

static int append(int a, int b)
{
    if (a == -1 || b == -1)
        return -1;
    if (a == -2 || b == -2)
        return -2;
    return a + b;
}

static int either(int a, int b)
{
    if (a == -2 || b == -2)
        return -2;
    if (a == -1)
        return b;
    if (b == -1)
        return a;
    return a > b ? a : b;
}

static summary summarise(const rbgc_rule *rule, variant v)
{
    static const summary NEUTRAL = {-1, -1, -1, 0}, MODIFIER = {-1, -1, -1, 1},
                         BOUNDARY = {-1, 0, 0, -1}, END_ONLY = {-1, -1, 0, -1};
    switch (rule->kind) {
    case RBGC_RULE_SHIFT:
    case RBGC_RULE_ON:
    case RBGC_RULE_COMPARE:
        return NEUTRAL;
    case RBGC_RULE_PATTERN:
        if (v == VARIANT_APPLICATIONAL) {
            summary inner = summarise(rule->children[0], v);
            return (summary){-1, -1, either(inner.e, inner.t), 0};
        }
        return NEUTRAL;
    case RBGC_RULE_OFF:
    case RBGC_RULE_ASSIGN:
        return MODIFIER;
    case RBGC_RULE_SWITCH:
        return BOUNDARY;
    case RBGC_RULE_KEEPER_SWITCH:
        return v == VARIANT_MAIN || v == VARIANT_APPLICATIONAL ? BOUNDARY : END_ONLY;
    case RBGC_RULE_NOOP:
        return v == VARIANT_SEMIMOVE ? BOUNDARY : NEUTRAL;
    case RBGC_RULE_CHOICE: {
        summary r = {-1, -1, -1, -1};
        for (int i = 0; i < rule->n_children; i++) {
            summary c = summarise(rule->children[i], v);
            r = (summary){either(r.s, c.s), either(r.b, c.b), either(r.e, c.e), either(r.t, c.t)};
        }
        return r;
    }
    case RBGC_RULE_CONCAT: {
        summary x = NEUTRAL;
        for (int i = 0; i < rule->n_children; i++) {
            summary y = summarise(rule->children[i], v);
            x = (summary){
                either(either(x.s, y.s), append(x.b, y.e)),
                either(append(x.b, y.t), y.b),
                either(x.e, append(x.t, y.e)),
                append(x.t, y.t),
            };
        }
        return x;
    }
    case RBGC_RULE_STAR: {
        summary x = summarise(rule->children[0], v);
        int t = x.t == -2 || x.t > 0 ? -2 : 0;
        return (summary){either(x.s, append(append(x.b, t), x.e)), append(x.b, t), append(t, x.e), t};
    }
    }
    return NEUTRAL;
}

static int whole(summary x)
{
    return either(either(either(x.s, x.b), x.e), x.t);
}

rbgc_straightness rbgc_compute_straightness(const rbgc_rule *rules)
{
    rbgc_straightness result;
    result.move = summarise(rules, VARIANT_MOVE).s;
    result.semimove = summarise(rules, VARIANT_SEMIMOVE).s;
    result.main = whole(summarise(rules, VARIANT_MAIN));
    result.applicational = whole(summarise(rules, VARIANT_APPLICATIONAL));
    return result;
}
