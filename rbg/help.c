/* `rbg --help`, `rbg help [COMMAND]` and `rbg COMMAND --help`, printed from the tables of
 * commands.c, so that the help lists exactly what the parser accepts. */
#include <stdio.h>
#include <string.h>

#include "commands.h"

enum { LEFT = 29, WIDTH = 100 };

/* `text` wrapped at word boundaries, from the column `indent` where the cursor is. */
static void put_wrapped(FILE *out, int indent, const char *text)
{
    int column = indent;
    while (*text != '\0') {
        int word = (int)strcspn(text, " ");
        if (column > indent && column + 1 + word > WIDTH) {
            fprintf(out, "\n%*s", indent, "");
            column = indent;
        } else if (column > indent) {
            fputc(' ', out);
            column++;
        }
        fprintf(out, "%.*s", word, text);
        column += word;
        text += word;
        text += strspn(text, " ");
    }
    fputc('\n', out);
}

/* `left` in the first column, then `text` wrapped in the second. */
static void put_entry(FILE *out, const char *left, const char *text)
{
    int column = fprintf(out, "  %s", left);
    if (column >= LEFT) {
        fputc('\n', out);
        column = 0;
    }
    fprintf(out, "%*s", LEFT - column, "");
    put_wrapped(out, LEFT, text);
}

static void option_name(const rbg_cli_option *o, char *out, size_t size)
{
    snprintf(out, size, "%s%s%s%s", strcmp(o->name, "--help") == 0 ? "-h, " : "", o->name,
             o->value ? " " : "", o->value ? o->value : "");
}

void rbg_cli_print_help(FILE *out)
{
    fputs("usage: rbg COMMAND GAME.rbg [ARGUMENTS] [OPTIONS]\n\ncommands:\n", out);
    for (int i = 0; i < RBG_CLI_N_COMMANDS; i++) {
        const rbg_cli_command *c = &RBG_CLI_COMMANDS[i];
        char left[128];
        snprintf(left, sizeof left, "%s %s", c->name, c->synopsis);
        put_entry(out, left, c->summary);
    }
    fputs("\noptions (the commands that take each in brackets; 'rbg help COMMAND' lists one "
          "command's):\n", out);
    for (int i = 0; i < RBG_CLI_N_OPTIONS; i++) {
        const rbg_cli_option *o = &RBG_CLI_OPTIONS[i];
        if (o->help == NULL)
            continue;
        char left[128], text[512];
        option_name(o, left, sizeof left);
        size_t used = (size_t)snprintf(text, sizeof text, "%s", o->help);
        if (o->commands != RBG_CMD_ALL)
            for (int k = 0, first = 1; k < RBG_CLI_N_COMMANDS && used < sizeof text; k++)
                if (o->commands & RBG_CLI_COMMANDS[k].bit) {
                    used += (size_t)snprintf(text + used, sizeof text - used, "%s%s",
                                             first ? " [" : ", ", RBG_CLI_COMMANDS[k].name);
                    first = 0;
                }
        if (o->commands != RBG_CMD_ALL && used < sizeof text)
            snprintf(text + used, sizeof text - used, "]");
        put_entry(out, left, text);
    }
    fputs("\nSee docs/commands.md for every command and option.\n", out);
}

void rbg_cli_print_command_help(const rbg_cli_command *c, FILE *out)
{
    fprintf(out, "usage: rbg %s %s [OPTIONS]\n", c->name, c->synopsis);
    put_wrapped(out, 0, c->summary);
    fputs("\noptions:\n", out);
    for (int i = 0; i < RBG_CLI_N_OPTIONS; i++) {
        const rbg_cli_option *o = &RBG_CLI_OPTIONS[i];
        if (o->help == NULL || !(o->commands & c->bit) || strcmp(o->name, "--version") == 0)
            continue;
        char left[128];
        option_name(o, left, sizeof left);
        put_entry(out, left, o->help);
    }
}

int rbg_cmd_help(const rbg_cli_options *o)
{
    if (o->n_positional > 1)
        return rbg_cli_fail("help: unexpected argument '%s'", o->positional[1]);
    if (o->n_positional == 0) {
        rbg_cli_print_help(stdout);
        return 0;
    }
    const rbg_cli_command *c = rbg_cli_command_find(o->positional[0]);
    if (c == NULL) {
        char names[256];
        rbg_cli_command_list(names, sizeof names);
        return rbg_cli_fail("help: unknown command '%s' (commands: %s)", o->positional[0], names);
    }
    rbg_cli_print_command_help(c, stdout);
    return 0;
}
