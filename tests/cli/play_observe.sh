#!/usr/bin/env bash
# rbg play and rbg match with agents that follow the game through observe() and build split
# reasoners through the loader: a game is the same twice with the same seed and budget in
# states, also from a position given with --after (whose moves the agents are told too), and
# searching agents print what each move cost.  The search agents are tested when `rbg agents`
# lists them; random agents always.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/lib_match.sh"
I=(--backend interp --quiet)

# The output without the times of the moves, which differ from run to run.
untimed() {
    printf '%s\n' "$1" | sed 's/  \[[0-9.]* s, /  [/'
}

# Random agents: the same game twice; --max-nodes is accepted (random ignores it).
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 11 "${I[@]}"
first=$out
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 11 "${I[@]}" --max-nodes 1000 &&
    check_equal "random game twice" "$first" "$out"
check_equal "no cost printed for agents that do not search" "" "$(printf '%s\n' "$first" | grep '^move .*\[')"

expect_ok "$RBG" agents
agents=$out
searchers=()
for name in flat mcts; do
    if printf '%s\n' "$agents" | grep -q "^$name "; then searchers+=("$name"); fi
done
if [ "${#searchers[@]}" -eq 0 ]; then
    echo "play_observe: no search agent yet (only: $(printf '%s\n' "$agents" | cut -d' ' -f1 | paste -sd ' ')); their cases are skipped"
fi

for agent in "${searchers[@]}"; do
    # The same game twice, under the default split of the agent (built by the loader).
    P=("$RBG" play "$GAMES/breakthrough5x5.rbg" --agent "$agent" --agent random --seed 4 --states 300 "${I[@]}")
    expect_ok "${P[@]}"
    game=$out
    expect_ok "${P[@]}" && check_equal "$agent: the same game twice" "$(untimed "$game")" "$(untimed "$out")"
    check_match "$agent: the cost of its moves" $'move 1: [a-z]+ \\('"$agent"$'\\) plays [a-z0-9 ]+  \\[[0-9.]+ s, [1-9][0-9]* states, [0-9]+ iterations\\]\n' "$game"
    # From a position: the agents are told the --after moves, so their mirrors agree with the
    # game (an agent that lost track says so on stderr, which expect_ok refuses).
    # With sim=semisplit the agent searches a split reasoner the loader builds, whose states
    # it can only follow through observe().
    specs=("$agent")
    if printf '%s\n' "$agents" | grep -q '^ *sim=orthodox|semisplit'; then specs+=("$agent:sim=semisplit"); fi
    for spec in "${specs[@]}"; do
        A=("$RBG" play "$TTT" --agent random --agent "$spec" --seed 6 --states 200 "${I[@]}"
           --after '5 2 5 3;1 11 1 12;9 2 9 3')
        expect_ok "${A[@]}"
        game=$out
        expect_ok "${A[@]}" && check_equal "$spec from --after, twice" "$(untimed "$game")" "$(untimed "$out")"
        check_match "$spec from --after moves" $'\nmove 1: nought \\('"$agent" "$game"
    done
    # A node limit is passed on.
    expect_ok "$RBG" play "$TTT" --agent "$agent" --agent "$agent" --seed 1 --states 300 --max-nodes 50 "${I[@]}"
done

# A match between search agents: the same games with one and with two jobs.
if [ "${#searchers[@]}" -gt 0 ]; then
    a=${searchers[0]}
    b=${searchers[${#searchers[@]} - 1]}
    if printf '%s\n' "$agents" | grep -q '^ *sim=orthodox|semisplit'; then b=$b:sim=semisplit; fi
    M=("$RBG" match "$GAMES/breakthrough5x5.rbg" "$a" "$b" --games 4 --states 200 --seed 2 "${I[@]}")
    expect_ok "${M[@]}" --out "$WORK/j1.jsonl" --json
    summary=$out
    expect_ok "${M[@]}" --out "$WORK/j2.jsonl" --json --jobs 2 && check_equal "summary with 2 jobs" "$summary" "$out"
    check_equal "games with 2 jobs" "$(comparable "$WORK/j1.jsonl")" "$(comparable "$WORK/j2.jsonl")"
    check_equal "states recorded per move" "" \
        "$(games "$WORK/j1.jsonl" | sed 's/.*"states": \[//; s/\].*//' | tr ',' '\n' | grep -v '^ *[0-9][0-9]*$')"
    check_match "a searching agent's states" '"states": \[[1-9]' "$(games "$WORK/j1.jsonl" | grep '"a_first": true' | head -n 1)"
fi

finish
