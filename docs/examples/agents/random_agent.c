/* A random agent for `rbg play` and `rbg match` (docs/external-agents.md):
 *   cc random_agent.c -o random_agent && rbg match GAME ext:cmd=./random_agent random
 * It answers `go` with the index of a random legal move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void)
{
    char line[1 << 16];
    unsigned long legal = 0;
    srand((unsigned)time(NULL));
    setvbuf(stdout, NULL, _IOLBF, 0); /* each answer leaves at its newline */
    while (fgets(line, sizeof line, stdin) != NULL) {
        unsigned long n;
        if (sscanf(line, "legal %lu", &n) == 1 || sscanf(line, "moves %lu", &n) == 1) {
            if (line[0] == 'l')
                legal = n;
            for (unsigned long i = 0; i < n; i++) /* the moves, one per line: skipped */
                if (fgets(line, sizeof line, stdin) == NULL)
                    return 1;
        } else if (strncmp(line, "go ", 3) == 0) {
            printf("play %lu\n", legal > 0 ? (unsigned long)rand() % legal : 0);
        } else if (strncmp(line, "quit", 4) == 0) {
            break;
        }
    }
    return 0;
}
