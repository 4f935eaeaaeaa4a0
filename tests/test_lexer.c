/* Unit tests of the lexer (rbgc/lexer.re) and the token helpers (rbgc/token.c), following
 * Section 2 of the language manual. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "lexer.h"
#include "token.h"

/* One lexing run: the arena and diagnostics are created per test and freed by lex_done. */
typedef struct {
    rbgc_arena *arena;
    rbgc_diags *diags;
    rbgc_token *tokens;
    int n;
} lexed;

static lexed lex_bytes(const char *text, size_t len)
{
    lexed r;
    r.arena = rbgc_arena_new();
    r.diags = rbgc_diags_new("test.rbg", text, len);
    r.n = -1;
    r.tokens = rbgc_lex(text, len, r.arena, r.diags, &r.n);
    return r;
}

static lexed lex(const char *text) { return lex_bytes(text, strlen(text)); }

static void lex_done(lexed *r)
{
    rbgc_arena_free(r->arena);
    rbgc_diags_free(r->diags);
}

/* Asserts token i has the given kind and text. */
static void check_token(const lexed *r, int i, rbgc_token_kind kind, const char *text)
{
    ck_assert_int_lt(i, r->n);
    ck_assert_msg(r->tokens[i].kind == kind, "token %d: kind %s, expected %s", i,
                  rbgc_token_kind_name(r->tokens[i].kind), rbgc_token_kind_name(kind));
    ck_assert_str_eq(r->tokens[i].text, text);
}

static void check_loc(const lexed *r, int i, int line, int col)
{
    ck_assert_int_lt(i, r->n);
    ck_assert_int_eq(r->tokens[i].loc.line, line);
    ck_assert_int_eq(r->tokens[i].loc.col, col);
    ck_assert_ptr_null(r->tokens[i].loc.chain);
}

/* Asserts diagnostic i has the given severity, message and place. */
static void check_diag(const lexed *r, int i, rbgc_severity severity, const char *message,
                       int line, int col)
{
    ck_assert_int_lt(i, r->diags->count);
    const rbgc_diagnostic *d = &r->diags->items[i];
    ck_assert_int_eq(d->severity, severity);
    ck_assert_str_eq(d->message, message);
    ck_assert_int_eq(d->loc.line, line);
    ck_assert_int_eq(d->loc.col, col);
}

static void check_clean(const lexed *r)
{
    ck_assert_ptr_nonnull(r->tokens);
    ck_assert_int_eq(r->diags->errors, 0);
    ck_assert_int_eq(r->diags->warnings, 0);
}

/* ---- token.c ---------------------------------------------------------------------------- */

START_TEST(test_kind_names)
{
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_END), "end of section");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_IDENT), "identifier");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_NUMBER), "number");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_STRING), "string");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_KW_PLAYERS), "players");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_KW_RECTANGLE), "rectangle");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_KEEPER_ARROW), "->>");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_LBRACE_QUESTION), "{?");
    ck_assert_str_eq(rbgc_token_kind_name(RBGC_TOK_DOLLAR), "$");
    /* Every kind has a name, and no two kinds share one. */
    for (int a = 0; a < RBGC_TOK_KIND_COUNT; a++) {
        const char *name = rbgc_token_kind_name((rbgc_token_kind)a);
        ck_assert_ptr_nonnull(name);
        ck_assert_str_ne(name, "invalid token kind");
        for (int b = 0; b < a; b++)
            ck_assert_str_ne(name, rbgc_token_kind_name((rbgc_token_kind)b));
    }
}
END_TEST

START_TEST(test_keyword_kind)
{
    ck_assert_int_eq(rbgc_keyword_kind("players"), RBGC_TOK_KW_PLAYERS);
    ck_assert_int_eq(rbgc_keyword_kind("pieces"), RBGC_TOK_KW_PIECES);
    ck_assert_int_eq(rbgc_keyword_kind("variables"), RBGC_TOK_KW_VARIABLES);
    ck_assert_int_eq(rbgc_keyword_kind("rules"), RBGC_TOK_KW_RULES);
    ck_assert_int_eq(rbgc_keyword_kind("board"), RBGC_TOK_KW_BOARD);
    ck_assert_int_eq(rbgc_keyword_kind("hexagon"), RBGC_TOK_KW_HEXAGON);
    ck_assert_int_eq(rbgc_keyword_kind("cuboid"), RBGC_TOK_KW_CUBOID);
    ck_assert_int_eq(rbgc_keyword_kind("rectangle"), RBGC_TOK_KW_RECTANGLE);
    ck_assert_int_eq(rbgc_keyword_kind("Players"), RBGC_TOK_IDENT);
    ck_assert_int_eq(rbgc_keyword_kind("player"), RBGC_TOK_IDENT);
    ck_assert_int_eq(rbgc_keyword_kind("playersX"), RBGC_TOK_IDENT);
    ck_assert_int_eq(rbgc_keyword_kind("macro"), RBGC_TOK_IDENT);
    ck_assert_int_eq(rbgc_keyword_kind(""), RBGC_TOK_IDENT);
    ck_assert(rbgc_token_is_keyword(RBGC_TOK_KW_BOARD));
    ck_assert(!rbgc_token_is_keyword(RBGC_TOK_IDENT));
    ck_assert(!rbgc_token_is_keyword(RBGC_TOK_HASH));
}
END_TEST

