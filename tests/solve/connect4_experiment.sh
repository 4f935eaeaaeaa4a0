#!/usr/bin/env bash
# The PPNS paper's Connect Four experiment (its experiments P1 and P3) at a smaller scale: PNS,
# MCPNS and PPNS on positions after 12 random plies, each answering the papers' question (can the
# player to move force a win? `rbg solve --win-only`).  Prints one line per position and
# algorithm, then per algorithm: positions concluded (proved + disproved), their mean nodes and
# seconds, and whether the algorithms ever disagree.  Not a ctest: it takes minutes.
#
#   connect4_experiment.sh RBG POSITIONS NODES SECONDS [EXTRA SOLVE OPTIONS...]
#
# e.g. tests/solve/connect4_experiment.sh build/rbg/rbg 20 2000000 30
#      ALGOS=ppns tests/solve/connect4_experiment.sh build/rbg/rbg 20 2000000 30 --theta 0.001 --precision 0.001
# ALGOS (default "pns mcpns ppns") chooses the algorithms.
# Positions are the games of `rbg play` between two random agents with seeds 1..POSITIONS,
# stopped after PLIES moves (default 12; a game already over is skipped).  Runs are
# reproducible (--seed 1).  GAME (default games-rbg/connect4.rbg) runs the same experiment on
# another game: the paper's Othello positions are
#      GAME=games-rbg/reversi.rbg PLIES=32 tests/solve/connect4_experiment.sh build/rbg/rbg 200 8000000 600 --precision 0.00001
set -uo pipefail
if [ $# -lt 4 ]; then
    echo "usage: $0 RBG POSITIONS NODES SECONDS [EXTRA SOLVE OPTIONS...]" >&2
    exit 2
fi
rbg=$1 positions=$2 nodes=$3 seconds=$4
shift 4
game=${GAME:-$(cd "$(dirname "$0")/../.." && pwd)/games-rbg/connect4.rbg}
plies=${PLIES:-12}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

field() { sed -n "s/.*\"$1\": \"\{0,1\}\([^\",}]*\)\"\{0,1\}[,}].*/\1/p" <<<"$2"; }

printf '%-4s %-6s %-9s %10s %8s\n' pos algo verdict nodes seconds
for seed in $(seq 1 "$positions"); do
    "$rbg" play "$game" --agent random --agent random --seed "$seed" --max-length "$plies" \
        --record "$work/moves" --quiet >/dev/null 2>&1
    [ "$(wc -l <"$work/moves")" -eq "$plies" ] || continue
    moves=$(paste -sd';' "$work/moves")
    for algo in ${ALGOS:-pns mcpns ppns}; do
        out=$("$rbg" solve "$game" --after "$moves" --algo "$algo" --win-only --nodes "$nodes" \
              --seconds "$seconds" --json --quiet "$@")
        verdict=$(field result "$out")
        [ "$verdict" = unknown ] && verdict="unknown($(field stopped_by "$out"))"
        printf '%-4s %-6s %-9s %10s %8s\n' "$seed" "$algo" "$verdict" "$(field nodes "$out")" \
            "$(field seconds "$out")"
    done
done | tee "$work/lines"

echo
awk -v algos="${ALGOS:-pns mcpns ppns}" '{
        concluded = $3 == "win" || $3 == "not-win"
        n[$2]++; c[$2] += concluded; w[$2] += $3 == "win"
        if (concluded) { nodes[$2] += $4; secs[$2] += $5 }
        allnodes[$2] += $4; allsecs[$2] += $5
        if (concluded) { if (($1) in v && v[$1] != $3) bad++; v[$1] = $3 }
     }
     END {
        printf "%-6s %9s %6s %8s %14s %12s %14s %12s\n", "algo", "positions", "wins", "not-win",
               "nodes/concl.", "s/concl.", "nodes/all", "s/all"
        k = split(algos, order, " ")
        for (i = 1; i <= k; i++) {
            a = order[i]
            printf "%-6s %9d %6d %8d %14.0f %12.2f %14.0f %12.2f\n", a, n[a], w[a], c[a] - w[a],
                   c[a] ? nodes[a] / c[a] : 0, c[a] ? secs[a] / c[a] : 0,
                   n[a] ? allnodes[a] / n[a] : 0, n[a] ? allsecs[a] / n[a] : 0
        }
        printf "disagreements between concluded verdicts: %d\n", bad + 0
     }' "$work/lines"
