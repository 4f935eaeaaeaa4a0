/* The solved positions of a proof-number search (docs/solving.md): states proved or disproved,
 * each kept with a copy of the state, in a fixed block of memory.  A lookup finds the entry by
 * the state's hash and then compares the positions themselves (rbg.h same_position), so a hash
 * collision can only miss a transposition, never hand one state's proof to another.  Buckets of
 * four; a full bucket gives up the entry that took the least work to solve. */
#ifndef RBG_PN_SOLVED_H
#define RBG_PN_SOLVED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rbg.h"

typedef struct {
    const rbg_reasoner *r;
    unsigned char *slots; /* buckets * PN_SOLVED_BUCKET slots of slot_size bytes */
    size_t slot_size;
    uint64_t buckets;
    uint64_t lookups, hits, collisions; /* collisions: equal hashes, other positions */
} pn_solved;

enum { PN_SOLVED_BUCKET = 4 };

/* A table of at most `bytes` bytes (at least one bucket). */
void pn_solved_init(pn_solved *t, const rbg_reasoner *r, uint64_t bytes);
void pn_solved_free(pn_solved *t);
size_t pn_solved_bytes(const pn_solved *t);

/* Whether `state` (of hash `key`) is held: *proved tells which way it was solved. */
bool pn_solved_find(pn_solved *t, uint64_t key, const void *state, bool *proved);
void pn_solved_store(pn_solved *t, uint64_t key, const void *state, bool proved, uint64_t work);

#endif
