#!/usr/bin/env bash
# The main job: set up and build a Release build (the two programs only, not the tests), check a
# game, then watch orthodox MCTS play it against a random agent on the terminal (a tenth of a
# second per move).
set -euo pipefail
cd "$(dirname "$0")/.."
RBG_BUILD_TARGETS="rbg rbgc" scripts/setup.sh build -DCMAKE_BUILD_TYPE=Release
game=${1:-games-rbg/ticTacToe.rbg}
echo
echo "== rbgc check $game"
build/rbgc/rbgc check "$game"
echo "ok: no errors"
echo
echo "== rbg play $game --agent mcts --agent random --time 0.1"
build/rbg/rbg play "$game" --agent mcts --agent random --time 0.1 --seed "${SEED:-1}"
