#include "mirror.h"
#include "agent_alloc.h"

#include <stdlib.h>
#include <string.h>

bool rbg_mirror_init(rbg_mirror *m, const rbg_reasoner *runner, const rbg_agent_options *options,
                     const char *split, const char *agent, char *error, size_t error_size)
{
    *m = (rbg_mirror){.runner = runner, .r = runner};
    if (split != NULL) {
        if (options->load_reasoner == NULL) {
            snprintf(error, error_size,
                     "agent '%s' searches semimoves (split=%s) but this command cannot build a split "
                     "reasoner", agent, split);
            return false;
        }
        char why[256] = "";
        m->owned = options->load_reasoner(options->loader_data, split, why, sizeof why);
        if (m->owned == NULL) {
            snprintf(error, error_size, "agent '%s': cannot build the reasoner for split=%s: %s", agent,
                     split, why);
            return false;
        }
        m->r = m->owned;
    }
    m->ctx = m->r->context_new(m->r);
    m->state = agent_checked(calloc(1, m->r->state_size));
    m->r->initial(m->ctx, m->state);
    rbg_moves_init(&m->moves);
    return true;
}

void rbg_mirror_free(rbg_mirror *m)
{
    if (m->r == NULL)
        return;
    rbg_moves_free(&m->moves);
    free(m->buffer);
    free(m->state);
    m->r->context_free(m->ctx);
    if (m->owned != NULL)
        m->owned->destroy(m->owned);
    *m = (rbg_mirror){0};
}

void rbg_mirror_observe(rbg_mirror *m, const rbg_action *actions, uint32_t n)
{
    m->r->apply(m->ctx, m->state, actions, n);
    m->observed++;
}

rbg_mirror_sync_result rbg_mirror_sync(rbg_mirror *m, const void *runner_state, const rbg_moves *moves)
{
    const rbg_reasoner *r = m->r;
    if (r == m->runner) {
        /* Not memcmp: a state left by a playout keeps a stale hash field (runtime/hot_loops.h). */
        if (r->same_position(r, m->state, runner_state))
            return RBG_MIRROR_SAME;
        memcpy(m->state, runner_state, r->state_size);
        return RBG_MIRROR_RESET;
    }
    if (r->player(r, m->state) != m->runner->player(m->runner, runner_state) ||
        r->legal_moves(m->ctx, m->state, &m->moves) != moves->n_moves)
        return RBG_MIRROR_UNTRUSTED;
    return RBG_MIRROR_SAME;
}

int64_t rbg_mirror_find(rbg_mirror *m, const rbg_moves *moves, const rbg_action *actions, uint32_t n)
{
    if (n > m->buffer_cap) {
        m->buffer_cap = n * 2;
        m->buffer = agent_checked(realloc(m->buffer, sizeof *m->buffer * m->buffer_cap));
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        if (actions[i].index > 0)
            m->buffer[k++] = actions[i];
    return rbg_moves_find(moves, m->buffer, k);
}

void rbg_mirror_complain(const rbg_mirror *m, const char *agent)
{
    fprintf(stderr,
            "rbg: agent '%s' lost track of the game after %llu observed moves (its split reasoner "
            "disagrees with the game; the runner must call observe() after every move)\n",
            agent, (unsigned long long)m->observed);
}
