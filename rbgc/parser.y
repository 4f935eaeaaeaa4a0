/* The grammar of RBG after macro expansion (language reference sections 5, 6 and 7).
 *
 * One grammar serves every section: the adapter `yylex` first returns a pseudo-token naming the
 * section, then the section's expanded tokens.  In `#rules` it classifies each identifier as a
 * piece, player, variable or direction from the symbol tables, so typing is part of the grammar.
 * Leftover tokens at the end of a section are a warning, and the parse stops there. */

%define api.pure full
%define api.prefix {rbgc_yy}
%define api.token.prefix {T_}
%define api.location.type {rbgc_loc}
%define parse.error custom
%define parse.lac full
%locations
%param {rbgc_parser *p}

%code requires {
#include "parse.h"
#include "rules.h"
typedef struct rbgc_parser rbgc_parser;
}

%code provides {
int rbgc_yylex(RBGC_YYSTYPE *value, rbgc_loc *loc, rbgc_parser *p);
}

%code {
#include <stdlib.h>
#include <string.h>

#include "suggest.h"

static void rbgc_yyerror(rbgc_loc *loc, rbgc_parser *p, const char *message);
static const char *describe_last(rbgc_parser *p);

struct rbgc_parser {
    rbgc_arena *arena;
    rbgc_diags *diags;
    rbgc_expander *expander;
    const rbgc_section_text *text;
    const rbgc_directives *dirs;
    int start_token;
    bool started;
    const rbgc_game *symbols;     /* #rules: for classifying identifiers */
    const rbgc_token *last;       /* the last token handed to the parser */
    const rbgc_token *before_last; /* the one before it */
    rbgc_ptr_vec decls;
    rbgc_board_syntax *board;
    rbgc_rule *rules;
    long rule_nodes;
};

#define YYLLOC_DEFAULT(Current, Rhs, N) \
    do { (Current) = (N) ? YYRHSLOC(Rhs, 1) : YYRHSLOC(Rhs, 0); } while (0)

static rbgc_ptr_vec *list1(rbgc_parser *p, void *item)
{
    rbgc_ptr_vec *list = RBGC_NEW(p->arena, rbgc_ptr_vec);
    rbgc_ptr_vec_push(p->arena, list, item);
    return list;
}

static rbgc_ptr_vec *push(rbgc_parser *p, rbgc_ptr_vec *list, void *item)
{
    rbgc_ptr_vec_push(p->arena, list, item);
    return list;
}

static const char *section_name(const rbgc_parser *p)
{
    switch (p->start_token) {
    case T_START_PLAYERS: return "players";
    case T_START_PIECES: return "pieces";
    case T_START_VARIABLES: return "variables";
    case T_START_BOARD: return "board";
    default: return "rules";
    }
}

static void trailing(rbgc_parser *p, rbgc_loc loc)
{
    rbgc_warning(p->diags, loc, "%s ends section '#%s'; the rest of the section is ignored",
                 describe_last(p), section_name(p));
}

/* A closer that matches no opener would end the rules early, dropping the rest (a `*` after it,
 * say) in silence: unlike the other tokens that end the rules, it is an error. */
static void unmatched_closer(rbgc_parser *p, rbgc_loc loc)
{
    const char *closer = p->last->text;
    const char *opener = closer[0] == ')' ? "(" : closer[0] == ']' ? "[" : "{";
    rbgc_error(p->diags, loc,
               "unmatched '%s': it would end '#rules' here and the rest of the section would be "
               "ignored; remove it or add the missing '%s'",
               closer, opener);
}

static bool add_decl(rbgc_parser *p, const rbgc_token *name, const rbgc_token *bound)
{
    if (bound != NULL && bound->value == 0) {
        rbgc_error(p->diags, bound->loc, "the bound of '%s' must be a positive integer", name->text);
        return false;
    }
    rbgc_decl *decl = RBGC_NEW(p->arena, rbgc_decl);
    decl->name = name->text;
    decl->bound = bound ? bound->value : 0;
    decl->loc = name->loc;
    rbgc_ptr_vec_push(p->arena, &p->decls, decl);
    return true;
}

static bool rules_number(rbgc_parser *p, const rbgc_token *number, int64_t *out)
{
    if (number->value > 2147483647u) {
        rbgc_error(p->diags, number->loc,
                   "the integer %s is too large for the rules (the largest is 2147483647)", number->text);
        return false;
    }
    *out = number->value;
    return true;
}

static rbgc_arith *leaf(rbgc_parser *p, rbgc_arith_kind kind, const rbgc_token *token, int index)
{
    rbgc_arith *arith = rbgc_arith_new(p->arena, kind, token->loc);
    arith->index = index;
    return arith;
}

static rbgc_rule *power(rbgc_parser *p, rbgc_rule *body, const rbgc_token *count, rbgc_loc loc)
{
    uint32_t n = count->value;
    if (n == 0) {
        rbgc_warning(p->diags, count->loc, "'^0' repeats its operand once, like '^1'");
        n = 1;
    }
    long size = rbgc_rule_size(body);
    if ((int64_t)size * n > RBGC_RULES_SIZE_LIMIT || p->rule_nodes + (int64_t)size * n > RBGC_RULES_SIZE_LIMIT) {
        rbgc_error(p->diags, count->loc,
                   "the rules are too large once powers are unrolled (more than %d actions)",
                   RBGC_RULES_SIZE_LIMIT);
        return NULL;
    }
    p->rule_nodes += size * (long)(n - 1);
    if (n == 1)
        return body;
    rbgc_ptr_vec copies = {0};
    rbgc_ptr_vec_push(p->arena, &copies, body);
    for (uint32_t i = 1; i < n; i++)
        rbgc_ptr_vec_push(p->arena, &copies, rbgc_rule_copy(p->arena, body));
    return rbgc_rule_group(p->arena, RBGC_RULE_CONCAT, loc, &copies);
}

static rbgc_rule *node(rbgc_parser *p, rbgc_rule_kind kind, rbgc_loc loc)
{
    p->rule_nodes++;
    return rbgc_rule_new(p->arena, kind, loc);
}

static int compare_ints(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}
}

