#include "expander.h"

#include <string.h>

#include "choice_lint.h"

typedef struct binding binding;

/* An argument of a macro call, with the context of the place where it was written: macros in
 * it are looked up with the caller's visibility, parameters with the caller's binding. */
typedef struct {
    const rbgc_token *tokens;
    int n;
    const binding *params;
    int visibility;
    bool in_macro;
} argument;

struct binding {
    const rbgc_macro *macro;
    argument *args;
};

typedef struct {
    rbgc_token *items;
    int count;
    int capacity;
} token_list;

typedef struct {
    const rbgc_token *tokens;
    int n;
    int pos;
    const binding *params;   /* bound parameters (NULL in section text) */
    int visibility;          /* macros of directives numbered below this are visible */
    bool in_macro;           /* text of a macro body, or an argument written in one */
    bool final;              /* already expanded (the result of pasting): passed through */
    const rbgc_expansion *chain;
    bool has_carry;          /* a paste left open at the end of a finished inner source */
    token_list carry;
    bool linted;             /* a substitution the choice lint was told about */
} source;

typedef struct {
    source *items;
    int count;
    int capacity;
    bool has_carry; /* the bottom source ended with a paste left open */
    token_list carry;
    rbgc_choice_lint *lint; /* the section's own stack only; NULL in pastes */
} source_stack;

typedef enum { ITEM_TOKEN, ITEM_PARAM, ITEM_MACRO } item_kind;

typedef struct {
    item_kind kind;
    const rbgc_token *token; /* the token, the parameter name or the macro name */
    int param;
    binding *bind;           /* ITEM_MACRO */
} item;

struct rbgc_expander {
    rbgc_arena *arena;
    rbgc_diags *diags;
    const rbgc_directives *directives;
    source_stack stack;
    long produced;
    long substitutions;
    long pasted_bytes;
    const rbgc_token *stable; /* the last token, when it is a token of the section itself */
    /* Stacks of finished pastes, reused: one per paste would otherwise stay in the arena. */
    source_stack *spare;
    int n_spare;
    int spare_capacity;
};

static void list_push(rbgc_arena *arena, token_list *list, const rbgc_token *token)
{
    list->items = rbgc_arena_grow(arena, list->items, list->count, &list->capacity, 8, sizeof *list->items);
    list->items[list->count++] = *token;
}

static void stack_push(rbgc_arena *arena, source_stack *stack, const source *src)
{
    stack->items = rbgc_arena_grow(arena, stack->items, stack->count, &stack->capacity, 16,
                                   sizeof *stack->items);
    stack->items[stack->count++] = *src;
}

static const rbgc_expansion *new_frame(rbgc_arena *arena, rbgc_expansion_kind kind,
                                       const char *macro, rbgc_loc at)
{
    rbgc_expansion *frame = RBGC_NEW(arena, rbgc_expansion);
    frame->kind = kind;
    frame->macro = macro;
    frame->at = at;
    return frame;
}

static rbgc_loc loc_in(const source *src, const rbgc_token *token)
{
    rbgc_loc loc = token->loc;
    loc.chain = src->chain;
    return loc;
}

/* Counts a token that an expansion produced; tokens written in the section itself are bounded
 * by the size of the file and are not counted. */
static bool count_token(rbgc_expander *ex, const source *src, const rbgc_token *token)
{
    if (src->chain == NULL && !src->final)
        return true;
    if (++ex->produced > RBGC_EXPANSION_LIMIT) {
        rbgc_error(ex->diags, token->loc,
                   "macro expansion produces more than %d tokens in one section", RBGC_EXPANSION_LIMIT);
        return false;
    }
    return true;
}

/* Every substitution of a macro body or an argument counts as well: an exponential blow-up of
 * expansions that produce no tokens (empty bodies or arguments) would otherwise never end. */
static bool count_substitution(rbgc_expander *ex, const source *src, const rbgc_token *token)
{
    if (++ex->substitutions > RBGC_EXPANSION_LIMIT) {
        rbgc_error(ex->diags, loc_in(src, token),
                   "macro expansion performs more than %d substitutions in one section",
                   RBGC_EXPANSION_LIMIT);
        return false;
    }
    return true;
}

