/* The tables of commands and options, and the check that a command takes an option. */
#include "commands.h"

#include <stdio.h>
#include <string.h>

enum {
    GAME_COMMANDS = RBG_CMD_PERFT | RBG_CMD_BENCH | RBG_CMD_MOVES | RBG_CMD_PLAY | RBG_CMD_MATCH |
                    RBG_CMD_SOLVE,
    RANDOM_COMMANDS = RBG_CMD_BENCH | RBG_CMD_PLAY | RBG_CMD_MATCH | RBG_CMD_SOLVE | RBG_CMD_SERVE,
    AGENT_COMMANDS = RBG_CMD_PLAY | RBG_CMD_MATCH,
};

const rbg_cli_command RBG_CLI_COMMANDS[] = {
    {"perft", RBG_CMD_PERFT, true, "GAME DEPTH", "count the leaves of the game tree to DEPTH moves",
     rbg_cmd_perft},
    {"bench", RBG_CMD_BENCH, true, "GAME", "random playouts from the initial state, with speed figures",
     rbg_cmd_bench},
    {"moves", RBG_CMD_MOVES, true, "GAME", "the legal moves (text form) after --after MOVES",
     rbg_cmd_moves},
    {"play", RBG_CMD_PLAY, true, "GAME AGENT...",
     "one game between agents (one per player, in player order, as arguments or --agent), the "
     "board after each move",
     rbg_cmd_play},
    {"show", RBG_CMD_SHOW, true, "GAME", "the board after --after MOVES and whose turn it is",
     rbg_cmd_show},
    {"replay", RBG_CMD_REPLAY, false, "MATCH.jsonl",
     "one game of a match file move by move (--game N; on a terminal, Enter steps)", rbg_cmd_replay},
    {"match", RBG_CMD_MATCH, true, "GAME A B",
     "games between agents A and B (or --agent A --agent B), sides swapped every game; each game "
     "appended to a match file; the win rate of A with its 95% CI",
     rbg_cmd_match},
    {"merge", RBG_CMD_MERGE, false, "FILE...", "one summary from the match files of a match's shards",
     rbg_cmd_merge},
    {"solve", RBG_CMD_SOLVE, true, "GAME", "win, draw or loss for the player to move, by proof numbers",
     rbg_cmd_solve},
    {"serve", RBG_CMD_SERVE, false, "[GAME...]",
     "the web page on localhost: play or watch the games (default: every game of the project)",
     rbg_cmd_serve},
    {"agents", RBG_CMD_AGENTS, false, "[AGENT]",
     "list the agents, their parameters and presets (or one agent's)", rbg_cmd_agents},
    {"help", RBG_CMD_HELP, false, "[COMMAND]", "this help, or the help of one command", rbg_cmd_help},
};
const int RBG_CLI_N_COMMANDS = sizeof RBG_CLI_COMMANDS / sizeof RBG_CLI_COMMANDS[0];

