/* A structural hash of rules, consistent with rbgc_rule_equal: equal rules hash alike. */
#ifndef RBGC_RULE_HASH_H
#define RBGC_RULE_HASH_H

#include <stdint.h>

#include "game.h"

uint64_t rbgc_rule_hash(const rbgc_rule *rule);

#endif
