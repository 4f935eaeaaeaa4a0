/* The transposition table of df-pn (docs/solving.md): proof and disproof numbers of states by
 * their 64-bit hash, in a fixed block of memory given in bytes.  Buckets of four entries; a new
 * state takes an empty entry of its bucket, else the entry of least work (the nodes searched to
 * get its numbers), so the table never grows and cheap results are forgotten first.  A forgotten
 * state is only searched again: the table never answers for a state it does not hold (the whole
 * key is compared). */
#ifndef RBG_DFPN_TABLE_H
#define RBG_DFPN_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An infinite proof or disproof number: the state is disproved or proved. */
#define DFPN_INF UINT32_MAX

typedef struct {
    uint64_t key;  /* 0: empty (a state hashing to 0 is stored under key 1) */
    uint64_t work;
    uint32_t pn, dn;
} dfpn_entry;

typedef struct {
    dfpn_entry *entries;
    uint64_t buckets;
    uint64_t hits, lookups, stores, replaced;
} dfpn_table;

enum { DFPN_BUCKET = 4 };

/* A table of at most `bytes` bytes (at least one bucket). */
void dfpn_table_init(dfpn_table *t, uint64_t bytes);
void dfpn_table_free(dfpn_table *t);
size_t dfpn_table_bytes(const dfpn_table *t);

/* The entry of `key`, or NULL. */
const dfpn_entry *dfpn_table_find(dfpn_table *t, uint64_t key);
void dfpn_table_store(dfpn_table *t, uint64_t key, uint32_t pn, uint32_t dn, uint64_t work);

#endif
