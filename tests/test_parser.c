/* Unit tests of the parser (rbgc/parser.y) and the lowering around it (rbgc/frontend.c,
 * rbgc/rules.c): the declarations of Section 5 of the language manual, the rules grammar and
 * typing of Sections 7.2-7.8, normalisation (7.9) and modifier numbering (8.5). */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diag.h"
#include "frontend.h"
#include "game_files.h"
#include "game.h"
#include "print.h"

/* ---- helpers ------------------------------------------------------------------------------ */

typedef struct {
    rbgc_diags *diags;
    rbgc_game *game;
} loaded;

static loaded load(const char *text)
{
    loaded l;
    l.diags = rbgc_diags_new("test.rbg", text, strlen(text));
    l.game = rbgc_load_text(text, strlen(text), l.diags);
    return l;
}

static void done(loaded *l)
{
    rbgc_game_free(l->game);
    rbgc_diags_free(l->diags);
}

static void print_diags(const loaded *l)
{
    for (int i = 0; i < l->diags->count; i++)
        fprintf(stderr, "  %s %d:%d %s\n",
                l->diags->items[i].severity == RBGC_SEVERITY_ERROR ? "error" : "warning",
                l->diags->items[i].loc.line, l->diags->items[i].loc.col, l->diags->items[i].message);
}

/* Loads a game that must be accepted without any diagnostic. */
static loaded load_clean(const char *text)
{
    loaded l = load(text);
    if (l.diags->count > 0) {
        fprintf(stderr, "unexpected diagnostics for:\n%s\n", text);
        print_diags(&l);
    }
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 0);
    return l;
}

/* The number of diagnostics of that severity whose message contains `part`. */
static int count_diags(const loaded *l, rbgc_severity severity, const char *part)
{
    int n = 0;
    for (int i = 0; i < l->diags->count; i++)
        n += l->diags->items[i].severity == severity && strstr(l->diags->items[i].message, part) != NULL;
    return n;
}

static const rbgc_diagnostic *find_diag(const loaded *l, rbgc_severity severity)
{
    for (int i = 0; i < l->diags->count; i++)
        if (l->diags->items[i].severity == severity)
            return &l->diags->items[i];
    return NULL;
}

/* Asserts a rejected game: one error, at line:col, whose message contains `part`. */
static void check_rejected(const char *text, int line, int col, const char *part)
{
    loaded l = load(text);
    if (l.game != NULL || l.diags->errors != 1) {
        fprintf(stderr, "expected one error for:\n%s\n", text);
        print_diags(&l);
    }
    ck_assert_ptr_null(l.game);
    ck_assert_int_eq(l.diags->errors, 1);
    const rbgc_diagnostic *error = find_diag(&l, RBGC_SEVERITY_ERROR);
    ck_assert_msg(strstr(error->message, part) != NULL, "'%s' does not contain '%s' (in %s)",
                  error->message, part, text);
    ck_assert_msg(error->loc.line == line && error->loc.col == col,
                  "error '%s' at %d:%d, expected %d:%d (in %s)", error->message, error->loc.line,
                  error->loc.col, line, col, text);
    done(&l);
}

/* ---- the rules tree as text --------------------------------------------------------------- */

typedef struct {
    char *text;
    size_t size;
    FILE *out;
} buffer;

static void buffer_open(buffer *b)
{
    b->text = NULL;
    b->size = 0;
    b->out = open_memstream(&b->text, &b->size);
    ck_assert_ptr_nonnull(b->out);
}

static char *buffer_close(buffer *b)
{
    fclose(b->out);
    return b->text;
}

/* Arithmetic in prefix form: ADD(a,SUB(b,1)); constants, variables and piece counts by name
 * (a piece count as #piece). */
static void dump_arith(const rbgc_game *game, const rbgc_arith *a, FILE *out)
{
    static const char *const NAMES[] = {[RBGC_ARITH_ADD] = "ADD", [RBGC_ARITH_SUB] = "SUB",
                                        [RBGC_ARITH_MUL] = "MUL", [RBGC_ARITH_DIV] = "DIV"};
    switch (a->kind) {
    case RBGC_ARITH_CONST:
        fprintf(out, "%lld", (long long)a->value);
        return;
    case RBGC_ARITH_VARIABLE:
        fputs(game->variables[a->index].name, out);
        return;
    case RBGC_ARITH_COUNT:
        fprintf(out, "#%s", game->pieces[a->index]);
        return;
    default:
        fprintf(out, "%s(", NAMES[a->kind]);
        for (int i = 0; i < a->n_operands; i++) {
            if (i > 0)
                fputc(',', out);
            dump_arith(game, a->operands[i], out);
        }
        fputc(')', out);
    }
}

/* The rules tree with its structure and modifier indices: cat(..), or(..|..), star(..),
 * ?(..) / !(..) for patterns; a modifier is followed by #index when it has one. */
static void dump_rule(const rbgc_game *game, const rbgc_rule *r, FILE *out)
{
    static const char *const OPS[] = {"==", "!=", "<", "<=", ">", ">="};
    switch (r->kind) {
    case RBGC_RULE_SHIFT:
        fputs(game->edges[r->edge], out);
        break;
    case RBGC_RULE_ON:
        fputc('{', out);
        for (int i = 0; i < r->n_pieces; i++)
            fprintf(out, "%s%s", i ? "," : "", game->pieces[r->pieces[i]]);
        fputc('}', out);
        break;
    case RBGC_RULE_OFF:
        fprintf(out, "[%s]", game->pieces[r->piece]);
        break;
    case RBGC_RULE_ASSIGN:
        fprintf(out, "[$%s=", game->variables[r->variable].name);
        dump_arith(game, r->value, out);
        fputc(']', out);
        break;
    case RBGC_RULE_COMPARE:
        fputs("{$", out);
        dump_arith(game, r->left, out);
        fputs(OPS[r->op], out);
        dump_arith(game, r->right, out);
        fputc('}', out);
        break;
    case RBGC_RULE_SWITCH:
        fprintf(out, "->%s", game->players[r->player].name);
        break;
    case RBGC_RULE_KEEPER_SWITCH:
        fputs("->>", out);
        break;
    case RBGC_RULE_PATTERN:
        fputs(r->negated ? "!(" : "?(", out);
        dump_rule(game, r->children[0], out);
        fputc(')', out);
        break;
    case RBGC_RULE_NOOP:
        fputc('.', out);
        break;
    case RBGC_RULE_CONCAT:
    case RBGC_RULE_CHOICE:
        fputs(r->kind == RBGC_RULE_CONCAT ? "cat(" : "or(", out);
        for (int i = 0; i < r->n_children; i++) {
            if (i > 0)
                fputs(r->kind == RBGC_RULE_CONCAT ? " " : "|", out);
            dump_rule(game, r->children[i], out);
        }
        fputc(')', out);
        break;
    case RBGC_RULE_STAR:
        fputs("star(", out);
        dump_rule(game, r->children[0], out);
        fputc(')', out);
        break;
    }
    if (r->modifier > 0)
        fprintf(out, "#%d", r->modifier);
}

