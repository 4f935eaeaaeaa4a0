/* The compiled-module cache: a tiny module is compiled, loaded and called; hits, misses and keys;
 * every failure returns false with a one-line reason; concurrent processes share one module.
 * Each test works in a fresh temporary directory, named by RBG_CACHE unless it tests the
 * defaults; the modules are compiled by the system's `cc`. */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "module_cache.h"

/* The source a request writes, and how many times it was asked for it. */
typedef struct {
    const char *text;
    int calls;
    bool fails;
} source;

static bool write_text(void *arg, FILE *out)
{
    source *s = arg;
    s->calls++;
    return !s->fails && fputs(s->text, out) >= 0;
}

static const char answer[] = "int rbg_test_answer(void) { return 42; }\n";

static rbg_module_request request(const char *key, source *s)
{
    return (rbg_module_request){.source_key = key, .write_source = write_text, .arg = s,
                                .symbol = "rbg_test_answer", .quiet = true};
}

static int call(const rbg_module *module)
{
    int (*function)(void);
    memcpy(&function, &module->symbol, sizeof function);
    return function();
}

/* A test's own directory: `root` is new and empty; RBG_CACHE is root/cache. */
typedef struct {
    char root[256];
    char cache[300];
} scratch;

static void scratch_open(scratch *s)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(s->root, sizeof s->root, "%s/rbg-module-test-XXXXXX", tmp != NULL ? tmp : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(s->root));
    snprintf(s->cache, sizeof s->cache, "%s/cache", s->root);
    setenv("RBG_CACHE", s->cache, 1);
    unsetenv("RBG_CC");
    unsetenv("RBG_CFLAGS");
}

static void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        chmod(path, 0700);
        DIR *dir = opendir(path);
        for (struct dirent *e; dir != NULL && (e = readdir(dir)) != NULL;) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char child[1024];
            snprintf(child, sizeof child, "%s/%s", path, e->d_name);
            remove_tree(child);
        }
        if (dir != NULL)
            closedir(dir);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static void scratch_close(scratch *s)
{
    remove_tree(s->root);
    unsetenv("RBG_CACHE");
}

/* The names in a directory (not . and ..), space-separated, and their count. */
static int list_dir(const char *path, char *names, size_t size)
{
    int count = 0;
    names[0] = '\0';
    DIR *dir = opendir(path);
    ck_assert_ptr_nonnull(dir);
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        size_t used = strlen(names);
        snprintf(names + used, size - used, "%s%s", count ? " " : "", e->d_name);
        count++;
    }
    closedir(dir);
    return count;
}

static bool ends_with(const char *text, const char *suffix)
{
    size_t n = strlen(text), m = strlen(suffix);
    return n >= m && strcmp(text + n - m, suffix) == 0;
}

/* A failed load: false, an empty module, and a one-line reason containing `expected`. */
static void check_failure(const rbg_module_request *req, const char *expected)
{
    rbg_module module;
    char error[512];
    ck_assert(!rbg_module_load(req, &module, error, sizeof error));
    ck_assert_ptr_null(module.handle);
    ck_assert_ptr_null(module.symbol);
    ck_assert_ptr_null(module.path);
    ck_assert_msg(strstr(error, expected) != NULL, "'%s' does not contain '%s'", error, expected);
    ck_assert_ptr_null(strchr(error, '\n'));
    rbg_module_unload(&module); /* harmless on an empty module */
}

START_TEST(test_compiles_loads_and_calls)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    rbg_module module;
    char error[512];
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    ck_assert_str_eq(error, "");
    ck_assert_int_eq(call(&module), 42);
    ck_assert_int_eq(text.calls, 1);
    /* The module is cache/<64 hex digits>.so, and nothing else is left there. */
    ck_assert_uint_eq(strlen(module.path), strlen(s.cache) + 1 + 64 + 3);
    ck_assert(strncmp(module.path, s.cache, strlen(s.cache)) == 0);
    const char *name = module.path + strlen(s.cache) + 1;
    ck_assert_uint_eq(strspn(name, "0123456789abcdef"), 64);
    ck_assert_str_eq(name + 64, ".so");
    char names[1024];
    ck_assert_int_eq(list_dir(s.cache, names, sizeof names), 1);
    ck_assert_str_eq(names, name);
    struct stat st;
    ck_assert_int_eq(stat(s.cache, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0700);
    rbg_module_unload(&module);
    ck_assert_ptr_null(module.handle);
    ck_assert_ptr_null(module.path);
    scratch_close(&s);
}
END_TEST

