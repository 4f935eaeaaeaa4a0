/* JSON: a recursive-descent reader bounded in depth, and string quoting. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

typedef struct {
    const char *at, *end;
    char *error;
    size_t error_size;
    bool failed;
} reader;

static bool fail(reader *r, const char *what)
{
    if (!r->failed)
        snprintf(r->error, r->error_size, "%s", what);
    r->failed = true;
    return false;
}

static void skip_blanks(reader *r)
{
    while (r->at < r->end && (*r->at == ' ' || *r->at == '\t' || *r->at == '\n' || *r->at == '\r'))
        r->at++;
}

static bool literal(reader *r, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(r->end - r->at) < n || memcmp(r->at, word, n) != 0)
        return fail(r, "unexpected text");
    r->at += n;
    return true;
}

static void *grow(void *array, size_t *cap, size_t n, size_t item)
{
    if (n < *cap)
        return array;
    *cap = *cap ? 2 * *cap : 4;
    void *bigger = realloc(array, *cap * item);
    if (bigger == NULL)
        abort();
    return bigger;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* The grammar of a JSON number; its text is kept as is. */
static bool number(reader *r, rbg_json *out)
{
    const char *start = r->at;
    if (r->at < r->end && *r->at == '-')
        r->at++;
    if (r->at == r->end || !is_digit(*r->at))
        return fail(r, "bad number");
    if (*r->at == '0')
        r->at++;
    else
        while (r->at < r->end && is_digit(*r->at))
            r->at++;
    if (r->at < r->end && *r->at == '.') {
        r->at++;
        if (r->at == r->end || !is_digit(*r->at))
            return fail(r, "bad number");
        while (r->at < r->end && is_digit(*r->at))
            r->at++;
    }
    if (r->at < r->end && (*r->at == 'e' || *r->at == 'E')) {
        r->at++;
        if (r->at < r->end && (*r->at == '+' || *r->at == '-'))
            r->at++;
        if (r->at == r->end || !is_digit(*r->at))
            return fail(r, "bad number");
        while (r->at < r->end && is_digit(*r->at))
            r->at++;
    }
    out->type = RBG_JSON_NUMBER;
    out->text = strndup(start, (size_t)(r->at - start));
    return true;
}

