#include "suggest.h"

#include <stdlib.h>
#include <string.h>

/* Longer names are not compared: no one misspells a name of hundreds of letters. */
enum { SUGGEST_MAX_LEN = 64 };

rbgc_suggestion rbgc_suggest_start(const char *name)
{
    return (rbgc_suggestion){.name = name, .best = NULL, .best_what = NULL, .best_distance = 0};
}

static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

/* Optimal string alignment distance: insertions, deletions, substitutions and transpositions of
 * neighbours, each one step. */
static int edit_distance(const char *a, int n, const char *b, int m)
{
    int rows[3][SUGGEST_MAX_LEN + 1];
    int *before = rows[0], *previous = rows[1], *current = rows[2];
    for (int j = 0; j <= m; j++)
        previous[j] = j;
    for (int i = 1; i <= n; i++) {
        current[0] = i;
        for (int j = 1; j <= m; j++) {
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = min3(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                before[j - 2] + 1 < current[j])
                current[j] = before[j - 2] + 1;
        }
        int *recycled = before;
        before = previous;
        previous = current;
        current = recycled;
    }
    return previous[m];
}

void rbgc_suggest_consider(rbgc_suggestion *s, const char *candidate, const char *what)
{
    int n = (int)strnlen(s->name, SUGGEST_MAX_LEN + 1), m = (int)strnlen(candidate, SUGGEST_MAX_LEN + 1);
    if (n > SUGGEST_MAX_LEN || m > SUGGEST_MAX_LEN)
        return;
    int longer = n > m ? n : m;
    if (3 * abs(n - m) > longer)
        return;
    int distance = edit_distance(s->name, n, candidate, m);
    if (distance == 0 || 3 * distance > longer)
        return;
    if (s->best == NULL || distance < s->best_distance) {
        s->best = candidate;
        s->best_what = what;
        s->best_distance = distance;
    }
}
