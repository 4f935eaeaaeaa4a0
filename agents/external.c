/* The external agent `ext`: a program in any language, run once per game, that chooses moves over
 * the line protocol of docs/external-agents.md on its standard input and output.
 *
 * The program talks through a socket pair, not pipes, so that writing to a program that died is
 * an error (MSG_NOSIGNAL) rather than a SIGPIPE that would end the runner.  Whatever goes wrong
 * (the program cannot start, exits, takes too long, answers something that is not a legal move)
 * makes choose() return -1 with the reason in agent->last.failure; the agent then gives no move
 * for the rest of the game and the runner counts the game as lost by it. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "agent.h"
#include "agent_alloc.h"
#include "agents_internal.h"
#include "notation.h"

enum { LINE_MAX_BYTES = 1 << 16 };

typedef struct {
    char *command, *dir;
    double timeout;        /* seconds a move may take, 0: from the budget */
    pid_t pid;             /* 0: not started */
    int fd;                /* our end of the socket pair */
    bool failed;
    char reason[512];
    char *line;            /* the answer being read */
    size_t line_length;
    char *pending;         /* moves observed since the last `go`, one "INDEX TEXT\n" each */
    size_t pending_size;
    FILE *pending_out;
    uint32_t n_pending;
    void *mirror;          /* the game's state, to give each observed move its index */
    rbg_context *context;
    rbg_moves moves;
    char *game_path;       /* absolute, NULL when not known */
    rbg_notation *notation; /* the moves' text form (e2e4), made at the first use */
} external;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void pause_briefly(void)
{
    nanosleep(&(struct timespec){0, 10000000}, NULL);
}

/* Waits up to half a second for the program to exit; true (with its status) when it did. */
static bool reaped(pid_t pid, int *status)
{
    for (int i = 0; i < 50; i++) {
        if (waitpid(pid, status, WNOHANG) == pid)
            return true;
        pause_briefly();
    }
    return false;
}

static int64_t fail(rbg_agent *agent, const char *format, const char *detail)
{
    external *e = agent->impl;
    e->failed = true;
    snprintf(e->reason, sizeof e->reason, format, detail);
    agent->last.failure = e->reason;
    return -1;
}

/* sh -c COMMAND in DIR with its standard input and output on the other end of a socket pair. */
static bool start(rbg_agent *agent)
{
    external *e = agent->impl;
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return fail(agent, "cannot start it: %s", strerror(errno)), false;
    pid_t pid = fork();
    if (pid < 0) {
        close(ends[0]);
        close(ends[1]);
        return fail(agent, "cannot start it: %s", strerror(errno)), false;
    }
    if (pid == 0) {
        /* A group of its own, so that killing it kills whatever it started too. */
        setpgid(0, 0);
        if (dup2(ends[1], 0) < 0 || dup2(ends[1], 1) < 0 || (e->dir && chdir(e->dir) != 0))
            _exit(126);
        execl("/bin/sh", "sh", "-c", e->command, (char *)NULL);
        _exit(127);
    }
    close(ends[1]);
    e->fd = ends[0];
    e->pid = pid;
    return true;
}

/* Why the program stopped talking: how it exited, when it did (`otherwise` when it runs on). */
static void ended(rbg_agent *agent, const char *otherwise)
{
    external *e = agent->impl;
    int status;
    char detail[64];
    snprintf(detail, sizeof detail, "%s", otherwise);
    if (reaped(e->pid, &status)) {
        e->pid = 0;
        if (WIFEXITED(status))
            snprintf(detail, sizeof detail, "exited with status %d", WEXITSTATUS(status));
        else if (WIFSIGNALED(status))
            snprintf(detail, sizeof detail, "was killed by signal %d", WTERMSIG(status));
    }
    fail(agent, "%s without answering", detail);
}

static bool send_text(rbg_agent *agent, const char *text, size_t length)
{
    external *e = agent->impl;
    while (length > 0) {
        ssize_t sent = send(e->fd, text, length, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR)
            continue;
        if (sent <= 0)
            return ended(agent, "stopped reading its input"), false;
        text += sent;
        length -= (size_t)sent;
    }
    return true;
}

