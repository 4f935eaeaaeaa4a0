/* rbg solve GAME: the value of the state reached by --after for the player to move (win, draw,
 * loss, or unknown within the limits), by PNS, MCPNS, PPNS or df-pn (agents/pn_solver.h).  Ctrl-C
 * stops the search and prints what is known. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "interrupt.h"
#include "json.h"
#include "pn_solver.h"

static bool parse_real(const char *text, double *out)
{
    char *end;
    errno = 0;
    double value = strtod(text, &end);
    if (*text == '\0' || errno != 0 || *end != '\0' || !isfinite(value))
        return false;
    *out = value;
    return true;
}

/* The solver's options from the command line; 1 after a message when one is wrong. */
static int solver_options(const rbg_cli_options *o, rbg_pn_options *out)
{
    rbg_pn_algo algo = RBG_PN_PNS;
    if (o->algo != NULL && !rbg_pn_algo_parse(o->algo, &algo))
        return rbg_cli_fail("solve: --algo must be pns, mcpns, ppns or dfpn, not '%s'", o->algo);
    *out = rbg_pn_default_options(algo);
    out->seed = o->seed;
    out->seconds = o->seconds;
    out->max_playout_moves = o->max_length;
    out->mcpns_compat = o->mcpns_compat;
    out->win_only = o->win_only;
    uint64_t n;
    if (o->nodes != NULL) {
        if (!rbg_cli_parse_u64(o->nodes, &n) || n == 0 ||
            (algo != RBG_PN_DFPN && n > UINT32_MAX - 1))
            return rbg_cli_fail("solve: --nodes needs an integer from 1 to %u, not '%s'",
                                UINT32_MAX - 1, o->nodes);
        out->max_nodes = n;
    }
    if (o->tt && algo == RBG_PN_DFPN)
        return rbg_cli_fail("solve: --tt is for pns, mcpns and ppns; dfpn always has its table");
    out->tt = o->tt;
    if (o->memory != NULL && algo != RBG_PN_DFPN && !o->tt)
        return rbg_cli_fail("solve: --memory sizes the tables of --algo dfpn or --tt; %s has none "
                            "without --tt", rbg_pn_algo_name(algo));
    if (o->score && o->win_only)
        return rbg_cli_fail("solve: --score and --win-only ask different questions; give one");
    if (o->memory != NULL) {
        if (!rbg_cli_parse_u64(o->memory, &n) || n == 0 || n > 1048576)
            return rbg_cli_fail("solve: --memory needs megabytes from 1 to 1048576, not '%s'",
                                o->memory);
        out->memory = n << 20;
    }
    out->principal_variation = true;
    if (o->leaf_playouts != NULL) {
        if (!rbg_cli_parse_u64(o->leaf_playouts, &n) || n == 0 || n > 1000000)
            return rbg_cli_fail("solve: --leaf-playouts needs an integer from 1 to 1000000, not '%s'",
                                o->leaf_playouts);
        out->playouts = (uint32_t)n;
    }
    if (o->theta != NULL && (!parse_real(o->theta, &out->theta) || out->theta <= 0 ||
                             out->theta >= 0.5))
        return rbg_cli_fail("solve: --theta needs a number above 0 and below 0.5, not '%s'", o->theta);
    if (o->precision != NULL && (!parse_real(o->precision, &out->precision) ||
                                 out->precision < 0 || out->precision >= 0.5))
        return rbg_cli_fail("solve: --precision needs a number from 0 to below 0.5, not '%s'",
                            o->precision);
    return 0;
}

/* Why a search answered unknown, or NULL. */
static const char *report_stop(const rbg_pn_report *last)
{
    return last->hit_nodes ? "nodes" : last->hit_time ? "time" : last->hit_interrupt ? "interrupt"
         : last->hit_cycle ? "cycle" : NULL;
}

/* ... of a value search: its last search. */
static const char *stopped_by(const rbg_pn_value_report *v)
{
    return report_stop(v->searches == 2 ? &v->second : &v->first);
}

/* Whether a search stopped before the value was known: unknown, or not-win when the second
 * search (draw or loss?) stopped. */
static bool undecided(const rbg_pn_value_report *v)
{
    return v->value == RBG_PN_VALUE_UNKNOWN || v->value == RBG_PN_NOT_WIN;
}

/* Why it stopped, in words. */
static const char *stop_words(const char *stop)
{
    return strcmp(stop, "interrupt") == 0 ? "interrupted"
           : strcmp(stop, "cycle") == 0   ? "a state repeats: dfpn solves games without cycles"
           : strcmp(stop, "nodes") == 0   ? "stopped by the nodes limit"
                                          : "stopped by the time limit";
}

