#!/usr/bin/env bash
# rbg match: a few games of tic-tac-toe between random agents with a --states budget.  The file
# has a header and one line per game, sides alternate, the summary agrees with the file, a game
# replays with rbg play from its seed, the games do not depend on --jobs, an existing file is
# never overwritten, --resume continues only the same match and tolerates a cut-short line.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/lib_match.sh"
I=(--backend interp --quiet)
M=("$RBG" match "$TTT" random random --games 6 --states 100 --seed 5 "${I[@]}")

expect_ok "${M[@]}" --out "$WORK/m.jsonl" --json
summary=$out
check_equal "lines in the file" 7 "$(wc -l <"$WORK/m.jsonl")"
check_match "header" '^\{"rbg_match": 1, "game": "ticTacToe", .*"a": "random", "b": "random", "games": 6, "seed": "5", "time": 0, "states": 100, .*"shard": 1, "shards": 1\}$' \
    "$(head -n 1 "$WORK/m.jsonl")"
check_equal "game indices" "0 1 2 3 4 5" "$(games "$WORK/m.jsonl" | field index | sort -n | paste -sd ' ')"
# Sides swap every game: A is player 1 (cross) in even games.
sides=$(games "$WORK/m.jsonl" | sed -n 's/.*"index": \([0-9]*\),.*"a_player": "\([a-z]*\)", "b_player": "\([a-z]*\)", "a_first": \([a-z]*\),.*/\1 \2 \3 \4/p' | sort -n)
check_equal "sides" "0 cross nought true
1 nought cross false
2 cross nought true
3 nought cross false
4 cross nought true
5 nought cross false" "$sides"
# Each line's result follows from its scores, its length from its moves, one time and one
# state count per move.
bad=$(games "$WORK/m.jsonl" | awk '{
    a = $0; sub(/.*"a_player": "/, "", a); sub(/".*/, "", a)
    b = $0; sub(/.*"b_player": "/, "", b); sub(/".*/, "", b)
    sa = $0; sub(".*\"" a "\": ", "", sa); sub(/[,}].*/, "", sa)
    sb = $0; sub(".*\"" b "\": ", "", sb); sub(/[,}].*/, "", sb)
    r = $0; sub(/.*"result": "/, "", r); sub(/".*/, "", r)
    want = sa > sb ? "win" : sa < sb ? "loss" : "draw"
    n = $0; sub(/.*"length": /, "", n); sub(/,.*/, "", n)
    m = $0; sub(/.*"moves": \[/, "", m); sub(/\].*/, "", m); moves = gsub(/"[0-9 ]*"/, "", m)
    s = $0; sub(/.*"seconds": \[/, "", s); sub(/\].*/, "", s); secs = split(s, x, ",")
    t = $0; sub(/.*"states": \[/, "", t); sub(/\].*/, "", t); states = split(t, y, ",")
    if (r != want || n != moves || secs != n || states != n || n < 5 || n > 9) print
}')
check_equal "lines whose result, length or costs disagree" "" "$bad"
check_equal "cut games" "false" "$(games "$WORK/m.jsonl" | field cut | sort -u)"
check_equal "summary counts" "$(summary_from_file "$WORK/m.jsonl")" "${summary%%, \"win_rate\"*}"
check_match "summary" ', "win_rate": [0-9.]+, "ci95": (null|\[-?[0-9.]+, [0-9.]+\]), "expected_games": 6, "missing": 0, ' "$summary"
# The win rate is (wins + draws / 2) / games, printed with 6 decimals.
w=$(count_results "$WORK/m.jsonl" win)
d=$(count_results "$WORK/m.jsonl" draw)
check_equal "win rate" "$(awk -v w="$w" -v d="$d" 'BEGIN { printf "%.6f", (w + d / 2) / 6 }')" \
    "$(printf '%s\n' "$summary" | field win_rate)"

# The text summary says the same.
expect_ok "${M[@]}" --out "$WORK/m.jsonl" --resume
check_match "text summary" "games 6: A won $w, drew $d, lost $(count_results "$WORK/m.jsonl" loss) " "$out"
check_match "text summary names the file" "games recorded in '$WORK/m.jsonl'" "$out"
text_summary=$out
# Files written before seeds were strings still load.
sed 's/"seed": "\([0-9]*\)"/"seed": \1/' "$WORK/m.jsonl" >"$WORK/old.jsonl"
check_match "an old file has numeric seeds" '"seed": 5,' "$(head -n 1 "$WORK/old.jsonl")"
expect_ok "${M[@]}" --out "$WORK/old.jsonl" --resume &&
    check_equal "an old file's summary" "$text_summary" "${out//old.jsonl/m.jsonl}"

