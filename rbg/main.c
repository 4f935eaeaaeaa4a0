/* rbg: runs games.  `rbg perft|bench|moves|play|match|merge|solve|agents`, see docs/commands.md. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "cli.h"
#include "match_file.h"
#include "split.h"

static const char USAGE[] =
    "usage: rbg COMMAND GAME.rbg [ARGUMENTS] [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  perft GAME DEPTH           count the leaves of the game tree to DEPTH moves\n"
    "  bench GAME                 random playouts from the initial state, with speed figures\n"
    "  moves GAME                 the legal moves (text form) after --after MOVES\n"
    "  play GAME --agent A ...    one game between agents (one per player), board after each move\n"
    "  match GAME A B             games between agents A and B, sides swapped every game; each\n"
    "                             game appended to a match file; the win rate of A with its 95% CI\n"
    "  merge FILE...              one summary from the match files of a match's shards\n"
    "  solve GAME                 win, draw or loss for the player to move, by proof numbers\n"
    "  agents                     list the agents and their parameters\n"
    "\n"
    "options:\n"
    "  --backend compiled|interp  reasoner to use (compiled, the default, falls back to interp)\n"
    "  --seed N                   seed of every random choice (default 1)\n"
    "  --json                     figures as JSON, one object per line\n"
    "  --split STRAT              split strategy: none, or Mod, Plus, Shift combined in that\n"
    "                             order (Mod, ModPlus, ModShift, ModPlusShift, ...); perft and\n"
    "                             bench then build moves from semimoves\n"
    "  --semimoves                moves: list the semimoves (cell index; a dot's index is <= 0)\n"
    "  --exact                    bench: list every legal move, so the branching factor counts\n"
    "                             legal moves only (slower where final tests are deferred)\n"
    "  --seconds S | --playouts N bench budget (default 10 seconds)\n"
    "  --max-length N             longest playout or game, in moves (default 1000000000)\n"
    "  --after 'MOVES'            moves in text form separated by ';'\n"
    "  --agent SPEC               an agent, once per player in player order\n"
    "  --time T | --states K      budget of the agents per move\n"
    "  --record FILE              write the moves of the game to FILE\n"
    "  --max-nodes N              play, match: most search-tree nodes of an agent\n"
    "  --games N                  match: games in the match (default 100)\n"
    "  --jobs J                   match: games played at once, in processes (default 1)\n"
    "  --out FILE                 match: the match file (default match-GAME-A-vs-B.jsonl)\n"
    "  --resume                   match: continue the match in the file, playing what is missing\n"
    "  --shard I/N                match: play only the games g with g % N == I - 1 (I from 1)\n"
    "  --algo pns|mcpns|ppns      solve: the algorithm (default pns)\n"
    "  --nodes N                  solve: most tree nodes per search (default 2000000)\n"
    "  --seconds S                solve: time limit of the whole solve (default none)\n"
    "  --leaf-playouts N          solve, mcpns and ppns: random playouts per new leaf (default 60)\n"
    "  --theta X                  solve, mcpns and ppns: leaf estimates kept in [X, 1-X]\n"
    "                             (default 0.01)\n"
    "  --precision X              solve, ppns: precision rate; stop when the root's probability\n"
    "                             is within X of 0 or 1 (default 0: exact proofs only)\n"
    "  --mcpns-compat             solve, mcpns: pn = rho, as in the PPNS paper's code\n"
    "  --win-only                 solve: one search, win or not (the papers' question)\n"
    "  --quiet                    no notice about the backend on stderr\n"
    "  -h, --help                 show this help\n";

/* Options that take a value. */
static const char *const VALUED[] = {"--backend", "--seed", "--split", "--seconds", "--playouts",
                                     "--max-length", "--after", "--agent", "--time", "--states",
                                     "--record", "--max-nodes", "--games", "--jobs", "--out",
                                     "--shard", "--algo", "--nodes", "--theta", "--precision",
                                     "--leaf-playouts", NULL};

