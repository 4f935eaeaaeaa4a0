/* Unit tests of directive splitting (rbgc/directives.c) and macro expansion (rbgc/expander.c),
 * following Sections 3.1-3.2 and 4 of the language manual.
 *
 * Most tests call expand(), which lexes a game text, splits it into directives and expands the
 * #rules section, and returns the expanded tokens joined by single spaces (or "<error>" when an
 * error was reported).  The state of the last run (arena, diagnostics, directives, tokens) stays
 * in `cur` for further checks and is released by the next run or by the fixture's teardown. */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "directives.h"
#include "expander.h"
#include "lexer.h"
#include "token.h"

static const char ERR[] = "<error>";

static struct {
    rbgc_arena *arena;
    rbgc_diags *diags;
    rbgc_directives dirs;
    bool split_ok;
    rbgc_token *tokens; /* the expanded section */
    int n;
} cur;

static void reset(void)
{
    rbgc_arena_free(cur.arena);
    rbgc_diags_free(cur.diags);
    memset(&cur, 0, sizeof cur);
}

static void teardown(void) { reset(); }

static const char *join_tokens(const rbgc_token *tokens, int n)
{
    size_t len = 1;
    for (int i = 0; i < n; i++)
        len += strlen(tokens[i].text) + 1;
    char *out = rbgc_arena_alloc(cur.arena, len);
    char *p = out;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            *p++ = ' ';
        size_t l = strlen(tokens[i].text);
        memcpy(p, tokens[i].text, l);
        p += l;
    }
    *p = '\0';
    return out;
}

/* Uses `text` verbatim: lexes, splits, and expands the section `kind`. */
static const char *expand_raw_in(const char *text, rbgc_section_kind kind)
{
    reset();
    size_t len = strlen(text);
    cur.arena = rbgc_arena_new();
    cur.diags = rbgc_diags_new("test.rbg", text, len);
    int n_lexed = -1;
    rbgc_token *lexed = rbgc_lex(text, len, cur.arena, cur.diags, &n_lexed);
    if (lexed == NULL)
        return ERR;
    cur.split_ok = rbgc_split_directives(lexed, n_lexed, cur.arena, cur.diags, &cur.dirs);
    if (!cur.split_ok)
        return ERR;
    ck_assert_int_eq(cur.diags->errors, 0);
    cur.n = -1;
    cur.tokens = rbgc_expand_section(cur.arena, cur.diags, &cur.dirs, &cur.dirs.sections[kind],
                                     &cur.n);
    if (cur.tokens == NULL) {
        ck_assert_int_gt(cur.diags->errors, 0);
        return ERR;
    }
    ck_assert_int_eq(cur.diags->errors, 0);
    ck_assert_int_ge(cur.n, 0);
    return join_tokens(cur.tokens, cur.n);
}

static const char *expand_raw(const char *text) { return expand_raw_in(text, RBGC_SECTION_RULES); }

/* Like expand_raw_in, but first appends a filler declaration of every section that `text` does
 * not mention (after everything else, so locations in `text` are unchanged and the filler does
 * not affect visibility; filler sections are never expanded). */
static const char *expand_in(const char *text, rbgc_section_kind kind)
{
    static const char *const fillers[RBGC_SECTION_COUNT][2] = {
        {"#players", "\n#players = p(1)"},
        {"#pieces", "\n#pieces = e"},
        {"#variables", "\n#variables ="},
        {"#board", "\n#board = b"},
        {"#rules", "\n#rules = r"},
    };
    size_t len = strlen(text) + 1;
    for (int k = 0; k < RBGC_SECTION_COUNT; k++)
        len += strlen(fillers[k][1]);
    char *full = malloc(len);
    ck_assert_ptr_nonnull(full);
    strcpy(full, text);
    for (int k = 0; k < RBGC_SECTION_COUNT; k++)
        if (strstr(text, fillers[k][0]) == NULL)
            strcat(full, fillers[k][1]);
    const char *result = expand_raw_in(full, kind);
    free(full);
    return result;
}

static const char *expand(const char *text) { return expand_in(text, RBGC_SECTION_RULES); }

static int errors(void) { return cur.diags->errors; }
static int warnings(void) { return cur.diags->warnings; }

static const rbgc_diagnostic *first_of(rbgc_severity severity)
{
    for (int i = 0; i < cur.diags->count; i++)
        if (cur.diags->items[i].severity == severity)
            return &cur.diags->items[i];
    return NULL;
}

static const rbgc_diagnostic *first_error(void) { return first_of(RBGC_SEVERITY_ERROR); }

/* The run must have failed with exactly one error whose message contains `needle`. */
#define ck_error(result, needle)                                                                 \
    do {                                                                                         \
        const char *r_ = (result);                                                               \
        ck_assert_str_eq(r_, ERR);                                                               \
        ck_assert_int_eq(errors(), 1);                                                           \
        ck_assert_msg(strstr(first_error()->message, (needle)) != NULL,                          \
                      "error message '%s' does not contain '%s'", first_error()->message,        \
                      (needle));                                                                 \
    } while (0)

/* Exactly one warning, containing `needle`. */
#define ck_one_warning(needle)                                                                   \
    do {                                                                                         \
        ck_assert_int_eq(warnings(), 1);                                                         \
        const rbgc_diagnostic *w_ = first_of(RBGC_SEVERITY_WARNING);                             \
        ck_assert_msg(strstr(w_->message, (needle)) != NULL,                                     \
                      "warning message '%s' does not contain '%s'", w_->message, (needle));      \
    } while (0)

#define ck_clean() ck_assert_int_eq(cur.diags->count, 0)

/* ================================================================================================
 * 3.1 Splitting into directives
 * ============================================================================================== */

START_TEST(test_helper_filler)
{
    ck_assert_str_eq(expand("#rules = a b c"), "a b c");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a b b a #rules = m(x;y)"), "x y y x");
    ck_clean();
    ck_assert_str_eq(expand_raw("#players = p(1) #pieces = e #variables = #board = b #rules = z"),
                     "z");
    ck_clean();
}
END_TEST

START_TEST(test_no_tokens)
{
    ck_error(expand_raw(""), "no tokens");
    ck_error(expand_raw("  \n\t "), "no tokens");
    ck_error(expand_raw("// only a comment\n/* and another */"), "no tokens");
}
END_TEST

START_TEST(test_first_token_not_hash)
{
    ck_error(expand("rules = x #rules = a"), "must start with a directive");
    ck_assert_int_eq(first_error()->loc.line, 1);
    ck_assert_int_eq(first_error()->loc.col, 1);
    ck_error(expand("= #rules = a"), "must start with a directive");
    ck_error(expand("\n  x"), "must start with a directive");
    ck_assert_int_eq(first_error()->loc.line, 2);
    ck_assert_int_eq(first_error()->loc.col, 3);
}
END_TEST

START_TEST(test_cut_at_every_hash)
{
    /* A section body ends at the next '#', whatever its bracket balance. */
    ck_assert_str_eq(expand("#rules = ( a [ b #m = c"), "( a [ b");
    ck_clean();
    /* A macro body also ends at the next '#'. */
    ck_assert_str_eq(expand("#m = x ( #rules = m y"), "x ( y");
    ck_clean();
    ck_assert_int_eq(cur.dirs.n_macros, 1);
    ck_assert_int_eq(cur.dirs.macros[0]->n_body, 2);
}
END_TEST

START_TEST(test_lone_hash_at_end_ignored)
{
    ck_assert_str_eq(expand_raw("#players = p(1) #pieces = e #variables = #board = b "
                                "#rules = a b #"),
                     "a b");
    ck_clean();
    ck_assert_str_eq(expand_raw("#players = p(1) #pieces = e #variables = #board = b "
                                "#rules = a b\n// comment\n#\n/* c */"),
                     "a b");
    ck_clean();
    /* Only the very last token: a lone '#' elsewhere is followed by '#'. */
    ck_error(expand("# #rules = a"), "after '#'");
    ck_error(expand("#rules = a # #"), "after '#'");
    ck_error(expand("#rules = a ##"), "after '#'");
    /* A file that is just '#' has no sections at all. */
    ck_error(expand_raw("#"), "missing");
}
END_TEST

