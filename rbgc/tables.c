#include "tables.h"

#include "check_pruning.h"
#include "checked_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *alloc(size_t n, size_t size)
{
    return rbg_checked_calloc(n, size);
}

static char *copy(const char *text)
{
    char *result = alloc(strlen(text) + 1, 1);
    strcpy(result, text);
    return result;
}

static char **copy_names(const char *const *names, int n, int offset)
{
    char **result = alloc((size_t)(n + offset), sizeof *result);
    for (int i = 0; i < n; i++)
        result[i + offset] = copy(names[i]);
    if (offset)
        result[0] = copy("");
    return result;
}

/* ---- expressions ---- */

typedef struct {
    rbg_program *p;
    int cap_exprs, cap_operands, n_operands;
} expr_builder;

static int32_t add_expr(expr_builder *b, const rbgc_arith *a)
{
    rbg_program *p = b->p;
    int32_t first = 0;
    if (a->n_operands > 0) {
        int32_t children[a->n_operands];
        for (int i = 0; i < a->n_operands; i++)
            children[i] = add_expr(b, a->operands[i]);
        if (b->n_operands + a->n_operands > b->cap_operands) {
            b->cap_operands = (b->n_operands + a->n_operands) * 2 + 16;
            p->operand_list = rbg_checked_realloc(p->operand_list, (size_t)b->cap_operands, sizeof(int32_t));
        }
        first = b->n_operands;
        memcpy(p->operand_list + first, children, sizeof(int32_t) * (size_t)a->n_operands);
        b->n_operands += a->n_operands;
    }
    if (p->n_exprs == b->cap_exprs) {
        b->cap_exprs = b->cap_exprs * 2 + 16;
        p->exprs = rbg_checked_realloc(p->exprs, (size_t)b->cap_exprs, sizeof *p->exprs);
    }
    rbg_expr *e = &p->exprs[p->n_exprs];
    static const uint8_t OP[] = {
        [RBGC_ARITH_CONST] = RBG_EXPR_CONST, [RBGC_ARITH_VARIABLE] = RBG_EXPR_VARIABLE,
        [RBGC_ARITH_COUNT] = RBG_EXPR_COUNT, [RBGC_ARITH_ADD] = RBG_EXPR_ADD,
        [RBGC_ARITH_SUB] = RBG_EXPR_SUB,     [RBGC_ARITH_MUL] = RBG_EXPR_MUL,
        [RBGC_ARITH_DIV] = RBG_EXPR_DIV,
    };
    e->op = OP[a->kind];
    e->n_operands = a->n_operands;
    e->first_operand = first;
    e->value = a->kind == RBGC_ARITH_CONST ? a->value : a->index;
    if (a->kind == RBGC_ARITH_COUNT)
        p->uses_counts = true;
    return p->n_exprs++;
}

/* ---- automata ---- */

/* Whether two cells lead to the same cell along this label (then a state entered by a shift
 * along it can be reached twice at one cell from a single predecessor). */
static bool label_merges(const rbgc_game *game, int edge)
{
    int *seen = alloc((size_t)game->n_cells, sizeof(int));
    bool merges = false;
    for (int c = 0; c < game->n_cells && !merges; c++) {
        int target = game->cells[c].next[edge];
        if (target >= 0)
            merges = seen[target]++ > 0;
    }
    free(seen);
    return merges;
}