/* The main line of the search that decided the value. */
static const char *principal_variation(const rbg_pn_value_report *v)
{
    if (v->value == RBG_PN_WIN)
        return v->first.pv;
    return v->value == RBG_PN_DRAW || v->value == RBG_PN_LOSS ? v->second.pv : NULL;
}

static uint64_t tt_hits(const rbg_pn_value_report *v)
{
    return v->first.tt_hits + v->second.tt_hits;
}

static bool has_table(const rbg_pn_options *po)
{
    return po->algo == RBG_PN_DFPN || po->tt;
}

/* A progress line on stderr (--progress). */
static void show_progress(void *arg, uint64_t nodes, uint64_t iterations, double seconds)
{
    (void)arg;
    fprintf(stderr, "solve: %.1f s, %llu nodes, %llu iterations, %.0f nodes/s\n", seconds,
            (unsigned long long)nodes, (unsigned long long)iterations,
            seconds > 0 ? (double)nodes / seconds : 0.0);
}

static bool interrupted(void)
{
    return rbg_interrupt_caught() != 0;
}

static void print_json(const rbg_cli_options *o, const rbg_reasoner *r, int player,
                       const rbg_pn_options *po, const rbg_pn_value_report *v, const char *move)
{
    printf("{\"result\": \"%s\", \"player\": ", rbg_pn_value_name(v->value));
    rbg_json_put_string(stdout, r->info->player_names[player]);
    printf(", \"nodes\": %llu, \"iterations\": %llu, \"seconds\": %.3f, \"algorithm\": \"%s\", "
           "\"game\": ",
           (unsigned long long)v->nodes, (unsigned long long)v->iterations, v->seconds,
           rbg_pn_algo_name(po->algo));
    rbg_json_put_string(stdout, r->info->name);
    printf(", \"seed\": %llu, \"searches\": %d, \"playouts\": %llu, \"exact\": %s, \"not_win\": %s",
           (unsigned long long)o->seed, v->searches,
           (unsigned long long)(v->first.playouts + v->second.playouts),
           v->value != RBG_PN_VALUE_UNKNOWN && v->exact ? "true" : "false",
           v->not_win ? "true" : "false");
    const char *stop = stopped_by(v);
    if (undecided(v) && stop != NULL)
        printf(", \"stopped_by\": \"%s\"", stop);
    if (move != NULL) {
        printf(", \"move\": ");
        rbg_json_put_string(stdout, move);
    }
    if (has_table(po)) {
        printf(", \"tt_hits\": %llu, \"tt_lookups\": %llu, \"memory_bytes\": %llu",
               (unsigned long long)tt_hits(v),
               (unsigned long long)(v->first.tt_lookups + v->second.tt_lookups),
               (unsigned long long)v->first.tt_bytes);
        if (principal_variation(v) != NULL) {
            printf(", \"line\": ");
            rbg_json_put_string(stdout, principal_variation(v));
        }
    }
    printf("}\n");
}

static void print_text(const rbg_reasoner *r, int player, const rbg_pn_options *po,
                       const rbg_pn_value_report *v, const char *move)
{
    const char *name = r->info->player_names[player];
    printf("game %s, backend %s, algorithm %s, %s to move\n", r->info->name, r->backend,
           rbg_pn_algo_name(po->algo), name);
    printf("%-12s %s", "result", rbg_pn_value_name(v->value));
    if (v->value == RBG_PN_NOT_WIN)
        printf(" (not a win for %s: a draw or a loss)", name);
    if (v->value != RBG_PN_VALUE_UNKNOWN && !v->exact)
        printf(" (concluded by the precision rate, not proved)");
    const char *stop = stopped_by(v);
    if (undecided(v) && stop != NULL)
        printf(" (%s)", stop_words(stop));
    printf("\n");
    if (move != NULL)
        printf("%-12s %s\n", "move", move);
    if (principal_variation(v) != NULL)
        printf("%-12s %s\n", "line", principal_variation(v));
    printf("%-12s %llu\n", "nodes", (unsigned long long)v->nodes);
    printf("%-12s %llu\n", po->algo == RBG_PN_DFPN ? "visits" : "iterations",
           (unsigned long long)v->iterations);
    if (has_table(po)) {
        uint64_t lookups = v->first.tt_lookups + v->second.tt_lookups;
        printf("%-12s %llu of %llu lookups\n", "tt hits", (unsigned long long)tt_hits(v),
               (unsigned long long)lookups);
        printf("%-12s %.1f MB\n", "memory", (double)v->first.tt_bytes / (1 << 20));
    }
    printf("%-12s %.3f\n", "seconds", v->seconds);
}

