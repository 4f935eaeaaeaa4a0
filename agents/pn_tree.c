#include "pn_tree.h"
#include "agent_alloc.h"

#include <stdlib.h>
#include <string.h>

void pn_tree_init(pn_tree *t, uint64_t max_nodes)
{
    *t = (pn_tree){0};
    if (max_nodes < 1)
        max_nodes = 1;
    t->max_nodes = max_nodes > UINT32_MAX - 1 ? UINT32_MAX - 1 : (uint32_t)max_nodes;
}

void pn_tree_free(pn_tree *t)
{
    free(t->nodes);
    free(t->actions);
    *t = (pn_tree){0};
}

/* Capacity for `need` elements, doubling (memory grows with the tree, not with the limit). */
static uint32_t grown(uint32_t cap, uint64_t need, uint32_t max)
{
    uint64_t c = cap ? cap : 1024;
    while (c < need)
        c *= 2;
    return c > max ? max : (uint32_t)c;
}

uint32_t pn_tree_add_nodes(pn_tree *t, uint32_t n)
{
    uint64_t need = (uint64_t)t->n_nodes + n;
    if (need > t->max_nodes)
        return UINT32_MAX;
    if (need > t->cap_nodes) {
        t->cap_nodes = grown(t->cap_nodes, need, t->max_nodes);
        t->nodes = agent_checked(realloc(t->nodes, sizeof *t->nodes * t->cap_nodes));
    }
    uint32_t first = t->n_nodes;
    memset(t->nodes + first, 0, sizeof *t->nodes * n);
    t->n_nodes += n;
    return first;
}

bool pn_tree_label(pn_tree *t, uint32_t node, const rbg_action *actions, uint32_t n)
{
    uint64_t need = (uint64_t)t->n_actions + n;
    if (need > UINT32_MAX - 1)
        return false;
    if (need > t->cap_actions) {
        t->cap_actions = grown(t->cap_actions, need, UINT32_MAX - 1);
        t->actions = agent_checked(realloc(t->actions, sizeof *t->actions * t->cap_actions));
    }
    memcpy(t->actions + t->n_actions, actions, sizeof *actions * n);
    t->nodes[node].label = t->n_actions;
    t->nodes[node].len = n;
    t->n_actions += n;
    return true;
}

uint8_t pn_tree_status(const pn_tree *t, uint32_t node)
{
    const pn_node *v = &t->nodes[node];
    /* OR: one proved child proves, all disproved disprove; AND: the same with the roles swapped. */
    uint8_t decisive = v->or_node ? PN_PROVED : PN_DISPROVED;
    uint8_t other = v->or_node ? PN_DISPROVED : PN_PROVED;
    bool all_other = true;
    for (uint32_t i = 0; i < v->n_children; i++) {
        uint8_t s = t->nodes[v->first + i].status;
        if (s == decisive)
            return decisive;
        all_other = all_other && s == other;
    }
    return v->n_children > 0 && all_other ? other : PN_OPEN;
}