static void add_automaton(rbg_program *p, const rbgc_nfa *nfa, int index,
                          bool in_pattern, const bool *merging, expr_builder *b, int *on_cap)
{
    rbg_automaton *a = &p->automata[index];
    a->first_state = p->n_states;
    a->n_states = nfa->n_states;
    a->start = a->first_state + nfa->start;

    int *in_degree = alloc((size_t)nfa->n_states, sizeof(int));
    bool *merged = alloc((size_t)nfa->n_states, sizeof(bool));
    for (int s = 0; s < nfa->n_states; s++)
        for (int e = 0; e < nfa->states[s].n_edges; e++) {
            const rbgc_nfa_edge *edge = &nfa->states[s].edges[e];
            in_degree[edge->target]++;
            if (edge->action->kind == RBGC_RULE_SHIFT && merging[edge->action->edge])
                merged[edge->target] = true;
        }
    for (int s = 0; s < nfa->n_states; s++) {
        rbg_state *st = &p->states[p->n_states + s];
        const rbgc_nfa_state *ns = &nfa->states[s];
        st->accepting = ns->accepting;
        st->nodal = ns->nodal;
        bool revisitable = in_degree[s] >= 2 || merged[s] || (s == nfa->start && in_degree[s] >= 1);
        st->check = revisitable ? a->n_checks++ : -1;
        st->first_edge = p->n_edges_total;
        st->n_edges = ns->n_edges;
        for (int e = 0; e < ns->n_edges; e++) {
            const rbgc_nfa_edge *edge = &ns->edges[e];
            const rbgc_rule *r = edge->action;
            rbg_edge *out = &p->edges[p->n_edges_total++];
            out->target = a->first_state + edge->target;
            out->modifier = in_pattern ? 0 : r->modifier;
            switch (r->kind) {
            case RBGC_RULE_SHIFT:
                out->op = RBG_OP_SHIFT;
                out->arg = r->edge;
                break;
            case RBGC_RULE_ON: {
                out->op = RBG_OP_ON;
                if (p->n_on_sets == *on_cap) {
                    *on_cap = *on_cap * 2 + 16;
                    p->on_sets = rbg_checked_realloc(p->on_sets, (size_t)*on_cap * (size_t)p->on_set_words, sizeof(uint64_t));
                }
                uint64_t *set = p->on_sets + (size_t)p->n_on_sets * (size_t)p->on_set_words;
                memset(set, 0, sizeof(uint64_t) * (size_t)p->on_set_words);
                for (int i = 0; i < r->n_pieces; i++)
                    set[r->pieces[i] >> 6] |= (uint64_t)1 << (r->pieces[i] & 63);
                out->arg = p->n_on_sets++;
                break;
            }
            case RBGC_RULE_OFF:
                out->op = RBG_OP_OFF;
                out->arg = r->piece;
                break;
            case RBGC_RULE_ASSIGN:
                out->op = RBG_OP_ASSIGN;
                out->arg = r->variable;
                out->expr = add_expr(b, r->value);
                break;
            case RBGC_RULE_COMPARE:
                out->op = RBG_OP_COMPARE;
                out->arg = (int32_t)r->op;
                out->expr = add_expr(b, r->left);
                out->expr2 = add_expr(b, r->right);
                break;
            case RBGC_RULE_SWITCH:
                out->op = in_pattern ? RBG_OP_NOOP : RBG_OP_SWITCH;
                out->arg = r->player + 1;
                break;
            case RBGC_RULE_KEEPER_SWITCH:
                out->op = in_pattern ? RBG_OP_NOOP : RBG_OP_KEEPER;
                break;
            case RBGC_RULE_PATTERN:
                out->op = RBG_OP_PATTERN;
                out->arg = edge->pattern + 1;
                out->negated = r->negated;
                break;
            default:
                out->op = RBG_OP_NOOP;
                break;
            }
            if (!in_pattern && out->modifier > 0) {
                rbg_modifier *m = &p->modifiers[out->modifier];
                m->op = out->op;
                m->arg = out->arg;
                m->expr = out->expr;
                m->target = out->target;
            }
        }
    }
    p->n_states += nfa->n_states;
    free(in_degree);
    free(merged);
}

