/* What a pattern written out as a tree is made of (rbgc_plan_tree): the places where its
 * printer (write_patterns.c, put_tree) takes each of its shapes, counted, so that `rbgc plan`
 * can say which optimisations a pattern gets without the generated C. */
#include <stdlib.h>

#include "emit_internal.h"

static void tree(const rbgc_emitter *em, int32_t state, rbgc_tree_plan *t);

/* put_tree_edges: the masks of leaves first, then every other edge. */
static void tree_edges(const rbgc_emitter *em, int32_t state, int32_t skip, rbgc_tree_plan *t)
{
    const rbg_program *p = em->p;
    const rbg_state *st = &p->states[state];
    rbgc_leaf leaves[RBGC_LEAVES_MAX];
    int32_t *edge_of = malloc(sizeof(int32_t) * RBGC_LEAVES_MAX);
    bool *masked = calloc((size_t)st->n_edges + 1, sizeof(bool));
    int n = rbgc_plan_leaf_masks(em, state, skip, leaves, edge_of, masked);
    /* one mask per test among the masked leaves */
    for (int i = 0; i < n; i++) {
        bool first = masked[edge_of[i]];
        for (int j = 0; j < i && first; j++)
            first = !(masked[edge_of[j]] && rbg_analysis_same_on_set(p, leaves[i].on_set, leaves[j].on_set));
        t->leaf_masks += first;
    }
    for (int32_t k = 0; k < st->n_edges; k++) {
        if (k == skip || masked[k])
            continue;
        const rbg_edge *e = &p->edges[st->first_edge + k];
        if (e->op == RBG_OP_SHIFT) {
            int32_t shifts[RBGC_RAY_MAX_SHIFTS];
            int n_shifts;
            bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
            bool blocker = rbgc_plan_step_blocker_ray(em, e, shifts, &n_shifts, off_walk) != NULL;
            free(off_walk);
            if (blocker) {
                t->step_blocker_rays++;
                continue;
            }
        }
        if (e->op == RBG_OP_ON && rbgc_on_set_empty(p, e->arg))
            continue;
        tree(em, e->target, t);
    }
    free(masked);
    free(edge_of);
}

/* put_tree. */
static void tree(const rbgc_emitter *em, int32_t state, rbgc_tree_plan *t)
{
    const rbg_program *p = em->p;
    if (p->states[state].accepting)
        return;
    const rbgc_way_masks *wm = rbgc_plan_way_masks(em, state);
    if (wm != NULL) {
        *(wm->walked ? &t->walked_ways : &t->ways) += wm->n_ways;
        return;
    }
    rbgc_way ways[RBGC_WAYS_MAX];
    int32_t common = rbgc_any_cell_target(em, state);
    int32_t branches;
    int n = common >= 0 ? rbgc_find_board_sweep(em, em->an.only_on_target[common], ways)
                        : rbgc_any_cell_branches_sweep(em, state, &branches, ways);
    if (n > 0) {
        t->sweeps++;
        t->sweep_ways += n;
        return;
    }
    rbgc_cell_mask_loop loop;
    if (rbgc_cell_mask_loop_at(em, state, &loop)) {
        t->cell_masks++;
        tree(em, loop.after, t);
        return;
    }
    if (common >= 0) {
        t->any_cells++;
        tree(em, em->an.only_on_target[common], t);
        return;
    }
    common = rbgc_cell_set_target(em, state);
    if (common >= 0) {
        t->cell_sets++;
        tree(em, em->an.only_on_target[common], t);
        return;
    }
    rbgc_ray_step step;
    int32_t ray = rbgc_ray_edge(p, state, &step);
    if (ray < 0) {
        tree_edges(em, state, -1, t);
        return;
    }
    bool *off_walk = calloc((size_t)p->n_pieces + 1, sizeof(bool));
    const rbg_edge *test = rbgc_blocker_ray_test(em, state, ray, &step, off_walk);
    free(off_walk);
    if (test != NULL) {
        t->blocker_rays++;
        tree(em, test->target, t);
        return;
    }
    t->rays++;
    tree_edges(em, state, ray, t);
}

void rbgc_plan_tree(const rbgc_emitter *em, int32_t a, rbgc_tree_plan *t)
{
    *t = (rbgc_tree_plan){0};
    tree(em, em->p->automata[a].start, t);
}