/* ---- items ---- */

static int param_index(const source *src, const rbgc_token *token)
{
    if (src->params == NULL || token->kind != RBGC_TOK_IDENT)
        return -1;
    const rbgc_macro *macro = src->params->macro;
    for (int i = 0; i < macro->arity; i++)
        if (strcmp(macro->params[i], token->text) == 0)
            return i;
    return -1;
}

static bool visible(const rbgc_macro *macro, int visibility)
{
    return macro->directive < visibility;
}

/* Reads the argument list that starts at src->pos (the '('); src->pos ends after the ')'.
 * `commas` tells whether a ',' stands outside parentheses in some argument. */
static bool read_arguments(rbgc_expander *ex, source *src, const rbgc_token *name,
                           token_list *bounds /* pairs of begin/end as NUMBER values */,
                           bool *commas)
{
    const rbgc_token *open = &src->tokens[src->pos];
    int depth = 0;
    int begin = src->pos + 1;
    *commas = false;
    for (int pos = begin; pos < src->n; pos++) {
        rbgc_token_kind kind = src->tokens[pos].kind;
        if (kind == RBGC_TOK_LPAREN) {
            depth++;
        } else if (kind == RBGC_TOK_RPAREN && depth > 0) {
            depth--;
        } else if (kind == RBGC_TOK_COMMA && depth == 0) {
            *commas = true;
        } else if ((kind == RBGC_TOK_RPAREN || kind == RBGC_TOK_SEMICOLON) && depth == 0) {
            rbgc_token range = {.kind = RBGC_TOK_NUMBER, .value = (uint32_t)begin};
            list_push(ex->arena, bounds, &range);
            range.value = (uint32_t)pos;
            list_push(ex->arena, bounds, &range);
            begin = pos + 1;
            if (kind == RBGC_TOK_RPAREN) {
                src->pos = pos + 1;
                return true;
            }
        }
    }
    rbgc_error(ex->diags, loc_in(src, open), "unterminated argument list of macro '%s'",
               name->text);
    return false;
}

/* "macro 'm' has no definition with N arguments (it takes A, B); ..." */
static void report_arity(rbgc_expander *ex, const source *src, const rbgc_token *name,
                         const rbgc_macro *first, int n_args, bool commas)
{
    char arities[256] = "";
    size_t used = 0;
    for (const rbgc_macro *m = first; m != NULL; m = m->next_overload)
        if (visible(m, src->visibility) && used + 16 < sizeof arities)
            used += (size_t)snprintf(arities + used, sizeof arities - used, "%s%d",
                                     used ? ", " : "", m->arity);
    rbgc_error(ex->diags, loc_in(src, name),
               "macro '%s' has no definition with %d argument%s (it takes %s); arguments are "
               "separated by ';'%s",
               name->text, n_args, n_args == 1 ? "" : "s", arities, commas ? ", not ','" : "");
}

