#!/usr/bin/env bash
# rbg match --shard I/N and rbg merge: shard I plays the games g with g % N == I - 1, each as the
# whole match would; merging the shards gives the whole match's summary; merge refuses files of
# different matches and counts a game found twice once.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/lib_match.sh"
I=(--backend interp --quiet)
M=("$RBG" match "$TTT" random random --games 7 --states 100 --seed 3 "${I[@]}")

expect_ok "${M[@]}" --out "$WORK/all.jsonl" --json
whole=$out
expect_ok "${M[@]}" --out "$WORK/s1.jsonl" --shard 1/2 --json &&
    check_match "shard 1 summary" '^[{]"games": 4, .*"expected_games": 4, "missing": 0,' "$out"
expect_ok "${M[@]}" --out "$WORK/s2.jsonl" --shard 2/2 --jobs 2 --json &&
    check_match "shard 2 summary" '^[{]"games": 3, .*"expected_games": 3, "missing": 0,' "$out"
check_equal "games of shard 1" "0 2 4 6" "$(games "$WORK/s1.jsonl" | field index | sort -n | paste -sd ' ')"
check_equal "games of shard 2" "1 3 5" "$(games "$WORK/s2.jsonl" | field index | sort -n | paste -sd ' ')"
check_match "shard in the header" '"shard": 2, "shards": 2\}$' "$(head -n 1 "$WORK/s2.jsonl")"
check_equal "the shards' games are the match's" "$(comparable "$WORK/all.jsonl")" \
    "$(cat <(comparable "$WORK/s1.jsonl") <(comparable "$WORK/s2.jsonl") | sort)"

expect_ok "$RBG" merge "$WORK/s1.jsonl" "$WORK/s2.jsonl" --json && check_equal "merged summary" "$whole" "$out"
expect_ok "$RBG" merge --json "$WORK/s2.jsonl" "$WORK/s1.jsonl" && check_equal "merged in the other order" "$whole" "$out"
expect_ok "$RBG" merge "$WORK/all.jsonl" --json && check_equal "merge of the whole match" "$whole" "$out"
expect_ok "$RBG" merge "$WORK/s1.jsonl" "$WORK/s2.jsonl"
text=$out
expect_ok "$RBG" match "$TTT" random random --games 7 --states 100 --seed 3 "${I[@]}" --out "$WORK/all.jsonl" --resume &&
    check_equal "text summaries of merge and match" "$text" "$(printf '%s\n' "$out" | head -n 3)"

# A shard alone: the others' games are missing.
expect_ok "$RBG" merge "$WORK/s2.jsonl" --json &&
    check_match "one shard" '^[{]"games": 3, .*"expected_games": 7, "missing": 4,' "$out"
expect_ok "$RBG" merge "$WORK/s2.jsonl" &&
    check_match "one shard, text" $'\ngames 3 \\(4 of 7 missing\\): ' "$out"

# A game found in two files counts once, with a note.
run "$RBG" merge "$WORK/s1.jsonl" "$WORK/all.jsonl" "$WORK/s2.jsonl" --json
if check_no_crash; then
    check_equal "summary with duplicates" "$whole" "$out"
    check_equal "note on duplicates" "rbg: merge: 7 games found more than once, counted once" "$err"
fi
expect_ok "$RBG" merge "$WORK/s1.jsonl" "$WORK/all.jsonl" "$WORK/s2.jsonl" --json --quiet &&
    check_equal "summary with duplicates, quiet" "$whole" "$out"

# Shards of different matches are refused.
expect_ok "$RBG" match "$TTT" random random --games 7 --states 100 --seed 4 "${I[@]}" --out "$WORK/seed4.jsonl" --shard 2/2
expect_error "rbg: merge: '$WORK/s1.jsonl' and '$WORK/seed4.jsonl' are not from the same match (their seed differs)" \
    "$RBG" merge "$WORK/s1.jsonl" "$WORK/seed4.jsonl"
expect_ok "$RBG" match "$TTT" random random --games 8 --states 100 --seed 3 "${I[@]}" --out "$WORK/g8.jsonl" --shard 2/2
expect_error "rbg: merge: '$WORK/s1.jsonl' and '$WORK/g8.jsonl' are not from the same match (their number of games differs)" \
    "$RBG" merge "$WORK/s1.jsonl" "$WORK/g8.jsonl"
# Files that are no match files, or missing.
expect_error "rbg: merge: give one or more match files: rbg merge FILE..." "$RBG" merge
expect_error "rbg: merge: cannot read '$WORK/none.jsonl': No such file or directory" \
    "$RBG" merge "$WORK/s1.jsonl" "$WORK/none.jsonl"
expect_error "rbg: merge: $TTT:line 1: not the header of an rbg match file" "$RBG" merge "$TTT"
: >"$WORK/empty.jsonl"
expect_error "rbg: merge: '$WORK/empty.jsonl' is not a match file (it has no header line)" \
    "$RBG" merge "$WORK/empty.jsonl"
expect_error "rbg: merge: cannot read '$WORK': *" "$RBG" merge "$WORK"
{ cat "$WORK/s1.jsonl"; echo '{"index": 1, "result": "win", "a_first": false}'; } >"$WORK/odd.jsonl"
expect_error "rbg: merge: $WORK/odd.jsonl:line 6: game 1 does not belong to this match or shard" \
    "$RBG" merge "$WORK/odd.jsonl"
# A line cut short at the end of a shard file is not a game.
{ cat "$WORK/s1.jsonl"; printf '{"index": 8, "seed": 1'; } >"$WORK/cut.jsonl"
expect_ok "$RBG" merge "$WORK/cut.jsonl" "$WORK/s2.jsonl" --json && check_equal "merge with a cut line" "$whole" "$out"

# Shards 1..3 of 3 (more shards than some have games) merge to the whole match too.
for s in 1 2 3; do
    expect_ok "${M[@]}" --out "$WORK/t$s.jsonl" --shard "$s/3"
done
expect_ok "$RBG" merge "$WORK"/t*.jsonl --json && check_equal "three shards merged" "$whole" "$out"
expect_ok "${M[@]}" --games 2 --out "$WORK/none3.jsonl" --shard 3/3 --json &&
    check_match "a shard without games" '^[{]"games": 0, "wins": 0, "draws": 0, "losses": 0, "win_rate": null, "ci95": null, "expected_games": 0, "missing": 0,' "$out"

# Without --out each shard has a file of its own.
mkdir "$WORK/here"
(cd "$WORK/here" && "${M[@]}" --shard 1/2 >/dev/null && "${M[@]}" --shard 2/2 >/dev/null)
check_equal "default shard file names" "match-ticTacToe-random-vs-random-shard1-of-2.jsonl
match-ticTacToe-random-vs-random-shard2-of-2.jsonl" "$(ls "$WORK/here")"

finish
