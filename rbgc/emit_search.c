/* The generated search: one C function per automaton state and flavour, the interpreter's
 * depth-first search (runtime/interp.c) specialised to the game.  Each function explores the
 * edges of its state at `cell`; chains of single-edge states are followed inline, shift tables
 * become loops over constant arrays, and the any-square table over a piece test becomes a loop
 * over the occupancy bitsets of those pieces.  The order in which moves are found is the
 * interpreter's, so both backends play the same game for the same seed. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "c_writer.h"
#include "emit_array_pool.h"
#include "emit_internal.h"
#include "emit_leaves.h"
#include "emit_ray.h"
#include "emit_shape.h"
#include "reach.h"

static const char *const flavour_prefix[EMIT_FLAVOURS] = {"A", "K", "P", "C", "S"};

/* C operators of the comparisons, by rbg_cmp. */
static const char *const CMP_OPS[] = {"==", "!=", "<", "<=", ">", ">="};

typedef struct {
    rbgc_emitter *em;
    FILE *out;  /* function bodies */
    FILE *data; /* constant arrays of shift tables */
    bool *table_written;
    int32_t (*table_ids)[3]; /* [n_states]: the G_TB_, G_TC_, G_TT_ arrays a state's table uses */
    rbgc_array_pool arrays;  /* every array of a shift table written, to write each one once */
    bool *ray_masks;  /* [n_edges]: the array G_RAY_<edge> is written */
    bool *path_rays;  /* [paths_capacity]: the array G_RAYP_<i> is written */
    uint8_t *segment; /* [n_states]: segment_of, once known */
    uint64_t **leaf_masks; /* the contents of the arrays G_LEAVES_<i> written */
    int n_leaf_masks, leaf_masks_capacity;
    rbgc_shape_entry *paths; /* the paths of two or more shifts given arrays G_PATH_<i> */
    int n_paths, paths_capacity;
    bool *tree;  /* [n_automata]: the pattern is written out as a tree (tree_N) */
    bool *flood; /* [n_automata]: the pattern floods a region (flood_N, emit_flood.c) */
    int f;      /* flavour of the function being written */
} writer;

/* `in` one level deeper, into `buf` (INDENT_SIZE bytes). */
enum { INDENT_SIZE = 128 };
static void deeper(char *buf, const char *in);

/* A block `{ int d_ = VALUE; BODY }` whose body `put_body` writes at `in` one level deeper:
 * d_ is declared only when the body uses it (an edge that only records, a dead end). */