static char *rules_dump(const rbgc_game *game, const rbgc_rule *rule)
{
    buffer b;
    buffer_open(&b);
    dump_rule(game, rule, b.out);
    return buffer_close(&b);
}

static char *rules_printed(const rbgc_game *game, const rbgc_rule *rule)
{
    buffer b;
    buffer_open(&b);
    rbgc_print_rule(game, rule, false, b.out);
    return buffer_close(&b);
}

/* The declarations every rules test uses.  `#rules = ` is on line 5, so the first character of
 * the rules text is at column 10.  Sorted: pieces e x y; variables a (the score), v, w; edges
 * down left right up. */
static const char HEADER[] = "#players = a(3)\n"
                             "#pieces = e, x, y\n"
                             "#variables = v(5), w(3)\n"
                             "#board = rectangle(up, down, left, right, [e, x] [y, e])\n"
                             "#rules = ";

static char *with_header(const char *rules)
{
    char *text = malloc(strlen(HEADER) + strlen(rules) + 1);
    strcpy(text, HEADER);
    strcat(text, rules);
    return text;
}

static loaded load_rules(const char *rules)
{
    char *text = with_header(rules);
    loaded l = load(text);
    free(text);
    return l;
}

/* Asserts the rules are accepted without any diagnostic and dump as `expected`. */
static void check_rules(const char *rules, const char *expected)
{
    char *text = with_header(rules);
    loaded l = load_clean(text);
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_msg(strcmp(dump, expected) == 0, "%s\n  dumps as  %s\n  expected  %s", rules, dump,
                  expected);
    free(dump);
    free(text);
    done(&l);
}

/* Asserts the rules are rejected with one error at column `col` of line 5. */
static void check_rules_error(const char *rules, int col, const char *part)
{
    char *text = with_header(rules);
    check_rejected(text, 5, col, part);
    free(text);
}

/* The column of the start of `at`, a suffix of `rules`. */
static int col_of(const char *rules, const char *at)
{
    size_t n = strlen(rules), m = strlen(at);
    ck_assert(m <= n && strcmp(rules + n - m, at) == 0);
    return 10 + (int)(n - m);
}

/* Rejected with one error located at the start of the suffix `at`. */
static void check_rules_error_at(const char *rules, const char *at, const char *part)
{
    check_rules_error(rules, col_of(rules, at), part);
}

/* Accepted with exactly one warning (at the start of the suffix `at`, containing `part`); the
 * rules dump as `expected`. */
static void check_rules_warning_at(const char *rules, const char *at, const char *part,
                                   const char *expected)
{
    loaded l = load_rules(rules);
    if (l.diags->count != 1)
        print_diags(&l);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    const rbgc_diagnostic *w = &l.diags->items[0];
    ck_assert_msg(strstr(w->message, part) != NULL, "'%s' does not contain '%s'", w->message, part);
    ck_assert_int_eq(w->loc.line, 5);
    ck_assert_int_eq(w->loc.col, col_of(rules, at));
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_msg(strcmp(dump, expected) == 0, "%s\n  dumps as  %s\n  expected  %s", rules, dump,
                  expected);
    free(dump);
    done(&l);
}

/* Collects the modifiers by index; asserts the indices are exactly 1..n_modifiers, each once. */
static void collect_modifiers(const rbgc_rule *r, const rbgc_rule **by_index, int n, bool in_pattern)
{
    if (r->modifier > 0) {
        ck_assert_int_le(r->modifier, n);
        ck_assert_ptr_null(by_index[r->modifier]);
        by_index[r->modifier] = r;
    }
    /* modifiers outside patterns have an index; nothing else has one */
    ck_assert_int_eq(r->modifier > 0, !in_pattern && rbgc_rule_is_modifier(r));
    for (int i = 0; i < r->n_children; i++)
        collect_modifiers(r->children[i], by_index, n, in_pattern || r->kind == RBGC_RULE_PATTERN);
}

static const rbgc_rule **modifiers_by_index(const rbgc_game *game)
{
    const rbgc_rule **by_index = calloc((size_t)game->n_modifiers + 1, sizeof *by_index);
    collect_modifiers(game->rules, by_index, game->n_modifiers, false);
    for (int i = 1; i <= game->n_modifiers; i++)
        ck_assert_msg(by_index[i] != NULL, "no modifier %d", i);
    return by_index;
}

static char *rule_text(const rbgc_game *game, const rbgc_rule *rule)
{
    return rules_dump(game, rule);
}

static void check_modifier(const rbgc_game *game, const rbgc_rule **by_index, int index,
                           const char *expected)
{
    ck_assert_int_le(index, game->n_modifiers);
    char *text = rule_text(game, by_index[index]);
    char with_index[256];
    snprintf(with_index, sizeof with_index, "%s#%d", expected, index);
    ck_assert_msg(strcmp(text, with_index) == 0, "modifier %d is %s, expected %s", index, text, expected);
    free(text);
}

/* ---- the example games of the manual (Section 12) ------------------------------------------ */

/* ================================ declarations ============================================ */

static const char REST[] = "#board = rectangle(up, down, left, right, [e])\n#rules = ->a\n";

/* A game whose #players, #pieces and #variables bodies are given (lines 1 to 3). */
static char *declarations(const char *players, const char *pieces, const char *variables)
{
    size_t n = strlen(players) + strlen(pieces) + strlen(variables) + strlen(REST) + 64;
    char *text = malloc(n);
    snprintf(text, n, "#players = %s\n#pieces = %s\n#variables = %s\n%s", players, pieces, variables, REST);
    return text;
}

START_TEST(test_decl_extra_commas)
{
    const char *text = "#players = ,a(1),,b(2),\n#pieces = ,e,,x,\n#variables = ,v(7),, ,\n"
                       "#board = rectangle(up, down, left, right, [e])\n#rules = ->a ->b\n";
    loaded l = load_clean(text);
    ck_assert_int_eq(l.game->n_players, 2);
    ck_assert_str_eq(l.game->players[0].name, "a");
    ck_assert_str_eq(l.game->players[1].name, "b");
    ck_assert_int_eq(l.game->n_pieces, 2);
    ck_assert_str_eq(l.game->pieces[0], "e");
    ck_assert_str_eq(l.game->pieces[1], "x");
    /* scores first, then the declared variables */
    ck_assert_int_eq(l.game->n_variables, 3);
    ck_assert_str_eq(l.game->variables[0].name, "a");
    ck_assert_int_eq(l.game->variables[0].bound, 1);
    ck_assert_str_eq(l.game->variables[1].name, "b");
    ck_assert_int_eq(l.game->variables[1].bound, 2);
    ck_assert_str_eq(l.game->variables[2].name, "v");
    ck_assert_int_eq(l.game->variables[2].bound, 7);
    ck_assert_int_eq(l.game->players[1].variable, 1);
    done(&l);
    /* only commas */
    char *text2 = declarations("a(1)", "e", ",,,");
    l = load_clean(text2);
    ck_assert_int_eq(l.game->n_variables, 1);
    done(&l);
    free(text2);
}

