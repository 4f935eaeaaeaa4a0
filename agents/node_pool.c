#include "node_pool.h"
#include "agent_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t cap_of(uint64_t v)
{
    return v > UINT32_MAX - 1 ? UINT32_MAX - 1 : (uint32_t)v;
}

/* max_nodes * per_node, capped like cap_of: the product of a huge limit must not wrap round to
 * a small one (2^58 nodes times 64 actions is 0 in 64 bits). */
static uint32_t cap_of_product(uint64_t max_nodes, uint64_t per_node)
{
    return max_nodes > (UINT32_MAX - 1) / per_node ? UINT32_MAX - 1 : cap_of(max_nodes * per_node);
}

void mcts_tree_init(mcts_tree *t, uint64_t max_nodes, int rave_width)
{
    *t = (mcts_tree){0};
    if (max_nodes < 2)
        max_nodes = 2;
    t->max_nodes = cap_of(max_nodes > UINT32_MAX ? UINT32_MAX : max_nodes + 1); /* 0: no node */
    t->max_slots = cap_of_product(max_nodes, MCTS_SLOTS_PER_NODE);
    t->max_actions = cap_of_product(max_nodes, MCTS_ACTIONS_PER_NODE);
    t->rave_width = rave_width;
    mcts_tree_clear(t);
}

void mcts_tree_free(mcts_tree *t)
{
    free(t->nodes);
    free(t->slots);
    free(t->actions);
    free(t->amaf);
    free(t->keys);
    free(t->bounds);
    free(t->pn);
    free(t->bias);
    *t = (mcts_tree){0};
}

/* The per-node extras follow the capacity of the node array. */
static void fit_node_extras(mcts_tree *t)
{
    if (t->bound_width > 0)
        t->bounds = agent_checked(
            realloc(t->bounds, sizeof *t->bounds * (size_t)t->bound_width * t->cap_nodes));
    if (t->pn_width > 0)
        t->pn = agent_checked(realloc(t->pn, sizeof *t->pn * (size_t)t->pn_width * t->cap_nodes));
}

void mcts_tree_clear(mcts_tree *t)
{
    t->n_nodes = 1;
    t->n_slots = 0;
    t->n_actions = 0;
    t->hit_limit = false;
    if (t->nodes == NULL) {
        t->cap_nodes = 1024;
        t->nodes = agent_checked(calloc(t->cap_nodes, sizeof *t->nodes));
        fit_node_extras(t);
    }
}

/* Grows an array to hold `need` elements, doubling up to `max`; false past `max`. */
static bool grow(void **array, uint32_t *cap, uint32_t need, uint32_t max, size_t size)
{
    if (need <= *cap)
        return true;
    if (need > max)
        return false;
    uint64_t c = *cap ? *cap : 256;
    while (c < need)
        c *= 2;
    if (c > max)
        c = max;
    *array = agent_checked(realloc(*array, size * (size_t)c));
    *cap = (uint32_t)c;
    return true;
}

/* The per-slot extras follow the capacity of the slot array. */
static void fit_slot_extras(mcts_tree *t)
{
    if (t->rave_width > 0) {
        size_t w = (size_t)t->rave_width;
        t->amaf = agent_checked(realloc(t->amaf, sizeof *t->amaf * w * t->cap_slots));
        t->keys = agent_checked(realloc(t->keys, sizeof *t->keys * w * t->cap_slots));
    }
    if (t->has_bias)
        t->bias = agent_checked(realloc(t->bias, sizeof *t->bias * t->cap_slots));
}

void mcts_tree_set_extras(mcts_tree *t, int bound_width, int pn_width, bool bias)
{
    t->bound_width = bound_width;
    t->pn_width = pn_width;
    t->has_bias = bias;
    fit_node_extras(t);
    if (t->cap_slots > 0)
        fit_slot_extras(t);
}

/* The node array grown to hold `need` nodes, its per-node extras with it; false past the limit. */
static bool grow_nodes(mcts_tree *t, uint32_t need)
{
    uint32_t old_cap = t->cap_nodes;
    if (!grow((void **)&t->nodes, &t->cap_nodes, need, t->max_nodes, sizeof *t->nodes))
        return false;
    if (t->cap_nodes != old_cap)
        fit_node_extras(t);
    return true;
}