static bool read_macro_call(rbgc_expander *ex, source *src, item *it)
{
    const rbgc_token *name = &src->tokens[src->pos];
    const rbgc_macro *first = rbgc_macro_definitions(ex->directives, name->text);
    const rbgc_macro *plain = NULL;
    bool any = false;
    for (const rbgc_macro *m = first; m != NULL; m = m->next_overload)
        if (visible(m, src->visibility)) {
            any = true;
            if (m->arity == 0)
                plain = m;
        }
    if (!any)
        return true; /* an ordinary identifier */
    it->kind = ITEM_MACRO;
    it->token = name;
    it->bind = RBGC_NEW(ex->arena, binding);
    if (plain != NULL) {
        it->bind->macro = plain;
        src->pos++;
        return true;
    }
    if (src->pos + 1 >= src->n || src->tokens[src->pos + 1].kind != RBGC_TOK_LPAREN) {
        rbgc_error(ex->diags, loc_in(src, name),
                   "macro '%s' takes arguments: expected '(' after its name", name->text);
        return false;
    }
    src->pos++;
    token_list bounds = {0};
    bool commas;
    if (!read_arguments(ex, src, name, &bounds, &commas))
        return false;
    int n_args = bounds.count / 2;
    const rbgc_macro *chosen = NULL;
    for (const rbgc_macro *m = first; m != NULL && chosen == NULL; m = m->next_overload)
        if (visible(m, src->visibility) && m->arity == n_args)
            chosen = m;
    if (chosen == NULL) {
        report_arity(ex, src, name, first, n_args, commas);
        return false;
    }
    it->bind->macro = chosen;
    it->bind->args = RBGC_NEW_ARRAY(ex->arena, argument, n_args);
    for (int i = 0; i < n_args; i++) {
        argument *arg = &it->bind->args[i];
        int begin = (int)bounds.items[2 * i].value, end = (int)bounds.items[2 * i + 1].value;
        arg->tokens = src->tokens + begin;
        arg->n = end - begin;
        arg->params = src->params;
        arg->visibility = src->visibility;
        arg->in_macro = src->in_macro;
    }
    return true;
}

/* Reads one item at src->pos (which is not a '~') and advances past it. */
static bool read_item(rbgc_expander *ex, source *src, item *it)
{
    const rbgc_token *token = &src->tokens[src->pos];
    it->kind = ITEM_TOKEN;
    it->token = token;
    it->param = param_index(src, token);
    if (it->param >= 0) {
        it->kind = ITEM_PARAM;
        src->pos++;
        return true;
    }
    if (token->kind == RBGC_TOK_IDENT) {
        if (!read_macro_call(ex, src, it))
            return false;
        if (it->kind == ITEM_MACRO)
            return true;
    }
    src->pos++;
    return true;
}

/* The source an item expands to (parameters and macros only). */
static source item_source(rbgc_expander *ex, const source *src, const item *it)
{
    source inner = {0};
    if (it->kind == ITEM_PARAM) {
        const argument *arg = &src->params->args[it->param];
        inner.tokens = arg->tokens;
        inner.n = arg->n;
        inner.params = arg->params;
        inner.visibility = arg->visibility;
        inner.in_macro = arg->in_macro;
        inner.chain = new_frame(ex->arena, RBGC_EXPANSION_ARGUMENT, src->params->macro->name,
                                loc_in(src, it->token));
    } else {
        const rbgc_macro *macro = it->bind->macro;
        inner.tokens = macro->body;
        inner.n = macro->n_body;
        inner.params = it->bind;
        inner.visibility = macro->directive;
        inner.in_macro = true;
        inner.chain = new_frame(ex->arena, RBGC_EXPANSION_MACRO, macro->name, loc_in(src, it->token));
    }
    return inner;
}

/* ---- pasting ---- */

static bool is_word(rbgc_token_kind kind)
{
    return kind == RBGC_TOK_IDENT || rbgc_token_is_keyword(kind);
}

static rbgc_token_kind glued_operator(rbgc_token_kind left, rbgc_token_kind right)
{
    static const struct { rbgc_token_kind left, right, result; } table[] = {
        {RBGC_TOK_MINUS, RBGC_TOK_GT, RBGC_TOK_ARROW},
        {RBGC_TOK_ARROW, RBGC_TOK_GT, RBGC_TOK_KEEPER_ARROW},
        {RBGC_TOK_PLUS, RBGC_TOK_GT, RBGC_TOK_PLUS_ARROW},
        {RBGC_TOK_LBRACE, RBGC_TOK_QUESTION, RBGC_TOK_LBRACE_QUESTION},
        {RBGC_TOK_LBRACE, RBGC_TOK_BANG, RBGC_TOK_LBRACE_BANG},
        {RBGC_TOK_LBRACE, RBGC_TOK_DOLLAR, RBGC_TOK_LBRACE_DOLLAR},
        {RBGC_TOK_LBRACKET, RBGC_TOK_DOLLAR, RBGC_TOK_LBRACKET_DOLLAR},
        {RBGC_TOK_LT, RBGC_TOK_ASSIGN, RBGC_TOK_LE},
        {RBGC_TOK_GT, RBGC_TOK_ASSIGN, RBGC_TOK_GE},
        {RBGC_TOK_ASSIGN, RBGC_TOK_ASSIGN, RBGC_TOK_EQ},
        {RBGC_TOK_BANG, RBGC_TOK_ASSIGN, RBGC_TOK_NE},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].left == left && table[i].right == right)
            return table[i].result;
    return RBGC_TOK_END;
}