START_TEST(test_bad_directive_heads)
{
    ck_error(expand("# 5 = x #rules = a"), "after '#'");
    ck_assert_int_eq(first_error()->loc.col, 3);
    ck_error(expand("#rules = a # 5"), "after '#'");
    ck_error(expand("#rectangle = x #rules = a"), "after '#'");
    ck_error(expand("#hexagon(a) = x #rules = a"), "after '#'");
    ck_error(expand("#cuboid = x #rules = a"), "after '#'");
    ck_error(expand("#= x #rules = a"), "after '#'");
    ck_error(expand("#( x #rules = a"), "after '#'");
    ck_error(expand("#~ #rules = a"), "after '#'");
    ck_error(expand("#\"str\" = x #rules = a"), "after '#'");
    ck_error(expand("#-> x #rules = a"), "after '#'");
}
END_TEST

START_TEST(test_section_without_equal)
{
    ck_error(expand("#rules a b"), "expected '=' after '#rules'");
    ck_assert_int_eq(first_error()->loc.col, 8);
    ck_error(expand("#pieces e #rules = a"), "expected '=' after '#pieces'");
    ck_error(expand("#variables #rules = a"), "expected '=' after '#variables'");
    ck_error(expand("#board ( #rules = a"), "expected '=' after '#board'");
    ck_error(expand("#rules(x) = a"), "expected '=' after '#rules'");
    /* End of file right after the head. */
    ck_error(expand_raw("#players = p(1) #pieces = e #variables = #board = b #rules"),
             "expected '=' after '#rules'");
    ck_error(expand_raw("#players = p(1) #pieces = e #variables = #board = b #rules #"),
             "expected '=' after '#rules'");
}
END_TEST

START_TEST(test_missing_sections)
{
    static const char *const names[RBGC_SECTION_COUNT] = {"players", "pieces", "variables",
                                                          "board", "rules"};
    static const char *const decls[RBGC_SECTION_COUNT] = {
        "#players = p(1) ", "#pieces = e ", "#variables = ", "#board = b ", "#rules = r ",
    };
    for (int missing = 0; missing < RBGC_SECTION_COUNT; missing++) {
        char text[256] = "";
        for (int k = 0; k < RBGC_SECTION_COUNT; k++)
            if (k != missing)
                strcat(text, decls[k]);
        char needle[64];
        snprintf(needle, sizeof needle, "'#%s' is missing", names[missing]);
        ck_error(expand_raw(text), needle);
        ck_assert_int_eq(first_error()->loc.line, 0);
    }
    ck_assert_str_eq(rbgc_section_name(RBGC_SECTION_PLAYERS), "players");
    ck_assert_str_eq(rbgc_section_name(RBGC_SECTION_RULES), "rules");
    /* Only macros: every section is missing. */
    ck_error(expand_raw("#m = x"), "is missing");
}
END_TEST

START_TEST(test_sections_in_any_order)
{
    ck_assert_str_eq(expand_raw("#rules = r1 #board = b #m = x #variables = #pieces = e "
                                "#players = p(1)"),
                     "r1");
    ck_clean();
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_RULES].directive, 1);
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_BOARD].directive, 2);
    ck_assert_int_eq(cur.dirs.macros[0]->directive, 3);
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_PLAYERS].directive, 6);
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_RULES].n_body, 1);
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_RULES].loc.col, 2);
    ck_assert_int_eq(cur.dirs.sections[RBGC_SECTION_VARIABLES].n_body, 0);
}
END_TEST

/* ================================================================================================
 * 3.2 Section rules
 * ============================================================================================== */

START_TEST(test_section_declared_twice)
{
    ck_assert_str_eq(expand("#rules = first #rules = second"), "second");
    ck_one_warning("declared again");
    ck_assert_int_eq(first_of(RBGC_SEVERITY_WARNING)->loc.col, 17);
    ck_assert_str_eq(expand("#rules = a #rules = b #rules = c"), "c");
    ck_assert_int_eq(warnings(), 2);
    ck_assert_int_eq(errors(), 0);
    ck_assert_str_eq(expand_in("#pieces = a #pieces = b, c", RBGC_SECTION_PIECES), "b , c");
    ck_one_warning("'#pieces' declared again");
    /* The later declaration also brings its later place in the order of directives. */
    ck_assert_str_eq(expand("#rules = m #m = x #rules = m"), "x");
    ck_one_warning("declared again");
    ck_assert_str_eq(expand("#m = x #rules = m #rules = m #n = y"), "x");
    ck_one_warning("declared again");
    /* A later empty declaration replaces a non-empty one. */
    ck_assert_str_eq(expand("#rules = a #rules ="), "");
    ck_assert_int_eq(warnings(), 2);
}
END_TEST

START_TEST(test_empty_sections)
{
    ck_assert_str_eq(expand("#rules ="), "");
    ck_one_warning("'#rules' is empty");
    ck_assert_str_eq(expand("#players = #rules = a"), "a");
    ck_one_warning("'#players' is empty");
    ck_assert_str_eq(expand("#pieces = #rules = a"), "a");
    ck_one_warning("'#pieces' is empty");
    ck_assert_str_eq(expand("#board = #rules = a"), "a");
    ck_one_warning("'#board' is empty");
    /* #variables may be empty. */
    ck_assert_str_eq(expand_in("#variables = #rules = a", RBGC_SECTION_VARIABLES), "");
    ck_clean();
    /* An empty section at the end of the file. */
    ck_assert_str_eq(expand_raw("#players = p(1) #pieces = e #variables = #board = b #rules ="),
                     "");
    ck_one_warning("'#rules' is empty");
    /* A body that expands to nothing is not an empty section. */
    ck_assert_str_eq(expand("#e(x) = x #rules = e()"), "");
    ck_clean();
}
END_TEST

START_TEST(test_macros_in_every_section)
{
    const char *text = "#players = p(1)\n"
                       "#all(c) = c~Pawn, c~King\n"
                       "#pieces = all(white), all(black), empty\n"
                       "#v = turn(5)\n"
                       "#variables = v\n"
                       "#line(p) = [p, p]\n"
                       "#board = rectangle(up, down, line(empty))\n"
                       "#rules = v";
    ck_assert_str_eq(expand_in(text, RBGC_SECTION_PIECES),
                     "whitePawn , whiteKing , blackPawn , blackKing , empty");
    ck_clean();
    ck_assert_str_eq(expand_in(text, RBGC_SECTION_VARIABLES), "turn ( 5 )");
    ck_assert_str_eq(expand_in(text, RBGC_SECTION_BOARD),
                     "rectangle ( up , down , [ empty , empty ] )");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KW_RECTANGLE);
    ck_assert_str_eq(expand_in(text, RBGC_SECTION_PLAYERS), "p ( 1 )");
    ck_assert_str_eq(expand_in(text, RBGC_SECTION_RULES), "turn ( 5 )");
}
END_TEST

/* ================================================================================================
 * 4.1 Definitions
 * ============================================================================================== */

START_TEST(test_definition_parameters)
{
    ck_assert_str_eq(expand("#m(a;b;c) = c b a #rules = m(1;2;3)"), "3 2 1");
    ck_clean();
    ck_assert_int_eq(cur.dirs.n_macros, 1);
    const rbgc_macro *m = cur.dirs.macros[0];
    ck_assert_str_eq(m->name, "m");
    ck_assert_int_eq(m->arity, 3);
    ck_assert_str_eq(m->params[0], "a");
    ck_assert_str_eq(m->params[2], "c");
    ck_assert_int_eq(m->n_body, 3);
    ck_assert_int_eq(m->loc.line, 1);
    ck_assert_int_eq(m->loc.col, 2);
    ck_assert_str_eq(expand("#m = x y #rules = m"), "x y");
    ck_assert_int_eq(cur.dirs.macros[0]->arity, 0);
    /* Parameters are identifiers, whatever their case or digits. */
    ck_assert_str_eq(expand("#m(Ab1;b2C) = b2C Ab1 #rules = m(p;q)"), "q p");
    ck_clean();
}
END_TEST

START_TEST(test_definition_comma_separator)
{
    ck_error(expand("#m(a, b) = a #rules = x"), "not ','");
    ck_assert_int_eq(first_error()->loc.col, 5);
    ck_error(expand("#m(a;b,c) = a #rules = x"), "not ','");
}
END_TEST

START_TEST(test_definition_empty_parameter_list)
{
    ck_error(expand("#m() = x #rules = m"), "empty parameter list");
    ck_assert_int_eq(first_error()->loc.col, 4);
    ck_error(expand("#m() #rules = m"), "empty parameter list");
}
END_TEST

