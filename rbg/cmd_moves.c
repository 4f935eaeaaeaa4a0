/* rbg moves GAME [--after MOVES]: the legal moves in text form, one per line. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

int rbg_cmd_moves(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("moves: unexpected argument '%s'", o->positional[0]);
    rbg_reasoner *r = rbg_cli_load(o);
    if (r == NULL)
        return 1;
    rbg_context *ctx = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(ctx, state);
    int status = 0;
    if (o->after != NULL && !rbg_cli_play_moves(r, ctx, state, o->after)) {
        status = 1;
    } else {
        rbg_moves moves;
        rbg_moves_init(&moves);
        r->legal_moves(ctx, state, &moves);
        for (uint32_t i = 0; i < moves.n_moves; i++) {
            char *text = rbg_move_to_text(rbg_move_actions(&moves, i), rbg_move_length(&moves, i));
            puts(text);
            free(text);
        }
        rbg_moves_free(&moves);
    }
    free(state);
    r->context_free(ctx);
    r->destroy(r);
    return status;
}
