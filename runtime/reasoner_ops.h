/* Fills a reasoner's operations from the functions of the including file, which defines each
 * operation of rbg.h as a static function of the same name.  Both backends include it (the
 * compiled one inside its generated unit), so the table is written once. */
#ifndef RBG_REASONER_OPS_H
#define RBG_REASONER_OPS_H

#include "rbg.h"

static void rbg_set_operations(rbg_reasoner *r)
{
    r->context_new = context_new;
    r->context_free = context_free;
    r->initial = initial;
    r->player = player;
    r->is_nodal = is_nodal;
    r->variable = variable;
    r->score = score;
    r->piece = piece;
    r->legal_moves = legal_moves;
    r->apply = apply;
    r->legal_semimoves = legal_semimoves;
    r->apply_semimove = apply_semimove;
    r->perft = perft;
    r->playout = playout;
    r->semisplit_perft = semisplit_perft;
    r->semisplit_random_move = semisplit_random_move;
    r->semisplit_playout = semisplit_playout;
    r->destroy = destroy;
}

#endif
