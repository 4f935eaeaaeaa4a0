/* The small pieces every printer of the search writes (search_writer.h): a visit of a
 * (state, cell) pair, a call, a step of a straight path, the head of a loop over occupancy
 * bits, an edge described in a comment. */
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"
#include "search_writer.h"

_Static_assert(RBGC_NAME_MOVES_FROM + EMIT_S == RBGC_NAME_SEMIMOVES_FROM, "search names follow the flavours");

/* C operators of the comparisons, by rbg_cmp. */
const char *const RBGC_CMP_OPS[] = {"==", "!=", "<", "<=", ">", ">="};

/* A block `{ int d_ = VALUE; BODY }` whose body `put_body` writes at `in` one level deeper:
 * d_ is declared only when the body uses it (an edge that only records, a dead end). */
void rbgc_put_cell_block(rbgc_search_writer *w, const char *in, const char *prefix, const char *value,
                           void (*put_body)(rbgc_search_writer *w, const void *arg, const char *in), const void *arg)
{
    char in2[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    rbgc_aside aside;
    rbgc_aside_begin(&aside, &w->out);
    put_body(w, arg, in2);
    char *body = rbgc_aside_end(&aside, &w->out);
    fprintf(w->out, "%s%s{\n", in, prefix);
    if (rbgc_c_mentions(body, "d_"))
        fprintf(w->out, "%s    int d_ = %s;\n", in, value);
    fputs(body, w->out);
    fprintf(w->out, "%s}\n", in);
    free(body);
}

void rbgc_indent_deeper(char *buf, const char *in)
{
    size_t n = strlen(in);
    if (n > INDENT_SIZE - 5)
        n = INDENT_SIZE - 5;
    memcpy(buf, in, n);
    memcpy(buf + n, "    ", 5);
}

/* `rbg_stack_visit(...)` for the pair (state, cell), or "1" when the state needs no check. */
void rbgc_put_visit(rbgc_search_writer *w, int32_t state, const char *cell)
{
    if (!has_check(w, state)) {
        fputs("1", w->out);
        return;
    }
    fprintf(w->out, "rbg_stack_visit(&x->visited[%d], (size_t)%d * (G_N_CELLS + 1) + (size_t)(%s))",
            (int)w->em->automaton_of[state], (int)state_of(w, state)->check, cell);
}

/* The call exploring `state` at `cell` (its visit already done). */
void rbgc_put_call(rbgc_search_writer *w, int32_t state, const char *cell)
{
    /* the plan (plan_functions.c) lists every function a printer calls */
    w->em->plan_missed |= !w->em->planned[w->f][state];
    fprintf(w->out, "%s(x, %s)", rbgc_search_name(w->f, state).s, cell);
}

/* visit && explore: the interpreter's go(). */
void rbgc_put_go(rbgc_search_writer *w, int32_t state, const char *cell)
{
    if (w->em->automaton_of[state] > 0 && state_of(w, state)->accepting) {
        fputs("1", w->out); /* the pattern holds: nothing to mark, the search ends */
        return;
    }
    if (has_check(w, state)) {
        fputc('(', w->out);
        rbgc_put_visit(w, state, cell);
        fputs(" && ", w->out);
        rbgc_put_call(w, state, cell);
        fputc(')', w->out);
    } else {
        rbgc_put_call(w, state, cell);
    }
}

/* The value of pattern `edge` at `cell`, negation applied: a C condition. */
void rbgc_put_pattern_test(rbgc_search_writer *w, const rbg_edge *e, const char *cell)
{
    if (w->em->an.static_patterns[e->arg] != NULL)
        fprintf(w->out, "%sG_SHIFT_PATTERN_%d[%s]", e->negated ? "!" : "", (int)e->arg, cell);
    else
        fprintf(w->out, "%s%s(x, %s)", e->negated ? "!" : "", rbgc_c_name(RBGC_NAME_PATTERN, e->arg, NULL).s, cell);
}

/* A shift, on-test or pattern of a straight path: moves `cell` or runs `fail`. */
void rbgc_put_step(rbgc_search_writer *w, const rbg_edge *e, const char *cell, const char *indent,
                     const char *fail)
{
    const rbg_program *p = w->em->p;
    switch (e->op) {
    case RBG_OP_SHIFT:
        fprintf(w->out, "%s%s = %s[%s];\n%sif (!%s)\n%s    %s\n", indent, cell,
                rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, e->arg).s, cell,
                indent, cell, indent, fail);
        break;
    case RBG_OP_ON:
        if (rbgc_on_set_empty(p, e->arg)) {
            fprintf(w->out, "%s%s\n", indent, fail);
        } else {
            fprintf(w->out, "%sif (!", indent);
            rbgc_emit_on_test(w->out, p, e->arg, cell);
            fprintf(w->out, ")\n%s    %s\n", indent, fail);
        }
        break;
    case RBG_OP_PATTERN:
        fprintf(w->out, "%sif (!(", indent);
        rbgc_put_pattern_test(w, e, cell);
        fprintf(w->out, "))\n%s    %s\n", indent, fail);
        break;
    default:
        break;
    }
}