START_TEST(test_definition_bad_parameter)
{
    ck_error(expand("#m(1) = x #rules = y"), "parameter name");
    ck_error(expand("#m(rules) = x #rules = y"), "parameter name");
    ck_error(expand("#m(board; a) = x #rules = y"), "parameter name");
    ck_error(expand("#m(a;) = x #rules = y"), "parameter name");
    ck_error(expand("#m(;a) = x #rules = y"), "parameter name");
    ck_error(expand("#m(a;;b) = x #rules = y"), "parameter name");
    ck_error(expand("#m((a)) = x #rules = y"), "parameter name");
    ck_error(expand("#m(\"a\") = x #rules = y"), "parameter name");
    ck_error(expand("#m(a b) = x #rules = y"), "expected ';' or ')'");
    ck_error(expand("#m(a = x #rules = y"), "expected ';' or ')'");
    /* The parameter list runs into the end of the directive. */
    ck_error(expand("#m(a #rules = y"), "expected ';' or ')'");
    ck_error(expand("#m( #rules = y"), "parameter name");
    ck_error(expand("#m(a; #rules = y"), "parameter name");
}
END_TEST

START_TEST(test_definition_missing_equal)
{
    ck_error(expand("#m x #rules = y"), "expected '='");
    ck_assert_int_eq(first_error()->loc.col, 4);
    ck_error(expand("#m(a) a #rules = y"), "expected '='");
    ck_error(expand("#m(a)(b) = a #rules = y"), "expected '='");
    ck_error(expand("#m #rules = y"), "expected '='");
    ck_error(expand("#m(a) #rules = y"), "expected '='");
    ck_error(expand_raw("#players = p(1) #pieces = e #variables = #board = b #rules = r #m"),
             "expected '='");
}
END_TEST

START_TEST(test_definition_empty_body)
{
    ck_assert_str_eq(expand("#m = #rules = a m b"), "a b");
    ck_one_warning("empty body");
    ck_assert_int_eq(first_of(RBGC_SEVERITY_WARNING)->loc.col, 2);
    ck_assert_str_eq(expand("#m(x) = #rules = a m(q) b"), "a b");
    ck_one_warning("empty body");
    /* At the end of the file. */
    ck_assert_str_eq(expand_raw("#players = p(1) #pieces = e #variables = #board = b "
                                "#rules = m #m ="),
                     "m");
    ck_one_warning("empty body");
}
END_TEST

START_TEST(test_definition_body_contents)
{
    /* Keywords, unbalanced brackets, commas and ';' are all allowed in a body. */
    ck_assert_str_eq(expand("#m = ) ] } , ; rectangle [ ( { players = \"s\" #rules = m"),
                     ") ] } , ; rectangle [ ( { players = s");
    ck_clean();
    ck_assert(cur.tokens[5].kind == RBGC_TOK_KW_RECTANGLE);
    ck_assert(cur.tokens[9].kind == RBGC_TOK_KW_PLAYERS);
    ck_assert(cur.tokens[11].kind == RBGC_TOK_STRING);
    /* A body may even start with '=' (the first '=' ends the head). */
    ck_assert_str_eq(expand("#m = = = #rules = m"), "= =");
    ck_clean();
}
END_TEST

START_TEST(test_definition_repeated_parameter)
{
    /* The first occurrence wins, and there is no diagnostic (4.1). */
    ck_assert_str_eq(expand("#m(a;a) = a #rules = m(x;y)"), "x");
    ck_clean();
    ck_assert_int_eq(cur.dirs.macros[0]->arity, 2);
    ck_assert_str_eq(expand("#m(a;b;a) = a b #rules = m(1;2;3)"), "1 2");
    ck_clean();
    /* A call still needs one argument per written parameter. */
    ck_error(expand("#m(a;a) = a #rules = m(x)"), "no definition with 1 argument");
}
END_TEST

START_TEST(test_macro_name_rules)
{
    /* Keywords cannot be macro names; a section keyword makes a section head instead. */
    ck_error(expand("#rectangle(a) = a #rules = x"), "after '#'");
    ck_error(expand("#board(a) = a #rules = x"), "expected '=' after '#board'");
    /* Names are case-sensitive and may contain digits. */
    ck_assert_str_eq(expand("#M = upper #m = lower #m2 = two #rules = m M m2 m22"),
                     "lower upper two m22");
    ck_clean();
}
END_TEST

/* ================================================================================================
 * 4.2 Arity, overloading and redefinition
 * ============================================================================================== */

START_TEST(test_overloading_by_arity)
{
    const char *text = "#winAt(a;b;c) = three a b c\n"
                       "#winAt(a) = one a\n"
                       "#winAt(a;b) = two a b\n"
                       "#rules = winAt(x) winAt(x;y;z) winAt(p;q) winAt()";
    ck_assert_str_eq(expand(text), "one x three x y z two p q one");
    ck_clean();
    ck_assert_int_eq(cur.dirs.n_macros, 3);
    /* An overload may call another overload of the same name defined before it. */
    ck_assert_str_eq(expand("#f(a) = <a> #f(a;b) = f(a) f(b) #rules = f(1;2)"),
                     "< 1 > < 2 >");
    ck_clean();
    /* ... but not one defined after it. */
    ck_assert_str_eq(expand("#f(a;b) = f(a) #f(a) = <a> #rules = f(1;2)"), "f ( 1 )");
    ck_clean();
}
END_TEST

START_TEST(test_arity0_conflicts)
{
    ck_error(expand("#m = a #m(x) = b #rules = r"), "already defined without parameters");
    ck_assert_int_eq(first_error()->loc.col, 9);
    ck_error(expand("#m(x) = b #m = a #rules = r"), "cannot be overloaded or redefined");
    ck_error(expand("#m(x;y) = b #m(x) = c #m = a #rules = r"), "already defined");
    /* An arity-0 macro cannot be redefined at all, not even identically. */
    ck_error(expand("#m = a #m = a #rules = r"), "cannot be overloaded or redefined");
    /* The conflict exists whatever lies between the definitions. */
    ck_error(expand("#m = a #rules = m #m(x;y) = b"), "already defined without parameters");
    /* An empty arity-0 body is still a definition. */
    ck_error(expand("#m = #m(x) = b #rules = r"), "already defined without parameters");
}
END_TEST

START_TEST(test_same_arity_redefinition)
{
    ck_assert_str_eq(expand("#m(x) = first x #m(y) = second y #rules = m(a)"), "first a");
    ck_one_warning("already defined");
    ck_assert_int_eq(errors(), 0);
    ck_assert_int_eq(first_of(RBGC_SEVERITY_WARNING)->loc.col, 18);
    ck_assert_int_eq(cur.dirs.n_macros, 1);
    /* Interleaved with another arity. */
    ck_assert_str_eq(expand("#w(a) = 1 #w(a;b) = 2 #w(q) = 3 #w(c;d) = 4 #rules = w(x) w(x;y)"),
                     "1 2");
    ck_assert_int_eq(warnings(), 2);
    ck_assert_int_eq(cur.dirs.n_macros, 2);
    /* The discarded redefinition does not move the macro later (the first one's visibility). */
    ck_assert_str_eq(expand("#m(x) = x #rules = m(1) #m(x) = y y"), "1");
    ck_one_warning("already defined");
    /* Different parameter names, same arity: still a redefinition. */
    ck_assert_str_eq(expand("#m(a;b) = a #m(c;d) = d #rules = m(1;2)"), "1");
    ck_one_warning("already defined");
}
END_TEST

/* ================================================================================================
 * 4.3 Visibility
 * ============================================================================================== */

START_TEST(test_visibility_sections)
{
    ck_assert_str_eq(expand("#rules = m a #m = x"), "m a");
    ck_clean();
    ck_assert_str_eq(expand("#m = x #rules = m a"), "x a");
    ck_clean();
    /* A later overload is invisible: only the earlier arity exists for this section. */
    ck_error(expand("#w(a) = x #rules = w(1;2) #w(a;b) = y"), "no definition with 2 arguments");
    /* A non-zero-arity macro defined later: its name is an ordinary identifier, no '(' needed. */
    ck_assert_str_eq(expand("#rules = f g(1) #f(a) = a #g(a) = a"), "f g ( 1 )");
    ck_clean();
}
END_TEST

START_TEST(test_visibility_bodies)
{
    /* A body uses only macros defined before it. */
    ck_assert_str_eq(expand("#f = g #g = x #rules = f g"), "g x");
    ck_clean();
    ck_assert_str_eq(expand("#g = x #f = g #rules = f g"), "x x");
    ck_clean();
    /* Its own name inside its body stays an identifier: no recursion. */
    ck_assert_str_eq(expand("#m = m m #rules = m"), "m m");
    ck_clean();
    ck_assert_str_eq(expand("#m(x) = m(x) x #rules = m(a)"), "m ( a ) a");
    ck_clean();
    /* Mutual recursion is impossible: b sees a, a does not see b. */
    ck_assert_str_eq(expand("#a = b #b = a #rules = a b"), "b b");
    ck_clean();
    /* Visibility is by definition order, not by the place of the call. */
    ck_assert_str_eq(expand("#x = 1 #f = x y #y = 2 #rules = f"), "1 y");
    ck_clean();
}
END_TEST