%union {
    const rbgc_token *token;
    rbgc_ptr_vec *list;
    rbgc_rule *rule;
    rbgc_arith *arith;
    int op;
    rbgc_boardline_syntax *line;
    rbgc_layer_syntax *layer;
    rbgc_vertex_syntax *vertex;
    rbgc_edge_syntax *edge;
}

%token END 0 "end of section"
%token <token> IDENT "identifier" NUMBER "number" STRING "string"
%token <token> PIECE "piece name" PLAYER "player name" VARIABLE "variable name" EDGE "direction"
%token <token> KW_PLAYERS "'players'" KW_PIECES "'pieces'" KW_VARIABLES "'variables'"
%token <token> KW_RULES "'rules'" KW_BOARD "'board'" KW_HEXAGON "'hexagon'"
%token <token> KW_CUBOID "'cuboid'" KW_RECTANGLE "'rectangle'"
%token <token> HASH "'#'" ASSIGN "'='" LPAREN "'('" RPAREN "')'" LBRACKET "'['" RBRACKET "']'"
%token <token> LBRACKET_DOLLAR "'[$'" LBRACE "'{'" RBRACE "'}'" LBRACE_QUESTION "'{?'"
%token <token> LBRACE_BANG "'{!'" LBRACE_DOLLAR "'{$'" ARROW "'->'" KEEPER_ARROW "'->>'"
%token <token> PLUS_ARROW "'+>'" PLUS "'+'" MINUS "'-'" STAR "'*'" SLASH "'/'" CARET "'^'"
%token <token> PERIOD "'.'" COMMA "','" SEMICOLON "';'" COLON "':'" TILDE "'~'"
%token <token> EQ "'=='" NE "'!='" LT "'<'" LE "'<='" GT "'>'" GE "'>='"
%token <token> BANG "'!'" QUESTION "'?'" DOLLAR "'$'"
%token START_PLAYERS START_PIECES START_VARIABLES START_BOARD START_RULES

%type <list> choice_list seq_list piece_list pieces assignments sum_list diff_list prod_list quot_list
%type <list> lines layers edges graph
%type <rule> move_expr seq move_item suffixable pattern action assignment
%type <arith> arith diff prod quot atom
%type <op> relop
%type <line> line
%type <layer> layer
%type <vertex> vertex
%type <edge> edge
%type <token> label
%type <list> line_items

/* After a direction, switch, '.' or parenthesised move, '^' is a power suffix; elsewhere at the
 * top level it ends the rules (and is reported as a trailing token). */
%precedence SUFFIXLESS
%precedence CARET

%start start

%%

start:
    START_PLAYERS bounded_list decl_end
  | START_VARIABLES bounded_list decl_end
  | START_PIECES piece_decls decl_end
  | START_BOARD board
  | START_RULES rules
  ;

/* ---- declarations: entries separated by one or more commas ---- */

bounded_list: bounded_ready | bounded_after ;
bounded_ready:
    %empty
  | bounded_ready COMMA
  | bounded_after COMMA
  ;
bounded_after:
    bounded_ready IDENT LPAREN NUMBER RPAREN  { if (!add_decl(p, $2, $4)) YYABORT; }
  ;

piece_decls: piece_ready | piece_after ;
piece_ready:
    %empty
  | piece_ready COMMA
  | piece_after COMMA
  ;
piece_after:
    piece_ready IDENT  { if (!add_decl(p, $2, NULL)) YYABORT; }
  ;

decl_end:
    END
  | not_comma_or_ident  { trailing(p, @1); YYACCEPT; }
  ;

/* ---- board ---- */

board:
    generator generator_end
  | graph {
        /* Stored before the end is read: a trailing token accepts the parse at once. */
        p->board = RBGC_NEW(p->arena, rbgc_board_syntax);
        p->board->kind = RBGC_BOARD_GRAPH;
        p->board->loc = @1;
        p->board->vertices = (rbgc_vertex_syntax **)$1->items;
        p->board->n_vertices = $1->count;
    } graph_end
  ;

