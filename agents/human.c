/* The human agent: reads a move on the terminal as people write it (e2e4, d1, pass), a unique
 * beginning of one, one cell at a time for big moves (showing how the typed part can go on),
 * the numeric form, or the number of a listed move; and the commands help, moves, undo and
 * resign. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "agent_alloc.h"
#include "notation.h"

/* Moves listed at each turn when there are at most this many (amazons has 2,176). */
enum { LIST_AT_MOST = 40, SHOW_AT_MOST = 60 };

typedef struct {
    rbg_notation *notation; /* made at the first move, from the game file's hints */
} human;

/* Prints texts separated by spaces, wrapped at 78 columns, at most `limit` of them. */
static void print_list(FILE *out, char *const *items, size_t n, size_t limit, bool numbered)
{
    size_t column = 0;
    for (size_t i = 0; i < n && i < limit; i++) {
        char item[512];
        if (numbered)
            snprintf(item, sizeof item, "%zu)%s", i + 1, items[i]);
        else
            snprintf(item, sizeof item, "%s", items[i]);
        size_t width = strlen(item) + 2;
        if (column > 0 && column + width > 78) {
            fputc('\n', out);
            column = 0;
        }
        fprintf(out, "%s%s", column == 0 ? "  " : "  ", item);
        column += width;
    }
    if (n > limit)
        fprintf(out, "%s... and %zu more", column > 0 ? "  " : "  ", n - limit);
    fputc('\n', out);
}

static void print_help(FILE *out)
{
    fputs("Type a move as it is written (e2e4, e7e8q, d1, pass), any unique beginning of it, or\n"
          "its cells one at a time (each line adds to what was typed; an empty line clears it);\n"
          "the numeric form `cell index ...` and the number of a listed move work too.\n"
          "Commands: moves (the legal moves, or how the typed part goes on), undo (take back your\n"
          "last move), resign, help.\n",
          out);
}

/* Trims spaces at both ends, in place. */
static char *trim(char *line)
{
    line[strcspn(line, "\r\n")] = '\0';
    while (isspace((unsigned char)*line))
        line++;
    size_t n = strlen(line);
    while (n > 0 && isspace((unsigned char)line[n - 1]))
        line[--n] = '\0';
    return line;
}

static void show_continuations(FILE *out, const rbg_move_texts *texts, const char *typed)
{
    char **next;
    size_t n = rbg_notation_continuations(texts, typed, &next);
    fprintf(out, "%zu way%s to go on from '%s':\n", n, n == 1 ? "" : "s", typed);
    print_list(out, next, n, SHOW_AT_MOST, false);
    rbg_notation_strings_free(next, n);
}

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves)
{
    human *h = agent->impl;
    FILE *in = agent->options.in ? agent->options.in : stdin;
    FILE *out = agent->options.out ? agent->options.out : stdout;
    const rbg_reasoner *r = agent->reasoner;
    if (h->notation == NULL)
        h->notation = rbg_notation_from_file(r, agent->options.game_path);
    rbg_move_texts texts;
    rbg_notation_texts(h->notation, context, state, moves, &texts);
    const char *player = r->info->player_names[r->player(r, state)];
    fprintf(out, "%u legal move%s for %s", moves->n_moves, moves->n_moves == 1 ? "" : "s", player);
    if (moves->n_moves <= LIST_AT_MOST) {
        fputs(":\n", out);
        print_list(out, texts.texts, texts.n, LIST_AT_MOST, true);
    } else {
        fputs(" ('moves' lists them, 'help' says how to type one)\n", out);
    }
    char typed[1024] = "", line[4096];
    int64_t choice = -1;
    for (;;) {
        fprintf(out, "%s%s%s> ", player, typed[0] ? " " : "", typed);
        fflush(out);
        if (fgets(line, sizeof line, in) == NULL)
            break;
        char *word = trim(line);
        if (*word == '\0') {
            typed[0] = '\0';
            continue;
        }
        if (strcmp(word, "help") == 0 || strcmp(word, "?") == 0) {
            print_help(out);
            continue;
        }
        if (strcmp(word, "moves") == 0) {
            if (typed[0])
                show_continuations(out, &texts, typed);
            else
                print_list(out, texts.texts, texts.n, texts.n, true);
            continue;
        }
        if (strcmp(word, "resign") == 0) {
            agent->last.failure = "resigned";
            break;
        }
        if (strcmp(word, "undo") == 0) {
            choice = RBG_AGENT_UNDO;
            break;
        }
        char *end;
        long number = strtol(word, &end, 10);
        if (end != word && *end == '\0' && typed[0] == '\0' && strchr(word, ' ') == NULL) {
            if (number >= 1 && (uint64_t)number <= moves->n_moves) {
                choice = number - 1;
                break;
            }
            fprintf(out, "There is no move %ld; give a move or a number from 1 to %u.\n", number,
                    moves->n_moves);
            continue;
        }
        /* What was typed before goes first: a big move one cell at a time. */
        char joined[sizeof typed + sizeof line], error[1024];
        snprintf(joined, sizeof joined, "%s%s", typed, word);
        int64_t found = rbg_notation_find(&texts, moves, joined, error, sizeof error);
        if (found == RBG_NOTATION_UNKNOWN && typed[0]) {
            char again[1024];
            int64_t alone = rbg_notation_find(&texts, moves, word, again, sizeof again);
            if (alone != RBG_NOTATION_UNKNOWN) {
                found = alone;
                snprintf(joined, sizeof joined, "%s", word);
            }
        }
        if (found >= 0) {
            choice = found;
            break;
        }
        if (found == RBG_NOTATION_AMBIGUOUS) {
            char *key = rbg_notation_normalise(joined);
            snprintf(typed, sizeof typed, "%s", key);
            free(key);
            show_continuations(out, &texts, typed);
            continue;
        }
        fprintf(out, "%s.\n", error);
    }
    rbg_move_texts_free(&texts);
    return choice;
}

static void destroy(rbg_agent *agent)
{
    human *h = agent->impl;
    rbg_notation_free(h->notation);
    free(h);
    free(agent);
}

rbg_agent *rbg_agent_human_new(void)
{
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    human *h = agent_checked(calloc(1, sizeof *h));
    agent->name = "human";
    agent->impl = h;
    agent->choose = choose;
    agent->destroy = destroy;
    return agent;
}
