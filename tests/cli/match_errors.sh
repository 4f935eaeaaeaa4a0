#!/usr/bin/env bash
# rbg match and rbg merge: bad arguments and options, each one line on stderr, exit status 1,
# nothing on stdout, and no match file left behind.
source "$(dirname "$0")/lib.sh"
I=(--backend interp --quiet)
O=(--out "$WORK/m.jsonl")

expect_error "rbg: match: give the game and two agents: rbg match GAME A B (or --agent A --agent B)" "$RBG" match "$TTT" random "${I[@]}" "${O[@]}"
expect_error "rbg: match: give the game and two agents: rbg match GAME A B (or --agent A --agent B)" "$RBG" match "$TTT" "${I[@]}" "${O[@]}"
expect_error "rbg: match: give the game and two agents: rbg match GAME A B (or --agent A --agent B)" "$RBG" match "$TTT" a b c "${I[@]}" "${O[@]}"
expect_error "rbg: match: no game file given" "$RBG" match
expect_error "rbg: match: give the agents as arguments or with --agent, not both" \
    "$RBG" match "$TTT" random random --agent random "${I[@]}" "${O[@]}"
expect_error "rbg: match: give either --time or --states, not both" \
    "$RBG" match "$TTT" random random --time 1 --states 10 "${I[@]}" "${O[@]}"
expect_error "rbg: match does not take --after: every game of a match starts from the initial state" \
    "$RBG" match "$TTT" random random --after '5 2 5 3' "${I[@]}" "${O[@]}"
for bad in "--games 0:--games needs an integer from 1 to 100000000, not '0'" \
        "--games x:--games needs an integer from 1 to 100000000, not 'x'" \
        "--games 100000001:--games needs an integer from 1 to 100000000, not '100000001'" \
        "--jobs 0:--jobs needs an integer from 1 to 1024, not '0'" \
        "--jobs -2:--jobs needs an integer from 1 to 1024, not '-2'" \
        "--shard 0/2:--shard needs I/N with 1 <= I <= N (shards numbered from 1), not '0/2'" \
        "--shard 3/2:--shard needs I/N with 1 <= I <= N (shards numbered from 1), not '3/2'" \
        "--shard 1:--shard needs I/N with 1 <= I <= N (shards numbered from 1), not '1'" \
        "--shard 1/:--shard needs I/N with 1 <= I <= N (shards numbered from 1), not '1/'" \
        "--shard a/b:--shard needs I/N with 1 <= I <= N (shards numbered from 1), not 'a/b'" \
        "--max-nodes 0:--max-nodes needs an integer from 1 to 4000000000, not '0'" \
        "--max-nodes 288230376151711744:--max-nodes needs an integer from 1 to 4000000000, not '288230376151711744'" \
        "--states -1:--states needs a positive integer, not '-1'" \
        "--time 0:--time needs a positive number of seconds, not '0'" \
        "--out:option --out needs a value"; do
    # shellcheck disable=SC2086
    expect_error "rbg: ${bad#*:}" "$RBG" match "$TTT" random random "${I[@]}" ${bad%%:*}
done
expect_error "rbg: --out needs a file name" "$RBG" match "$TTT" random random "${I[@]}" --out ''
expect_error "rbg: unknown option '--resum' (see 'rbg --help')" "$RBG" match "$TTT" random random --resum
expect_error "rbg: match: unknown agent 'foo' (known agents: random, human*)" \
    "$RBG" match "$TTT" random foo "${I[@]}" "${O[@]}"
expect_error "rbg: match: agent 'random' takes no parameters (got 'x=1')" \
    "$RBG" match "$TTT" random:x=1 random "${I[@]}" "${O[@]}"
expect_error "rbg: match: the human agent cannot play a match (use rbg play)" \
    "$RBG" match "$TTT" random human "${I[@]}" "${O[@]}"
expect_error "rbg: cannot read the game '$WORK/missing.rbg': No such file or directory" \
    "$RBG" match "$WORK/missing.rbg" random random "${I[@]}" "${O[@]}"
expect_diagnostic "$FIXTURES/syntax-error.rbg:6:15: error: *" \
    "$RBG" match "$FIXTURES/syntax-error.rbg" random random "${I[@]}" "${O[@]}"
printf '#players = a(1), b(1), c(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right, [e])\n#rules = ->a ->b ->c\n' >"$WORK/three.rbg"
expect_error "rbg: match: $WORK/three.rbg has 3 players; a match needs a two-player game" \
    "$RBG" match "$WORK/three.rbg" random random "${I[@]}" "${O[@]}"
check_equal "no file after the errors" "" "$(ls "$WORK"/*.jsonl 2>/dev/null)"
expect_error "rbg: match: cannot read '$WORK': Is a directory" \
    "$RBG" match "$TTT" random random "${I[@]}" --out "$WORK" --resume
expect_error "rbg: match: cannot read '/dev/zero': not a regular file" \
    "$RBG" match "$TTT" random random "${I[@]}" --out /dev/zero
expect_error "rbg: merge: cannot read '/dev/zero': not a regular file" "$RBG" merge /dev/zero
expect_error "rbg: match: cannot write '$WORK/no/such/dir/m.jsonl': No such file or directory" \
    "$RBG" match "$TTT" random random "${I[@]}" --out "$WORK/no/such/dir/m.jsonl"

# --resume on a file that is no match file, without a final newline (so no whole line to judge
# it by): refused, even with --quiet, and left byte for byte as it was.
printf 'my results: 3 wins' >"$WORK/notes.txt"
cp "$WORK/notes.txt" "$WORK/notes.orig"
expect_error "rbg: match: $WORK/notes.txt:line 1: not the header of an rbg match file" \
    "$RBG" match "$TTT" random random "${I[@]}" --games 2 --resume --out "$WORK/notes.txt"
cmp -s "$WORK/notes.txt" "$WORK/notes.orig" && pass || { last="match --resume --out notes.txt"; fail "the file was changed"; }
# ... while the start of a header cut short by a kill is a match to start again.
printf '{"rbg_match": 1, "ga' >"$WORK/cut.jsonl"
expect_ok "$RBG" match "$TTT" random random "${I[@]}" --games 2 --resume --out "$WORK/cut.jsonl" --json &&
    check_equal "games after a cut header" 2 "$(tail -n +2 "$WORK/cut.jsonl" | wc -l)"

# A FIFO (or any file that is not a regular file) as the match file: refused at once, not waited
# on for a writer or a reader; merge the same.
mkfifo "$WORK/fifo"
expect_error "rbg: match: cannot read '$WORK/fifo': not a regular file" \
    "$RBG" match "$TTT" random random "${I[@]}" --out "$WORK/fifo"
expect_error "rbg: match: cannot read '$WORK/fifo': not a regular file" \
    "$RBG" match "$TTT" random random "${I[@]}" --out "$WORK/fifo" --resume
expect_error "rbg: merge: cannot read '$WORK/fifo': not a regular file" "$RBG" merge "$WORK/fifo"

# The new options are in the help.
expect_ok "$RBG" --help
for word in match merge --games --jobs --out --resume --shard --max-nodes; do
    check_match "help mentions $word" "(^|[ "$'\n'"])${word}[ |]" "$out"
done
expect_error "rbg: unknown command 'matches' (commands: perft, bench, moves, play, show, replay, match, merge, solve, serve, agents, help)" \
    "$RBG" matches "$TTT"

finish