START_TEST(test_second_load_is_a_cache_hit)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    rbg_module first, second;
    char error[512];
    ck_assert_msg(rbg_module_load(&req, &first, error, sizeof error), "%s", error);
    struct stat before, after;
    ck_assert_int_eq(stat(first.path, &before), 0);
    ck_assert_msg(rbg_module_load(&req, &second, error, sizeof error), "%s", error);
    ck_assert_int_eq(text.calls, 1);
    ck_assert_str_eq(second.path, first.path);
    ck_assert_int_eq(call(&first), 42);
    ck_assert_int_eq(call(&second), 42);
    rbg_module_unload(&first);
    rbg_module_unload(&second);
    ck_assert_msg(rbg_module_load(&req, &second, error, sizeof error), "%s", error);
    ck_assert_int_eq(text.calls, 1);
    ck_assert_int_eq(call(&second), 42);
    ck_assert_int_eq(stat(second.path, &after), 0);
    ck_assert_uint_eq(after.st_ino, before.st_ino);
    ck_assert_int_eq(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    ck_assert_int_eq(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    rbg_module_unload(&second);
    scratch_close(&s);
}
END_TEST

/* The source key and the flags are in the key; the flags reach the compiler word by word. */
START_TEST(test_keys_and_flags_separate_modules)
{
    scratch s;
    scratch_open(&s);
    source a = {.text = answer}, b = {.text = "int rbg_test_answer(void) { return 7; }\n"};
    rbg_module_request req_a = request("game a", &a), req_b = request("game b", &b);
    rbg_module ma, mb;
    char error[512];
    ck_assert_msg(rbg_module_load(&req_a, &ma, error, sizeof error), "%s", error);
    ck_assert_msg(rbg_module_load(&req_b, &mb, error, sizeof error), "%s", error);
    ck_assert_str_ne(ma.path, mb.path);
    ck_assert_int_eq(call(&ma), 42);
    ck_assert_int_eq(call(&mb), 7);
    rbg_module_unload(&ma);
    rbg_module_unload(&mb);

    source flagged = {.text = "int rbg_test_answer(void) { return ANSWER; }\n"};
    rbg_module_request req = request("flagged", &flagged);
    rbg_module m1, m2;
    setenv("RBG_CFLAGS", "  -O0\t-DANSWER=5 ", 1);
    ck_assert_msg(rbg_module_load(&req, &m1, error, sizeof error), "%s", error);
    setenv("RBG_CFLAGS", "-O1 -DANSWER=6", 1);
    ck_assert_msg(rbg_module_load(&req, &m2, error, sizeof error), "%s", error);
    ck_assert_int_eq(flagged.calls, 2);
    ck_assert_str_ne(m1.path, m2.path);
    ck_assert_int_eq(call(&m1), 5);
    ck_assert_int_eq(call(&m2), 6);
    rbg_module_unload(&m1);
    rbg_module_unload(&m2);
    char names[1024];
    ck_assert_int_eq(list_dir(s.cache, names, sizeof names), 4);
    scratch_close(&s);
}
END_TEST

START_TEST(test_missing_compiler)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    setenv("RBG_CC", "/nonexistent/cc", 1);
    check_failure(&req, "no C compiler found ('/nonexistent/cc', from RBG_CC)");
    /* The default `cc`, not in PATH. */
    unsetenv("RBG_CC");
    char *path = strdup(getenv("PATH") != NULL ? getenv("PATH") : "/usr/bin:/bin");
    setenv("PATH", s.root, 1);
    check_failure(&req, "no C compiler found ('cc'); set RBG_CC");
    setenv("PATH", path, 1);
    free(path);
    ck_assert_int_eq(text.calls, 0);
    char names[1024];
    ck_assert_int_eq(list_dir(s.cache, names, sizeof names), 0);
    scratch_close(&s);
}
END_TEST

