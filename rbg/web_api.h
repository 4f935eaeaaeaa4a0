/* The JSON API of `rbg serve` (docs/play.md lists it): a request's method, path and body in,
 * an HTTP status and a JSON text out.  Malformed or illegal requests get a 4xx status and
 * {"error": "reason"}. */
#ifndef RBG_WEB_API_H
#define RBG_WEB_API_H

#include <stddef.h>

#include "web_sessions.h"

typedef struct {
    int status;
    char *body; /* malloc'd JSON */
} rbg_web_reply;

/* `path` starts with /api/; `ply` is the query's ply= (NULL: not given). */
rbg_web_reply rbg_web_api(rbg_web_store *store, const char *method, const char *path,
                          const char *ply, const char *body, size_t body_size);

/* {"error": message} with that status. */
rbg_web_reply rbg_web_api_error(int status, const char *message);

#endif