START_TEST(test_decl_order_and_sorting)
{
    /* Players keep their order; pieces and variables are sorted by name, byte-wise. */
    char *text = declarations("zed(1), a(4), Mid(2)", "e, B, a1, A", "q(1), Q(2), b(3)");
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_str_eq(l.game->players[0].name, "zed");
    ck_assert_str_eq(l.game->players[1].name, "a");
    ck_assert_str_eq(l.game->players[2].name, "Mid");
    const char *pieces[] = {"A", "B", "a1", "e"};
    ck_assert_int_eq(l.game->n_pieces, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(l.game->pieces[i], pieces[i]);
    const char *variables[] = {"zed", "a", "Mid", "Q", "b", "q"};
    const long long bounds[] = {1, 4, 2, 2, 3, 1};
    ck_assert_int_eq(l.game->n_variables, 6);
    for (int i = 0; i < 6; i++) {
        ck_assert_str_eq(l.game->variables[i].name, variables[i]);
        ck_assert_int_eq(l.game->variables[i].bound, bounds[i]);
    }
    ck_assert_int_eq(rbgc_game_variable(l.game, "b"), 4);
    ck_assert_int_eq(rbgc_game_piece(l.game, "e"), 3);
    done(&l);
    free(text);
}

START_TEST(test_decl_two_names_without_comma)
{
    char *text = declarations("a(1) b(1)", "e", "");
    check_rejected(text, 1, 17, "identifier 'b'");
    free(text);
    text = declarations("a(1)", "e x", "");
    check_rejected(text, 2, 13, "identifier 'x'");
    free(text);
    text = declarations("a(1)", "e", "v(1) w(1)");
    check_rejected(text, 3, 19, "identifier 'w'");
    free(text);
}

START_TEST(test_decl_bound_zero)
{
    char *text = declarations("a(0)", "e", "");
    check_rejected(text, 1, 14, "positive");
    free(text);
    text = declarations("a(1)", "e", "v(2), w(00)");
    check_rejected(text, 3, 22, "positive");
    free(text);
}

START_TEST(test_decl_missing_parts)
{
    char *text = declarations("a 1)", "e", "");
    check_rejected(text, 1, 14, "number 1"); /* missing '(' */
    free(text);
    text = declarations("a()", "e", "");
    check_rejected(text, 1, 14, "')'"); /* missing number */
    free(text);
    text = declarations("a(1, b(1)", "e", "");
    check_rejected(text, 1, 15, "','"); /* missing ')' */
    free(text);
    text = declarations("a(x)", "e", "");
    check_rejected(text, 1, 14, "identifier 'x'");
    free(text);
    text = declarations("a(1)", "e", "v[1]");
    check_rejected(text, 3, 15, "'['");
    free(text);
}

START_TEST(test_decl_end_inside_entry)
{
    /* The end of the section inside an entry; errors at the end point at the last token. */
    char *text = declarations("a(1), b", "e", "");
    check_rejected(text, 1, 18, "end of section '#players'");
    free(text);
    text = declarations("a(", "e", "");
    check_rejected(text, 1, 13, "end of section '#players'");
    free(text);
    text = declarations("a(1)", "e", "v(3");
    check_rejected(text, 3, 16, "end of section '#variables'");
    free(text);
}

START_TEST(test_decl_trailing_tokens)
{
    /* The parse stops at the first token that is neither ',' nor IDENT (after a complete entry):
     * a warning, and the rest of the section is ignored. */
    char *text = declarations("a(1) ) b(2)", "e, x 5 y", "v(1) = w(2)");
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 3);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "ends section '#players'"), 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "ends section '#pieces'"), 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "ends section '#variables'"), 1);
    ck_assert_int_eq(l.diags->items[0].loc.line, 1);
    ck_assert_int_eq(l.diags->items[0].loc.col, 17);
    ck_assert_int_eq(l.diags->items[1].loc.line, 2);
    ck_assert_int_eq(l.diags->items[1].loc.col, 16);
    ck_assert_int_eq(l.diags->items[2].loc.line, 3);
    ck_assert_int_eq(l.diags->items[2].loc.col, 19);
    ck_assert_int_eq(l.game->n_players, 1);
    ck_assert_int_eq(l.game->n_pieces, 2);
    ck_assert_int_eq(rbgc_game_piece(l.game, "y"), -1);
    ck_assert_int_eq(l.game->n_variables, 2);
    ck_assert_int_eq(rbgc_game_variable(l.game, "w"), -1);
    done(&l);
    free(text);
}

START_TEST(test_decl_empty_sections)
{
    /* An empty #players or #pieces body is a warning; an empty #variables body is fine. */
    const char *text = "#players =\n#pieces = e\n#variables =\n"
                       "#board = rectangle(up, down, left, right, [e])\n#rules = ->> {}\n";
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_ptr_nonnull(strstr(l.diags->items[0].message, "'#players' is empty"));
    ck_assert_int_eq(l.game->n_players, 0);
    ck_assert_int_eq(l.game->n_variables, 0);
    done(&l);
    /* empty #pieces: a warning, then the board cannot name a piece */
    text = "#players = a(1)\n#pieces =\n#variables =\n"
           "#board = rectangle(up, down, left, right, [e])\n#rules = ->a\n";
    l = load(text);
    ck_assert_ptr_null(l.game);
    ck_assert_int_eq(l.diags->warnings, 1);
    ck_assert_int_eq(l.diags->errors, 1);
    done(&l);
}

START_TEST(test_decl_duplicates)
{
    char *text = declarations("a(1), b(2), a(3)", "e, x, e, x, e", "v(2), v(7)");
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    /* pieces merged silently */
    ck_assert_int_eq(l.game->n_pieces, 2);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "'e'"), 0);
    /* a repeated player stays in the player list; its score variable has the first bound */
    ck_assert_int_eq(l.game->n_players, 3);
    ck_assert_str_eq(l.game->players[0].name, "a");
    ck_assert_str_eq(l.game->players[1].name, "b");
    ck_assert_str_eq(l.game->players[2].name, "a");
    ck_assert_int_eq(l.game->players[2].variable, 0);
    ck_assert_int_eq(l.game->players[0].variable, 0);
    ck_assert_int_eq(l.game->players[1].variable, 1);
    ck_assert_int_eq(l.game->variables[0].bound, 1);
    /* a repeated variable keeps the first bound */
    ck_assert_int_eq(l.game->n_variables, 3);
    ck_assert_str_eq(l.game->variables[2].name, "v");
    ck_assert_int_eq(l.game->variables[2].bound, 2);
    /* our warnings for the repeated player and variable (b never moves: a third one) */
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "player 'a' is declared twice"), 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "variable 'v' is declared twice"), 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "'b' never gets a turn"), 1);
    ck_assert_int_eq(l.diags->warnings, 3);
    /* the warning points at the second declaration */
    const rbgc_diagnostic *w = &l.diags->items[0];
    ck_assert_int_eq(w->loc.line, 1);
    ck_assert_int_eq(w->loc.col, 24);
    done(&l);
    free(text);
}

