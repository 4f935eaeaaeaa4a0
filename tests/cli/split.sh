#!/usr/bin/env bash
# --split on both commands: strategy names and their errors, the printed form of a split game,
# perft and bench through semimoves, rbg moves --semimoves.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
BT=$GAMES/breakthrough.rbg
num='[0-9]+(\.[0-9]+)?'
allowed='none, Mod, ModPlus, ModShift, ModPlusShift, Plus, Shift, PlusShift'

# Bad strategies: one line that lists what is allowed, exit status 1.
expect_error "rbg: unknown split strategy 'Foo' (allowed: $allowed)" "$RBG" perft "$TTT" 2 --split Foo
expect_error "rbg: unknown split strategy 'mod' (allowed: $allowed)" "$RBG" bench "$TTT" --split mod
expect_error "rbg: unknown split strategy 'ShiftPlus' (allowed: $allowed)" "$RBG" moves "$TTT" --split ShiftPlus
expect_error "rbg: unknown split strategy '' (allowed: $allowed)" "$RBG" play "$TTT" --split ''
expect_error "rbg: option --split needs a value" "$RBG" perft "$TTT" 2 --split
expect_error "rbgc: unknown split strategy 'ModMod' (allowed: $allowed)" "$RBGC" print "$TTT" --split ModMod
expect_error "rbgc: unknown split strategy 'x' (allowed: $allowed)" "$RBGC" nfa "$TTT" --split x
run "$RBGC" print "$TTT" --split
check_no_crash && check_equal "missing value" "rbgc: option --split needs a value"$'\n'"Try 'rbgc --help' for more information." "$err"
run "$RBGC" check "$TTT" --split Mod
check_no_crash && check_equal "--split on check" "rbgc: unknown option for this command: --split"$'\n'"Try 'rbgc --help' for more information." "$err"

# rbgc print --split: Shift puts one dot after the choice of the row, for both players.
expect_ok "$RBGC" print "$BT" --split ModShift
if [ "$rc" -eq 0 ]; then
    check_equal "dots" 2 "$(printf '%s\n' "$out" | grep -o '(up\* + down\*) \. (left\* + right\*)' | wc -l)"
    # The printed game parses again and prints the same, dots included.
    printf '%s\n' "$out" >"$WORK/split.rbg"
    printed=$out
    expect_ok "$RBGC" print "$WORK/split.rbg" && check_equal "printed again" "$printed" "$out"
    # A game with dots is played like the game without them.
    expect_ok "$RBG" perft "$WORK/split.rbg" 3 "${I[@]}" --json &&
        check_equal "leaves of the printed game" "22 484 11132" \
            "$(printf '%s\n' "$out" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//')"
fi
# Mod adds no dot: the same as without --split (and none is the plain game).
expect_ok "$RBGC" print "$BT" && plain=$out
expect_ok "$RBGC" print "$BT" --split Mod && check_equal "Mod" "$plain" "$out"
expect_ok "$RBGC" print "$BT" --split none && check_equal "none" "$plain" "$out"
# Plus: a dot before the diagonal steps (the straight step is forced to the next split).
expect_ok "$RBGC" print "$BT" --split ModPlus &&
    check_match "Plus dot" '\(\{empty\} \+ \. \(left \+ right\) \{blackPawn,empty\}\)' "$out"
expect_ok "$RBGC" print "$BT" --split ModPlusShift --compact &&
    check_match "compact" '\(up \* \+ down \*\)\.\(left \* \+ right \*\)\{whitePawn\}' "$out"
expect_ok "$RBGC" nfa "$BT" --split ModShift && check_match "a dot edge" 'label="\."' "$out"

# perft through semimoves: the same counts.
for s in Mod ModPlus ModShift ModPlusShift Plus Shift PlusShift; do
    expect_ok "$RBG" perft "$BT" 3 "${I[@]}" --split "$s" --json &&
        check_equal "breakthrough leaves, $s" "22 484 11132" \
            "$(printf '%s\n' "$out" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//')"
done
expect_ok "$RBG" perft "$TTT" 2 "${I[@]}" --split ModPlus --after '5 2 5 3' --json &&
    check_match "after a move" '"depth": 2, "leaves": 56,' "$out"

