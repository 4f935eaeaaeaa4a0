/* Split strategies: their names and the whole pipeline (docs/split-moves.md). */
#include "split.h"

#include <stdlib.h>
#include <string.h>

#include "checker.h"
#include "split_graph.h"

const char RBGC_SPLIT_ALLOWED[] =
    "none, Mod, ModPlus, ModShift, ModPlusShift, Plus, Shift, PlusShift";

bool rbgc_split_parse(const char *text, rbgc_split_strategy *out)
{
    static const struct {
        const char *name;
        unsigned components;
    } NAMES[] = {
        {"Mod", RBGC_SPLIT_MOD},
        {"ModPlus", RBGC_SPLIT_MOD | RBGC_SPLIT_PLUS},
        {"ModShift", RBGC_SPLIT_MOD | RBGC_SPLIT_SHIFT},
        {"ModPlusShift", RBGC_SPLIT_MOD | RBGC_SPLIT_PLUS | RBGC_SPLIT_SHIFT},
        {"Plus", RBGC_SPLIT_PLUS},
        {"Shift", RBGC_SPLIT_SHIFT},
        {"PlusShift", RBGC_SPLIT_PLUS | RBGC_SPLIT_SHIFT},
    };
    if (text == NULL)
        return false;
    if (strcmp(text, "none") == 0) {
        *out = (rbgc_split_strategy){false, 0};
        return true;
    }
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++)
        if (strcmp(text, NAMES[i].name) == 0) {
            *out = (rbgc_split_strategy){true, NAMES[i].components};
            return true;
        }
    return false;
}

static int count(const rbgc_rule *rule)
{
    if (rule->kind == RBGC_RULE_PATTERN)
        return 0;
    int n = rule->kind == RBGC_RULE_NOOP;
    for (int i = 0; i < rule->n_children; i++)
        n += count(rule->children[i]);
    return n;
}

int rbgc_split_count_dots(const rbgc_game *game)
{
    return count(game->rules);
}

/* Dots the keeper's turns reach only are ignored when moves are made, so they go before any
 * analysis (which would otherwise spend most of its time in the keeper's long segments). */
static void drop_keeper_dots(rbgc_game *game)
{
    int n_dots = rbgc_split_count_dots(game);
    if (n_dots == 0)
        return;
    bool *keeper = calloc((size_t)n_dots, sizeof(bool));
    if (keeper == NULL)
        abort();
    rbgc_split_graph *g = rbgc_split_graph_build(game);
    rbgc_split_graph_keeper_dots(g, keeper);
    rbgc_split_graph_free(g);
    rbgc_split_drop_dots(game, keeper);
    free(keeper);
}

void rbgc_split_game(rbgc_game *game, rbgc_split_strategy strategy)
{
    if (!strategy.enabled)
        return;
    if (strategy.components & RBGC_SPLIT_PLUS)
        rbgc_split_insert_plus(game);
    if (strategy.components & RBGC_SPLIT_SHIFT)
        rbgc_split_insert_shift(game);
    drop_keeper_dots(game);
    if (rbgc_split_count_dots(game) > 0) {
        /* Each round moves every illegal dot past at least one construct, so the rounds end;
         * the bound only guards against a mistake. */
        for (int round = 0; round < 100000 && rbgc_split_move_illegal(game) > 0; round++)
            ;
        /* Left first, then right on the new rules: of two neighbouring dots, one R and the next
         * L, deleting both in one analysis would remove a decisive split. */
        rbgc_split_remove(game, RBGC_DOT_LEFT);
        rbgc_split_remove(game, RBGC_DOT_RIGHT);
    }
    game->straightness = rbgc_compute_straightness(game->rules);
}
