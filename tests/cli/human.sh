#!/usr/bin/env bash
# rbg play with the human agent reading moves on stdin: the text form (any case), a unique
# beginning of it one cell at a time, the numeric form, a listed number; the commands help,
# moves, undo and resign; bad input is asked again; at the end of the input the player gives up.
# ticTacToe's cells are a1..c3 (a1 bottom left); `c 2 c 3` is cross's move on cell c (row by
# row from the top left: 7 is a1), `c 11 c 12` nought's.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

# Two humans play a whole drawn game.  The input mixes text forms, a line that is not a move, a
# move that is not legal, the numeric form, a number out of range, help, moves, an undo by
# nought (which takes back its a1 and cross's a2), and a number (the last move of cross is the
# only one left, so it is number 1).
cat >"$WORK/draw.txt" <<'MOVES'
b2
hello
A3
b2
c3
help
7 11 7 12
99
a2
moves
undo
a1
a2
c2
b3
b1
1
MOVES
run --stdin "$WORK/draw.txt" "$RBG" play "$TTT" --agent human --agent human "${I[@]}" \
    --record "$WORK/draw.record"
if check_no_crash; then
    if [ "$rc" -ne 0 ] || [ -n "$err" ]; then
        fail "expected exit 0 and nothing on stderr"
    else
        pass
        check_equal "moves played" "move 1: cross (human) plays b2
move 2: nought (human) plays a3
move 3: cross (human) plays c3
move 4: nought (human) plays a1
move 5: cross (human) plays a2
move 4: nought (human) plays a1
move 5: cross (human) plays a2
move 6: nought (human) plays c2
move 7: cross (human) plays b3
move 8: nought (human) plays b1
move 9: cross (human) plays c1" "$(printf '%s\n' "$out" | grep '^move ')"
        check_equal "the end" "  3  O X X
  2  X X O
  1  O O X
     a b c
legend: .=empty O=o X=x
The game is over after 9 moves.
scores: cross 50 nought 50" "$(printf '%s\n' "$out" | tail -n 7)"
        check_equal "the record after the undo" "b2 a3 c3 a1 a2 c2 b3 b1 c1" \
            "$(paste -sd ' ' "$WORK/draw.record")"
        check_match "a line that is not a move" "nought> 'hello' is not a legal move here; the closest: a1, a2, a3, b1, b3, c1, c2, c3\." "$out"
        check_match "an illegal move" "cross> 'b2' is not a legal move here; the closest: b1, b3\." "$out"
        check_match "a number out of range" "There is no move 99; give a move or a number from 1 to 5\." "$out"
        check_match "help" "Commands: moves \(the legal moves" "$out"
        check_match "the list of moves" $'9 legal moves for cross:\n  1\\)a3  2\\)b3  3\\)c3  4\\)a2  5\\)b2  6\\)c2  7\\)a1  8\\)b1  9\\)c1\n' "$out"
        check_match "moves" $'nought>   1\\)b3  2\\)c2  3\\)b1  4\\)c1\n' "$out"
        check_match "undo" $'\nTook back 2 moves\\.\n' "$out"
        check_match "the last list" $'1 legal move for cross:\n  1\\)c1\ncross> ' "$out"
    fi
fi

# Chess one cell at a time: 'e2' begins two moves, which are shown; 'e4' completes it.  A
# wrong text lists the closest moves.  Black resigns: exit 1, a one-line message.
printf 'e2\ne4\ne7e4\ne7-e5\nresign\n' >"$WORK/chess.txt"
run --stdin "$WORK/chess.txt" "$RBG" play "$GAMES/chess.rbg" human human "${I[@]}"
if check_no_crash; then
    if [ "$rc" -ne 1 ]; then
        fail "expected exit status 1"
    else
        check_equal "stderr" "rbg: play: white (human) resigned" "$err"
        check_match "continuations" $'white> 2 ways to go on from \'e2\':\n  e2e3  e2e4\nwhite e2> \n' "$out"
        check_equal "moves played" "move 1: white (human) plays e2e4
move 2: black (human) plays e7e5" "$(printf '%s\n' "$out" | grep '^move ')"
        check_match "a wrong move" "black> 'e7e4' is not a legal move here; the closest: e7e5, e7e6\." "$out"
        check_match "the list" $'20 legal moves for white:\n  1\\)[a-h][1-8][a-h][1-8]  2\\)' "$out"
        check_match "the board" $'\n  4  \\. \\. \\. \\. P \\. \\. \\.\n' "$out"
    fi
fi

# One human (cross) against a random nought, by number: cross plays the first listed move
# twice, then the input ends before its third move (nobody can have won by then).
printf '1\n1\n' >"$WORK/two.txt"
run --stdin "$WORK/two.txt" "$RBG" play "$TTT" --agent human --agent random --seed 5 "${I[@]}"
if check_no_crash; then
    if [ "$rc" -ne 1 ]; then
        fail "expected exit status 1"
    else
        check_equal "stderr" "rbg: play: cross gave up (end of input)" "$err"
        # Each move of cross is the first one of the list shown just before it.
        listed=$(printf '%s\n' "$out" | grep -A1 'legal moves for cross:' | sed -n 's/^  1)\([a-c][1-3]\) .*/\1/p')
        played=$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: cross (human) plays //p')
        check_equal "cross's moves are the first listed" "$(printf '%s\n' "$listed" | head -n 2)" "$played"
        check_equal "moves played before giving up" 4 "$(printf '%s\n' "$out" | grep -c '^move ')"
        check_equal "no scores for an abandoned game" "" "$(printf '%s\n' "$out" | grep '^scores:')"
        check_match "the last line is the prompt" "cross> $" "$out"
    fi
fi

# Amazons' 2,176 first moves are not listed; 'moves' after a typed cell lists how it goes on.
printf 'd1\nmoves\nd7\ng7\n' >"$WORK/amazons.txt"
run --stdin "$WORK/amazons.txt" "$RBG" play "$GAMES/amazons.rbg" human human "${I[@]}"
if check_no_crash; then
    check_match "not listed" "2176 legal moves for white \('moves' lists them, 'help' says how to type one\)" "$out"
    check_match "the queen's destinations" $'white d1> 20 ways to go on from \'d1\':\n  d1a1  d1b1 ' "$out"
    check_match "the arrow" "white d1> 28 ways to go on from 'd1d7':" "$out"
    check_equal "the move" "move 1: white (human) plays d1d7g7" "$(printf '%s\n' "$out" | grep '^move ')"
fi

# No input at all: cross gives up at once.
run "$RBG" play "$TTT" --agent human --agent random "${I[@]}"
if check_no_crash; then
    if [ "$rc" -ne 1 ]; then fail "expected exit status 1"
    else
        check_equal "stderr" "rbg: play: cross gave up (end of input)" "$err"
        check_equal "moves played" 0 "$(printf '%s\n' "$out" | grep -c '^move ')"
    fi
fi

finish
