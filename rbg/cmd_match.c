/* rbg match GAME A B: many games between two agents, sides swapped every game, several at once
 * in child processes.  Each finished game goes to the match file at once (one write, then
 * fsync), so an interrupted match loses only the games in progress and `--resume` plays the
 * rest.  Only the parent writes the file; a child sends its game's line through a pipe. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "agent.h"
#include "checked_alloc.h"
#include "cli.h"
#include "interrupt.h"
#include "match_file.h"
#include "match_game.h"
#include "match_summary.h"
#include "pipeline.h"
#include "progress.h"

enum { DEFAULT_GAMES = 100 };

/* A game being played by a child process, and what it has sent so far. */
typedef struct {
    pid_t pid;
    int fd;
    uint64_t index;
    char *text;
    size_t length, cap;
} child;

/* What the parent keeps while the match runs. */
typedef struct {
    const rbg_cli_options *o;
    char *path;
    int fd;
    rbg_match_header header;
    rbg_match_setup setup;
    rbg_match_summary summary;
    unsigned char *done; /* per game index: in the file */
    uint64_t in_file;
    uint64_t stale_length; /* bytes after the whole lines of the file: a cut-short line */
    bool has_header;
    bool write_failed; /* nothing more is written after a failed write */
    rbg_progress progress;
    int status;
} match;

static char *copy(const char *text)
{
    return rbg_checked(strdup(text));
}

/* match-GAME-A-vs-B[-shardI-of-N].jsonl, characters awkward in file names made '_'. */
static char *default_path(const rbg_cli_options *o, const char *game)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = rbg_checked(open_memstream(&text, &size));
    fprintf(out, "match-%s-%s-vs-%s", game, o->positional[0], o->positional[1]);
    if (o->shards > 1)
        fprintf(out, "-shard%llu-of-%llu", (unsigned long long)o->shard,
                (unsigned long long)o->shards);
    fclose(out);
    for (char *p = text; *p != '\0'; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '-' || *p == '.' || *p == '=' || *p == '+'))
            *p = '_';
    char *path = rbg_checked_malloc(strlen(text) + sizeof ".jsonl", 1);
    strcpy(path, text);
    strcat(path, ".jsonl");
    free(text);
    return path;
}

static bool write_all(int fd, const char *text, size_t length)
{
    while (length > 0) {
        ssize_t n = write(fd, text, length);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        text += n;
        length -= (size_t)n;
    }
    return true;
}

/* A file that cannot be synced (a pipe, /dev/null) is written anyway. */
static bool sync_file(int fd)
{
    return fsync(fd) == 0 || errno == EINVAL || errno == EROFS;
}

/* Reads what the match file holds and checks it may be continued: refused when it holds games
 * and --resume is absent (saying how to go on), or when it belongs to another match. */