# bench through semimoves: the JSON names the strategy; all states count every semimove
# (breakthrough: at least grab, drop and the switch per move).
expect_ok "$RBG" bench "$BT" "${I[@]}" --split ModShift --playouts 30 --seed 3 --json
if [ "$rc" -eq 0 ]; then
    check_match "JSON object" "^\{\"game\": \"breakthrough\", \"backend\": \"interp\", \"split\": \"ModShift\", \"seed\": 3, \"seconds\": $num, \"playouts\": 30, \"playouts_per_s\": $num, \"nodal_states_per_s\": $num, \"states_per_s\": $num, \"mean_nodal_length\": $num, \"mean_length\": $num, \"mean_branching\": $num, \"limited_playouts\": 0, \"exact\": false, \"mean_scores\": \{\"white\": $num, \"black\": $num\}\}$" "$out"
    nodal=$(printf '%s\n' "$out" | sed 's/.*"mean_nodal_length": \([0-9.]*\),.*/\1/')
    all=$(printf '%s\n' "$out" | sed 's/.*"mean_length": \([0-9.]*\),.*/\1/')
    check_equal "all states >= 3 x nodal" 1 "$(awk -v a="$all" -v n="$nodal" 'BEGIN { print (a >= 3 * n) }')"
    scores=$(printf '%s\n' "$out" | sed 's/.*"white": \([0-9.]*\), "black": \([0-9.]*\).*/\1 \2/')
    check_equal "scores add up to 100" 1 "$(awk -v s="$scores" 'BEGIN { split(s, x, " "); print (x[1] + x[2] > 99.99 && x[1] + x[2] < 100.01) }')"
    first=$out
    expect_ok "$RBG" bench "$BT" "${I[@]}" --split ModShift --playouts 30 --seed 3 --json &&
        check_equal "same seed, same playouts" "$(printf '%s\n' "$first" | sed 's/"seconds.*"mean_nodal/"mean_nodal/')" \
            "$(printf '%s\n' "$out" | sed 's/"seconds.*"mean_nodal/"mean_nodal/')"
fi
expect_ok "$RBG" bench "$BT" "${I[@]}" --split Mod --playouts 5 --max-length 4 --json &&
    check_match "length limit" '"mean_nodal_length": 4\.00, .*"limited_playouts": 5,' "$out"
expect_ok "$RBG" bench "$TTT" "${I[@]}" --split Mod --playouts 3
if [ "$rc" -eq 0 ]; then
    check_equal "first line" "game ticTacToe, backend interp, split Mod, seed 1" "${out%%$'\n'*}"
    check_match "rows" $'mean playout length \\(all\\) +[0-9.]+\nmean branching factor +[0-9.]+' "$out"
fi

# rbg moves: full moves whatever the strategy; --semimoves lists the first semimoves.
expect_ok "$RBG" moves "$TTT" "${I[@]}" && plain=$out
expect_ok "$RBG" moves "$TTT" "${I[@]}" --split ModPlusShift && check_equal "moves" "$plain" "$out"
expect_ok "$RBG" moves "$TTT" "${I[@]}" --semimoves &&
    check_equal "semimoves" "$(printf '%s\n' '1 2' '2 2' '3 2' '4 2' '5 2' '6 2' '7 2' '8 2' '9 2')" \
        "$(printf '%s\n' "$out" | sort -n)"
expect_ok "$RBG" moves "$BT" "${I[@]}" --semimoves --split ModShift &&
    check_equal "semimoves of a dot" "8" "$(printf '%s\n' "$out" | awk '$2 <= 0' | wc -l)"

# Mod cuts a move at its modifiers: pentagoSplit's player puts the ball, then picks the quadrant's
# turn by a keeper switch, so its first semimoves are the 36 cells; pentago's move has only the
# switch, so its semimoves are its 288 whole moves (the split-moves tables run pentagoSplit).
for backend in interp compiled; do
    expect_ok "$RBG" moves "$GAMES/pentagoSplit.rbg" --backend $backend --semimoves --split Mod --quiet &&
        check_equal "pentagoSplit: the ball first ($backend)" 36 "$(printf '%s\n' "$out" | wc -l)"
    expect_ok "$RBG" moves "$GAMES/pentago.rbg" --backend $backend --semimoves --split Mod --quiet &&
        check_equal "pentago: no cut ($backend)" 288 "$(printf '%s\n' "$out" | wc -l)"
done
# The same game: its seeded random playouts are pentago's, figure for figure.
expect_ok "$RBG" bench "$GAMES/pentago.rbg" --playouts 300 --seed 7 --json --quiet && twin=${out#*\"mean_nodal_length}
for backend in interp compiled; do
    expect_ok "$RBG" bench "$GAMES/pentagoSplit.rbg" --backend $backend --playouts 300 --seed 7 --json --quiet &&
        check_equal "pentagoSplit plays pentago's playouts ($backend)" "$twin" "${out#*\"mean_nodal_length}"
done

# play accepts a strategy (agents choose whole moves).
expect_ok "$RBG" play "$TTT" "${I[@]}" --split ModPlus --agent random --agent random --seed 4 --quiet
finish
