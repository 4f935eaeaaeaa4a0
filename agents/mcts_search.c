/* One MCTS iteration over any tree kind ([SPLIT]; docs/agents.md): selection by UCT (or RAVE),
 * expansion with dead-end elimination and raw or nodal growth, a simulation, backpropagation,
 * then the heuristics' updates and, for a roll-up tree, the roll-up pass. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mcts.h"
#include "mcts_rollup.h"
#include "agent_alloc.h"
#include "best_pick.h"
#include "outcome.h"

static bool is_nodal(const mcts *m, const void *s)
{
    return m->r->is_nodal(m->r, s) || m->r->player(m->r, s) == 0;
}

/* Sets the RAVE keys of slots [first, first + n) of a node whose state has context ctx. */
static void slot_keys(mcts *m, uint32_t first, uint32_t n, uint64_t ctx)
{
    mcts_tree *t = &m->tree;
    for (uint32_t i = first; i < first + n; i++)
        mcts_rave_slot_keys(&m->rave, ctx, t->actions + t->slots[i].label, t->slots[i].len,
                            &t->keys[(size_t)i * (size_t)t->rave_width]);
}

/* A node found to end the game: exact bounds and final proof numbers from its state. */
static void settle_terminal(mcts *m, uint32_t v, const void *s)
{
    mcts_tree *t = &m->tree;
    const rbg_reasoner *r = m->r;
    int players = r->info->n_players;
    if (t->pn_width > 0 || m->cfg.solver == MCTS_SOLVER_WINLOSS)
        for (int p = 1; p <= players; p++)
            m->wins[p] = mcts_wins(r, s, p);
    if (t->bound_width > 0) {
        if (m->cfg.solver == MCTS_SOLVER_WINLOSS)
            for (int p = 1; p <= players; p++)
                m->exact[p] = m->wins[p];
        else
            mcts_sim_rewards(&m->sim, s, m->exact);
        if (m->constant_sum && m->exact[1] + m->exact[2] != 1) {
            /* A game that ended before any score was set (rbg_game_info.score_sum_kind 3): the
             * complement no longer holds, and what it derived goes. */
            m->constant_sum = false;
            mcts_bounds_retract(t);
        }
        mcts_bounds_set_exact(t, v, m->exact);
    }
    if (t->pn_width > 0)
        mcts_pn_set_terminal(t, v, m->wins);
    m->leaf_changed = true;
}

/* GEN_CHILDREN: the slots of node v at state s; false at the memory limit (v stays a leaf). */
static bool gen_children(mcts *m, uint32_t v, void *s, uint64_t ctx)
{
    mcts_tree *t = &m->tree;
    const rbg_reasoner *r = m->r;
    uint32_t n = 0;
    if (t->nodes[v].status != MCTS_TERMINAL && r->player(r, s) != 0)
        n = m->cfg.tree == MCTS_TREE_ORTHODOX ? r->legal_moves(m->ctx, s, &m->gen)
                                              : r->legal_semimoves(m->ctx, s, &m->gen);
    if (n == 0) {
        t->nodes[v].status = MCTS_TERMINAL;
        t->nodes[v].expanded = 1;
        t->nodes[v].n_slots = t->nodes[v].n_visited = 0;
        if (t->nodes[v].nodal) /* (an intermediate node always has a way on) */
            settle_terminal(m, v, s);
        return true;
    }
    uint32_t first = mcts_tree_new_slots(t, n);
    if (first == UINT32_MAX)
        return false;
    uint32_t label = mcts_tree_new_actions(t, m->gen.n_actions);
    if (label == UINT32_MAX) {
        t->n_slots -= n;
        return false;
    }
    memcpy(t->actions + label, m->gen.actions, sizeof *t->actions * m->gen.n_actions);
    for (uint32_t i = 0; i < n; i++)
        t->slots[first + i] = (mcts_slot){.label = label + m->gen.begin[i],
                                          .len = rbg_move_length(&m->gen, i)};
    if (t->rave_width > 0)
        slot_keys(m, first, n, ctx);
    mcts_node *node = &t->nodes[v];
    node->first = first;
    node->n_slots = n;
    node->n_visited = 0;
    node->expanded = 1;
    if (m->cfg.tree == MCTS_TREE_ORTHODOX)
        node->status = MCTS_NONTERMINAL; /* it has legal moves */
    if (m->cfg.gpn) /* the mobility initialisation */
        mcts_pn_update(t, v, r->player(r, s), m->cfg.mobility);
    return true;
}

static void push_path(mcts *m, uint32_t node, uint32_t slot, int player, uint32_t begin)
{
    if (m->n_path == m->cap_path) {
        m->cap_path = m->cap_path ? m->cap_path * 2 : 256;
        m->path = agent_checked(realloc(m->path, sizeof *m->path * m->cap_path));
    }
    m->path[m->n_path++] = (mcts_path_entry){.node = node, .slot = slot, .player = player,
                                             .trace_begin = begin, .trace_end = begin};
}

