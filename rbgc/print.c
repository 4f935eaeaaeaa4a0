#include "print.h"

#include <stdlib.h>
#include <string.h>

#include "board_names.h"
#include "checked_alloc.h"

static const char *const CMP_SPELLING[] = {"==", "!=", "<", "<=", ">", ">="};

/* ---- arithmetic: parentheses only where the grammar needs them to keep the tree ---- */

static bool is_operation(const rbgc_arith *a)
{
    return a->kind == RBGC_ARITH_ADD || a->kind == RBGC_ARITH_SUB || a->kind == RBGC_ARITH_MUL ||
           a->kind == RBGC_ARITH_DIV;
}

static bool needs_parentheses(const rbgc_arith *parent, const rbgc_arith *operand)
{
    switch (parent->kind) {
    case RBGC_ARITH_ADD:
        return false;
    case RBGC_ARITH_SUB:
    case RBGC_ARITH_MUL:
        return operand->kind == RBGC_ARITH_ADD || operand->kind == RBGC_ARITH_SUB ||
               (parent->kind == RBGC_ARITH_MUL && operand->kind == RBGC_ARITH_MUL);
    default:
        return is_operation(operand);
    }
}

void rbgc_print_arith(const rbgc_game *game, const rbgc_arith *a, FILE *out)
{
    static const char OPERATOR[] = {[RBGC_ARITH_ADD] = '+', [RBGC_ARITH_SUB] = '-',
                                    [RBGC_ARITH_MUL] = '*', [RBGC_ARITH_DIV] = '/'};
    switch (a->kind) {
    case RBGC_ARITH_CONST:
        fprintf(out, "%lld", (long long)a->value);
        return;
    case RBGC_ARITH_VARIABLE:
        fputs(game->variables[a->index].name, out);
        return;
    case RBGC_ARITH_COUNT:
        fputs(game->pieces[a->index], out);
        return;
    default:
        break;
    }
    for (int i = 0; i < a->n_operands; i++) {
        if (i > 0)
            fputc(OPERATOR[a->kind], out);
        bool wrap = needs_parentheses(a, a->operands[i]);
        if (wrap)
            fputc('(', out);
        rbgc_print_arith(game, a->operands[i], out);
        if (wrap)
            fputc(')', out);
    }
}

/* ---- rules ---- */

enum { LINE_WIDTH = 100 };

/* Output goes to a file, or is only measured (to decide where to break lines). */
typedef struct {
    const rbgc_game *game;
    bool compact;
    FILE *out;        /* NULL: measuring */
    long column;
    long limit;       /* measuring stops once the width passes this */
} printer;

static void emit(printer *p, const char *text)
{
    size_t len = strlen(text);
    if (p->out == NULL) {
        p->column += (long)len;
        return;
    }
    fputs(text, p->out);
    const char *nl = strrchr(text, '\n');
    p->column = nl ? (long)(len - (size_t)(nl - text) - 1) : p->column + (long)len;
}

static void emit_arith(printer *p, const rbgc_arith *arith)
{
    char *text = NULL;
    size_t size = 0;
    FILE *buffer = open_memstream(&text, &size);
    if (buffer == NULL)
        return;
    rbgc_print_arith(p->game, arith, buffer);
    fclose(buffer);
    emit(p, text ? text : "");
    free(text);
}

static bool over(const printer *p)
{
    return p->out == NULL && p->column > p->limit;
}

/* Actions that may take a '*' suffix directly. */
static bool suffixable(const rbgc_rule *rule)
{
    return rule->kind == RBGC_RULE_SHIFT || rule->kind == RBGC_RULE_SWITCH ||
           rule->kind == RBGC_RULE_KEEPER_SWITCH || rule->kind == RBGC_RULE_NOOP;
}

static bool wrapped_in_concat(const rbgc_rule *child)
{
    return child->kind == RBGC_RULE_CHOICE && child->n_children > 0;
}

static void print_inline(printer *p, const rbgc_rule *rule);

static void print_wrapped(printer *p, const rbgc_rule *child, bool wrap)
{
    if (wrap)
        emit(p, "(");
    print_inline(p, child);
    if (wrap)
        emit(p, ")");
}

