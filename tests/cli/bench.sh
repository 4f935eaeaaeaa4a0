#!/usr/bin/env bash
# rbg bench: random playouts with figures; --seed makes everything but the timings reproducible.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
num='[0-9]+(\.[0-9]+)?'

# The fields that do not depend on the machine's speed.
stable() {
    printf '%s\n' "$1" | sed -e 's/"seconds": [0-9.]*, //' -e 's/"[a-z_]*_per_s": [0-9.]*, //g'
}

expect_ok "$RBG" bench "$TTT" --playouts 50 --seed 7 --json "${I[@]}"
first=$out
if [ "$rc" -eq 0 ]; then
    check_equal "JSON lines" 1 "$(line_count "$out")"
    check_match "JSON object" "^\{\"game\": \"ticTacToe\", \"backend\": \"interp\", \"split\": \"none\", \"seed\": 7, \"seconds\": $num, \"playouts\": 50, \"playouts_per_s\": $num, \"nodal_states_per_s\": $num, \"states_per_s\": $num, \"mean_nodal_length\": $num, \"mean_length\": $num, \"mean_branching\": $num, \"limited_playouts\": 0, \"exact\": false, \"mean_scores\": \{\"cross\": $num, \"nought\": $num\}\}$" "$out"
    # A tic-tac-toe game lasts 5 to 9 moves, and its scores add up to 100.
    check_match "mean length" '"mean_nodal_length": [5-8]\.[0-9]+|"mean_nodal_length": 9\.00' "$out"
    cross=$(printf '%s\n' "$out" | sed 's/.*"cross": \([0-9.]*\).*/\1/')
    nought=$(printf '%s\n' "$out" | sed 's/.*"nought": \([0-9.]*\).*/\1/')
    check_equal "sum of the mean scores" 100.00 "$(awk -v a="$cross" -v b="$nought" 'BEGIN { printf "%.2f", a + b }')"
fi
expect_ok "$RBG" bench "$TTT" --playouts 50 --seed 7 --json "${I[@]}" &&
    check_equal "a second run with the same seed" "$(stable "$first")" "$(stable "$out")"
# The default backend (compiled) plays the same playouts as the interpreter.
expect_ok "$RBG" bench "$TTT" --playouts 50 --seed 7 --json --quiet &&
    check_match "the default backend" '"backend": "compiled"' "$out" &&
    check_equal "the default backend's playouts" "$(stable "$first" | sed 's/"backend": "[a-z]*"//')" \
        "$(stable "$out" | sed 's/"backend": "[a-z]*"//')"

# --exact lists every legal move; tic-tac-toe defers no test, so its playouts are the same.
expect_ok "$RBG" bench "$TTT" --playouts 50 --seed 7 --json --exact "${I[@]}" &&
    check_equal "--exact where no test is deferred" "$(stable "$first" | sed 's/"exact": false/"exact": true/')" \
        "$(stable "$out")"

# The table form.
expect_ok "$RBG" bench "$TTT" --playouts 20 --seed 7 "${I[@]}"
if [ "$rc" -eq 0 ]; then
    check_equal "first line" "game ticTacToe, backend interp, split none, seed 7" "${out%%$'\n'*}"
    check_equal "row labels" "seconds
playouts
playouts/s
nodal states/s
all states/s
mean playout length (nodal)
mean playout length (all)
mean branching factor
mean score of cross
mean score of nought" "$(printf '%s\n' "$out" | tail -n +2 | sed 's/ *[0-9.]*$//')"
    check_match "playouts row" $'\nplayouts +20\n' "$out"
fi

# --max-length: no tic-tac-toe game ends within 3 moves, so every playout stops at the limit.
expect_ok "$RBG" bench "$TTT" --playouts 10 --max-length 3 --json "${I[@]}" &&
    check_match "limited playouts" '"mean_nodal_length": 3\.00, .*"limited_playouts": 10,' "$out"

# A time budget: at least that long, and some playouts.
expect_ok "$RBG" bench "$TTT" --seconds 0.2 --json "${I[@]}"
if [ "$rc" -eq 0 ]; then
    check_match "playouts in 0.2 s" '"playouts": [1-9][0-9]*,' "$out"
    secs=$(printf '%s\n' "$out" | sed 's/.*"seconds": \([0-9.]*\),.*/\1/')
    check_equal "at least 0.2 seconds" yes "$(awk -v s="$secs" 'BEGIN { print (s >= 0.2 ? "yes" : "no") }')"
fi

finish