START_TEST(test_decl_names_in_two_sections)
{
    char *text = declarations("a(1)", "e, a", "");
    check_rejected(text, 1, 12, "piece and as a player");
    free(text);
    text = declarations("a(1)", "e, v", "v(2)");
    check_rejected(text, 3, 14, "piece and as a variable");
    free(text);
    text = declarations("a(1), b(1)", "e", "b(2)");
    check_rejected(text, 3, 14, "player and as a variable");
    free(text);
}

START_TEST(test_decl_large_bounds)
{
    /* Bounds may use the full range of literals (up to 4294967285). */
    char *text = declarations("a(4294967285)", "e", "v(4294967285)");
    loaded l = load_clean(text);
    ck_assert_int_eq(l.game->variables[0].bound, 4294967285LL);
    ck_assert_int_eq(l.game->variables[1].bound, 4294967285LL);
    done(&l);
    free(text);
}

START_TEST(test_decl_keyword_is_no_name)
{
    char *text = declarations("a(1), board(1)", "e", "");
    loaded l = load(text);
    /* a keyword ends the section: the trailing-tokens warning */
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "'board' ends section '#players'"), 1);
    ck_assert_int_eq(l.game->n_players, 1);
    done(&l);
    free(text);
}

/* ============================== rules: precedence ========================================== */

START_TEST(test_concat_binds_tighter_than_choice)
{
    check_rules("->a (up down + left right)", "cat(->a#1 or(cat(up down)|cat(left right)))");
    check_rules("->a up + ->a down", "or(cat(->a#1 up)|cat(->a#2 down))");
    check_rules("->a (up + down left)", "cat(->a#1 or(up|cat(down left)))");
    check_rules("->a (up + down + left)", "cat(->a#1 or(up|down|left))");
    check_rules("->a up + down + left", "or(cat(->a#1 up)|down|left)");
    check_rules("->a up down left right", "cat(->a#1 up down left right)");
    /* whitespace is irrelevant: `up *` is `up*`, `-> a` a switch */
    check_rules("-> a up *", "cat(->a#1 star(up))");
}

START_TEST(test_suffix_binds_tightest)
{
    check_rules("->a up down*", "cat(->a#1 up star(down))");
    check_rules("->a (up down)*", "cat(->a#1 star(cat(up down)))");
    check_rules("->a (up + down*)", "cat(->a#1 or(up|star(down)))");
    check_rules("->a up + ->a*", "or(cat(->a#1 up)|star(->a#2))");
}

START_TEST(test_arith_precedence)
{
    /* `a + b - c` is a + (b - c) */
    check_rules("->a [$ v = v + w - 1]", "cat(->a#1 [$v=ADD(v,SUB(w,1))]#2)");
    /* `3*5/2` is 3*(5/2) */
    check_rules("->a {$ v == 3*5/2}", "cat(->a#1 {$v==MUL(3,DIV(5,2))})");
    check_rules("->a [$ v = 2*5/4]", "cat(->a#1 [$v=MUL(2,DIV(5,4))]#2)");
    /* `a / b * c` is (a / b) * c */
    check_rules("->a [$ v = v / 2 * w]", "cat(->a#1 [$v=MUL(DIV(v,2),w)]#2)");
    /* `a - b + c` is (a - b) + c */
    check_rules("->a [$ v = v - 1 + w]", "cat(->a#1 [$v=ADD(SUB(v,1),w)]#2)");
    /* parentheses */
    check_rules("->a [$ v = (v + w) * 2]", "cat(->a#1 [$v=MUL(ADD(v,w),2)]#2)");
    check_rules("->a [$ v = v - (w - 1)]", "cat(->a#1 [$v=SUB(v,SUB(w,1))]#2)");
    /* operands: literals, variables, scores and piece counts */
    check_rules("->a {$ a + x + 07 < y}", "cat(->a#1 {$ADD(a,#x,7)<#y})");
}

START_TEST(test_arith_n_ary_left_folds)
{
    check_rules("->a [$ v = v - w - 1]", "cat(->a#1 [$v=SUB(v,w,1)]#2)");
    check_rules("->a [$ v = v / w / 2]", "cat(->a#1 [$v=DIV(v,w,2)]#2)");
    check_rules("->a [$ v = v + w + 1 + 2]", "cat(->a#1 [$v=ADD(v,w,1,2)]#2)");
    check_rules("->a [$ v = v * w * 1]", "cat(->a#1 [$v=MUL(v,w,1)]#2)");
    /* nested additions and multiplications are merged */
    check_rules("->a [$ v = v + (w + (1 + 2))]", "cat(->a#1 [$v=ADD(v,w,1,2)]#2)");
    check_rules("->a [$ v = (v * w) * 2]", "cat(->a#1 [$v=MUL(v,w,2)]#2)");
}

START_TEST(test_arith_printed)
{
    /* The printed form keeps the tree: `3*5/2` prints as written and means 3*(5/2). */
    char *text = with_header("->a {$ v == 3*5/2} [$ w = v/(w*2)] [$ v = (v+w)*(1-w)] [$ v = v-(w-1)]");
    loaded l = load_clean(text);
    char *printed = rules_printed(l.game, l.game->rules);
    ck_assert_str_eq(printed, "->a {$ v == 3*5/2} [$ w = v/(w*2)] [$ v = (v+w)*(1-w)] [$ v = v-(w-1)]");
    free(printed);
    done(&l);
    free(text);
}

START_TEST(test_comparisons)
{
    check_rules("->a {$ v == 1} {$ v != 1} {$ v < 1} {$ v <= 1} {$ v > 1} {$ v >= 1}",
                "cat(->a#1 {$v==1} {$v!=1} {$v<1} {$v<=1} {$v>1} {$v>=1})");
    check_rules("->a {$ v + 1 > w - 2}", "cat(->a#1 {$ADD(v,1)>SUB(w,2)})");
}

/* ============================== rules: suffixes (7.4) ====================================== */

