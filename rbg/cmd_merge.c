/* rbg merge FILE...: one summary from the match files of the shards of a match. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "match_file.h"
#include "match_summary.h"

/* Adds one file to the merge; false after printing why it does not fit. */
static bool merge_file(const char *path, rbg_match_file *first, const char *first_path,
                       unsigned char **done, rbg_match_summary *summary, uint64_t *duplicates)
{
    rbg_match_file file;
    bool missing;
    char error[700];
    if (!rbg_match_file_read(path, &file, &missing, error, sizeof error))
        return rbg_cli_fail("merge: %s", error) == 0;
    if (missing)
        return rbg_cli_fail("merge: cannot read '%s': No such file or directory", path) == 0;
    bool ok = true;
    if (!file.has_header) {
        ok = rbg_cli_fail("merge: '%s' is not a match file (it has no header line)", path) == 0;
    } else if (*done == NULL) {
        *done = calloc(file.header.games, 1);
        if (*done == NULL)
            abort();
    } else {
        const char *field = rbg_match_header_differs(&first->header, &file.header, false);
        if (field != NULL)
            ok = rbg_cli_fail("merge: '%s' and '%s' are not from the same match (their %s differs)",
                              first_path, path, field) == 0;
    }
    for (size_t i = 0; ok && i < file.n_records; i++) {
        const rbg_match_record *record = &file.records[i];
        if ((*done)[record->index]) {
            (*duplicates)++;
            continue;
        }
        (*done)[record->index] = 1;
        rbg_match_summary_add(summary, record);
    }
    if (ok && !first->has_header)
        *first = file; /* keeps the first file's header for the comparisons and the summary */
    else
        rbg_match_file_free(&file);
    return ok;
}

int rbg_cmd_merge(const rbg_cli_options *o)
{
    if (o->n_files == 0)
        return rbg_cli_fail("merge: give one or more match files: rbg merge FILE...");
    rbg_match_file first = {0};
    unsigned char *done = NULL;
    rbg_match_summary summary = {0};
    uint64_t duplicates = 0;
    int status = 0;
    for (int i = 0; status == 0 && i < o->n_files; i++)
        if (!merge_file(o->files[i], &first, o->files[0], &done, &summary, &duplicates))
            status = 1;
    if (status == 0) {
        summary.expected = first.header.games;
        if (duplicates > 0 && !o->quiet)
            fprintf(stderr, "rbg: merge: %llu game%s found more than once, counted once\n",
                    (unsigned long long)duplicates, duplicates == 1 ? "" : "s");
        rbg_match_summary_print(&summary, &first.header, o->json, stdout);
    }
    free(done);
    rbg_match_file_free(&first);
    return status;
}
