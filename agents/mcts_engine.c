/* The MCTS engine between iterations: setting up, the root of a search, the final move, and
 * following the game (tree reuse and MAST decay, docs/agents.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mcts.h"
#include "agent_alloc.h"

bool mcts_constant_sum(const rbg_game_info *info)
{
    /* r_1 + r_2 = s_1 / b_1 + s_2 / b_2 is constant when the bounds are equal and the scores sum
     * to that bound (100/0, 50/50). */
    return info->n_players == 2 && info->score_bounds != NULL &&
           info->score_bounds[1] == info->score_bounds[2] && info->score_sum == info->score_bounds[1] &&
           (info->score_sum_kind == RBG_SUM_CONSTANT || info->score_sum_kind == RBG_SUM_ONCE_SCORED);
}

void mcts_init(mcts *m, const mcts_config *cfg, rbg_rng *rng)
{
    /* m->mirror is set up by the caller. */
    m->cfg = *cfg;
    m->r = m->mirror.r;
    m->ctx = m->mirror.ctx;
    m->rng = rng;
    m->record = cfg->mast != MCTS_H_NONE || cfg->rave != MCTS_H_NONE;
    mcts_tree_init(&m->tree, cfg->max_nodes, mcts_rave_width(cfg->rave));
    int players = m->r->info->n_players;
    mcts_tree_set_extras(&m->tree, cfg->solver != MCTS_SOLVER_NONE ? 2 * players : 0,
                         cfg->gpn ? players : 0, cfg->gpn);
    m->exact = agent_checked(calloc((size_t)players + 1, sizeof *m->exact));
    m->wins = agent_checked(calloc((size_t)players + 1, sizeof *m->wins));
    m->constant_sum = mcts_constant_sum(m->r->info);
    mcts_sim_init(&m->sim, m->r, m->ctx, cfg->semisplit_sim);
    m->sim.max_moves = cfg->playout_cap;
    if (cfg->policy == MCTS_SIM_NMCS) {
        mcts_nmcs_init(&m->nmcs, m->r, m->ctx, &cfg->nmcs);
        m->sim.nmcs = &m->nmcs;
    } else if (cfg->policy == MCTS_SIM_MR) {
        mcts_mr_init(&m->mr, m->r, m->ctx, cfg->mr_depth, cfg->mr_decisive);
        m->sim.mr = &m->mr;
    }
    mcts_walker_init(&m->walker, m->r, m->ctx);
    mcts_mast_init(&m->mast, cfg->mast, cfg->tree == MCTS_TREE_ORTHODOX && !cfg->semisplit_sim,
                   cfg->epsilon, cfg->decay, cfg->mix_threshold);
    mcts_rave_init(&m->rave, cfg->rave, cfg->rave_k, cfg->mix_threshold);
    if (cfg->mast != MCTS_H_NONE) {
        m->sim.mast = &m->mast;
        if (cfg->mast_in_expansion)
            m->walker.mast = &m->mast;
    }
    if (m->record)
        m->sim.trace = &m->trace;
    m->state = agent_checked(malloc(m->r->state_size));
    m->saved = agent_checked(malloc(m->r->state_size));
    rbg_moves_init(&m->gen);
    m->rewards = agent_checked(calloc((size_t)m->r->info->n_players + 1, sizeof *m->rewards));
}

void mcts_free(mcts *m)
{
    mcts_tree_free(&m->tree);
    mcts_sim_free(&m->sim);
    if (m->cfg.policy == MCTS_SIM_NMCS)
        mcts_nmcs_free(&m->nmcs);
    else if (m->cfg.policy == MCTS_SIM_MR)
        mcts_mr_free(&m->mr);
    free(m->exact);
    free(m->wins);
    mcts_pn_scratch_free(&m->pn_scratch);
    mcts_walker_free(&m->walker);
    mcts_mast_free(&m->mast);
    mcts_rave_free(&m->rave);
    free(m->trace.steps);
    free(m->state);
    free(m->saved);
    rbg_moves_free(&m->gen);
    free(m->path);
    free(m->rewards);
    free(m->values);
    free(m->move);
    rbg_mirror_free(&m->mirror);
}

static uint32_t twice(uint32_t n)
{
    return n > UINT32_MAX / 2 ? UINT32_MAX : 2 * n;
}