/* The same for the slot array and its per-slot extras. */
static bool grow_slots(mcts_tree *t, uint32_t need)
{
    uint32_t old_cap = t->cap_slots;
    if (!grow((void **)&t->slots, &t->cap_slots, need, t->max_slots, sizeof *t->slots))
        return false;
    if (t->cap_slots != old_cap)
        fit_slot_extras(t);
    return true;
}

uint32_t mcts_tree_new_node(mcts_tree *t, bool nodal, int status)
{
    if (!grow_nodes(t, t->n_nodes + 1)) {
        t->hit_limit = true;
        t->limit_hits++;
        return 0;
    }
    uint32_t i = t->n_nodes++;
    t->nodes[i] = (mcts_node){.nodal = nodal, .status = (uint8_t)status};
    /* Nothing is known yet: bounds [0, 1], proof number 1 (an unknown child) for everybody. */
    for (int k = 0; k < t->bound_width; k++)
        t->bounds[(size_t)i * (size_t)t->bound_width + (size_t)k] = k % 2;
    for (int k = 0; k < t->pn_width; k++)
        t->pn[(size_t)i * (size_t)t->pn_width + (size_t)k] = 1;
    return i;
}

uint32_t mcts_tree_new_slots(mcts_tree *t, uint32_t n)
{
    if (n == 0)
        return t->n_slots;
    if ((uint64_t)t->n_slots + n > t->max_slots || !grow_slots(t, t->n_slots + n)) {
        t->hit_limit = true;
        t->limit_hits++;
        return UINT32_MAX;
    }
    uint32_t first = t->n_slots;
    t->n_slots += n;
    if (t->rave_width > 0) {
        size_t w = (size_t)t->rave_width;
        memset(t->amaf + first * w, 0, sizeof *t->amaf * w * n);
        memset(t->keys + first * w, 0, sizeof *t->keys * w * n);
    }
    if (t->has_bias)
        memset(t->bias + first, 0, sizeof *t->bias * n);
    return first;
}

uint32_t mcts_tree_new_actions(mcts_tree *t, uint32_t n)
{
    if (n == 0)
        return t->n_actions;
    if ((uint64_t)t->n_actions + n > t->max_actions ||
        !grow((void **)&t->actions, &t->cap_actions, t->n_actions + n, t->max_actions,
              sizeof *t->actions)) {
        t->hit_limit = true;
        t->limit_hits++;
        return UINT32_MAX;
    }
    uint32_t first = t->n_actions;
    t->n_actions += n;
    return first;
}

void mcts_tree_swap_slots(mcts_tree *t, uint32_t a, uint32_t b)
{
    if (a == b)
        return;
    mcts_slot s = t->slots[a];
    t->slots[a] = t->slots[b];
    t->slots[b] = s;
    if (t->has_bias) {
        float x = t->bias[a];
        t->bias[a] = t->bias[b];
        t->bias[b] = x;
    }
    for (int j = 0; j < t->rave_width; j++) {
        size_t x = (size_t)a * (size_t)t->rave_width + (size_t)j;
        size_t y = (size_t)b * (size_t)t->rave_width + (size_t)j;
        mcts_amaf m = t->amaf[x];
        t->amaf[x] = t->amaf[y];
        t->amaf[y] = m;
        uint64_t k = t->keys[x];
        t->keys[x] = t->keys[y];
        t->keys[y] = k;
    }
}

void mcts_tree_copy_slot(mcts_tree *t, uint32_t to, uint32_t from)
{
    t->slots[to] = t->slots[from];
    if (t->has_bias)
        t->bias[to] = t->bias[from];
    for (int j = 0; j < t->rave_width; j++) {
        size_t x = (size_t)to * (size_t)t->rave_width + (size_t)j;
        size_t y = (size_t)from * (size_t)t->rave_width + (size_t)j;
        t->amaf[x] = t->amaf[y];
        t->keys[x] = t->keys[y];
    }
}

mcts_tree_size mcts_tree_size_of(const mcts_tree *t)
{
    return (mcts_tree_size){t->n_nodes, t->n_slots, t->n_actions};
}

