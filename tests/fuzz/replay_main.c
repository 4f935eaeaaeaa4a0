/* The driver that replays kept inputs through a fuzz target without libFuzzer, so that every
 * build (gcc or clang, Release or sanitizers) checks them as an ordinary test:
 *   fuzz_TARGET_replay FILE_OR_DIRECTORY...
 * Files of a directory are replayed in name order (hidden files skipped).  A crash or a failed
 * requirement of the target ends the run like any failing test; exit 1 if a path cannot be read
 * or nothing was replayed. */
#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_target.h"

static bool replay_file(const char *path)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        fprintf(stderr, "replay: cannot read '%s': %s\n", path, strerror(errno));
        return false;
    }
    size_t capacity = 4096, size = 0;
    uint8_t *data = malloc(capacity);
    for (size_t n; (n = fread(data + size, 1, capacity - size, file)) > 0;) {
        size += n;
        if (size == capacity)
            data = realloc(data, capacity *= 2);
    }
    fclose(file);
    /* libFuzzer hands over a buffer of exactly the input's size; so does the replay, so that the
     * sanitizers see a read past its end. */
    uint8_t *input = malloc(size ? size : 1);
    memcpy(input, data, size);
    free(data);
    LLVMFuzzerTestOneInput(input, size);
    free(input);
    return true;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replays the files of a directory; -1 when it cannot be read. */
static int replay_directory(const char *path)
{
    DIR *dir = opendir(path);
    if (dir == NULL) {
        fprintf(stderr, "replay: cannot read '%s': %s\n", path, strerror(errno));
        return -1;
    }
    char **names = NULL;
    size_t n_names = 0;
    for (struct dirent *entry; (entry = readdir(dir)) != NULL;)
        if (entry->d_name[0] != '.') {
            names = realloc(names, (n_names + 1) * sizeof *names);
            names[n_names++] = strdup(entry->d_name);
        }
    closedir(dir);
    if (n_names > 1)
        qsort(names, n_names, sizeof *names, compare_names);
    int replayed = 0;
    for (size_t i = 0; i < n_names; i++) {
        size_t length = strlen(path) + strlen(names[i]) + 2;
        char *file = malloc(length);
        snprintf(file, length, "%s/%s", path, names[i]);
        struct stat st;
        if (stat(file, &st) == 0 && S_ISREG(st.st_mode)) {
            fprintf(stderr, "replay: %s\n", file);
            replayed += replay_file(file) ? 1 : 0;
        }
        free(file);
        free(names[i]);
    }
    free(names);
    return replayed;
}

int main(int argc, char **argv)
{
    int replayed = 0;
    bool failed = false;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            int n = replay_directory(argv[i]);
            failed |= n < 0;
            replayed += n > 0 ? n : 0;
        } else if (replay_file(argv[i])) {
            replayed++;
        } else {
            failed = true;
        }
    }
    fprintf(stderr, "replay: %d inputs replayed\n", replayed);
    return failed || replayed == 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
