/* rbg: runs games.  `rbg perft|bench|moves|play|show|replay|match|merge|solve|serve|agents|
 * help`, see docs/commands.md.  The commands and the options each takes are the tables of
 * commands.c. */
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "cli.h"
#include "commands.h"
#include "match_file.h"
#include "split.h"

enum { MAX_JOBS = 1024 };

/* I/N, numbered from 1 like Slurm array tasks (1 <= I <= N). */
static int parse_shard(rbg_cli_options *o, const char *value)
{
    const char *slash = strchr(value, '/');
    char first[32];
    if (slash != NULL && (size_t)(slash - value) < sizeof first) {
        memcpy(first, value, (size_t)(slash - value));
        first[slash - value] = '\0';
        if (rbg_cli_parse_u64(first, &o->shard) && rbg_cli_parse_u64(slash + 1, &o->shards) &&
            o->shard >= 1 && o->shard <= o->shards)
            return 0;
    }
    return rbg_cli_fail("--shard needs I/N with 1 <= I <= N (shards numbered from 1), not '%s'",
                        value);
}

static int set_option(rbg_cli_options *o, const char *name, const char *value)
{
    if (strcmp(name, "--backend") == 0) {
        if (strcmp(value, "compiled") != 0 && strcmp(value, "interp") != 0)
            return rbg_cli_fail("--backend must be 'compiled' or 'interp', not '%s'", value);
        o->backend = value;
    } else if (strcmp(name, "--seed") == 0) {
        if (!rbg_cli_parse_u64(value, &o->seed))
            return rbg_cli_fail("--seed needs a non-negative integer, not '%s'", value);
    } else if (strcmp(name, "--split") == 0) {
        rbgc_split_strategy strategy;
        if (!rbgc_split_parse(value, &strategy))
            return rbg_cli_fail("unknown split strategy '%s' (allowed: %s)", value, RBGC_SPLIT_ALLOWED);
        o->split = value;
    } else if (strcmp(name, "--seconds") == 0) {
        if (!rbg_cli_parse_seconds(value, &o->seconds))
            return rbg_cli_fail("--seconds needs a positive number, not '%s'", value);
    } else if (strcmp(name, "--playouts") == 0) {
        if (!rbg_cli_parse_u64(value, &o->playouts) || o->playouts == 0)
            return rbg_cli_fail("--playouts needs a positive integer, not '%s'", value);
    } else if (strcmp(name, "--max-length") == 0) {
        if (!rbg_cli_parse_u64(value, &o->max_length) || o->max_length == 0)
            return rbg_cli_fail("--max-length needs a positive integer, not '%s'", value);
    } else if (strcmp(name, "--after") == 0) {
        if (value[strspn(value, " \t\r\n")] == '\0')
            return rbg_cli_fail("--after needs at least one move (leave it out for the initial state)");
        o->after = value;
    } else if (strcmp(name, "--agent") == 0) {
        if (o->n_agents == RBG_CLI_MAX_AGENTS)
            return rbg_cli_fail("at most %d agents", RBG_CLI_MAX_AGENTS);
        o->agents[o->n_agents++] = value;
    } else if (strcmp(name, "--time") == 0) {
        if (!rbg_cli_parse_seconds(value, &o->time_per_move))
            return rbg_cli_fail("--time needs a positive number of seconds, not '%s'", value);
    } else if (strcmp(name, "--states") == 0) {
        if (!rbg_cli_parse_u64(value, &o->states_per_move) || o->states_per_move == 0)
            return rbg_cli_fail("--states needs a positive integer, not '%s'", value);
    } else if (strcmp(name, "--record") == 0) {
        o->record = value;
    } else if (strcmp(name, "--max-nodes") == 0) {
        /* Larger limits would not fit the trees' 32-bit node numbers. */
        if (!rbg_cli_parse_u64(value, &o->max_nodes) || o->max_nodes == 0 ||
            o->max_nodes > RBG_AGENT_MAX_NODES)
            return rbg_cli_fail("--max-nodes needs an integer from 1 to %u, not '%s'",
                                RBG_AGENT_MAX_NODES, value);
    } else if (strcmp(name, "--games") == 0) {
        if (!rbg_cli_parse_u64(value, &o->games) || o->games == 0 || o->games > RBG_MATCH_MAX_GAMES)
            return rbg_cli_fail("--games needs an integer from 1 to %d, not '%s'", RBG_MATCH_MAX_GAMES,
                                value);
    } else if (strcmp(name, "--game") == 0) {
        if (!rbg_cli_parse_u64(value, &o->game_index))
            return rbg_cli_fail("--game needs a game index (0, 1, ...), not '%s'", value);
    } else if (strcmp(name, "--jobs") == 0) {
        if (!rbg_cli_parse_u64(value, &o->jobs) || o->jobs == 0 || o->jobs > MAX_JOBS)
            return rbg_cli_fail("--jobs needs an integer from 1 to %d, not '%s'", MAX_JOBS, value);
    } else if (strcmp(name, "--out") == 0) {
        if (*value == '\0')
            return rbg_cli_fail("--out needs a file name");
        o->out = value;
    } else if (strcmp(name, "--shard") == 0) {
        return parse_shard(o, value);
    } else if (strcmp(name, "--port") == 0) {
        if (!rbg_cli_parse_u64(value, &o->port) || o->port > 65535)
            return rbg_cli_fail("--port needs a port number from 0 to 65535, not '%s'", value);
    } else if (strcmp(name, "--algo") == 0) {
        o->algo = value; /* the solve options are checked by rbg solve */
    } else if (strcmp(name, "--nodes") == 0) {
        o->nodes = value;
    } else if (strcmp(name, "--theta") == 0) {
        o->theta = value;
    } else if (strcmp(name, "--precision") == 0) {
        o->precision = value;
    } else if (strcmp(name, "--leaf-playouts") == 0) {
        o->leaf_playouts = value;
    } else if (strcmp(name, "--memory") == 0) {
        o->memory = value;
    } else if (strcmp(name, "--progress") == 0) {
        if (!rbg_cli_parse_seconds(value, &o->progress_seconds))
            return rbg_cli_fail("--progress needs a positive number of seconds, not '%s'", value);
    }
    return 0;
}

