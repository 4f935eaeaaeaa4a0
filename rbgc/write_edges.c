/* The edges of a state, printed (search_writer.h): the interpreter's edges_of() specialised to
 * the game, with the modifiers applied and undone around the search that goes on after them,
 * in each flavour of search (emit_internal.h). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "search_writer.h"

static void put_enter(rbgc_search_writer *w, int32_t from, int32_t target, const char *cell, const char *in)
{
    int a = w->em->automaton_of[from];
    if (rbgc_fresh_version(w->em, target))
        fprintf(w->out, "%suint32_t ver_ = x->version;\n%sx->version = ++x->versions;\n", in, in);
    if (rbgc_fresh_level(w->em, from, target)) {
        fprintf(w->out, "%srbg_stack_push(&x->visited[%d]);\n", in, a);
        if (has_check(w, target)) {
            fprintf(w->out, "%s(void)", in);
            rbgc_put_visit(w, target, cell);
            fputs(";\n", w->out);
        }
    }
}

static void put_leave(rbgc_search_writer *w, int32_t from, int32_t target, const char *in)
{
    if (rbgc_fresh_level(w->em, from, target))
        fprintf(w->out, "%sx->visited[%d].depth--;\n", in, (int)w->em->automaton_of[from]);
    if (rbgc_fresh_version(w->em, target))
        fprintf(w->out, "%sx->version = ver_;\n", in);
}

/* A move search's off or assignment (EMIT_A, EMIT_C): applied (unless nothing sees it), the
 * search after it (its result into `stop_` for EMIT_C), undone. */
static void put_apply_and_search(rbgc_search_writer *w, int32_t from, const rbg_edge *e, const char *cell,
                                 const char *apply, const char *undo, const char *in)
{
    bool unseen = w->em->unseen_off[e - w->em->p->edges]; /* nothing before the switch sees it */
    if (unseen && w->f == EMIT_A)
        fprintf(w->out, "%s/* recorded, not applied: nothing before the switch looks at this cell */\n", in);
    else if (!unseen)
        fprintf(w->out, "%s%s\n", in, apply);
    put_enter(w, from, e->target, cell, in);
    fprintf(w->out, "%srbg_partial_push(&x->partial, %s, %d);\n%s%s", in, cell, (int)e->modifier, in,
            w->f == EMIT_C ? "bool stop_ = " : "");
    rbgc_put_call(w, e->target, cell);
    fprintf(w->out, ";\n%sx->partial.n--;\n", in);
    put_leave(w, from, e->target, in);
    if (!unseen)
        fprintf(w->out, "%s%s\n", in, undo);
}

/* An off whose pattern test after it can be asked first (plan_off_tests.c): when the way that
 * ends the move passes, the off and the switch are recorded unapplied; the `else {` of the
 * other way is left open.  False, and nothing written, for other offs. */
static bool put_test_first(rbgc_search_writer *w, const rbg_edge *e, const char *cell, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t test = em->off_ending_test != NULL ? em->off_ending_test[e - em->p->edges] : -1;
    if (test < 0)
        return false;
    const rbg_edge *t = &em->p->edges[test];
    fprintf(w->out, "%s/* the pattern never looks at this cell: asked before the off */\n%sif (", in, in);
    rbgc_put_pattern_test(w, t, cell);
    fprintf(w->out, ") {\n%s    g_record2(x, %s, %d, %d);\n%s} else {\n", in, cell, (int)e->modifier,
            (int)rbgc_final_switch(em, t->target)->modifier, in);
    return true;
}