/* Applies a slot's label to s, keeping the context and recording the steps. */
static void apply_label(mcts *m, void *s, const mcts_slot *slot, uint64_t *ctx, int player)
{
    const rbg_reasoner *r = m->r;
    const rbg_action *a = m->tree.actions + slot->label;
    if (m->cfg.tree == MCTS_TREE_ORTHODOX) {
        if (m->record)
            mcts_trace_move(&m->trace, a, slot->len, player);
        r->apply(m->ctx, s, a, slot->len);
        *ctx = 0;
        return;
    }
    for (uint32_t i = 0; i < slot->len; i++) {
        r->apply_semimove(m->ctx, s, a[i]);
        bool nodal = is_nodal(m, s);
        if (m->record)
            mcts_trace_push(&m->trace, a[i], *ctx, player, nodal);
        *ctx = mcts_next_context(*ctx, a[i], nodal);
    }
}

/* UCT (or UCT with RAVE) over a fully visited node with mover q, its exploitation term bounded
 * by the score bounds and a proof-number bias added (UCT-PN) when they are on: a slot index
 * among the best, ties at random. */
static uint32_t select_slot(mcts *m, uint32_t v, int q)
{
    mcts_tree *t = &m->tree;
    if (m->cfg.gpn && t->nodes[v].recalc) {
        mcts_pn_compute_bias(t, v, q, m->cfg.bias, &m->pn_scratch);
        m->bias_computations++;
    }
    const mcts_node *node = &t->nodes[v];
    bool bounds = t->bound_width > 0;
    const float *bias = m->cfg.gpn ? t->bias + node->first : NULL;
    uint32_t n = node->n_slots;
    if (n > m->values_cap) {
        m->values_cap = n * 2;
        m->values = agent_checked(realloc(m->values, sizeof *m->values * m->values_cap));
    }
    double N = node->n > 0 ? (double)node->n : 1.0;
    double explore = m->cfg.C * sqrt(log(N));
    double beta = m->cfg.rave != MCTS_H_NONE ? mcts_rave_beta(&m->rave, N) : 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t ci = t->slots[node->first + i].child;
        const mcts_node *c = &t->nodes[ci];
        double value;
        if (c->n == 0) {
            value = INFINITY;
        } else {
            double mean = c->W / c->n;
            if (m->cfg.rave != MCTS_H_NONE)
                mean = mcts_rave_value(&m->rave, t, node->first + i, mean, beta);
            if (bounds)
                mean = mcts_bounds_value(t, v, ci, q, mean);
            value = mean + explore / sqrt((double)c->n);
            if (bias != NULL)
                value += m->cfg.cpn * bias[i];
        }
        m->values[i] = value;
    }
    /* A single best takes no draw, unlike MAST's choices. */
    double best;
    uint32_t ties = agent_best_count(m->values, n, &best);
    return agent_nth_best(m->values, n, best, ties <= 1 ? 0 : rbg_rng_below(m->rng, ties));
}

/* PICK_UNVISITED: uniformly, or MAST epsilon-greedy over the labels' scores. */
static uint32_t pick_unvisited(mcts *m, uint32_t v, int player, uint64_t ctx)
{
    mcts_tree *t = &m->tree;
    const mcts_node *node = &t->nodes[v];
    uint32_t from = node->n_visited, n = node->n_slots - from;
    if (n == 1 || !m->cfg.mast_in_expansion || m->cfg.mast == MCTS_H_NONE ||
        !mcts_mast_greedy(&m->mast, m->rng))
        return from + rbg_rng_below(m->rng, n);
    if (n > m->values_cap) {
        m->values_cap = n * 2;
        m->values = agent_checked(realloc(m->values, sizeof *m->values * m->values_cap));
    }
    for (uint32_t i = 0; i < n; i++) {
        const mcts_slot *s = &t->slots[node->first + from + i];
        m->values[i] = mcts_mast_score(&m->mast, player, ctx, t->actions + s->label, s->len);
    }
    return from + agent_pick_best(m->values, n, m->rng);
}

/* Nodal expansion: the intermediate nodes of the path found by the walker, below node c, each
 * with the candidates still alive at its level (the chosen one first and visited).  Returns the
 * deepest node made (c itself when the memory limit stops it at once). */
