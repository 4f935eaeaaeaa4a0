# Helpers of the match tests (tests/cli/match*.sh, play_observe.sh), sourced after lib.sh: reading the JSON
# lines of a match file with sed, as the files are written one object per line.

# field KEY: the value of KEY in each line of standard input that has it (strings unquoted).
field() {
    sed -n "s/.*\"$1\": \"\{0,1\}\([^\",}]*\).*/\1/p"
}

# games FILE: the game lines of a match file (the header is the first line).
games() {
    tail -n +2 "$1"
}

# comparable FILE: the game lines without the times (which differ from run to run), sorted.
comparable() {
    games "$1" | sed 's/, "seconds": \[[^]]*\]//' | sort
}

# count_results FILE RESULT: games of the file that A ended with RESULT (win, draw, loss).
count_results() {
    games "$1" | grep -c "\"result\": \"$2\""
}

# summary_from_file FILE: the start of the --json summary the games of FILE should give
# (games, wins, draws, losses), worked out from the file itself.
summary_from_file() {
    local w d l
    w=$(count_results "$1" win)
    d=$(count_results "$1" draw)
    l=$(count_results "$1" loss)
    echo "{\"games\": $((w + d + l)), \"wins\": $w, \"draws\": $d, \"losses\": $l"
}