static bool glue_tokens(rbgc_expander *ex, const rbgc_token *left, const rbgc_token *right,
                        rbgc_loc tilde, rbgc_token *out)
{
    *out = *left;
    /* Pasting can double a token's length at each level of nesting: its text is counted. */
    ex->pasted_bytes += (long)strlen(left->text) + (long)strlen(right->text);
    if (ex->pasted_bytes > RBGC_EXPANSION_LIMIT) {
        rbgc_error(ex->diags, tilde, "token pasting produces more than %d bytes of text in one section",
                   RBGC_EXPANSION_LIMIT);
        return false;
    }
    char *text = rbgc_arena_printf(ex->arena, "%s%s", left->text, right->text);
    if (is_word(left->kind) && (is_word(right->kind) || right->kind == RBGC_TOK_NUMBER)) {
        out->kind = rbgc_keyword_kind(text);
        out->text = text;
        return true;
    }
    if (left->kind == RBGC_TOK_NUMBER && right->kind == RBGC_TOK_NUMBER) {
        uint32_t value = 0;
        for (const char *p = text; *p; p++) {
            uint32_t digit = (uint32_t)(*p - '0');
            if (value >= (4294967295u - digit) / 10) {
                rbgc_error(ex->diags, tilde, "pasting gives the integer literal %s, which is too large", text);
                return false;
            }
            value = value * 10 + digit;
        }
        out->text = text;
        out->value = value;
        return true;
    }
    rbgc_token_kind kind = glued_operator(left->kind, right->kind);
    if (kind == RBGC_TOK_END) {
        rbgc_error(ex->diags, tilde, "pasting '%s' and '%s' does not give a valid token",
                   left->text, right->text);
        return false;
    }
    out->kind = kind;
    out->text = rbgc_token_kind_name(kind);
    return true;
}

/* left := left ~ right, in place (left is a list of the paste's own); an empty side is neutral. */
static bool glue_lists(rbgc_expander *ex, token_list *left, const token_list *right, rbgc_loc tilde)
{
    if (right->count == 0)
        return true;
    if (left->count == 0) {
        *left = *right;
        return true;
    }
    rbgc_token glued;
    if (!glue_tokens(ex, &left->items[left->count - 1], &right->items[0], tilde, &glued))
        return false;
    left->items[left->count - 1] = glued;
    for (int i = 1; i < right->count; i++)
        list_push(ex->arena, left, &right->items[i]);
    return true;
}

static bool pull(rbgc_expander *ex, source_stack *stack, rbgc_token *out);

static source_stack take_stack(rbgc_expander *ex)
{
    source_stack stack = {0};
    if (ex->n_spare > 0) {
        stack.items = ex->spare[--ex->n_spare].items;
        stack.capacity = ex->spare[ex->n_spare].capacity;
    }
    return stack;
}

static void give_back_stack(rbgc_expander *ex, const source_stack *stack)
{
    ex->spare = rbgc_arena_grow(ex->arena, ex->spare, ex->n_spare, &ex->spare_capacity, 8,
                                sizeof *ex->spare);
    ex->spare[ex->n_spare++] = *stack;
}

/* Expands a source completely; `open` tells whether it ended with a paste left open. */
static bool drain(rbgc_expander *ex, const source *src, token_list *out, bool *open)
{
    source_stack stack = take_stack(ex);
    stack_push(ex->arena, &stack, src);
    *out = (token_list){0};
    bool ok = true;
    for (;;) {
        rbgc_token token;
        if (!pull(ex, &stack, &token)) {
            ok = false;
            break;
        }
        if (token.kind == RBGC_TOK_END)
            break;
        list_push(ex->arena, out, &token);
    }
    *open = stack.has_carry;
    for (int i = 0; ok && i < stack.carry.count; i++)
        list_push(ex->arena, out, &stack.carry.items[i]);
    give_back_stack(ex, &stack);
    return ok;
}

