#!/usr/bin/env bash
# rbg on bad input: a one-line message on stderr starting with `rbg: ` (or a `file:line:col:
# error:` diagnostic for a bad game), nothing on stdout, exit status 1, never a crash or a hang.
# Cases that load the game use `--backend interp`, so that the notice about the compiled backend
# does not add a line (help.sh checks that notice).
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

# The game file.
expect_error "rbg: cannot read the game '$WORK/missing.rbg': No such file or directory" \
    "$RBG" perft "$WORK/missing.rbg" 2
expect_error "rbg: cannot read the game '$WORK': it is a directory" "$RBG" moves "$WORK"
expect_diagnostic "$FIXTURES/syntax-error.rbg:6:15: error: *" "$RBG" perft "$FIXTURES/syntax-error.rbg" 2
expect_diagnostic "$FIXTURES/syntax-error.rbg:6:15: error: *" "$RBG" play "$FIXTURES/syntax-error.rbg" \
    --agent random
run "$RBG" moves "$FIXTURES/no-players.rbg" "${I[@]}"
if check_no_crash; then
    if [ "$rc" -ne 1 ] || [ -n "$out" ]; then fail "expected exit 1 and no stdout"
    else check_match "last line of stderr" "rbg: .*no-players.rbg: the game has no players, so it cannot be played$" "$err"
    fi
fi
expect_error "rbg: perft: no game file given" "$RBG" perft

# Commands, options and their values.
expect_error "rbg: no command given*" "$RBG"
expect_error "rbg: unknown command 'frob'*" "$RBG" frob "$TTT"
expect_error "rbg: unknown option '--frob'*" "$RBG" perft "$TTT" 2 --frob
expect_error "rbg: unknown option '-x'*" "$RBG" -x
expect_error "rbg: option --seed needs a value" "$RBG" perft "$TTT" 2 --seed
expect_error "rbg: option --after needs a value" "$RBG" moves "$TTT" --after
expect_error "rbg: option --agent needs a value" "$RBG" play "$TTT" --agent random --agent
expect_error "rbg: --seed needs a non-negative integer, not 'x'" "$RBG" perft "$TTT" 2 --seed x
expect_error "rbg: --seed needs a non-negative integer, not '-1'" "$RBG" perft "$TTT" 2 --seed -1
expect_error "rbg: --seed needs a non-negative integer, not '1.5'" "$RBG" bench "$TTT" --seed 1.5
expect_error "rbg: --seed needs a non-negative integer, not '99999999999999999999999'" \
    "$RBG" bench "$TTT" --seed 99999999999999999999999
expect_error "rbg: --backend must be 'compiled' or 'interp', not 'foo'" "$RBG" perft "$TTT" 2 --backend foo
expect_error "rbg: unknown split strategy 'Foo' (allowed: *)" "$RBG" perft "$TTT" 2 --split Foo
expect_error "rbg: unknown split strategy 'modplus' (allowed: *)" "$RBG" bench "$TTT" --split modplus
expect_error "rbg: --max-length needs a positive integer, not '0'" "$RBG" bench "$TTT" --max-length 0
expect_error "rbg: agents: unknown agent 'x' (known agents: random, human, *)" "$RBG" agents x
expect_error "rbg: agents: unexpected argument 'y'" "$RBG" agents mcts y

# An option the command does not take is refused, saying what it takes instead; nothing runs.
expect_error "rbg: bench takes --seconds, not --time" "$RBG" bench "$TTT" --time 1
expect_error "rbg: play takes --time, not --seconds" "$RBG" play "$TTT" random random --seconds 1
expect_error "rbg: solve takes --seconds, not --time" "$RBG" solve "$TTT" --time 1
expect_error "rbg: solve takes --nodes, not --max-nodes" "$RBG" solve "$TTT" --max-nodes 5
expect_error "rbg: play takes --record, not --out" "$RBG" play "$TTT" random random --out x
expect_error "rbg: match takes --out, not --record" "$RBG" match "$TTT" random random --record x
expect_error "rbg: perft does not take --games (it takes --backend, --json, --split, --after; see 'rbg help perft')" \
    "$RBG" perft "$TTT" 2 --games 5 --jobs 3 --agent foo