/* An off or an assignment: `apply` and `undo` are statements. */
static void put_modifier(rbgc_search_writer *w, int32_t from, const rbg_edge *e, const char *cell,
                         const char *apply, const char *undo, const char *in)
{
    char in2[INDENT_SIZE];
    rbgc_indent_deeper(in2, in);
    if (w->f == EMIT_A) {
        fprintf(w->out, "%sif (x->semi) {\n%s    g_record_semi(x, %s, %d);\n", in, in, cell, (int)e->modifier);
        int32_t lazy = w->em->an.lazy_switch[e->target];
        if (lazy != 0) /* only tests before the switch: a playout may list it untested */
            fprintf(w->out, "%s} else if (x->lazy) {\n%s    g_record_lazy(x, %s, %d, %d, %d);\n", in, in, cell,
                    (int)e->modifier, (int)lazy, (int)e->target);
        fprintf(w->out, "%s} else {\n", in);
        if (put_test_first(w, e, cell, in2)) { /* the rest, one level deeper, when it fails */
            char in3[INDENT_SIZE];
            rbgc_indent_deeper(in3, in2);
            put_apply_and_search(w, from, e, cell, apply, undo, in3);
            fprintf(w->out, "%s}\n%s}\n", in2, in);
            return;
        }
        /* The switch's target is checked in the modifier's fresh level, where nothing is
         * marked yet (the modifier's own target has no check): the check always passes, and
         * checking it in the level before the modifier would lose the moves that end in that
         * state at the same cell after another modifier. */
        const rbg_edge *next = rbgc_final_switch(w->em, e->target);
        if (next != NULL) {
            fprintf(w->out, "%sg_record2(x, %s, %d, %d);\n%s}\n", in2, cell, (int)e->modifier, (int)next->modifier, in);
            return;
        }
        put_apply_and_search(w, from, e, cell, apply, undo, in2);
        fprintf(w->out, "%s}\n", in);
    } else if (w->f == EMIT_S) { /* the semimove ends here, unapplied */
        fprintf(w->out, "%sif (g_pick(x, %s, %d))\n%s    return true;\n", in, cell, (int)e->modifier, in);
    } else if (w->f == EMIT_C) {
        /* as A lists a move, but the search stops once the picked move is found */
        const rbg_edge *next = rbgc_final_switch(w->em, e->target);
        if (next != NULL) { /* no check of the switch's target: see EMIT_A above */
            fprintf(w->out, "%s{\n%s    rbg_partial_push(&x->partial, %s, %d);\n%s    bool stop_ = ", in, in, cell,
                    (int)e->modifier, in);
            fprintf(w->out, "g_pick(x, %s, %d);\n%s    x->partial.n--;\n%s    if (stop_)\n%s        return true;\n%s}\n",
                    cell, (int)next->modifier, in, in, in, in);
            return;
        }
        /* The count logs the moves after the modifier, so that the pick passes over them at once
         * (g_log_enter).  The continuation marks visited pairs only in a fresh level of its own
         * (put_enter, also after an off recorded unapplied), so passing over it leaves the level
         * of this search as the listing leaves it. */
        char in2[INDENT_SIZE];
        rbgc_indent_deeper(in2, in);
        fprintf(w->out, "%suint32_t at_;\n%sif (g_log_enter(x, &at_)) {\n", in, in);
        put_apply_and_search(w, from, e, cell, apply, undo, in2);
        fprintf(w->out, "%sif (stop_)\n%s    return true;\n", in2, in2);
        fprintf(w->out, "%sg_log_close(x, at_);\n", in2);
        fprintf(w->out, "%s}\n", in);
    } else {
        fprintf(w->out, "%s%s\n", in, apply);
        put_enter(w, from, e->target, cell, in);
        fprintf(w->out, "%sbool stop_ = ", in);
        rbgc_put_call(w, e->target, cell);
        fputs(";\n", w->out);
        if (w->f == EMIT_K) /* the keeper keeps its move */
            fprintf(w->out, "%sif (stop_)\n%s    return true;\n", in, in);
        put_leave(w, from, e->target, in);
        fprintf(w->out, "%s%s\n", in, undo);
        if (w->f == EMIT_P)
            fprintf(w->out, "%sif (stop_)\n%s    return true;\n", in, in);
    }
}

/* The edges of `state` at `cell` (all but its shifts when `skip_shifts`): the interpreter's
 * edges_of(). */