static void put_cell_block(writer *w, const char *in, const char *prefix, const char *value,
                           void (*put_body)(writer *w, const void *arg, const char *in), const void *arg)
{
    char in2[INDENT_SIZE];
    deeper(in2, in);
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
static void deeper(char *buf, const char *in)
{
    size_t n = strlen(in);
    if (n > INDENT_SIZE - 5)
        n = INDENT_SIZE - 5;
    memcpy(buf, in, n);
    memcpy(buf + n, "    ", 5);
}

static const rbg_state *state_of(const writer *w, int32_t state)
{
    return &w->em->p->states[state];
}

static int32_t checks_of(const writer *w, int32_t state)
{
    return w->em->p->automata[w->em->automaton_of[state]].n_checks;
}

static bool has_check(const writer *w, int32_t state)
{
    return rbgc_has_check(w->em->p, state);
}

/* `rbg_stack_visit(...)` for the pair (state, cell), or "1" when the state needs no check. */
static void put_visit(writer *w, int32_t state, const char *cell)
{
    if (!has_check(w, state)) {
        fputs("1", w->out);
        return;
    }
    fprintf(w->out, "rbg_stack_visit(&x->visited[%d], (size_t)%d * (G_N_CELLS + 1) + (size_t)(%s))",
            (int)w->em->automaton_of[state], (int)state_of(w, state)->check, cell);
}

static void want(writer *w, int f, int32_t state)
{
    w->em->wanted[f][state] = true;
}

/* The call exploring `state` at `cell` (its visit already done). */
static void put_call(writer *w, int32_t state, const char *cell)
{
    want(w, w->f, state);
    fprintf(w->out, "%s_%d(x, %s)", flavour_prefix[w->f], (int)state, cell);
}

/* visit && explore: the interpreter's go(). */
static void put_go(writer *w, int32_t state, const char *cell)
{
    if (w->em->automaton_of[state] > 0 && state_of(w, state)->accepting) {
        fputs("1", w->out); /* the pattern holds: nothing to mark, the search ends */
        return;
    }
    if (has_check(w, state)) {
        fputc('(', w->out);
        put_visit(w, state, cell);
        fputs(" && ", w->out);
        put_call(w, state, cell);
        fputc(')', w->out);
    } else {
        put_call(w, state, cell);
    }
}

/* The value of pattern `edge` at `cell`, negation applied: a C condition. */
static void put_pattern_test(writer *w, const rbg_edge *e, const char *cell)
{
    if (w->em->an.static_patterns[e->arg] != NULL)
        fprintf(w->out, "%sG_SP_%d[%s]", e->negated ? "!" : "", (int)e->arg, cell);
    else
        fprintf(w->out, "%spat_%d(x, %s)", e->negated ? "!" : "", (int)e->arg, cell);
}

/* A shift, on-test or pattern of a straight path: moves `cell` or runs `fail`. */
static void put_step(writer *w, const rbg_edge *e, const char *cell, const char *indent,
                     const char *fail)
{
    const rbg_program *p = w->em->p;
    switch (e->op) {
    case RBG_OP_SHIFT:
        fprintf(w->out, "%s%s = G_NB_%d[%s];\n%sif (!%s)\n%s    %s\n", indent, cell, (int)e->arg, cell,
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
        put_pattern_test(w, e, cell);
        fprintf(w->out, "))\n%s    %s\n", indent, fail);
        break;
    default:
        break;
    }
}

/* The switch that directly follows a modifier reaching `state`, if that is all that follows. */
static const rbg_edge *final_switch(const writer *w, int32_t state)
{
    const rbgc_emitter *em = w->em;
    const rbg_state *st = &em->p->states[state];
    if (st->n_edges != 1 || st->check >= 0 || em->an.table_begin[state] != NULL)
        return NULL;
    const rbg_edge *e = &em->p->edges[st->first_edge];
    return e->op == RBG_OP_SWITCH || e->op == RBG_OP_KEEPER ? e : NULL;
}

/* What the segment after a modifier can meet before the next modifier: a state with a visited
 * check (SEGMENT_CHECKS) or a pattern test (SEGMENT_PATTERNS).  The target of the modifier (or
 * switch) that ends the segment counts as met: it is checked in the segment's level, before that
 * modifier is applied (runtime/interp.c), so a switch into a checked state after a modifier
 * needs the modifier's fresh level as much as a checked state inside the segment does; without
 * it, two moves that end at one cell in that state after different modifiers share the level
 * above and the second is lost.  Computed on demand per state. */
enum { SEGMENT_KNOWN = 1, SEGMENT_CHECKS = 2, SEGMENT_PATTERNS = 4 };

/* An edge the segment goes on through: anything but the next modifier, which starts its own. */
static bool within_segment(const rbg_edge *e)
{
    return !rbgc_is_modifier(e);
}

static uint8_t segment_of(writer *w, int32_t target)
{
    const rbg_program *p = w->em->p;
    if (w->segment[target] & SEGMENT_KNOWN)
        return w->segment[target];
    uint8_t flags = SEGMENT_KNOWN;
    bool *seen = calloc((size_t)p->n_states + 1, sizeof(bool));
    rbgc_mark_reached(p, target, within_segment, seen);
    for (int32_t s = 0; s < p->n_states; s++) {
        if (!seen[s])
            continue;
        if (p->states[s].check >= 0)
            flags |= SEGMENT_CHECKS;
        for (int32_t k = 0; k < p->states[s].n_edges; k++) {
            const rbg_edge *e = &p->edges[p->states[s].first_edge + k];
            if (e->op == RBG_OP_PATTERN)
                flags |= SEGMENT_PATTERNS;
            if (!within_segment(e) && p->states[e->target].check >= 0)
                flags |= SEGMENT_CHECKS;
        }
    }
    free(seen);
    w->segment[target] = flags;
    return flags;
}

/* A modifier's continuation: a fresh visited level and pattern version around `body`, where the
 * segment after it has visited checks, and pattern tests whose memo must not see older results. */
static bool fresh_version(writer *w, int32_t target)
{
    return w->em->uses_memo && (segment_of(w, target) & SEGMENT_PATTERNS);
}

static bool fresh_level(writer *w, int32_t from, int32_t target)
{
    return checks_of(w, from) > 0 && (segment_of(w, target) & SEGMENT_CHECKS);
}

static void put_enter(writer *w, int32_t from, int32_t target, const char *cell, const char *in)
{
    int a = w->em->automaton_of[from];
    if (fresh_version(w, target))
        fprintf(w->out, "%suint32_t ver_ = x->version;\n%sx->version = ++x->versions;\n", in, in);
    if (fresh_level(w, from, target)) {
        fprintf(w->out, "%srbg_stack_push(&x->visited[%d]);\n", in, a);
        if (has_check(w, target)) {
            fprintf(w->out, "%s(void)", in);
            put_visit(w, target, cell);
            fputs(";\n", w->out);
        }
    }
}

static void put_leave(writer *w, int32_t from, int32_t target, const char *in)
{
    if (fresh_level(w, from, target))
        fprintf(w->out, "%sx->visited[%d].depth--;\n", in, (int)w->em->automaton_of[from]);
    if (fresh_version(w, target))
        fprintf(w->out, "%sx->version = ver_;\n", in);
}

/* An off or an assignment: `apply` and `undo` are statements. */
static void put_modifier(writer *w, int32_t from, const rbg_edge *e, const char *cell,
                         const char *apply, const char *undo, const char *in)
{
    char in2[INDENT_SIZE];
    deeper(in2, in);
    if (w->f == EMIT_A) {
        fprintf(w->out, "%sif (x->semi) {\n%s    g_record_semi(x, %s, %d);\n", in, in, cell, (int)e->modifier);
        int32_t lazy = w->em->an.lazy_switch[e->target];
        if (lazy != 0) /* only tests before the switch: a playout may list it untested */
            fprintf(w->out, "%s} else if (x->lazy) {\n%s    g_record_lazy(x, %s, %d, %d, %d);\n", in, in, cell,
                    (int)e->modifier, (int)lazy, (int)e->target);
        fprintf(w->out, "%s} else {\n", in);
        /* The switch's target is checked in the modifier's fresh level, where nothing is
         * marked yet (the modifier's own target has no check): the check always passes, and
         * checking it in the level before the modifier would lose the moves that end in that
         * state at the same cell after another modifier. */
        const rbg_edge *next = final_switch(w, e->target);
        if (next != NULL) {
            fprintf(w->out, "%sg_record2(x, %s, %d, %d);\n%s}\n", in2, cell, (int)e->modifier, (int)next->modifier, in);
            return;
        }
        if (w->em->unseen_off[e - w->em->p->edges]) { /* nothing before the switch sees it */
            fprintf(w->out, "%s/* recorded, not applied: nothing before the switch looks at this cell */\n", in2);
            put_enter(w, from, e->target, cell, in2);
            fprintf(w->out, "%srbg_partial_push(&x->partial, %s, %d);\n%s", in2, cell, (int)e->modifier, in2);
            put_call(w, e->target, cell);
            fprintf(w->out, ";\n%sx->partial.n--;\n", in2);
            put_leave(w, from, e->target, in2);
            fprintf(w->out, "%s}\n", in);
            return;
        }
        fprintf(w->out, "%s%s\n", in2, apply);
        put_enter(w, from, e->target, cell, in2);
        fprintf(w->out, "%srbg_partial_push(&x->partial, %s, %d);\n%s", in2, cell, (int)e->modifier, in2);
        put_call(w, e->target, cell);
        fprintf(w->out, ";\n%sx->partial.n--;\n", in2);
        put_leave(w, from, e->target, in2);
        fprintf(w->out, "%s%s\n%s}\n", in2, undo, in);
    } else if (w->f == EMIT_S) { /* the semimove ends here, unapplied */
        fprintf(w->out, "%sif (g_pick(x, %s, %d))\n%s    return true;\n", in, cell, (int)e->modifier, in);
    } else if (w->f == EMIT_C) {
        /* as A lists a move, but the search stops once the picked move is found */
        const rbg_edge *next = final_switch(w, e->target);
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
        bool unseen = w->em->unseen_off[e - w->em->p->edges];
        char in2[INDENT_SIZE];
        deeper(in2, in);
        fprintf(w->out, "%suint32_t at_;\n%sif (g_log_enter(x, &at_)) {\n", in, in);
        if (!unseen)
            fprintf(w->out, "%s%s\n", in2, apply);
        put_enter(w, from, e->target, cell, in2);
        fprintf(w->out, "%srbg_partial_push(&x->partial, %s, %d);\n%sbool stop_ = ", in2, cell, (int)e->modifier, in2);
        put_call(w, e->target, cell);
        fprintf(w->out, ";\n%sx->partial.n--;\n", in2);
        put_leave(w, from, e->target, in2);
        if (!unseen)
            fprintf(w->out, "%s%s\n", in2, undo);
        fprintf(w->out, "%sif (stop_)\n%s    return true;\n", in2, in2);
        fprintf(w->out, "%sg_log_close(x, at_);\n", in2);
        fprintf(w->out, "%s}\n", in);
    } else {
        fprintf(w->out, "%s%s\n", in, apply);
        put_enter(w, from, e->target, cell, in);
        fprintf(w->out, "%sbool stop_ = ", in);
        put_call(w, e->target, cell);
        fputs(";\n", w->out);
        if (w->f == EMIT_K) { /* the keeper keeps its move, and the hash its write (stored_hash) */
            fprintf(w->out, "%sif (stop_) {\n%s    if (!S->unhashed)\n%s        ", in, in, in);
            if (e->op == RBG_OP_OFF)
                fprintf(w->out, "g_hash_piece(S, %s, old_, %d);\n", cell, (int)e->arg);
            else
                fprintf(w->out, "g_hash_variable(S, %d, old_, v_);\n", (int)e->arg);
            fprintf(w->out, "%s    return true;\n%s}\n", in, in);
        }
        put_leave(w, from, e->target, in);
        fprintf(w->out, "%s%s\n", in, undo);
        if (w->f == EMIT_P)
            fprintf(w->out, "%sif (stop_)\n%s    return true;\n", in, in);
    }
}

/* The edges of `state` at `cell` (all but its shifts when `skip_shifts`): the interpreter's
 * edges_of(). */
static void put_edges(writer *w, int32_t state, const char *cell, bool skip_shifts, const char *in)
{
    const rbg_program *p = w->em->p;
    const rbg_state *st = state_of(w, state);
    if (st->accepting && w->f == EMIT_P) {
        fprintf(w->out, "%sreturn true;\n", in);
        return;
    }
    for (int32_t k = 0; k < st->n_edges; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        /* A searched pattern that two edges ask ({! P} ... + {? P} ...) is decided once, into a
         * local, where the first of them asks: the edges between restore what they change. */
        if (e->op == RBG_OP_PATTERN && w->em->an.static_patterns[e->arg] == NULL) {
            bool earlier = false, later = false;
            for (int32_t j = 0; j < st->n_edges; j++) {
                const rbg_edge *f = &p->edges[st->first_edge + j];
                bool same = f->op == RBG_OP_PATTERN && f->arg == e->arg;
                earlier |= same && j < k;
                later |= same && j > k;
            }
            if (!earlier && later)
                fprintf(w->out, "%sbool found%d_ = pat_%d(x, %s);\n", in, (int)e->arg, (int)e->arg, cell);
            if (earlier || later) {
                fprintf(w->out, "%sif (%sfound%d_ && ", in, e->negated ? "!" : "", (int)e->arg);
                put_go(w, e->target, cell);
                fprintf(w->out, ")\n%s    return true;\n", in);
                continue;
            }
        }
        switch (e->op) {
        case RBG_OP_SHIFT:
            if (skip_shifts)
                break;
            fprintf(w->out, "%s{\n%s    int n_ = G_NB_%d[%s];\n%s    if (n_ && ", in, in, (int)e->arg, cell, in);
            put_go(w, e->target, "n_");
            fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
            break;
        case RBG_OP_ON:
            if (rbgc_on_set_empty(p, e->arg))
                break;
            fprintf(w->out, "%sif (", in);
            rbgc_emit_on_test(w->out, p, e->arg, cell);
            fputs(" && ", w->out);
            put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_COMPARE: {
            fprintf(w->out, "%s{\n%s    bool ok_ = true;\n%s    (void)ok_;\n%s    int64_t a_ = ", in, in, in, in);
            rbgc_emit_expr(w->out, p, e->expr);
            fputs(";\n", w->out);
            fprintf(w->out, "%s    int64_t b_ = ", in);
            rbgc_emit_expr(w->out, p, e->expr2);
            fprintf(w->out, ";\n%s    if (ok_ && a_ %s b_ && ", in, CMP_OPS[e->arg]);
            put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
            break;
        }
        case RBG_OP_PATTERN:
            fprintf(w->out, "%sif (", in);
            put_pattern_test(w, e, cell);
            fputs(" && ", w->out);
            put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_NOOP:
            if (w->f == EMIT_S && e->modifier == 0) { /* a dot ends the semimove */
                fprintf(w->out, "%sif (", in);
                put_visit(w, e->target, cell);
                fprintf(w->out, " && g_pick(x, %s, %d))\n%s    return true;\n", cell, (int)-e->target, in);
                break;
            }
            if (w->f == EMIT_A && e->modifier == 0) { /* a dot ends a semimove */
                fprintf(w->out, "%sif (x->semi) {\n%s    if (", in, in);
                put_visit(w, e->target, cell);
                fprintf(w->out, ")\n%s        g_record_semi(x, %s, %d);\n%s} else if (", in, cell, (int)-e->target, in);
            } else {
                fprintf(w->out, "%sif (", in);
            }
            put_go(w, e->target, cell);
            fprintf(w->out, ")\n%s    return true;\n", in);
            break;
        case RBG_OP_OFF: {
            char apply[256], undo[256], in2[INDENT_SIZE];
            snprintf(apply, sizeof apply, "int old_ = S->board[%s]; g_set_piece(S, %s, %d);", cell, cell,
                     (int)e->arg);
            snprintf(undo, sizeof undo, "g_set_piece(S, %s, old_);", cell);
            deeper(in2, in);
            fprintf(w->out, "%sif (", in);
            put_visit(w, e->target, cell);
            fprintf(w->out, ") {\n");
            put_modifier(w, state, e, cell, apply, undo, in2);
            fprintf(w->out, "%s}\n", in);
            break;
        }
        case RBG_OP_ASSIGN: {
            char apply[256], undo[256], in2[INDENT_SIZE];
            snprintf(apply, sizeof apply, "int64_t old_ = S->vars[%d]; S->vars[%d] = v_;", (int)e->arg,
                     (int)e->arg);
            snprintf(undo, sizeof undo, "S->vars[%d] = old_;", (int)e->arg);
            deeper(in2, in);
            fprintf(w->out, "%s{\n%s    bool ok_ = true;\n%s    (void)ok_;\n%s    int64_t v_ = ", in, in, in, in);
            rbgc_emit_expr(w->out, p, e->expr);
            fprintf(w->out, ";\n%s    if (ok_ && v_ >= 0 && v_ <= INT64_C(%" PRId64 ") && ", in, p->bounds[e->arg]);
            put_visit(w, e->target, cell);
            fprintf(w->out, ") {\n");
            char in3[INDENT_SIZE];
            deeper(in3, in2);
            put_modifier(w, state, e, cell, apply, undo, in3);
            fprintf(w->out, "%s    }\n%s}\n", in, in);
            break;
        }
        case RBG_OP_SWITCH:
        case RBG_OP_KEEPER:
            fprintf(w->out, "%sif (", in);
            put_visit(w, e->target, cell);
            if (w->f == EMIT_K)
                fprintf(w->out, ") {\n%s    S->player = %d;\n%s    S->nfa_state = %d;\n%s    S->cell = %s;\n"
                                "%s    return true;\n%s}\n",
                        in, e->op == RBG_OP_SWITCH ? (int)e->arg : 0, in, (int)e->target, in, cell, in, in);
            else if (w->f == EMIT_C || w->f == EMIT_S)
                fprintf(w->out, " && g_pick(x, %s, %d))\n%s    return true;\n", cell, (int)e->modifier, in);
            else
                fprintf(w->out, ")\n%s    g_record(x, %s, %d);\n", in, cell, (int)e->modifier);
            break;
        }
    }
}

/* The constant arrays of the shift table of `state`: per cell, the reached pairs as a cell and
 * a local state number (0: the pair itself).  An array equal to one written before is not
 * written again: w->table_ids[state] names the arrays to read (states whose shift runs have the
 * same shape, such as every "any cell" of a game, share them). */
/* put_edges of a state at d_, its shifts left to its table (put_cell_block's body). */
static void put_own_edges(writer *w, const void *state, const char *in)
{
    put_edges(w, *(const int32_t *)state, "d_", true, in);
}

static void write_table_data(writer *w, int32_t state, int32_t *locals, int32_t *n_locals)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const int32_t *begin = em->an.table_begin[state], *pairs = em->an.table_pairs;
    /* The start pair does nothing when the state has only shifts: leave it out of the table. */
    bool skip_start = !rbg_analysis_has_other_edges(p, state);
    *n_locals = 0;
    bool write = !w->table_written[state];
    w->table_written[state] = true;
    int32_t total = (begin[p->n_cells + 1] - begin[0]) / 2, kept = 0;
    int32_t *first = malloc(sizeof(int32_t) * ((size_t)p->n_cells + 2));
    int32_t *cells = malloc(sizeof(int32_t) * ((size_t)total + 1));
    int32_t *tags = malloc(sizeof(int32_t) * ((size_t)total + 1));
    for (int32_t c = 0; c <= p->n_cells; c++) {
        first[c] = kept;
        for (int32_t i = begin[c]; i < begin[c + 1]; i += 2) {
            int32_t t = pairs[i], d = pairs[i + 1], local = 0;
            if (t == state && d == c) {
                if (skip_start)
                    continue;
            } else {
                for (local = 1; local <= *n_locals && locals[local - 1] != t; local++)
                    ;
                if (local > *n_locals)
                    locals[(*n_locals)++] = t;
            }
            cells[kept] = d;
            tags[kept++] = local;
        }
    }
    first[p->n_cells + 1] = kept;
    if (write) {
        /* An empty table still gets one element: C has no empty arrays. */
        if (kept == 0)
            cells[0] = tags[0] = 0;
        int32_t *ids = w->table_ids[state];
        ids[0] = rbgc_array_pool_put(&w->arrays, w->data, "uint32_t", "G_TB_", state, first,
                                     p->n_cells + 2);
        ids[1] = rbgc_array_pool_put(&w->arrays, w->data, em->cell_type, "G_TC_", state, cells,
                                     kept ? kept : 1);
        ids[2] = rbgc_array_pool_put(&w->arrays, w->data, "uint16_t", "G_TT_", state, tags,
                                     kept ? kept : 1);
    }
    free(first);
    free(cells);
    free(tags);
}

/* The continuation at a table target (t, d_) other than the start pair. */
static void put_table_target(writer *w, int32_t t, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t set = em->an.only_on_set[t];
    if (set >= 0) {
        if (rbgc_on_set_empty(em->p, set))
            return;
        fprintf(w->out, "%sif (", in);
        rbgc_emit_on_test(w->out, em->p, set, "d_");
        fputs(" && ", w->out);
        put_visit(w, t, "d_");
        fputs(" && ", w->out);
        put_go(w, em->an.only_on_target[t], "d_");
        fprintf(w->out, ")\n%s    return true;\n", in);
        return;
    }
    char in2[INDENT_SIZE];
    deeper(in2, in);
    fprintf(w->out, "%sif (", in);
    put_visit(w, t, "d_");
    fputs(") {\n", w->out);
    put_edges(w, t, "d_", true, in2);
    fprintf(w->out, "%s}\n", in);
}

/* The loop over the set bits of an occupancy union, in cell order: open_bits_loop writes up to
 * the union, which the caller writes, and start_bits_body the rest of the head; inside, the cell
 * is in `cell_var`, two levels deeper than `in`. */
static void open_bits_loop(writer *w, const char *in, const char *bits)
{
    fprintf(w->out, "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++) {\n%s    uint64_t %s = ", in, in, bits);
}

/* The bit of the start cell `cell` in word w_ of an occupancy loop (0 in the other words). */
static const char START_BIT[] = "(((cell - 1) >> 6) == w_ ? (uint64_t)1 << ((cell - 1) & 63) : 0)";

static void start_bits_body(writer *w, const char *in, const char *bits, const char *cell_var)
{
    fprintf(w->out, ";\n%s    while (%s) {\n", in, bits);
    if (cell_var != NULL)
        fprintf(w->out, "%s        int %s = (w_ << 6) + __builtin_ctzll(%s) + 1;\n", in, cell_var, bits);
    fprintf(w->out, "%s        %s &= %s - 1;\n", in, bits, bits);
}

static void describe_edge(const rbg_program *p, const rbg_edge *e, FILE *out);

/* The index of the action that edge `e`, ending a (semi)move, records: a dot's is minus its target. */
static int record_index(const rbg_edge *e)
{
    return e->op == RBG_OP_NOOP ? (int)-e->target : (int)e->modifier;
}

/* Whether the direct tests all end with the same action. */
static bool direct_records_same(const rbgc_direct *direct)
{
    for (int i = 1; i < direct->n; i++)
        if (record_index(direct->records[i]) != record_index(direct->records[0]))
            return false;
    return true;
}

/* When the direct tests end with different actions (chess's lifts, one `[empty]` per kind of
 * piece), the array `direct_rec_` of the action's index per piece. */
static void put_direct_records(writer *w, const rbgc_direct *direct, const char *in)
{
    const rbg_program *p = w->em->p;
    if (direct_records_same(direct))
        return;
    fprintf(w->out, "%sstatic const int32_t direct_rec_[] = {", in);
    for (int32_t piece = 0; piece < p->n_pieces; piece++) {
        int index = 0;
        for (int i = 0; i < direct->n; i++)
            if (rbgc_on_set_has(p, direct->tests[i]->arg, piece))
                index = record_index(direct->records[i]);
        fprintf(w->out, "%s%d", piece == 0 ? "" : ", ", index);
    }
    fputs("};\n", w->out);
}

/* The index of the action the direct cell d_ ends its (semi)move with. */
static void put_direct_record(writer *w, const rbgc_direct *direct)
{
    if (direct_records_same(direct))
        fprintf(w->out, "%d", record_index(direct->records[0]));
    else
        fputs("direct_rec_[S->board[d_]]", w->out);
}

/* The head of put_any_square's loop in a count where the cells holding the pieces of `direct`
 * end one move each (rbgc_find_direct, go's `{empty}`; or one semimove each, in a semimove
 * search: connect6's stones, chess's lift of a kind of piece): a count takes them by their bits
 * and walks only the other cells; it logs the moves of each word, and the pick after it passes
 * over every word before the drawn move's and walks that one whole. */
static void put_direct_words(writer *w, int32_t common, const rbgc_direct *direct, bool start_differs, const char *in)
{
    const rbg_program *p = w->em->p;
    fprintf(w->out, "%s/* any cell holding a piece of the set%s: its occupancy bits, in cell order; cells passing ",
            in, start_differs ? ", and the start cell" : "");
    for (int i = 0; i < direct->n; i++) {
        fputs(i == 0 ? "" : i + 1 < direct->n ? ", " : " or ", w->out);
        describe_edge(p, direct->tests[i], w->out);
    }
    fprintf(w->out, " end one %s each: counted by their bits */\n", w->f == EMIT_S ? "semimove" : "move");
    put_direct_records(w, direct, in);
    fprintf(w->out, "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++) {\n"
                    "%s    uint32_t at_;\n%s    if (!g_log_enter(x, &at_))\n%s        continue;\n"
                    "%s    uint64_t start_ = %s;\n%s    uint64_t bits_ = (",
            in, in, in, in, in, start_differs ? START_BIT : "0", in);
    const bool *pieces = w->em->any_pieces[common];
    if (pieces != NULL)
        rbgc_emit_occupancy_of(w->out, p, pieces);
    else
        rbgc_emit_occupancy(w->out, p, w->em->an.only_on_set[common]);
    fprintf(w->out, ") | start_;\n%s    uint64_t direct_ = bits_ & ~start_ & (", in);
    bool *direct_pieces = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int i = 0; i < direct->n; i++)
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            direct_pieces[piece] |= rbgc_on_set_has(p, direct->tests[i]->arg, piece);
    rbgc_emit_occupancy_of(w->out, p, direct_pieces);
    free(direct_pieces);
    /* In a pick, a word of direct cells alone holds the picked one as its skip-th bit: the walk
     * below meets only that bit. */
    fprintf(w->out, ");\n%s    if (!x->replay) {\n%s        x->skip -= (uint64_t)__builtin_popcountll(direct_);\n"
                    "%s        bits_ &= ~direct_;\n%s    } else if (bits_ == direct_) {\n"
                    "%s        for (uint64_t k_ = x->skip; k_ != 0; k_--)\n%s            bits_ &= bits_ - 1;\n"
                    "%s        bits_ &= -bits_;\n%s        x->skip = 0;\n%s    }\n%s    while (bits_) {\n"
                    "%s        int d_ = (w_ << 6) + __builtin_ctzll(bits_) + 1;\n%s        bits_ &= bits_ - 1;\n",
            in, in, in, in, in, in, in, in, in, in, in, in);
}

