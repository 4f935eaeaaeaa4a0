#!/usr/bin/env bash
# scripts/bench-generality.sh: the shape of its tables (not the figures, which depend on the
# machine) for a game with two encodings and for a directory of other authors' files, one with
# a reference figure, one of a game that games-rbg/ lacks; the instruction-count mode; and its
# refusals of bad options.
source "$(dirname "$0")/lib.sh"

script=$SRC/scripts/bench-generality.sh
export RBG
mkdir -p "$WORK/corpus"
cp "$GAMES/connect4Alt.rbg" "$WORK/corpus/connect4.rbg"  # an encoding that is not ours
cp "$TTT" "$WORK/corpus/mystery.rbg"                       # a game games-rbg/ does not have
number='[0-9]+\.[0-9]'
ratio='[0-9]+\.[0-9]{2}x'

run bash "$script" --seconds 0.1 --rounds 1 --corpus "$WORK/corpus" ticTacToe
if check_no_crash; then
    check_equal "exit status" 0 "$rc"
    check_match "the pairs' table" $'^Two encodings of one game: playouts per CPU-second[^\n]*\ngame +first +second +second/first\nticTacToe +'"$number"' +'"$number"' +'"$ratio"$'\n\n' "$out"
    check_match "the corpus table: a file with a reference figure" $'\nfile +theirs +ours +theirs/ours +reference +theirs/ref\nconnect4 +'"$number"' +'"$number"' +'"$ratio"' +686635 +'"$ratio"$'\n' "$out"
    check_match "a file of a game we do not have" $'\nmystery +'"$number"' +- +- +- +-$' "$out"
fi

if can_count_instructions; then
    run bash "$script" --instructions 2 ticTacToe
    check_no_crash && check_match "the instruction counts" \
        $'^Two encodings of one game: instructions per playout \\((perf|cachegrind), 2 playouts, seed 1\\)\ngame +first +second +second/first\nticTacToe +[0-9]+ +[0-9]+ +'"$ratio"'$' "$out"
fi

expect_script_refusals "$script" "--bogus|unknown option '--bogus'" "--rounds 0|--rounds must be a positive whole number, not '0'" \
    "--seconds -1|--seconds must be a number of seconds above 0, not '-1'" \
    "chess|'chess' has no second encoding" "--corpus $WORK/none|--corpus: no directory" \
    "--instructions|--instructions needs a value"

finish