/* Options without a value. */
static void set_flag(rbg_cli_options *o, const char *name, bool *help, bool *version)
{
    static const struct {
        const char *name;
        size_t offset;
    } FLAGS[] = {
        {"--json", offsetof(rbg_cli_options, json)},
        {"--quiet", offsetof(rbg_cli_options, quiet)},
        {"--semimoves", offsetof(rbg_cli_options, semimoves)},
        {"--numeric", offsetof(rbg_cli_options, numeric)},
        {"--exact", offsetof(rbg_cli_options, exact)},
        {"--resume", offsetof(rbg_cli_options, resume)},
        {"--force", offsetof(rbg_cli_options, force)},
        {"--mcpns-compat", offsetof(rbg_cli_options, mcpns_compat)},
        {"--win-only", offsetof(rbg_cli_options, win_only)},
        {"--tt", offsetof(rbg_cli_options, tt)},
        {"--score", offsetof(rbg_cli_options, score)},
    };
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0)
        *help = true;
    else if (strcmp(name, "--version") == 0)
        *version = true;
    for (size_t i = 0; i < sizeof FLAGS / sizeof FLAGS[0]; i++)
        if (strcmp(name, FLAGS[i].name) == 0)
            *(bool *)((char *)o + FLAGS[i].offset) = true;
}

/* A command that could not write its output (a full disk, a closed pipe) has failed. */
static int finish(int status)
{
    if ((fflush(stdout) != 0 || ferror(stdout)) && status == 0)
        return rbg_cli_fail("cannot write the output");
    return status;
}

/* Gives the arguments after the command their meaning: the game and what follows it, or the
 * files of merge, or the names of agents and help. */
