/* The search loop shared by PNS, MCPNS and PPNS (docs/agents.md, "Solvers"): descend from the root
 * along most-proving children, expand the leaf reached (all its children at once, each evaluated),
 * then recompute the numbers on the way back up, stopping as soon as a node is unchanged.
 *
 * States are not stored in the tree: each descent replays the moves from the root, which keeps a
 * node at 40 bytes whatever the game.  At the node limit the search stops and answers UNKNOWN.
 *
 * With options.tt, positions solved anywhere in the tree go to a table of solved positions
 * (pn_solved.h), and a new node found there is solved at once: the transpositions of a tree
 * search without the DAG's bookkeeping (the numbers of open nodes are not shared). */
#include <stdlib.h>
#include <string.h>

#include "agent_alloc.h"
#include "budget.h"
#include "dfpn.h"
#include "pn_goal.h"
#include "pn_rules.h"
#include "pn_solved.h"

typedef struct {
    const rbg_reasoner *r;
    rbg_context *ctx;
    const rbg_pn_options *o;
    const pn_rules *rules;
    int target;
    pn_tree tree;
    rbg_moves moves, child_moves;
    void *state, *child, *scratch; /* the descent's state, a child's, a playout's */
    uint32_t *path;
    uint32_t path_len, path_cap;
    bool use_tt;
    pn_solved solved;
    unsigned char *path_states; /* with the table: the state of each node of the path */
    rbg_rng rng;
    double deadline; /* 0: none */
    double start, next_progress;
    rbg_pn_report *report;
} pn_search;

static bool target_wins(const pn_search *s, const void *state)
{
    return pn_goal_met(s->r, s->o, state, s->target);
}

static double playouts(pn_search *s, const void *state)
{
    uint32_t won = 0;
    uint64_t max_moves = s->o->max_playout_moves ? s->o->max_playout_moves : 1000000000u;
    for (uint32_t i = 0; i < s->o->playouts; i++) {
        memcpy(s->scratch, state, s->r->state_size);
        rbg_playout_stats stats = {0};
        s->r->playout(s->ctx, s->scratch, &s->rng, max_moves, &stats);
        won += !stats.hit_limit && target_wins(s, s->scratch);
    }
    s->report->playouts += s->o->playouts;
    return s->o->playouts ? (double)won / s->o->playouts : 0;
}

/* A new node for `state`: a finished game is solved, an open one evaluated by the rules. */
static void evaluate(pn_search *s, uint32_t node, void *state)
{
    pn_node *v = &s->tree.nodes[node];
    double rho = 0;
    bool proved;
    if (s->use_tt && pn_solved_find(&s->solved, s->r->hash(s->r, state), state, &proved)) {
        v->or_node = s->r->player(s->r, state) == s->target;
        v->status = proved ? PN_PROVED : PN_DISPROVED;
    } else if (s->r->legal_moves(s->ctx, state, &s->child_moves) == 0) {
        v->status = target_wins(s, state) ? PN_PROVED : PN_DISPROVED;
    } else {
        v->or_node = s->r->player(s->r, state) == s->target;
        if (s->rules->playouts)
            rho = playouts(s, state);
    }
    s->rules->leaf(s->o, v, rho);
}

/* Creates and evaluates every child of open leaf `node` at `state`; false at the node limit. */
static bool expand(pn_search *s, uint32_t node, void *state)
{
    const rbg_reasoner *r = s->r;
    uint32_t n = r->legal_moves(s->ctx, state, &s->moves);
    uint32_t first = pn_tree_add_nodes(&s->tree, n);
    if (first == UINT32_MAX)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        const rbg_action *a = rbg_move_actions(&s->moves, i);
        uint32_t len = rbg_move_length(&s->moves, i);
        if (!pn_tree_label(&s->tree, first + i, a, len)) {
            s->tree.n_nodes = first; /* give the half-built children back */
            return false;
        }
        memcpy(s->child, state, r->state_size);
        r->apply(s->ctx, s->child, a, len);
        evaluate(s, first + i, s->child);
    }
    s->tree.nodes[node].first = first;
    s->tree.nodes[node].n_children = n;
    return true;
}

/* Adds `node`, whose state is `state`, to the path. */
static void push(pn_search *s, uint32_t node, const void *state)
{
    size_t size = s->r->state_size;
    if (s->path_len == s->path_cap) {
        s->path_cap = s->path_cap ? 2 * s->path_cap : 64;
        s->path = agent_checked(realloc(s->path, sizeof *s->path * s->path_cap));
        if (s->use_tt)
            s->path_states = agent_checked(realloc(s->path_states, size * s->path_cap));
    }
    if (s->use_tt)
        memcpy(s->path_states + size * s->path_len, state, size);
    s->path[s->path_len++] = node;
}

/* From the root along most-proving children to a leaf, replaying the moves into s->state. */
static uint32_t descend(pn_search *s, const void *root_state)
{
    memcpy(s->state, root_state, s->r->state_size);
    s->path_len = 0;
    uint32_t v = 0;
    push(s, v, s->state);
    while (s->tree.nodes[v].n_children > 0) {
        v = s->rules->select(&s->tree, v);
        const pn_node *c = &s->tree.nodes[v];
        s->r->apply(s->ctx, s->state, pn_label(&s->tree, c), c->len);
        push(s, v, s->state);
    }
    return v;
}