static uint32_t grow_chain(mcts *m, uint32_t c, int player, uint32_t tail_begin)
{
    mcts_tree *t = &m->tree;
    mcts_walker *w = &m->walker;
    for (int i = 0; i < w->depth; i++) {
        mcts_level *l = &w->levels[i];
        uint32_t n = l->untried + 1;
        uint32_t first = mcts_tree_new_slots(t, n);
        if (first == UINT32_MAX)
            return c;
        uint32_t label = mcts_tree_new_actions(t, n);
        if (label == UINT32_MAX) {
            t->n_slots -= n;
            return c;
        }
        t->actions[label] = l->moves.actions[l->untried];
        memcpy(t->actions + label + 1, l->moves.actions, sizeof *t->actions * l->untried);
        for (uint32_t k = 0; k < n; k++)
            t->slots[first + k] = (mcts_slot){.label = label + k, .len = 1};
        if (t->rave_width > 0)
            slot_keys(m, first, n, l->ctx);
        bool last = i + 1 == w->depth;
        uint32_t next = mcts_tree_new_node(t, last, last ? MCTS_UNKNOWN : MCTS_NONTERMINAL);
        mcts_node *node = &t->nodes[c];
        node->first = first;
        node->n_slots = n;
        node->n_visited = 0;
        node->expanded = 1;
        if (next == 0)
            return c;
        t->slots[first].child = next;
        node->n_visited = 1;
        push_path(m, c, 0, player, tail_begin + (uint32_t)i);
        m->path[m->n_path - 1].trace_end = tail_begin + (uint32_t)i + 1;
        c = next;
    }
    return c;
}

static void backpropagate(mcts *m)
{
    mcts_tree *t = &m->tree;
    const double *R = m->rewards;
    for (uint32_t k = m->n_path; k-- > 0;) {
        const mcts_path_entry *e = &m->path[k];
        mcts_node *c = &t->nodes[t->slots[t->nodes[e->node].first + e->slot].child];
        c->n++;
        c->W += R[e->player];
    }
    t->nodes[m->root].n++;
    if (m->cfg.mast != MCTS_H_NONE)
        mcts_mast_update(&m->mast, m->trace.steps, m->trace.n, R);
    if (m->cfg.rave != MCTS_H_NONE) {
        /* The simulation (and a raw tail) first, then each tree edge before its node. */
        mcts_rave_clear(&m->rave);
        uint32_t tree_end = m->n_path > 0 ? m->path[m->n_path - 1].trace_end : 0;
        mcts_rave_add_steps(&m->rave, m->trace.steps + tree_end, m->trace.n - tree_end);
        for (uint32_t k = m->n_path; k-- > 0;) {
            const mcts_path_entry *e = &m->path[k];
            mcts_rave_add_steps(&m->rave, m->trace.steps + e->trace_begin, e->trace_end - e->trace_begin);
            mcts_rave_update_node(&m->rave, t, e->node, e->player, R[e->player]);
        }
    }
}

bool mcts_expand_root(mcts *m)
{
    memcpy(m->state, m->mirror.state, m->r->state_size);
    return gen_children(m, m->root, m->state, 0);
}

