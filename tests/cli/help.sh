#!/usr/bin/env bash
# rbg --help, rbg agents, and the notice about the backend.
source "$(dirname "$0")/lib.sh"

for args in "--help" "-h" "perft --help" "play $TTT --help"; do
    # shellcheck disable=SC2086
    expect_ok "$RBG" $args && check_match "help of '$args'" "^usage: rbg COMMAND" "$out"
done
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
            check_match "backend" '"backend": "compiled"' "$out" && check_equal "stderr" "" "$err"
        fi
    fi
done
expect_ok "$RBG" bench "$TTT" --playouts 1 --json --quiet
expect_ok "$RBG" bench "$TTT" --playouts 1 --json --backend interp &&
    check_match "backend" '"backend": "interp"' "$out"

finish