START_TEST(test_describe)
{
    rbgc_arena *arena = rbgc_arena_new();
    rbgc_token t = {.kind = RBGC_TOK_ARROW, .text = "->"};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "'->'");
    t = (rbgc_token){.kind = RBGC_TOK_IDENT, .text = "foo"};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "identifier 'foo'");
    t = (rbgc_token){.kind = RBGC_TOK_NUMBER, .text = "012", .value = 12};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "number 12");
    t = (rbgc_token){.kind = RBGC_TOK_NUMBER, .text = "4294967285", .value = 4294967285u};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "number 4294967285");
    t = (rbgc_token){.kind = RBGC_TOK_KW_BOARD, .text = "board"};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "keyword 'board'");
    t = (rbgc_token){.kind = RBGC_TOK_STRING, .text = "hello"};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "string");
    t = (rbgc_token){.kind = RBGC_TOK_END, .text = NULL};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "end of section");
    t = (rbgc_token){.kind = RBGC_TOK_LBRACE_DOLLAR, .text = "{$"};
    ck_assert_str_eq(rbgc_token_describe(arena, &t), "'{$'");
    rbgc_arena_free(arena);
}
END_TEST

/* ---- token kinds ------------------------------------------------------------------------ */

START_TEST(test_every_fixed_token)
{
    /* Each fixed token alone, so longest match cannot interfere. */
    for (int k = RBGC_TOK_HASH; k < RBGC_TOK_KIND_COUNT; k++) {
        const char *spelling = rbgc_token_kind_name((rbgc_token_kind)k);
        lexed r = lex(spelling);
        check_clean(&r);
        ck_assert_int_eq(r.n, 1);
        check_token(&r, 0, (rbgc_token_kind)k, spelling);
        check_loc(&r, 0, 1, 1);
        lex_done(&r);
    }
}
END_TEST

START_TEST(test_all_fixed_tokens_in_a_row)
{
    lexed r = lex("# = ( ) [ ] [$ { } {? {! {$ -> ->> +> + - * / ^ . , ; : ~ == != < <= > >= ! ? $");
    check_clean(&r);
    static const rbgc_token_kind want[] = {
        RBGC_TOK_HASH,  RBGC_TOK_ASSIGN,    RBGC_TOK_LPAREN,          RBGC_TOK_RPAREN,
        RBGC_TOK_LBRACKET, RBGC_TOK_RBRACKET, RBGC_TOK_LBRACKET_DOLLAR, RBGC_TOK_LBRACE,
        RBGC_TOK_RBRACE, RBGC_TOK_LBRACE_QUESTION, RBGC_TOK_LBRACE_BANG, RBGC_TOK_LBRACE_DOLLAR,
        RBGC_TOK_ARROW, RBGC_TOK_KEEPER_ARROW, RBGC_TOK_PLUS_ARROW,   RBGC_TOK_PLUS,
        RBGC_TOK_MINUS, RBGC_TOK_STAR,      RBGC_TOK_SLASH,           RBGC_TOK_CARET,
        RBGC_TOK_PERIOD, RBGC_TOK_COMMA,    RBGC_TOK_SEMICOLON,       RBGC_TOK_COLON,
        RBGC_TOK_TILDE, RBGC_TOK_EQ,        RBGC_TOK_NE,              RBGC_TOK_LT,
        RBGC_TOK_LE,    RBGC_TOK_GT,        RBGC_TOK_GE,              RBGC_TOK_BANG,
        RBGC_TOK_QUESTION, RBGC_TOK_DOLLAR,
    };
    int n = (int)(sizeof want / sizeof want[0]);
    ck_assert_int_eq(r.n, n);
    for (int i = 0; i < n; i++)
        check_token(&r, i, want[i], rbgc_token_kind_name(want[i]));
    lex_done(&r);
}
END_TEST

