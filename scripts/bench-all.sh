#!/usr/bin/env bash
# Flat Monte-Carlo speed of every game that has reference figures, next to them.
#   scripts/bench-all.sh [SECONDS] [BACKEND]     (defaults: 5 seconds, interp)
# The reference figures are the RBG 1.3 tools' playouts/s on a 2-core machine like ours
# (compiled reasoner; interpreter where measured).  These machines are noisy: compare ratios
# measured in one sitting.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
backend=${2:-interp}
rbg=${RBG:-build/rbg/rbg}
[ -x "$rbg" ] || { echo "build first: scripts/main.sh (or set RBG=path/to/rbg)" >&2; exit 1; }

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
"
printf '%-18s %12s %12s %10s %12s %10s\n' game playouts/s ref-compiled ratio ref-interp ratio
echo "$reference" | while read -r game compiled interpreted; do
    [ -n "$game" ] || continue
    rate=$("$rbg" bench "games-rbg/$game.rbg" --seconds "$seconds" --backend "$backend" --quiet --json |
           sed -n 's/.*"playouts_per_s": \([0-9.]*\).*/\1/p')
    awk -v g="$game" -v r="$rate" -v c="$compiled" -v i="$interpreted" 'BEGIN {
        printf "%-18s %12.1f %12d %9.2fx", g, r, c, r / c
        if (i > 0) printf " %12d %9.2fx\n", i, r / i; else printf " %12s %10s\n", "-", "-" }'
done