static void fresh_root(mcts *m)
{
    mcts_tree_clear(&m->tree);
    m->root = mcts_tree_new_node(&m->tree, true, MCTS_UNKNOWN);
    m->have_tree = true;
    m->fresh_roots++;
}

bool mcts_prepare(mcts *m, const void *runner_state, const rbg_moves *runner_moves, const char *agent)
{
    rbg_mirror_sync_result sync = rbg_mirror_sync(&m->mirror, runner_state, runner_moves);
    if (sync == RBG_MIRROR_UNTRUSTED) {
        rbg_mirror_complain(&m->mirror, agent);
        return false;
    }
    if (sync == RBG_MIRROR_RESET || !m->have_tree || !m->cfg.reuse)
        fresh_root(m);
    mcts_node *root = &m->tree.nodes[m->root];
    if (!root->expanded) {
        /* A kept tree may fill the pool: then start afresh, which always has room. */
        if (!mcts_expand_root(m)) {
            fresh_root(m);
            mcts_expand_root(m);
        }
    }
    m->root_visits_at_start = m->tree.nodes[m->root].n;
    /* A move's search adds about what the last one did, or more as the game simplifies and
     * iterations get faster: room for twice that now, before the loop, instead of doubling
     * arrays mid-search. */
    mcts_tree_size g = m->last_growth;
    mcts_tree_reserve(&m->tree, (mcts_tree_size){twice(g.nodes), twice(g.slots), twice(g.actions)});
    m->search_start = mcts_tree_size_of(&m->tree);
    return true;
}

static void push_move(mcts *m, const rbg_action *a, uint32_t n)
{
    if (m->move_len + n > m->move_cap) {
        m->move_cap = (m->move_len + n) * 2;
        m->move = agent_checked(realloc(m->move, sizeof *m->move * m->move_cap));
    }
    for (uint32_t i = 0; i < n; i++)
        if (a[i].index > 0) /* dots are not part of moves */
            m->move[m->move_len++] = a[i];
}

/* A visited child as the final move sees it. */
typedef struct {
    double value;  /* the mean, clamped to the bounds (exact when proven) */
    bool proven;
    double n;
} final_candidate;

/* False when slot i of v is not a candidate: never visited, or proven worse for q than a sibling. */
static bool final_candidate_of(const mcts *m, uint32_t v, uint32_t i, int q, final_candidate *out)
{
    const mcts_tree *t = &m->tree;
    uint32_t ci = t->slots[t->nodes[v].first + i].child;
    const mcts_node *c = &t->nodes[ci];
    if (c->n == 0)
        return false;
    *out = (final_candidate){.value = c->W / c->n, .n = (double)c->n};
    return t->bound_width == 0 ||
           mcts_bounds_final_value(t, v, ci, q, out->value, &out->value, &out->proven);
}

/* > 0 when a is the better final move under the configured rule, 0 for a tie. */
static int final_compare(const mcts *m, const final_candidate *a, const final_candidate *b)
{
    double x = a->value, y = b->value, nx = a->n, ny = b->n;
    if (m->cfg.final == MCTS_FINAL_SECURE) {
        x += 1 / sqrt(nx);
        y += 1 / sqrt(ny);
    }
    if (m->cfg.final == MCTS_FINAL_VISITS && nx != ny)
        return nx > ny ? 1 : -1;
    if (x != y)
        return x > y ? 1 : -1;
    return nx > ny ? 1 : nx < ny ? -1 : 0;
}

/* The final move's slot of node v with mover q, UINT32_MAX if none was visited: when a proven
 * child has the best value of all, the best of those proven children; otherwise the best by the
 * rule (best mean, then visits; most visits, then mean; the secure value, then visits), ties at
 * random.  Children proven worse than a sibling are out (docs/agents.md). */