START_TEST(test_suffix_valid)
{
    check_rules("->a up*", "cat(->a#1 star(up))");
    check_rules("{x} ->a*", "cat({x} star(->a#1))");
    check_rules("->a ->>^2", "cat(->a#1 ->>#2 ->>#3)");
    check_rules("->a (up down)*", "cat(->a#1 star(cat(up down)))");
    check_rules("->a (up [x])^3", "cat(->a#1 up [x]#2 up [x]#3 up [x]#4)");
    check_rules("->a ({? up})*", "cat(->a#1 star(?(up)))");
    check_rules("->a ({x})^2", "cat(->a#1 {x} {x})");
    /* `.*` is valid (our checker may comment on it) */
    loaded l = load_rules("->a .*");
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.diags->errors, 0);
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_str_eq(dump, "cat(->a#1 star(.))");
    free(dump);
    done(&l);
}

START_TEST(test_suffix_on_pattern_is_error)
{
    check_rules_error_at("->a {? up}* ->a", "* ->a", "'*'");
    check_rules_error_at("->a {! up}* ->a", "* ->a", "'*'");
    check_rules_error_at("->a {! up}^2 ->a", "^2 ->a", "pattern");
    check_rules_error_at("->a {? up}^2", "^2", "pattern");
    check_rules_error_at("->a ({? up}^2)", "^2)", "pattern");
}

START_TEST(test_star_on_bracketed_action_is_error)
{
    /* `*` after an on, off, assignment or comparison is read as multiplication */
    check_rules_error_at("->a {x}*", "*", "'*'");
    check_rules_error_at("->a [x]*", "*", "'*'");
    check_rules_error_at("->a [$ v=1]*", "*", "'*'");
    check_rules_error_at("->a {$ v==1}*", "*", "'*'");
    check_rules_error_at("->a {x}* up", "* up", "'*'");
    /* after numbers, variables and pieces `*` is multiplication and needs an operand */
    check_rules("->a {$ 5*v > v*2}", "cat(->a#1 {$MUL(5,v)>MUL(v,2)})");
    check_rules("->a {$ x*2 > 1}", "cat(->a#1 {$MUL(#x,2)>1})");
    check_rules_error_at("->a {$ v* > 1}", "> 1}", "'>'");
    check_rules_error_at("->a {$ 5* == 1}", "== 1}", "'=='");
}

START_TEST(test_power_on_bracketed_action_ends_rules)
{
    /* At the top level the expression ends before `^`: a warning, the rest is ignored. */
    check_rules_warning_at("->a {x}^2 [y]", "^2 [y]", "ends section '#rules'", "cat(->a#1 {x})");
    check_rules_warning_at("->a [x]^2 [y]", "^2 [y]", "ends section '#rules'", "cat(->a#1 [x]#2)");
    check_rules_warning_at("->a [$ v=1]^2", "^2", "ends section '#rules'", "cat(->a#1 [$v=1]#2)");
    check_rules_warning_at("->a {$ v==1}^2 junk", "^2 junk", "ends section '#rules'", "cat(->a#1 {$v==1})");
    /* inside any bracket it is an error */
    check_rules_error_at("->a (up {x}^2)", "^2)", "'^'");
    check_rules_error_at("->a {? [x]^2}", "^2}", "'^'");
    check_rules_error_at("->a {! {$ v==1}^2}", "^2}", "'^'");
    check_rules_error_at("->a ([$ v=1]^2 up)", "^2 up)", "'^'");
}

START_TEST(test_only_one_suffix)
{
    check_rules_error_at("->a up**", "*", "'*'");
    check_rules_error_at("->a up^2*", "*", "'*'");
    /* a second suffix is not read: at the top level it ends the rules */
    check_rules_warning_at("->a up*^2", "^2", "'^' ends section", "cat(->a#1 star(up))");
    check_rules_warning_at("->a (up)^2^2", "^2", "'^' ends section", "cat(->a#1 up up)");
    check_rules_error_at("->a (up*^2)", "^2)", "'^'");
    /* `^` must be followed by a number */
    check_rules_error_at("->a up^x", "x", "piece name 'x'");
    check_rules_error_at("->a up ^ ->a", "->a", "'->'");
    check_rules_error_at("->a up^", "^", "end of section");
}

START_TEST(test_power_zero_acts_like_one)
{
    check_rules_warning_at("->a up^0 [x]", "0 [x]", "'^0'", "cat(->a#1 up [x]#2)");
    check_rules_warning_at("->a ([x] ->a)^0", "0", "'^0'", "cat(->a#1 [x]#2 ->a#3)");
    check_rules("->a up^1", "cat(->a#1 up)");
    check_rules("->a up ^ 007", "cat(->a#1 up up up up up up up)");
}

START_TEST(test_power_unrolled_with_distinct_indices)
{
    char *text = with_header("([x] ->a)^3");
    loaded l = load_clean(text);
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_str_eq(dump, "cat([x]#1 ->a#2 [x]#3 ->a#4 [x]#5 ->a#6)");
    free(dump);
    ck_assert_int_eq(l.game->n_modifiers, 6);
    /* every copy is a node of its own */
    ck_assert_ptr_ne(l.game->rules->children[0], l.game->rules->children[2]);
    ck_assert_ptr_ne(l.game->rules->children[0], l.game->rules->children[4]);
    done(&l);
    free(text);
    /* nested powers multiply */
    check_rules("->a ((up [x])^2 down)^2",
                "cat(->a#1 up [x]#2 up [x]#3 down up [x]#4 up [x]#5 down)");
    /* copies of a choice or star keep their inner structure */
    check_rules("->a ([x] + ([y])*)^2", "cat(->a#1 or([x]#2|star([y]#3)) or([x]#4|star([y]#5)))");
}

START_TEST(test_huge_powers_are_errors)
{
    clock_t start = clock();
    check_rules_error_at("->a (up)^4000000000", "4000000000", "too large");
    check_rules_error_at("->a (up)^4294967285", "4294967285", "too large");
    check_rules_error_at("->a ((up)^2000)^2000", "2000", "too large");
    check_rules_error_at("->a (((up)^100)^100)^1000", "1000", "too large");
    check_rules_error_at("->a (((up)^2)^2000)^2000", "2000", "too large");
    check_rules_error_at("->a ((((up [x])^65536)^65536)^65536)^65536", "65536)^65536)^65536", "too large");
    ck_assert_msg((double)(clock() - start) / CLOCKS_PER_SEC < 20.0, "huge powers took too long");
}

/* ============================== rules: actions ============================================= */

START_TEST(test_off_list_is_a_choice)
{
    check_rules("->a [x,y]", "cat(->a#1 or([x]#2|[y]#3))");
    check_rules("->a [x, y, e, x]", "cat(->a#1 or([x]#2|[y]#3|[e]#4|[x]#5))");
    check_rules("->a [x]", "cat(->a#1 [x]#2)");
    /* an off list next to a choice merges with it */
    check_rules("->a ([x,y] + [e])", "cat(->a#1 or([x]#2|[y]#3|[e]#4))");
}

