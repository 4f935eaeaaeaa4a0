/* Typed key=value parameters: parsing, checking, describing. */
#include "params.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* What a key accepts, for messages: `a|b|c`, `0..1`, `true|false`. */
static void allowed(const rbg_param_spec *s, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    switch (s->type) {
    case RBG_PARAM_ENUM:
        for (int i = 0; s->choices[i] != NULL && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%s%s", i ? "|" : "", s->choices[i]);
        break;
    case RBG_PARAM_DOUBLE:
        snprintf(out, size, "a number in %g..%g", s->min, s->max);
        break;
    case RBG_PARAM_INT:
        snprintf(out, size, "an integer in %.0f..%.0f", s->min, s->max);
        break;
    case RBG_PARAM_BOOL:
        snprintf(out, size, "true|false");
        break;
    }
}

static bool parse_value(const rbg_param_spec *s, const char *text, size_t len, rbg_param_value *v)
{
    char buf[128];
    if (len == 0 || len >= sizeof buf)
        return false;
    memcpy(buf, text, len);
    buf[len] = '\0';
    switch (s->type) {
    case RBG_PARAM_ENUM:
        for (int i = 0; s->choices[i] != NULL; i++)
            if (strcmp(s->choices[i], buf) == 0) {
                v->choice = i;
                return true;
            }
        return false;
    case RBG_PARAM_BOOL:
        if (strcmp(buf, "true") == 0 || strcmp(buf, "1") == 0 || strcmp(buf, "yes") == 0)
            v->choice = 1;
        else if (strcmp(buf, "false") == 0 || strcmp(buf, "0") == 0 || strcmp(buf, "no") == 0)
            v->choice = 0;
        else
            return false;
        return true;
    case RBG_PARAM_DOUBLE: {
        char *end;
        errno = 0;
        double d = strtod(buf, &end);
        if (*end != '\0' || errno != 0 || !isfinite(d) || d < s->min || d > s->max)
            return false;
        v->number = d;
        return true;
    }
    case RBG_PARAM_INT: {
        char *end;
        errno = 0;
        long long i = strtoll(buf, &end, 10);
        if (*end != '\0' || errno != 0 || (double)i < s->min || (double)i > s->max)
            return false;
        v->integer = i;
        v->number = (double)i;
        return true;
    }
    }
    return false;
}

void rbg_params_defaults(const rbg_param_spec *specs, int n, rbg_param_value *values)
{
    for (int i = 0; i < n; i++) {
        values[i] = (rbg_param_value){0};
        if (!parse_value(&specs[i], specs[i].default_text, strlen(specs[i].default_text), &values[i])) {
            fprintf(stderr, "rbg: bad default '%s' for key '%s'\n", specs[i].default_text, specs[i].key);
            abort(); /* a programming error in a spec table */
        }
    }
}

static void list_keys(const rbg_param_spec *specs, int n, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "", specs[i].key);
}

bool rbg_params_parse(const char *agent, const rbg_param_spec *specs, int n, const char *text,
                      rbg_param_value *values, char *error, size_t error_size)
{
    bool seen[64] = {false};
    if (n > 64)
        abort();
    const char *p = text != NULL ? text : "";
    while (*p != '\0') {
        size_t item = strcspn(p, ",");
        const char *eq = memchr(p, '=', item);
        size_t key_len = eq != NULL ? (size_t)(eq - p) : item;
        int k = -1;
        for (int i = 0; i < n; i++)
            if (strlen(specs[i].key) == key_len && strncmp(specs[i].key, p, key_len) == 0)
                k = i;
        if (k < 0) {
            char keys[512];
            list_keys(specs, n, keys, sizeof keys);
            if (n == 0)
                snprintf(error, error_size, "agent '%s' takes no parameters (got '%s')", agent, text);
            else
                snprintf(error, error_size, "agent '%s' has no key '%.*s' (keys: %s)", agent,
                         (int)key_len, p, keys);
            return false;
        }
        char what[256];
        allowed(&specs[k], what, sizeof what);
        if (eq == NULL) {
            snprintf(error, error_size, "agent '%s': key '%s' needs a value (%s=%s)", agent,
                     specs[k].key, specs[k].key, what);
            return false;
        }
        if (seen[k]) {
            snprintf(error, error_size, "agent '%s': key '%s' is given twice", agent, specs[k].key);
            return false;
        }
        seen[k] = true;
        const char *value = eq + 1;
        size_t value_len = item - key_len - 1;
        rbg_param_value v = values[k];
        if (!parse_value(&specs[k], value, value_len, &v)) {
            snprintf(error, error_size, "agent '%s': bad value '%.*s' for key '%s' (allowed: %s)",
                     agent, (int)value_len, value, specs[k].key, what);
            return false;
        }
        v.given = true;
        values[k] = v;
        p += item;
        if (*p == ',') {
            p++;
            if (*p == '\0') {
                snprintf(error, error_size, "agent '%s': empty parameter after ','", agent);
                return false;
            }
        }
    }
    return true;
}

void rbg_params_describe(const rbg_param_spec *specs, int n, FILE *out)
{
    for (int i = 0; i < n; i++) {
        char what[256];
        if (specs[i].type == RBG_PARAM_DOUBLE)
            snprintf(what, sizeof what, "%g..%g", specs[i].min, specs[i].max);
        else if (specs[i].type == RBG_PARAM_INT)
            snprintf(what, sizeof what, "%.0f..%.0f", specs[i].min, specs[i].max);
        else
            allowed(&specs[i], what, sizeof what);
        char left[320];
        snprintf(left, sizeof left, "%s=%s", specs[i].key, what);
        fprintf(out, "    %-44s %s (default %s)\n", left, specs[i].help, specs[i].default_text);
    }
}