START_TEST(test_visibility_arguments)
{
    /* Arguments are looked up with the caller's visibility (the section sees g, f does not). */
    ck_assert_str_eq(expand("#f(x) = x g #g = y #rules = f(g)"), "y g");
    ck_clean();
    /* An argument written in a body has the visibility of that body: q is not visible in m,
     * but the argument written in #rules (substituted for p) sees it. */
    ck_assert_str_eq(expand("#f(x) = x #m(p) = f(p q) #q = Q #rules = m(q)"), "Q q");
    ck_clean();
    /* An argument written in a body is read with that body's visibility: `late` is not visible
     * in `early`, so it stays an identifier there, but the section sees it. */
    ck_assert_str_eq(expand("#id(x) = x #early = id(late) #late = L #rules = early late"),
                     "late L");
    ck_clean();
    /* Arguments of nested calls keep their own caller's bindings of parameters. */
    ck_assert_str_eq(expand("#g(y) = [y] #f(x) = g(x x) #rules = f(a)"), "[ a a ]");
    ck_clean();
}
END_TEST

START_TEST(test_parameters_shadow_macros)
{
    ck_assert_str_eq(expand("#x = X #m(x) = x #rules = m(a) x"), "a X");
    ck_clean();
    /* A parameter named like a non-zero-arity macro: no '(' is looked for after it. */
    ck_assert_str_eq(expand("#f(a) = F a #m(f) = f(1) #rules = m(z)"), "z ( 1 )");
    ck_clean();
    /* A parameter named like the macro itself. */
    ck_assert_str_eq(expand("#m(m) = m m #rules = m(q)"), "q q");
    ck_clean();
    /* The argument is substituted, and its macros are expanded (with the caller's view). */
    ck_assert_str_eq(expand("#x = X #m(x) = <x> #rules = m(x)"), "< X >");
    ck_clean();
    /* An argument written in a body is read with that body's parameters, even when the callee
     * has a parameter of the same name. */
    ck_assert_str_eq(expand("#g(x) = <x> #f(x) = g(x y) #rules = f(1)"), "< 1 y >");
    ck_clean();
    /* Parameters are not seen inside other macros' bodies (no dynamic scoping). */
    ck_assert_str_eq(expand("#g = p #f(p) = p g #rules = f(1)"), "1 p");
    ck_clean();
}
END_TEST

/* ================================================================================================
 * 4.4 Invocation
 * ============================================================================================== */

START_TEST(test_empty_parentheses_are_one_argument)
{
    ck_assert_str_eq(expand("#m(a) = [ a ] #rules = m()"), "[ ]");
    ck_clean();
    ck_error(expand("#m(a;b) = a b #rules = m()"), "no definition with 1 argument");
    /* An arity-0 macro takes no parentheses: they are left as they are. */
    ck_assert_str_eq(expand("#m = M #rules = m()"), "M ( )");
    ck_clean();
    ck_assert_str_eq(expand("#m = M #rules = m(a;b)"), "M ( a ; b )");
    ck_clean();
}
END_TEST

START_TEST(test_empty_arguments_anywhere)
{
    ck_assert_str_eq(expand("#m(a;b;c) = [a] [b] [c] #rules = m(x;;y)"), "[ x ] [ ] [ y ]");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b;c) = [a] [b] [c] #rules = m(;;)"), "[ ] [ ] [ ]");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = [a] [b] #rules = m(;x) m(x;)"), "[ ] [ x ] [ x ] [ ]");
    ck_clean();
}
END_TEST

START_TEST(test_parentheses_nest_arguments)
{
    ck_assert_str_eq(expand("#m(a;b) = a . b #rules = m((x;y);z)"), "( x ; y ) . z");
    ck_clean();
    ck_assert_str_eq(expand("#m(a) = <a> #rules = m(((x);(y;z)))"), "< ( ( x ) ; ( y ; z ) ) >");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a . b #rules = m(f(1;2);(3))"), "f ( 1 ; 2 ) . ( 3 )");
    ck_clean();
    /* Nested calls in arguments. */
    ck_assert_str_eq(expand("#m(a) = a a #rules = m(m(x))"), "x x x x");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = b a #rules = m(m(1;2);m(3;4))"), "4 3 2 1");
    ck_clean();
}
END_TEST

START_TEST(test_other_brackets_do_not_nest)
{
    ck_assert_str_eq(expand("#m(a;b) = a . b #rules = m([x;y])"), "[ x . y ]");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a . b #rules = m({x;y})"), "{ x . y }");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a . b #rules = m({$ x;y})"), "{$ x . y }");
    ck_clean();
    ck_error(expand("#m(a) = a #rules = m([x;y])"), "no definition with 2 arguments");
    /* Unbalanced other brackets inside an argument are fine. */
    ck_assert_str_eq(expand("#m(a) = a ] #rules = m([ x)"), "[ x ]");
    ck_clean();
    /* A ')' inside brackets still closes the list. */
    ck_assert_str_eq(expand("#m(a) = <a> #rules = m([x)]"), "< [ x > ]");
    ck_clean();
}
END_TEST

START_TEST(test_commas_never_separate)
{
    ck_assert_str_eq(expand("#m(a) = <a> #rules = m(x, y, z)"), "< x , y , z >");
    ck_clean();
    ck_error(expand("#m(a;b) = a b #rules = m(x, y)"), "no definition with 1 argument");
    ck_assert_str_eq(expand("#m(a;b) = b a #rules = m(x, y; z)"), "z x , y");
    ck_clean();
}
END_TEST

START_TEST(test_arguments_substituted_raw)
{
    /* No parentheses are added around a multi-token argument. */
    ck_assert_str_eq(expand("#sq(d) = d^2 #rules = sq(up left) sq((up left))"),
                     "up left ^ 2 ( up left ) ^ 2");
    ck_clean();
    /* An argument may be used several times, or not at all. */
    ck_assert_str_eq(expand("#m(a;b) = a a a #rules = m(x y; never)"), "x y x y x y");
    ck_clean();
}
END_TEST

START_TEST(test_name_and_arguments_same_source)
{
    /* A macro name produced by another macro, followed by '(' in the outer text. */
    ck_error(expand("#g(a) = a #f = g #rules = f(x)"), "expected '('");
    /* ... or produced by a parameter and followed by '(' in the body. */
    ck_error(expand("#g(a) = a #h(p) = p(x) #rules = h(g)"), "expected '('");
    /* ... or a name at the end of an argument followed by '(' after the argument list. */
    ck_error(expand("#g(a) = a #id(x) = x #n = id(g)(y) #rules = n"), "expected '('");
    /* The whole call inside the argument is fine. */
    ck_assert_str_eq(expand("#g(a) = <a> #h(p) = p #rules = h(g(x))"), "< x >");
    ck_clean();
    /* A name from an arity-0 macro that is itself arity 0 needs no list. */
    ck_assert_str_eq(expand("#g = G #f = g #rules = f(x)"), "G ( x )");
    ck_clean();
}
END_TEST

START_TEST(test_missing_argument_list)
{
    ck_error(expand("#m(x) = x #rules = m y"), "expected '('");
    ck_assert_int_eq(first_error()->loc.col, 20);
    ck_assert_ptr_null(first_error()->loc.chain);
    /* At the end of the section. */
    ck_error(expand("#m(x) = x #rules = a m"), "expected '('");
    /* At the end of a body. */
    ck_error(expand("#m(x) = x #f = a m #rules = f"), "expected '('");
    /* Another bracket is not '('. */
    ck_error(expand("#m(x) = x #rules = m[y]"), "expected '('");
    /* Only non-zero arities visible: the arity-0 question never arises. */
    ck_error(expand("#m(x) = x #m(x;y) = y #rules = m"), "expected '('");
}
END_TEST

START_TEST(test_unterminated_argument_list)
{
    ck_error(expand("#m(a) = a #rules = m(x"), "unterminated argument list");
    ck_assert_int_eq(first_error()->loc.col, 21);
    ck_error(expand("#m(a) = a #rules = m((x)"), "unterminated argument list");
    ck_error(expand("#m(a) = a #rules = m(x;y"), "unterminated argument list");
    ck_error(expand("#m(a) = a #rules = m("), "unterminated argument list");
    /* A list started in a body cannot be completed by the text after the call. */
    ck_error(expand("#m(a) = a #f = m(x #rules = f )"), "unterminated argument list");
    /* The list ends at the end of the directive, whatever follows. */
    ck_error(expand("#m(a) = a #rules = m(x #n = )"), "unterminated argument list");
}
END_TEST

