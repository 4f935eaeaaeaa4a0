#!/bin/bash
# perft_check.sh RBG PROGRAM GAME.rbg DEPTH: the hand-written PROGRAM's perft, depth by depth,
# equals `rbg perft GAME.rbg DEPTH`'s (the counts of both outputs, not a constant).
set -u
rbg=$1 program=$2 game=$3 depth=$4
counts() { awk '$1 ~ /^[0-9]+$/ { print $1, $2 }'; }
expected=$("$rbg" perft "$game" "$depth" --quiet | counts) || { echo "FAIL: rbg perft $game $depth"; exit 1; }
actual=$("$program" --perft "$depth" | counts) || { echo "FAIL: $program --perft $depth"; exit 1; }
if [ -z "$expected" ] || [ "$(printf '%s\n' "$expected" | wc -l)" -ne "$depth" ]; then
    echo "FAIL: rbg perft printed no count per depth:"; printf '%s\n' "$expected"; exit 1
fi
if [ "$expected" != "$actual" ]; then
    echo "FAIL: $program --perft $depth differs from rbg perft $game $depth"
    diff <(printf '%s\n' "$expected") <(printf '%s\n' "$actual")
    exit 1
fi
echo "PASS: $(basename "$program") --perft $depth equals rbg perft $(basename "$game") $depth:" $expected