static void print_inline(printer *p, const rbgc_rule *rule)
{
    const rbgc_game *game = p->game;
    const char *space = p->compact ? "" : " ";
    char buffer[64];
    if (over(p))
        return;
    switch (rule->kind) {
    case RBGC_RULE_SHIFT:
        emit(p, game->edges[rule->edge]);
        if (p->compact)
            emit(p, " ");
        return;
    case RBGC_RULE_SWITCH:
        emit(p, "->");
        emit(p, game->players[rule->player].name);
        if (p->compact)
            emit(p, " ");
        return;
    case RBGC_RULE_KEEPER_SWITCH:
        emit(p, "->>");
        return;
    case RBGC_RULE_NOOP:
        emit(p, ".");
        return;
    case RBGC_RULE_ON:
        emit(p, "{");
        for (int i = 0; i < rule->n_pieces; i++) {
            if (i > 0)
                emit(p, ",");
            emit(p, game->pieces[rule->pieces[i]]);
        }
        emit(p, "}");
        return;
    case RBGC_RULE_OFF:
        emit(p, "[");
        emit(p, game->pieces[rule->piece]);
        emit(p, "]");
        return;
    case RBGC_RULE_ASSIGN:
        emit(p, "[$ ");
        emit(p, game->variables[rule->variable].name);
        snprintf(buffer, sizeof buffer, "%s=%s", space, space);
        emit(p, buffer);
        emit_arith(p, rule->value);
        emit(p, "]");
        return;
    case RBGC_RULE_COMPARE:
        emit(p, "{$ ");
        emit_arith(p, rule->left);
        snprintf(buffer, sizeof buffer, "%s%s%s", space, CMP_SPELLING[rule->op], space);
        emit(p, buffer);
        emit_arith(p, rule->right);
        emit(p, "}");
        return;
    case RBGC_RULE_PATTERN:
        emit(p, rule->negated ? "{!" : "{?");
        emit(p, space);
        print_inline(p, rule->children[0]);
        emit(p, "}");
        return;
    case RBGC_RULE_STAR:
        print_wrapped(p, rule->children[0], !suffixable(rule->children[0]));
        emit(p, "*");
        return;
    case RBGC_RULE_CONCAT:
        for (int i = 0; i < rule->n_children && !over(p); i++) {
            if (i > 0 && !p->compact)
                emit(p, " ");
            print_wrapped(p, rule->children[i], wrapped_in_concat(rule->children[i]));
        }
        return;
    case RBGC_RULE_CHOICE:
        if (rule->n_children == 0)
            emit(p, "[]"); /* the empty off list: never legal */
        for (int i = 0; i < rule->n_children && !over(p); i++) {
            if (i > 0)
                emit(p, " + ");
            print_inline(p, rule->children[i]);
        }
        return;
    }
}

/* Whether the rule, wrapped or not, fits on the current line. */
static bool fits(const printer *p, const rbgc_rule *rule, bool wrap, long column)
{
    printer measure = {p->game, p->compact, NULL, column, LINE_WIDTH};
    print_wrapped(&measure, rule, wrap);
    return measure.column <= LINE_WIDTH;
}

static void newline(printer *p, long column)
{
    emit(p, "\n");
    for (long i = 0; i < column; i++)
        emit(p, " ");
}

static void print_block(printer *p, const rbgc_rule *rule, bool wrap);

/* Layout for rules too long for one line: a choice puts each alternative on its own line with
 * the '+' under the opening bracket; a concatenation fills lines; patterns and stars indent
 * their contents. */
static void print_broken(printer *p, const rbgc_rule *rule)
{
    long column = p->column;
    switch (rule->kind) {
    case RBGC_RULE_CHOICE:
        for (int i = 0; i < rule->n_children; i++) {
            if (i > 0) {
                newline(p, column > 2 ? column - 2 : 0);
                emit(p, "+ ");
            }
            print_block(p, rule->children[i], false);
        }
        return;
    case RBGC_RULE_CONCAT:
        for (int i = 0; i < rule->n_children; i++) {
            const rbgc_rule *child = rule->children[i];
            bool wrap = wrapped_in_concat(child);
            if (i > 0) {
                if (fits(p, child, wrap, p->column + 1))
                    emit(p, " ");
                else
                    newline(p, column);
            }
            print_block(p, child, wrap);
        }
        return;
    case RBGC_RULE_PATTERN:
        emit(p, rule->negated ? "{! " : "{? ");
        print_block(p, rule->children[0], false);
        emit(p, "}");
        return;
    case RBGC_RULE_STAR:
        print_block(p, rule->children[0], !suffixable(rule->children[0]));
        emit(p, "*");
        return;
    default:
        print_inline(p, rule);
        return;
    }
}