rbg_program *rbgc_build_program(const rbgc_game *game, const rbgc_automata *automata,
                                const char *name)
{
    rbg_program *p = alloc(1, sizeof *p);
    p->name = copy(name);
    p->n_cells = game->n_cells;
    p->n_edges = game->n_edges;
    p->n_jump_edges = game->n_jump_edges;
    p->n_pieces = game->n_pieces;
    p->n_variables = game->n_variables;
    p->n_players = game->n_players;
    p->piece_names = copy_names(game->pieces, game->n_pieces, 0);
    p->edge_names = copy_names(game->edges, game->n_edges, 0);
    p->variable_names = alloc((size_t)game->n_variables + 1, sizeof(char *));
    p->bounds = alloc((size_t)game->n_variables + 1, sizeof(int64_t));
    for (int v = 0; v < game->n_variables; v++) {
        p->variable_names[v] = copy(game->variables[v].name);
        p->bounds[v] = game->variables[v].bound;
    }
    p->player_names = alloc((size_t)game->n_players + 1, sizeof(char *));
    p->player_variable = alloc((size_t)game->n_players + 1, sizeof(int32_t));
    p->player_names[0] = copy("keeper");
    for (int i = 0; i < game->n_players; i++) {
        p->player_names[i + 1] = copy(game->players[i].name);
        p->player_variable[i + 1] = game->players[i].variable;
    }

    /* The board, 1-based with 0 as "outside". */
    p->cell_names = alloc((size_t)game->n_cells + 1, sizeof(char *));
    p->initial_pieces = alloc((size_t)game->n_cells + 1, sizeof(int16_t));
    p->neighbours = alloc((size_t)(game->n_cells + 1) * (size_t)(game->n_edges ? game->n_edges : 1), sizeof(int32_t));
    p->cell_x = alloc((size_t)game->n_cells + 1, sizeof(int32_t));
    p->cell_y = alloc((size_t)game->n_cells + 1, sizeof(int32_t));
    p->cell_z = alloc((size_t)game->n_cells + 1, sizeof(int32_t));
    p->cell_names[0] = copy("");
    p->initial_pieces[0] = -1;
    for (int c = 0; c < game->n_cells; c++) {
        const rbgc_cell *cell = &game->cells[c];
        p->cell_names[c + 1] = copy(cell->name);
        p->initial_pieces[c + 1] = (int16_t)cell->piece;
        p->cell_x[c + 1] = cell->x;
        p->cell_y[c + 1] = cell->y;
        p->cell_z[c + 1] = cell->z;
        for (int e = 0; e < game->n_edges; e++)
            p->neighbours[(size_t)(c + 1) * (size_t)game->n_edges + (size_t)e] = cell->next[e] + 1;
    }
    p->board_kind = (rbg_board_kind)game->board_kind;
    p->width = game->width;
    p->height = game->height;
    p->depth = game->depth;
    p->generator_edges = alloc(6, sizeof(int32_t));
    memcpy(p->generator_edges, game->generator_edges, sizeof(int32_t) * 6);

    /* Automata: the rules, then the patterns. */
    p->n_automata = automata->n_patterns + 1;
    p->automata = alloc((size_t)p->n_automata, sizeof *p->automata);
    int total_states = automata->rules.n_states, total_edges = 0;
    for (int i = 0; i < automata->n_patterns; i++)
        total_states += automata->patterns[i].n_states;
    for (int k = 0; k < p->n_automata; k++) {
        const rbgc_nfa *nfa = k == 0 ? &automata->rules : &automata->patterns[k - 1];
        for (int s = 0; s < nfa->n_states; s++)
            total_edges += nfa->states[s].n_edges;
    }
    p->states = alloc((size_t)total_states, sizeof *p->states);
    p->edges = alloc((size_t)total_edges, sizeof *p->edges);
    p->n_modifiers = game->n_modifiers;
    p->modifiers = alloc((size_t)game->n_modifiers + 1, sizeof *p->modifiers);
    p->on_set_words = game->n_pieces > 64 ? (game->n_pieces + 63) / 64 : 1;
    bool *merging = alloc((size_t)game->n_edges + 1, sizeof(bool));
    for (int e = 0; e < game->n_edges; e++)
        merging[e] = label_merges(game, e);
    expr_builder b = {.p = p};
    int on_cap = 0;
    for (int k = 0; k < p->n_automata; k++) {
        const rbgc_nfa *nfa = k == 0 ? &automata->rules : &automata->patterns[k - 1];
        add_automaton(p, nfa, k, k > 0, merging, &b, &on_cap);
    }
    free(merging);
    rbgc_prune_checks(p);
    p->straightness = game->straightness.move;
    return p;
}