void rbgc_put_edges(rbgc_search_writer *w, int32_t state, const char *cell, bool skip_shifts, const char *in)
{
    const rbg_program *p = w->em->p;
    const rbg_state *st = state_of(w, state);
    if (st->accepting && w->f == EMIT_P) {
        fprintf(w->out, "%sreturn true;\n", in);
        return;
    }
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        /* A searched pattern that two edges ask is decided once, into a local. */
        rbgc_pattern_asked asked = rbgc_plan_pattern_asked(w->em, state, k);
        if (asked == RBGC_ASKED_FIRST)
            fprintf(w->out, "%sbool found%d_ = %s(x, %s);\n", in, (int)e->arg, rbgc_c_name(RBGC_NAME_PATTERN, e->arg, NULL).s,
                    cell);
        if (asked != RBGC_ASKED_ALONE) {
            fprintf(w->out, "%sif (%sfound%d_ && ", in, e->negated ? "!" : "", (int)e->arg);
            rbgc_put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            continue;
        }
        switch (e->op) {
        case RBG_OP_SHIFT:
            if (skip_shifts)
                break;
            fprintf(w->out, "%s{\n%s    int n_ = %s[%s];\n%s    if (n_ && ", in, in,
                    rbgc_declared_name(p, RBGC_NAME_NEIGHBOURS, e->arg).s, cell, in);
            rbgc_put_go(w, e->target, "n_");
            fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
            break;
        case RBG_OP_ON:
            if (rbgc_on_set_empty(p, e->arg))
                break;
            fprintf(w->out, "%sif (", in);
            rbgc_emit_on_test(w->out, p, e->arg, cell);
            fputs(" && ", w->out);
            rbgc_put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_COMPARE: {
            fprintf(w->out, "%s{\n%s    bool ok_ = true;\n%s    (void)ok_;\n%s    int64_t a_ = ", in, in, in, in);
            rbgc_emit_expr(w->out, p, e->expr);
            fputs(";\n", w->out);
            fprintf(w->out, "%s    int64_t b_ = ", in);
            rbgc_emit_expr(w->out, p, e->expr2);
            fprintf(w->out, ";\n%s    if (ok_ && a_ %s b_ && ", in, RBGC_CMP_OPS[e->arg]);
            rbgc_put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
            break;
        }
        case RBG_OP_PATTERN:
            fprintf(w->out, "%sif (", in);
            rbgc_put_pattern_test(w, e, cell);
            fputs(" && ", w->out);
            rbgc_put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_NOOP:
            if (w->f == EMIT_S && e->modifier == 0) { /* a dot ends the semimove */
                fprintf(w->out, "%sif (", in);
                rbgc_put_visit(w, e->target, cell);
                fprintf(w->out, " && g_pick(x, %s, %d))\n%s    return true;\n", cell, (int)-e->target, in);
                break;
            }
            if (w->f == EMIT_A && e->modifier == 0) { /* a dot ends a semimove */
                fprintf(w->out, "%sif (x->semi) {\n%s    if (", in, in);
                rbgc_put_visit(w, e->target, cell);
                fprintf(w->out, ")\n%s        g_record_semi(x, %s, %d);\n%s} else if (", in, cell, (int)-e->target, in);
            } else {
                fprintf(w->out, "%sif (", in);
            }
            rbgc_put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_OFF: {
            char apply[256], undo[256], in2[INDENT_SIZE];
            rbgc_name put = rbgc_declared_name(p, RBGC_NAME_PIECE, e->arg);
            int32_t held = w->em->off_replaces[e - p->edges];
            if (held >= 0) { /* the rules said what the cell holds: no read, constant words */
                rbgc_name old = rbgc_declared_name(p, RBGC_NAME_PIECE, held);
                snprintf(apply, sizeof apply, "g_replace_piece(S, %s, %s, %s);", cell, old.s, put.s);
                snprintf(undo, sizeof undo, "g_replace_piece(S, %s, %s, %s);", cell, put.s, old.s);
            } else {
                snprintf(apply, sizeof apply, "int old_ = S->board[%s]; g_set_piece(S, %s, %s);", cell, cell, put.s);
                snprintf(undo, sizeof undo, "g_set_piece(S, %s, old_);", cell);
            }
            rbgc_indent_deeper(in2, in);
            fprintf(w->out, "%sif (", in);
            rbgc_put_visit(w, e->target, cell);
            fprintf(w->out, ") {\n");
            put_modifier(w, state, e, cell, apply, undo, in2);
            fprintf(w->out, "%s}\n", in);
            break;
        }
        case RBG_OP_ASSIGN: {
            char apply[256], undo[256], in2[INDENT_SIZE];
            rbgc_name var = rbgc_declared_name(p, RBGC_NAME_VARIABLE, e->arg);
            snprintf(apply, sizeof apply, "int64_t old_ = S->vars[%s]; S->vars[%s] = v_;", var.s, var.s);
            snprintf(undo, sizeof undo, "S->vars[%s] = old_;", var.s);
            rbgc_indent_deeper(in2, in);
            fprintf(w->out, "%s{\n%s    bool ok_ = true;\n%s    (void)ok_;\n%s    int64_t v_ = ", in, in, in, in);
            rbgc_emit_expr(w->out, p, e->expr);
            fprintf(w->out, ";\n%s    if (ok_ && v_ >= 0 && v_ <= INT64_C(%" PRId64 ") && ", in, p->bounds[e->arg]);
            rbgc_put_visit(w, e->target, cell);
            fprintf(w->out, ") {\n");
            char in3[INDENT_SIZE];
            rbgc_indent_deeper(in3, in2);
            put_modifier(w, state, e, cell, apply, undo, in3);
            fprintf(w->out, "%s    }\n%s}\n", in, in);
            break;
        }
        case RBG_OP_SWITCH:
        case RBG_OP_KEEPER:
            fprintf(w->out, "%sif (", in);
            rbgc_put_visit(w, e->target, cell);
            if (w->f == EMIT_K)
                fprintf(w->out, ") {\n%s    S->player = %s;\n%s    S->nfa_state = %d;\n%s    S->cell = %s;\n"
                                "%s    return true;\n%s}\n",
                        in, rbgc_player_name(p, e->op == RBG_OP_SWITCH ? e->arg : 0).s, in, (int)e->target, in, cell,
                        in, in);
            else if (w->f == EMIT_C || w->f == EMIT_S)
                fprintf(w->out, " && g_pick(x, %s, %d))\n%s    return true;\n", cell, (int)e->modifier, in);
            else
                fprintf(w->out, ")\n%s    g_record(x, %s, %d);\n", in, cell, (int)e->modifier);
            break;
        }
    }
}

/* rbgc_put_edges of a state at d_, its shifts left to its table (rbgc_put_cell_block's body). */
void rbgc_put_own_edges(rbgc_search_writer *w, const void *state, const char *in)
{
    rbgc_put_edges(w, *(const int32_t *)state, "d_", true, in);
}