START_TEST(test_no_definition_with_arity)
{
    ck_error(expand("#m(x) = x #rules = m(a;b)"), "no definition with 2 arguments");
    ck_assert_int_eq(first_error()->loc.col, 20);
    ck_error(expand("#m(x;y) = x #m(x;y;z) = x #rules = m(a;b;c;d)"),
             "no definition with 4 arguments");
    ck_error(expand("#m(x;y) = x #rules = m(a)"), "no definition with 1 argument");
}
END_TEST

START_TEST(test_manual_example)
{
    const char *text = "#players = white(1), black(1)\n"
                       "#pieces  = empty, whiteMan, blackMan\n"
                       "#anyCell = (up + down)*\n"
                       "#step(dir) = dir {empty}\n"
                       "#move(side; fwd) = ->side anyCell {side~Man} [empty] step(fwd) [side~Man]\n"
                       "#rules = move(white; up)";
    ck_assert_str_eq(expand(text),
                     "-> white ( up + down ) * { whiteMan } [ empty ] up { empty } [ whiteMan ]");
    ck_clean();
    /* With anyCell defined after move, it stays an identifier. */
    const char *later = "#step(dir) = dir {empty}\n"
                        "#move(side; fwd) = ->side anyCell {side~Man} [empty] step(fwd) [side~Man]\n"
                        "#anyCell = (up + down)*\n"
                        "#rules = move(white; up)";
    ck_assert_str_eq(expand(later),
                     "-> white anyCell { whiteMan } [ empty ] up { empty } [ whiteMan ]");
    ck_clean();
}
END_TEST

/* ================================================================================================
 * 4.5 Token pasting
 * ============================================================================================== */

START_TEST(test_paste_identifiers)
{
    ck_assert_str_eq(expand("#m = white~Pawn #rules = m"), "whitePawn");
    ck_clean();
    ck_assert_int_eq(cur.n, 1);
    ck_assert(cur.tokens[0].kind == RBGC_TOK_IDENT);
    /* Spaces around '~' do not matter. */
    ck_assert_str_eq(expand("#m = white ~ Pawn #rules = m"), "whitePawn");
    ck_clean();
}
END_TEST

START_TEST(test_paste_keyword_results)
{
    ck_assert_str_eq(expand("#m = rect~angle #rules = m"), "rectangle");
    ck_clean();
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KW_RECTANGLE);
    ck_assert_str_eq(expand("#m = play~ers hex~agon #rules = m"), "players hexagon");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KW_PLAYERS);
    ck_assert(cur.tokens[1].kind == RBGC_TOK_KW_HEXAGON);
    /* A keyword on either side. */
    ck_assert_str_eq(expand("#m = board~X x~rules rules~board #rules = m"),
                     "boardX xrules rulesboard");
    ck_clean();
    for (int i = 0; i < 3; i++)
        ck_assert(cur.tokens[i].kind == RBGC_TOK_IDENT);
    ck_assert_str_eq(expand("#m = cu~boid #rules = m"), "cuboid");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KW_CUBOID);
}
END_TEST

START_TEST(test_paste_ident_number)
{
    ck_assert_str_eq(expand("#m = x~1 rules~2 a~007 #rules = m"), "x1 rules2 a007");
    ck_clean();
    for (int i = 0; i < 3; i++)
        ck_assert(cur.tokens[i].kind == RBGC_TOK_IDENT);
}
END_TEST

START_TEST(test_paste_numbers)
{
    ck_assert_str_eq(expand("#m = 1~0 #rules = m"), "10");
    ck_clean();
    ck_assert(cur.tokens[0].kind == RBGC_TOK_NUMBER);
    ck_assert_uint_eq(cur.tokens[0].value, 10);
    ck_assert_str_eq(expand("#m = 0~07 #rules = m"), "007");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_NUMBER);
    ck_assert_uint_eq(cur.tokens[0].value, 7);
    ck_assert_str_eq(expand("#m = 42949~67285 #rules = m"), "4294967285");
    ck_assert_uint_eq(cur.tokens[0].value, 4294967285u);
    /* The glued number is subject to the limit of literals (2.4). */
    ck_error(expand("#m = 429496~7286 #rules = m"), "too large");
    ck_assert_int_eq(first_error()->loc.col, 12);
}
END_TEST

START_TEST(test_paste_operators)
{
    static const struct {
        const char *body;
        const char *text;
        rbgc_token_kind kind;
    } cases[] = {
        {"- ~ >", "->", RBGC_TOK_ARROW},
        {"-> ~ >", "->>", RBGC_TOK_KEEPER_ARROW},
        {"+ ~ >", "+>", RBGC_TOK_PLUS_ARROW},
        {"{ ~ ?", "{?", RBGC_TOK_LBRACE_QUESTION},
        {"{ ~ !", "{!", RBGC_TOK_LBRACE_BANG},
        {"{ ~ $", "{$", RBGC_TOK_LBRACE_DOLLAR},
        {"[ ~ $", "[$", RBGC_TOK_LBRACKET_DOLLAR},
        {"< ~ =", "<=", RBGC_TOK_LE},
        {"> ~ =", ">=", RBGC_TOK_GE},
        {"= ~ =", "==", RBGC_TOK_EQ},
        {"! ~ =", "!=", RBGC_TOK_NE},
        {"-~>", "->", RBGC_TOK_ARROW},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "#m = x %s y #rules = m", cases[i].body);
        char want[32];
        snprintf(want, sizeof want, "x %s y", cases[i].text);
        ck_assert_str_eq(expand(text), want);
        ck_clean();
        ck_assert_int_eq(cur.n, 3);
        ck_assert_msg(cur.tokens[1].kind == cases[i].kind, "%s: kind %s", cases[i].body,
                      rbgc_token_kind_name(cur.tokens[1].kind));
    }
    /* Chains of operators: - ~ > ~ > is '->>'. */
    ck_assert_str_eq(expand("#m = - ~ > ~ > #rules = m"), "->>");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KEEPER_ARROW);
}
END_TEST

START_TEST(test_paste_invalid_pairs)
{
    static const char *const bodies[] = {
        "1~x",   "1~rules", "(~(",  ")~)",  "x~(",   "(~x",   "-~-",  "<~<",  "{~{",
        "->~->", "=~>",     ">~>",  "-~>=", "x~-",   "[~?",   "{~=",  "$~=",  "?~=",
        ";~;",   ",~x",     "x~,",  "+~+",  "*~*",   "1~-",   "-~1",  "->>~>", "=~==",
        "<=~=",  ".~.",     "^~2",  ":~:",  "\"s\"~x", "x~\"s\"", "+>~>", "!~!", "{?~?",
    };
    for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "#m = %s #rules = m", bodies[i]);
        const char *r = expand(text);
        ck_assert_msg(strcmp(r, ERR) == 0, "%s gave '%s'", bodies[i], r);
        ck_assert_int_eq(errors(), 1);
        ck_assert_msg(strstr(first_error()->message, "does not give a valid token") != NULL,
                      "%s: %s", bodies[i], first_error()->message);
    }
    /* The error is reported at the '~'. */
    ck_error(expand("#m = 1~x\n#rules = m"), "does not give a valid token");
    ck_assert_int_eq(first_error()->loc.line, 1);
    ck_assert_int_eq(first_error()->loc.col, 7);
}
END_TEST

START_TEST(test_paste_with_parameters)
{
    ck_assert_str_eq(expand("#m(c) = {c~Pawn} [Pawn~c] #rules = m(white)"),
                     "{ whitePawn } [ Pawnwhite ]");
    ck_clean();
    /* Multi-token arguments: only the last and first tokens are glued. */
    ck_assert_str_eq(expand("#m(a;b) = a~b #rules = m(x y; z w)"), "x yz w");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a~b #rules = m(1;2)"), "12");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_NUMBER);
    ck_assert_uint_eq(cur.tokens[0].value, 12);
    /* Parameters on both sides of an operator paste. */
    ck_assert_str_eq(expand("#m(a;b) = a~b #rules = m(-;>)"), "->");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_ARROW);
    /* The argument itself may contain a macro call. */
    ck_assert_str_eq(expand("#w = white #m(c) = c~Pawn #rules = m(w)"), "whitePawn");
    ck_clean();
    /* A multi-token parameter in the middle of a chain. */
    ck_assert_str_eq(expand("#m(a) = x~a~y #rules = m(1 b)"), "x1 by");
    ck_clean();
    /* A parameter pasted twice. */
    ck_assert_str_eq(expand("#m(c) = c~c~c #rules = m(ab)"), "ababab");
    ck_clean();
}
END_TEST

