# cmake --install into a temporary prefix, then a C program built against the installed librbg
# only (pkg-config and the installed headers: docs/examples/c/play.c) loads games with both
# backends, runs perft and plays a game between two agents; the installed Python package loads a
# game.  The build directory is the one of RBG; RBG_CONSUMER_CFLAGS are added to the program's
# flags and RBG_PYTHON_PRELOAD is preloaded into Python (the sanitizer build's runtime).
source "$(dirname "$0")/lib.sh"
BUILD=$(cd "$(dirname "$RBG")/.." && pwd)
prefix=$WORK/prefix

expect_ok cmake --install "$BUILD" --prefix "$prefix"
for file in bin/rbg bin/rbgc include/rbg/librbg.h include/rbg/rbg_version.h include/rbg/rbg.h \
            include/rbg/agent.h include/rbg/match_stats.h share/rbg/games/breakthrough.rbg \
            share/rbg/web/index.html share/rbg/web/app.js share/rbg/web/style.css; do
    [ -e "$prefix/$file" ] || fail "not installed: $file"
done
pc=$(find "$prefix" -name rbg.pc)
lib=$(dirname "$(dirname "$pc")")
[ -n "$pc" ] && [ -e "$lib/librbg.so" ] || fail "rbg.pc and librbg.so are not installed together"

# The public headers say nothing of the compiler, and the library exports its public names only.
check_equal "headers naming rbgc" "" "$(grep -l 'rbgc' "$prefix"/include/rbg/*.h)"
check_equal "exports outside rbg_*" "" \
    "$(nm -D --defined-only "$lib/librbg.so" | awk '{print $3}' | grep -v '^rbg_')"

export PKG_CONFIG_PATH=${pc%/*}
check_equal "pkg-config version" \
    "$(sed -n 's/^project(rbg .*VERSION \([0-9.]*\)).*/\1/p' "$SRC/CMakeLists.txt")" \
    "$(pkg-config --modversion rbg)"
program=$prefix/play
# shellcheck disable=SC2046,SC2086
expect_ok cc -std=c17 -Wall -Werror ${RBG_CONSUMER_CFLAGS:-} "$SRC/docs/examples/c/play.c" \
    -o "$program" $(pkg-config --cflags --libs rbg) -Wl,-rpath,"$lib"
games=$(pkg-config --variable=gamesdir rbg)
for backend in interp compiled; do
    expect_ok "$program" "$games/ticTacToe.rbg" 4 "$backend"
    check_match "$backend: loaded" "game ticTacToe, 2 players, backend $backend" "$out"
    check_equal "$backend: perft" "$(printf 'perft %s\n' '1 9' '2 72' '3 504' '4 3024')" \
        "$(printf '%s\n' "$out" | grep '^perft')"
    check_match "$backend: one game" "game 0: (win|draw|loss) for mcts, win rate" "$out"
done
expect_ok "$program" "$games/breakthrough.rbg" 2 interp
check_match "breakthrough" "perft 2 " "$out"
check_match "breakthrough: one game" "game 0: (win|loss) for mcts" "$out"

# Errors come back as the command line's messages.
expect_error "rbg: cannot read the game '*nothing.rbg': No such file or directory" \
    "$program" "$prefix/nothing.rbg"
expect_error "rbg: unknown backend 'fast' (allowed: compiled, interp)" \
    "$program" "$games/ticTacToe.rbg" 1 fast

# The Python package from the prefix finds the installed library by itself.
python=$prefix/lib/python3/dist-packages
# (Python itself is no leak check's business.)
expect_ok env -u RBG_LIBRARY PYTHONPATH="$python" LD_PRELOAD="${RBG_PYTHON_PRELOAD:-}" \
    ASAN_OPTIONS=detect_leaks=0 python3 -c "
import random, rbg
game = rbg.load('$games/ticTacToe.rbg', backend='interp')
state = game.new_initial_state()
while not state.is_terminal():
    state.apply(random.choice(state.legal_moves()))
summary = rbg.match(game, 'mcts', 'random', games=2, states=500)
print(rbg.version(), game.perft(4), rbg.__file__, sorted(state.scores()) in ([0, 100], [50, 50]),
      summary['games'], summary['losses'])"
check_equal "python from the prefix" \
    "$(pkg-config --modversion rbg) 3024 $python/rbg/__init__.py True 2 0" "$out"

# The installed command works from the prefix too.
expect_ok "$prefix/bin/rbg" perft "$games/ticTacToe.rbg" 2 --backend interp
check_match "installed rbg" "72" "$out"
finish
