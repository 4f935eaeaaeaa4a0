/* rbgc: the RBG compiler command: `rbgc check`, `print`, `nfa` and `compile`, each a stage of the
 * pipeline (pipeline.h). */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cmd_compile.h"
#include "cmd_plan.h"
#include "nfa.h"
#include "pipeline.h"
#include "notation.h"
#include "print.h"

static const char USAGE[] =
    "usage: rbgc COMMAND GAME.rbg [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  check GAME.rbg [--Werror]            parse and check the game; print its diagnostics\n"
    "  print GAME.rbg [--graph | --compact] [--split STRAT]\n"
    "                                       print the game without macros (low-level RBG)\n"
    "  nfa GAME.rbg [--split STRAT]         print the rules automaton in Graphviz dot form\n"
    "  plan GAME.rbg [--split STRAT]        print what the C emitter decides: one line per\n"
    "                                       pattern and per state with a search function\n"
    "  compile GAME.rbg [--split STRAT] [-o DIR] [--emit-c] [--force]\n"
    "                                       write the game's C reasoner DIR/GAME.c and build\n"
    "                                       the module DIR/GAME.so (--emit-c: only the C)\n"
    "\n"
    "options:\n"
    "  --Werror   treat warnings as errors\n"
    "  --graph    print the board as an explicit graph\n"
    "  --compact  print in the reference tools' compact layout (implies --graph)\n"
    "  --split STRAT  add the split points of a strategy as '.': none, or Mod, Plus, Shift\n"
    "             combined in that order (Mod, ModPlus, ModShift, ModPlusShift, ...)\n"
    "  -o DIR     where compile writes its files (default: the current directory; made when\n"
    "             missing)\n"
    "  --emit-c   compile writes the C source only\n"
    "  --force    compile may overwrite files that are not its own output\n"
    "  -h, --help show this help\n"
    "  --version  show the version of rbgc\n";

typedef struct {
    const char *command;
    const char *game;
    bool werror;
    bool graph;
    bool compact;
    rbgc_split_strategy split;
    const char *split_name;
    const char *out_dir;
    bool emit_only;
    bool force;
} options;

static int usage_error(const char *message, const char *detail)
{
    fprintf(stderr, "rbgc: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    fputs("Try 'rbgc --help' for more information.\n", stderr);
    return 1;
}

static int parse_options(int argc, char **argv, options *opt)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(USAGE, stdout);
            return 0;
        }
        if (strcmp(arg, "--version") == 0) {
            puts("rbgc " RBG_VERSION);
            return 0;
        }
        bool takes_print = opt->command && strcmp(opt->command, "print") == 0;
        bool takes_check = opt->command && strcmp(opt->command, "check") == 0;
        bool takes_compile = opt->command && strcmp(opt->command, "compile") == 0;
        bool takes_split = takes_print || takes_compile ||
                           (opt->command && (strcmp(opt->command, "nfa") == 0 || strcmp(opt->command, "plan") == 0));
        if (strcmp(arg, "--Werror") == 0 && takes_check)
            opt->werror = true;
        else if (strcmp(arg, "--graph") == 0 && takes_print)
            opt->graph = true;
        else if (strcmp(arg, "--compact") == 0 && takes_print)
            opt->compact = true;
        else if (strcmp(arg, "--emit-c") == 0 && takes_compile)
            opt->emit_only = true;
        else if (strcmp(arg, "--force") == 0 && takes_compile)
            opt->force = true;
        else if (strcmp(arg, "-o") == 0 && takes_compile) {
            if (i + 1 == argc)
                return usage_error("option -o needs a directory", NULL);
            opt->out_dir = argv[++i];
        }
        else if (strcmp(arg, "--split") == 0 && takes_split) {
            if (i + 1 == argc)
                return usage_error("option --split needs a value", NULL);
            opt->split_name = argv[i + 1];
            if (!rbgc_split_parse(argv[++i], &opt->split)) {
                /* The message lists every strategy, so it needs no hint line. */
                fprintf(stderr, "rbgc: unknown split strategy '%s' (allowed: %s)\n", argv[i],
                        RBGC_SPLIT_ALLOWED);
                return 1;
            }
        }
        else if (arg[0] == '-' && arg[1] != '\0')
            return usage_error(opt->command ? "unknown option for this command" : "unknown option", arg);
        else if (opt->command == NULL)
            opt->command = arg;
        else if (opt->game == NULL)
            opt->game = arg;
        else
            return usage_error("unexpected argument", arg);
    }
    if (opt->command == NULL)
        return usage_error("no command given", NULL);
    if (strcmp(opt->command, "check") != 0 && strcmp(opt->command, "print") != 0 &&
        strcmp(opt->command, "nfa") != 0 && strcmp(opt->command, "compile") != 0 &&
        strcmp(opt->command, "plan") != 0)
        return usage_error("unknown command", opt->command);
    if (opt->game == NULL)
        return usage_error("no game file given", NULL);
    return -1;
}

int main(int argc, char **argv)
{
    options opt = {0};
    int early = parse_options(argc, argv, &opt);
    if (early >= 0)
        return early;
    /* compile and plan need the tables only; the other commands read the game itself. */
    bool compile = strcmp(opt.command, "compile") == 0;
    bool tables_only = compile || strcmp(opt.command, "plan") == 0;
    rbgc_diags *diags;
    rbgc_game *game = NULL;
    rbg_program *program = NULL;
    if (tables_only)
        program = rbgc_compile_file(opt.game, opt.split, &diags);
    else
        game = rbgc_game_of_file(opt.game, opt.split, &diags);
    rbgc_diags_render(diags, stderr, opt.werror);
    int status = (game == NULL && program == NULL) || (opt.werror && diags->warnings > 0) ? 1 : 0;
    if (status == 0 && strcmp(opt.command, "print") == 0) {
        rbgc_print_options print = {.graph = opt.graph, .compact = opt.compact,
                                     .flipped = rbg_notation_source_flipped(diags->source)};
        rbgc_print_game(game, &print, stdout);
    } else if (status == 0 && strcmp(opt.command, "nfa") == 0) {
        rbgc_print_automata_dot(game, rbgc_build_automata(game), stdout);
    } else if (status == 0 && strcmp(opt.command, "plan") == 0) {
        status = rbgc_print_plan(program) ? 0 : 1;
    } else if (status == 0 && compile) {
        status = rbgc_cmd_compile(program, opt.game, opt.split_name ? opt.split_name : "none",
                                  opt.out_dir ? opt.out_dir : ".", opt.emit_only, opt.force);
    }
    if (status == 0 && (fflush(stdout) != 0 || ferror(stdout)))
        status = usage_error("cannot write the output", NULL);
    rbgc_game_free(game);
    rbg_program_free(program);
    rbgc_diags_free(diags);
    return status;
}