expect_error "rbg: perft does not take --seed: it makes no random choice" "$RBG" perft "$TTT" 2 --seed 3
expect_error "rbg: moves does not take --playouts (it takes *; see 'rbg help moves')" \
    "$RBG" moves "$TTT" --playouts 5
expect_error "rbg: play does not take --games: it plays one game (rbg match plays many)" \
    "$RBG" play "$TTT" random random --games 2
expect_error "rbg: play does not take --json (it takes *)" "$RBG" play "$TTT" random random --json
expect_error "rbg: agents does not take --json (it takes no options but --quiet and --help)" \
    "$RBG" agents --json
expect_error "rbg: merge does not take --backend (it takes --json; see 'rbg help merge')" \
    "$RBG" merge x.jsonl --backend interp
expect_error "rbg: solve does not take --split (it takes *)" "$RBG" solve "$TTT" --split Mod
# ... wherever it comes on the line, and whatever the command comes after.
expect_error "rbg: bench takes --seconds, not --time" "$RBG" --time 1 bench "$TTT"
expect_error "rbg: play: give either --time or --states, not both" \
    "$RBG" play "$TTT" random random --time 1 --states 10
expect_error "rbg: play: give the agents as arguments or with --agent, not both" \
    "$RBG" play "$TTT" random --agent random

# perft DEPTH.
expect_error "rbg: perft: the depth must be a whole number from 0 to 1000, not 'x'" "$RBG" perft "$TTT" x
expect_error "rbg: perft: the depth must be a whole number from 0 to 1000, not '-1'" "$RBG" perft "$TTT" -1
expect_error "rbg: perft: the depth must be a whole number from 0 to 1000, not '2.5'" "$RBG" perft "$TTT" 2.5
expect_error "rbg: perft: the depth must be a whole number from 0 to 1000, not '1001'" "$RBG" perft "$TTT" 1001
expect_error "rbg: perft: give the game and one depth*" "$RBG" perft "$TTT"
expect_error "rbg: perft: give the game and one depth*" "$RBG" perft "$TTT" 2 3
expect_error "rbg: moves: unexpected argument '3'" "$RBG" moves "$TTT" 3
expect_error "rbg: bench: unexpected argument '3'" "$RBG" bench "$TTT" 3 --playouts 1

# --after MOVES.  The moves after which cross has completed the top row: the game is over.
won='1 2 1 3;4 11 4 12;2 2 2 3;5 11 5 12;3 2 3 3'
expect_error "rbg: move 1: 'a b' is not a legal move here; the closest: *" "$RBG" moves "$TTT" "${I[@]}" --after 'a b'
expect_error "rbg: move 2: '5 2 5' is not a move*" "$RBG" moves "$TTT" "${I[@]}" --after '1 2 1 3;5 2 5'
expect_error "rbg: move 1: '99999999999999999999 2' is not a move*" "$RBG" moves "$TTT" "${I[@]}" \
    --after '99999999999999999999 2'
expect_error "rbg: move 1: '5 2 5 4' is not a legal move here" "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 4'
expect_error "rbg: move 2: '5 11 5 12' is not a legal move here" "$RBG" moves "$TTT" "${I[@]}" \
    --after '5 2 5 3;5 11 5 12'
expect_error "rbg: move 2: '5 2 5 3' is not a legal move here" "$RBG" moves "$TTT" "${I[@]}" \
    --after '1 2 1 3;5 2 5 3'
expect_error "rbg: move 1: '999 2 999 3' is not a legal move here" "$RBG" moves "$TTT" "${I[@]}" --after '999 2 999 3'
expect_error "rbg: move 6: '6 11 6 12' is not a legal move here (the game is over)" \
    "$RBG" moves "$TTT" "${I[@]}" --after "$won;6 11 6 12"
expect_error "rbg: move 6: '6 11 6 12' is not a legal move here (the game is over)" \
    "$RBG" perft "$TTT" 1 "${I[@]}" --after "$won;6 11 6 12"
expect_error "rbg: move 1: '5 2 5 4' is not a legal move here" "$RBG" play "$TTT" "${I[@]}" \
    --agent random --agent random --after '5 2 5 4'
# Moves in text form: a wrong one is refused with the closest legal ones.
expect_error "rbg: move 1: 'e2e5' is not a legal move here; the closest: e2e3, e2e4" \
    "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after 'e2e5'
