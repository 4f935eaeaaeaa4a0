/* The lexer: bytes to tokens, exactly as Section 2 of the language manual says.
 *
 * re2c turns the rules below into a DFA that takes the longest match at each position, which
 * is what the manual asks for (`->>x` is `->>` `x`, `12ab` is `12` `ab`, `playersX` is an
 * identifier).  End of input uses re2c's "sentinel with bounds checks" method: the text is
 * copied with a NUL after its last byte, and the DFA compares the cursor with the limit only when
 * it reads a NUL, so NUL bytes inside the text are ordinary (stray) bytes and nothing is ever
 * read past the copy. */
#include "lexer.h"

#include <limits.h>
#include <stdint.h>
#include <string.h>

typedef unsigned char uchar;

typedef struct {
    rbgc_arena *arena;
    rbgc_diags *diags;
    /* Line and column of `mark`; advanced lazily to each token start, so the whole file is walked
     * once however the bytes were consumed (newlines inside comments and strings count too). */
    const uchar *mark;
    int line;
    int col;
    rbgc_token *tokens;
    int count;
    int capacity; /* one slot more is always allocated, for the END sentinel */
} lexer;

/* Location of byte `p`, which must not lie before the previous call's byte. */
static rbgc_loc locate(lexer *lx, const uchar *p)
{
    for (; lx->mark < p; lx->mark++) {
        if (*lx->mark == '\n') {
            if (lx->line < INT_MAX)
                lx->line++;
            lx->col = 1;
        } else if (lx->col < INT_MAX) {
            lx->col++; /* saturate rather than overflow on absurdly long lines */
        }
    }
    return (rbgc_loc){.line = lx->line, .col = lx->col, .chain = NULL};
}

/* Appends a token whose text is the `len` bytes at `text` (NULL: the fixed spelling of `kind`,
 * shared rather than copied); NULL (after an error) if the token count would no longer fit in
 * an int. */
static rbgc_token *push(lexer *lx, rbgc_token_kind kind, const uchar *at, const uchar *text,
                        size_t len)
{
    if (lx->count == lx->capacity) {
        if (lx->capacity > INT_MAX / 2 - 1) {
            rbgc_error(lx->diags, locate(lx, at), "too many tokens");
            return NULL;
        }
        /* realloc, not the arena: a file of 16 MB may have as many tokens, and the arena would
         * keep every smaller copy of the array. */
        lx->capacity *= 2;
        lx->tokens = rbgc_checked_realloc(lx->tokens, sizeof *lx->tokens * ((size_t)lx->capacity + 1));
    }
    rbgc_token *token = &lx->tokens[lx->count++];
    token->kind = kind;
    token->text = text != NULL ? rbgc_arena_strndup(lx->arena, (const char *)text, len)
                               : rbgc_token_kind_name(kind);
    token->value = 0;
    token->loc = locate(lx, at);
    return token;
}

/* The value of the digits [start, end), or false after reporting an error.  The check is the
 * reference parser's (manual 2.4): it rejects 4294967286 and above although some of those would
 * fit in 32 bits, and an implementation must reject the same inputs. */
static bool number_value(lexer *lx, const uchar *start, const uchar *end, uint32_t *value)
{
    uint32_t v = 0;
    for (const uchar *p = start; p < end; p++) {
        uint32_t d = (uint32_t)(*p - '0');
        if (v >= (UINT32_MAX - d) / 10) {
            rbgc_error(lx->diags, locate(lx, start), "integer literal too large");
            return false;
        }
        v = v * 10 + d;
    }
    *value = v;
    return true;
}

static void warn_stray(lexer *lx, const uchar *at)
{
    uchar c = *at;
    /* Printable ASCII is shown as is; control bytes, NUL and bytes >= 0x80 as an escape, so the
     * message never contains raw binary. */
    if (c >= 0x20 && c < 0x7f)
        rbgc_warning(lx->diags, locate(lx, at), "stray character '%c'", c);
    else
        rbgc_warning(lx->diags, locate(lx, at), "stray character \\x%02x", (unsigned)c);
}

