/* Fuzz target 1, the front end: any bytes as a game file go through lexing, directives, macro
 * expansion, parsing, the board, the rules and the checker (rbgc_load_text); the diagnostics are
 * rendered and a loaded game is printed, as `rbgc check` and `rbgc print` do.  The contract:
 * no crash, and a game that does not load comes with at least one error. */
#include "frontend.h"
#include "fuzz_target.h"
#include "print.h"

/* The front end keeps at most 20 warnings and stops at binary input, so this bound only matters
 * if that limit is lost: 16 KB of NUL bytes once gave 16,385 warnings that took 13 s to render
 * here (regressions/frontend/nul_bytes_16k). */
enum { RENDERED_DIAGNOSTICS = 100 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    rbgc_diags *diags = rbgc_diags_new("fuzz.rbg", text, size);
    rbgc_game *game = rbgc_load_text(text, size, diags);
    FUZZ_REQUIRE(game != NULL || diags->errors > 0);
    FILE *sink = fuzz_sink_open();
    for (int i = 0; i < diags->count && i < RENDERED_DIAGNOSTICS; i++)
        rbgc_diag_render_one(diags, &diags->items[i], sink, false);
    if (game != NULL) {
        rbgc_print_game(game, &(rbgc_print_options){0}, sink);
        rbgc_print_game(game, &(rbgc_print_options){.compact = true, .graph = true}, sink);
    }
    fclose(sink);
    rbgc_game_free(game);
    rbgc_diags_free(diags);
    return 0;
}