START_TEST(test_paste_with_macro_calls)
{
    ck_assert_str_eq(expand("#w = white #m = w~Pawn #rules = m"), "whitePawn");
    ck_clean();
    ck_assert_str_eq(expand("#p = Pawn #m = white~p #rules = m"), "whitePawn");
    ck_clean();
    ck_assert_str_eq(expand("#c(a) = a #m = c(x)~c(y) #rules = m"), "xy");
    ck_clean();
    ck_assert_str_eq(expand("#w = a b #m = w~w #rules = m"), "a ba b");
    ck_clean();
    ck_assert_str_eq(expand("#c(a;b) = a b #m = c(1;2)~c(3;4) #rules = m"), "1 23 4");
    ck_clean();
    /* A macro call in an argument, pasted in the body. */
    ck_assert_str_eq(expand("#w = white #m(c) = c~Man #n = m(w) #rules = n"), "whiteMan");
    ck_clean();
}
END_TEST

START_TEST(test_paste_empty_is_neutral)
{
    ck_assert_str_eq(expand("#m(P) = x~P #rules = m()"), "x");
    ck_clean();
    ck_assert_str_eq(expand("#m(P) = P~x #rules = m()"), "x");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b) = a~b #rules = m(;)"), "");
    ck_clean();
    ck_assert_str_eq(expand("#m(a;b;c) = a~b~c #rules = m(x;;y)"), "xy");
    ck_clean();
    /* An empty macro between two pasted tokens. */
    ck_assert_str_eq(expand("#e = #m = x~e~y #rules = m"), "xy");
    ck_one_warning("empty body");
    /* An empty argument does not turn an invalid pair valid or vice versa. */
    ck_error(expand("#m(P) = 1~P~x #rules = m()"), "does not give a valid token");
}
END_TEST

START_TEST(test_paste_chains)
{
    ck_assert_str_eq(expand("#m = a~b~c #rules = m"), "abc");
    ck_clean();
    ck_assert_int_eq(cur.n, 1);
    ck_assert_str_eq(expand("#m = 1~2~3 #rules = m"), "123");
    ck_assert_uint_eq(cur.tokens[0].value, 123);
    ck_assert_str_eq(expand("#m = rect~an~gle x~1~y #rules = m"), "rectangle x1y");
    ck_assert(cur.tokens[0].kind == RBGC_TOK_KW_RECTANGLE);
    ck_assert(cur.tokens[1].kind == RBGC_TOK_IDENT);
    /* Pasting is left to right: 'x~1' is an identifier, so '~y' works; '1~x' would not. */
    ck_error(expand("#m = 1~x~y #rules = m"), "does not give a valid token");
    /* Groups separated by ordinary spacing stay separate. */
    ck_assert_str_eq(expand("#m = a~b c~d #rules = m"), "ab cd");
    ck_clean();
}
END_TEST

START_TEST(test_paste_result_is_final)
{
    /* The glued name is not expanded as a macro... */
    ck_assert_str_eq(expand("#ab = X #m = a~b #rules = m"), "ab");
    ck_clean();
    /* ...nor as a parameter... */
    ck_assert_str_eq(expand("#m(ab) = a~b ab #rules = m(Z)"), "ab Z");
    ck_clean();
    /* ...even when the pieces come from arguments. */
    ck_assert_str_eq(expand("#ab = X #m(p;q) = p~q #rules = m(a;b)"), "ab");
    ck_clean();
    /* A glued name of a non-zero-arity macro does not look for '('. */
    ck_assert_str_eq(expand("#fg(x) = F #m = f~g(1) #rules = m"), "fg ( 1 )");
    ck_clean();
    /* The pieces themselves are expanded before gluing. */
    ck_assert_str_eq(expand("#a = A #b = B #m = a~b #rules = m"), "AB");
    ck_clean();
}
END_TEST

START_TEST(test_paste_in_section_is_error)
{
    ck_error(expand("#rules = a ~ b"), "only be used inside macro bodies");
    ck_assert_int_eq(first_error()->loc.col, 12);
    ck_error(expand("#rules = ~ a"), "only be used inside macro bodies");
    ck_error(expand("#rules = a ~"), "only be used inside macro bodies");
    ck_error(expand("#w = white #rules = w~Pawn"), "only be used inside macro bodies");
    ck_error(expand("#rules = x #rules = a~b"), "only be used inside macro bodies");
    /* In an argument written in a section, even when the parameter is pasted in the body. */
    ck_error(expand("#m(x) = x #rules = m(a~b)"), "only be used inside macro bodies");
    ck_error(expand("#m(x) = x~c #rules = m(a~b)"), "only be used inside macro bodies");
    ck_error(expand("#m(x) = x #rules = m(~)"), "only be used inside macro bodies");
    /* In other sections too. */
    ck_error(expand_in("#pieces = a~b #rules = r", RBGC_SECTION_PIECES),
             "only be used inside macro bodies");
    /* An argument written in a body may paste. */
    ck_assert_str_eq(expand("#m(x) = <x> #n = m(a~b) #rules = n"), "< ab >");
    ck_clean();
    /* A paste done in the body with a section-written argument is fine. */
    ck_assert_str_eq(expand("#m(x) = x~c #rules = m(a b)"), "a bc");
    ck_clean();
}
END_TEST

START_TEST(test_misplaced_tilde)
{
    ck_error(expand("#m = ~a #rules = m"), "misplaced '~'");
    ck_error(expand("#m = a~~b #rules = m"), "misplaced '~'");
    ck_error(expand("#m = ~ #rules = m"), "misplaced '~'");
    ck_error(expand("#m(p) = p~~b #rules = m(a)"), "misplaced '~'");
    /* At the start of an argument written in a body. */
    ck_error(expand("#f(x) = x #m = f(~a) #rules = m"), "misplaced '~'");
    /* A body that is never expanded is never checked. */
    ck_assert_str_eq(expand("#m = ~ ~ 1~x #rules = a"), "a");
    ck_clean();
}
END_TEST

START_TEST(test_paste_at_end_after_token)
{
    ck_error(expand("#m = a~ #rules = m b"), "nothing to paste to");
    ck_error(expand("#m = a b~ #rules = m"), "nothing to paste to");
    ck_error(expand("#m(p) = p~a~ #rules = m(x) b"), "nothing to paste to");
    /* At the end of an argument written in a body. */
    ck_error(expand("#f(x) = x #m = f(a~) b #rules = m"), "nothing to paste to");
    ck_error(expand("#f(x;y) = x y #m = f(a~;c) #rules = m"), "nothing to paste to");
}
END_TEST

START_TEST(test_paste_quirk_continues_outside)
{
    /* A parameter followed by '~' as the last item of a body: the paste continues with what
     * follows the invocation. */
    ck_assert_str_eq(expand("#m(p) = p~ #rules = m(white) Pawn x"), "whitePawn x");
    ck_clean();
    /* The same with a macro. */
    ck_assert_str_eq(expand("#w = white #m = w~ #rules = m Pawn"), "whitePawn");
    ck_clean();
    ck_assert_str_eq(expand("#c(a) = a #m = c(white)~ #rules = m Pawn"), "whitePawn");
    ck_clean();
    /* Inside a body. */
    ck_assert_str_eq(expand("#m(p) = p~ #n = m(white) Pawn x #rules = n"), "whitePawn x");
    ck_clean();
    /* What follows may itself be a macro (it is expanded first). */
    ck_assert_str_eq(expand("#P = Pawn #m(p) = p~ #rules = m(white) P"), "whitePawn");
    ck_clean();
    /* Through several levels: the argument, then f's body, then the section. */
    ck_assert_str_eq(expand("#m(p) = p~ #f(x) = x #rules = f(m(a)) b c"), "ab c");
    ck_clean();
    /* As the last item of an argument written in a body. */
    ck_assert_str_eq(expand("#w = W #f(x) = x #m = f(w~) Pawn #rules = m"), "WPawn");
    ck_clean();
    /* After a chain. */
    ck_assert_str_eq(expand("#m(p) = a~p~ #rules = m(b) c"), "abc");
    ck_clean();
    /* The pasting still has to give a token. */
    ck_error(expand("#m(p) = p~ #rules = m(white) ( x"), "does not give a valid token");
    ck_assert_str_eq(expand("#m(p) = p~ #rules = m(x) 1"), "x1");
    ck_clean();
    ck_error(expand("#m(p) = p~ #rules = m(1) x"), "does not give a valid token");
}
END_TEST

