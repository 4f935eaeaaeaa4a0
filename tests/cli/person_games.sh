#!/usr/bin/env bash
# Whole games typed at `rbg play` as a person would: moves in their text form, a unique beginning
# of one, one cell per line for a big move, passes and a resignation; each ends with the result
# the rules give.  Chess (fool's mate), connect four (four in a column), go 9x9 (a stone, then two
# passes) between two humans; connect four against MCTS; amazons against random, a move cell
# by cell, then a resignation.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

# check_game WHAT MOVES END: the game ended normally, its moves (texts separated by spaces) and
# its last two lines (the end and the scores).
check_game() {
    check_no_crash && check_equal "$1: exit status" 0 "$rc" &&
        check_equal "$1: the moves" "$2" \
            "$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: [a-z]* (human) plays //p' | paste -sd ' ')" &&
        check_equal "$1: the result" "$3" "$(printf '%s\n' "$out" | tail -n 2)"
}

# Fool's mate: black mates on the fourth move; typed in any case, with separators.
play_typed chess $'f2f3\nE7-E5\ng2g4\nd8h4' --agent human --agent human "${I[@]}"
check_game "fool's mate" "f2f3 e7e5 g2g4 d8h4" "The game is over after 4 moves.
scores: white 0 black 100"

# Connect four: red fills column d; `d` alone is the only move of that column.
play_typed connect4 $'d1\ne1\nd\ne\nD3\ne3\nd4' --agent human --agent human "${I[@]}"
check_game "connect four" "d1 e1 d2 e2 d3 e3 d4" "The game is over after 7 moves.
scores: red 100 yellow 0"

# Go 9x9: black plays the centre, then both pass; black's stone reaches every empty point.
play_typed go9 $'e5\npass\npass' --agent human --agent human "${I[@]}"
check_game "go" "e5 pass pass" "The game is over after 3 moves.
scores: black 100 white 0"

# Connect four against MCTS (a budget of states, so the replies are the same on every machine):
# red types a column letter, the next one when a column is full; MCTS takes f1..f4 and wins.
play_typed connect4 "$(for round in 1 2 3 4 5 6 7 8; do printf 'a\nb\nc\nd\ne\nf\ng\n'; done)" \
    --agent human --agent mcts --states 2000 --seed 7 "${I[@]}"
check_game "connect four against mcts" "a1 b1 c1 d2 e1" "The game is over after 10 moves.
scores: red 0 yellow 100" &&
    check_equal "connect four against mcts: its replies" "f1 d1 f2 f3 f4" \
        "$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: yellow (mcts) plays \([a-g][1-6]\) .*/\1/p' | paste -sd ' ')"

# Amazons against random: the queen, its destination and the arrow one line each, then resign.
play_typed amazons $'d1\nd7\ng7\nresign' --agent human --agent random --seed 3 "${I[@]}"
check_no_crash && check_equal "amazons: a resignation ends rbg play with status 1" \
    "1 rbg: play: white (human) resigned" "$rc $err" &&
    check_match "amazons: the typed cells are continued" \
        "white> [0-9]+ ways to go on from 'd1':.*white d1> [0-9]+ ways to go on from 'd1d7':" "$out" &&
    check_match "amazons: the move played" $'\nmove 1: white \\(human\\) plays d1d7g7\n' "$out" &&
    check_match "amazons: the reply" $'\nmove 2: black \\(random\\) plays [a-j][0-9]+' "$out" &&
    check_equal "amazons: white resigns and loses" "white> white (human) gives no move: it resigned; it loses the game." \
        "$(printf '%s\n' "$out" | tail -n 1)"
finish
