/* Compiled modules: the cache directory, the key, running the compiler, dlopen.
 *
 * The key is a SHA-256 (nettle) over length-prefixed fields: a format tag, the source key, the
 * compiler's name and the first line of its `--version`, and every flag.  With 256 bits a
 * collision, which would load the wrong code, is out of reach, so nothing but the module is
 * stored; nettle is a small plain-C Debian library that hashes without allocating.
 *
 * No -march=native by default: the cache usually lives in the home directory, which may be
 * shared between machines of different CPUs, and the key does not name the CPU.  Users who want
 * it set RBG_CFLAGS="-O2 -march=native".  The one exception is -mpopcnt on an x86 processor that
 * has the instruction (every one since 2008): placement playouts count moves with popcount, which
 * is otherwise a library call; the flag is part of the key, so a machine without it gets its own
 * entry. */
#include "module_cache.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <nettle/sha2.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* Changed whenever modules are built differently, so that older cache entries are not reused. */
#define CACHE_FORMAT "rbg-module-cache 1"
#define DEFAULT_FLAGS "-O2"
/* Seconds a compiler run may take (RBG_CC_TIMEOUT): a compiler that hangs must not hang rbg.
 * The largest games compile in well under a minute. */
#define DEFAULT_TIMEOUT 600.0
#define WHITESPACE " \t\n\r\v\f"

/* What one load works out; freed by job_free. */
typedef struct {
    const rbg_module_request *request;
    const char *cc; /* program name (looked up in PATH) or path */
    bool cc_from_env;
    char *flag_text; /* a copy of the flags, split in place */
    char **flags;    /* [n_flags], pointing into flag_text */
    size_t n_flags;
    double timeout;  /* seconds per compiler run */
    char *dir;  /* the cache directory */
    char *path; /* dir/<key>.so */
    bool stale;      /* the build replaces a cached module that did not load */
    double started;  /* when the build began, for the progress line */
    bool announced;  /* the progress line is out */
    char *error;
    size_t error_size;
} job;

static void job_free(job *j)
{
    free(j->flag_text);
    free(j->flags);
    free(j->dir);
    free(j->path);
}

static bool __attribute__((format(printf, 2, 3))) fail(job *j, const char *format, ...)
{
    if (j->error_size == 0)
        return false;
    va_list args;
    va_start(args, format);
    vsnprintf(j->error, j->error_size, format, args);
    va_end(args);
    for (char *c = j->error; *c != '\0'; c++) /* the message is one line, whatever it quotes */
        if (*c == '\n' || *c == '\r')
            *c = ' ';
    return false;
}

/* A freshly allocated formatted string, or NULL when memory runs out. */
static char *__attribute__((format(printf, 1, 2))) new_text(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    int length = vsnprintf(NULL, 0, format, args);
    va_end(args);
    char *text = length < 0 ? NULL : malloc((size_t)length + 1);
    if (text != NULL) {
        va_start(args, format);
        vsnprintf(text, (size_t)length + 1, format, args);
        va_end(args);
    }
    return text;
}

/* An environment variable, where empty counts as unset. */
static const char *env(const char *name)
{
    const char *value = getenv(name);
    return value != NULL && value[strspn(value, WHITESPACE)] != '\0' ? value : NULL;
}

/* The flags for the system compiler: DEFAULT_FLAGS, plus -mpopcnt where it pays (see above). */
static const char *default_flags(void)
{
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("popcnt"))
        return DEFAULT_FLAGS " -mpopcnt";
#endif
    return DEFAULT_FLAGS;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static bool settle_timeout(job *j)
{
    const char *text = env("RBG_CC_TIMEOUT");
    j->timeout = DEFAULT_TIMEOUT;
    if (text == NULL)
        return true;
    char *end;
    errno = 0;
    double value = strtod(text, &end);
    end += strspn(end, WHITESPACE);
    if (errno != 0 || *end != '\0' || !(value > 0) || value > 1e9)
        return fail(j, "RBG_CC_TIMEOUT must be a number of seconds above 0, not '%s'", text);
    j->timeout = value;
    return true;
}

