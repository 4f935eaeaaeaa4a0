#!/usr/bin/env bash
# Flat Monte-Carlo speed of every game that has reference figures, next to them.
#   scripts/bench-all.sh [SECONDS] [BACKEND] [ROUNDS]   (defaults: 5 seconds, interp, 1 round)
# The reference figures are the RBG 1.3 tools' playouts/s on a 2-core machine like ours
# (compiled reasoner; interpreter where measured).  These machines are noisy: another virtual
# machine's load can slow every game by a third for minutes.  With several rounds, every game
# is run once per round (the rounds follow each other, so a slow stretch hits one round rather
# than one game), and the table gives the median round and the slowest and fastest ones; ratios
# are of the median.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
backend=${2:-interp}
rounds=${3:-1}
rbg=${RBG:-build/rbg/rbg}
[ -x "$rbg" ] || { echo "build first: scripts/main.sh (or set RBG=path/to/rbg)" >&2; exit 1; }
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "bench-all.sh: ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 1; }

# game  reference-compiled  reference-interpreter (0: not measured)
reference="
ticTacToe 2378748 0
breakthrough 39009 5400
breakthrough5x5 315179 0
knightthrough 66358 0
chess 959 64
chessKingCapture 8521 0
skirmish 9626 0
amazons 3668 278
connect4 771480 72000
reversi 17450 0
englishDraughts 60581 0
hex 17159 0
go19 410 26
gomoku 15779 0
pentago 20546 0
theMillGame 38008 0
foxAndHounds 248543 0
breakthru 68 0
connect6 11 0
"
rates=$(mktemp)
trap 'rm -f "$rates"' EXIT
for ((round = 1; round <= rounds; round++)); do
    echo "$reference" | while read -r game compiled interpreted; do
        [ -n "$game" ] || continue
        rate=$("$rbg" bench "games-rbg/$game.rbg" --seconds "$seconds" --backend "$backend" --quiet --json |
               sed -n 's/.*"playouts_per_s": \([0-9.]*\).*/\1/p')
        echo "$game $rate" >>"$rates"
    done
done
if [ "$rounds" -eq 1 ]; then
    printf '%-18s %12s %12s %10s %12s %10s\n' game playouts/s ref-compiled ratio ref-interp ratio
else
    printf '%-18s %12s %23s %12s %10s %12s %10s\n' game median "slowest..fastest" ref-compiled ratio ref-interp ratio
fi
echo "$reference" | while read -r game compiled interpreted; do
    [ -n "$game" ] || continue
    awk -v g="$game" '$1 == g { print $2 }' "$rates" | sort -g | awk -v g="$game" -v c="$compiled" -v i="$interpreted" -v n="$rounds" '
        { r[NR] = $1 }
        END {
            m = (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
            if (n == 1) printf "%-18s %12.1f %12d %9.2fx", g, m, c, m / c
            else printf "%-18s %12.1f %11.1f..%-10.1f %12d %9.2fx", g, m, r[1], r[NR], c, m / c
            if (i > 0) printf " %12d %9.2fx\n", i, m / i; else printf " %12s %10s\n", "-", "-" }'
done