/* The loop over the set bits of an occupancy union, in cell order: rbgc_open_bits_loop writes up to
 * the union, which the caller writes, and rbgc_start_bits_body the rest of the head; inside, the cell
 * is in `cell_var`, two levels deeper than `in`. */
void rbgc_open_bits_loop(rbgc_search_writer *w, const char *in, const char *bits)
{
    fprintf(w->out, "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++) {\n%s    uint64_t %s = ", in, in, bits);
}

/* The bit of the start cell `cell` in word w_ of an occupancy loop (0 in the other words). */
const char RBGC_START_BIT[] = "(((cell - 1) >> 6) == w_ ? (uint64_t)1 << ((cell - 1) & 63) : 0)";

void rbgc_start_bits_body(rbgc_search_writer *w, const char *in, const char *bits, const char *cell_var)
{
    fprintf(w->out, ";\n%s    while (%s) {\n", in, bits);
    if (cell_var != NULL)
        fprintf(w->out, "%s        int %s = (w_ << 6) + __builtin_ctzll(%s) + 1;\n", in, cell_var, bits);
    fprintf(w->out, "%s        %s &= %s - 1;\n", in, bits, bits);
}

/* The index of the action that edge `e`, ending a (semi)move, records: a dot's is minus its target. */
int rbgc_record_index(const rbg_edge *e)
{
    return e->op == RBG_OP_NOOP ? (int)-e->target : (int)e->modifier;
}

/* What an edge does, in the language's notation, for the comments of the generated code. */
void rbgc_describe_edge(const rbg_program *p, const rbg_edge *e, FILE *out)
{
    switch (e->op) {
    case RBG_OP_SHIFT: fprintf(out, "%s", p->edge_names[e->arg]); break;
    case RBG_OP_ON: {
        fputc('{', out);
        const char *sep = "";
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            if (rbgc_on_set_has(p, e->arg, piece)) {
                fprintf(out, "%s%s", sep, p->piece_names[piece]);
                sep = ",";
            }
        fputc('}', out);
        break;
    }
    case RBG_OP_OFF: fprintf(out, "[%s]", p->piece_names[e->arg]); break;
    case RBG_OP_ASSIGN: fprintf(out, "[$ %s=...]", p->variable_names[e->arg]); break;
    case RBG_OP_COMPARE: fputs("{$ ...}", out); break;
    case RBG_OP_SWITCH: fprintf(out, "->%s", p->player_names[e->arg]); break;
    case RBG_OP_KEEPER: fputs("->>", out); break;
    case RBG_OP_PATTERN: fprintf(out, "{%c pattern %d}", e->negated ? '!' : '?', (int)e->arg); break;
    default: fputs(".", out); break;
    }
}
