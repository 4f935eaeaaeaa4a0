/* The rules automaton: the lowered rules as an NFA whose edges carry single actions.
 *
 * Built by Thompson's construction, then ε-free: every state's edges are the action edges of its
 * ε-closure, in left-to-right order of the rules, and a state accepts when the end of the rules
 * is in its closure.  Only the start state and the targets of action edges are kept.  Each pattern
 * `{? R}` / `{! R}` is an action whose R is a separate automaton (patterns nest).  The state after a
 * switch is where the next turn begins (a nodal state). */
#ifndef RBGC_NFA_H
#define RBGC_NFA_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

typedef struct {
    const rbgc_rule *action; /* a shift, on, off, assignment, comparison, switch, pattern or `.` */
    int target;
    int pattern;             /* PATTERN actions: index of the automaton of its contents */
} rbgc_nfa_edge;

typedef struct {
    int n_edges;
    rbgc_nfa_edge *edges;
    bool accepting;
    bool nodal;              /* the start state, or the target of a switch */
} rbgc_nfa_state;

typedef struct {
    int n_states;
    rbgc_nfa_state *states;
    int start;
} rbgc_nfa;

typedef struct {
    rbgc_nfa rules;
    int n_patterns;
    rbgc_nfa *patterns;
    const rbgc_rule **pattern_rules; /* the PATTERN node of each pattern automaton */
} rbgc_automata;

/* Builds the automata in the game's arena. */
rbgc_automata *rbgc_build_automata(rbgc_game *game);

/* Graphviz dot: one cluster for the rules, one per pattern; nodal states are double circles. */
void rbgc_print_automata_dot(const rbgc_game *game, const rbgc_automata *automata, FILE *out);

#endif