START_TEST(test_identifiers_numbers_strings_keywords)
{
    lexed r = lex("whitePawn x1 X 42 \"hi there\" players pieces variables rules board hexagon "
                  "cuboid rectangle");
    check_clean(&r);
    ck_assert_int_eq(r.n, 13);
    check_token(&r, 0, RBGC_TOK_IDENT, "whitePawn");
    check_token(&r, 1, RBGC_TOK_IDENT, "x1");
    check_token(&r, 2, RBGC_TOK_IDENT, "X");
    check_token(&r, 3, RBGC_TOK_NUMBER, "42");
    ck_assert_uint_eq(r.tokens[3].value, 42);
    check_token(&r, 4, RBGC_TOK_STRING, "hi there");
    check_loc(&r, 4, 1, 19);
    check_token(&r, 5, RBGC_TOK_KW_PLAYERS, "players");
    check_token(&r, 6, RBGC_TOK_KW_PIECES, "pieces");
    check_token(&r, 7, RBGC_TOK_KW_VARIABLES, "variables");
    check_token(&r, 8, RBGC_TOK_KW_RULES, "rules");
    check_token(&r, 9, RBGC_TOK_KW_BOARD, "board");
    check_token(&r, 10, RBGC_TOK_KW_HEXAGON, "hexagon");
    check_token(&r, 11, RBGC_TOK_KW_CUBOID, "cuboid");
    check_token(&r, 12, RBGC_TOK_KW_RECTANGLE, "rectangle");
    /* The uncounted END sentinel after the last token. */
    ck_assert_int_eq(r.tokens[r.n].kind, RBGC_TOK_END);
    lex_done(&r);
}
END_TEST

START_TEST(test_string_spans_lines)
{
    lexed r = lex("a \"one\ntwo // not a comment\" b \"\" c");
    check_clean(&r);
    ck_assert_int_eq(r.n, 5);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    check_token(&r, 1, RBGC_TOK_STRING, "one\ntwo // not a comment");
    check_loc(&r, 1, 1, 3);
    check_token(&r, 2, RBGC_TOK_IDENT, "b");
    check_loc(&r, 2, 2, 23);
    check_token(&r, 3, RBGC_TOK_STRING, "");
    check_token(&r, 4, RBGC_TOK_IDENT, "c");
    lex_done(&r);
}
END_TEST

/* ---- longest match ---------------------------------------------------------------------- */

START_TEST(test_longest_match)
{
    lexed r = lex("->>x 12ab playersX { ? {? - > -> +> <= < = >= > = == = != ! =");
    check_clean(&r);
    static const struct {
        rbgc_token_kind kind;
        const char *text;
    } want[] = {
        {RBGC_TOK_KEEPER_ARROW, "->>"}, {RBGC_TOK_IDENT, "x"},
        {RBGC_TOK_NUMBER, "12"},        {RBGC_TOK_IDENT, "ab"},
        {RBGC_TOK_IDENT, "playersX"},   {RBGC_TOK_LBRACE, "{"},
        {RBGC_TOK_QUESTION, "?"},       {RBGC_TOK_LBRACE_QUESTION, "{?"},
        {RBGC_TOK_MINUS, "-"},          {RBGC_TOK_GT, ">"},
        {RBGC_TOK_ARROW, "->"},         {RBGC_TOK_PLUS_ARROW, "+>"},
        {RBGC_TOK_LE, "<="},            {RBGC_TOK_LT, "<"},
        {RBGC_TOK_ASSIGN, "="},         {RBGC_TOK_GE, ">="},
        {RBGC_TOK_GT, ">"},             {RBGC_TOK_ASSIGN, "="},
        {RBGC_TOK_EQ, "=="},            {RBGC_TOK_ASSIGN, "="},
        {RBGC_TOK_NE, "!="},            {RBGC_TOK_BANG, "!"},
        {RBGC_TOK_ASSIGN, "="},
    };
    int n = (int)(sizeof want / sizeof want[0]);
    ck_assert_int_eq(r.n, n);
    for (int i = 0; i < n; i++)
        check_token(&r, i, want[i].kind, want[i].text);
    lex_done(&r);
}
END_TEST

