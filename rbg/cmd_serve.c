/* rbg serve [GAME...] [--port P]: the web page on localhost (docs/play.md), served with
 * libmicrohttpd: static files from the project's web/ directory, the JSON API of web_api.c. */
#include <dirent.h>
#include <limits.h>
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "interrupt.h"
#include "web_api.h"
#include "web_sessions.h"

/* The largest request body (a match file to replay included), the connections served at once
 * and the threads serving them. */
enum { MAX_BODY = 4 << 20, MAX_CONNECTIONS = 256, SERVER_THREADS = 4, MAX_GAMES = 4096 };

typedef struct {
    rbg_web_store store;
    char web_dir[PATH_MAX];
} server;

/* What one request has received so far. */
typedef struct {
    char *body;
    size_t size;
    bool too_big;
} upload;

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The installed data directory next to the executable (PREFIX/bin/rbg -> PREFIX/share/rbg/NAME),
 * else the source tree's (a build that was not installed). */
static bool find_data(const char *name, const char *source, char *out, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash != NULL) {
            *slash = '\0';
            int length = snprintf(out, size, "%s/../share/rbg/%s", exe, name);
            if (length > 0 && (size_t)length < size && is_dir(out))
                return true;
        }
    }
    snprintf(out, size, "%s", source);
    return is_dir(out);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Every .rbg file of the games directory, sorted; how many (paths malloc'd). */
static int list_games(const char *dir, char **paths, int capacity)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d != NULL && n < capacity && (e = readdir(d)) != NULL;) {
        size_t length = strlen(e->d_name);
        if (length <= 4 || strcmp(e->d_name + length - 4, ".rbg") != 0)
            continue;
        size_t size = strlen(dir) + length + 2;
        if ((paths[n] = malloc(size)) != NULL) {
            snprintf(paths[n], size, "%s/%s", dir, e->d_name);
            n++;
        }
    }
    if (d != NULL)
        closedir(d);
    qsort(paths, (size_t)n, sizeof *paths, compare_names);
    return n;
}

