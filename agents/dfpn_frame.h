/* The scratch of one level of the df-pn recursion (agents/dfpn.c): the moves of the state, the
 * states they lead to, their hashes and the last proof and disproof numbers seen for each.  One
 * frame per depth, kept between visits, so a visit allocates nothing once the search is warm. */
#ifndef RBG_DFPN_FRAME_H
#define RBG_DFPN_FRAME_H

#include <stdint.h>

#include "rbg.h"

typedef struct {
    rbg_moves moves;
    char *states;      /* [cap][state_size] */
    uint64_t *keys;
    uint32_t *pn, *dn;
    uint32_t cap;
} dfpn_frame;

typedef struct {
    dfpn_frame **frames; /* [depth], each allocated once */
    uint32_t n, cap;
    size_t state_size;
} dfpn_frames;

void dfpn_frames_init(dfpn_frames *f, size_t state_size);
void dfpn_frames_free(dfpn_frames *f);
/* The frame of `depth` with room for `children` children. */
dfpn_frame *dfpn_frame_at(dfpn_frames *f, uint32_t depth, uint32_t children);

static inline void *dfpn_child_state(const dfpn_frames *f, const dfpn_frame *frame, uint32_t i)
{
    return frame->states + f->state_size * i;
}

#endif