START_TEST(test_paste_quirk_at_end_of_section)
{
    /* Nothing follows the invocation at all: nothing to paste to (implementation choice; the
     * manual leaves this open). */
    ck_error(expand("#m(p) = p~ #rules = a m(x)"), "nothing to paste to");
    /* With an empty argument there is nothing left to glue, and nothing is lost. */
    ck_assert_str_eq(expand("#m(p) = p~ #rules = a m()"), "a");
    ck_clean();
}
END_TEST

/* ================================================================================================
 * Locations and expansion chains
 * ============================================================================================== */

START_TEST(test_token_locations)
{
    ck_assert_str_eq(expand("#m = a\n#rules = b m"), "b a");
    ck_clean();
    ck_assert_int_eq(cur.tokens[0].loc.line, 2);
    ck_assert_int_eq(cur.tokens[0].loc.col, 10);
    ck_assert_ptr_null(cur.tokens[0].loc.chain);
    ck_assert_int_eq(cur.tokens[1].loc.line, 1);
    ck_assert_int_eq(cur.tokens[1].loc.col, 6);
    const rbgc_expansion *e = cur.tokens[1].loc.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "m");
    ck_assert_int_eq(e->at.line, 2);
    ck_assert_int_eq(e->at.col, 12);
    ck_assert_ptr_null(e->at.chain);

    /* An argument token: where it was written, then the substitution, then the call. */
    ck_assert_str_eq(expand("#f(x) = [x]\n#rules = f(q)"), "[ q ]");
    const rbgc_token *q = &cur.tokens[1];
    ck_assert_int_eq(q->loc.line, 2);
    ck_assert_int_eq(q->loc.col, 12);
    e = q->loc.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_ARGUMENT);
    ck_assert_str_eq(e->macro, "f");
    ck_assert_int_eq(e->at.line, 1);
    ck_assert_int_eq(e->at.col, 10);
    e = e->at.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "f");
    ck_assert_int_eq(e->at.line, 2);
    ck_assert_int_eq(e->at.col, 10);
    ck_assert_ptr_null(e->at.chain);
}
END_TEST

START_TEST(test_error_chain_nested_macros)
{
    /* An error inside a nested expansion names the macros, innermost first. */
    ck_error(expand("#inner = x 1~a\n#outer = y inner\n#rules = outer"),
             "does not give a valid token");
    const rbgc_diagnostic *d = first_error();
    ck_assert_int_eq(d->loc.line, 1);
    ck_assert_int_eq(d->loc.col, 13);
    const rbgc_expansion *e = d->loc.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "inner");
    ck_assert_int_eq(e->at.line, 2);
    ck_assert_int_eq(e->at.col, 12);
    e = e->at.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "outer");
    ck_assert_int_eq(e->at.line, 3);
    ck_assert_int_eq(e->at.col, 10);
    ck_assert_ptr_null(e->at.chain);
}
END_TEST

START_TEST(test_error_chain_through_argument)
{
    /* m is written in g's body, inside an argument of f, and has no argument list. */
    ck_error(expand("#m(a) = a\n#f(x) = {x}\n#g = f(m)\n#rules = g"), "expected '('");
    const rbgc_diagnostic *d = first_error();
    ck_assert_int_eq(d->loc.line, 3);
    ck_assert_int_eq(d->loc.col, 8);
    const rbgc_expansion *e = d->loc.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_ARGUMENT);
    ck_assert_str_eq(e->macro, "f");
    ck_assert_int_eq(e->at.line, 2);
    ck_assert_int_eq(e->at.col, 10);
    e = e->at.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "f");
    ck_assert_int_eq(e->at.line, 3);
    ck_assert_int_eq(e->at.col, 6);
    e = e->at.chain;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, RBGC_EXPANSION_MACRO);
    ck_assert_str_eq(e->macro, "g");
    ck_assert_int_eq(e->at.line, 4);
    ck_assert_int_eq(e->at.col, 10);
    ck_assert_ptr_null(e->at.chain);
}
END_TEST

START_TEST(test_error_chain_other_errors)
{
    /* Unterminated list inside a body: reported at the '(' with the body's chain. */
    ck_error(expand("#m(a) = a\n#f = m(x\n#rules = f"), "unterminated");
    ck_assert_int_eq(first_error()->loc.line, 2);
    ck_assert_int_eq(first_error()->loc.col, 7);
    ck_assert_ptr_nonnull(first_error()->loc.chain);
    ck_assert_str_eq(first_error()->loc.chain->macro, "f");
    ck_assert_ptr_null(first_error()->loc.chain->at.chain);
    /* Wrong arity inside a body. */
    ck_error(expand("#m(a) = a\n#f = m(x;y)\n#rules = f"), "no definition");
    ck_assert_int_eq(first_error()->loc.line, 2);
    ck_assert_int_eq(first_error()->loc.col, 6);
    ck_assert_str_eq(first_error()->loc.chain->macro, "f");
    /* '~' at the end of a body. */
    ck_error(expand("#m = a~\n#rules = m"), "nothing to paste to");
    ck_assert_int_eq(first_error()->loc.line, 1);
    ck_assert_int_eq(first_error()->loc.col, 7);
    ck_assert_str_eq(first_error()->loc.chain->macro, "m");
    /* Errors in the section text itself have no chain. */
    ck_error(expand("#m(a) = a\n#rules = x m(y"), "unterminated");
    ck_assert_ptr_null(first_error()->loc.chain);
}
END_TEST

START_TEST(test_chain_survives_arena)
{
    /* The diagnostics keep their own copy of the chain (the compilation arena may go first). */
    ck_error(expand("#inner = 1~a\n#outer = inner\n#rules = outer"), "does not give");
    rbgc_diags *diags = cur.diags;
    cur.diags = NULL;
    reset(); /* frees the arena only */
    const rbgc_expansion *e = diags->items[0].loc.chain;
    ck_assert_str_eq(e->macro, "inner");
    ck_assert_str_eq(e->at.chain->macro, "outer");
    rbgc_diags_free(diags);
}
END_TEST

/* ================================================================================================
 * Expansion size limit
 * ============================================================================================== */

/* Streams the #rules section of `text` (with the filler sections of expand()) through
 * rbgc_expander_next without keeping the tokens, so that a blow-up costs little memory before
 * the limit stops it.  Returns the number of tokens, or -1 after an error. */
static long stream_count(const char *text)
{
    reset();
    char *full = malloc(strlen(text) + 128);
    ck_assert_ptr_nonnull(full);
    sprintf(full, "%s\n#players = p(1)\n#pieces = e\n#variables =\n#board = b", text);
    size_t len = strlen(full);
    cur.arena = rbgc_arena_new();
    cur.diags = rbgc_diags_new("test.rbg", full, len);
    int n_lexed = -1;
    rbgc_token *lexed = rbgc_lex(full, len, cur.arena, cur.diags, &n_lexed);
    free(full);
    ck_assert_ptr_nonnull(lexed);
    cur.split_ok = rbgc_split_directives(lexed, n_lexed, cur.arena, cur.diags, &cur.dirs);
    ck_assert(cur.split_ok);
    rbgc_expander *ex = rbgc_expander_new(cur.arena, cur.diags, &cur.dirs,
                                          &cur.dirs.sections[RBGC_SECTION_RULES]);
    long count = 0;
    for (;;) {
        rbgc_token token;
        if (!rbgc_expander_next(ex, &token))
            return -1;
        if (token.kind == RBGC_TOK_END)
            return count;
        count++;
    }
}

/* Text of `levels` macros m0, m1, ... each using the previous one twice (m0 is `base`). */
static char *doubling_text(const char *base, int levels, const char *separator,
                           const char *rules)
{
    size_t cap = strlen(base) + strlen(rules) + 64 + (size_t)levels * 64;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    int len = snprintf(text, cap, "#m0 = %s\n", base);
    for (int i = 1; i < levels; i++)
        len += snprintf(text + len, cap - (size_t)len, "#m%d = m%d%sm%d\n", i, i - 1, separator,
                        i - 1);
    snprintf(text + len, cap - (size_t)len, "#rules = %s", rules);
    return text;
}

#define ck_limit_error()                                                                         \
    do {                                                                                         \
        ck_assert_int_eq(errors(), 1);                                                           \
        ck_assert_msg(strstr(first_error()->message, "more than 4000000") != NULL, "%s",        \
                      first_error()->message);                                                   \
    } while (0)

