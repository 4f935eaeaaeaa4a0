#!/usr/bin/env bash
# The main job: set up and build a Release build, then check a game and print its expanded form.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build -DCMAKE_BUILD_TYPE=Release
game=${1:-games-rbg/ticTacToe.rbg}
echo
echo "== rbgc check $game"
build/rbgc/rbgc check "$game"
echo "ok: no errors"
echo
echo "== rbgc print $game"
build/rbgc/rbgc print "$game"