int64_t mcts_iterate(mcts *m)
{
    mcts_tree *t = &m->tree;
    const rbg_reasoner *r = m->r;
    void *s = m->state;
    memcpy(s, m->mirror.state, r->state_size);
    uint32_t v = m->root;
    uint64_t ctx = 0;
    int64_t cnt = 0;
    m->n_path = 0;
    m->trace.n = 0;
    uint32_t created = 0, created_at = 0; /* the node this iteration hung below v, and its slot */
    bool terminal = false;
    m->leaf_changed = false;
    m->forced_from = UINT32_MAX;
    for (;;) {
        /* Selection: down through fully visited nodes. */
        for (;;) {
            if (!t->nodes[v].expanded && !gen_children(m, v, s, ctx))
                break;
            const mcts_node *node = &t->nodes[v];
            if (node->status == MCTS_TERMINAL || node->n_visited < node->n_slots)
                break;
            int player = r->player(r, s);
            uint32_t i = select_slot(m, v, player);
            push_path(m, v, i, player, m->trace.n);
            const mcts_slot *slot = mcts_slot_of(t, v, i);
            apply_label(m, s, slot, &ctx, player);
            m->path[m->n_path - 1].trace_end = m->trace.n;
            v = slot->child;
            if (is_nodal(m, s))
                cnt++;
        }
        if (t->nodes[v].status == MCTS_TERMINAL) {
            terminal = true;
            break;
        }
        if (!t->nodes[v].expanded) { /* the memory limit: simulate from this leaf */
            if (!is_nodal(m, s)) {
                if (!mcts_walk(&m->walker, s, ctx, false, m->rng, NULL)) {
                    terminal = true; /* cannot happen for a node of the tree */
                    break;
                }
                for (int i = 0; i < m->walker.depth; i++)
                    if (m->record)
                        mcts_trace_push(&m->trace, mcts_walk_action(&m->walker, i),
                                        m->walker.levels[i].ctx, m->walker.player,
                                        i + 1 == m->walker.depth);
                cnt++;
            }
            break;
        }
        /* Expansion: an unvisited slot whose semimove leads to a nodal state. */
        bool expanded = false;
        while (!expanded) {
            int player = r->player(r, s);
            uint32_t j = pick_unvisited(m, v, player, ctx);
            memcpy(m->saved, s, r->state_size);
            uint64_t saved_ctx = ctx;
            uint32_t edge_begin = m->trace.n;
            apply_label(m, s, mcts_slot_of(t, v, j), &ctx, player);
            uint32_t edge_end = m->trace.n;
            if (mcts_walk(&m->walker, s, ctx, false, m->rng, NULL)) {
                expanded = true;
                mcts_walker *w = &m->walker;
                for (int i = 0; i < w->depth; i++)
                    if (m->record)
                        mcts_trace_push(&m->trace, mcts_walk_action(w, i), w->levels[i].ctx, player,
                                        i + 1 == w->depth);
                cnt++;
                bool nodal_child = w->depth == 0;
                uint32_t c = mcts_tree_new_node(t, nodal_child,
                                                nodal_child ? MCTS_UNKNOWN : MCTS_NONTERMINAL);
                if (c == 0)
                    break; /* the memory limit: simulate without growing */
                mcts_node *node = &t->nodes[v];
                uint32_t to = node->n_visited++;
                mcts_tree_swap_slots(t, node->first + j, node->first + to);
                t->slots[node->first + to].child = c;
                created = c;
                created_at = to;
                push_path(m, v, to, player, edge_begin);
                m->path[m->n_path - 1].trace_end = edge_end;
                uint32_t chain_from = m->n_path;
                if (m->cfg.nodal_expansion && w->depth > 0)
                    created = grow_chain(m, c, player, edge_end);
                if (m->cfg.gpn && t->nodes[created].nodal)
                    gen_children(m, created, s, ctx); /* proof numbers need the moves at once */
                /* A chain's new nodes get their numbers now, bottom-up: the backup stops at the
                 * first node that does not change, which assumes its numbers were computed. */
                for (uint32_t k = m->n_path; m->cfg.gpn && k-- > chain_from;)
                    mcts_pn_update(t, m->path[k].node, m->path[k].player, m->cfg.mobility);
                break;
            }
            /* Every continuation of this slot is dead: drop it. */
            if (m->forced_from > m->n_path)
                m->forced_from = m->n_path; /* v's own entry, if it gets one, lost a child */
            memcpy(s, m->saved, r->state_size);
            ctx = saved_ctx;
            m->trace.n = edge_begin;
            mcts_node *node = &t->nodes[v];
            mcts_tree_swap_slots(t, node->first + j, node->first + node->n_slots - 1);
            node->n_slots--;
            if (node->n_slots == 0) {
                node->status = MCTS_TERMINAL;
                terminal = true;
                break;
            }
            if (node->n_visited == node->n_slots)
                break; /* fully visited after all: continue by UCT below v */
        }
        if (expanded || terminal)
            break;
    }
    if (!terminal) {
        uint32_t leaf = created;
        int64_t k = mcts_sim_run(&m->sim, s, m->rng, m->budget);
        if (k < 0) { /* out of time: forget the node this iteration added */
            if (created != 0) {
                mcts_node *parent = &t->nodes[v];
                parent->n_visited--;
                t->slots[parent->first + created_at].child = 0;
            }
            return -1;
        }
        cnt += k;
        if (leaf != 0 && t->nodes[leaf].nodal) {
            if (k > 0) {
                t->nodes[leaf].status = MCTS_NONTERMINAL;
            } else {
                t->nodes[leaf].status = MCTS_TERMINAL;
                t->nodes[leaf].expanded = 1;
                t->nodes[leaf].n_slots = t->nodes[leaf].n_visited = 0;
                settle_terminal(m, leaf, s);
            }
        }
    }
    mcts_sim_rewards(&m->sim, s, m->rewards);
    if (!terminal && m->sim.cut) /* an unfinished game is worth as much to everybody */
        for (int p = 1; p <= r->info->n_players; p++)
            m->rewards[p] = 0.5;
    backpropagate(m);
    if (t->bound_width > 0)
        m->bound_updates += mcts_bounds_backup(
            t, m->path, m->n_path, m->leaf_changed, m->forced_from,
            m->cfg.solver == MCTS_SOLVER_WINLOSS ? MCTS_BOUNDS_EXCLUSIVE
            : m->constant_sum                    ? MCTS_BOUNDS_COMPLEMENT
                                                 : MCTS_BOUNDS_PER_PLAYER);
    if (m->cfg.gpn)
        m->pn_updates += mcts_pn_backup(t, m->path, m->n_path, m->cfg.mobility);
    if (m->cfg.tree == MCTS_TREE_ROLLUP)
        mcts_rollup_pass(m);
    return cnt;
}
