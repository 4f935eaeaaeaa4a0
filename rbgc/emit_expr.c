/* Arithmetic expressions and on-tests as C expressions. */
#include <inttypes.h>
#include <stdlib.h>

#include "emit_internal.h"

bool rbgc_expr_divides(const rbg_program *p, int32_t index)
{
    const rbg_expr *e = &p->exprs[index];
    if (e->op == RBG_EXPR_DIV)
        return true;
    if (e->op == RBG_EXPR_CONST || e->op == RBG_EXPR_VARIABLE || e->op == RBG_EXPR_COUNT)
        return false;
    for (int32_t i = 0; i < e->n_operands; i++)
        if (rbgc_expr_divides(p, p->operand_list[e->first_operand + i]))
            return true;
    return false;
}

void rbgc_emit_expr(FILE *out, const rbg_program *p, int32_t index)
{
    const rbg_expr *e = &p->exprs[index];
    switch (e->op) {
    case RBG_EXPR_CONST:
        if (e->value == INT64_MIN)
            fputs("INT64_MIN", out);
        else
            fprintf(out, "(int64_t)%" PRId64, e->value);
        return;
    case RBG_EXPR_VARIABLE:
        fprintf(out, "S->vars[%s]", rbgc_declared_name(p, RBGC_NAME_VARIABLE, (int32_t)e->value).s);
        return;
    case RBG_EXPR_COUNT:
        fprintf(out, "G_COUNT(%s)", rbgc_declared_name(p, RBGC_NAME_PIECE, (int32_t)e->value).s);
        return;
    default:
        break;
    }
    /* A left fold, as the interpreter evaluates it. */
    const char *name = e->op == RBG_EXPR_ADD ? "g_add" : e->op == RBG_EXPR_SUB ? "g_sub"
                       : e->op == RBG_EXPR_MUL ? "g_mul" : "g_div";
    for (int32_t i = 1; i < e->n_operands; i++)
        fprintf(out, "%s(", name);
    rbgc_emit_expr(out, p, p->operand_list[e->first_operand]);
    for (int32_t i = 1; i < e->n_operands; i++) {
        fputs(", ", out);
        rbgc_emit_expr(out, p, p->operand_list[e->first_operand + i]);
        fputs(e->op == RBG_EXPR_DIV ? ", &ok_)" : ")", out);
    }
}

bool rbgc_on_set_has(const rbg_program *p, int32_t set, int32_t piece)
{
    uint64_t word = p->on_sets[(size_t)set * (size_t)p->on_set_words + (size_t)(piece >> 6)];
    return (word >> (piece & 63)) & 1;
}

bool rbgc_on_set_empty(const rbg_program *p, int32_t set)
{
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        if (rbgc_on_set_has(p, set, piece))
            return false;
    return true;
}

void rbgc_emit_on_test(FILE *out, const rbg_program *p, int32_t set, const char *cell)
{
    int32_t in = 0, last = -1;
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        if (rbgc_on_set_has(p, set, piece)) {
            in++;
            last = piece;
        }
    if (in == p->n_pieces) {
        fputs("1", out);
    } else if (in == 1) {
        fprintf(out, "(S->board[%s] == %s)", cell, rbgc_declared_name(p, RBGC_NAME_PIECE, last).s);
    } else if (p->n_pieces <= 64) {
        fprintf(out, "((UINT64_C(0x%" PRIx64 ") >> S->board[%s]) & 1)", p->on_sets[set], cell);
    } else {
        fprintf(out, "G_ON_%d[S->board[%s]]", (int)set, cell);
    }
}

void rbgc_emit_occupancy_word(FILE *out, const rbg_program *p, const bool *has, const char *word)
{
    int32_t in = 0;
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        in += has[piece];
    bool complement = in > p->n_pieces - in + 1;
    if (complement)
        fprintf(out, "(G_CELL_MASK[%s] & ~(", word);
    else
        fputc('(', out);
    bool first = true;
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        if (has[piece] != complement) {
            fprintf(out, "%sS->occ[%s][%s]", first ? "" : " | ", rbgc_declared_name(p, RBGC_NAME_PIECE, piece).s, word);
            first = false;
        }
    fputs(first ? "0" : "", out);
    fputs(complement ? "))" : ")", out);
}

void rbgc_emit_occupancy_of(FILE *out, const rbg_program *p, const bool *has)
{
    rbgc_emit_occupancy_word(out, p, has, "w_");
}

void rbgc_emit_occupancy_set_word(FILE *out, const rbg_program *p, int32_t set, const char *word)
{
    bool *has = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        has[piece] = rbgc_on_set_has(p, set, piece);
    rbgc_emit_occupancy_word(out, p, has, word);
    free(has);
}

void rbgc_emit_occupancy(FILE *out, const rbg_program *p, int32_t set)
{
    rbgc_emit_occupancy_set_word(out, p, set, "w_");
}
