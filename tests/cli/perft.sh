#!/usr/bin/env bash
# rbg perft: leaves per depth, as a table and as JSON lines.  Tic-tac-toe's counts are the
# published ones: 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
num='[0-9]+(\.[0-9]+)?'

# The leaves of perft's JSON lines, separated by spaces.
leaves_of() {
    printf '%s\n' "$1" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//'
}

expect_ok "$RBG" perft "$TTT" 3 --json "${I[@]}"
if [ "$rc" -eq 0 ]; then
    check_equal "number of JSON lines" 3 "$(line_count "$out")"
    depth=0
    for leaves in 9 72 504; do
        depth=$((depth + 1))
        line=$(printf '%s\n' "$out" | sed -n "${depth}p")
        check_match "JSON line $depth" "^\{\"depth\": $depth, \"leaves\": $leaves, \"seconds\": $num, \"leaves_per_s\": $num\}$" "$line"
    done
fi

# The table: a header, then one row per depth; the leaves are the second column.
expect_ok "$RBG" perft "$TTT" 6 "${I[@]}"
if [ "$rc" -eq 0 ]; then
    check_match "table header" "^depth +leaves +seconds +leaves/s$" "${out%%$'\n'*}"
    check_equal "depth and leaves columns" "$(printf '%s\n' 1\ 9 2\ 72 3\ 504 4\ 3024 5\ 15120 6\ 54720)" \
        "$(printf '%s\n' "$out" | tail -n +2 | awk '{print $1, $2}')"
fi

# Depth 0 is the state itself.
expect_ok "$RBG" perft "$TTT" 0 --json "${I[@]}" &&
    check_match "depth 0" '^\{"depth": 0, "leaves": 1, ' "$out"

# From a later state: after cross takes the centre nought has 8 moves, then cross 7.
expect_ok "$RBG" perft "$TTT" 2 --json "${I[@]}" --after '5 2 5 3'
if [ "$rc" -eq 0 ]; then
    check_equal "leaves after the centre" "8 56" "$(leaves_of "$out")"
fi
# After the end of the game there is nothing below.
expect_ok "$RBG" perft "$TTT" 1 --json "${I[@]}" --after '1 2 1 3;4 11 4 12;2 2 2 3;5 11 5 12;3 2 3 3' &&
    check_match "leaves after a win" '^\{"depth": 1, "leaves": 0, ' "$out"

# The same leaves with the default backend and the split strategy `none` given explicitly.
expect_ok "$RBG" perft "$TTT" 4 --json --quiet --split none &&
    check_match "default backend" '"depth": 4, "leaves": 3024,' "$out"

# Connect Four: 7^k leaves for the first plies (published values).
expect_ok "$RBG" perft "$GAMES/connect4.rbg" 4 --json "${I[@]}" &&
    check_equal "connect4 leaves" "7 49 343 2401" \
        "$(leaves_of "$out")"

# States that a shift table could take for one another keep their moves, in both backends
# (counts from tests/programs/shiftRepresentatives.rbg's header; the game never ends, which
# is its only warning).
for backend in interp compiled; do
    run "$RBG" perft "$SRC/tests/programs/shiftRepresentatives.rbg" 3 --json --quiet --backend "$backend"
    check_no_crash && check_equal "shift representatives, $backend: status" 0 "$rc" &&
        check_match "shift representatives, $backend: warning" "^[^:]*: warning: the game can never end" "$err" &&
        check_equal "shift representatives, $backend" "19 358 6700" "$(leaves_of "$out")"
done

finish