START_TEST(test_longest_match_without_spaces)
{
    /* "->>>===" is "->>" ">=" "=="; "[$$" is "[$" "$"; "{$x" is "{$" "x"; "--->" is "-" "-" "->". */
    lexed r = lex("->>>===[$${$x--->a1b");
    check_clean(&r);
    static const struct {
        rbgc_token_kind kind;
        const char *text;
    } want[] = {
        {RBGC_TOK_KEEPER_ARROW, "->>"}, {RBGC_TOK_GE, ">="},
        {RBGC_TOK_EQ, "=="},
        {RBGC_TOK_LBRACKET_DOLLAR, "[$"}, {RBGC_TOK_DOLLAR, "$"},
        {RBGC_TOK_LBRACE_DOLLAR, "{$"}, {RBGC_TOK_IDENT, "x"},
        {RBGC_TOK_MINUS, "-"},          {RBGC_TOK_MINUS, "-"},
        {RBGC_TOK_ARROW, "->"},         {RBGC_TOK_IDENT, "a1b"},
    };
    int n = (int)(sizeof want / sizeof want[0]);
    ck_assert_int_eq(r.n, n);
    for (int i = 0; i < n; i++) {
        check_token(&r, i, want[i].kind, want[i].text);
        ck_assert_int_eq(r.tokens[i].loc.line, 1);
    }
    check_loc(&r, 1, 1, 4);
    check_loc(&r, 2, 1, 6);
    check_loc(&r, 10, 1, 18);
    lex_done(&r);
}
END_TEST

START_TEST(test_keyword_prefixes_and_case)
{
    lexed r = lex("player boards Rules rectangle1 cuboid");
    check_clean(&r);
    ck_assert_int_eq(r.n, 5);
    check_token(&r, 0, RBGC_TOK_IDENT, "player");
    check_token(&r, 1, RBGC_TOK_IDENT, "boards");
    check_token(&r, 2, RBGC_TOK_IDENT, "Rules");
    check_token(&r, 3, RBGC_TOK_IDENT, "rectangle1");
    check_token(&r, 4, RBGC_TOK_KW_CUBOID, "cuboid");
    lex_done(&r);
}
END_TEST

START_TEST(test_underscore_is_stray)
{
    lexed r = lex("white_pawn");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 2);
    check_token(&r, 0, RBGC_TOK_IDENT, "white");
    check_token(&r, 1, RBGC_TOK_IDENT, "pawn");
    check_loc(&r, 1, 1, 7);
    ck_assert_int_eq(r.diags->count, 1);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "stray character '_'", 1, 6);
    ck_assert_int_eq(r.diags->errors, 0);
    lex_done(&r);
}
END_TEST

START_TEST(test_other_stray_characters)
{
    lexed r = lex("a@b&\n%'|\\`c");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 3);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    check_token(&r, 1, RBGC_TOK_IDENT, "b");
    check_token(&r, 2, RBGC_TOK_IDENT, "c");
    check_loc(&r, 2, 2, 6);
    ck_assert_int_eq(r.diags->warnings, 7);
    ck_assert_int_eq(r.diags->errors, 0);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "stray character '@'", 1, 2);
    check_diag(&r, 1, RBGC_SEVERITY_WARNING, "stray character '&'", 1, 4);
    check_diag(&r, 2, RBGC_SEVERITY_WARNING, "stray character '%'", 2, 1);
    check_diag(&r, 3, RBGC_SEVERITY_WARNING, "stray character '''", 2, 2);
    check_diag(&r, 4, RBGC_SEVERITY_WARNING, "stray character '|'", 2, 3);
    check_diag(&r, 5, RBGC_SEVERITY_WARNING, "stray character '\\'", 2, 4);
    check_diag(&r, 6, RBGC_SEVERITY_WARNING, "stray character '`'", 2, 5);
    lex_done(&r);
}
END_TEST

/* ---- positions -------------------------------------------------------------------------- */

START_TEST(test_positions)
{
    lexed r = lex("#players =\n  white(1),\tblack(1)\r\n\n x");
    check_clean(&r);
    ck_assert_int_eq(r.n, 13);
    check_loc(&r, 0, 1, 1);  /* # */
    check_loc(&r, 1, 1, 2);  /* players */
    check_loc(&r, 2, 1, 10); /* = */
    check_loc(&r, 3, 2, 3);  /* white */
    check_loc(&r, 4, 2, 8);  /* ( */
    check_loc(&r, 5, 2, 9);  /* 1 */
    check_loc(&r, 6, 2, 10); /* ) */
    check_loc(&r, 7, 2, 11); /* , */
    check_loc(&r, 8, 2, 13); /* black: the tab counts as one byte */
    check_loc(&r, 12, 4, 2); /* x: "\r" is whitespace, "\r\n" is one line end */
    lex_done(&r);
}
END_TEST

START_TEST(test_positions_after_comments)
{
    lexed r = lex("a /* one\ntwo\n  three */ b // c d\n\t\tc /**/d");
    check_clean(&r);
    ck_assert_int_eq(r.n, 4);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    check_loc(&r, 0, 1, 1);
    check_token(&r, 1, RBGC_TOK_IDENT, "b");
    check_loc(&r, 1, 3, 12);
    check_token(&r, 2, RBGC_TOK_IDENT, "c");
    check_loc(&r, 2, 4, 3);
    check_token(&r, 3, RBGC_TOK_IDENT, "d");
    check_loc(&r, 3, 4, 9);
    lex_done(&r);
}
END_TEST

