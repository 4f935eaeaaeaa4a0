#include "source_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *fail(char *why, size_t why_size, const char *reason, int fd, char *data)
{
    snprintf(why, why_size, "%s", reason);
    if (fd >= 0)
        close(fd);
    free(data);
    return NULL;
}

static char *too_large(char *why, size_t why_size, int fd, char *data)
{
    char reason[128];
    snprintf(reason, sizeof reason, "it is larger than %d MiB, the most a game file may have",
             RBGC_GAME_FILE_MAX >> 20);
    return fail(why, why_size, reason, fd, data);
}

char *rbgc_read_game_file(const char *path, size_t *len, char *why, size_t why_size)
{
    /* O_NONBLOCK: opening a FIFO without a writer would otherwise wait for one. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(why, why_size, strerror(errno), -1, NULL);
    struct stat st;
    if (fstat(fd, &st) != 0)
        return fail(why, why_size, strerror(errno), fd, NULL);
    if (S_ISDIR(st.st_mode))
        return fail(why, why_size, strerror(EISDIR), fd, NULL);
    if (!S_ISREG(st.st_mode))
        return fail(why, why_size, "it is not a regular file (a game file cannot be a FIFO, a device or a socket)",
                    fd, NULL);
    if (st.st_size > RBGC_GAME_FILE_MAX)
        return too_large(why, why_size, fd, NULL);
    /* The file may grow while it is read: the limit is checked again on what is read. */
    size_t capacity = (size_t)st.st_size + 1, used = 0;
    char *data = malloc(capacity + 1);
    for (;;) {
        if (data == NULL)
            return fail(why, why_size, strerror(ENOMEM), fd, NULL);
        ssize_t got = read(fd, data + used, capacity - used);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return fail(why, why_size, strerror(errno), fd, data);
        if (got == 0)
            break;
        used += (size_t)got;
        if (used > RBGC_GAME_FILE_MAX)
            return too_large(why, why_size, fd, data);
        if (used == capacity) {
            capacity *= 2;
            char *bigger = realloc(data, capacity + 1);
            if (bigger == NULL)
                free(data);
            data = bigger;
        }
    }
    close(fd);
    data[used] = '\0';
    *len = used;
    return data;
}

bool rbgc_check_not_binary(const char *text, size_t len, rbgc_diags *diags)
{
    static const char ELF[] = "\x7f" "ELF";
    if (len >= 4 && memcmp(text, ELF, 4) == 0) {
        rbgc_error(diags, (rbgc_loc){0, 0, NULL},
                   "not an RBG game file (binary data at byte 0: an ELF header)");
        return false;
    }
    const char *nul = len > 0 ? memchr(text, '\0', len) : NULL;
    if (nul == NULL)
        return true;
    int line = 1;
    const char *line_start = text;
    for (const char *p = text; p < nul; p++)
        if (*p == '\n') {
            line++;
            line_start = p + 1;
        }
    /* No location on the message: quoting a line of binary data would print it. */
    rbgc_error(diags, (rbgc_loc){0, 0, NULL},
               "not an RBG game file (binary data at byte %zu, line %d, column %zu: a NUL byte)",
               (size_t)(nul - text), line, (size_t)(nul - line_start) + 1);
    return false;
}