/* An any-square table: every cell in order, each through `common`, except the start cell when
 * its own edges differ (chess: en passant begins on the turn's first cell).  With occupancy
 * bitsets only the cells that can pass the on-tests of `common` are visited, and the start. */
static void put_any_square(writer *w, const rbgc_state_plan *plan, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t state = plan->at, common = plan->common;
    bool start_differs = plan->start_differs;
    int32_t set = em->an.only_on_set[common];
    const bool *pieces = em->any_pieces[common];
    bool occupancy = plan->kind != RBGC_PLAN_ANY_EVERY;
    char body[INDENT_SIZE], deeper_body[INDENT_SIZE], in2[INDENT_SIZE];
    deeper(in2, in);
    if (plan->kind == RBGC_PLAN_MOVE_SWEEP) {
        rbgc_emit_move_sweep(em, w->out, set, &plan->sweep);
        return;
    }
    const rbgc_direct *direct = plan->kind == RBGC_PLAN_ANY_DIRECT ? &plan->direct : NULL;
    if (direct != NULL) {
        deeper(body, in2);
        put_direct_words(w, common, direct, start_differs, in);
    } else if (occupancy) {
        deeper(body, in2);
        fprintf(w->out, "%s/* any cell holding a piece of the set%s: its occupancy bits, in cell order */\n", in,
                start_differs ? ", and the start cell" : "");
        open_bits_loop(w, in, "bits_");
        if (set >= 0)
            rbgc_emit_occupancy(w->out, w->em->p, set);
        else
            rbgc_emit_occupancy_of(w->out, w->em->p, pieces);
        if (start_differs)
            fprintf(w->out, " | %s", START_BIT);
        start_bits_body(w, in, "bits_", "d_");
    } else {
        memcpy(body, in2, sizeof body);
        fprintf(w->out, "%s/* any cell, in order */\n%sfor (int d_ = 1; d_ <= G_N_CELLS; d_++) {\n", in, in);
    }
    deeper(deeper_body, body);
    if (start_differs) {
        fprintf(w->out, "%sif (d_ == cell) {\n", body);
        put_edges(w, state, "d_", true, deeper_body);
        fprintf(w->out, "%s    continue;\n%s}\n", body, body);
    }
    if (direct != NULL) {
        fprintf(w->out, "%sif ((direct_ >> ((d_ - 1) & 63)) & 1) {\n%s    if (g_pick(x, d_, ", body, body);
        put_direct_record(w, direct);
        fprintf(w->out, "))\n%s        return true;\n%s    continue;\n%s}\n", body, body, body);
    }
    if (has_check(w, common)) {
        fprintf(w->out, "%sif (d_ != cell && !", body);
        put_visit(w, common, "d_");
        fprintf(w->out, ")\n%s    continue;\n", body);
    }
    if (occupancy && set >= 0) {
        fprintf(w->out, "%sif (", body);
        if (rbgc_any_square_visits_once(em, state, common))
            put_call(w, em->an.only_on_target[common], "d_");
        else
            put_go(w, em->an.only_on_target[common], "d_");
        fprintf(w->out, ")\n%s    return true;\n", body);
    } else {
        put_edges(w, common, "d_", true, body);
    }
    if (occupancy)
        fprintf(w->out, "%s    }\n", in);
    if (direct != NULL)
        fprintf(w->out, "%s    g_log_close(x, at_);\n", in);
    fprintf(w->out, "%s}\n", in);
}

