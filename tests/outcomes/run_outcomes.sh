#!/usr/bin/env bash
# Outcome test of one game: positions reached by given moves, and what must hold there.
#
#   run_outcomes.sh RBG_BINARY GAME_FILE OUTCOMES_FILE [BACKEND...]
#
# OUTCOMES_FILE has one check per line ('#' starts a comment, blank lines are skipped):
#   scores: NAME SCORE NAME SCORE ... | MOVES
#       after MOVES the game is over, with exactly these scores (as `rbg play` prints them);
#   moves: N | MOVES
#       after MOVES the game is not over and the player to move has exactly N legal moves.
# MOVES is a `--after` list (moves separated by ';'); it may be empty for the initial state.
# Every check runs on each BACKEND (default: interp compiled), so the backends must agree.
# Perft counts leaves only; these checks pin down who wins, passes and the end of the game.
set -uo pipefail

if [ $# -lt 3 ]; then
    echo "usage: $0 RBG_BINARY GAME_FILE OUTCOMES_FILE [BACKEND...]" >&2
    exit 2
fi
rbg=$1
game_file=$2
outcomes=$3
shift 3
backends=("$@")
[ $# -gt 0 ] || backends=(interp compiled)
game=$(basename "$game_file" .rbg)
[ -r "$outcomes" ] || { echo "FAIL $game: cannot read $outcomes" >&2; exit 1; }

# `rbg play` needs one agent per player: as many as the #players line declares.
source "$(dirname "$0")/../perft/player_bounds.sh"
players=$(player_bounds "$game_file" | grep -c .)
agents=()
for ((i = 0; i < players; i++)); do agents+=(--agent random); done

failures=0
checks=0
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    line=${line%%#*}
    [[ $line =~ ^[[:space:]]*$ ]] && continue
    if [[ $line != *"|"* ]]; then
        echo "FAIL $game: $outcomes:$lineno: no '|' between the check and the moves" >&2
        failures=$((failures + 1)); continue
    fi
    check=$(sed 's/[[:space:]]*$//' <<<"${line%%|*}")
    moves=$(sed 's/^[[:space:]]*//; s/[[:space:]]*$//' <<<"${line#*|}")
    after=()
    [ -n "$moves" ] && after=(--after "$moves")
    for backend in "${backends[@]}"; do
        checks=$((checks + 1))
        case $check in
        scores:*)
            out=$("$rbg" play "$game_file" "${agents[@]}" "${after[@]}" --backend "$backend" --quiet 2>&1)
            got=$(grep '^scores:' <<<"$out" | sed 's/[[:space:]]*$//')
            if ! grep -q '^The game is over after 0 moves\.' <<<"$out" || [ "$got" != "$check" ]; then
                echo "FAIL $game ($backend) line $lineno: want the game over with '$check'; rbg play said:" >&2
                tail -3 <<<"$out" | sed 's/^/    /' >&2
                failures=$((failures + 1))
            fi ;;
        moves:*)
            want=$(awk '{ print $2 }' <<<"$check")
            out=$("$rbg" moves "$game_file" "${after[@]}" --backend "$backend" --quiet 2>&1)
            status=$?
            got=$(grep -c . <<<"$out")
            if [ $status -ne 0 ] || [ "$got" != "$want" ]; then
                echo "FAIL $game ($backend) line $lineno: want $want legal moves, rbg moves gave $got (status $status)" >&2
                head -3 <<<"$out" | sed 's/^/    /' >&2
                failures=$((failures + 1))
            fi ;;
        *)
            echo "FAIL $game: $outcomes:$lineno: a check is 'scores: ...' or 'moves: N'" >&2
            failures=$((failures + 1)) ;;
        esac
    done
done <"$outcomes"
if [ $checks -eq 0 ]; then
    echo "FAIL $game: $outcomes holds no check" >&2
    exit 1
fi
if [ $failures -gt 0 ]; then
    echo "FAIL $game: $failures of $checks outcome checks failed" >&2
    exit 1
fi
echo "ok   outcomes $game: $checks checks"
