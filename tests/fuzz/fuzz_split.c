/* Fuzz target 2, the split passes: a game that loads is split with every strategy of
 * rbgc/split.h in turn (each on a fresh load, since splitting changes the game), printed with
 * its split points, as `rbgc print --split S` does.  (Lowering the split game to tables is left
 * out: it costs the square of the board's size today, which would hide the passes' own cost.) */
#include <stdbool.h>
#include <string.h>

#include "frontend.h"
#include "fuzz_target.h"
#include "print.h"
#include "split.h"

/* False when the game does not load. */
static bool split_with(const char *text, size_t size, const char *strategy_name)
{
    rbgc_split_strategy strategy;
    FUZZ_REQUIRE(rbgc_split_parse(strategy_name, &strategy));
    rbgc_diags *diags = rbgc_diags_new("fuzz.rbg", text, size);
    rbgc_game *game = rbgc_load_text(text, size, diags);
    if (game != NULL) {
        rbgc_split_game(game, strategy);
        FILE *sink = fuzz_sink_open();
        rbgc_print_game(game, &(rbgc_print_options){0}, sink);
        fclose(sink);
    }
    bool loaded = game != NULL;
    rbgc_game_free(game);
    rbgc_diags_free(diags);
    return loaded;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Every name the option takes, read from the list users are shown; a text that does not
     * load fails alike under every strategy, so the first failure ends the loop. */
    char *names = strdup(RBGC_SPLIT_ALLOWED), *saved;
    bool loaded = true;
    for (char *name = strtok_r(names, ", ", &saved); name != NULL && loaded;
         name = strtok_r(NULL, ", ", &saved))
        loaded = split_with((const char *)data, size, name);
    free(names);
    return 0;
}
