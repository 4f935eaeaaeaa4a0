#!/usr/bin/env bash
# rbg play with random agents: the board after each move, the moves, the end and the scores;
# reproducible with --seed; --record writes the moves, which replay with `rbg moves --after`.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

empty_board='  3  . . .
  2  . . .
  1  . . .
     a b c
legend: .=empty O=o X=x'

expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" --record "$WORK/game.txt"
game=$out
if [ "$rc" -eq 0 ]; then
    check_equal "the first board" "$empty_board" "$(printf '%s\n' "$out" | head -n 5)"
    last_line=$(printf '%s\n' "$out" | tail -n 1)
    check_match "the last line" '^scores: cross (0|50|100) nought (0|50|100)$' "$last_line"
    over=$(printf '%s\n' "$out" | tail -n 2 | head -n 1)
    check_match "the end" '^The game is over after [5-9] moves\.$' "$over"
    n=$(printf '%s\n' "$over" | sed 's/[^0-9]//g')
    moves=$(printf '%s\n' "$out" | sed -n 's/^move [0-9]*: \(cross\|nought\) (random) plays //p')
    check_equal "number of move lines" "$n" "$(line_count "$moves")"
    check_match "moves alternate" '^move 1: cross \(random\) plays [a-c][1-3]$' \
        "$(printf '%s\n' "$out" | grep '^move 1:')"
    check_match "second move" '^move 2: nought \(random\) plays [a-c][1-3]$' \
        "$(printf '%s\n' "$out" | grep '^move 2:')"
    # The letters of the pieces are the same on every board.
    check_equal "legends" "legend: .=empty O=o X=x" "$(printf '%s\n' "$out" | grep '^legend:' | sort -u)"
    check_equal "boards drawn" "$((n + 1))" "$(printf '%s\n' "$out" | grep -c '^legend:')"
    check_equal "the record" "$moves" "$(cat "$WORK/game.txt")"
    # The recorded game replays to its end: no moves left.
    expect_ok "$RBG" moves "$TTT" "${I[@]}" --after "$(paste -sd ';' "$WORK/game.txt")" &&
        check_equal "moves at the end of the recorded game" "" "$out"
fi

# The same seed, the same game; the default backend plays the same game as well.
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" &&
    check_equal "a second game with seed 3" "$game" "$out"
run "$RBG" play "$TTT" --agent random --agent random --seed 3
if check_no_crash; then
    check_equal "stdout with the default backend" "$game" "$out"
fi

# The agents as arguments, in player order: the same game as with --agent.
expect_ok "$RBG" play "$TTT" random random --seed 3 "${I[@]}" && check_equal "agents as arguments" "$game" "$out"

# A record that cannot be written is an error, whatever the disk says (here: full).
if [ -w /dev/full ]; then
    run "$RBG" play "$TTT" random random --seed 3 "${I[@]}" --record /dev/full
    check_no_crash && check_equal "exit status with a full disk" 1 "$rc" &&
        check_equal "the message" "rbg: play: cannot write '/dev/full': No space left on device" "$err" &&
        check_equal "no scores" "" "$(grep '^scores:' <<<"$out")"
fi

# An existing record is never overwritten unless asked: the file stays as it was.
printf 'keep me' > "$WORK/kept.txt"
run "$RBG" play "$TTT" random random --seed 3 "${I[@]}" --record "$WORK/kept.txt"
check_no_crash && check_equal "exit status with an existing record" 1 "$rc" &&
    check_equal "the message" "rbg: play: '$WORK/kept.txt' exists; add --force to overwrite it" "$err" &&
    check_equal "the file is untouched" "keep me" "$(cat "$WORK/kept.txt")"
expect_ok "$RBG" play "$TTT" random random --seed 3 "${I[@]}" --record "$WORK/kept.txt" --force &&
    check_equal "--force overwrites" "$moves" "$(cat "$WORK/kept.txt")"
# A FIFO nobody reads is refused at once instead of blocking for ever.
mkfifo "$WORK/fifo"
run timeout 10 "$RBG" play "$TTT" random random --seed 3 "${I[@]}" --record "$WORK/fifo"
check_no_crash && check_equal "exit status with an unread FIFO" 1 "$rc" &&
    check_equal "the message" "rbg: play: cannot write '$WORK/fifo': no process reads that FIFO" "$err"