/* Recomputes the path bottom-up; an ancestor of an unchanged node is unchanged too. */
static void update(pn_search *s)
{
    for (uint32_t k = s->path_len; k-- > 0;) {
        pn_node *v = &s->tree.nodes[s->path[k]];
        pn_node before = *v;
        s->rules->recompute(&s->tree, s->path[k]);
        v->status = pn_tree_status(&s->tree, s->path[k]);
        if (s->use_tt && before.status == PN_OPEN && v->status != PN_OPEN) {
            /* the nodes created since this one: a bound on the work below it */
            const void *state = s->path_states + s->r->state_size * k;
            pn_solved_store(&s->solved, s->r->hash(s->r, state), state,
                            v->status == PN_PROVED, s->tree.n_nodes - s->path[k]);
        }
        if (k + 1 < s->path_len && v->a == before.a && v->b == before.b &&
            v->status == before.status)
            break;
    }
}

uint32_t pn_min_open_child(const pn_tree *t, uint32_t node, double (*key)(const pn_node *))
{
    const pn_node *v = &t->nodes[node];
    uint32_t best = UINT32_MAX;
    double best_key = 0;
    for (uint32_t i = 0; i < v->n_children; i++) {
        const pn_node *c = &t->nodes[v->first + i];
        if (c->status != PN_OPEN)
            continue;
        double k = key(c);
        if (best == UINT32_MAX || k < best_key) {
            best = v->first + i;
            best_key = k;
        }
    }
    return best; /* an open node has an open child */
}

/* The winning move of a proved OR root: a proved child, else (a PPNS conclusion by precision) the
 * child most likely won. */
static int64_t best_move(const pn_search *s)
{
    const pn_node *root = &s->tree.nodes[0];
    if (!root->or_node || root->n_children == 0)
        return -1;
    int64_t best = -1;
    for (uint32_t i = 0; i < root->n_children; i++) {
        const pn_node *c = &s->tree.nodes[root->first + i];
        if (c->status == PN_PROVED)
            return i;
        if (best < 0 || c->a > s->tree.nodes[root->first + best].a)
            best = i;
    }
    return root->status == PN_OPEN ? best : -1;
}

static const pn_rules *rules_of(rbg_pn_algo algo)
{
    return algo == RBG_PN_PPNS ? &PN_PPNS_RULES : algo == RBG_PN_MCPNS ? &PN_MCPNS_RULES
                                                                        : &PN_PNS_RULES;
}

static void search(pn_search *s, const void *root_state)
{
    rbg_pn_report *rep = s->report;
    pn_tree_add_nodes(&s->tree, 1);
    memcpy(s->state, root_state, s->r->state_size);
    evaluate(s, 0, s->state);
    for (;;) {
        const pn_node *root = &s->tree.nodes[0];
        if (root->status != PN_OPEN) {
            rep->verdict = root->status == PN_PROVED ? RBG_PN_PROVED : RBG_PN_DISPROVED;
            rep->exact = true;
            break;
        }
        /* The precision test needs the root expanded: a lone leaf is only an estimate. */
        rbg_pn_verdict early = root->n_children > 0 && s->rules->concluded
                                   ? s->rules->concluded(s->o, root) : RBG_PN_UNKNOWN;
        if (early != RBG_PN_UNKNOWN) {
            rep->verdict = early;
            break;
        }
        if (s->deadline > 0 && rbg_budget_now() >= s->deadline) {
            rep->hit_time = true;
            break;
        }
        if ((rep->iterations & 255) == 0) {
            if (s->o->interrupted != NULL && s->o->interrupted()) {
                rep->hit_interrupt = true;
                break;
            }
            rbg_pn_progress_tick(s->o, s->start, &s->next_progress, s->tree.n_nodes,
                                 rep->iterations);
        }
        uint32_t leaf = descend(s, root_state);
        if (!expand(s, leaf, s->state)) {
            rep->hit_nodes = true;
            break;
        }
        update(s);
        rep->iterations++;
    }
    if (rep->verdict == RBG_PN_PROVED)
        rep->best_move = best_move(s);
}

void rbg_pn_solve(const rbg_reasoner *r, rbg_context *ctx, const void *state, int target,
                  const rbg_pn_options *options, rbg_pn_report *report)
{
    *report = (rbg_pn_report){.verdict = RBG_PN_UNKNOWN, .best_move = -1};
    if (options->algo == RBG_PN_DFPN) {
        rbg_dfpn_solve(r, ctx, state, target, options, report);
        return;
    }
    double start = rbg_budget_now();
    pn_search s = {.r = r, .ctx = ctx, .o = options, .rules = rules_of(options->algo),
                   .target = target, .report = report, .start = start};
    s.deadline = options->seconds > 0 ? start + options->seconds : 0;
    pn_tree_init(&s.tree, options->max_nodes ? options->max_nodes : RBG_PN_DEFAULT_MAX_NODES);
    rbg_moves_init(&s.moves);
    rbg_moves_init(&s.child_moves);
    s.state = agent_checked(malloc(r->state_size));
    s.child = agent_checked(malloc(r->state_size));
    s.scratch = agent_checked(malloc(r->state_size));
    rbg_rng_seed(&s.rng, options->seed);
    s.use_tt = options->tt;
    if (s.use_tt)
        pn_solved_init(&s.solved, r, options->memory ? options->memory : RBG_PN_DEFAULT_MEMORY);
    search(&s, state);
    if (s.use_tt) {
        report->tt_lookups = s.solved.lookups;
        report->tt_hits = s.solved.hits;
        report->tt_collisions = s.solved.collisions;
        report->tt_bytes = pn_solved_bytes(&s.solved);
        pn_solved_free(&s.solved);
    }
    free(s.path_states);
    report->nodes = s.tree.n_nodes;
    report->seconds = rbg_budget_now() - start;
    free(s.path);
    free(s.scratch);
    free(s.child);
    free(s.state);
    rbg_moves_free(&s.child_moves);
    rbg_moves_free(&s.moves);
    pn_tree_free(&s.tree);
}
