#include "token.h"

#include <string.h>

/* Indexed by kind; the order must follow the enum in token.h (checked by the test suite). */
static const char *const kind_names[RBGC_TOK_KIND_COUNT] = {
    [RBGC_TOK_END] = "end of section",
    [RBGC_TOK_IDENT] = "identifier",
    [RBGC_TOK_NUMBER] = "number",
    [RBGC_TOK_STRING] = "string",
    [RBGC_TOK_KW_PLAYERS] = "players",
    [RBGC_TOK_KW_PIECES] = "pieces",
    [RBGC_TOK_KW_VARIABLES] = "variables",
    [RBGC_TOK_KW_RULES] = "rules",
    [RBGC_TOK_KW_BOARD] = "board",
    [RBGC_TOK_KW_HEXAGON] = "hexagon",
    [RBGC_TOK_KW_CUBOID] = "cuboid",
    [RBGC_TOK_KW_RECTANGLE] = "rectangle",
    [RBGC_TOK_HASH] = "#",
    [RBGC_TOK_ASSIGN] = "=",
    [RBGC_TOK_LPAREN] = "(",
    [RBGC_TOK_RPAREN] = ")",
    [RBGC_TOK_LBRACKET] = "[",
    [RBGC_TOK_RBRACKET] = "]",
    [RBGC_TOK_LBRACKET_DOLLAR] = "[$",
    [RBGC_TOK_LBRACE] = "{",
    [RBGC_TOK_RBRACE] = "}",
    [RBGC_TOK_LBRACE_QUESTION] = "{?",
    [RBGC_TOK_LBRACE_BANG] = "{!",
    [RBGC_TOK_LBRACE_DOLLAR] = "{$",
    [RBGC_TOK_ARROW] = "->",
    [RBGC_TOK_KEEPER_ARROW] = "->>",
    [RBGC_TOK_PLUS_ARROW] = "+>",
    [RBGC_TOK_PLUS] = "+",
    [RBGC_TOK_MINUS] = "-",
    [RBGC_TOK_STAR] = "*",
    [RBGC_TOK_SLASH] = "/",
    [RBGC_TOK_CARET] = "^",
    [RBGC_TOK_PERIOD] = ".",
    [RBGC_TOK_COMMA] = ",",
    [RBGC_TOK_SEMICOLON] = ";",
    [RBGC_TOK_COLON] = ":",
    [RBGC_TOK_TILDE] = "~",
    [RBGC_TOK_EQ] = "==",
    [RBGC_TOK_NE] = "!=",
    [RBGC_TOK_LT] = "<",
    [RBGC_TOK_LE] = "<=",
    [RBGC_TOK_GT] = ">",
    [RBGC_TOK_GE] = ">=",
    [RBGC_TOK_BANG] = "!",
    [RBGC_TOK_QUESTION] = "?",
    [RBGC_TOK_DOLLAR] = "$",
};

const char *rbgc_token_kind_name(rbgc_token_kind kind)
{
    if ((int)kind < 0 || kind >= RBGC_TOK_KIND_COUNT || kind_names[kind] == NULL)
        return "invalid token kind";
    return kind_names[kind];
}

rbgc_token_kind rbgc_keyword_kind(const char *text)
{
    /* Eight keywords: a linear scan is as fast as anything fancier and obviously right. */
    for (int k = RBGC_TOK_KW_PLAYERS; k <= RBGC_TOK_KW_RECTANGLE; k++)
        if (strcmp(text, kind_names[k]) == 0)
            return (rbgc_token_kind)k;
    return RBGC_TOK_IDENT;
}

const char *rbgc_token_describe(rbgc_arena *arena, const rbgc_token *token)
{
    switch (token->kind) {
    case RBGC_TOK_IDENT:
        return rbgc_arena_printf(arena, "identifier '%s'", token->text ? token->text : "");
    case RBGC_TOK_NUMBER:
        return rbgc_arena_printf(arena, "number %lu", (unsigned long)token->value);
    case RBGC_TOK_STRING:
    case RBGC_TOK_END:
        return rbgc_token_kind_name(token->kind);
    default:
        if (rbgc_token_is_keyword(token->kind))
            return rbgc_arena_printf(arena, "keyword '%s'", rbgc_token_kind_name(token->kind));
        return rbgc_arena_printf(arena, "'%s'", rbgc_token_kind_name(token->kind));
    }
}