static void print_block(printer *p, const rbgc_rule *rule, bool wrap)
{
    if (fits(p, rule, wrap, p->column)) {
        print_wrapped(p, rule, wrap);
        return;
    }
    if (wrap)
        emit(p, rule->kind == RBGC_RULE_CHOICE ? "( " : "(");
    print_broken(p, rule);
    if (wrap)
        emit(p, rule->kind == RBGC_RULE_CHOICE ? " )" : ")");
}

void rbgc_print_rule(const rbgc_game *game, const rbgc_rule *rule, bool compact, FILE *out)
{
    printer p = {game, compact, out, 0, 0};
    print_inline(&p, rule);
}

/* ---- declarations and board ---- */

/* The score variables come first among the variables. */
static int count_scores(const rbgc_game *game)
{
    int n_scores = 0;
    for (int i = 0; i < game->n_players; i++)
        if (game->players[i].variable >= n_scores)
            n_scores = game->players[i].variable + 1;
    return n_scores;
}

static void print_bounded(const rbgc_game *game, bool players, const char *separator, FILE *out)
{
    int n_scores = count_scores(game);
    bool first = true;
    if (players) {
        for (int i = 0; i < game->n_players; i++, first = false)
            fprintf(out, "%s%s(%lld)", first ? "" : separator, game->players[i].name,
                    (long long)game->variables[game->players[i].variable].bound);
    } else {
        for (int i = n_scores; i < game->n_variables; i++, first = false)
            fprintf(out, "%s%s(%lld)", first ? "" : separator, game->variables[i].name,
                    (long long)game->variables[i].bound);
    }
}

/* The names of the cells 0..n_cells-1 as every command shows them (runtime/board_names.h):
 * natural names where the board has them, else the declared ones. */
static char **cell_names(const rbgc_game *game, bool flipped)
{
    size_t slots = (size_t)game->n_cells + 1;
    int32_t *coordinates = rbg_checked_calloc(3 * slots, sizeof *coordinates);
    int *place = rbg_checked_calloc(3 * slots, sizeof *place);
    for (int i = 0; i < game->n_cells; i++) {
        coordinates[i + 1] = game->cells[i].x;
        coordinates[slots + i + 1] = game->cells[i].y;
        coordinates[2 * slots + i + 1] = game->cells[i].z;
    }
    rbg_board_shape shape = {(int32_t)game->board_kind, game->width, game->height, game->depth,
                             game->n_cells, coordinates, coordinates + slots, coordinates + 2 * slots};
    bool natural = game->board_kind != RBGC_BOARD_GRAPH &&
                   rbg_board_coordinates(&shape, flipped, place, place + slots, place + 2 * slots);
    char **names = rbg_checked_calloc(slots, sizeof *names);
    for (int i = 0; i < game->n_cells; i++) {
        char name[16];
        if (natural)
            rbg_board_cell_name(place[i + 1], place[slots + i + 1], place[2 * slots + i + 1], name,
                                sizeof name);
        const char *chosen = natural ? name : game->cells[i].name;
        names[i] = strcpy(rbg_checked_malloc(strlen(chosen) + 1, 1), chosen);
    }
    free(coordinates);
    free(place);
    return names;
}

static void print_graph_board(const rbgc_game *game, bool compact, bool flipped, FILE *out)
{
    char **names = cell_names(game, flipped);
    for (int i = 0; i < game->n_cells; i++) {
        const rbgc_cell *cell = &game->cells[i];
        if (!compact)
            fputs("\n    ", out);
        fprintf(out, "%s[%s]{", names[i], game->pieces[cell->piece]);
        bool first = true;
        for (int e = 0; e < game->n_edges; e++)
            if (cell->next[e] >= 0) {
                fprintf(out, "%s%s:%s%s", first ? "" : compact ? "," : ", ", game->edges[e],
                        compact ? "" : " ", names[cell->next[e]]);
                first = false;
            }
        fputc('}', out);
    }
    for (int i = 0; i < game->n_cells; i++)
        free(names[i]);
    free(names);
}

/* Whether an explicit graph can say what the board is: the grammar wants a vertex at least,
 * an edge at least at every vertex, and takes the directions from the edges' labels. */
