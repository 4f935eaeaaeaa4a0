/* rbg show GAME [--after MOVES]: the board of a position, whose turn it is and how many moves
 * they have, or the scores when the game is over. */
#include <stdio.h>

#include "cli.h"

int rbg_cmd_show(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("show: unexpected argument '%s'", o->positional[0]);
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    rbg_reasoner *r = session.reasoner;
    rbg_draw_board(r, session.notation, session.state, stdout);
    rbg_moves moves;
    rbg_moves_init(&moves);
    uint32_t n = r->legal_moves(session.context, session.state, &moves);
    if (n > 0)
        printf("%s to move: %u legal move%s\n", r->info->player_names[r->player(r, session.state)], n,
               n == 1 ? "" : "s");
    else
        rbg_draw_scores(r, session.state, "The game is over; scores:", stdout);
    rbg_moves_free(&moves);
    rbg_cli_session_close(&session);
    return 0;
}