START_TEST(test_all_whitespace_kinds)
{
    lexed r = lex(" \t\v\f\ra\n\v\fb");
    check_clean(&r);
    ck_assert_int_eq(r.n, 2);
    check_loc(&r, 0, 1, 6);
    check_loc(&r, 1, 2, 3);
    lex_done(&r);
}
END_TEST

/* ---- comments --------------------------------------------------------------------------- */

START_TEST(test_comments)
{
    /* Block comments do not nest: the first "*" "/" ends the comment. */
    lexed r = lex("a /* x /* y */ b */ c // d /* e\nf /***/ g /*/ h */ i //");
    check_clean(&r);
    static const struct {
        rbgc_token_kind kind;
        const char *text;
    } want[] = {
        {RBGC_TOK_IDENT, "a"}, {RBGC_TOK_IDENT, "b"}, {RBGC_TOK_STAR, "*"},
        {RBGC_TOK_SLASH, "/"}, {RBGC_TOK_IDENT, "c"}, {RBGC_TOK_IDENT, "f"},
        {RBGC_TOK_IDENT, "g"}, {RBGC_TOK_IDENT, "i"},
    };
    int n = (int)(sizeof want / sizeof want[0]);
    ck_assert_int_eq(r.n, n);
    for (int i = 0; i < n; i++)
        check_token(&r, i, want[i].kind, want[i].text);
    lex_done(&r);
}
END_TEST

START_TEST(test_comment_star_runs)
{
    lexed r = lex("/** a **/x/* **** / * ***/y/*\n*/z");
    check_clean(&r);
    ck_assert_int_eq(r.n, 3);
    check_token(&r, 0, RBGC_TOK_IDENT, "x");
    check_token(&r, 1, RBGC_TOK_IDENT, "y");
    check_token(&r, 2, RBGC_TOK_IDENT, "z");
    check_loc(&r, 2, 2, 3);
    lex_done(&r);
}
END_TEST

START_TEST(test_slash_at_end_of_file)
{
    lexed r = lex("a /");
    check_clean(&r);
    ck_assert_int_eq(r.n, 2);
    check_token(&r, 1, RBGC_TOK_SLASH, "/");
    check_loc(&r, 1, 1, 3);
    lex_done(&r);

    r = lex("/");
    check_clean(&r);
    ck_assert_int_eq(r.n, 1);
    check_token(&r, 0, RBGC_TOK_SLASH, "/");
    lex_done(&r);

    r = lex("a/b");
    check_clean(&r);
    ck_assert_int_eq(r.n, 3);
    check_token(&r, 1, RBGC_TOK_SLASH, "/");
    lex_done(&r);
}
END_TEST

START_TEST(test_unterminated_comment)
{
    lexed r = lex("a\n  /* b c\n d */ e");
    check_clean(&r);
    ck_assert_int_eq(r.n, 2);
    lex_done(&r);

    r = lex("a\n  /* b c\n d * / e /");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 1);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    ck_assert_int_eq(r.diags->count, 1);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "unterminated comment", 2, 3);
    ck_assert_int_eq(r.diags->errors, 0);
    lex_done(&r);

    /* "/" "*" "/" does not close the comment it opens. */
    r = lex("x /*/");
    ck_assert_int_eq(r.n, 1);
    ck_assert_int_eq(r.diags->warnings, 1);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "unterminated comment", 1, 3);
    lex_done(&r);

    r = lex("/*");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 0);
    ck_assert_int_eq(r.diags->warnings, 1);
    lex_done(&r);
}
END_TEST

START_TEST(test_unterminated_string)
{
    lexed r = lex("a \"b\nc # d");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 1);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    ck_assert_int_eq(r.diags->count, 1);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "unterminated string", 1, 3);
    ck_assert_int_eq(r.diags->errors, 0);
    lex_done(&r);

    r = lex("\"");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 0);
    ck_assert_int_eq(r.diags->warnings, 1);
    lex_done(&r);
}
END_TEST

START_TEST(test_only_comments)
{
    lexed r = lex("// first line\n/* a block\n comment */\n\n   // last line without newline");
    check_clean(&r);
    ck_assert_int_eq(r.n, 0);
    ck_assert_int_eq(r.tokens[0].kind, RBGC_TOK_END);
    lex_done(&r);

    r = lex("//");
    check_clean(&r);
    ck_assert_int_eq(r.n, 0);
    lex_done(&r);
}
END_TEST

