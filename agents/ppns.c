/* PPNS (Song, Iida, van den Herik 2019; Primanita, Khalid, Iida 2020): one
 * number per node, ppn, the estimated probability that the target can force a win.  An open leaf
 * gets the fraction of its playouts the target won, kept in [theta, 1 - theta]; an OR node is
 * 1 - prod(1 - ppn_c), an AND node prod(ppn_c). */
#include <math.h>

#include "pn_rules.h"

static void leaf(const rbg_pn_options *o, pn_node *v, double rho)
{
    if (v->status != PN_OPEN)
        v->a = v->status == PN_PROVED ? 1 : 0;
    else
        v->a = pn_clamp(rho, o->theta);
}

static void recompute(pn_tree *t, uint32_t node)
{
    pn_node *v = &t->nodes[node];
    double product = 1;
    for (uint32_t i = 0; i < v->n_children; i++) {
        double p = t->nodes[v->first + i].a;
        product *= v->or_node ? 1 - p : p;
    }
    v->a = v->or_node ? 1 - product : product;
}

static double most_likely(const pn_node *v)
{
    return -v->a;
}

static double least_likely(const pn_node *v)
{
    return v->a;
}

/* OR: the open child most likely won; AND: the open child least likely won.  Open children are
 * those not exactly solved, the spec's "ppn != 0" / "ppn != 1" made robust to rounding: a
 * product can reach 0 or 1 without any child being solved. */
static uint32_t select_child(const pn_tree *t, uint32_t node)
{
    return pn_min_open_child(t, node, t->nodes[node].or_node ? most_likely : least_likely);
}

/* The precision rate in the relative form of the PPNS code (|ppn - 1| <= pr * ppn, and the same
 * for 1 - ppn): an open leaf clamped to theta = pr alone never concludes. */
static rbg_pn_verdict concluded(const rbg_pn_options *o, const pn_node *root)
{
    if (o->precision <= 0)
        return RBG_PN_UNKNOWN;
    double p = root->a;
    if (fabs(p - 1) <= o->precision * fabs(p))
        return RBG_PN_PROVED;
    if (fabs(p) <= o->precision * fabs(1 - p))
        return RBG_PN_DISPROVED;
    return RBG_PN_UNKNOWN;
}

const pn_rules PN_PPNS_RULES = {
    .playouts = true,
    .leaf = leaf,
    .recompute = recompute,
    .select = select_child,
    .concluded = concluded,
};