START_TEST(test_assignment_list_is_a_sequence)
{
    check_rules("->a [$ v=1, w=v]", "cat(->a#1 [$v=1]#2 [$w=v]#3)");
    check_rules("->a [$ v=1, w=v, a=x]", "cat(->a#1 [$v=1]#2 [$w=v]#3 [$a=#x]#4)");
    /* a player on the left sets its score */
    check_rules("->a [$ a = 3]", "cat(->a#1 [$a=3]#2)");
    /* `+5` is a literal */
    check_rules("->a [$ v = +5]", "cat(->a#1 [$v=5]#2)");
    check_rules("->a {$ v > + 2}", "cat(->a#1 {$v>2})");
}

START_TEST(test_on_is_a_set)
{
    check_rules("->a {y, x, y, e}", "cat(->a#1 {e,x,y})");
    check_rules("->a {x}", "cat(->a#1 {x})");
}

START_TEST(test_empty_on_and_off)
{
    /* `{}` always fails; `[]` is a choice of zero offs (prints as `()`; see 9.1) */
    check_rules("->a {} ->a", "cat(->a#1 {} ->a#2)");
    check_rules("->a [] ->a", "cat(->a#1 or() ->a#2)");
    check_rules("->a {} [] up ->a", "cat(->a#1 {} or() up ->a#2)");
}

START_TEST(test_keeper_and_noop)
{
    check_rules("->a ->> . ->>up", "cat(->a#1 ->>#2 . ->>#3 up)");
    check_rules("->a->>up", "cat(->a#1 ->>#2 up)");
}

START_TEST(test_patterns)
{
    check_rules("->a {? up {x}} {! down + left}", "cat(->a#1 ?(cat(up {x})) !(or(down|left)))");
    check_rules("->a {? {! up} {? down}}", "cat(->a#1 ?(cat(!(up) ?(down))))");
}

/* ============================== rules: trailing tokens (7.8) =============================== */

START_TEST(test_top_level_trailing_tokens)
{
    /* A closer that matches no opener is an error: it would drop the rest in silence. */
    check_rules_error_at("->a [x] ) junk", ") junk", "unmatched ')'");
    check_rules_error_at("->a [x] ]", "]", "unmatched ']'");
    check_rules_error_at("->a [x] } ->a", "} ->a", "unmatched '}'");
    static const char *const enders[] = {":", ";", "!", "?", "$", "+>", "\"s\"", "rules", "hexagon"};
    for (size_t i = 0; i < sizeof enders / sizeof enders[0]; i++) {
        char rules[64];
        snprintf(rules, sizeof rules, "->a up %s ->a [x]", enders[i]);
        char at[64];
        snprintf(at, sizeof at, "%s ->a [x]", enders[i]);
        check_rules_warning_at(rules, at, "ends section '#rules'", "cat(->a#1 up)");
    }
}

START_TEST(test_operator_needs_an_operand)
{
    /* Binary operators require another operand; they never end the expression. */
    check_rules_error_at("->a up +", "+", "end of section");
    check_rules_error_at("->a up , [x]", ", [x]", "','");
    check_rules_error_at("->a up = 1", "= 1", "'='");
    check_rules_error_at("->a up == 1", "== 1", "'=='");
    check_rules_error_at("->a up 5", "5", "number 5");
    check_rules_error_at("->a up + 1", "1", "number 1");
    check_rules_error_at("->a v", "v", "variable name 'v'");
    check_rules_error_at("->a x", "x", "piece name 'x'");
    check_rules_error_at("->a (v)", "v)", "variable name 'v'");
    check_rules_error_at("->a ~", "~", "'~'");
}

START_TEST(test_bracket_mismatch)
{
    check_rules_error_at("->a (up]", "]", "']'");
    check_rules_error_at("->a (up}", "}", "'}'");
    check_rules_error_at("->a {? up)", ")", "')'");
    check_rules_error_at("->a {! up ]", "]", "']'");
    check_rules_error_at("->a [x}", "}", "'}'");
    check_rules_error_at("->a {x]", "]", "']'");
    check_rules_error_at("->a [$ v=1)", ")", "')'");
    check_rules_error_at("->a {$ v==1]", "]", "']'");
    check_rules_error_at("->a [$ v = (1 + 2]", "]", "']'");
    /* the end of the section where a closer is required (reported at the last token) */
    check_rules_error_at("->a (up", "up", "end of section");
    check_rules_error_at("->a ((up)", ")", "end of section");
    check_rules_error_at("->a {? up", "up", "end of section");
    check_rules_error_at("->a [x", "x", "end of section");
    check_rules_error_at("->a [$ v = 1", "1", "end of section");
}

START_TEST(test_empty_brackets)
{
    check_rules_error_at("->a ()", ")", "')'");
    check_rules_error_at("->a {? }", "}", "'}'");
    check_rules_error_at("->a {! }", "}", "'}'");
    check_rules_error_at("->a [$ ]", "]", "']'");
    check_rules_error_at("->a {$ }", "}", "'}'");
}

START_TEST(test_piece_list_commas)
{
    check_rules_error_at("->a [x, ]", "]", "']'");
    check_rules_error_at("->a [x,,y]", ",y]", "','");
    check_rules_error_at("->a {x,}", "}", "'}'");
    check_rules_error_at("->a {,x}", ",x}", "','");
    check_rules_error_at("->a {x y}", "y}", "'y'");
    check_rules_error_at("->a [$ v=1,]", "]", "']'");
    /* only pieces in a piece list */
    check_rules_error_at("->a {x, v}", "v}", "'v'");
    check_rules_error_at("->a [x, up]", "up]", "'up'");
    check_rules_error_at("->a {up}", "up}", "'up'");
}

/* ============================== rules: switches and names =================================== */

START_TEST(test_switch_needs_a_player)
{
    /* reported at the '->' */
    check_rules_error_at("->a ->x", "->x", "'->' must be followed by a player name, not piece name 'x'");
    check_rules_error_at("->a ->up", "->up", "direction 'up'");
    check_rules_error_at("->a ->v", "->v", "variable name 'v'");
    check_rules_error_at("->a -> 5", "-> 5", "number 5");
    check_rules_error_at("->a ->(a)", "->(a)", "'('");
    check_rules_error_at("->a ->", "->", "end of section");
    check_rules_error_at("->a ->>>", ">", "'>'");
    /* `- >` is not an arrow */
    check_rules_error_at("- > a", "- > a", "'-'");
}

START_TEST(test_undeclared_identifiers)
{
    check_rules_error_at("->a zz", "zz", "'zz' is not declared");
    check_rules_error_at("->a ->b", "b", "'b' is not declared");
    check_rules_error_at("->a {x, zz}", "zz}", "'zz' is not declared");
    check_rules_error_at("->a [$ v = zz]", "zz]", "'zz' is not declared");
    check_rules_error_at("->a [$ zz = 1]", "zz = 1]", "'zz' is not declared");
    /* a macro name is not visible before its definition */
    check_rules_error_at("->a later", "later", "'later' is not declared");
}