const rbg_cli_option RBG_CLI_OPTIONS[] = {
    {"--backend", "compiled|interp", GAME_COMMANDS | RBG_CMD_SERVE | RBG_CMD_SHOW | RBG_CMD_REPLAY,
     "the reasoner (compiled, the default, falls back to interp)"},
    {"--seed", "N", RANDOM_COMMANDS, "seed of every random choice (default 1)"},
    {"--json", NULL, (GAME_COMMANDS & ~RBG_CMD_PLAY) | RBG_CMD_MERGE,
     "figures as JSON, one object per line"},
    {"--split", "STRAT", GAME_COMMANDS & ~RBG_CMD_SOLVE,
     "split strategy: none, or Mod, Plus, Shift combined in that order (Mod, ModPlus, ModShift, "
     "ModPlusShift, ...); perft and bench then build moves from semimoves"},
    {"--semimoves", NULL, RBG_CMD_MOVES,
     "list the semimoves that begin a move (cell index; a dot's index is <= 0)"},
    {"--numeric", NULL, RBG_CMD_MOVES | RBG_CMD_PLAY,
     "write moves in the numeric form `cell index ...` instead of their text (e2e4)"},
    {"--exact", NULL, RBG_CMD_BENCH,
     "list every legal move, so the branching factor counts legal moves only (slower where final "
     "tests are deferred)"},
    {"--seconds", "S", RBG_CMD_BENCH, "time budget of the playouts (default 10)"},
    {"--playouts", "N", RBG_CMD_BENCH, "play exactly N playouts (instead of --seconds)"},
    {"--seconds", "S", RBG_CMD_SOLVE, "time limit of the whole search (default none)"},
    {"--max-length", "N", RBG_CMD_BENCH | RBG_CMD_PLAY,
     "longest playout or game, in moves (default 10000; a notice says when it stopped one)"},
    {"--max-length", "N", RBG_CMD_MATCH, "longest game, in moves (default 1000000000)"},
    {"--max-length", "N", RBG_CMD_SOLVE,
     "a playout longer than N moves counts as not won (default 1000000000)"},
    {"--after", "'MOVES'", (GAME_COMMANDS & ~RBG_CMD_MATCH) | RBG_CMD_SHOW,
     "start from the state after these moves (text forms separated by ';')"},
    {"--agent", "SPEC", AGENT_COMMANDS,
     "an agent, once per player in player order (instead of the agents as arguments)"},
    {"--time", "T", AGENT_COMMANDS, "the agents' budget in seconds per move"},
    {"--states", "K", AGENT_COMMANDS, "the agents' budget in nodal states per move (not with --time)"},
    {"--max-nodes", "N", AGENT_COMMANDS | RBG_CMD_SERVE,
     "most search-tree nodes of an agent (1 to 4000000000)"},
    {"--port", "P", RBG_CMD_SERVE, "the port on 127.0.0.1 (default 8080; 0: any free port)"},
    {"--record", "FILE", RBG_CMD_PLAY, "write the moves of the game to FILE (a new file)"},
    {"--force", NULL, RBG_CMD_PLAY, "let --record overwrite an existing file"},
    {"--games", "N", RBG_CMD_MATCH, "games in the match (default 100)"},
    {"--game", "N", RBG_CMD_REPLAY, "the game to replay, by its index (default 0)"},
    {"--jobs", "J", RBG_CMD_MATCH, "games played at once, in processes (default 1)"},
    {"--out", "FILE", RBG_CMD_MATCH, "the match file (default match-GAME-A-vs-B.jsonl)"},
    {"--resume", NULL, RBG_CMD_MATCH, "continue the match in the file, playing what is missing"},
    {"--shard", "I/N", RBG_CMD_MATCH, "play only the games g with g % N == I - 1 (I from 1)"},
    {"--algo", "pns|mcpns|ppns|dfpn", RBG_CMD_SOLVE, "the algorithm (default pns)"},
    {"--nodes", "N", RBG_CMD_SOLVE,
     "most tree nodes per search (default 2000000; dfpn: states visited, default no limit)"},
    {"--memory", "MB", RBG_CMD_SOLVE, "megabytes of the tables of dfpn or --tt (default 64)"},
    {"--tt", NULL, RBG_CMD_SOLVE, "pns, mcpns, ppns: a table of solved positions"},
    {"--score", NULL, RBG_CMD_SOLVE, "the exact score the player to move can secure"},
    {"--progress", "SECONDS", RBG_CMD_SOLVE, "a progress line on stderr this often"},
    {"--leaf-playouts", "N", RBG_CMD_SOLVE, "mcpns and ppns: random playouts per new leaf (default 60)"},
    {"--theta", "X", RBG_CMD_SOLVE, "mcpns and ppns: leaf estimates kept in [X, 1-X] (default 0.01)"},
    {"--precision", "X", RBG_CMD_SOLVE,
     "ppns: stop when the root's probability is within X of 0 or 1 (default 0: exact proofs only)"},
    {"--mcpns-compat", NULL, RBG_CMD_SOLVE, "mcpns: pn = rho, as in the PPNS paper's code"},
    {"--win-only", NULL, RBG_CMD_SOLVE, "one search, win or not (the papers' question)"},
    {"--quiet", NULL, RBG_CMD_ALL,
     "no notices on stderr (backend, compiling, length limit; match: no progress; merge: no note "
     "on duplicates)"},
    {"--help", NULL, RBG_CMD_ALL, "show the help of the command"},
    {"-h", NULL, RBG_CMD_ALL, NULL},
    {"--version", NULL, RBG_CMD_ALL, "show the version of rbg"},
};
const int RBG_CLI_N_OPTIONS = sizeof RBG_CLI_OPTIONS / sizeof RBG_CLI_OPTIONS[0];

