#include "directives.h"

#include <string.h>

static const char *const SECTION_NAMES[RBGC_SECTION_COUNT] = {
    "players", "pieces", "variables", "board", "rules",
};

const char *rbgc_section_name(rbgc_section_kind kind)
{
    return SECTION_NAMES[kind];
}

static int section_of_keyword(rbgc_token_kind kind)
{
    switch (kind) {
    case RBGC_TOK_KW_PLAYERS: return RBGC_SECTION_PLAYERS;
    case RBGC_TOK_KW_PIECES: return RBGC_SECTION_PIECES;
    case RBGC_TOK_KW_VARIABLES: return RBGC_SECTION_VARIABLES;
    case RBGC_TOK_KW_BOARD: return RBGC_SECTION_BOARD;
    case RBGC_TOK_KW_RULES: return RBGC_SECTION_RULES;
    default: return -1;
    }
}

static bool add_section(const rbgc_token *head, int directive, const rbgc_token *tokens, int begin,
                        int end, rbgc_diags *diags, rbgc_directives *out)
{
    int kind = section_of_keyword(head->kind);
    /* begin points just after the keyword */
    if (begin >= end || tokens[begin].kind != RBGC_TOK_ASSIGN) {
        rbgc_error(diags, begin < end ? tokens[begin].loc : head->loc,
                   "expected '=' after '#%s'", head->text);
        return false;
    }
    rbgc_section_text *section = &out->sections[kind];
    if (section->present)
        rbgc_warning(diags, head->loc, "section '#%s' declared again; this declaration replaces the earlier one",
                     head->text);
    section->present = true;
    section->directive = directive;
    section->loc = head->loc;
    section->body = tokens + begin + 1;
    section->n_body = end - begin - 1;
    if (section->n_body == 0 && kind != RBGC_SECTION_VARIABLES)
        rbgc_warning(diags, head->loc, "section '#%s' is empty", head->text);
    return true;
}

const rbgc_macro *rbgc_macro_definitions(const rbgc_directives *dirs, const char *name)
{
    return rbgc_name_table_get(&dirs->by_name, name);
}

/* The definition of `name` with `arity` parameters (any arity when negative), or NULL. */
static rbgc_macro *find_definition(const rbgc_directives *out, const char *name, int arity)
{
    for (rbgc_macro *m = rbgc_name_table_get(&out->by_name, name); m != NULL; m = m->next_overload)
        if (arity < 0 || m->arity == arity)
            return m;
    return NULL;
}