/* Runs the DFA over [text, limit), where *limit == 0.  False after an error. */
static bool scan(lexer *lx, const uchar *text, const uchar *limit)
{
    const uchar *cursor = text;
    const uchar *marker = text;
    for (;;) {
        const uchar *start = cursor;
        rbgc_token_kind kind;
        /*!re2c
        re2c:yyfill:enable = 0;
        re2c:eof = 0;
        re2c:define:YYCTYPE = uchar;
        re2c:define:YYCURSOR = cursor;
        re2c:define:YYMARKER = marker;
        re2c:define:YYLIMIT = limit;

        $ { return true; }

        [ \t\n\v\f\r]+ { continue; }
        "//" [^\n]*    { continue; }
        // The body cannot contain "*/", so the match ends at the first one: no nesting.
        "/*" ([^*] | "*"+ [^*/])* "*"+ "/" { continue; }
        // Reached only when no "*/" follows: the rest of the file is the comment.
        "/*" {
            rbgc_warning(lx->diags, locate(lx, start), "unterminated comment");
            return true;
        }

        ["] [^"]* ["] {
            if (!push(lx, RBGC_TOK_STRING, start, start + 1, (size_t)(cursor - start) - 2))
                return false;
            continue;
        }
        ["] {
            rbgc_warning(lx->diags, locate(lx, start), "unterminated string");
            return true;
        }

        [0-9]+ {
            uint32_t value;
            if (!number_value(lx, start, cursor, &value))
                return false;
            rbgc_token *token = push(lx, RBGC_TOK_NUMBER, start, start, (size_t)(cursor - start));
            if (!token)
                return false;
            token->value = value;
            continue;
        }

        // No underscore: `white_pawn` is `white`, a stray `_`, `pawn`.
        [A-Za-z][A-Za-z0-9]* {
            rbgc_token *token = push(lx, RBGC_TOK_IDENT, start, start, (size_t)(cursor - start));
            if (!token)
                return false;
            token->kind = rbgc_keyword_kind(token->text);
            continue;
        }

        "->>" { kind = RBGC_TOK_KEEPER_ARROW;     goto fixed; }
        "->"  { kind = RBGC_TOK_ARROW;            goto fixed; }
        "+>"  { kind = RBGC_TOK_PLUS_ARROW;       goto fixed; }
        "{?"  { kind = RBGC_TOK_LBRACE_QUESTION;  goto fixed; }
        "{!"  { kind = RBGC_TOK_LBRACE_BANG;      goto fixed; }
        "{$"  { kind = RBGC_TOK_LBRACE_DOLLAR;    goto fixed; }
        "[$"  { kind = RBGC_TOK_LBRACKET_DOLLAR;  goto fixed; }
        "<="  { kind = RBGC_TOK_LE;               goto fixed; }
        ">="  { kind = RBGC_TOK_GE;               goto fixed; }
        "=="  { kind = RBGC_TOK_EQ;               goto fixed; }
        "!="  { kind = RBGC_TOK_NE;               goto fixed; }
        "#"   { kind = RBGC_TOK_HASH;             goto fixed; }
        "="   { kind = RBGC_TOK_ASSIGN;           goto fixed; }
        "("   { kind = RBGC_TOK_LPAREN;           goto fixed; }
        ")"   { kind = RBGC_TOK_RPAREN;           goto fixed; }
        "["   { kind = RBGC_TOK_LBRACKET;         goto fixed; }
        "]"   { kind = RBGC_TOK_RBRACKET;         goto fixed; }
        "{"   { kind = RBGC_TOK_LBRACE;           goto fixed; }
        "}"   { kind = RBGC_TOK_RBRACE;           goto fixed; }
        "~"   { kind = RBGC_TOK_TILDE;            goto fixed; }
        "^"   { kind = RBGC_TOK_CARET;            goto fixed; }
        // A "/" not followed by "/" or "*" (in particular the last byte of the file) is a slash.
        "/"   { kind = RBGC_TOK_SLASH;            goto fixed; }
        "*"   { kind = RBGC_TOK_STAR;             goto fixed; }
        "."   { kind = RBGC_TOK_PERIOD;           goto fixed; }
        ","   { kind = RBGC_TOK_COMMA;            goto fixed; }
        ";"   { kind = RBGC_TOK_SEMICOLON;        goto fixed; }
        ":"   { kind = RBGC_TOK_COLON;            goto fixed; }
        "$"   { kind = RBGC_TOK_DOLLAR;           goto fixed; }
        "!"   { kind = RBGC_TOK_BANG;             goto fixed; }
        "?"   { kind = RBGC_TOK_QUESTION;         goto fixed; }
        "<"   { kind = RBGC_TOK_LT;               goto fixed; }
        ">"   { kind = RBGC_TOK_GT;               goto fixed; }
        "+"   { kind = RBGC_TOK_PLUS;             goto fixed; }
        "-"   { kind = RBGC_TOK_MINUS;            goto fixed; }

        // Any other byte, including a NUL before the limit and bytes >= 0x80.
        * {
            warn_stray(lx, start);
            continue;
        }
        */
    fixed:
        if (!push(lx, kind, start, NULL, 0))
            return false;
    }
}

rbgc_token *rbgc_lex(const char *text, size_t len, rbgc_arena *arena, rbgc_diags *diags,
                     int *n_tokens)
{
    *n_tokens = 0;
    if (text == NULL)
        len = 0;
    /* The copy provides the NUL sentinel at index len that the DFA needs. */
    const uchar *copy = (const uchar *)rbgc_arena_strndup(arena, len ? text : "", len);

    lexer lx = {
        .arena = arena,
        .diags = diags,
        .mark = copy,
        .line = 1,
        .col = 1,
        .capacity = 64,
    };
    lx.tokens = rbgc_checked_realloc(NULL, sizeof *lx.tokens * ((size_t)lx.capacity + 1));
    bool ok = scan(&lx, copy, copy + len);
    lx.tokens = rbgc_checked_realloc(lx.tokens, sizeof *lx.tokens * ((size_t)lx.count + 1));
    rbgc_arena_adopt(arena, lx.tokens);
    if (!ok)
        return NULL;

    /* A zeroed END token after the last one lets a reader peek one token ahead without a bounds
     * check; it is not counted. */
    rbgc_token *end = &lx.tokens[lx.count];
    *end = (rbgc_token){.kind = RBGC_TOK_END, .text = "", .value = 0, .loc = {0, 0, NULL}};
    *n_tokens = lx.count;
    return lx.tokens;
}