START_TEST(test_empty_input)
{
    lexed r = lex("");
    check_clean(&r);
    ck_assert_int_eq(r.n, 0);
    ck_assert_int_eq(r.tokens[0].kind, RBGC_TOK_END);
    lex_done(&r);

    r = lex(" \n\t ");
    check_clean(&r);
    ck_assert_int_eq(r.n, 0);
    lex_done(&r);

    /* A NULL text of length 0 is an empty file too. */
    rbgc_arena *arena = rbgc_arena_new();
    rbgc_diags *diags = rbgc_diags_new("test.rbg", NULL, 0);
    int n = -1;
    rbgc_token *tokens = rbgc_lex(NULL, 0, arena, diags, &n);
    ck_assert_ptr_nonnull(tokens);
    ck_assert_int_eq(n, 0);
    rbgc_diags_free(diags);
    rbgc_arena_free(arena);
}
END_TEST

/* ---- integer literals ------------------------------------------------------------------- */

START_TEST(test_numbers)
{
    lexed r = lex("0 007 123 2147483647 2147483648 4294967285 4294967280 00000000000000000009");
    check_clean(&r);
    static const struct {
        const char *text;
        uint32_t value;
    } want[] = {
        {"0", 0},
        {"007", 7},
        {"123", 123},
        {"2147483647", 2147483647u},
        {"2147483648", 2147483648u},
        {"4294967285", 4294967285u},
        {"4294967280", 4294967280u},
        {"00000000000000000009", 9},
    };
    int n = (int)(sizeof want / sizeof want[0]);
    ck_assert_int_eq(r.n, n);
    for (int i = 0; i < n; i++) {
        check_token(&r, i, RBGC_TOK_NUMBER, want[i].text);
        ck_assert_uint_eq(r.tokens[i].value, want[i].value);
    }
    lex_done(&r);
}
END_TEST

/* A literal rejected with the error at its first byte, and no tokens. */
static void check_too_large(const char *text, int line, int col)
{
    lexed r = lex(text);
    ck_assert_msg(r.tokens == NULL, "%s was accepted", text);
    ck_assert_int_eq(r.n, 0);
    ck_assert_int_eq(r.diags->errors, 1);
    check_diag(&r, r.diags->count - 1, RBGC_SEVERITY_ERROR, "integer literal too large", line,
               col);
    lex_done(&r);
}

START_TEST(test_number_too_large)
{
    check_too_large("4294967286", 1, 1);
    check_too_large("4294967289", 1, 1);
    check_too_large("4294967290", 1, 1);
    check_too_large("4294967295", 1, 1);
    check_too_large("4294967296", 1, 1);
    check_too_large("99999999999", 1, 1);
    check_too_large("000004294967286", 1, 1);
    check_too_large("# x\n  1 2 12345678901234567890 3", 2, 7);
    /* Processing stops at the error: later warnings are not reported. */
    lexed r = lex("@ 5000000000 @");
    ck_assert_ptr_null(r.tokens);
    ck_assert_int_eq(r.diags->warnings, 1);
    ck_assert_int_eq(r.diags->errors, 1);
    lex_done(&r);
}
END_TEST

/* The rule of manual 2.4, checked against an independent 64-bit computation: a literal is
 * accepted exactly when its value is at most 4294967285, since every prefix of an accepted
 * literal is small enough. */
START_TEST(test_number_boundary_rule)
{
    for (uint64_t v = 4294967200u; v <= 4294967400u; v++) {
        char text[32];
        snprintf(text, sizeof text, "%llu", (unsigned long long)v);
        lexed r = lex(text);
        if (v <= 4294967285u) {
            check_clean(&r);
            ck_assert_int_eq(r.n, 1);
            ck_assert_uint_eq(r.tokens[0].value, (uint32_t)v);
        } else {
            ck_assert_ptr_null(r.tokens);
            ck_assert_int_eq(r.diags->errors, 1);
        }
        lex_done(&r);
    }
    /* 429496729 is fine on its own but no digit may follow it. */
    lexed r = lex("429496729");
    check_clean(&r);
    ck_assert_uint_eq(r.tokens[0].value, 429496729u);
    lex_done(&r);
    check_too_large("4294967290", 1, 1);
    /* 429496728 may be followed by 0..5 only. */
    r = lex("4294967280 4294967281 4294967282 4294967283 4294967284 4294967285");
    check_clean(&r);
    ck_assert_int_eq(r.n, 6);
    lex_done(&r);
}
END_TEST

/* ---- raw bytes -------------------------------------------------------------------------- */

