#!/usr/bin/env bash
# scripts/bench-handwritten.sh: the shape of its tables (not the figures, which depend on the
# machine), in time and in instructions, and its refusals.  HANDWRITTEN: the directory of the
# hand-written programs (bench/handwritten in the build).
source "$(dirname "$0")/lib.sh"

script=$SRC/scripts/bench-handwritten.sh
export RBG HANDWRITTEN
number='[0-9]+\.[0-9]'
ratio='[0-9]+\.[0-9]{2}x'
length='[0-9]+\.[0-9]{2}'

run bash "$script" --seconds 1 --rounds 1 connect4
if check_no_crash; then
    check_equal "exit status" 0 "$rc"
    check_match "the table in time" $'^Playouts per CPU-second \\(median of 1 round\\(s\\) of 1 s\\), mean playout length\ngame +compiled +length +hand-written +length +hand/compiled\nconnect4 +'"$number"' +'"$length"' +'"$number"' +'"$length"' +'"$ratio"'$' "$out"
fi

if can_count_instructions; then
    run bash "$script" --instructions 2 connect4
    check_no_crash && check_match "the instruction counts" \
        $'^Instructions per playout \\((perf|cachegrind), 2 playouts, seed 1\\)\ngame +compiled +hand-written +compiled/hand\nconnect4 +[0-9]+ +[0-9]+ +'"$ratio"'$' "$out"
fi

expect_script_refusals "$script" "--bogus|unknown option '--bogus'" "--rounds 0|--rounds must be a positive whole number, not '0'" \
    "--seconds 0.5|--seconds must be a whole number of seconds above 0, not '0.5'" \
    "chess|no hand-written reasoner of 'chess'" "--instructions|--instructions needs a value"

finish