static bool settle_compiler(job *j)
{
    if (!settle_timeout(j))
        return false;
    j->cc = env("RBG_CC");
    j->cc_from_env = j->cc != NULL;
    if (j->cc == NULL)
        j->cc = "cc";
    const char *flags = env("RBG_CFLAGS");
    j->flag_text = strdup(flags != NULL ? flags : j->cc_from_env ? DEFAULT_FLAGS : default_flags());
    size_t most = j->flag_text == NULL ? 0 : strlen(j->flag_text) / 2 + 1; /* words, at most */
    j->flags = most == 0 ? NULL : malloc(most * sizeof *j->flags);
    if (j->flags == NULL)
        return fail(j, "out of memory");
    char *rest = NULL;
    for (char *flag = strtok_r(j->flag_text, WHITESPACE, &rest); flag != NULL;
         flag = strtok_r(NULL, WHITESPACE, &rest))
        j->flags[j->n_flags++] = flag;
    return true;
}

/* mkdir -p with mode 0700: the cache holds code that gets loaded, so only its owner may write. */
static bool make_dirs(job *j)
{
    char *dir = j->dir;
    for (char *slash = strchr(dir + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash != NULL)
            *slash = '\0';
        struct stat st;
        int err = mkdir(dir, 0700) == 0 ? 0 : errno;
        /* Some file systems answer EACCES or EROFS for a directory that already exists. */
        if (err != 0 && err != EEXIST && stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
            err = 0;
        if (slash != NULL)
            *slash = '/';
        if (err != 0 && err != EEXIST)
            return fail(j, "cannot create the cache directory '%s': %s", dir, strerror(err));
        if (slash == NULL)
            return true;
    }
}

/* "a//b/" -> "a/b": the directory is quoted in messages and starts the module's path. */
static void tidy_path(char *path)
{
    char *to = path;
    for (const char *from = path; *from != '\0'; from++)
        if (*from != '/' || to == path || to[-1] != '/')
            *to++ = *from;
    if (to > path + 1 && to[-1] == '/')
        to--;
    *to = '\0';
}

static bool settle_dir(job *j)
{
    const char *cache = env("RBG_CACHE"), *xdg = env("XDG_CACHE_HOME"), *home = env("HOME");
    if (cache != NULL)
        j->dir = strdup(cache);
    else if (xdg != NULL && xdg[0] == '/') /* the XDG rule: a relative value is ignored */
        j->dir = new_text("%s/rbg", xdg);
    else if (home != NULL)
        j->dir = new_text("%s/.cache/rbg", home);
    else
        return fail(j, "no cache directory for compiled modules: HOME is not set; set RBG_CACHE");
    if (j->dir == NULL)
        return fail(j, "out of memory");
    tidy_path(j->dir);
    if (!make_dirs(j))
        return false;
    struct stat st;
    if (stat(j->dir, &st) != 0)
        return fail(j, "cannot use the cache directory '%s': %s", j->dir, strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return fail(j, "cannot use the cache directory '%s': it is not a directory", j->dir);
    /* Whoever can write the directory can plant code that this process would load. */
    if (st.st_uid != geteuid())
        return fail(j, "refusing the cache directory '%s': it belongs to another user; "
                       "set RBG_CACHE", j->dir);
    if (st.st_mode & S_IWOTH)
        return fail(j, "refusing the cache directory '%s': other users can write it (chmod o-w)",
                    j->dir);
    if (access(j->dir, W_OK | X_OK) != 0)
        return fail(j, "cannot write the cache directory '%s': %s", j->dir, strerror(errno));
    return true;
}

/* Starts argv with stdin from /dev/null and stdout and stderr into `out`. */
static bool spawn(job *j, char *const argv[], int out, pid_t *pid)
{
    posix_spawn_file_actions_t actions;
    int err = posix_spawn_file_actions_init(&actions);
    if (err != 0)
        return fail(j, "cannot start the C compiler '%s': %s", j->cc, strerror(err));
    err = posix_spawn_file_actions_adddup2(&actions, out, 1);
    if (err == 0)
        err = posix_spawn_file_actions_adddup2(&actions, out, 2);
    if (err == 0) /* after the dup2s, in case `out` is descriptor 0 */
        err = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (err == 0)
        err = posix_spawnp(pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (err == 0)
        return true;
    if (err == ENOENT)
        return j->cc_from_env ? fail(j, "no C compiler found ('%s', from RBG_CC)", j->cc)
                              : fail(j, "no C compiler found ('%s'); set RBG_CC", j->cc);
    return fail(j, "cannot run the C compiler '%s': %s", j->cc, strerror(err));
}

/* The progress line, once the build has run long enough (see rbg_module_request). */
static void maybe_announce(job *j)
{
    const rbg_module_request *r = j->request;
    if (j->announced || r->quiet || j->started == 0 || now() - j->started < r->notice_after)
        return;
    j->announced = true;
    fprintf(stderr, "rbg: compiling %s%s (%s; cached in %s)\n", r->name ? r->name : "the reasoner",
            j->stale ? " again" : "", j->stale ? "the cached module did not load" : "first use",
            j->dir);
}

/* Waits for the compiler, printing the progress line when it is due; a compiler still running
 * at `deadline` is killed (its own children, if any, are left to finish on their own). */
static bool wait_for(job *j, pid_t pid, int *status, double deadline)
{
    for (;;) {
        pid_t done = waitpid(pid, status, WNOHANG);
        if (done == pid)
            return true;
        if (done < 0 && errno != EINTR)
            return fail(j, "cannot wait for the C compiler '%s': %s", j->cc, strerror(errno));
        maybe_announce(j);
        if (now() >= deadline) {
            kill(pid, SIGKILL);
            while (waitpid(pid, status, 0) < 0 && errno == EINTR)
                continue;
            return fail(j, "the C compiler '%s' did not finish within %g s, so it was stopped "
                           "(RBG_CC_TIMEOUT sets the limit)", j->cc, j->timeout);
        }
        struct timespec pause = {0, 5000000}; /* 5 ms: nothing next to a compile's time */
        nanosleep(&pause, NULL);
    }
}

static void close_on_exec(int fd)
{
    fcntl(fd, F_SETFD, FD_CLOEXEC);
}

/* The first line that `CC --version` prints (on either stream): the compiler's identity.  A
 * compiler without --version still gets a stable identity from its complaint about it. */
static bool compiler_identity(job *j, char *line, size_t size)
{
    int ends[2];
    if (pipe(ends) != 0)
        return fail(j, "cannot create a pipe: %s", strerror(errno));
    close_on_exec(ends[0]);
    close_on_exec(ends[1]);
    char *argv[] = {(char *)j->cc, "--version", NULL};
    pid_t pid;
    bool started = spawn(j, argv, ends[1], &pid);
    close(ends[1]);
    size_t n = 0;
    bool line_done = false;
    char buffer[4096];
    double deadline = now() + j->timeout;
    /* Read to the end, so that the compiler never blocks on a full pipe, but not past the
     * deadline: a compiler that never ends its output is stopped by wait_for. */
    for (struct pollfd ready = {.fd = ends[0], .events = POLLIN}; started;) {
        double left = deadline - now();
        if (left <= 0)
            break;
        int polled = poll(&ready, 1, left > 1 ? 1000 : (int)(left * 1000) + 1);
        if (polled < 0 && errno != EINTR)
            break;
        if (polled <= 0)
            continue;
        ssize_t got = read(ends[0], buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        for (ssize_t i = 0; i < got && !line_done; i++) {
            if (buffer[i] == '\n' || n + 1 >= size)
                line_done = true;
            else if (buffer[i] != '\r')
                line[n++] = buffer[i];
        }
    }
    close(ends[0]);
    line[n] = '\0';
    int status;
    return started && wait_for(j, pid, &status, deadline);
}

static void hash_field(struct sha256_ctx *sha, const char *text)
{
    size_t length = strlen(text);
    char prefix[32];
    int n = snprintf(prefix, sizeof prefix, "%zu:", length);
    sha256_update(sha, (size_t)n, (const uint8_t *)prefix);
    sha256_update(sha, length, (const uint8_t *)text);
}

static void module_key(const job *j, const char *identity, char hex[2 * SHA256_DIGEST_SIZE + 1])
{
    struct sha256_ctx sha;
    sha256_init(&sha);
    hash_field(&sha, CACHE_FORMAT);
    hash_field(&sha, j->request->source_key);
    hash_field(&sha, j->cc);
    hash_field(&sha, identity);
    for (size_t i = 0; i < j->n_flags; i++)
        hash_field(&sha, j->flags[i]);
    uint8_t digest[SHA256_DIGEST_SIZE];
    sha256_digest(&sha, sizeof digest, digest);
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < sizeof digest; i++) {
        hex[2 * i] = digits[digest[i] >> 4];
        hex[2 * i + 1] = digits[digest[i] & 15];
    }
    hex[2 * SHA256_DIGEST_SIZE] = '\0';
}

/* A new empty file from a mkstemp template; -1 (and the error set) on failure. */
static int temporary(job *j, char *template)
{
    int fd = mkstemp(template);
    if (fd < 0)
        fail(j, "cannot create a file in the cache directory '%s': %s", j->dir, strerror(errno));
    else
        close_on_exec(fd);
    return fd;
}

static bool write_source(job *j, int fd)
{
    FILE *out = fdopen(fd, "w");
    if (out == NULL) {
        close(fd);
        return fail(j, "cannot write the generated source: %s", strerror(errno));
    }
    bool written = j->request->write_source(j->request->arg, out);
    bool flushed = fflush(out) == 0 && !ferror(out);
    int err = errno;
    if (fclose(out) != 0 && flushed) {
        flushed = false;
        err = errno;
    }
    if (!written)
        return fail(j, "the generated source could not be written");
    if (!flushed)
        return fail(j, "cannot write the generated source into '%s': %s", j->dir, strerror(err));
    return true;
}

/* The line of the compiler's output worth quoting: the first with "error:" (the form of gcc,
 * clang and the linkers), else the first that is not blank.  The temporary source is gone by
 * the time anyone reads the message, so its name becomes "generated source". */
static void quote_log(int fd, const char *source, char *line, size_t size)
{
    char text[16384];
    size_t n = 0;
    ssize_t got;
    if (lseek(fd, 0, SEEK_SET) == 0)
        while (n < sizeof text - 1 &&
               ((got = read(fd, text + n, sizeof text - 1 - n)) > 0 || (got < 0 && errno == EINTR)))
            n += got > 0 ? (size_t)got : 0;
    text[n] = '\0';
    const char *pick = text + strspn(text, WHITESPACE);
    const char *hit = strstr(text, "error:");
    if (hit != NULL) /* back to the start of its line */
        for (pick = hit; pick > text && pick[-1] != '\n';)
            pick--;
    const char *name = "";
    if (strncmp(pick, source, strlen(source)) == 0) {
        pick += strlen(source);
        name = "generated source";
    }
    snprintf(line, size, "%s%.*s", name, (int)strcspn(pick, "\r\n"), pick);
}

/* Runs the compiler on `source` into `output`, quoting its error on failure. */
static bool compile(job *j, char *source, char *output, int log)
{
    char **argv = malloc((j->n_flags + 10) * sizeof *argv);
    if (argv == NULL)
        return fail(j, "out of memory");
    size_t k = 0;
    argv[k++] = (char *)j->cc;
    argv[k++] = "-shared";
    argv[k++] = "-fPIC";
    for (size_t i = 0; i < j->n_flags; i++)
        argv[k++] = j->flags[i];
    argv[k++] = "-o";
    argv[k++] = output;
    argv[k++] = "-x"; /* the temporary source has no .c suffix (mkstemp cannot add one) */
    argv[k++] = "c";
    argv[k++] = source;
    argv[k] = NULL;
    pid_t pid;
    int status = 0;
    bool ran = spawn(j, argv, log, &pid) && wait_for(j, pid, &status, now() + j->timeout);
    free(argv);
    if (!ran)
        return false;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        struct stat st;
        if (stat(output, &st) != 0 || st.st_size == 0)
            return fail(j, "the C compiler '%s' produced no module", j->cc);
        return true;
    }
    char line[512];
    quote_log(log, source, line, sizeof line);
    const char *sep = line[0] != '\0' ? ": " : "";
    if (WIFSIGNALED(status))
        return fail(j, "the C compiler '%s' was killed by signal %d%s%s", j->cc, WTERMSIG(status),
                    sep, line);
    return fail(j, "the C compiler '%s' failed (exit %d)%s%s", j->cc, WEXITSTATUS(status), sep,
                line);
}

/* Writes the source and compiles it into temporaries of the cache directory, then renames the
 * module into place: rename is atomic, so a concurrent process sees no module or a whole one. */
static bool build(job *j, bool stale)
{
    j->stale = stale;
    j->started = now();
    maybe_announce(j);
    char *source = new_text("%s/tmp-source-XXXXXX", j->dir);
    char *output = new_text("%s/tmp-module-XXXXXX", j->dir);
    char *log = new_text("%s/tmp-log-XXXXXX", j->dir);
    bool named = source != NULL && output != NULL && log != NULL;
    if (!named)
        fail(j, "out of memory");
    int source_fd = named ? temporary(j, source) : -1;
    int output_fd = source_fd >= 0 ? temporary(j, output) : -1;
    int log_fd = output_fd >= 0 ? temporary(j, log) : -1;
    if (output_fd >= 0)
        close(output_fd); /* the file only reserves the name */
    bool ok = log_fd >= 0;
    if (ok)
        ok = write_source(j, source_fd); /* closes source_fd */
    else if (source_fd >= 0)
        close(source_fd);
    ok = ok && compile(j, source, output, log_fd);
    bool renamed = false;
    if (ok) {
        renamed = rename(output, j->path) == 0;
        if (!renamed)
            ok = fail(j, "cannot move the compiled module into '%s': %s", j->dir, strerror(errno));
    }
    if (source_fd >= 0)
        unlink(source);
    if (output_fd >= 0 && !renamed)
        unlink(output);
    if (log_fd >= 0) {
        close(log_fd);
        unlink(log);
    }
    free(source);
    free(output);
    free(log);
    return ok;
}

static bool open_module(job *j, rbg_module *module)
{
    dlerror();
    void *handle = dlopen(j->path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        return fail(j, "cannot load the compiled module: %s", why != NULL ? why : j->path);
    }
    void *symbol = dlsym(handle, j->request->symbol);
    if (symbol == NULL) {
        dlclose(handle);
        return fail(j, "the compiled module '%s' has no symbol '%s'", j->path, j->request->symbol);
    }
    module->handle = handle;
    module->symbol = symbol;
    module->path = j->path;
    j->path = NULL;
    return true;
}

bool rbg_module_load(const rbg_module_request *request, rbg_module *module, char *error,
                     size_t error_size)
{
    memset(module, 0, sizeof *module);
    if (error_size > 0)
        error[0] = '\0';
    job j = {.request = request, .error = error, .error_size = error_size};
    if (request->source_key == NULL || request->write_source == NULL || request->symbol == NULL)
        return fail(&j, "incomplete module request");
    char identity[256];
    char key[2 * SHA256_DIGEST_SIZE + 1];
    bool ok = settle_dir(&j) && settle_compiler(&j) &&
              compiler_identity(&j, identity, sizeof identity);
    if (ok) {
        module_key(&j, identity, key);
        j.path = new_text("%s/%s.so", j.dir, key);
        ok = j.path != NULL || fail(&j, "out of memory");
    }
    if (ok) {
        /* A cached file that does not load (truncated, foreign, stale) is rebuilt once. */
        bool cached = access(j.path, F_OK) == 0;
        ok = (cached && open_module(&j, module)) || (build(&j, cached) && open_module(&j, module));
    }
    job_free(&j);
    return ok;
}

void rbg_module_unload(rbg_module *module)
{
    if (module->handle != NULL)
        dlclose(module->handle);
    free(module->path);
    memset(module, 0, sizeof *module);
}
