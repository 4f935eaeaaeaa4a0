/* rbg moves GAME [--after MOVES] [--semimoves] [--numeric] [--json]: the legal moves in text
 * form (e2e4; the numeric form `cell index ...` with --numeric), one per line, or the semimoves
 * (each one `cell index`) with which a move can begin; with --json one object with the player
 * to move and the list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    bool numeric = o->semimoves || o->numeric;
    rbg_move_texts texts = {0};
    if (!numeric)
        rbg_notation_texts(session.notation, session.context, session.state, &moves, &texts);
    if (o->json) {
        fputs("{\"player\": ", stdout);
        if (moves.n_moves > 0)
            rbg_json_put_string(stdout, r->info->player_names[r->player(r, session.state)]);
        else
            fputs("null", stdout);
        printf(", \"%s\": [", o->semimoves ? "semimoves" : "moves");
    }
    for (uint32_t i = 0; i < moves.n_moves; i++) {
        char *text = numeric ? rbg_move_to_text(rbg_move_actions(&moves, i), rbg_move_length(&moves, i))
                             : strdup(texts.texts[i]);
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
    rbg_move_texts_free(&texts);
    rbg_moves_free(&moves);
    rbg_cli_session_close(&session);
    return 0;
}