START_TEST(test_nul_byte_inside_input)
{
    static const char text[] = "a\0b \0\n\0c";
    lexed r = lex_bytes(text, sizeof text - 1);
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 3);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    check_token(&r, 1, RBGC_TOK_IDENT, "b");
    check_loc(&r, 1, 1, 3);
    check_token(&r, 2, RBGC_TOK_IDENT, "c");
    check_loc(&r, 2, 2, 2);
    ck_assert_int_eq(r.diags->warnings, 3);
    ck_assert_int_eq(r.diags->errors, 0);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "stray character \\x00", 1, 2);
    check_diag(&r, 1, RBGC_SEVERITY_WARNING, "stray character \\x00", 1, 5);
    check_diag(&r, 2, RBGC_SEVERITY_WARNING, "stray character \\x00", 2, 1);
    lex_done(&r);
}
END_TEST

START_TEST(test_nul_bytes_in_comments_and_strings)
{
    static const char text[] = "a /* \0 */ b // \0 x\n\"s\0t\" c \0";
    lexed r = lex_bytes(text, sizeof text - 1);
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 4);
    check_token(&r, 0, RBGC_TOK_IDENT, "a");
    check_token(&r, 1, RBGC_TOK_IDENT, "b");
    ck_assert_int_eq(r.tokens[2].kind, RBGC_TOK_STRING);
    ck_assert_int_eq(memcmp(r.tokens[2].text, "s\0t", 4), 0);
    check_token(&r, 3, RBGC_TOK_IDENT, "c");
    ck_assert_int_eq(r.diags->warnings, 1);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "stray character \\x00", 2, 9);
    lex_done(&r);
}
END_TEST

START_TEST(test_high_and_control_bytes)
{
    /* "é" in UTF-8 is two stray bytes. */
    lexed r = lex("x\xff y\xc3\xa9z\x01");
    ck_assert_ptr_nonnull(r.tokens);
    ck_assert_int_eq(r.n, 3);
    check_token(&r, 0, RBGC_TOK_IDENT, "x");
    check_token(&r, 1, RBGC_TOK_IDENT, "y");
    check_token(&r, 2, RBGC_TOK_IDENT, "z");
    check_loc(&r, 2, 1, 7);
    ck_assert_int_eq(r.diags->warnings, 4);
    check_diag(&r, 0, RBGC_SEVERITY_WARNING, "stray character \\xff", 1, 2);
    check_diag(&r, 1, RBGC_SEVERITY_WARNING, "stray character \\xc3", 1, 5);
    check_diag(&r, 2, RBGC_SEVERITY_WARNING, "stray character \\xa9", 1, 6);
    check_diag(&r, 3, RBGC_SEVERITY_WARNING, "stray character \\x01", 1, 8);
    lex_done(&r);
}
END_TEST

START_TEST(test_input_not_nul_terminated)
{
    /* The lexer must stop at len even when the bytes after it would continue a token. */
    const char text[] = "ab12->>";
    lexed r = lex_bytes(text, 3);
    check_clean(&r);
    ck_assert_int_eq(r.n, 1);
    check_token(&r, 0, RBGC_TOK_IDENT, "ab1");
    lex_done(&r);

    r = lex_bytes(text + 4, 2);
    check_clean(&r);
    ck_assert_int_eq(r.n, 1);
    check_token(&r, 0, RBGC_TOK_ARROW, "->");
    lex_done(&r);

    /* An exactly-sized heap buffer: ASan catches any read past its end. */
    static const char *const inputs[] = {"/", "/*", "\"x", "//", "9", "->", "{", "a", "/**", "@"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        size_t len = strlen(inputs[i]);
        char *buffer = malloc(len);
        ck_assert_ptr_nonnull(buffer);
        memcpy(buffer, inputs[i], len);
        r = lex_bytes(buffer, len);
        ck_assert_ptr_nonnull(r.tokens);
        lex_done(&r);
        free(buffer);
    }
}
END_TEST

START_TEST(test_many_tokens)
{
    /* Enough tokens to grow the token array several times. */
    enum { N = 5000 };
    char *text = malloc(N * 4 + 1);
    ck_assert_ptr_nonnull(text);
    char *p = text;
    for (int i = 0; i < N; i++) {
        memcpy(p, "a1\n", 3);
        p += 3;
        *p++ = (i % 2) ? '(' : ')';
    }
    *p = '\0';
    lexed r = lex(text);
    check_clean(&r);
    ck_assert_int_eq(r.n, 2 * N);
    for (int i = 0; i < N; i++) {
        check_token(&r, 2 * i, RBGC_TOK_IDENT, "a1");
        check_loc(&r, 2 * i, i == 0 ? 1 : i + 1, i == 0 ? 1 : 2);
        ck_assert_int_eq(r.tokens[2 * i + 1].kind, (i % 2) ? RBGC_TOK_LPAREN : RBGC_TOK_RPAREN);
    }
    ck_assert_int_eq(r.tokens[r.n].kind, RBGC_TOK_END);
    lex_done(&r);
    free(text);
}
END_TEST

