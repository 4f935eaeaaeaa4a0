/* The game as a searching agent follows it: the reasoner it searches with and the current state
 * in that reasoner's layout.
 *
 * Without a split strategy the search reasoner is the runner's own, and the mirror can be checked
 * against (and reset to) the state the runner passes to choose().  With one, it is a reasoner
 * built by options->load_reasoner, whose states are laid out differently: the mirror starts from
 * its initial state and follows the game through observe() (a split reasoner applies orthodox
 * moves).  At a decision the mirror is checked as far as possible (same player to move, same
 * number of legal moves); an agent whose mirror disagrees cannot search that game. */
#ifndef RBG_AGENT_MIRROR_H
#define RBG_AGENT_MIRROR_H

#include <stdbool.h>
#include <stdint.h>

#include "agent.h"

typedef struct {
    const rbg_reasoner *runner; /* the runner's reasoner (agent->reasoner) */
    const rbg_reasoner *r;      /* the reasoner searched: runner, or owned */
    rbg_reasoner *owned;        /* the loaded split reasoner, destroyed with the mirror */
    rbg_context *ctx;           /* a context of r, the agent's own */
    void *state;                /* the game's current state, in r's layout */
    uint64_t observed;          /* moves observed */
    rbg_moves moves;            /* scratch */
    rbg_action *buffer;         /* scratch for a move without dots */
    uint32_t buffer_cap;
} rbg_mirror;

/* `split` NULL: search with the runner's reasoner; otherwise a strategy name to load. */
bool rbg_mirror_init(rbg_mirror *m, const rbg_reasoner *runner, const rbg_agent_options *options,
                     const char *split, const char *agent, char *error, size_t error_size);
void rbg_mirror_free(rbg_mirror *m);

/* Applies a move of the game (orthodox, no dots). */
void rbg_mirror_observe(rbg_mirror *m, const rbg_action *actions, uint32_t n);

typedef enum {
    RBG_MIRROR_SAME,     /* the mirror is the runner's state */
    RBG_MIRROR_RESET,    /* it was not, and has been replaced by it (search trees are stale) */
    RBG_MIRROR_UNTRUSTED /* a split mirror disagrees with the runner: observe() was missed */
} rbg_mirror_sync_result;

/* Checks the mirror against the runner's state and legal moves at a decision. */
rbg_mirror_sync_result rbg_mirror_sync(rbg_mirror *m, const void *runner_state,
                                       const rbg_moves *moves);

/* The index in `moves` of the move made of `actions` once its dots (index <= 0) are dropped, or
 * -1. */
int64_t rbg_mirror_find(rbg_mirror *m, const rbg_moves *moves, const rbg_action *actions,
                        uint32_t n);

/* The one-line message for RBG_MIRROR_UNTRUSTED. */
void rbg_mirror_complain(const rbg_mirror *m, const char *agent);

#endif