static bool takes_value(const char *option)
{
    for (int i = 0; VALUED[i] != NULL; i++)
        if (strcmp(VALUED[i], option) == 0)
            return true;
    return false;
}

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
        if (!rbg_cli_parse_u64(value, &o->max_nodes) || o->max_nodes == 0)
            return rbg_cli_fail("--max-nodes needs a positive integer, not '%s'", value);
    } else if (strcmp(name, "--games") == 0) {
        if (!rbg_cli_parse_u64(value, &o->games) || o->games == 0 || o->games > RBG_MATCH_MAX_GAMES)
            return rbg_cli_fail("--games needs an integer from 1 to %d, not '%s'", RBG_MATCH_MAX_GAMES,
                                value);
    } else if (strcmp(name, "--jobs") == 0) {
        if (!rbg_cli_parse_u64(value, &o->jobs) || o->jobs == 0 || o->jobs > MAX_JOBS)
            return rbg_cli_fail("--jobs needs an integer from 1 to %d, not '%s'", MAX_JOBS, value);
    } else if (strcmp(name, "--out") == 0) {
        if (*value == '\0')
            return rbg_cli_fail("--out needs a file name");
        o->out = value;
    } else if (strcmp(name, "--shard") == 0) {
        return parse_shard(o, value);
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
    }
    return 0;
}

/* A command that could not write its output (a full disk, a closed pipe) has failed. */
static int finish(int status)
{
    if ((fflush(stdout) != 0 || ferror(stdout)) && status == 0)
        return rbg_cli_fail("cannot write the output");
    return status;
}

/* `files` has room for every argument (merge takes any number). */
static int run_with(int argc, char **argv, const char **files)
{
    rbg_cli_options o = {.backend = "compiled", .split = "none", .seed = 1,
                         .max_length = 1000000000, .files = files};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(USAGE, stdout);
            return 0;
        }
        if (strcmp(arg, "--json") == 0) {
            o.json = true;
        } else if (strcmp(arg, "--quiet") == 0) {
            o.quiet = true;
        } else if (strcmp(arg, "--semimoves") == 0) {
            o.semimoves = true;
        } else if (strcmp(arg, "--exact") == 0) {
            o.exact = true;
        } else if (strcmp(arg, "--resume") == 0) {
            o.resume = true;
        } else if (strcmp(arg, "--mcpns-compat") == 0) {
            o.mcpns_compat = true;
        } else if (strcmp(arg, "--win-only") == 0) {
            o.win_only = true;
        } else if (takes_value(arg)) {
            if (i + 1 == argc)
                return rbg_cli_fail("option %s needs a value", arg);
            if (set_option(&o, arg, argv[++i]) != 0)
                return 1;
        } else if (arg[0] == '-' && arg[1] != '\0' && !(arg[1] >= '0' && arg[1] <= '9')) {
            return rbg_cli_fail("unknown option '%s' (see 'rbg --help')", arg);
        } else if (o.command == NULL) {
            o.command = arg;
        } else if (strcmp(o.command, "merge") == 0) {
            files[o.n_files++] = arg;
        } else if (o.game == NULL && strcmp(o.command, "agents") != 0) {
            o.game = arg;
        } else if (o.n_positional < 4) {
            o.positional[o.n_positional++] = arg;
        } else {
            return rbg_cli_fail("unexpected argument '%s'", arg);
        }
    }
    if (o.command == NULL)
        return rbg_cli_fail("no command given (see 'rbg --help')");
    if (strcmp(o.command, "agents") == 0) {
        if (o.n_positional > 0)
            return rbg_cli_fail("unexpected argument '%s'", o.positional[0]);
        rbg_agents_describe(stdout);
        return finish(0);
    }
    if (strcmp(o.command, "merge") == 0)
        return finish(rbg_cmd_merge(&o));
    static const struct {
        const char *name;
        int (*run)(const rbg_cli_options *);
    } COMMANDS[] = {
        {"perft", rbg_cmd_perft}, {"bench", rbg_cmd_bench}, {"moves", rbg_cmd_moves},
        {"play", rbg_cmd_play}, {"match", rbg_cmd_match}, {"solve", rbg_cmd_solve},
    };
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        if (strcmp(o.command, COMMANDS[i].name) == 0) {
            if (o.game == NULL)
                return rbg_cli_fail("%s: no game file given", o.command);
            return finish(COMMANDS[i].run(&o));
        }
    return rbg_cli_fail("unknown command '%s' (commands: perft, bench, moves, play, match, merge, solve, agents)",
                         o.command);
}

static int run(int argc, char **argv)
{
    const char **files = calloc((size_t)argc, sizeof *files);
    if (files == NULL)
        return rbg_cli_fail("out of memory");
    int status = run_with(argc, argv, files);
    free(files);
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