START_TEST(test_negative_literal_is_error)
{
    check_rules_error_at("->a [$ v = -1]", "-1]", "'-'");
    check_rules_error_at("->a {$ v > -1}", "-1}", "'-'");
    check_rules_error_at("->a [$ v = - 1]", "- 1]", "'-'");
    /* `+` must be followed by a number */
    check_rules_error_at("->a [$ v = + v]", "v]", "variable name 'v'");
    /* but subtraction gives negative intermediate values */
    check_rules("->a {$ 0 - 1 < v}", "cat(->a#1 {$SUB(0,1)<v})");
}

START_TEST(test_literal_range_in_rules)
{
    check_rules("->a {$ v < 2147483647}", "cat(->a#1 {$v<2147483647})");
    check_rules_error_at("->a {$ v < 2147483648}", "2147483648}", "too large");
    check_rules_error_at("->a [$ v = +4294967285]", "4294967285]", "too large");
    check_rules_error_at("->a (up)^2 {$ v < 3000000000}", "3000000000}", "too large");
}

START_TEST(test_typing_errors)
{
    /* chained comparisons and assignments */
    check_rules_error_at("->a {$ v < w < 1}", "< 1}", "'<'");
    check_rules_error_at("->a {$ v == 1 == 1}", "== 1}", "'=='");
    check_rules_error_at("->a [$ v = w = 1]", "= 1]", "'='");
    /* assignment to a piece, a direction or a number */
    check_rules_error_at("->a [$ x = 1]", "x = 1]", "piece name 'x'");
    check_rules_error_at("->a [$ up = 1]", "up = 1]", "direction 'up'");
    check_rules_error_at("->a [$ 1 = 1]", "1 = 1]", "number 1");
    /* a comparison where an assignment is expected, and the other way round */
    check_rules_error_at("->a [$ v == 1]", "== 1]", "'=='");
    check_rules_error_at("->a {$ v = 1}", "= 1}", "'='");
    check_rules_error_at("->a {$ v}", "}", "'}'");
    /* moves and arithmetic do not mix */
    check_rules_error_at("->a {$ up == 1}", "up == 1}", "direction 'up'");
    check_rules_error_at("->a [$ v = up]", "up]", "direction 'up'");
    check_rules_error_at("->a {$ v == ->a}", "->a}", "'->'");
}

START_TEST(test_empty_rules)
{
    char *text = with_header("");
    loaded l = load(text);
    ck_assert_ptr_null(l.game);
    ck_assert_int_eq(l.diags->errors, 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_WARNING, "'#rules' is empty"), 1);
    ck_assert_int_eq(count_diags(&l, RBGC_SEVERITY_ERROR, "end of section '#rules'"), 1);
    done(&l);
    free(text);
    /* a body of only a trailing token is empty too */
    text = with_header(")");
    l = load(text);
    ck_assert_ptr_null(l.game);
    ck_assert_int_eq(l.diags->errors, 1);
    done(&l);
    free(text);
}

START_TEST(test_rules_through_macros)
{
    const char *text = "#players = a(1)\n#pieces = e\n#variables =\n"
                       "#board = rectangle(up, down, left, right, [e, e])\n"
                       "#step(d) = (d)^2 [e]\n"
                       "#rules = ->a step(right left) step(up)\n";
    loaded l = load_clean(text);
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_str_eq(dump, "cat(->a#1 right left right left [e]#2 up up [e]#3)");
    free(dump);
    done(&l);
}

/* ============================== normalisation (7.9) ========================================= */

START_TEST(test_nested_choices_and_concatenations_merged)
{
    check_rules("->a (up + (down + left)) right", "cat(->a#1 or(up|down|left) right)");
    check_rules("->a ((up + down) + (left + right))", "cat(->a#1 or(up|down|left|right))");
    check_rules("->a (up (down (left right)))", "cat(->a#1 up down left right)");
    check_rules("(->a (up)) ((down))", "cat(->a#1 up down)");
    check_rules("->a (up down)^2", "cat(->a#1 up down up down)");
    check_rules("->a [$ v=1, w=2] [$ v=3]", "cat(->a#1 [$v=1]#2 [$w=2]#3 [$v=3]#4)");
    /* a choice inside a concatenation inside a choice stays */
    check_rules("->a (up + down (left + right))", "cat(->a#1 or(up|cat(down or(left|right))))");
    /* a single element is not wrapped */
    check_rules("(->a)", "->a#1");
    check_rules("((->a))", "->a#1");
}

START_TEST(test_normalised_inside_stars_and_patterns)
{
    check_rules("->a ((up + down) + left)*", "cat(->a#1 star(or(up|down|left)))");
    check_rules("->a (up (down left))*", "cat(->a#1 star(cat(up down left)))");
    check_rules("->a {? up (down (left + (right + up)))}", "cat(->a#1 ?(cat(up down or(left|right|up))))");
    check_rules("->a {! (up + down) + left}", "cat(->a#1 !(or(up|down|left)))");
    /* no merging across a star or a pattern */
    check_rules("->a (up + (down + left)*)", "cat(->a#1 or(up|star(or(down|left))))");
    check_rules("->a (up {? down left})", "cat(->a#1 up ?(cat(down left)))");
}

/* ============================== modifier numbering (8.5) =================================== */

START_TEST(test_numbering_skips_patterns)
{
    check_rules("[x] {? [y] [$ v=1]} ->a ([$ v=1] + [e])* ->>",
                "cat([x]#1 ?(cat([y] [$v=1])) ->a#2 star(or([$v=1]#3|[e]#4)) ->>#5)");
    check_rules("->a ({! {? [x]} [y] (up [e])^2})* [y]",
                "cat(->a#1 star(!(cat(?([x]) [y] up [e] up [e]))) [y]#2)");
    char *text = with_header("{! [x] ->>} ->a {? [y]} [y] ->a");
    loaded l = load(text);
    ck_assert_ptr_nonnull(l.game);
    ck_assert_int_eq(l.game->n_modifiers, 3);
    done(&l);
    free(text);
}

START_TEST(test_numbering_depth_first)
{
    check_rules("->a (([x] ->a + [y]) [e])* [$ v = 1, w = 2] (->>)^2",
                "cat(->a#1 star(cat(or(cat([x]#2 ->a#3)|[y]#4) [e]#5)) [$v=1]#6 [$w=2]#7 ->>#8 ->>#9)");
}