generator_end:
    END
  | any_token  { trailing(p, @1); YYACCEPT; }
  ;

graph_end:
    END
  | not_ident  { trailing(p, @1); YYACCEPT; }
  ;

generator:
    KW_RECTANGLE LPAREN label COMMA label COMMA label COMMA label COMMA lines RPAREN {
        rbgc_board_syntax *b = p->board = RBGC_NEW(p->arena, rbgc_board_syntax);
        b->kind = RBGC_BOARD_RECTANGLE;
        b->loc = @1;
        b->labels[0] = $3; b->labels[1] = $5; b->labels[2] = $7; b->labels[3] = $9;
        b->n_labels = 4;
        rbgc_layer_syntax *layer = RBGC_NEW(p->arena, rbgc_layer_syntax);
        layer->lines = (rbgc_boardline_syntax **)$11->items;
        layer->n_lines = $11->count;
        layer->loc = @11;
        b->layers = RBGC_NEW_ARRAY(p->arena, rbgc_layer_syntax *, 1);
        b->layers[0] = layer;
        b->n_layers = 1;
    }
  | KW_HEXAGON LPAREN label COMMA label COMMA label COMMA label COMMA label COMMA label COMMA lines RPAREN {
        rbgc_board_syntax *b = p->board = RBGC_NEW(p->arena, rbgc_board_syntax);
        b->kind = RBGC_BOARD_HEXAGON;
        b->loc = @1;
        b->labels[0] = $3; b->labels[1] = $5; b->labels[2] = $7;
        b->labels[3] = $9; b->labels[4] = $11; b->labels[5] = $13;
        b->n_labels = 6;
        rbgc_layer_syntax *layer = RBGC_NEW(p->arena, rbgc_layer_syntax);
        layer->lines = (rbgc_boardline_syntax **)$15->items;
        layer->n_lines = $15->count;
        layer->loc = @15;
        b->layers = RBGC_NEW_ARRAY(p->arena, rbgc_layer_syntax *, 1);
        b->layers[0] = layer;
        b->n_layers = 1;
    }
  | KW_CUBOID LPAREN label COMMA label COMMA label COMMA label COMMA label COMMA label COMMA layers RPAREN {
        rbgc_board_syntax *b = p->board = RBGC_NEW(p->arena, rbgc_board_syntax);
        b->kind = RBGC_BOARD_CUBOID;
        b->loc = @1;
        b->labels[0] = $3; b->labels[1] = $5; b->labels[2] = $7;
        b->labels[3] = $9; b->labels[4] = $11; b->labels[5] = $13;
        b->n_labels = 6;
        b->layers = (rbgc_layer_syntax **)$15->items;
        b->n_layers = $15->count;
    }
  ;

label: IDENT ;

lines:
    line        { $$ = list1(p, $1); }
  | lines line  { $$ = push(p, $1, $2); }
  ;

line:
    LBRACKET line_items RBRACKET {
        $$ = RBGC_NEW(p->arena, rbgc_boardline_syntax);
        $$->items = (const rbgc_token **)$2->items;
        $$->n_items = $2->count;
        $$->loc = @1;
    }
  ;

line_items:
    %empty                { $$ = RBGC_NEW(p->arena, rbgc_ptr_vec); }
  | line_items IDENT      { $$ = push(p, $1, (void *)$2); }
  | line_items COMMA      { $$ = push(p, $1, (void *)$2); }
  ;

layers:
    layer         { $$ = list1(p, $1); }
  | layers layer  { $$ = push(p, $1, $2); }
  ;

layer:
    LBRACKET lines RBRACKET {
        $$ = RBGC_NEW(p->arena, rbgc_layer_syntax);
        $$->lines = (rbgc_boardline_syntax **)$2->items;
        $$->n_lines = $2->count;
        $$->loc = @1;
    }
  ;

graph:
    vertex        { $$ = list1(p, $1); }
  | graph vertex  { $$ = push(p, $1, $2); }
  ;

vertex:
    IDENT LBRACKET IDENT RBRACKET LBRACE edges RBRACE {
        $$ = RBGC_NEW(p->arena, rbgc_vertex_syntax);
        $$->name = $1;
        $$->piece = $3;
        $$->n_edges = $6->count;
        $$->edges = RBGC_NEW_ARRAY(p->arena, rbgc_edge_syntax, $6->count);
        for (int i = 0; i < $6->count; i++)
            $$->edges[i] = *(rbgc_edge_syntax *)$6->items[i];
    }
  ;

edges:
    edge              { $$ = list1(p, $1); }
  | edges COMMA edge  { $$ = push(p, $1, $3); }
  ;

edge:
    IDENT COLON IDENT {
        $$ = RBGC_NEW(p->arena, rbgc_edge_syntax);
        $$->label = $1;
        $$->target = $3;
    }
  ;

/* ---- rules ---- */

rules:
    move_expr { p->rules = $1; } rules_end
  ;

