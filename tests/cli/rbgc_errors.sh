#!/usr/bin/env bash
# rbgc on bad input and on good input: exit status 1 with a message on stderr starting with
# `rbgc: ` (usage errors add a second line, "Try 'rbgc --help' ...") or a `file: error:` /
# `file:line:col: error:` diagnostic; exit status 0 and the expected output otherwise.
source "$(dirname "$0")/lib.sh"

# Usage errors: `rbgc: ...` then the hint line, nothing on stdout.
expect_usage_error() {
    local pattern=$1
    shift
    run "$@"
    check_no_crash || return
    if [ "$rc" -ne 1 ]; then fail "expected exit status 1"; return; fi
    if [ -n "$out" ]; then fail "expected nothing on stdout"; return; fi
    check_equal "stderr" "$pattern"$'\n'"Try 'rbgc --help' for more information." "$err"
}
expect_usage_error "rbgc: no command given" "$RBGC"
expect_usage_error "rbgc: unknown command: frob" "$RBGC" frob "$TTT"
expect_usage_error "rbgc: unknown option: --frob" "$RBGC" --frob
expect_usage_error "rbgc: unknown option for this command: --frob" "$RBGC" check "$TTT" --frob
expect_usage_error "rbgc: unknown option for this command: --Werror" "$RBGC" print "$TTT" --Werror
expect_usage_error "rbgc: no game file given" "$RBGC" check
expect_usage_error "rbgc: unexpected argument: extra.rbg" "$RBGC" check "$TTT" extra.rbg

# Files that cannot be read, games with errors.
expect_error "$WORK/missing.rbg: error: cannot read the file: No such file or directory" \
    "$RBGC" check "$WORK/missing.rbg"
expect_error "$WORK: error: cannot read the file: Is a directory" "$RBGC" print "$WORK"
expect_diagnostic "$FIXTURES/syntax-error.rbg:6:15: error: unexpected end of section '#rules'*" \
    "$RBGC" check "$FIXTURES/syntax-error.rbg"
expect_diagnostic "$FIXTURES/syntax-error.rbg:6:15: error: *" "$RBGC" nfa "$FIXTURES/syntax-error.rbg"

# Warnings: exit 0, or 1 with --Werror (the warning is then reported as an error).
run "$RBGC" check "$FIXTURES/warning.rbg"
if check_no_crash; then
    if [ "$rc" -ne 0 ] || [ -n "$out" ]; then fail "expected exit status 0 and no stdout"
    else check_match "stderr" "^$FIXTURES/warning.rbg:6:21: warning: this assignment is never legal" "$err"
    fi
fi
expect_diagnostic "$FIXTURES/warning.rbg:6:21: error: this assignment is never legal*" \
    "$RBGC" check "$FIXTURES/warning.rbg" --Werror

# Good runs.
expect_ok "$RBGC" check "$TTT" && check_equal "stdout of check" "" "$out"
expect_ok "$RBGC" --help && check_match "help" "^usage: rbgc COMMAND" "$out"
expect_ok "$RBGC" -h && check_match "help" "^usage: rbgc COMMAND" "$out"
expect_ok "$RBGC" print "$TTT" && check_match "print" $'(^|\n)#players = cross\\(100\\), nought\\(100\\)' "$out"
# The printed form is a game again.
printf '%s\n' "$out" >"$WORK/printed.rbg"
expect_ok "$RBGC" check "$WORK/printed.rbg"
expect_ok "$RBG" perft "$WORK/printed.rbg" 4 --json --quiet &&
    check_match "perft of the printed game" '"depth": 4, "leaves": 3024,' "$out"
expect_ok "$RBGC" nfa "$TTT" && check_match "nfa" "^digraph rules \{" "$out"

finish
