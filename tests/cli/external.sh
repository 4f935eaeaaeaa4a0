# External agents (ext:cmd=...): the two example agents play matches and games over the line
# protocol of docs/external-agents.md; agents that time out, exit, answer garbage or an illegal
# move lose that game, with the reason in the match file, and the match goes on.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
EXAMPLES=$SRC/docs/examples/agents
PY_AGENT="ext:cmd=python3 $EXAMPLES/random_agent.py"

# The C example, built here; what it is told, seen through tee.
expect_ok cc -std=c17 -Wall -Werror "$EXAMPLES/random_agent.c" -o "$WORK/random_agent"
expect_ok "$RBG" play "$TTT" "ext:cmd=tee $WORK/seen.txt | $WORK/random_agent" random "${I[@]}" \
    --seed 2
check_match "a whole game" "The game is over after [5-9] moves\." "$out"
seen=$(cat "$WORK/seen.txt")
check_equal "the start and the first request, moves in their text form" "rbg 2
game $(cd "$SRC/games-rbg" && pwd)/ticTacToe.rbg
moves 0
legal 9
0 a3
1 b3" "$(printf '%s\n' "$seen" | head -n 6)"
check_match "the budget line" $'\ngo 1 cross 0 0\n' "$seen"
check_match "the moves since its last turn, with their index and text" \
    $'\ngo 1 cross 0 0\nmoves 2\n[0-8] [a-c][1-3]\n[0-7] [a-c][1-3]\nlegal 7\n' "$seen"

# A program may answer with the text form, a move's index or its numeric form: each plays.
cat > "$WORK/answer.sh" <<'AGENT'
#!/bin/sh
# Answers its first request with $1, then the first legal move by its index.
answer=$1
while read -r word rest; do
    case $word in
    go) echo "play $answer"; answer=0 ;;
    quit) exit 0 ;;
    esac
done
AGENT
for answer in b2 B2 "5 2 5 3" 4; do
    expect_ok "$RBG" play "$TTT" "ext:cmd=sh $WORK/answer.sh '$answer'" random "${I[@]}" --seed 1
    check_match "answer 'play $answer': the centre is taken first" \
        "move 1: cross .ext. plays b2" "$out"
done
check_equal "told to quit at the end" "quit" "$(printf '%s\n' "$seen" | tail -n 1)"

# Matches against the built-in agents: every game recorded, none forfeited.
expect_ok "$RBG" match "$TTT" "$PY_AGENT" random --games 6 --out "$WORK/py.jsonl" "${I[@]}" --quiet
check_equal "python agent: games recorded" 6 "$(grep -c '"result"' "$WORK/py.jsonl")"
check_equal "python agent: no forfeit" 0 "$(grep -c '"forfeit"' "$WORK/py.jsonl")"
expect_ok "$RBG" match "$GAMES/breakthrough.rbg" "ext:timeout=30,cmd=$WORK/random_agent" mcts \
    --states 200 --games 2 --out "$WORK/c.jsonl" "${I[@]}" --quiet
check_match "C agent: a match with its interval" "win rate of A: [0-9.]+%" "$out"
check_equal "C agent: no forfeit" 0 "$(grep -c '"forfeit"' "$WORK/c.jsonl")"

# Misbehaving agents lose their games, with the reason, and the match goes on.
forfeits() {
    grep -o '"result": "[a-z]*".*"forfeit": "[ab]", "reason": "[^"]*"' "$1" |
        sed 's/"scores": {[^}]*}, //'
}
expect_ok "$RBG" match "$TTT" "ext:timeout=0.3,cmd=sleep 30" "ext:cmd=exit 3" --games 2 \
    --out "$WORK/bad1.jsonl" "${I[@]}" --quiet
# (B moves first in the second game.)
check_match "timeout and exit: the summary" \
    "lost by giving no move: A 1, B 1 \(the reasons are in the match file\)" "$out"
check_equal "timeout and exit" '"result": "loss", "forfeit": "a", "reason": "took more than 0.3 s to answer"
"result": "win", "forfeit": "b", "reason": "exited with status 3 without answering"' "$(forfeits "$WORK/bad1.jsonl")"
expect_ok "$RBG" match "$TTT" random "ext:cmd=exit 3" --games 2 --out "$WORK/bad2.jsonl" "${I[@]}" --quiet
check_equal "a program that exits" '"result": "win", "forfeit": "b", "reason": "exited with status 3 without answering"
"result": "win", "forfeit": "b", "reason": "exited with status 3 without answering"' "$(forfeits "$WORK/bad2.jsonl")"
expect_ok "$RBG" match "$TTT" "ext:cmd=echo hello; cat >/dev/null" \
    "ext:cmd=echo play 1 11 1 12; cat >/dev/null" \
    --games 2 --out "$WORK/bad3.jsonl" "${I[@]}" --quiet
check_equal "garbage and an illegal move" "\"result\": \"loss\", \"forfeit\": \"a\", \"reason\": \"answered 'hello', not 'play INDEX' or 'play MOVE'\"
\"result\": \"win\", \"forfeit\": \"b\", \"reason\": \"answered 'play 1 11 1 12', which is not a legal move\"" \
    "$(forfeits "$WORK/bad3.jsonl")"
expect_ok "$RBG" match "$TTT" "ext:cmd=echo play 9; cat >/dev/null" random --games 1 --out "$WORK/bad4.jsonl" "${I[@]}" --quiet
expect_ok "$RBG" merge "$WORK/bad4.jsonl" --json
check_match "merge: forfeits in JSON" '"forfeits": \[1, 0\]\}$' "$out"
check_equal "an index out of range" "\"result\": \"loss\", \"forfeit\": \"a\", \"reason\": \"answered 'play 9', which is no index of a legal move\"" \
    "$(forfeits "$WORK/bad4.jsonl")"

# rbg play says who lost and why, and fails.
run "$RBG" play "$TTT" random "ext:cmd=exit 4" "${I[@]}"
check_equal "play: exit status" 1 "$rc"
check_match "play: the loser" "nought \(ext\) gives no move: it exited with status 4 without answering; it loses the game\." "$out"
check_equal "play: the message" "rbg: play: nought (ext) exited with status 4 without answering" "$err"

# Bad agent strings are refused before anything runs.
expect_error "rbg: play: agent 'ext' needs the program to run: ext:cmd=COMMAND" \
    "$RBG" play "$TTT" random ext "${I[@]}"
expect_error "rbg: play: agent 'ext': unknown key 'time' (keys: dir=DIR, timeout=SECONDS, then cmd=COMMAND last)" \
    "$RBG" play "$TTT" random "ext:time=1,cmd=x" "${I[@]}"
expect_error "rbg: play: agent 'ext': dir=$WORK/none is not a directory" \
    "$RBG" play "$TTT" random "ext:dir=$WORK/none,cmd=x" "${I[@]}"
expect_error "rbg: play: agent 'ext': timeout=0 is not a positive number of seconds" \
    "$RBG" play "$TTT" random "ext:timeout=0,cmd=x" "${I[@]}"

# dir= is the working directory.
mkdir -p "$WORK/agentdir"
cp "$EXAMPLES/random_agent.py" "$WORK/agentdir/agent.py"
expect_ok "$RBG" play "$TTT" "ext:dir=$WORK/agentdir,cmd=python3 agent.py" random "${I[@]}"
check_match "dir=: a whole game" "The game is over after [5-9] moves\." "$out"
finish