rules_end:
    END
  | rules_closer  { unmatched_closer(p, @1); YYABORT; }
  | rules_trail   { trailing(p, @1); YYACCEPT; }
  ;

move_expr:
    choice_list  { $$ = rbgc_rule_group(p->arena, RBGC_RULE_CHOICE, @1, $1); }
  ;

choice_list:
    seq                    { $$ = list1(p, $1); }
  | choice_list PLUS seq   { $$ = push(p, $1, $3); }
  ;

seq:
    seq_list  { $$ = rbgc_rule_group(p->arena, RBGC_RULE_CONCAT, @1, $1); }
  ;

seq_list:
    move_item           { $$ = list1(p, $1); }
  | seq_list move_item  { $$ = push(p, $1, $2); }
  ;

move_item:
    suffixable %prec SUFFIXLESS
  | suffixable STAR              { $$ = rbgc_rule_unary(p->arena, RBGC_RULE_STAR, @1, $1); p->rule_nodes++; }
  | suffixable CARET NUMBER      { if (!($$ = power(p, $1, $3, @1))) YYABORT; }
  | pattern %prec SUFFIXLESS
  | pattern CARET {
        /* Unlike `{p}^2`, which ends the expression, a pattern with a power is an error (7.4). */
        rbgc_error(p->diags, @2, "a pattern takes no suffix; write ({? ...})^N instead");
        YYABORT;
    }
  | action
  ;

suffixable:
    EDGE {
        $$ = node(p, RBGC_RULE_SHIFT, @1);
        $$->edge = rbgc_game_edge(p->symbols, $1->text);
    }
  | ARROW PLAYER {
        $$ = node(p, RBGC_RULE_SWITCH, @1);
        $$->player = rbgc_game_player(p->symbols, $2->text);
    }
  | KEEPER_ARROW                 { $$ = node(p, RBGC_RULE_KEEPER_SWITCH, @1); }
  | PERIOD                       { $$ = node(p, RBGC_RULE_NOOP, @1); }
  | LPAREN move_expr RPAREN      { $$ = $2; }
  ;

pattern:
    LBRACE_QUESTION move_expr RBRACE  { $$ = rbgc_rule_unary(p->arena, RBGC_RULE_PATTERN, @1, $2); p->rule_nodes++; }
  | LBRACE_BANG move_expr RBRACE {
        $$ = rbgc_rule_unary(p->arena, RBGC_RULE_PATTERN, @1, $2);
        $$->negated = true;
        p->rule_nodes++;
    }
  ;

action:
    LBRACE piece_list RBRACE {
        $$ = node(p, RBGC_RULE_ON, @1);
        int *pieces = RBGC_NEW_ARRAY(p->arena, int, $2->count + 1);
        for (int i = 0; i < $2->count; i++)
            pieces[i] = rbgc_game_piece(p->symbols, ((const rbgc_token *)$2->items[i])->text);
        qsort(pieces, (size_t)$2->count, sizeof(int), compare_ints);
        for (int i = 0; i < $2->count; i++) /* a test against a set: duplicates are dropped */
            if (i == 0 || pieces[i] != pieces[i - 1])
                pieces[$$->n_pieces++] = pieces[i];
        $$->pieces = pieces;
    }
  | LBRACKET piece_list RBRACKET {
        rbgc_ptr_vec offs = {0};
        for (int i = 0; i < $2->count; i++) {
            const rbgc_token *piece = $2->items[i];
            rbgc_rule *off = node(p, RBGC_RULE_OFF, piece->loc);
            off->piece = rbgc_game_piece(p->symbols, piece->text);
            rbgc_ptr_vec_push(p->arena, &offs, off);
        }
        if (offs.count == 0)
            $$ = node(p, RBGC_RULE_CHOICE, @1); /* `[]`: a choice of no off, never legal */
        else
            $$ = rbgc_rule_group(p->arena, RBGC_RULE_CHOICE, @1, &offs);
    }
  | LBRACKET_DOLLAR assignments RBRACKET  { $$ = rbgc_rule_group(p->arena, RBGC_RULE_CONCAT, @1, $2); }
  | LBRACE_DOLLAR arith relop arith RBRACE {
        $$ = node(p, RBGC_RULE_COMPARE, @1);
        $$->left = $2;
        $$->op = $3;
        $$->right = $4;
    }
  ;

piece_list:
    %empty  { $$ = RBGC_NEW(p->arena, rbgc_ptr_vec); }
  | pieces
  ;

pieces:
    PIECE               { $$ = list1(p, (void *)$1); }
  | pieces COMMA PIECE  { $$ = push(p, $1, (void *)$3); }
  ;

assignments:
    assignment                     { $$ = list1(p, $1); }
  | assignments COMMA assignment   { $$ = push(p, $1, $3); }
  ;

assignment:
    VARIABLE ASSIGN arith {
        $$ = node(p, RBGC_RULE_ASSIGN, @1);
        $$->variable = rbgc_game_variable(p->symbols, $1->text);
        $$->value = $3;
    }
  | PLAYER ASSIGN arith {
        $$ = node(p, RBGC_RULE_ASSIGN, @1);
        $$->variable = rbgc_game_variable(p->symbols, $1->text);
        $$->value = $3;
    }
  ;