START_TEST(test_numbering_breakthrough)
{
    /* Manual 12.2: ->white 1, [empty] 2, [wPawn] 3, ->> 4, ..., ->black 9. */
    char *text = test_program("breakthrough4x4.rbg"); /* the manual's example */
    loaded l = load_clean(text);
    free(text);
    const rbgc_rule **m = modifiers_by_index(l.game);
    ck_assert_int_eq(l.game->n_modifiers, 16);
    check_modifier(l.game, m, 1, "->white");
    check_modifier(l.game, m, 2, "[empty]");
    check_modifier(l.game, m, 3, "[wPawn]");
    check_modifier(l.game, m, 4, "->>");
    check_modifier(l.game, m, 5, "[$white=1]");
    check_modifier(l.game, m, 6, "->>");
    check_modifier(l.game, m, 7, "[$white=1]");
    check_modifier(l.game, m, 8, "->>");
    check_modifier(l.game, m, 9, "->black");
    check_modifier(l.game, m, 10, "[empty]");
    check_modifier(l.game, m, 11, "[bPawn]");
    check_modifier(l.game, m, 12, "->>");
    check_modifier(l.game, m, 16, "->>");
    /* the rules are one star over the two turns */
    ck_assert_int_eq(l.game->rules->kind, RBGC_RULE_STAR);
    ck_assert_int_eq(l.game->rules->children[0]->kind, RBGC_RULE_CONCAT);
    /* the board: White's pawn rx0y3 is vertex 12, rx0y2 vertex 8 (its move is `13 2 9 3 9 4`) */
    ck_assert_str_eq(l.game->cells[12].name, "rx0y3");
    ck_assert_str_eq(l.game->cells[8].name, "rx0y2");
    free(m);
    done(&l);
}

START_TEST(test_numbering_subtraction_game)
{
    /* Manual 12.3 / 8.5: [$ pile=10] 1, ->first 2, the three assignments 3, 4, 5, ->> 6. */
    char *text = test_program("nim.rbg"); /* the manual's example */
    loaded l = load_clean(text);
    free(text);
    const rbgc_rule **m = modifiers_by_index(l.game);
    ck_assert_int_eq(l.game->n_modifiers, 15);
    check_modifier(l.game, m, 1, "[$pile=10]");
    check_modifier(l.game, m, 2, "->first");
    check_modifier(l.game, m, 3, "[$pile=SUB(pile,1)]");
    check_modifier(l.game, m, 4, "[$pile=SUB(pile,2)]");
    check_modifier(l.game, m, 5, "[$pile=SUB(pile,3)]");
    check_modifier(l.game, m, 6, "->>");
    check_modifier(l.game, m, 7, "[$first=1]");
    check_modifier(l.game, m, 8, "->>");
    check_modifier(l.game, m, 9, "->second");
    check_modifier(l.game, m, 13, "->>");
    check_modifier(l.game, m, 14, "[$second=1]");
    check_modifier(l.game, m, 15, "->>");
    char *dump = rules_dump(l.game, l.game->rules);
    ck_assert_str_eq(dump,
                     "cat([$pile=10]#1 star(cat("
                     "->first#2 or([$pile=SUB(pile,1)]#3|[$pile=SUB(pile,2)]#4|[$pile=SUB(pile,3)]#5) ->>#6 "
                     "or(cat({$pile==0} [$first=1]#7 ->>#8 {})|{$pile>0}) "
                     "->second#9 or([$pile=SUB(pile,1)]#10|[$pile=SUB(pile,2)]#11|[$pile=SUB(pile,3)]#12) ->>#13 "
                     "or(cat({$pile==0} [$second=1]#14 ->>#15 {})|{$pile>0}))))");
    free(dump);
    free(m);
    done(&l);
}

/* ---- suite -------------------------------------------------------------------------------- */

static Suite *parser_suite(void)
{
    Suite *s = suite_create("parser");
    TCase *tc = tcase_create("declarations");
    tcase_add_test(tc, test_decl_extra_commas);
    tcase_add_test(tc, test_decl_order_and_sorting);
    tcase_add_test(tc, test_decl_two_names_without_comma);
    tcase_add_test(tc, test_decl_bound_zero);
    tcase_add_test(tc, test_decl_missing_parts);
    tcase_add_test(tc, test_decl_end_inside_entry);
    tcase_add_test(tc, test_decl_trailing_tokens);
    tcase_add_test(tc, test_decl_empty_sections);
    tcase_add_test(tc, test_decl_duplicates);
    tcase_add_test(tc, test_decl_names_in_two_sections);
    tcase_add_test(tc, test_decl_large_bounds);
    tcase_add_test(tc, test_decl_keyword_is_no_name);
    suite_add_tcase(s, tc);

    tc = tcase_create("precedence");
    tcase_add_test(tc, test_concat_binds_tighter_than_choice);
    tcase_add_test(tc, test_suffix_binds_tightest);
    tcase_add_test(tc, test_arith_precedence);
    tcase_add_test(tc, test_arith_n_ary_left_folds);
    tcase_add_test(tc, test_arith_printed);
    tcase_add_test(tc, test_comparisons);
    suite_add_tcase(s, tc);

    tc = tcase_create("suffixes");
    tcase_add_test(tc, test_suffix_valid);
    tcase_add_test(tc, test_suffix_on_pattern_is_error);
    tcase_add_test(tc, test_star_on_bracketed_action_is_error);
    tcase_add_test(tc, test_power_on_bracketed_action_ends_rules);
    tcase_add_test(tc, test_only_one_suffix);
    tcase_add_test(tc, test_power_zero_acts_like_one);
    tcase_add_test(tc, test_power_unrolled_with_distinct_indices);
    tcase_add_test(tc, test_huge_powers_are_errors);
    suite_add_tcase(s, tc);

    tc = tcase_create("actions");
    tcase_add_test(tc, test_off_list_is_a_choice);
    tcase_add_test(tc, test_assignment_list_is_a_sequence);
    tcase_add_test(tc, test_on_is_a_set);
    tcase_add_test(tc, test_empty_on_and_off);
    tcase_add_test(tc, test_keeper_and_noop);
    tcase_add_test(tc, test_patterns);
    tcase_add_test(tc, test_rules_through_macros);
    suite_add_tcase(s, tc);

    tc = tcase_create("errors");
    tcase_add_test(tc, test_top_level_trailing_tokens);
    tcase_add_test(tc, test_operator_needs_an_operand);
    tcase_add_test(tc, test_bracket_mismatch);
    tcase_add_test(tc, test_empty_brackets);
    tcase_add_test(tc, test_piece_list_commas);
    tcase_add_test(tc, test_switch_needs_a_player);
    tcase_add_test(tc, test_undeclared_identifiers);
    tcase_add_test(tc, test_negative_literal_is_error);
    tcase_add_test(tc, test_literal_range_in_rules);
    tcase_add_test(tc, test_typing_errors);
    tcase_add_test(tc, test_empty_rules);
    suite_add_tcase(s, tc);

    tc = tcase_create("normalisation");
    tcase_add_test(tc, test_nested_choices_and_concatenations_merged);
    tcase_add_test(tc, test_normalised_inside_stars_and_patterns);
    tcase_add_test(tc, test_numbering_skips_patterns);
    tcase_add_test(tc, test_numbering_depth_first);
    tcase_add_test(tc, test_numbering_breakthrough);
    tcase_add_test(tc, test_numbering_subtraction_game);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(parser_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