/* The index of the array G_PATH_<i> holding, per cell, where the path of shifts of `entry`
 * leads (0: off the board); written with the shift tables the first time it is asked for. */
static int path_array(writer *w, const rbgc_shape_entry *entry)
{
    const rbg_program *p = w->em->p;
    for (int i = 0; i < w->n_paths; i++)
        if (w->paths[i].n_shifts == entry->n_shifts &&
            memcmp(w->paths[i].shifts, entry->shifts, sizeof(int32_t) * (size_t)entry->n_shifts) == 0)
            return i;
    if (w->n_paths == w->paths_capacity) {
        w->paths_capacity = 2 * w->paths_capacity + 8;
        w->paths = realloc(w->paths, sizeof(rbgc_shape_entry) * (size_t)w->paths_capacity);
        w->path_rays = realloc(w->path_rays, sizeof(bool) * (size_t)w->paths_capacity);
        if (w->paths == NULL || w->path_rays == NULL)
            abort();
        memset(w->path_rays + w->n_paths, 0, sizeof(bool) * (size_t)(w->paths_capacity - w->n_paths));
    }
    w->paths[w->n_paths] = *entry;
    fprintf(w->data, "/* shifts");
    for (int i = 0; i < entry->n_shifts; i++)
        fprintf(w->data, " %s", p->edge_names[entry->shifts[i]]);
    fprintf(w->data, " */\nstatic const %s G_PATH_%d[] = {", w->em->cell_type, w->n_paths);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        int32_t d = rbgc_follow_shifts(p, entry->shifts, entry->n_shifts, c);
        fprintf(w->data, "%s%d", c == 0 ? "\n    " : c % 16 ? ", " : ",\n    ", (int)d);
    }
    fputs("};\n", w->data);
    return w->n_paths++;
}

/* The array giving, per cell, where one step along the shifts leads: G_NB_<edge> for a single
 * shift, G_PATH_<i> (path_array) for longer paths.  Its name goes into `name` (32 bytes). */
static int path_of_shifts(writer *w, const int32_t *shifts, int n)
{
    rbgc_shape_entry entry = {.n_shifts = n};
    memcpy(entry.shifts, shifts, sizeof(int32_t) * (size_t)n);
    return path_array(w, &entry);
}

static void step_array(writer *w, const int32_t *shifts, int n, char *name)
{
    if (n == 1)
        snprintf(name, 32, "G_NB_%d", (int)shifts[0]);
    else
        snprintf(name, 32, "G_PATH_%d", path_of_shifts(w, shifts, n));
}

static bool put_counted_entry(writer *w, const rbgc_shape_entry *e, const char *in);

/* A table of fixed shape (emit_shape.h), written out: each entry's path of neighbour lookups,
 * then its continuation, in the table's order. */
static void put_shaped_table(writer *w, int32_t state, const char *in)
{
    const rbg_program *p = w->em->p;
    rbgc_shape_entry entries[RBGC_SHAPE_MAX_ENTRIES];
    int n = rbgc_table_shape(p, &w->em->an, state, entries);
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    deeper(in2, in);
    deeper(in3, in2);
    fprintf(w->out, "%s/* the cells reached by the shift run, written out in the table's order */\n", in);
    for (int j = 0; j < n; j++) {
        const rbgc_shape_entry *e = &entries[j];
        if (e->n_shifts == 0) {
            if (rbg_analysis_has_other_edges(p, state))
                put_cell_block(w, in, "", "cell", put_own_edges, &state);
            continue;
        }
        if (put_counted_entry(w, e, in))
            continue;
        char step[32];
        step_array(w, e->shifts, e->n_shifts, step);
        fprintf(w->out, "%s{\n%s    int d_ = %s[cell];\n%s    if (d_) {\n", in, in, step, in);
        put_table_target(w, e->state, in3);
        fprintf(w->out, "%s    }\n%s}\n", in, in);
    }
}

/* An any-square table of several branches (skirmish's `anyCell pawnMove` beside the other
 * pieces' `anyCell`): the cells holding a piece one of the branches tests, in cell order, and
 * the start cell, through its own edges.  Each other cell goes on through the branches in
 * their order, as the table would.  False (a plain table) when a branch has a visited check. */
static void put_any_branches(writer *w, int32_t state, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const int32_t *branches = em->any_branches[state];
    bool *pieces = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int32_t j = 0; branches[j] >= 0; j++) {
        int32_t b = branches[j], set = em->an.only_on_set[b];
        for (int32_t piece = 0; piece < p->n_pieces; piece++)
            pieces[piece] |= set >= 0 ? rbgc_on_set_has(p, set, piece) : em->any_pieces[b][piece];
    }
    char body[INDENT_SIZE], in2[INDENT_SIZE];
    deeper(in2, in);
    deeper(body, in2);
    fprintf(w->out, "%s/* any cell holding a piece one of the %s branches tests, and the start cell: its occupancy "
                    "bits, in cell order */\n",
            in, branches[2] >= 0 ? "several" : "two");
    open_bits_loop(w, in, "bits_");
    rbgc_emit_occupancy_of(w->out, p, pieces);
    fprintf(w->out, " | %s", START_BIT);
    start_bits_body(w, in, "bits_", "d_");
    free(pieces);
    char deeper_body[INDENT_SIZE];
    deeper(deeper_body, body);
    fprintf(w->out, "%sif (d_ == cell) {\n", body);
    put_edges(w, state, "d_", true, deeper_body);
    fprintf(w->out, "%s    continue;\n%s}\n", body, body);
    for (int32_t j = 0; branches[j] >= 0; j++) {
        fprintf(w->out, "%s/* branch %d */\n", body, (int)j + 1);
        put_edges(w, branches[j], "d_", true, body);
    }
    fprintf(w->out, "%s    }\n%s}\n", in, in);
}


/* The table of the state plan->at, as planned (not a ray). */
static void put_table(writer *w, const rbgc_state_plan *plan, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t state = plan->at;
    switch (plan->kind) {
    case RBGC_PLAN_ANY_EVERY:
    case RBGC_PLAN_ANY_BITS:
    case RBGC_PLAN_ANY_DIRECT:
    case RBGC_PLAN_MOVE_SWEEP:
        put_any_square(w, plan, in);
        return;
    case RBGC_PLAN_ANY_BRANCHES:
        put_any_branches(w, state, in);
        return;
    case RBGC_PLAN_SHAPED:
        put_shaped_table(w, state, in);
        return;
    case RBGC_PLAN_COUNT_TABLE:
        rbgc_emit_count_table(em, w->out, w->data, state, true, &plan->count_table);
        break;
    default:
        break;
    }
    int32_t *locals = malloc(sizeof(int32_t) * (size_t)(em->p->n_states + 1));
    int32_t n_locals;
    write_table_data(w, state, locals, &n_locals);
    fprintf(w->out, "%s/* the cells reached by the shift run, in order */\n", in);
    const int32_t *ids = w->table_ids[state];
    fprintf(w->out, "%sfor (uint32_t i_ = G_TB_%d[cell]; i_ < G_TB_%d[cell + 1]; i_++) {\n", in, (int)ids[0],
            (int)ids[0]);
    fprintf(w->out, "%s    int d_ = G_TC_%d[i_];\n%s    switch (G_TT_%d[i_]) {\n", in, (int)ids[1], in, (int)ids[2]);
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    deeper(in2, in);
    deeper(in3, in2);
    fprintf(w->out, "%s    case 0: {\n", in);
    put_edges(w, state, "d_", true, in3);
    fprintf(w->out, "%s        break;\n%s    }\n", in, in);
    for (int32_t l = 0; l < n_locals; l++) {
        fprintf(w->out, "%s    case %d: {\n", in, (int)l + 1);
        put_table_target(w, locals[l], in3);
        fprintf(w->out, "%s        break;\n%s    }\n", in, in);
    }
    fprintf(w->out, "%s    }\n%s}\n", in, in);
    free(locals);
}


static void put_target_at_d(writer *w, const void *target, const char *in)
{
    put_table_target(w, *(const int32_t *)target, in);
}

static void put_ray_exits(writer *w, int32_t state, const rbgc_ray_exit *exits, int n, const char *in)
{
    for (int i = 0; i < n; i++) {
        const rbgc_ray_exit *x = &exits[i];
        if (!x->at_next && x->state == state)
            put_cell_block(w, in, "", "c_", put_own_edges, &state);
        else
            put_cell_block(w, in, x->at_next ? "if (next_) " : "", x->at_next ? "next_" : "c_", put_target_at_d,
                           &x->state);
    }
}

static void put_next_cell(writer *w, const rbgc_ray_step *step, const char *in)
{
    fprintf(w->out, "%sint next_ = G_NB_%d[c_];\n", in, (int)step->shifts[0]);
    for (int i = 1; i < step->n_shifts; i++)
        fprintf(w->out, "%sif (next_)\n%s    next_ = G_NB_%d[next_];\n", in, in, (int)step->shifts[i]);
}

static void put_ray_loop(writer *w, int32_t state, const rbgc_ray_loop *loop)
{
    const char *in = "    ", *in2 = "        ";
    bool back = loop->n_before < loop->n_exits;
    fprintf(w->out, "%s/* a ray: the table's other entries at every cell of it%s */\n", in,
            back ? ", those after the ray's own on the way back" : "");
    if (back)
        fprintf(w->out, "%s%s ray_[G_N_CELLS];\n%sint len_ = 0;\n", in, w->em->cell_type, in);
    fprintf(w->out, "%sfor (int c_ = cell;;) {\n", in);
    put_next_cell(w, &loop->step, in2);
    if (back)
        fprintf(w->out, "%sray_[len_++] = (%s)c_;\n", in2, w->em->cell_type);
    put_ray_exits(w, state, loop->exits, loop->n_before, in2);
    fprintf(w->out, "%sif (!next_ || !", in2);
    rbgc_emit_on_test(w->out, w->em->p, loop->step.on_set, "next_");
    fprintf(w->out, ")\n%s    break;\n%sc_ = next_;\n%s}\n", in2, in2, in);
    if (back) {
        fprintf(w->out, "%swhile (len_ > 0) {\n%sint c_ = ray_[--len_];\n", in, in2);
        bool next_used = false;
        for (int i = loop->n_before; i < loop->n_exits; i++)
            next_used |= loop->exits[i].at_next;
        if (next_used)
            put_next_cell(w, &loop->step, in2);
        put_ray_exits(w, state, loop->exits + loop->n_before, loop->n_exits - loop->n_before, in2);
        fprintf(w->out, "%s}\n", in);
    }
}

