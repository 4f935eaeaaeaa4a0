/* Fuzz target 4, `rbg`'s moves: the input is the text of an --after option (moves in text form
 * separated by ';'), played from the initial state of a fixed small game (breakthrough 5x5,
 * interpreter) by the same function the commands use.  Then every legal move of the state
 * reached must read back from its numeric form and from its text in the game's notation. */
#include <stdbool.h>
#include <string.h>

#include "cli.h"
#include "fuzz_target.h"
#include "interp.h"
#include "pipeline.h"

/* Loaded once: the game is the fixed part of the target, not its input. */
static rbg_reasoner *fixed_game(void)
{
    static rbg_reasoner *reasoner;
    if (reasoner == NULL) {
        rbgc_diags *diags;
        rbg_program *program = rbgc_compile_file(RBG_FUZZ_MOVES_GAME, RBGC_NO_SPLIT, &diags);
        rbgc_diags_render(diags, stderr, false);
        rbgc_diags_free(diags);
        FUZZ_REQUIRE(program != NULL);
        reasoner = rbg_interp_new(program);
    }
    return reasoner;
}

/* Every move's text in the game's notation reads back as that move. */
static void check_notation(const rbg_notation *notation, rbg_context *context, const void *state,
                           const rbg_moves *moves)
{
    rbg_move_texts texts;
    rbg_notation_texts(notation, context, state, moves, &texts);
    for (uint32_t i = 0; i < moves->n_moves; i++) {
        char error[1024];
        FUZZ_REQUIRE(rbg_notation_find(&texts, moves, texts.texts[i], error, sizeof error) == i);
    }
    rbg_move_texts_free(&texts);
}

static void check_text_forms(const rbg_moves *moves)
{
    enum { CAPACITY = 4096 };
    static rbg_action parsed[CAPACITY];
    for (uint32_t i = 0; i < moves->n_moves; i++) {
        char *text = rbg_move_to_text(rbg_move_actions(moves, i), rbg_move_length(moves, i));
        uint32_t n;
        char error[512];
        FUZZ_REQUIRE(rbg_move_parse(text, parsed, CAPACITY, &n, error, sizeof error));
        FUZZ_REQUIRE(n == rbg_move_length(moves, i) &&
                     memcmp(parsed, rbg_move_actions(moves, i), n * sizeof *parsed) == 0);
        free(text);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rbg_reasoner *r = fixed_game();
    /* A command-line argument ends at its first NUL byte. */
    char *moves_text = strndup((const char *)data, size);
    rbg_context *context = r->context_new(r);
    void *state = malloc(r->state_size);
    r->initial(context, state);
    rbg_notation *notation = rbg_notation_new(r, NULL);
    if (rbg_cli_play_moves(r, notation, context, state, moves_text, NULL)) {
        rbg_moves legal;
        rbg_moves_init(&legal);
        r->legal_moves(context, state, &legal);
        check_text_forms(&legal);
        check_notation(notation, context, state, &legal);
        rbg_moves_free(&legal);
    }
    rbg_notation_free(notation);
    free(state);
    r->context_free(context);
    free(moves_text);
    return 0;
}
