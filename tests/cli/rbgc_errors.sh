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

# Binary or foreign input: one error, not a warning per byte.
expect_error "/bin/ls: error: not an RBG game file (binary data at byte 0: an ELF header)" \
    "$RBGC" check /bin/ls
head -c 100000 /dev/zero >"$WORK/zeros.rbg"
expect_error "$WORK/zeros.rbg: error: not an RBG game file (binary data at byte 0, line 1, column 1: a NUL byte)" \
    "$RBGC" check "$WORK/zeros.rbg"
# Only regular files are read: a FIFO without a writer or a device is refused at once.
mkfifo "$WORK/fifo.rbg"
expect_error "$WORK/fifo.rbg: error: cannot read the file: it is not a regular file (a game file cannot be a FIFO, a device or a socket)" \
    "$RBGC" check "$WORK/fifo.rbg"
expect_error "/dev/zero: error: cannot read the file: it is not a regular file*" "$RBGC" check /dev/zero
# At most 16 MiB.
head -c $((16 * 1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' >"$WORK/huge.rbg"
expect_error "$WORK/huge.rbg: error: cannot read the file: it is larger than 16 MiB, the most a game file may have" \
    "$RBGC" check "$WORK/huge.rbg"

# A flood of warnings: the first 20, then their count; each line quoted is bounded.
HEADER=$'#players = a(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right, [e])'
{ printf '%s\n#rules = ->a [e] ' "$HEADER"; head -c 5000 /dev/zero | tr '\0' '@'; echo; } >"$WORK/flood.rbg"
run "$RBGC" check "$WORK/flood.rbg"
if check_no_crash; then
    if [ "$rc" -ne 0 ]; then fail "expected exit status 0"
    elif [ "$(printf '%s\n' "$err" | grep -c "warning: stray character '@'")" -ne 20 ]; then fail "expected 20 warnings"
    elif [ "$(printf '%s\n' "$err" | tail -n 1)" != "$WORK/flood.rbg: note: 4980 more warnings are not shown" ]; then
        fail "expected the count of the other warnings last"
    elif [ "${#err}" -gt 20000 ]; then fail "expected the quoted lines to be cut"
    else pass
    fi
fi
# A name of 1 MB: an error that cuts the name and quotes 160 bytes of its line.
{ printf '%s\n#rules = ->a ' "$HEADER"; head -c 1000000 /dev/zero | tr '\0' 'x'; echo; } >"$WORK/long-name.rbg"
expect_diagnostic "$WORK/long-name.rbg:5:14: error: 'xxx*...' is not declared*" "$RBGC" check "$WORK/long-name.rbg"
if [ "${#err}" -gt 3000 ]; then fail "the diagnostic quotes too much of the line"; else pass; fi

# Resource limits: each ends quickly with a clear error or succeeds (the timeout of `run` is
# only a guard against a hang).
{ printf '%s\n#p(x) = x ~ x\n#rules = ->a ' "$HEADER"; for _ in $(seq 24); do printf 'p('; done; printf 'e'
  for _ in $(seq 24); do printf ')'; done; echo; } >"$WORK/paste.rbg"
expect_diagnostic "$WORK/paste.rbg:5:11: error: token pasting produces more than 4000000 bytes of text in one section" \
    "$RBGC" check "$WORK/paste.rbg"
{ printf '%s\n#rules = ->a ' "$HEADER"; head -c 100000 /dev/zero | tr '\0' '('; printf 'up'
  head -c 100000 /dev/zero | tr '\0' ')'; echo; } >"$WORK/nested.rbg"
expect_diagnostic "$WORK/nested.rbg:5:*: error: the expression is nested too deeply" "$RBGC" check "$WORK/nested.rbg"
{ printf '%s\n' "$HEADER"; awk 'BEGIN { for (i = 0; i < 100000; i++) printf "#m%d = up\n", i }'
  echo '#rules = ->a m99999 m5 [e]'; } >"$WORK/macros.rbg"
expect_ok "$RBGC" check "$WORK/macros.rbg"
{ printf '%s\n#rules = ->a (' "$HEADER"; awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "up + " }'
  echo 'down) [e]'; } >"$WORK/choice.rbg"
expect_ok "$RBGC" check "$WORK/choice.rbg"
# A board of 10^6 cells is no "macro expansion".
{ printf '#players = a(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right,\n'
  awk 'BEGIN { for (y = 0; y < 1000; y++) { printf "["; for (x = 0; x < 999; x++) printf "e,"; print "e]" } }'
  echo ')'; echo '#rules = ->a [e]'; } >"$WORK/board.rbg"
expect_ok "$RBGC" check "$WORK/board.rbg"

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
