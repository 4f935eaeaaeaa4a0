/* A small JSON reader and string writer, for the match files (JSON lines) that `rbg match`
 * writes and `--resume` and `rbg merge` read back.  Numbers keep their text, so 64-bit seeds
 * survive exactly.  Nesting deeper than RBG_JSON_MAX_DEPTH is refused rather than recursed. */
#ifndef RBG_JSON_H
#define RBG_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum { RBG_JSON_MAX_DEPTH = 32 };

typedef enum {
    RBG_JSON_NULL,
    RBG_JSON_BOOL,
    RBG_JSON_NUMBER,
    RBG_JSON_STRING,
    RBG_JSON_ARRAY,
    RBG_JSON_OBJECT
} rbg_json_type;

typedef struct rbg_json rbg_json;
struct rbg_json {
    rbg_json_type type;
    bool boolean;
    char *text;      /* a string (decoded, NUL-terminated) or a number as written */
    rbg_json *items; /* the elements of an array, the values of an object */
    char **keys;     /* the keys of an object */
    size_t n;
};

/* Parses `length` bytes holding exactly one value (surrounding blanks allowed); NULL with a
 * short reason in `error` otherwise. */
rbg_json *rbg_json_parse(const char *text, size_t length, char *error, size_t error_size);
void rbg_json_free(rbg_json *value);

/* The value of `key` in an object (the first, if repeated); NULL if absent or not an object. */
const rbg_json *rbg_json_get(const rbg_json *object, const char *key);
/* The string, or NULL when the value is absent or no string. */
const char *rbg_json_string(const rbg_json *value);
/* A whole number from 0 to 2^64-1, or a string of its decimal digits (how match files write
 * seeds, which JSON readers that use doubles would round); false for anything else. */
bool rbg_json_u64(const rbg_json *value, uint64_t *out);
/* Any number; false for anything else. */
bool rbg_json_number(const rbg_json *value, double *out);

/* Writes `text` as a JSON string, quotes included. */
void rbg_json_put_string(FILE *out, const char *text);

#endif