static int hex4(const char *p)
{
    int value = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        int digit = is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10
                  : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

static size_t put_utf8(char *out, unsigned long code)
{
    if (code < 0x80) {
        out[0] = (char)code;
        return 1;
    }
    if (code < 0x800) {
        out[0] = (char)(0xC0 | (code >> 6));
        out[1] = (char)(0x80 | (code & 0x3F));
        return 2;
    }
    if (code < 0x10000) {
        out[0] = (char)(0xE0 | (code >> 12));
        out[1] = (char)(0x80 | ((code >> 6) & 0x3F));
        out[2] = (char)(0x80 | (code & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (code >> 18));
    out[1] = (char)(0x80 | ((code >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((code >> 6) & 0x3F));
    out[3] = (char)(0x80 | (code & 0x3F));
    return 4;
}

/* A string after its opening quote; the decoded text is never longer than the source. */
static char *string_body(reader *r)
{
    char *text = malloc((size_t)(r->end - r->at) + 1);
    if (text == NULL)
        abort();
    size_t n = 0;
    for (;;) {
        if (r->at == r->end) {
            fail(r, "unterminated string");
            break;
        }
        unsigned char c = (unsigned char)*r->at++;
        if (c == '"') {
            text[n] = '\0';
            return text;
        }
        if (c < 0x20) {
            fail(r, "control character in a string");
            break;
        }
        if (c != '\\') {
            text[n++] = (char)c;
            continue;
        }
        if (r->at == r->end) {
            fail(r, "unterminated string");
            break;
        }
        char e = *r->at++;
        const char *plain = strchr("\"\\/bfnrt", e);
        if (e != '\0' && plain != NULL) {
            text[n++] = "\"\\/\b\f\n\r\t"[plain - "\"\\/bfnrt"];
            continue;
        }
        if (e != 'u' || r->end - r->at < 4 || hex4(r->at) < 0) {
            fail(r, "bad escape in a string");
            break;
        }
        unsigned long code = (unsigned long)hex4(r->at);
        r->at += 4;
        if (code >= 0xD800 && code < 0xDC00) { /* a surrogate pair makes one character */
            if (r->end - r->at < 6 || r->at[0] != '\\' || r->at[1] != 'u' || hex4(r->at + 2) < 0xDC00 ||
                hex4(r->at + 2) > 0xDFFF) {
                fail(r, "bad escape in a string");
                break;
            }
            code = 0x10000 + ((code - 0xD800) << 10) + ((unsigned long)hex4(r->at + 2) - 0xDC00);
            r->at += 6;
        } else if (code >= 0xDC00 && code < 0xE000) {
            fail(r, "bad escape in a string");
            break;
        }
        if (code == 0) {
            fail(r, "NUL in a string");
            break;
        }
        n += put_utf8(text + n, code);
    }
    free(text);
    return NULL;
}

static bool value(reader *r, rbg_json *out, int depth);

/* Skips blanks, then `c` if it comes next; says whether it did. */
static bool take(reader *r, char c)
{
    skip_blanks(r);
    if (r->at < r->end && *r->at == c) {
        r->at++;
        return true;
    }
    return false;
}

static bool array(reader *r, rbg_json *out, int depth)
{
    out->type = RBG_JSON_ARRAY;
    size_t cap = 0;
    if (take(r, ']'))
        return true;
    for (;;) {
        out->items = grow(out->items, &cap, out->n, sizeof *out->items);
        memset(&out->items[out->n], 0, sizeof *out->items);
        out->n++;
        if (!value(r, &out->items[out->n - 1], depth + 1))
            return false;
        if (take(r, ','))
            continue;
        if (take(r, ']'))
            return true;
        return fail(r, "expected ',' or ']'");
    }
}

static bool object(reader *r, rbg_json *out, int depth)
{
    out->type = RBG_JSON_OBJECT;
    size_t cap = 0, key_cap = 0;
    if (take(r, '}'))
        return true;
    for (;;) {
        if (!take(r, '"'))
            return fail(r, "expected a key");
        char *key = string_body(r);
        if (key == NULL)
            return false;
        out->items = grow(out->items, &cap, out->n, sizeof *out->items);
        out->keys = grow(out->keys, &key_cap, out->n, sizeof *out->keys);
        memset(&out->items[out->n], 0, sizeof *out->items);
        out->keys[out->n] = key;
        out->n++;
        if (!take(r, ':'))
            return fail(r, "expected ':'");
        if (!value(r, &out->items[out->n - 1], depth + 1))
            return false;
        if (take(r, ','))
            continue;
        if (take(r, '}'))
            return true;
        return fail(r, "expected ',' or '}'");
    }
}

static bool value(reader *r, rbg_json *out, int depth)
{
    if (depth > RBG_JSON_MAX_DEPTH)
        return fail(r, "nested too deeply");
    skip_blanks(r);
    if (r->at == r->end)
        return fail(r, "unexpected end");
    switch (*r->at) {
    case '{':
        r->at++;
        return object(r, out, depth);
    case '[':
        r->at++;
        return array(r, out, depth);
    case '"':
        r->at++;
        out->type = RBG_JSON_STRING;
        out->text = string_body(r);
        return out->text != NULL;
    case 't':
        out->type = RBG_JSON_BOOL;
        out->boolean = true;
        return literal(r, "true");
    case 'f':
        out->type = RBG_JSON_BOOL;
        return literal(r, "false");
    case 'n':
        out->type = RBG_JSON_NULL;
        return literal(r, "null");
    default:
        return number(r, out);
    }
}

static void clear(rbg_json *v)
{
    for (size_t i = 0; i < v->n; i++) {
        clear(&v->items[i]);
        if (v->keys != NULL)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->text);
}

rbg_json *rbg_json_parse(const char *text, size_t length, char *error, size_t error_size)
{
    reader r = {text, text + length, error, error_size, false};
    rbg_json *root = calloc(1, sizeof *root);
    if (root == NULL)
        abort();
    if (value(&r, root, 0)) {
        skip_blanks(&r);
        if (r.at == r.end)
            return root;
        fail(&r, "text after the value");
    }
    rbg_json_free(root);
    return NULL;
}

void rbg_json_free(rbg_json *value)
{
    if (value == NULL)
        return;
    clear(value);
    free(value);
}

const rbg_json *rbg_json_get(const rbg_json *object, const char *key)
{
    if (object == NULL || object->type != RBG_JSON_OBJECT)
        return NULL;
    for (size_t i = 0; i < object->n; i++)
        if (strcmp(object->keys[i], key) == 0)
            return &object->items[i];
    return NULL;
}

const char *rbg_json_string(const rbg_json *value)
{
    return value != NULL && value->type == RBG_JSON_STRING ? value->text : NULL;
}

bool rbg_json_u64(const rbg_json *value, uint64_t *out)
{
    if (value == NULL || (value->type != RBG_JSON_NUMBER && value->type != RBG_JSON_STRING) ||
        !is_digit(value->text[0]))
        return false;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(value->text, &end, 10);
    if (errno != 0 || *end != '\0')
        return false;
    *out = n;
    return true;
}

bool rbg_json_number(const rbg_json *value, double *out)
{
    if (value == NULL || value->type != RBG_JSON_NUMBER)
        return false;
    *out = strtod(value->text, NULL);
    return true;
}

void rbg_json_put_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p < 0x20 || *p == 0x7F)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}
