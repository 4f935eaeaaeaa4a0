# Shared helpers of the command-line tests (tests/cli/*.sh), sourced by each of them.
#
# A test script is run as `bash SCRIPT RBG RBGC SOURCE_DIR`.  Each case runs one command under
# `timeout` (so a hang fails instead of blocking the suite), then checks its exit status, its
# standard output and its standard error.  The script ends with `N passed, N failed` and exits 1
# when any check failed.  Only bash and coreutils are needed.
set -u

if [ $# -ne 3 ]; then
    echo "usage: $0 RBG RBGC SOURCE_DIR" >&2
    exit 2
fi
RBG=$1
RBGC=$2
SRC=$3
GAMES=$SRC/games-rbg
TTT=$GAMES/ticTacToe.rbg
FIXTURES=$SRC/tests/cli/games
# Seconds one command may take (sanitizer builds are slow; a hang is what this catches).
LIMIT=${CLI_TEST_TIMEOUT:-120}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/rbg-cli-test.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

passed=0
failed=0
rc=0
out=
err=
last=

# run [--stdin FILE] [--stdout FILE] COMMAND ARGS...: runs the command (standard input from
# /dev/null unless given); sets rc, out and err (the whole standard output and error, trailing
# newlines removed) and last (the command, for messages).
run() {
    local input=/dev/null output=$WORK/stdout
    : >"$WORK/stdout"
    while [ "$1" = --stdin ] || [ "$1" = --stdout ]; do
        if [ "$1" = --stdin ]; then input=$2; else output=$2; fi
        shift 2
    done
    last="$*"
    timeout -k 5 "$LIMIT" "$@" <"$input" >"$output" 2>"$WORK/stderr"
    rc=$?
    out=$(cat "$WORK/stdout")
    err=$(cat "$WORK/stderr")
}

fail() {
    failed=$((failed + 1))
    {
        echo "FAIL: $last"
        echo "  $*"
        echo "  exit status: $rc"
        echo "  stdout (first lines):"
        head -n 15 "$WORK/stdout" | sed 's/^/    | /'
        echo "  stderr (first lines):"
        head -n 15 "$WORK/stderr" | sed 's/^/    | /'
    } >&2
}

pass() {
    passed=$((passed + 1))
}

# Fails (and returns 1) when the last command hung or died of a signal.
check_no_crash() {
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        fail "timed out after $LIMIT s"
        return 1
    fi
    if [ "$rc" -gt 128 ]; then
        fail "killed by signal $((rc - 128))"
        return 1
    fi
    return 0
}

line_count() {
    if [ -z "$1" ]; then echo 0; else printf '%s\n' "$1" | wc -l; fi
}

# expect_error PATTERN COMMAND ARGS...: exit status 1, nothing on standard output, and exactly
# one line on standard error, which matches the glob PATTERN (so it starts with `rbg: ` when the
# pattern does).
expect_error() {
    local pattern=$1
    shift
    run "$@"
    check_no_crash || return
    if [ "$rc" -ne 1 ]; then fail "expected exit status 1"; return; fi
    if [ -n "$out" ]; then fail "expected nothing on stdout"; return; fi
    if [ "$(line_count "$err")" -ne 1 ]; then fail "expected one line on stderr"; return; fi
    # shellcheck disable=SC2053
    if [[ $err != $pattern ]]; then fail "stderr does not match: $pattern"; return; fi
    pass
}

# expect_diagnostic PATTERN COMMAND ARGS...: exit status 1, nothing on standard output, and a
# first line on standard error that matches PATTERN (a `file:line:col: error:` diagnostic, which
# is followed by the source line and a caret).
expect_diagnostic() {
    local pattern=$1
    shift
    run "$@"
    check_no_crash || return
    if [ "$rc" -ne 1 ]; then fail "expected exit status 1"; return; fi
    if [ -n "$out" ]; then fail "expected nothing on stdout"; return; fi
    local first=${err%%$'\n'*}
    # shellcheck disable=SC2053
    if [[ $first != $pattern ]]; then fail "first line of stderr does not match: $pattern"; return; fi
    pass
}

# expect_script_refusals SCRIPT 'ARGS|MESSAGE'...: each ARGS (split at spaces) makes the bench
# script SCRIPT exit with status 1 and a message `NAME: ...MESSAGE` on standard error.
expect_script_refusals() {
    local script=$1 name case args
    name=$(basename "$1")
    shift
    for case in "$@"; do
        read -r -a args <<<"${case%%|*}"
        run bash "$script" "${args[@]}"
        if check_no_crash; then
            check_equal "exit status of ${case%%|*}" 1 "$rc"
            check_match "the message for ${case%%|*}" "^$name: .*${case#*|}" "$err"
        fi
    done
}

# can_count_instructions: valgrind or perf is there, and $RBG has no sanitizer (valgrind cannot
# run one).
can_count_instructions() {
    { command -v valgrind >/dev/null || command -v perf >/dev/null; } && ! ldd "$RBG" | grep -q libasan
}

# expect_ok COMMAND ARGS...: exit status 0 and nothing on standard error.
expect_ok() {
    run "$@"
    check_no_crash || return 1
    if [ "$rc" -ne 0 ]; then fail "expected exit status 0"; return 1; fi
    if [ -n "$err" ]; then fail "expected nothing on stderr"; return 1; fi
    pass
}

# check_equal WHAT EXPECTED ACTUAL: compares two texts (after the last command).
check_equal() {
    if [ "$2" != "$3" ]; then
        fail "$1 differs:"$'\n'"--- expected"$'\n'"$2"$'\n'"--- actual"$'\n'"$3"
        return 1
    fi
    pass
}

# play_typed GAME INPUT ARGS...: `rbg play` of games-rbg/GAME.rbg with ARGS, reading INPUT (one
# line per line a person types) on its standard input; sets what `run` sets.
play_typed() {
    local game=$1 input=$2
    shift 2
    printf '%s\n' "$input" >"$WORK/typed.txt"
    run --stdin "$WORK/typed.txt" "$RBG" play "$GAMES/$game.rbg" "$@"
}

# check_match WHAT PATTERN ACTUAL: ACTUAL matches the extended regular expression PATTERN.
check_match() {
    if ! [[ $3 =~ $2 ]]; then
        fail "$1 does not match /$2/: '$3'"
        return 1
    fi
    pass
}

finish() {
    echo "$(basename "$0" .sh): $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}
