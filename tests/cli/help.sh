#!/usr/bin/env bash
# rbg --help, rbg help COMMAND, --version, rbg agents, and the notice about the backend.
source "$(dirname "$0")/lib.sh"

for args in "--help" "-h" "help" "--quiet --help"; do
    # shellcheck disable=SC2086
    expect_ok "$RBG" $args && check_match "help of '$args'" "^usage: rbg COMMAND" "$out"
done
# One command's help: its usage and the options it takes, and no others.
for args in "perft --help" "help perft" "--help perft" "perft $TTT 3 --games 2 -h"; do
    # shellcheck disable=SC2086
    expect_ok "$RBG" $args && check_match "help of '$args'" "^usage: rbg perft GAME DEPTH" "$out" &&
        check_match "perft's options" $'\n  --after \'MOVES\' +start' "$out" &&
        check_equal "options perft does not take in its help" "" "$(grep -e --seed -e --games <<<"$out")"
done
expect_ok "$RBG" play "$TTT" --help && check_match "play's help" "^usage: rbg play GAME AGENT" "$out" &&
    check_match "play's options" $'\n  --time T +the agents\' budget' "$out"
expect_ok "$RBG" help solve && check_match "solve's --seconds" $'\n  --seconds S +time limit of the whole search' "$out"
expect_ok "$RBG" help bench && check_match "bench's --seconds" $'\n  --seconds S +time budget of the playouts' "$out"
expect_error "rbg: help: unknown command 'frob' (commands: perft, *, help)" "$RBG" help frob
expect_error "rbg: help: unexpected argument 'bench'" "$RBG" help perft bench

# The version, from the project's CMakeLists.txt, for both programs.
version=$(sed -n 's/^project(rbg .*VERSION \([0-9.]*\)).*/\1/p' "$SRC/CMakeLists.txt")
expect_ok "$RBG" --version && check_equal "rbg --version" "rbg $version" "$out"
expect_ok "$RBGC" --version && check_equal "rbgc --version" "rbgc $version" "$out"
check_match "the version" '^[0-9]+\.[0-9]+\.[0-9]+$' "$version"

expect_ok "$RBG" --help
for word in perft bench moves play agents --backend --seed --json --split --seconds --playouts \
        --max-length --after --agent --time --states --record --quiet; do
    check_match "help mentions $word" "(^|[ "$'\n'"])${word}[ |]" "$out"
done

expect_ok "$RBG" agents
if [ "$rc" -eq 0 ]; then
    check_match "random agent" $'(^|\n)random +[a-z]' "$out"
    check_match "human agent" $'(^|\n)human +[a-z]' "$out"
fi
# One agent: its line and keys only; a preset with the keys of its agent.
expect_ok "$RBG" agents mcts
if [ "$rc" -eq 0 ]; then
    check_match "mcts first" $'^mcts +the MCTS family' "$out"
    check_match "an mcts key" $'\n +maxnodes=0..4000000000 ' "$out"
    check_equal "no other agent" "" "$(grep -e '^flat' -e '^gpn' -e '^mcts-o' <<<"$out")"
fi
expect_ok "$RBG" agents random && check_match "random" '^random +plays a uniformly random legal move' "$out" &&
    check_equal "one line" 1 "$(line_count "$out")"
expect_ok "$RBG" agents mcts-s-nodal && check_match "a preset" $'^mcts-s-nodal +mcts +tree=semisplit' "$out" &&
    check_match "its keys" $'\nmcts +the MCTS family.*\n +tree=' "$out"
expect_error "rbg: agents: unknown agent 'mcst' (known agents: random, human, flat, mcts, *)" "$RBG" agents mcst

# --backend compiled (the default): a compiled reasoner, silently, or a one-line notice and the
# interpreter, which bench --json names.
notice="rbg: the compiled backend is not available yet; using the interpreter"
for backend in "" "--backend compiled"; do
    # shellcheck disable=SC2086
    run "$RBG" bench "$TTT" --playouts 1 --json $backend
    if check_no_crash; then
        if [ "$rc" -ne 0 ]; then
            fail "expected exit status 0"
        elif [[ $out == *'"backend": "interp"'* ]]; then
            check_equal "the notice" "$notice" "$err"
        else
            # Silent, but for the notice of a compile that took over a second.
            check_match "backend" '"backend": "compiled"' "$out" &&
                check_match "stderr" '^(rbg: compiling ticTacToe \(first use; cached in [^)]*\))?$' "$err"
        fi
    fi
done
expect_ok "$RBG" bench "$TTT" --playouts 1 --json --quiet
expect_ok "$RBG" bench "$TTT" --playouts 1 --json --backend interp &&
    check_match "backend" '"backend": "interp"' "$out"

finish