relop:
    EQ  { $$ = RBGC_CMP_EQ; }
  | NE  { $$ = RBGC_CMP_NE; }
  | LT  { $$ = RBGC_CMP_LT; }
  | LE  { $$ = RBGC_CMP_LE; }
  | GT  { $$ = RBGC_CMP_GT; }
  | GE  { $$ = RBGC_CMP_GE; }
  ;

/* `-` binds tighter than `+`, and `/` tighter than `*` (so a * b / c is a * (b / c)). */
arith:      sum_list   { $$ = rbgc_arith_group(p->arena, RBGC_ARITH_ADD, $1); } ;
sum_list:   diff                  { $$ = list1(p, $1); }
          | sum_list PLUS diff    { $$ = push(p, $1, $3); } ;
diff:       diff_list  { $$ = rbgc_arith_group(p->arena, RBGC_ARITH_SUB, $1); } ;
diff_list:  prod                  { $$ = list1(p, $1); }
          | diff_list MINUS prod  { $$ = push(p, $1, $3); } ;
prod:       prod_list  { $$ = rbgc_arith_group(p->arena, RBGC_ARITH_MUL, $1); } ;
prod_list:  quot                  { $$ = list1(p, $1); }
          | prod_list STAR quot   { $$ = push(p, $1, $3); } ;
quot:       quot_list  { $$ = rbgc_arith_group(p->arena, RBGC_ARITH_DIV, $1); } ;
quot_list:  atom                  { $$ = list1(p, $1); }
          | quot_list SLASH atom  { $$ = push(p, $1, $3); } ;

atom:
    NUMBER {
        $$ = leaf(p, RBGC_ARITH_CONST, $1, 0);
        if (!rules_number(p, $1, &$$->value)) YYABORT;
    }
  | PLUS NUMBER {
        $$ = leaf(p, RBGC_ARITH_CONST, $2, 0);
        $$->loc = @1;
        if (!rules_number(p, $2, &$$->value)) YYABORT;
    }
  | VARIABLE  { $$ = leaf(p, RBGC_ARITH_VARIABLE, $1, rbgc_game_variable(p->symbols, $1->text)); }
  | PLAYER    { $$ = leaf(p, RBGC_ARITH_VARIABLE, $1, rbgc_game_variable(p->symbols, $1->text)); }
  | PIECE     { $$ = leaf(p, RBGC_ARITH_COUNT, $1, rbgc_game_piece(p->symbols, $1->text)); }
  | LPAREN arith RPAREN  { $$ = $2; }
  ;

/* ---- token classes for the ends of sections ---- */

keyword: KW_PLAYERS | KW_PIECES | KW_VARIABLES | KW_RULES | KW_BOARD | KW_HEXAGON | KW_CUBOID | KW_RECTANGLE ;

/* Tokens that end an expression at the top level of #rules (language reference 7.8). */
rules_closer: RPAREN | RBRACKET | RBRACE ;
rules_trail:
    CARET | COLON | SEMICOLON | BANG | QUESTION | DOLLAR | PLUS_ARROW | STRING | keyword
  ;

not_comma_or_ident:
    NUMBER | STRING | keyword | HASH | ASSIGN | LPAREN | RPAREN | LBRACKET | RBRACKET
  | LBRACKET_DOLLAR | LBRACE | RBRACE | LBRACE_QUESTION | LBRACE_BANG | LBRACE_DOLLAR
  | ARROW | KEEPER_ARROW | PLUS_ARROW | PLUS | MINUS | STAR | SLASH | CARET | PERIOD
  | SEMICOLON | COLON | TILDE | EQ | NE | LT | LE | GT | GE | BANG | QUESTION | DOLLAR
  ;

not_ident: not_comma_or_ident | COMMA ;
any_token: not_ident | IDENT ;

%%

/* ---- the adapter between the expander and the parser ---- */