static bool expand_item(rbgc_expander *ex, const source *src, const item *it, token_list *out,
                        bool *open)
{
    *open = false;
    if (it->kind == ITEM_TOKEN) {
        *out = (token_list){0};
        rbgc_token token = *it->token;
        token.loc = loc_in(src, it->token);
        list_push(ex->arena, out, &token);
        return true;
    }
    if (!count_substitution(ex, src, it->token))
        return false;
    source inner = item_source(ex, src, it);
    return drain(ex, &inner, out, open);
}

/* Continues a paste group in stack->items[index]: `glued` holds what is pasted so far; `open`
 * says it must be glued to the next item even without a '~' (the end-of-body quirk). */
static bool paste_group(rbgc_expander *ex, source_stack *stack, int index, token_list glued,
                        bool open, item_kind last)
{
    for (;;) {
        source *src = &stack->items[index];
        rbgc_loc tilde = src->pos < src->n ? loc_in(src, &src->tokens[src->pos]) : (rbgc_loc){0};
        bool has_tilde = src->pos < src->n && src->tokens[src->pos].kind == RBGC_TOK_TILDE;
        if (!has_tilde && !open)
            break;
        if (has_tilde) {
            if (!src->in_macro) {
                rbgc_error(ex->diags, tilde, "'~' (token pasting) may only be used inside macro bodies");
                return false;
            }
            src->pos++;
        }
        open = false;
        if (src->pos >= src->n) {
            if (last == ITEM_TOKEN) {
                rbgc_error(ex->diags, tilde, "'~' at the end of a macro body or argument has nothing to paste to");
                return false;
            }
            /* Quirk of the reference: after a parameter or a macro, the paste goes on with
             * whatever follows in the enclosing text. */
            src->has_carry = true;
            src->carry = glued;
            return true;
        }
        if (src->tokens[src->pos].kind == RBGC_TOK_TILDE) {
            rbgc_error(ex->diags, loc_in(src, &src->tokens[src->pos]), "misplaced '~'");
            return false;
        }
        item next;
        token_list right;
        if (!read_item(ex, src, &next) || !expand_item(ex, src, &next, &right, &open))
            return false;
        if (!glue_lists(ex, &glued, &right, tilde))
            return false;
        last = next.kind;
    }
    source result = {.tokens = glued.items, .n = glued.count, .final = true};
    stack_push(ex->arena, stack, &result);
    return true;
}

/* ---- the main loop ---- */

static void pop_source(source_stack *stack)
{
    if (stack->items[--stack->count].linted)
        rbgc_choice_lint_close(stack->lint);
}

/* Pushes the substitution of a macro body or an argument, telling the lint about it. */
static void push_substitution(rbgc_expander *ex, source_stack *stack, const source *src,
                              const item *it)
{
    source inner = item_source(ex, src, it);
    if (stack->lint != NULL) {
        inner.linted = true;
        if (it->kind == ITEM_PARAM)
            rbgc_choice_lint_open(stack->lint, src->params->macro->name, it->token->text,
                                  inner.chain->at);
        else
            rbgc_choice_lint_open(stack->lint, it->bind->macro->name, NULL, inner.chain->at);
    }
    stack_push(ex->arena, stack, &inner);
}