static bool graph_expresses(const rbgc_game *game)
{
    if (game->n_cells == 0)
        return false;
    bool *used = calloc((size_t)game->n_edges + 1, sizeof(bool));
    bool ok = used != NULL;
    for (int i = 0; i < game->n_cells && ok; i++) {
        bool any = false;
        for (int e = 0; e < game->n_edges; e++)
            if (game->cells[i].next[e] >= 0)
                any = used[e] = true;
        ok = any;
    }
    for (int e = 0; e < game->n_edges && ok; e++)
        ok = used[e];
    free(used);
    return ok;
}

static void print_generator_board(const rbgc_game *game, bool compact, FILE *out)
{
    static const char *const NAMES[] = {"rectangle", "hexagon", "cuboid"};
    const char *comma = compact ? "," : ", ";
    int n_labels = game->board_kind == RBGC_BOARD_RECTANGLE ? 4 : 6;
    fprintf(out, "%s(", NAMES[game->board_kind]);
    for (int i = 0; i < n_labels; i++)
        fprintf(out, "%s%s", game->edges[game->generator_edges[i]], i + 1 < n_labels ? comma : ",");
    int cell = 0;
    for (int z = 0; z < game->depth; z++) {
        if (game->board_kind == RBGC_BOARD_CUBOID)
            fputs(compact ? "[" : "\n    [", out);
        for (int y = 0; y < game->height; y++) {
            fputs(compact ? "[" : game->board_kind == RBGC_BOARD_CUBOID ? "\n        [" : "\n    [", out);
            int length = game->line_length[z * game->height + y];
            for (int x = 0; x < length; x++) {
                if (x > 0)
                    fputs(comma, out);
                const rbgc_cell *c = cell < game->n_cells ? &game->cells[cell] : NULL;
                if (c != NULL && c->x == x && c->y == y && c->z == z) {
                    fputs(game->pieces[c->piece], out);
                    cell++;
                }
            }
            fputc(']', out);
        }
        if (game->board_kind == RBGC_BOARD_CUBOID)
            fputs("]", out);
    }
    fputs(")", out);
}

void rbgc_print_game(const rbgc_game *game, const rbgc_print_options *options, FILE *out)
{
    /* A board the graph grammar cannot hold (a 1x1 board, a direction no edge uses, no cell)
     * is printed as its generator, so that every form parses again to the same game. */
    bool as_graph = game->board_kind == RBGC_BOARD_GRAPH || ((options->graph || options->compact) && graph_expresses(game));
    if (options->compact) {
        fputs("#board = ", out);
        if (as_graph)
            print_graph_board(game, true, options->flipped, out);
        else
            print_generator_board(game, true, out);
        fputs("#players = ", out);
        print_bounded(game, true, ",", out);
        fputs("\n#pieces = ", out);
        for (int i = 0; i < game->n_pieces; i++)
            fprintf(out, "%s%s", i ? "," : "", game->pieces[i]);
        fputs("\n#variables = ", out);
        print_bounded(game, false, ",", out);
        fputs("\n#rules = ", out);
        rbgc_print_rule(game, game->rules, true, out);
        fputc('\n', out);
        return;
    }
    const rbgc_straightness *st = &game->straightness;
    fprintf(out, "// straightness: applicational %d, main %d, move %d, semimove %d (-2: unbounded)\n",
            st->applicational, st->main, st->move, st->semimove);
    fputs("#players = ", out);
    print_bounded(game, true, ", ", out);
    fputs("\n#pieces = ", out);
    for (int i = 0; i < game->n_pieces; i++)
        fprintf(out, "%s%s", i ? ", " : "", game->pieces[i]);
    fputs(game->n_variables > count_scores(game) ? "\n#variables = " : "\n#variables =", out);
    print_bounded(game, false, ", ", out);
    if (options->graph && !as_graph)
        fputs("\n// the board as its generator: an explicit graph needs an edge at every cell and"
              "\n// takes its directions from the edges", out);
    fputs("\n#board = ", out);
    if (as_graph)
        print_graph_board(game, false, options->flipped, out);
    else
        print_generator_board(game, false, out);
    fputs("\n#rules =", out);
    printer p = {game, false, out, 0, 0};
    newline(&p, game->rules->kind == RBGC_RULE_CHOICE ? 6 : 4);
    print_block(&p, game->rules, false);
    fputc('\n', out);
}
