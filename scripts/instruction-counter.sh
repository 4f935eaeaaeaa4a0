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
