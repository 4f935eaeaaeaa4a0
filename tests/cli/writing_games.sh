#!/usr/bin/env bash
# The worked example of docs/writing-games.md, tests/cli/games/hexapawn.rbg: it checks without
# warnings, its perft counts are the ones of its header (computed by an independent program),
# and the positions the guide walks through have the moves it shows.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
HEX=$FIXTURES/hexapawn.rbg

expect_ok "$RBGC" check "$HEX" --Werror && check_equal "rbgc check output" "" "$out"

# "// Expected perft: 3, 10, ..." -> one count per depth.
expected=$(sed -n 's|^// Expected perft: ||p' "$HEX" | tr -d ' .' | tr ',' ' ')
check_equal "the header's counts" "3 10 28 56 70 64 20 0" "$expected"
depth=$(wc -w <<<"$expected")
expect_ok "$RBG" perft "$HEX" "$depth" --json "${I[@]}" &&
    check_equal "perft" "$expected" \
        "$(printf '%s\n' "$out" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//')"

expect_ok "$RBG" moves "$HEX" "${I[@]}" &&
    check_equal "white's first moves" "a1a2
b1b2
c1c2" "$(printf '%s\n' "$out" | sort)"
expect_ok "$RBG" moves "$HEX" "${I[@]}" --after 'b1b2' &&
    check_equal "black's replies" "a3a2
a3b2
c3b2
c3c2" "$(printf '%s\n' "$out" | sort)"
expect_ok "$RBG" moves "$HEX" "${I[@]}" --after '8 2 5 3 5 4' --numeric &&
    check_equal "black's replies in the numeric form" "1 9 4 10 4 11
1 9 5 10 5 11
3 9 5 10 5 11
3 9 6 10 6 11" "$(printf '%s\n' "$out" | sort)"
# Black's left pawn takes the white pawn in the centre: white can step or take back twice.
expect_ok "$RBG" moves "$HEX" "${I[@]}" --after '8 2 5 3 5 4;1 9 5 10 5 11' --numeric &&
    check_equal "white's answers" "7 2 4 3 4 4
7 2 5 3 5 4
9 2 5 3 5 4
9 2 6 3 6 4" "$(printf '%s\n' "$out" | sort)"
# Black's right pawn takes in the centre, white advances on the right, black reaches the far
# row: black has won and the game is over.
expect_ok "$RBG" play "$HEX" --agent random --agent random "${I[@]}" \
    --after '8 2 5 3 5 4;3 9 5 10 5 11;9 2 6 3 6 4;5 9 8 10 8 11'
if [ "$rc" -eq 0 ]; then
    check_equal "a game won on the far row" "  3  P P .
  2  . . w
  1  w P .
     a b c
legend: P=blackPawn .=empty w=whitePawn
The game is over after 0 moves.
scores: white 0 black 100" "$out"
fi

# The outcomes file of section 8 passes tests/outcomes/run_outcomes.sh.
sed -n '/^  # white reaches the far row on its third move/,/^  moves: 3/p' "$SRC/docs/writing-games.md" |
    sed 's/^  //' >"$WORK/hexapawn-outcomes.txt"
expect_ok bash "$SRC/tests/outcomes/run_outcomes.sh" "$RBG" "$HEX" "$WORK/hexapawn-outcomes.txt" interp &&
    check_equal "the outcomes example" "ok   outcomes hexapawn: 2 checks" "$out"

# Random games end (no playout reaches the length limit) with scores 0 or 100.
expect_ok "$RBG" bench "$HEX" --playouts 200 --seed 1 --json "${I[@]}" &&
    check_match "bench" '"limited_playouts": 0, "exact": false, "mean_scores": \{"white": [0-9.]+, "black": [0-9.]+\}' "$out"

finish
