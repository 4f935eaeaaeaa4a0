/* Match files: the header line, game lines, reading a file back. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json.h"
#include "match_file.h"

/* How every header line starts. */
#define HEADER_START "{\"rbg_match\": "

/* The shortest decimal form that reads back as the same double, so headers compare exactly. */
static void put_double(FILE *out, double value)
{
    char text[64];
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(text, sizeof text, "%.*g", digits, value);
        if (strtod(text, NULL) == value)
            break;
    }
    fputs(text, out);
}

char *rbg_match_header_line(const rbg_match_header *h)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL)
        abort();
    fprintf(out, HEADER_START "%d, \"game\": ", RBG_MATCH_FORMAT);
    rbg_json_put_string(out, h->game);
    fputs(", \"game_file\": ", out);
    rbg_json_put_string(out, h->game_file);
    fputs(", \"game_hash\": ", out);
    rbg_json_put_string(out, h->game_hash);
    fputs(", \"a\": ", out);
    rbg_json_put_string(out, h->agent_a);
    fputs(", \"b\": ", out);
    rbg_json_put_string(out, h->agent_b);
    fprintf(out, ", \"games\": %llu, \"seed\": \"%llu\", \"time\": ", (unsigned long long)h->games,
            (unsigned long long)h->seed);
    put_double(out, h->time);
    fprintf(out, ", \"states\": %llu, \"max_length\": %llu, \"max_nodes\": %llu, \"split\": ",
            (unsigned long long)h->states, (unsigned long long)h->max_length,
            (unsigned long long)h->max_nodes);
    rbg_json_put_string(out, h->split);
    fputs(", \"backend\": ", out);
    rbg_json_put_string(out, h->backend);
    fprintf(out, ", \"shard\": %llu, \"shards\": %llu}\n", (unsigned long long)h->shard,
            (unsigned long long)h->shards);
    fclose(out);
    return text;
}

void rbg_match_header_free(rbg_match_header *h)
{
    free(h->game);
    free(h->game_file);
    free(h->game_hash);
    free(h->agent_a);
    free(h->agent_b);
    free(h->split);
    free(h->backend);
    memset(h, 0, sizeof *h);
}

const char *rbg_match_header_differs(const rbg_match_header *a, const rbg_match_header *b,
                                     bool with_shard)
{
    if (strcmp(a->game, b->game) != 0)
        return "game";
    if (strcmp(a->game_hash, b->game_hash) != 0)
        return "game file's contents";
    if (strcmp(a->agent_a, b->agent_a) != 0)
        return "agent A";
    if (strcmp(a->agent_b, b->agent_b) != 0)
        return "agent B";
    if (a->games != b->games)
        return "number of games";
    if (a->seed != b->seed)
        return "seed";
    if (a->time != b->time)
        return "time per move";
    if (a->states != b->states)
        return "states per move";
    if (a->max_length != b->max_length)
        return "maximum length";
    if (a->max_nodes != b->max_nodes)
        return "node limit";
    if (strcmp(a->split, b->split) != 0)
        return "split strategy";
    if (with_shard && (a->shard != b->shard || a->shards != b->shards))
        return "shard";
    return NULL;
}

static char *dup_string(const rbg_json *object, const char *key, bool *ok)
{
    const char *text = rbg_json_string(rbg_json_get(object, key));
    if (text == NULL) {
        *ok = false;
        return NULL;
    }
    char *copy = strdup(text);
    if (copy == NULL)
        abort();
    return copy;
}

static bool header_from_json(const rbg_json *v, rbg_match_header *h)
{
    bool ok = true;
    h->game = dup_string(v, "game", &ok);
    h->game_file = dup_string(v, "game_file", &ok);
    h->game_hash = dup_string(v, "game_hash", &ok);
    h->agent_a = dup_string(v, "a", &ok);
    h->agent_b = dup_string(v, "b", &ok);
    h->split = dup_string(v, "split", &ok);
    h->backend = dup_string(v, "backend", &ok);
    ok = ok && rbg_json_u64(rbg_json_get(v, "games"), &h->games) && h->games >= 1 &&
         h->games <= RBG_MATCH_MAX_GAMES &&
         rbg_json_u64(rbg_json_get(v, "seed"), &h->seed) &&
         rbg_json_number(rbg_json_get(v, "time"), &h->time) &&
         rbg_json_u64(rbg_json_get(v, "states"), &h->states) &&
         rbg_json_u64(rbg_json_get(v, "max_length"), &h->max_length) &&
         rbg_json_u64(rbg_json_get(v, "max_nodes"), &h->max_nodes) &&
         rbg_json_u64(rbg_json_get(v, "shard"), &h->shard) &&
         rbg_json_u64(rbg_json_get(v, "shards"), &h->shards) && h->shards >= 1 &&
         h->shard >= 1 && h->shard <= h->shards;
    if (!ok)
        rbg_match_header_free(h);
    return ok;
}

bool rbg_match_record_parse(const char *line, size_t length, rbg_match_record *out, char *error,
                            size_t error_size)
{
    rbg_json *v = rbg_json_parse(line, length, error, error_size);
    if (v == NULL)
        return false;
    const rbg_json *first = rbg_json_get(v, "a_first");
    const char *result = rbg_json_string(rbg_json_get(v, "result"));
    bool ok = rbg_json_u64(rbg_json_get(v, "index"), &out->index) && first != NULL &&
              first->type == RBG_JSON_BOOL && result != NULL &&
              rbg_match_result_parse(result, &out->result);
    const char *forfeit = rbg_json_string(rbg_json_get(v, "forfeit"));
    if (ok) {
        out->a_first = first->boolean;
        out->forfeit = forfeit != NULL && (strcmp(forfeit, "a") == 0 || strcmp(forfeit, "b") == 0)
                           ? forfeit[0]
                           : 0;
    } else {
        snprintf(error, error_size, "not a game record (it needs index, a_first and result)");
    }
    rbg_json_free(v);
    return ok;
}

