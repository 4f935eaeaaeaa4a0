/* Match files: what `rbg match` writes, one JSON object per line, and `--resume` and `rbg merge`
 * read back.  The first line is the header, which says which match the file belongs to; each
 * further line is one finished game (docs/commands.md lists the keys).  A kill can leave the last
 * line cut short (no final newline); reading drops such a line and says how much of the file is
 * whole, so a resumed match can cut it off before appending. */
#ifndef RBG_MATCH_FILE_H
#define RBG_MATCH_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "match_stats.h"

/* The format's version, and the most games a match may have (a bitmap of them is kept). */
enum { RBG_MATCH_FORMAT = 1, RBG_MATCH_MAX_GAMES = 100000000 };

typedef struct {
    char *game;       /* the game's name (file name without .rbg) */
    char *game_file;  /* the path given (for people; not compared) */
    char *game_hash;  /* FNV-1a 64 of the game file's bytes, 16 hex digits */
    char *agent_a, *agent_b;
    uint64_t games, seed;
    double time;      /* seconds per move, 0: none */
    uint64_t states;  /* nodal states per move, 0: none */
    uint64_t max_length, max_nodes;
    char *split;
    char *backend;    /* the reasoner used (for people; both backends play the same games) */
    uint64_t shard, shards; /* this file holds the games g with g % shards == shard - 1 */
} rbg_match_header;

/* What the statistics need from a game line. */
typedef struct {
    uint64_t index;
    rbg_match_result result;
    bool a_first;
    char forfeit;     /* 'a' or 'b': that side lost by giving no move (an external agent); 0: no */
} rbg_match_record;

typedef struct {
    bool has_header;
    rbg_match_header header;
    rbg_match_record *records;
    size_t n_records, cap_records;
    size_t whole_length; /* bytes in whole lines; anything after was cut short */
    bool truncated;      /* a last line without its newline was dropped */
} rbg_match_file;

/* The header as one line, newline included (malloc'd). */
char *rbg_match_header_line(const rbg_match_header *header);
void rbg_match_header_free(rbg_match_header *header);

/* The name of the first field in which the two headers describe different matches, or NULL
 * when they are the same match.  The shard is compared only if `with_shard`. */
const char *rbg_match_header_differs(const rbg_match_header *a, const rbg_match_header *b,
                                     bool with_shard);

/* Parses one game line (no newline); false with a reason in `error`. */
bool rbg_match_record_parse(const char *line, size_t length, rbg_match_record *out, char *error,
                            size_t error_size);

/* Parses a whole file's text.  An empty text (or only a cut-short first line) has no header.
 * False with `LINE: reason` in `error` for a file that is not a match file, a malformed whole
 * line, or a game outside the header's games or shard. */
bool rbg_match_file_parse(const char *text, size_t length, rbg_match_file *out, char *error,
                          size_t error_size);
/* Reads and parses a file; `*missing` tells a file that does not exist (not an error). */
bool rbg_match_file_read(const char *path, rbg_match_file *out, bool *missing, char *error,
                         size_t error_size);
void rbg_match_file_free(rbg_match_file *file);

/* FNV-1a 64 of a file's bytes as 16 hex digits into `out`; false with a reason in `error`. */
bool rbg_match_hash_file(const char *path, char out[17], char *error, size_t error_size);

#endif
