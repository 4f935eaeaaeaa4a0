/* Typed `key=value` parameters of agent strings (`NAME:key=value,key=value`).
 *
 * An agent declares its keys in a table; rbg_params_parse fills one value per key and refuses
 * unknown keys, repeated keys and values of the wrong type or out of range, with a one-line
 * message that says what is allowed.  The same table prints the agent's entry of `rbg agents`. */
#ifndef RBG_AGENT_PARAMS_H
#define RBG_AGENT_PARAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { RBG_PARAM_ENUM, RBG_PARAM_DOUBLE, RBG_PARAM_INT, RBG_PARAM_BOOL } rbg_param_type;

typedef struct {
    const char *key;
    rbg_param_type type;
    const char *const *choices; /* RBG_PARAM_ENUM: NULL-terminated names */
    double min, max;            /* RBG_PARAM_DOUBLE / RBG_PARAM_INT: the closed range */
    const char *default_text;   /* parsed like a given value when the key is absent */
    const char *help;           /* a few words for `rbg agents` */
} rbg_param_spec;

typedef struct {
    bool given;      /* set by the string (not the default) */
    int choice;      /* ENUM: index into choices; BOOL: 0 or 1 */
    double number;   /* DOUBLE and INT */
    int64_t integer; /* INT */
} rbg_param_value;

/* Sets every value to its default (given = false). */
void rbg_params_defaults(const rbg_param_spec *specs, int n, rbg_param_value *values);

/* Parses `key=value,key=value` (NULL or "" is no keys) over `values`, which keep what an earlier
 * call set (a preset's keys, then the user's).  `agent` names the agent in messages.  Returns
 * false with a one-line reason in `error`. */
bool rbg_params_parse(const char *agent, const rbg_param_spec *specs, int n, const char *text,
                      rbg_param_value *values, char *error, size_t error_size);

/* `key=choices|...` or `key=min..max` with the default and help, one per line, indented. */
void rbg_params_describe(const rbg_param_spec *specs, int n, FILE *out);

#endif
