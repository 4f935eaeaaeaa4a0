#!/usr/bin/env bash
# The C compiler behind the compiled backend, and where rbgc compile writes: a compile that takes
# over a second says so on stderr (one line, --quiet silences it); a compiler that hangs is
# stopped after RBG_CC_TIMEOUT seconds and the interpreter is used; rbgc compile -o makes its
# directory and never overwrites a file it did not write unless --force is given.  The compilers
# here are small scripts standing for a slow and a hung one.
source "$(dirname "$0")/lib.sh"

cc_script() { # NAME BODY: a compiler script that answers --version and then runs BODY
    printf '#!/bin/sh\nif [ "$1" = --version ]; then echo "%s 1"; exit 0; fi\n%s\n' "$1" "$2" >"$WORK/$1"
    chmod +x "$WORK/$1"
}
cc_script slowcc 'sleep 2; exec cc "$@"'
cc_script hungcc 'exec sleep 600'
printf '#!/bin/sh\nexec sleep 600\n' >"$WORK/mutecc"
chmod +x "$WORK/mutecc"
leaves() { printf '%s\n' "$1" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//'; }

# A slow first compile: one line on stderr (not a terminal here), the module works and is cached.
run env RBG_CACHE="$WORK/slow" RBG_CC="$WORK/slowcc" "$RBG" perft "$TTT" 2 --json
check_no_crash && check_equal "slow compile: exit status" 0 "$rc" &&
    check_equal "slow compile: the notice" "rbg: compiling ticTacToe (first use; cached in $WORK/slow)" "$err" &&
    check_equal "slow compile: leaves" "9 72" "$(leaves "$out")"
check_equal "slow compile: the module cached" 1 "$(ls "$WORK/slow"/*.so 2>/dev/null | wc -l)"
expect_ok env RBG_CACHE="$WORK/slow" RBG_CC="$WORK/slowcc" "$RBG" bench "$TTT" --playouts 3 --json &&
    check_match "cached: compiled, silent" '"backend": "compiled"' "$out"
expect_ok env RBG_CACHE="$WORK/slow-quiet" RBG_CC="$WORK/slowcc" "$RBG" perft "$TTT" 2 --json --quiet &&
    check_equal "slow compile, --quiet: leaves" "9 72" "$(leaves "$out")"

# A hung compiler is stopped at the time limit; the interpreter answers.
stopped="rbg: the C compiler '$WORK/hungcc' did not finish within 1 s, so it was stopped (RBG_CC_TIMEOUT sets the limit); using the interpreter"
run env RBG_CACHE="$WORK/hung" RBG_CC="$WORK/hungcc" RBG_CC_TIMEOUT=1 "$RBG" perft "$TTT" 2 --json
check_no_crash && check_equal "hung compiler: exit status" 0 "$rc" &&
    check_equal "hung compiler: the notice, then why" "rbg: compiling ticTacToe (first use; cached in $WORK/hung)
$stopped" "$err" && check_equal "hung compiler: leaves" "9 72" "$(leaves "$out")"
check_equal "hung compiler: no file left in the cache" "" "$(ls -A "$WORK/hung")"
run env RBG_CACHE="$WORK/hung" RBG_CC="$WORK/hungcc" RBG_CC_TIMEOUT=0.5 "$RBG" bench "$TTT" --playouts 3 --json --quiet
check_no_crash && check_equal "hung compiler, --quiet: why" "${stopped/within 1 s/within 0.5 s}" "$err" &&
    check_match "hung compiler: the interpreter" '"backend": "interp"' "$out"
# ... also when it hangs before saying which compiler it is.
run env RBG_CACHE="$WORK/mute" RBG_CC="$WORK/mutecc" RBG_CC_TIMEOUT=1 "$RBG" moves "$TTT" --quiet
check_no_crash && check_equal "mute compiler: exit status" 0 "$rc" &&
    check_equal "mute compiler: why" "rbg: the C compiler '$WORK/mutecc' did not finish within 1 s, so it was stopped (RBG_CC_TIMEOUT sets the limit); using the interpreter" "$err" &&
    check_equal "mute compiler: the moves" 9 "$(line_count "$out")"
run env RBG_CACHE="$WORK/bad" RBG_CC_TIMEOUT=soon "$RBG" moves "$TTT"
check_no_crash && check_equal "a bad RBG_CC_TIMEOUT" \
    "rbg: RBG_CC_TIMEOUT must be a number of seconds above 0, not 'soon'; using the interpreter" "$err"

# rbgc compile -o DIR makes DIR and its parents, and replaces its own files.
export RBG_CACHE=$WORK/cache
expect_ok "$RBGC" compile "$TTT" -o "$WORK/new/a/b"
if [ -s "$WORK/new/a/b/ticTacToe.c" ] && [ -s "$WORK/new/a/b/ticTacToe.so" ]; then pass; else fail "the files in the new directory"; fi
expect_ok "$RBGC" compile "$TTT" -o "$WORK/new/a/b"
expect_ok "$RBGC" compile "$TTT" -o "$WORK/new/a/b" --emit-c
# Someone else's files are left alone, unless --force.
echo "my notes" >"$WORK/new/a/b/ticTacToe.c"
expect_error "rbgc: '$WORK/new/a/b/ticTacToe.c' exists and is not a C source written by rbgc compile; not overwriting it (--force does)" \
    "$RBGC" compile "$TTT" -o "$WORK/new/a/b"
check_equal "the other C file" "my notes" "$(cat "$WORK/new/a/b/ticTacToe.c")"
expect_ok "$RBGC" compile "$TTT" -o "$WORK/new/a/b" --emit-c --force &&
    check_match "replaced with --force" "^/\\* The reasoner of the game 'ticTacToe'" "$(head -n 1 "$WORK/new/a/b/ticTacToe.c")"
cp "$(type -P true)" "$WORK/new/a/b/ticTacToe.so"
expect_error "rbgc: '$WORK/new/a/b/ticTacToe.so' exists and is not a module written by rbgc compile; not overwriting it (--force does)" \
    "$RBGC" compile "$TTT" -o "$WORK/new/a/b"
cmp -s "$(type -P true)" "$WORK/new/a/b/ticTacToe.so" && pass || fail "the other module was changed"
expect_ok "$RBGC" compile "$TTT" -o "$WORK/new/a/b" --emit-c
# The outputs are named as rbg names the game (rbgc_game_name): a file called only '.rbg' keeps
# that name rather than becoming the empty one.
mkdir -p "$WORK/hidden" && cp "$TTT" "$WORK/hidden/.rbg"
expect_ok "$RBGC" compile "$WORK/hidden/.rbg" -o "$WORK/hidden" --emit-c &&
    check_match "a game file named .rbg" "^/\\* The reasoner of the game '\\.rbg'" \
        "$(head -n 1 "$WORK/hidden/.rbg.c" 2>/dev/null)"
touch "$WORK/plain"
expect_error "rbgc: cannot create the directory '$WORK/plain': Not a directory" "$RBGC" compile "$TTT" -o "$WORK/plain/x"
run "$RBGC" check "$TTT" --force
check_no_crash && check_equal "--force belongs to compile" "rbgc: unknown option for this command: --force" "${err%%$'\n'*}"

finish
