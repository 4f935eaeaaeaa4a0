/* PNS (Allis et al. 1994): proof and disproof numbers, a new open node
 * counting (1, 1). */
#include <math.h>

#include "pn_rules.h"

void pn_pns_terminal(pn_node *v)
{
    v->a = v->status == PN_PROVED ? 0 : INFINITY;
    v->b = v->status == PN_PROVED ? INFINITY : 0;
}

static void leaf(const rbg_pn_options *o, pn_node *v, double rho)
{
    (void)o;
    (void)rho;
    if (v->status != PN_OPEN) {
        pn_pns_terminal(v);
        return;
    }
    v->a = 1;
    v->b = 1;
}

/* OR: pn = min, dn = sum; AND: pn = sum, dn = min (a sum with an infinite term is infinite). */
void pn_pns_recompute(pn_tree *t, uint32_t node)
{
    pn_node *v = &t->nodes[node];
    double min_a = INFINITY, min_b = INFINITY, sum_a = 0, sum_b = 0;
    for (uint32_t i = 0; i < v->n_children; i++) {
        const pn_node *c = &t->nodes[v->first + i];
        min_a = fmin(min_a, c->a);
        min_b = fmin(min_b, c->b);
        sum_a += c->a;
        sum_b += c->b;
    }
    v->a = v->or_node ? min_a : sum_a;
    v->b = v->or_node ? sum_b : min_b;
}

static double proof(const pn_node *v)
{
    return v->a;
}

static double disproof(const pn_node *v)
{
    return v->b;
}

uint32_t pn_pns_select(const pn_tree *t, uint32_t node)
{
    return pn_min_open_child(t, node, t->nodes[node].or_node ? proof : disproof);
}

const pn_rules PN_PNS_RULES = {
    .playouts = false,
    .leaf = leaf,
    .recompute = pn_pns_recompute,
    .select = pn_pns_select,
    .concluded = NULL,
};
