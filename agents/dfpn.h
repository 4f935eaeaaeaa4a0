/* Depth-first proof-number search (docs/solving.md): rbg_pn_solve with RBG_PN_DFPN comes here. */
#ifndef RBG_DFPN_H
#define RBG_DFPN_H

#include "pn_solver.h"

void rbg_dfpn_solve(const rbg_reasoner *r, rbg_context *ctx, const void *state, int target,
                    const rbg_pn_options *options, rbg_pn_report *report);

#endif