expect_error "rbg: move 2: 'e7' begins 2 legal moves; go on with e7e5, e7e6" \
    "$RBG" moves "$GAMES/chess.rbg" "${I[@]}" --after 'e2e4;e7'
expect_error "rbg: move 1: 'd4' is not a legal move here; the closest: a1, a2, a3, b1, b2, b3, c1, c2 and 1 more" \
    "$RBG" moves "$TTT" "${I[@]}" --after 'd4'
expect_error "rbg: --after needs at least one move*" "$RBG" moves "$TTT" --after ''
expect_error "rbg: --after needs at least one move*" "$RBG" moves "$TTT" --after '  '
expect_error "rbg: move 1 is empty*" "$RBG" moves "$TTT" "${I[@]}" --after ';'
expect_error "rbg: move 2 is empty*" "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3;'
expect_error "rbg: move 2 is empty*" "$RBG" moves "$TTT" "${I[@]}" --after '5 2 5 3;;1 11 1 12'

# bench budgets.
expect_error "rbg: bench: give either --seconds or --playouts, not both" \
    "$RBG" bench "$TTT" --seconds 1 --playouts 10
expect_error "rbg: --seconds needs a positive number, not '0'" "$RBG" bench "$TTT" --seconds 0
expect_error "rbg: --seconds needs a positive number, not '-1'" "$RBG" bench "$TTT" --seconds -1
expect_error "rbg: --seconds needs a positive number, not 'abc'" "$RBG" bench "$TTT" --seconds abc
expect_error "rbg: --seconds needs a positive number, not 'nan'" "$RBG" bench "$TTT" --seconds nan
expect_error "rbg: --playouts needs a positive integer, not '0'" "$RBG" bench "$TTT" --playouts 0
expect_error "rbg: --playouts needs a positive integer, not 'ten'" "$RBG" bench "$TTT" --playouts ten

# play: agents, budgets, the record file.
expect_error "rbg: play: the game has 2 players, so give 2 agents (got 1)" \
    "$RBG" play "$TTT" "${I[@]}" --agent random
expect_error "rbg: play: the game has 2 players, so give 2 agents (got 0)" \
    "$RBG" play "$TTT" "${I[@]}"
expect_error "rbg: play: the game has 2 players, so give 2 agents (got 3)" \
    "$RBG" play "$TTT" "${I[@]}" --agent random --agent random --agent random
expect_error "rbg: play: unknown agent 'foo' (known agents: random, human*)" \
    "$RBG" play "$TTT" "${I[@]}" --agent random --agent foo
expect_error "rbg: play: agent 'random' takes no parameters (got 'foo=1')" \
    "$RBG" play "$TTT" "${I[@]}" --agent random:foo=1 --agent random
expect_error "rbg: play: cannot write '$WORK/no/such/dir/game.txt': No such file or directory" \
    "$RBG" play "$TTT" "${I[@]}" --agent random --agent random --record "$WORK/no/such/dir/game.txt"
expect_error "rbg: play: cannot write '$WORK': Is a directory" \
    "$RBG" play "$TTT" "${I[@]}" --agent random --agent random --record "$WORK"
expect_error "rbg: --time needs a positive number of seconds, not '0'" \
    "$RBG" play "$TTT" --agent random --agent random --time 0
expect_error "rbg: --states needs a positive integer, not '0'" \
    "$RBG" play "$TTT" --agent random --agent random --states 0
# Node limits beyond the trees' 32-bit node numbers (2^58 wrapped to no tree at all).
expect_error "rbg: --max-nodes needs an integer from 1 to 4000000000, not '288230376151711744'" \
    "$RBG" play "$TTT" mcts random --max-nodes 288230376151711744
expect_error "rbg: --max-nodes needs an integer from 1 to 4000000000, not '4000000001'" \
    "$RBG" play "$TTT" mcts random --max-nodes 4000000001

# Output that cannot be written (a full device) is an error too.
if [ -w /dev/full ]; then
    expect_error "rbg: cannot write the output" --stdout /dev/full "$RBG" moves "$TTT" "${I[@]}"
    expect_error "rbg: cannot write the output" --stdout /dev/full "$RBG" perft "$TTT" 3 "${I[@]}"
    expect_error "rbg: cannot write the output" --stdout /dev/full "$RBG" agents
fi

finish
