# Counting the instructions a command runs, for the benchmark scripts (sourced, not run):
# `perf stat` where the processor's counters can be read, valgrind's cachegrind otherwise (as on
# virtual machines); the counts are the same on every run.

# instruction_counter: prints perf or cachegrind, or nothing when neither can count.
instruction_counter() {
    if command -v perf >/dev/null 2>&1 &&
       perf stat -x, -e instructions:u true 2>&1 >/dev/null | grep -q '^[0-9]'; then
        echo perf
    elif command -v valgrind >/dev/null 2>&1; then
        echo cachegrind
    fi
}

# required_instruction_counter SCRIPT: prints perf or cachegrind, or explains on stderr what is
# missing and fails, for `counter=$(required_instruction_counter NAME) || exit 1`.
required_instruction_counter() {
    local counter
    counter=$(instruction_counter)
    if [ -z "$counter" ]; then
        echo "$1: --instructions needs perf (with readable counters) or valgrind" >&2
        return 1
    fi
    echo "$counter"
}

# count_instructions COUNTER COMMAND...: the instructions of the command (its output dropped).
count_instructions() {
    local counter=$1
    shift
    if [ "$counter" = perf ]; then
        perf stat -x, -e instructions:u "$@" 2>&1 >/dev/null | awk -F, '$3 ~ /^instructions/ { print $1 }'
    else
        valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,
    fi
}

# instructions_per_playout COUNTER N COMMAND...: the instructions of one of N playouts of seed 1
# of a bench command that takes --playouts and --seed: a run of N + 1 playouts less a run of one
# (which cancels the loading), divided by N.  Prints nothing when a count fails.
instructions_per_playout() {
    local counter=$1 playouts=$2 many one
    shift 2
    many=$(count_instructions "$counter" "$@" --playouts $((playouts + 1)) --seed 1)
    one=$(count_instructions "$counter" "$@" --playouts 1 --seed 1)
    [ -n "$many" ] && [ -n "$one" ] || return 0
    awk -v a="$many" -v b="$one" -v n="$playouts" 'BEGIN { printf "%.0f", (a - b) / n }'
}
