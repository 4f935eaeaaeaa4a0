/* The commands of `rbg` and the options each takes, in two tables: the parser checks with them
 * that a command takes every option given (an option that does not apply is an error, not
 * ignored), and the help of `rbg --help` and `rbg help COMMAND` is printed from them. */
#ifndef RBG_COMMANDS_H
#define RBG_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli.h"

/* One bit per command, for the sets of commands that take an option. */
enum {
    RBG_CMD_PERFT = 1u << 0,
    RBG_CMD_BENCH = 1u << 1,
    RBG_CMD_MOVES = 1u << 2,
    RBG_CMD_PLAY = 1u << 3,
    RBG_CMD_MATCH = 1u << 4,
    RBG_CMD_MERGE = 1u << 5,
    RBG_CMD_SOLVE = 1u << 6,
    RBG_CMD_AGENTS = 1u << 7,
    RBG_CMD_HELP = 1u << 8,
    RBG_CMD_SERVE = 1u << 9,
    RBG_CMD_SHOW = 1u << 10,
    RBG_CMD_REPLAY = 1u << 11,
    RBG_CMD_ALL = (1u << 12) - 1,
};

typedef struct {
    const char *name;
    unsigned bit;
    bool needs_game;      /* the first argument after the command is the game file */
    const char *synopsis; /* the arguments after `rbg NAME` */
    const char *summary;
    int (*run)(const rbg_cli_options *options);
} rbg_cli_command;

typedef struct {
    const char *name;     /* "--seed" */
    const char *value;    /* what the value is called ("N"); NULL for an option without one */
    unsigned commands;    /* the commands that take it (RBG_CMD_* bits) */
    const char *help;
} rbg_cli_option;

/* The command or option of that name; NULL if there is none.  An option may have several
 * entries (one meaning per group of commands): this is the first. */
const rbg_cli_command *rbg_cli_command_find(const char *name);
const rbg_cli_option *rbg_cli_option_find(const char *name);

/* 0 when `command` takes `option` (a name rbg_cli_option_find knows); otherwise prints one line
 * saying so, with what the command takes instead, and returns 1. */
int rbg_cli_option_check(const rbg_cli_command *command, const char *option);

/* The command names separated by ", ", for messages. */
void rbg_cli_command_list(char *out, size_t size);

/* `rbg --help`: every command and option; `rbg help COMMAND`: one command and its options. */
void rbg_cli_print_help(FILE *out);
void rbg_cli_print_command_help(const rbg_cli_command *command, FILE *out);

/* The tables themselves, for the help printer. */
extern const rbg_cli_command RBG_CLI_COMMANDS[];
extern const int RBG_CLI_N_COMMANDS;
extern const rbg_cli_option RBG_CLI_OPTIONS[];
extern const int RBG_CLI_N_OPTIONS;

#endif
