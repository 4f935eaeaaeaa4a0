/* Applying a chosen move.  Every move of the game is applied by apply_action, one action at a
 * time: a `switch` on the modifier.  A placement turn's move is known in full when compiling but
 * for its cell (the on-test, the offs and assignments, the switch), so playouts apply it by a
 * function of its own, hot_place: the modifiers' code for the drawn cell in a row, then the
 * keeper's search called from the state the switch leads to, where apply would write the move
 * out as actions, take them one by one through that `switch`, and find the keeper's search by
 * the automaton state.  The state reached is the same, so perft and seeded playouts are too. */
#include "emit_internal.h"
#include "search_writer.h"

/* What modifier m does to the state S, on the cell `cell` (a C expression); `hashed` writes the
 * hash's update under `if (keep_hash)`. */
static void put_effect(const rbg_program *p, FILE *out, int32_t m, const char *cell, bool hashed, const char *in)
{
    const rbg_modifier *mod = &p->modifiers[m];
    switch (mod->op) {
    case RBG_OP_OFF: {
        rbgc_name piece = rbgc_declared_name(p, RBGC_NAME_PIECE, mod->arg);
        if (hashed)
            fprintf(out, "%sif (keep_hash)\n%s    S->hash ^= rbg_zobrist_piece_change(%s, S->board[%s], %s);\n", in, in,
                    cell, cell, piece.s);
        fprintf(out, "%sg_set_piece(S, %s, %s);\n", in, cell, piece.s);
        break;
    }
    case RBG_OP_ASSIGN: {
        rbgc_name var = rbgc_declared_name(p, RBGC_NAME_VARIABLE, mod->arg);
        fprintf(out, "%s{\n%s    bool ok_ = true;\n%s    (void)ok_;\n%s    int64_t v_ = ", in, in, in, in);
        rbgc_emit_expr(out, p, mod->expr);
        fputs(";\n", out);
        if (hashed)
            fprintf(out, "%s    if (keep_hash)\n%s        S->hash ^= rbg_zobrist_variable_change(%s, S->vars[%s], v_);\n",
                    in, in, var.s, var.s);
        fprintf(out, "%s    S->vars[%s] = v_;\n%s}\n", in, var.s, in);
        break;
    }
    case RBG_OP_SWITCH:
        fprintf(out, "%sS->player = %s;\n", in, rbgc_player_name(p, mod->arg).s);
        break;
    default:
        fprintf(out, "%sS->player = 0;\n", in);
        break;
    }
}

void rbgc_put_apply_action(const rbg_program *p, FILE *out)
{
    fputs("/* `keep_hash`: and updates the state's hash (not in the hot loops) */\n"
          "static void apply_action(gstate *S, rbg_action a, bool keep_hash)\n{\n"
          "    if (a.index <= 0) { /* a dot: only the position in the rules changes */\n"
          "        S->nfa_state = -a.index;\n        S->cell = a.cell;\n        return;\n    }\n"
          "    switch (a.index) {\n", out);
    for (int32_t m = 1; m <= p->n_modifiers; m++) {
        fprintf(out, "    case %d:\n", (int)m);
        put_effect(p, out, m, "a.cell", true, "        ");
        fprintf(out, "        S->nfa_state = %d;\n        break;\n", (int)p->modifiers[m].target);
    }
    fputs("    default:\n        break;\n    }\n    S->cell = a.cell;\n}\n\n", out);
}

/* Whether hot_place applies the placement at `state` itself: one without final tests, or whose
 * tests a playout may know to pass (not those that choose the move's ending). */
static bool placed_directly(const rbgc_emitter *em, int32_t state)
{
    const rbg_placement *pl = em->an.placements[state];
    return pl != NULL && pl->n_modifiers > 0 && (pl->lazy_state < 0 || !pl->one_ending);
}

/* Whether hot_place_lazy applies it and runs its final tests itself. */
static bool placed_lazily(const rbgc_emitter *em, int32_t state)
{
    const rbg_placement *pl = em->an.placements[state];
    return pl != NULL && pl->n_modifiers > 0 && pl->lazy_state >= 0 && em->wanted[EMIT_K][pl->lazy_state];
}