static const int TOKEN_OF_KIND[RBGC_TOK_KIND_COUNT] = {
    [RBGC_TOK_END] = T_END,
    [RBGC_TOK_IDENT] = T_IDENT,
    [RBGC_TOK_NUMBER] = T_NUMBER,
    [RBGC_TOK_STRING] = T_STRING,
    [RBGC_TOK_KW_PLAYERS] = T_KW_PLAYERS,
    [RBGC_TOK_KW_PIECES] = T_KW_PIECES,
    [RBGC_TOK_KW_VARIABLES] = T_KW_VARIABLES,
    [RBGC_TOK_KW_RULES] = T_KW_RULES,
    [RBGC_TOK_KW_BOARD] = T_KW_BOARD,
    [RBGC_TOK_KW_HEXAGON] = T_KW_HEXAGON,
    [RBGC_TOK_KW_CUBOID] = T_KW_CUBOID,
    [RBGC_TOK_KW_RECTANGLE] = T_KW_RECTANGLE,
    [RBGC_TOK_HASH] = T_HASH,
    [RBGC_TOK_ASSIGN] = T_ASSIGN,
    [RBGC_TOK_LPAREN] = T_LPAREN,
    [RBGC_TOK_RPAREN] = T_RPAREN,
    [RBGC_TOK_LBRACKET] = T_LBRACKET,
    [RBGC_TOK_RBRACKET] = T_RBRACKET,
    [RBGC_TOK_LBRACKET_DOLLAR] = T_LBRACKET_DOLLAR,
    [RBGC_TOK_LBRACE] = T_LBRACE,
    [RBGC_TOK_RBRACE] = T_RBRACE,
    [RBGC_TOK_LBRACE_QUESTION] = T_LBRACE_QUESTION,
    [RBGC_TOK_LBRACE_BANG] = T_LBRACE_BANG,
    [RBGC_TOK_LBRACE_DOLLAR] = T_LBRACE_DOLLAR,
    [RBGC_TOK_ARROW] = T_ARROW,
    [RBGC_TOK_KEEPER_ARROW] = T_KEEPER_ARROW,
    [RBGC_TOK_PLUS_ARROW] = T_PLUS_ARROW,
    [RBGC_TOK_PLUS] = T_PLUS,
    [RBGC_TOK_MINUS] = T_MINUS,
    [RBGC_TOK_STAR] = T_STAR,
    [RBGC_TOK_SLASH] = T_SLASH,
    [RBGC_TOK_CARET] = T_CARET,
    [RBGC_TOK_PERIOD] = T_PERIOD,
    [RBGC_TOK_COMMA] = T_COMMA,
    [RBGC_TOK_SEMICOLON] = T_SEMICOLON,
    [RBGC_TOK_COLON] = T_COLON,
    [RBGC_TOK_TILDE] = T_TILDE,
    [RBGC_TOK_EQ] = T_EQ,
    [RBGC_TOK_NE] = T_NE,
    [RBGC_TOK_LT] = T_LT,
    [RBGC_TOK_LE] = T_LE,
    [RBGC_TOK_GT] = T_GT,
    [RBGC_TOK_GE] = T_GE,
    [RBGC_TOK_BANG] = T_BANG,
    [RBGC_TOK_QUESTION] = T_QUESTION,
    [RBGC_TOK_DOLLAR] = T_DOLLAR,
};

/* "; did you mean ...?" for an undeclared name, or "" when nothing is close; a macro that is
 * defined but not visible where the name stands is named instead. */
static const char *undeclared_hint(rbgc_parser *p, const rbgc_token *token)
{
    const char *name = token->text;
    const rbgc_expansion *inner = token->loc.chain;
    const rbgc_macro *later = rbgc_macro_definitions(p->dirs, name);
    if (later != NULL && inner != NULL && inner->kind == RBGC_EXPANSION_MACRO &&
        strcmp(inner->macro, name) == 0)
        return "; a macro is not expanded in its own body";
    if (later != NULL)
        return rbgc_arena_printf(p->arena,
                                 "; the macro '%s' (line %d) is defined after the text that uses it, "
                                 "so it is not expanded here",
                                 name, later->loc.line);
    const rbgc_game *g = p->symbols;
    rbgc_suggestion s = rbgc_suggest_start(name);
    for (int i = 0; i < g->n_pieces; i++)
        rbgc_suggest_consider(&s, g->pieces[i], "piece");
    for (int i = 0; i < g->n_players; i++)
        rbgc_suggest_consider(&s, g->players[i].name, "player");
    for (int i = 0; i < g->n_variables; i++)
        rbgc_suggest_consider(&s, g->variables[i].name, "variable");
    for (int i = 0; i < g->n_edges; i++)
        rbgc_suggest_consider(&s, g->edges[i], "direction");
    for (int i = 0; i < p->dirs->n_macros; i++)
        if (p->dirs->macros[i]->directive < p->text->directive)
            rbgc_suggest_consider(&s, p->dirs->macros[i]->name, "macro");
    if (s.best == NULL)
        return "";
    return rbgc_arena_printf(p->arena, "; did you mean the %s '%s'?", s.best_what, s.best);
}

/* A name as quoted in a message: a very long one is cut, so that the message still says what
 * is wrong with it. */
static const char *shown_name(rbgc_parser *p, const char *name)
{
    return strlen(name) <= 64 ? name : rbgc_arena_printf(p->arena, "%.60s...", name);
}

/* The class of an identifier in #rules; names of the different classes never clash. */
static int classify(rbgc_parser *p, const rbgc_token *token)
{
    if (rbgc_game_piece(p->symbols, token->text) >= 0)
        return T_PIECE;
    if (rbgc_game_player(p->symbols, token->text) >= 0)
        return T_PLAYER;
    if (rbgc_game_variable(p->symbols, token->text) >= 0)
        return T_VARIABLE;
    if (rbgc_game_edge(p->symbols, token->text) >= 0)
        return T_EDGE;
    rbgc_error(p->diags, token->loc,
               "'%s' is not declared (it is no piece, player, variable or board direction)%s",
               shown_name(p, token->text), undeclared_hint(p, token));
    return T_RBGC_YYerror;
}

