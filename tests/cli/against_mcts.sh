#!/usr/bin/env bash
# A person plays the four games of the project's "done means" against MCTS at `rbg play`, typing
# moves as on a real board: chess (a castle; a promotion typed one step at a time), connect four
# (cells), amazons (a whole move, then queen, destination and arrow one line each) and go (a
# point, then pass).  In each game an illegal move is refused with the closest legal ones and
# `undo` takes back the person's move and the reply.  MCTS gets a budget of states and a seed,
# so its replies are the same on every machine; the input ends with the game still going, which
# is the person giving up.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

# play_mcts GAME INPUT ARGS...: the person is the first player against mcts with 2000 states.
play_mcts() {
    play_typed "$1" "$2" human mcts --states 2000 --seed 1 "${I[@]}" "${@:3}"
}

# moves_played: the moves of the last run, `side: text` separated by commas (the search's
# figures left out).
moves_played() {
    printf '%s\n' "$out" | sed -n 's/^move [0-9]*: \([a-z]*\) ([a-z]*) plays \([^ ]*\).*/\1: \2/p' |
        paste -sd ',' | sed 's/,/, /g'
}

# check_played WHAT MOVES REFUSAL BOARD: no crash; the person gave up at the end of the input;
# the moves played; the refusal of the illegal move and the undo were printed; the last board
# (its rows and files, as drawn before the last prompt).
check_played() {
    check_no_crash &&
        check_equal "$1: the person gives up at the end of the input" \
            "1 rbg: play: $(printf '%s' "$2" | cut -d: -f1) gave up (end of input)" "$rc $err" &&
        check_equal "$1: the moves" "$2" "$(moves_played)" &&
        check_match "$1: the illegal move refused" "$3" "$out" &&
        check_match "$1: undo" $'\nTook back 2 moves.\n' "$out" &&
        check_equal "$1: the last board" "$4" \
            "$(printf '%s\n' "$out" | grep -E '^ +([0-9]+  |a( [a-z])*$)' | tail -n "$(line_count "$4")")"
}

# Chess: e2e4; e2e5 is refused; f1c4 is taken back and played again; white castles (e1g1).
play_mcts chess $'e2e4\ne2e5\ng1f3\nf1c4\nundo\nf1c4\ne1g1'
check_played "chess" "white: e2e4, black: d7d6, white: g1f3, black: c7c5, white: f1c4, black: e7e5, white: f1c4, black: g8h6, white: e1g1, black: b8d7" \
    "white> 'e2e5' is not a legal move here; the closest: e1e2, e4e5\." \
    "  8  r . b q k b . r
  7  p p . n p p p p
  6  . . . p . . . n
  5  . . p . . . . .
  4  . . B . P . . .
  3  . . . . . N . .
  2  P P P P . P P P
  1  R N B Q . R K .
     a b c d e f g h"

# Chess promotion: from a position where white's pawn took on b7, `b7a8` offers the four
# pieces and `q` picks the queen.
play_mcts chess $'b7a9\nb7a8\nq' --after 'a2a4;g8f6;a4a5;f6g8;a5a6;g8f6;a6b7;f6g8'
check_no_crash &&
    check_match "chess: the promotion's pieces offered" \
        $'white> 4 ways to go on from \'b7a8\':\n  b7a8b  b7a8n  b7a8q  b7a8r\nwhite b7a8> ' "$out" &&
    check_equal "chess: the pawn becomes a queen" "white: b7a8q, black: e7e6" "$(moves_played)" &&
    check_match "chess: the queen on a8" $'\n  8  Q n b q k b n r\n  7  p \\. p p \\. p p p\n' "$out"

# Connect four: a disc lands on the lowest free cell of its column; d1 again is refused.
play_mcts connect4 $'d1\nd1\nc1\nundo\ne1\nd3'
check_played "connect four" "red: d1, yellow: d2, red: c1, yellow: e1, red: e1, yellow: c1, red: d3, yellow: g1" \
    "red> 'd1' is not a legal move here; the closest: [a-g][1-6](, [a-g][1-6])*\." \
    "  6  . . . . . . .
  5  . . . . . . .
  4  . . . . . . .
  3  . . . ● . . .
  2  . . . ○ . . .
  1  . . ○ ● ● . ○
     a b c d e f g"

# Amazons: a whole move in one line; a move through a queen is refused; the next move one cell
# per line (queen, destination, arrow), taken back, and played again step by step.
play_mcts amazons $'d1d7g7\na4a10\ng1\ng4\nd4\nundo\nj4\nj1\nh1'
check_played "amazons" "white: d1d7g7, black: g10f9a9, white: g1g4d4, black: j7j8i7, white: j4j1h1, black: f9e10a6" \
    "white> 'a4a10' is not a legal move here; the closest: a4a1a2, a4a1a3, .* and 7 more\\." \
    " 10  . . . q q . . . . .
  9  X . . . . . . . . .
  8  . . . . . . . . . .
  7  q . . Q . . X . . q
  6  X . . . . . . . . .
  5  . . . . . . . . . .
  4  Q . . . . . . . . .
  3  . . . . . . . . . .
  2  . . . . . . . . . .
  1  . . . . . . Q X . Q
     a b c d e f g h i j"

check_match "amazons: each typed cell shows how the move goes on" \
    "white> [0-9]+ ways to go on from 'g1':.*white g1> [0-9]+ ways to go on from 'g1g4':.*white g1g4> " "$out"

# Go: the centre; the same point again is refused; a stone taken back; a stone and a pass.
play_mcts go9 $'e5\ne5\nundo\nc3\npass'
check_played "go" "black: e5, white: b2, black: c3, white: a1, black: pass, white: i3" \
    "black> 'e5' is not a legal move here; the closest: e1, e2, e3, e4, e6, e7, e8, e9\." \
    "  9  . . . . . . . . .
  8  . . . . . . . . .
  7  . . . . . . . . .
  6  . . . . . . . . .
  5  . . . . . . . . .
  4  . . . . . . . . .
  3  . . ● . . . . . ○
  2  . . . . . . . . .
  1  ○ . . . . . . . .
     a b c d e f g h i"
finish