static bool pull(rbgc_expander *ex, source_stack *stack, rbgc_token *out)
{
    for (;;) {
        if (stack->count == 0) {
            out->kind = RBGC_TOK_END;
            return true;
        }
        int index = stack->count - 1;
        source *src = &stack->items[index];
        if (src->has_carry) {
            token_list carry = src->carry;
            src->has_carry = false;
            if (src->pos >= src->n) {
                pop_source(stack);
                if (stack->count == 0) {
                    stack->has_carry = true;
                    stack->carry = carry;
                } else {
                    stack->items[stack->count - 1].has_carry = true;
                    stack->items[stack->count - 1].carry = carry;
                }
                continue;
            }
            if (!paste_group(ex, stack, index, carry, true, ITEM_MACRO))
                return false;
            continue;
        }
        if (src->pos >= src->n) {
            pop_source(stack);
            continue;
        }
        if (src->final) {
            *out = src->tokens[src->pos++];
            return count_token(ex, src, out);
        }
        const rbgc_token *token = &src->tokens[src->pos];
        if (token->kind == RBGC_TOK_TILDE) {
            rbgc_error(ex->diags, loc_in(src, token),
                       src->in_macro ? "misplaced '~': it must stand between two things to paste"
                                     : "'~' (token pasting) may only be used inside macro bodies");
            return false;
        }
        item it;
        if (!read_item(ex, src, &it))
            return false;
        src = &stack->items[index];
        if (src->pos < src->n && src->tokens[src->pos].kind == RBGC_TOK_TILDE) {
            token_list glued;
            bool open;
            if (!expand_item(ex, src, &it, &glued, &open))
                return false;
            if (!paste_group(ex, stack, index, glued, open, it.kind))
                return false;
            continue;
        }
        if (it.kind == ITEM_TOKEN) {
            *out = *token;
            out->loc = loc_in(src, token);
            if (src->chain == NULL && !src->final)
                ex->stable = token;
            return count_token(ex, src, out);
        }
        if (!count_substitution(ex, src, it.token))
            return false;
        push_substitution(ex, stack, src, &it);
    }
}

rbgc_expander *rbgc_expander_new(rbgc_arena *arena, rbgc_diags *diags,
                                 const rbgc_directives *directives,
                                 const rbgc_section_text *section)
{
    rbgc_expander *ex = RBGC_NEW(arena, rbgc_expander);
    ex->arena = arena;
    ex->diags = diags;
    ex->directives = directives;
    source top = {
        .tokens = section->body,
        .n = section->n_body,
        .visibility = section->directive,
    };
    stack_push(arena, &ex->stack, &top);
    ex->stack.lint = rbgc_choice_lint_new(arena, diags);
    return ex;
}

bool rbgc_expander_next(rbgc_expander *ex, rbgc_token *out)
{
    ex->stable = NULL;
    if (!pull(ex, &ex->stack, out))
        return false;
    rbgc_choice_lint_token(ex->stack.lint, out->kind);
    if (out->kind == RBGC_TOK_END && ex->stack.has_carry) {
        /* A paste left open at the very end of the section: nothing follows to paste to. */
        ex->stack.has_carry = false;
        if (ex->stack.carry.count == 0)
            return true;
        const rbgc_token *last = &ex->stack.carry.items[ex->stack.carry.count - 1];
        rbgc_error(ex->diags, last->loc, "'~' at the end of a macro body has nothing to paste to");
        return false;
    }
    return true;
}

const rbgc_token *rbgc_expander_next_kept(rbgc_expander *ex)
{
    rbgc_token token;
    if (!rbgc_expander_next(ex, &token))
        return NULL;
    if (ex->stable != NULL)
        return ex->stable;
    rbgc_token *copy = RBGC_NEW(ex->arena, rbgc_token);
    *copy = token;
    return copy;
}

rbgc_token *rbgc_expand_section(rbgc_arena *arena, rbgc_diags *diags,
                                const rbgc_directives *directives,
                                const rbgc_section_text *section, int *n_tokens)
{
    rbgc_expander *ex = rbgc_expander_new(arena, diags, directives, section);
    token_list list = {0};
    for (;;) {
        rbgc_token token;
        if (!rbgc_expander_next(ex, &token))
            return NULL;
        if (token.kind == RBGC_TOK_END)
            break;
        list_push(arena, &list, &token);
    }
    *n_tokens = list.count;
    return list.items ? list.items : RBGC_NEW_ARRAY(arena, rbgc_token, 1);
}