START_TEST(test_unusable_cache_directory)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    char file[512], dir[600];
    snprintf(file, sizeof file, "%s/file", s.root);
    FILE *f = fopen(file, "w");
    ck_assert_ptr_nonnull(f);
    fclose(f);
    snprintf(dir, sizeof dir, "%s/sub/cache", file);
    setenv("RBG_CACHE", dir, 1);
    char expected[700];
    snprintf(expected, sizeof expected, "cannot create the cache directory '%s': Not a directory",
             dir);
    check_failure(&req, expected);
    /* A directory others may write is refused: they could plant code in it. */
    snprintf(dir, sizeof dir, "%s/open", s.root);
    ck_assert_int_eq(mkdir(dir, 0700), 0);
    ck_assert_int_eq(chmod(dir, 0777), 0);
    setenv("RBG_CACHE", dir, 1);
    snprintf(expected, sizeof expected, "refusing the cache directory '%s'", dir);
    check_failure(&req, expected);
    ck_assert_int_eq(text.calls, 0);
    scratch_close(&s);
}
END_TEST

START_TEST(test_compiler_error_is_quoted)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = "int rbg_test_answer(void) { return 42 }\n"};
    rbg_module_request req = request("syntax error", &text);
    rbg_module module;
    char error[512];
    ck_assert(!rbg_module_load(&req, &module, error, sizeof error));
    ck_assert_ptr_null(module.handle);
    /* e.g. the C compiler 'cc' failed (exit 1): generated source:1:39: error: expected ';' ... */
    const char *start = "the C compiler 'cc' failed (exit 1): generated source:1:";
    ck_assert_msg(strncmp(error, start, strlen(start)) == 0, "%s", error);
    ck_assert_msg(strstr(error, "error: expected") != NULL, "%s", error);
    ck_assert_ptr_null(strchr(error, '\n'));
    ck_assert_int_eq(text.calls, 1);
    char names[1024];
    ck_assert_msg(list_dir(s.cache, names, sizeof names) == 0, "left behind: %s", names);
    scratch_close(&s);
}
END_TEST

START_TEST(test_source_writer_failure)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer, .fails = true};
    rbg_module_request req = request("answer", &text);
    check_failure(&req, "the generated source could not be written");
    ck_assert_int_eq(text.calls, 1);
    char names[1024];
    ck_assert_msg(list_dir(s.cache, names, sizeof names) == 0, "left behind: %s", names);
    scratch_close(&s);
}
END_TEST

/* A cached file that does not load is rebuilt once; a module without the symbol fails. */
START_TEST(test_broken_module_is_rebuilt)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    rbg_module module;
    char error[512];
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    char path[1024];
    snprintf(path, sizeof path, "%s", module.path);
    rbg_module_unload(&module);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("garbage, not an ELF file\n", f);
    fclose(f);
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    ck_assert_int_eq(text.calls, 2);
    ck_assert_str_eq(module.path, path);
    ck_assert_int_eq(call(&module), 42);
    rbg_module_unload(&module);

    source other = {.text = "int rbg_other(void) { return 1; }\n"};
    rbg_module_request wrong = request("no symbol", &other);
    check_failure(&wrong, "has no symbol 'rbg_test_answer'");
    ck_assert_int_eq(other.calls, 1);
    check_failure(&wrong, "has no symbol 'rbg_test_answer'");
    ck_assert_int_eq(other.calls, 2); /* found broken, rebuilt once, still broken */
    scratch_close(&s);
}
END_TEST

/* Without RBG_CACHE: $XDG_CACHE_HOME/rbg when absolute, else $HOME/.cache/rbg. */
START_TEST(test_default_directories)
{
    scratch s;
    scratch_open(&s);
    unsetenv("RBG_CACHE");
    char *home = getenv("HOME") != NULL ? strdup(getenv("HOME")) : NULL;
    char *xdg = getenv("XDG_CACHE_HOME") != NULL ? strdup(getenv("XDG_CACHE_HOME")) : NULL;
    char dir[512], expected[600];
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    rbg_module module;
    char error[512];

    snprintf(dir, sizeof dir, "%s/xdg/", s.root);
    setenv("XDG_CACHE_HOME", dir, 1);
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    snprintf(expected, sizeof expected, "%s/xdg/rbg/", s.root);
    ck_assert(strncmp(module.path, expected, strlen(expected)) == 0);
    rbg_module_unload(&module);

    setenv("XDG_CACHE_HOME", "relative/ignored", 1);
    snprintf(dir, sizeof dir, "%s/home", s.root);
    setenv("HOME", dir, 1);
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    snprintf(expected, sizeof expected, "%s/home/.cache/rbg/", s.root);
    ck_assert(strncmp(module.path, expected, strlen(expected)) == 0);
    ck_assert_int_eq(call(&module), 42);
    rbg_module_unload(&module);
    ck_assert_int_eq(text.calls, 2);

    if (home != NULL)
        setenv("HOME", home, 1);
    else
        unsetenv("HOME");
    if (xdg != NULL)
        setenv("XDG_CACHE_HOME", xdg, 1);
    else
        unsetenv("XDG_CACHE_HOME");
    free(home);
    free(xdg);
    scratch_close(&s);
}
END_TEST

