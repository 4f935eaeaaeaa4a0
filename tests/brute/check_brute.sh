#!/usr/bin/env bash
# Checks a brute-force perft program of tests/brute/ against tests/perft/expected.txt, so
# that the counts taken from it stay the counts it computes.
#
#   check_brute.sh BRUTE_BINARY EXPECTED_FILE GAME
#
# BRUTE_BINARY D prints "GAME DEPTH LEAVES" for DEPTH = 1..D; it runs once to the deepest
# depth listed for GAME, and every listed depth is compared. RBG_PERFT_QUICK=1 and
# RBG_PERFT_MAX_DEPTH=N select lines as in tests/perft/run_perft.sh.
set -uo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 BRUTE_BINARY EXPECTED_FILE GAME" >&2
    exit 2
fi
brute=$1
expected=$2
game=$3
quick=${RBG_PERFT_QUICK:-0}
max_depth=${RBG_PERFT_MAX_DEPTH:-0}

lines=$(awk -v g="$game" -v quick="$quick" -v maxd="$max_depth" '
    { sub(/#.*/, "") }
    $1 != g { next }
    quick == "1" && $4 != "quick" { next }
    maxd + 0 > 0 && $2 + 0 > maxd + 0 { next }
    { print $1, $2, $3 }' "$expected")
if [ -z "$lines" ]; then
    echo "FAIL brute $game: no line for $game selected in $expected" >&2
    exit 1
fi
depth=$(awk '$2 > d { d = $2 } END { print d }' <<<"$lines")
out=$("$brute" "$depth")
status=$?
if [ $status -ne 0 ]; then
    echo "FAIL brute $game: $brute $depth exited with status $status" >&2
    exit 1
fi
bad=$(awk -v g="$game" '
    NR == FNR { if ($1 == g) got[$2] = $3; next }
    {
        if (!($2 in got)) { printf "  %s depth %s: expected.txt says %s, the brute force printed no count\n", g, $2, $3; n++ }
        else if (got[$2] != $3) { printf "  %s depth %s: expected.txt says %s, the brute force counts %s\n", g, $2, $3, got[$2]; n++ }
    }
    END { exit n > 0 }' <(echo "$out") <(echo "$lines"))
if [ $? -ne 0 ]; then
    echo "FAIL brute $game: the brute force disagrees with $expected:" >&2
    echo "$bad" >&2
    exit 1
fi
echo "ok   brute $game: depths $(awk '{ printf "%s%s", sep, $2; sep = "," }' <<<"$lines") match"