# From a given state: nought moves first; the centre is taken on the first board.
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" --after '5 2 5 3'
if [ "$rc" -eq 0 ]; then
    check_equal "board after --after" "$(printf '%s\n' "$empty_board" | sed '2s/.*/  2  . X ./')" \
        "$(printf '%s\n' "$out" | head -n 5)"
    check_match "first move" '^move 1: nought \(random\)' "$(printf '%s\n' "$out" | grep '^move 1:')"
fi

# The length limit ends the game early, with scores; the record has the moves played.
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" --max-length 4 \
    --record "$WORK/short.txt"
if [ "$rc" -eq 0 ]; then
    check_equal "last two lines" "Stopped at the length limit of 4 moves.
scores: cross 0 nought 0" "$(printf '%s\n' "$out" | tail -n 2)"
    check_equal "recorded moves" 4 "$(line_count "$(cat "$WORK/short.txt")")"
fi

# A budget per move is accepted (random agents ignore it).
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" --time 0.5 &&
    check_equal "with --time" "$game" "$out"
expect_ok "$RBG" play "$TTT" --agent random --agent random --seed 3 "${I[@]}" --states 100 &&
    check_equal "with --states" "$game" "$out"

# A game on another board: connect4 (6 rows, 7 columns) ends with scores too.
expect_ok "$RBG" play "$GAMES/connect4.rbg" --agent random --agent random --seed 1 "${I[@]}" &&
    check_match "connect4 scores" $'\nscores: [a-z]+ (0|50|100) [a-z]+ (0|50|100)$' "$out"

# A game whose position is in a variable: the declared variables follow the board (the scores,
# which are variables too, do not).  Subtraction starts from a pile of 20.
expect_ok "$RBG" play "$GAMES/subtraction.rbg" --agent random --agent random "${I[@]}" --max-length 1
if [ "$rc" -eq 0 ]; then
    check_equal "the first board" "heap:.
legend: .=stones
variables: pile=20" "$(printf '%s\n' "$out" | head -n 3 | sed 's/ *$//')"
    check_match "the pile after one move" $'\nvariables: pile=(17|18|19|10)\n' "$out"
fi

# An agent that searches semimoves loads the game again under its split strategy (through
# librbg's loader, with the command's backend): it plays a whole game, the same one each time.
SPLIT_AGENT="mcts:tree=semisplit,split=ModPlus"
expect_ok "$RBG" play "$GAMES/breakthrough5x5.rbg" "$SPLIT_AGENT" random --states 300 --seed 2 "${I[@]}" &&
    check_match "a split agent's game ends" $'\nThe game is over after [0-9]+ moves\.\nscores: white (0|100) black (0|100)$' "$out" &&
    first=$out &&
    expect_ok "$RBG" play "$GAMES/breakthrough5x5.rbg" "$SPLIT_AGENT" random --states 300 --seed 2 "${I[@]}" &&
    check_equal "the split agent's game again (times aside)" \
        "$(printf '%s\n' "$first" | sed 's/\[[0-9.]* s, /[/')" \
        "$(printf '%s\n' "$out" | sed 's/\[[0-9.]* s, /[/')"

# While an agent thinks, rbg play rewrites one line on stderr with its progress, when stderr is a
# terminal (here the pseudo-terminal of `script`); into a pipe or a file it writes nothing of it.
if command -v script >/dev/null; then
    PLAY_THINK="$RBG play $GAMES/connect4.rbg --agent mcts --agent random --time 0.7 --max-length 1 --quiet ${I[*]}"
    run script -qec "$PLAY_THINK" /dev/null
    check_no_crash && check_match "the progress line on a terminal" \
        $'\rred thinks: 0\\.[0-9] s, [1-9][0-9]* iterations, [1-9][0-9]* states' "$out"
    run $PLAY_THINK
    check_no_crash && check_equal "no progress line into a file" 0 "$(grep -c 'thinks:' <<<"$err$out")"
fi

finish
