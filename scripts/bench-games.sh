#!/usr/bin/env bash
# Random playouts of games, as a Markdown table: speed (playouts and states per second) and what
# the playouts are like (mean length, mean branching factor, mean scores).
#   scripts/bench-games.sh [PLAYOUTS] [BACKEND] [GAME...]
# (defaults: 2000 playouts, the compiled backend, every game of games-rbg/). Each game runs
# `rbg bench GAME --playouts PLAYOUTS --seed 1`: the length, branching and scores columns
# depend only on the seed and the rules (the same on any machine and either backend); the
# speed columns depend on the machine and its load.
set -euo pipefail
cd "$(dirname "$0")/.."
playouts=${1:-2000}
backend=${2:-compiled}
shift $(( $# < 2 ? $# : 2 ))
rbg=${RBG:-build/rbg/rbg}
[ -x "$rbg" ] || { echo "build first: scripts/main.sh (or set RBG=path/to/rbg)" >&2; exit 1; }
[[ "$playouts" =~ ^[1-9][0-9]*$ ]] || { echo "bench-games.sh: PLAYOUTS must be a positive whole number, not '$playouts'" >&2; exit 1; }
if [ $# -gt 0 ]; then games=("$@"); else
    mapfile -t games < <(ls games-rbg/*.rbg | xargs -n1 basename | sed 's/\.rbg$//'); fi

num() { sed -n "s/.*\"$1\": \([-0-9.e+]*\).*/\1/p" <<<"$2"; }
echo "| game | playouts/s | states/s | mean length | mean branching | mean scores |"
echo "|---|---:|---:|---:|---:|---|"
for g in "${games[@]}"; do
    out=$("$rbg" bench "games-rbg/$g.rbg" --playouts "$playouts" --seed 1 --backend "$backend" --json --quiet)
    scores=$(sed -n 's/.*"mean_scores": {\([^}]*\)}.*/\1/p' <<<"$out" | sed 's/"//g; s/,/ \//g')
    printf '| %s | %.0f | %.0f | %s | %s | %s |\n' "$g" "$(num playouts_per_s "$out")" \
        "$(num states_per_s "$out")" "$(num mean_length "$out")" "$(num mean_branching "$out")" "$scores"
done