static void print_score(const rbg_cli_options *o, const rbg_reasoner *r, int player,
                        const rbg_pn_options *po, const rbg_pn_score_report *v, const char *move)
{
    const char *name = r->info->player_names[player], *stop = report_stop(&v->stopped);
    if (o->json) {
        printf("{\"score_low\": %lld, \"score_high\": %lld, \"player\": ", (long long)v->low,
               (long long)v->high);
        rbg_json_put_string(stdout, name);
        printf(", \"exact\": %s, \"searches\": %d, \"nodes\": %llu, \"iterations\": %llu, "
               "\"seconds\": %.3f, \"algorithm\": \"%s\"",
               v->low == v->high && v->exact ? "true" : "false", v->searches,
               (unsigned long long)v->nodes, (unsigned long long)v->iterations, v->seconds,
               rbg_pn_algo_name(po->algo));
        if (stop != NULL)
            printf(", \"stopped_by\": \"%s\"", stop);
        if (move != NULL) {
            printf(", \"move\": ");
            rbg_json_put_string(stdout, move);
        }
        printf("}\n");
        return;
    }
    printf("game %s, backend %s, algorithm %s, %s to move\n", r->info->name, r->backend,
           rbg_pn_algo_name(po->algo), name);
    if (v->low == v->high)
        printf("%-12s %lld (the score %s can secure%s)\n", "score", (long long)v->low, name,
               v->exact ? "" : "; concluded by the precision rate, not proved");
    else
        printf("%-12s between %lld and %lld (%s)\n", "score", (long long)v->low,
               (long long)v->high, stop != NULL ? stop_words(stop) : "unknown");
    if (move != NULL)
        printf("%-12s %s\n", "move", move);
    printf("%-12s %d\n", "searches", v->searches);
    printf("%-12s %llu\n", "nodes", (unsigned long long)v->nodes);
    printf("%-12s %.3f\n", "seconds", v->seconds);
}

/* --score: the score the player to move can secure. */
static void solve_score(const rbg_cli_options *o, rbg_cli_session *session, rbg_moves *moves,
                        const rbg_pn_options *po)
{
    const rbg_reasoner *r = session->reasoner;
    rbg_pn_score_report v;
    rbg_pn_score(r, session->context, session->state, po, &v);
    char *move = NULL;
    if (v.best_move >= 0)
        move = rbg_move_to_text(rbg_move_actions(moves, (uint32_t)v.best_move),
                                rbg_move_length(moves, (uint32_t)v.best_move));
    print_score(o, r, r->player(r, session->state), po, &v, move);
    free(move);
}

int rbg_cmd_solve(const rbg_cli_options *o)
{
    if (o->n_positional != 0)
        return rbg_cli_fail("solve: unexpected argument '%s'", o->positional[0]);
    rbg_pn_options po;
    if (solver_options(o, &po) != 0)
        return 1;
    rbg_cli_session session;
    if (!rbg_cli_session_open(o, &session))
        return 1;
    po.notation = session.notation; /* the main line reads e2e4, not numbers */
    rbg_reasoner *r = session.reasoner;
    int status = 0;
    rbg_moves moves;
    rbg_moves_init(&moves);
    if (r->info->n_players != 2) {
        status = rbg_cli_fail("solve: only two-player games can be solved (%s has %d players)",
                              r->info->name, r->info->n_players);
    } else if (r->legal_moves(session.context, session.state, &moves) == 0) {
        status = rbg_cli_fail("solve: the game is over in this position, there is nothing to solve");
    } else {
        int player = r->player(r, session.state);
        rbg_pn_value_report v;
        rbg_interrupt_catch();
        po.interrupted = interrupted;
        if (o->progress_seconds > 0) {
            po.progress = show_progress;
            po.progress_seconds = o->progress_seconds;
        }
        if (o->score) {
            po.principal_variation = false;
            solve_score(o, &session, &moves, &po);
            rbg_moves_free(&moves);
            rbg_cli_session_close(&session);
            return interrupted() ? 130 : 0;
        }
        rbg_pn_value(r, session.context, session.state, &po, &v);
        char *move = NULL;
        if (v.value == RBG_PN_WIN && v.first.best_move >= 0) {
            rbg_move_texts texts;
            rbg_notation_texts(session.notation, session.context, session.state, &moves, &texts);
            move = strdup(texts.texts[v.first.best_move]);
            rbg_move_texts_free(&texts);
        }
        if (o->json)
            print_json(o, r, player, &po, &v, move);
        else
            print_text(r, player, &po, &v, move);
        free(move);
        rbg_pn_value_report_free(&v);
        if (interrupted())
            status = 130;
    }
    rbg_moves_free(&moves);
    rbg_cli_session_close(&session);
    return status;
}
