# What the tests of rbg serve share (sourced after lib.sh).

# start_server GAME... [OPTIONS]: rbg serve on a free port of 127.0.0.1 with the interpreter (no
# compiling), in the background; sets server (its pid) and URL (http://127.0.0.1:PORT) once it
# says where it listens, and stops it when the test ends.
start_server() {
    "$RBG" serve "$@" --port 0 --backend interp >"$WORK/server.out" 2>"$WORK/server.err" &
    server=$!
    trap 'kill "$server" 2>/dev/null; rm -rf "$WORK"' EXIT
    for _ in $(seq 100); do
        grep -q 'http://' "$WORK/server.out" 2>/dev/null && break
        sleep 0.1
    done
    URL=$(sed -n 's|.*\(http://127\.0\.0\.1:[0-9]*\)/.*|\1|p' "$WORK/server.out")
}

# stop_server: SIGTERM (as Ctrl-C) ends it with status 0 and nothing on its stderr.
stop_server() {
    kill -TERM "$server"
    wait "$server"
    rc=$?
    last="rbg serve (after SIGTERM)"
    check_equal "the server's exit status after SIGTERM" 0 "$rc"
    check_equal "nothing on the server's stderr" "" "$(cat "$WORK/server.err")"
}