/* Options people give to commands that do not take them: the option the command has instead
 * for the same purpose, or why it has none. */
static const struct {
    unsigned commands;
    const char *given, *instead, *why;
} HINTS[] = {
    {RBG_CMD_BENCH | RBG_CMD_SOLVE, "--time", "--seconds", NULL},
    {AGENT_COMMANDS, "--seconds", "--time", NULL},
    {RBG_CMD_BENCH, "--games", "--playouts", NULL},
    {RBG_CMD_SOLVE, "--max-nodes", "--nodes", NULL},
    {AGENT_COMMANDS, "--nodes", "--max-nodes", NULL},
    {RBG_CMD_PLAY, "--out", "--record", NULL},
    {RBG_CMD_MATCH, "--record", "--out", NULL},
    {RBG_CMD_MATCH, "--after", NULL, "every game of a match starts from the initial state"},
    {RBG_CMD_PLAY, "--games", NULL, "it plays one game (rbg match plays many)"},
    {RBG_CMD_PERFT | RBG_CMD_MOVES | RBG_CMD_MERGE, "--seed", NULL, "it makes no random choice"},
};

const rbg_cli_command *rbg_cli_command_find(const char *name)
{
    for (int i = 0; i < RBG_CLI_N_COMMANDS; i++)
        if (strcmp(RBG_CLI_COMMANDS[i].name, name) == 0)
            return &RBG_CLI_COMMANDS[i];
    return NULL;
}

const rbg_cli_option *rbg_cli_option_find(const char *name)
{
    for (int i = 0; i < RBG_CLI_N_OPTIONS; i++)
        if (strcmp(RBG_CLI_OPTIONS[i].name, name) == 0)
            return &RBG_CLI_OPTIONS[i];
    return NULL;
}

static bool takes(unsigned command_bit, const char *option)
{
    for (int i = 0; i < RBG_CLI_N_OPTIONS; i++)
        if ((RBG_CLI_OPTIONS[i].commands & command_bit) && strcmp(RBG_CLI_OPTIONS[i].name, option) == 0)
            return true;
    return false;
}

/* Whether entry i is the first of its name that the command takes (--seconds has two). */
static bool first_entry(unsigned command_bit, int i)
{
    for (int j = 0; j < i; j++)
        if ((RBG_CLI_OPTIONS[j].commands & command_bit) &&
            strcmp(RBG_CLI_OPTIONS[j].name, RBG_CLI_OPTIONS[i].name) == 0)
            return false;
    return true;
}

int rbg_cli_option_check(const rbg_cli_command *command, const char *option)
{
    if (takes(command->bit, option))
        return 0;
    for (size_t i = 0; i < sizeof HINTS / sizeof HINTS[0]; i++) {
        if (!(HINTS[i].commands & command->bit) || strcmp(HINTS[i].given, option) != 0)
            continue;
        if (HINTS[i].instead != NULL)
            return rbg_cli_fail("%s takes %s, not %s", command->name, HINTS[i].instead, option);
        return rbg_cli_fail("%s does not take %s: %s", command->name, option, HINTS[i].why);
    }
    /* The options particular to the command (every command takes --quiet and --help). */
    char list[512] = "";
    size_t used = 0;
    for (int i = 0; i < RBG_CLI_N_OPTIONS && used < sizeof list; i++) {
        const rbg_cli_option *o = &RBG_CLI_OPTIONS[i];
        if ((o->commands & command->bit) && o->commands != RBG_CMD_ALL && first_entry(command->bit, i))
            used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", used ? ", " : "",
                                     o->name);
    }
    if (used == 0)
        return rbg_cli_fail("%s does not take %s (it takes no options but --quiet and --help)",
                            command->name, option);
    return rbg_cli_fail("%s does not take %s (it takes %s; see 'rbg help %s')", command->name,
                        option, list, command->name);
}

void rbg_cli_command_list(char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < RBG_CLI_N_COMMANDS && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "",
                                 RBG_CLI_COMMANDS[i].name);
}
