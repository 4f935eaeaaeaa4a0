/* rbg moves GAME [--after MOVES] [--semimoves]: the legal moves in text form, one per line, or
 * the semimoves (each one `cell index`) with which a move can begin. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

int rbg_cmd_moves(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("moves: unexpected argument '%s'", o->positional[0]);
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    rbg_reasoner *r = session.reasoner;
    rbg_moves moves;
    rbg_moves_init(&moves);
    if (o->semimoves)
        r->legal_semimoves(session.context, session.state, &moves);
    else
        r->legal_moves(session.context, session.state, &moves);
    for (uint32_t i = 0; i < moves.n_moves; i++) {
        char *text = rbg_move_to_text(rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
        puts(text);
        free(text);
    }
    rbg_moves_free(&moves);
    rbg_cli_session_close(&session);
    return 0;
}