/* `tokens[begin]` is the macro name. */
static bool add_macro(const rbgc_token *tokens, int begin, int end, int directive,
                      rbgc_arena *arena, rbgc_diags *diags, rbgc_directives *out,
                      rbgc_ptr_vec *macros)
{
    const rbgc_token *name = &tokens[begin];
    int pos = begin + 1;
    rbgc_ptr_vec params = {0};
    if (pos < end && tokens[pos].kind == RBGC_TOK_LPAREN) {
        pos++;
        if (pos < end && tokens[pos].kind == RBGC_TOK_RPAREN) {
            rbgc_error(diags, tokens[pos].loc,
                       "empty parameter list of macro '%s'; a macro without parameters is written without parentheses",
                       name->text);
            return false;
        }
        for (;;) {
            if (pos >= end || tokens[pos].kind != RBGC_TOK_IDENT) {
                rbgc_error(diags, pos < end ? tokens[pos].loc : tokens[end - 1].loc,
                           "expected a parameter name (an identifier) in the parameter list of macro '%s'",
                           name->text);
                return false;
            }
            /* A repeated parameter name is kept: lookups find its first occurrence, and the
             * manual (4.1) asks for no diagnostic. */
            rbgc_ptr_vec_push(arena, &params, (void *)tokens[pos].text);
            pos++;
            if (pos < end && tokens[pos].kind == RBGC_TOK_SEMICOLON) {
                pos++;
                continue;
            }
            if (pos < end && tokens[pos].kind == RBGC_TOK_RPAREN) {
                pos++;
                break;
            }
            if (pos < end && tokens[pos].kind == RBGC_TOK_COMMA)
                rbgc_error(diags, tokens[pos].loc,
                           "macro parameters are separated by ';', not ','");
            else
                rbgc_error(diags, pos < end ? tokens[pos].loc : tokens[end - 1].loc,
                           "expected ';' or ')' in the parameter list of macro '%s'", name->text);
            return false;
        }
    }
    if (pos >= end || tokens[pos].kind != RBGC_TOK_ASSIGN) {
        rbgc_error(diags, pos < end ? tokens[pos].loc : tokens[end - 1].loc,
                   "expected '=' in the definition of macro '%s'", name->text);
        return false;
    }
    pos++;
    int arity = params.count;
    rbgc_macro *existing = find_definition(out, name->text, -1);
    if (existing != NULL && (arity == 0 || existing->arity == 0)) {
        rbgc_error(diags, name->loc,
                   arity == 0 ? "macro '%s' is already defined; a macro without parameters cannot be overloaded or redefined"
                              : "macro '%s' is already defined without parameters and cannot be overloaded",
                   name->text);
        return false;
    }
    if (pos == end)
        rbgc_warning(diags, name->loc, "macro '%s' has an empty body", name->text);
    if (find_definition(out, name->text, arity) != NULL) {
        rbgc_warning(diags, name->loc,
                     "macro '%s' with %d parameter%s is already defined; this definition is ignored and the first one is kept",
                     name->text, arity, arity == 1 ? "" : "s");
        return true;
    }
    rbgc_macro *macro = RBGC_NEW(arena, rbgc_macro);
    macro->name = name->text;
    macro->arity = arity;
    macro->params = (const char **)params.items;
    macro->body = tokens + pos;
    macro->n_body = end - pos;
    macro->directive = directive;
    macro->loc = name->loc;
    if (existing == NULL) {
        rbgc_name_table_put(arena, &out->by_name, macro->name, macro);
    } else {
        rbgc_macro *last = existing;
        while (last->next_overload != NULL)
            last = last->next_overload;
        last->next_overload = macro;
    }
    rbgc_ptr_vec_push(arena, macros, macro);
    out->macros = (rbgc_macro **)macros->items;
    out->n_macros = macros->count;
    return true;
}

bool rbgc_split_directives(const rbgc_token *tokens, int n_tokens, rbgc_arena *arena,
                           rbgc_diags *diags, rbgc_directives *out)
{
    memset(out, 0, sizeof *out);
    if (n_tokens == 0) {
        rbgc_error(diags, (rbgc_loc){0, 0, NULL}, "the file contains no tokens");
        return false;
    }
    if (tokens[0].kind != RBGC_TOK_HASH) {
        rbgc_error(diags, tokens[0].loc, "a game file must start with a directive ('#')");
        return false;
    }
    rbgc_ptr_vec macros = {0};
    int directive = 0;
    for (int start = 0; start < n_tokens;) {
        int end = start + 1;
        while (end < n_tokens && tokens[end].kind != RBGC_TOK_HASH)
            end++;
        directive++;
        if (start + 1 == end) {
            if (end == n_tokens) /* a lone '#' at the very end is ignored */
                break;
            rbgc_error(diags, tokens[end].loc, "expected a section name or a macro name after '#'");
            return false;
        }
        const rbgc_token *head = &tokens[start + 1];
        if (section_of_keyword(head->kind) >= 0) {
            if (!add_section(head, directive, tokens, start + 2, end, diags, out))
                return false;
        } else if (head->kind == RBGC_TOK_IDENT) {
            if (!add_macro(tokens, start + 1, end, directive, arena, diags, out, &macros))
                return false;
        } else {
            rbgc_error(diags, head->loc,
                       "expected a section name (players, pieces, variables, board, rules) or a macro name after '#'");
            return false;
        }
        start = end;
    }
    for (int kind = 0; kind < RBGC_SECTION_COUNT; kind++)
        if (!out->sections[kind].present) {
            rbgc_error(diags, (rbgc_loc){0, 0, NULL}, "the section '#%s' is missing",
                       SECTION_NAMES[kind]);
            return false;
        }
    return true;
}
