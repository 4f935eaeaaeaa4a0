#!/usr/bin/env bash
# Perft through semimoves equals perft: for one game and each of the strategies Mod, ModPlus,
# ModShift and ModPlusShift, `rbg perft GAME D --split S --backend B` must give the counts
# of tests/perft/expected.txt (which the perft_GAME tests check orthodox).  The compiled backend
# is checked under the coarsest and the finest of them, Mod and ModPlusShift, which between them
# have every kind of split point: each strategy is a module of its own to compile, and compiling
# is most of this test's time.
#
#   run_split_perft.sh RBG_BINARY EXPECTED_FILE GAME_FILE MAX_LEAVES [BACKEND...]
#
# BACKENDs (default: interp) are the values of --backend to check, e.g. `interp compiled`.
# With several, seeded semisplit benches must also agree between them (RBG_SPLIT_PLAYOUTS
# playouts each, default 4).
# The depths are those of EXPECTED_FILE from 1 to 3 whose count is at most MAX_LEAVES (depth 1
# always), so the slow games stop at depth 2 or 1.  A game without a line for depth 1 fails.
set -uo pipefail

if [ $# -lt 4 ]; then
    echo "usage: $0 RBG_BINARY EXPECTED_FILE GAME_FILE MAX_LEAVES [BACKEND...]" >&2
    exit 2
fi
rbg=$1
expected=$2
game_file=$3
max_leaves=$4
shift 4
backends=("$@")
[ $# -gt 0 ] || backends=(interp)
game=$(basename "$game_file" .rbg)

# "DEPTH LEAVES" lines of this game, depths 1-3, within the budget.
mapfile -t lines < <(awk -v g="$game" -v max="$max_leaves" '
    { sub(/#.*/, "") }
    $1 == g && $2 >= 1 && $2 <= 3 && ($2 == 1 || $3 + 0 <= max + 0) { print $2, $3 }' "$expected" | sort -n)
if [ ${#lines[@]} -eq 0 ] || [ "${lines[0]%% *}" != 1 ]; then
    echo "FAIL: $game has no perft count for depth 1 in $expected"
    exit 1
fi
# The depths 1, 2, ... in a row.
depth=0
want=
for line in "${lines[@]}"; do
    [ "${line%% *}" = $((depth + 1)) ] || break
    depth=$((depth + 1))
    want="$want${line#* } "
done

strategies_of() {
    if [ "$1" = compiled ]; then echo Mod ModPlusShift; else echo Mod ModPlus ModShift ModPlusShift; fi
}

failures=0
for backend in "${backends[@]}"; do
    for strategy in $(strategies_of "$backend"); do
        out=$(timeout 600 "$rbg" perft "$game_file" "$depth" --split "$strategy" --backend "$backend" --json --quiet)
        rc=$?
        got=$(printf '%s\n' "$out" | sed -n 's/.*"leaves": \([0-9]*\),.*/\1/p' | tr '\n' ' ')
        if [ $rc -ne 0 ] || [ "$got" != "$want" ]; then
            echo "FAIL: $game --split $strategy --backend $backend: leaves '$got', expected '$want' (exit $rc)"
            failures=$((failures + 1))
        else
            echo "ok: $game --split $strategy --backend $backend: $got"
        fi
    done
done
# Seeded semisplit playouts play the same games on every backend: the bench's JSON agrees
# except for the timings.  (The compiled backend may count a level's semimoves instead of
# listing them; these playouts start from a fresh context, as a user's bench does.)
playouts=${RBG_SPLIT_PLAYOUTS:-4}
untimed() { printf '%s\n' "$1" | sed 's/"backend": "[a-z]*", //; s/"seconds.*"mean_nodal/"mean_nodal/'; }
if [ ${#backends[@]} -gt 1 ]; then
    for strategy in Mod ModPlusShift; do
        first=
        for backend in "${backends[@]}"; do
            out=$(timeout 600 "$rbg" bench "$game_file" --split "$strategy" --backend "$backend" \
                --playouts "$playouts" --seed 7 --json --quiet)
            rc=$?
            if [ $rc -ne 0 ]; then
                echo "FAIL: $game bench --split $strategy --backend $backend exited with $rc"
                failures=$((failures + 1))
            elif [ -z "$first" ]; then
                first=$(untimed "$out")
            elif [ "$(untimed "$out")" != "$first" ]; then
                echo "FAIL: $game bench --split $strategy: --backend $backend played other games:"
                echo "  $first"
                echo "  $(untimed "$out")"
                failures=$((failures + 1))
            else
                echo "ok: $game bench --split $strategy --backend $backend: the same $playouts playouts"
            fi
        done
    done
fi
[ $failures -eq 0 ]