START_TEST(test_expansion_limit_doubling)
{
    /* 30 macros each doubling the previous: 2^30 tokens. */
    char *text = doubling_text("x x", 30, " ", "m29");
    ck_assert_int_eq(stream_count(text), -1);
    ck_limit_error();
    free(text);
    /* With a longer base there are fewer substitutions than tokens: the token count stops it. */
    text = doubling_text("x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x", 30, " ",
                         "a m29 b");
    ck_assert_int_eq(stream_count(text), -1);
    ck_limit_error();
    ck_assert_ptr_nonnull(strstr(first_error()->message, "tokens"));
    free(text);
    /* rbgc_expand_section reports the limit too (here, a blow-up producing no tokens). */
    text = doubling_text("", 30, " ", "m29");
    ck_assert_str_eq(expand(text), ERR);
    ck_limit_error();
    free(text);
}
END_TEST

START_TEST(test_expansion_limit_small_is_fine)
{
    char *text = doubling_text("x", 11, " ", "m10"); /* 1024 tokens */
    ck_assert_int_eq(stream_count(text), 1024);
    ck_clean();
    ck_assert_str_ne(expand(text), ERR);
    ck_clean();
    ck_assert_int_eq(cur.n, 1024);
    free(text);
    /* Deep but narrow nesting is fine too. */
    char chain[8192];
    int len = sprintf(chain, "#c0 = end\n");
    for (int i = 1; i < 300; i++)
        len += sprintf(chain + len, "#c%d = c%d\n", i, i - 1);
    sprintf(chain + len, "#rules = c299 c299");
    ck_assert_str_eq(expand(chain), "end end");
    ck_clean();
}
END_TEST

START_TEST(test_expansion_limit_pasting)
{
    /* A blow-up inside a pasted operand (which is expanded completely before gluing) is
     * limited as well, even when it produces no tokens. */
    char *text = doubling_text("", 40, " ", "p");
    char *full = malloc(strlen(text) + 64);
    ck_assert_ptr_nonnull(full);
    /* #p must come after m39 and before #rules. */
    *strstr(text, "#rules") = '\0';
    sprintf(full, "%s#p = a~m39~b\n#rules = p", text);
    ck_assert_int_eq(stream_count(full), -1);
    ck_limit_error();
    free(full);
    free(text);
}
END_TEST

/* #d(a) = a a a a a a a a, and #rules = d(d(...d(inner)...)) nested `levels` deep. */
static void nested_call_text(char *text, size_t cap, int levels, const char *inner)
{
    int len = snprintf(text, cap, "#d(a) = a a a a a a a a\n#rules = ");
    for (int i = 0; i < levels; i++)
        len += snprintf(text + len, cap - (size_t)len, "d(");
    len += snprintf(text + len, cap - (size_t)len, "%s", inner);
    for (int i = 0; i < levels; i++)
        len += snprintf(text + len, cap - (size_t)len, ")");
}

START_TEST(test_expansion_limit_arguments)
{
    /* Nested arguments multiplying at each level: d(d(...d(x)...)) 10 deep gives 8^10 tokens. */
    char text[512];
    nested_call_text(text, sizeof text, 10, "x");
    ck_assert_int_eq(stream_count(text), -1);
    ck_limit_error();
    /* Shallow nesting is fine: 8^3 tokens. */
    nested_call_text(text, sizeof text, 3, "x");
    ck_assert_int_eq(stream_count(text), 512);
    ck_clean();
}
END_TEST

START_TEST(test_expansion_limit_empty_blowup)
{
    /* An exponential number of expansions that produce no tokens must not hang either. */
    char *text = doubling_text("", 40, " ", "m39");
    ck_assert_int_eq(stream_count(text), -1);
    ck_limit_error();
    ck_assert_int_eq(warnings(), 1); /* m0 has an empty body */
    free(text);
    /* The same with empty arguments: d(d(...d()...)) 15 deep. */
    char text2[512];
    nested_call_text(text2, sizeof text2, 15, "");
    ck_assert_int_eq(stream_count(text2), -1);
    ck_limit_error();
}
END_TEST

/* ================================================================================================ */

static Suite *macro_suite(void)
{
    Suite *s = suite_create("macro");
    TCase *tc;

    tc = tcase_create("directives");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_helper_filler);
    tcase_add_test(tc, test_no_tokens);
    tcase_add_test(tc, test_first_token_not_hash);
    tcase_add_test(tc, test_cut_at_every_hash);
    tcase_add_test(tc, test_lone_hash_at_end_ignored);
    tcase_add_test(tc, test_bad_directive_heads);
    tcase_add_test(tc, test_section_without_equal);
    tcase_add_test(tc, test_missing_sections);
    tcase_add_test(tc, test_sections_in_any_order);
    tcase_add_test(tc, test_section_declared_twice);
    tcase_add_test(tc, test_empty_sections);
    tcase_add_test(tc, test_macros_in_every_section);
    suite_add_tcase(s, tc);

    tc = tcase_create("definitions");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_definition_parameters);
    tcase_add_test(tc, test_definition_comma_separator);
    tcase_add_test(tc, test_definition_empty_parameter_list);
    tcase_add_test(tc, test_definition_bad_parameter);
    tcase_add_test(tc, test_definition_missing_equal);
    tcase_add_test(tc, test_definition_empty_body);
    tcase_add_test(tc, test_definition_body_contents);
    tcase_add_test(tc, test_definition_repeated_parameter);
    tcase_add_test(tc, test_macro_name_rules);
    tcase_add_test(tc, test_overloading_by_arity);
    tcase_add_test(tc, test_arity0_conflicts);
    tcase_add_test(tc, test_same_arity_redefinition);
    suite_add_tcase(s, tc);

    tc = tcase_create("visibility");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_visibility_sections);
    tcase_add_test(tc, test_visibility_bodies);
    tcase_add_test(tc, test_visibility_arguments);
    tcase_add_test(tc, test_parameters_shadow_macros);
    suite_add_tcase(s, tc);

    tc = tcase_create("invocation");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_empty_parentheses_are_one_argument);
    tcase_add_test(tc, test_empty_arguments_anywhere);
    tcase_add_test(tc, test_parentheses_nest_arguments);
    tcase_add_test(tc, test_other_brackets_do_not_nest);
    tcase_add_test(tc, test_commas_never_separate);
    tcase_add_test(tc, test_arguments_substituted_raw);
    tcase_add_test(tc, test_name_and_arguments_same_source);
    tcase_add_test(tc, test_missing_argument_list);
    tcase_add_test(tc, test_unterminated_argument_list);
    tcase_add_test(tc, test_no_definition_with_arity);
    tcase_add_test(tc, test_manual_example);
    suite_add_tcase(s, tc);

    tc = tcase_create("pasting");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_paste_identifiers);
    tcase_add_test(tc, test_paste_keyword_results);
    tcase_add_test(tc, test_paste_ident_number);
    tcase_add_test(tc, test_paste_numbers);
    tcase_add_test(tc, test_paste_operators);
    tcase_add_test(tc, test_paste_invalid_pairs);
    tcase_add_test(tc, test_paste_with_parameters);
    tcase_add_test(tc, test_paste_with_macro_calls);
    tcase_add_test(tc, test_paste_empty_is_neutral);
    tcase_add_test(tc, test_paste_chains);
    tcase_add_test(tc, test_paste_result_is_final);
    tcase_add_test(tc, test_paste_in_section_is_error);
    tcase_add_test(tc, test_misplaced_tilde);
    tcase_add_test(tc, test_paste_at_end_after_token);
    tcase_add_test(tc, test_paste_quirk_continues_outside);
    tcase_add_test(tc, test_paste_quirk_at_end_of_section);
    suite_add_tcase(s, tc);

    tc = tcase_create("chains");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_token_locations);
    tcase_add_test(tc, test_error_chain_nested_macros);
    tcase_add_test(tc, test_error_chain_through_argument);
    tcase_add_test(tc, test_error_chain_other_errors);
    tcase_add_test(tc, test_chain_survives_arena);
    suite_add_tcase(s, tc);

    tc = tcase_create("limits");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, test_expansion_limit_doubling);
    tcase_add_test(tc, test_expansion_limit_small_is_fine);
    tcase_add_test(tc, test_expansion_limit_pasting);
    tcase_add_test(tc, test_expansion_limit_arguments);
    tcase_add_test(tc, test_expansion_limit_empty_blowup);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(macro_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
