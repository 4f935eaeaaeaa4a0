#include "choice_lint.h"

typedef struct {
    const char *macro;
    const char *param;      /* NULL for a macro body */
    rbgc_loc at;
    rbgc_token_kind before; /* the token just before the substitution (END: none) */
    int depth;              /* bracket depth where it starts */
    long first;             /* index of its first token */
    long choice;            /* index of its first '+' at its own depth, or -1 */
    bool unbalanced;        /* it closes brackets it did not open */
} substitution;

typedef struct {
    substitution *items;
    int count;
    int capacity;
} substitution_list;

struct rbgc_choice_lint {
    rbgc_arena *arena;
    rbgc_diags *diags;
    substitution_list open;
    substitution_list closed; /* closed since the last token: judged at the token after */
    rbgc_token_kind last;
    int depth;
    int arith_depth; /* depth inside the open `[$` or `{$`, or 0 outside arithmetic */
    long tokens;
    long warned_choice; /* the '+' already reported (one report per '+') */
};

rbgc_choice_lint *rbgc_choice_lint_new(rbgc_arena *arena, rbgc_diags *diags)
{
    rbgc_choice_lint *lint = RBGC_NEW(arena, rbgc_choice_lint);
    lint->arena = arena;
    lint->diags = diags;
    lint->last = RBGC_TOK_END;
    lint->warned_choice = -1;
    return lint;
}

static void push(rbgc_arena *arena, substitution_list *list, const substitution *s)
{
    list->items = rbgc_arena_grow(arena, list->items, list->count, &list->capacity, 16,
                                  sizeof *list->items);
    list->items[list->count++] = *s;
}

static bool is_relation(rbgc_token_kind kind)
{
    return kind >= RBGC_TOK_EQ && kind <= RBGC_TOK_GE;
}

/* Tokens that keep a choice on their right apart from what stands before them. */
static bool separates_before(rbgc_token_kind kind)
{
    switch (kind) {
    case RBGC_TOK_END: case RBGC_TOK_HASH: case RBGC_TOK_ASSIGN: case RBGC_TOK_LPAREN:
    case RBGC_TOK_LBRACKET: case RBGC_TOK_LBRACKET_DOLLAR: case RBGC_TOK_LBRACE:
    case RBGC_TOK_LBRACE_QUESTION: case RBGC_TOK_LBRACE_BANG: case RBGC_TOK_LBRACE_DOLLAR:
    case RBGC_TOK_PLUS: case RBGC_TOK_COMMA: case RBGC_TOK_SEMICOLON: case RBGC_TOK_COLON:
        return true;
    default:
        return is_relation(kind);
    }
}

/* Tokens that keep a choice on their left apart from what follows them; `-` too, since
 * `a + b - c` is `a + (b - c)`, which has the value of `(a + b) - c`. */
static bool separates_after(rbgc_token_kind kind)
{
    switch (kind) {
    case RBGC_TOK_END: case RBGC_TOK_HASH: case RBGC_TOK_ASSIGN: case RBGC_TOK_RPAREN:
    case RBGC_TOK_RBRACKET: case RBGC_TOK_RBRACE: case RBGC_TOK_PLUS: case RBGC_TOK_MINUS:
    case RBGC_TOK_COMMA: case RBGC_TOK_SEMICOLON: case RBGC_TOK_COLON:
        return true;
    default:
        return is_relation(kind);
    }
}

/* Whether a '+' after this token is binary (a choice or an addition) rather than a sign. */
static bool ends_operand(rbgc_token_kind kind, bool in_arith)
{
    switch (kind) {
    case RBGC_TOK_IDENT: case RBGC_TOK_NUMBER: case RBGC_TOK_RPAREN: case RBGC_TOK_RBRACKET:
    case RBGC_TOK_RBRACE: case RBGC_TOK_PERIOD: case RBGC_TOK_KEEPER_ARROW:
        return true;
    case RBGC_TOK_STAR: /* a star suffix in moves, a multiplication in arithmetic */
        return !in_arith;
    default:
        return false;
    }
}

