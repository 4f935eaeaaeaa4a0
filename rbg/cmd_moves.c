/* rbg moves GAME [--after MOVES] [--semimoves] [--json]: the legal moves in text form, one per
 * line, or the semimoves (each one `cell index`) with which a move can begin; with --json one
 * object with the player to move and the list. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "json.h"

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
    if (o->json) {
        fputs("{\"player\": ", stdout);
        if (moves.n_moves > 0)
            rbg_json_put_string(stdout, r->info->player_names[r->player(r, session.state)]);
        else
            fputs("null", stdout);
        printf(", \"%s\": [", o->semimoves ? "semimoves" : "moves");
    }
    for (uint32_t i = 0; i < moves.n_moves; i++) {
        char *text = rbg_move_to_text(rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
        if (o->json) {
            fputs(i > 0 ? ", " : "", stdout);
            rbg_json_put_string(stdout, text);
        } else {
            puts(text);
        }
        free(text);
    }
    if (o->json)
        puts("]}");
    rbg_moves_free(&moves);
    rbg_cli_session_close(&session);
    return 0;
}