static uint32_t best_slot(mcts *m, uint32_t v, int q)
{
    const mcts_node *node = &m->tree.nodes[v];
    final_candidate c, best_c = {0};
    double top = -INFINITY;
    bool top_proven = false;
    for (uint32_t i = 0; i < node->n_visited; i++)
        if (final_candidate_of(m, v, i, q, &c)) {
            top_proven = c.value > top ? c.proven : top_proven || (c.value == top && c.proven);
            top = c.value > top ? c.value : top;
        }
    uint32_t best = UINT32_MAX, ties = 0;
    for (uint32_t i = 0; i < node->n_visited; i++) {
        if (!final_candidate_of(m, v, i, q, &c) || (top_proven && !(c.proven && c.value == top)))
            continue;
        int cmp = best == UINT32_MAX ? 1 : final_compare(m, &c, &best_c);
        if (cmp > 0) {
            best = i;
            best_c = c;
            ties = 1;
        } else if (cmp == 0 && rbg_rng_below(m->rng, ++ties) == 0) {
            best = i;
        }
    }
    return best;
}

void mcts_final_move(mcts *m)
{
    const rbg_reasoner *r = m->r;
    mcts_tree *t = &m->tree;
    m->last_growth = mcts_tree_growth(m->search_start, mcts_tree_size_of(t));
    m->move_len = 0;
    void *s = m->state;
    memcpy(s, m->mirror.state, r->state_size);
    uint32_t v = m->root;
    bool moved = false;
    for (;;) {
        if (!t->nodes[v].expanded)
            break;
        uint32_t i = best_slot(m, v, r->player(r, s));
        if (i == UINT32_MAX)
            break;
        const mcts_slot *slot = mcts_slot_of(t, v, i);
        const rbg_action *a = mcts_label(t, slot);
        push_move(m, a, slot->len);
        if (m->cfg.tree == MCTS_TREE_ORTHODOX)
            r->apply(m->ctx, s, a, slot->len);
        else
            for (uint32_t k = 0; k < slot->len; k++)
                r->apply_semimove(m->ctx, s, a[k]);
        moved = true;
        v = slot->child;
        if (r->is_nodal(r, s) || r->player(r, s) == 0)
            return;
    }
    if (!moved) { /* not one iteration finished: a uniformly random legal move */
        uint32_t n = r->legal_moves(m->ctx, s, &m->gen);
        if (n == 0)
            return;
        uint32_t i = rbg_rng_below(m->rng, n);
        push_move(m, rbg_move_actions(&m->gen, i), rbg_move_length(&m->gen, i));
        return;
    }
    /* The greedy path ended inside a move (raw expansion): complete it at random. */
    const mcts_mast *mast = m->walker.mast;
    m->walker.mast = NULL;
    if (mcts_walk(&m->walker, s, 0, false, m->rng, NULL))
        for (int i = 0; i < m->walker.depth; i++) {
            rbg_action a = mcts_walk_action(&m->walker, i);
            push_move(m, &a, 1);
        }
    m->walker.mast = mast;
}

/* Descending a played move: the node reached from v by the pairs a[i..n), through
 * labels whose dots consume nothing; 0 if the tree does not hold it. */
static uint32_t descend_move(mcts *m, uint32_t v, const rbg_action *a, uint32_t i, uint32_t n)
{
    const mcts_tree *t = &m->tree;
    const mcts_node *node = &t->nodes[v];
    if (i == n)
        return node->nodal ? v : 0;
    if (!node->expanded)
        return 0;
    for (uint32_t k = 0; k < node->n_visited; k++) {
        const mcts_slot *s = &t->slots[node->first + k];
        const rbg_action *label = t->actions + s->label;
        uint32_t j = i;
        bool match = true;
        for (uint32_t x = 0; x < s->len && match; x++) {
            if (label[x].index <= 0)
                continue;
            match = j < n && label[x].cell == a[j].cell && label[x].index == a[j].index;
            j++;
        }
        if (!match)
            continue;
        uint32_t found = descend_move(m, s->child, a, j, n);
        if (found != 0)
            return found;
    }
    return 0;
}

void mcts_observe(mcts *m, const rbg_action *actions, uint32_t n)
{
    rbg_mirror_observe(&m->mirror, actions, n);
    if (m->cfg.mast != MCTS_H_NONE)
        mcts_mast_decay(&m->mast);
    if (!m->have_tree || !m->cfg.reuse)
        return;
    uint32_t next = descend_move(m, m->root, actions, 0, n);
    if (next == 0) {
        m->have_tree = false;
        return;
    }
    m->root = mcts_tree_keep(&m->tree, next);
    m->reroots++;
}