static void put_ray_mask(writer *w, const int32_t *shifts, int n, char *name);


/* Writes `len_`, the number of cells the ray step can walk from `from` (a C variable) over
 * cells of its on-set, by the occupancy bits: the step's ray mask from the cell, the first cell
 * off the walk, a population count of the cells before it.  `from` itself counts when `self`. */
static void put_ray_length(writer *w, const rbgc_ray_step *step, const char *from, bool self, const char *in)
{
    const rbg_program *p = w->em->p;
    int direction = rbgc_step_direction(p, step->shifts, step->n_shifts);
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    for (int32_t piece = 0; piece < p->n_pieces; piece++)
        off_walk[piece] = !rbgc_on_set_has(p, step->on_set, piece);
    char ray[32];
    put_ray_mask(w, step->shifts, step->n_shifts, ray);
    /* A semimove pick reads the length its count logged; a move pick passes over whole subtrees
     * by the log already, and meets few rays. */
    bool logged = w->f == EMIT_S;
    char in2[INDENT_SIZE];
    if (logged) {
        deeper(in2, in);
        fprintf(w->out, "%suint64_t len_ = %d;\n%sif (x->replay) {\n%s    len_ = x->log[x->i_log++].moves;\n%s} else {\n",
                in, self ? 1 : 0, in, in, in);
    } else {
        snprintf(in2, sizeof in2, "%s", in);
        fprintf(w->out, "%suint64_t len_ = %d;\n", in, self ? 1 : 0);
    }
    if (w->em->occ_words <= 2) {
        /* Without a branch: where the ray stops is as random as the moves, and a mispredicted
         * exit costs more than looking at both words.  The first word along the ray (near)
         * counts up to its first blocker; when it has none (all_), the far word counts up to its
         * own, and the whole near word counts.  u_ holds the cells before the first blocker of
         * t_ (all of them when t_ is 0). */
        bool up = direction > 0;
        const char *near = w->em->occ_words == 1 || up ? "0" : "1", *far = up ? "1" : "0";
        fprintf(w->out, "%sconst uint64_t *r_ = &%s[%s * G_OCC_WORDS];\n", in2, ray, from);
        for (int k = 0; k < w->em->occ_words; k++) {
            fprintf(w->out, "%suint64_t m%d_ = r_[%d], b%d_ = m%d_ & ", in2, k, k, k, k);
            rbgc_emit_occupancy_word(w->out, p, off_walk, k == 0 ? "0" : "1");
            fputs(";\n", w->out);
        }
        if (w->em->occ_words == 2)
            fprintf(w->out, "%suint64_t all_ = (uint64_t)0 - (b%s_ == 0), t_ = b%s_ | (b%s_ & all_);\n", in2, near,
                    near, far);
        else
            fprintf(w->out, "%suint64_t t_ = b0_;\n", in2);
        fprintf(w->out, "%suint64_t u_ = %s;\n", in2,
                up ? "(t_ & -t_) - 1" : "(~(uint64_t)0 << (63 ^ __builtin_clzll(t_ | 1)) << 1) | ((uint64_t)0 - (t_ == 0))");
        if (w->em->occ_words == 2)
            fprintf(w->out,
                    "%slen_ += (uint64_t)__builtin_popcountll(m%s_ & (u_ | all_)) + "
                    "(uint64_t)__builtin_popcountll(m%s_ & u_ & all_);\n",
                    in2, near, far);
        else
            fprintf(w->out, "%slen_ += (uint64_t)__builtin_popcountll(m0_ & u_);\n", in2);
    } else {
        fprintf(w->out, "%sfor (int w_ = (%s - 1) >> 6; w_ %s; w_%s) {\n%s    uint64_t m_ = %s[%s * G_OCC_WORDS + w_];\n"
                        "%s    uint64_t b_ = m_ & ",
                in2, from, direction > 0 ? "< G_OCC_WORDS" : ">= 0", direction > 0 ? "++" : "--", in2, ray, from, in2);
        rbgc_emit_occupancy_of(w->out, w->em->p, off_walk);
        fprintf(w->out, ";\n%s    if (b_) {\n%s        len_ += (uint64_t)__builtin_popcountll(m_ & %s);\n"
                        "%s        break;\n%s    }\n%s    len_ += (uint64_t)__builtin_popcountll(m_);\n%s}\n",
                in2, in2, direction > 0 ? "((b_ & -b_) - 1)" : "~(((uint64_t)2 << (63 - __builtin_clzll(b_))) - 1)",
                in2, in2, in2, in2);
    }
    free(off_walk);
    if (logged)
        fprintf(w->out, "%sg_log_ray(x, len_);\n%s}\n", in2, in);
}

/* A ray that ends a move at each of its cells (amazons' arrow: `((d) {empty})* ->>`), in a
 * counting search, or a semimove (the amazon's landing `((d) {empty})* [amazon]`) in a semimove
 * counting search: its length comes from the occupancy bits, so counting it costs no walk; only
 * the picked cell is walked to.  The cells are numbered in the order the listing search records
 * them. */
static void put_counted_ray(writer *w, int32_t state, const rbgc_ray_loop *loop)
{
    const rbg_edge *record = rbgc_counted_ray_record(w->em, state, loop, w->f == EMIT_S);
    const rbgc_ray_step *step = &loop->step;
    char next[32];
    step_array(w, step->shifts, step->n_shifts, next);
    fprintf(w->out, "    /* a ray ending a %s at every cell: its length by the occupancy bits */\n",
            w->f == EMIT_S ? "semimove" : "move");
    put_ray_length(w, step, "cell", true, "    ");
    /* exits before the ray's own entry are recorded on the way out: nearest cell first */
    bool outward = loop->n_before == 1;
    fprintf(w->out, "    if (__builtin_expect(x->skip >= len_, 1)) {\n        x->skip -= len_;\n        return false;\n    }\n"
                    "    int c_ = cell;\n    for (uint64_t k_ = %s; k_ > 0; k_--)\n        c_ = %s[c_];\n"
                    "    x->skip = 0;\n    return g_pick_cold(x, c_, %d);\n",
            outward ? "x->skip" : "len_ - 1 - x->skip", next, record_index(record));
}

/* In a counting search, an entry of a written-out table whose step and test start a counted
 * ray of the same step (the arrow's eight lines from the amazon's landing): its moves are
 * counted from the table's own cell, with no test of the first cell and no call; the ray's
 * function runs only when it holds the picked move.  False for any other entry. */
static bool put_counted_entry(writer *w, const rbgc_shape_entry *e, const char *in)
{
    const rbgc_emitter *em = w->em;
    int32_t t = e->state, set = em->an.only_on_set[t];
    if ((w->f != EMIT_C && w->f != EMIT_S) || set < 0 || has_check(w, t))
        return false;
    int32_t ray_state = em->an.only_on_target[t];
    rbgc_ray_loop loop;
    if (em->an.table_begin[ray_state] == NULL || has_check(w, ray_state) || !rbgc_find_ray_loop(w->em, ray_state, &loop) ||
        rbgc_counted_ray_record(w->em, ray_state, &loop, w->f == EMIT_S) == NULL || loop.step.n_shifts != e->n_shifts ||
        memcmp(loop.step.shifts, e->shifts, sizeof(int32_t) * (size_t)e->n_shifts) != 0 ||
        !rbg_analysis_same_on_set(em->p, set, loop.step.on_set))
        return false;
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    deeper(in2, in);
    deeper(in3, in2);
    fprintf(w->out, "%s{ /* a counted ray from here */\n", in);
    put_ray_length(w, &loop.step, "cell", false, in2);
    fprintf(w->out, "%sif (__builtin_expect(x->skip >= len_, 1)) {\n%s    x->skip -= len_;\n%s} else {\n", in2, in2, in2);
    char step[32];
    step_array(w, e->shifts, e->n_shifts, step);
    fprintf(w->out, "%sint d_ = %s[cell];\n", in3, step);
    if (w->f == EMIT_S) /* the ray's own function, which the count did not call, works its length out again */
        fprintf(w->out, "%sx->replay = false;\n", in3);
    fprintf(w->out, "%sreturn ", in3);
    put_call(w, ray_state, "d_");
    fprintf(w->out, ";\n%s}\n%s}\n", in2, in);
    return true;
}

/* What an edge does, in the language's notation, for the comments of the generated code. */
static void describe_edge(const rbg_program *p, const rbg_edge *e, FILE *out)
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

static void describe_state(const rbgc_emitter *em, int32_t state, FILE *out)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    fprintf(out, "/* state %d%s%s:", (int)state, st->nodal ? " (a turn starts here)" : "",
            st->accepting ? " (end)" : "");
    for (int32_t k = 0; k < st->n_edges && k < 12; k++) {
        const rbg_edge *e = &p->edges[st->first_edge + k];
        fputs(k ? "," : "", out);
        fputc(' ', out);
        describe_edge(p, e, out);
        if (e->modifier > 0)
            fprintf(out, "#%d", (int)e->modifier);
        fprintf(out, " -> %d", (int)e->target);
    }
    fputs(st->n_edges > 12 ? ", ... */\n" : " */\n", out);
}

static const char *const flavour_comment[EMIT_FLAVOURS] = {
    "lists moves", "applies the keeper's first move", "decides a pattern", "counts moves or finds the picked one",
    "counts semimoves or finds the picked one"};