mcts_tree_size mcts_tree_growth(mcts_tree_size before, mcts_tree_size after)
{
    /* A tree kept smaller, or cleared, grew by nothing. */
    return (mcts_tree_size){after.nodes > before.nodes ? after.nodes - before.nodes : 0,
                            after.slots > before.slots ? after.slots - before.slots : 0,
                            after.actions > before.actions ? after.actions - before.actions : 0};
}

static uint32_t room_for(uint32_t used, uint32_t more, uint32_t max)
{
    return (uint64_t)used + more < max ? used + more : max;
}

void mcts_tree_reserve(mcts_tree *t, mcts_tree_size more)
{
    grow_nodes(t, room_for(t->n_nodes, more.nodes, t->max_nodes));
    grow_slots(t, room_for(t->n_slots, more.slots, t->max_slots));
    grow((void **)&t->actions, &t->cap_actions, room_for(t->n_actions, more.actions, t->max_actions),
         t->max_actions, sizeof *t->actions);
}

uint32_t mcts_tree_keep(mcts_tree *t, uint32_t root)
{
    /* Breadth-first copy: the queue is the new node array itself, so a node's new index is the
     * order in which it was reached, and `old_of` remembers where each came from. */
    mcts_tree n = *t;
    n.nodes = NULL;
    n.slots = NULL;
    n.actions = NULL;
    n.amaf = NULL;
    n.keys = NULL;
    n.bounds = NULL;
    n.pn = NULL;
    n.bias = NULL;
    n.cap_nodes = n.cap_slots = n.cap_actions = 0;
    mcts_tree_clear(&n);
    uint32_t *old_of = NULL, cap_old = 0;
    uint32_t r = mcts_tree_new_node(&n, false, 0);
    if (!grow((void **)&old_of, &cap_old, r + 1, UINT32_MAX - 1, sizeof *old_of))
        abort();
    old_of[r] = root;
    for (uint32_t q = r; q < n.n_nodes; q++) {
        const mcts_node *o = &t->nodes[old_of[q]];
        n.nodes[q] = *o;
        size_t bw = (size_t)t->bound_width, pw = (size_t)t->pn_width;
        if (bw > 0)
            memcpy(n.bounds + q * bw, t->bounds + old_of[q] * bw, sizeof *n.bounds * bw);
        if (pw > 0)
            memcpy(n.pn + q * pw, t->pn + old_of[q] * pw, sizeof *n.pn * pw);
        if (!o->expanded)
            continue;
        /* The new tree is never larger than the old one, so no limit can be hit here. */
        uint32_t first = mcts_tree_new_slots(&n, o->n_slots);
        n.nodes[q].first = first;
        for (uint32_t i = 0; i < o->n_slots; i++) {
            const mcts_slot *s = &t->slots[o->first + i];
            uint32_t label = mcts_tree_new_actions(&n, s->len);
            memcpy(n.actions + label, t->actions + s->label, sizeof *n.actions * s->len);
            mcts_slot *d = &n.slots[first + i];
            *d = (mcts_slot){.label = label, .len = s->len, .child = 0};
            if (t->has_bias)
                n.bias[first + i] = t->bias[o->first + i];
            for (int j = 0; j < t->rave_width; j++) {
                size_t x = (size_t)(first + i) * (size_t)t->rave_width + (size_t)j;
                size_t y = (size_t)(o->first + i) * (size_t)t->rave_width + (size_t)j;
                n.amaf[x] = t->amaf[y];
                n.keys[x] = t->keys[y];
            }
            if (s->child != 0) {
                uint32_t c = mcts_tree_new_node(&n, false, 0);
                grow((void **)&old_of, &cap_old, c + 1, UINT32_MAX - 1, sizeof *old_of);
                old_of[c] = s->child;
                n.slots[first + i].child = c;
            }
        }
    }
    free(old_of);
    n.hit_limit = false;
    mcts_tree_free(t);
    *t = n;
    return r;
}

size_t mcts_tree_node_bytes(void)
{
    return sizeof(mcts_node);
}

size_t mcts_tree_slot_bytes(const mcts_tree *t)
{
    return sizeof(mcts_slot) + (size_t)t->rave_width * (sizeof(mcts_amaf) + sizeof(uint64_t)) +
           (t->has_bias ? sizeof(float) : 0);
}
