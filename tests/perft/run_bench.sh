#!/usr/bin/env bash
# Random-playout sanity test of one game with the interpreter:
#
#   run_bench.sh RBG_BINARY GAME_FILE [PLAYOUTS] [SEED]
#
# runs `rbg bench GAME_FILE --playouts PLAYOUTS --backend interp --seed SEED --json --quiet`
# (defaults: 20 playouts, seed 1; the environment variable RBG_BENCH_PLAYOUTS overrides the
# count) and checks from its JSON that all the playouts were played, that none was cut by a
# length limit (limited_playouts is 0), and that the mean score of every player declared on
# the game's #players line lies between 0 and the bound declared there, e.g. white(100).
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 RBG_BINARY GAME_FILE [PLAYOUTS] [SEED]" >&2
    exit 2
fi
rbg=$1
file=$2
playouts=${RBG_BENCH_PLAYOUTS:-${3:-20}}
seed=${4:-1}
game=$(basename "$file" .rbg)

[ -r "$file" ] || { echo "FAIL $game: cannot read $file" >&2; exit 1; }

source "$(dirname "$0")/player_bounds.sh"
bounds=$(player_bounds "$file")
if [ -z "$bounds" ]; then
    echo "FAIL $game: no players with bounds found on the #players line of $file" >&2
    exit 1
fi

errfile=$(mktemp)
out=$("$rbg" bench "$file" --playouts "$playouts" --backend interp --seed "$seed" --json --quiet 2>"$errfile")
status=$?
err=$(cat "$errfile"); rm -f "$errfile"
if [ $status -ne 0 ]; then
    echo "FAIL $game: rbg bench exited with status $status: $err" >&2
    exit 1
fi
echo "$out"

field() { sed -n "s/.*\"$1\": *\([-0-9.eE+]*\).*/\1/p" <<<"$out" | head -n 1; }
fail=0
problem() { echo "FAIL $game: $*" >&2; fail=1; }

played=$(field playouts)
limited=$(field limited_playouts)
[ "$played" = "$playouts" ] || problem "played ${played:-no} playouts instead of $playouts"
[ "$limited" = "0" ] || problem "limited_playouts is ${limited:-missing}, expected 0"

# "mean_scores": {"white": 50.00, "black": 50.00} as "NAME VALUE" lines.
scores=$(sed -n 's/.*"mean_scores": *{\([^}]*\)}.*/\1/p' <<<"$out" | tr ',' '\n' |
    sed -n 's/^ *"\([^"]*\)": *\([-0-9.eE+]*\) *$/\1 \2/p')
[ -n "$scores" ] || problem "no mean_scores in the output"
while read -r name bound; do
    value=$(awk -v n="$name" '$1 == n { print $2 }' <<<"$scores")
    if [ -z "$value" ]; then
        problem "no mean score for player $name"
    elif ! awk -v v="$value" -v b="$bound" 'BEGIN { exit !(v + 0 >= 0 && v + 0 <= b + 0) }'; then
        problem "mean score of $name is $value, outside 0..$bound"
    fi
done <<<"$bounds"
while read -r name value; do
    awk -v n="$name" '$1 == n { found = 1 } END { exit !found }' <<<"$bounds" ||
        problem "mean score for $name, who is not a declared player"
done <<<"$scores"

[ $fail -eq 0 ] && echo "ok   $game: $playouts playouts (seed $seed), scores within bounds, none limited"
exit $fail