static void report(rbgc_choice_lint *lint, const substitution *s)
{
    if (s->choice == lint->warned_choice)
        return;
    lint->warned_choice = s->choice;
    if (s->param == NULL)
        rbgc_warning(lint->diags, s->at,
                     "the body of macro '%s' has a '+' outside brackets and is not in parentheses "
                     "here, so the '+' also takes in its neighbours; write '(%s)' or put the body "
                     "in parentheses",
                     s->macro, s->macro);
    else
        rbgc_warning(lint->diags, s->at,
                     "the argument of parameter '%s' of macro '%s' has a '+' outside brackets and "
                     "is not in parentheses here, so the '+' also takes in its neighbours; write "
                     "'(%s)' or put the argument in parentheses",
                     s->param, s->macro, s->param);
}

void rbgc_choice_lint_open(rbgc_choice_lint *lint, const char *macro, const char *param, rbgc_loc at)
{
    substitution s = {
        .macro = macro,
        .param = param,
        .at = at,
        .before = lint->last,
        .depth = lint->depth,
        .first = lint->tokens,
        .choice = -1,
    };
    push(lint->arena, &lint->open, &s);
}

void rbgc_choice_lint_close(rbgc_choice_lint *lint)
{
    if (lint->open.count == 0)
        return;
    substitution s = lint->open.items[--lint->open.count];
    if (s.choice < 0 || s.unbalanced || s.depth != lint->depth)
        return;
    /* An inner substitution that is all of this one (`#t = s`) is judged as this one: the
     * mistake is where `t` is used. */
    int kept = 0;
    for (int i = 0; i < lint->closed.count; i++)
        if (lint->closed.items[i].first != s.first || lint->closed.items[i].choice != s.choice)
            lint->closed.items[kept++] = lint->closed.items[i];
    lint->closed.count = kept;
    push(lint->arena, &lint->closed, &s);
}

/* Marks the open substitutions for which a '+' at the current depth is at their top level. */
static void mark_choice(rbgc_choice_lint *lint)
{
    for (int i = lint->open.count - 1; i >= 0; i--) {
        substitution *s = &lint->open.items[i];
        if (s->depth < lint->depth)
            break;
        if (s->depth > lint->depth) {
            s->unbalanced = true;
            continue;
        }
        if (s->first == lint->tokens)
            continue; /* its first token: a sign, or a '+' its own text does not explain */
        if (s->choice >= 0)
            break; /* marked before, and so is every substitution under it */
        s->choice = lint->tokens;
    }
}

void rbgc_choice_lint_token(rbgc_choice_lint *lint, rbgc_token_kind kind)
{
    for (int i = 0; i < lint->closed.count; i++)
        if (!separates_before(lint->closed.items[i].before) || !separates_after(kind))
            report(lint, &lint->closed.items[i]);
    lint->closed.count = 0;
    bool in_arith = lint->arith_depth > 0;
    if (kind == RBGC_TOK_PLUS && ends_operand(lint->last, in_arith))
        mark_choice(lint);
    switch (kind) {
    case RBGC_TOK_LBRACKET_DOLLAR: case RBGC_TOK_LBRACE_DOLLAR:
        lint->depth++;
        lint->arith_depth = lint->depth;
        break;
    case RBGC_TOK_LPAREN: case RBGC_TOK_LBRACKET: case RBGC_TOK_LBRACE:
    case RBGC_TOK_LBRACE_QUESTION: case RBGC_TOK_LBRACE_BANG:
        lint->depth++;
        break;
    case RBGC_TOK_RPAREN: case RBGC_TOK_RBRACKET: case RBGC_TOK_RBRACE:
        if (lint->depth == lint->arith_depth)
            lint->arith_depth = 0;
        lint->depth--;
        break;
    default:
        break;
    }
    lint->last = kind;
    lint->tokens++;
}
