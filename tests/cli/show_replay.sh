#!/usr/bin/env bash
# rbg show draws a position (after --after, in either move form) and says whose turn it is or
# the scores; rbg replay steps through a game of a match file, naming its moves in text form.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

expect_ok "$RBG" show "$TTT" "${I[@]}" --after 'b2;1 11 1 12' &&
    check_equal "a position" "  3  O . .
  2  . X .
  1  . . .
     a b c
legend: .=empty O=o X=x
cross to move: 7 legal moves" "$out"
expect_ok "$RBG" show "$TTT" "${I[@]}" --after 'a1;b1;a2;b2;a3' &&
    check_equal "the end" "The game is over; scores: cross 100 nought 0" "$(printf '%s\n' "$out" | tail -n 1)"
expect_ok "$RBG" show "$GAMES/chess.rbg" "${I[@]}" --after 'e2e4;e7e5' &&
    check_equal "chess" "  8  r n b q k b n r
  7  p p p p . p p p
  6  . . . . . . . .
  5  . . . . p . . .
  4  . . . . P . . .
  3  . . . . . . . .
  2  P P P P . P P P
  1  R N B Q K B N R
     a b c d e f g h" "$(printf '%s\n' "$out" | head -n 9)"
expect_ok "$RBG" show "$GAMES/go9.rbg" "${I[@]}" --after 'e5;pass' &&
    check_match "go's stones" $'\n  5  \\. \\. \\. \\. ● \\. \\. \\. \\.\n' "$out" &&
    check_match "after a pass" "black to move: 81 legal moves" "$out"
expect_error "rbg: move 2: 'e9e5' is not a legal move here; the closest: *" \
    "$RBG" show "$GAMES/chess.rbg" "${I[@]}" --after 'e2e4;e9e5'
expect_error "rbg: show: unexpected argument 'x'" "$RBG" show "$TTT" x
expect_error "rbg: show does not take --seed*" "$RBG" show "$TTT" --seed 3

# rbgc print --graph names the cells as every other command does: algebraic on rectangles (turned
# by the display hint in draughts: the file's top left cell is h1), Hex's names on its rhombus, a cuboid's
# later layers with their letter.
expect_ok "$RBGC" print "$GAMES/englishDraughts.rbg" --graph &&
    check_equal "draughts' first cell" "    h1[light]{down: h2, right: g1}" "$(printf '%s\n' "$out" | sed -n 6p)"
expect_ok "$RBGC" print "$GAMES/hex5x5.rbg" --graph &&
    check_match "hex's top corner" $'\n    a1\\[e\\]\\{southEast: b1, southWest: a2\\}' "$out"
expect_ok "$RBG" moves "$GAMES/hex5x5.rbg" "${I[@]}" &&
    check_equal "hex's moves" "a1 a2 b1" "$(printf '%s\n' "$out" | head -n 3 | tr '\n' ' ' | sed 's/ $//')"
expect_ok "$RBGC" print "$GAMES/ticTacToe3d.rbg" --graph &&
    check_match "the second layer" $'\n    Ba1\\[empty\\]\\{back: a1, front: Ca1, right: Bb1, up: Ba2\\}' "$out"
# The terminal draws them with those names: Hex's rows begin with their first cell's name, a
# cuboid's layers are drawn as rectangles with files and ranks.
expect_ok "$RBG" show "$GAMES/hex5x5.rbg" "${I[@]}" --after 'c3;e1' &&
    check_equal "hex drawn" " a1      .
 a4   . . . .
 a5  . . ● . ○
 e5      ." "$(printf '%s\n' "$out" | sed -n '1p;4p;5p;9p')"
expect_ok "$RBG" show "$GAMES/ticTacToe3d.rbg" "${I[@]}" --after 'Bb2;a1' &&
    check_equal "tic-tac-toe 3D drawn" "layer 1
  3  . . .
  2  . . .
  1  O . .
     a b c
layer 2 (cells Ba1 ...)
  3  . . .
  2  . X ." "$(printf '%s\n' "$out" | head -n 8)"

# A match's games replay move by move; the moves are named as rbg play names them.
expect_ok "$RBG" match "$TTT" random random --games 2 --states 10 "${I[@]}" --quiet --out "$WORK/m.jsonl"
expect_ok "$RBG" play "$TTT" random random --seed "$(tail -n 1 "$WORK/m.jsonl" | sed 's/.*"seed": "\([0-9]*\)".*/\1/')" \
    --states 10 "${I[@]}"
played=$(printf '%s\n' "$out" | sed -n 's/^move \([0-9]*\): \([a-z]*\) (random) plays /\1 \2 /p')
expect_ok "$RBG" replay "$WORK/m.jsonl" --game 1 "${I[@]}"
if [ "$rc" -eq 0 ]; then
    check_equal "the title" "game 1 of $TTT: random (A) against random (B)" "$(printf '%s\n' "$out" | head -n 1)"
    check_equal "the moves of game 1, as rbg play names them" "$played" \
        "$(printf '%s\n' "$out" | sed -n 's/^move \([0-9]*\): \([a-z]*\) plays /\1 \2 /p')"
    check_match "the scores" $'\nscores: cross [0-9]+ nought [0-9]+$' "$out"
fi
# Run from elsewhere, the game is found beside the match file when its path does not lead to it.
mkdir -p "$WORK/away" && cp "$TTT" "$WORK/away/" &&
    sed "1s|\"game_file\": \"[^\"]*\"|\"game_file\": \"games/ticTacToe.rbg\"|" "$WORK/m.jsonl" >"$WORK/away/m.jsonl"
expect_ok "$RBG" replay "$WORK/away/m.jsonl" --game 1 "${I[@]}" &&
    check_equal "a game found beside the match file" "$played" \
        "$(printf '%s\n' "$out" | sed -n 's/^move \([0-9]*\): \([a-z]*\) plays /\1 \2 /p')"
expect_error "rbg: replay: '$WORK/m.jsonl' has no game 5" "$RBG" replay "$WORK/m.jsonl" --game 5
expect_error "rbg: replay: no match file given" "$RBG" replay
expect_error "rbg: replay: '$TTT' is not a match file (no header line)" "$RBG" replay "$TTT"
expect_error "rbg: replay: cannot read '$WORK/none.jsonl'" "$RBG" replay "$WORK/none.jsonl"
expect_error "rbg: --game needs a game index (0, 1, ...), not 'x'" "$RBG" replay "$WORK/m.jsonl" --game x
# A game line whose move is not legal is refused, with the move's number.
sed '3s/"moves": \["[^"]*"/"moves": ["9 9 9 9"/' "$WORK/m.jsonl" >"$WORK/bad.jsonl"
expect_error "rbg: replay: game 1, move 1: '9 9 9 9' is not a legal move here" \
    "$RBG" replay "$WORK/bad.jsonl" --game 1 "${I[@]}"

# rbg play --numeric writes the moves and the record in the numeric form.
expect_ok "$RBG" play "$TTT" random random --seed 3 "${I[@]}" --numeric --record "$WORK/numeric.txt" &&
    check_match "numeric moves" $'\nmove 1: cross \\(random\\) plays [0-9] 2 [0-9] 3\n' "$out" &&
    check_match "numeric record" '^[0-9] 2 [0-9] 3$' "$(head -n 1 "$WORK/numeric.txt")"

finish