/* Unless quiet, a miss says so once on stderr; a hit says nothing. */
START_TEST(test_progress_line)
{
    scratch s;
    scratch_open(&s);
    char log[512];
    snprintf(log, sizeof log, "%s/stderr", s.root);
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ck_assert_int_ge(fd, 0);
    fflush(stderr);
    int saved = dup(2);
    dup2(fd, 2);
    source text = {.text = answer};
    rbg_module_request req = request("answer", &text);
    req.quiet = false;
    req.name = "answer";
    rbg_module first, second;
    char error[512];
    bool loaded = rbg_module_load(&req, &first, error, sizeof error) &&
                  rbg_module_load(&req, &second, error, sizeof error);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    close(fd);
    ck_assert_msg(loaded, "%s", error);
    rbg_module_unload(&first);
    rbg_module_unload(&second);
    char said[1024] = {0}, expected[1024];
    FILE *f = fopen(log, "r");
    ck_assert_ptr_nonnull(f);
    size_t n = fread(said, 1, sizeof said - 1, f);
    said[n] = '\0';
    fclose(f);
    snprintf(expected, sizeof expected,
             "rbg: compiling answer (first use; cached in %s)\n", s.cache);
    ck_assert_str_eq(said, expected);
    scratch_close(&s);
}
END_TEST

/* Four processes load the same new module at the same moment: all get a working module, and
 * only the module is left in the directory. */
START_TEST(test_concurrent_loads)
{
    scratch s;
    scratch_open(&s);
    source text = {.text = answer};
    rbg_module_request req = request("raced", &text);
    int barrier[2];
    ck_assert_int_eq(pipe(barrier), 0);
    fflush(stdout);
    fflush(stderr);
    pid_t children[4];
    for (int i = 0; i < 4; i++) {
        children[i] = fork();
        ck_assert_int_ge(children[i], 0);
        if (children[i] == 0) {
            close(barrier[1]);
            char byte;
            while (read(barrier[0], &byte, 1) < 0 && errno == EINTR)
                ; /* end of file: the parent has let everyone go */
            rbg_module module;
            char error[512];
            int code = 1;
            if (rbg_module_load(&req, &module, error, sizeof error))
                code = call(&module) == 42 ? 0 : 2;
            else
                fprintf(stderr, "child %d: %s\n", i, error);
            _exit(code);
        }
    }
    close(barrier[0]);
    close(barrier[1]);
    for (int i = 0; i < 4; i++) {
        int status;
        ck_assert_int_eq(waitpid(children[i], &status, 0), children[i]);
        ck_assert(WIFEXITED(status));
        ck_assert_int_eq(WEXITSTATUS(status), 0);
    }
    rbg_module module;
    char error[512];
    ck_assert_msg(rbg_module_load(&req, &module, error, sizeof error), "%s", error);
    ck_assert_int_eq(text.calls, 0); /* the children built it */
    ck_assert_int_eq(call(&module), 42);
    char names[1024];
    ck_assert_msg(list_dir(s.cache, names, sizeof names) == 1, "left: %s", names);
    ck_assert(ends_with(module.path, names));
    rbg_module_unload(&module);
    scratch_close(&s);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("module_cache");
    TCase *tc = tcase_create("module_cache");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_compiles_loads_and_calls);
    tcase_add_test(tc, test_second_load_is_a_cache_hit);
    tcase_add_test(tc, test_keys_and_flags_separate_modules);
    tcase_add_test(tc, test_missing_compiler);
    tcase_add_test(tc, test_unusable_cache_directory);
    tcase_add_test(tc, test_compiler_error_is_quoted);
    tcase_add_test(tc, test_source_writer_failure);
    tcase_add_test(tc, test_broken_module_is_rebuilt);
    tcase_add_test(tc, test_default_directories);
    tcase_add_test(tc, test_progress_line);
    tcase_add_test(tc, test_concurrent_loads);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