static enum MHD_Result send_text(struct MHD_Connection *connection, unsigned status,
                                 const char *type, char *text, size_t length)
{
    struct MHD_Response *response =
        MHD_create_response_from_buffer(length, text, MHD_RESPMEM_MUST_FREE);
    if (response == NULL) {
        free(text);
        return MHD_NO;
    }
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result send_reply(struct MHD_Connection *connection, rbg_web_reply reply)
{
    if (reply.body == NULL)
        return MHD_NO;
    return send_text(connection, (unsigned)reply.status, "application/json", reply.body,
                     strlen(reply.body));
}

static const char *content_type(const char *path)
{
    static const struct {
        const char *suffix, *type;
    } TYPES[] = {{".html", "text/html; charset=utf-8"},
                 {".js", "text/javascript; charset=utf-8"},
                 {".css", "text/css; charset=utf-8"},
                 {".png", "image/png"},
                 {".svg", "image/svg+xml"}};
    size_t length = strlen(path);
    for (size_t i = 0; i < sizeof TYPES / sizeof TYPES[0]; i++) {
        size_t n = strlen(TYPES[i].suffix);
        if (length >= n && strcmp(path + length - n, TYPES[i].suffix) == 0)
            return TYPES[i].type;
    }
    return "application/octet-stream";
}

/* A file of the web directory: names of letters, digits, '-', '_' and one '.', nothing else. */
static enum MHD_Result send_static(struct MHD_Connection *connection, const server *srv,
                                   const char *url)
{
    const char *name = strcmp(url, "/") == 0 ? "index.html" : url + 1;
    bool plain = strlen(name) < 64 && strspn(name, "abcdefghijklmnopqrstuvwxyz"
                                                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.") ==
                                          strlen(name);
    char path[PATH_MAX + 80];
    snprintf(path, sizeof path, "%s/%s", srv->web_dir, name);
    FILE *file = plain && name[0] != '.' ? fopen(path, "rb") : NULL;
    char *text = NULL;
    long length = -1;
    if (file != NULL && fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) >= 0 &&
        fseek(file, 0, SEEK_SET) == 0 && (text = malloc((size_t)length + 1)) != NULL &&
        fread(text, 1, (size_t)length, file) != (size_t)length) {
        free(text);
        text = NULL;
    }
    if (file != NULL)
        fclose(file);
    if (text == NULL)
        return send_reply(connection, rbg_web_api_error(404, "no such page"));
    return send_text(connection, MHD_HTTP_OK, content_type(name), text, (size_t)length);
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **request_state)
{
    (void)version;
    server *srv = cls;
    upload *up = *request_state;
    if (up == NULL) { /* the headers: nothing to answer yet */
        up = calloc(1, sizeof *up);
        if (up == NULL)
            return MHD_NO;
        *request_state = up;
        return MHD_YES;
    }
    if (*upload_data_size > 0) { /* a piece of the body */
        if (!up->too_big && up->size + *upload_data_size <= MAX_BODY) {
            char *grown = realloc(up->body, up->size + *upload_data_size + 1);
            if (grown != NULL) {
                up->body = grown;
                memcpy(up->body + up->size, upload_data, *upload_data_size);
                up->size += *upload_data_size;
            }
            up->too_big = grown == NULL;
        } else {
            up->too_big = true;
            free(up->body);
            up->body = NULL;
        }
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (up->too_big) {
        char message[100];
        snprintf(message, sizeof message, "the request body is larger than %d bytes", MAX_BODY);
        return send_reply(connection, rbg_web_api_error(413, message));
    }
    if (strncmp(url, "/api/", 5) == 0) {
        const char *ply = MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, "ply");
        return send_reply(connection, rbg_web_api(&srv->store, method, url, ply,
                                                  up->body ? up->body : "", up->size));
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return send_reply(connection, rbg_web_api_error(405, "use GET"));
    return send_static(connection, srv, url);
}

static void request_done(void *cls, struct MHD_Connection *connection, void **request_state,
                         enum MHD_RequestTerminationCode code)
{
    (void)cls, (void)connection, (void)code;
    upload *up = *request_state;
    if (up != NULL) {
        free(up->body);
        free(up);
    }
    *request_state = NULL;
}

int rbg_cmd_serve(const rbg_cli_options *o)
{
    char games_dir[PATH_MAX];
    char *found[MAX_GAMES];
    const char **paths = (const char **)o->files;
    int n_paths = o->n_files;
    int n_found = 0;
    for (int i = 0; i < n_paths; i++)
        if (access(paths[i], R_OK) != 0)
            return rbg_cli_fail("serve: cannot read the game file '%s'", paths[i]);
    if (n_paths == 0) {
        if (!find_data("games", RBG_SOURCE_DIR "/games-rbg", games_dir, sizeof games_dir))
            return rbg_cli_fail("serve: no game given and no games directory found");
        n_found = list_games(games_dir, found, MAX_GAMES);
        paths = (const char **)found;
        n_paths = n_found;
    }
    server *srv = calloc(1, sizeof *srv);
    char error[600];
    int status = 0;
    if (!find_data("web", RBG_SOURCE_DIR "/rbg/web", srv->web_dir, sizeof srv->web_dir))
        status = rbg_cli_fail("serve: the page's files are missing ('%s')", srv->web_dir);
    else if (!rbg_web_store_init(&srv->store, o, paths, n_paths, error, sizeof error))
        status = rbg_cli_fail("%s", error);
    /* Ctrl-C and SIGTERM end the server between requests, the agents after their move. */
    rbg_interrupt_catch();
    struct MHD_Daemon *daemon = NULL;
    if (status == 0) {
        struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)o->port),
                                      .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
        daemon = MHD_start_daemon(
            MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG, (uint16_t)o->port, NULL, NULL,
            answer, srv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
            MHD_OPTION_THREAD_POOL_SIZE, (unsigned)SERVER_THREADS, MHD_OPTION_CONNECTION_LIMIT,
            (unsigned)MAX_CONNECTIONS, MHD_OPTION_CONNECTION_TIMEOUT, 30u,
            MHD_OPTION_NOTIFY_COMPLETED, request_done, NULL, MHD_OPTION_END);
        if (daemon == NULL)
            status = rbg_cli_fail("serve: cannot listen on 127.0.0.1:%llu (in use?)",
                                  (unsigned long long)o->port);
    }
    if (status == 0) {
        const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
        printf("rbg serve: %d game%s at http://127.0.0.1:%u/ (Ctrl-C stops)\n",
               srv->store.n_games, srv->store.n_games == 1 ? "" : "s",
               info != NULL ? info->port : (unsigned)o->port);
        fflush(stdout);
        while (!rbg_interrupt_caught())
            nanosleep(&(struct timespec){0, 50000000}, NULL);
        MHD_stop_daemon(daemon);
        rbg_web_store_free(&srv->store);
    } else if (srv->store.games != NULL) {
        rbg_web_store_free(&srv->store);
    }
    free(srv);
    for (int i = 0; i < n_found; i++)
        free(found[i]);
    return status;
}
