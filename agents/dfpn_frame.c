#include "dfpn_frame.h"

#include <stdlib.h>

#include "agent_alloc.h"

void dfpn_frames_init(dfpn_frames *f, size_t state_size)
{
    *f = (dfpn_frames){.state_size = state_size};
}

void dfpn_frames_free(dfpn_frames *f)
{
    for (uint32_t d = 0; d < f->n; d++) {
        dfpn_frame *frame = f->frames[d];
        rbg_moves_free(&frame->moves);
        free(frame->states);
        free(frame->keys);
        free(frame->pn);
        free(frame->dn);
        free(frame);
    }
    free(f->frames);
    *f = (dfpn_frames){0};
}

dfpn_frame *dfpn_frame_at(dfpn_frames *f, uint32_t depth, uint32_t children)
{
    while (f->n <= depth) {
        if (f->n == f->cap) {
            f->cap = f->cap ? 2 * f->cap : 64;
            f->frames = agent_checked(realloc(f->frames, sizeof *f->frames * f->cap));
        }
        dfpn_frame *frame = agent_checked(calloc(1, sizeof *frame));
        rbg_moves_init(&frame->moves);
        f->frames[f->n++] = frame;
    }
    dfpn_frame *frame = f->frames[depth];
    if (children > frame->cap) {
        uint32_t cap = children < 16 ? 16 : children;
        frame->states = agent_checked(realloc(frame->states, f->state_size * cap));
        frame->keys = agent_checked(realloc(frame->keys, sizeof *frame->keys * cap));
        frame->pn = agent_checked(realloc(frame->pn, sizeof *frame->pn * cap));
        frame->dn = agent_checked(realloc(frame->dn, sizeof *frame->dn * cap));
        frame->cap = cap;
    }
    return frame;
}