/* The interpreter's dfs(): follow single shifts and tests inline, then branch. */
static void put_function_body(writer *w, int32_t state)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    rbgc_state_plan plan;
    rbgc_plan_state(em, state, w->f, &plan);
    if (plan.kind == RBGC_PLAN_FLOOD_WALK) {
        rbgc_emit_flood_walk(em, w->out, state, &plan.walk);
        return;
    }
    bool *in_chain = calloc((size_t)p->n_states, sizeof(bool));
    for (;;) {
        if (em->an.table_begin[state] != NULL) {
            rbgc_state_plan plan;
            rbgc_plan_table_at(em, state, w->f, &plan);
            if (plan.kind == RBGC_PLAN_COUNTED_RAY)
                put_counted_ray(w, state, &plan.ray);
            else if (plan.kind == RBGC_PLAN_RAY_LOOP)
                put_ray_loop(w, state, &plan.ray);
            else
                put_table(w, &plan, "    ");
            break;
        }
        const rbg_state *st = &p->states[state];
        const rbg_edge *e = &p->edges[st->first_edge];
        if (st->n_edges != 1 || (st->accepting && w->f == EMIT_P) ||
            (e->op != RBG_OP_SHIFT && e->op != RBG_OP_ON && e->op != RBG_OP_PATTERN)) {
            put_edges(w, state, "cell", false, "    ");
            break;
        }
        if (in_chain[state]) {
            fputs("    return ", w->out);
            put_call(w, state, "cell");
            fputs(";\n}\n\n", w->out);
            free(in_chain);
            return;
        }
        in_chain[state] = true;
        fputs("    /* ", w->out);
        describe_edge(p, e, w->out);
        fprintf(w->out, " -> state %d */\n", (int)e->target);
        put_step(w, e, "cell", "    ", "return false;");
        state = e->target;
        if (has_check(w, state)) {
            fputs("    if (!", w->out);
            put_visit(w, state, "cell");
            fputs(")\n        return false;\n", w->out);
        }
    }
    free(in_chain);
    fputs("    return false;\n}\n\n", w->out);
}

static void put_function(writer *w, int32_t state)
{
    rbgc_aside aside;
    rbgc_aside_begin(&aside, &w->out);
    put_function_body(w, state);
    char *body = rbgc_aside_end(&aside, &w->out);
    describe_state(w->em, state, w->out);
    fprintf(w->out, "/* (%s) */\nstatic bool %s_%d(X *x, int cell)\n{\n    gstate *S = x->s;\n    (void)S;\n%s",
            flavour_comment[w->f], flavour_prefix[w->f], (int)state,
            rbgc_c_mentions(body, "cell") ? "" : "    (void)cell; /* the function starts elsewhere */\n");
    fputs(body, w->out);
    free(body);
}

/* Patterns unfolded into trees (rbgc_plan_pattern: RBGC_PATTERN_TREE) are written out as
 * nested conditions on the neighbour arrays, with a loop per ray and per any-cell. */


static void put_tree(writer *w, int32_t state, int depth, const char *in);

/* The edges of `state` (but edge `skip`) at the cell in variable c<depth>. */
/* The index of the array G_LEAVES_<i> holding `mask` ([n_cells + 1] rows of occ_words words),
 * written with the shift tables the first time these contents are asked for (chess asks the
 * same knight, king and pawn masks from several patterns). */
static int leaf_mask_array(writer *w, const uint64_t *mask)
{
    const rbg_program *p = w->em->p;
    int words = w->em->occ_words;
    size_t size = sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words;
    for (int i = 0; i < w->n_leaf_masks; i++)
        if (memcmp(w->leaf_masks[i], mask, size) == 0)
            return i;
    if (w->n_leaf_masks == w->leaf_masks_capacity) {
        w->leaf_masks_capacity = 2 * w->leaf_masks_capacity + 8;
        w->leaf_masks = realloc(w->leaf_masks, sizeof(uint64_t *) * (size_t)w->leaf_masks_capacity);
        if (w->leaf_masks == NULL)
            abort();
    }
    uint64_t *copy = malloc(size);
    if (copy == NULL)
        abort();
    memcpy(copy, mask, size);
    w->leaf_masks[w->n_leaf_masks] = copy;
    fprintf(w->data, "/* per cell, the cells some branches of shifts test (and, for a way, whether it leaves the board) */\n"
                     "static const uint64_t G_LEAVES_%d[] = {\n", w->n_leaf_masks);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        fputs("   ", w->data);
        for (int k = 0; k < words; k++)
            fprintf(w->data, " UINT64_C(0x%" PRIx64 "),", mask[(size_t)c * (size_t)words + (size_t)k]);
        fputc('\n', w->data);
    }
    fputs("};\n", w->data);
    return w->n_leaf_masks++;
}

/* The edges of `state` (but `skip`) whose branches are leaves (emit_leaves.h) ending with a
 * test that at least one other leaf ends with too are asked as masks: one array per test of
 * the cells the leaves reach, against the occupancy bits.  Marks those edges in `masked`. */
static void put_leaf_masks(writer *w, int32_t state, int32_t skip, int depth, const char *in, bool *masked)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (!em->uses_occ)
        return;
    rbgc_leaf leaves[RBGC_LEAVES_MAX];
    int32_t *edge_of = malloc(sizeof(int32_t) * RBGC_LEAVES_MAX);
    int n = 0;
    for (int32_t k = 0; k < st->n_edges; k++) {
        if (k == skip)
            continue;
        int more = rbgc_edge_leaves(p, &p->edges[st->first_edge + k], leaves, n);
        for (int i = n; i < more; i++)
            edge_of[i] = k;
        if (more > n)
            n = more;
    }
    /* an edge is masked when each of its leaves shares its test with another leaf */
    for (int32_t k = 0; k < st->n_edges; k++)
        masked[k] = false;
    for (int i = 0; i < n; i++)
        masked[edge_of[i]] = true;
    for (int i = 0; i < n; i++) {
        int sharing = 0;
        for (int j = 0; j < n; j++)
            sharing += rbg_analysis_same_on_set(p, leaves[i].on_set, leaves[j].on_set);
        if (sharing < 2)
            masked[edge_of[i]] = false;
    }
    int words = em->occ_words;
    uint64_t *mask = malloc(sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
    bool *done = calloc((size_t)n + 1, sizeof(bool));
    for (int i = 0; i < n; i++) {
        if (done[i] || !masked[edge_of[i]])
            continue;
        memset(mask, 0, sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
        for (int j = i; j < n; j++) {
            if (!masked[edge_of[j]] || !rbg_analysis_same_on_set(p, leaves[i].on_set, leaves[j].on_set))
                continue;
            done[j] = true;
            for (int32_t c = 1; c <= p->n_cells; c++) {
                int32_t d = rbgc_follow_shifts(p, leaves[j].shifts, leaves[j].n_shifts, c);
                if (d != 0)
                    mask[(size_t)c * (size_t)words + (size_t)((d - 1) >> 6)] |= (uint64_t)1 << ((d - 1) & 63);
            }
        }
        int id = leaf_mask_array(w, mask);
        fprintf(w->out, "%s/* branches of shifts ending with the same test: a mask of their cells */\n"
                        "%sfor (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n%s    if (G_LEAVES_%d[c%d * G_OCC_WORDS + w_] & ",
                in, in, in, id, depth);
        rbgc_emit_occupancy(w->out, w->em->p, leaves[i].on_set);
        fprintf(w->out, ")\n%s        return true;\n", in);
    }
    free(done);
    free(mask);
    free(edge_of);
}

/* Where the n shifts lead from `state` through states that do nothing else, one shift each:
 * the state after the last, or -1. */
static int32_t shift_chain_end(const rbg_program *p, int32_t state, const int32_t *shifts, int n)
{
    for (int i = 0; i < n; i++) {
        const rbg_state *s = &p->states[state];
        if (s->accepting || s->n_edges != 1)
            return -1;
        const rbg_edge *e = &p->edges[s->first_edge];
        if (e->op != RBG_OP_SHIFT || e->arg != shifts[i])
            return -1;
        state = e->target;
    }
    return state;
}

static const rbg_edge *blocker_ray_test(const writer *w, int32_t state, int32_t ray, const rbgc_ray_step *step,
                                        bool *off_walk);

/* In a pattern tree on a board of one word, a shift whose target tests one cell and goes on
 * into a blocker ray along the same direction, whose test ends the pattern: `d {W} (d {W})* d
 * {T}`, chess's "a rook or queen along a line, past at least one empty square".  It holds when
 * the first cell off the walk from `cell` along d holds T and lies past the next cell: the
 * nearest bit of the ray's mask against the walk's complement, tested against T's occupancy and
 * the ray from the next cell, with no branch on the cells on the way (whose outcomes vary from
 * ray to ray and mispredict).  False, and nothing written, for any other shape. */
static bool put_step_blocker_ray(writer *w, const rbg_edge *e, const char *cell, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    /* the step's shifts: e's, then those of single-shift states up to the walk's test */
    int32_t shifts[RBGC_RAY_MAX_SHIFTS] = {e->arg}, y = e->target;
    int n = 1;
    for (; n < RBGC_RAY_MAX_SHIFTS; n++) {
        const rbg_state *s = &p->states[y];
        if (s->accepting || s->n_edges != 1 || p->edges[s->first_edge].op != RBG_OP_SHIFT)
            break;
        shifts[n] = p->edges[s->first_edge].arg;
        y = p->edges[s->first_edge].target;
    }
    const rbg_state *ys = &p->states[y];
    if (em->occ_words != 1 || ys->accepting || ys->n_edges != 1)
        return false;
    const rbg_edge *walk = &p->edges[ys->first_edge];
    rbgc_ray_step step;
    int32_t ray = walk->op == RBG_OP_ON ? rbgc_ray_edge(p, walk->target, &step) : -1;
    if (ray < 0 || step.n_shifts != n || memcmp(step.shifts, shifts, sizeof(int32_t) * (size_t)n) != 0 ||
        !rbg_analysis_same_on_set(p, step.on_set, walk->arg))
        return false;
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    const rbg_edge *test = blocker_ray_test(w, walk->target, ray, &step, off_walk);
    if (test == NULL || !p->states[test->target].accepting) {
        free(off_walk);
        return false;
    }
    char ray_name[32], next[32];
    put_ray_mask(w, shifts, n, ray_name);
    step_array(w, shifts, n, next);
    bool up = rbgc_step_direction(p, shifts, n) > 0;
    fprintf(w->out, "%s{ /* along", in);
    for (int i = 0; i < n; i++)
        fprintf(w->out, " %s", p->edge_names[shifts[i]]);
    fprintf(w->out, " past a first cell on the walk, its first cell off it: by the bits */\n"
                    "%s    uint64_t b_ = %s[%s] & ",
            in, ray_name, cell);
    rbgc_emit_occupancy_word(w->out, p, off_walk, "0");
    fprintf(w->out, ";\n%s    uint64_t f_ = %s;\n%s    if (f_ & %s[%s[%s]] & ", in,
            up ? "b_ & -b_" : "((uint64_t)1 << (63 ^ __builtin_clzll(b_ | 1))) & b_", in, ray_name, next, cell);
    rbgc_emit_occupancy_set_word(w->out, p, test->arg, "0");
    fprintf(w->out, ")\n%s        return true;\n%s}\n", in, in);
    free(off_walk);
    return true;
}

static void put_tree_edges(writer *w, int32_t state, int32_t skip, int depth, const char *in)
{
    const rbg_program *p = w->em->p;
    const rbg_state *st = &p->states[state];
    char cell[16], in2[INDENT_SIZE], in3[INDENT_SIZE];
    snprintf(cell, sizeof cell, "c%d", depth);
    deeper(in2, in);
    deeper(in3, in2);
    bool *masked = calloc((size_t)st->n_edges + 1, sizeof(bool));
    put_leaf_masks(w, state, skip, depth, in, masked);
    for (int32_t k = 0; k < st->n_edges; k++) {
        if (k == skip || masked[k])
            continue;
        const rbg_edge *e = &p->edges[st->first_edge + k];
        switch (e->op) {
        case RBG_OP_SHIFT:
            if (put_step_blocker_ray(w, e, cell, in))
                continue;
            fprintf(w->out, "%s{\n%s    int c%d = G_NB_%d[%s];\n%s    if (c%d) {\n", in, in, depth + 1, (int)e->arg,
                    cell, in, depth + 1);
            put_tree(w, e->target, depth + 1, in3);
            fprintf(w->out, "%s    }\n%s}\n", in, in);
            continue;
        case RBG_OP_ON:
            if (rbgc_on_set_empty(p, e->arg))
                continue;
            fprintf(w->out, "%sif (", in);
            rbgc_emit_on_test(w->out, p, e->arg, cell);
            break;
        case RBG_OP_PATTERN:
            fprintf(w->out, "%sif (", in);
            put_pattern_test(w, e, cell);
            break;
        case RBG_OP_COMPARE: {
            fprintf(w->out, "%sif ((", in);
            rbgc_emit_expr(w->out, p, e->expr);
            fprintf(w->out, ") %s (", CMP_OPS[e->arg]);
            rbgc_emit_expr(w->out, p, e->expr2);
            fputc(')', w->out);
            break;
        }
        default: /* a no-op */
            fprintf(w->out, "%sif (1", in);
            break;
        }
        fprintf(w->out, ") {\n");
        put_tree(w, e->target, depth, in2);
        fprintf(w->out, "%s}\n", in);
    }
    free(masked);
}

/* The unfolded tree of `state` at the cell in variable c<depth>: `return true` where a path
 * reaches the end of the pattern. */

/* The array of the ray along a path of shifts: per cell, the bitset of the cells the path's
 * repetitions reach from it (itself excluded).  G_RAY_<edge> for one shift; for longer paths
 * G_RAYP_<i>, beside their G_PATH_<i>.  Written the first time it is asked for; its name goes
 * into `name` (32 bytes). */
static void put_ray_mask(writer *w, const int32_t *shifts, int n, char *name)
{
    const rbg_program *p = w->em->p;
    bool *written;
    if (n == 1) {
        snprintf(name, 32, "G_RAY_%d", (int)shifts[0]);
        written = &w->ray_masks[shifts[0]];
    } else {
        int i = path_of_shifts(w, shifts, n);
        snprintf(name, 32, "G_RAYP_%d", i);
        written = &w->path_rays[i];
    }
    if (*written)
        return;
    *written = true;
    int words = w->em->occ_words;
    uint64_t *mask = calloc((size_t)words, sizeof(uint64_t));
    fputs("/* the cells along", w->data);
    for (int i = 0; i < n; i++)
        fprintf(w->data, " %s", p->edge_names[shifts[i]]);
    fprintf(w->data, " from each cell */\nstatic const uint64_t %s[] = {\n", name);
    for (int32_t c = 0; c <= p->n_cells; c++) {
        memset(mask, 0, sizeof(uint64_t) * (size_t)words);
        for (int32_t d = c; c != 0;) {
            d = rbgc_follow_shifts(p, shifts, n, d);
            if (d == 0)
                break;
            mask[(d - 1) >> 6] |= (uint64_t)1 << ((d - 1) & 63);
        }
        fputs("   ", w->data);
        for (int i = 0; i < words; i++)
            fprintf(w->data, " UINT64_C(0x%" PRIx64 "),", mask[i]);
        fputc('\n', w->data);
    }
    fputs("};\n", w->data);
    free(mask);
}

/* A ray of a written-out pattern that walks cells of one kind and then tests the first other
 * cell, as chess's `((up) {empty})* (up) {rook, queen}` does: the exit of the ray is the same
 * shift and an on-test that no cell of the walk can pass.  Only the first cell off the walk
 * along the ray (its blocker) can lead on, and the occupancy bits find it at once: a mask of the
 * ray from the cell, the cells holding other pieces, the nearest bit.  Needs a direction in
 * which cell numbers only grow or only shrink.  False when the ray has another shape. */
/* The exit test of a blocker ray at `state` (see put_blocker_ray), or NULL when the state is no
 * such ray; `off_walk` ([n_pieces + 1]) gets the pieces that stop the walk. */
static const rbg_edge *blocker_ray_test(const writer *w, int32_t state, int32_t ray, const rbgc_ray_step *step,
                                        bool *off_walk)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (!em->uses_occ || st->n_edges != 2 || st->accepting)
        return NULL;
    const rbg_edge *exit = &p->edges[st->first_edge + (ray == 0 ? 1 : 0)];
    if (exit->op != RBG_OP_SHIFT || exit->arg != step->shifts[0])
        return NULL;
    int32_t after = shift_chain_end(p, exit->target, step->shifts + 1, step->n_shifts - 1);
    if (after < 0)
        return NULL;
    const rbg_state *u = &p->states[after];
    if (u->accepting || u->n_edges != 1)
        return NULL;
    const rbg_edge *test = &p->edges[u->first_edge];
    if (test->op != RBG_OP_ON)
        return NULL;
    bool disjoint = true;
    for (int32_t piece = 0; piece < p->n_pieces; piece++) {
        off_walk[piece] = !rbgc_on_set_has(p, step->on_set, piece);
        disjoint &= off_walk[piece] || !rbgc_on_set_has(p, test->arg, piece);
    }
    return disjoint && rbgc_step_direction(p, step->shifts, step->n_shifts) != 0 ? test : NULL;
}

