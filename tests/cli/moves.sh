#!/usr/bin/env bash
# rbg moves: the legal moves in text form, one per line, after --after MOVES; --numeric gives
# the numeric form.  In ticTacToe cell c is cell x + 3y + 1 (row by row from the top left); cross's move on cell c
# is `c 2 c 3` (its [x] and its switch), nought's is `c 11 c 12`.  The order of the moves is the
# reasoner's, so the lists are compared sorted.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

sorted() { printf '%s\n' "$1" | sort; }

expect_ok "$RBG" moves "$TTT" "${I[@]}" --numeric &&
    check_equal "the moves of cross" "$(for c in 1 2 3 4 5 6 7 8 9; do echo "$c 2 $c 3"; done)" "$(sorted "$out")"

expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3' --numeric &&
    check_equal "nought's 8 moves" "$(for c in 1 2 3 4 6 7 8 9; do echo "$c 11 $c 12"; done)" "$(sorted "$out")"

expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3; 1 11 1 12' --numeric &&
    check_equal "cross's 7 moves" "$(for c in 2 3 4 6 7 8 9; do echo "$c 2 $c 3"; done)" "$(sorted "$out")"

# Every move listed can be played: 9 * 8 pairs of moves, 72 states (perft 2).
expect_ok "$RBG" moves "$TTT" "${I[@]}"
count=0
for first in $(printf '%s\n' "$out" | tr ' ' '_'); do
    first=${first//_/ }
    run "$RBG" moves "$TTT" "${I[@]}" --after "$first"
    [ "$rc" -eq 0 ] || { fail "the listed move '$first' was refused"; break; }
    count=$((count + $(line_count "$out")))
done
check_equal "moves after each first move" 72 "$count"

# Cross completes the top row: the game is over, no moves, exit status 0.
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '1 2 1 3;4 11 4 12;2 2 2 3;5 11 5 12;3 2 3 3' &&
    check_equal "moves after a win" "" "$out"
# A drawn game, the board full.
draw='5 2 5 3;1 11 1 12;3 2 3 3;7 11 7 12;4 2 4 3;6 11 6 12;2 2 2 3;8 11 8 12;9 2 9 3'
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after "$draw" && check_equal "moves after a draw" "" "$out"

# The same list with the default backend (and its notice) and with --quiet.
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3'
interp=$out
expect_ok "$RBG" moves "$TTT" --quiet --after '5 2 5 3' && check_equal "moves with --quiet" "$interp" "$out"

# --json: one object, the player to move and the moves of the text form in the same order (null
# and [] when the game is over).
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3;1 11 1 12'
listed=$(printf '%s\n' "$out" | sed 's/.*/"&"/' | paste -sd ',' | sed 's/,/, /g')
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3;1 11 1 12' --json &&
    check_equal "moves as JSON" "{\"player\": \"cross\", \"moves\": [$listed]}" "$out"
expect_ok "$RBG" moves "$TTT" "${I[@]}" --json --semimoves --after '5 2 5 3' &&
    check_match "semimoves as JSON" '^\{"player": "nought", "semimoves": \["[0-9] 11"(, "[0-9] 11"){7}\]\}$' "$out"
expect_ok "$RBG" moves "$TTT" "${I[@]}" --json --after "$draw" &&
    check_equal "no moves as JSON" '{"player": null, "moves": []}' "$out"

# Another game: connect4's first player drops a disc into one of 7 columns, then 7 again.
expect_ok "$RBG" moves "$GAMES/connect4.rbg" "${I[@]}" && check_equal "connect4 moves" 7 "$(line_count "$out")"
first=${out%%$'\n'*}
expect_ok "$RBG" moves "$GAMES/connect4.rbg" "${I[@]}" --after "$first" &&
    check_equal "connect4 replies" 7 "$(line_count "$out")"

# The text form: cells by their algebraic names (a1 at the bottom left), the same moves.
expect_ok "$RBG" moves "$TTT" "${I[@]}" --after 'b2; 1 11 1 12' &&
    check_equal "cross's 7 moves as text" "$(printf '%s\n' a2 b1 b3 c1 c2 c3 a1 | sort)" "$(sorted "$out")"
expect_ok "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" &&
    check_equal "chess's first moves" "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4" \
        "$(sorted "$out" | paste -sd ' ')"
# Castling reads as the king's move; a promotion names its piece; both forms give one state.
castle='e2e4;e7e5;g1f3;b8c6;f1c4;g8f6'
expect_ok "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$castle" &&
    check_match "castling" $'\ne1g1\n' "$out"
promote='e2e4;d7d5;e4d5;e8d7;d5d6;d7e6;d6c7;e6f6'
expect_ok "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$promote" &&
    check_equal "promotions" "c7b8b c7b8n c7b8q c7b8r c7d8b c7d8n c7d8q c7d8r" \
        "$(sorted "$out" | grep '^c7' | paste -sd ' ')"
expect_ok "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$promote;c7b8=Q"
text_after=$out
numeric=$("$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$promote" --numeric | sed -n "$(printf '%s\n' "$("$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$promote")" | grep -n '^c7b8q$' | cut -d: -f1)p")
expect_ok "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after "$promote;$numeric" &&
    check_equal "the numeric form of c7b8q reaches the same state" "$text_after" "$out"
# Amazons: the queen's cell, its destination, the arrow; go: pass.
expect_ok "$RBG" moves "$GAMES/amazons.rbg" "${I[@]}" &&
    check_equal "amazons' first turn" 2176 "$(line_count "$out")" &&
    check_match "amazons' text" $'\nd1d7g7\n' "$out"
expect_ok "$RBG" moves "$GAMES/go9.rbg" "${I[@]}" --after 'e5;pass' &&
    check_match "go" $'(^|\n)pass\n' "$out"

finish