static int place_arguments(rbg_cli_options *o, const rbg_cli_command *command, const char **args,
                           int n_args)
{
    int next = 1;
    if (command->bit & (RBG_CMD_MERGE | RBG_CMD_SERVE)) {
        o->files = args + 1;
        o->n_files = n_args - 1;
        return 0;
    }
    if (command->needs_game) {
        if (n_args < 2)
            return rbg_cli_fail("%s: no game file given", command->name);
        o->game = args[next++];
    }
    for (; next < n_args; next++) {
        if (o->n_positional == RBG_CLI_MAX_AGENTS)
            return rbg_cli_fail("unexpected argument '%s'", args[next]);
        o->positional[o->n_positional++] = args[next];
    }
    return 0;
}

/* `args` and `given` have room for every argument: the arguments that are not options, and the
 * options given, checked against the command once it is known (it may come after them). */
static int run_with(int argc, char **argv, const char **args, const char **given)
{
    rbg_cli_options o = {.backend = "compiled", .split = "none", .seed = 1, .port = 8080, .argc = argc,
                         .argv = argv};
    int n_args = 0, n_given = 0;
    bool help = false, version = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        /* `-1` is an argument (a negative depth gets the depth's message). */
        bool dashed = arg[0] == '-' && arg[1] != '\0' && !(arg[1] >= '0' && arg[1] <= '9');
        const rbg_cli_option *option = dashed ? rbg_cli_option_find(arg) : NULL;
        if (dashed && option == NULL)
            return rbg_cli_fail("unknown option '%s' (see 'rbg --help')", arg);
        if (option == NULL) {
            args[n_args++] = arg;
            continue;
        }
        given[n_given++] = arg;
        if (option->value == NULL) {
            set_flag(&o, arg, &help, &version);
        } else if (i + 1 == argc) {
            return rbg_cli_fail("option %s needs a value", arg);
        } else if (set_option(&o, arg, argv[++i]) != 0) {
            return 1;
        }
    }
    if (version) {
        printf("rbg %s\n", RBG_VERSION);
        return finish(0);
    }
    if (n_args == 0) {
        if (!help)
            return rbg_cli_fail("no command given (see 'rbg --help')");
        rbg_cli_print_help(stdout);
        return finish(0);
    }
    const rbg_cli_command *command = rbg_cli_command_find(args[0]);
    if (command == NULL) {
        char names[256];
        rbg_cli_command_list(names, sizeof names);
        return rbg_cli_fail("unknown command '%s' (commands: %s)", args[0], names);
    }
    if (help) {
        rbg_cli_print_command_help(command, stdout);
        return finish(0);
    }
    for (int k = 0; k < n_given; k++)
        if (rbg_cli_option_check(command, given[k]) != 0)
            return 1;
    o.command = command->name;
    if (place_arguments(&o, command, args, n_args) != 0)
        return 1;
    if (o.max_length == 0) {
        o.default_cap = (command->bit & (RBG_CMD_BENCH | RBG_CMD_PLAY)) != 0;
        o.max_length = o.default_cap ? RBG_CLI_DEFAULT_CAP : 1000000000;
    }
    return finish(command->run(&o));
}

static int run(int argc, char **argv)
{
    const char **args = calloc((size_t)argc, sizeof *args);
    const char **given = calloc((size_t)argc, sizeof *given);
    int status = args != NULL && given != NULL ? run_with(argc, argv, args, given)
                                               : rbg_cli_fail("out of memory");
    free(args);
    free(given);
    return status;
}

typedef struct {
    int argc;
    char **argv;
    int status;
} invocation;

static void *run_thread(void *arg)
{
    invocation *call = arg;
    call->status = run(call->argc, call->argv);
    return NULL;
}

/* Searches recurse once per step along a path of the rules (a flood fill over a big group in go
 * goes thousands of steps deep), so the command runs on a thread with a large stack; the memory
 * is only reserved, and used as far as the search goes. */
int main(int argc, char **argv)
{
    invocation call = {argc, argv, 1};
    pthread_attr_t attr;
    pthread_t thread;
    if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, (size_t)1 << 28) == 0 &&
        pthread_create(&thread, &attr, run_thread, &call) == 0) {
        pthread_join(thread, NULL);
        pthread_attr_destroy(&attr);
        return call.status;
    }
    return run(argc, argv);
}