# A game replays on its own: rbg play with the game's seed and the agents in player order.
line=$(games "$WORK/m.jsonl" | grep '"index": 3,')
seed=$(printf '%s\n' "$line" | field seed)
moves=$(printf '%s\n' "$line" | sed 's/.*"moves": \["//; s/"\].*//; s/", "/\n/g')
check_match "the seed is a string, which any JSON reader reads exactly" '"seed": "[0-9]+", "a"' "$line"
# The moves in both forms: the numeric one, and the text one rbg play prints.
texts=$(printf '%s\n' "$line" | sed 's/.*"texts": \["//; s/"\].*//; s/", "/\n/g')
check_equal "as many texts as moves" "$(line_count "$moves")" "$(line_count "$texts")"
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed "$seed" --states 100 "${I[@]}" &&
    check_equal "game 3's texts are rbg play's" "$texts" \
        "$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: [a-z]* (random) plays //p')"
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed "$seed" --states 100 "${I[@]}" --numeric &&
    check_equal "game 3 replayed by rbg play" "$moves" \
        "$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: [a-z]* (random) plays //p')"

# The games are the same whatever the number of jobs.
for jobs in 1 2 3; do
    expect_ok "${M[@]}" --out "$WORK/jobs$jobs.jsonl" --jobs "$jobs" --json &&
        check_equal "summary with --jobs $jobs" "$summary" "$out"
    check_equal "games with --jobs $jobs" "$(comparable "$WORK/m.jsonl")" "$(comparable "$WORK/jobs$jobs.jsonl")"
done
check_equal "header with --jobs 2" "$(head -n 1 "$WORK/m.jsonl")" "$(head -n 1 "$WORK/jobs2.jsonl")"
# ... and whatever the backend: the default one (compiled where a C compiler is found).
run "$RBG" match "$TTT" random random --games 6 --states 100 --seed 5 --quiet --out "$WORK/default.jsonl" --json
if check_no_crash; then
    check_equal "summary with the default backend" "$summary" "$out"
    check_equal "games with the default backend" "$(comparable "$WORK/m.jsonl")" "$(comparable "$WORK/default.jsonl")"
fi

# Never overwrite: without --resume an existing file is refused and left as it was.
before=$(cat "$WORK/m.jsonl")
# The same match run again (the README's example, twice) says how to go on.
expect_error "rbg: match: '$WORK/m.jsonl' holds 6 of the 6 games of this match already; add --resume to continue it (or to print its summary), or give another file with --out" \
    "${M[@]}" --out "$WORK/m.jsonl"
check_equal "file after the refusal" "$before" "$(cat "$WORK/m.jsonl")"
# Another match in the file: not a file to continue.
expect_error "rbg: match: '$WORK/m.jsonl' holds another match (its seed differs); not continuing it" \
    "${M[@]}" --out "$WORK/m.jsonl" --seed 99
check_equal "file after the refusal" "$before" "$(cat "$WORK/m.jsonl")"
# ... even a file that is not a match file.
echo "notes" >"$WORK/notes.txt"
expect_error "rbg: match: '$WORK/notes.txt' is not empty; *" "${M[@]}" --out "$WORK/notes.txt"
check_equal "other file after the refusal" "notes" "$(cat "$WORK/notes.txt")"
expect_error "rbg: match: $WORK/notes.txt:line 1: not the header of an rbg match file" \
    "${M[@]}" --out "$WORK/notes.txt" --resume

# --resume of a finished match plays nothing and prints the same summary.
expect_ok "${M[@]}" --out "$WORK/m.jsonl" --resume --json && check_equal "resumed summary" "$summary" "$out"
check_equal "file after resuming a finished match" "$before" "$(cat "$WORK/m.jsonl")"