static bool check_file(match *m)
{
    struct stat st;
    bool occupied = stat(m->path, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
    rbg_match_file file;
    bool missing;
    char error[700];
    bool read = rbg_match_file_read(m->path, &file, &missing, error, sizeof error);
    const char *field = read && file.has_header
                            ? rbg_match_header_differs(&file.header, &m->header, true)
                            : NULL;
    bool ok = false;
    if (field != NULL)
        rbg_cli_fail("match: '%s' holds another match (its %s differs); not continuing it", m->path,
                     field);
    else if (occupied && !m->o->resume && read && file.has_header)
        rbg_cli_fail("match: '%s' holds %zu of the %llu games of this match already; add --resume "
                     "to continue it (or to print its summary), or give another file with --out",
                     m->path, file.n_records, (unsigned long long)m->summary.expected);
    else if (occupied && !m->o->resume)
        rbg_cli_fail("match: '%s' is not empty; continue its match with --resume, or give another "
                     "file with --out", m->path);
    else if (!read)
        rbg_cli_fail("match: %s", error);
    else
        ok = true;
    if (!ok) {
        if (read)
            rbg_match_file_free(&file);
        return false;
    }
    uint64_t size = !missing && stat(m->path, &st) == 0 ? (uint64_t)st.st_size : 0;
    m->has_header = file.has_header;
    m->stale_length = size > file.whole_length ? size - file.whole_length : 0;
    for (size_t i = 0; i < file.n_records; i++) {
        const rbg_match_record *record = &file.records[i];
        if (m->done[record->index]) /* a game written twice counts once */
            continue;
        m->done[record->index] = 1;
        m->in_file++;
        rbg_match_summary_add(&m->summary, record);
    }
    rbg_match_file_free(&file);
    return true;
}

/* Opens the file for appending: cuts off a line a kill left unfinished, writes the header of a
 * new file. */
static bool open_file(match *m)
{
    m->fd = open(m->path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (m->fd < 0)
        return rbg_cli_fail("match: cannot write '%s': %s", m->path, strerror(errno)) == 0;
    struct stat st;
    bool ok = fstat(m->fd, &st) == 0;
    if (ok && m->stale_length > 0) {
        ok = ftruncate(m->fd, st.st_size - (off_t)m->stale_length) == 0;
        if (ok && !m->o->quiet)
            fprintf(stderr, "rbg: match: dropped the unfinished last line of '%s'\n", m->path);
    }
    if (ok && !m->has_header) {
        char *line = rbg_match_header_line(&m->header);
        ok = ftruncate(m->fd, 0) == 0 && write_all(m->fd, line, strlen(line)) && sync_file(m->fd);
        free(line);
    }
    if (!ok)
        return rbg_cli_fail("match: cannot write '%s': %s", m->path, strerror(errno)) == 0;
    return true;
}

/* The child: plays one game, sends its line (or `error: why`) and exits without running the
 * parent's exit handlers or flushing its buffers. */
static void play_in_child(const match *m, uint64_t index, int fd)
{
    rbg_interrupt_default();
    char error[700];
    char *line = rbg_match_play_game(&m->setup, index, error, sizeof error);
    if (line != NULL) {
        write_all(fd, line, strlen(line));
        _exit(0);
    }
    char message[800];
    int n = snprintf(message, sizeof message, "error: %s\n", error);
    write_all(fd, message, (size_t)n < sizeof message ? (size_t)n : sizeof message - 1);
    _exit(1);
}

static bool spawn(match *m, child *c, uint64_t index)
{
    int fds[2];
    if (pipe(fds) != 0)
        return rbg_cli_fail("match: cannot start a game: %s", strerror(errno)) == 0;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return rbg_cli_fail("match: cannot start a game: %s", strerror(errno)) == 0;
    }
    if (pid == 0) {
        close(fds[0]);
        close(m->fd);
        play_in_child(m, index, fds[1]);
    }
    close(fds[1]);
    *c = (child){.pid = pid, .fd = fds[0], .index = index};
    return true;
}

static void stop(match *m)
{
    rbg_progress_finish(&m->progress);
    m->status = 1;
}

/* Appends a game's line; after a failure the file is cut back to where it was, so that no
 * partial line is left for later lines to follow. */
static bool record_line(match *m, const char *line, size_t length)
{
    struct stat st;
    if (fstat(m->fd, &st) != 0)
        return false;
    if (write_all(m->fd, line, length) && sync_file(m->fd))
        return true;
    int error = errno;
    if (ftruncate(m->fd, st.st_size) != 0) {
        /* the write's error is the one to report */
    }
    errno = error;
    return false;
}

/* A child closed its pipe: records its game, or says why there is none. */
static void collect(match *m, child *c)
{
    close(c->fd);
    int wstatus = 0;
    while (waitpid(c->pid, &wstatus, 0) < 0 && errno == EINTR)
        continue;
    rbg_match_record record;
    char why[300];
    bool exited = WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0;
    bool whole = c->length > 0 && c->text[c->length - 1] == '\n';
    if (exited && whole && rbg_match_record_parse(c->text, c->length - 1, &record, why, sizeof why) &&
        record.index == c->index) {
        if (!m->write_failed && !record_line(m, c->text, c->length)) {
            int error = errno;
            m->write_failed = true;
            if (m->status == 0) {
                stop(m);
                rbg_cli_fail("match: cannot write '%s': %s", m->path, strerror(error));
            }
        } else if (!m->write_failed) {
            m->done[record.index] = 1;
            m->in_file++;
            rbg_match_summary_add(&m->summary, &record);
            rbg_progress_update(&m->progress, m->in_file, &m->summary.all);
        }
    } else if (WIFSIGNALED(wstatus) && (WTERMSIG(wstatus) == SIGINT || WTERMSIG(wstatus) == SIGTERM)) {
        /* Ctrl-C sent to the process group can end a worker before the parent's own copy of the
         * signal is delivered: take the worker's as the parent's, and stop as interrupted. */
        if (rbg_interrupt_caught() == 0)
            raise(WTERMSIG(wstatus));
    } else if (m->status == 0 && rbg_interrupt_caught() == 0) {
        /* The first failure is the one worth reporting; after Ctrl-C, the games it ended are
         * none. */
        stop(m);
        if (whole && c->length > 7 && strncmp(c->text, "error: ", 7) == 0)
            rbg_cli_fail("match: %.*s", (int)(c->length - 8), c->text + 7);
        else if (WIFSIGNALED(wstatus))
            rbg_cli_fail("match: game %llu was killed by signal %d", (unsigned long long)c->index,
                         WTERMSIG(wstatus));
        else
            rbg_cli_fail("match: game %llu ended without a result", (unsigned long long)c->index);
    }
    free(c->text);
}

/* Reads what a child sent; false at the end of its output. */
static bool receive(child *c)
{
    if (c->cap - c->length < 65536) {
        c->cap = c->cap ? 2 * c->cap : 131072;
        c->text = rbg_checked_realloc(c->text, c->cap, 1);
    }
    ssize_t n = read(c->fd, c->text + c->length, c->cap - c->length);
    if (n < 0 && errno == EINTR)
        return true;
    if (n <= 0)
        return false;
    c->length += (size_t)n;
    return true;
}

/* Ends the games being played after Ctrl-C: their results are not wanted any more. */
static void abandon(child *running, size_t n_running)
{
    for (size_t i = 0; i < n_running; i++) {
        kill(running[i].pid, SIGKILL);
        close(running[i].fd);
        while (waitpid(running[i].pid, NULL, 0) < 0 && errno == EINTR)
            continue;
        free(running[i].text);
    }
}

/* Plays the games of the shard not yet in the file, `jobs` at a time, until all are done or
 * one fails (the games already started are then still recorded). */
static void run_games(match *m, uint64_t jobs)
{
    const rbg_cli_options *o = m->o;
    child *running = rbg_checked_calloc(jobs, sizeof *running);
    struct pollfd *polls = rbg_checked_calloc(jobs, sizeof *polls);
    size_t n_running = 0;
    uint64_t next = o->shard - 1;
    for (;;) {
        if (rbg_interrupt_caught() != 0) {
            abandon(running, n_running);
            break;
        }
        while (m->status == 0 && n_running < jobs) {
            while (next < o->games && m->done[next])
                next += o->shards;
            if (next >= o->games)
                break;
            if (!spawn(m, &running[n_running], next)) {
                stop(m);
                break;
            }
            n_running++;
            next += o->shards;
        }
        if (n_running == 0)
            break;
        for (size_t i = 0; i < n_running; i++)
            polls[i] = (struct pollfd){.fd = running[i].fd, .events = POLLIN};
        /* Woken at least every 200 ms to look for Ctrl-C (whichever thread the signal reached). */
        int ready = poll(polls, n_running, 200);
        if (ready == 0 || (ready < 0 && errno == EINTR))
            continue;
        if (ready < 0) {
            polls[0].revents = POLLIN; /* then wait on the first game alone */
        }
        /* Backwards, so moving the last child into a finished one's place skips nobody. */
        for (size_t i = n_running; i-- > 0;) {
            if (polls[i].revents == 0 || receive(&running[i]))
                continue;
            collect(m, &running[i]);
            running[i] = running[--n_running];
        }
    }
    free(running);
    free(polls);
}

/* The games of the shard: indices g < games with g % shards == shard - 1. */
static uint64_t shard_games(const rbg_cli_options *o)
{
    uint64_t first = o->shard - 1;
    return o->games > first ? (o->games - first + o->shards - 1) / o->shards : 0;
}

/* Makes both agents once before any game, so a bad agent is one error rather than a failed
 * game, and agents that build split reasoners find them cached. */
static bool check_agents(const rbg_reasoner *r, const rbg_agent_options *options,
                         const char *const specs[2])
{
    for (int i = 0; i < 2; i++) {
        char error[512];
        rbg_agent *agent = rbg_agent_new(specs[i], r, 0, options, error, sizeof error);
        if (agent == NULL)
            return rbg_cli_fail("match: %s", error) == 0;
        bool human = strcmp(agent->name, "human") == 0;
        rbg_agent_free(agent);
        if (human)
            return rbg_cli_fail("match: the human agent cannot play a match (use rbg play)") == 0;
    }
    return true;
}

static bool check_options(const rbg_cli_options *o)
{
    if (o->n_positional > 0 && o->n_agents > 0)
        return rbg_cli_fail("match: give the agents as arguments or with --agent, not both") == 0;
    if (o->n_positional != 2 && o->n_agents != 2)
        return rbg_cli_fail("match: give the game and two agents: rbg match GAME A B (or --agent A "
                            "--agent B)") == 0;
    if (o->after != NULL)
        return rbg_cli_fail("match: --after is not supported; every game starts from the initial "
                            "state") == 0;
    if (o->time_per_move > 0 && o->states_per_move > 0)
        return rbg_cli_fail("match: give either --time or --states, not both") == 0;
    return true;
}

/* Whether `text` needs quotes to reach a command unchanged through a POSIX shell. */
static bool needs_quotes(const char *text)
{
    if (*text == '\0')
        return true;
    for (const char *c = text; *c != '\0'; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              strchr("_@%+=:,./-", *c) != NULL))
            return true;
    return false;
}