static bool put_blocker_ray(writer *w, int32_t state, int32_t ray, const rbgc_ray_step *step, int depth,
                            const char *in)
{
    const rbg_program *p = w->em->p;
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    const rbg_edge *test = blocker_ray_test(w, state, ray, step, off_walk);
    if (test == NULL) {
        free(off_walk);
        return false;
    }
    int direction = rbgc_step_direction(p, step->shifts, step->n_shifts);
    char ray_name[32];
    put_ray_mask(w, step->shifts, step->n_shifts, ray_name);
    int next = depth + 1;
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    deeper(in2, in);
    deeper(in3, in2);
    fprintf(w->out, "%s{\n%s    /* the ray along", in, in);
    for (int i = 0; i < step->n_shifts; i++)
        fprintf(w->out, " %s", p->edge_names[step->shifts[i]]);
    fprintf(w->out, ": its first cell off the walk, by the occupancy bits */\n"
                    "%s    int c%d = 0;\n%s    for (int w_ = (c%d - 1) >> 6; w_ %s; w_%s) {\n"
                    "%s        uint64_t b_ = %s[c%d * G_OCC_WORDS + w_] & ",
            in, next, in, depth, direction > 0 ? "< G_OCC_WORDS" : ">= 0", direction > 0 ? "++" : "--", in, ray_name,
            depth);
    rbgc_emit_occupancy_of(w->out, w->em->p, off_walk);
    fprintf(w->out, ";\n%s        if (b_) {\n%s            c%d = (w_ << 6) + %s + 1;\n%s            break;\n"
                    "%s        }\n%s    }\n%s    if (c%d && ",
            in, in, next, direction > 0 ? "__builtin_ctzll(b_)" : "63 - __builtin_clzll(b_)", in, in, in, in, next);
    char cell[16];
    snprintf(cell, sizeof cell, "c%d", next);
    rbgc_emit_on_test(w->out, p, test->arg, cell);
    fprintf(w->out, ") {\n");
    put_tree(w, test->target, next, in3);
    fprintf(w->out, "%s    }\n%s}\n", in, in);
    free(off_walk);
    return true;
}

/* rbgc_pattern_ways where the board allows ways (below): their number, or 0. */
static int pattern_ways(const rbgc_emitter *em, int32_t state, rbgc_way *ways, int32_t *set)
{
    if (!em->uses_occ || em->p->n_cells % 64 == 0)
        return 0;
    return rbgc_pattern_ways(em->p, state, ways, set);
}

bool rbgc_pattern_by_ways(const rbgc_emitter *em, int32_t a)
{
    rbgc_way ways[RBGC_WAYS_MAX];
    int32_t set;
    int32_t start = em->p->automata[a].start;
    return !em->p->states[start].accepting && pattern_ways(em, start, ways, &set) > 0;
}

/* A pattern that is only ways of shifts and tests of one set (emit_leaves.h, rbgc_pattern_ways):
 * one mask per way of the cells it tests from the cell, and the way holds when the pieces of
 * the set cover its mask.  A way that leaves the board from a cell gets, there, the bit past the
 * last cell, which no piece covers; so the board needs such a bit.  False when the pattern has
 * another shape. */