START_TEST(test_small_game)
{
    lexed r = lex("#players = white(100), black(100) // two players\n"
                  "#board = rectangle(up,down,left,right,[e,e][e,e])\n"
                  "#rules = ->white {$ white>=0} [$ white=white+1] ->> {! up}*");
    check_clean(&r);
    ck_assert_int_eq(r.n, 58);
    check_token(&r, 0, RBGC_TOK_HASH, "#");
    check_token(&r, 1, RBGC_TOK_KW_PLAYERS, "players");
    check_token(&r, 5, RBGC_TOK_NUMBER, "100");
    ck_assert_uint_eq(r.tokens[5].value, 100);
    check_token(&r, 12, RBGC_TOK_HASH, "#");
    check_loc(&r, 12, 2, 1);
    check_token(&r, 13, RBGC_TOK_KW_BOARD, "board");
    check_loc(&r, 13, 2, 2);
    check_token(&r, 15, RBGC_TOK_KW_RECTANGLE, "rectangle");
    check_token(&r, 35, RBGC_TOK_RPAREN, ")");
    check_token(&r, 37, RBGC_TOK_KW_RULES, "rules");
    check_token(&r, 39, RBGC_TOK_ARROW, "->");
    check_loc(&r, 39, 3, 10);
    check_token(&r, 41, RBGC_TOK_LBRACE_DOLLAR, "{$");
    check_token(&r, 43, RBGC_TOK_GE, ">=");
    check_token(&r, 46, RBGC_TOK_LBRACKET_DOLLAR, "[$");
    check_token(&r, 53, RBGC_TOK_KEEPER_ARROW, "->>");
    check_token(&r, 54, RBGC_TOK_LBRACE_BANG, "{!");
    check_token(&r, 56, RBGC_TOK_RBRACE, "}");
    check_token(&r, 57, RBGC_TOK_STAR, "*");
    check_loc(&r, 57, 3, 59);
    lex_done(&r);
}
END_TEST

static Suite *lexer_suite(void)
{
    Suite *s = suite_create("lexer");
    TCase *tc = tcase_create("token");
    tcase_add_test(tc, test_kind_names);
    tcase_add_test(tc, test_keyword_kind);
    tcase_add_test(tc, test_describe);
    suite_add_tcase(s, tc);

    tc = tcase_create("kinds");
    tcase_add_test(tc, test_every_fixed_token);
    tcase_add_test(tc, test_all_fixed_tokens_in_a_row);
    tcase_add_test(tc, test_identifiers_numbers_strings_keywords);
    tcase_add_test(tc, test_string_spans_lines);
    suite_add_tcase(s, tc);

    tc = tcase_create("longest_match");
    tcase_add_test(tc, test_longest_match);
    tcase_add_test(tc, test_longest_match_without_spaces);
    tcase_add_test(tc, test_keyword_prefixes_and_case);
    tcase_add_test(tc, test_underscore_is_stray);
    tcase_add_test(tc, test_other_stray_characters);
    suite_add_tcase(s, tc);

    tc = tcase_create("positions");
    tcase_add_test(tc, test_positions);
    tcase_add_test(tc, test_positions_after_comments);
    tcase_add_test(tc, test_all_whitespace_kinds);
    suite_add_tcase(s, tc);

    tc = tcase_create("comments");
    tcase_add_test(tc, test_comments);
    tcase_add_test(tc, test_comment_star_runs);
    tcase_add_test(tc, test_slash_at_end_of_file);
    tcase_add_test(tc, test_unterminated_comment);
    tcase_add_test(tc, test_unterminated_string);
    tcase_add_test(tc, test_only_comments);
    tcase_add_test(tc, test_empty_input);
    suite_add_tcase(s, tc);

    tc = tcase_create("numbers");
    tcase_add_test(tc, test_numbers);
    tcase_add_test(tc, test_number_too_large);
    tcase_add_test(tc, test_number_boundary_rule);
    suite_add_tcase(s, tc);

    tc = tcase_create("bytes");
    tcase_add_test(tc, test_nul_byte_inside_input);
    tcase_add_test(tc, test_nul_bytes_in_comments_and_strings);
    tcase_add_test(tc, test_high_and_control_bytes);
    tcase_add_test(tc, test_input_not_nul_terminated);
    tcase_add_test(tc, test_many_tokens);
    tcase_add_test(tc, test_small_game);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(lexer_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
