/* Tokens of the RBG language (see docs/language-reference.md). */
#ifndef RBGC_TOKEN_H
#define RBGC_TOKEN_H

#include <stdbool.h>
#include <stdint.h>

#include "diag.h"

typedef enum {
    RBGC_TOK_END = 0, /* end of the token stream (never produced by the lexer itself) */
    RBGC_TOK_IDENT,
    RBGC_TOK_NUMBER,
    RBGC_TOK_STRING,
    /* keywords */
    RBGC_TOK_KW_PLAYERS,
    RBGC_TOK_KW_PIECES,
    RBGC_TOK_KW_VARIABLES,
    RBGC_TOK_KW_RULES,
    RBGC_TOK_KW_BOARD,
    RBGC_TOK_KW_HEXAGON,
    RBGC_TOK_KW_CUBOID,
    RBGC_TOK_KW_RECTANGLE,
    /* fixed tokens */
    RBGC_TOK_HASH,          /* # */
    RBGC_TOK_ASSIGN,        /* = */
    RBGC_TOK_LPAREN,        /* ( */
    RBGC_TOK_RPAREN,        /* ) */
    RBGC_TOK_LBRACKET,      /* [ */
    RBGC_TOK_RBRACKET,      /* ] */
    RBGC_TOK_LBRACKET_DOLLAR, /* [$ */
    RBGC_TOK_LBRACE,        /* { */
    RBGC_TOK_RBRACE,        /* } */
    RBGC_TOK_LBRACE_QUESTION, /* {? */
    RBGC_TOK_LBRACE_BANG,   /* {! */
    RBGC_TOK_LBRACE_DOLLAR, /* {$ */
    RBGC_TOK_ARROW,         /* -> */
    RBGC_TOK_KEEPER_ARROW,  /* ->> */
    RBGC_TOK_PLUS_ARROW,    /* +> (recognised, used by no construct) */
    RBGC_TOK_PLUS,          /* + */
    RBGC_TOK_MINUS,         /* - */
    RBGC_TOK_STAR,          /* * */
    RBGC_TOK_SLASH,         /* / */
    RBGC_TOK_CARET,         /* ^ */
    RBGC_TOK_PERIOD,        /* . */
    RBGC_TOK_COMMA,         /* , */
    RBGC_TOK_SEMICOLON,     /* ; */
    RBGC_TOK_COLON,         /* : */
    RBGC_TOK_TILDE,         /* ~ */
    RBGC_TOK_EQ,            /* == */
    RBGC_TOK_NE,            /* != */
    RBGC_TOK_LT,            /* < */
    RBGC_TOK_LE,            /* <= */
    RBGC_TOK_GT,            /* > */
    RBGC_TOK_GE,            /* >= */
    RBGC_TOK_BANG,          /* ! */
    RBGC_TOK_QUESTION,      /* ? */
    RBGC_TOK_DOLLAR,        /* $ */
    RBGC_TOK_KIND_COUNT
} rbgc_token_kind;

typedef struct {
    rbgc_token_kind kind;
    const char *text; /* the spelling, NUL-terminated (for a STRING: the contents without quotes) */
    uint32_t value;   /* NUMBER: the value */
    rbgc_loc loc;
} rbgc_token;

/* The fixed spelling of a kind ("->", "players", ...); a descriptive word for IDENT, NUMBER,
 * STRING and END ("identifier", ...). */
const char *rbgc_token_kind_name(rbgc_token_kind kind);

/* The keyword spelled by `text`, or RBGC_TOK_IDENT if it is none. */
rbgc_token_kind rbgc_keyword_kind(const char *text);

static inline bool rbgc_token_is_keyword(rbgc_token_kind kind)
{
    return kind >= RBGC_TOK_KW_PLAYERS && kind <= RBGC_TOK_KW_RECTANGLE;
}

/* How a token is shown inside a message: `'->'`, `identifier 'foo'`, `end of section`. */
const char *rbgc_token_describe(rbgc_arena *arena, const rbgc_token *token);

#endif