bool rbgc_plan_placed_directly(const rbgc_emitter *em, int32_t state)
{
    return placed_directly(em, state) || placed_lazily(em, state);
}

/* The search of the keeper (flavour EMIT_K) from `state` at `cell`, as search_keeper starts it. */
static void put_keeper_search(rbgc_search_writer *w, int32_t state, const char *fail)
{
    int f = w->f;
    w->f = EMIT_K;
    fputs("        g_start(x, S, NULL, false);\n        if (!", w->out);
    rbgc_put_go(w, state, "cell");
    fprintf(w->out, ")\n            return %s;\n", fail);
    w->f = f;
}

/* The case of placement turn `state`: the first n of its modifiers on the cell, then the
 * automaton state `next` at that cell, the state's hash left stale as in the hot loops. */
static void put_case(rbgc_search_writer *w, int32_t state, int32_t n, int32_t next)
{
    const rbg_placement *pl = w->em->an.placements[state];
    fprintf(w->out, "    case %d:\n", (int)state);
    for (int32_t k = 0; k < n; k++)
        put_effect(w->em->p, w->out, pl->modifiers[k], "cell", false, "        ");
    fprintf(w->out, "        S->nfa_state = %d;\n        S->cell = cell;\n        S->unhashed = 1;\n", (int)next);
}

/* hot_place: per placement turn, its modifiers on the cell, then the keeper's moves; or, when
 * `lazy`, hot_place_lazy: per placement turn with final tests, its modifiers but the switch on
 * the cell, then the search of the tests and the switch, then the keeper's moves. */
static void put_place(rbgc_search_writer *w, bool lazy)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    FILE *out = w->out;
    fputs(lazy ? "/* The same for a placement whose final tests run on the cell, as hot_finish_lazy runs them. */\n"
                 "static int hot_place_lazy(rbg_context *x, void *state, int32_t cell, const int32_t *modifiers,\n"
                 "                          int32_t n_modifiers, int32_t lazy_state)\n{\n"
               : "/* A placement turn's move on `cell`, its final tests known to pass, as hot_apply applies its\n"
                 " * actions (emit_apply.c). */\n"
                 "static bool hot_place(rbg_context *x, void *state, int32_t cell, const int32_t *modifiers,\n"
                 "                      int32_t n_modifiers)\n{\n",
          out);
    fputs("    gstate *S = state;\n    switch (S->nfa_state) {\n", out);
    for (int32_t st = 0; st < p->n_states; st++) {
        const rbg_placement *pl = em->an.placements[st];
        if (lazy ? !placed_lazily(em, st) : !placed_directly(em, st))
            continue;
        if (lazy) {
            put_case(w, st, pl->n_modifiers - 1, pl->lazy_state); /* the switch is the tests' */
            put_keeper_search(w, pl->lazy_state, "-1");
            fputs("        return complete_keeper(x, S) ? 1 : 0;\n", out);
            continue;
        }
        const rbg_modifier *last = &p->modifiers[pl->modifiers[pl->n_modifiers - 1]];
        put_case(w, st, pl->n_modifiers, last->target);
        if (last->op == RBG_OP_KEEPER && !em->wanted[EMIT_K][last->target]) {
            fputs("        return false; /* the keeper has no move there */\n", out);
            continue;
        }
        if (last->op == RBG_OP_KEEPER)
            put_keeper_search(w, last->target, "false");
        fputs("        return complete_keeper(x, S);\n", out);
    }
    fputs(lazy ? "    default:\n        return hot_place_lazy_by_actions(x, state, cell, modifiers, n_modifiers, lazy_state);\n"
               : "    default:\n        return hot_place_by_actions(x, state, cell, modifiers, n_modifiers);\n",
          out);
    fputs("    }\n}\n\n", out);
}

void rbgc_put_direct_placements(rbgc_search_writer *w)
{
    put_place(w, false);
    put_place(w, true);
}