/* One line of the program's output (without its newline) into e->line, within `seconds`. */
static bool read_line(rbg_agent *agent, double seconds)
{
    external *e = agent->impl;
    double deadline = now() + seconds;
    e->line_length = 0;
    for (;;) {
        double left = deadline - now();
        if (left <= 0) {
            char detail[64];
            snprintf(detail, sizeof detail, "%g", seconds);
            return fail(agent, "took more than %s s to answer", detail), false;
        }
        struct pollfd p = {e->fd, POLLIN, 0};
        int ready = poll(&p, 1, (int)(left * 1000) + 1);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue;
        char c;
        ssize_t got = read(e->fd, &c, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return ended(agent, "closed its output"), false;
        if (c == '\n') {
            e->line[e->line_length] = '\0';
            if (e->line_length > 0 && e->line[e->line_length - 1] == '\r')
                e->line[--e->line_length] = '\0';
            return true;
        }
        if (e->line_length + 1 >= LINE_MAX_BYTES)
            return fail(agent, "answered a line longer than %s bytes", "65535"), false;
        e->line[e->line_length++] = c;
    }
}

/* The index in `moves` of the program's answer: `play INDEX`, `play MOVE` (the text form, e2e4,
 * as `legal` lists it) or `play CELL INDEX ...` (the numeric form). */
static int64_t parse_answer(rbg_agent *agent, const rbg_moves *moves, const rbg_move_texts *texts)
{
    external *e = agent->impl;
    const char *text = e->line;
    if (strncmp(text, "play ", 5) != 0)
        return fail(agent, "answered '%s', not 'play INDEX' or 'play MOVE'", e->line);
    text += 5;
    char *end;
    long long index = strtoll(text, &end, 10);
    if (end != text && *end == '\0') {
        if (index < 0 || (uint64_t)index >= moves->n_moves)
            return fail(agent, "answered 'play %s', which is no index of a legal move", text);
        return index;
    }
    bool numeric = (*text >= '0' && *text <= '9') || *text == '-';
    rbg_action actions[4096];
    uint32_t n;
    char error[256];
    if (numeric && !rbg_move_parse(text, actions, 4096, &n, error, sizeof error))
        return fail(agent, "answered 'play %s', which is no move", text);
    int64_t found = numeric ? rbg_moves_find(moves, actions, n)
                            : rbg_notation_find(texts, moves, text, error, sizeof error);
    if (found < 0)
        return fail(agent, "answered 'play %s', which is not a legal move", text);
    return found;
}

static double move_timeout(const rbg_agent *agent)
{
    const external *e = agent->impl;
    if (e->timeout > 0)
        return e->timeout;
    /* A time budget gets a second of slack for the pipes and the program's start. */
    return agent->options.seconds_per_move > 0 ? agent->options.seconds_per_move + 1 : 10;
}

static rbg_notation *notation_of(rbg_agent *agent)
{
    external *e = agent->impl;
    if (e->notation == NULL)
        e->notation = rbg_notation_from_file(agent->reasoner, e->game_path);
    return e->notation;
}

static void put_moves(FILE *out, const rbg_move_texts *texts)
{
    for (uint32_t i = 0; i < texts->n; i++)
        fprintf(out, "%u %s\n", i, texts->texts[i]);
}

static int64_t choose(rbg_agent *agent, rbg_context *context, const void *state,
                      const rbg_moves *moves)
{
    external *e = agent->impl;
    if (e->failed)
        return -1; /* it gave no move before in this game, and gives none any more */
    if (e->pid == 0) {
        if (!start(agent))
            return -1;
        char hello[4096];
        int length = snprintf(hello, sizeof hello, "rbg 2\ngame %s\n",
                              e->game_path ? e->game_path : "-");
        if (!send_text(agent, hello, (size_t)length))
            return -1;
    }
    const rbg_reasoner *r = agent->reasoner;
    int player = r->player(r, state);
    char *text = NULL;
    size_t size = 0;
    FILE *out = agent_checked(open_memstream(&text, &size));
    fflush(e->pending_out);
    fprintf(out, "moves %u\n%s", e->n_pending, e->pending);
    rbg_move_texts texts;
    rbg_notation_texts(notation_of(agent), context, state, moves, &texts);
    fprintf(out, "legal %u\n", moves->n_moves);
    put_moves(out, &texts);
    fprintf(out, "go %d %s %g %llu\n", player, r->info->player_names[player],
            agent->options.seconds_per_move, (unsigned long long)agent->options.states_per_move);
    fclose(out);
    /* The buffer is terminated at the position after each flush, so rewinding empties it. */
    rewind(e->pending_out);
    e->n_pending = 0;
    bool sent = send_text(agent, text, size);
    free(text);
    int64_t choice = sent && read_line(agent, move_timeout(agent))
                         ? parse_answer(agent, moves, &texts)
                         : -1;
    rbg_move_texts_free(&texts);
    return choice;
}

static void observe(rbg_agent *agent, const rbg_action *actions, uint32_t n)
{
    external *e = agent->impl;
    const rbg_reasoner *r = agent->reasoner;
    r->legal_moves(e->context, e->mirror, &e->moves);
    int64_t index = rbg_moves_find(&e->moves, actions, n);
    rbg_move_texts texts;
    rbg_notation_texts(notation_of(agent), e->context, e->mirror, &e->moves, &texts);
    char *numeric = index < 0 ? agent_checked(rbg_move_to_text(actions, n)) : NULL;
    fprintf(e->pending_out, "%lld %s\n", (long long)index, index < 0 ? numeric : texts.texts[index]);
    free(numeric);
    rbg_move_texts_free(&texts);
    e->n_pending++;
    r->apply(e->context, e->mirror, actions, n);
}

static void destroy(rbg_agent *agent)
{
    external *e = agent->impl;
    if (e->pid > 0) {
        if (!e->failed)
            send_text(agent, "quit\n", 5);
        close(e->fd);
        int status;
        /* A program gets half a second to leave after `quit`, then is killed. */
        if (!reaped(e->pid, &status)) {
            kill(-e->pid, SIGKILL);
            waitpid(e->pid, &status, 0);
        }
    } else if (e->fd > 0) {
        close(e->fd);
    }
    fclose(e->pending_out);
    free(e->pending);
    free(e->line);
    free(e->command);
    free(e->dir);
    free(e->mirror);
    free(e->game_path);
    rbg_notation_free(e->notation);
    rbg_moves_free(&e->moves);
    agent->reasoner->context_free(e->context);
    free(e);
    free(agent);
}

/* `dir=D,timeout=S,cmd=COMMAND`: cmd comes last and takes the rest, commas included. */
static bool parse(external *e, const char *params, char *error, size_t error_size)
{
    const char *at = params;
    while (*at != '\0' && strncmp(at, "cmd=", 4) != 0) {
        size_t length = strcspn(at, ",");
        if (strncmp(at, "dir=", 4) == 0) {
            free(e->dir);
            e->dir = agent_checked(strndup(at + 4, length - 4));
            struct stat st;
            if (stat(e->dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
                snprintf(error, error_size, "agent 'ext': dir=%s is not a directory", e->dir);
                return false;
            }
        } else if (strncmp(at, "timeout=", 8) == 0) {
            char *end;
            e->timeout = strtod(at + 8, &end);
            if (end != at + length || end == at + 8 || !(e->timeout > 0)) {
                snprintf(error, error_size, "agent 'ext': timeout=%.*s is not a positive number "
                         "of seconds", (int)length - 8, at + 8);
                return false;
            }
        } else {
            snprintf(error, error_size, "agent 'ext': unknown key '%.*s' (keys: dir=DIR, "
                     "timeout=SECONDS, then cmd=COMMAND last)", (int)strcspn(at, ",="), at);
            return false;
        }
        at += length;
        if (*at == ',')
            at++;
    }
    if (strncmp(at, "cmd=", 4) != 0 || at[4] == '\0') {
        snprintf(error, error_size, "agent 'ext' needs the program to run: ext:cmd=COMMAND");
        return false;
    }
    e->command = agent_checked(strdup(at + 4));
    return true;
}

rbg_agent *rbg_agent_external_new(const char *params, const rbg_reasoner *reasoner,
                                  const rbg_agent_options *options, char *error,
                                  size_t error_size)
{
    external *e = agent_checked(calloc(1, sizeof *e));
    if (!parse(e, params, error, error_size)) {
        free(e->dir);
        free(e);
        return NULL;
    }
    rbg_agent *agent = agent_checked(calloc(1, sizeof *agent));
    e->line = agent_checked(malloc(LINE_MAX_BYTES));
    e->pending_out = agent_checked(open_memstream(&e->pending, &e->pending_size));
    e->mirror = agent_checked(malloc(reasoner->state_size));
    fflush(e->pending_out); /* the buffer exists (empty) from now on */
    e->context = reasoner->context_new(reasoner);
    reasoner->initial(e->context, e->mirror);
    rbg_moves_init(&e->moves);
    e->game_path = options->game_path ? realpath(options->game_path, NULL) : NULL;
    agent->name = "ext";
    agent->choose = choose;
    agent->observe = observe;
    agent->destroy = destroy;
    agent->reasoner = reasoner;
    agent->options = *options;
    agent->impl = e;
    return agent;
}