/* After Ctrl-C: the games kept, and the command line that plays the rest (this one, with
 * --resume), quoted for the shell. */
static void say_how_to_resume(const match *m)
{
    const rbg_cli_options *o = m->o;
    fprintf(stderr, "rbg: match: interrupted; %llu of the %llu games are saved in '%s'; to play the "
                    "rest:\n ",
            (unsigned long long)m->in_file, (unsigned long long)m->summary.expected, m->path);
    bool resume = false;
    for (int i = 0; i < o->argc; i++) {
        const char *arg = o->argv[i];
        resume = resume || strcmp(arg, "--resume") == 0;
        if (!needs_quotes(arg)) {
            fprintf(stderr, " %s", arg);
            continue;
        }
        fputs(" '", stderr);
        for (const char *c = arg; *c != '\0'; c++) {
            if (*c == '\'')
                fputs("'\\''", stderr); /* close the quotes, an escaped quote, open them again */
            else
                fputc(*c, stderr);
        }
        fputc('\'', stderr);
    }
    fputs(resume ? "\n" : " --resume\n", stderr);
}

static int run_match(match *m, rbg_reasoner *r)
{
    const rbg_cli_options *o = m->o;
    if (r->info->n_players != 2)
        return rbg_cli_fail("match: %s has %d player%s; a match needs a two-player game", o->game,
                            r->info->n_players, r->info->n_players == 1 ? "" : "s");
    rbg_load_request loader = rbg_cli_load_request(o, r);
    m->setup = (rbg_match_setup){
        .reasoner = r,
        .agent_a = o->positional[0],
        .agent_b = o->positional[1],
        .options = {.in = stdin, .out = stderr, .seconds_per_move = o->time_per_move,
                    .states_per_move = o->states_per_move, .max_nodes = o->max_nodes,
                    .load_reasoner = rbg_load_split, .loader_data = &loader,
                    .game_path = o->game},
        .match_seed = o->seed,
        .max_length = o->max_length,
    };
    if (!check_agents(r, &m->setup.options, o->positional))
        return 1;
    free(m->header.backend);
    m->header.backend = copy(r->backend);
    if (!open_file(m))
        return 1;
    rbg_progress_start(&m->progress, o->quiet, m->summary.expected, m->in_file);
    if (m->progress.terminal) /* something to look at before the first game ends */
        rbg_progress_update(&m->progress, m->in_file, &m->summary.all);
    rbg_interrupt_catch();
    run_games(m, o->jobs);
    rbg_progress_finish(&m->progress);
    int signal = rbg_interrupt_caught();
    if (signal != 0) {
        say_how_to_resume(m);
        return 128 + signal;
    }
    if (m->status != 0)
        return m->status;
    rbg_match_summary_print(&m->summary, &m->header, o->json, stdout);
    if (!o->json)
        printf("games recorded in '%s'\n", m->path);
    return 0;
}