/* A file with no whole line yet may hold a header cut short by a kill; anything else is some
 * other file, which a resumed match must not take for an empty match file and overwrite. */
static bool may_be_cut_header(const char *text, size_t length)
{
    size_t n = length < sizeof HEADER_START - 1 ? length : sizeof HEADER_START - 1;
    return memcmp(text, HEADER_START, n) == 0;
}

static bool line_fail(char *error, size_t error_size, size_t line, const char *why)
{
    snprintf(error, error_size, "line %zu: %s", line, why);
    return false;
}

static bool add_line(rbg_match_file *f, const char *line, size_t length, size_t number,
                     char *error, size_t error_size)
{
    char why[256];
    if (!f->has_header) {
        rbg_json *v = rbg_json_parse(line, length, why, sizeof why);
        uint64_t format = 0;
        bool ok = v != NULL && rbg_json_u64(rbg_json_get(v, "rbg_match"), &format) &&
                  format == RBG_MATCH_FORMAT && header_from_json(v, &f->header);
        rbg_json_free(v);
        if (!ok)
            return line_fail(error, error_size, number, "not the header of an rbg match file");
        f->has_header = true;
        return true;
    }
    rbg_match_record record;
    if (!rbg_match_record_parse(line, length, &record, why, sizeof why))
        return line_fail(error, error_size, number, why);
    const rbg_match_header *h = &f->header;
    if (record.index >= h->games || record.index % h->shards != h->shard - 1 ||
        record.a_first != (record.index % 2 == 0)) {
        snprintf(why, sizeof why, "game %llu does not belong to this match or shard",
                 (unsigned long long)record.index);
        return line_fail(error, error_size, number, why);
    }
    if (f->n_records == f->cap_records) {
        f->cap_records = f->cap_records ? 2 * f->cap_records : 64;
        f->records = realloc(f->records, f->cap_records * sizeof *f->records);
        if (f->records == NULL)
            abort();
    }
    f->records[f->n_records++] = record;
    return true;
}

bool rbg_match_file_parse(const char *text, size_t length, rbg_match_file *out, char *error,
                          size_t error_size)
{
    memset(out, 0, sizeof *out);
    size_t start = 0, number = 0;
    while (start < length) {
        const char *newline = memchr(text + start, '\n', length - start);
        if (newline == NULL) { /* cut short by a kill: not a finished game */
            if (!out->has_header && !may_be_cut_header(text + start, length - start)) {
                rbg_match_file_free(out);
                return line_fail(error, error_size, number + 1, "not the header of an rbg match file");
            }
            out->truncated = true;
            break;
        }
        size_t end = (size_t)(newline - text);
        number++;
        if (!add_line(out, text + start, end - start, number, error, error_size)) {
            rbg_match_file_free(out);
            return false;
        }
        start = end + 1;
        out->whole_length = start;
    }
    return true;
}

bool rbg_match_file_read(const char *path, rbg_match_file *out, bool *missing, char *error,
                         size_t error_size)
{
    memset(out, 0, sizeof *out);
    *missing = false;
    /* Without blocking, so that a FIFO is refused rather than waited on for a writer. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENOENT) {
            *missing = true;
            return true;
        }
        snprintf(error, error_size, "cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    /* Only regular files: a device such as /dev/zero would never end. */
    struct stat st;
    const char *not_file = fstat(fd, &st) != 0 ? strerror(errno)
                           : S_ISDIR(st.st_mode)  ? strerror(EISDIR)
                           : !S_ISREG(st.st_mode) ? "not a regular file"
                                                  : NULL;
    FILE *in = not_file == NULL ? fdopen(fd, "rb") : NULL;
    if (not_file == NULL && in == NULL)
        not_file = strerror(errno);
    if (not_file != NULL) {
        snprintf(error, error_size, "cannot read '%s': %s", path, not_file);
        close(fd);
        return false;
    }
    char *text = NULL;
    size_t length = 0, cap = 0;
    int read_error = 0;
    for (;;) {
        if (length == cap) {
            cap = cap ? 2 * cap : 65536;
            text = realloc(text, cap);
            if (text == NULL)
                abort();
        }
        size_t got = fread(text + length, 1, cap - length, in);
        length += got;
        if (got == 0) {
            read_error = ferror(in) ? errno : 0;
            break;
        }
    }
    bool ok = !ferror(in);
    fclose(in);
    if (!ok) {
        snprintf(error, error_size, "cannot read '%s': %s", path, strerror(read_error));
    } else {
        char why[300];
        ok = rbg_match_file_parse(text, length, out, why, sizeof why);
        if (!ok)
            snprintf(error, error_size, "%s:%s", path, why);
    }
    free(text);
    return ok;
}

void rbg_match_file_free(rbg_match_file *f)
{
    if (f->has_header)
        rbg_match_header_free(&f->header);
    free(f->records);
    memset(f, 0, sizeof *f);
}

bool rbg_match_hash_file(const char *path, char out[17], char *error, size_t error_size)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL) {
        snprintf(error, error_size, "cannot read the game '%s': %s", path, strerror(errno));
        return false;
    }
    uint64_t hash = 0xcbf29ce484222325u;
    int c;
    while ((c = getc(in)) != EOF)
        hash = (hash ^ (uint64_t)(unsigned char)c) * 0x100000001b3u;
    bool ok = !ferror(in);
    fclose(in);
    if (!ok) {
        snprintf(error, error_size, "cannot read the game '%s'", path);
        return false;
    }
    snprintf(out, 17, "%016llx", (unsigned long long)hash);
    return true;
}
