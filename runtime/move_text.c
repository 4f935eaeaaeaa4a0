/* Finding a move in a list, and the text form of moves. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rbg.h"

int64_t rbg_moves_find(const rbg_moves *moves, const rbg_action *actions, uint32_t n)
{
    for (uint32_t i = 0; i < moves->n_moves; i++)
        if (rbg_move_length(moves, i) == n &&
            memcmp(rbg_move_actions(moves, i), actions, sizeof *actions * n) == 0)
            return i;
    return -1;
}

char *rbg_move_to_text(const rbg_action *actions, uint32_t n)
{
    size_t size = (size_t)n * 24 + 1;
    char *text = malloc(size);
    size_t used = 0;
    text[0] = '\0';
    for (uint32_t i = 0; i < n; i++)
        used += (size_t)snprintf(text + used, size - used, "%s%d %d", i ? " " : "",
                                 (int)actions[i].cell, (int)actions[i].index);
    return text;
}

bool rbg_move_parse(const char *text, rbg_action *out, uint32_t capacity, uint32_t *n,
                    char *error, size_t error_size)
{
    long numbers[2];
    int have = 0;
    *n = 0;
    const char *p = text;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (*p == '\0')
            break;
        if (!isdigit((unsigned char)*p) && *p != '-') {
            snprintf(error, error_size, "'%s' is not a move: expected numbers 'cell index ...'", text);
            return false;
        }
        char *end;
        errno = 0;
        long value = strtol(p, &end, 10);
        if (end == p || errno != 0 || value < -2147483647L || value > 2147483647L ||
            (*end != '\0' && !isspace((unsigned char)*end))) {
            snprintf(error, error_size, "'%s' is not a move: bad number", text);
            return false;
        }
        numbers[have++] = value;
        p = end;
        if (have == 2) {
            if (*n == capacity) {
                snprintf(error, error_size, "'%s' is not a move: too long", text);
                return false;
            }
            out[(*n)++] = (rbg_action){(int32_t)numbers[0], (int32_t)numbers[1]};
            have = 0;
        }
    }
    if (have != 0 || *n == 0) {
        snprintf(error, error_size, "'%s' is not a move: expected pairs 'cell index'", text);
        return false;
    }
    return true;
}