int rbgc_yylex(RBGC_YYSTYPE *value, rbgc_loc *loc, rbgc_parser *p)
{
    if (!p->started) {
        p->started = true;
        *loc = p->text->loc;
        return p->start_token;
    }
    const rbgc_token *token = rbgc_expander_next_kept(p->expander);
    if (token == NULL)
        return T_RBGC_YYerror;
    if (token->kind == RBGC_TOK_END) {
        /* Errors at the end of a section point at its last token (or at its keyword). */
        rbgc_token *end = RBGC_NEW(p->arena, rbgc_token);
        *end = *token;
        end->loc = p->last ? p->last->loc : p->text->loc;
        end->text = "";
        token = end;
    }
    p->before_last = p->last;
    p->last = token;
    value->token = token;
    *loc = token->loc;
    if (token->kind == RBGC_TOK_IDENT && p->symbols != NULL)
        return classify(p, token);
    return TOKEN_OF_KIND[token->kind];
}

/* ---- syntax error messages: the unexpected token and what could have come instead ---- */

typedef struct {
    const char *name;
    yysymbol_kind_t members[12];
} token_group;

/* When every member of a group is expected, the group is named instead of its members. */
static const token_group GROUPS[] = {
    {"an action", {YYSYMBOL_EDGE, YYSYMBOL_ARROW, YYSYMBOL_KEEPER_ARROW, YYSYMBOL_PERIOD,
                   YYSYMBOL_LPAREN, YYSYMBOL_LBRACE_QUESTION, YYSYMBOL_LBRACE_BANG, YYSYMBOL_LBRACE,
                   YYSYMBOL_LBRACKET, YYSYMBOL_LBRACKET_DOLLAR, YYSYMBOL_LBRACE_DOLLAR, YYSYMBOL_YYEMPTY}},
    {"an arithmetic operand", {YYSYMBOL_NUMBER, YYSYMBOL_PLUS, YYSYMBOL_VARIABLE, YYSYMBOL_PLAYER,
                               YYSYMBOL_PIECE, YYSYMBOL_LPAREN, YYSYMBOL_YYEMPTY}},
    {"a comparison operator", {YYSYMBOL_EQ, YYSYMBOL_NE, YYSYMBOL_LT, YYSYMBOL_LE, YYSYMBOL_GT,
                               YYSYMBOL_GE, YYSYMBOL_YYEMPTY}},
    {"an arithmetic operator", {YYSYMBOL_PLUS, YYSYMBOL_MINUS, YYSYMBOL_STAR, YYSYMBOL_SLASH,
                                YYSYMBOL_YYEMPTY}},
};

/* Where the end of the section is expected, tokens that would merely end it too are not worth
 * listing: in #rules the closers and other tokens of 7.8, elsewhere anything but a name or ','. */
static bool merely_ends(const rbgc_parser *p, yysymbol_kind_t kind)
{
    if (p->symbols == NULL)
        return kind != YYSYMBOL_IDENT && kind != YYSYMBOL_COMMA && kind != YYSYMBOL_YYEOF;
    switch (kind) {
    case YYSYMBOL_RPAREN: case YYSYMBOL_RBRACKET: case YYSYMBOL_RBRACE: case YYSYMBOL_CARET:
    case YYSYMBOL_COLON: case YYSYMBOL_SEMICOLON: case YYSYMBOL_BANG: case YYSYMBOL_QUESTION:
    case YYSYMBOL_DOLLAR: case YYSYMBOL_PLUS_ARROW: case YYSYMBOL_STRING: case YYSYMBOL_KW_PLAYERS:
    case YYSYMBOL_KW_PIECES: case YYSYMBOL_KW_VARIABLES: case YYSYMBOL_KW_RULES:
    case YYSYMBOL_KW_BOARD: case YYSYMBOL_KW_HEXAGON: case YYSYMBOL_KW_CUBOID:
    case YYSYMBOL_KW_RECTANGLE:
        return true;
    default:
        return false;
    }
}

/* How the offending token is named: in #rules an identifier by its class ("direction 'up'"). */
static const char *describe_last(rbgc_parser *p)
{
    const rbgc_token *token = p->last;
    if (token == NULL || token->kind == RBGC_TOK_END)
        return "end of section";
    if (token->kind == RBGC_TOK_IDENT && p->symbols != NULL) {
        const char *class = rbgc_game_piece(p->symbols, token->text) >= 0    ? "piece name"
                            : rbgc_game_player(p->symbols, token->text) >= 0  ? "player name"
                            : rbgc_game_variable(p->symbols, token->text) >= 0 ? "variable name"
                                                                              : "direction";
        return rbgc_arena_printf(p->arena, "%s '%s'", class, token->text);
    }
    return rbgc_token_describe(p->arena, token);
}

