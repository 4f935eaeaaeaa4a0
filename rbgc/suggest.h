/* "Did you mean" for a name that is not declared: the closest declared name, if it is close.
 *
 * Closeness is the edit distance with transpositions (`dwon` is one step from `down`); a name is
 * suggested when at most a third of the longer name's letters differ, the way compilers do. */
#ifndef RBGC_SUGGEST_H
#define RBGC_SUGGEST_H

typedef struct {
    const char *name;     /* the unknown name */
    const char *best;     /* the closest candidate so far, or NULL */
    const char *best_what; /* what it is ("direction", "macro", ...) */
    int best_distance;
} rbgc_suggestion;

rbgc_suggestion rbgc_suggest_start(const char *name);

/* Offers a candidate; the first of equally close candidates is kept. */
void rbgc_suggest_consider(rbgc_suggestion *s, const char *candidate, const char *what);

#endif
