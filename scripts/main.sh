#!/usr/bin/env bash
# The main job: set up and build a Release build, check a game, then watch two random agents
# play it on the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build -DCMAKE_BUILD_TYPE=Release
game=${1:-games-rbg/ticTacToe.rbg}
echo
echo "== rbgc check $game"
build/rbgc/rbgc check "$game"
echo "ok: no errors"
echo
echo "== rbg play $game --agent random --agent random"
build/rbg/rbg play "$game" --agent random --agent random --seed "${SEED:-1}"
