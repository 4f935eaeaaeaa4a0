#!/usr/bin/env bash
# rbg play with the human agent reading moves on stdin, by number or by text form; bad input is
# asked again; at the end of the input the player gives up: exit 1 and a one-line message.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

# Two humans play a whole drawn game.  The input mixes text forms, a line that is not a move,
# a move that is not legal, a number out of range, and numbers (the last move of cross is the
# only one left, so it is number 1; nought's fourth move is whatever the list numbers 1).
cat >"$WORK/draw.txt" <<'MOVES'
5 2 5 3
hello
1 11 1 12
3 2 3 3
3 2 3 3
7 11 7 12
99
4 2 4 3
6 11 6 12
2 2 2 3
8 11 8 12
1
MOVES
run --stdin "$WORK/draw.txt" "$RBG" play "$TTT" --agent human --agent human "${I[@]}"
if check_no_crash; then
    if [ "$rc" -ne 0 ] || [ -n "$err" ]; then
        fail "expected exit 0 and nothing on stderr"
    else
        pass
        check_equal "moves played" "move 1: cross (human) plays 5 2 5 3
move 2: nought (human) plays 1 11 1 12
move 3: cross (human) plays 3 2 3 3
move 4: nought (human) plays 7 11 7 12
move 5: cross (human) plays 4 2 4 3
move 6: nought (human) plays 6 11 6 12
move 7: cross (human) plays 2 2 2 3
move 8: nought (human) plays 8 11 8 12
move 9: cross (human) plays 9 2 9 3" "$(printf '%s\n' "$out" | grep '^move ')"
        check_equal "the end" "     0 1 2
  0  o x x
  1  x x o
  2  o o x
legend: .=empty o=o x=x
The game is over after 9 moves.
scores: cross 50 nought 50" "$(printf '%s\n' "$out" | tail -n 7)"
        check_match "a line that is not a move" "Give a number from 1 to 8 or a move in text form\." "$out"
        check_match "an illegal move" "'3 2 3 3' is not a legal move here\." "$out"
        check_match "a number out of range" "Give a number from 1 to 5 or a move in text form\." "$out"
        check_match "the list of moves" $'Legal moves of cross:\n +1\\) [0-9]+ 2 [0-9]+ 3 +rx[0-9]y[0-9]#2 rx[0-9]y[0-9]#3\n' "$out"
        check_match "the last list" $'Legal moves of cross:\n +1\\) 9 2 9 3 +rx2y2#2 rx2y2#3\nYour move' "$out"
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
        listed=$(printf '%s\n' "$out" | grep -A1 '^Legal moves of cross:' | sed -n 's/^ *1) \([0-9 ]*[0-9]\) .*/\1/p')
        played=$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: cross (human) plays //p')
        check_equal "cross's moves are the first listed" "$(printf '%s\n' "$listed" | head -n 2)" "$played"
        check_equal "moves played before giving up" 4 "$(printf '%s\n' "$out" | grep -c '^move ')"
        check_equal "no scores for an abandoned game" "" "$(printf '%s\n' "$out" | grep '^scores:')"
        check_match "the last line is the prompt" "Your move \(number or 'cell index \.\.\.'\): $" "$out"
    fi
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