# --resume refuses another match, naming what differs.
for change in "--seed 6:seed" "--games 7:number of games" "--states 50:states per move" \
        "--max-length 5:maximum length" "--max-nodes 10:node limit" \
        "--shard 1/2:shard" "--split Mod:split strategy"; do
    args=${change%%:*}
    what=${change#*:}
    # shellcheck disable=SC2086
    expect_error "rbg: match: '$WORK/m.jsonl' holds another match (its $what differs); not continuing it" \
        "${M[@]}" --out "$WORK/m.jsonl" --resume $args
done
expect_error "rbg: match: '$WORK/m.jsonl' holds another match (its agent B differs); not continuing it" \
    "$RBG" match "$TTT" random random: --games 6 --states 100 --seed 5 "${I[@]}" --out "$WORK/m.jsonl" --resume
expect_error "rbg: match: '$WORK/m.jsonl' holds another match (its game differs); not continuing it" \
    "$RBG" match "$GAMES/breakthrough5x5.rbg" random random --games 6 --states 100 --seed 5 "${I[@]}" \
    --out "$WORK/m.jsonl" --resume
# The same game under another name is the same match; an edited game is not.
cp "$TTT" "$WORK/ticTacToe.rbg"
expect_ok "$RBG" match "$WORK/ticTacToe.rbg" random random --games 6 --states 100 --seed 5 "${I[@]}" \
    --out "$WORK/m.jsonl" --resume --json && check_equal "summary from a copy of the game" "$summary" "$out"
echo "// edited" >>"$WORK/ticTacToe.rbg"
expect_error "rbg: match: '$WORK/m.jsonl' holds another match (its game file's contents differs); not continuing it" \
    "$RBG" match "$WORK/ticTacToe.rbg" random random --games 6 --states 100 --seed 5 "${I[@]}" \
    --out "$WORK/m.jsonl" --resume
check_equal "file after the refusals" "$before" "$(cat "$WORK/m.jsonl")"

# A last line cut short (a kill in the middle of a write) is dropped and its game played again;
# the games before it are kept as they were.
head -n 4 "$WORK/m.jsonl" >"$WORK/cut.jsonl"
sed -n 5p "$WORK/m.jsonl" | head -c 60 >>"$WORK/cut.jsonl"
kept=$(head -n 4 "$WORK/m.jsonl")
run "${M[@]}" --out "$WORK/cut.jsonl" --resume --json
if check_no_crash; then
    if [ "$rc" -ne 0 ]; then fail "expected exit status 0"; else pass; fi
    check_equal "summary after a cut line" "$summary" "$out"
    check_equal "notice" "" "$err" # --quiet
fi
check_equal "games after a cut line" "$(comparable "$WORK/m.jsonl")" "$(comparable "$WORK/cut.jsonl")"
check_equal "lines kept" "$kept" "$(head -n 4 "$WORK/cut.jsonl")"
# Without --quiet the dropped line is mentioned.
head -n 3 "$WORK/m.jsonl" >"$WORK/cut2.jsonl"
printf '{"index": 2, "se' >>"$WORK/cut2.jsonl"
run "$RBG" match "$TTT" random random --games 6 --states 100 --seed 5 --backend interp \
    --out "$WORK/cut2.jsonl" --resume --json
check_equal "notice of the dropped line" "rbg: match: dropped the unfinished last line of '$WORK/cut2.jsonl'" "$err"
check_equal "games after a cut line (2)" "$(comparable "$WORK/m.jsonl")" "$(comparable "$WORK/cut2.jsonl")"
# A cut-short header, or an empty file, starts the match afresh.
head -c 30 "$WORK/m.jsonl" >"$WORK/cut3.jsonl"
expect_ok "${M[@]}" --out "$WORK/cut3.jsonl" --resume --json && check_equal "summary after a cut header" "$summary" "$out"
check_equal "file after a cut header" 7 "$(wc -l <"$WORK/cut3.jsonl")"
: >"$WORK/empty.jsonl"
expect_ok "${M[@]}" --out "$WORK/empty.jsonl" --json && check_equal "summary into an empty file" "$summary" "$out"
# --resume of a file that does not exist yet starts the match.
expect_ok "${M[@]}" --out "$WORK/new.jsonl" --resume --json && check_equal "summary, new file" "$summary" "$out"

# Without --out the file is named after the game and the agents, in the current directory.
mkdir "$WORK/here"
(cd "$WORK/here" && "$RBG" match "$TTT" random random: --games 2 --states 100 "${I[@]}" >/dev/null 2>&1)
check_equal "default file name" "match-ticTacToe-random-vs-random_.jsonl" "$(ls "$WORK/here")"

# A game cut by --max-length: recorded as cut, scored as it stands.
expect_ok "${M[@]}" --max-length 3 --out "$WORK/short.jsonl" --json &&
    check_match "summary of cut games" '^[{]"games": 6, "wins": 0, "draws": 6, "losses": 0, ' "$out"
check_equal "cut games" "true" "$(games "$WORK/short.jsonl" | field cut | sort -u)"
check_equal "their length" "3" "$(games "$WORK/short.jsonl" | field length | sort -u)"

finish