int rbg_cmd_match(const rbg_cli_options *options)
{
    if (!check_options(options))
        return 1;
    rbg_cli_options o = *options;
    if (o.n_agents == 2) { /* --agent A --agent B: the same as the arguments A B */
        o.positional[0] = o.agents[0];
        o.positional[1] = o.agents[1];
        o.n_positional = 2;
        o.n_agents = 0;
    }
    if (o.games == 0)
        o.games = DEFAULT_GAMES;
    if (o.jobs == 0)
        o.jobs = 1;
    if (o.shards == 0)
        o.shard = o.shards = 1;
    char hash[17], error[600];
    if (!rbg_match_hash_file(o.game, hash, error, sizeof error))
        return rbg_cli_fail("%s", error);
    match m = {.o = &o, .fd = -1};
    m.header = (rbg_match_header){
        .game = rbgc_game_name(o.game), .game_file = copy(o.game), .game_hash = copy(hash),
        .agent_a = copy(o.positional[0]), .agent_b = copy(o.positional[1]),
        .games = o.games, .seed = o.seed, .time = o.time_per_move, .states = o.states_per_move,
        .max_length = o.max_length, .max_nodes = o.max_nodes, .split = copy(o.split),
        .backend = copy(o.backend), .shard = o.shard, .shards = o.shards};
    m.path = o.out != NULL ? copy(o.out) : default_path(&o, m.header.game);
    m.summary.expected = shard_games(&o);
    m.done = rbg_checked_calloc(o.games, 1);
    int status = 1;
    if (check_file(&m)) {
        rbg_reasoner *r = rbg_cli_load(&o);
        if (r != NULL) {
            status = run_match(&m, r);
            r->destroy(r);
        }
    }
    if (m.fd >= 0)
        close(m.fd);
    free(m.done);
    free(m.path);
    rbg_match_header_free(&m.header);
    return status;
}