static int yyreport_syntax_error(const yypcontext_t *context, rbgc_parser *p)
{
    yysymbol_kind_t expected[YYNTOKENS];
    int n = yypcontext_expected_tokens(context, expected, YYNTOKENS);
    if (n == 1 && expected[0] == YYSYMBOL_PLAYER && p->before_last != NULL &&
        p->before_last->kind == RBGC_TOK_ARROW) {
        /* Reported at the '->', which is what is incomplete, not at whatever follows it. */
        rbgc_error(p->diags, p->before_last->loc, "'->' must be followed by a player name, not %s",
                   yypcontext_token(context) == YYSYMBOL_YYEOF
                       ? rbgc_arena_printf(p->arena, "the end of section '#%s'", section_name(p))
                       : describe_last(p));
        return 0;
    }
    bool end_expected = false;
    for (int i = 0; i < n; i++)
        end_expected |= expected[i] == YYSYMBOL_YYEOF;
    const char *names[YYNTOKENS];
    int n_names = 0;
    bool used[YYNTOKENS] = {0};
    /* At the end of a section almost any token could stop it; list only what continues it. */
    if (end_expected)
        for (int i = 0; i < n; i++)
            if (merely_ends(p, expected[i]))
                used[i] = true;
    /* The groups are made of #rules tokens: elsewhere they would only bring back tokens that
     * merely end the section (`#players = a(1) b(1)` expects ',' or the end, not an operator). */
    for (size_t g = 0; p->symbols != NULL && g < sizeof GROUPS / sizeof GROUPS[0]; g++) {
        int found[12], n_found = 0, n_members = 0;
        for (; GROUPS[g].members[n_members] != YYSYMBOL_YYEMPTY; n_members++)
            for (int i = 0; i < n; i++)
                if (expected[i] == GROUPS[g].members[n_members])
                    found[n_found++] = i;
        if (n_found == n_members && n_members > 1) {
            for (int k = 0; k < n_found; k++)
                used[found[k]] = true;
            names[n_names++] = GROUPS[g].name;
        }
    }
    for (int i = 0; i < n; i++)
        if (!used[i])
            names[n_names++] = yysymbol_name(expected[i]);
    char message[1024];
    size_t len = (size_t)snprintf(message, sizeof message, "unexpected %s", describe_last(p));
    if (yypcontext_token(context) == YYSYMBOL_YYEOF)
        len = (size_t)snprintf(message, sizeof message, "unexpected end of section '#%s'",
                               section_name(p));
    for (int i = 0; i < n_names && len < sizeof message; i++)
        len += (size_t)snprintf(message + len, sizeof message - len, "%s%s",
                                i == 0 ? "; expected " : i == n_names - 1 ? " or " : ", ", names[i]);
    rbgc_error(p->diags, *yypcontext_location(context), "%s", message);
    return 0;
}

static void rbgc_yyerror(rbgc_loc *loc, rbgc_parser *p, const char *message)
{
    /* Only reached for internal failures such as an exhausted parser stack. */
    rbgc_error(p->diags, *loc, "%s", strcmp(message, "memory exhausted") == 0
                                         ? "the expression is nested too deeply"
                                         : message);
}

/* ---- entry points ---- */

static bool run(rbgc_parser *p, rbgc_arena *arena, rbgc_diags *diags,
                const rbgc_directives *dirs, rbgc_section_kind kind)
{
    static const int START[RBGC_SECTION_COUNT] = {
        [RBGC_SECTION_PLAYERS] = T_START_PLAYERS, [RBGC_SECTION_PIECES] = T_START_PIECES,
        [RBGC_SECTION_VARIABLES] = T_START_VARIABLES, [RBGC_SECTION_BOARD] = T_START_BOARD,
        [RBGC_SECTION_RULES] = T_START_RULES,
    };
    p->arena = arena;
    p->diags = diags;
    p->text = &dirs->sections[kind];
    p->dirs = dirs;
    p->start_token = START[kind];
    p->expander = rbgc_expander_new(arena, diags, dirs, p->text);
    int errors = diags->errors;
    int result = rbgc_yyparse(p);
    if (result != 0 && diags->errors == errors)
        rbgc_error(diags, p->last ? p->last->loc : p->text->loc, "cannot parse section '#%s'",
                   rbgc_section_name(kind));
    return result == 0;
}

bool rbgc_parse_declarations(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                             rbgc_section_kind kind, rbgc_ptr_vec *out)
{
    rbgc_parser p = {0};
    if (!run(&p, arena, diags, dirs, kind))
        return false;
    *out = p.decls;
    return true;
}

bool rbgc_parse_board(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                      rbgc_board_syntax **out)
{
    rbgc_parser p = {0};
    if (!run(&p, arena, diags, dirs, RBGC_SECTION_BOARD))
        return false;
    *out = p.board;
    return true;
}

bool rbgc_parse_rules(rbgc_arena *arena, rbgc_diags *diags, const rbgc_directives *dirs,
                      const rbgc_game *symbols, rbgc_rule **out)
{
    rbgc_parser p = {0};
    p.symbols = symbols;
    if (!run(&p, arena, diags, dirs, RBGC_SECTION_RULES))
        return false;
    *out = p.rules;
    return true;
}