static bool put_pattern_ways(writer *w, int32_t state, int depth, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    int words = em->occ_words;
    rbgc_way ways[RBGC_WAYS_MAX];
    int32_t set;
    int n = pattern_ways(em, state, ways, &set);
    if (n <= 0)
        return false;
    uint64_t *mask = malloc(sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
    /* Every way is asked, without a branch between them: which one holds is as random as the
     * position, and a few masks cost less than a mispredicted branch. */
    fprintf(w->out, "%s/* each way through the pattern: a mask of the cells it tests, all to hold the set */\n"
                    "%sbool held_ = false;\n", in, in);
    for (int i = 0; i < n; i++) {
        memset(mask, 0, sizeof(uint64_t) * (size_t)(p->n_cells + 1) * (size_t)words);
        for (int32_t c = 1; c <= p->n_cells; c++) {
            uint64_t *row = mask + (size_t)c * (size_t)words;
            int32_t d = c;
            for (int k = 0; k < ways[i].n_steps && d != 0; k++) {
                if (ways[i].steps[k] == RBGC_WAY_TEST)
                    row[(d - 1) >> 6] |= (uint64_t)1 << ((d - 1) & 63);
                else
                    d = p->neighbours[(size_t)d * (size_t)p->n_edges + (size_t)ways[i].steps[k]];
            }
            if (d == 0) /* off the board: the bit past the last cell */
                row[p->n_cells >> 6] |= (uint64_t)1 << (p->n_cells & 63);
        }
        mask[p->n_cells >> 6] |= (uint64_t)1 << (p->n_cells & 63); /* no cell 0 */
        int id = leaf_mask_array(w, mask);
        fprintf(w->out, "%s{\n%s    uint64_t miss_ = 0;\n%s    for (int w_ = 0; w_ < G_OCC_WORDS; w_++)\n"
                        "%s        miss_ |= G_LEAVES_%d[c%d * G_OCC_WORDS + w_] & ~",
                in, in, in, in, id, depth);
        rbgc_emit_occupancy(w->out, w->em->p, set);
        fprintf(w->out, ";\n%s    held_ |= miss_ == 0;\n%s}\n", in, in);
    }
    fprintf(w->out, "%sif (held_)\n%s    return true;\n", in, in);
    free(mask);
    return true;
}

static void put_tree(writer *w, int32_t state, int depth, const char *in)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    if (st->accepting) {
        fprintf(w->out, "%sreturn true;\n", in);
        return;
    }
    if (put_pattern_ways(w, state, depth, in))
        return;
    char in2[INDENT_SIZE], in3[INDENT_SIZE];
    deeper(in2, in);
    deeper(in3, in2);
    int32_t common = rbgc_any_cell_target(em, state);
    if (common >= 0) {
        if (rbgc_emit_board_sweep(em, w->out, em->an.only_on_set[common], em->an.only_on_target[common], in))
            return;
        char bits[24], cell[16];
        snprintf(bits, sizeof bits, "bits_%d", depth);
        snprintf(cell, sizeof cell, "c%d", depth + 1);
        rbgc_aside aside;
        rbgc_aside_begin(&aside, &w->out);
        put_tree(w, em->an.only_on_target[common], depth + 1, in3);
        char *body = rbgc_aside_end(&aside, &w->out);
        fprintf(w->out, "%s/* any cell holding a piece of the set */\n", in);
        open_bits_loop(w, in, bits);
        rbgc_emit_occupancy(w->out, w->em->p, em->an.only_on_set[common]);
        start_bits_body(w, in, bits, rbgc_c_mentions(body, cell) ? cell : NULL);
        fputs(body, w->out);
        free(body);
        fprintf(w->out, "%s    }\n%s}\n", in, in);
        return;
    }
    rbgc_ray_step step;
    int32_t ray = rbgc_ray_edge(p, state, &step);
    if (ray < 0) {
        put_tree_edges(w, state, -1, depth, in);
        return;
    }
    if (put_blocker_ray(w, state, ray, &step, depth, in))
        return;
    /* a ray: the other edges at every cell of it, from the current one on */
    fprintf(w->out, "%sfor (int c%d = c%d;;) {\n", in, depth + 1, depth);
    put_tree_edges(w, state, ray, depth + 1, in2);
    for (int i = 0; i < step.n_shifts; i++)
        fprintf(w->out, "%s    c%d = G_NB_%d[c%d];\n%s    if (!c%d)\n%s        break;\n", in, depth + 1,
                (int)step.shifts[i], depth + 1, in, depth + 1, in);
    char cell[16];
    snprintf(cell, sizeof cell, "c%d", depth + 1);
    fprintf(w->out, "%s    if (!", in);
    rbgc_emit_on_test(w->out, p, step.on_set, cell);
    fprintf(w->out, ")\n%s        break;\n%s}\n", in, in);
}

/* tree_a: pattern a written out (put_tree). */
static void put_tree_function(writer *w, int32_t a)
{
    int f = w->f;
    w->f = EMIT_P;
    fprintf(w->out, "/* pattern %d written out: tests and shifts, a loop per ray and per any-cell */\n"
                    "static inline bool tree_%d(X *x, int c0)\n{\n    gstate *S = x->s;\n    (void)S;\n    (void)c0; /* unused when the pattern looks at fixed cells */\n",
            (int)a, (int)a);
    put_tree(w, w->em->p->automata[a].start, 0, "    ");
    fputs("    return false;\n}\n\n", w->out);
    w->f = f;
}

static void put_pattern(writer *w, int32_t a)
{
    const rbgc_emitter *em = w->em;
    const rbg_program *p = em->p;
    fprintf(w->out, "/* pattern %d */\nstatic bool pat_%d(X *x, int cell)\n{\n", (int)a, (int)a);
    rbgc_flood flood;
    rbgc_pattern_strategy strategy = rbgc_plan_pattern(em, a, &flood);
    if (strategy == RBGC_PATTERN_CHAIN) {
        fputs("    gstate *S = x->s;\n    (void)S;\n    (void)x;\n", w->out);
        for (int32_t i = 0; i < em->an.chain_length[a]; i++)
            put_step(w, em->an.chains[a][i], "cell", "    ", "return false;");
        fputs("    return true;\n}\n\n", w->out);
        return;
    }
    const rbg_automaton *au = &p->automata[a];
    if (strategy == RBGC_PATTERN_WAYS) { /* a few masks: cheaper asked again than remembered */
        w->tree[a] = true;
        fprintf(w->out, "    return tree_%d(x, cell);\n}\n\n", (int)a);
        put_tree_function(w, a);
        return;
    }
    bool tree = strategy == RBGC_PATTERN_TREE, floods = strategy == RBGC_PATTERN_FLOOD;
    fprintf(w->out, "    if (x->memo_version[%d][cell] == x->version)\n        return x->memo_found[%d][cell];\n",
            (int)a, (int)a);
    int f = w->f;
    w->f = EMIT_P;
    if (floods) {
        w->flood[a] = true;
        fprintf(w->out, "    bool found_ = flood_%d(x, cell);\n", (int)a);
    } else if (tree) {
        w->tree[a] = true;
        fprintf(w->out, "    bool found_ = tree_%d(x, cell);\n", (int)a);
    } else {
        if (au->n_checks > 0)
            fprintf(w->out, "    int saved_ = x->visited[%d].depth;\n    rbg_stack_start(&x->visited[%d]);\n",
                    (int)a, (int)a);
        fputs("    bool found_ = ", w->out);
        put_go(w, au->start, "cell");
        fputs(";\n", w->out);
        if (au->n_checks > 0)
            fprintf(w->out, "    x->visited[%d].depth = saved_;\n", (int)a);
    }
    fprintf(w->out, "    x->memo_version[%d][cell] = x->version;\n    x->memo_found[%d][cell] = found_;\n"
                    "    return found_;\n}\n\n", (int)a, (int)a);
    if (floods)
        rbgc_emit_flood(em, w->out, a, &flood);
    if (tree)
        put_tree_function(w, a);
    w->f = f;
}


static void put_dispatch(writer *w, int f)
{
    const rbg_program *p = w->em->p;
    bool keeper = f == EMIT_K;
    fprintf(w->out, "/* Starts the search at the state's position in the rules. */\nstatic %s search_%s(X *x)\n{\n"
                    "    int cell = x->s->cell;\n    switch (x->s->nfa_state) {\n",
            keeper ? "bool" : "void", keeper ? "keeper" : f == EMIT_C ? "count" : f == EMIT_S ? "semi_count" : "all");
    w->f = f;
    for (int32_t st = 0; st < p->n_states; st++) {
        if (!w->em->wanted[f][st])
            continue;
        fprintf(w->out, "    case %d:\n        %s", (int)st, keeper ? "return " : "(void)(");
        put_go(w, st, "cell");
        fputs(keeper ? ";\n" : ");\n        break;\n", w->out);
    }
    fprintf(w->out, "    default:\n        break;\n    }\n%s}\n\n", keeper ? "    return false;\n" : "");
}

void rbgc_emit_search(rbgc_emitter *em, FILE *out)
{
    const rbg_program *p = em->p;
    char *body = NULL, *data = NULL;
    size_t body_size = 0, data_size = 0;
    writer w = {.em = em, .out = open_memstream(&body, &body_size), .data = open_memstream(&data, &data_size),
                .table_written = calloc((size_t)p->n_states, sizeof(bool)),
                .table_ids = calloc((size_t)p->n_states, sizeof(int32_t[3])),
                .tree = calloc((size_t)p->n_automata + 1, sizeof(bool)),
                .flood = calloc((size_t)p->n_automata + 1, sizeof(bool)),
                .ray_masks = calloc((size_t)p->n_edges + 1, sizeof(bool)),
                .segment = calloc((size_t)p->n_states + 1, sizeof(uint8_t))};
    rbgc_plan_searches(em);
    for (int32_t a = 1; a < p->n_automata; a++)
        if (em->an.static_patterns[a] == NULL)
            put_pattern(&w, a);
    for (bool progress = true; progress;) {
        progress = false;
        for (int f = 0; f < EMIT_FLAVOURS; f++)
            for (int32_t st = 0; st < p->n_states; st++)
                if (em->wanted[f][st] && !em->emitted[f][st]) {
                    em->emitted[f][st] = true;
                    w.f = f;
                    put_function(&w, st);
                    progress = true;
                }
    }
    /* The dispatchers may ask for nothing new: every state they name is emitted already. */
    /* The semimove count starts only where it pays; the functions it calls were asked for by
     * then. */
    for (int32_t st = 0; st < p->n_states; st++)
        em->wanted[EMIT_S][st] = em->semi_count_at[st];
    put_dispatch(&w, EMIT_A);
    put_dispatch(&w, EMIT_K);
    if (em->counted)
        put_dispatch(&w, EMIT_C);
    if (em->semi_counted)
        put_dispatch(&w, EMIT_S);
    fclose(w.out);
    fclose(w.data);
    fputs("/* ---- shift tables ---- */\n", out);
    fputs(data, out);
    fprintf(out, "\n/* ---- the search ---- */\n#define G_COUNTED %d\n#define G_SEMI_COUNTED %d\n", em->counted ? 1 : 0,
            em->semi_counted ? 1 : 0);
    if (em->semi_counted) {
        fputs("/* per state, whether a semimove search from it is counted (search_semi_count) */\n"
              "static const uint8_t G_SEMI_COUNT_AT[] = {", out);
        for (int32_t st = 0; st < p->n_states; st++)
            fprintf(out, "%s%d", st == 0 ? "" : st % 32 ? ", " : ",\n    ", em->semi_count_at[st] ? 1 : 0);
        fputs("};\n", out);
    }
    for (int32_t a = 1; a < p->n_automata; a++)
        if (em->an.static_patterns[a] == NULL) {
            fprintf(out, "static bool pat_%d(X *x, int cell);\n", (int)a);
            if (w.tree[a])
                fprintf(out, "static inline bool tree_%d(X *x, int c0);\n", (int)a);
            if (w.flood[a])
                fprintf(out, "static bool flood_%d(X *x, int cell);\n", (int)a);
        }
    for (int f = 0; f < EMIT_FLAVOURS; f++)
        for (int32_t st = 0; st < p->n_states; st++)
            if (em->emitted[f][st])
                fprintf(out, "static bool %s_%d(X *x, int cell);\n", flavour_prefix[f], (int)st);
    fputc('\n', out);
    rbgc_c_put_folded(out, body);
    free(body);
    free(data);
    free(w.table_written);
    free(w.table_ids);
    rbgc_array_pool_free(&w.arrays);
    free(w.paths);
    for (int i = 0; i < w.n_leaf_masks; i++)
        free(w.leaf_masks[i]);
    free(w.leaf_masks);
    free(w.ray_masks);
    free(w.path_rays);
    free(w.segment);
    free(w.tree);
    free(w.flood);
}
