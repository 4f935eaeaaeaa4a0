/* MCPNS (Saito et al. 2006): PNS whose open leaves start from random
 * playouts.  With rho the fraction won by the target, pn = 1 - rho and dn = rho (a likely win is
 * cheap to prove), each kept in [theta, 1 - theta] so that an open leaf never looks solved; the
 * COMPAT orientation of the PPNS paper's code swaps them. */
#include "pn_rules.h"

static void leaf(const rbg_pn_options *o, pn_node *v, double rho)
{
    if (v->status != PN_OPEN) {
        pn_pns_terminal(v);
        return;
    }
    double pn = o->mcpns_compat ? rho : 1 - rho;
    v->a = pn_clamp(pn, o->theta);
    v->b = pn_clamp(1 - pn, o->theta);
}

const pn_rules PN_MCPNS_RULES = {
    .playouts = true,
    .leaf = leaf,
    .recompute = pn_pns_recompute,
    .select = pn_pns_select,
    .concluded = NULL,
};
