#!/usr/bin/env bash
# rbg match killed with SIGKILL (the whole process group, as a cluster's scheduler or Ctrl-C
# would) in the middle of a match played by two jobs: the games finished before the kill are in
# the file; --resume keeps them as they are, plays only the missing games, and ends with exactly
# the games of an uninterrupted match.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/lib_match.sh"
N=1000
M=("$RBG" match "$GAMES/breakthrough5x5.rbg" random random --games "$N" --states 100 --seed 9
   --jobs 2 --backend interp --quiet)

expect_ok "${M[@]}" --out "$WORK/whole.jsonl" --json
whole=$out

# The match in a session of its own, so that its group (it and its children) can be killed.
setsid bash -c 'echo $$ >"$1"; shift; exec "$@" >/dev/null 2>&1' _ "$WORK/pid" \
    "${M[@]}" --out "$WORK/m.jsonl" &
launcher=$!
for _ in $(seq 1 3000); do
    [ -s "$WORK/pid" ] && [ -f "$WORK/m.jsonl" ] && [ "$(wc -l <"$WORK/m.jsonl")" -ge 11 ] && break
    sleep 0.01
done
group=$(cat "$WORK/pid")
kill -9 -- "-$group" 2>/dev/null
wait "$launcher" 2>/dev/null
lines=$(wc -l <"$WORK/m.jsonl")
if [ "$lines" -ge 11 ] && [ "$lines" -lt $((N + 1)) ]; then
    pass
else
    last="kill -9 -$group"
    fail "expected the kill in the middle of the match; the file has $lines lines"
fi
sleep 0.2
# (Zombies, dead but not yet reaped by whoever inherited them, do not count.)
check_equal "live processes left in the killed group" "" \
    "$(ps -o stat= -g "$group" 2>/dev/null | grep -v '^Z')"
# What was on disk at the kill: whole lines (a line cut short, if any, is not a finished game).
head -n "$lines" "$WORK/m.jsonl" >"$WORK/kept.jsonl"

expect_ok "${M[@]}" --out "$WORK/m.jsonl" --resume --json &&
    check_equal "summary after the resume" "$whole" "$out"
check_equal "lines after the resume" $((N + 1)) "$(wc -l <"$WORK/m.jsonl")"
check_equal "games kept as they were" "$(cat "$WORK/kept.jsonl")" "$(head -n "$lines" "$WORK/m.jsonl")"
check_equal "each game once" "$N" "$(games "$WORK/m.jsonl" | field index | sort -un | wc -l)"
check_equal "the games of the uninterrupted match" "$(comparable "$WORK/whole.jsonl")" \
    "$(comparable "$WORK/m.jsonl")"

finish
